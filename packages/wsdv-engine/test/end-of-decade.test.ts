// 9 The end of a decade, phase by phase, and every way the game ends. Positions start at a phase with
// the later phases quiet (no LS, no police, prestige and socialism at 0) unless a test says otherwise.
import assert from "node:assert/strict";
import {
  CARD,
  CITY,
  connBetween,
  currencyBalance,
  decision,
  flight,
  NORMAL,
  PROVINCE,
  RUNDOWN,
  type State,
} from "@dawn/wsdv-engine";
import type { Frame } from "../src/frames.ts";
import { act, dec, position, prov, provinces, rulesNow, rulesTest } from "./helpers.ts";

/** A position at the start of end-of-decade phase `phase`, on a calm board edited by `fn`. */
function atPhase(
  phase: number,
  fn: (n: State) => void = () => {},
  rules: "2014" | "2016" = rulesNow(),
): State {
  const stack: Frame[] = [
    { k: "flow", stage: 4 },
    { k: "eod", stage: phase },
  ];
  return position(
    stack,
    (n) => {
      n.unrest.fill(1);
      n.box = 0;
      n.row = [];
      fn(n);
    },
    { rules },
  );
}

const logOf = (s: State, e: string) => s.log.filter((x) => x.e === e);

rulesTest(
  "9.1 example: 2 flight icons + 1 red police card + 1 LS in the richest West province - 1 for West's mass protests = 3: 1 dismantle point",
  () => {
    const s = atPhase(1, (n) => {
      n.played = [CARD.FORCED_MERGER_OF_KPD_AND_SPD, CARD.SPIEGEL_SCANDAL, CARD.LAND_REFORM];
      n.police = [CARD.STASI_IS_FOUNDED];
      n.ls[PROVINCE.BAYERN] = 1;
      n.unrest[PROVINCE.HESSEN] = 4;
      n.unrest[PROVINCE.BAYERN] = 5;
    });
    const f = logOf(s, "flight")[0] as unknown as ReturnType<typeof flight>;
    assert.deepEqual(
      [f.icons, f.redPolice, f.westLs, f.eastProtest, f.eastLs, f.westProtest, f.position, f.dismantle],
      [2, 1, 1, 0, 0, 1, 3, 1],
    );
    // The prestige holder (West) assigns the point.
    const d = dec(s);
    assert.equal(d.kind, "dismantle");
    assert.equal(d.player, "west");
  },
);

rulesTest(
  "9.1: the dismantle points alternate, starting with the prestige holder; pink police and the East's poorest province count as printed",
  () => {
    let s = atPhase(1, (n) => {
      n.played = [CARD.FORCED_MERGER_OF_KPD_AND_SPD, CARD.SPIEGEL_SCANDAL, CARD.RUSSIAN_TANKS];
      n.police = [CARD.STALINIST_PURGES]; // pink: no flight
      n.ls.fill(1);
      n.ls[PROVINCE.BAYERN] = 3;
      n.unrest[PROVINCE.SACHSEN] = 4;
      n.factory[CITY.LEIPZIG] = NORMAL;
      n.factory[CITY.DRESDEN] = NORMAL;
    });
    // 1 + 1 + 2 (card I) + 3 (Bayern) + 0 (pink) + 1 (East protest) - 1 (East's poorest: 1) - 0 = 7: 3 points.
    assert.equal(flight(s).position, 7);
    assert.equal(dec(s).player, "west");
    s = act(s, { t: "city", city: CITY.LEIPZIG });
    assert.equal(dec(s).player, "east");
    s = act(s, { t: "city", city: CITY.DRESDEN });
    assert.equal(dec(s).player, "west");
  },
);

rulesTest("9.1: the flight track runs from 0 to 20", () => {
  const s = atPhase(1, (n) => {
    n.ls.fill(0);
    n.ls[PROVINCE.BAYERN] = 25;
    n.ls[PROVINCE.SACHSEN] = 0;
    n.factory.fill(NORMAL);
  });
  assert.equal(flight(s).position, 20);
  assert.equal(flight(s).dismantle, 10);
  const t = atPhase(1, (n) => {
    n.ls.fill(3);
  });
  assert.equal(flight(t).position, 0);
});

