// Every card of decade III (41-60, III), in the standard card-test position.
import assert from "node:assert/strict";
import { CARD, CITY, connBetween, NORMAL, PROVINCE, RUNDOWN } from "@dawn/wsdv-engine";
import { cardEvent } from "./card-helpers.ts";
import { act, dec, play, rulesTest, script, turnWith } from "./helpers.ts";

rulesTest(
  "#41 Transit Agreement (mixed): West builds 1 and removes a cube (West decides); currency 2 toward East",
  () => {
    const { change } = cardEvent("east", CARD.TRANSIT_AGREEMENT);
    assert.deepEqual(change, {
      currency: 2,
      factory: { FLENSBURG: NORMAL },
      unrest: { SCHLESWIG_HOLSTEIN: -1 },
    });
  },
);

rulesTest(
  "#42 FRG recognizes GDR sovereignty (mixed): 3 West cubes off (West decides); prestige 2 and currency toward East",
  () => {
    const { change } = cardEvent("east", CARD.FRG_RECOGNIZES_GDR_SOVEREIGNTY);
    assert.deepEqual(change, {
      prestige: 2,
      currency: 1,
      unrest: { SCHLESWIG_HOLSTEIN: -1, NIEDERSACHSEN: -1, NORDRHEIN_WESTFALEN: -1 },
    });
  },
);

rulesTest(
  "#43 Steel crisis: 3 dismantle points in Nordrhein-Westfalen (its cities and all their connections), a cube there",
  () => {
    const { change } = cardEvent("east", CARD.STEEL_CRISIS, (n) => {
      n.factory[CITY.BREMEN] = NORMAL;
      n.factory[CITY.DUISBURG] = NORMAL;
      // Bremen-Duisburg: its Bremen-side line lies in Niedersachsen, but the connection is Duisburg's too.
      n.infra[connBetween(CITY.BREMEN, CITY.DUISBURG)!] = 2;
    });
    assert.deepEqual(change, {
      unrest: { NORDRHEIN_WESTFALEN: 1 },
      infra: { "BREMEN-DUISBURG": -2 },
      factory: { DUISBURG: 0 },
    });
  },
);

rulesTest("#44 Red Army Faction: 4 West cubes, at most 2 per province; prestige toward East", () => {
  assert.deepEqual(cardEvent("east", CARD.RED_ARMY_FACTION).change, {
    prestige: 1,
    unrest: { SCHLESWIG_HOLSTEIN: 2, NIEDERSACHSEN: 2 },
  });
});

rulesTest(
  "#45 Housing programme (mixed): 2 East cubes off (East decides); currency toward West, socialism toward East",
  () => {
    const { change } = cardEvent(
      "west",
      CARD.HOUSING_PROGRAMME,
      () => {},
      (d) => (d.kind === "removeUnrest" ? (d.player === "east" ? undefined : d.actions[1]) : undefined),
    );
    assert.deepEqual(change, {
      currency: -1,
      socialism: 1,
      unrest: { MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1 },
    });
    let s = turnWith("west", CARD.HOUSING_PROGRAMME, (n) => n.unrest.fill(1));
    s = play(s, CARD.HOUSING_PROGRAMME, "event");
    s = act(s, { t: "skip", skip: "nothing" });
    assert.equal(dec(s).player, "east");
  },
);

rulesTest("#46 Palace of the Republic: an LS in East Berlin, repair there, run down an East factory", () => {
  const { change } = cardEvent(
    "east",
    CARD.PALACE_OF_THE_REPUBLIC,
    (n) => {
      n.factory[CITY.BERLIN] = RUNDOWN;
    },
    script({ eventOrder: [{ group: 0 }, { group: 1 }], rundown: [{ city: CITY.BITTERFELD }] }),
  );
  assert.deepEqual(change, {
    socialism: 1,
    ls: { EAST_BERLIN: 1 },
    unrest: { EAST_BERLIN: -1 },
    factory: { BERLIN: NORMAL, BITTERFELD: RUNDOWN },
  });
  // Index N°46: with no rundown factory in East Berlin, run Berlin down and repair it at once.
  const zero = cardEvent(
    "east",
    CARD.PALACE_OF_THE_REPUBLIC,
    () => {},
    script({ eventOrder: [{ group: 2 }], rundown: [{ city: CITY.BERLIN }] }),
  );
  assert.deepEqual(zero.change, { socialism: 1, ls: { EAST_BERLIN: 1 }, unrest: { EAST_BERLIN: -1 } });
});

rulesTest(
  "#47 East permits manufacture of Blue Jeans: an East LS (removing a cube), another cube off; prestige toward East",
  () => {
    const { change } = cardEvent("east", CARD.EAST_PERMITS_MANUFACTURE_OF_BLUE_JEANS);
    assert.deepEqual(change, {
      prestige: 1,
      ls: { MECKLENBURG_VORPOMMERN: 1 },
      unrest: { MECKLENBURG_VORPOMMERN: -1, BRANDENBURG: -1 },
    });
  },
);

rulesTest(
  "#48 Nationalizing the Mittelstand (mixed): an East cube; currency 2 toward West, socialism 2 toward East",
  () => {
    assert.deepEqual(cardEvent("west", CARD.NATIONALIZING_THE_MITTELSTAND).change, {
      currency: -2,
      socialism: 2,
      unrest: { MECKLENBURG_VORPOMMERN: 1 },
    });
  },
);

