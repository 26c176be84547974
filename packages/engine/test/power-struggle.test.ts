// 8.x Power Struggles, 9.x country scoring and 10.1 automatic victory, against the rulebook.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decision, type Side, type State, spaceId, tallyCountry, view } from "@dawn/engine";
import { leaderUsable } from "../src/rules/power-struggle.ts";
import {
  act,
  asPhasing,
  CARD,
  clearBoard,
  dec,
  edit,
  entries,
  has,
  lastEntry,
  option,
  place,
  playAs,
  powerDeck,
  setHand,
  setSP,
  setupGame,
  sp,
  withDice,
} from "./helpers.ts";

// Power Struggle card ids (see data/power-cards.generated.ts).
const RALLY = [1, 2, 3, 4, 5, 6];
const STRIKE6 = 7;
const STRIKE4 = [11, 12, 13, 14];
const STRIKE3 = [15, 16, 17, 18];
const MARCH6 = [19, 20];
const MARCH3 = [27, 28, 29, 30];
const PETITION6 = [31, 32, 33];
const INTELLECTUAL = 37;
const ELITE = 41;
const WORKER = 45;
const STUDENT = 47;
const CHURCH = 48;
const FALTERS = 49;
const SURGES = 50;
const SCARE = 51;
const TACTIC_FAILS = 52;

/**
 * The Polish position of the 8.1.2 example: the Democrat controls the Catholic Church, Polish
 * Writers, Wroclaw and Krakow; the Communist controls Bydgoszcz and Warszawa; 1 Democratic SP in
 * Gdansk.
 */
function poland(initiator: Side, dice: number[] = []): State {
  let s = clearBoard(setupGame());
  s = setSP(s, {
    "Catholic Church, Poland": [0, 5],
    "Polish Writers": [0, 2],
    Wroclaw: [0, 3],
    Krakow: [0, 3],
    Bydgoszcz: [4, 0],
    Warszawa: [3, 0],
    Gdansk: [0, 1],
  });
  if (initiator === "dem") s = asPhasing(s, "dem");
  s = setHand(s, initiator, [CARD.polandScoring, initiator === "com" ? CARD.com1 : CARD.dem1]);
  return withDice(s, dice);
}

/** Plays the Poland Scoring card; the struggle waits at its first decision. */
function start(s: State): State {
  return playAs(s, CARD.polandScoring, "event");
}

/** Sets both Power Struggle hands exactly (the other cards form the deck). */
function hands(s: State, com: number[], dem: number[]): State {
  return edit(s, (n) => {
    const ps = n.ps!;
    ps.hands = { com: com.slice(), dem: dem.slice() };
    ps.deck = [];
    for (let i = 1; i <= 52; i++) if (!com.includes(i) && !dem.includes(i)) ps.deck.push(i);
  });
}

const pass = (s: State) => option(s, "pass");
const lead = (s: State, card: number, suit?: string) =>
  act(s, suit ? { t: "power", card, suit } : { t: "power", card });

test("8.1.1/8.1.2 example: the Democrat is dealt 12 cards and the Communist 8", () => {
  const order = powerDeck([]);
  let s = poland("dem");
  s = edit(s, (n) => {
    (n as { options: unknown }).options = { ...n.options, fixture: { powerDecks: [order] } };
  });
  s = start(s);
  assert.equal(s.ps!.hands.com.length, 8);
  assert.equal(s.ps!.hands.dem.length, 12);
  // Drawn in deck order, the Communist first.
  assert.deepEqual(s.ps!.hands.com, order.slice(0, 8));
  assert.deepEqual(s.ps!.hands.dem, order.slice(8, 20));
  assert.equal(s.ps!.deck.length, 52 - 20);
  // 8.2.1: the player who played the Scoring card decides first whether to raise.
  assert.equal(dec(s).kind, "raiseStakes");
  assert.equal(dec(s).player, "dem");
  // Each side sees only his own hand.
  assert.deepEqual(view(s, "com").ps!.hand, s.ps!.hands.com);
  assert.deepEqual(view(s, "dem").ps!.hand, s.ps!.hands.dem);
  assert.deepEqual(view(s, "observer").ps!.hand, []);
  assert.deepEqual(view(s, "com").ps!.handSizes, { com: 8, dem: 12 });
});

