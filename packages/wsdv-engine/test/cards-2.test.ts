// Every card of decade II (21-40, II), in the standard card-test position.
import assert from "node:assert/strict";
import { CARD, CITY, connBetween, GONE, NORMAL, PROVINCE } from "@dawn/wsdv-engine";
import { cardEvent } from "./card-helpers.ts";
import { rulesTest, script } from "./helpers.ts";

rulesTest(
  "#21 Career bans for critical socialists (mixed): red police card, an East cube off; currency and socialism toward West",
  () => {
    const { change } = cardEvent("east", CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS);
    assert.deepEqual(change, {
      currency: -1,
      socialism: -1,
      unrest: { MECKLENBURG_VORPOMMERN: -1 },
      police: [CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS],
    });
  },
);

rulesTest(
  "#22 Short term Berlin visas (mixed): 2 cubes off West Berlin, 2 East cubes off; currency toward East",
  () => {
    const { change } = cardEvent("west", CARD.SHORT_TERM_BERLIN_VISAS, (n) => {
      n.unrest[PROVINCE.WEST_BERLIN] = 3;
    });
    assert.deepEqual(change, {
      currency: 1,
      unrest: { WEST_BERLIN: -2, MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1 },
    });
  },
);

rulesTest("#23 NÖSPL reforms: East builds 3, an East cube; currency toward East", () => {
  const { change } = cardEvent("east", CARD.NOSPL_REFORMS);
  assert.deepEqual(change, {
    currency: 1,
    factory: { ROSTOCK: NORMAL, NEUBRANDENBURG: NORMAL, SCHWEDT: NORMAL },
    unrest: { MECKLENBURG_VORPOMMERN: 1 },
  });
});

rulesTest(
  "#24 Youth Meeting of Germany: a West cube in West Germany, 2 East cubes off; socialism toward East",
  () => {
    const { change } = cardEvent("east", CARD.YOUTH_MEETING_OF_GERMANY);
    assert.deepEqual(change, {
      socialism: 1,
      unrest: { SCHLESWIG_HOLSTEIN: 1, MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1 },
    });
  },
);

rulesTest("#25 Benno Ohnesorg shot: 2 cubes in West Berlin and 2 in West Germany", () => {
  const { change } = cardEvent("east", CARD.BENNO_OHNESORG_SHOT);
  assert.deepEqual(change, { unrest: { SCHLESWIG_HOLSTEIN: 2, WEST_BERLIN: 2 } });
});

rulesTest("#26 Protests of 1968: 3 West cubes, at most 2 per province; socialism toward East", () => {
  const { change } = cardEvent("east", CARD.PROTESTS_OF_1968);
  assert.deepEqual(change, { socialism: 1, unrest: { SCHLESWIG_HOLSTEIN: 2, NIEDERSACHSEN: 1 } });
});

rulesTest(
  "#27 First German nuclear plant is in the East!: the Rheinsberg plant (2 points); prestige toward East",
  () => {
    const { change } = cardEvent("east", CARD.FIRST_GERMAN_NUCLEAR_PLANT_IS_IN_THE_EAST);
    assert.deepEqual(change, { prestige: 1, factory: { RHEINSBERG: NORMAL } });
  },
);

rulesTest(
  "#28 East Germany introduces citizenship: an East cube off; prestige and socialism toward East",
  () => {
    const { change } = cardEvent("east", CARD.EAST_GERMANY_INTRODUCES_CITIZENSHIP);
    assert.deepEqual(change, { prestige: 1, socialism: 1, unrest: { MECKLENBURG_VORPOMMERN: -1 } });
  },
);

rulesTest("#29 Founding of Intershop: East builds 2, an East cube; currency 2 toward East", () => {
  const { change } = cardEvent("east", CARD.FOUNDING_OF_INTERSHOP);
  assert.deepEqual(change, {
    currency: 2,
    factory: { ROSTOCK: NORMAL, NEUBRANDENBURG: NORMAL },
    unrest: { MECKLENBURG_VORPOMMERN: 1 },
  });
});

rulesTest(
  "#30 West Germany pays to free prisoners (mixed): an East cube off; currency 2 toward East, socialism toward West",
  () => {
    const { change } = cardEvent("west", CARD.WEST_GERMANY_PAYS_TO_FREE_PRISONERS);
    assert.deepEqual(change, { currency: 2, socialism: -1, unrest: { MECKLENBURG_VORPOMMERN: -1 } });
  },
);