rulesTest(
  "9.1: with the Wall, no flight: prestige 1 toward West and East dismantles 1 (East chooses)",
  () => {
    const s = atPhase(1, (n) => {
      n.wall = true;
      n.played = [CARD.FORCED_MERGER_OF_KPD_AND_SPD, CARD.SPIEGEL_SCANDAL];
      n.ls[PROVINCE.BAYERN] = 5;
    });
    assert.equal(s.prestige, -1);
    assert.equal(logOf(s, "flight").length, 0);
    assert.equal(dec(s).kind, "dismantle");
    assert.equal(dec(s).player, "east");
    assert.equal(dec(s).n, 1);
    // At -6 the arrow is blocked: West takes the bonus.
    const t = atPhase(1, (n) => {
      n.wall = true;
      n.prestige = -6;
    });
    assert.equal(t.prestige, -6);
    assert.equal(dec(t).kind, "arrowBonus");
    assert.equal(dec(t).player, "west");
  },
);

rulesTest(
  "9: national insolvency: East must dismantle during the end of a decade and owns nothing to dismantle",
  () => {
    const s = atPhase(1, (n) => {
      n.wall = true;
      n.factory[CITY.BERLIN] = RUNDOWN;
      n.factory[CITY.BITTERFELD] = RUNDOWN;
    });
    assert.equal(decision(s), null);
    assert.deepEqual(s.result, { winner: "west", reason: "insolvency" });
  },
);

rulesTest("9.1: the played cards are discarded after the flight phase", () => {
  const s = atPhase(1, (n) => {
    n.played = [CARD.LAND_REFORM];
  });
  assert.deepEqual(s.played, []);
  assert.ok(s.discard.includes(CARD.LAND_REFORM));
});

rulesTest("9.2 example: at -3 West may execute an earlier box: run down an East factory", () => {
  let s = atPhase(2, (n) => {
    n.prestige = -3;
    n.prestigeHolder = "west";
  });
  assert.equal(dec(s).kind, "prestigeBox");
  assert.equal(dec(s).player, "west");
  assert.deepEqual(
    dec(s).actions.map((a) => (a as { box: number }).box),
    [-1, -2, -3],
  );
  s = act(s, { t: "box", box: -1 });
  assert.equal(dec(s).kind, "rundown");
  s = act(s, { t: "city", city: CITY.BERLIN });
  assert.equal(s.factory[CITY.BERLIN], RUNDOWN);
});

rulesTest(
  "9.2: East at +4 places an LS (removing a cube); nothing at 0; a dismantle East cannot pay is insolvency",
  () => {
    let s = atPhase(2, (n) => {
      n.prestige = 4;
      n.prestigeHolder = "east";
      n.factory[CITY.LEIPZIG] = NORMAL;
    });
    s = act(s, { t: "box", box: 4 });
    assert.equal(dec(s).kind, "placeLs");
    s = prov(s, PROVINCE.SACHSEN);
    assert.equal(s.ls[PROVINCE.SACHSEN], 1);
    assert.equal(s.unrest[PROVINCE.SACHSEN], 0);
    const z = atPhase(2, (n) => {
      n.prestige = 0;
      n.prestigeHolder = "east";
    });
    assert.ok(z.log.some((e) => e.e === "nothing"));
    let w = atPhase(2, (n) => {
      n.prestige = -4;
      n.factory[CITY.BERLIN] = RUNDOWN;
      n.factory[CITY.BITTERFELD] = RUNDOWN;
    });
    w = act(w, { t: "box", box: -4 });
    w = prov(w, PROVINCE.SACHSEN);
    assert.deepEqual(w.result, { winner: "west", reason: "insolvency" });
  },
);

rulesTest("9.2: the prestige advantage is the side of the marker: it stays with its holder at 0", () => {
  const s = atPhase(2, (n) => {
    n.prestige = 0;
    n.prestigeHolder = "east";
  });
  assert.equal(s.prestigeHolder, "east");
});

/** West Germany: one lone factory per province (weakest export 1). */
function lonelyWest(n: State): void {
  n.factory.fill(0);
  for (const c of [CITY.KIEL, CITY.BREMEN, CITY.DORTMUND, CITY.KASSEL, CITY.KOBLENZ, CITY.ULM, CITY.MUENCHEN])
    n.factory[c] = NORMAL;
}

