// 5 Economy: construction, active connections and factory values (5.1), dismantling (5.2), rundown
// factories (5.3); 10.3 Rheinsberg; 10.4 the factories abroad.
import assert from "node:assert/strict";
import {
  CARD,
  CITY,
  connActive,
  connBetween,
  dismantleCapacity,
  economy,
  exportValue,
  factoryValue,
  GONE,
  NORMAL,
  PROVINCE,
  RUNDOWN,
  type State,
} from "@dawn/wsdv-engine";
import { buildSites, dismantleTargets, rundownTargets } from "../src/board.ts";
import { act, city, dec, play, position, rulesTest, trigger, turnWith } from "./helpers.ts";

const k = (a: number, b: number) => connBetween(a as never, b as never)!;
const empty = (fn: (n: State) => void) => position([{ k: "flow", stage: 1 }], fn, { clear: true });

rulesTest(
  "5.1: a factory is worth 1 + its active connections; a connection is active once all its lines are built between two factories",
  () => {
    const s = empty((n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
      n.factory[CITY.JENA] = NORMAL;
      n.factory[CITY.DRESDEN] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.JENA)] = 1; // 2 lines: not yet active
      n.infra[k(CITY.LEIPZIG, CITY.DRESDEN)] = 1; // 1 line: active
    });
    assert.equal(connActive(s, k(CITY.LEIPZIG, CITY.JENA)), false);
    assert.equal(connActive(s, k(CITY.LEIPZIG, CITY.DRESDEN)), true);
    assert.equal(factoryValue(s, CITY.LEIPZIG), 2);
    assert.equal(factoryValue(s, CITY.DRESDEN), 2);
    assert.equal(factoryValue(s, CITY.JENA), 1);
    const t = empty((n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
      n.factory[CITY.JENA] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.JENA)] = 2;
    });
    assert.equal(factoryValue(t, CITY.LEIPZIG), 2);
    // Infrastructure without a factory at the far end is not active.
    const u = empty((n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.DRESDEN)] = 1;
    });
    assert.equal(factoryValue(u, CITY.LEIPZIG), 1);
  },
);

rulesTest("5.1 note: a new factory can activate a connection at once and start above 1", () => {
  let s = turnWith("east", CARD.NOSPL_REFORMS, (n) => {
    n.factory[CITY.LEIPZIG] = NORMAL;
    n.infra[k(CITY.LEIPZIG, CITY.DRESDEN)] = 1;
  });
  s = play(s, CARD.NOSPL_REFORMS, "build");
  s = city(s, "Dresden");
  assert.equal(factoryValue(s, CITY.DRESDEN), 2);
  assert.equal(factoryValue(s, CITY.LEIPZIG), 2);
});

rulesTest(
  "5.1: infrastructure needs a factory at one end of the connection; a two-line connection takes both lines from either end",
  () => {
    const s = empty((n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
    });
    const sites = buildSites(s, "east", null);
    const lines = sites.filter((a) => a.t === "line").map((a) => (a as { conn: number }).conn);
    assert.deepEqual(
      lines.sort((a, b) => a - b),
      [k(CITY.BITTERFELD, CITY.LEIPZIG), k(CITY.LEIPZIG, CITY.DRESDEN), k(CITY.LEIPZIG, CITY.JENA)].sort(
        (a, b) => a - b,
      ),
    );
    const t = empty((n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.JENA)] = 1;
    });
    assert.ok(
      buildSites(t, "east", null).some((a) => a.t === "line" && a.conn === k(CITY.LEIPZIG, CITY.JENA)),
    );
    const u = empty((n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.JENA)] = 2;
    });
    assert.ok(
      !buildSites(u, "east", null).some((a) => a.t === "line" && a.conn === k(CITY.LEIPZIG, CITY.JENA)),
    );
  },
);

