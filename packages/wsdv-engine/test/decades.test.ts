// 3 Decades and halves: hands at the start of a decade (2014 and 2016), the special cards and their
// 2016 cost, the end of a half; 7 socialists at the end of an action; 8 police cards.
import assert from "node:assert/strict";
import { test } from "node:test";
import { CARD, CITY, DECADE_CARDS, NORMAL, PROVINCE, type State } from "@dawn/wsdv-engine";
import {
  act,
  dec,
  has,
  option,
  play,
  position,
  prov,
  provinces,
  rulesNow,
  rulesTest,
  turnWith,
} from "./helpers.ts";

/** The end of decade I is over with no winner: decade II starts (hands from decade I). */
function nextDecade(fn: (n: State) => void = () => {}, rules: "2014" | "2016" = rulesNow()): State {
  return position(
    [{ k: "flow", stage: 4 }],
    (n) => {
      n.row = [];
      fn(n);
    },
    { rules },
  );
}

rulesTest(
  "3.1: at the start of decades II-IV the prestige holder first, then the other, may discard held cards, then both fill up to 2",
  () => {
    let s = nextDecade((n) => {
      n.prestigeHolder = "east";
    });
    assert.equal(s.decade, 2);
    assert.equal(s.special, CARD.BUILDING_THE_BERLIN_WALL);
    assert.equal(dec(s).kind, "decadeDiscard");
    assert.equal(dec(s).player, "east");
    const old = s.hands.east[0]!;
    s = act(s, { t: "card", card: old });
    assert.ok(s.discard.includes(old));
    s = option(s, "done");
    assert.equal(dec(s).player, "west");
    s = option(s, "done");
    // East drew one card of decade II; West kept his two decade I cards.
    assert.equal(s.hands.east.length, 2);
    assert.equal(s.hands.east.filter((c) => DECADE_CARDS[2]!.includes(c)).length, 1);
    assert.equal(s.hands.west.filter((c) => DECADE_CARDS[1]!.includes(c)).length, 2);
    // Then the row: 7 cards of decade II; the prestige holder begins.
    assert.equal(s.row.length, 7);
    assert.ok(s.row.every((c) => DECADE_CARDS[2]!.includes(c)));
    assert.equal(dec(s).kind, "turn");
    assert.equal(dec(s).player, "east");
  },
);

test("3.1 (2016): a player holding 3 cards must discard at least one; under the 2014 rules he may keep them", () => {
  const three = (n: State) => {
    n.hands.west = [...n.hands.west, n.deck.find((c) => !n.hands.west.includes(c))!].sort((a, b) => a - b);
  };
  let s = nextDecade(three, "2016");
  assert.equal(dec(s).player, "west");
  assert.ok(!has(s, { t: "option", option: "done" }));
  s = act(s, { t: "card" });
  assert.ok(has(s, { t: "option", option: "done" }));
  const t = nextDecade(three, "2014");
  assert.ok(has(t, { t: "option", option: "done" }));
});

rulesTest(
  "3.1: decade IV's special card is 'The Wall comes down' when the Wall stands, else the Round Table",
  () => {
    const a = position(
      [{ k: "flow", stage: 4 }],
      (n) => {
        n.row = [];
        n.wall = true;
      },
      { decade: 3 },
    );
    assert.equal(a.special, CARD.THE_WALL_COMES_DOWN);
    const b = position(
      [{ k: "flow", stage: 4 }],
      (n) => {
        n.row = [];
      },
      { decade: 3 },
    );
    assert.equal(b.special, CARD.ROUND_TABLE_EMERGENCY_CABINET);
  },
);

rulesTest(
  "9.10: at the end of a decade the deck's leftovers leave face down and an unplayed special card is discarded",
  () => {
    const s = nextDecade((n) => {
      n.special = CARD.RUSSIAN_TANKS;
    });
    assert.ok(s.discard.includes(CARD.RUSSIAN_TANKS));
    assert.equal(s.buried.length, 9);
    assert.ok(s.buried.every((c) => DECADE_CARDS[1]!.includes(c)));
  },
);

rulesTest(
  "3.4: a half ends when the row is empty, although cards stay in hand and the special card is unplayed",
  () => {
    let s = turnWith("east", CARD.LAND_REFORM, (n) => {
      n.row = [CARD.LAND_REFORM];
      n.special = CARD.RUSSIAN_TANKS;
    });
    s = play(s, CARD.LAND_REFORM, "build");
    s = option(s, "done");
    // East took the last action: West starts the second half, the special card stays.
    assert.equal(s.half, 2);
    assert.equal(dec(s).player, "west");
    assert.equal(s.special, CARD.RUSSIAN_TANKS);
    assert.equal(s.hands.east.length, 2);
  },
);

