// A hand-written judgement of a Wir sind das Volk! position, for the heuristic bot and the search
// hooks. It looks ahead to the end of the current decade with the board as it stands (9.1-9.10):
// the dismantle points East will owe (flight or the Wall, missing Western currency, police cards),
// living standards cut to the export factories, the internal and East-West comparisons, the
// police, the socialists, and the mass protests that decide a collapse. The score is East's
// advantage (positive: good for East) in rough "unrest cube" units.
//
// Everything it reads is public (the board, the tracks, the cards played), so it is the same on
// every state determinize draws for a view.
import {
  CITIES,
  CITY_CONNS,
  type CityId,
  CONNECTIONS,
  flight,
  NORMAL,
  ORDINARY_CITIES,
  PROVINCE,
  PROVINCE_CITIES,
  PROVINCES,
  type ProvinceId,
  RHEINSBERG,
  RUNDOWN,
  SIDE_CONNS,
  SOCIALIST_SUPPLY,
  SOCIALISTS_AT,
  type State,
  SUPPLIERS,
  socialistsOnBoard,
  WEST_GERMANY,
} from "@dawn/wsdv-engine";

const WB = PROVINCE.WEST_BERLIN;
const SH = PROVINCE.SCHLESWIG_HOLSTEIN;
const NS = PROVINCE.NIEDERSACHSEN;
const HAMBURG = CITIES.find((c) => c.key === "HAMBURG")!.id;
const WEST_P: readonly ProvinceId[] = PROVINCES.filter((p) => p.side === "west").map((p) => p.id);
const EAST_P: readonly ProvinceId[] = PROVINCES.filter((p) => p.side === "east").map((p) => p.id);
const EAST_HOME_CITIES = CITIES.filter((c) => c.side === "east" && c.abroad === null).map((c) => c.id);
const WEST_CITIES = CITIES.filter((c) => c.side === "west").map((c) => c.id);
const EAST_CITIES = CITIES.filter((c) => c.side === "east").map((c) => c.id);

/** What the end of the decade would bring if it came now. */
export interface Projection {
  /** Unrest per province after the comparisons, the police and the socialists. */
  readonly unrest: readonly number[];
  readonly westProtests: number;
  readonly eastProtests: number;
  /** East's dismantle points still payable after what it owes (negative: national insolvency). */
  readonly eastMargin: number;
  /** Socialists East would have after phase 9 (negative: failure of socialism). */
  readonly socialists: number;
  /** The winner the end of the decade would give, if any. */
  readonly winner: "west" | "east" | null;
}

// ---- The projection's economy, worked out once per call -------------------------------------------
// The search calls `evaluate` millions of times per game, and the engine's functions for exports
// (exportValue, weakestWestExport, berlinLimit, currencyBalance) each work the values of the same
// factories out again (about 30 province exports a call). Here every factory's value is worked out
// once into scratch arrays, and the same rules read from them; a test checks them against the
// engine's functions on thousands of positions (eval.test.ts).

const N_CITIES = CITIES.length;
const N_PROVINCES = PROVINCES.length;
const CONN_A = CONNECTIONS.map((k) => k.a);
const CONN_B = CONNECTIONS.map((k) => k.b);
const CONN_LINES = CONNECTIONS.map((k) => k.lines);
const OPPOSING: readonly (readonly ProvinceId[])[] = PROVINCES.map((p) => p.opposing);

