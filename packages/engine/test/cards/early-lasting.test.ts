// Early Year lasting events and events that change the round structure: General Strike #5,
// Prudence #8, The Wall #9, Stasi #13, Honecker #15, Roundtable Talks #17, Helsinki Final Act #26,
// Tear Gas #30, Eco-Glasnost #39.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decision, type Options, type State, spaceId, view } from "../../src/index.ts";
import { checkModifiers } from "../../src/rules/play.ts";
import { powerCardsDealt } from "../../src/rules/power-struggle.ts";
import { act, keys, play, position, sp, space, spendOps } from "./harness.ts";

function dice(t: State, ...rolls: number[]): void {
  (t as { options: Options }).options = { ...t.options, fixture: { dice: rolls } };
  t.fx.dice = 0;
}

/** Makes the current Action Round the 7th (last) one of the turn for the phasing side. */
function lastRound(t: State): void {
  const rounds = t.stack[t.stack.length - 3] as { k: string; i: number };
  assert.equal(rounds.k, "rounds");
  rounds.i = t.phasing === "com" ? 13 : 14;
  t.round = 7;
}

const lastingOf = (s: State, card: number) => s.lasting.find((l) => l.card === card);

test("#5 General Strike: each Communist round becomes a discard and a roll until the total is above 5", () => {
  let s = position({
    side: "dem",
    hand: [5, 4, 29],
    otherHand: [12, 31, 25],
    mutate: (t) => dice(t, 3, 4),
  });
  s = play(s, 5);
  assert.ok(s.removed.includes(5), "asterisk: removed at once");
  assert.equal(lastingOf(s, 5)?.until, "cancelled");
  let d = decision(s)!;
  assert.equal(d.player, "com");
  assert.equal(d.kind, "generalStrike");
  assert.deepEqual(keys(s).sort(), ["card:12", "card:25", "card:31"], "a discard, not a card play");
  s = act(s, "card:12"); // 3 + 2 = 5: not above 5
  assert.ok(s.discard.includes(12));
  assert.ok(!s.hands.com.includes(12));
  assert.deepEqual(sp(s, "Berlin"), [2, 0], "the discarded card's event does not happen");
  assert.ok(lastingOf(s, 5), "the strike goes on");
  s = play(s, 4);
  d = decision(s)!;
  assert.equal(d.kind, "generalStrike");
  s = act(s, "card:31"); // 4 + 2 = 6 > 5: the strike ends; Intelligentsia's event does not happen
  assert.equal(decision(s)!.player, "dem");
  assert.equal(decision(s)!.kind, "actionRound");
  assert.ok(!lastingOf(s, 5));
  s = play(s, 29);
  assert.equal(decision(s)!.kind, "actionRound", "the Communist plays normally again");
  assert.ok(keys(s).includes("play:25:event"));
});

test("#5 General Strike: the roll uses the Communist's Ops modifiers (Perestroika)", () => {
  let s = position({
    side: "dem",
    hand: [5, 4],
    otherHand: [12, 31],
    mutate: (t) => {
      dice(t, 3);
      t.lasting.push({ card: 25, side: "com", until: "turn" });
    },
  });
  s = play(s, 5);
  s = act(s, "card:12"); // 3 + (2 + 1) = 6 > 5
  assert.ok(!lastingOf(s, 5));
});

test("#5 General Strike played by the Communist for Ops: it starts with his next round; a Scoring card may be played", () => {
  let s = position({ side: "com", hand: [5, 12, 22], otherHand: [4, 35] });
  s = play(s, 5, "ops");
  s = act(s, "option:event");
  assert.ok(lastingOf(s, 5));
  assert.equal(decision(s)!.kind, "operations", "this round's Operations are not affected");
  s = spendOps(s);
  s = play(s, 4);
  assert.equal(decision(s)!.kind, "generalStrike");
  assert.deepEqual(keys(s).sort(), ["card:12", "play:22:event"]);
  s = act(s, "play:22:event");
  assert.ok(s.ps, "the Power Struggle in Poland starts");
  assert.ok(lastingOf(s, 5), "the strike goes on");
});

test("#5 General Strike lasts into the next turn (11.2)", () => {
  let s = position({ side: "dem", hand: [5, 4], otherHand: [12], mutate: lastRound });
  s = play(s, 5);
  assert.equal(s.turn, 2);
  assert.equal(decision(s)!.kind, "generalStrike");
  assert.equal(decision(s)!.player, "com");
});

