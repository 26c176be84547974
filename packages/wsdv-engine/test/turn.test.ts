// 3.3-3.4 turns and halves; 6.1 remove unrest; 6.2 build (5.1).
import assert from "node:assert/strict";
import {
  CARD,
  CITY,
  connBetween,
  decision,
  dismantleCapacity,
  PROVINCE,
  type State,
} from "@dawn/wsdv-engine";
import {
  act,
  city,
  clearBoard,
  dec,
  edit,
  gameWith,
  has,
  option,
  play,
  prov,
  provinces,
  rulesTest,
} from "./helpers.ts";

// Row (decade I): 3 (red 1/1), 19 (yellow 2/2), 11 (mixed 1/1), 16 (yellow 4/1), 6 (red 1/1), 13, 1.
const ROW = [
  CARD.MONETARY_REFORM_IN_THE_EAST,
  CARD.WEST_GERMANY_GRANTED_SOVEREIGNTY,
  CARD.NATO_MEMBERSHIP_AND_REARMAMENT,
  CARD.UPRISING_1953,
  CARD.PLANNED_BUILD_UP_OF_SOCIALISM,
  CARD.MONETARY_REFORM_IN_THE_WEST,
  CARD.LAND_REFORM,
];
const start = (): State =>
  gameWith([
    CARD.BERLIN_AIRLIFT,
    CARD.THE_MIRACLE_OF_BERN,
    CARD.STASI_IS_FOUNDED,
    CARD.FOUNDING_OF_THE_FDJ,
    ...ROW,
  ]);

rulesTest("6.1: removing unrest with a card of one's own colour is free", () => {
  let s = start();
  s = play(s, CARD.WEST_GERMANY_GRANTED_SOVEREIGNTY, "unrest");
  assert.equal(dec(s).kind, "removeUnrestAction");
  s = prov(s, PROVINCE.BAYERN);
  assert.equal(s.unrest[PROVINCE.BAYERN], 2);
  // No dismantling: East's turn now.
  assert.equal(dec(s).player, "east");
  assert.equal(dec(s).kind, "turn");
  assert.equal(s.factory[CITY.HAMBURG], 1);
});

rulesTest("6.1: with a mixed or opposing card, 1 dismantle point of one's own", () => {
  let s = start();
  s = play(s, CARD.MONETARY_REFORM_IN_THE_EAST, "unrest"); // red card, West plays it
  s = prov(s, PROVINCE.HESSEN);
  assert.equal(dec(s).kind, "dismantle");
  assert.equal(dec(s).player, "west");
  s = city(s, "Dortmund");
  assert.equal(s.factory[CITY.DORTMUND], 0);
  assert.equal(dec(s).player, "east");
});

rulesTest("6.1: without anything to dismantle, no unrest removal with a mixed or opposing card", () => {
  const s = edit(start(), (n) => {
    n.factory[CITY.HAMBURG] = 0;
    n.factory[CITY.DORTMUND] = 0;
  });
  assert.equal(dismantleCapacity(s, "west", null), 0);
  assert.ok(!has(s, { t: "play", card: CARD.MONETARY_REFORM_IN_THE_EAST, use: "unrest" }));
  assert.ok(!has(s, { t: "play", card: CARD.NATO_MEMBERSHIP_AND_REARMAMENT, use: "unrest" }));
  assert.ok(has(s, { t: "play", card: CARD.WEST_GERMANY_GRANTED_SOVEREIGNTY, use: "unrest" }));
});

rulesTest("6.1: no unrest removal without unrest", () => {
  const s = clearBoard(start());
  assert.ok(!has(s, { use: "unrest" }));
  assert.ok(has(s, { use: "build" }));
  assert.ok(has(s, { use: "ls" }));
});

