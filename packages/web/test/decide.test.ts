import assert from "node:assert/strict";
import { test } from "node:test";
import "./packs.ts";
import { type Action, applyInPlace, CARDS, decision, newGame, view } from "@dawn/engine";
import { choices, sortHand } from "../src/games/dof/decide.ts";
import {
  autoAnswer,
  confirmText,
  actionLabel as label,
  needsConfirm,
  triggersOpponentEvent,
} from "../src/games/dof/text.ts";

test("set-up: legal spaces are map targets for the deciding side only", () => {
  const s = newGame(11, { scenario: "standard" });
  const d = decision(s)!;
  const mine = choices(view(s, d.player));
  const theirs = choices(view(s, d.player === "com" ? "dem" : "com"));
  const obs = choices(view(s, "observer"));
  assert.ok(mine.mine);
  assert.equal(mine.spaces.size, d.actions.filter((a) => a.t === "space").length);
  for (const a of d.actions) if (a.t === "space") assert.deepEqual(mine.spaces.get(a.space), a);
  assert.equal(theirs.mine, false);
  assert.equal(theirs.spaces.size, 0);
  assert.equal(obs.spaces.size, 0);
});

test("action round: playable cards are exactly the hand's cards with play actions", () => {
  const s = newGame(5, { scenario: "standard" });
  for (let i = 0; i < 200; i++) {
    const d = decision(s)!;
    if (d.kind === "actionRound") break;
    applyInPlace(s, d.actions[0]!);
  }
  const d = decision(s)!;
  assert.equal(d.kind, "actionRound");
  const v = view(s, d.player);
  const c = choices(v);
  assert.ok(c.plays.size > 0);
  for (const card of c.plays.keys()) assert.ok(v.hand.includes(card));
  const total = [...c.plays.values()].reduce((n, l) => n + l.length, 0);
  assert.equal(total, d.actions.filter((a) => a.t === "play").length);
  assert.equal(c.spaces.size, 0);
});

test("irreversible steps ask for confirmation, placing SPs does not", () => {
  const play: Action = { t: "play", card: 5, as: "ops" };
  assert.equal(needsConfirm("actionRound", play), true);
  assert.equal(needsConfirm("supportCheck", { t: "space", space: 3 }), true);
  assert.equal(needsConfirm("placeSupport", { t: "space", space: 3 }), false);
  assert.equal(needsConfirm("setupPlace", { t: "space", space: 3 }), false);
  assert.equal(needsConfirm("operations", { t: "option", option: "check" }), false);
  assert.equal(needsConfirm("powerAttack", { t: "power", card: 7 }), true);
  assert.equal(needsConfirm("powerMatch", { t: "option", option: "concede" }), true);
  assert.equal(needsConfirm("bid", { t: "bid", side: "dem", sps: 2 }), true);
});

test("playing the opponent's card for Ops is flagged; labels are readable", () => {
  const demCard = CARDS.find((c) => c && c.side === "dem" && !c.scoring)!;
  assert.equal(triggersOpponentEvent({ t: "play", card: demCard.number, as: "ops" }, "com"), true);
  assert.equal(triggersOpponentEvent({ t: "play", card: demCard.number, as: "ops" }, "dem"), false);
  assert.equal(triggersOpponentEvent({ t: "play", card: demCard.number, as: "tst" }, "com"), false);
  assert.equal(label({ t: "play", card: demCard.number, as: "ops" }), `Operations (${demCard.ops})`);
  assert.equal(label({ t: "option", option: "concede" }), "Concede");
  const q = confirmText("actionRound", { t: "play", card: demCard.number, as: "ops" }, "com");
  assert.match(q, new RegExp(`^Play ${demCard.name} for Operations\\? Your opponent's event`));
  assert.doesNotMatch(
    confirmText("actionRound", { t: "play", card: demCard.number, as: "ops" }, "dem"),
    /event/,
  );
  assert.equal(label({ t: "power", card: 7 }), "Strike 6");
  assert.equal(label({ t: "power", card: 45, suit: "march" }), "Worker Leader as March");
});

test("every legal action of random games has a place in the interface", () => {
  for (const seed of [3, 8, 21]) {
    const s = newGame(seed, { scenario: "standard", bid: seed === 8 });
    let x = seed;
    for (let i = 0; i < 3000; i++) {
      const d = decision(s);
      if (!d) break;
      const v = view(s, d.player);
      const c = choices(v);
      const shown =
        c.spaces.size +
        [...c.plays.values()].reduce((n, l) => n + l.length, 0) +
        c.cards.size +
        [...c.power.values()].reduce((n, l) => n + l.length, 0) +
        c.buttons.length;
      assert.equal(shown, d.actions.length, `${d.kind}: every action shown once`);
      for (const card of c.plays.keys())
        assert.ok(v.hand.includes(card), `${d.kind}: played card ${card} in hand`);
      // Power Struggle cards are clickable in the table's hand, or shown as buttons without a table.
      if (v.ps)
        for (const p of c.power.keys())
          assert.ok(v.ps.hand.includes(p), `${d.kind}: power card ${p} in hand`);
      x = (x * 1103515245 + 12345) % 2147483648;
      applyInPlace(s, d.actions[x % d.actions.length]!);
    }
  }
});

test("hands are sorted: Scoring, own, neutral, opponent's; more Ops first", () => {
  const scoring = CARDS.find((c) => c?.scoring)!.number;
  const dem = CARDS.filter((c) => c && !c.scoring && c.side === "dem").sort((a, b) => b!.ops - a!.ops);
  const com = CARDS.find((c) => c && !c.scoring && c.side === "com")!.number;
  const neutral = CARDS.find((c) => c && !c.scoring && c.side === "neutral")!.number;
  const lowDem = dem[dem.length - 1]!.number;
  const highDem = dem[0]!.number;
  assert.deepEqual(sortHand([com, lowDem, neutral, scoring, highDem], "dem"), [
    scoring,
    highDem,
    lowDem,
    neutral,
    com,
  ]);
  const hand = [com, lowDem, neutral];
  sortHand(hand, "com");
  assert.deepEqual(hand, [com, lowDem, neutral], "the hand itself is not changed");
});

test("a single answer that gives nothing away is sent at once; real choices are not", () => {
  assert.deepEqual(autoAnswer("powerMatch", [{ t: "option", option: "concede" }]), {
    t: "option",
    option: "concede",
  });
  assert.equal(
    autoAnswer("powerMatch", [
      { t: "option", option: "concede" },
      { t: "power", card: 7 },
    ]),
    null,
  );
  assert.equal(autoAnswer("actionRound", [{ t: "option", option: "pass" }]), null);
  assert.equal(autoAnswer("retainPower", [{ t: "option", option: "retain" }]), null);
});

test("confirmations are questions with a verb", () => {
  assert.equal(confirmText("eventCard", { t: "card", card: 38 }), "Choose The July Concept?");
  assert.equal(confirmText("raiseDiscard", { t: "card", card: 38 }), "Discard The July Concept?");
});
