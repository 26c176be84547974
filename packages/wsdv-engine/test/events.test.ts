// 6.4 Triggering events: who may, mixed cards, arrows and blocked arrows, coats of arms, order,
// icons that cannot be executed, the dismantle limit, police icons.
import assert from "node:assert/strict";
import { CARD, CITY, NORMAL, PROVINCE } from "@dawn/wsdv-engine";
import { eventChanges } from "./card-helpers.ts";
import { act, dec, has, play, prov, provinces, rulesTest, script, turnWith } from "./helpers.ts";

rulesTest("6.4: East triggers red and mixed cards, West yellow and mixed ones", () => {
  const e = turnWith("east", CARD.LAND_REFORM);
  assert.ok(has(e, { card: CARD.LAND_REFORM, use: "event" }));
  const w = turnWith("west", CARD.LAND_REFORM);
  assert.ok(!has(w, { card: CARD.LAND_REFORM, use: "event" }));
  assert.ok(has(w, { card: CARD.LAND_REFORM, use: "build" }));
  assert.ok(!has(turnWith("east", CARD.BERLIN_AIRLIFT), { card: CARD.BERLIN_AIRLIFT, use: "event" }));
  assert.ok(has(turnWith("west", CARD.BERLIN_AIRLIFT), { card: CARD.BERLIN_AIRLIFT, use: "event" }));
  for (const side of ["west", "east"] as const)
    assert.ok(
      has(turnWith(side, CARD.NATO_MEMBERSHIP_AND_REARMAMENT), {
        card: CARD.NATO_MEMBERSHIP_AND_REARMAMENT,
        use: "event",
      }),
    );
});

rulesTest("6: a special card only for its event, and only by East", () => {
  const e = turnWith("east", CARD.LAND_REFORM, (n) => {
    n.special = CARD.RUSSIAN_TANKS;
  });
  assert.ok(has(e, { card: CARD.RUSSIAN_TANKS, use: "event" }));
  assert.ok(!has(e, { card: CARD.RUSSIAN_TANKS, use: "build" }));
  const w = turnWith("west", CARD.LAND_REFORM, (n) => {
    n.special = CARD.RUSSIAN_TANKS;
  });
  assert.ok(!has(w, { card: CARD.RUSSIAN_TANKS }));
});

rulesTest(
  "6.4 example 2: a mixed card may leave out one arrow (West, Transit Agreement) or one icon (East)",
  () => {
    const west = eventChanges(
      "west",
      CARD.TRANSIT_AGREEMENT,
      () => {},
      script({ eventSkip: [{ skip: "currency" }] }),
    );
    assert.equal(west.change.currency, 1);
    const east = eventChanges("east", CARD.TRANSIT_AGREEMENT, () => {}, script({ eventSkip: [{ skip: 0 }] }));
    assert.equal(east.change.currency, 2);
    // The build icon was left out: West only removes a cube (West's choice: the coat of arms).
    assert.equal(east.change.factory, undefined);
    assert.equal(
      Object.values(east.change.unrest ?? {}).reduce((a, b) => a + b, 0),
      -1,
    );
    // Offered: the whole event, the currency arrow, either icon.
    let s = turnWith("east", CARD.TRANSIT_AGREEMENT);
    s = play(s, CARD.TRANSIT_AGREEMENT, "event");
    assert.equal(dec(s).kind, "eventSkip");
    assert.deepEqual(
      dec(s).actions.map((a) => (a as { skip: unknown }).skip),
      ["nothing", "currency", 0, 1],
    );
  },
);

rulesTest("6.4: a red or yellow card's event is executed whole (no skip question)", () => {
  let s = turnWith("east", CARD.FOUNDING_OF_THE_FDJ);
  s = play(s, CARD.FOUNDING_OF_THE_FDJ, "event");
  assert.notEqual(dec(s).kind, "eventSkip");
});

rulesTest(
  "6.4: the coat of arms decides who places the icon, whoever triggers (NATO: East places in West Germany)",
  () => {
    let s = turnWith("west", CARD.NATO_MEMBERSHIP_AND_REARMAMENT);
    s = play(s, CARD.NATO_MEMBERSHIP_AND_REARMAMENT, "event");
    s = act(s, { t: "skip", skip: "nothing" });
    const d = dec(s);
    assert.equal(d.kind, "placeUnrest");
    assert.equal(d.player, "east");
    assert.ok(!provinces(s).includes(PROVINCE.WEST_BERLIN));
    assert.equal(provinces(s).length, 7);
    s = prov(s, PROVINCE.BAYERN);
    assert.equal(s.unrest[PROVINCE.BAYERN], 4);
    assert.equal(s.prestige, -1);
  },
);

