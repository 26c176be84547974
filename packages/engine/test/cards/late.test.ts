import assert from "node:assert/strict";
import { test } from "node:test";
import { cloneState, decision, type State, spaceId } from "../../src/index.ts";
import { checkModifiers, expireLasting } from "../../src/rules/play.ts";
import { act, inEffect, keys, kind, play, player, position, sp, space, spendOps, until } from "./harness.ts";

/** Fixed dice for the next rolls (then the seeded generator). */
const dice =
  (...d: number[]) =>
  (t: State): void => {
    Object.assign(t, { options: { ...t.options, fixture: { dice: d } } });
    t.fx.dice = 0;
  };
const flags =
  (f: Record<string, number>) =>
  (t: State): void =>
    void Object.assign(t.flags, f);
const both =
  (...fs: ((t: State) => void)[]) =>
  (t: State): void => {
    for (const f of fs) f(t);
  };

test("#82 Spitzel: remove 2 Democratic SPs from East Germany only; fires for the Communist when the Democrat plays it for Ops", () => {
  let s = position({
    side: "dem",
    hand: [82],
    otherHand: [1],
    sp: { Leipzig: [0, 1], Berlin: [0, 2], Gdansk: [0, 3] },
  });
  s = play(s, 82, "ops");
  assert.ok(keys(s).includes("option:event"), "the phasing player may let the event happen first");
  s = act(s, "option:event");
  assert.equal(player(s), "com");
  assert.ok(!keys(s).includes(space("Gdansk")), "Poland is not East Germany");
  assert.ok(keys(s).includes(space("Lutheran Church")));
  s = act(s, space("Berlin"));
  s = act(s, space("Leipzig"));
  assert.deepEqual(sp(s, "Berlin"), [0, 1]);
  assert.deepEqual(sp(s, "Leipzig"), [0, 0]);
  assert.equal(kind(s), "operations", "then the Democrat's Operations");
  assert.equal(player(s), "dem");
  s = spendOps(s);
  assert.ok(s.removed.includes(82), "asterisk: removed");
});

test("#83 Modrow: roll above the Democrat's East German spaces adds 4 SPs (2 per space); Honecker no longer occurs", () => {
  let s = position({
    side: "com",
    hand: [83, 15],
    otherHand: [19],
    clear: true,
    sp: { Leipzig: [0, 3], Halle: [0, 3] },
    mutate: dice(3),
  });
  s = play(s, 83);
  assert.equal(kind(s), "eventPlace");
  assert.ok(
    keys(s).every((k) => Number(k.split(":")[1]) <= 11),
    "East Germany only",
  );
  s = act(s, space("Berlin"));
  s = act(s, space("Berlin"));
  assert.ok(!keys(s).includes(space("Berlin")), "at most 2 per space");
  s = act(s, space("Dresden"));
  s = act(s, space("Dresden"));
  assert.deepEqual(sp(s, "Berlin"), [2, 0]);
  assert.deepEqual(sp(s, "Dresden"), [2, 0]);
  assert.ok(s.removed.includes(83));
  assert.ok(inEffect(s, 83));
  // The Democrat plays a card; then the Communist may not play Honecker for its event.
  s = play(s, 19, "ops");
  s = act(s, "option:check");
  s = until(s, (t) => player(t) === "com" && kind(t) === "actionRound");
  assert.ok(!keys(s).includes("play:15:event"));
  assert.ok(keys(s).includes("play:15:ops"));
});

test("#83 Modrow: a roll equal to the Democrat's East German spaces adds nothing", () => {
  let s = position({
    side: "com",
    hand: [83],
    otherHand: [19],
    clear: true,
    sp: { Leipzig: [0, 3], Halle: [0, 3] },
    mutate: dice(2),
  });
  s = play(s, 83);
  assert.equal(player(s), "dem");
  assert.equal(
    s.sp.com.reduce((a, b) => a + b, 0),
    0,
  );
});

test("#83 Modrow: Honecker played for Ops by the Democrat afterwards goes to the discard (5.2 Ex.3)", () => {
  let s = position({ side: "dem", hand: [15], otherHand: [1], mutate: flags({ event83: 1 }) });
  s = {
    ...s,
    lasting: [{ card: 83, side: "com", until: "game" }],
  };
  s = play(s, 15, "ops");
  assert.ok(!keys(s).includes("option:event"), "Honecker's event cannot take place");
  s = spendOps(s);
  assert.ok(s.discard.includes(15) && !s.removed.includes(15));
});

test("#84 Breakaway Baltic Republics: needs The Baltic Way; +5 VP, USSR box 3, control a Minority space, 1 Support Check; Gorbachev no longer occurs", () => {
  const without = position({ side: "dem", hand: [84, 14], otherHand: [1] });
  assert.ok(!keys(without).includes("play:84:event"));
  let s = position({
    side: "dem",
    hand: [84, 14],
    otherHand: [1],
    sp: { Razgrad: [1, 0], "Harghita/Covasna": [0, 0] },
    mutate: flags({ event81: 1 }),
  });
  const vp0 = s.vp;
  s = play(s, 84);
  assert.equal(s.vp - vp0, 5);
  assert.equal(s.ussr, 3);
  assert.equal(kind(s), "eventSpace");
  assert.deepEqual(keys(s).sort(), [space("Razgrad"), space("Harghita/Covasna")].sort());
  s = act(s, space("Razgrad"));
  assert.deepEqual(sp(s, "Razgrad"), [1, 5], "just enough to control (1 + stability 4)");
  assert.equal(kind(s), "supportCheck");
  assert.ok(!keys(s).includes("option:done"), "the check must be made");
  assert.ok(keys(s).includes(space("Berlin")), "anywhere on the map");
  s = act(s, space("Berlin"));
  assert.ok(s.removed.includes(84));
  s = until(s, (t) => player(t) === "dem" && kind(t) === "actionRound");
  assert.ok(!keys(s).includes("play:14:event"), "Gorbachev Charms the West is switched off");
});

