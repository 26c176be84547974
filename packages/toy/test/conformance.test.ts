// The conformance suite on the test title, and the proof that the suite fails when it should:
// each deliberately broken variant of the title breaks the contract it was broken for.
import assert from "node:assert/strict";
import { test } from "node:test";
import { type GameModule, GameRuleError } from "@dawn/platform";
import { type ContractId, conformanceTests, runConformance } from "@dawn/platform/conformance";
import {
  cloneState,
  legalActions,
  other,
  play,
  SEATS,
  type Seat,
  type ToyAction,
  type ToyOptions,
  type ToyState,
  type ToyView,
  toMove,
  toy,
} from "../src/index.ts";

conformanceTests(toy, { games: 2000, deepEvery: 20 });

type Toy = GameModule<ToyState, ToyAction, ToyOptions, ToyView>;

/** Plays `a`, then deals a new prize whenever the last one was awarded: the game never ends. */
function endless(s: ToyState, a: ToyAction): void {
  toy.applyInPlace(s, a);
  if (!s.result) return;
  s.result = null;
  s.prizes.push(1);
  s.prize = 1;
  for (const seat of SEATS) if (s.hands[seat].length === 0) s.hands[seat].push(1);
}

/** Variants of the title, each broken in one way, and the contract that must catch it. */
const BROKEN: readonly [ContractId, string, Toy][] = [
  [
    "hiddenInfo",
    "a view shows the other hand",
    { ...toy, view: (s, v) => ({ ...toy.view(s, v), hand: [...s.hands.north, ...s.hands.south] }) },
  ],
  [
    "hiddenInfo",
    "the observer sees a sealed bid",
    {
      ...toy,
      view: (s, v) =>
        v === "observer" ? { ...toy.view(s, v), bids: structuredClone(s.bids) as never } : toy.view(s, v),
    },
  ],
  [
    "undo",
    "undo is offered after the bids were revealed and the next prize turned up",
    {
      ...toy,
      canUndo: (s, seat) =>
        toMove(s) === seat && (s.bids[seat as Seat].length > 0 || (s.first === seat && s.round > 1)),
    },
  ],
  [
    "undo",
    "undo is offered to the seat that is waiting",
    { ...toy, canUndo: (s, seat) => !s.result && s.bids[seat as Seat].length > 0 },
  ],
  [
    "determinize",
    "determinize reads the hidden order of the unseen cards",
    {
      ...toy,
      determinize(s, seat, seed) {
        const n = toy.determinize(s, seat, seed);
        const opp = other(seat as Seat);
        // Deal the unseen cards in their true order: the sample betrays the real deck.
        const unseen = [...s.hands[opp], ...s.deck];
        n.hands[opp] = unseen.slice(0, s.hands[opp].length).sort((a, b) => a - b);
        n.deck = unseen.slice(s.hands[opp].length);
        return n;
      },
    },
  ],
  [
    "applyPure",
    "apply changes its input",
    {
      ...toy,
      apply(s, a) {
        toy.applyInPlace(s, a);
        return s;
      },
    },
  ],
  [
    "applyPure",
    "apply's result shares its hands with the input",
    {
      ...toy,
      apply(s, a) {
        const n = { ...cloneState(s), hands: s.hands };
        toy.applyInPlace(n, a);
        return n;
      },
    },
  ],
  [
    "applyInPlace",
    "applyInPlace forgets the log",
    {
      ...toy,
      applyInPlace(s, a) {
        const n = s.log.length;
        toy.applyInPlace(s, a);
        s.log.length = n;
      },
    },
  ],
  [
    "illegalActions",
    "a card that is not in the hand is accepted",
    {
      ...toy,
      legalAction: (_s, a) => a,
      applyInPlace(s, a) {
        if (a.t === "add" && !s.hands[toMove(s)!].includes(a.card)) {
          s.bids[toMove(s)!].push(a.card);
          return;
        }
        toy.applyInPlace(s, a);
      },
    },
  ],
  [
    "illegalActions",
    "parseAction crashes on null",
    {
      ...toy,
      parseAction(input) {
        if ((input as { t: string }).t === "done") return { t: "done" };
        return toy.parseAction(input);
      },
    },
  ],
  [
    "decisions",
    "an empty hand leaves no action",
    {
      ...toy,
      decision(s) {
        const d = toy.decision(s);
        return d && s.hands[d.seat as Seat].length === 0 ? { ...d, actions: [] } : d;
      },
    },
  ],
  [
    "endsWithResult",
    "the game never ends",
    {
      ...toy,
      applyInPlace: endless,
      apply(s, a) {
        const n = cloneState(s);
        endless(n, a);
        return n;
      },
    },
  ],
  [
    "serialize",
    "deserialize loses the carried points",
    { ...toy, deserialize: (t) => ({ ...toy.deserialize(t), pot: 0 }) },
  ],
  [
    "replay",
    "the record forgets the options",
    { ...toy, record: (seed, _o, actions) => toy.record(seed, toy.parseOptions({}), actions) },
  ],
  [
    "bots",
    "a bot plays a card it does not hold",
    {
      ...toy,
      bots: [{ ...toy.bots[0]!, id: "cheat", create: () => ({ choose: () => ({ t: "add", card: 99 }) }) }],
    },
  ],
  [
    "bots",
    "a bot changes the state through its sampler",
    {
      ...toy,
      determinize: (s) => s,
      bots: [
        {
          ...toy.bots[0]!,
          id: "meddler",
          create: () => ({
            choose(ctx) {
              ctx.sample(1).scores.north += 1;
              return ctx.actions[0]!;
            },
          }),
        },
      ],
    },
  ],
  [
    "options",
    "out-of-range options are accepted",
    {
      ...toy,
      parseOptions: (o) => ({ cards: 5, ties: "carry", open: false, ...(o as object) }) as ToyOptions,
    },
  ],
  [
    "resign",
    "a resignation gives the resigning seat the win",
    {
      ...toy,
      resign: (s, seat) => ({
        ...toy.resign(s, seat),
        result: { winner: seat as Seat, reason: "resignation" },
      }),
    },
  ],
  [
    "views",
    "a view holds a function",
    { ...toy, view: (s, v) => ({ ...toy.view(s, v), at: () => 1 }) as never },
  ],
  [
    "hiddenInfo",
    "the screen's view shows the other hand (the bots' view does not)",
    {
      ...toy,
      screenView: (s, v) => ({ ...toy.view(s, v), hand: [...s.hands.north, ...s.hands.south] }),
    },
  ],
  [
    "views",
    "the screen's view holds a function",
    { ...toy, screenView: (s, v) => ({ ...toy.view(s, v), at: () => 1 }) as never },
  ],
  [
    "views",
    "the screen's view changes from one call to the next",
    { ...toy, screenView: (s, v) => ({ ...toy.view(s, v), at: performance.now() }) as never },
  ],
  ["determinism", "the hash reads the clock", { ...toy, hash: (s) => `${toy.hash(s)}${performance.now()}` }],
];

