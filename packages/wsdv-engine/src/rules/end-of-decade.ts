// 9 The end of a decade: ten phases in order. National insolvency (East cannot dismantle what he
// owes) and the socialist conditions end the game at once; collapse is checked in phase 10.
import { BOX_ACTION, CITY_ACTION, LINE_ACTION, PROVINCE_ACTION, SECTOR_ACTION } from "../actions.ts";
import {
  addUnrest,
  anyProtest,
  berlinLimit,
  dismantle,
  endGame,
  exportValue,
  hasFactory,
  log,
  lsTotal,
  moveTrack,
  protests,
  removeLs,
  removeUnrest,
  rundown,
  rundownTargets,
  stateProtests,
  weakestWestExport,
} from "../board.ts";
import {
  card,
  HAMBURG,
  HAMBURG_PROVINCES,
  other,
  PROVINCES,
  RHEINSBERG,
  SECTORS,
  SIDE_CONNS,
  SIDE_PROVINCES,
  SUPPLIERS,
  WEST_BERLIN,
  WEST_GERMANY,
} from "../data/index.ts";
import type {
  AttackFrame,
  BerlinMaintainFrame,
  HamburgFrame,
  PoliceEodFrame,
  PrestigeBoxFrame,
  RundownFrame,
  SocialistLossFrame,
  SocialistsFrame,
} from "../frames.ts";
import { addGuard, defineStep, pop, push, top } from "../machine.ts";
import { NONE, type State } from "../state.ts";
import type { Action, ProvinceId } from "../types.ts";
import { arrowBlocked, eventFrame } from "./events.ts";
import { boxSource, SOCIALIST_SUPPLY, SOCIALISTS_AT } from "./tracks.ts";
import { dismantleFrame } from "./turn.ts";

defineStep("eod", {
  run(s, f) {
    const phase = f.stage++;
    if (phase > 10) {
      s.phase = 0;
      pop(s);
      return undefined;
    }
    s.phase = phase;
    log(s, { e: "phase", phase });
    PHASES[phase]!(s);
    return undefined;
  },
});

const PHASES: readonly ((s: State) => void)[] = [
  () => {},
  flightOrWall,
  prestigePhase,
  currencyPhase,
  policePrice,
  maintainLivingStandards,
  internalComparison,
  eastWestComparison,
  policePhase,
  socialistPhase,
  collapseCheck,
];

// ---- 9.1 Flight / the Wall -------------------------------------------------------------------------

/** The flight track (9.1): the marker position and the dismantle points it costs East. */
export function flight(s: State) {
  let icons = 0;
  for (const c of s.played) icons += card(c).flight;
  let westLs = 0;
  for (const p of SIDE_PROVINCES.west) westLs = Math.max(westLs, s.ls[p]!);
  let eastLs = Infinity;
  for (const p of SIDE_PROVINCES.east) eastLs = Math.min(eastLs, s.ls[p]!);
  let redPolice = 0;
  for (const c of s.police) if (card(c).police === "red") redPolice++;
  const eastProtest = anyProtest(s, "east") ? 1 : 0;
  const westProtest = anyProtest(s, "west") ? 1 : 0;
  // The marker advances first (the track ends at 20), then goes back, never below 0.
  const up = Math.min(20, icons + westLs + redPolice + eastProtest);
  const position = Math.max(0, up - eastLs - westProtest);
  return { icons, westLs, redPolice, eastProtest, eastLs, westProtest, position, dismantle: position >> 1 };
}

function flightOrWall(s: State): void {
  if (s.wall) {
    // The Wall's cost: 1 prestige toward West (an arrow that may be blocked) and 1 dismantle point.
    log(s, { e: "wallCost" });
    push(s, dismantleFrame("east", "east", 1, false, true));
    if (!moveTrack(s, "prestige", "west")) arrowBlocked(s, "prestige", "west");
  } else {
    const fl = flight(s);
    log(s, { e: "flight", ...fl });
    // The prestige holder assigns the first dismantle point, then the players alternate.
    if (fl.dismantle > 0) push(s, dismantleFrame("east", s.prestigeHolder, fl.dismantle, true, true));
  }
}

// ---- 9.2 Prestige ------------------------------------------------------------------------------------

function prestigePhase(s: State): void {
  // 9.1: the played cards are discarded once the flight phase is over.
  for (const c of s.played) s.discard.push(c);
  s.played = [];
  if (prestigeBoxes(s).length > 0) push(s, { k: "prestigeBox" } satisfies PrestigeBoxFrame);
  else log(s, { e: "nothing", what: "the prestige marker is at 0" });
}

/** The boxes the holder may execute: the one under the marker or any closer to 0 on his side. */
export function prestigeBoxes(s: State): number[] {
  const out: number[] = [];
  const p = s.prestige;
  if (s.prestigeHolder === "east" && p > 0) for (let b = 1; b <= p; b++) out.push(b);
  if (s.prestigeHolder === "west" && p < 0) for (let b = -1; b >= p; b--) out.push(b);
  return out;
}