test("#8 Prudence: the opponent's cards lose 1 Op, never below 1, and two Prudence events add up", () => {
  let s = position({ side: "com", hand: [8, 12], otherHand: [31, 4, 14] });
  s = play(s, 8);
  assert.ok(s.inPlay.includes(8), "lasting without asterisk: beside the map");
  let t = play(s, 31, "ops");
  assert.equal(decision(t)!.ops, 1, "2 - 1");
  t = play(s, 4, "ops");
  assert.equal(decision(t)!.ops, 1, "a card is never worth less than 1 (7.3.2)");
  t = act(play(s, 4), "play:12:ops");
  assert.equal(decision(t)!.ops, 2, "the Communist's own cards are not affected");

  const u = position({
    side: "dem",
    hand: [14, 4],
    mutate: (x) => {
      x.lasting.push({ card: 8, side: "com", until: "turn" });
      x.lasting.push({ card: 8, side: "com", until: "turn" });
    },
  });
  assert.equal(decision(play(u, 14, "ops"))!.ops, 2, "4 - 1 - 1");
});

test("#8 Prudence played by the Democrat: the Communist's cards, event checks included (7.3.3)", () => {
  let s = position({ side: "dem", hand: [8, 14], otherHand: [12, 1], clear: true, sp: { Gdansk: [0, 3] } });
  s = play(s, 8);
  assert.equal(decision(play(s, 12, "ops"))!.ops, 1);
  s = play(s, 1);
  assert.deepEqual(sp(s, "Gdansk"), [1, 2]);
  assert.equal(decision(s)!.kind, "supportCheck");
  assert.equal(decision(s)!.ops, 1, "Legacy of Martial Law's check uses 2 - 1 Ops");
});

test("#8 Prudence ends at the end of the turn and goes to the discard pile", () => {
  let s = position({ side: "dem", hand: [8, 4], otherHand: [12], mutate: lastRound });
  s = play(s, 8);
  assert.equal(s.turn, 2);
  assert.ok(!lastingOf(s, 8));
  assert.ok(s.discard.includes(8) && !s.inPlay.includes(8));
});

test("#9 The Wall: the next Communist check in East Germany ignores Democrat-controlled neighbours, then it ends", () => {
  const leipzig = spaceId("Leipzig");
  let s = position({
    side: "com",
    hand: [9, 12],
    otherHand: [4, 35],
    clear: true,
    sp: { Leipzig: [0, 1], "Lutheran Church": [0, 5], Halle: [0, 3], Dresden: [4, 0], Gdansk: [0, 1] },
    mutate: (t) => dice(t, 1, 1),
  });
  assert.equal(checkModifiers(s, "com", leipzig), -1, "+1 Dresden, -1 Lutheran Church, -1 Halle");
  s = play(s, 9);
  assert.ok(s.removed.includes(9));
  assert.equal(lastingOf(s, 9)?.side, "com");
  assert.equal(checkModifiers(s, "com", leipzig), 1, "own +1 still counts");
  assert.equal(checkModifiers(s, "dem", leipzig), 1, "the Democrat is not affected");
  s = play(s, 4);
  s = play(s, 12, "ops");
  s = act(s, "option:check");
  s = act(s, space("Gdansk"));
  assert.ok(lastingOf(s, 9), "a check outside East Germany does not use it up");
  s = act(s, space("Leipzig"));
  assert.ok(!lastingOf(s, 9), "used up by the check in East Germany");
  assert.equal(checkModifiers(s, "com", leipzig), -1);
});

test("#9 The Wall: no effect once The Wall Must Go! has succeeded; played by the Democrat it helps the Communist", () => {
  let s = position({
    side: "com",
    hand: [9, 12],
    otherHand: [4],
    mutate: (t) => void (t.flags.wallMustGo = 1),
  });
  assert.ok(keys(s).includes("play:9:event"), "still playable");
  s = play(s, 9);
  assert.ok(!lastingOf(s, 9));
  assert.ok(s.removed.includes(9), "counts as played (5.2 Ex.5)");

  let t = position({ side: "dem", hand: [9, 4], otherHand: [12] });
  t = play(t, 9, "ops");
  t = act(t, "option:event");
  assert.equal(lastingOf(t, 9)?.side, "com");
  const u = position({
    side: "com",
    hand: [12],
    clear: true,
    sp: { Leipzig: [0, 1], Halle: [0, 3] },
    mutate: (x) => {
      x.lasting.push({ card: 9, side: "com", until: "cancelled" });
      x.flags.wallMustGo = 1;
    },
  });
  assert.equal(checkModifiers(u, "com", spaceId("Leipzig")), -1, "The Wall Must Go! ends its effect");
  const w = position({
    side: "dem",
    hand: [4],
    otherHand: [12],
    mutate: (x) => {
      x.lasting.push({ card: 9, side: "com", until: "cancelled" });
      x.flags.wallMustGo = 1;
    },
  });
  assert.ok(lastingOf(w, 9));
  assert.ok(!lastingOf(play(w, 4), 9), "and the unused Wall is taken away at the end of the round");
});