rulesTest(
  "6.4 (index N°15): Stalinist purges triggered by East: West decides where West builds and what East dismantles",
  () => {
    let s = turnWith("east", CARD.STALINIST_PURGES, (n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
    });
    s = play(s, CARD.STALINIST_PURGES, "event");
    s = act(s, { t: "skip", skip: "nothing" });
    // Build and dismantle affect different states: no order question; West chooses for both.
    let d = dec(s);
    assert.equal(d.kind, "build");
    assert.equal(d.player, "west");
    s = act(s, { t: "city", city: CITY.KIEL });
    d = dec(s);
    assert.equal(d.kind, "dismantle");
    assert.equal(d.player, "west");
    s = act(s, { t: "city", city: CITY.LEIPZIG });
    assert.equal(s.factory[CITY.LEIPZIG], 0);
    assert.equal(s.factory[CITY.KIEL], NORMAL);
    // The pink police icon was executed: the card lies in front of East.
    assert.deepEqual(s.police, [CARD.STALINIST_PURGES]);
  },
);

rulesTest(
  "6.4 (index N°15, 21, 51): West may leave out the police icon; the card then goes to the played row",
  () => {
    const w = eventChanges(
      "west",
      CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS,
      () => {},
      script({ eventSkip: [{ skip: 0 }] }),
    );
    assert.equal(w.after.police.length, 0);
    assert.ok(w.after.played.includes(CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS));
    const e = eventChanges("east", CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS);
    assert.deepEqual(e.after.police, [CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS]);
    assert.ok(!e.after.played.includes(CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS));
  },
);

rulesTest("6.4: after the Stasi is dissolved, police icons no longer bring cards to East", () => {
  const e = eventChanges("east", CARD.STASI_IS_FOUNDED, (n) => {
    n.stasiDissolved = true;
  });
  assert.deepEqual(e.after.police, []);
  assert.ok(e.after.played.includes(CARD.STASI_IS_FOUNDED));
});

rulesTest(
  "6.4: a blocked red prestige arrow: East removes one of his cubes or places one in a West province",
  () => {
    let s = turnWith("east", CARD.EAST_GERMANY_AT_THE_OLYMPICS, (n) => {
      n.prestige = 5;
      n.prestigeHolder = "east";
    });
    s = play(s, CARD.EAST_GERMANY_AT_THE_OLYMPICS, "event");
    assert.equal(s.prestige, 6);
    const d = dec(s);
    assert.equal(d.kind, "arrowBonus");
    assert.equal(d.player, "east");
    assert.equal(provinces(s).length, 14);
    s = prov(s, PROVINCE.HESSEN);
    assert.equal(s.unrest[PROVINCE.HESSEN], 4);
    // A blocked currency arrow only removes a cube.
    let t = turnWith("east", CARD.HIDDEN_CURRENCY_IMPORT_BY_KOKO, (n) => {
      n.currency = 6;
    });
    t = play(t, CARD.HIDDEN_CURRENCY_IMPORT_BY_KOKO, "event");
    assert.equal(dec(t).kind, "arrowBonus");
    assert.deepEqual(
      provinces(t).sort((a, b) => a - b),
      [8, 9, 10, 11, 12, 13],
    );
    t = prov(t, PROVINCE.SACHSEN);
    t = prov(t, PROVINCE.SACHSEN);
    assert.equal(t.unrest[PROVINCE.SACHSEN], 1);
    assert.equal(t.currency, 6);
  },
);

rulesTest("6.4: a blocked yellow arrow gives West the bonus", () => {
  let s = turnWith("west", CARD.FRANKFURT_AUSCHWITZ_TRIALS, (n) => {
    n.prestige = -6;
  });
  s = play(s, CARD.FRANKFURT_AUSCHWITZ_TRIALS, "event");
  assert.equal(dec(s).kind, "arrowBonus");
  assert.equal(dec(s).player, "west");
  s = prov(s, PROVINCE.SACHSEN); // place in the East
  s = prov(s, PROVINCE.BAYERN); // remove one of his own
  assert.equal(s.unrest[PROVINCE.SACHSEN], 4);
  assert.equal(s.unrest[PROVINCE.BAYERN], 2);
});

rulesTest("6.4: icons that cannot be executed are ignored", () => {
  const e = eventChanges("east", CARD.LAND_REFORM, (n) => {
    n.unrest.fill(0);
  });
  assert.deepEqual(e.change, { currency: -1, socialism: 1 });
});

