// Sealed Bids: the rules, on scripted rounds.
import assert from "node:assert/strict";
import { test } from "node:test";
import { GameRuleError } from "@dawn/platform";
import { type ToyState, type ToyView, toy } from "../src/index.ts";

const add = (card: number) => ({ t: "add", card }) as const;
const done = { t: "done" } as const;

/** A game with chosen hands, prizes and deck (the rest as dealt). */
function game(opts: { ties?: "carry" | "discard"; open?: boolean }, setup: Partial<ToyState>): ToyState {
  const s = toy.newGame(1, toy.parseOptions({ cards: 3, ...opts }));
  return Object.assign(s, setup);
}

test("the deal: N cards each from three copies of 1..N, N prizes, one face up", () => {
  const s = toy.newGame(7, toy.parseOptions({ cards: 6 }));
  assert.equal(s.hands.north.length, 6);
  assert.equal(s.hands.south.length, 6);
  assert.equal(s.deck.length, 6);
  const all = [...s.hands.north, ...s.hands.south, ...s.deck].sort((a, b) => a - b);
  assert.deepEqual(
    all,
    [1, 2, 3, 4, 5, 6].flatMap((v) => [v, v, v]),
  );
  assert.deepEqual(
    [s.prize, ...s.prizes].sort((a, b) => a - b),
    [1, 2, 3, 4, 5, 6],
  );
  assert.equal(toy.decision(s)!.seat, "north");
});

test("a round: sealed bids, the larger sum wins the prize, both draw, the other seat bids first", () => {
  let s = game(
    {},
    { hands: { north: [1, 2, 3], south: [1, 3, 3] }, prize: 2, prizes: [3, 1], deck: [2, 2, 1] },
  );
  for (const a of [add(1), add(2), done]) s = toy.apply(s, a);
  assert.equal(toy.decision(s)!.seat, "south");
  const south = toy.view(s, "south") as ToyView;
  assert.deepEqual(south.bids.north, { count: 2, cards: null, closed: true });
  assert.ok(!south.log.some((l) => /a [12] into/.test(l)), "south does not read north's cards");
  assert.ok((toy.view(s, "north") as ToyView).log.includes("You put a 2 into your bid."));
  for (const a of [add(3), add(1), done]) s = toy.apply(s, a);
  assert.deepEqual(s.scores, { north: 0, south: 2 });
  assert.deepEqual(s.hands, { north: [2, 3], south: [2, 3] });
  assert.deepEqual(s.deck, [1]);
  assert.equal(s.prize, 3);
  assert.equal(toy.decision(s)!.seat, "south");
  assert.deepEqual(s.history[0]!.bids, { north: [1, 2], south: [3, 1] });
});

test("ties carry the prize over, or discard it", () => {
  const tie = (ties: "carry" | "discard") => {
    let s = game({ ties }, { hands: { north: [2], south: [2] }, prize: 3, prizes: [1, 2], deck: [] });
    for (const a of [add(2), done, add(2), done]) s = toy.apply(s, a);
    return s;
  };
  assert.equal(tie("carry").pot, 3);
  assert.equal(tie("discard").pot, 0);
  const s = tie("carry");
  assert.match(toy.decision(s)!.prompt, /prize 1 \+3 carried/);
});

test("the last prize ends the game; equal points are a draw", () => {
  let s = game({}, { hands: { north: [3], south: [1] }, prize: 2, prizes: [], deck: [] });
  for (const a of [add(3), done, done]) s = toy.apply(s, a);
  assert.deepEqual(toy.result(s), { winner: "north", reason: "allPrizesAwarded" });
  assert.equal(toy.decision(s), null);
  let d = game({}, { hands: { north: [1], south: [1] }, prize: 2, prizes: [], deck: [] });
  for (const a of [add(1), done, add(1), done]) d = toy.apply(d, a);
  assert.deepEqual(toy.result(d), { winner: null, reason: "allPrizesAwarded" });
  assert.throws(() => toy.apply(d, done), GameRuleError);
});

