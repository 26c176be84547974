// End-to-end, the club (issue #14) in Chromium: two players find each other in the lobby (by its
// filters), play a rated live game with clocks on the screen, chat, the server restarts in the
// middle (the clock goes on where it was), one player runs out of time and loses, both profiles
// show the new ratings, and the rematch starts with the sides swapped. Nim on the generic board:
// the club is title-neutral.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { nim } from "@dawn/platform/testing";
import type { Page } from "playwright-core";
import { DESKTOP, type E2E, PHONE, register, shot, skip, startE2E } from "./harness.ts";

let e: E2E;

before(async () => {
  if (skip) return;
  e = await startE2E([nim]);
});

after(async () => {
  await e?.close();
});

/** Seconds shown on a seat's clock. */
async function clockSeconds(page: Page, seat: string): Promise<number> {
  const text = await page.$eval(`.club-clock[data-seat=${seat}] .time`, (x) => x.textContent ?? "");
  const [m, s] = text.split(":").map(Number);
  return m! * 60 + s!;
}

async function ratingOf(page: Page, url: string, name: string): Promise<number> {
  await page.goto(`${url}/#/player/${name}`);
  await page.waitForSelector(".profile-ratings [data-scope=all] .rating-value");
  return Number(await page.$eval(".profile-ratings [data-scope=all] .rating-value", (x) => x.textContent));
}

