// 5.x card play, 6.1 SP placement, 6.2 Support Checks and 7.3 Ops modifiers, against the rulebook.
import assert from "node:assert/strict";
import { test } from "node:test";
import { card, type State, spaceId } from "@dawn/engine";
import { defineHooks } from "../src/rules/hooks.ts";
import { disposeCard } from "../src/rules/play.ts";
import {
  act,
  asPhasing,
  CARD,
  clearBoard,
  dec,
  edit,
  has,
  lastEntry,
  option,
  otherMods,
  place,
  playAs,
  setHand,
  setSP,
  setupGame,
  sp,
  withDice,
} from "./helpers.ts";

const base = () => clearBoard(setupGame());

test("5.1/2.2.3 a Scoring card is playable only as an Event; other cards for Ops or a TST attempt", () => {
  const s = setHand(base(), "com", [CARD.polandScoring, CARD.com3, CARD.dem3]);
  const d = dec(s);
  const of = (c: number) =>
    d.actions
      .filter((a) => a.t === "play" && a.card === c)
      .map((a) => (a.t === "play" ? a.as : ""))
      .sort();
  assert.deepEqual(of(CARD.polandScoring), ["event"]);
  assert.ok(of(CARD.com3).includes("ops"));
  assert.ok(of(CARD.com3).includes("tst"));
  // An opponent's card never offers its event to the phasing player (5.2, 7.1).
  assert.deepEqual(of(CARD.dem3), ["ops", "tst"]);
  // No way to pass (5.1).
  assert.equal(
    d.actions.every((a) => a.t === "play"),
    true,
  );
});

test("2.2.4 / 5.2: asterisk cards are removed only when their event took place", () => {
  const s = base();
  const asterisk = CARD.com4; // Deutsche Marks*
  assert.equal(card(asterisk).asterisk, true);
  const a = edit(s, (n) => disposeCard(n, asterisk, true));
  assert.ok(a.removed.includes(asterisk) && !a.discard.includes(asterisk));
  const b = edit(s, (n) => disposeCard(n, asterisk, false));
  assert.ok(b.discard.includes(asterisk) && !b.removed.includes(asterisk));
  const plain = CARD.dem2; // Intelligentsia, no asterisk
  const c = edit(s, (n) => disposeCard(n, plain, true));
  assert.ok(c.discard.includes(plain));
});

test("6.0 a card played for Ops is placed in the discard pile afterwards (own event: no event)", () => {
  let s = setSP(setHand(base(), "com", [CARD.com2, CARD.com1]), { Berlin: [2, 0] });
  s = playAs(s, CARD.com2, "ops");
  assert.equal(dec(s).kind, "operations");
  assert.equal(
    dec(s).actions.some((a) => a.t === "option" && a.option === "event"),
    false,
  );
  s = option(s, "place");
  s = place(s, "Berlin");
  s = place(s, "Berlin");
  assert.deepEqual(sp(s, "Berlin"), [4, 0]);
  assert.ok(s.discard.includes(CARD.com2));
  assert.equal(dec(s).player, "dem");
});

test("6.1.3 Budapest example: 2 Ops for the first SP, then 1 once control is broken", () => {
  let s = setSP(setHand(base(), "com", [CARD.com4, CARD.com1]), { Budapest: [0, 3], Tatabanya: [1, 0] });
  s = option(playAs(s, CARD.com4, "ops"), "place");
  assert.equal(dec(s).kind, "placeSupport");
  assert.equal(dec(s).ops, 4);
  s = place(s, "Budapest");
  assert.equal(dec(s).ops, 2, "the first SP in Democrat-controlled Budapest costs 2");
  s = place(s, "Budapest");
  assert.equal(dec(s).ops, 1);
  s = place(s, "Budapest");
  assert.deepEqual(sp(s, "Budapest"), [3, 3]);
  assert.equal(dec(s).player, "dem", "all 4 Ops were spent");
});

test("6.1.3 an opponent-controlled space costing 2 is not offered with 1 Op left", () => {
  let s = setSP(setHand(base(), "com", [CARD.com1, CARD.com2]), { Budapest: [0, 3], Tatabanya: [1, 0] });
  s = option(playAs(s, CARD.com1, "ops"), "place");
  assert.equal(has(s, { t: "space", space: spaceId("Budapest") }), false);
  assert.equal(has(s, { t: "space", space: spaceId("Tatabanya") }), true);
});

