// The rulebook's worked examples of 5.2 (opponent's events) and 7.3 (Ops modifiers), played with
// the real cards.
import assert from "node:assert/strict";
import { test } from "node:test";
import { apply, decision, type State } from "@dawn/engine";
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
  sp,
} from "./helpers.ts";

const WALESA = 3;
const PRUDENCE = 8;
const PERESTROIKA = 25;
const CONSUMERISM = 27;
const JAN_PALACH = 29;
const MICHNIK = 4;
const AHBR = 58;
const ROUNDTABLE = 17;

/** Plays on, always taking the first legal action, while `side` decides and `go` holds. */
function firstWhile(s: State, go: (s: State) => boolean): State {
  for (let i = 0; i < 200 && decision(s) && go(s); i++) s = apply(s, dec(s).actions[0]!);
  return s;
}

test("5.2 example 1: Jan Palach Week for 1 Op, the Democrat's event first (6 SPs in Charles University)", () => {
  let s = setSP(setHand(clearBoard(setupGame()), "com", [JAN_PALACH, CARD.com1]), { Berlin: [3, 0] });
  s = playAs(s, JAN_PALACH, "ops");
  assert.equal(dec(s).kind, "operations");
  assert.ok(has(s, { t: "option", option: "event" }), "the phasing player chooses the order");
  s = option(s, "event");
  s = firstWhile(s, (t) => dec(t).player === "dem");
  assert.deepEqual(sp(s, "Charles University"), [0, 6]);
  // Then the Communist conducts his Operations with the card's 1 Op.
  assert.equal(dec(s).player, "com");
  assert.equal(dec(s).kind, "operations");
  assert.equal(has(s, { t: "option", option: "event" }), false);
  s = option(s, "place");
  assert.equal(dec(s).ops, 1);
  s = place(s, "Berlin");
  // Asterisk event that took place: removed from the game.
  assert.ok(s.removed.includes(JAN_PALACH));
  assert.equal(dec(s).player, "dem");
});

test("5.2 example 1, the other order: Operations first, then the event takes place", () => {
  let s = setSP(setHand(clearBoard(setupGame()), "com", [JAN_PALACH, CARD.com1]), { Berlin: [3, 0] });
  s = option(playAs(s, JAN_PALACH, "ops"), "place");
  s = place(s, "Berlin");
  s = firstWhile(s, (t) => dec(t).player === "dem" && t.round === 1);
  assert.deepEqual(sp(s, "Charles University"), [0, 6]);
  assert.ok(s.removed.includes(JAN_PALACH));
});

test("5.2 example 2: Walesa before Solidarity Legalized: 3 Ops, no event, the card is discarded not removed", () => {
  let s = setSP(setHand(clearBoard(setupGame()), "com", [WALESA, CARD.com1]), { Berlin: [3, 0] });
  s = playAs(s, WALESA, "ops");
  assert.equal(has(s, { t: "option", option: "event" }), false);
  s = option(s, "place");
  assert.equal(dec(s).ops, 3);
  s = place(place(place(s, "Berlin"), "Berlin"), "Berlin");
  assert.ok(s.discard.includes(WALESA));
  assert.equal(s.removed.includes(WALESA), false);
  assert.equal(lastEntry(s, "noEvent").card, WALESA);
});

test("7.3.1 example with the real cards: Prudence, Austria-Hungary Border Reopened and TST box 2", () => {
  let s = clearBoard(setupGame());
  s = setSP(s, { "Lutheran Church": [0, 1], Berlin: [3, 0], Warszawa: [3, 0] });
  s = setHand(s, "com", [PRUDENCE, CARD.com1, CARD.com2]);
  s = setHand(s, "dem", [AHBR, MICHNIK, ROUNDTABLE, CARD.dem2]);
  s = edit(s, (n) => {
    n.tst = { com: 0, dem: 2 };
    n.tstFirst[1] = "dem";
    n.tstFirst[2] = "dem";
  });
  // The Communist plays Prudence; the Democrat plays Austria-Hungary Border Reopened.
  s = playAs(s, PRUDENCE, "event");
  s = firstWhile(s, (t) => dec(t).player === "com" && t.round === 1);
  assert.equal(dec(s).player, "dem");
  s = playAs(s, AHBR, "event");
  s = firstWhile(s, (t) => dec(t).player === "dem");
  // Communist round 2: a neutral 1-Op play elsewhere.
  s = option(playAs(s, CARD.com1, "ops"), "place");
  s = place(s, "Berlin");
  // 1 + 1 (TST) + 1 (AHBR, East Germany only) - 1 (Prudence) = 2: 2 SPs in Leipzig.
  s = option(playAs(s, MICHNIK, "ops"), "place");
  assert.equal(dec(s).ops, 2);
  s = place(place(s, "Leipzig"), "Leipzig");
  assert.deepEqual(sp(s, "Leipzig"), [0, 2]);
  // Roundtable Talks for Support Checks outside East Germany: 3 - 1 = 2.
  s = option(playAs(s, CARD.com2, "ops"), "place");
  s = firstWhile(s, (t) => dec(t).player === "com");
  s = option(playAs(s, ROUNDTABLE, "ops"), "check");
  if (dec(s).kind === "declareBonus") s = option(s, "no");
  assert.equal(dec(s).kind, "supportCheck");
  assert.equal(dec(s).ops, 2);
});

test("7.3.3 example: Perestroika and Prudence; Consumerism for 4 Ops, then its check with 2", () => {
  let s = clearBoard(setupGame());
  s = setSP(s, { Berlin: [3, 0], Leipzig: [0, 1], Magdeburg: [3, 0], Halle: [2, 0] });
  s = setHand(s, "com", [PERESTROIKA, PRUDENCE, CONSUMERISM, CARD.com1]);
  s = setHand(s, "dem", [CARD.dem1, CARD.dem2, CARD.dem3, CARD.dem4]);
  s = playAs(s, PERESTROIKA, "event");
  s = firstWhile(s, (t) => dec(t).player === "com" && t.round === 1);
  s = option(playAs(s, CARD.dem1, "ops"), "place");
  s = place(s, "Leipzig");
  s = playAs(s, PRUDENCE, "event");
  s = firstWhile(s, (t) => dec(t).player === "com" && t.round === 2);
  s = asPhasing(
    edit(s, (n) => {
      n.round = 3;
    }),
    "com",
  );
  // Consumerism (Democrat, 3 Ops) for Operations, Ops first: 3 + 1 (Perestroika) = 4.
  s = option(playAs(s, CONSUMERISM, "ops"), "place");
  assert.equal(dec(s).ops, 4);
  for (let i = 0; i < 4; i++) s = place(s, "Berlin");
  // The Democrat's event: remove a Communist SP, then a check with 3 - 1 (Prudence) = 2.
  let seenCheck = false;
  for (let i = 0; i < 20 && dec(s).player === "dem"; i++) {
    if (dec(s).kind === "supportCheck") {
      assert.equal(dec(s).ops, 2);
      seenCheck = true;
      break;
    }
    s = apply(s, dec(s).actions[0]!);
  }
  assert.ok(seenCheck, "the Democrat makes the event's Support Check");
});
