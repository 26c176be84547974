import assert from "node:assert/strict";
import { test } from "node:test";
import { actionKey, decision, type State } from "../../src/index.ts";
import { checkModifiers, expireLasting } from "../../src/rules/play.ts";
import { act, keys, play, position, sp, space } from "./harness.ts";

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

/** Answers every decision with its first legal action until `stop` holds (or the game ends). */
function until(s: State, stop: (s: State) => boolean, max = 1000): State {
  for (let i = 0; i < max; i++) {
    if (stop(s)) return s;
    const d = decision(s);
    if (!d) return s;
    s = act(s, actionKey(d.actions[0]!));
  }
  throw new Error("until: too many steps");
}
const kind = (s: State): string | undefined => decision(s)?.kind;
const player = (s: State) => decision(s)?.player;
const inEffect = (s: State, card: number) => s.lasting.some((l) => l.card === card);

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
  s = act(s, "option:check");
  s = act(s, "option:done");
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
  s = act(s, "option:check");
  s = act(s, "option:done");
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
  s = act(s, "option:check");
  s = act(s, "option:done");
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

test("#93 Shock Therapy: needs Democratic Power; die minus Communist Worker/Farmer spaces; 3+: 3 VP and 3 SPs there", () => {
  assert.ok(!keys(position({ side: "dem", hand: [93, 1] })).includes("play:93:event"));
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