rulesTest(
  "5.1 example: a mass protest in Sachsen bars its cities and every connection of them, not lines merely crossing it",
  () => {
    const s = empty((n) => {
      n.unrest[PROVINCE.SACHSEN] = 4;
      n.factory[CITY.JENA] = NORMAL;
      n.factory[CITY.BITTERFELD] = NORMAL;
      n.factory[CITY.MAGDEBURG] = NORMAL;
    });
    const sites = buildSites(s, "east", null);
    const cities = sites.filter((a) => a.t === "city").map((a) => (a as { city: number }).city);
    for (const c of [CITY.LEIPZIG, CITY.DRESDEN, CITY.KARL_MARX_STADT])
      assert.ok(!cities.includes(c as never));
    const lines = sites.filter((a) => a.t === "line").map((a) => (a as { conn: number }).conn);
    // Leipzig-Jena is part of Leipzig: barred, although Jena is in Thüringen.
    assert.ok(!lines.includes(k(CITY.LEIPZIG, CITY.JENA)));
    assert.ok(!lines.includes(k(CITY.BITTERFELD, CITY.LEIPZIG)));
    // Magdeburg-Eisenach runs past Sachsen but belongs to Sachsen-Anhalt and Thüringen: allowed.
    assert.ok(lines.includes(k(CITY.MAGDEBURG, CITY.EISENACH)));
    assert.ok(lines.includes(k(CITY.BITTERFELD, CITY.JENA)));
  },
);

rulesTest("5.1: Rheinsberg, the cities abroad and West Berlin take no ordinary construction", () => {
  const s = empty(() => {});
  const cities = buildSites(s, "east", null).map((a) => (a as { city?: number }).city);
  for (const c of [CITY.RHEINSBERG, CITY.POLSKA_NORTH, CITY.POLSKA_SOUTH, CITY.CSSR_EAST, CITY.CSSR_SOUTH])
    assert.ok(!cities.includes(c as never));
  // West Berlin has no construction site at all: West's sites are the 25 cities of West Germany.
  assert.equal(buildSites(s, "west", null).length, 25);
  assert.equal(buildSites(s, "east", null).length, 12);
});

rulesTest(
  "5.2: dismantling removes infrastructure, or a factory none of whose connections carries any",
  () => {
    const s = empty((n) => {
      n.factory[CITY.LEIPZIG] = NORMAL;
      n.factory[CITY.DRESDEN] = NORMAL;
      n.factory[CITY.JENA] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.DRESDEN)] = 1;
    });
    const t = dismantleTargets(s, "east", null).map((a) =>
      a.t === "city" ? `c${a.city}` : a.t === "line" ? `l${a.conn}` : "",
    );
    assert.deepEqual(t.sort(), [`c${CITY.JENA}`, `l${k(CITY.LEIPZIG, CITY.DRESDEN)}`].sort());
    assert.equal(dismantleCapacity(s, "east", null), 4);
  },
);

rulesTest("5.2: removing infrastructure from an active connection lowers both factories by 1", () => {
  let s = turnWith("west", CARD.REPARATIONS_AGREEMENT_WITH_ISRAEL, (n) => {
    n.factory[CITY.KIEL] = NORMAL;
    n.infra[k(CITY.HAMBURG, CITY.KIEL)] = 1;
  });
  assert.equal(factoryValue(s, CITY.HAMBURG), 2);
  s = trigger(s, CARD.REPARATIONS_AGREEMENT_WITH_ISRAEL, (d) =>
    d.kind === "dismantle" ? d.actions.find((a) => a.t === "line") : undefined,
  );
  assert.equal(s.infra[k(CITY.HAMBURG, CITY.KIEL)], 0);
  assert.equal(factoryValue(s, CITY.HAMBURG), 1);
  assert.equal(factoryValue(s, CITY.KIEL), 1);
});

rulesTest("5.2: factories abroad are never dismantled (their infrastructure is)", () => {
  const s = empty((n) => {
    n.factory[CITY.POLSKA_SOUTH] = NORMAL;
    n.factory[CITY.BERLIN] = NORMAL;
    n.infra[k(CITY.BERLIN, CITY.POLSKA_SOUTH)] = 1;
  });
  const t = dismantleTargets(s, "east", null);
  assert.ok(!t.some((a) => a.t === "city" && a.city === CITY.POLSKA_SOUTH));
  assert.ok(t.some((a) => a.t === "line" && a.conn === k(CITY.BERLIN, CITY.POLSKA_SOUTH)));
});

