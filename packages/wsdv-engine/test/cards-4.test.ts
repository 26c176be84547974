// Every card of decade IV (61-80, both faces of IV), in the standard card-test position.
import assert from "node:assert/strict";
import { CARD, CITY, NORMAL, PROVINCE } from "@dawn/wsdv-engine";
import { cardEvent } from "./card-helpers.ts";
import { act, dec, play, rulesTest, script, turnWith } from "./helpers.ts";

rulesTest(
  "#61 Peace Movement in East and West (mixed): East places 2 West cubes, West places 2 East cubes",
  () => {
    let s = turnWith("west", CARD.PEACE_MOVEMENT_IN_EAST_AND_WEST, (n) => n.unrest.fill(1));
    s = play(s, CARD.PEACE_MOVEMENT_IN_EAST_AND_WEST, "event");
    s = act(s, { t: "skip", skip: "nothing" });
    assert.equal(dec(s).player, "east");
    assert.equal(dec(s).kind, "placeUnrest");
    const { change } = cardEvent("west", CARD.PEACE_MOVEMENT_IN_EAST_AND_WEST);
    assert.deepEqual(change, { unrest: { SCHLESWIG_HOLSTEIN: 2, MECKLENBURG_VORPOMMERN: 2 } });
  },
);

rulesTest("#62 Acid rain and Bitterfeld (mixed): as #61, the West cubes in West Germany only", () => {
  const { change } = cardEvent(
    "east",
    CARD.ACID_RAIN_AND_BITTERFELD,
    (n) => {
      n.unrest.fill(1);
    },
    script({ placeUnrest: [{ province: PROVINCE.BAYERN }, { province: PROVINCE.BAYERN }] }),
  );
  assert.deepEqual(change, { unrest: { BAYERN: 2, MECKLENBURG_VORPOMMERN: 2 } });
  let s = turnWith("east", CARD.ACID_RAIN_AND_BITTERFELD);
  s = play(s, CARD.ACID_RAIN_AND_BITTERFELD, "event");
  s = act(s, { t: "skip", skip: "nothing" });
  assert.ok(!dec(s).actions.some((a) => a.t === "province" && a.province === PROVINCE.WEST_BERLIN));
});

rulesTest("#63 Shipyards' crisis: 3 dismantle points in Niedersachsen, Hamburg and their connections", () => {
  const { change } = cardEvent("east", CARD.SHIPYARDS_CRISIS, (n) => {
    n.factory[CITY.KIEL] = NORMAL;
    n.infra[1] = 1; // Flensburg-Hamburg
  });
  // The Hamburg-Flensburg line, Hamburg itself; Kiel (Schleswig-Holstein) is safe.
  assert.deepEqual(change, { infra: { "FLENSBURG-HAMBURG": -1 }, factory: { HAMBURG: 0 } });
});

rulesTest(
  "#64 Strauß arranges Western credits: 2 West cubes off (West decides), an East cube off; currency 2 toward East",
  () => {
    assert.deepEqual(cardEvent("east", CARD.STRAUSS_ARRANGES_WESTERN_CREDITS).change, {
      currency: 2,
      unrest: { SCHLESWIG_HOLSTEIN: -1, NIEDERSACHSEN: -1, MECKLENBURG_VORPOMMERN: -1 },
    });
  },
);

rulesTest(
  "#65 Honecker visits West Germany: a West cube off (West decides), 2 East cubes off; socialism toward East",
  () => {
    assert.deepEqual(cardEvent("east", CARD.HONECKER_VISITS_WEST_GERMANY).change, {
      socialism: 1,
      unrest: { SCHLESWIG_HOLSTEIN: -1, MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1 },
    });
  },
);

rulesTest(
  "#66 Stasi raids dissident samizdat printers: move 2 East cubes, pink police card; socialism toward West",
  () => {
    const { change } = cardEvent(
      "east",
      CARD.STASI_RAIDS_DISSIDENT_SAMIZDAT_PRINTERS,
      () => {},
      script({
        moveUnrestFrom: [{ province: PROVINCE.SACHSEN }, { province: PROVINCE.THUERINGEN }],
        moveUnrestTo: [
          { province: PROVINCE.MECKLENBURG_VORPOMMERN },
          { province: PROVINCE.MECKLENBURG_VORPOMMERN },
        ],
      }),
    );
    assert.deepEqual(change, {
      socialism: -1,
      unrest: { MECKLENBURG_VORPOMMERN: 2, SACHSEN: -1, THUERINGEN: -1 },
      police: [CARD.STASI_RAIDS_DISSIDENT_SAMIZDAT_PRINTERS],
    });
  },
);