test("#85 Tank Column: advances the player's TST marker one box with its award, besides the normal attempt", () => {
  let s = position({ side: "dem", hand: [85, 1], otherHand: [2] });
  s = play(s, 85);
  assert.equal(s.tst.dem, 1);
  assert.equal(s.tstFirst[1], "dem");
  assert.equal(s.tstAttempted.dem, false, "not the turn's attempt");
  assert.ok(s.removed.includes(85));
  // The Communist playing it for himself advances his own marker; box 4 removes 2 Democratic SPs.
  let c = position({
    side: "com",
    hand: [85],
    otherHand: [19],
    sp: { Gdansk: [0, 2] },
    mutate: (t) => void (t.tst.com = 3),
  });
  c = play(c, 85);
  assert.equal(c.tst.com, 4);
  assert.equal(kind(c), "removeSupport");
  assert.equal(player(c), "com");
});

test('#86 "The Wall Must Go!": a Democratic win gives 3 VP, the Communist removes 3 East German SPs, Kohl gains Operations', () => {
  let s = position({
    side: "dem",
    hand: [86, 87],
    otherHand: [1, 2],
    clear: true,
    sp: { Berlin: [2, 0], Dresden: [2, 0], Gdansk: [3, 0] },
    // Round 1: tie (3-3) rerolled, then 6-1 and 5-2.
    mutate: dice(3, 3, 6, 1, 5, 2),
  });
  const vp0 = s.vp;
  s = play(s, 86);
  assert.equal(s.vp - vp0, 3);
  assert.equal(kind(s), "eventRemove");
  assert.equal(player(s), "com", "the Communist chooses which of his SPs go");
  assert.ok(!keys(s).includes(space("Gdansk")));
  s = act(s, space("Berlin"));
  s = act(s, space("Berlin")); // the third SP can only come from Dresden
  assert.deepEqual(sp(s, "Berlin"), [0, 0]);
  assert.deepEqual(sp(s, "Dresden"), [1, 0]);
  assert.equal(s.flags.wallMustGo, 1);
  assert.ok(s.removed.includes(86));
  // Kohl: +2 VP and an optional Operation (no TST attempt).
  s = play(s, 1, "ops");
  s = act(s, "option:check");
  s = until(s, (t) => player(t) === "dem" && kind(t) === "actionRound");
  const vp1 = s.vp;
  s = play(s, 87);
  assert.equal(s.vp - vp1, 2);
  assert.equal(kind(s), "eventOperations");
  assert.deepEqual(keys(s).sort(), ["option:check", "option:none", "option:place"]);
});

test('#86 "The Wall Must Go!": a Communist win changes nothing; East German control counts in the roll', () => {
  let s = position({
    side: "dem",
    hand: [86],
    otherHand: [1],
    clear: true,
    // The Communist controls 3 East German spaces: +3 on each of his rolls.
    sp: { Berlin: [3, 0], Dresden: [4, 0], Rostock: [3, 0] },
    mutate: dice(5, 2, 6, 3),
  });
  const vp0 = s.vp;
  s = play(s, 86);
  assert.equal(s.vp, vp0);
  assert.equal(s.flags.wallMustGo, undefined);
  assert.deepEqual(sp(s, "Berlin"), [3, 0]);
  assert.ok(s.removed.includes(86), "removed either way");
  assert.equal(player(s), "com");
});

test("#86 ends a Wall already in play", () => {
  let s = position({
    side: "dem",
    hand: [86],
    otherHand: [1],
    clear: true,
    mutate: both(dice(6, 1, 6, 1), (t) => void t.lasting.push({ card: 9, side: "com", until: "cancelled" })),
  });
  s = play(s, 86);
  assert.ok(!inEffect(s, 9));
});

test("#87 Kohl without a successful Wall Must Go!: only 2 VP", () => {
  let s = position({ side: "com", hand: [87], otherHand: [1] });
  const vp0 = s.vp;
  s = play(s, 87, "ops");
  s = act(s, "option:event");
  assert.equal(s.vp - vp0, 2);
  assert.equal(kind(s), "operations", "back to the Communist's Operations, no Democratic decision");
  assert.equal(player(s), "com");
});

test("#88 Adamec: die minus Democratic Czech Worker spaces; 3+ adds 4 SPs (2 per space)", () => {
  let s = position({
    side: "com",
    hand: [88],
    otherHand: [1],
    clear: true,
    sp: { Brno: [0, 3], Ostrava: [0, 3], "Czech Writers": [0, 5] },
    mutate: dice(4),
  });
  s = play(s, 88);
  assert.equal(player(s), "dem", "4 - 2 = 2: nothing");
  assert.equal(
    s.sp.com.reduce((a, b) => a + b, 0),
    0,
  );
  let t = position({
    side: "com",
    hand: [88],
    otherHand: [1],
    clear: true,
    sp: { Brno: [0, 3], "Czech Writers": [0, 5] },
    mutate: dice(4),
  });
  t = play(t, 88);
  assert.equal(kind(t), "eventPlace", "4 - 1 = 3: 4 SPs; Writers are not Workers");
  assert.ok(!keys(t).includes(space("Berlin")));
  t = act(t, space("Praha"));
  t = act(t, space("Praha"));
  assert.ok(!keys(t).includes(space("Praha")));
});