defineStep("prestigeBox", {
  run(s) {
    const boxes = prestigeBoxes(s);
    if (boxes.length === 1) {
      executeBox(s, boxes[0]!);
      return undefined;
    }
    return {
      player: s.prestigeHolder,
      kind: "prestigeBox",
      prompt: "Prestige: execute the box under the marker or one closer to 0",
      actions: boxes.map((b) => BOX_ACTION[b + 6]!),
    };
  },
  act(s, _f, a) {
    if (a.t !== "box") throw new Error("expected a box");
    executeBox(s, a.box);
  },
});

function executeBox(s: State, box: number): void {
  pop(s);
  log(s, { e: "prestigeBox", box, side: s.prestigeHolder });
  push(s, eventFrame(boxSource(box), s.prestigeHolder));
}

// ---- 9.3 Western currency -------------------------------------------------------------------------

/** East's income and need in Western currency (9.3). */
export function currencyBalance(s: State) {
  const westMin = weakestWestExport(s);
  let exports = 0;
  for (const p of SIDE_PROVINCES.east) {
    const v = exportValue(s, p);
    if (v >= 0 && v >= westMin) exports++;
  }
  const need = lsTotal(s, "east");
  const shortfall = Math.max(0, need - (s.currency + exports));
  return { track: s.currency, exports, need, shortfall };
}

function currencyPhase(s: State): void {
  const b = currencyBalance(s);
  log(s, { e: "income", ...b });
  if (b.shortfall > 0)
    push(s, { k: "rundown", chooser: s.prestigeHolder, left: b.shortfall } satisfies RundownFrame);
}

/** When no factory can run down, infrastructure or the Rheinsberg plant goes instead (9.3). */
function rundownFallback(s: State): Action[] {
  const out: Action[] = [];
  for (const k of SIDE_CONNS.east) if (s.infra[k]! > 0) out.push(LINE_ACTION[k]!);
  if (s.factory[RHEINSBERG] !== NONE && hasFactory(s, RHEINSBERG)) out.push(CITY_ACTION[RHEINSBERG]!);
  return out;
}

defineStep("rundown", {
  run(s, f) {
    if (f.left <= 0) {
      pop(s);
      return undefined;
    }
    let targets = rundownTargets(s, null);
    const fallback = targets.length === 0;
    if (fallback) targets = rundownFallback(s);
    if (targets.length === 0) {
      pop(s);
      endGame(s, "west", "insolvency");
      return undefined;
    }
    if (targets.length === 1) {
      rundownOne(s, f, targets[0]!, fallback);
      return undefined;
    }
    return {
      player: f.chooser,
      kind: fallback ? "dismantle" : "rundown",
      prompt: fallback
        ? `Missing Western currency: no factory left to run down; remove East infrastructure or the Rheinsberg plant (${f.left} left)`
        : `Missing Western currency: run down an East factory (${f.left} left)`,
      actions: targets,
      n: f.left,
    };
  },
  act(s, f, a) {
    rundownOne(s, f, a, rundownTargets(s, null).length === 0);
  },
});

function rundownOne(s: State, f: RundownFrame, a: Action, fallback: boolean): void {
  if (fallback) {
    if (a.t === "city") {
      s.factory[a.city] = NONE;
      log(s, { e: "factory", city: a.city, change: "dismantled" });
    } else dismantle(s, a);
  } else if (a.t === "city") rundown(s, a.city);
  f.left--;
  f.chooser = other(f.chooser);
}

// ---- 9.4 Price of the police cards -----------------------------------------------------------------

function policePrice(s: State): void {
  if (s.police.length > 0) push(s, dismantleFrame("east", "east", s.police.length, false, true));
}

// ---- 9.5 Maintain living standards -----------------------------------------------------------------

/** Living standards above the export factory's value leave the province (9.5). */
function maintainProvince(s: State, p: ProvinceId, withHamburg: boolean): void {
  const max = Math.max(0, exportValue(s, p, withHamburg));
  while (s.ls[p]! > max) removeLs(s, p);
}

function westLosses(s: State, h: ProvinceId): number[] {
  return WEST_GERMANY.map((p) => Math.max(0, s.ls[p]! - Math.max(0, exportValue(s, p, p === h))));
}

