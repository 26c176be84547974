// Early Year events that move cards between hands and piles: Brought in for Questioning #6,
// Deutsche Marks #20, Common European Home #21, Dash for the West #36.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decision, type Options, type State, view } from "../../src/index.ts";
import { act, keys, play, position, sp, space } from "./harness.ts";

function dice(t: State, ...rolls: number[]): void {
  (t as { options: Options }).options = { ...t.options, fixture: { dice: rolls } };
  t.fx.dice = 0;
}

/** Puts these cards in the discard pile (taken out of the deck). */
const discardPile =
  (...cards: number[]) =>
  (t: State) => {
    t.deck = t.deck.filter((c) => !cards.includes(c));
    t.discard = cards.slice();
  };

test("#6 Brought in for Questioning: a random Democratic card is discarded; its event does not happen", () => {
  let s = position({ side: "com", hand: [6, 12], otherHand: [29, 4, 31] });
  const secret = s.secret;
  s = play(s, 6);
  assert.equal(s.hands.dem.length, 2);
  const gone = [29, 4, 31].find((c) => !s.hands.dem.includes(c))!;
  assert.ok(s.discard.includes(gone));
  assert.ok(s.discard.includes(6), "no asterisk");
  assert.ok(s.secret > secret, "random: undo barrier");
  assert.ok(
    view(s, "observer").log.some((e) => e.text.includes(`[c${gone}]`)),
    "the discard is public",
  );
  assert.equal(decision(s)!.player, "dem");
  assert.equal(decision(s)!.kind, "actionRound", "no Democratic event");
  assert.equal(sp(s, "Charles University")[1] + sp(s, "Polish Writers")[1], 0);
});

test("#6 Brought in for Questioning: a discarded Communist event that can occur happens for the Communist", () => {
  let s = position({
    side: "com",
    hand: [6, 12],
    otherHand: [7],
    clear: true,
    sp: { Gdansk: [0, 3], Krakow: [0, 2] },
  });
  s = play(s, 6);
  assert.equal(decision(s)!.player, "com");
  assert.equal(decision(s)!.kind, "eventRemove");
  assert.equal(decision(s)!.card, 7);
  s = act(s, space("Gdansk"));
  s = act(s, space("Gdansk"));
  assert.deepEqual(sp(s, "Krakow"), [0, 0], "the last 2 forced into Krakow");
  assert.deepEqual(sp(s, "Gdansk"), [0, 1]);
  assert.ok(s.removed.includes(7), "State Run Media took place: removed");
  assert.ok(s.discard.includes(6));
});

test("#6 Brought in for Questioning: Scoring, neutral and impossible Communist events are just discarded (5.3 Ex.1)", () => {
  for (const [c, mutate] of [
    [22, undefined],
    [14, undefined],
    [15, (t: State) => void (t.flags.event83 = 1)],
  ] as const) {
    let s = position({ side: "com", hand: [6, 12], otherHand: [c], ...(mutate ? { mutate } : {}) });
    s = play(s, 6);
    assert.equal(s.ps, null, `card ${c}: no Power Struggle`);
    assert.ok(s.discard.includes(c), `card ${c} discarded`);
    assert.ok(!s.log.some((l) => l.t === "event" && l.card === c), `card ${c}: no event`);
  }
  let e = position({ side: "com", hand: [6, 12], otherHand: [] });
  e = play(e, 6);
  assert.ok(e.log.some((l) => l.t === "note" && l.card === 6 && l.note === "nothing"));
});

test("#6 Brought in for Questioning played by the Democrat for Ops: he discards from his remaining hand", () => {
  let s = position({
    side: "dem",
    hand: [6, 7],
    otherHand: [12],
    clear: true,
    sp: { Gdansk: [0, 1], Rostock: [0, 1] },
  });
  s = play(s, 6, "ops");
  s = act(s, "option:event");
  // His only other card, State Run Media, is discarded and happens for the Communist.
  assert.equal(decision(s)!.player, "com");
  s = act(s, space("Gdansk"));
  assert.equal(decision(s)!.player, "dem");
  assert.deepEqual(keys(s), ["option:place", "option:check"]);
  assert.deepEqual(s.hands.dem, []);
});