test("8.1.1 a player controlling nothing gets no cards; an attacker without cards loses at once (8.3.1)", () => {
  let s = setSP(poland("com", [1, 1]), { Bydgoszcz: [0, 0], Warszawa: [0, 0] });
  s = start(s);
  assert.equal(s.ps!.hands.com.length, 0);
  // No raise for the Communist (no cards); the Democrat may raise.
  assert.equal(dec(s).player, "dem");
  s = pass(s);
  // Democrat wins without a suit: rolls unmodified; 1 -> nothing.
  assertNoCardWin(s);
});

test("8.2 raise the stakes: discard 3 cards; impossible with fewer than 3", () => {
  let s = hands(start(poland("dem")), [RALLY[0]!, RALLY[1]!], [STRIKE6, ...MARCH3]);
  assert.equal(dec(s).player, "dem");
  s = option(s, "raise");
  assert.equal(dec(s).kind, "raiseDiscard");
  s = lead(s, MARCH3[0]!);
  s = lead(s, MARCH3[1]!);
  s = lead(s, MARCH3[2]!);
  assert.deepEqual(s.ps!.hands.dem, [STRIKE6, MARCH3[3]!]);
  assert.equal(s.ps!.raised.dem, true);
  assert.equal(s.ps!.raised.com, false);
  // The Communist has 2 cards: no raise decision for him. Play starts: the initiator attacks.
  assert.equal(dec(s).kind, "powerAttack");
  assert.equal(dec(s).player, "dem");
});

test("2.3.2/8.3.2 leaders are usable only with a controlled space of their type in the country", () => {
  let s = hands(start(poland("com")), [ELITE, CHURCH, INTELLECTUAL, STUDENT], [WORKER, 46, RALLY[2]!]);
  s = pass(s); // Communist
  s = pass(s); // Democrat
  const d = dec(s);
  assert.equal(d.player, "com");
  // The Communist controls Bydgoszcz (Elite): the Elite Leader in any of the 4 suits; nothing else.
  const keys = d.actions.map((a) => (a.t === "power" ? `${a.card}:${a.suit ?? ""}` : "?")).sort();
  assert.deepEqual(keys, [`${ELITE}:march`, `${ELITE}:petition`, `${ELITE}:rally`, `${ELITE}:strike`]);
  // Lead it as a March; the Democrat controls Wroclaw and Krakow (Workers): Worker Leaders match.
  s = lead(s, ELITE, "march");
  assert.equal(s.ps!.lead?.rank, 3);
  const m = dec(s);
  assert.equal(m.kind, "powerMatch");
  assert.ok(has(s, { t: "power", card: WORKER, suit: "march" }));
  assert.ok(has(s, { t: "power", card: 46, suit: "march" }));
  assert.equal(has(s, { t: "power", card: RALLY[2]! }), false, "a Rally does not match a March");
  assert.ok(has(s, { t: "option", option: "concede" }));
});

test("8.3.2 Rally in the Square: a matched Rally passes the initiative without a roll", () => {
  let s = hands(
    start(poland("com")),
    [RALLY[0]!, STRIKE6, STRIKE3[0]!],
    [RALLY[1]!, STRIKE3[1]!, STRIKE3[2]!],
  );
  s = pass(pass(s));
  const dice = s.fx.dice;
  s = lead(s, RALLY[0]!);
  s = lead(s, RALLY[1]!);
  assert.equal(s.fx.dice, dice, "no die rolled");
  assert.equal(s.ps!.attacker, "dem");
  assert.equal(dec(s).player, "dem");
  assert.equal(dec(s).kind, "powerAttack");
});

test("8.3.2 step 3 example: against a March 6 the defender needs a 6 to take the initiative", () => {
  const pos = hands(start(poland("dem")), [MARCH3[0]!, MARCH3[1]!, ELITE], [MARCH6[0]!, MARCH6[1]!, STRIKE6]);
  const play = (die: number) => {
    let s = withDice(pass(pass(pos)), [die]);
    s = lead(s, MARCH6[0]!);
    s = lead(s, MARCH3[0]!);
    return s;
  };
  const s2 = play(2);
  assert.equal(s2.ps!.attacker, "dem", "a 2 keeps the Democrat attacking");
  assert.equal(dec(s2).player, "dem");
  const s5 = play(5);
  assert.equal(s5.ps!.attacker, "dem");
  const s6 = play(6);
  assert.equal(s6.ps!.attacker, "com", "a 6 seizes the initiative");
  assert.equal(dec(s6).player, "com");
  // 8.3.3: the attacker may not concede.
  assert.equal(has(s2, { t: "option", option: "concede" }), false);
});

