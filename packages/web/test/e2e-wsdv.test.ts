// End-to-end: Wir sind das Volk! on the real server in headless Chromium. Two players (a desktop
// and a phone) create and join a game with a fixed seed and play decade I through the browser —
// both half-decades and the end-of-decade sequence — with random legal actions taken through the
// page (cards of the row and hand with one of their uses, places on the map, the list of targets,
// the keyboard). Both screens show the same public state; a spectator sees it too and no hand.
// Screenshots at 390x844 and 1440x900 go to packages/web/test-output/.
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { type E2E, OUT, register, shot, skip, startE2E } from "./harness.ts";
import {
  rng,
  type WsUi,
  wsOverflow,
  wsPublicState,
  wsSameSeq,
  wsStep,
  wsUi,
  wsWaitSeq,
} from "./wsdv-play.ts";

const SEED = 1961;

let e: E2E;

before(async () => {
  if (skip) return;
  e = await startE2E();
});

after(async () => {
  await e?.close();
});

/** The cards of the viewer's hand as drawn. */
const handCards = (page: Page) =>
  page.$$eval(".ws-hand .ws-card", (els) => els.map((el) => Number((el as HTMLElement).dataset.card)));

/** The status strip of a page says where the game stands. */
async function samePublicAt(page: Page, when: string): Promise<void> {
  assert.match(await page.$eval(".ws-chip.when", (el) => el.textContent ?? ""), new RegExp(when));
}

/** Both screens at the same step show the same public state. */
async function samePublic(a: Page, b: Page, what: string): Promise<void> {
  await wsSameSeq(a, b);
  assert.deepEqual(await wsPublicState(a), await wsPublicState(b), `same public state (${what})`);
}