test("#89 Domino Theory: with Power in 2 countries, play a Scoring card from the discard with the initiative", () => {
  let s = position({
    side: "dem",
    hand: [89],
    otherHand: [1],
    mutate: (t) => {
      t.power.Poland = "dem";
      t.power.Hungary = "dem";
      t.discard.push(43, 5);
      t.deck = t.deck.filter((c) => c !== 43 && c !== 5);
    },
  });
  s = play(s, 89);
  assert.equal(kind(s), "eventCard");
  assert.deepEqual(keys(s), ["card:43", "option:none"], "Scoring cards only");
  s = act(s, "card:43");
  assert.ok(s.ps, "a Power Struggle starts");
  assert.equal(s.ps.country, "Bulgaria");
  assert.equal(s.ps.initiator, "dem");
  assert.ok(!s.discard.includes(43));
  s = until(s, (t) => t.ps === null);
  assert.ok(s.removed.includes(89));
  assert.ok(s.discard.includes(43) || s.removed.includes(43));
});

test("#89 Domino Theory: may decline; with no Scoring card in the discard nothing happens but the card is removed", () => {
  const base = {
    side: "dem" as const,
    hand: [89],
    otherHand: [1],
    mutate: (t: State) => {
      t.power.Poland = "dem";
      t.power.Hungary = "dem";
    },
  };
  let s = position(base);
  s = play(s, 89);
  assert.equal(player(s), "com");
  assert.ok(s.removed.includes(89));
});

test("#89 Domino Theory: with Power in fewer than 2 countries it cannot occur; the card goes to the discard", () => {
  let s = position({ side: "com", hand: [89], otherHand: [1], mutate: (t) => void (t.power.Poland = "dem") });
  s = play(s, 89, "ops");
  assert.ok(!keys(s).includes("option:event"));
  s = spendOps(s);
  assert.ok(s.discard.includes(89) && !s.removed.includes(89));
  const d = position({ side: "dem", hand: [89, 1], mutate: (t) => void (t.power.Poland = "dem") });
  assert.ok(!keys(d).includes("play:89:event"));
});

test("#90 Civic Forum: +1 VP, 4 SPs in Czechoslovakia, then optional checks only while controlling Czech Writers", () => {
  let s = position({
    side: "dem",
    hand: [90],
    otherHand: [1],
    sp: { "Czech Writers": [0, 2], Praha: [2, 0] },
  });
  const vp0 = s.vp;
  s = play(s, 90);
  assert.equal(s.vp - vp0, 1);
  assert.ok(
    keys(s).every((k) => k.startsWith("space:") && Number(k.slice(6)) >= 26 && Number(k.slice(6)) <= 36),
  );
  for (let i = 0; i < 4; i++) s = act(s, space("Brno"));
  assert.deepEqual(sp(s, "Brno"), [1, 4]);
  assert.equal(kind(s), "supportCheck");
  assert.ok(keys(s).includes("option:done"));
  assert.ok(keys(s).includes(space("Praha")));
  assert.ok(!keys(s).includes(space("Berlin")));

  let t = position({ side: "dem", hand: [90], otherHand: [1], sp: { "Czech Writers": [1, 2] } });
  t = play(t, 90);
  for (let i = 0; i < 4; i++) t = act(t, space("Brno"));
  assert.equal(player(t), "com", "no control of Czech Writers: no checks");
});

test("#91 My First Banana: remove 2 Communist East German SPs, then 2 checks in East Germany", () => {
  let s = position({ side: "dem", hand: [91], otherHand: [1], sp: { Berlin: [3, 0], Warszawa: [2, 0] } });
  s = play(s, 91);
  assert.ok(!keys(s).includes(space("Warszawa")));
  s = act(s, space("Berlin"));
  s = act(s, space("Berlin"));
  assert.deepEqual(sp(s, "Berlin"), [1, 0]);
  assert.equal(kind(s), "supportCheck");
  assert.equal(decision(s)!.ops, 3);
  assert.ok(keys(s).includes(space("Dresden")));
  assert.ok(!keys(s).includes(space("Warszawa")), "East Germany only");
  assert.ok(!keys(s).includes("option:done"));
});

test("#91 My First Banana: the Austria-Hungary Border Reopened bonus applies without a declaration", () => {
  let s = position({
    side: "dem",
    hand: [91],
    otherHand: [1],
    sp: { Berlin: [3, 0] },
    mutate: (t) => void t.lasting.push({ card: 58, side: "dem", until: "turn" }),
  });
  s = play(s, 91);
  s = act(s, space("Berlin"));
  s = act(s, space("Berlin"));
  assert.equal(kind(s), "supportCheck", "no declareBonus question");
  assert.equal(decision(s)!.ops, 4);
});

test("#92 Betrayal: Democratic SPs in an Orthodox Church become Communist SPs", () => {
  let s = position({
    side: "com",
    hand: [92],
    otherHand: [1],
    sp: {
      "Orthodox Church, Romania": [1, 3],
      "Orthodox Church, Bulgaria": [0, 2],
      "Catholic Church, Hungary": [0, 2],
    },
  });
  s = play(s, 92);
  assert.deepEqual(
    keys(s).sort(),
    [space("Orthodox Church, Romania"), space("Orthodox Church, Bulgaria")].sort(),
  );
  s = act(s, space("Orthodox Church, Romania"));
  assert.deepEqual(sp(s, "Orthodox Church, Romania"), [4, 0]);
  assert.deepEqual(sp(s, "Orthodox Church, Bulgaria"), [0, 2]);
});

