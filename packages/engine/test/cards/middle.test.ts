import assert from "node:assert/strict";
import { test } from "node:test";
import { canUndo, decision, type State, spaceId, view, visibleLog } from "../../src/index.ts";
import { checkModifiers, placeCost } from "../../src/rules/play.ts";
import { powerDeck, until, withDice } from "../helpers.ts";
import { act, keys, play, position, sp, space, spendOps } from "./harness.ts";

// Filler cards: a side playing its own card for Ops triggers no event.
const COM2 = 12; // Apparatchiks, 2 Ops
const DEM2 = 31; // Intelligentsia, 2 Ops
const DEM1 = 4; // Michnik, 1 Op

const kind = (s: State): string => decision(s)!.kind;
const player = (s: State): string => decision(s)!.player;
const spaceKeys = (s: State): string[] => keys(s).filter((k) => k.startsWith("space:"));
const names = (...ns: string[]): string[] => ns.map(space);
const lastingOf = (s: State, card: number) => s.lasting.find((l) => l.card === card);
const logHas = (s: State, re: RegExp, viewer: "com" | "dem" | "observer" = "observer") =>
  visibleLog(s.log, viewer).some((e) => re.test(e.text));

/** Puts `side` at its last (seventh) Action Round, so that the turn ends after this play. */
const lastRound = (t: State): void => {
  const rounds = t.stack[t.stack.length - 3] as unknown as { i: number };
  rounds.i = 14;
  t.round = 7;
};

/** Plays first legal actions until the next Action Round decision. */
const toNextRound = (s: State): State => until(s, "actionRound");

// ---- #41 Ceausescu ----------------------------------------------------------------------------