rulesTest(
  "9.3 example (in spirit): need 8, track 3, exports 2 of 6 (value >= West's weakest export): 3 factories run down, alternately",
  () => {
    let s = atPhase(3, (n) => {
      lonelyWest(n);
      n.currency = 3;
      // East exports: 0 (rundown), 0, 0, 1, 1, none.
      for (const c of [CITY.BERLIN, CITY.ROSTOCK, CITY.SCHWEDT]) n.factory[c] = RUNDOWN;
      for (const c of [CITY.BITTERFELD, CITY.MAGDEBURG, CITY.LEIPZIG, CITY.DRESDEN]) n.factory[c] = NORMAL;
      n.ls[PROVINCE.MECKLENBURG_VORPOMMERN] = 2;
      n.ls[PROVINCE.BRANDENBURG] = 2;
      n.ls[PROVINCE.SACHSEN] = 2;
      n.ls[PROVINCE.THUERINGEN] = 2;
    });
    assert.deepEqual(currencyBalance(s), { track: 3, exports: 2, need: 8, shortfall: 3 });
    assert.equal(dec(s).kind, "rundown");
    assert.equal(dec(s).player, "west");
    s = act(s, { t: "city", city: CITY.LEIPZIG });
    assert.equal(dec(s).player, "east");
    s = act(s, { t: "city", city: CITY.DRESDEN });
    assert.equal(dec(s).player, "west");
    // Variant: the track at -3: income -1, 9 missing.
    const v = atPhase(3, (n) => {
      lonelyWest(n);
      n.currency = -3;
      for (const c of [CITY.BERLIN, CITY.ROSTOCK, CITY.SCHWEDT]) n.factory[c] = RUNDOWN;
      for (const c of [CITY.BITTERFELD, CITY.MAGDEBURG, CITY.LEIPZIG, CITY.DRESDEN]) n.factory[c] = NORMAL;
      n.ls[PROVINCE.MECKLENBURG_VORPOMMERN] = 8;
    });
    assert.equal(currencyBalance(v).shortfall, 9);
  },
);

rulesTest(
  "9.3: a West province without a factory makes every East export factory count, even of value 0",
  () => {
    const s = atPhase(3, (n) => {
      lonelyWest(n);
      n.factory[CITY.MUENCHEN] = 0;
      n.factory[CITY.BERLIN] = RUNDOWN;
      n.factory[CITY.BITTERFELD] = NORMAL;
      n.ls[PROVINCE.SACHSEN] = 3;
    });
    // Berlin (0) and Bitterfeld (1) count; Sachsen has no factory.
    const income = logOf(s, "income")[0] as unknown as ReturnType<typeof currencyBalance>;
    assert.equal(income.exports, 2);
    assert.equal(income.shortfall, 1);
  },
);

rulesTest(
  "9.3: with no factory left to run down, infrastructure or the Rheinsberg plant goes; then insolvency",
  () => {
    let s = atPhase(3, (n) => {
      n.factory.fill(0);
      n.factory[CITY.LEIPZIG] = RUNDOWN;
      n.factory[CITY.DRESDEN] = RUNDOWN;
      n.factory[CITY.RHEINSBERG] = RUNDOWN;
      n.infra[connBetween(CITY.LEIPZIG, CITY.DRESDEN)!] = 1;
      // Need 5; exports 2 (West has no factory at all: every East export counts): 3 missing.
      n.ls[PROVINCE.SACHSEN] = 5;
    });
    assert.equal(dec(s).kind, "dismantle");
    assert.equal(dec(s).actions.length, 2);
    s = act(s, { t: "city", city: CITY.RHEINSBERG });
    assert.equal(s.factory[CITY.RHEINSBERG], 0);
    // The infrastructure goes by itself (the only piece), then nothing is left: insolvency.
    assert.equal(s.infra[connBetween(CITY.LEIPZIG, CITY.DRESDEN)!], 0);
    assert.deepEqual(s.result, { winner: "west", reason: "insolvency" });
  },
);