test("#93 Shock Therapy: in a country of Democratic Power, die minus Communist Worker/Farmer spaces; 3+: 3 VP and 3 SPs there", () => {
  const mk = (d: number) =>
    position({
      side: "dem",
      hand: [93],
      otherHand: [1],
      sp: { Gyor: [3, 0], Pecs: [4, 0], Budapest: [3, 0] },
      mutate: both(dice(d), (t) => {
        t.power.Hungary = "dem";
        t.power.Poland = "dem";
      }),
    });
  let s = play(mk(5), 93);
  assert.equal(kind(s), "eventCountry");
  assert.deepEqual(keys(s).sort(), ["country:Hungary", "country:Poland"]);
  const vp0 = s.vp;
  s = act(s, "country:Hungary");
  assert.equal(s.vp - vp0, 3, "5 - 2 (Gyor, Pecs; Budapest is a Bureaucrat space) = 3");
  assert.equal(kind(s), "eventPlace");
  assert.ok(keys(s).includes(space("Budapest")) && !keys(s).includes(space("Gdansk")));
  let f = play(mk(4), 93);
  f = act(f, "country:Hungary");
  assert.equal(f.vp, vp0, "4 - 2 = 2: nothing");
  assert.equal(player(f), "com");
  assert.ok(f.removed.includes(93));
});

test("#94 Union of Democratic Forces: remove 4 Communist SPs in Bulgaria (2 per space), then 2 checks in Bulgaria", () => {
  let s = position({
    side: "dem",
    hand: [94],
    otherHand: [1],
    clear: true,
    sp: { Sofia: [4, 0], Ruse: [1, 0], Plovdiv: [3, 0], Berlin: [2, 0] },
  });
  s = play(s, 94);
  assert.ok(!keys(s).includes(space("Berlin")));
  s = act(s, space("Sofia"));
  s = act(s, space("Sofia"));
  assert.ok(!keys(s).includes(space("Sofia")), "at most 2 per space");
  s = act(s, space("Ruse"));
  assert.deepEqual(sp(s, "Plovdiv"), [2, 0], "the last one can only come from Plovdiv");
  assert.equal(kind(s), "supportCheck");
  assert.deepEqual(keys(s).sort(), [space("Sofia"), space("Plovdiv")].sort());
});

test("#96 The Chinese Solution: needs Communist TST box 7; 5 checks at +3 in a country where he holds Power, Democrat +3 VP", () => {
  assert.ok(!keys(position({ side: "com", hand: [96, 1] })).includes("play:96:event"));
  const mk = () =>
    position({
      side: "com",
      hand: [96],
      otherHand: [1],
      clear: true,
      sp: { Gdansk: [0, 1], Berlin: [0, 1] },
      mutate: both(dice(3), (t) => {
        t.tst.com = 7;
        t.power.Hungary = "dem";
      }),
    });
  let s = play(mk(), 96);
  assert.equal(kind(s), "eventCountry");
  assert.ok(keys(s).includes("option:none"));
  assert.ok(!keys(s).includes("country:Hungary"), "only countries where he holds Power");
  const vp0 = s.vp;
  s = act(s, "country:Poland");
  assert.equal(s.vp - vp0, 3);
  assert.deepEqual(keys(s), [space("Gdansk")], "Polish targets with Democratic SPs");
  s = act(s, space("Gdansk"));
  // die 3 + 1 Op + 3 = 7 > 6: the Democratic SP is removed (without the +3: 4, no effect).
  assert.deepEqual(sp(s, "Gdansk"), [0, 0]);
  assert.equal(player(s), "dem", "no target left: the checks end");
  let d = play(mk(), 96);
  d = act(d, "option:none");
  assert.equal(d.vp, vp0, "declined: nothing");
  assert.ok(d.removed.includes(96));
});

test("#97 The Tyrant is Gone: cannot occur without The Crowd Turns Against Ceausescu (discarded)", () => {
  assert.ok(!keys(position({ side: "dem", hand: [97, 1] })).includes("play:97:event"));
  let s = position({ side: "com", hand: [97], otherHand: [1] });
  s = play(s, 97, "ops");
  assert.ok(!keys(s).includes("option:event"));
  s = spendOps(s);
  assert.ok(s.discard.includes(97) && !s.removed.includes(97));
});

test("#97 The Tyrant is Gone after the Crowd: 4 SPs off Cluj-Napoca, the Ceausescus flee; capture gives +2 VP", () => {
  let s = position({
    side: "dem",
    hand: [97],
    otherHand: [1, 2],
    clear: true,
    sp: { "Cluj-Napoca": [5, 0], Timisoara: [0, 1], Iasi: [0, 2] },
    mutate: flags({ event54: 1, crowdResolved: 1 }),
  });
  s = play(s, 97);
  assert.deepEqual(sp(s, "Cluj-Napoca"), [1, 0]);
  assert.equal(kind(s), "eventSpace");
  assert.equal(player(s), "dem");
  assert.ok(
    !keys(s).includes(space("Timisoara")) && !keys(s).includes(space("Iasi")),
    "spaces without Democratic SPs",
  );
  assert.ok(!keys(s).includes(space("Sofia")), "Romania only");
  assert.equal(keys(s).length, 12);
  s = act(s, space("Bucuresti"));
  assert.equal(s.flags.ceausescus, spaceId("Bucuresti") + 1);
  assert.equal(s.flags.tyrantGone, 1);
  assert.ok(s.removed.includes(97));
  // The Democrat takes control of Bucuresti: captured at once.
  const t = cloneState(s);
  t.sp.dem[spaceId("Bucuresti")] = 3;
  const vp0 = t.vp;
  const u = play(t, 1, "ops");
  assert.equal(u.vp - vp0, 2);
  assert.ok(!u.flags.ceausescus);
});

