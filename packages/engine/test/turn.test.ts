// 4.x the turn sequence, 10.x victory conditions, against the rulebook.
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Action, apply, CARDS, type Decision, decision, type State } from "@dawn/engine";
import { FLAG_NEW_YEARS_EVE } from "../src/rules/turn.ts";
import {
  asPhasing,
  CARD,
  clearBoard,
  dec,
  edit,
  entries,
  lastEntry,
  playAs,
  setHand,
  setSP,
  setupGame,
} from "./helpers.ts";

const EARLY = CARDS.filter((c) => c && c.period === "Early").map((c) => c.number);
const MIDDLE = CARDS.filter((c) => c && c.period === "Middle").map((c) => c.number);
const LATE = CARDS.filter((c) => c && c.period === "Late").map((c) => c.number);

/** A simple policy: play Scoring cards first (never hold one), otherwise the first legal action. */
function pick(d: Decision): Action {
  if (d.kind === "actionRound") {
    const sc = d.actions.find((a) => a.t === "play" && CARDS[a.card]!.scoring);
    if (sc) return sc;
    const ops = d.actions.find((a) => a.t === "play" && a.as === "ops");
    if (ops) return ops;
  }
  return d.actions[0]!;
}

/** Plays on with `pick` while `go(state)` holds; returns the first state where it does not. */
function playWhile(s: State, go: (s: State) => boolean, max = 20_000): State {
  for (let i = 0; i < max && go(s); i++) {
    const d = decision(s);
    if (!d) return s;
    s = apply(s, pick(d));
  }
  return s;
}

/** Makes the pending Action Round the last one of the turn (the Democrat's seventh). */
function lastRound(s: State): State {
  s = asPhasing(s, "dem");
  return edit(s, (n) => {
    n.round = 7;
    const rounds = n.stack[n.stack.length - 3] as unknown as { i: number };
    rounds.i = 14;
  });
}

test("4.5.1 deal: Communist first, alternating, up to 8; held cards stay in hand", () => {
  // Early deck with the two Scoring cards drawn last (turn 3), so turns 1-2 have none, and without
  // the events that take cards from a hand or change the rounds (General Strike, Brought in for
  // Questioning, Honecker, Deutsche Marks) in turn 1.
  const late = [5, 6, 15, 20, 22, 23];
  const order = EARLY.filter((c) => !late.includes(c)).concat(late);
  let s = setupGame({ fixture: { decks: [order] } });
  assert.deepEqual(
    s.hands.com.slice().sort((a, b) => a - b),
    order
      .slice(0, 16)
      .filter((_, i) => i % 2 === 0)
      .sort((a, b) => a - b),
  );
  assert.deepEqual(
    s.hands.dem.slice().sort((a, b) => a - b),
    order
      .slice(0, 16)
      .filter((_, i) => i % 2 === 1)
      .sort((a, b) => a - b),
  );
  // Play turn 1 to its last decision.
  let prev = s;
  while (s.turn === 1) {
    prev = s;
    s = apply(s, pick(dec(s)));
  }
  const held = { com: prev.hands.com.slice(), dem: prev.hands.dem.slice() };
  const lastAction = pick(dec(prev));
  if (lastAction.t === "play")
    held[dec(prev).player].splice(held[dec(prev).player].indexOf(lastAction.card), 1);
  assert.equal(held.com.length, 1, "the Communist holds a card");
  assert.equal(held.dem.length, 1, "the Democrat holds a card");
  // Expected deal: from the top of the deck, Communist first, alternating while below 8.
  const deck = prev.deck.slice();
  const want = { com: held.com.slice(), dem: held.dem.slice() };
  for (;;) {
    let any = false;
    for (const side of ["com", "dem"] as const) {
      if (want[side].length < 8) {
        want[side].push(deck.pop()!);
        any = true;
      }
    }
    if (!any) break;
  }
  const sorted = (a: number[]) => a.slice().sort((x, y) => x - y);
  assert.equal(s.turn, 2);
  assert.deepEqual(sorted(s.hands.com), sorted(want.com));
  assert.deepEqual(sorted(s.hands.dem), sorted(want.dem));
});

test("4.5.2 seven Action Rounds each per turn, the Communist first", () => {
  let s = setupGame({}, [], 4);
  const seen: string[] = [];
  while (s.turn === 1) {
    const d = dec(s);
    // A General Strike round (#5) is still the Communist's Action Round.
    if (d.kind === "actionRound" || d.kind === "generalStrike") seen.push(`${d.player}${s.round}`);
    s = apply(s, pick(d));
  }
  assert.deepEqual(
    seen,
    [1, 2, 3, 4, 5, 6, 7].flatMap((r) => [`com${r}`, `dem${r}`]),
  );
});