/** Per call: whether each city has a factory, its value (5.1, 10.3: 0 without one), each province's export (-1: none). */
const hasF = new Uint8Array(N_CITIES);
const value = new Int8Array(N_CITIES);
const exports = new Int8Array(N_PROVINCES);
/** East's dismantle capacity (the engine's dismantleCapacity(s, "east", null)), per call. */
let eastCapacity = 0;
function workEconomy(s: State): void {
  const f = s.factory;
  for (let c = 0; c < N_CITIES; c++) hasF[c] = f[c] === NORMAL || f[c] === RUNDOWN ? 1 : 0;
  const infra = s.infra;
  for (let c = 0; c < N_CITIES; c++) {
    if (hasF[c] === 0) {
      value[c] = 0;
      continue;
    }
    let v = f[c] === NORMAL ? 1 : 0;
    if (c === RHEINSBERG) {
      value[c] = v + 1;
      continue;
    }
    const ks = CITY_CONNS[c]!;
    for (let i = 0; i < ks.length; i++) {
      const k = ks[i]!;
      if (infra[k] === CONN_LINES[k] && hasF[CONN_A[k]!] === 1 && hasF[CONN_B[k]!] === 1) v++;
    }
    value[c] = v;
  }
  // What East can dismantle (9.4): infrastructure, its factories at home (Rheinsberg counts 2, run down 1).
  let cap = f[RHEINSBERG] === NORMAL ? 2 : f[RHEINSBERG] === RUNDOWN ? 1 : 0;
  for (let i = 0; i < SIDE_CONNS.east.length; i++) cap += infra[SIDE_CONNS.east[i]!]!;
  for (let i = 0; i < ORDINARY_CITIES.east.length; i++) if (f[ORDINARY_CITIES.east[i]!] === NORMAL) cap++;
  eastCapacity = cap;
  for (let p = 0; p < N_PROVINCES; p++) {
    let best = -1;
    const cs = PROVINCE_CITIES[p]!;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (hasF[c] === 1 && value[c]! > best) best = value[c]!;
    }
    exports[p] = best;
  }
}

/**
 * What the projection works out of the economy of `s` in its scratch arrays, copied out: for the
 * test that holds it to the engine's own functions (eval.test.ts).
 */
export function workedEconomy(s: State) {
  workEconomy(s);
  return {
    factoryValue: [...value],
    exportValue: [...exports],
    weakestWestExport: weakestWestExportNow(),
    currencyShortfall: currencyShortfallNow(s),
    berlinLimit: berlinLimitNow(s),
    eastDismantleCapacity: eastCapacity,
  };
}

/** As the engine's weakestWestExport (10.2), from the worked exports. */
function weakestWestExportNow(): number {
  let others = Infinity;
  let sh = Infinity;
  let ns = Infinity;
  for (let i = 0; i < WEST_GERMANY.length; i++) {
    const p = WEST_GERMANY[i]!;
    const v = exports[p]!;
    if (p === SH) sh = v;
    else if (p === NS) ns = v;
    else others = Math.min(others, v);
  }
  if (hasF[HAMBURG] === 0) return Math.min(others, sh, ns);
  const hamburg = value[HAMBURG]!;
  return Math.max(Math.min(others, Math.max(sh, hamburg), ns), Math.min(others, sh, Math.max(ns, hamburg)));
}

/** As the engine's currencyBalance's shortfall (9.3), from the worked exports. */
function currencyShortfallNow(s: State): number {
  const westMin = weakestWestExportNow();
  let n = 0;
  for (let i = 0; i < EAST_P.length; i++) {
    const v = exports[EAST_P[i]!]!;
    if (v >= 0 && v >= westMin) n++;
  }
  let need = 0;
  for (let i = 0; i < EAST_P.length; i++) need += s.ls[EAST_P[i]!]!;
  return Math.max(0, need - (s.currency + n));
}

/** As the engine's berlinLimit (9.5), from the worked exports. */
function berlinLimitNow(s: State): number {
  let limit = Infinity;
  for (let i = 0; i < 3; i++)
    if (s.sectors[i]! > 0) limit = Math.min(limit, Math.max(0, exports[SUPPLIERS[i]!]!));
  return limit;
}

/** Living standards a province keeps in phase 5 (9.5): at most its export factory's value. */
function keptLs(s: State, p: ProvinceId): number {
  const ls = s.ls[p]!;
  if (ls === 0) return 0;
  if (p === WB) return Math.min(ls, berlinLimitNow(s));
  let cap = Math.max(0, exports[p]!);
  // Hamburg counts for Schleswig-Holstein or Niedersachsen, as West likes (10.2): optimistic here.
  if ((p === SH || p === NS) && value[HAMBURG]! > cap) cap = value[HAMBURG]!;
  return Math.min(ls, cap);
}

const mp = (u: number) => u >> 2;