test("#41 Ceausescu: remove 3 Democratic SPs in Romania, 1 check in Romania, then Bucuresti loses 1 at the end of the round", () => {
  let s = position({
    side: "com",
    hand: [41, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { Timisoara: [0, 5], Bucuresti: [3, 0], "Orthodox Church, Romania": [0, 1], Gdansk: [0, 2] },
  });
  s = play(s, 41);
  assert.equal(kind(s), "eventRemove");
  assert.deepEqual(
    spaceKeys(s).sort(),
    names("Timisoara", "Orthodox Church, Romania").sort(),
    "Romania only",
  );
  s = act(s, space("Timisoara"));
  s = act(s, space("Timisoara"));
  s = act(s, space("Timisoara"));
  assert.deepEqual(sp(s, "Timisoara"), [0, 2]);
  assert.equal(kind(s), "supportCheck");
  assert.ok(!keys(s).includes(space("Gdansk")), "the check is in Romania");
  assert.ok(!keys(s).includes("option:done"), "the check is not optional");
  s = withDice(s, [1]);
  s = act(s, space("Timisoara"));
  // The round is over: the Democratic SP in the Orthodox Church (next to Cluj-Napoca) costs 1 SP.
  assert.equal(player(s), "dem");
  assert.deepEqual(sp(s, "Bucuresti"), [2, 0]);
  assert.ok(s.removed.includes(41));
  assert.equal(lastingOf(s, 41), undefined, "the effect ends with the round");
});

test("#41 Ceausescu: no Democratic SP next to Cluj-Napoca, Bucuresti keeps its SPs; the Democrat's Ops play triggers it", () => {
  let s = position({
    side: "dem",
    hand: [41, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Iasi: [0, 1], Bucuresti: [3, 0], Gdansk: [0, 2] },
  });
  s = play(s, 41, "ops");
  assert.ok(keys(s).includes("option:event"), "5.2: the phasing player picks the order");
  s = act(s, "option:event");
  // The Communist removes the only Romanian Democratic SP; no check target remains.
  assert.deepEqual(sp(s, "Iasi"), [0, 0]);
  assert.equal(kind(s), "operations");
  assert.equal(player(s), "dem");
  s = act(s, "option:place");
  while (kind(s) === "placeSupport") s = act(s, space("Gdansk"));
  assert.equal(player(s), "com");
  assert.deepEqual(sp(s, "Bucuresti"), [3, 0]);
  assert.ok(s.removed.includes(41));
});

test("#41 Ceausescu: no effect once The Tyrant is Gone has taken effect; still removed", () => {
  let s = position({
    side: "com",
    hand: [41, COM2],
    otherHand: [DEM2],
    sp: { Timisoara: [0, 5], Bucuresti: [3, 1] },
    mutate: (t) => void (t.flags.tyrantGone = 1),
  });
  s = play(s, 41);
  assert.equal(player(s), "dem");
  assert.deepEqual(sp(s, "Timisoara"), [0, 5]);
  assert.deepEqual(sp(s, "Bucuresti"), [3, 1]);
  assert.ok(s.removed.includes(41));
});

// ---- #44 Inflationary Currency ----------------------------------------------------------------

test("#44 Inflationary Currency: the Communist removes 2 SPs in a Democratic country; the Democrat cancels the check with a 3-Ops card", () => {
  let s = position({
    side: "com",
    hand: [44, COM2],
    otherHand: [17, DEM2],
    clear: true,
    sp: { Gdansk: [0, 3], Krakow: [0, 2], Praha: [0, 2] },
    mutate: (t) => {
      t.power.Poland = "dem";
      t.power.Czechoslovakia = "dem";
    },
  });
  s = play(s, 44);
  assert.equal(kind(s), "eventCountry");
  assert.deepEqual(keys(s).sort(), ["country:Czechoslovakia", "country:Poland"]);
  s = act(s, "country:Poland");
  s = act(s, space("Gdansk"));
  s = act(s, space("Gdansk"));
  assert.deepEqual(sp(s, "Gdansk"), [0, 1]);
  assert.equal(kind(s), "cancelCheck");
  assert.equal(player(s), "dem");
  assert.deepEqual(keys(s), ["card:17", "option:pass"], "only cards worth 3 Ops");
  s = act(s, "card:17");
  assert.ok(s.discard.includes(17));
  assert.deepEqual(s.hands.dem, [DEM2]);
  assert.equal(player(s), "dem", "no check: the round is over");
  assert.equal(kind(s), "actionRound");
  assert.ok(s.removed.includes(44));
});

test("#44 Inflationary Currency: without a cancel the check follows, in that country only", () => {
  let s = position({
    side: "com",
    hand: [44, COM2],
    otherHand: [17],
    clear: true,
    sp: { Gdansk: [0, 3], Praha: [0, 2] },
    mutate: (t) => void (t.power.Poland = "dem"),
  });
  s = play(s, 44);
  // One country, one space: no choice to make before the Democrat's answer.
  assert.deepEqual(sp(s, "Gdansk"), [0, 1]);
  s = act(s, "option:pass");
  assert.equal(kind(s), "supportCheck");
  assert.deepEqual(spaceKeys(s), names("Gdansk"));
  assert.equal(decision(s)!.ops, 3);
});

test("#44 Inflationary Currency: nothing when the opponent holds Power nowhere; the Democrat can use it too", () => {
  let s = position({ side: "com", hand: [44, COM2], otherHand: [DEM2], sp: { Gdansk: [0, 3] } });
  s = play(s, 44);
  assert.equal(player(s), "dem");
  assert.deepEqual(sp(s, "Gdansk"), [0, 3]);
  assert.ok(s.removed.includes(44));
  let d = position({
    side: "dem",
    hand: [44, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Dresden: [3, 0] },
  });
  d = play(d, 44);
  assert.equal(kind(d), "eventCountry");
  assert.equal(keys(d).length, 6, "the Communist holds Power everywhere");
});

// ---- #45 Soviet Troop Withdrawals -------------------------------------------------------------

test("#45 Soviet Troop Withdrawals: 5 Communist SPs from Eastern Europe, at most 2 per space", () => {
  let s = position({
    side: "dem",
    hand: [45, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Dresden: [3, 0], Berlin: [3, 0], Praha: [1, 0], Bucuresti: [3, 0] },
  });
  s = play(s, 45);
  assert.ok(!keys(s).includes(space("Bucuresti")), "not the Balkans");
  s = act(s, space("Dresden"));
  s = act(s, space("Dresden"));
  assert.ok(!keys(s).includes(space("Dresden")));
  s = act(s, space("Berlin"));
  s = act(s, space("Berlin"));
  assert.deepEqual(sp(s, "Praha"), [0, 0], "the last one is forced");
  assert.deepEqual(sp(s, "Dresden"), [1, 0]);
  assert.deepEqual(sp(s, "Bucuresti"), [3, 0]);
});

// ---- #46 Goodbye Lenin! -----------------------------------------------------------------------

test("#46 Goodbye Lenin!: the Democrat alone sees the red cards, takes one and its event is his", () => {
  let s = position({
    side: "dem",
    hand: [46, DEM2],
    otherHand: [24, 81, COM2],
    sp: { "Lutheran Church": [2, 1] },
  });
  s = play(s, 46);
  assert.equal(kind(s), "goodbyeLenin");
  assert.deepEqual(
    keys(s),
    ["card:24", "option:ops"],
    "The Baltic Way is shown but cannot occur (no Sajudis)",
  );
  assert.deepEqual(s.known.dem.slice().sort(), [24, 81]);
  assert.deepEqual(view(s, "dem").knownOpponentCards.slice().sort(), [24, 81]);
  assert.ok(logHas(s, /\[c24\]/, "dem"));
  // The Communist knows his own cards; observers do not see them.
  assert.ok(logHas(s, /\[c24\]/, "com") && !logHas(s, /\[c24\]/, "observer"), "hidden from observers");
  s = act(s, "card:24");
  assert.deepEqual(sp(s, "Lutheran Church"), [2, 7], "St. Nicholas Church for the Democrat");
  assert.deepEqual(s.hands.com.slice().sort(), [81, COM2].sort());
  assert.ok(s.removed.includes(24) && s.removed.includes(46));
  assert.deepEqual(s.known.dem, [81]);
});

test("#46 Goodbye Lenin!: or Operations with the card (placement, checks or a TST attempt)", () => {
  let s = position({ side: "dem", hand: [46, DEM2], otherHand: [COM2], sp: { Gdansk: [0, 2] } });
  s = play(s, 46);
  assert.deepEqual(keys(s), ["option:ops"]);
  s = act(s, "option:ops");
  assert.equal(kind(s), "eventOperations");
  assert.equal(decision(s)!.ops, 3);
  assert.ok(keys(s).includes("option:tst"));
  s = act(s, "option:place");
  assert.equal(kind(s), "placeSupport");
  assert.equal(decision(s)!.ops, 3);
});

test("#46 Goodbye Lenin!: played for Ops by the Communist, the Democrat still takes a red card", () => {
  let s = position({ side: "com", hand: [46, 2, COM2], otherHand: [DEM2] });
  s = play(s, 46, "ops");
  s = act(s, "option:event");
  assert.equal(player(s), "dem");
  assert.deepEqual(keys(s), ["card:2", "option:ops"]);
  s = act(s, "card:2");
  assert.ok(
    s.lasting.some((l) => l.card === 2),
    "Solidarity Legalized in effect for the Democrat",
  );
  assert.deepEqual(s.hands.com, [COM2]);
  assert.equal(kind(s), "operations", "then the Communist's Operations");
  assert.equal(player(s), "com");
});

// ---- #47, #51, #52, #79 simple events ----------------------------------------------------------

test("#47 Bulgarian Turks Expelled: Communist +2 VP and Razgrad emptied of Democratic SPs", () => {
  let s = position({ side: "com", hand: [47, COM2], otherHand: [DEM2], sp: { Razgrad: [1, 3] } });
  const vp = s.vp;
  s = play(s, 47);
  assert.equal(s.vp, vp - 2);
  assert.deepEqual(sp(s, "Razgrad"), [1, 0]);
  assert.ok(s.removed.includes(47));
});

test("#51 40th Anniversary Celebration: 4 SPs in East Germany when the Communist leads, else 2; Communist +1 VP", () => {
  for (const [vpStart, n] of [
    [-1, 4],
    [0, 2],
    [3, 2],
  ] as const) {
    let s = position({
      side: "com",
      hand: [51, COM2],
      otherHand: [DEM2],
      mutate: (t) => void (t.vp = vpStart),
    });
    s = play(s, 51);
    assert.equal(kind(s), "eventPlace");
    assert.ok(
      spaceKeys(s).every((k) => Number(k.slice(6)) <= 11),
      "East German spaces only",
    );
    for (let i = 0; i < n; i++) s = act(s, space("Erfurt"));
    assert.equal(sp(s, "Erfurt")[0], n, `VP ${vpStart}`);
    assert.equal(s.vp, vpStart - 1);
    assert.equal(player(s), "dem");
  }
});

test("#52 Normalization: every Democratic SP leaves Plzen and Praha; no target still removes the card", () => {
  let s = position({
    side: "com",
    hand: [52, COM2],
    otherHand: [DEM2],
    sp: { Plzen: [2, 3], Praha: [2, 1], Brno: [0, 2] },
  });
  s = play(s, 52);
  assert.deepEqual(sp(s, "Plzen"), [2, 0]);
  assert.deepEqual(sp(s, "Praha"), [2, 0]);
  assert.deepEqual(sp(s, "Brno"), [0, 2]);
  let d = position({ side: "dem", hand: [52, DEM2], otherHand: [COM2], clear: true, sp: { Gdansk: [0, 1] } });
  d = play(d, 52, "ops");
  d = act(d, "option:event");
  d = act(d, "option:place");
  while (kind(d) === "placeSupport") d = act(d, space("Gdansk"));
  assert.ok(d.removed.includes(52), "5.2 Ex.4: played with no effect, still removed");
});

test("#79 The Third Way: Communist +2 VP and 3 SPs in German Writers", () => {
  let s = position({ side: "com", hand: [79, COM2], otherHand: [DEM2] });
  const vp = s.vp;
  const before = sp(s, "German Writers")[0];
  s = play(s, 79);
  assert.equal(s.vp, vp - 2);
  assert.equal(sp(s, "German Writers")[0], before + 3);
  assert.equal(player(s), "dem");
});

// ---- #48 "We Are the People!" -----------------------------------------------------------------

test('#48 "We Are the People!": up to 4 SPs from the Lutheran Church into East Germany, 2 per space; Leipzig barred to the Communist', () => {
  let s = position({
    side: "dem",
    hand: [48, DEM2],
    otherHand: [COM2],
    sp: { "Lutheran Church": [0, 6], Leipzig: [0, 2], Dresden: [2, 1] },
  });
  s = play(s, 48);
  assert.equal(kind(s), "eventMove");
  assert.ok(!keys(s).includes(space("Lutheran Church")));
  assert.ok(!keys(s).includes(space("Gdansk")), "East Germany only");
  s = act(s, space("Dresden"));
  s = act(s, space("Dresden"));
  assert.ok(!keys(s).includes(space("Dresden")), "at most 2 per space");
  s = act(s, space("Halle"));
  s = act(s, "option:done");
  assert.deepEqual(sp(s, "Lutheran Church"), [0, 3]);
  assert.deepEqual(sp(s, "Dresden"), [2, 3]);
  assert.deepEqual(sp(s, "Halle")[1], 1);
  assert.equal(lastingOf(s, 48)?.until, "game");
  assert.ok(s.removed.includes(48));
  s = play(s, COM2, "ops");
  s = act(s, "option:check");
  assert.ok(!keys(s).includes(space("Leipzig")), "Leipzig barred");
  assert.ok(keys(s).includes(space("Dresden")));
});

test('#48 "We Are the People!": at most 4 moved; the ban applies with nothing to move', () => {
  let s = position({ side: "dem", hand: [48, DEM2], otherHand: [COM2], sp: { "Lutheran Church": [0, 9] } });
  s = play(s, 48);
  for (const n of ["Berlin", "Berlin", "Halle", "Erfurt"]) s = act(s, space(n));
  assert.equal(player(s), "com", "stops after 4");
  assert.deepEqual(sp(s, "Lutheran Church"), [0, 5]);
  let e = position({
    side: "com",
    hand: [48, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { Leipzig: [0, 2] },
  });
  e = play(e, 48, "ops");
  e = act(e, "option:event");
  assert.equal(kind(e), "operations", "nothing to move");
  e = act(e, "option:check");
  assert.ok(!keys(e).includes(space("Leipzig")));
});

// ---- #49 Foreign Currency Debt Burden ---------------------------------------------------------

test("#49 Foreign Currency Debt Burden: +1 VP; no Communist checks in the chosen country (not Romania) this turn", () => {
  let s = position({
    side: "dem",
    hand: [49, DEM2],
    otherHand: [COM2],
    sp: { Gdansk: [0, 2], Praha: [0, 1] },
  });
  const vp = s.vp;
  s = play(s, 49);
  assert.equal(s.vp, vp + 1);
  assert.equal(kind(s), "eventCountry");
  assert.ok(!keys(s).includes("country:Romania"));
  assert.equal(keys(s).length, 5);
  s = act(s, "country:Poland");
  const l = lastingOf(s, 49)!;
  assert.equal(l.until, "turn");
  assert.equal(l.country, "Poland");
  s = play(s, COM2, "ops");
  s = act(s, "option:check");
  assert.ok(
    !spaceKeys(s).some((k) => Number(k.slice(6)) >= 12 && Number(k.slice(6)) <= 25),
    "no Polish target",
  );
  assert.ok(keys(s).includes(space("Praha")));
  // Played in the Democrat's last round, the effect is gone once the turn ends.
  let e = position({ side: "dem", hand: [49, DEM2], otherHand: [COM2], mutate: lastRound });
  e = play(e, 49);
  e = act(e, "country:Poland");
  assert.equal(e.turn, 2);
  assert.equal(lastingOf(e, 49), undefined);
});

// ---- #50 Sinatra Doctrine, #58 AHBR, #59 Grenztruppen, #63 Genscher, #74 FRG Embassies -------

test("#50 The Sinatra Doctrine: Democratic cards +1 Ops for the turn, the Communist's unchanged", () => {
  let s = position({ side: "dem", hand: [50, DEM2], otherHand: [COM2, 20] });
  s = play(s, 50);
  assert.equal(lastingOf(s, 50)?.until, "turn");
  s = play(s, COM2, "ops");
  assert.equal(decision(s)!.ops, 2);
  s = spendOps(s);
  s = play(s, DEM2, "ops");
  assert.equal(decision(s)!.ops, 3);
});

test("#58 Austria-Hungary Border Reopened: +1 Op when every SP goes to East Germany", () => {
  let s = position({
    side: "dem",
    hand: [58, DEM2, 19],
    otherHand: [COM2, 11],
    sp: { "Lutheran Church": [0, 2], Gdansk: [0, 2] },
  });
  s = play(s, 58);
  assert.equal(lastingOf(s, 58)?.until, "turn");
  s = play(s, COM2, "ops");
  s = spendOps(s);
  s = play(s, DEM2, "ops");
  s = act(s, "option:place");
  assert.equal(decision(s)!.ops, 3, "2 + 1 while all in East Germany");
  s = act(s, space("Lutheran Church"));
  s = act(s, space("Leipzig"));
  s = act(s, space("Leipzig"));
  assert.equal(player(s), "com", "three SPs placed");
  assert.equal(sp(s, "Leipzig")[1], 2);
  // Outside East Germany the bonus is lost.
  s = play(s, 11, "ops");
  s = spendOps(s);
  s = play(s, 19, "ops");
  s = act(s, "option:place");
  s = act(s, space("Gdansk"));
  assert.equal(decision(s)!.ops, 1);
});

test("#58 Austria-Hungary Border Reopened: declared checks get +1 and stay in East Germany", () => {
  let s = position({
    side: "dem",
    hand: [58, DEM2],
    otherHand: [COM2],
    sp: { Berlin: [2, 0], Gdansk: [0, 1], Bydgoszcz: [1, 0] },
  });
  s = play(s, 58);
  s = play(s, COM2, "ops");
  s = spendOps(s);
  s = play(s, DEM2, "ops");
  s = act(s, "option:check");
  assert.equal(kind(s), "declareBonus");
  s = act(s, "option:yes");
  assert.equal(decision(s)!.ops, 3);
  assert.ok(keys(s).includes(space("Berlin")));
  assert.ok(!keys(s).includes(space("Bydgoszcz")), "bound to East Germany");
});

test("#59 Grenztruppen: -1 to Democratic checks in East Germany this turn", () => {
  let s = position({ side: "com", hand: [59, COM2], otherHand: [DEM2], clear: true });
  const berlin = spaceId("Berlin");
  const warszawa = spaceId("Warszawa");
  s = play(s, 59);
  assert.equal(lastingOf(s, 59)?.until, "turn");
  assert.equal(checkModifiers(s, "dem", berlin), -1);
  assert.equal(checkModifiers(s, "dem", warszawa), 0);
  assert.equal(checkModifiers(s, "com", berlin), 0);
});

test("#74 FRG Embassies: +1 to Democratic checks in Eastern Europe this turn", () => {
  let s = position({ side: "dem", hand: [74, DEM2], otherHand: [COM2], clear: true });
  s = play(s, 74);
  assert.equal(lastingOf(s, 74)?.until, "turn");
  assert.equal(checkModifiers(s, "dem", spaceId("Warszawa")), 1);
  assert.equal(checkModifiers(s, "dem", spaceId("Berlin")), 1);
  assert.equal(checkModifiers(s, "dem", spaceId("Sofia")), 0, "not the Balkans");
  assert.equal(checkModifiers(s, "com", spaceId("Berlin")), 0);
});

test("#63 Genscher: the Democrat places in Communist-controlled East German spaces for 1 Op", () => {
  let s = position({
    side: "dem",
    hand: [63, DEM2],
    otherHand: [COM2],
    sp: { Leipzig: [4, 1], Berlin: [3, 0], Warszawa: [4, 0], Gdansk: [0, 2] },
  });
  assert.equal(placeCost(s, "dem", spaceId("Leipzig")), 2);
  s = play(s, 63);
  assert.equal(lastingOf(s, 63)?.until, "turn");
  assert.equal(placeCost(s, "dem", spaceId("Leipzig")), 1);
  assert.equal(placeCost(s, "dem", spaceId("Warszawa")), 2, "East Germany only");
  assert.equal(placeCost(s, "com", spaceId("Gdansk")), 1);
  s = play(s, COM2, "ops");
  s = spendOps(s);
  s = play(s, DEM2, "ops");
  s = act(s, "option:place");
  s = act(s, space("Leipzig"));
  s = act(s, space("Leipzig"));
  assert.equal(sp(s, "Leipzig")[1], 3, "two SPs for 2 Ops");
});

// ---- #53 Li Peng ------------------------------------------------------------------------------

test("#53 Li Peng: lasting for the game, +1 to Communist TST attempts", () => {
  let s = position({ side: "com", hand: [53, COM2, 1], otherHand: [DEM2] });
  s = play(s, 53);
  assert.equal(s.flags.liPeng, 1);
  assert.equal(lastingOf(s, 53)?.until, "game");
  assert.ok(s.removed.includes(53));
  s = play(s, DEM2, "ops");
  s = spendOps(s);
  // 1 die + 2 Ops + 1 Li Peng = 6: box 1 needs 6.
  s = withDice(s, [3]);
  s = play(s, COM2, "tst");
  assert.equal(s.tst.com, 1);
});

// ---- #54 The Crowd Turns Against Ceausescu ----------------------------------------------------

/** A Romanian Power Struggle started by the Communist; `deck` lists the first Power cards drawn. */
function romanianStruggle(deck: number[], mutate?: (t: State) => void): State {
  return position({
    side: "com",
    hand: [95, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { Bucuresti: [3, 0], Timisoara: [0, 3], Szeged: [0, 1] },
    mutate: (t) => {
      (t as { options: State["options"] }).options = {
        ...t.options,
        fixture: { powerDecks: [powerDeck(deck)] },
      };
      t.fx = { dice: 0, deck: 0, power: 0 };
      mutate?.(t);
    },
  });
}

test("#54 The Crowd Turns Against Ceausescu: waits for the Romanian struggle; 3 Ops in Romania per Rally among 15 cards", () => {
  let s = position({ side: "dem", hand: [54, DEM2], otherHand: [COM2] });
  s = play(s, 54);
  const l = lastingOf(s, 54)!;
  assert.equal(l.until, "powerStruggle");
  assert.equal(l.country, "Romania");
  assert.ok(s.removed.includes(54));
  assert.equal(s.flags.crowdResolved, undefined);
  // Deal: 6 to each (12 non-Rally cards), then 15 drawn with 3 Rallies.
  const dealt = [7, 8, 9, 10, 11, 12, 19, 20, 21, 22, 23, 24];
  const drawn = [1, 2, 3, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36];
  s = romanianStruggle([...dealt, ...drawn], (t) => {
    t.lasting.push({ card: 54, side: "dem", until: "powerStruggle", country: "Romania" });
  });
  s = play(s, 95);
  assert.equal(kind(s), "eventOperations");
  assert.equal(player(s), "dem");
  assert.equal(decision(s)!.ops, 9);
  assert.equal(s.flags.crowdResolved, 1);
  assert.equal(s.ps!.discard.length, 15);
  assert.equal(s.ps!.hands.com.length + s.ps!.hands.dem.length, 12);
  s = act(s, "option:place");
  assert.equal(decision(s)!.ops, 9);
  assert.ok(
    spaceKeys(s).every((k) => Number(k.slice(6)) >= 49 && Number(k.slice(6)) <= 62),
    "Romania only",
  );
  assert.ok(!keys(s).includes(space("Iasi")), "normal adjacency (6.1)");
  assert.ok(keys(s).includes(space("Cluj-Napoca")));
  for (let i = 0; i < 9 && kind(s) === "placeSupport"; i++) s = act(s, space("Craiova"));
  assert.equal(kind(s), "raiseStakes", "then Raise the Stakes");
  assert.equal(sp(s, "Craiova")[1], 9);
  s = toNextRound(s);
  assert.equal(lastingOf(s, 54), undefined, "ends after the Romanian struggle");
});

test("#54 The Crowd Turns: no Rally, no operation; other countries' struggles do not trigger it", () => {
  const l = { card: 54, side: "dem" as const, until: "powerStruggle" as const, country: "Romania" as const };
  let s = romanianStruggle(
    [7, 8, 9, 10, 11, 12, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39],
    (t) => void t.lasting.push({ ...l }),
  );
  s = play(s, 95);
  assert.equal(kind(s), "raiseStakes");
  assert.equal(s.flags.crowdResolved, 1);
  assert.equal(s.ps!.discard.length, 15);
  let p = position({
    side: "com",
    hand: [22, COM2],
    otherHand: [DEM2],
    sp: { Warszawa: [4, 0] },
    mutate: (t) => void t.lasting.push({ ...l }),
  });
  p = play(p, 22);
  assert.notEqual(kind(p), "eventOperations");
  assert.equal(p.flags.crowdResolved, undefined);
  p = toNextRound(p);
  assert.ok(lastingOf(p, 54), "still waiting for Romania");
});

test("#54 The Crowd Turns: support checks with the Rally Ops, Romania only", () => {
  const drawn = [1, 2, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37];
  let s = romanianStruggle(
    [7, 8, 9, 10, 11, 12, 19, 20, 21, 22, 23, 24, ...drawn],
    (t) => void t.lasting.push({ card: 54, side: "dem", until: "powerStruggle", country: "Romania" }),
  );
  s = play(s, 95);
  assert.equal(decision(s)!.ops, 6);
  s = act(s, "option:check");
  assert.equal(kind(s), "supportCheck");
  assert.equal(decision(s)!.ops, 6);
  assert.deepEqual(spaceKeys(s), names("Bucuresti"));
});

// ---- #56, #57, #60, #64, #66, #68 -------------------------------------------------------------

test("#56 Foreign Television: 4 Communist SPs anywhere but Dresden, at most 2 per space", () => {
  let s = position({
    side: "dem",
    hand: [56, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Dresden: [3, 0], Sofia: [3, 0], Berlin: [1, 0], Praha: [2, 0] },
  });
  s = play(s, 56);
  assert.ok(!keys(s).includes(space("Dresden")));
  s = act(s, space("Sofia"));
  s = act(s, space("Sofia"));
  assert.ok(!keys(s).includes(space("Sofia")));
  s = act(s, space("Praha"));
  s = act(s, space("Berlin"));
  assert.deepEqual(
    [sp(s, "Sofia")[0], sp(s, "Praha")[0], sp(s, "Berlin")[0], sp(s, "Dresden")[0]],
    [1, 1, 0, 3],
  );
});

test("#57 Central Committee Reshuffle: 3 SPs in one country where the Communist holds Power", () => {
  let s = position({
    side: "com",
    hand: [57, COM2],
    otherHand: [DEM2],
    mutate: (t) => {
      for (const c of ["Poland", "Hungary", "Romania", "Bulgaria"] as const) t.power[c] = "dem";
    },
  });
  s = play(s, 57);
  assert.deepEqual(keys(s).sort(), ["country:Czechoslovakia", "country:East Germany"]);
  s = act(s, "country:Czechoslovakia");
  assert.ok(spaceKeys(s).every((k) => Number(k.slice(6)) >= 26 && Number(k.slice(6)) <= 36));
  s = act(s, space("Brno"));
  s = act(s, space("Brno"));
  s = act(s, space("Kosice"));
  assert.equal(player(s), "dem");
  let n = position({
    side: "com",
    hand: [57, COM2],
    otherHand: [DEM2],
    mutate: (t) => {
      for (const c of Object.keys(t.power) as (keyof typeof t.power)[]) t.power[c] = "dem";
    },
  });
  n = play(n, 57);
  assert.equal(player(n), "dem", "Power nowhere: nothing happens");
  assert.ok(n.removed.includes(57));
});

test("#60 Toxic Waste: 3 Democratic SPs in Worker spaces anywhere", () => {
  let s = position({ side: "dem", hand: [60, DEM2], otherHand: [COM2] });
  s = play(s, 60);
  assert.ok(!keys(s).includes(space("Lutheran Church")));
  assert.ok(keys(s).includes(space("Varna")) && keys(s).includes(space("Gdansk")));
  const before = sp(s, "Varna")[1];
  for (let i = 0; i < 3; i++) s = act(s, space("Varna"));
  assert.equal(sp(s, "Varna")[1], before + 3);
});

test("#64 Legacy of 1968: 1 SP in every Czechoslovak space the Communist does not control", () => {
  let s = position({
    side: "dem",
    hand: [64, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Praha: [3, 0], Plzen: [1, 0], Brno: [0, 3] },
  });
  s = play(s, 64);
  assert.deepEqual(sp(s, "Praha"), [3, 0]);
  assert.deepEqual(sp(s, "Plzen"), [1, 1]);
  assert.deepEqual(sp(s, "Brno"), [0, 4]);
  assert.deepEqual(sp(s, "Kosice"), [0, 1]);
  assert.deepEqual(sp(s, "Budapest"), [0, 0]);
});

test("#66 New Forum: 1 SP in each of three different East German spaces", () => {
  let s = position({ side: "dem", hand: [66, DEM2], otherHand: [COM2], clear: true });
  s = play(s, 66);
  assert.equal(spaceKeys(s).length, 12);
  s = act(s, space("Berlin"));
  assert.ok(!keys(s).includes(space("Berlin")));
  s = act(s, space("Halle"));
  s = act(s, space("Erfurt"));
  assert.deepEqual([sp(s, "Berlin")[1], sp(s, "Halle")[1], sp(s, "Erfurt")[1]], [1, 1, 1]);
  assert.equal(player(s), "com");
});

test("#68 Klaus and Komarek: 2 Communist SPs out of Praha, 2 Democratic SPs in", () => {
  let s = position({ side: "dem", hand: [68, DEM2], otherHand: [COM2], sp: { Praha: [3, 0] } });
  s = play(s, 68);
  assert.deepEqual(sp(s, "Praha"), [1, 2]);
  let t = position({ side: "dem", hand: [68, DEM2], otherHand: [COM2], sp: { Praha: [1, 0] } });
  t = play(t, 68);
  assert.deepEqual(sp(t, "Praha"), [0, 2], "fewer if fewer are there");
});

// ---- #61 The Monday Demonstrations ------------------------------------------------------------

test("#61 The Monday Demonstrations: needs St. Nicholas Church; goes to the discard when played for Ops", () => {
  let s = position({ side: "com", hand: [61, COM2], otherHand: [DEM2] });
  assert.ok(!keys(s).includes("play:61:event"));
  s = play(s, 61, "ops");
  assert.ok(!keys(s).includes("option:event"));
  s = spendOps(s);
  assert.ok(s.discard.includes(61));
});

test("#61 The Monday Demonstrations: control the Lutheran Church and Leipzig, then up to 5 checks in East Germany", () => {
  let s = position({
    side: "dem",
    hand: [61, DEM2],
    otherHand: [COM2],
    sp: { "Lutheran Church": [1, 1], Leipzig: [0, 6], Berlin: [2, 0], Gdansk: [0, 2], Warszawa: [1, 0] },
    mutate: (t) => void (t.flags.event24 = 1),
  });
  s = play(s, 61);
  assert.deepEqual(sp(s, "Lutheran Church"), [1, 6]);
  assert.deepEqual(sp(s, "Leipzig"), [0, 6], "already controlled");
  assert.equal(kind(s), "supportCheck");
  assert.equal(decision(s)!.ops, 4);
  assert.ok(keys(s).includes(space("Berlin")) && !keys(s).includes(space("Warszawa")));
  assert.ok(keys(s).includes("option:done"));
  s = act(s, "option:done");
  assert.equal(player(s), "com");
  assert.ok(s.removed.includes(61));
});

test("#61 The Monday Demonstrations: the Austria-Hungary bonus applies to its East German checks", () => {
  let s = position({
    side: "dem",
    hand: [61, DEM2],
    otherHand: [COM2],
    sp: { Berlin: [2, 0] },
    mutate: (t) => {
      t.flags.event24 = 1;
      t.lasting.push({ card: 58, side: "dem", until: "turn" });
    },
  });
  s = play(s, 61);
  assert.equal(kind(s), "supportCheck");
  assert.equal(decision(s)!.ops, 5);
});

// ---- #62 Yakovlev, #72 Peasant Parties Revolt -------------------------------------------------

test("#62 Yakovlev Counsels Gorbachev: +1 to both aftermath rolls if the Democrat wins the next struggle, then ends", () => {
  let s = position({ side: "dem", hand: [62, DEM2], otherHand: [COM2] });
  s = play(s, 62);
  assert.equal(lastingOf(s, 62)?.until, "powerStruggle");
  assert.ok(s.removed.includes(62));
  // A Polish struggle the Democrat wins: the Communist has no cards.
  let p = position({
    side: "com",
    hand: [22, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { Gdansk: [0, 2] },
    mutate: (t) => void t.lasting.push({ card: 62, side: "dem", until: "powerStruggle" }),
  });
  p = withDice(p, [3, 3]);
  p = play(p, 22);
  p = until(p, "raiseStakes");
  p = act(p, "option:pass");
  // Communist (initiator) has no card: the Democrat wins; the loss roll 3 + 1 (Yakovlev) = 4.
  assert.ok(logHas(p, /Support loss roll: 3 \+ 1 = 4/));
  assert.ok(logHas(p, /VP roll: 3 \+ 1 = 4/));
  p = toNextRound(p);
  assert.equal(lastingOf(p, 62), undefined);
  assert.equal(p.power.Poland, "dem", "modified VP roll 4 topples the Communist");
});

test("#72 Peasant Parties Revolt: with a controlled Farmer space the Democrat takes 1 of the Communist's cards", () => {
  let s = position({ side: "dem", hand: [72, DEM2], otherHand: [COM2] });
  s = play(s, 72);
  assert.equal(lastingOf(s, 72)?.until, "powerStruggle");
  const setup = (farmer: boolean) =>
    position({
      side: "com",
      hand: [22, COM2],
      otherHand: [DEM2],
      clear: true,
      sp: { Warszawa: [4, 0], Gdansk: [0, 3], ...(farmer ? { Lublin: [0, 4] } : { Lublin: [0, 3] }) },
      mutate: (t) => void t.lasting.push({ card: 72, side: "dem", until: "powerStruggle" }),
    });
  let p = play(setup(true), 22);
  assert.equal(kind(p), "raiseStakes");
  assert.equal(p.ps!.hands.com.length, 5);
  assert.equal(p.ps!.hands.dem.length, 9, "8 dealt + 1 taken");
  p = toNextRound(p);
  assert.equal(lastingOf(p, 72), undefined, "ends after the struggle");
  let q = play(setup(false), 22);
  assert.equal(q.ps!.hands.com.length, 6);
  assert.equal(q.ps!.hands.dem.length, 6);
  q = toNextRound(q);
  assert.equal(lastingOf(q, 72), undefined, "ends whether or not it applied");
});

// ---- #65 Presidential Visit -------------------------------------------------------------------

test("#65 Presidential Visit: the Communist is dealt up to 7 at the next deal only", () => {
  let s = position({ side: "dem", hand: [65, DEM2], otherHand: [COM2], mutate: lastRound });
  s = play(s, 65);
  assert.equal(s.turn, 2);
  assert.equal(s.hands.com.length, 7);
  assert.equal(s.hands.dem.length, 8);
  assert.equal(lastingOf(s, 65), undefined, "ends after that deal");
  assert.ok(s.removed.includes(65));
});

// ---- #67 Reformer Rehabilitated ---------------------------------------------------------------

test("#67 Reformer Rehabilitated: only strictly ahead on the TST track; a discarded event happens for its owner", () => {
  let s = position({ side: "dem", hand: [67, DEM2], otherHand: [COM2] });
  assert.ok(!keys(s).includes("play:67:event"), "level on the track");
  s = position({
    side: "dem",
    hand: [67, DEM2],
    otherHand: [COM2],
    sp: { Gdansk: [0, 1] },
    mutate: (t) => {
      t.tst.dem = 2;
      t.tst.com = 1;
      t.discard.push(22, 4, 7, 21, 61);
    },
  });
  s = play(s, 67);
  assert.equal(kind(s), "eventCard");
  assert.deepEqual(
    keys(s).sort(),
    ["card:4", "card:7"],
    "no Scoring card, no Common European Home, no event that cannot occur",
  );
  s = act(s, "card:7");
  // State Run Media is the Communist's: he removes Democratic SPs.
  assert.equal(player(s), "com");
  assert.equal(kind(s), "eventRemove");
  assert.ok(!s.discard.includes(7));
});

test("#67 Reformer Rehabilitated: the Communist ahead may use it; for Ops by the Democrat nothing happens", () => {
  let s = position({
    side: "com",
    hand: [67, COM2],
    otherHand: [DEM2],
    mutate: (t) => {
      t.tst.com = 1;
      t.discard.push(4);
    },
  });
  s = play(s, 67);
  assert.equal(
    sp(s, "Polish Writers")[1],
    3,
    "the only candidate is taken at once; Michnik for the Democrat",
  );
  assert.ok(s.removed.includes(4) && s.removed.includes(67));
  let d = position({ side: "dem", hand: [67, DEM2], otherHand: [COM2], mutate: (t) => void (t.tst.com = 1) });
  d = play(d, 67, "ops");
  assert.ok(!keys(d).includes("option:event"), "a neutral card's event does not fire for the opponent");
});

// ---- #69 Systematization ----------------------------------------------------------------------

test("#69 Systematization: a Romanian space leaves the map; Communist SPs go to Bucuresti; neighbours become adjacent", () => {
  let s = position({
    side: "com",
    hand: [69, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { "Cluj-Napoca": [3, 2], Bucuresti: [1, 0], Timisoara: [0, 1] },
  });
  s = play(s, 69);
  assert.equal(kind(s), "eventSpace");
  assert.equal(spaceKeys(s).length, 14);
  assert.ok(!keys(s).includes(space("Sofia")));
  s = act(s, space("Cluj-Napoca"));
  assert.equal(s.flags.systematized, spaceId("Cluj-Napoca") + 1);
  assert.deepEqual(sp(s, "Cluj-Napoca"), [0, 0]);
  assert.deepEqual(sp(s, "Bucuresti"), [4, 0]);
  assert.ok(s.removed.includes(69));
  // Timisoara and Bucuresti were both next to Cluj-Napoca: now adjacent. Democrat places from Timisoara.
  s = play(s, DEM2, "ops");
  s = act(s, "option:place");
  assert.ok(keys(s).includes(space("Bucuresti")));
  assert.ok(!keys(s).includes(space("Cluj-Napoca")));
});

test("#69 Systematization: Bucuresti itself loses everything; no effect after The Tyrant is Gone", () => {
  let s = position({
    side: "com",
    hand: [69, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { Bucuresti: [3, 1] },
  });
  s = play(s, 69);
  s = act(s, space("Bucuresti"));
  assert.deepEqual(sp(s, "Bucuresti"), [0, 0]);
  let t = position({
    side: "com",
    hand: [69, COM2],
    otherHand: [DEM2],
    mutate: (x) => void (x.flags.tyrantGone = 1),
  });
  t = play(t, 69);
  assert.equal(player(t), "dem");
  assert.equal(t.flags.systematized, undefined);
  assert.ok(t.removed.includes(69));
});

// ---- #70 Securitate ---------------------------------------------------------------------------

test("#70 Securitate: in Romanian struggles the Communist alone sees the Democrat's cards", () => {
  let s = position({ side: "com", hand: [70, COM2], otherHand: [DEM2] });
  s = play(s, 70);
  assert.equal(lastingOf(s, 70)?.until, "cancelled");
  let p = romanianStruggle([], (t) => void t.lasting.push({ card: 70, side: "com", until: "cancelled" }));
  p = play(p, 95);
  assert.equal(kind(p), "raiseStakes");
  const shown = p.ps!.hands.dem.map((c) => `[p${c}]`).join(", ");
  assert.ok(logHas(p, new RegExp(shown.replace(/[[\]]/g, "\\$&")), "com"));
  assert.ok(!logHas(p, /The Democrat holds/, "dem") && !logHas(p, /The Democrat holds/, "observer"));
  p = toNextRound(p);
  assert.ok(lastingOf(p, 70), "lasts beyond the struggle");
});

test("#70 Securitate: no effect once Army Backs Revolution has taken place", () => {
  let s = position({
    side: "com",
    hand: [70, COM2],
    otherHand: [DEM2],
    mutate: (t) => void (t.flags.event108 = 1),
  });
  s = play(s, 70);
  assert.equal(lastingOf(s, 70), undefined);
  assert.ok(s.removed.includes(70));
  let p = romanianStruggle([], (t) => {
    t.lasting.push({ card: 70, side: "com", until: "cancelled" });
    t.flags.event108 = 1;
  });
  p = play(p, 95);
  assert.ok(!logHas(p, /The Democrat holds/, "com"));
});

// ---- #71 Kiss of Death ------------------------------------------------------------------------

test("#71 Kiss of Death: a random Communist card is discarded; a Democratic event on it is the Democrat's", () => {
  let s = position({ side: "dem", hand: [71, DEM2], otherHand: [4] });
  const before = sp(s, "Polish Writers")[1];
  s = play(s, 71);
  assert.deepEqual(s.hands.com, []);
  assert.equal(sp(s, "Polish Writers")[1], before + 3, "Michnik for the Democrat");
  assert.ok(s.removed.includes(4) && s.removed.includes(71));
});

test("#71 Kiss of Death: a Communist event is not carried out; a Scoring card starts its struggle for the Democrat", () => {
  let s = position({ side: "dem", hand: [71, DEM2], otherHand: [7], sp: { Gdansk: [0, 2] } });
  s = play(s, 71);
  assert.ok(s.discard.includes(7));
  assert.deepEqual(sp(s, "Gdansk"), [0, 2]);
  assert.equal(kind(s), "actionRound", "no removal for State Run Media");
  let p = position({
    side: "com",
    hand: [71, 22],
    otherHand: [DEM2],
    sp: { Gdansk: [0, 4], Warszawa: [4, 0] },
  });
  p = play(p, 71, "ops");
  p = act(p, "option:event");
  assert.equal(kind(p), "raiseStakes");
  assert.equal(p.ps!.initiator, "dem");
  assert.equal(player(p), "dem");
});

// ---- #73 Laszlo Tokes -------------------------------------------------------------------------

test("#73 Laszlo Tokes: 1 SP in Timisoara and Harghita/Covasna, then optional Ops in Romania", () => {
  let s = position({
    side: "dem",
    hand: [73, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Bucuresti: [3, 0], Gdansk: [0, 1] },
    mutate: (t) => void t.lasting.push({ card: 58, side: "dem", until: "turn" }),
  });
  s = play(s, 73);
  assert.deepEqual(sp(s, "Timisoara"), [0, 1]);
  assert.deepEqual(sp(s, "Harghita/Covasna"), [0, 1]);
  assert.equal(kind(s), "eventOperations");
  assert.ok(keys(s).includes("option:none"));
  s = act(s, "option:check");
  assert.equal(kind(s), "supportCheck", "no Austria-Hungary declaration for Romanian checks");
  assert.deepEqual(spaceKeys(s), names("Bucuresti"));
  assert.equal(decision(s)!.ops, 2);
});

test("#73 Laszlo Tokes: placement under 6.1 in Romania only", () => {
  let s = position({ side: "dem", hand: [73, DEM2], otherHand: [COM2], clear: true, sp: { Gdansk: [0, 1] } });
  s = play(s, 73);
  s = act(s, "option:place");
  assert.equal(decision(s)!.ops, 2);
  assert.ok(keys(s).includes(space("Cluj-Napoca")) && keys(s).includes(space("Timisoara")));
  assert.ok(!keys(s).includes(space("Gdansk")) && !keys(s).includes(space("Iasi")));
});

// ---- #75 Exit Visas, #77 Samizdat -------------------------------------------------------------

test("#75 Exit Visas: discard any number of cards (Scoring cards too) and draw as many", () => {
  let s = position({ side: "dem", hand: [75, DEM2, 22, DEM1], otherHand: [COM2] });
  s = play(s, 75);
  assert.deepEqual(keys(s).sort(), ["card:22", "card:31", "card:4", "option:done"].sort());
  s = act(s, "card:22");
  s = act(s, "card:4");
  s = act(s, "option:done");
  assert.ok(s.discard.includes(22) && s.discard.includes(4));
  assert.equal(s.hands.dem.length, 3);
  assert.ok(s.hands.dem.includes(DEM2));
  assert.equal(s.ps, null, "no Power Struggle for the discarded Scoring card");
  assert.ok(s.removed.includes(75));
  let n = position({ side: "dem", hand: [75, DEM2], otherHand: [COM2] });
  n = play(n, 75);
  n = act(n, "option:done");
  assert.deepEqual(n.hands.dem, [DEM2]);
});

test("#77 Samizdat: a card set aside (hidden), a replacement drawn, the card back before the next deal", () => {
  let s = position({ side: "dem", hand: [77, DEM2, DEM1], otherHand: [COM2], mutate: lastRound });
  s = play(s, 77);
  assert.equal(kind(s), "eventSetAside");
  assert.ok(keys(s).includes("option:none"));
  const pre = s;
  s = act(s, "card:4");
  // The turn ended right away (last round): the set-aside card came back before the deal.
  assert.equal(s.turn, 2);
  assert.ok(s.hands.dem.includes(DEM1));
  assert.equal(s.hands.dem.length, 8);
  assert.deepEqual(s.aside.dem, []);
  // Within the turn it lies aside, unseen by the Communist.
  let t = position({ side: "dem", hand: [77, DEM2, DEM1], otherHand: [COM2] });
  t = play(t, 77);
  t = act(t, "card:4");
  assert.deepEqual(t.aside.dem, [4]);
  assert.equal(t.hands.dem.length, 2);
  assert.ok(!t.hands.dem.includes(4));
  assert.equal(view(t, "com").asideSizes.dem, 1);
  assert.ok(!logHas(t, /\[c4\]/, "com"));
  assert.ok(logHas(t, /\[c4\]/, "dem"));
  assert.ok(pre.hands.dem.length === 2);
  const none = act(pre, "option:none");
  assert.deepEqual(none.aside.dem, []);
});

// ---- #76 Warsaw Pact Summit -------------------------------------------------------------------

test("#76 Warsaw Pact Summit: checks with +2 against Student/Intellectual spaces, or 4 SPs where the Democrat has none", () => {
  let s = position({
    side: "com",
    hand: [76, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { "Charles University": [0, 2], Gdansk: [0, 2], Dresden: [1, 0] },
  });
  s = play(s, 76);
  assert.deepEqual(keys(s).sort(), ["option:checks", "option:place"]);
  let c = act(s, "option:checks");
  assert.equal(kind(c), "supportCheck");
  assert.deepEqual(spaceKeys(c), names("Charles University"));
  c = withDice(c, [1]);
  c = act(c, space("Charles University"));
  // 1 + 2 Ops + 2 = 5 against 2 x 1 = 2: both Democratic SPs removed, 1 Communist SP added.
  assert.deepEqual(sp(c, "Charles University"), [1, 0]);
  let p = act(s, "option:place");
  assert.ok(!keys(p).includes(space("Gdansk")) && !keys(p).includes(space("Charles University")));
  assert.ok(keys(p).includes(space("Sofia")));
  for (let i = 0; i < 4; i++) p = act(p, space("Sofia"));
  assert.deepEqual(sp(p, "Sofia"), [4, 0]);
  // No Student/Intellectual target: only the placement.
  let n = position({ side: "com", hand: [76, COM2], otherHand: [DEM2], clear: true, sp: { Gdansk: [0, 2] } });
  n = play(n, 76);
  assert.equal(kind(n), "eventPlace");
});

// ---- #78 Workers Revolt -----------------------------------------------------------------------

test("#78 Workers Revolt: a Worker space where the opponent holds Power; 4+ after adjacency turns the SPs over", () => {
  let s = position({
    side: "dem",
    hand: [78, DEM2],
    otherHand: [COM2],
    clear: true,
    sp: { Gdansk: [3, 0], Szczecin: [3, 0], Lublin: [0, 1], Sofia: [2, 0] },
    mutate: (t) => void (t.power.Bulgaria = "dem"),
  });
  s = play(s, 78);
  assert.equal(kind(s), "eventSpace");
  assert.deepEqual(
    spaceKeys(s).sort(),
    names("Gdansk", "Szczecin").sort(),
    "Worker spaces with Communist SPs in Communist countries",
  );
  // Gdansk: Szczecin (Communist-controlled) is adjacent: 5 - 1 = 4 succeeds, 4 - 1 = 3 fails.
  const win = act(withDice(s, [5]), space("Gdansk"));
  assert.deepEqual(sp(win, "Gdansk"), [0, 3]);
  const lose = act(withDice(s, [4]), space("Gdansk"));
  assert.deepEqual(sp(lose, "Gdansk"), [3, 0]);
  assert.ok(lose.discard.includes(78), "no asterisk");
});

test("#78 Workers Revolt: the Communist uses it in a Democrat-held country", () => {
  let s = position({
    side: "com",
    hand: [78, COM2],
    otherHand: [DEM2],
    clear: true,
    sp: { Gdansk: [0, 2], Varna: [0, 2] },
    mutate: (t) => void (t.power.Bulgaria = "dem"),
  });
  s = withDice(s, [6]);
  s = play(s, 78);
  assert.deepEqual(sp(s, "Varna"), [2, 0]);
  assert.deepEqual(sp(s, "Gdansk"), [0, 2]);
});

// ---- #80 Nepotism -----------------------------------------------------------------------------

test("#80 Nepotism: 4, 3 or 1 SPs in Balkan Worker spaces by the die", () => {
  for (const [die, n] of [
    [2, 4],
    [4, 3],
    [5, 1],
  ] as const) {
    let s = withDice(position({ side: "com", hand: [80, COM2], otherHand: [DEM2], clear: true }), [die]);
    s = play(s, 80);
    assert.ok(!keys(s).includes(space("Gdansk")) && !keys(s).includes(space("Sofia")), "Balkan workers only");
    for (let i = 0; i < n; i++) s = act(s, space("Varna"));
    assert.equal(sp(s, "Varna")[0], n);
    assert.equal(player(s), "dem");
  }
});

// ---- #81 The Baltic Way -----------------------------------------------------------------------

test("#81 The Baltic Way: needs Sajudis; +3 VP, USSR track to The Baltic Way, control a Minority space", () => {
  let s = position({ side: "dem", hand: [81, DEM2], otherHand: [COM2] });
  assert.ok(!keys(s).includes("play:81:event"));
  s = position({
    side: "dem",
    hand: [81, DEM2],
    otherHand: [COM2],
    sp: { Razgrad: [1, 0], "Harghita/Covasna": [0, 0] },
    mutate: (t) => {
      t.flags.event33 = 1;
      t.ussr = 1;
    },
  });
  const vp = s.vp;
  s = play(s, 81);
  assert.equal(s.vp, vp + 3);
  assert.equal(s.ussr, 2);
  assert.deepEqual(keys(s).sort(), names("Harghita/Covasna", "Razgrad").sort());
  s = act(s, space("Razgrad"));
  assert.deepEqual(sp(s, "Razgrad"), [1, 5]);
  assert.ok(s.removed.includes(81));
  let c = position({ side: "com", hand: [81, COM2], otherHand: [DEM2] });
  c = play(c, 81, "ops");
  c = spendOps(c);
  assert.ok(c.discard.includes(81), "5.2: prerequisite missing, discarded");
});

// ---- Opponent's Ops plays (5.2), hidden information -------------------------------------------

test("5.2: lasting Middle Year events played for Ops by the opponent take effect for their owner", () => {
  for (const [card, owner] of [
    [50, "dem"],
    [54, "dem"],
    [58, "dem"],
    [62, "dem"],
    [63, "dem"],
    [65, "dem"],
    [72, "dem"],
    [74, "dem"],
    [53, "com"],
    [59, "com"],
    [70, "com"],
  ] as const) {
    const opp = owner === "dem" ? "com" : "dem";
    let s = position({
      side: opp,
      hand: [card, opp === "com" ? COM2 : DEM2],
      otherHand: [opp === "com" ? DEM2 : COM2],
    });
    s = play(s, card, "ops");
    // Operations first, the event after (the phasing player's choice).
    s = spendOps(s);
    const l = lastingOf(s, card);
    assert.ok(l, `#${card} in effect`);
    assert.equal(l.side, owner, `#${card} for its owner`);
    assert.ok(s.removed.includes(card), `#${card} removed (asterisk)`);
    assert.equal(player(s), owner, `#${card}: the owner's round follows`);
  }
});

test("Hidden information is an undo barrier: Goodbye Lenin!'s reveal, Samizdat's draw", () => {
  let s = position({ side: "dem", hand: [46, DEM2], otherHand: [24, COM2] });
  s = play(s, 46);
  assert.equal(canUndo(s, "dem"), false, "the Democrat has seen the Communist's red cards");
  let t = position({ side: "dem", hand: [77, DEM2, DEM1], otherHand: [COM2] });
  t = play(t, 77);
  assert.equal(canUndo(t, "dem"), true, "nothing revealed yet");
  t = act(t, "card:4");
  assert.equal(canUndo(t, "dem"), false);
});

test("#44 Inflationary Currency: no cancel offer when no check could be made", () => {
  let s = position({
    side: "com",
    hand: [44, COM2],
    otherHand: [17],
    clear: true,
    sp: { Gdansk: [0, 2] },
    mutate: (t) => void (t.power.Poland = "dem"),
  });
  s = play(s, 44);
  assert.deepEqual(sp(s, "Gdansk"), [0, 0]);
  assert.equal(kind(s), "actionRound");
  assert.deepEqual(s.hands.dem, [17]);
});

test("#71 Kiss of Death: a discarded Common European Home has no event", () => {
  let s = position({ side: "dem", hand: [71, DEM2], otherHand: [21] });
  s = play(s, 71);
  assert.ok(s.discard.includes(21));
  assert.equal(kind(s), "actionRound");
  assert.ok(s.removed.includes(71));
});
