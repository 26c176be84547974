// 2 Set-up, both rule versions; 3.1-3.2 the first deal.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  CARD,
  CITY,
  DECADE_CARDS,
  decision,
  NORMAL,
  newGame,
  PROVINCE,
  SIDE_PROVINCES,
} from "@dawn/wsdv-engine";
import { deckOrder, gameWith } from "./helpers.ts";

test("2 (2014): 3 unrest cubes in every province, 2 socialists in the box", () => {
  const s = newGame(1, { rules: "2014" });
  for (const p of [...SIDE_PROVINCES.west, ...SIDE_PROVINCES.east]) assert.equal(s.unrest[p], 3);
  assert.equal(s.box, 2);
});

test("2 (2016): 2 unrest cubes in the three supplier provinces, 1 socialist in the box", () => {
  const s = newGame(1, { rules: "2016" });
  for (const p of [...SIDE_PROVINCES.west, ...SIDE_PROVINCES.east]) {
    const supplier = [
      PROVINCE.NORDRHEIN_WESTFALEN,
      PROVINCE.RHEINLAND_PFALZ,
      PROVINCE.BADEN_WUERTTEMBERG,
    ].includes(p as never);
    assert.equal(s.unrest[p], supplier ? 2 : 3, `province ${p}`);
  }
  assert.equal(s.box, 1);
});

test("the 2016 rules are the default", () => {
  const s = newGame(1);
  assert.equal(s.options.rules, "2016");
  assert.equal(s.box, 1);
});

test("2: the starting factories (Hamburg, Dortmund; Berlin, Bitterfeld), tracks at 0, West holds prestige", () => {
  for (const rules of ["2014", "2016"] as const) {
    const s = newGame(7, { rules });
    const built = s.factory.flatMap((f, c) => (f === NORMAL ? [c] : []));
    assert.deepEqual(
      built.sort((a, b) => a - b),
      [CITY.HAMBURG, CITY.DORTMUND, CITY.BERLIN, CITY.BITTERFELD].sort((a, b) => a - b),
    );
    assert.ok(s.infra.every((n) => n === 0));
    assert.deepEqual([s.prestige, s.currency, s.socialism], [0, 0, 0]);
    assert.equal(s.prestigeHolder, "west");
    assert.equal(s.wall, false);
    assert.ok(s.ls.every((n) => n === 0));
  }
});

test("3.1-3.3: 2 cards each from decade I, 7 in the row, special card I; West (prestige) begins", () => {
  const order = deckOrder(1, [
    CARD.LAND_REFORM,
    CARD.BERLIN_AIRLIFT,
    CARD.STASI_IS_FOUNDED,
    CARD.UPRISING_1953,
  ]);
  const s = newGame(3, { fixture: { decks: [order] } });
  // West draws first (the prestige holder), then East.
  assert.deepEqual(
    s.hands.west,
    [CARD.LAND_REFORM, CARD.BERLIN_AIRLIFT].sort((a, b) => a - b),
  );
  assert.deepEqual(
    s.hands.east,
    [CARD.STASI_IS_FOUNDED, CARD.UPRISING_1953].sort((a, b) => a - b),
  );
  assert.deepEqual(s.row, order.slice(4, 11));
  assert.equal(s.deck.length, 9);
  assert.equal(s.special, CARD.RUSSIAN_TANKS);
  const d = decision(s)!;
  assert.equal(d.player, "west");
  assert.equal(d.kind, "turn");
  // Only East may take the special card.
  assert.ok(!d.actions.some((a) => a.t === "play" && a.card === CARD.RUSSIAN_TANKS));
  assert.equal(s.decade, 1);
  assert.equal(s.half, 1);
});

test("the decks are the 20 normal cards of each decade; 84 physical cards in all", () => {
  for (let d = 1; d <= 4; d++) assert.equal(DECADE_CARDS[d]!.length, 20);
  const all = new Set([...DECADE_CARDS.flat()]);
  assert.equal(all.size, 80);
});

test("bad options are refused with a clear message", () => {
  assert.throws(() => newGame(1, { rules: "2015" as never }), /rules must be/);
  assert.throws(() => newGame(1, { colour: "red" } as never), /Unknown option colour/);
  assert.throws(() => newGame(1, { fixture: { decks: [[1, 2, 3]] } }), /exactly the 20 cards/);
  assert.throws(() => newGame(Number.NaN), /seed/);
});

test("same seed, same game; different seeds, different deals", () => {
  assert.deepEqual(newGame(5).row, newGame(5).row);
  assert.notDeepEqual(newGame(5).row, newGame(6).row);
  assert.deepEqual(gameWith([]).row, deckOrder(1, []).slice(4, 11));
});