test("with open bids the first bidder's cards are seen by everybody, the second's by nobody else", () => {
  let s = game({ open: true }, { hands: { north: [1, 2, 3], south: [1, 3, 3] }, prize: 2, prizes: [3, 1] });
  for (const a of [add(3), done, add(1)]) s = toy.apply(s, a);
  const obs = toy.view(s, "observer") as ToyView;
  assert.deepEqual(obs.bids.north.cards, [3]);
  assert.equal(obs.bids.south.cards, null);
  assert.deepEqual((toy.view(s, "south") as ToyView).bids.north.cards, [3]);
  assert.equal((toy.view(s, "north") as ToyView).bids.south.cards, null);
  assert.equal(obs.hand, null);
});

test("undo: only the bidding seat, only while its bid is open and holds cards", () => {
  let s = game({}, { hands: { north: [1, 2, 3], south: [1, 3, 3] }, prize: 2, prizes: [3, 1] });
  assert.equal(toy.canUndo(s, "north"), false);
  s = toy.apply(s, add(1));
  assert.equal(toy.canUndo(s, "north"), true);
  assert.equal(toy.canUndo(s, "south"), false);
  s = toy.apply(s, done);
  assert.equal(toy.canUndo(s, "north"), false, "closing hands the turn over");
  for (const a of [add(3), done]) s = toy.apply(s, a);
  assert.equal(toy.decision(s)!.seat, "south");
  assert.equal(toy.canUndo(s, "south"), false, "not past the reveal and the draw");
});

test("determinize deals the unseen cards again and keeps what the seat has seen", () => {
  const s = toy.newGame(11, toy.parseOptions({ cards: 8 }));
  const samples = new Set<string>();
  for (let k = 0; k < 20; k++) {
    const d = toy.determinize(s, "north", k);
    assert.deepEqual(d.hands.north, s.hands.north);
    assert.equal(d.hands.south.length, s.hands.south.length);
    assert.deepEqual(toy.view(d, "north"), toy.view(s, "north"));
    samples.add(JSON.stringify(d.hands.south));
  }
  assert.ok(samples.size > 10, "the other hand is re-dealt");
});

test("records replay, and bad records are refused with a clear message", () => {
  const s0 = toy.newGame(5, toy.parseOptions({}));
  const actions = [toy.decision(s0)!.actions[0]!, done];
  const rec = toy.record(5, toy.parseOptions({}), actions) as Record<string, unknown>;
  assert.equal(toy.replay(rec).hashOk, true);
  assert.equal(toy.replay({ ...rec, hash: undefined }).hashOk, null);
  assert.equal(toy.replay({ ...rec, hash: "0" }).hashOk, false);
  const refused = (r: unknown, msg: RegExp) =>
    assert.throws(
      () => toy.replay(r),
      (e: unknown) => e instanceof GameRuleError && msg.test(e.message),
    );
  refused({ ...rec, game: "dof" }, /Not a record of toy/);
  refused({ ...rec, version: 2 }, /made by version 2/);
  refused({ ...rec, actions: [{ t: "add", card: 99 }] }, /Action 0 .* cannot be applied/);
  refused({ ...rec, options: { cards: 99 } }, /cards must be a whole number from 3 to 10/);
});

test("the greedy bot beats the random bot", async () => {
  const { findBot, playMatch } = await import("@dawn/platform");
  let wins = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const greedyNorth = seed % 2 === 0;
    const g = findBot(toy, "greedy").create();
    const r = findBot(toy, "random").create();
    const m = playMatch(
      toy,
      greedyNorth ? { north: g, south: r } : { north: r, south: g },
      seed,
      toy.parseOptions({}),
    );
    if (m.outcome.winner === (greedyNorth ? "north" : "south")) wins++;
  }
  assert.ok(wins >= 130, `greedy won ${wins} of 200`);
});