test("8.3.2 Tactic Fails: only as a match; the suit is banned for both; no roll, the attacker keeps the initiative", () => {
  let s = hands(
    start(poland("com")),
    [TACTIC_FAILS, STRIKE6, STRIKE3[0]!, ELITE, MARCH3[0]!],
    [STRIKE4[0]!, MARCH3[1]!],
  );
  s = pass(s); // the Democrat has only 2 cards: no decision for him
  assert.equal(has(s, { t: "power", card: TACTIC_FAILS }), false, "Tactic Fails can never be led");
  // Give the Democrat Tactic Fails instead, and let the Communist lead a Strike.
  s = edit(s, (n) => {
    const ps = n.ps!;
    ps.hands.com.splice(ps.hands.com.indexOf(TACTIC_FAILS), 1);
    ps.hands.dem.push(TACTIC_FAILS);
  });
  const dice = s.fx.dice;
  s = lead(s, STRIKE6);
  assert.ok(has(s, { t: "power", card: TACTIC_FAILS }));
  s = lead(s, TACTIC_FAILS);
  assert.equal(s.fx.dice, dice, "no counterattack roll");
  assert.deepEqual(s.ps!.banned, ["strike"]);
  assert.equal(dec(s).player, "com");
  // The Communist can no longer lead a Strike nor name it for his Elite Leader.
  assert.equal(has(s, { t: "power", card: STRIKE3[0]! }), false);
  assert.equal(has(s, { t: "power", card: ELITE, suit: "strike" }), false);
  assert.ok(has(s, { t: "power", card: ELITE, suit: "march" }));
  assert.ok(has(s, { t: "power", card: MARCH3[0]! }));
});

test("8.3.2 the attacker with no playable card loses; the defender wins", () => {
  // The Communist holds only Tactic Fails and a Church Leader he cannot use.
  let s = hands(start(poland("com", [1, 1])), [TACTIC_FAILS, CHURCH, INTELLECTUAL], [STRIKE6]);
  s = pass(s);
  assert.equal(s.ps?.winner, "dem");
  assert.equal(dec(s).kind, "retainPower", "straight to the aftermath");
  assertNoCardWin(s);
});

test("8.3.2 wild cards: Support Falters, Support Surges and Scare Tactics pass the initiative", () => {
  const pos = pass(
    pass(hands(start(poland("com")), [FALTERS, SURGES, SCARE, STRIKE6], [...RALLY.slice(0, 4), STRIKE3[0]!])),
  );
  let s = lead(pos, FALTERS);
  assert.equal(s.ps!.hands.dem.length, 3, "the Democrat discards 2 at random");
  assert.equal(s.ps!.attacker, "dem");
  assert.equal(dec(s).player, "dem");
  s = lead(pos, SURGES);
  assert.equal(s.ps!.hands.com.length, 3 + 2, "the Communist draws 2");
  assert.equal(s.ps!.attacker, "dem");
  s = lead(pos, SCARE);
  assert.equal(dec(s).kind, "scareTactics");
  const targets = dec(s).actions.map((a) => (a.t === "space" ? a.space : -1));
  assert.ok(targets.includes(spaceId("Gdansk")));
  assert.equal(targets.includes(spaceId("Bydgoszcz")), false);
  s = place(s, "Krakow");
  assert.deepEqual(sp(s, "Krakow"), [0, 2]);
  assert.equal(s.ps!.attacker, "dem");
  assert.equal(dec(s).kind, "powerAttack");
});