test("#97 The Tyrant is Gone with no refuge: +2 VP at once", () => {
  const all: Record<string, [number, number]> = {};
  for (const n of [
    "Timisoara",
    "Cluj-Napoca",
    "Targu Mures",
    "Iasi",
    "Babes-Bolyai University",
    "Romanian Writers",
  ])
    all[n] = [0, 1];
  for (const n of [
    "Harghita/Covasna",
    "Brasov",
    "Orthodox Church, Romania",
    "Ploiesti",
    "Craiova",
    "Bucuresti",
  ])
    all[n] = [0, 1];
  for (const n of ["Galati", "Constanta"]) all[n] = [0, 1];
  let s = position({
    side: "dem",
    hand: [97],
    otherHand: [1],
    sp: all,
    mutate: flags({ event54: 1, crowdResolved: 1 }),
  });
  const vp0 = s.vp;
  s = play(s, 97);
  assert.equal(s.vp - vp0, 2);
  assert.equal(s.flags.tyrantGone, 1);
  assert.ok(!s.flags.ceausescus);
  assert.equal(player(s), "com");
});

test("#97 The Tyrant is Gone waits for the Romanian Power Struggle, not another one", () => {
  let s = position({
    side: "dem",
    hand: [97, 2, 3],
    otherHand: [22, 95, 5],
    sp: { "Cluj-Napoca": [6, 0] },
    mutate: flags({ event54: 1 }),
  });
  s = play(s, 97);
  assert.ok(inEffect(s, 97), "waits in front of the Democrat");
  assert.ok(s.removed.includes(97));
  assert.deepEqual(sp(s, "Cluj-Napoca"), [6, 0]);
  s = play(s, 22);
  s = until(s, (t) => t.ps === null && kind(t) === "actionRound");
  assert.ok(inEffect(s, 97), "Poland's struggle does not trigger it");
  assert.ok(!s.flags.tyrantGone);
  s = until(s, (t) => player(t) === "com" && kind(t) === "actionRound");
  s = play(s, 95);
  s = until(s, (t) => decision(t)?.card === 97 || kind(t) === "actionRound");
  assert.equal(s.ps, null, "after the struggle and its scoring");
  assert.equal(kind(s), "eventSpace");
  assert.ok(!inEffect(s, 97));
  assert.equal(sp(s, "Cluj-Napoca")[0] <= 2, true, "4 Communist SPs removed from Cluj-Napoca");
});

test("#97 The Tyrant is Gone waiting on The Crowd Turns Against Ceausescu: fires after the Romanian struggle the Crowd took part in", () => {
  let s = position({ side: "dem", hand: [54, 97], otherHand: [95, 12], sp: { Timisoara: [0, 4] } });
  s = play(s, 54);
  s = play(s, 12, "ops");
  s = spendOps(s);
  s = play(s, 97);
  assert.ok(inEffect(s, 97), "the Crowd has not taken effect yet: it waits");
  s = play(s, 95);
  s = until(s, (t) => decision(t)?.card === 97 || (t.ps === null && kind(t) === "actionRound"));
  assert.equal(s.flags.crowdResolved, 1);
  assert.equal(decision(s)?.card, 97, "The Tyrant is Gone resolves after the struggle");
  assert.equal(s.ps, null);
});

test("#98 Politburo Intrigue: remove 3 Democratic SPs in Bulgaria (2 per space), then 1 check there", () => {
  let s = position({
    side: "com",
    hand: [98],
    otherHand: [1],
    clear: true,
    sp: { Sofia: [0, 3], Ruse: [0, 2], Gdansk: [0, 2] },
  });
  s = play(s, 98);
  assert.deepEqual(keys(s).sort(), [space("Sofia"), space("Ruse")].sort());
  s = act(s, space("Sofia"));
  s = act(s, space("Sofia"));
  assert.deepEqual(sp(s, "Ruse"), [0, 1], "the third from Ruse");
  assert.equal(kind(s), "supportCheck");
  assert.deepEqual(keys(s).sort(), [space("Sofia"), space("Ruse")].sort());
});

test("#99 Ligachev: the Democrat's next card costs 3 VP at once unless it is Gorbachev played for the event", () => {
  let s = position({ side: "com", hand: [99, 1], otherHand: [19, 14] });
  s = play(s, 99);
  assert.ok(inEffect(s, 99));
  assert.ok(s.removed.includes(99));
  const vp0 = s.vp;
  s = play(s, 19, "ops");
  assert.equal(s.vp - vp0, -3, "at once, before the card resolves");
  assert.equal(kind(s), "operations");
  assert.ok(!inEffect(s, 99));
  s = act(s, "option:check");
  s = until(s, (t) => player(t) === "dem" && kind(t) === "actionRound");
  const vp1 = s.vp;
  s = play(s, 14, "ops");
  assert.equal(s.vp, vp1, "only the next card");

  let g = position({ side: "com", hand: [99, 1], otherHand: [14], sp: { Berlin: [2, 0] } });
  g = play(g, 99);
  const vp2 = g.vp;
  g = play(g, 14);
  assert.equal(g.vp, vp2, "Gorbachev for the event avoids it");
  assert.ok(!inEffect(g, 99));

  let t = position({ side: "com", hand: [99, 1], otherHand: [14] });
  t = play(t, 99);
  const vp3 = t.vp;
  t = play(t, 14, "tst");
  assert.equal(t.vp - vp3, -3, "Gorbachev for a TST attempt does not");
});

