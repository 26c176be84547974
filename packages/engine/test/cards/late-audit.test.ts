// Audit of the Late Year card events (#82-#110): edge cases beyond late.test.ts, each checked
// against the card text in shared/data/1989/cards.json and the 2020 rules.
import assert from "node:assert/strict";
import { test } from "node:test";
import { actionKey, decision } from "../../src/index.ts";
import { act, inEffect, keys, kind, play, player, position, sp, space, until } from "./harness.ts";

test("#109 Kremlin Coup!: Foreign Currency Debt Burden still bars the Bureaucrat check in its country", () => {
  let s = position({
    side: "com",
    hand: [109],
    otherHand: [1],
    sp: { Warszawa: [0, 2] },
    mutate: (t) => {
      t.flags.event84 = 1;
      for (const c of ["East Germany", "Czechoslovakia", "Hungary", "Romania", "Bulgaria"] as const)
        t.power[c] = "dem";
      t.power.Poland = "com";
      t.lasting.push({ card: 49, side: "dem", until: "turn", country: "Poland" });
    },
  });
  s = play(s, 109);
  assert.equal(player(s), "dem", "no Communist check is offered in Poland");
  assert.deepEqual(sp(s, "Warszawa"), [0, 2]);
  assert.ok(s.removed.includes(109));
});

test("#110 Malta Summit after Kremlin Coup!: the event cannot take place, the card goes to the discard pile (5.2)", () => {
  let s = position({ side: "com", hand: [110], otherHand: [1], mutate: (t) => void (t.flags.event109 = 1) });
  assert.ok(
    !keys(position({ side: "dem", hand: [110, 2], mutate: (t) => void (t.flags.event109 = 1) })).includes(
      "play:110:event",
    ),
  );
  s = play(s, 110, "ops");
  assert.ok(!keys(s).includes("option:event"));
  s = act(s, "option:check");
  s = until(s, (t) => kind(t) !== "supportCheck");
  assert.ok(s.discard.includes(110) && !s.removed.includes(110));
});

test("#105 Public Against Violence: no check when Bratislava holds no Communist SP (6.2.3)", () => {
  let s = position({ side: "dem", hand: [105], otherHand: [1], clear: true });
  s = play(s, 105);
  assert.deepEqual(sp(s, "Kosice"), [0, 2]);
  assert.deepEqual(sp(s, "Presov"), [0, 2]);
  assert.equal(player(s), "com");
  assert.equal(kind(s), "actionRound");
});

test("#87 Kohl played by the Communist for Ops after The Wall Must Go!: the Democrat may use the card's Ops", () => {
  let s = position({ side: "com", hand: [87], otherHand: [1], mutate: (t) => void (t.flags.wallMustGo = 1) });
  const vp0 = s.vp;
  s = play(s, 87, "ops");
  s = act(s, "option:event");
  assert.equal(s.vp - vp0, 2);
  assert.equal(kind(s), "eventOperations");
  assert.equal(player(s), "dem");
  assert.equal(decision(s)!.ops, 3);
  assert.deepEqual(keys(s).sort(), ["option:check", "option:none", "option:place"]);
  s = act(s, "option:none");
  assert.equal(player(s), "com", "back to the Communist's Operations");
  assert.equal(kind(s), "operations");
});

test("#102 National Salvation Front is used up by a Balkan struggle even when the Democrat is dealt no card", () => {
  let s = position({
    side: "com",
    hand: [102, 43],
    otherHand: [1, 2, 3],
    clear: true,
    sp: { Sofia: [3, 0] },
  });
  s = play(s, 102);
  s = until(s, (t) => player(t) === "com" && kind(t) === "actionRound");
  s = play(s, 43);
  assert.ok(s.ps);
  assert.equal(s.ps.hands.dem.length, 0);
  assert.equal(s.ps.hands.com.length, 6);
  assert.ok(!inEffect(s, 102), "the print ties it to the next Balkan Power Struggle");
});

test("#84 Breakaway Baltic Republics: with both Minority spaces already controlled, straight to the check", () => {
  let s = position({
    side: "dem",
    hand: [84],
    otherHand: [1],
    sp: { Razgrad: [0, 9], "Harghita/Covasna": [0, 9], Berlin: [2, 0] },
    mutate: (t) => void (t.flags.event81 = 1),
  });
  s = play(s, 84);
  assert.equal(kind(s), "supportCheck");
  assert.deepEqual(sp(s, "Razgrad"), [0, 9]);
});

test("#89 Domino Theory played by the Communist for Ops: the Democrat picks the Scoring card and has the initiative", () => {
  let s = position({
    side: "com",
    hand: [89],
    otherHand: [1],
    mutate: (t) => {
      t.power.Poland = "dem";
      t.power.Hungary = "dem";
      t.discard.push(43);
      t.deck = t.deck.filter((c) => c !== 43);
    },
  });
  s = play(s, 89, "ops");
  s = act(s, "option:event");
  assert.equal(kind(s), "eventCard");
  assert.equal(player(s), "dem");
  s = act(s, "card:43");
  assert.ok(s.ps);
  assert.equal(s.ps.initiator, "dem");
});

test("#99 Ligachev: a Democrat without a card forfeits his round; the trap springs then (ruling 6)", () => {
  let s = position({ side: "com", hand: [99, 1, 2], otherHand: [] });
  const vp0 = s.vp;
  s = play(s, 99);
  assert.equal(player(s), "com", "the Democrat forfeits");
  assert.equal(s.vp, vp0 - 3);
  assert.ok(!inEffect(s, 99));
});

test("#94 Union of Democratic Forces played by the Communist: the Democrat's checks use his own Ops modifiers (7.3.3)", () => {
  let s = position({
    side: "com",
    hand: [94],
    otherHand: [1],
    clear: true,
    sp: { Sofia: [4, 0] },
    // Prudence played by the Communist: Democratic cards -1.
    mutate: (t) => void t.lasting.push({ card: 8, side: "com", until: "turn" }),
  });
  s = play(s, 94, "ops");
  s = act(s, "option:event");
  assert.deepEqual(sp(s, "Sofia"), [2, 0], "a single space: removed at once, at most 2");
  assert.equal(kind(s), "supportCheck");
  assert.equal(decision(s)!.ops, 3, "4 Ops - 1 (Prudence)");
  assert.deepEqual(keys(s), [space("Sofia")]);
});

test("#97 The Tyrant is Gone waiting fires after a Romanian struggle started by Domino Theory", () => {
  let s = position({
    side: "dem",
    hand: [89],
    otherHand: [1],
    sp: { "Cluj-Napoca": [6, 0] },
    mutate: (t) => {
      t.flags.event54 = 1;
      t.lasting.push({ card: 97, side: "dem", until: "cancelled" });
      t.power.Poland = "dem";
      t.power.Hungary = "dem";
      t.discard.push(95);
      t.deck = t.deck.filter((c) => c !== 95);
    },
  });
  s = play(s, 89);
  s = act(s, "card:95");
  assert.equal(s.ps?.country, "Romania");
  s = until(s, (t) => decision(t)?.card === 97 || (t.ps === null && kind(t) === "actionRound"));
  assert.equal(s.ps, null);
  assert.equal(decision(s)?.card, 97, "the Democrat chooses the refuge");
  assert.equal(player(s), "dem");
  assert.ok(!inEffect(s, 97));
  s = act(s, actionKey(decision(s)!.actions[0]!));
  assert.equal(s.flags.tyrantGone, 1);
  assert.ok(s.removed.includes(89));
});
