// Audit of the Middle Year events (#41-81): defects found by reading each card against its text.
import assert from "node:assert/strict";
import { test } from "node:test";
import { canUndo, decision, type State } from "../../src/index.ts";
import { powerDeck } from "../helpers.ts";
import { act, keys, play, position } from "./harness.ts";

const COM2 = 12; // Apparatchiks, 2 Ops
const DEM2 = 31; // Intelligentsia, 2 Ops

const kind = (s: State): string => decision(s)!.kind;

test("#44 Inflationary Currency: the Democrat's check in East Germany gets the Austria-Hungary bonus", () => {
  const base = {
    side: "dem" as const,
    hand: [44, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Dresden: [5, 0] as [number, number], Gdansk: [5, 0] as [number, number] },
  };
  const ahbr = (t: State) => void t.lasting.push({ card: 58, side: "dem", until: "turn" });
  let s = play(position({ ...base, mutate: ahbr }), 44);
  s = act(s, "country:East Germany");
  s = act(s, "option:pass");
  assert.equal(kind(s), "supportCheck");
  assert.equal(decision(s)!.ops, 4, "3 + 1: every Op of the card is spent in East Germany");
  let p = play(position({ ...base, mutate: ahbr }), 44);
  p = act(p, "country:Poland");
  p = act(p, "option:pass");
  assert.equal(kind(p), "supportCheck");
  assert.equal(decision(p)!.ops, 3, "no bonus outside East Germany");
});

test("#46 Goodbye Lenin!: learning that the Communist holds no red card is an undo barrier too", () => {
  let s = position({ side: "dem", hand: [46, DEM2], otherHand: [COM2] });
  s = play(s, 46);
  assert.deepEqual(keys(s), ["option:ops"]);
  assert.equal(canUndo(s, "dem"), false, "the Democrat may not take back a look at the Communist's hand");
});

test("#44 Inflationary Currency: the opponent is asked even without a 3-Ops card (his hand stays hidden)", () => {
  let s = position({
    side: "com",
    hand: [44, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { Gdansk: [0, 3] },
    mutate: (t) => void (t.power.Poland = "dem"),
  });
  s = play(s, 44);
  assert.equal(kind(s), "cancelCheck", "no check before the Democrat has answered");
  assert.equal(decision(s)!.player, "dem");
  assert.deepEqual(keys(s), ["option:pass"]);
  s = act(s, "option:pass");
  assert.equal(kind(s), "supportCheck");
  assert.equal(decision(s)!.player, "com");
  // An empty hand is public knowledge: nothing to ask.
  let e = position({
    side: "com",
    hand: [44, COM2],
    otherHand: [],
    clear: true,
    sp: { Gdansk: [0, 3] },
    mutate: (t) => void (t.power.Poland = "dem"),
  });
  e = play(e, 44);
  assert.equal(kind(e), "supportCheck");
});

/** A Romanian struggle started by the Communist with The Crowd Turns waiting; `deck` is drawn first. */
function crowdStruggle(deck: number[], sps: Record<string, [number, number]>): State {
  return position({
    side: "com",
    hand: [95, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: sps,
    mutate: (t) => {
      (t as { options: State["options"] }).options = {
        ...t.options,
        fixture: { powerDecks: [powerDeck(deck)] },
      };
      t.fx = { dice: 0, deck: 0, power: 0 };
      t.lasting.push({ card: 54, side: "dem", until: "powerStruggle", country: "Romania" });
    },
  });
}

test("#54 The Crowd Turns: only the uses of the Ops that can be made are offered", () => {
  const dealt = [7, 8, 9, 10, 11, 12, 19, 20, 21, 22, 23, 24];
  const drawn = [1, 2, 3, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36];
  // The Democrat has nothing in or next to Romania: no placement; Communist SPs there: checks.
  let s = crowdStruggle([...dealt, ...drawn], { Bucuresti: [3, 0], Gdansk: [0, 2] });
  s = play(s, 95);
  assert.equal(kind(s), "eventOperations");
  assert.deepEqual(keys(s), ["option:check", "option:none"]);
  // Nothing can be done at all: no question.
  let t = crowdStruggle([...dealt, ...drawn], { Sofia: [2, 0], Gdansk: [0, 2] });
  t = play(t, 95);
  assert.equal(t.flags.crowdResolved, 1);
  assert.notEqual(kind(t), "eventOperations");
});