test("#13 Stasi: the Democrat shows his next card at the end of each round and must play it", () => {
  let s = position({ side: "com", hand: [13, 35, 25], otherHand: [4, 31, 29, 19] });
  s = play(s, 13);
  assert.equal(lastingOf(s, 13)?.until, "turn");
  assert.ok(keys(s).includes("play:31:event"), "the Democrat's current round is free");
  s = play(s, 4);
  const d = decision(s)!;
  assert.equal(d.player, "dem");
  assert.equal(d.kind, "stasiDeclare");
  assert.deepEqual(keys(s).sort(), ["card:19", "card:29", "card:31"]);
  const secret = s.secret;
  s = act(s, "card:29");
  assert.ok(s.secret > secret, "revealed information: undo barrier");
  assert.deepEqual(view(s, "com").knownOpponentCards, [29]);
  const shown = (v: "com" | "dem" | "observer") => view(s, v).log.some((e) => e.text.includes("[c29]"));
  assert.ok(shown("com") && shown("dem"));
  assert.ok(!shown("observer"), "the card is shown only to the Communist");
  s = play(s, 35);
  assert.deepEqual(keys(s).sort(), ["play:29:event", "play:29:ops", "play:29:tst"], "only the card shown");
  assert.equal(view(s, "observer").decision!.card, undefined, "the forced card is not shown to observers");
  assert.equal(view(s, "observer").decision!.actions, null);
  s = play(s, 29, "event");
  assert.equal(decision(s)!.kind, "stasiDeclare");
  assert.deepEqual(keys(s).sort(), ["card:19", "card:31"]);
});

test("#13 Stasi and Common European Home: a shown CEH is played for Ops; a shown Communist card may be paired", () => {
  const base = (declared: number) => {
    let s = position({ side: "com", hand: [13, 35], otherHand: [29, 21, 12, 7, 4] });
    s = play(s, 13);
    s = play(s, 29);
    s = act(s, `card:${declared}`);
    return play(s, 35);
  };
  assert.deepEqual(keys(base(21)), ["play:21:ops"]);
  let s = base(12);
  assert.deepEqual(keys(s).sort(), ["play:12:ops", "play:12:tst", "play:21:event"]);
  s = play(s, 21, "event");
  assert.equal(decision(s)!.kind, "eventOperations", "paired with the card shown, no other choice");
  assert.equal(decision(s)!.card, 12);
  assert.ok(s.hands.dem.includes(7));
  assert.ok(!keys(s).includes("option:event"), "the paired card's event is cancelled");
  // A Democratic card shown: Common European Home may not replace it.
  assert.deepEqual(keys(base(4)).sort(), ["play:4:event", "play:4:ops", "play:4:tst"]);
  // The card shown has left the hand (Brought in for Questioning...): free play.
  let t = position({ side: "com", hand: [13, 35], otherHand: [29, 21, 12, 7, 4] });
  t = play(t, 13);
  t = play(t, 29);
  t = act(t, "card:4");
  t = position({
    base: t,
    side: "com",
    hand: [35],
    otherHand: [21, 12, 7],
  });
  t = play(t, 35);
  assert.ok(keys(t).includes("play:21:event") && keys(t).includes("play:7:ops"));
});

test("#13 Stasi: no card is shown after the Democrat's last round; it ends with the turn", () => {
  let s = position({
    side: "dem",
    hand: [4, 31],
    otherHand: [12],
    mutate: (t) => {
      t.lasting.push({ card: 13, side: "com", until: "turn" });
      lastRound(t);
    },
  });
  s = play(s, 4);
  assert.equal(s.turn, 2, "no declaration: the turn ended");
  assert.ok(!lastingOf(s, 13));
  assert.ok(!s.discard.includes(13) && !s.inPlay.includes(13));
});