test("#99 Ligachev: Gorbachev played for Ops and event (TST box 8) counts as played for its event", () => {
  let s = position({
    side: "com",
    hand: [99, 1],
    otherHand: [14],
    mutate: (t) => {
      t.tst.dem = 8;
      t.tstFirst[8] = "dem";
    },
  });
  s = play(s, 99);
  const vp0 = s.vp;
  s = act(s, "play:14:opsAndEvent");
  assert.equal(s.vp, vp0);
  assert.ok(!inEffect(s, 99));
});

test("#99 Ligachev played by the Democrat for Ops: the trap is on his next card", () => {
  let s = position({ side: "dem", hand: [99, 19], otherHand: [1, 2] });
  const vp0 = s.vp;
  s = play(s, 99, "ops");
  s = act(s, "option:event");
  assert.equal(s.vp, vp0, "not the card that triggered it");
  s = act(s, "option:check");
  s = until(s, (t) => player(t) === "dem" && kind(t) === "actionRound");
  s = play(s, 19, "ops");
  assert.equal(s.vp - vp0, -3);
});

test("#100 Stand Fast: the opponent's checks against the player's controlled spaces get -1 for the turn", () => {
  let s = position({
    side: "com",
    hand: [100],
    otherHand: [1],
    clear: true,
    sp: { Berlin: [3, 0], Leipzig: [1, 1] },
  });
  const berlin = spaceId("Berlin");
  const leipzig = spaceId("Leipzig");
  assert.equal(checkModifiers(s, "dem", berlin), 0);
  const leipzig0 = checkModifiers(s, "dem", leipzig);
  s = play(s, 100);
  assert.ok(inEffect(s, 100));
  assert.equal(checkModifiers(s, "dem", berlin), -1);
  assert.equal(checkModifiers(s, "dem", leipzig), leipzig0, "uncontrolled space");
  assert.equal(checkModifiers(s, "com", berlin), 0, "not his own checks");
  const t = cloneState(s);
  expireLasting(t, "turn");
  assert.equal(checkModifiers(t, "dem", berlin), 0, "ends with the turn");
  // The Democrat playing it protects his own spaces.
  let d = position({ side: "dem", hand: [100], otherHand: [1], clear: true, sp: { Gdansk: [0, 3] } });
  d = play(d, 100);
  assert.equal(checkModifiers(d, "com", spaceId("Gdansk")), -1);
  assert.equal(checkModifiers(d, "dem", spaceId("Gdansk")), 0);
});

test("#101 Elena: 2 SPs in Cluj-Napoca and -1 to Democratic checks in Romania this turn; nothing after The Tyrant is Gone", () => {
  let s = position({ side: "com", hand: [101], otherHand: [1], clear: true });
  s = play(s, 101);
  assert.deepEqual(sp(s, "Cluj-Napoca"), [2, 0]);
  assert.equal(checkModifiers(s, "dem", spaceId("Iasi")), -1);
  assert.equal(checkModifiers(s, "dem", spaceId("Sofia")), 0);
  assert.equal(checkModifiers(s, "com", spaceId("Iasi")), 0);
  const t = cloneState(s);
  expireLasting(t, "turn");
  assert.equal(checkModifiers(t, "dem", spaceId("Iasi")), 0);
  const u = cloneState(s);
  u.flags.tyrantGone = 1;
  assert.equal(checkModifiers(u, "dem", spaceId("Iasi")), 0, "stops once The Tyrant is Gone resolves");

  let g = position({
    side: "dem",
    hand: [101],
    otherHand: [1],
    clear: true,
    mutate: flags({ tyrantGone: 1 }),
  });
  g = play(g, 101, "ops");
  g = act(g, "option:event");
  assert.deepEqual(sp(g, "Cluj-Napoca"), [0, 0]);
  assert.ok(!inEffect(g, 101));
  assert.equal(kind(g), "operations");
  g = act(g, "option:place");
  g = until(g, (x) => kind(x) !== "placeSupport");
  assert.ok(g.removed.includes(101), "5.2 Ex.5: counts as played, removed");
});

test("#102 National Salvation Front: the next Balkan Power Struggle gives the Communist 2 of the Democrat's cards", () => {
  let s = position({
    side: "com",
    hand: [102, 22, 43],
    otherHand: [1, 2, 3],
    sp: { Sofia: [3, 0], Ruse: [0, 5], Razgrad: [0, 4] },
  });
  s = play(s, 102);
  assert.ok(inEffect(s, 102));
  s = until(s, (t) => player(t) === "com" && kind(t) === "actionRound");
  s = play(s, 22);
  s = until(s, (t) => t.ps === null && kind(t) === "actionRound");
  assert.ok(inEffect(s, 102), "Poland is not in the Balkans");
  s = until(s, (t) => player(t) === "com" && kind(t) === "actionRound");
  s = play(s, 43);
  assert.ok(s.ps);
  // Communist controls Sofia (6 cards + 2), Democrat Ruse and Razgrad (6 + 2 = 8, minus 2).
  assert.equal(s.ps.hands.com.length, 8);
  assert.equal(s.ps.hands.dem.length, 6);
  assert.ok(!inEffect(s, 102));
});

test("#103 Government Resigns: every Communist SP leaves one uncontrolled Elite space", () => {
  let s = position({
    side: "dem",
    hand: [103],
    otherHand: [1],
    clear: true,
    sp: { Dresden: [3, 0], Plzen: [4, 0], "Stara Zagora": [2, 1], Bydgoszcz: [0, 2] },
  });
  s = play(s, 103);
  assert.deepEqual(
    keys(s).sort(),
    [space("Dresden"), space("Stara Zagora")].sort(),
    "not controlled Plzen, nor Bydgoszcz",
  );
  s = act(s, space("Dresden"));
  assert.deepEqual(sp(s, "Dresden"), [0, 0]);
  assert.deepEqual(sp(s, "Stara Zagora"), [2, 1]);
});

