// The worked examples of the French rules. Those of 5.1 (mass protest), 5.3, 6.3, 6.4 (1-4), 9.1, 9.2,
// 9.3, 9.5, 9.6, 9.7, 9.10, 10.1, 10.2 and 10.4 are in the test files of their sections (their names
// say "example"); the others are here.
import assert from "node:assert/strict";
import { CARD, CITY, connActive, connBetween, factoryValue, NORMAL, PROVINCE } from "@dawn/wsdv-engine";
import { act, city, dec, option, play, prov, rulesTest, turnWith } from "./helpers.ts";

rulesTest(
  "5.1 example / 6.2 example: West builds with a yellow card of value 3: a factory and 2 infrastructure",
  () => {
    let s = turnWith("west", CARD.COLOUR_TV_COMES_TO_THE_WEST); // yellow, 3/3
    s = play(s, CARD.COLOUR_TV_COMES_TO_THE_WEST, "build");
    assert.equal(dec(s).n, 3);
    s = city(s, "Kiel");
    s = act(s, { t: "line", conn: connBetween(CITY.HAMBURG, CITY.KIEL)! });
    s = act(s, { t: "line", conn: connBetween(CITY.HAMBURG, CITY.FLENSBURG)! });
    // Three points spent: the turn passes.
    assert.equal(dec(s).player, "east");
    assert.equal(s.factory[CITY.KIEL], NORMAL);
    assert.ok(connActive(s, connBetween(CITY.HAMBURG, CITY.KIEL)!));
    assert.equal(factoryValue(s, CITY.HAMBURG), 2);
    // Hamburg-Flensburg has two lines and no factory at Flensburg: not active.
    assert.ok(!connActive(s, connBetween(CITY.HAMBURG, CITY.FLENSBURG)!));
  },
);

rulesTest(
  "6.1 example: East uses a yellow card to remove a cube in Sachsen and dismantles a factory in Thüringen",
  () => {
    let s = turnWith("east", CARD.THE_MIRACLE_OF_BERN, (n) => {
      n.factory[CITY.JENA] = NORMAL;
    });
    s = play(s, CARD.THE_MIRACLE_OF_BERN, "unrest");
    s = prov(s, PROVINCE.SACHSEN);
    assert.equal(s.unrest[PROVINCE.SACHSEN], 2);
    assert.equal(dec(s).kind, "dismantle");
    s = city(s, "Jena");
    assert.equal(s.factory[CITY.JENA], 0);
    assert.equal(dec(s).player, "west");
  },
);

rulesTest("6.2: the build action may stop before the points are spent", () => {
  let s = turnWith("west", CARD.COLOUR_TV_COMES_TO_THE_WEST);
  s = play(s, CARD.COLOUR_TV_COMES_TO_THE_WEST, "build");
  s = city(s, "Kiel");
  s = option(s, "done");
  assert.equal(dec(s).player, "east");
});