test("2016: taking the special card costs East a hand card, or West draws the top card", () => {
  let s = turnWith("east", CARD.RUSSIAN_TANKS, () => {}, { rules: "2016" });
  s = play(s, CARD.RUSSIAN_TANKS, "event");
  assert.equal(dec(s).kind, "specialCost");
  assert.equal(dec(s).player, "east");
  const hand = s.hands.east.slice();
  assert.deepEqual(
    dec(s).actions.map((a) => (a.t === "card" ? a.card : a.t)),
    [...hand, "option"],
  );
  const discarded = act(s, { t: "card", card: hand[0] });
  assert.deepEqual(discarded.hands.east, hand.slice(1));
  assert.ok(discarded.discard.includes(hand[0]!));
  const top = s.deck[s.deck.length - 1]!;
  const drawn = option(s, "westDraws");
  assert.equal(drawn.hands.west.length, 3);
  assert.ok(drawn.hands.west.includes(top));
  // Without a hand card, West draws.
  let t = turnWith(
    "east",
    CARD.RUSSIAN_TANKS,
    (n) => {
      n.hands.east = [];
    },
    { rules: "2016" },
  );
  t = play(t, CARD.RUSSIAN_TANKS, "event");
  assert.equal(t.hands.west.length, 3);
  // 2014: no cost.
  let u = turnWith("east", CARD.RUSSIAN_TANKS, () => {}, { rules: "2014" });
  u = play(u, CARD.RUSSIAN_TANKS, "event");
  assert.equal(u.hands.west.length, 2);
  assert.equal(u.hands.east.length, 2);
});

rulesTest(
  "7: at the end of an action socialists leave the box for East provinces with a mass protest, as many as needed",
  () => {
    let s = turnWith("west", CARD.UPRISING_1953, (n) => {
      n.unrest.fill(1);
      n.box = 3;
    });
    s = play(s, CARD.UPRISING_1953, "event");
    // 4 cubes, at most 2 per province: Sachsen 1 -> 3, then 3 -> 5 would be 3 cubes; place 2 + 2.
    s = prov(s, PROVINCE.SACHSEN);
    s = prov(s, PROVINCE.SACHSEN);
    s = prov(s, PROVINCE.THUERINGEN);
    s = prov(s, PROVINCE.THUERINGEN);
    // No mass protest (3 each): nobody moves.
    assert.equal(s.box, 3);
    let t = turnWith("west", CARD.UPRISING_1953, (n) => {
      n.unrest.fill(3);
      n.box = 3;
    });
    t = play(t, CARD.UPRISING_1953, "event");
    for (const p of [PROVINCE.SACHSEN, PROVINCE.SACHSEN, PROVINCE.THUERINGEN, PROVINCE.BRANDENBURG])
      t = prov(t, p);
    // Sachsen 5 (2 needed), Thüringen 4 and Brandenburg 4 (1 each): 4 needed, 3 in the box: East chooses.
    assert.equal(dec(t).kind, "socialist");
    assert.deepEqual(provinces(t), [PROVINCE.BRANDENBURG, PROVINCE.SACHSEN, PROVINCE.THUERINGEN]);
    t = prov(t, PROVINCE.BRANDENBURG);
    t = prov(t, PROVINCE.THUERINGEN);
    // The last one: only Sachsen still protests.
    assert.equal(t.unrest[PROVINCE.SACHSEN], 4);
    assert.equal(t.box, 0);
    assert.equal(t.socialists[PROVINCE.SACHSEN], 1);
    assert.equal(dec(t).player, "east");
    assert.equal(dec(t).kind, "turn");
  },
);

rulesTest("7: socialists do not move during the end of a decade except in phase 9", () => {
  const s = position(
    [
      { k: "flow", stage: 4 },
      { k: "eod", stage: 6 },
    ],
    (n) => {
      n.unrest.fill(3);
      n.box = 2;
      n.ls[PROVINCE.SACHSEN] = 2;
      n.factory[CITY.LEIPZIG] = NORMAL;
    },
  );
  // 9.6 gives the East provinces with 0 LS a cube (4: mass protests); they stay until phase 9.
  const i9 = s.log.findIndex((e) => e.e === "phase" && e.phase === 9);
  const before9 = s.log.slice(0, i9).filter((e) => e.e === "socialist");
  assert.equal(before9.length, 0);
  // In phase 9 they go (East chooses: 2 socialists for 5 mass protests).
  assert.equal(s.phase, 9);
  assert.equal(dec(s).kind, "socialist");
});

rulesTest(
  "8: East may use a police card once per turn, before or after his action; each card once per decade; the cube goes on the card",
  () => {
    let s = turnWith("east", CARD.LAND_REFORM, (n) => {
      n.police = [CARD.STASI_IS_FOUNDED, CARD.STALINIST_PURGES];
    });
    assert.ok(has(s, { t: "police" }));
    s = act(s, { t: "police" });
    assert.equal(dec(s).kind, "police");
    s = prov(s, PROVINCE.SACHSEN);
    assert.equal(s.unrest[PROVINCE.SACHSEN], 2);
    assert.deepEqual(s.policeUsed, [CARD.STASI_IS_FOUNDED]);
    // Not twice in a turn.
    assert.equal(dec(s).kind, "turn");
    assert.ok(!has(s, { t: "police" }));
    s = play(s, CARD.LAND_REFORM, "build");
    s = option(s, "done");
    assert.equal(dec(s).player, "west");
    // After the action, when not used before it: East is asked (and may decline).
    let t = turnWith("east", CARD.LAND_REFORM, (n) => {
      n.police = [CARD.STASI_IS_FOUNDED];
    });
    t = play(t, CARD.LAND_REFORM, "build");
    t = option(t, "done");
    assert.equal(dec(t).kind, "police");
    assert.ok(has(t, { t: "option", option: "none" }));
    t = option(t, "none");
    assert.equal(dec(t).player, "west");
    // Every card used this decade: no more.
    const u = turnWith("east", CARD.LAND_REFORM, (n) => {
      n.police = [CARD.STASI_IS_FOUNDED];
      n.policeUsed = [CARD.STASI_IS_FOUNDED];
    });
    assert.ok(!has(u, { t: "police" }));
  },
);