test("#104 New Year's Eve Party: accepted, the game ends after the turn with the Democrat's last Power Struggle", () => {
  let s = position({
    side: "com",
    hand: [104],
    otherHand: [],
    sp: { "Cluj-Napoca": [6, 0] },
    mutate: (t) => t.lasting.push({ card: 97, side: "dem", until: "cancelled" }),
  });
  s = play(s, 104);
  assert.equal(kind(s), "eventChoice");
  const vp0 = s.vp;
  s = act(s, "option:accept");
  assert.equal(s.vp - vp0, -3, "Power in 4+ countries: Communist +3");
  assert.equal(s.flags.newYearsEve, 1);
  assert.ok(s.removed.includes(104));
  s = until(s, (t) => kind(t) === "finalPowerStruggle");
  assert.equal(player(s), "dem");
  assert.ok(keys(s).includes("option:none"));
  s = act(s, "country:Romania");
  assert.ok(s.ps);
  s = until(s, (t) => decision(t)?.card === 97);
  assert.ok(s.result, "the game is over");
  assert.equal(s.result.reason, "newYearsEveParty");
  assert.ok(!s.flags.tyrantGone, "10.3: The Tyrant is Gone does not fire");
  assert.equal(s.turn, 1, "no further turn");
});

test("#104 New Year's Eve Party: Democrat +3 with Communist Power in fewer than 4 countries; declining changes nothing", () => {
  let s = position({
    side: "dem",
    hand: [104],
    otherHand: [1],
    mutate: (t) => {
      t.power.Poland = "dem";
      t.power.Hungary = "dem";
      t.power.Bulgaria = "dem";
    },
  });
  const vp0 = s.vp;
  s = play(s, 104, "ops");
  s = act(s, "option:event");
  assert.equal(player(s), "com", "the Communist decides");
  s = act(s, "option:accept");
  assert.equal(s.vp - vp0, 3);
  let d = position({ side: "com", hand: [104], otherHand: [1] });
  d = play(d, 104);
  d = act(d, "option:decline");
  assert.equal(d.vp, vp0);
  assert.ok(!d.flags.newYearsEve);
  assert.ok(d.removed.includes(104));
  d = until(d, (t) => t.turn === 2 || t.result !== null);
  assert.equal(d.result, null, "the game goes on");
});

test("#104 New Year's Eve Party: no last Power Struggle ends the game on the VP as they stand (no Final Scoring)", () => {
  let s = position({ side: "com", hand: [104], otherHand: [] });
  s = play(s, 104);
  s = act(s, "option:accept");
  s = until(s, (t) => kind(t) === "finalPowerStruggle");
  const vp0 = s.vp;
  s = act(s, "option:none");
  assert.deepEqual(s.result, {
    winner: vp0 > 0 ? "dem" : vp0 < 0 ? "com" : null,
    reason: "newYearsEveParty",
    vp: vp0,
  });
});

test("#105 Public Against Violence: 2 SPs in Kosice and Presov, then a check on Bratislava at +2", () => {
  let s = position({
    side: "dem",
    hand: [105],
    otherHand: [1],
    clear: true,
    sp: { Bratislava: [2, 0] },
    mutate: dice(1),
  });
  s = play(s, 105);
  assert.deepEqual(sp(s, "Kosice"), [0, 2]);
  assert.deepEqual(sp(s, "Presov"), [0, 2]);
  assert.deepEqual(keys(s), [space("Bratislava")]);
  s = act(s, space("Bratislava"));
  // die 1 + 3 Ops + 2 = 6, not above 6 without the +2... 6 against 6: no effect. Use die 2 below.
  assert.deepEqual(sp(s, "Bratislava"), [2, 0]);
  let t = position({
    side: "dem",
    hand: [105],
    otherHand: [1],
    clear: true,
    sp: { Bratislava: [2, 0] },
    mutate: dice(2),
  });
  t = play(t, 105);
  t = act(t, space("Bratislava"));
  assert.deepEqual(sp(t, "Bratislava"), [1, 0], "2 + 3 + 2 = 7 > 6");
  let n = position({ side: "dem", hand: [105], otherHand: [1], clear: true });
  n = play(n, 105);
  assert.equal(player(n), "com", "no Communist SPs in Bratislava: no check");
});

test("#106 Social Democratic Platform Adopted: 2 SPs and 1 check in a country where the Democrat holds Power", () => {
  let s = position({
    side: "com",
    hand: [106],
    otherHand: [1],
    clear: true,
    sp: { Budapest: [0, 2], Gdansk: [0, 2] },
    mutate: (t) => void (t.power.Hungary = "dem"),
  });
  s = play(s, 106);
  assert.equal(kind(s), "eventPlace", "the only country is chosen at once");
  assert.ok(!keys(s).includes(space("Gdansk")));
  s = act(s, space("Szeged"));
  s = act(s, space("Szeged"));
  assert.equal(kind(s), "supportCheck");
  assert.deepEqual(keys(s), [space("Budapest")]);
});