test("#20 Deutsche Marks: the Democrat gives a highest-Ops non-Scoring card; the Communist uses its Ops", () => {
  let s = position({ side: "com", hand: [20, 12], otherHand: [4, 31, 19, 23] });
  s = play(s, 20);
  let d = decision(s)!;
  assert.equal(d.player, "dem", "the Democrat chooses among the ties");
  assert.deepEqual(keys(s).sort(), ["card:19", "card:31"], "2 Ops cards, no Scoring card");
  s = act(s, "card:31");
  assert.ok(!s.hands.dem.includes(31));
  d = decision(s)!;
  assert.equal(d.player, "com");
  assert.equal(d.kind, "eventOperations");
  assert.equal(d.ops, 2);
  assert.deepEqual(keys(s), ["option:place", "option:check", "option:tst"]);
  s = act(s, "option:place");
  assert.equal(decision(s)!.ops, 2);
  s = act(s, space("Berlin"));
  s = act(s, space("Berlin"));
  assert.equal(sp(s, "Berlin")[0], 4);
  assert.ok(s.discard.includes(31), "the card given is discarded");
  assert.ok(s.removed.includes(20));
  assert.equal(decision(s)!.player, "dem", "Intelligentsia's event did not happen");
  assert.equal(decision(s)!.kind, "actionRound");
});

test("#20 Deutsche Marks: a Communist event that can occur happens; with Perestroika the Ops rise; a TST attempt uses the card", () => {
  let s = position({
    side: "com",
    hand: [20, 12],
    otherHand: [7, 4],
    clear: true,
    sp: { Gdansk: [0, 3], Krakow: [0, 1] },
  });
  s = play(s, 20);
  assert.equal(decision(s)!.player, "com", "State Run Media was the only 2-Ops card: given at once");
  assert.equal(decision(s)!.card, 7);
  s = act(s, space("Gdansk"));
  s = act(s, space("Gdansk"));
  assert.deepEqual(sp(s, "Krakow"), [0, 0]);
  assert.ok(s.removed.includes(7));

  let t = position({
    side: "com",
    hand: [20, 12],
    otherHand: [15, 4],
    mutate: (x) => {
      x.flags.event83 = 1;
      x.lasting.push({ card: 25, side: "com", until: "turn" });
      dice(x, 6);
    },
  });
  t = play(t, 20);
  assert.equal(decision(t)!.ops, 4, "Honecker cannot occur after Modrow: 3 Ops + Perestroika");
  t = act(t, "option:tst");
  assert.equal(t.tst.com, 1);
  assert.ok(t.discard.includes(15) && !t.removed.includes(15));

  let u = position({ side: "com", hand: [20, 12], otherHand: [22, 23] });
  u = play(u, 20);
  assert.equal(decision(u)!.player, "dem", "only Scoring cards: nothing happens");
  assert.deepEqual(u.hands.dem.sort(), [22, 23]);
});

test("#21 Common European Home: paired with an opponent's card, used for its Ops without its event", () => {
  let s = position({ side: "com", hand: [21, 4, 12], otherHand: [35], clear: true, sp: { Berlin: [2, 0] } });
  assert.ok(keys(s).includes("play:21:event"));
  const vp = s.vp;
  s = play(s, 21);
  let d = decision(s)!;
  assert.equal(d.kind, "eventOperations", "a single Democratic card: paired at once");
  assert.equal(d.card, 4);
  assert.equal(d.ops, 1);
  assert.deepEqual(
    keys(s),
    ["option:place", "option:check", "option:tst"],
    "no event; Operations include a TST attempt (6.0)",
  );
  s = act(s, "option:place");
  s = act(s, space("Berlin"));
  assert.equal(sp(s, "Polish Writers")[1], 0, "Michnik's event is cancelled");
  assert.ok(s.discard.includes(4) && !s.removed.includes(4));
  assert.ok(s.discard.includes(21));
  assert.equal(s.vp, vp, "no VP when played as the event");
  d = decision(s)!;
  assert.equal(d.player, "dem");

  let t = position({ side: "com", hand: [21, 4, 29, 12] });
  t = play(t, 21);
  assert.equal(decision(t)!.kind, "eventCard");
  assert.deepEqual(keys(t).sort(), ["card:29", "card:4"], "only cards with the opponent's event");
});

