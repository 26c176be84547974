// End-to-end, the title-neutral shell: the new-game page lists the server's titles and draws each
// one's options; an unknown title is refused with a message; a title without its own board (the
// platform's toy title, Nim) is played to the end on the generic board, from the keyboard.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { nim } from "@dawn/platform/testing";
import { toy } from "@dawn/toy";
import type { Page } from "playwright-core";
import { DESKTOP, type E2E, fitsWidth, PHONE, register, shot, skip, startE2E } from "./harness.ts";

let e: E2E;

before(async () => {
  if (skip) return;
  e = await startE2E([nim, toy]);
});

after(async () => {
  await e?.close();
});

test("the new-game page lists the titles and refuses an unknown one", { skip, timeout: 60_000 }, async () => {
  const { ctx, page } = await e.newPage(DESKTOP);
  await register(e, page, "fiona");
  await page.goto(`${e.server.url}/#/new`);
  await page.waitForSelector(".title-list");
  const names = await page.$$eval(".title-list .title-card b", (els) => els.map((x) => x.textContent));
  assert.deepEqual(names, ["1989: Dawn of Freedom", "Wir sind das Volk!", "Nim", "Sealed Bids (test title)"]);
  await shot(page, "desktop-choose-title");

  // The 1989 form is drawn from its options description: a scenario choice and the bid.
  await page.click(".title-card:first-child a");
  await page.waitForSelector("form.newgame");
  assert.equal(
    await page.$eval("form.newgame h2", (x) => x.textContent),
    "New game of 1989: Dawn of Freedom",
  );
  assert.deepEqual(
    await page.$$eval("select[name=scenario] option", (os) => os.map((o) => (o as HTMLOptionElement).value)),
    ["standard", "dem+1", "dem+2"],
  );
  assert.ok(await page.$("input[type=checkbox][name=bid]"));
  // Bots are offered by their labels.
  await page.check("input[name=opponent][value=bot]");
  const bots = await page.$$eval("select[name=bot] option", (os) =>
    os.map((o) => (o as HTMLOptionElement).value),
  );
  assert.ok(bots.includes("heuristic"), bots.join(","));
  // Hot seat: no "Your side" (both sides are played on this screen).
  await page.check("input[name=opponent][value=hotseat]");
  assert.equal(await page.$("input[name=side]"), null);

  // An unknown title id: a clear message naming the titles offered, no form.
  await page.goto(`${e.server.url}/#/new/chess`);
  await page.waitForSelector("[role=alert] h2");
  const text = await page.$eval("main", (x) => x.textContent ?? "");
  assert.match(text, /Unknown game/);
  assert.match(text, /no game “chess”.*1989: Dawn of Freedom, Wir sind das Volk!, Nim, Sealed Bids/);
  assert.equal(await page.$("form.newgame"), null, "no silent fallback to another title");
  await shot(page, "desktop-unknown-title");
  await ctx.close();
  assert.deepEqual(e.pageErrors, []);
});

test("Nim is played to the end on the generic board, from the keyboard", {
  skip,
  timeout: 90_000,
}, async () => {
  const { ctx, page } = await e.newPage(PHONE);
  await register(e, page, "gus");
  await page.goto(`${e.server.url}/#/new/nim`);
  await page.waitForSelector("form.newgame");
  assert.equal(await page.$eval("form.newgame h2", (x) => x.textContent), "New game of Nim");
  await page.fill("input[name=stones]", "5");
  await page.check("input[name=opponent][value=hotseat]");
  await shot(page, "phone-new-nim");
  await page.click("form.newgame button[type=submit]");
  await page.waitForSelector(".generic");
  assert.match(await page.$eval(".generic-view", (x) => x.textContent ?? ""), /Stones5/);
  let moves = 0;
  for (; moves < 10; moves++) {
    if (await page.$(".game-head .badge.done")) break;
    // Hot seat: the curtain hides the board between the players.
    const curtain = await page.$(".curtain button");
    if (curtain) {
      // The curtain's button has the focus as soon as it is shown.
      assert.equal(await page.evaluate(() => document.activeElement?.matches(".curtain button")), true);
      await page.keyboard.press("Enter");
      await page.waitForSelector(".curtain", { state: "detached" });
    }
    await page.waitForSelector(".generic[data-mine=true] .buttons button");
    const seq = await page.$eval(".generic", (x) => Number((x as HTMLElement).dataset.seq));
    if (moves === 0) await shot(page, "phone-nim-board");
    // Keyboard only: Tab to the first choice ("take 1"), Enter.
    await page.focus(".generic .buttons button");
    const label = await page.evaluate(() => document.activeElement?.textContent ?? "");
    assert.match(label, /^take \d$/);
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (s) => Number((document.querySelector(".generic") as HTMLElement | null)?.dataset.seq ?? -1) > s,
      seq,
    );
  }
  await page.waitForSelector(".game-head .badge.done");
  assert.equal(moves, 5, "five stones, one at a time");
  assert.match(await page.$eval(".game-head .badge.done", (x) => x.textContent ?? ""), /wins/);
  await shot(page, "phone-nim-over");
  assert.ok(await fitsWidth(page), "the phone page does not scroll sideways");
  await ctx.close();
  assert.deepEqual(e.pageErrors, []);
  assert.deepEqual(e.serverErrors, []);
});