rulesTest(
  "#67 Reconstruction of the Semperoper: an LS in Sachsen (a cube off there), another cube off anywhere; prestige toward East",
  () => {
    assert.deepEqual(cardEvent("east", CARD.RECONSTRUCTION_OF_THE_SEMPEROPER).change, {
      prestige: 1,
      ls: { SACHSEN: 1 },
      unrest: { SACHSEN: -1, MECKLENBURG_VORPOMMERN: -1 },
    });
  },
);

rulesTest(
  "#68 Protests against nuclear reprocessing: a cube in Bayern, 2 in West Germany (all 3 may go to Bayern)",
  () => {
    const { change } = cardEvent(
      "east",
      CARD.PROTESTS_AGAINST_NUCLEAR_REPROCESSING,
      (n) => n.unrest.fill(0),
      script({
        placeUnrest: [{ province: PROVINCE.BAYERN }, { province: PROVINCE.BAYERN }],
      }),
    );
    assert.deepEqual(change, { prestige: 1, unrest: { BAYERN: 3 } });
  },
);

rulesTest("#69 Census controversy: a West cube", () => {
  assert.deepEqual(cardEvent("east", CARD.CENSUS_CONTROVERSY).change, { unrest: { SCHLESWIG_HOLSTEIN: 1 } });
});

rulesTest("#70 Launching DAX: West builds 3; prestige toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.LAUNCHING_DAX).change, {
    prestige: -1,
    factory: { FLENSBURG: NORMAL, KIEL: NORMAL, BREMEN: NORMAL },
  });
});

rulesTest(
  "#71 Massive decay of historic city centers: an East cube; currency and socialism toward West",
  () => {
    assert.deepEqual(cardEvent("west", CARD.MASSIVE_DECAY_OF_HISTORIC_CITY_CENTERS).change, {
      currency: -1,
      socialism: -1,
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
    });
  },
);

rulesTest(
  "#72 USSR tightens oil supply: 2 East dismantle points (West chooses); currency 2 toward West",
  () => {
    assert.deepEqual(cardEvent("west", CARD.USSR_TIGHTENS_OIL_SUPPLY).change, {
      currency: -2,
      factory: { BERLIN: 0, BITTERFELD: 0 },
    });
  },
);

rulesTest(
  "#73 Martial law against Solidarity: a Polish factory and its infrastructure go for good; socialism 2 toward West",
  () => {
    const { change } = cardEvent("west", CARD.MARTIAL_LAW_AGAINST_SOLIDARITY, (n) => {
      n.factory[CITY.POLSKA_NORTH] = NORMAL;
      n.factory[CITY.CSSR_EAST] = NORMAL;
    });
    assert.deepEqual(change, { socialism: -2, factory: { POLSKA_NORTH: 3 } });
    // Nothing in Polska: nothing happens but the arrows.
    assert.deepEqual(cardEvent("west", CARD.MARTIAL_LAW_AGAINST_SOLIDARITY).change, { socialism: -2 });
  },
);

rulesTest("#74 East plays down Chernobyl: 2 East cubes; socialism toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.EAST_PLAYS_DOWN_CHERNOBYL).change, {
    socialism: -1,
    unrest: { MECKLENBURG_VORPOMMERN: 2 },
  });
});

rulesTest("#75 Censoring Sputnik magazine: socialism toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.CENSORING_SPUTNIK_MAGAZINE).change, { socialism: -1 });
});

rulesTest("#76 Reconciliation at Verdun: West builds 1, a West cube off; prestige toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.RECONCILIATION_AT_VERDUN).change, {
    prestige: -1,
    factory: { FLENSBURG: NORMAL },
    unrest: { SCHLESWIG_HOLSTEIN: -1 },
  });
});

rulesTest(
  "#77 First Mondays' demos: a cube in Sachsen, then 2 East cubes moved (the new one may move on)",
  () => {
    const { change } = cardEvent(
      "west",
      CARD.FIRST_MONDAYS_DEMOS,
      () => {},
      script({
        moveUnrestFrom: [{ province: PROVINCE.SACHSEN }, { province: PROVINCE.SACHSEN }],
        moveUnrestTo: [{ province: PROVINCE.EAST_BERLIN }, { province: PROVINCE.EAST_BERLIN }],
      }),
    );
    assert.deepEqual(change, { socialism: -2, unrest: { SACHSEN: -1, EAST_BERLIN: 2 } });
  },
);