rulesTest("#31 East Germany at the Olympics: prestige 2 toward East", () => {
  assert.deepEqual(cardEvent("east", CARD.EAST_GERMANY_AT_THE_OLYMPICS).change, { prestige: 2 });
});

rulesTest("#32 Spiegel scandal: a West cube; prestige toward East", () => {
  assert.deepEqual(cardEvent("east", CARD.SPIEGEL_SCANDAL).change, {
    prestige: 1,
    unrest: { SCHLESWIG_HOLSTEIN: 1 },
  });
});

rulesTest("#33 West German Emergency Acts: 2 West cubes; prestige toward East", () => {
  assert.deepEqual(cardEvent("east", CARD.WEST_GERMAN_EMERGENCY_ACTS).change, {
    prestige: 1,
    unrest: { SCHLESWIG_HOLSTEIN: 2 },
  });
});

rulesTest("#34 Conscientious objectors: East builds 1, an East cube off", () => {
  assert.deepEqual(cardEvent("east", CARD.CONSCIENTIOUS_OBJECTORS).change, {
    factory: { ROSTOCK: NORMAL },
    unrest: { MECKLENBURG_VORPOMMERN: -1 },
  });
});

rulesTest(
  "#35 Colour TV comes to the West: 2 West LS in different provinces of West Germany, each removing a cube; an East cube",
  () => {
    const { change } = cardEvent("west", CARD.COLOUR_TV_COMES_TO_THE_WEST);
    assert.deepEqual(change, {
      unrest: { SCHLESWIG_HOLSTEIN: -1, NIEDERSACHSEN: -1, MECKLENBURG_VORPOMMERN: 1 },
      ls: { SCHLESWIG_HOLSTEIN: 1, NIEDERSACHSEN: 1 },
    });
  },
);

rulesTest("#36 Take a chance on more democracy: 2 West cubes off; prestige toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.TAKE_A_CHANCE_ON_MORE_DEMOCRACY).change, {
    prestige: -1,
    unrest: { SCHLESWIG_HOLSTEIN: -1, NIEDERSACHSEN: -1 },
  });
});

rulesTest(
  "#37 Prague Spring: a ČSSR factory and its infrastructure go for good, an East cube; socialism 2 toward West",
  () => {
    const { change } = cardEvent("west", CARD.PRAGUE_SPRING, (n) => {
      n.factory[CITY.CSSR_EAST] = NORMAL;
      n.factory[CITY.POLSKA_NORTH] = NORMAL;
      n.infra[connBetween(CITY.COTTBUS, CITY.CSSR_EAST)!] = 1;
    });
    assert.deepEqual(change, {
      socialism: -2,
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
      factory: { CSSR_EAST: GONE },
      infra: { "COTTBUS-CSSR_EAST": -1 },
    });
  },
);

rulesTest("#38 US-Jet shot down in East Germany: prestige and currency toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.US_JET_SHOT_DOWN_IN_EAST_GERMANY).change, {
    prestige: -1,
    currency: -1,
  });
});

rulesTest(
  "#39 Ish bin ein Bearleener!: a cube off West Berlin and 2 West cubes off (West Berlin may take all three)",
  () => {
    const { change } = cardEvent(
      "west",
      CARD.ISH_BIN_EIN_BEARLEENER,
      (n) => {
        n.unrest[PROVINCE.WEST_BERLIN] = 3;
      },
      script({
        removeUnrest: [
          { province: PROVINCE.WEST_BERLIN },
          { province: PROVINCE.WEST_BERLIN },
          { province: PROVINCE.WEST_BERLIN },
        ],
      }),
    );
    assert.deepEqual(change, { prestige: -1, unrest: { WEST_BERLIN: -3 } });
  },
);

rulesTest("#40 Frankfurt Auschwitz Trials: a West cube; prestige 2 toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.FRANKFURT_AUSCHWITZ_TRIALS).change, {
    prestige: -2,
    unrest: { SCHLESWIG_HOLSTEIN: 1 },
  });
});

rulesTest("II Building the Berlin Wall: the end-of-decade marker shows the Wall", () => {
  const { change } = cardEvent("east", CARD.BUILDING_THE_BERLIN_WALL, (n) => {
    n.special = CARD.BUILDING_THE_BERLIN_WALL;
  });
  assert.deepEqual(change, { wall: true });
});