rulesTest("#49 Doubling the number of Informal Agents: an East cube off, red police card", () => {
  assert.deepEqual(cardEvent("east", CARD.DOUBLING_THE_NUMBER_OF_INFORMAL_AGENTS).change, {
    unrest: { MECKLENBURG_VORPOMMERN: -1 },
    police: [CARD.DOUBLING_THE_NUMBER_OF_INFORMAL_AGENTS],
  });
});

rulesTest(
  "#50 Guillaume Affair: a West cube, then East looks at West's hand and swaps a card (or at the deck)",
  () => {
    const { change, before, after } = cardEvent("east", CARD.GUILLAUME_AFFAIR);
    assert.deepEqual(change, { prestige: 1, unrest: { SCHLESWIG_HOLSTEIN: 1 } });
    // First choices: look at the hand, take West's first card, give East's first card.
    const took = before.hands.west[0]!;
    const gave = before.hands.east[0]!;
    assert.ok(after.hands.east.includes(took));
    assert.ok(after.hands.west.includes(gave));
    // East knows West's whole hand; West knows the card East took.
    assert.deepEqual(
      after.known.east.slice().sort((a, b) => a - b),
      after.hands.west,
    );
    assert.deepEqual(after.known.west, [took]);
  },
);

rulesTest(
  "#51 Spring-guns on the border (mixed): pink police card; prestige 2 toward West, socialism toward East",
  () => {
    assert.deepEqual(cardEvent("east", CARD.SPRING_GUNS_ON_THE_BORDER).change, {
      prestige: -2,
      socialism: 1,
      police: [CARD.SPRING_GUNS_ON_THE_BORDER],
    });
  },
);

rulesTest(
  "#52 Herstatt Bank goes bankrupt: a West dismantle point, a West cube; prestige toward East",
  () => {
    assert.deepEqual(cardEvent("east", CARD.HERSTATT_BANK_GOES_BANKRUPT).change, {
      prestige: 1,
      factory: { HAMBURG: 0 },
      unrest: { SCHLESWIG_HOLSTEIN: 1 },
    });
  },
);

rulesTest("#53 Hidden currency import by KoKo: currency 2 toward East", () => {
  assert.deepEqual(cardEvent("east", CARD.HIDDEN_CURRENCY_IMPORT_BY_KOKO).change, { currency: 2 });
});

rulesTest("#54 1973 Oil Crisis: 4 West dismantle points (what is missing is ignored)", () => {
  assert.deepEqual(cardEvent("east", CARD.OIL_CRISIS_1973).change, { factory: { HAMBURG: 0, DORTMUND: 0 } });
});

rulesTest("#55 Brandt kneels in Warsaw: a West cube; prestige 2 toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.BRANDT_KNEELS_IN_WARSAW).change, {
    prestige: -2,
    unrest: { SCHLESWIG_HOLSTEIN: 1 },
  });
});

rulesTest("#56 Auto industry booms: West builds 2; currency and socialism toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.AUTO_INDUSTRY_BOOMS).change, {
    currency: -1,
    socialism: -1,
    factory: { FLENSBURG: NORMAL, KIEL: NORMAL },
  });
});

rulesTest("#57 Biermann stripped off his citizenship: 2 East cubes; socialism 2 toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.BIERMANN_STRIPPED_OFF_HIS_CITIZENSHIP).change, {
    socialism: -2,
    unrest: { MECKLENBURG_VORPOMMERN: 2 },
  });
});

rulesTest("#58 Self-immolation of Brüsewitz: an East cube; socialism 2 toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.SELF_IMMOLATION_OF_BRUSEWITZ).change, {
    socialism: -2,
    unrest: { MECKLENBURG_VORPOMMERN: 1 },
  });
});

rulesTest("#59 National Day youth riot: 2 cubes in East Berlin; socialism toward West", () => {
  assert.deepEqual(cardEvent("west", CARD.NATIONAL_DAY_YOUTH_RIOT).change, {
    socialism: -1,
    unrest: { EAST_BERLIN: 2 },
  });
});

rulesTest(
  "#60 Munich Olympics: an LS in Bayern without removing a cube, and a cube there; prestige 2 toward West",
  () => {
    assert.deepEqual(cardEvent("west", CARD.MUNICH_OLYMPICS).change, {
      prestige: -2,
      ls: { BAYERN: 1 },
      unrest: { BAYERN: 1 },
    });
  },
);

rulesTest(
  "III Honecker ousts Ulbricht: 2 LS in one single province, each removing a cube; currency 2 toward West, socialism 2 toward East",
  () => {
    const { change } = cardEvent(
      "east",
      CARD.HONECKER_OUSTS_ULBRICHT,
      (n) => {
        n.unrest[PROVINCE.SACHSEN] = 3;
      },
      script({ placeLs: [{ province: PROVINCE.SACHSEN }] }),
    );
    assert.deepEqual(change, { currency: -2, socialism: 2, ls: { SACHSEN: 2 }, unrest: { SACHSEN: -2 } });
  },
);