rulesTest(
  "5.3 example: a rundown factory is worth 1 less (3 -> 2 with two active connections) and is never dismantled",
  () => {
    const s = empty((n) => {
      for (const c of [CITY.LEIPZIG, CITY.DRESDEN, CITY.BITTERFELD]) n.factory[c] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.DRESDEN)] = 1;
      n.infra[k(CITY.BITTERFELD, CITY.LEIPZIG)] = 1;
    });
    assert.equal(factoryValue(s, CITY.LEIPZIG), 3);
    const r = empty((n) => {
      for (const c of [CITY.LEIPZIG, CITY.DRESDEN, CITY.BITTERFELD]) n.factory[c] = NORMAL;
      n.infra[k(CITY.LEIPZIG, CITY.DRESDEN)] = 1;
      n.infra[k(CITY.BITTERFELD, CITY.LEIPZIG)] = 1;
      n.factory[CITY.LEIPZIG] = RUNDOWN;
    });
    assert.equal(factoryValue(r, CITY.LEIPZIG), 2);
    assert.ok(!rundownTargets(r, null).some((a) => a.t === "city" && a.city === CITY.LEIPZIG));
    // Rundown and without infrastructure: still never dismantled.
    const u = empty((n) => {
      n.factory[CITY.LEIPZIG] = RUNDOWN;
    });
    assert.equal(factoryValue(u, CITY.LEIPZIG), 0);
    assert.deepEqual(dismantleTargets(u, "east", null), []);
    assert.equal(dismantleCapacity(u, "east", null), 0);
  },
);

rulesTest(
  "10.3: Rheinsberg only through its event: two construction points build it (value 1, then 2), it never connects",
  () => {
    let s = turnWith("east", CARD.FIRST_GERMAN_NUCLEAR_PLANT_IS_IN_THE_EAST, () => {});
    s = trigger(s, CARD.FIRST_GERMAN_NUCLEAR_PLANT_IS_IN_THE_EAST);
    assert.equal(s.factory[CITY.RHEINSBERG], NORMAL);
    assert.equal(factoryValue(s, CITY.RHEINSBERG), 2);
    assert.equal(exportValue(s, PROVINCE.BRANDENBURG), 2);
    // With a mass protest in Brandenburg the event builds nothing.
    let t = turnWith("east", CARD.FIRST_GERMAN_NUCLEAR_PLANT_IS_IN_THE_EAST, (n) => {
      n.unrest[PROVINCE.BRANDENBURG] = 4;
    });
    t = trigger(t, CARD.FIRST_GERMAN_NUCLEAR_PLANT_IS_IN_THE_EAST);
    assert.equal(t.factory[CITY.RHEINSBERG], 0);
  },
);

rulesTest("10.3: Rheinsberg takes two dismantle points (run down, then removed) and can run down", () => {
  const s = empty((n) => {
    n.factory[CITY.RHEINSBERG] = NORMAL;
  });
  assert.equal(dismantleCapacity(s, "east", null), 2);
  let t = turnWith("west", CARD.USSR_TIGHTENS_OIL_SUPPLY, (n) => {
    n.factory.fill(0);
    n.factory[CITY.RHEINSBERG] = NORMAL;
  });
  t = play(t, CARD.USSR_TIGHTENS_OIL_SUPPLY, "event");
  // Single target each time: run down, then removed.
  assert.equal(t.factory[CITY.RHEINSBERG], 0);
  assert.ok(t.log.some((e) => e.e === "factory" && e.change === "rundown"));
  const r = empty((n) => {
    n.factory[CITY.RHEINSBERG] = NORMAL;
  });
  assert.ok(rundownTargets(r, null).some((a) => a.t === "city" && a.city === CITY.RHEINSBERG));
});

