// Every card of decade I (1-20, I): its event in a standard position (1 unrest cube everywhere, the
// starting factories, tracks at 0). Choices are the first legal ones unless scripted.
import assert from "node:assert/strict";
import { CARD, CITY, connBetween, NORMAL, PROVINCE } from "@dawn/wsdv-engine";
import { cardEvent } from "./card-helpers.ts";
import { rulesTest, script } from "./helpers.ts";

rulesTest("#1 Land reform: 2 East cubes off, currency toward West, socialism toward East", () => {
  const { change } = cardEvent("east", CARD.LAND_REFORM);
  assert.deepEqual(change, {
    currency: -1,
    socialism: 1,
    unrest: { MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1 },
  });
});

rulesTest(
  "#2 Forced Merger of KPD and SPD: East builds 1, places 1 East cube; socialism 2 toward East",
  () => {
    const { change, after } = cardEvent("east", CARD.FORCED_MERGER_OF_KPD_AND_SPD);
    assert.deepEqual(change, {
      socialism: 2,
      factory: { ROSTOCK: NORMAL },
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
    });
    assert.ok(after.played.includes(CARD.FORCED_MERGER_OF_KPD_AND_SPD));
  },
);

rulesTest("#3 Monetary reform in the East: East builds 2; currency toward East", () => {
  const { change } = cardEvent("east", CARD.MONETARY_REFORM_IN_THE_EAST);
  assert.deepEqual(change, { currency: 1, factory: { ROSTOCK: NORMAL, NEUBRANDENBURG: NORMAL } });
});

rulesTest(
  "#4 Göttingen Eighteen: 2 West cubes in West Germany; prestige 2 toward East (East takes the advantage)",
  () => {
    const { change, after } = cardEvent("east", CARD.GOTTINGEN_EIGHTEEN);
    assert.deepEqual(change, { prestige: 2, unrest: { SCHLESWIG_HOLSTEIN: 2 } });
    assert.equal(after.prestigeHolder, "east");
  },
);

rulesTest(
  "#5 Stasi is founded: an East cube off; red police card in front of East; prestige toward East",
  () => {
    const { change } = cardEvent("east", CARD.STASI_IS_FOUNDED);
    assert.deepEqual(change, {
      prestige: 1,
      unrest: { MECKLENBURG_VORPOMMERN: -1 },
      police: [CARD.STASI_IS_FOUNDED],
    });
  },
);

rulesTest(
  "#6 Planned build-up of socialism: East builds 2 and places an East cube; socialism toward East",
  () => {
    const { change } = cardEvent("east", CARD.PLANNED_BUILD_UP_OF_SOCIALISM);
    assert.deepEqual(change, {
      socialism: 1,
      factory: { ROSTOCK: NORMAL, NEUBRANDENBURG: NORMAL },
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
    });
  },
);

rulesTest(
  "#7 Joining the CMEA: 2 points for the ČSSR, 2 for Polska, an East cube; currency toward East",
  () => {
    const { change } = cardEvent("east", CARD.JOINING_THE_CMEA);
    assert.deepEqual(change, {
      currency: 1,
      factory: { POLSKA_NORTH: NORMAL, POLSKA_SOUTH: NORMAL, CSSR_EAST: NORMAL, CSSR_SOUTH: NORMAL },
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
    });
    // A factory abroad and infrastructure to Dresden's factory instead.
    const b = cardEvent(
      "east",
      CARD.JOINING_THE_CMEA,
      (n) => {
        n.factory[CITY.DRESDEN] = NORMAL;
      },
      script({
        build: [{ city: CITY.CSSR_EAST }, { t: "line", conn: connBetween(CITY.DRESDEN, CITY.CSSR_EAST) }],
      }),
    );
    assert.deepEqual(b.change.infra, { "DRESDEN-CSSR_EAST": 1 });
  },
);

rulesTest(
  "#8 Saar Protectorate: 2 West dismantle points, a cube in Rheinland-Pfalz; prestige toward East",
  () => {
    const { change } = cardEvent("east", CARD.SAAR_PROTECTORATE);
    assert.deepEqual(change, {
      prestige: 1,
      factory: { HAMBURG: 0, DORTMUND: 0 },
      unrest: { RHEINLAND_PFALZ: 1 },
    });
  },
);

rulesTest("#9 Joining the Warsaw Pact: as #7 with prestige toward East", () => {
  const { change } = cardEvent("east", CARD.JOINING_THE_WARSAW_PACT);
  assert.deepEqual(change, {
    prestige: 1,
    factory: { POLSKA_NORTH: NORMAL, POLSKA_SOUTH: NORMAL, CSSR_EAST: NORMAL, CSSR_SOUTH: NORMAL },
    unrest: { MECKLENBURG_VORPOMMERN: 1 },
  });
});

rulesTest("#10 Founding of the FDJ: a West cube on, an East cube off; socialism 2 toward East", () => {
  const { change } = cardEvent("east", CARD.FOUNDING_OF_THE_FDJ);
  assert.deepEqual(change, { socialism: 2, unrest: { SCHLESWIG_HOLSTEIN: 1, MECKLENBURG_VORPOMMERN: -1 } });
});

