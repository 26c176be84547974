// End-to-end: a game of 1989 played in French on a desktop and one in Chinese on a phone, against
// the bot: the whole interface, the rules terms, the prompts and the log in the reader's language;
// the language picker switches a game in progress.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { type Goals, openNewDofGame, playStep, ui } from "./dof-play.ts";
import { DESKTOP, type E2E, fitsWidth, PHONE, register, shot, skip, startE2E } from "./harness.ts";

let e: E2E;

before(async () => {
  if (skip) return;
  e = await startE2E();
});

after(async () => {
  await e?.close();
});

/** Plays the set-up and `rounds` action rounds against the bot, choosing Support Checks once. */
async function playAgainstBot(page: Page, rounds: number): Promise<void> {
  const goals: Goals = { opponentEvent: "not needed", powerCards: 1, wantCheck: true };
  let played = 0;
  for (let i = 0; i < 80 && played < rounds; i++) {
    await page.waitForSelector(".dof[data-mine=true]");
    const { kind } = await ui(page);
    await playStep(page, goals);
    if (kind === "actionRound") played++;
  }
  assert.equal(played, rounds);
}

async function newBotGame(page: Page, seed: number): Promise<void> {
  await openNewDofGame(page);
  await page.check("input[name=side][value=dem]");
  await page.check("input[name=opponent][value=bot]");
  await page.click("details summary");
  await page.fill("input[name=seed]", String(seed));
  await page.click("form.newgame button[type=submit]");
  await page.waitForSelector(".dof");
}

test("a game in French on a desktop", { skip, timeout: 120_000 }, async () => {
  const { ctx, page } = await e.newPage(DESKTOP, "fr-FR");
  await register(e, page, "francoise");
  assert.equal(await page.getAttribute("html", "lang"), "fr");
  assert.match(await page.$eval(".topbar nav", (x) => x.textContent ?? ""), /Parties.*Nouvelle partie/);
  await openNewDofGame(page);
  assert.match(
    await page.$eval("form.newgame", (x) => x.textContent ?? ""),
    /Scénario.*Adversaire.*Votre camp/s,
  );
  await shot(page, "desktop-fr-new-game");
  await page.goto(`${e.server.url}/#/`);
  await newBotGame(page, 11);
  assert.equal(await page.$eval(".chip.you", (x) => x.textContent), "Vous : Démocrate");
  await playAgainstBot(page, 2);
  const prompt = await page.$eval(".decision .prompt", (x) => x.textContent ?? "");
  assert.match(
    prompt,
    /Tour d’action \d : jouez une carte|Support Check|Placez des SP|Utilisez les OPs/,
    prompt,
  );
  await page.click(".tabs [data-tab=log]");
  const log = await page.$eval(".tab-body .log", (x) => x.textContent ?? "");
  assert.match(log, /Le Communiste place \d SP à/);
  assert.match(log, /Le Démocrate joue .+ pour (les opérations|l’événement)/);
  assert.match(log, /Support Check du Démocrate à .+ : dé \d/);
  assert.doesNotMatch(log, /\b(places|plays|Support Check in)\b/, "no English sentence in the French log");
  await page.click(".tabs [data-tab=tracks]");
  await page.waitForSelector(".tab-body .tracks");
  assert.match(
    await page.$eval(".tab-body", (x) => x.textContent ?? ""),
    /Piste de Tiananmen.*Stabilité de l’URSS.*Pays/s,
  );
  await shot(page, "desktop-fr-game");
  // The picker switches the game in progress to English and back.
  await page.selectOption(".lang-pick select", "en");
  await page.waitForFunction(() => document.querySelector(".chip.you")?.textContent === "You: Democrat");
  assert.equal(await page.getAttribute("html", "lang"), "en");
  await page.selectOption(".lang-pick select", "fr");
  await page.waitForFunction(() => document.querySelector(".chip.you")?.textContent === "Vous : Démocrate");
  await ctx.close();
  assert.deepEqual(e.pageErrors, []);
  assert.deepEqual(e.serverErrors, []);
});

test("a game in Chinese on a phone", { skip, timeout: 120_000 }, async () => {
  const { ctx, page } = await e.newPage(PHONE, "zh-TW");
  await register(e, page, "meiling");
  assert.equal(await page.getAttribute("html", "lang"), "zh-Hant");
  await openNewDofGame(page);
  assert.match(await page.$eval("form.newgame h2", (x) => x.textContent ?? ""), /^開新局:1989/);
  await shot(page, "phone-zh-new-game");
  await page.goto(`${e.server.url}/#/`);
  await newBotGame(page, 12);
  assert.equal(await page.$eval(".chip.you", (x) => x.textContent), "你:民主派");
  await playAgainstBot(page, 2);
  await page.click(".tabs [data-tab=log]");
  const log = await page.$eval(".tab-body .log", (x) => x.textContent ?? "");
  assert.match(log, /共產黨在 .+ 放置 \d 點影響力/);
  assert.match(log, /民主派打出 .+,(使用點數|發生事件)/);
  assert.match(log, /民主派在 .+ 進行支持檢定:骰 \d/);
  assert.doesNotMatch(log, /\b(places|plays)\b/, "no English sentence in the Chinese log");
  const status = await page.$eval(".dof-status", (x) => x.textContent ?? "");
  assert.match(status, /天安門.*共 \d+.*民 \d+/s);
  assert.ok(await fitsWidth(page), "the phone page does not scroll sideways");
  await shot(page, "phone-zh-game", true);
  await ctx.close();
  assert.deepEqual(e.pageErrors, []);
  assert.deepEqual(e.serverErrors, []);
});