test("8.2-8.5 the rulebook's Poland walk-through: raise, March 6, roll 2, concede, loss 1, VP roll 3+1, Power, scoring +4", () => {
  // Dice: counterattack 2, support loss 1, VP 3.
  let s = start(poland("dem", [2, 1, 3]));
  const filler = [...STRIKE3, ...STRIKE4];
  s = hands(s, [MARCH3[0]!, ELITE, INTELLECTUAL, ...PETITION6, RALLY[0]!, RALLY[1]!], [...MARCH6, ...filler]);
  assert.equal(dec(s).player, "dem");
  s = option(s, "raise");
  s = lead(lead(lead(s, STRIKE3[0]!), STRIKE3[1]!), STRIKE3[2]!);
  s = pass(s); // the Communist does not raise
  s = lead(s, MARCH6[0]!);
  // The Communist could use his Elite Leader but not his Intellectual Leader (no Polish Writers).
  assert.ok(has(s, { t: "power", card: ELITE, suit: "march" }));
  assert.equal(has(s, { t: "power", card: INTELLECTUAL, suit: "march" }), false);
  s = lead(s, MARCH3[0]!);
  assert.equal(dec(s).player, "dem", "rolled 2 against 6: the Democrat keeps the initiative");
  s = lead(s, MARCH6[1]!);
  s = option(s, "concede");
  // Support loss: 1 + 1 = 2 -> 1 SP, the Communist's choice in Poland.
  assert.equal(dec(s).kind, "supportLoss");
  assert.equal(dec(s).player, "com");
  const choices = dec(s).actions.map((a) => (a.t === "space" ? a.space : -1));
  assert.deepEqual(choices.sort(), [spaceId("Bydgoszcz"), spaceId("Warszawa")].sort());
  s = place(s, "Bydgoszcz");
  // VP roll: 3 + 1 = 4 -> 2 VP, and the Communist is toppled (8.4.4).
  assert.equal(s.power.Poland, "dem");
  assert.ok(s.removed.includes(CARD.polandScoring));
  assert.equal(s.discard.includes(CARD.polandScoring), false);
  // 9.3 example: Democrat domination 6 + 2 = 8, Communist presence 3 + 1 = 4: net +4.
  const scoring = lastEntry(s, "scoring");
  assert.deepEqual([scoring.dem.level, scoring.dem.battlegrounds, scoring.dem.points], ["domination", 2, 8]);
  assert.deepEqual([scoring.com.level, scoring.com.battlegrounds, scoring.com.points], ["presence", 1, 4]);
  assert.equal(scoring.net, 4);
  assert.deepEqual(
    entries(s, "vp").map((e) => [e.side, e.n, e.why]),
    [
      ["dem", 2, "psVp"],
      ["dem", 4, "scoring"],
    ],
  );
  assert.equal(s.vp, 2 + 4);
  assert.equal(s.ps, null);
  assert.equal(decision(s)?.player, "com", "the Democrat's round is over");
});

/** The attacker had no playable card: the Democrat won, with no suit (8.3.1). */
function assertNoCardWin(s: State): void {
  const r = lastEntry(s, "psResult");
  assert.deepEqual([r.winner, r.suit, r.why], ["dem", null, "noCard"]);
}

/** A finished struggle won by `winner` with `suit`, aftermath dice given. */
function won(winner: Side, suit: "rally" | "petition" | "march", dice: number[], raise: Side[] = []) {
  const card = suit === "rally" ? RALLY[0]! : suit === "petition" ? PETITION6[0]! : MARCH6[0]!;
  const loserHand = [STRIKE3[0]!, STRIKE3[1]!, STRIKE3[2]!, STRIKE3[3]!];
  const winnerHand = [card, STRIKE4[0]!, STRIKE4[1]!, STRIKE4[2]!];
  let s = start(poland(winner, dice));
  s = hands(s, winner === "com" ? winnerHand : loserHand, winner === "dem" ? winnerHand : loserHand);
  for (const side of [winner, winner === "com" ? "dem" : "com"] as const) {
    if (raise.includes(side)) {
      s = option(s, "raise");
      const fill = side === winner ? STRIKE4 : STRIKE3;
      s = lead(lead(lead(s, fill[0]!), fill[1]!), fill[2]!);
    } else s = pass(s);
  }
  s = lead(s, card);
  s = option(s, "concede");
  return s;
}