test("lobby, rated live game with clocks and chat, loss on time across a restart, ratings, rematch", {
  skip,
  timeout: 180_000,
}, async () => {
  const a = await e.newPage(DESKTOP);
  const b = await e.newPage(PHONE);
  await register(e, a.page, "alice");
  await register(e, b.page, "bobby");
  const url = () => e.server.url;

  // Alice offers a rated Nim game with a 15 s live clock in the lobby.
  await a.page.goto(`${url()}/#/new/nim`);
  await a.page.waitForSelector("form.newgame");
  await a.page.fill("input[name=stones]", "20");
  await a.page.check("input[name=opponent][value=open]");
  await a.page.check("input[name=side][value=second]");
  await a.page.check("input[name=rated]");
  assert.equal(await a.page.$("input[name=hints]"), null, "no hints in rated games");
  await a.page.selectOption("select[name=clock]", "live");
  await a.page.fill("input[name=clock_minutes]", "0.25");
  await a.page.fill("input[name=clock_increment]", "0");
  await shot(a.page, "club-new-rated");
  await a.page.click("form.newgame button[type=submit]");
  await a.page.waitForSelector("form.newgame.created, .newgame.created");
  await a.page.click(".newgame.created a.button.primary");
  await a.page.waitForSelector(".club-panel");

  // Bobby finds it with the lobby's filters (title, rated, live clock) and joins.
  await b.page.goto(`${url()}/#/lobby`);
  await b.page.waitForSelector(".lobby-filters");
  await b.page.selectOption("select[name=game]", "nim");
  await b.page.selectOption("select[name=rated]", "1");
  await b.page.selectOption("select[name=clock]", "none");
  await b.page.waitForSelector(".lobby .muted:has-text('No open game matches')");
  await b.page.selectOption("select[name=clock]", "live");
  await b.page.waitForSelector(".open-games .lobby-row");
  const row = await b.page.$eval(".open-games .lobby-row", (x) => x.textContent ?? "");
  assert.match(row, /alice/);
  assert.match(row, /rated · 0\.25\+0/);
  await shot(b.page, "club-lobby-phone");
  await b.page.click(".open-games .lobby-row button.primary");
  await b.page.waitForSelector(".club-clock.running[data-seat=first]");

  // The clocks run on both screens: Bobby's (first) counts down, Alice's stands still.
  await a.page.waitForSelector(".club-clock.running[data-seat=first]");
  const t0 = await clockSeconds(a.page, "first");
  assert.ok(t0 <= 15 && t0 >= 10, `first clock ${t0}`);
  assert.equal(await clockSeconds(a.page, "second"), 15);

  // Chat (folded at first): Bobby writes, Alice is told at once (pushed: "1 new"), reads it and
  // answers.
  await b.page.click(".club-chat summary");
  await b.page.fill(".chat-form input[name=chat]", "good luck!");
  await b.page.click(".chat-form button[type=submit]");
  await a.page.waitForSelector(".club-chat summary .chat-unread:has-text('1 new')");
  await a.page.click(".club-chat summary");
  await a.page.waitForSelector(".chat-msg:has-text('good luck!')");
  // Read once open (the details element's toggle event comes a moment after it opens).
  await a.page.waitForSelector(".chat-unread", { state: "detached", timeout: 5000 });
  await a.page.fill(".chat-form input[name=chat]", "you too");
  await a.page.press(".chat-form input[name=chat]", "Enter");
  await b.page.waitForSelector(".chat-msg:has-text('you too')");
  assert.equal(await a.page.$(".club-hint button"), null, "no hint button in a rated game");

  // Bobby moves: his clock stops, Alice's starts.
  await b.page.waitForSelector(".generic[data-mine=true] .buttons button");
  await b.page.click(".generic .buttons button >> nth=0");
  await a.page.waitForSelector(".club-clock.running[data-seat=second]");
  await shot(a.page, "club-clocks-desktop");
  const bobbyLeft = await clockSeconds(a.page, "first");

  // The server restarts while Alice thinks; the clocks go on from where they were.
  await e.restart();
  await a.page.waitForSelector(".conn.open", { timeout: 20_000 });
  await a.page.waitForSelector(".club-clock.running[data-seat=second]");
  assert.equal(await clockSeconds(a.page, "first"), bobbyLeft, "Bobby's time kept across the restart");
  // Alice's clock counts down (whole seconds are shown rounded up).
  await a.page.waitForFunction(
    () =>
      Number(document.querySelector(".club-clock[data-seat=second] .time")?.textContent?.split(":")[1]) < 14,
  );

  // Alice lets her time run out: she loses on time, both screens say so.
  await a.page.waitForSelector(".club-timeout", { timeout: 30_000 });
  assert.match(await a.page.$eval(".club-timeout", (x) => x.textContent ?? ""), /second ran out of time/i);
  await b.page.waitForSelector(".club-timeout");
  await a.page.waitForSelector(".game-head .badge.done");
  await shot(a.page, "club-lost-on-time");

  // Rematch with the sides swapped (Alice now moves first), still rated and clocked.
  await a.page.click(".game-head button:has-text('Rematch')");
  await a.page.waitForFunction(
    () => /#\/game\//.test(location.hash) && document.querySelector(".club-clock.running"),
  );
  const seats = await a.page.$eval(".game-head .seats", (x) => x.textContent ?? "");
  assert.match(seats, /first\s*alice.*second\s*bobby/i);
  assert.match(await a.page.$eval(".club-tags", (x) => x.textContent ?? ""), /^rated · 0\.25\+0/);

  // Ratings changed on both profiles (and the ratings page lists them, winner first).
  const bobbyRating = await ratingOf(b.page, url(), "bobby");
  const aliceRating = await ratingOf(a.page, url(), "alice");
  assert.ok(bobbyRating > 1500, `bobby ${bobbyRating}`);
  assert.ok(aliceRating < 1500, `alice ${aliceRating}`);
  assert.match(await a.page.$eval(".profile .history", (x) => x.textContent ?? ""), /lost · against bobby/);
  await shot(a.page, "club-profile");
  await a.page.goto(`${url()}/#/ratings/nim`);
  await a.page.waitForSelector(".ratings .board-table tbody tr");
  const names = await a.page.$$eval(".ratings tbody tr td:nth-child(2) a", (xs) =>
    xs.map((x) => x.textContent),
  );
  assert.deepEqual(names, ["bobby", "alice"]);
  await a.ctx.close();
  await b.ctx.close();
  assert.deepEqual(e.pageErrors, []);
  assert.deepEqual(e.serverErrors, []);
});

