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
  berlinLimit,
  CITIES,
  type CityId,
  currencyBalance,
  dismantleCapacity,
  exportValue,
  factoryValue,
  flight,
  PROVINCE,
  PROVINCES,
  type ProvinceId,
  SOCIALIST_SUPPLY,
  SOCIALISTS_AT,
  type State,
  socialistsOnBoard,
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

/** Living standards a province keeps in phase 5 (9.5): at most its export factory's value. */
function keptLs(s: State, p: ProvinceId): number {
  const ls = s.ls[p]!;
  if (ls === 0) return 0;
  if (p === WB) return Math.min(ls, berlinLimit(s));
  let cap = Math.max(0, exportValue(s, p));
  // Hamburg counts for Schleswig-Holstein or Niedersachsen, as West likes (10.2): optimistic here.
  if ((p === SH || p === NS) && factoryValue(s, HAMBURG) > cap) cap = factoryValue(s, HAMBURG);
  return Math.min(ls, cap);
}

const mp = (u: number) => u >> 2;

/** The end of the decade, phase by phase, on the current board (an estimate: choices are greedy). */
export function project(s: State): Projection {
  const u = s.unrest.slice();
  // 9.1, 9.3, 9.4: what East owes against what it can pay.
  const fl = flight(s);
  const dismantles = (s.wall ? 1 : fl.dismantle) + s.police.length;
  const cb = currencyBalance(s);
  let rundownable = 0;
  for (const c of EAST_HOME_CITIES) if (s.factory[c] === 1) rundownable++;
  const capacity = dismantleCapacity(s, "east", null);
  const eastMargin = capacity - dismantles - Math.max(0, cb.shortfall - rundownable);
  // 9.5 and 9.6: living standards cut to the export factories, then the internal comparison.
  const ls = new Array<number>(14);
  for (let p = 0; p < 14; p++) ls[p] = keptLs(s, p as ProvinceId);
  for (const side of [WEST_P, EAST_P]) {
    let max = 0;
    for (const p of side) max = Math.max(max, ls[p]!);
    for (const p of side) {
      const n = max - ls[p]! - (p === WB ? 0 : 1);
      if (n > 0) u[p] = u[p]! + n;
    }
  }
  // 9.7: each province attacks the opposing one where it does the most harm (West Berlin both).
  const strength = PROVINCES.map((p) => ls[p.id]! - mp(u[p.id]!));
  for (const p of PROVINCES) {
    let best = -1;
    let bestGain = -1;
    let bestN = 0;
    for (const q of p.opposing) {
      const n = strength[p.id]! - ls[q]!;
      if (n <= 0) continue;
      if (p.id === WB) {
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
  let socialists = onBoard + n;
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
  socialists = Math.min(socialists, SOCIALIST_SUPPLY);
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
  if (eastMargin < 0 || onBoard + n < 0) winner = "west";
  else if (triumph) winner = "east";
  else if (westProtests >= 4) winner = "east";
  else if (eastProtests >= 4) winner = "west";
  else if (s.decade >= 4) winner = "east";
  return { unrest: u, westProtests, eastProtests, eastMargin, socialists, winner };
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

function economyOf(s: State, cities: readonly CityId[]): number {
  let v = 0;
  for (const c of cities) v += factoryValue(s, c);
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
  const pr = project(s);
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
  e += 0.6 * (economyOf(s, EAST_CITIES) - economyOf(s, WEST_CITIES));
  // Tracks (positive toward East): the prestige boxes, the currency income, the socialists.
  e += 0.6 * s.prestige + 0.6 * s.currency + 0.8 * s.socialism;
  return e;
}