rulesTest(
  "10.4: building abroad only by Joining the CMEA / Warsaw Pact: 2 points for the ČSSR and 2 for Polska",
  () => {
    let s = turnWith("east", CARD.JOINING_THE_CMEA, (n) => {
      n.factory.fill(0);
    });
    s = play(s, CARD.JOINING_THE_CMEA, "event");
    // Order: build ČSSR, build Polska, unrest (they interact: the unrest could bar a German end).
    assert.equal(dec(s).kind, "eventOrder");
    s = act(s, { t: "group", group: 0 });
    const d = dec(s);
    assert.equal(d.kind, "build");
    const cities = d.actions.map((a) => (a as { city?: number }).city);
    assert.deepEqual(cities.sort(), [CITY.CSSR_EAST, CITY.CSSR_SOUTH].sort());
    s = city(s, "ČSSR (east)");
    // The second point: the other ČSSR city, or infrastructure on a connection of the new factory.
    const d2 = dec(s);
    assert.ok(d2.actions.some((a) => a.t === "city" && a.city === CITY.CSSR_SOUTH));
    assert.ok(d2.actions.some((a) => a.t === "line" && a.conn === k(CITY.COTTBUS, CITY.CSSR_EAST)));
    assert.ok(!d2.actions.some((a) => a.t === "city" && a.city === CITY.POLSKA_NORTH));
  },
);

rulesTest(
  "10.4 example: a factory abroad adds its value to one province it is actively connected to, the player's choice",
  () => {
    const s = empty((n) => {
      n.factory[CITY.POLSKA_SOUTH] = NORMAL;
      n.factory[CITY.BERLIN] = NORMAL;
      n.factory[CITY.SCHWEDT] = NORMAL;
      n.infra[k(CITY.BERLIN, CITY.POLSKA_SOUTH)] = 1;
    });
    assert.equal(factoryValue(s, CITY.POLSKA_SOUTH), 2);
    const eco = economy(s, "east");
    // Only East Berlin is connected: the value is fixed there (2 + Berlin's 2 = 4).
    assert.equal(eco.fixed[PROVINCE.EAST_BERLIN], 4);
    assert.equal(eco.flex.length, 0);
    const t = empty((n) => {
      n.factory[CITY.POLSKA_SOUTH] = NORMAL;
      n.factory[CITY.BERLIN] = NORMAL;
      n.factory[CITY.SCHWEDT] = NORMAL;
      n.infra[k(CITY.BERLIN, CITY.POLSKA_SOUTH)] = 1;
      n.infra[k(CITY.SCHWEDT, CITY.POLSKA_SOUTH)] = 1;
    });
    const e2 = economy(t, "east");
    assert.equal(e2.flex.length, 1);
    assert.deepEqual(e2.flex[0]!.options.slice().sort(), [PROVINCE.BRANDENBURG, PROVINCE.EAST_BERLIN].sort());
    // A factory abroad is never an export factory.
    assert.equal(exportValue(t, PROVINCE.EAST_BERLIN), 2);
  },
);

rulesTest("10.4: Prague Spring removes a ČSSR factory with all its infrastructure for good", () => {
  let s = turnWith("west", CARD.PRAGUE_SPRING, (n) => {
    n.factory[CITY.CSSR_SOUTH] = NORMAL;
    n.factory[CITY.JENA] = NORMAL;
    n.infra[k(CITY.JENA, CITY.CSSR_SOUTH)] = 1;
    n.infra[k(CITY.KARL_MARX_STADT, CITY.CSSR_SOUTH)] = 1;
  });
  s = trigger(s, CARD.PRAGUE_SPRING);
  assert.equal(s.factory[CITY.CSSR_SOUTH], GONE);
  assert.equal(s.infra[k(CITY.JENA, CITY.CSSR_SOUTH)], 0);
  assert.equal(s.infra[k(CITY.KARL_MARX_STADT, CITY.CSSR_SOUTH)], 0);
  // Never again: not even the CMEA can rebuild there, nor its connections.
  let t = turnWith("east", CARD.JOINING_THE_CMEA, (n) => {
    n.factory[CITY.CSSR_SOUTH] = GONE;
    n.factory[CITY.JENA] = NORMAL;
  });
  t = play(t, CARD.JOINING_THE_CMEA, "event");
  t = act(t, { t: "group", group: 0 });
  const d = dec(t);
  assert.ok(!d.actions.some((a) => a.t === "city" && a.city === CITY.CSSR_SOUTH));
  assert.ok(!d.actions.some((a) => a.t === "line" && a.conn === k(CITY.JENA, CITY.CSSR_SOUTH)));
});