test("Sealed Bids, the platform's test title, is played to the end against its bot on the generic board", {
  skip,
  timeout: 90_000,
}, async () => {
  const { ctx, page } = await e.newPage(PHONE);
  await register(e, page, "hana");
  await page.goto(`${e.server.url}/#/new/toy`);
  await page.waitForSelector("form.newgame");
  // The form is drawn from the title's options: a number, a choice and a check box.
  await page.fill("input[name=cards]", "3");
  await page.selectOption("select[name=ties]", "discard");
  await page.check("input[name=opponent][value=bot]");
  assert.deepEqual(
    await page.$$eval("select[name=bot] option", (os) => os.map((o) => (o as HTMLOptionElement).value)),
    toy.bots.map((b) => b.id),
  );
  await page.click("form.newgame button[type=submit]");
  await page.waitForSelector(".generic");
  let added = false;
  for (let i = 0; i < 40; i++) {
    if (await page.$(".game-head .badge.done")) break;
    await page.waitForSelector(".generic[data-mine=true] .buttons button, .game-head .badge.done");
    if (await page.$(".game-head .badge.done")) break;
    const seq = await page.$eval(".generic", (x) => Number((x as HTMLElement).dataset.seq));
    const labels: string[] = await page.$$eval(".generic .buttons button", (bs) =>
      bs.map((b) => b.textContent ?? ""),
    );
    // Add one card to each bid, then close it.
    const pick: number =
      !added && labels.some((l) => l.startsWith("add "))
        ? labels.findIndex((l) => l.startsWith("add "))
        : labels.indexOf("done");
    assert.ok(pick >= 0, labels.join(" | "));
    added = labels[pick]!.startsWith("add ");
    await page.click(`.generic .buttons button >> nth=${pick}`);
    await page.waitForFunction(
      (s) => Number((document.querySelector(".generic") as HTMLElement | null)?.dataset.seq ?? -1) > s,
      seq,
    );
  }
  await page.waitForSelector(".game-head .badge.done");
  await shot(page, "phone-toy-over");
  assert.ok(await fitsWidth(page));
  await ctx.close();
  assert.deepEqual(e.pageErrors, []);
  assert.deepEqual(e.serverErrors, []);
});

/** Elements of the top bar drawn past the screen's right edge (their text, or their tag). */
async function cutInBar(page: Page): Promise<string[]> {
  return page.$$eval(".topbar *", (els) =>
    els
      .filter((x) => {
        const r = x.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.right > innerWidth + 0.5 || r.left < -0.5);
      })
      .map((x) => x.textContent?.trim() || x.tagName),
  );
}

const MENUS = [
  {
    locale: "en-US",
    name: "menu-en",
    menu: "Menu",
    links: ["Games", "New game", "Lobby", "Ratings", "Settings"],
  },
  {
    locale: "fr-FR",
    name: "menu-fr",
    menu: "Menu",
    links: ["Parties", "Nouvelle partie", "Salon", "Classements", "Réglages"],
  },
  { locale: "zh-TW", name: "menu-zh", menu: "選單", links: ["對局", "開新局", "大廳", "排名", "設定"] },
] as const;

test("on a phone the site's links are behind a menu button: reachable from the keyboard, closed by Escape, a click outside or a link; nothing overflows", {
  skip,
  timeout: 90_000,
}, async () => {
  for (const m of MENUS) {
    const { ctx, page } = await e.newPage(PHONE, m.locale);
    await register(e, page, m.name);
    const button = page.locator(".topbar .menu-button");
    const nav = page.locator(".topbar nav");
    // Closed: only the button shows; the bar and the page fit the screen.
    assert.equal(await button.isVisible(), true, m.locale);
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(await button.getAttribute("aria-controls"), await nav.getAttribute("id"));
    assert.equal((await button.textContent())?.trim(), `☰ ${m.menu}`);
    assert.equal(await nav.isVisible(), false);
    assert.ok(await fitsWidth(page), `${m.locale}: the page scrolls sideways`);
    assert.deepEqual(await cutInBar(page), [], `${m.locale}: cut in the top bar`);

    // From the keyboard: focus the button, Enter opens, Tab goes through every link.
    await button.focus();
    await page.keyboard.press("Enter");
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    assert.equal(await nav.isVisible(), true);
    assert.deepEqual(
      (await nav.locator("a").allTextContents()).map((x) => x.trim()),
      [...m.links],
    );
    for (const text of m.links) {
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), text);
      const box = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
      assert.ok(
        box.left >= 0 && box.right <= PHONE.width && box.bottom <= PHONE.height,
        `${text}: off screen`,
      );
      assert.ok(box.bottom - box.top >= 40, `${text}: a touch target of at least 40 px`);
    }
    assert.ok(await fitsWidth(page), `${m.locale}: the open menu widens the page`);
    assert.deepEqual(await cutInBar(page), []);
    await shot(page, `phone-${m.name}-open`);
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press("Escape");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(await nav.isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("menu-button")), true);
    // A click outside closes it.
    await button.click();
    assert.equal(await nav.isVisible(), true);
    await page.mouse.click(200, 600);
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(await nav.isVisible(), false);
    // A link leads to its page and closes the menu.
    await button.click();
    await nav.locator("a[href='#/lobby']").click();
    await page.waitForFunction(() => location.hash === "#/lobby");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(await nav.isVisible(), false);
    assert.ok(await fitsWidth(page));
    await ctx.close();
  }
  // A desktop is unchanged: the links in the bar, no menu button.
  const { ctx, page } = await e.newPage(DESKTOP);
  await register(e, page, "menu-desk");
  assert.equal(await page.locator(".topbar .menu-button").isVisible(), false);
  assert.equal(await page.locator(".topbar nav").isVisible(), true);
  for (const a of await page.locator(".topbar nav a").all()) assert.equal(await a.isVisible(), true);
  assert.deepEqual(await cutInBar(page), []);
  await ctx.close();
  assert.deepEqual(e.pageErrors, []);
});