/** The projection's results, written by projectNow (its arrays reused from call to call). */
const now = {
  unrest: new Array<number>(N_PROVINCES).fill(0),
  westProtests: 0,
  eastProtests: 0,
  eastMargin: 0,
  socialists: 0,
  winner: null as "west" | "east" | null,
};
const keptNow = new Array<number>(N_PROVINCES).fill(0);
const strengthNow = new Array<number>(N_PROVINCES).fill(0);

/** The end of the decade, phase by phase, on the current board (an estimate: choices are greedy). */
export function project(s: State): Projection {
  projectNow(s);
  return { ...now, unrest: now.unrest.slice() };
}

/** project's work, into `now` (and the economy's scratch arrays, which evaluate reads after it). */
function projectNow(s: State): void {
  workEconomy(s);
  const u = now.unrest;
  for (let p = 0; p < N_PROVINCES; p++) u[p] = s.unrest[p]!;
  // 9.1, 9.3, 9.4: what East owes against what it can pay.
  const dismantles = (s.wall ? 1 : flight(s).dismantle) + s.police.length;
  let rundownable = 0;
  for (const c of EAST_HOME_CITIES) if (s.factory[c] === 1) rundownable++;
  now.eastMargin = eastCapacity - dismantles - Math.max(0, currencyShortfallNow(s) - rundownable);
  // 9.5 and 9.6: living standards cut to the export factories, then the internal comparison.
  const ls = keptNow;
  for (let p = 0; p < N_PROVINCES; p++) ls[p] = keptLs(s, p as ProvinceId);
  compareWithin(u, ls, WEST_P);
  compareWithin(u, ls, EAST_P);
  // 9.7: each province attacks the opposing one where it does the most harm (West Berlin both).
  const strength = strengthNow;
  for (let p = 0; p < N_PROVINCES; p++) strength[p] = ls[p]! - mp(u[p]!);
  for (let p = 0; p < N_PROVINCES; p++) {
    let best = -1;
    let bestGain = -1;
    let bestN = 0;
    const opp = OPPOSING[p]!;
    for (let i = 0; i < opp.length; i++) {
      const q = opp[i]!;
      const n = strength[p]! - ls[q]!;
      if (n <= 0) continue;
      if (p === WB) {
        u[q] = u[q]! + n;
        continue;
      }
      const gain = mp(u[q]! + n) - mp(u[q]!);
      if (gain > bestGain || (gain === bestGain && n > bestN)) {
        best = q;
        bestGain = gain;
        bestN = n;
      }
    }
    if (best >= 0) u[best] = u[best]! + bestN;
  }
  // 9.8: unused police cards remove cubes where a mass protest ends, else where unrest is highest.
  let police = s.police.length - s.policeUsed.length;
  while (police-- > 0) {
    let pick = -1;
    for (const p of EAST_P) {
      if (u[p]! === 0) continue;
      if (pick < 0) pick = p;
      const ends = u[p]! >= 4 && u[p]! % 4 === 0;
      const pickEnds = u[pick]! >= 4 && u[pick]! % 4 === 0;
      if ((ends && !pickEnds) || (ends === pickEnds && u[p]! > u[pick]!)) pick = p;
    }
    if (pick < 0) break;
    u[pick] = u[pick]! - 1;
  }
  // 9.9: the socialism track gives or takes socialists; the box's go to the mass protests.
  const n = SOCIALISTS_AT[s.socialism + 6]!;
  const onBoard = socialistsOnBoard(s);
  let box = s.box;
  const socialists = onBoard + n;
  let triumph = false;
  if (n > 0) {
    if (onBoard + n > SOCIALIST_SUPPLY) triumph = true;
    box += n;
  } else if (n < 0) {
    let lose = -n;
    const fromBox = Math.min(box, lose);
    box -= fromBox;
    lose -= fromBox;
    // West takes them where a cube makes a mass protest (each returns one).
    for (; lose > 0; lose--) {
      let pick = -1;
      for (const p of EAST_P) {
        if (s.socialists[p]! <= 0) continue;
        if (pick < 0 || (u[p]! + 1) % 4 === 0) pick = p;
      }
      if (pick < 0) break;
      u[pick] = u[pick]! + 1;
    }
  }
  now.socialists = Math.min(socialists, SOCIALIST_SUPPLY);
  for (const p of EAST_P) {
    while (box > 0 && u[p]! >= 4) {
      u[p] = u[p]! - 1;
      box--;
    }
  }
  // 9.10: mass protests; West Berlin's count twice.
  let westProtests = mp(u[WB]!);
  for (const p of WEST_P) westProtests += mp(u[p]!);
  let eastProtests = 0;
  for (const p of EAST_P) eastProtests += mp(u[p]!);
  let winner: "west" | "east" | null = null;
  if (now.eastMargin < 0 || onBoard + n < 0) winner = "west";
  else if (triumph) winner = "east";
  else if (westProtests >= 4) winner = "east";
  else if (eastProtests >= 4) winner = "west";
  else if (s.decade >= 4) winner = "east";
  now.westProtests = westProtests;
  now.eastProtests = eastProtests;
  now.winner = winner;
}

