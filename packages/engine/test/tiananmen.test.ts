// 6.3 the Tiananmen Square Track: targets, modifiers, one attempt per turn and the eight awards.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  apply,
  CARDS,
  decision,
  type Side,
  type State,
  spaceId,
  TST_REQUIRED,
  visibleLog,
} from "@dawn/engine";
import { defineEvent, eventOf } from "../src/rules/events.ts";
import {
  asPhasing,
  CARD,
  clearBoard,
  dec,
  edit,
  has,
  lastEntry,
  option,
  place,
  playAs,
  setHand,
  setSP,
  setupGame,
  withDice,
} from "./helpers.ts";

const other = (s: Side): Side => (s === "com" ? "dem" : "com");
const OWN: Record<Side, readonly number[]> = {
  com: [0, CARD.com1, CARD.com2, CARD.com3, CARD.com4],
  dem: [0, CARD.dem1, CARD.dem2, CARD.dem3, CARD.dem4],
};

/** A position where `side` is phasing, on box `box - 1`, the opponent level with no award for him. */
function atBox(side: Side, box: number, hand: number[]): State {
  let s = clearBoard(setupGame());
  s = setSP(s, { Gdansk: [2, 2], Berlin: [2, 2] });
  if (side === "dem") s = asPhasing(s, "dem");
  s = setHand(s, side, hand);
  return edit(s, (n) => {
    n.tst = { com: box - 1, dem: box - 1 };
    for (let b = 1; b < box; b++) n.tstFirst[b] = other(side);
  });
}

function attempt(s: State, side: Side, cardNo: number, die: number): State {
  s = playAs(withDice(s, [die]), cardNo, "tst");
  // Awards needing decisions (box 3, 4) are resolved by the first legal action.
  while (decision(s) && dec(s).player === side && s.phasing === side && dec(s).kind !== "actionRound") {
    s = apply(s, dec(s).actions[0]!);
  }
  return s;
}

for (const side of ["dem", "com"] as const) {
  test(`6.3.1/6.3.2 ${side} targets for boxes 1-8: total >= target succeeds, one less fails`, () => {
    for (let box = 1; box <= 8; box++) {
      const need = TST_REQUIRED[side][box]!;
      const ops = Math.min(4, need - 2);
      const oppCard = OWN[other(side)][ops]!;
      const pos = atBox(side, box, [oppCard, OWN[side][1]!, OWN[side][2]!]);
      const fail = attempt(pos, side, oppCard, need - ops - 1);
      assert.equal(fail.tst[side], box - 1, `${side} box ${box}: ${need - 1} fails`);
      assert.ok(fail.discard.includes(oppCard), "6.3.6 the card is discarded, its event not implemented");
      const ok = attempt(pos, side, oppCard, need - ops);
      assert.equal(ok.tst[side], box, `${side} box ${box}: ${need} succeeds`);
    }
  });
}

test("6.3.1 +1 for the player's own event card", () => {
  const need = TST_REQUIRED.dem[1]!; // 5
  const pos = atBox("dem", 1, [CARD.dem3, CARD.com3, CARD.dem1]);
  // 3 Ops + 1 (own) + die 1 = 5.
  assert.equal(attempt(pos, "dem", CARD.dem3, need - 4).tst.dem, 1);
  // An opponent's 3-Ops card with the same die fails.
  assert.equal(attempt(pos, "dem", CARD.com3, need - 4).tst.dem, 0);
});

test("6.3.1 +1 from the second attempt at a box on; 6.3.3 one attempt per turn", () => {
  const pos = atBox("com", 1, [CARD.dem3, CARD.dem4, CARD.com1]);
  let s = attempt(pos, "com", CARD.dem3, 2); // 3 + 2 = 5 < 6
  assert.equal(s.tst.com, 0);
  // Back to the Communist: no second attempt this turn.
  s = asPhasing(
    edit(s, (n) => {
      n.phasing = "dem";
    }),
    "com",
  );
  assert.equal(has(s, { t: "play", as: "tst" }), false);
  // Next turn: the same roll now succeeds (3 + 2 + 1).
  s = edit(s, (n) => {
    n.tstAttempted = { com: false, dem: false };
    n.hands.com.push(CARD.dem3);
    n.discard.splice(n.discard.indexOf(CARD.dem3), 1);
  });
  assert.equal(attempt(s, "com", CARD.dem3, 2).tst.com, 1);
});

test("6.3.7 no attempt once the last box is reached", () => {
  const s = edit(atBox("com", 1, [CARD.com1, CARD.com2]), (n) => {
    n.tst.com = 8;
  });
  assert.equal(has(s, { t: "play", as: "tst" }), false);
});

test("6.3.5 box 1: +1 to attempts while the opponent has not reached box 1", () => {
  // Democrat on box 1 (first there), attempting box 2 (target 5) with an opponent 3-Ops card and a 1.
  const pos = edit(atBox("dem", 2, [CARD.com3, CARD.dem1]), (n) => {
    n.tstFirst[1] = "dem";
    n.tst.com = 0;
  });
  assert.equal(attempt(pos, "dem", CARD.com3, 1).tst.dem, 2);
  // Once the Communist reaches box 1, the award ends.
  const ended = edit(pos, (n) => {
    n.tst.com = 1;
  });
  assert.equal(attempt(ended, "dem", CARD.com3, 1).tst.dem, 1);
});

