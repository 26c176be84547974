// End-to-end: the real server and the web client in headless Chromium. Two players register, create
// and join a game with a fixed seed, finish set-up, play action rounds (one card for Ops with the
// opponent's event, one Power Struggle) and see the same public state; a spectator sees no hand.
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { type Goals, openNewDofGame, playStep, publicState, sameSeq, step, ui, waitSeq } from "./dof-play.ts";
import { type E2E, fitsWidth, OUT, register as registerUser, shot, skip, startE2E } from "./harness.ts";

const SEED = 1989;

let e: E2E;
let server: E2E["server"];
let serverErrors: string[];
let pageErrors: string[];

before(async () => {
  if (skip) return;
  e = await startE2E();
  server = e.server;
  serverErrors = e.serverErrors;
  pageErrors = e.pageErrors;
});

after(async () => {
  await e?.close();
});

const newPage = (viewport: { width: number; height: number }) => e.newPage(viewport);
const register = (page: Page, name: string) => registerUser(e, page, name);

test("two players, a spectator: set-up, action rounds, an opponent's event, a Power Struggle", {
  skip,
  timeout: 240_000,
}, async () => {
  const alice = await newPage({ width: 1440, height: 900 });
  const bob = await newPage({ width: 390, height: 844 });
  await register(alice.page, "alice");
  await register(bob.page, "bob");
  await shot(alice.page, "desktop-home");

  // Alice creates a game with a fixed seed and an invite link, and plays the Communist.
  await openNewDofGame(alice.page);
  await alice.page.check("input[name=side][value=com]");
  await alice.page.check("input[name=opponent][value=invite]");
  await alice.page.click("details summary");
  await alice.page.fill("input[name=seed]", String(SEED));
  await shot(alice.page, "desktop-new-game");
  await alice.page.click("form.newgame button[type=submit]");
  await alice.page.waitForSelector(".created .copy-input");
  const link = await alice.page.$eval(".created .copy-input", (e) => (e as HTMLInputElement).value);
  assert.match(link, /\/join\/[\w-]+\/[\w-]+$/);
  await alice.page.click("text=Go to the game");
  await alice.page.waitForSelector(".dof");
  const gameUrl = alice.page.url();
  const gameId = /#\/game\/([^/]+)/.exec(gameUrl)?.[1];
  assert.ok(gameId, gameUrl);

  assert.match(await alice.page.$eval(".decision", (e) => e.textContent ?? ""), /Waiting for an opponent/);
  assert.equal(await alice.page.$eval(".game-head .copy-input", (e) => (e as HTMLInputElement).value), link);
  assert.equal((await alice.page.$$(".space.target")).length, 0, "nobody moves before the opponent joined");

  // Bob follows the invite link: the page says which side he will play before he joins.
  await bob.page.goto(link);
  await bob.page.waitForSelector(".join-side");
  assert.match(await bob.page.$eval(".join-side", (e) => e.textContent ?? ""), /Democrat against alice/);
  await shot(bob.page, "phone-join");
  await bob.page.click("text=Join as Democrat");
  await bob.page.waitForSelector(".dof");
  assert.match(bob.page.url(), new RegExp(`#/game/${gameId}$`));
  await alice.page.waitForSelector(".conn.open");
  await bob.page.waitForSelector(".conn.open");
  assert.equal(
    await alice.page.$eval(".conn-text", (e) => e.textContent),
    "Live",
    "the connection is labelled",
  );
  assert.equal(await alice.page.$eval(".chip.you", (e) => e.textContent), "You: Communist");
  // #13 item 7: both sides in one order everywhere (Communist, then Democrat), each value named.
  const chips = await alice.page.$$eval(".dof-status .chip.pair", (cs) => cs.map((c) => c.textContent ?? ""));
  assert.ok(chips.length >= 2, chips.join(" | "));
  for (const c of chips) assert.match(c, /Com \d+\s*Dem \d+/, c);
  // #13 item 2: the map dominates the desktop layout and its names are readable.
  const layout = await alice.page.evaluate(() => {
    const map = document.querySelector(".dof-mapwrap")!.getBoundingClientRect();
    const side = document.querySelector(".dof-side")!.getBoundingClientRect();
    const names = [...document.querySelectorAll(".board-svg .space .name")].map(
      (n) => n.getBoundingClientRect().height,
    );
    const sps = [...document.querySelectorAll(".board-svg .sp-n")]
      .filter((n) => n.textContent)
      .map((n) => n.getBoundingClientRect().height);
    return {
      map: map.width,
      side: side.width,
      name: Math.min(...names.filter((h) => h > 0)),
      sp: Math.min(...sps),
    };
  });
  assert.ok(layout.map >= 2 * layout.side, `map ${layout.map} px against a side panel of ${layout.side} px`);
  assert.ok(layout.name >= 8, `space names are ${layout.name} px tall`);
  assert.ok(layout.sp >= 10, `SP numbers are ${layout.sp} px tall`);
  assert.equal(await bob.page.$eval(".chip.you", (e) => e.textContent), "You: Democrat");

  // Play: whoever has the decision acts, until set-up is done, an opponent's event was triggered
  // by an Ops play, a Power Struggle was fought and a few action rounds went by.
  const goals: Goals = { opponentEvent: null, powerCards: 0, wantCheck: true };
  let psShot = false;
  let undoNoticed = false;
  let psKept = false;
  let playConfirmChecked = false;
  let setupDone = false;
  let actionRounds = 0;
  let steps = 0;
  let undoSeen = false;
  let reconnected = false;
  let confirmShot = false;
  for (; steps < 400; steps++) {
    const [a, b] = [await ui(alice.page), await ui(bob.page)];
    if (a.seq !== b.seq) {
      await sameSeq(alice.page, bob.page);
      continue;
    }
    if (a.kind === "over") break;
    if (a.kind === "actionRound") setupDone = true;
    const who = a.mine ? alice.page : b.mine ? bob.page : null;
    assert.ok(who, `someone decides at step ${a.seq} (${a.kind})`);
    // #13 item 1: only the player deciding is offered Undo (never the one waiting).
    const waiting = who === alice.page ? bob.page : alice.page;
    assert.equal(await waiting.$(".decision .undo"), null, `no Undo for the waiting player at step ${a.seq}`);
    // #13 item 3: a resolved Power Struggle stays on screen until dismissed.
    if (!psKept && goals.powerCards >= 2 && (await who.$(".ps-table.over"))) {
      psKept = true;
      await shot(who, `${who === alice.page ? "desktop" : "phone"}-power-struggle-resolved`);
      assert.match(await who.$eval(".ps-table.over", (e) => e.textContent ?? ""), /won the Power Struggle/);
      await who.click(".ps-table.over .dismiss");
      assert.equal(await who.$(".ps-table.over"), null);
    }
    if (a.kind === "setupPlace" || b.kind === "setupPlace") {
      // #13 item 8: set-up placements are counted in SPs, not "Ops".
      const facts = await who.$eval(".decision", (e) => e.textContent ?? "");
      assert.doesNotMatch(facts, /\bOps?\b/, facts);
    }
    if (!undoSeen && a.kind === "setupPlace" && (await who.$(".decision .undo"))) {
      // Take the last placement back once (the server counts the undo as a step): the SP is gone.
      undoSeen = true;
      const sps = await publicState(who);
      await who.click(".decision .undo");
      // #13 item 1: the other player is told about the undo (in "since your last move" and in the
      // log, where it stays), and his board follows.
      await waiting.waitForSelector(".summary .undo-line");
      assert.match(
        await waiting.$eval(".summary .undo-line", (e) => e.textContent ?? ""),
        /The (Communist|Democrat) took back 1 step/,
      );
      undoNoticed = true;
      await who.waitForFunction(
        (s) => Number((document.querySelector(".dof") as HTMLElement | null)?.dataset.seq ?? -1) !== s,
        a.seq,
      );
      assert.notDeepEqual(await publicState(who), sps);
      await sameSeq(alice.page, bob.page);
      continue;
    }
    if (!psShot && (await who.$(".ps-table .pcard.playable"))) {
      psShot = true;
      await shot(alice.page, "desktop-power-struggle");
      await shot(bob.page, "phone-power-struggle");
      assert.equal(await bob.page.isVisible(".ps-table"), true);
    }
    if (a.kind === "actionRound" && actionRounds === 1) {
      await shot(alice.page, "desktop-action-round");
      await shot(bob.page, "phone-action-round");
    }
    // Once, Bob loses his connection while Alice acts; he catches up when it is back.
    const dropBob = !reconnected && setupDone && who === alice.page;
    if (dropBob) {
      await bob.ctx.setOffline(true);
      await bob.page.waitForSelector(".conn.closed");
      assert.equal(await bob.page.$eval(".conn-text", (e) => e.textContent), "Offline — reconnecting");
    }
    const before = (await ui(who)).seq;
    const what = await step(who, goals);
    if (process.env.E2E_DEBUG) console.log(a.seq, a.kind, who === alice.page ? "alice" : "bob", what);
    if (a.kind === "actionRound" && what.startsWith("play")) actionRounds++;
    // An irreversible step asks for confirmation first.
    const answered = (timeout: number) =>
      who
        .waitForFunction(
          (s) =>
            !!document.querySelector("[data-confirm=yes]") ||
            Number((document.querySelector(".dof") as HTMLElement | null)?.dataset.seq ?? -1) > s,
          before,
          { timeout },
        )
        .then(
          () => true,
          () => false,
        );
    if (!(await answered(8000))) {
      // Nothing happened: a refusal would show an error; a click lost while the page re-rendered
      // shows nothing and is made again, once (said on the output, with a screenshot).
      const errors = await who.$$eval(".toast.error", (els) => els.map((e) => e.textContent ?? ""));
      const now = await ui(who);
      await shot(who, "stalled-step");
      assert.deepEqual(errors, [], `step ${before} (${a.kind}, "${what}") was refused`);
      console.log(
        `step ${before} (${a.kind}): "${what}" had no effect after 8 s (now ${now.seq} ${now.kind})`,
      );
      if (now.seq === before && !(await who.$("[data-confirm=yes]"))) await step(who, goals);
      assert.ok(await answered(15_000), `step ${before} (${a.kind}, "${what}") had no effect, twice`);
    }
    const confirm = await who.$("[data-confirm=yes]");
    if (confirm && what.startsWith("play") && !playConfirmChecked) {
      // #13 item 8: a confirmation is a question with a verb, and offers no Undo beside it.
      playConfirmChecked = true;
      assert.match(await who.$eval(".confirm-inline p", (e) => e.textContent ?? ""), /^Play .+ for .+\?/);
      assert.equal(await who.$(".decision .undo"), null);
    }
    if (confirm && what.startsWith("play") && !confirmShot) {
      confirmShot = true;
      await shot(who, `${who === alice.page ? "desktop" : "phone"}-confirm-play`);
    }
    if (confirm) await confirm.click();
    await waitSeq(who, before);
    if (dropBob) {
      assert.equal((await ui(bob.page)).seq, before, "offline, Bob's screen stays where it was");
      await bob.ctx.setOffline(false);
      await bob.page.waitForSelector(".conn.open");
      await waitSeq(bob.page, before);
      reconnected = true;
    }
    if (
      setupDone &&
      goals.opponentEvent &&
      goals.powerCards >= 2 &&
      actionRounds >= 4 &&
      a.kind === "actionRound"
    )
      break;
  }
  assert.ok(setupDone, "set-up was finished");
  assert.ok(goals.opponentEvent, "a card was played for Ops with the opponent's event");
  assert.ok(
    psShot && goals.powerCards >= 2,
    `a Power Struggle was fought (${goals.powerCards} cards played)`,
  );
  assert.ok(actionRounds >= 4, `action rounds played: ${actionRounds}`);
  assert.ok(undoSeen, "undo was offered during set-up");
  assert.ok(undoNoticed, "the undo was shown to the opponent");
  assert.ok(psKept, "the resolved Power Struggle stayed on screen");
  assert.ok(goals.checkChosen, "Support Checks were chosen once");
  // #13 item 3: dice are shown as dice (the Support Check's roll), in the log.
  await alice.page.click(".tabs [data-tab=log]");
  assert.ok((await alice.page.$$(".tab-body .log .die")).length > 0, "the log shows a die");
  assert.ok(reconnected, "a dropped connection caught up");
  assert.ok(goals.usedList, "a space was chosen from the list");

  // Both players see the same public state.
  await sameSeq(alice.page, bob.page);
  assert.deepEqual(await publicState(alice.page), await publicState(bob.page));
  const aliceLog = await alice.page.$eval(".tab-body", (e) => e.textContent ?? "");
  assert.ok(aliceLog.includes(goals.opponentEvent), "the log names the card played for its Ops");
  await alice.page.click(".tabs [data-tab=hand]");
  assert.ok((await alice.page.$$(".hand .card")).length > 0, "a player sees his hand");

  // A spectator (not signed in) sees the same board and no hand.
  const carol = await newPage({ width: 1280, height: 800 });
  await carol.page.goto(`${server.url}/#/game/${gameId}`);
  await carol.page.waitForSelector(".dof");
  await carol.page.waitForSelector(".conn.open");
  assert.equal(await carol.page.$eval(".chip.you", (e) => e.textContent), "Spectating");
  assert.equal((await carol.page.$$(".hand .card")).length, 0, "a spectator sees no card of a hand");
  const seq = await sameSeq(alice.page, carol.page);
  assert.ok(seq > 0);
  assert.deepEqual(await publicState(carol.page), await publicState(alice.page));
  await shot(carol.page, "desktop-spectator");

  // The log names spaces; hovering one highlights it on the map.
  await alice.page.click(".tabs [data-tab=log]");
  const ref = await alice.page.$(".log .ref-space");
  assert.ok(ref, "the log names a space");
  await ref.hover();
  assert.ok(await alice.page.$(".board-svg .space.flash"), "the named space is highlighted");
  await alice.page.click(".tabs [data-tab=tracks]");
  await alice.page.waitForSelector(".tab-body .tracks");
  await shot(alice.page, "desktop-tracks");
  await bob.page.click(".tabs [data-tab=tracks]");
  await bob.page.waitForSelector(".tab-body .tracks");
  await bob.page.screenshot({ path: path.join(OUT, "phone-tracks.png"), fullPage: true });
  for (const tab of ["hand", "log", "tracks", "cards"]) {
    await bob.page.click(`.tabs [data-tab=${tab}]`);
    const [scrollWidth, width] = await bob.page.evaluate(() => [
      document.documentElement.scrollWidth,
      innerWidth,
    ]);
    assert.ok(scrollWidth <= width, `the phone page fits 390 px (tab ${tab}: ${scrollWidth})`);
  }
  // The scoring preview: one row per country with a net, and no sideways scrolling on the phone.
  await bob.page.click(".tabs [data-tab=tracks]");
  await bob.page.waitForSelector(".tab-body .tracks");
  const preview = await bob.page.evaluate(() => {
    const table = document.querySelector(".countries")!;
    return {
      rows: table.querySelectorAll("tbody tr").length,
      nets: [...table.querySelectorAll("tbody .sc-net")].map((e) => e.textContent ?? ""),
      fits: table.scrollWidth <= table.parentElement!.clientWidth,
    };
  });
  assert.equal(preview.rows, 6);
  assert.ok(
    preview.nets.every((n) => /^(0|Dem \+\d+|Com \+\d+)$/.test(n)),
    preview.nets.join(","),
  );
  assert.ok(preview.fits, "the countries table fits the phone without scrolling");

  // Alice resigns; both see the result; the finished game can be replayed and exported.
  alice.page.once("dialog", (d) => void d.accept());
  await alice.page.click(".game-head button.danger");
  await alice.page.waitForSelector(".decision .result");
  await bob.page.waitForSelector(".decision .result");
  // #13 item 6: the result never makes the phone page wider than the screen.
  assert.ok(await fitsWidth(bob.page), "the finished game fits 390 px");
  await shot(bob.page, "phone-result");
  assert.match(
    await bob.page.$eval(".decision .result", (e) => e.textContent ?? ""),
    /Democrat wins by resignation/,
  );
  await alice.page.click(".game-head a[href*='replay']");
  await alice.page.waitForSelector(".replay-bar");
  assert.match(
    await alice.page.$eval(".decision .result", (e) => e.textContent ?? ""),
    /Democrat wins by resignation/,
  );
  await alice.page.click("[data-step=prev]");
  assert.equal(
    await alice.page.$$(".decision .result").then((l) => l.length),
    0,
    "one step back, the game goes on",
  );
  assert.equal((await alice.page.$$(".revealed")).length, 2, "the replay shows both hands");
  await shot(alice.page, "desktop-replay");
  await bob.page.click(".game-head a[href*='replay']");
  await bob.page.waitForSelector(".replay-bar");
  await bob.page.click("[data-step=prev]");
  await bob.page.click("[data-step=prev]");
  await shot(bob.page, "phone-replay");
  await bob.page.goBack();
  await bob.page.waitForSelector(".decision .result");

  // A rematch with the sides swapped; Bob is offered the way to it.
  await alice.page.click(".topbar nav a[href='#/']");
  await alice.page.waitForSelector(".home");
  // The list arrives after the page: wait for it, then read it.
  await alice.page.waitForSelector(".game-list");
  assert.match(
    await alice.page.$eval(".game-list", (e) => e.textContent ?? ""),
    /Democrat \(bob\) won by resignation/,
  );
  await alice.page.click(`.game-row[data-game="${gameId}"] a.button`);
  await alice.page.waitForSelector(".dof");
  await alice.page.click("text=Rematch");
  await alice.page.waitForFunction((id) => !location.hash.includes(id), gameId);
  await alice.page.waitForSelector(".chip.you.dem");
  await bob.page.click("text=Go to rematch");
  await bob.page.waitForSelector(".chip.you.com");
  await shot(bob.page, "phone-rematch");

  for (const p of [alice, bob, carol]) await p.ctx.close();
  assert.deepEqual(pageErrors, [], "no script errors in the pages");
  assert.deepEqual(serverErrors, [], "the server logged no errors");
});