test("Wir sind das Volk!: two players play decade I in the browser; a spectator sees no hand", {
  skip,
  timeout: 540_000,
}, async () => {
  const alice = await e.newPage({ width: 1440, height: 900 });
  const bob = await e.newPage({ width: 390, height: 844 });
  await register(e, alice.page, "walter");
  await register(e, bob.page, "erich");

  // Walter creates a game of Wir sind das Volk! with a fixed seed, plays West, invites a friend.
  await alice.page.goto(`${e.server.url}/#/new/wsdv`);
  await alice.page.waitForSelector("form.newgame");
  assert.match(await alice.page.$eval("form.newgame h2", (el) => el.textContent ?? ""), /Wir sind das Volk/);
  await alice.page.check("input[name=side][value=west]");
  await alice.page.check("input[name=opponent][value=invite]");
  await alice.page.click("details summary");
  await alice.page.fill("input[name=seed]", String(SEED));
  await alice.page.click("form.newgame button[type=submit]");
  await alice.page.waitForSelector(".created .copy-input");
  const link = await alice.page.$eval(".created .copy-input", (el) => (el as HTMLInputElement).value);
  await alice.page.click("text=Go to the game");
  await alice.page.waitForSelector(".wsdv");
  const gameId = /#\/game\/([^/]+)/.exec(alice.page.url())?.[1];
  assert.ok(gameId);
  assert.match(
    await alice.page.$eval(".ws-decision", (el) => el.textContent ?? ""),
    /Waiting for an opponent/,
  );
  assert.equal(
    (await alice.page.$$(".ws-board .target")).length,
    0,
    "nothing is lit before the opponent joins",
  );

  // Erich follows the link: he is told he plays East, and joins.
  await bob.page.goto(link);
  await bob.page.waitForSelector(".join-side");
  assert.match(await bob.page.$eval(".join-side", (el) => el.textContent ?? ""), /East/);
  await bob.page.click("text=Join as East");
  await bob.page.waitForSelector(".wsdv");
  await alice.page.waitForSelector(".conn.open");
  await bob.page.waitForSelector(".conn.open");
  assert.equal(await alice.page.$eval(".ws-chip.you", (el) => el.textContent), "You: West");
  assert.equal(await bob.page.$eval(".ws-chip.you", (el) => el.textContent), "You: East");

  // The board as drawn: 14 provinces (West Berlin in the inset), 42 cities, 68 roads with 76
  // infrastructure sites, three sectors, the socialists' box; the row of seven cards and the special card.
  const board = await alice.page.evaluate(() => ({
    provinces: document.querySelectorAll(".ws-board path.ws-prov").length,
    inset: document.querySelectorAll(".ws-board .ws-inset-frame[data-province='7']").length,
    cities: document.querySelectorAll(".ws-board [data-city]").length,
    roads: document.querySelectorAll(".ws-board [data-road]").length,
    sites: document.querySelectorAll(".ws-board .ws-site").length,
    sectors: document.querySelectorAll(".ws-board [data-sector]").length,
    factories: [...document.querySelectorAll(".ws-board [data-city]")].filter(
      (c) => (c as SVGElement).dataset.factory === "1",
    ).length,
    row: document.querySelectorAll(".ws-row .ws-card").length,
    special: document.querySelectorAll(".ws-row .ws-special-slot .ws-card").length,
    mapWidth: document.querySelector(".ws-board")!.getBoundingClientRect().width,
    sideWidth: document.querySelector(".ws-side")!.getBoundingClientRect().width,
  }));
  assert.deepEqual(
    { ...board, mapWidth: 0, sideWidth: 0 },
    {
      provinces: 13,
      inset: 1,
      cities: 42,
      roads: 68,
      sites: 76,
      sectors: 3,
      factories: 4,
      row: 8,
      special: 1,
      mapWidth: 0,
      sideWidth: 0,
    },
  );
  assert.ok(board.mapWidth >= 500, `the map is ${board.mapWidth} px wide on the desktop`);
  // A card says its value(s), colour, event in words, and its German title with the English one.
  const card = await alice.page.$eval(".ws-row .ws-card:not(.c-special)", (el) => ({
    de: el.querySelector(".ws-de")?.textContent ?? "",
    en: el.querySelector(".ws-en")?.textContent ?? "",
    colour: el.querySelector(".ws-colour")?.textContent ?? "",
    values: el.querySelectorAll(".ws-val").length,
    event: el.querySelectorAll(".ws-event li").length,
  }));
  assert.ok(card.de && card.en && card.de !== card.en, JSON.stringify(card));
  assert.match(card.colour, /event/);
  assert.ok(card.values >= 1 && card.event >= 1, JSON.stringify(card));
  await samePublic(alice.page, bob.page, "start");
  await shot(alice.page, "wsdv-desktop-start");
  await shot(bob.page, "wsdv-phone-start");
  assert.deepEqual(await wsOverflow(bob.page), [], "the board fits 390 px");

  const random = rng(SEED);
  const hows = new Map<string, number>();
  const phases = new Set<number>();
  let halfTwo = false;
  let keyboardList = false;
  let keyboardMap = false;
  let targetsChecked = 0;
  let eodShot = false;
  let buildShot = false;
  let steps = 0;
  let last: WsUi | null = null;
  for (; steps < 700; steps++) {
    const [a, b] = [await wsUi(alice.page), await wsUi(bob.page)];
    if (a.seq !== b.seq) {
      await wsSameSeq(alice.page, bob.page);
      continue;
    }
    last = a;
    assert.notEqual(a.kind, "over", `the game ended in decade I (step ${a.seq})`);
    if (a.decade === 2) break;
    if (a.half === 2 && !halfTwo) {
      // The first half-decade is over: both screens agree on everything public.
      halfTwo = true;
      await samePublic(alice.page, bob.page, "half 2");
      await shot(alice.page, "wsdv-desktop-half-2");
    }
    const who = a.mine ? alice.page : b.mine ? bob.page : null;
    assert.ok(who, `someone decides at step ${a.seq} (${a.kind})`);
    const waiting = who === alice.page ? bob.page : alice.page;
    assert.equal(await waiting.$(".ws-decision .undo"), null, "no Undo for the player waiting");
    assert.equal(await waiting.$(".ws-decision [data-action]"), null, "no choices for the player waiting");
    if (a.phase > 0) {
      phases.add(a.phase);
      // The end of the decade is under way: the strip names the phase, the sequence marks it.
      const when = await who.$eval(".ws-chip.when", (el) => el.textContent ?? "");
      assert.match(when, new RegExp(`End of decade.*Phase ${a.phase}`), when);
      if (!eodShot) {
        eodShot = true;
        await samePublic(alice.page, bob.page, `phase ${a.phase}`);
        for (const p of [alice.page, bob.page]) await p.click(".ws-tablist [data-tab=tracks]");
        assert.equal(await who.$eval(".ws-eod li.here .n", (el) => el.textContent), String(a.phase));
        await shot(alice.page, "wsdv-desktop-end-of-decade");
        await shot(bob.page, "wsdv-phone-end-of-decade");
        await bob.page.screenshot({
          path: path.join(OUT, "wsdv-phone-end-of-decade-full.png"),
          fullPage: true,
        });
      }
    }
    // Legal targets: lit on the map as many as listed for the keyboard.
    const listed = await who.$$eval(".ws-targets button[data-action]", (els) => els.length);
    if (listed > 0) {
      const lit = await who.$$eval(
        ".ws-board path.ws-prov.target, .ws-board .ws-inset.target, .ws-board .ws-city.target, .ws-board .ws-road.target, .ws-board .ws-sector.target",
        (els) => els.length,
      );
      assert.equal(lit, listed, `step ${a.seq} (${a.kind}): ${lit} places lit, ${listed} listed`);
      targetsChecked++;
      if (!buildShot && (a.kind === "buildAction" || a.kind === "build") && who === alice.page) {
        buildShot = true;
        await shot(alice.page, "wsdv-desktop-build");
      }
    }
    const before = a.seq;
    let how: string;
    if (listed > 0 && !keyboardList) {
      // Once with the keyboard from the list of targets.
      keyboardList = true;
      await who.focus(".ws-targets button[data-action]");
      await who.keyboard.press("Enter");
      how = "keyboard-list";
    } else if (listed > 0 && keyboardList && !keyboardMap) {
      // Once with the keyboard on the map: a lit place takes the focus and answers Enter.
      keyboardMap = true;
      await who.focus(".ws-board [role=button]");
      await who.keyboard.press("Enter");
      how = "keyboard-map";
    } else how = (await wsStep(who, random, steps % 2 === 0)).how;
    if (process.env.E2E_DEBUG)
      console.log(a.seq, a.decade, a.half, a.phase, a.kind, who === alice.page ? "west" : "east", how);
    hows.set(how, (hows.get(how) ?? 0) + 1);
    await wsWaitSeq(who, before);
  }
  assert.ok(last && last.decade === 2, `decade II reached after ${steps} steps`);
  assert.ok(halfTwo, "the second half-decade was played");
  assert.ok(phases.size > 0, "the end of the decade asked something");
  assert.ok((hows.get("card") ?? 0) >= 10, `cards taken from the row or hand: ${JSON.stringify([...hows])}`);
  assert.ok((hows.get("map") ?? 0) >= 3, `places chosen on the map: ${JSON.stringify([...hows])}`);
  assert.ok((hows.get("list") ?? 0) >= 1, `places chosen from the list: ${JSON.stringify([...hows])}`);
  assert.ok(keyboardList && keyboardMap, "the keyboard chose from the list and on the map");
  assert.ok(targetsChecked >= 5, `targets checked ${targetsChecked} times`);

  // Decade II: both see the same public state; each hand holds only its owner's cards.
  await samePublic(alice.page, bob.page, "decade II");
  const [west, east] = [await handCards(alice.page), await handCards(bob.page)];
  assert.ok(west.length + east.length > 0);
  assert.deepEqual(
    west.filter((c) => east.includes(c)),
    [],
    "no card is in both hands",
  );
  const chip = await alice.page.$eval(".ws-status", (el) => el.textContent ?? "");
  assert.match(chip, new RegExp(`West ${west.length}\\s*East ${east.length}`), chip);
  for (const p of [alice.page, bob.page]) await p.click(".ws-tablist [data-tab=log]");
  const log = await alice.page.$eval(".ws-log", (el) => el.textContent ?? "");
  assert.match(log, /Decade II begins/);
  assert.match(log, /End of decade, phase 1/);
  await shot(alice.page, "wsdv-desktop-decade-2");
  await shot(bob.page, "wsdv-phone-decade-2");
  await bob.page.screenshot({ path: path.join(OUT, "wsdv-phone-decade-2-full.png"), fullPage: true });
  assert.deepEqual(await wsOverflow(bob.page), [], "the board fits 390 px");

  // A spectator (not signed in) sees the same board, and no hand.
  const carol = await e.newPage({ width: 1440, height: 900 });
  await carol.page.goto(`${e.server.url}/#/game/${gameId}`);
  await carol.page.waitForSelector(".wsdv");
  await carol.page.waitForSelector(".conn.open");
  assert.equal(await carol.page.$eval(".ws-chip.you", (el) => el.textContent), "Spectating");
  assert.equal((await carol.page.$$(".ws-hand .ws-card")).length, 0, "a spectator sees no card of a hand");
  assert.match(await carol.page.$eval(".ws-hand", (el) => el.textContent ?? ""), /Spectators see no hand/);
  await samePublic(alice.page, carol.page, "spectator");
  const spectatorLog = await carol.page.$eval(".ws-log", (el) => el.textContent ?? "");
  assert.doesNotMatch(spectatorLog, /(West|East) draws #/, "the spectator's log names no drawn card");
  await shot(carol.page, "wsdv-desktop-spectator");

  // The interface in French and Chinese (card titles stay German, with the English translation).
  await bob.page.selectOption(".lang-pick select", "fr");
  await bob.page.waitForFunction(() => document.querySelector(".ws-chip.you")?.textContent === "Vous : Est");
  assert.match(await bob.page.$eval(".ws-status", (el) => el.textContent ?? ""), /Décennie II/);
  await bob.page.click(".ws-tablist [data-tab=tracks]");
  assert.match(await bob.page.$eval(".ws-eod", (el) => el.textContent ?? ""), /Passage à l'Ouest/);
  await shot(bob.page, "wsdv-phone-french");
  await bob.page.selectOption(".lang-pick select", "zh");
  await bob.page.waitForFunction(() => document.querySelector(".ws-chip.you")?.textContent === "你:東德");
  assert.match(await bob.page.$eval(".ws-tracks", (el) => el.textContent ?? ""), /聲望/);
  await shot(bob.page, "wsdv-phone-chinese");
  assert.deepEqual(await wsOverflow(bob.page), [], "the board fits 390 px in Chinese");
  await bob.page.selectOption(".lang-pick select", "en");
  await bob.page.waitForFunction(() => document.querySelector(".ws-chip.you")?.textContent === "You: East");

  // West resigns: both see the result; the replay steps through the game with both hands shown.
  alice.page.once("dialog", (d) => void d.accept());
  await alice.page.click(".game-head button.danger");
  for (const p of [alice.page, bob.page]) {
    await p.waitForSelector(".ws-decision .ws-result");
    assert.match(await p.$eval(".ws-result", (el) => el.textContent ?? ""), /East wins: resignation/);
  }
  assert.deepEqual(await wsOverflow(bob.page), [], "the finished game fits 390 px");
  await alice.page.click(".game-head a[href*='replay']");
  await alice.page.waitForSelector(".ws-replay-bar");
  const total = Number(await alice.page.$eval(".ws-replay-bar", (el) => (el as HTMLElement).dataset.shown));
  assert.ok(total > 40, `the replay has ${total} steps`);
  assert.equal((await alice.page.$$(".ws-revealed")).length, 2, "the replay shows both hands");
  await alice.page.click("[data-step=prev]");
  await alice.page.waitForSelector(`.ws-replay-bar[data-shown="${total - 1}"]`);
  assert.match(await alice.page.$eval(".ws-replay-move", (el) => el.textContent ?? ""), /^(West|East): /);
  await alice.page.keyboard.press("ArrowLeft");
  await alice.page.waitForSelector(`.ws-replay-bar[data-shown="${total - 2}"]`);
  await alice.page.click("[data-step=first]");
  await alice.page.waitForSelector('.ws-replay-bar[data-shown="0"]');
  await samePublicAt(alice.page, "Decade I · half 1");
  await shot(alice.page, "wsdv-desktop-replay");
  await bob.page.click(".game-head a[href*='replay']");
  await bob.page.waitForSelector(".ws-replay-bar");
  await bob.page.click("[data-step=prev]");
  await shot(bob.page, "wsdv-phone-replay");
  assert.deepEqual(await wsOverflow(bob.page), [], "the replay fits 390 px");

  for (const p of [alice, bob, carol]) await p.ctx.close();
  assert.deepEqual(e.pageErrors, [], "no script errors in the pages");
  assert.deepEqual(e.serverErrors, [], "the server logged no errors");
});