test("6.3.5 box 2: printed 1-Ops cards count as 2 Ops, only for the box holder", () => {
  let s = edit(setSP(atBox("com", 1, [CARD.com1, CARD.com2]), { Berlin: [2, 0] }), (n) => {
    n.tst = { com: 2, dem: 0 };
    n.tstFirst[1] = "com";
    n.tstFirst[2] = "com";
  });
  let t = option(playAs(s, CARD.com1, "ops"), "place");
  assert.equal(dec(t).ops, 2);
  // A 2-Ops card stays 2.
  t = option(playAs(s, CARD.com2, "ops"), "place");
  assert.equal(dec(t).ops, 2);
  // The Democrat reaches box 2: the award ends.
  s = edit(s, (n) => {
    n.tst.dem = 2;
  });
  t = option(playAs(s, CARD.com1, "ops"), "place");
  assert.equal(dec(t).ops, 1);
});

test("6.3.5 box 3: draw 3 cards, keep 1, discard 2 (Scoring cards may be discarded)", () => {
  const pos = atBox("dem", 3, [CARD.com4, CARD.dem1]);
  let s = playAs(withDice(pos, [6]), CARD.com4, "tst"); // 6 + 4 = 10 >= 6
  assert.equal(s.tst.dem, 3);
  const d = dec(s);
  assert.equal(d.kind, "discardDrawn");
  assert.equal(d.player, "dem");
  assert.equal(d.actions.length, 3);
  assert.equal(s.hands.dem.length, 4);
  const drawn = d.actions.map((a) => (a.t === "card" ? a.card : 0));
  s = apply(s, d.actions[0]!);
  assert.equal(dec(s).actions.length, 2);
  s = apply(s, dec(s).actions[0]!);
  assert.equal(s.hands.dem.length, 2);
  assert.equal(drawn.filter((c) => s.hands.dem.includes(c)).length, 1);
  assert.equal(drawn.filter((c) => s.discard.includes(c)).length, 2);
  // The drawn cards are seen only by the Democrat.
  const comLog = visibleLog(s.log, "com").map((e) => e.text);
  assert.deepEqual(lastEntry(s, "draw").cards, drawn, "the Democrat's own entry names his cards");
  for (const viewer of ["com", "observer"] as const) {
    const e = visibleLog(s.log, viewer)
      .filter((x) => x.t === "draw")
      .at(-1);
    assert.ok(
      e && e.t === "draw" && e.n === 3 && e.cards === null,
      `${viewer} sees 3 cards drawn, not which`,
    );
  }
  for (const c of drawn.filter((x) => s.hands.dem.includes(x))) {
    assert.equal(
      comLog.some((x) => x.includes(`[c${c}]`)),
      false,
    );
  }
  assert.equal(dec(s).player, "com");
  // Scoring cards can be among the discards.
  const withScoring = edit(pos, (n) => {
    n.deck.splice(n.deck.indexOf(CARD.polandScoring), 1);
    n.deck.push(CARD.polandScoring);
  });
  let u = playAs(withDice(withScoring, [6]), CARD.com4, "tst");
  assert.ok(has(u, { t: "card", card: CARD.polandScoring }));
  u = apply(u, { t: "card", card: CARD.polandScoring });
  assert.ok(u.discard.includes(CARD.polandScoring));
});

test("6.3.5 box 4: remove 2 opponent SPs from anywhere", () => {
  let s = playAs(withDice(atBox("com", 4, [CARD.dem4, CARD.com1]), [6]), CARD.dem4, "tst");
  assert.equal(s.tst.com, 4);
  assert.equal(dec(s).kind, "removeSupport");
  assert.equal(dec(s).player, "com");
  s = place(s, "Gdansk");
  s = place(s, "Berlin");
  assert.deepEqual([s.sp.dem[spaceId("Gdansk")], s.sp.dem[spaceId("Berlin")]], [1, 1]);
  assert.equal(dec(s).player, "dem");
});

/** The Democrat's seventh Action Round of the turn, with `setup` applied. */
function endOfTurn(setup: (n: State) => void): State {
  let s = setSP(clearBoard(setupGame()), { Gdansk: [2, 2], Warszawa: [3, 0] });
  s = asPhasing(s, "dem");
  s = setHand(setHand(s, "com", [CARD.com1]), "dem", [CARD.dem1, CARD.dem2]);
  return edit(s, (n) => {
    n.round = 7;
    (n.stack[n.stack.length - 3] as unknown as { i: number }).i = 14;
    n.tstAttempted.dem = true;
    setup(n);
  });
}