test("6.1.2/6.1.4 Czech Catholic Church and Gdansk example: SPs placed this round do not extend adjacency", () => {
  let s = setSP(asPhasing(setHand(base(), "dem", [CARD.dem4, CARD.dem1]), "dem"), {
    "Catholic Church, Czechoslovakia": [0, 1],
    Gdansk: [0, 1],
  });
  s = option(playAs(s, CARD.dem4, "ops"), "place");
  const allowed = (t: State) =>
    dec(t)
      .actions.map((a) => (a.t === "space" ? a.space : -1))
      .sort((a, b) => a - b);
  const want = [
    "Catholic Church, Czechoslovakia",
    "Bratislava",
    "Ostrava",
    "Presov",
    "Gdansk",
    "Szczecin",
    "Bydgoszcz",
    "Poznan",
    "Warszawa",
    "Bialystok",
  ]
    .map(spaceId)
    .sort((a, b) => a - b);
  assert.deepEqual(allowed(s), want);
  s = place(s, "Presov");
  assert.equal(has(s, { t: "space", space: spaceId("Kosice") }), false, "Kosice is not reachable via Presov");
  assert.deepEqual(allowed(s), want);
  s = place(s, "Gdansk");
  s = place(s, "Bratislava");
  s = place(s, "Ostrava");
  assert.deepEqual(sp(s, "Presov"), [0, 1]);
  assert.deepEqual(sp(s, "Ostrava"), [0, 1]);
  assert.equal(dec(s).player, "com");
});

// The rulebook's 6.2 example, reproduced with fixed dice (5, then 1).
function jagiellonianPosition(): State {
  let s = setHand(base(), "com", [CARD.com3, CARD.com1]);
  s = setSP(s, {
    "Catholic Church, Poland": [0, 5],
    Krakow: [0, 3],
    "Jagiellonian University": [0, 1],
    "Polish Writers": [0, 2],
    Lodz: [3, 0],
  });
  return withDice(s, [5, 1]);
}

test("6.2 Jagiellonian University and Krakow example: same totals and results", () => {
  let s = option(playAs(jagiellonianPosition(), CARD.com3, "ops"), "check");
  assert.equal(dec(s).kind, "supportCheck");
  assert.equal(dec(s).ops, 3);
  // Targets: only spaces with Democratic SPs (6.2.3).
  const targets = dec(s)
    .actions.filter((a) => a.t === "space")
    .map((a) => (a.t === "space" ? a.space : -1))
    .sort((a, b) => a - b);
  assert.deepEqual(
    targets,
    ["Catholic Church, Poland", "Krakow", "Jagiellonian University", "Polish Writers"]
      .map(spaceId)
      .sort((a, b) => a - b),
  );
  s = place(s, "Jagiellonian University");
  // 5 + 3 - 2 = 6 > 2 by 4: the Democratic SP is removed and 3 Communist SPs are added.
  let check = lastEntry(s, "check");
  assert.deepEqual([check.die, otherMods(check), check.total, check.need - 1], [5, -2, 6, 2]);
  assert.deepEqual([check.removed, check.added, check.success], [1, 3, true]);
  assert.deepEqual(sp(s, "Jagiellonian University"), [3, 0]);
  assert.equal(dec(s).kind, "supportCheck");
  s = place(s, "Krakow");
  // 1 + 3 + 2 (Lodz, Jagiellonian) - 1 (Polish Catholic Church) = 5, not above 6: no effect.
  check = lastEntry(s, "check");
  assert.deepEqual([check.die, otherMods(check), check.total, check.need - 1], [1, 1, 5, 6]);
  assert.deepEqual([check.removed, check.added, check.success], [0, 0, false]);
  // The terms: +2 adjacent controlled spaces, -1 adjacent opponent-controlled space.
  assert.deepEqual(
    check.mods.map((m) => [m.why, m.value]),
    [
      ["ops", 3],
      ["adjacentOwn", 2],
      ["adjacentOpponent", -1],
    ],
  );
  assert.deepEqual(sp(s, "Krakow"), [0, 3]);
  assert.equal(dec(s).player, "dem");
});

test("6.2.5/6.2.6 a check equal to the doubled stability has no effect; one above removes 1", () => {
  const pos = setSP(setHand(base(), "com", [CARD.com3, CARD.com1]), { Gdansk: [0, 2] });
  // Gdansk stability 3: target 6. No adjacent controlled spaces. 3 + 3 = 6: nothing.
  let s = place(option(playAs(withDice(pos, [3, 4]), CARD.com3, "ops"), "check"), "Gdansk");
  assert.deepEqual(sp(s, "Gdansk"), [0, 2]);
  s = place(s, "Gdansk");
  // 4 + 3 = 7: 1 removed.
  assert.deepEqual(sp(s, "Gdansk"), [0, 1]);
  // The card gave exactly two checks (6.2.2).
  assert.equal(dec(s).player, "dem");
});