rulesTest(
  "6.4: no event that would make its trigger dismantle more than he owns (Reparations Agreement)",
  () => {
    const s = turnWith("west", CARD.REPARATIONS_AGREEMENT_WITH_ISRAEL, (n) => {
      n.factory[CITY.HAMBURG] = 0;
      n.factory[CITY.DORTMUND] = 0;
    });
    assert.ok(!has(s, { card: CARD.REPARATIONS_AGREEMENT_WITH_ISRAEL, use: "event" }));
    // East triggering Stalinist purges without anything to dismantle must leave the dismantle icon out.
    let t = turnWith("east", CARD.STALINIST_PURGES, (n) => {
      n.factory[CITY.BERLIN] = 0;
      n.factory[CITY.BITTERFELD] = 0;
    });
    // The only way is to leave the dismantle icon out: no question, West builds, nothing is dismantled.
    t = play(t, CARD.STALINIST_PURGES, "event");
    assert.equal(dec(t).kind, "build");
    t = act(t, { t: "city", city: CITY.KIEL });
    assert.deepEqual(t.police, [CARD.STALINIST_PURGES]);
    assert.equal(dec(t).player, "west");
    assert.ok(t.log.some((e) => e.e === "skip" && e.skip === 1));
    // The opponent's dismantles are not limited: they are ignored when nothing is left.
    const u = eventChanges("east", CARD.OIL_CRISIS_1973, (n) => {
      n.factory[CITY.HAMBURG] = 0;
    });
    assert.deepEqual(u.change.factory, { DORTMUND: 0 });
  },
);

rulesTest("6.4 example 1: East chooses the four West pieces the 1973 Oil Crisis dismantles", () => {
  let s = turnWith("east", CARD.OIL_CRISIS_1973, (n) => {
    for (const c of [CITY.KIEL, CITY.FLENSBURG, CITY.BREMEN, CITY.KOELN]) n.factory[c] = NORMAL;
  });
  s = play(s, CARD.OIL_CRISIS_1973, "event");
  assert.equal(dec(s).kind, "dismantle");
  assert.equal(dec(s).player, "east");
  assert.equal(dec(s).n, 4);
  for (const c of [CITY.KIEL, CITY.FLENSBURG, CITY.BREMEN, CITY.KOELN]) s = act(s, { t: "city", city: c });
  for (const c of [CITY.KIEL, CITY.FLENSBURG, CITY.BREMEN, CITY.KOELN]) assert.equal(s.factory[c], 0);
  assert.equal(s.factory[CITY.HAMBURG], NORMAL);
  assert.equal(dec(s).player, "west");
});

rulesTest("6.4: the triggering player sets the order of the icons when it matters, and only then", () => {
  // Forced Merger: build and place an East cube (the cube could bar the construction).
  let s = turnWith("east", CARD.FORCED_MERGER_OF_KPD_AND_SPD);
  s = play(s, CARD.FORCED_MERGER_OF_KPD_AND_SPD, "event");
  assert.equal(dec(s).kind, "eventOrder");
  assert.equal(dec(s).actions.length, 2);
  // Founding of the FDJ: a West cube and an East cube: no question.
  let t = turnWith("east", CARD.FOUNDING_OF_THE_FDJ);
  t = play(t, CARD.FOUNDING_OF_THE_FDJ, "event");
  assert.equal(dec(t).kind, "placeUnrest");
});

rulesTest("6.4: placing a cube first can bar one's own construction (Forced Merger)", () => {
  // Sachsen at 3: a cube there makes a mass protest, and Sachsen's cities are barred.
  let s = turnWith("east", CARD.FORCED_MERGER_OF_KPD_AND_SPD);
  s = play(s, CARD.FORCED_MERGER_OF_KPD_AND_SPD, "event");
  s = act(s, { t: "group", group: 1 });
  s = prov(s, PROVINCE.SACHSEN);
  assert.ok(!dec(s).actions.some((a) => a.t === "city" && a.city === CITY.LEIPZIG));
});

rulesTest("6.4 example 4: cubes for West Germany never go to West Berlin (Göttingen Eighteen)", () => {
  let s = turnWith("east", CARD.GOTTINGEN_EIGHTEEN);
  s = play(s, CARD.GOTTINGEN_EIGHTEEN, "event");
  assert.equal(dec(s).kind, "placeUnrest");
  assert.ok(!provinces(s).includes(PROVINCE.WEST_BERLIN));
  assert.equal(s.prestige, 2);
});

rulesTest(
  "6.4 example 3: Joining the Warsaw Pact: prestige toward East, a cube in the East, 2 points each in Polska and the ČSSR",
  () => {
    const e = eventChanges(
      "east",
      CARD.JOINING_THE_WARSAW_PACT,
      (n) => {
        n.factory.fill(0);
        n.unrest[PROVINCE.THUERINGEN] = 0;
      },
      script({
        eventOrder: [{ group: 0 }, { group: 1 }],
        build: [{ city: CITY.CSSR_EAST }, { city: CITY.CSSR_SOUTH }, { city: CITY.POLSKA_NORTH }],
        placeUnrest: [{ province: PROVINCE.THUERINGEN }],
      }),
    );
    assert.equal(e.change.prestige, 1);
    assert.deepEqual(e.change.unrest, { THUERINGEN: 1 });
    assert.deepEqual(e.change.factory, { CSSR_EAST: 1, CSSR_SOUTH: 1, POLSKA_NORTH: 1, POLSKA_SOUTH: 1 });
  },
);