rulesTest("#78 Uncovering electoral fraud: move 2 East cubes; socialism toward West", () => {
  const { change } = cardEvent(
    "west",
    CARD.UNCOVERING_ELECTORAL_FRAUD,
    () => {},
    script({
      moveUnrestTo: [{ province: PROVINCE.SACHSEN }, { province: PROVINCE.SACHSEN }],
    }),
  );
  assert.deepEqual(change, {
    socialism: -1,
    unrest: { MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1, SACHSEN: 2 },
  });
});

rulesTest(
  "#79 Start of the Computer Age: a West LS (West Berlin allowed, an open sector), a cube off; currency 2 toward West",
  () => {
    const { change } = cardEvent(
      "west",
      CARD.START_OF_THE_COMPUTER_AGE,
      (n) => {
        n.ls[PROVINCE.WEST_BERLIN] = 1;
        n.sectors[1] = 1;
      },
      script({ eventOrder: [{ group: 0 }], placeLs: [{ t: "sector", sector: "american" }] }),
    );
    assert.deepEqual(change, {
      currency: -2,
      ls: { WEST_BERLIN: 1 },
      unrest: { WEST_BERLIN: -1, SCHLESWIG_HOLSTEIN: -1 },
      sectors: [0, 1, 1],
    });
    // Only the least filled sectors are offered.
    let s = turnWith("west", CARD.START_OF_THE_COMPUTER_AGE, (n) => {
      n.ls[PROVINCE.WEST_BERLIN] = 1;
      n.sectors[1] = 1;
    });
    s = play(s, CARD.START_OF_THE_COMPUTER_AGE, "event");
    s = act(s, { t: "group", group: 0 });
    const sectors = dec(s)
      .actions.filter((a) => a.t === "sector")
      .map((a) => (a as { sector: string }).sector);
    assert.deepEqual(sectors, ["french", "american"]);
  },
);

rulesTest(
  "#80 Hungary dismantles border fence: 2 East dismantle points, an East cube; prestige toward West",
  () => {
    assert.deepEqual(cardEvent("west", CARD.HUNGARY_DISMANTLES_BORDER_FENCE).change, {
      prestige: -1,
      factory: { BERLIN: 0, BITTERFELD: 0 },
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
    });
  },
);

rulesTest(
  "IV Round Table Emergency Cabinet: Stasi dissolved (cubes back, 1 per province), then West reduces a mass protest to 3",
  () => {
    const { change, after } = cardEvent(
      "east",
      CARD.ROUND_TABLE_EMERGENCY_CABINET,
      (n) => {
        n.police = [CARD.STASI_IS_FOUNDED, CARD.DOUBLING_THE_NUMBER_OF_INFORMAL_AGENTS];
        n.policeUsed = [CARD.STASI_IS_FOUNDED, CARD.DOUBLING_THE_NUMBER_OF_INFORMAL_AGENTS];
        n.unrest[PROVINCE.SACHSEN] = 3;
      },
      script({ stasiReturn: [{ province: PROVINCE.SACHSEN }, { province: PROVINCE.BRANDENBURG }] }),
    );
    assert.deepEqual(change, {
      currency: -1,
      unrest: { BRANDENBURG: 1 },
      police: [],
      stasiDissolved: true,
    });
    assert.ok(after.discard.includes(CARD.STASI_IS_FOUNDED));
    // Sachsen went to 4 (a mass protest) and West reduced it back to 3.
    const sachsen = after.log
      .filter((e) => e.e === "unrest" && e.province === PROVINCE.SACHSEN)
      .map((e) => (e as { delta: number }).delta);
    assert.deepEqual(sachsen, [1, -1]);
  },
);

rulesTest(
  "IV The Wall comes down: the Wall opens, the Stasi is dissolved, an East cube off; prestige toward East, socialism 2 toward East",
  () => {
    const { change } = cardEvent("east", CARD.THE_WALL_COMES_DOWN, (n) => {
      n.wall = true;
      n.police = [CARD.STASI_IS_FOUNDED];
    });
    assert.deepEqual(change, {
      prestige: 1,
      socialism: 2,
      wall: false,
      stasiDissolved: true,
      police: [],
      unrest: { MECKLENBURG_VORPOMMERN: -1 },
    });
  },
);