test("6.2.3 a target must have opponent SPs at the start of each check", () => {
  const pos = setSP(setHand(base(), "com", [CARD.com3, CARD.com1]), { "Jagiellonian University": [0, 1] });
  let s = option(playAs(withDice(pos, [6]), CARD.com3, "ops"), "check");
  s = place(s, "Jagiellonian University");
  assert.deepEqual(sp(s, "Jagiellonian University"), [6, 0]);
  // No Democratic SP is left anywhere: the second check has no target and ends.
  assert.equal(dec(s).player, "dem");
});

// 7.3: Ops modifiers from lasting events, registered here as test hooks on two real cards.
const PRUDENCE = 8;
const AHBR = 58;
function withModifiers(s: State): State {
  defineHooks(PRUDENCE, { opsModifier: (_s, l, side) => (side !== l.side ? -1 : 0) });
  defineHooks(AHBR, {
    opsModifier: (_s, l, side, _c, egOnly) => (side === l.side && egOnly ? 1 : 0),
  });
  return edit(s, (n) => {
    n.lasting.push(
      { card: PRUDENCE, side: "com", until: "turn" },
      { card: AHBR, side: "dem", until: "turn" },
    );
    n.tst = { com: 0, dem: 2 };
    n.tstFirst[1] = "dem";
    n.tstFirst[2] = "dem";
  });
}

test("7.3.1 example: Michnik = 1 +1 (TST) +1 (AHBR in East Germany) -1 (Prudence) = 2 SPs in Leipzig", () => {
  let s = asPhasing(setHand(base(), "dem", [CARD.dem1, CARD.dem3, CARD.dem2]), "dem");
  s = withModifiers(setSP(s, { "Lutheran Church": [0, 1] }));
  s = option(playAs(s, CARD.dem1, "ops"), "place");
  assert.equal(dec(s).ops, 2);
  s = place(s, "Leipzig");
  s = place(s, "Leipzig");
  assert.deepEqual(sp(s, "Leipzig"), [0, 2]);
  assert.equal(dec(s).player, "com");
});

test("7.3.1 the AHBR bonus is lost as soon as an SP goes outside East Germany", () => {
  let s = asPhasing(setHand(base(), "dem", [CARD.dem1, CARD.dem3]), "dem");
  s = withModifiers(setSP(s, { "Lutheran Church": [0, 1], Gdansk: [0, 1] }));
  s = option(playAs(s, CARD.dem1, "ops"), "place");
  s = place(s, "Gdansk");
  assert.equal(dec(s).player, "com", "only 1 Op outside East Germany");
});

test("7.3.1 example: Roundtable Talks for checks outside East Germany gives +2 (Prudence only)", () => {
  let s = asPhasing(setHand(base(), "dem", [CARD.dem3, CARD.dem1]), "dem");
  s = withModifiers(setSP(s, { Warszawa: [2, 0], Dresden: [2, 0] }));
  s = option(playAs(s, CARD.dem3, "ops"), "check");
  // 11.1: the AHBR bonus must be declared (or not) before the first roll.
  assert.equal(dec(s).kind, "declareBonus");
  s = option(s, "no");
  assert.equal(dec(s).kind, "supportCheck");
  assert.equal(dec(s).ops, 2);
});

test("7.3.2 a non-Scoring card is always worth at least 1 Op", () => {
  defineHooks(PRUDENCE, { opsModifier: (_s, l, side) => (side !== l.side ? -3 : 0) });
  let s = asPhasing(setHand(base(), "dem", [CARD.dem2, CARD.dem1]), "dem");
  s = edit(setSP(s, { Gdansk: [0, 1] }), (n) => {
    n.lasting.push({ card: PRUDENCE, side: "com", until: "turn" });
  });
  s = option(playAs(s, CARD.dem2, "ops"), "place");
  assert.equal(dec(s).ops, 1);
});

test("6.2.4 adjacency: +1 per friendly controlled neighbour, -1 per opponent one, target SPs ignored", () => {
  // Warszawa (stability 3, target 6); neighbours Gdansk, Bydgoszcz, Bialystok, Lodz, Lublin.
  let pos = setHand(base(), "dem", [CARD.dem1, CARD.dem2]);
  pos = asPhasing(pos, "dem");
  pos = setSP(pos, {
    Warszawa: [9, 0],
    Gdansk: [0, 3],
    Bialystok: [0, 4],
    Lodz: [3, 0],
    Lublin: [0, 3],
  });
  // 2 (die) + 1 (Op) + 2 - 1 = 4.
  const s = place(option(playAs(withDice(pos, [2]), CARD.dem1, "ops"), "check"), "Warszawa");
  const check = lastEntry(s, "check");
  assert.deepEqual([check.die, otherMods(check), check.total, check.need - 1], [2, 1, 4, 6]);
  assert.equal(act(s, { t: "option", option: "done" }).seq > s.seq, true);
});