test("#21 Common European Home: needs an opponent's card; played for Ops or TST it gives the opponent 1 VP", () => {
  const s = position({ side: "com", hand: [21, 12, 35], otherHand: [4] });
  assert.ok(!keys(s).includes("play:21:event"));
  const vp = s.vp;
  assert.equal(play(s, 21, "ops").vp, vp + 1, "the Democrat gains 1 VP");
  assert.equal(play(s, 21, "tst").vp, vp + 1);
  const t = position({ side: "dem", hand: [21, 4], otherHand: [12] });
  assert.equal(play(t, 21, "ops").vp, vp - 1, "the Communist gains 1 VP");
  // The Democrat pairs it with a Communist card.
  const u = position({ side: "dem", hand: [21, 7], otherHand: [12], clear: true, sp: { Gdansk: [0, 2] } });
  const v = play(u, 21);
  assert.equal(decision(v)!.card, 7);
  assert.deepEqual(sp(v, "Gdansk"), [0, 2], "State Run Media does not happen");
});

test("#36 Dash for the West: a roll above the Communist's East German spaces: +1 VP and an asterisked Democratic event from the discard", () => {
  let s = position({
    side: "dem",
    hand: [36, 4],
    otherHand: [12],
    clear: true,
    sp: { Berlin: [3, 0], Dresden: [4, 0] },
    mutate: (t) => {
      discardPile(29, 34, 31, 3, 7, 24)(t);
      dice(t, 3);
    },
  });
  const vp = s.vp;
  s = play(s, 36);
  assert.equal(s.vp, vp + 1, "3 > 2 controlled spaces");
  assert.equal(decision(s)!.kind, "eventCard");
  assert.deepEqual(
    keys(s).sort(),
    ["card:24", "card:29", "card:34"],
    "no card without asterisk, no Communist card, not Walesa (cannot occur)",
  );
  s = act(s, "card:29");
  assert.equal(sp(s, "Charles University")[1], 6);
  assert.ok(s.removed.includes(29) && s.removed.includes(36));
  assert.ok(!s.discard.includes(29));
});

test("#36 Dash for the West: no effect unless the roll beats the Communist's East German spaces", () => {
  let s = position({
    side: "dem",
    hand: [36, 4],
    otherHand: [12],
    clear: true,
    sp: { Berlin: [3, 0], Dresden: [4, 0] },
    mutate: (t) => {
      discardPile(29)(t);
      dice(t, 2);
    },
  });
  const vp = s.vp;
  s = play(s, 36);
  assert.equal(s.vp, vp);
  assert.deepEqual(s.discard, [29]);
  assert.ok(s.removed.includes(36), "still played");

  // Played by the Communist for Ops: the Democrat rolls and chooses.
  let t = position({
    side: "com",
    hand: [36, 12],
    otherHand: [4],
    clear: true,
    mutate: (x) => {
      discardPile(29, 34)(x);
      dice(x, 1);
    },
  });
  t = play(t, 36, "ops");
  t = act(t, "option:event");
  assert.equal(t.vp, vp + 1);
  assert.equal(decision(t)!.player, "dem");
  t = act(t, "card:34");
  assert.equal(sp(t, "Eotvos Lorand University")[1], 5);
  assert.equal(decision(t)!.player, "com");
});