function maintainLivingStandards(s: State): void {
  for (const p of SIDE_PROVINCES.east) maintainProvince(s, p, false);
  const limit = berlinLimit(s);
  if (s.ls[WEST_BERLIN]! > limit)
    push(s, { k: "berlinMaintain", left: s.ls[WEST_BERLIN]! - limit } satisfies BerlinMaintainFrame);
  // 10.2: West decides where Hamburg counts, when it makes a difference.
  const [sh, ns] = HAMBURG_PROVINCES as [ProvinceId, ProvinceId];
  if (hasFactory(s, HAMBURG) && westLosses(s, sh).join() !== westLosses(s, ns).join())
    push(s, { k: "hamburg" } satisfies HamburgFrame);
  else for (const p of WEST_GERMANY) maintainProvince(s, p, false);
}

defineStep("hamburg", {
  run() {
    return {
      player: "west",
      kind: "hamburg",
      prompt: "Maintain living standards: does Hamburg count for Schleswig-Holstein or Niedersachsen?",
      actions: HAMBURG_PROVINCES.map((p) => PROVINCE_ACTION[p]!),
    };
  },
  act(s, _f, a) {
    if (a.t !== "province") throw new Error("expected a province");
    pop(s);
    log(s, { e: "hamburg", province: a.province });
    for (const p of WEST_GERMANY) maintainProvince(s, p, p === a.province);
  },
});

defineStep("berlinMaintain", {
  run(s, f) {
    const full: number[] = [];
    for (let i = 0; i < 3; i++) if (s.sectors[i]! > 0) full.push(i);
    if (f.left <= 0 || full.length === 0) {
      pop(s);
      return undefined;
    }
    if (full.length === 1 || f.left >= s.ls[WEST_BERLIN]!) {
      removeLs(s, WEST_BERLIN, full[0]!);
      f.left--;
      return undefined;
    }
    return {
      player: "west",
      kind: "berlinMaintain",
      prompt: `West Berlin must give up ${f.left} living standard${f.left === 1 ? "" : "s"}: from which sector?`,
      actions: full.map((i) => SECTOR_ACTION[SECTORS[i]!]),
      n: f.left,
    };
  },
  act(s, f, a) {
    if (a.t !== "sector") throw new Error("expected a sector");
    removeLs(s, WEST_BERLIN, SECTORS.indexOf(a.sector));
    f.left--;
  },
});

// ---- 9.6 Internal comparison -----------------------------------------------------------------------

function internalComparison(s: State): void {
  for (const side of ["west", "east"] as const) {
    let max = 0;
    for (const p of SIDE_PROVINCES[side]) max = Math.max(max, s.ls[p]!);
    for (const p of SIDE_PROVINCES[side]) {
      // The difference minus 1; West Berlin gets the whole difference (10.1).
      const n = max - s.ls[p]! - (p === WEST_BERLIN ? 0 : 1);
      if (n > 0) addUnrest(s, p, n);
    }
  }
}

// ---- 9.7 East-West comparison ----------------------------------------------------------------------

function eastWestComparison(s: State): void {
  // Each mass protest in the attacking province makes one of its living standards useless.
  const strength = PROVINCES.map((p) => s.ls[p.id]! - protests(s, p.id));
  push(s, { k: "attack", strength, idx: 0 } satisfies AttackFrame);
}

function attackTargets(s: State, f: AttackFrame, p: ProvinceId): ProvinceId[] {
  const out: ProvinceId[] = [];
  for (const q of PROVINCES[p]!.opposing) if (s.ls[q]! < f.strength[p]!) out.push(q);
  return out;
}

function attack(s: State, f: AttackFrame, p: ProvinceId, q: ProvinceId): void {
  const n = f.strength[p]! - s.ls[q]!;
  log(s, { e: "attack", from: p, to: q, n });
  addUnrest(s, q, n);
}

defineStep("attack", {
  run(s, f) {
    if (f.idx >= PROVINCES.length) {
      pop(s);
      return undefined;
    }
    const p = f.idx as ProvinceId;
    const targets = attackTargets(s, f, p);
    // West Berlin attacks both its neighbours (10.1); the others one of their choice.
    if (targets.length <= 1 || p === WEST_BERLIN) {
      for (const q of targets) attack(s, f, p, q);
      f.idx++;
      return undefined;
    }
    return {
      player: PROVINCES[p]!.side,
      kind: "attack",
      prompt: `East-West comparison: which province does ${PROVINCES[p]!.name} attack (strength ${f.strength[p]})?`,
      actions: targets.map((q) => PROVINCE_ACTION[q]!),
    };
  },
  act(s, f, a) {
    if (a.t !== "province") throw new Error("expected a province");
    attack(s, f, f.idx as ProvinceId, a.province);
    f.idx++;
  },
});

// ---- 9.8 Police ------------------------------------------------------------------------------------

function policePhase(s: State): void {
  const unused = s.police.length - s.policeUsed.length;
  if (unused > 0) push(s, { k: "policeEod", left: unused } satisfies PoliceEodFrame);
}