rulesTest(
  "#11 NATO membership and rearmament (mixed): East places a West cube in West Germany; prestige toward West",
  () => {
    const { change } = cardEvent(
      "west",
      CARD.NATO_MEMBERSHIP_AND_REARMAMENT,
      () => {},
      script({ placeUnrest: [{ province: PROVINCE.HESSEN }] }),
    );
    assert.deepEqual(change, { prestige: -1, unrest: { HESSEN: 1 } });
    // West may leave the cube out (or the arrow).
    const skip = cardEvent(
      "west",
      CARD.NATO_MEMBERSHIP_AND_REARMAMENT,
      () => {},
      script({ eventSkip: [{ skip: 0 }] }),
    );
    assert.deepEqual(skip.change, { prestige: -1 });
    const arrow = cardEvent(
      "east",
      CARD.NATO_MEMBERSHIP_AND_REARMAMENT,
      () => {},
      script({ eventSkip: [{ skip: "prestige" }] }),
    );
    assert.deepEqual(arrow.change, { unrest: { SCHLESWIG_HOLSTEIN: 1 } });
  },
);

rulesTest(
  "#12 Reparations Agreement with Israel: West dismantles 1 and places a West cube; prestige 2 toward West",
  () => {
    const { change } = cardEvent("west", CARD.REPARATIONS_AGREEMENT_WITH_ISRAEL);
    assert.deepEqual(change, { prestige: -2, factory: { HAMBURG: 0 }, unrest: { SCHLESWIG_HOLSTEIN: 1 } });
  },
);

rulesTest(
  "#13 Monetary reform in the West: West builds 3, a West cube off in West Germany (not West Berlin)",
  () => {
    const { change } = cardEvent("west", CARD.MONETARY_REFORM_IN_THE_WEST, (n) => {
      n.unrest.fill(0);
      n.unrest[PROVINCE.WEST_BERLIN] = 2;
      n.unrest[PROVINCE.BAYERN] = 1;
    });
    assert.deepEqual(change, {
      factory: { FLENSBURG: NORMAL, KIEL: NORMAL, BREMEN: NORMAL },
      unrest: { BAYERN: -1 },
    });
  },
);

rulesTest("#14 Berlin Airlift: West builds 1, 2 cubes off West Berlin; currency toward West", () => {
  const { change } = cardEvent("west", CARD.BERLIN_AIRLIFT, (n) => {
    n.unrest[PROVINCE.WEST_BERLIN] = 3;
  });
  assert.deepEqual(change, { currency: -1, factory: { FLENSBURG: NORMAL }, unrest: { WEST_BERLIN: -2 } });
});

rulesTest(
  "#15 Stalinist purges (mixed): West builds 1 and East dismantles 1 (West decides both); pink police card",
  () => {
    const { change } = cardEvent("west", CARD.STALINIST_PURGES);
    assert.deepEqual(change, {
      socialism: 1,
      factory: { FLENSBURG: NORMAL, BERLIN: 0 },
      police: [CARD.STALINIST_PURGES],
    });
  },
);

rulesTest("#16 1953 Uprising: 4 East cubes, at most 2 per province; socialism toward West", () => {
  const { change } = cardEvent("west", CARD.UPRISING_1953);
  assert.deepEqual(change, { socialism: -1, unrest: { MECKLENBURG_VORPOMMERN: 2, BRANDENBURG: 2 } });
});

rulesTest(
  "#17 Dismantling industry in the East: 3 East dismantle points (West chooses), an East cube; socialism toward West",
  () => {
    const { change } = cardEvent("west", CARD.DISMANTLING_INDUSTRY_IN_THE_EAST, (n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
    });
    assert.deepEqual(change, {
      socialism: -1,
      factory: { BERLIN: 0, BITTERFELD: 0, LEIPZIG: 0 },
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
    });
  },
);

rulesTest("#18 The Miracle of Bern: 2 West cubes off; prestige 2 toward West", () => {
  const { change } = cardEvent("west", CARD.THE_MIRACLE_OF_BERN);
  assert.deepEqual(change, { prestige: -2, unrest: { SCHLESWIG_HOLSTEIN: -1, NIEDERSACHSEN: -1 } });
});

rulesTest("#19 West Germany granted sovereignty: West builds 2; prestige toward West", () => {
  const { change } = cardEvent("west", CARD.WEST_GERMANY_GRANTED_SOVEREIGNTY);
  assert.deepEqual(change, { prestige: -1, factory: { FLENSBURG: NORMAL, KIEL: NORMAL } });
});

rulesTest("#20 The Wirtschaftswunder: West builds 3, a cube off West Germany, an East cube", () => {
  const { change } = cardEvent("west", CARD.THE_WIRTSCHAFTSWUNDER);
  assert.deepEqual(change, {
    factory: { FLENSBURG: NORMAL, KIEL: NORMAL, BREMEN: NORMAL },
    unrest: { SCHLESWIG_HOLSTEIN: -1, MECKLENBURG_VORPOMMERN: 1 },
  });
});

rulesTest(
  "I Russian tanks: two provinces with mass protests back to 3, then 2 more cubes off; prestige toward West, socialism toward East",
  () => {
    const { change } = cardEvent(
      "east",
      CARD.RUSSIAN_TANKS,
      (n) => {
        n.special = CARD.RUSSIAN_TANKS;
        n.unrest[PROVINCE.SACHSEN] = 6;
        n.unrest[PROVINCE.THUERINGEN] = 5;
      },
      script({ reduceUnrest: [{ province: PROVINCE.SACHSEN }] }),
    );
    assert.deepEqual(change, {
      prestige: -1,
      socialism: 1,
      unrest: { MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1, SACHSEN: -3, THUERINGEN: -2 },
    });
  },
);