test("#107 Massacre in Timisoara: needs Laszlo Tokes; 2 checks in Romania at +2; nothing after The Tyrant is Gone", () => {
  assert.ok(!keys(position({ side: "com", hand: [107, 1] })).includes("play:107:event"));
  let s = position({
    side: "com",
    hand: [107],
    otherHand: [1],
    clear: true,
    sp: { Iasi: [0, 2], Gdansk: [0, 2] },
    mutate: both(flags({ event73: 1 }), dice(1)),
  });
  s = play(s, 107);
  assert.deepEqual(keys(s), [space("Iasi")]);
  s = act(s, space("Iasi"));
  // die 1 + 3 Ops + 2 = 6 against 6: no effect (without the +2 it would be 4).
  assert.deepEqual(sp(s, "Iasi"), [0, 2]);
  assert.equal(kind(s), "supportCheck", "second check");
  let g = position({
    side: "com",
    hand: [107],
    otherHand: [1],
    clear: true,
    sp: { Iasi: [0, 2] },
    mutate: flags({ event73: 1, tyrantGone: 1 }),
  });
  g = play(g, 107);
  assert.equal(player(g), "dem");
  assert.ok(g.removed.includes(107));
});

test("#108 Army Backs Revolution: Securitate in play ends; a later Securitate does nothing", () => {
  let s = position({
    side: "dem",
    hand: [108],
    otherHand: [70],
    mutate: (t) => t.lasting.push({ card: 70, side: "com", until: "cancelled" }),
  });
  s = play(s, 108);
  assert.ok(!inEffect(s, 70));
  assert.ok(inEffect(s, 108));
  assert.ok(s.removed.includes(108));
  s = play(s, 70);
  assert.ok(!inEffect(s, 70));
  assert.ok(s.removed.includes(70), "still counts as played");
});

test("#109 Kremlin Coup!: needs Breakaway; +3 VP, USSR box 4; per Communist country: control the Elite space, Bureaucrat check at +1 even without Democratic SPs", () => {
  assert.ok(!keys(position({ side: "com", hand: [109, 1] })).includes("play:109:event"));
  let s = position({
    side: "com",
    hand: [109],
    otherHand: [110, 1],
    clear: true,
    sp: { Bydgoszcz: [1, 2] },
    mutate: both(flags({ event84: 1 }), dice(6), (t) => {
      t.power.Hungary = "dem";
    }),
  });
  const vp0 = s.vp;
  s = play(s, 109);
  assert.equal(s.vp - vp0, -3);
  assert.equal(s.ussr, 4);
  assert.equal(kind(s), "eventCountry");
  assert.equal(keys(s).length, 5, "the countries where he holds Power");
  assert.ok(!keys(s).includes("country:Hungary"));
  s = act(s, "country:Poland");
  assert.deepEqual(sp(s, "Bydgoszcz"), [6, 2], "just enough to control (2 + 4)");
  assert.equal(kind(s), "supportCheck");
  assert.deepEqual(keys(s), [space("Warszawa")], "Warszawa without Democratic SPs, no way to skip");
  s = act(s, space("Warszawa"));
  // die 6 + 3 Ops + 1 + 1 (Bydgoszcz) = 11 against 6: 5 Communist SPs added.
  assert.deepEqual(sp(s, "Warszawa"), [5, 0]);
  assert.equal(kind(s), "eventCountry");
  assert.equal(keys(s).length, 4);
  s = until(s, (t) => player(t) === "dem");
  assert.equal(sp(s, "Sofia")[0] > 0 || sp(s, "Stara Zagora")[0] === 4, true);
  assert.deepEqual(sp(s, "Stara Zagora"), [4, 0]);
  assert.deepEqual(sp(s, "Szombathely"), [0, 0], "not in Hungary");
  assert.ok(!keys(s).includes("play:110:event"), "Malta Summit can no longer occur");
});

test("#109 Kremlin Coup!: with Cluj-Napoca eliminated there is no Elite step in Romania", () => {
  let s = position({
    side: "com",
    hand: [109],
    otherHand: [1],
    clear: true,
    mutate: both(flags({ event84: 1, systematized: spaceId("Cluj-Napoca") + 1 }), dice(1), (t) => {
      for (const c of ["Poland", "East Germany", "Czechoslovakia", "Hungary", "Bulgaria"] as const)
        t.power[c] = "dem";
    }),
  });
  s = play(s, 109);
  assert.deepEqual(keys(s), [space("Bucuresti")], "straight to the Bureaucrat check");
  s = act(s, space("Bucuresti"));
  assert.equal(
    s.sp.com.reduce((a, b) => a + b, 0),
    0,
    "die 1 + 3 + 1 = 5 against 6: nothing",
  );
});

test("#110 Malta Summit: die + Baltic events; 4+: 3 VP and 5 Communist SPs off Elite spaces", () => {
  const mk = (d: number, f: Record<string, number>) =>
    position({
      side: "dem",
      hand: [110],
      otherHand: [1],
      clear: true,
      sp: { Dresden: [4, 0], Plzen: [3, 0], Berlin: [3, 0] },
      mutate: both(dice(d), flags(f)),
    });
  let s = play(mk(2, { event33: 1, event81: 1 }), 110);
  const vp0 = mk(1, {}).vp;
  assert.equal(s.vp - vp0, 3, "2 + 2 = 4");
  assert.equal(kind(s), "eventRemove");
  assert.ok(!keys(s).includes(space("Berlin")), "Elite spaces only");
  s = act(s, space("Dresden"));
  s = act(s, space("Dresden"));
  s = act(s, space("Dresden"));
  s = act(s, space("Dresden"));
  assert.deepEqual(sp(s, "Plzen"), [2, 0]);
  const f = play(mk(3, {}), 110);
  assert.equal(f.vp, vp0, "3: nothing");
  assert.ok(f.removed.includes(110));
});