for (const [contract, what, broken] of BROKEN) {
  test(`the suite catches a broken title: ${what} (${contract})`, () => {
    const long = contract === "endsWithResult";
    const r = runConformance(broken, {
      games: long ? 3 : 40,
      deepEvery: 4,
      maxActions: long ? 300 : 2000,
      playouts: 2,
    });
    const c = r.contracts[contract];
    assert.ok(c.failureCount > 0, `no failure of ${contract} reported`);
    assert.match(c.failures[0]!, /seed \d+|options|records|over all games/);
  });
}

test("the correct title passes the same short run without a failure", () => {
  const r = runConformance(toy, { games: 40, deepEvery: 4, maxActions: 2000, playouts: 2 });
  for (const c of Object.values(r.contracts)) assert.deepEqual(c.failures, [], c.id);
  assert.ok(Object.values(r.contracts).every((c) => c.checks > 0));
});

test("a title that hides nothing must say so, or the hidden-information checks would be vacuous", () => {
  const open: Toy = { ...toy, determinize: (s) => cloneState(s) };
  assert.ok(runConformance(open, { games: 10 }).contracts.hiddenInfo.failureCount > 0);
  const r = runConformance(open, { games: 10, hiddenInformation: false });
  assert.equal(r.contracts.hiddenInfo.failureCount, 0);
});

test("legal actions are the distinct cards of the hand and closing", () => {
  const s = toy.newGame(3, { cards: 5, ties: "carry", open: false });
  const hand = s.hands.north;
  const acts = legalActions(s);
  assert.deepEqual(
    acts.map((a) => toy.actionKey(a)),
    [...new Set(hand)].map((c) => `add:${c}`).concat("done"),
  );
  play(s, { t: "done" });
  assert.equal(toMove(s), "south");
  assert.throws(() => toy.apply(s, { t: "add", card: 99 }), GameRuleError);
});