test("#15 Honecker: takes a non-Scoring card from the discard pile and gives an optional extra round", () => {
  let s = position({
    side: "com",
    hand: [15, 12],
    otherHand: [4, 35],
    mutate: (t) => {
      t.deck = t.deck.filter((c) => c !== 31 && c !== 19 && c !== 23);
      t.discard = [31, 23, 19];
      lastRound(t);
    },
  });
  s = play(s, 15);
  assert.equal(decision(s)!.kind, "eventCard");
  assert.deepEqual(keys(s).sort(), ["card:19", "card:31", "option:none"], "no Scoring card");
  s = act(s, "card:31");
  assert.ok(s.hands.com.includes(31));
  assert.deepEqual(s.discard, [23, 19]);
  assert.deepEqual(view(s, "dem").knownOpponentCards, [31], "the Democrat saw it taken");
  assert.ok(s.removed.includes(15));
  s = play(s, 4);
  // The Communist's 8th Action Round.
  assert.equal(decision(s)!.player, "com");
  assert.equal(s.round, 8);
  assert.ok(keys(s).includes("option:pass"), "the extra round is optional");
  s = play(s, 12, "ops");
  s = spendOps(s);
  assert.equal(s.turn, 2, "no extra round for the Democrat");
  assert.ok(!lastingOf(s, 15));
});

test("#15 Honecker: the extra round may be declined; no event after Modrow (5.2 Ex.3)", () => {
  let s = position({ side: "com", hand: [15, 12], otherHand: [4], mutate: lastRound });
  s = play(s, 15);
  s = play(s, 4);
  assert.equal(s.round, 8);
  s = act(s, "option:pass");
  assert.equal(s.turn, 2);
  assert.ok(s.hands.com.includes(12), "the card is kept");

  let t = position({
    side: "dem",
    hand: [15, 4],
    otherHand: [12],
    mutate: (x) => void (x.flags.event83 = 1),
  });
  t = play(t, 15, "ops");
  assert.ok(!keys(t).includes("option:event"));
  t = act(t, "option:place");
  while (decision(t)!.kind === "placeSupport") t = act(t, `space:${spaceId("Rostock")}`);
  assert.ok(t.discard.includes(15) && !t.removed.includes(15));
});

function finishStruggle(s: State): State {
  let t = s;
  for (let i = 0; i < 500 && t.ps; i++) {
    const d = decision(t)!;
    const a = d.actions.find((x) => x.t === "option" && x.option === "pass") ?? d.actions[0]!;
    t = act(
      t,
      a.t === "option"
        ? `option:${a.option}`
        : a.t === "power"
          ? `power:${a.card}${a.suit ? `:${a.suit}` : ""}`
          : `space:${(a as { space: number }).space}`,
    );
  }
  assert.equal(t.ps, null);
  return t;
}

test("#17 Roundtable Talks: in the next Power Struggle the Democrat takes 2 cards from the Communist, then it is discarded", () => {
  let s = position({
    side: "dem",
    hand: [17, 4],
    otherHand: [22, 35],
    sp: { Warszawa: [3, 0], Bydgoszcz: [4, 0], Lublin: [3, 0] },
  });
  s = play(s, 17);
  assert.ok(s.inPlay.includes(17));
  assert.equal(lastingOf(s, 17)?.until, "powerStruggle");
  const com = powerCardsDealt(s, "com", "Poland");
  const dem = powerCardsDealt(s, "dem", "Poland");
  assert.ok(com >= 2);
  s = play(s, 22);
  assert.ok(s.ps);
  assert.equal(s.ps.hands.com.length, com - 2);
  assert.equal(s.ps.hands.dem.length, dem + 2);
  assert.equal(s.ps.deck.length + s.ps.hands.com.length + s.ps.hands.dem.length, 52);
  s = finishStruggle(s);
  const t = s;
  assert.ok(!lastingOf(t, 17));
  assert.ok(t.discard.includes(17) && !t.inPlay.includes(17));
});

test("#26 Helsinki Final Act: +1 VP per Communist check on a Student or Intellectual space, success or not", () => {
  let s = position({
    side: "dem",
    hand: [26, 4],
    otherHand: [12, 35],
    clear: true,
    sp: { "Charles University": [0, 1], Gdansk: [0, 1], "Czech Writers": [2, 0] },
    mutate: (t) => dice(t, 1, 1, 6),
  });
  s = play(s, 26);
  assert.equal(lastingOf(s, 26)?.until, "game");
  assert.ok(s.removed.includes(26));
  const vp = s.vp;
  s = play(s, 12, "ops");
  s = act(s, "option:check");
  s = act(s, space("Charles University")); // fails
  assert.equal(s.vp, vp + 1);
  s = act(s, space("Gdansk"));
  assert.equal(s.vp, vp + 1, "not for a Worker space");
  s = play(s, 4, "ops");
  s = act(s, "option:check");
  s = act(s, space("Czech Writers"));
  assert.equal(s.vp, vp + 1, "not for the Democrat's checks");
});