test("8.4.1 aftermath modifiers: Petition -2, Rally +2, +1 per player who raised; table 0,0,1,1,2,2,3,4 clamped", () => {
  // Petition, die 3: 3 - 2 = 1 -> no loss; VP die 6: 6 - 2 = 4 -> 2 VP, toppled.
  let s = won("dem", "petition", [3, 6]);
  assert.equal(decision(s)?.kind === "supportLoss", false, "nothing to remove");
  const lossRoll = (x: State) =>
    entries(x, "roll")
      .filter((e) => e.for === "psSupportLoss")
      .at(-1)!;
  let loss = lossRoll(s);
  assert.deepEqual([loss.for, loss.die, loss.total, loss.result], ["psSupportLoss", 3, 1, 0]);
  assert.deepEqual(loss.mods, [{ why: "suit", value: -2 }]);
  assert.equal(s.power.Poland, "dem");
  // Rally, both raised: +4. Die 1 -> 5 -> 2 SPs; die 6 -> 10 -> clamped 7 -> 4 VP.
  s = won("dem", "rally", [1, 6], ["dem", "com"]);
  loss = lossRoll(s);
  assert.deepEqual(
    [loss.for, loss.side, loss.die, loss.total, loss.result],
    ["psSupportLoss", "com", 1, 5, 2],
  );
  assert.deepEqual(loss.mods, [
    { why: "suit", value: 2 },
    { why: "raised", value: 2 },
  ]);
  s = place(place(s, "Warszawa"), "Warszawa");
  const psVp = entries(s, "vp").filter((e) => e.why === "psVp");
  assert.deepEqual(
    [psVp.at(-1)!.side, psVp.at(-1)!.n, lastEntry(s, "roll").total, lastEntry(s, "roll").result],
    ["dem", 4, 10, 4],
  );
  // March, no modifier: the table itself. Die 2 -> 1 SP; die 3 -> 1 VP, no Power (3 < 4).
  s = won("dem", "march", [2, 3]);
  s = place(s, "Warszawa");
  const vpRoll = lastEntry(s, "roll");
  assert.deepEqual([vpRoll.for, vpRoll.die, vpRoll.total, vpRoll.result], ["psVp", 3, 3, 1]);
  // 8.4.4: the Democrat needed 4 to take Power.
  assert.deepEqual([vpRoll.need, vpRoll.success], [4, false]);
  const vp1 = entries(s, "vp").filter((e) => e.why === "psVp");
  assert.deepEqual([vp1.at(-1)!.side, vp1.at(-1)!.n], ["dem", 1]);
  assert.equal(s.power.Poland, "com");
  // The Communist keeps Power (8.4.4) and may now surrender it or score for it.
  assert.equal(dec(s).kind, "retainPower");
  assert.equal(dec(s).player, "com");
  // Petition with a 1: -1 clamps to 0.
  s = won("com", "petition", [1, 1]);
  const comRoll = lastEntry(s, "roll");
  assert.deepEqual(
    [comRoll.for, comRoll.die, comRoll.total, comRoll.result, comRoll.need],
    ["psVp", 1, -1, 0, null],
  );
  assert.equal(dec(s).kind, "retainPower");
});

test("8.4.5/8.4.6 the Communist scores Power x1, x2 ...; or surrenders it voluntarily", () => {
  let s = won("com", "march", [1, 1]);
  const vp0 = s.vp;
  s = option(s, "retain");
  // Poland Power value 3, first time: -3; then scoring (Democrat 8, Communist 3 + 1 = 4 -> +4).
  assert.equal(s.powerScored.Poland, 1);
  assert.ok(s.discard.includes(CARD.polandScoring));
  assert.equal(s.vp, vp0 - 3 + tallyNet(s));
  // Second time: x2.
  let t = edit(won("com", "march", [1, 1]), (n) => {
    n.powerScored.Poland = 1;
  });
  const before = t.vp;
  t = option(t, "retain");
  assert.equal(t.powerScored.Poland, 2);
  assert.equal(t.vp, before - 6 + tallyNet(t));
  // Surrender: no Power VP, the Democrat holds Power, the card leaves the game.
  let u = won("com", "march", [1, 1]);
  const b2 = u.vp;
  u = option(u, "surrender");
  assert.equal(u.power.Poland, "dem");
  assert.ok(u.removed.includes(CARD.polandScoring));
  assert.equal(u.vp, b2 + tallyNet(u));
});

function tallyNet(s: State): number {
  const t = tallyCountry(s, "Poland");
  return t.points.dem - t.points.com;
}