rulesTest("9.4: East dismantles 1 per police card he holds (East chooses)", () => {
  const s = atPhase(4, (n) => {
    n.police = [CARD.STASI_IS_FOUNDED, CARD.STALINIST_PURGES];
    n.policeUsed = [CARD.STASI_IS_FOUNDED, CARD.STALINIST_PURGES];
  });
  assert.equal(dec(s).kind, "dismantle");
  assert.equal(dec(s).player, "east");
  assert.equal(dec(s).n, 2);
});

rulesTest("9.5 example: Brandenburg has 3 LS and an export factory of 1: it loses 2", () => {
  const s = atPhase(5, (n) => {
    n.factory[CITY.SCHWEDT] = NORMAL;
    n.ls[PROVINCE.BRANDENBURG] = 3;
  });
  assert.equal(s.ls[PROVINCE.BRANDENBURG], 1);
});

rulesTest(
  "9.5: West Berlin keeps no more LS than the weakest export factory of the suppliers that sent some; West picks the sectors",
  () => {
    let s = atPhase(5, (n) => {
      n.factory.fill(0);
      n.factory[CITY.KOBLENZ] = NORMAL; // Rheinland-Pfalz: 1
      n.factory[CITY.DORTMUND] = NORMAL; // Nordrhein-Westfalen: 1
      n.ls[PROVINCE.WEST_BERLIN] = 3;
      n.sectors = [2, 1, 0];
    });
    assert.equal(dec(s).kind, "berlinMaintain");
    assert.equal(dec(s).n, 2);
    s = act(s, { t: "sector", sector: "british" });
    assert.deepEqual(s.sectors, [1, 0, 0]);
    // A supplier without any factory allows nothing.
    const t = atPhase(5, (n) => {
      n.factory.fill(0);
      n.ls[PROVINCE.WEST_BERLIN] = 1;
      n.sectors = [0, 0, 1];
    });
    assert.equal(t.ls[PROVINCE.WEST_BERLIN], 0);
  },
);

rulesTest("9.5 / 10.2: West decides where Hamburg counts when it changes which living standards stay", () => {
  let s = atPhase(5, (n) => {
    n.factory.fill(0);
    n.factory[CITY.HAMBURG] = NORMAL;
    n.factory[CITY.FLENSBURG] = NORMAL;
    n.infra[connBetween(CITY.HAMBURG, CITY.FLENSBURG)!] = 2; // Hamburg 2, Flensburg 2
    n.ls[PROVINCE.SCHLESWIG_HOLSTEIN] = 2;
    n.ls[PROVINCE.NIEDERSACHSEN] = 2;
  });
  assert.equal(dec(s).kind, "hamburg");
  s = prov(s, PROVINCE.NIEDERSACHSEN);
  assert.equal(s.ls[PROVINCE.NIEDERSACHSEN], 2);
  assert.equal(s.ls[PROVINCE.SCHLESWIG_HOLSTEIN], 2);
  assert.ok(s.log.some((e) => e.e === "hamburg"));
});

rulesTest(
  "9.6 example: West provinces at 3 LS, West Berlin and Bayern at 2: West Berlin gets 1 cube, Bayern none",
  () => {
    const s = atPhase(6, (n) => {
      n.factory.fill(NORMAL);
      for (const p of [0, 1, 2, 3, 4, 5]) n.ls[p] = 3;
      n.ls[PROVINCE.BAYERN] = 2;
      n.ls[PROVINCE.WEST_BERLIN] = 2;
      n.unrest.fill(0);
      n.ls[PROVINCE.SACHSEN] = 2;
    });
    // The unrest placed in phase 6 (before the attacks of phase 7).
    const end = s.log.findIndex((e) => e.e === "phase" && e.phase === 7);
    const phase6 = s.log.slice(0, end);
    const w = phase6.filter((e) => e.e === "unrest" && e.province < 8);
    assert.deepEqual(
      w.map((e) => [(e as { province: number }).province, (e as { delta: number }).delta]),
      [[PROVINCE.WEST_BERLIN, 1]],
    );
    // East: Sachsen has 2, every other East province 0: each gets 1.
    const e = phase6.filter((x) => x.e === "unrest" && x.province >= 8 && (x as { delta: number }).delta > 0);
    assert.equal(e.length, 5);
  },
);