test("a game against the bot: the bot answers at once", { skip, timeout: 120_000 }, async () => {
  const dave = await newPage({ width: 390, height: 844 });
  await register(dave.page, "dave");
  await openNewDofGame(dave.page);
  await dave.page.check("input[name=side][value=dem]");
  await dave.page.check("input[name=opponent][value=bot]");
  await dave.page.click("details summary");
  await dave.page.fill("input[name=seed]", "7");
  await dave.page.click("form.newgame button[type=submit]");
  await dave.page.waitForSelector(".dof");
  assert.match(await dave.page.$eval(".game-head .seats", (e) => e.textContent ?? ""), /bot/);
  const goals: Goals = { opponentEvent: "not needed", powerCards: 1 };
  let played = 0;
  for (let i = 0; i < 60 && played < 2; i++) {
    await dave.page.waitForSelector(".dof[data-mine=true]").catch(async (e) => {
      console.error("waiting for the bot:", await ui(dave.page), serverErrors);
      throw e;
    });
    const { kind } = await ui(dave.page);
    const what = await playStep(dave.page, goals);
    if (kind === "actionRound") played++;
    assert.ok(what);
  }
  assert.equal(played, 2, "two action rounds played against the bot");
  await dave.page.click(".tabs [data-tab=log]");
  const log = await dave.page.$eval(".tab-body", (e) => e.textContent ?? "");
  assert.match(log, /Communist plays/, "the bot played a card");
  await dave.page.screenshot({ path: path.join(OUT, "phone-bot-game.png"), fullPage: true });
  await dave.ctx.close();
  assert.deepEqual(pageErrors, []);
});
