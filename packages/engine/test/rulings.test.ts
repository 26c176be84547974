// The rulings of docs/rulings.md that settle issue #15's open points, one section each. Every test
// here fails under the behaviour the ruling replaced.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CARD, decision, type Options, type State } from "../src/index.ts";
import { act, keys, play, position, sp, space } from "./cards/harness.ts";

/** Fixes the next die rolls. */
function dice(t: State, ...rolls: number[]): void {
  (t as { options: Options }).options = { ...t.options, fixture: { dice: rolls } };
  t.fx.dice = 0;
}

const kindOf = (s: State) => decision(s)?.kind;

// ---- 1. Operations used for Support Checks: the first check is made ------------------------------

test("ruling 1: a card played for Support Checks cannot end before its first check (6.0, 5.1)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.ROUNDTABLE_TALKS, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Warszawa: [2, 0], Praha: [3, 0], Gdansk: [0, 1] },
    mutate: (t) => dice(t, 1, 1),
  });
  s = act(play(s, CARD.ROUNDTABLE_TALKS, "ops"), "option:check");
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(!keys(s).includes("option:done"), "no stopping before the first check");
  assert.deepEqual(keys(s).sort(), [space("Praha"), space("Warszawa")].sort());
  s = act(s, space("Praha")); // 1 + 3 <= 6: fails
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(keys(s).includes("option:done"), "the second check may be declined");
  s = act(s, "option:done");
  assert.equal(decision(s)!.player, "com");
  assert.ok(s.discard.includes(CARD.ROUNDTABLE_TALKS));
});

test("ruling 1: with no legal target at all, checks chosen for Operations end with no check", () => {
  let s = position({
    side: "dem",
    hand: [CARD.ROUNDTABLE_TALKS, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Gdansk: [0, 1] },
  });
  s = act(play(s, CARD.ROUNDTABLE_TALKS, "ops"), "option:check");
  assert.equal(decision(s)!.player, "com");
  assert.equal(
    s.log.some((e) => e.t === "check"),
    false,
  );
});

test("ruling 1: an event's Operations (7.4, Goodbye Lenin! without a card taken) need the first check too", () => {
  let s = position({
    side: "dem",
    hand: [CARD.GOODBYE_LENIN, CARD.MICHNIK],
    otherHand: [CARD.THE_WALL],
    clear: true,
    sp: { Praha: [3, 0], Gdansk: [0, 1] },
    turn: 4,
    mutate: (t) => dice(t, 1, 1),
  });
  s = play(s, CARD.GOODBYE_LENIN);
  // The Democrat sees the Communist's red-titled cards and takes none.
  s = act(s, "option:ops");
  s = act(s, "option:check");
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(!keys(s).includes("option:done"));
  s = act(s, space("Praha"));
  assert.ok(keys(s).includes("option:done"));
});

test("ruling 1: an event that says 'may make' checks may still stop before the first (Monday Demonstrations)", () => {
  let s = position({
    side: "dem",
    hand: [CARD.THE_MONDAY_DEMONSTRATIONS, CARD.MICHNIK],
    clear: true,
    sp: { Leipzig: [0, 0], "Lutheran Church": [0, 0], Dresden: [2, 0] },
    turn: 4,
    mutate: (t) => {
      t.flags[`event${CARD.ST_NICHOLAS_CHURCH}`] = 1;
    },
  });
  s = play(s, CARD.THE_MONDAY_DEMONSTRATIONS);
  assert.equal(kindOf(s), "supportCheck");
  assert.ok(keys(s).includes("option:done"));
  assert.deepEqual(sp(s, "Dresden"), [2, 0]);
});