rulesTest(
  "9.7 example: Bayern (3 LS, 1 mass protest) attacks Sachsen (+2) or Thüringen (+1); Hessen (2) attacks Thüringen",
  () => {
    let s = atPhase(7, (n) => {
      n.unrest.fill(0);
      n.ls[PROVINCE.BAYERN] = 3;
      n.unrest[PROVINCE.BAYERN] = 4;
      n.ls[PROVINCE.HESSEN] = 2;
      n.ls[PROVINCE.SACHSEN] = 0;
      n.ls[PROVINCE.THUERINGEN] = 1;
      n.ls[PROVINCE.SACHSEN_ANHALT] = 2;
    });
    // Hessen attacks first (province order): only Thüringen is weaker.
    assert.ok(
      s.log.some(
        (e) => e.e === "attack" && e.from === PROVINCE.HESSEN && e.to === PROVINCE.THUERINGEN && e.n === 1,
      ),
    );
    assert.equal(dec(s).kind, "attack");
    assert.equal(dec(s).player, "west");
    assert.deepEqual(provinces(s), [PROVINCE.SACHSEN, PROVINCE.THUERINGEN]);
    s = prov(s, PROVINCE.SACHSEN);
    assert.ok(
      s.log.some(
        (e) => e.e === "attack" && e.from === PROVINCE.BAYERN && e.to === PROVINCE.SACHSEN && e.n === 2,
      ),
    );
  },
);

rulesTest("9.7: West Berlin attacks both its neighbours; East provinces attack West ones", () => {
  const s = atPhase(7, (n) => {
    n.unrest.fill(0);
    n.ls[PROVINCE.WEST_BERLIN] = 2;
    n.ls[PROVINCE.EAST_BERLIN] = 1;
    n.ls[PROVINCE.MECKLENBURG_VORPOMMERN] = 1;
  });
  const attacks = s.log
    .filter((e) => e.e === "attack")
    .map((e) => [(e as { from: number }).from, (e as { to: number }).to, (e as { n: number }).n]);
  assert.deepEqual(attacks, [
    [PROVINCE.WEST_BERLIN, PROVINCE.BRANDENBURG, 2],
    [PROVINCE.WEST_BERLIN, PROVINCE.EAST_BERLIN, 1],
  ]);
  // Mecklenburg-Vorpommern (1) may attack Schleswig-Holstein or Niedersachsen (both 0): East chooses.
  assert.equal(dec(s).player, "east");
  assert.deepEqual(provinces(s), [PROVINCE.SCHLESWIG_HOLSTEIN, PROVINCE.NIEDERSACHSEN]);
});

rulesTest(
  "9.8: East removes 1 cube per police card not used this decade; then the cubes on the cards go",
  () => {
    const s = atPhase(8, (n) => {
      n.police = [CARD.STASI_IS_FOUNDED, CARD.STALINIST_PURGES];
      n.policeUsed = [CARD.STASI_IS_FOUNDED];
      n.unrest.fill(0);
      n.unrest[PROVINCE.SACHSEN] = 2;
    });
    assert.equal(s.unrest[PROVINCE.SACHSEN], 1);
    assert.deepEqual(s.policeUsed, []);
  },
);

rulesTest("9.9: socialists from the track go to the box, then to East provinces with mass protests", () => {
  const s = atPhase(9, (n) => {
    n.socialism = 3;
    n.unrest[PROVINCE.SACHSEN] = 5;
  });
  // +2: one ends Sachsen's protest... both are needed (5 -> 3).
  assert.equal(s.socialists[PROVINCE.SACHSEN], 2);
  assert.equal(s.unrest[PROVINCE.SACHSEN], 3);
  assert.equal(s.box, 0);
});

rulesTest("9.9: too few socialists for every mass protest: East chooses where they go", () => {
  let s = atPhase(9, (n) => {
    n.socialism = 1;
    n.unrest[PROVINCE.SACHSEN] = 4;
    n.unrest[PROVINCE.THUERINGEN] = 5;
  });
  assert.equal(dec(s).kind, "socialist");
  assert.equal(dec(s).player, "east");
  s = prov(s, PROVINCE.SACHSEN);
  assert.equal(s.unrest[PROVINCE.SACHSEN], 3);
  assert.equal(s.unrest[PROVINCE.THUERINGEN], 5);
});