test("#30 Tear Gas: +1 to the Communist's next check in a Student space, then it ends", () => {
  const uni = spaceId("Charles University");
  let s = position({
    side: "com",
    hand: [30, 12],
    otherHand: [4, 29],
    clear: true,
    sp: { "Charles University": [0, 1], Gdansk: [0, 1] },
    mutate: (t) => dice(t, 1, 1),
  });
  assert.equal(checkModifiers(s, "com", uni), 0);
  s = play(s, 30);
  assert.ok(s.removed.includes(30));
  assert.equal(checkModifiers(s, "com", uni), 1);
  assert.equal(checkModifiers(s, "com", spaceId("Gdansk")), 0, "Student spaces only");
  assert.equal(checkModifiers(s, "dem", uni), 0, "the Communist's checks only");
  s = play(s, 4);
  s = play(s, 12, "ops");
  s = act(s, "option:check");
  s = act(s, space("Gdansk"));
  assert.ok(lastingOf(s, 30));
  s = act(s, space("Charles University"));
  assert.ok(!lastingOf(s, 30));
  assert.equal(checkModifiers(s, "com", uni), 0);
});

test("#39 Eco-Glasnost: 4 SPs in Ruse; +1 VP for each Communist check in Ruse", () => {
  let s = position({ side: "dem", hand: [39, 4], otherHand: [12, 35], mutate: (t) => dice(t, 1, 1) });
  s = play(s, 39);
  assert.equal(sp(s, "Ruse")[1], 4);
  assert.equal(lastingOf(s, 39)?.until, "game");
  assert.ok(s.removed.includes(39));
  const vp = s.vp;
  s = play(s, 12, "ops");
  s = act(s, "option:check");
  s = act(s, space("Ruse"));
  assert.equal(s.vp, vp + 1);
  s = act(s, space("Rostock"));
  assert.equal(s.vp, vp + 1);
});

test("#13 Stasi played by the Democrat for Ops: he shows his next card at the end of that same round", () => {
  let s = position({ side: "dem", hand: [13, 4, 29], otherHand: [35, 25] });
  s = play(s, 13, "ops");
  s = act(s, "option:event");
  assert.equal(lastingOf(s, 13)?.side, "com");
  s = spendOps(s);
  assert.equal(decision(s)!.kind, "stasiDeclare");
  assert.equal(decision(s)!.player, "dem");
  s = act(s, "card:4");
  assert.ok(s.removed.includes(13));
  s = play(s, 35);
  assert.deepEqual(keys(s).sort(), ["play:4:event", "play:4:ops", "play:4:tst"]);
});

test("#13 Stasi: with a single card left the Democrat shows it without a decision", () => {
  let s = position({ side: "com", hand: [13, 35], otherHand: [4, 29] });
  s = play(s, 13);
  s = play(s, 4);
  assert.equal(decision(s)!.player, "com", "no decision: his only card is shown");
  assert.deepEqual(view(s, "com").knownOpponentCards, [29]);
});

test("#15 Honecker played by the Democrat for Ops: the Communist still gets his extra round", () => {
  let s = position({ side: "dem", hand: [15, 4], otherHand: [12, 35], mutate: lastRound });
  s = play(s, 15, "ops");
  s = act(s, "option:event");
  s = spendOps(s);
  assert.ok(s.removed.includes(15));
  assert.equal(s.turn, 1);
  assert.equal(s.round, 8);
  assert.equal(decision(s)!.player, "com");
  assert.ok(keys(s).includes("option:pass") && keys(s).includes("play:35:event"));
});

test("#5 General Strike: with no card the Communist forfeits the round and the strike goes on", () => {
  let s = position({ side: "dem", hand: [5, 4, 29], otherHand: [] });
  s = play(s, 5);
  assert.equal(decision(s)!.player, "dem");
  assert.ok(s.log.some((e) => e.t === "forfeit" && e.side === "com"));
  assert.ok(lastingOf(s, 5));
});

test("#17 Roundtable Talks: the Democrat takes what there is when the Communist has fewer than 2 cards", () => {
  let s = position({
    side: "dem",
    hand: [17, 4],
    otherHand: [22, 35],
    mutate: (t) => {
      t.lasting.push({ card: 17, side: "dem", until: "powerStruggle" });
      t.inPlay.push(17);
      t.deck = t.deck.filter((c) => c !== 17);
    },
  });
  // Nothing controlled by the Communist in Poland: he is dealt no card.
  for (const id of [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]) s.sp.com[id] = 0;
  assert.equal(powerCardsDealt(s, "com", "Poland"), 0);
  s = play(s, 4);
  const dem = powerCardsDealt(s, "dem", "Poland");
  s = play(s, 22);
  assert.equal(s.ps!.hands.com.length, 0);
  assert.equal(s.ps!.hands.dem.length, dem);
});