rulesTest(
  "6.2 / 5.1: build points = the value in one's colour; factories on empty cities, infrastructure next to a factory",
  () => {
    let s = start();
    s = play(s, CARD.UPRISING_1953, "build"); // yellow value 4
    const d = dec(s);
    assert.equal(d.kind, "buildAction");
    assert.equal(d.n, 4);
    // Infrastructure only on connections with a factory at an end (Hamburg, Dortmund).
    const lines = d.actions.filter((a) => a.t === "line").map((a) => (a as { conn: number }).conn);
    assert.ok(lines.includes(connBetween(CITY.HAMBURG, CITY.KIEL)!));
    assert.ok(lines.includes(connBetween(CITY.DORTMUND, CITY.KOELN)!));
    assert.ok(!lines.includes(connBetween(CITY.FRANKFURT, CITY.KOBLENZ)!));
    // Never in the East, never on Hamburg or Dortmund (taken).
    const cities = d.actions.filter((a) => a.t === "city").map((a) => (a as { city: number }).city);
    assert.ok(cities.includes(CITY.KIEL));
    assert.ok(!cities.includes(CITY.HAMBURG));
    assert.ok(!cities.includes(CITY.LEIPZIG));
    s = city(s, "Kiel");
    s = act(s, { t: "line", conn: connBetween(CITY.HAMBURG, CITY.KIEL)! });
    // The connection is now active: both factories are worth 2.
    assert.equal(s.infra[connBetween(CITY.HAMBURG, CITY.KIEL)!], 1);
    s = option(s, "done");
    assert.equal(dec(s).player, "east");
    assert.equal(s.played.at(-1), CARD.UPRISING_1953);
  },
);

rulesTest(
  "5.1: no construction in a province with a mass protest; Hamburg needs only one of its two provinces free",
  () => {
    let s = edit(start(), (n) => {
      n.unrest[PROVINCE.SCHLESWIG_HOLSTEIN] = 4;
    });
    s = play(s, CARD.UPRISING_1953, "build");
    const d = dec(s);
    const cities = d.actions.filter((a) => a.t === "city").map((a) => (a as { city: number }).city);
    assert.ok(!cities.includes(CITY.KIEL));
    assert.ok(!cities.includes(CITY.FLENSBURG));
    // Hamburg–Kiel belongs to Kiel (Schleswig-Holstein): barred; Hamburg–Bremen is fine.
    const lines = d.actions.filter((a) => a.t === "line").map((a) => (a as { conn: number }).conn);
    assert.ok(!lines.includes(connBetween(CITY.HAMBURG, CITY.KIEL)!));
    assert.ok(lines.includes(connBetween(CITY.HAMBURG, CITY.BREMEN)!));
    // With both provinces in protest, nothing touches Hamburg.
    const t = edit(start(), (n) => {
      n.unrest[PROVINCE.SCHLESWIG_HOLSTEIN] = 4;
      n.unrest[PROVINCE.NIEDERSACHSEN] = 5;
    });
    const d2 = dec(play(t, CARD.UPRISING_1953, "build"));
    const lines2 = d2.actions.filter((a) => a.t === "line").map((a) => (a as { conn: number }).conn);
    assert.ok(!lines2.includes(connBetween(CITY.HAMBURG, CITY.BREMEN)!));
    assert.ok(lines2.includes(connBetween(CITY.DORTMUND, CITY.KOELN)!));
  },
);

rulesTest(
  "3.3: players alternate; 3.4: the half ends when the row is empty; the other player starts the second half",
  () => {
    let s = start();
    const seen: string[] = [];
    while (s.half === 1) {
      const d = dec(s);
      if (d.kind === "turn") {
        seen.push(d.player);
        // Always take the first row card to build.
        s = play(s, s.row[0]!, "build");
      } else s = act(s, d.actions.at(-1)!.t === "option" ? { t: "option" } : { t: d.actions[0]!.t });
    }
    assert.deepEqual(seen, ["west", "east", "west", "east", "west", "east", "west"]);
    // West took the last action: East starts the second half.
    assert.equal(s.half, 2);
    assert.equal(s.row.length, 7);
    assert.equal(dec(s).player, "east");
    assert.equal(s.hands.west.length, 2);
    assert.equal(s.hands.east.length, 2);
  },
);

rulesTest("a hand card may be played instead of a row card; the half goes on", () => {
  let s = start();
  s = play(s, CARD.BERLIN_AIRLIFT, "build");
  s = option(s, "done");
  assert.deepEqual(s.hands.west, [CARD.THE_MIRACLE_OF_BERN]);
  assert.equal(s.row.length, 7);
  assert.equal(decision(s)!.player, "east");
  assert.ok(provinces(s).length === 0);
});