test("9.2 Domination needs a battleground and a non-battleground; Control needs every battleground", () => {
  const s0 = clearBoard(setupGame());
  // Democrat: Gdansk and Poznan (2 battlegrounds only); Communist: Bialystok (non-battleground).
  let s = setSP(s0, { Gdansk: [0, 3], Poznan: [0, 3], Bialystok: [4, 0] });
  let t = tallyCountry(s, "Poland");
  assert.equal(t.level.dem, "presence");
  assert.equal(t.points.dem, 3 + 2);
  assert.equal(t.level.com, "presence");
  // Add a non-battleground: Domination.
  s = setSP(s, { Szczecin: [0, 3] });
  t = tallyCountry(s, "Poland");
  assert.equal(t.level.dem, "domination");
  assert.equal(t.points.dem, 6 + 2);
  // More battlegrounds required: equal battlegrounds is not Domination.
  const eq = setSP(s, { Warszawa: [3, 0], Lodz: [3, 0] });
  assert.equal(tallyCountry(eq, "Poland").level.dem, "presence");
  // Every battleground (Gdansk, Poznan, Warszawa, Wroclaw, Lodz, Krakow) and more spaces: Control.
  const all = setSP(s, { Warszawa: [0, 3], Wroclaw: [0, 3], Lodz: [0, 3], Krakow: [0, 3] });
  t = tallyCountry(all, "Poland");
  assert.equal(t.level.dem, "control");
  assert.equal(t.points.dem, 9 + 6);
  // Hungary's Control is worth 4 (not 3): 4 battlegrounds Budapest, Miskolc, Debrecen, Szeged.
  const hu = setSP(s0, { Budapest: [0, 3], Miskolc: [0, 3], Debrecen: [0, 3], Szeged: [0, 4] });
  assert.equal(tallyCountry(hu, "Hungary").points.dem, 4 + 4);
});

test("9.3 example: Democrat 8, Communist 4, net +4", () => {
  const s = poland("com");
  const t = tallyCountry(s, "Poland");
  assert.deepEqual(t.points, { com: 4, dem: 8 });
  assert.deepEqual(t.level, { com: "presence", dem: "domination" });
});

test("10.1 automatic victory is checked only after the whole Power Struggle, scoring included", () => {
  // Democrat at +18 wins the struggle: +2 VP (20) during the aftermath ...
  // (die 1 -> no loss; die 4 -> 2 VP and Power). Scoring then gives +4 more: 18 + 2 + 4 = 24.
  let a = poland("dem", [1, 4]);
  a = edit(a, (n) => {
    n.vp = 18;
  });
  a = start(a);
  a = hands(a, [STRIKE3[0]!], [MARCH6[0]!, STRIKE4[0]!, STRIKE4[1]!]);
  a = pass(a);
  a = lead(a, MARCH6[0]!);
  a = option(a, "concede");
  assert.deepEqual(a.result, { winner: "dem", reason: "automaticVictory", vp: 24 });
  // ... but when the scoring takes him back below 20, there is no victory.
  let b = setSP(poland("dem", [1, 4]), {
    "Catholic Church, Poland": [0, 4],
    "Polish Writers": [0, 1],
    Lodz: [3, 0],
    Lublin: [4, 0],
    Gdansk: [3, 0],
  });
  b = edit(b, (n) => {
    n.vp = 18;
  });
  b = start(b);
  b = hands(b, [STRIKE3[0]!], [MARCH6[0]!, STRIKE4[0]!, STRIKE4[1]!]);
  b = pass(b);
  b = lead(b, MARCH6[0]!);
  b = option(b, "concede");
  assert.equal(b.result, null);
  assert.equal(b.vp, 18 + 2 - 4);
  assert.equal(b.power.Poland, "dem");
  assert.equal(decision(b)?.player, "com");
});

test("2.3.2 example: controlling Bydgoszcz and Lodz makes Elite and Worker Leaders usable, not the Church Leader", () => {
  const s = setSP(clearBoard(setupGame()), {
    Bydgoszcz: [4, 0],
    Lodz: [3, 0],
    "Catholic Church, Poland": [0, 5],
  });
  assert.equal(leaderUsable(s, "com", ELITE, "Poland"), true);
  assert.equal(leaderUsable(s, "com", WORKER, "Poland"), true);
  assert.equal(leaderUsable(s, "com", CHURCH, "Poland"), false);
  assert.equal(leaderUsable(s, "dem", CHURCH, "Poland"), true);
  // Only in the country of the struggle.
  assert.equal(leaderUsable(s, "com", ELITE, "Hungary"), false);
  // Suited cards are not leaders.
  assert.equal(leaderUsable(s, "com", STRIKE6, "Poland"), false);
});