test("hints: the hint button shows the AI's three best choices with win chances, and one is played", {
  skip,
  timeout: 90_000,
}, async () => {
  const { ctx, page } = await e.newPage(PHONE);
  await register(e, page, "hintsy");
  await page.goto(`${e.server.url}/#/new/nim`);
  await page.waitForSelector("form.newgame");
  await page.fill("input[name=stones]", "10");
  await page.check("input[name=opponent][value=bot]");
  await page.selectOption("select[name=bot]", "greedy");
  await page.check("input[name=side][value=first]");
  assert.equal(await page.isChecked("input[name=hints]"), true, "hints allowed by default");
  await page.click("form.newgame button[type=submit]");
  await page.waitForSelector(".generic[data-mine=true] .buttons button");
  await page.click(".club-hint button");
  await page.waitForSelector(".club-hints li");
  const items = await page.$$eval(".club-hints li", (xs) => xs.map((x) => x.textContent ?? ""));
  assert.equal(items.length, 3);
  const chances = items.map((x) => Number(/(\d+)% to win/.exec(x)?.[1]));
  for (const c of chances) assert.ok(c >= 0 && c <= 100, items.join(" | "));
  assert.deepEqual(
    chances,
    [...chances].sort((x, y) => y - x),
    "best first",
  );
  await shot(page, "club-hints-phone");
  const seq = await page.$eval(".generic", (x) => Number((x as HTMLElement).dataset.seq));
  await page.click(".club-hints li:first-child button");
  await page.waitForFunction(
    (s) => Number((document.querySelector(".generic") as HTMLElement | null)?.dataset.seq ?? -1) > s,
    seq,
  );
  assert.match(await page.$eval(".generic-view", (x) => x.textContent ?? ""), /Stones[0-8](?!\d)/);
  await ctx.close();
  assert.deepEqual(e.pageErrors, []);
  assert.deepEqual(e.serverErrors, []);
});

test("an invitation by name reaches the lobby; settings: notices, password, muting", {
  skip,
  timeout: 90_000,
}, async () => {
  const a = await e.newPage(DESKTOP);
  const b = await e.newPage(DESKTOP);
  await register(e, a.page, "carla");
  await register(e, b.page, "dmitri");
  const url = e.server.url;
  await a.page.goto(`${url}/#/new/nim`);
  await a.page.waitForSelector("form.newgame");
  await a.page.check("input[name=opponent][value=invite]");
  await a.page.fill("input[name=invitee]", "dmitri");
  await a.page.selectOption("select[name=clock]", "days");
  await a.page.click("form.newgame button[type=submit]");
  await a.page.waitForSelector(".newgame.created");
  // Dmitri sees the invitation on his home page and in the lobby, and accepts it there.
  await b.page.reload();
  await b.page.waitForSelector(".invitations-box .lobby-row:has-text('from carla')");
  await b.page.goto(`${url}/#/lobby`);
  await b.page.waitForSelector(".invitations .lobby-row");
  assert.match(
    await b.page.$eval(".invitations .lobby-row", (x) => x.textContent ?? ""),
    /from carla.*unrated · 3d/,
  );
  await b.page.click(".invitations .lobby-row button.primary");
  await b.page.waitForSelector(".club-clock.running");
  assert.match(await b.page.$eval(".club-clocks", (x) => x.textContent ?? ""), /away/);
  // Settings: a webhook and the events, kept; a wrong current password refused, a right one taken.
  await b.page.goto(`${url}/#/settings`);
  await b.page.waitForSelector("form.notices");
  await b.page.fill("form.notices input[name=webhook]", "https://chat.example.org/hooks/abc");
  await b.page.uncheck("form.notices input[name=event_low]");
  await b.page.click("form.notices button[type=submit]");
  await b.page.waitForSelector(".toast:has-text('Saved')");
  await b.page.reload();
  await b.page.waitForSelector("form.notices");
  assert.equal(
    await b.page.inputValue("form.notices input[name=webhook]"),
    "https://chat.example.org/hooks/abc",
  );
  assert.equal(await b.page.isChecked("form.notices input[name=event_low]"), false);
  assert.equal(await b.page.isChecked("form.notices input[name=event_turn]"), true);
  await b.page.fill("form.password input[name=current]", "not my password");
  await b.page.fill("form.password input[name=next]", "another secret");
  await b.page.click("form.password button[type=submit]");
  await b.page.waitForSelector(".toast.error:has-text('Wrong password')");
  await b.page.fill("form.password input[name=current]", "correct horse battery");
  await b.page.click("form.password button[type=submit]");
  await b.page.waitForSelector(".toast:has-text('Password changed')");
  // Muting carla hides her chat messages from Dmitri.
  await b.page.fill("form.watch input[name=other]", "carla");
  await b.page.click("form.watch button:has-text('Mute')");
  await b.page.waitForSelector(".blocks button:has-text('carla')");
  await shot(b.page, "club-settings");
  await a.ctx.close();
  await b.ctx.close();
  assert.deepEqual(e.pageErrors, []);
  assert.deepEqual(e.serverErrors, []);
});