test("4.5.2 a player without cards forfeits his Action Round", () => {
  let s = setSP(asPhasing(setupGame(), "dem"), { Gdansk: [0, 2] });
  s = edit(s, (n) => {
    n.deck.push(...n.hands.com);
    n.hands.com = [];
  });
  const round = s.round;
  s = playAs(s, s.hands.dem.find((c) => !CARDS[c]!.scoring)!, "tst");
  while (dec(s).player === "dem" && s.round === round) s = apply(s, dec(s).actions[0]!);
  assert.equal(lastEntry(s, "forfeit").side, "com");
  assert.equal(dec(s).player, "dem");
  assert.equal(s.round, round + 1);
});

test("4.3 reshuffle: the discards form a new draw deck when it runs out (removed cards stay out)", () => {
  let s = setupGame({}, [], 8);
  s = edit(s, (n) => {
    // Leave one card in the deck; put the rest in the discard pile.
    n.discard.push(...n.deck.splice(0, n.deck.length - 1));
  });
  const removedCard = s.discard[0]!;
  s = edit(s, (n) => {
    n.discard.splice(0, 1);
    n.removed.push(removedCard);
  });
  s = playWhile(s, (t) => t.turn === 1);
  assert.equal(s.turn, 2);
  assert.ok(entries(s, "reshuffle").length > 0);
  assert.equal(s.deck.includes(removedCard) || s.hands.com.includes(removedCard), false);
  assert.equal(s.hands.dem.includes(removedCard), false);
  assert.equal(s.hands.com.length, 8);
  assert.equal(s.hands.dem.length, 8);
});

test("4.4 Middle Year cards join the draw deck at turn 4 and Late ones at turn 8, without the discards", () => {
  let s = setupGame({}, [], 21);
  let prev = s;
  while (s.turn < 4 && !s.result) {
    prev = s;
    s = apply(s, pick(dec(s)));
  }
  assert.equal(s.turn, 4, "the game reaches turn 4");
  for (const c of MIDDLE) assert.equal(prev.deck.includes(c) || prev.discard.includes(c), false);
  // Every Middle card is in the deck or was just dealt; the discard pile was not shuffled in.
  for (const c of MIDDLE) assert.ok(s.deck.includes(c) || s.hands.com.includes(c) || s.hands.dem.includes(c));
  for (const c of prev.discard) assert.ok(s.discard.includes(c), `discard ${c} stays in the discard pile`);
  assert.deepEqual(
    entries(s, "periodCards").map((e) => [e.turn, e.period]),
    [[4, "Middle"]],
  );
  while (s.turn < 8 && !s.result) {
    prev = s;
    s = apply(s, pick(dec(s)));
  }
  if (s.result) return; // an automatic victory can end this game early
  for (const c of LATE) assert.equal(prev.deck.includes(c) || prev.discard.includes(c), false);
  for (const c of LATE) assert.ok(s.deck.includes(c) || s.hands.com.includes(c) || s.hands.dem.includes(c));
  for (const c of prev.discard) assert.ok(s.discard.includes(c));
});

test("4.5.4 / 10.2 holding a Scoring card at the end of the turn loses; both holding one is a draw", () => {
  const base = setSP(lastRound(clearBoard(setupGame())), { Gdansk: [0, 2] });
  const finish = (s: State) => {
    s = playAs(s, CARD.dem1, "tst");
    return playWhile(s, (t) => t.turn === 1);
  };
  // The Communist holds Poland Scoring.
  let s = setHand(setHand(base, "com", [CARD.polandScoring]), "dem", [CARD.dem1, CARD.dem2]);
  s = finish(s);
  assert.deepEqual(s.result, { winner: "dem", reason: "heldScoringCard", vp: 0 });
  // The Democrat holds Hungary Scoring.
  s = setHand(setHand(base, "com", [CARD.com1]), "dem", [CARD.dem1, CARD.hungaryScoring]);
  s = finish(s);
  assert.deepEqual(s.result, { winner: "com", reason: "heldScoringCard", vp: 0 });
  // Both.
  s = setHand(setHand(base, "com", [CARD.polandScoring]), "dem", [CARD.dem1, CARD.hungaryScoring]);
  s = finish(s);
  assert.deepEqual(s.result, { winner: null, reason: "heldScoringCard", vp: 0 });
  // Neither: the game goes on to turn 2.
  s = setHand(setHand(base, "com", [CARD.com1]), "dem", [CARD.dem1, CARD.dem2]);
  s = finish(s);
  assert.equal(s.result, null);
  assert.equal(s.turn, 2);
});