/** 9.6: each province of a state below the best living standards gets the difference less one (West Berlin: all of it). */
function compareWithin(u: number[], ls: readonly number[], side: readonly ProvinceId[]): void {
  let max = 0;
  for (const p of side) max = Math.max(max, ls[p]!);
  for (const p of side) {
    const n = max - ls[p]! - (p === WB ? 0 : 1);
    if (n > 0) u[p] = u[p]! + n;
  }
}

/** How far the decade has gone: 0 at its start, 1 at its end (the 14 row cards taken). */
export function decadeProgress(s: State): number {
  if (s.phase > 0 || s.half === 0) return 1;
  return Math.min(1, ((s.half - 1) * 7 + (7 - s.row.length)) / 14);
}

/** Danger of a collapse with this many mass protest markers (4 is the end). */
const COLLAPSE = [0, 1, 2.5, 5, 9];
const collapseRisk = (p: number) => (p >= 4 ? 9 + 2 * (p - 4) : COLLAPSE[p]!);

/** Cubes short of a mass protest count a little: 3 cubes are nearly a marker. */
function pressure(u: readonly number[], provinces: readonly ProvinceId[]): number {
  let x = 0;
  for (const p of provinces) {
    const r = u[p]! & 3;
    x += r === 3 ? 0.45 : r === 2 ? 0.15 : 0;
  }
  return x;
}

/** The factories' values in `cities` (5.1), as projectNow worked them out. */
function economyOf(cities: readonly CityId[]): number {
  let v = 0;
  for (let i = 0; i < cities.length; i++) v += value[cities[i]!]!;
  return v;
}

/** Score of a finished game: a win is worth more than any position. */
export const WIN = 1000;

/**
 * East's advantage in `s` (positive: good for East). A finished game scores ±WIN. The weights were
 * set by hand and checked by games against the random bot (see the package README).
 */
export function evaluate(s: State): number {
  if (s.result) return s.result.winner === "east" ? WIN : -WIN;
  projectNow(s);
  const pr = now;
  const progress = decadeProgress(s);
  let e = 0;
  // What the end of this decade would decide, surer as it comes closer.
  if (pr.winner) e += (pr.winner === "east" ? 1 : -1) * (12 + 28 * progress);
  // Mass protests after the comparisons, and cubes close to one.
  e += 3 * (collapseRisk(pr.westProtests) - collapseRisk(pr.eastProtests));
  e += 2 * (pressure(pr.unrest, WEST_P) - pressure(pr.unrest, EAST_P));
  // Unrest now (it also bars building, 5.1).
  let wu = 0;
  for (const p of WEST_P) wu += s.unrest[p]!;
  let eu = 0;
  for (const p of EAST_P) eu += s.unrest[p]!;
  e += 0.25 * (wu - eu);
  // East's solvency: the pieces it can still lose.
  e += 1.5 * Math.min(pr.eastMargin, 4);
  // Socialists in reserve against a failure of socialism (and toward a triumph).
  e += 1.2 * Math.min(Math.max(pr.socialists, 0), 5);
  // Economy: future living standards, exports, dismantle reserves.
  e += 0.6 * (economyOf(EAST_CITIES) - economyOf(WEST_CITIES));
  // Tracks (positive toward East): the prestige boxes, the currency income, the socialists.
  e += 0.6 * s.prestige + 0.6 * s.currency + 0.8 * s.socialism;
  return e;
}