rulesTest("9.9: triumph of socialism: a socialist is due while all 12 are on the board", () => {
  const s = atPhase(9, (n) => {
    n.socialism = 1;
    n.box = 2;
    n.socialists[PROVINCE.SACHSEN] = 10;
  });
  assert.deepEqual(s.result, { winner: "east", reason: "socialismTriumph" });
});

rulesTest(
  "9.9: losses come from the box first, then West picks provinces (each gives back a cube); none left: failure",
  () => {
    let s = atPhase(9, (n) => {
      n.socialism = -3;
      n.box = 1;
      n.socialists[PROVINCE.SACHSEN] = 1;
      n.socialists[PROVINCE.THUERINGEN] = 1;
    });
    assert.equal(s.box, 0);
    assert.equal(dec(s).kind, "socialistLoss");
    assert.equal(dec(s).player, "west");
    s = prov(s, PROVINCE.THUERINGEN);
    assert.equal(s.socialists[PROVINCE.THUERINGEN], 0);
    assert.equal(s.unrest[PROVINCE.THUERINGEN], 2);
    const f = atPhase(9, (n) => {
      n.socialism = -6;
      n.box = 1;
      n.socialists[PROVINCE.SACHSEN] = 2;
    });
    assert.deepEqual(f.result, { winner: "west", reason: "socialismFailure" });
  },
);

rulesTest(
  "9.10 example: 2 mass protests in West Berlin and their 2 mirrors: West has 4 and collapses",
  () => {
    const s = atPhase(10, (n) => {
      n.unrest[PROVINCE.WEST_BERLIN] = 8;
      n.mirrors = [PROVINCE.RHEINLAND_PFALZ, PROVINCE.BADEN_WUERTTEMBERG];
    });
    assert.deepEqual(s.result, { winner: "east", reason: "collapse" });
  },
);

rulesTest("9.10: East collapses with 4 mass protests; both at once: East wins", () => {
  const e = atPhase(10, (n) => {
    n.unrest[PROVINCE.SACHSEN] = 8;
    n.unrest[PROVINCE.THUERINGEN] = 4;
    n.unrest[PROVINCE.BRANDENBURG] = 4;
  });
  assert.deepEqual(e.result, { winner: "west", reason: "collapse" });
  const b = atPhase(10, (n) => {
    n.unrest[PROVINCE.SACHSEN] = 16;
    n.unrest[PROVINCE.BAYERN] = 16;
  });
  assert.deepEqual(b.result, { winner: "east", reason: "bothCollapse" });
  // Three are not enough.
  const t = atPhase(10, (n) => {
    n.unrest[PROVINCE.SACHSEN] = 12;
  });
  assert.equal(t.result, null);
});

rulesTest("9.10: no winner after the fourth decade: East wins", () => {
  const s = position(
    [
      { k: "flow", stage: 4 },
      { k: "eod", stage: 10 },
    ],
    (n) => {
      n.unrest.fill(1);
    },
    { decade: 4 },
  );
  assert.deepEqual(s.result, { winner: "east", reason: "endOfGame" });
});

rulesTest(
  "10.1: a mass protest in West Berlin is mirrored in a supplier province chosen by East, and leaves with it",
  () => {
    let s = atPhase(6, (n) => {
      n.unrest[PROVINCE.WEST_BERLIN] = 3;
      n.ls[PROVINCE.BAYERN] = 1;
      n.factory.fill(NORMAL);
    });
    // 9.6: West Berlin gets the whole difference (1): 4 cubes, a mass protest, East places the mirror.
    assert.equal(dec(s).kind, "mirror");
    assert.equal(dec(s).player, "east");
    assert.deepEqual(
      provinces(s).sort((a, b) => a - b),
      [PROVINCE.NORDRHEIN_WESTFALEN, PROVINCE.RHEINLAND_PFALZ, PROVINCE.BADEN_WUERTTEMBERG],
    );
    s = prov(s, PROVINCE.BADEN_WUERTTEMBERG);
    assert.deepEqual(s.mirrors, [PROVINCE.BADEN_WUERTTEMBERG]);
  },
);