defineStep("policeEod", {
  run(s, f) {
    const options: Action[] = [];
    if (f.left > 0)
      for (const p of SIDE_PROVINCES.east) if (s.unrest[p]! > 0) options.push(PROVINCE_ACTION[p]!);
    if (options.length === 0) {
      pop(s);
      return undefined;
    }
    if (options.length === 1) {
      removeUnrest(s, (options[0] as Extract<Action, { t: "province" }>).province, 1);
      f.left--;
      return undefined;
    }
    return {
      player: "east",
      kind: "police",
      prompt: `Police: remove ${f.left} unrest cube${f.left === 1 ? "" : "s"} (one per police card not used this decade)`,
      actions: options,
      n: f.left,
    };
  },
  act(s, f, a) {
    if (a.t !== "province") throw new Error("expected a province");
    removeUnrest(s, a.province, 1);
    f.left--;
  },
});

// ---- 9.9 Socialists ----------------------------------------------------------------------------------

export function socialistsOnBoard(s: State): number {
  let n = s.box;
  for (const p of SIDE_PROVINCES.east) n += s.socialists[p]!;
  return n;
}

function socialistPhase(s: State): void {
  // 9.8: the cubes lying on the police cards go.
  s.policeUsed = [];
  const n = SOCIALISTS_AT[s.socialism + 6]!;
  // Then the socialists in the box (old and new) go to the provinces with mass protests (7).
  push(s, { k: "socialists" } satisfies SocialistsFrame);
  if (n > 0) {
    for (let i = 0; i < n; i++) {
      // Triumph of socialism: a socialist is due but all 12 are on the board.
      if (socialistsOnBoard(s) >= SOCIALIST_SUPPLY) {
        endGame(s, "east", "socialismTriumph");
        return;
      }
      s.box++;
    }
    log(s, { e: "socialists", delta: n, box: s.box });
  } else if (n < 0) {
    const fromBox = Math.min(s.box, -n);
    s.box -= fromBox;
    if (fromBox > 0) log(s, { e: "socialists", delta: -fromBox, box: s.box });
    if (-n > fromBox) push(s, { k: "socialistLoss", left: -n - fromBox } satisfies SocialistLossFrame);
  }
}

defineStep("socialistLoss", {
  run(s, f) {
    if (f.left <= 0) {
      pop(s);
      return undefined;
    }
    const options: ProvinceId[] = [];
    for (const p of SIDE_PROVINCES.east) if (s.socialists[p]! > 0) options.push(p);
    if (options.length === 0) {
      // Failure of socialism: a socialist must go but none is left.
      pop(s);
      endGame(s, "west", "socialismFailure");
      return undefined;
    }
    if (options.length === 1) {
      loseSocialist(s, f, options[0]!);
      return undefined;
    }
    return {
      player: "west",
      kind: "socialistLoss",
      prompt: `East loses ${f.left} socialist${f.left === 1 ? "" : "s"}: from which province? (Each one gives back an unrest cube.)`,
      actions: options.map((p) => PROVINCE_ACTION[p]!),
      n: f.left,
    };
  },
  act(s, f, a) {
    if (a.t !== "province") throw new Error("expected a province");
    loseSocialist(s, f, a.province);
  },
});

function loseSocialist(s: State, f: SocialistLossFrame, p: ProvinceId): void {
  s.socialists[p] = s.socialists[p]! - 1;
  log(s, { e: "socialist", province: p, delta: -1 });
  addUnrest(s, p, 1);
  f.left--;
}

// ---- 9.10 Wir sind das Volk? ----------------------------------------------------------------------------

function collapseCheck(s: State): void {
  const west = stateProtests(s, "west");
  const east = stateProtests(s, "east");
  log(s, { e: "protests", west, east });
  const w = west >= 4;
  const e = east >= 4;
  if (w) log(s, { e: "collapse", side: "west", protests: west });
  if (e) log(s, { e: "collapse", side: "east", protests: east });
  if (w && e) endGame(s, "east", "bothCollapse");
  else if (w) endGame(s, "east", "collapse");
  else if (e) endGame(s, "west", "collapse");
}

// ---- 10.1 Mass protests in West Berlin count twice ---------------------------------------------------

addGuard((s) => {
  if (s.mirrorsDue > 0 && !s.result && top(s)?.k !== "mirror") push(s, { k: "mirror" });
});

defineStep("mirror", {
  run(s) {
    if (s.mirrorsDue <= 0) {
      pop(s);
      return undefined;
    }
    return {
      player: "east",
      kind: "mirror",
      prompt: "A mass protest in West Berlin counts twice: in which supplier province does its mirror go?",
      actions: SUPPLIERS.map((p) => PROVINCE_ACTION[p]!),
    };
  },
  act(s, _f, a) {
    if (a.t !== "province") throw new Error("expected a province");
    s.mirrors.push(a.province);
    s.mirrorsDue--;
    log(s, { e: "mirror", province: a.province, placed: true });
  },
});