test("6.3.5 box 5 / 4.5.1: discard a non-Scoring card and draw one at the start of each turn", () => {
  let s = endOfTurn((n) => {
    n.tst = { com: 5, dem: 0 };
    for (let b = 1; b <= 5; b++) n.tstFirst[b] = "com";
  });
  s = option(playAs(s, CARD.dem1, "ops"), "place");
  while (dec(s).kind === "placeSupport") s = apply(s, dec(s).actions[0]!);
  assert.equal(s.turn, 2);
  const d = dec(s);
  assert.equal(d.kind, "tstSwap");
  assert.equal(d.player, "com");
  assert.equal(s.hands.com.length, 8, "after the deal");
  for (const a of d.actions) if (a.t === "card") assert.equal(CARDS[a.card]!.scoring, false);
  const give = d.actions.find((a) => a.t === "card")!;
  s = apply(s, give);
  assert.equal(s.hands.com.length, 8);
  assert.ok(s.discard.includes((give as { card: number }).card));
  assert.equal(dec(s).kind, "actionRound");
  // Once the Democrat reaches box 5 there is no swap.
  let t = endOfTurn((n) => {
    n.tst = { com: 5, dem: 5 };
    for (let b = 1; b <= 5; b++) n.tstFirst[b] = "com";
  });
  t = option(playAs(t, CARD.dem1, "ops"), "place");
  while (dec(t).kind === "placeSupport") t = apply(t, dec(t).actions[0]!);
  assert.equal(dec(t).kind, "actionRound");
});

test("6.3.5 box 6 / 4.5.3: a free 2-Ops Support Check at the end of the turn", () => {
  let s = endOfTurn((n) => {
    n.tst = { com: 0, dem: 6 };
    for (let b = 1; b <= 6; b++) n.tstFirst[b] = "dem";
  });
  s = option(playAs(s, CARD.dem1, "ops"), "place");
  while (dec(s).kind === "placeSupport") s = apply(s, dec(s).actions[0]!);
  assert.equal(s.turn, 1);
  const d = dec(s);
  assert.equal(d.kind, "supportCheck");
  assert.equal(d.player, "dem");
  assert.equal(d.ops, 2);
  // One check only: 5 + 2 = 7 against 6 removes 1 Communist SP, then the turn ends.
  s = place(withDice(s, [5]), "Warszawa");
  assert.equal(s.sp.com[spaceId("Warszawa")], 2);
  assert.equal(s.turn, 2);
});

// Box 7 and box 8 are offered only for cards whose event can take place: make sure two cards have one.
function ensureEvent(c: number): void {
  if (!eventOf(c)) defineEvent({ card: c, steps: () => [] });
}

test("6.3.5 box 7: an opponent's card for Ops without its event, once per turn, until the opponent catches up", () => {
  ensureEvent(CARD.dem4);
  ensureEvent(CARD.dem3);
  let s = edit(atBox("com", 1, [CARD.dem4, CARD.dem3, CARD.com1]), (n) => {
    n.tst = { com: 7, dem: 0 };
    for (let b = 1; b <= 7; b++) n.tstFirst[b] = "com";
  });
  s = setSP(s, { Berlin: [2, 0] });
  assert.ok(has(s, { t: "play", card: CARD.dem4, as: "opsOnly" }));
  assert.equal(has(s, { t: "play", card: CARD.com1, as: "opsOnly" }), false, "not for own cards");
  let t = playAs(s, CARD.dem4, "opsOnly");
  assert.equal(dec(t).kind, "operations");
  assert.equal(has(t, { t: "option", option: "event" }), false);
  // Used this turn: back to the Communist, no second use.
  t = asPhasing(
    edit(t, (n) => {
      n.stack.length -= 1;
      n.stack.push({ k: "actionRound", side: "com" } as unknown as (typeof n.stack)[number]);
    }),
    "com",
  );
  assert.equal(has(t, { t: "play", card: CARD.dem3, as: "opsOnly" }), false);
  // The Democrat reaches box 7: the award ends.
  const ended = edit(s, (n) => {
    n.tst.dem = 7;
  });
  assert.equal(has(ended, { t: "play", as: "opsOnly" }), false);
});

test("6.3.5 box 8: one own card for both Ops and Event, in either order, once per turn", () => {
  ensureEvent(CARD.com3);
  ensureEvent(CARD.com2);
  const s = edit(setSP(atBox("com", 1, [CARD.com3, CARD.com2]), { Berlin: [2, 0] }), (n) => {
    n.tst = { com: 8, dem: 0 };
    for (let b = 1; b <= 8; b++) n.tstFirst[b] = "com";
  });
  assert.ok(has(s, { t: "play", card: CARD.com3, as: "opsAndEvent" }));
  const t = playAs(s, CARD.com3, "opsAndEvent");
  assert.equal(dec(t).kind, "operations");
  assert.ok(has(t, { t: "option", option: "event" }), "the event may come first");
  assert.ok(has(t, { t: "option", option: "place" }), "or the Ops");
  assert.equal(t.tstUsed.com !== 0, true);
  const ended = edit(s, (n) => {
    n.tst.dem = 8;
  });
  assert.equal(has(ended, { t: "play", as: "opsAndEvent" }), false);
});