test("10.4 final scoring after turn 10: 4 VP per country held, never an automatic victory", () => {
  let s = lastRound(clearBoard(setupGame()));
  s = edit(s, (n) => {
    n.turn = 10;
  });
  s = setHand(setHand(s, "com", [CARD.com1]), "dem", [CARD.dem1, CARD.dem2]);
  // The Democrat controls Gdansk (a Polish battleground): Poland 3 + 1 = 4 for him.
  s = setSP(s, { Gdansk: [0, 3] });
  const end = playWhile(playAs(s, CARD.dem1, "tst"), () => true);
  // 6 countries held: -24, + 4 = -20; reaching -20 in Final Scoring is no automatic victory.
  assert.deepEqual(end.result, { winner: "com", reason: "finalScoring", vp: -20 });
  // With Power lost in Poland: -20 + 4 = -16.
  const t = edit(s, (n) => {
    n.power.Poland = "dem";
  });
  const end2 = playWhile(playAs(t, CARD.dem1, "tst"), () => true);
  assert.deepEqual(end2.result, { winner: "com", reason: "finalScoring", vp: -16 });
  // A positive total is a Democrat win, zero a draw.
  // Democrat: Poland domination 6 + 2 battlegrounds = 8; 16 - 24 + 8 = 0.
  const u = edit(setSP(s, { Gdansk: [0, 3], Poznan: [0, 3], Szczecin: [0, 3] }), (n) => {
    n.vp = 16;
  });
  assert.deepEqual(playWhile(playAs(u, CARD.dem1, "tst"), () => true).result, {
    winner: null,
    reason: "finalScoring",
    vp: 0,
  });
  const w = edit(u, (n) => {
    n.vp = 17;
  });
  assert.deepEqual(playWhile(playAs(w, CARD.dem1, "tst"), () => true).result?.winner, "dem");
});

test("10.1 automatic victory at 20 VP as soon as it is reached outside a Power Struggle", () => {
  // A Democrat at +20 from the start of a round wins before anyone plays.
  let s = edit(setupGame(), (n) => {
    n.vp = 19;
  });
  s = setHand(s, "com", [CARD.com1, CARD.com2]);
  assert.equal(decision(s)?.kind, "actionRound");
  s = edit(s, (n) => {
    n.vp = 20;
  });
  s = playAs(s, CARD.com1, "tst");
  assert.equal(s.result?.reason, "automaticVictory");
  assert.equal(decision(s), null);
  assert.equal(s.result?.winner, "dem");
});

test("10.4 the game ends after turn 10 with a result (complete games)", () => {
  let s = setupGame({}, [], 33);
  s = playWhile(s, () => true);
  assert.ok(s.result);
  assert.equal(decision(s), null);
  if (s.result.reason === "finalScoring") assert.equal(s.turn, 10);
});

test("10.3 New Year's Eve Party: a last Power Struggle chosen by the Democrat where the Communist holds Power, then the leader wins", () => {
  let s = lastRound(clearBoard(setupGame()));
  s = setHand(setHand(s, "com", [CARD.com1]), "dem", [CARD.dem1, CARD.dem2]);
  s = setSP(s, { Gdansk: [0, 3], Warszawa: [3, 0] });
  s = edit(s, (n) => {
    n.flags[FLAG_NEW_YEARS_EVE] = 1;
    n.power.Hungary = "dem";
    n.vp = 3;
  });
  const t = playWhile(playAs(s, CARD.dem1, "tst"), (x) => dec(x).kind !== "finalPowerStruggle");
  const d = dec(t);
  assert.equal(d.player, "dem");
  const countries = d.actions
    .filter((a) => a.t === "country")
    .map((a) => (a.t === "country" ? a.country : ""));
  assert.deepEqual(countries.sort(), ["Bulgaria", "Czechoslovakia", "East Germany", "Poland", "Romania"]);
  // No struggle: the game ends, the player ahead wins, without Final Scoring or the Power bonus.
  const none = apply(t, { t: "option", option: "none" });
  assert.deepEqual(none.result, { winner: "dem", reason: "newYearsEveParty", vp: 3 });
  // A struggle in Poland: the Democrat has the initiative; scoring included; then the game ends.
  let ps = apply(t, { t: "country", country: "Poland" });
  assert.equal(ps.ps?.initiator, "dem");
  assert.equal(ps.ps?.attacker, "dem");
  ps = playWhile(ps, () => true);
  assert.equal(ps.result?.reason, "newYearsEveParty");
  assert.equal(lastEntry(ps, "scoring").country, "Poland");
  assert.equal(entries(ps, "finalScoring").length, 0);
});

test("10.2 before 10.3: a held Scoring card loses even when New Year's Eve Party ends the game", () => {
  let s = lastRound(clearBoard(setupGame()));
  s = setHand(setHand(s, "com", [CARD.polandScoring]), "dem", [CARD.dem1, CARD.dem2]);
  s = setSP(s, { Gdansk: [0, 3] });
  s = edit(s, (n) => {
    n.flags[FLAG_NEW_YEARS_EVE] = 1;
  });
  const end = playWhile(playAs(s, CARD.dem1, "tst"), () => true);
  assert.deepEqual(end.result, { winner: "dem", reason: "heldScoringCard", vp: 0 });
});
