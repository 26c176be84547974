import assert from "node:assert/strict";
import { test } from "node:test";
import { CARD, CARDS, COUNTRIES, cloneState, decision, type State } from "@dawn/engine";
import { DOF_SEARCH_HOOKS, demWinChance, demWinChanceVp, evalScale, sideOf } from "../src/search.ts";
import { randomGameStates } from "./states.ts";

/** The first state of random games at the start of the Communist's Action Round 7. */
function round7(): State {
  for (const s of randomGameStates([1, 2, 3, 4, 5]))
    if (s.round === 7 && s.phasing === "com" && decision(s)?.kind === "actionRound") return cloneState(s);
  throw new Error("no such state");
}

test("evaluation: a Democrat whose last round Stasi binds to a non-Scoring card, a Scoring card in hand, is losing", () => {
  const s = round7();
  const plain = CARD.LEGACY_OF_MARTIAL_LAW;
  const scoring = CARD.BULGARIA_SCORING;
  assert.equal(CARDS[scoring]!.scoring, true);
  assert.equal(CARDS[plain]!.scoring, false);
  s.vp = 0;
  s.hands.dem = [plain, scoring];
  s.hands.com = s.hands.com.filter((c) => !CARDS[c]!.scoring);
  s.lasting = s.lasting.filter((l) => l.card !== CARD.STASI);
  const free = demWinChance(s);
  assert.ok(free > 0.05, `without Stasi the Democrat may still play his Scoring card (${free})`);
  s.lasting.push({ card: CARD.STASI, side: "com", until: "turn", data: plain });
  assert.ok(demWinChance(s) <= 0.02, "bound to the other card, he will hold the Scoring card");
  s.lasting[s.lasting.length - 1]!.data = scoring;
  assert.equal(demWinChance(s), free, "bound to the Scoring card itself: nothing lost");
});

test("evaluation: in the last turn, the Communist's Final Scoring bonus for Power (10.4.1) counts", () => {
  const s = round7();
  s.sp.com.fill(0);
  s.sp.dem.fill(0);
  s.tst = { com: 0, dem: 0 };
  s.tstFirst.fill(null);
  s.hands.com = [];
  s.hands.dem = [];
  s.vp = 10;
  for (const c of COUNTRIES) s.power[c] = "com";
  s.turn = 10;
  assert.ok(demWinChance(s) < 0.25, `10 VP ahead, 24 VP of bonus to come: losing (${demWinChance(s)})`);
  s.turn = 3;
  assert.ok(demWinChance(s) > 0.5, "early in the game the bonus is far off");
  s.turn = 10;
  for (const c of COUNTRIES) s.power[c] = "dem";
  assert.ok(demWinChance(s) > 0.75, "no bonus to come: winning");
});

test("evaluation: the Operations still in hand count, the Scoring cards' excepted", () => {
  const s = round7();
  s.vp = 0;
  const one = CARD.LEGACY_OF_MARTIAL_LAW;
  const strong = CARDS.findIndex((c, i) => c && !c.scoring && c.ops === 4 && i !== one);
  assert.ok(strong > 0 && CARDS[one]!.ops < 4);
  s.hands.com = s.hands.com.filter((c) => !CARDS[c]!.scoring);
  s.hands.dem = [one];
  const weak = demWinChance(s);
  s.hands.dem = [strong];
  const better = demWinChance(s);
  assert.ok(
    better > weak,
    `a 4-Op card in hand is worth more than a ${CARDS[one]!.ops}-Op card (${better} > ${weak})`,
  );
  s.hands.com = [...s.hands.com, one];
  assert.ok(demWinChance(s) < better, "and the Communist's Operations count against him");
  // A Scoring card has no Operations to spend: it is scored by playing it.
  s.hands.com = s.hands.com.slice(0, -1);
  s.hands.dem = [strong, CARD.BULGARIA_SCORING];
  assert.equal(demWinChance(s), better);
});

test("evaluation: hard's counts the VP apart, worth more the nearer the end (VP_APART)", () => {
  const s = round7();
  // No Scoring card in hand: no sure answer, the board and the VP alone.
  s.hands.com = s.hands.com.filter((c) => !CARDS[c]!.scoring);
  s.hands.dem = s.hands.dem.filter((c) => !CARDS[c]!.scoring);
  const logit = (p: number) => Math.log(p / (1 - p));
  const slope = (f: (x: State) => number, turn: number) => {
    s.turn = turn;
    s.vp = 1;
    const up = logit(f(s));
    s.vp = -1;
    const down = logit(f(s));
    return (up - down) / 2;
  };
  for (const turn of [2, 5, 8, 10]) {
    const board = slope(demWinChance, turn);
    const hard = slope(demWinChanceVp, turn);
    assert.ok(
      Math.abs(board * evalScale(turn) - 1) < 0.2,
      `turn ${turn}: the board model, 1 unit a VP (${board})`,
    );
    assert.ok(hard > 1.4 * board, `turn ${turn}: a VP counts for more in hard's (${hard} against ${board})`);
  }
  assert.ok(
    slope(demWinChanceVp, 10) > 2 * slope(demWinChanceVp, 2),
    "more in the last turn than in the first years",
  );
});

test("evaluation: search:hard judges with demWinChanceVp, for either seat; the other levels with demWinChance", () => {
  const s = round7();
  s.hands.com = s.hands.com.filter((c) => !CARDS[c]!.scoring);
  s.hands.dem = s.hands.dem.filter((c) => !CARDS[c]!.scoring);
  s.vp = 6;
  const hard = DOF_SEARCH_HOOKS.levels?.hard?.evaluate;
  assert.ok(hard, "hard has an evaluation of its own");
  assert.equal(DOF_SEARCH_HOOKS.levels?.normal?.evaluate, undefined);
  assert.notEqual(demWinChanceVp(s), demWinChance(s));
  for (const seat of ["dem", "com"] as const) {
    const p = demWinChanceVp(s);
    assert.equal(hard(s, seat), sideOf(s, seat) === "dem" ? p : 1 - p);
    const q = demWinChance(s);
    assert.equal(DOF_SEARCH_HOOKS.evaluate!(s, seat), sideOf(s, seat) === "dem" ? q : 1 - q);
  }
});
