// The board: unrest and mass protests (4, 10.1), factories and infrastructure and their values (5,
// 10.3, 10.4), living standards, tracks. Pure functions of the state, and the few primitives that change
// it (each writes its log entry).
import { CITY_ACTION, LINE_ACTION } from "./actions.ts";
import {
  CITY_ABROAD,
  CITY_CONNS,
  CITY_PROVINCE,
  CITY_SIDE,
  CONNECTIONS,
  HAMBURG,
  NIEDERSACHSEN,
  PROVINCE_CITIES,
  RHEINSBERG,
  SCHLESWIG_HOLSTEIN,
  SECTOR_SUPPLIER,
  SECTORS,
  SIDE_CITIES,
  SIDE_CONNS,
  SIDE_PROVINCES,
  WEST_BERLIN,
  WEST_GERMANY,
} from "./data/index.ts";
import type { LogEntry } from "./log.ts";
import { GONE, NONE, NORMAL, RUNDOWN, type State } from "./state.ts";
import type { Action, CityId, ConnId, ProvinceId, ResultReason, Side, Track, Where } from "./types.ts";

export function log(s: State, e: LogEntry): void {
  s.log.push(e);
}

export function endGame(s: State, winner: Side, reason: ResultReason): void {
  if (s.result) return;
  s.result = { winner, reason };
  log(s, { e: "result", winner, reason });
}

// ---- Unrest and mass protests (4, 10.1) ----------------------------------------------------------

/** Mass protest markers in a province: one per 4 unrest, plus those imported from West Berlin. */
export function protests(s: State, p: ProvinceId): number {
  let n = s.unrest[p]! >> 2;
  const m = s.mirrors;
  for (let i = 0; i < m.length; i++) if (m[i] === p) n++;
  return n;
}

export function hasProtest(s: State, p: ProvinceId): boolean {
  return s.unrest[p]! >= 4 || s.mirrors.includes(p);
}

/** All mass protest markers of a state (9.10): imported ones count in the West. */
export function stateProtests(s: State, side: Side): number {
  let n = 0;
  for (const p of SIDE_PROVINCES[side]) n += s.unrest[p]! >> 2;
  return side === "west" ? n + s.mirrors.length : n;
}

export function anyProtest(s: State, side: Side): boolean {
  for (const p of SIDE_PROVINCES[side]) if (s.unrest[p]! >= 4) return true;
  return side === "west" && s.mirrors.length > 0;
}

export function addUnrest(s: State, p: ProvinceId, n = 1): void {
  if (n <= 0) return;
  s.unrest[p] = s.unrest[p]! + n;
  log(s, { e: "unrest", province: p, delta: n, total: s.unrest[p]! });
  if (p === WEST_BERLIN) syncMirrors(s);
}

/** Removes up to n cubes; returns how many were removed. */
export function removeUnrest(s: State, p: ProvinceId, n = 1): number {
  const k = Math.min(n, s.unrest[p]!);
  if (k <= 0) return 0;
  s.unrest[p] = s.unrest[p]! - k;
  log(s, { e: "unrest", province: p, delta: -k, total: s.unrest[p]! });
  if (p === WEST_BERLIN) syncMirrors(s);
  return k;
}

/**
 * 10.1: each mass protest in West Berlin has a mirror in a supplier province (placed by East: a
 * guard pushes that decision), removed together with it (the last one placed goes first).
 */
function syncMirrors(s: State): void {
  const want = s.unrest[WEST_BERLIN]! >> 2;
  let have = s.mirrors.length + s.mirrorsDue;
  if (want > have) s.mirrorsDue += want - have;
  while (want < have) {
    if (s.mirrorsDue > 0) s.mirrorsDue--;
    else {
      const p = s.mirrors.pop()!;
      log(s, { e: "mirror", province: p, placed: false });
    }
    have--;
  }
}

export function unrestTotal(s: State, side: Side): number {
  let n = 0;
  for (const p of SIDE_PROVINCES[side]) n += s.unrest[p]!;
  return n;
}

// ---- Living standards ---------------------------------------------------------------------------

/** Adds a living standard to a province, or to a sector of West Berlin (index in SECTORS). */
export function addLs(s: State, p: ProvinceId, sector = -1): void {
  s.ls[p] = s.ls[p]! + 1;
  if (p === WEST_BERLIN) {
    s.sectors[sector] = s.sectors[sector]! + 1;
    log(s, { e: "ls", province: p, delta: 1, total: s.ls[p]!, sector: SECTORS[sector]! });
  } else log(s, { e: "ls", province: p, delta: 1, total: s.ls[p]! });
}

export function removeLs(s: State, p: ProvinceId, sector = -1): void {
  s.ls[p] = s.ls[p]! - 1;
  if (p === WEST_BERLIN) {
    s.sectors[sector] = s.sectors[sector]! - 1;
    log(s, { e: "ls", province: p, delta: -1, total: s.ls[p]!, sector: SECTORS[sector]! });
  } else log(s, { e: "ls", province: p, delta: -1, total: s.ls[p]! });
}

/** Sectors that may receive West Berlin's next living standard: the least filled ones (10.1). */
export function openSectors(s: State): number[] {
  const min = Math.min(s.sectors[0]!, s.sectors[1]!, s.sectors[2]!);
  const out: number[] = [];
  for (let i = 0; i < 3; i++) if (s.sectors[i] === min) out.push(i);
  return out;
}

export function lsTotal(s: State, side: Side): number {
  let n = 0;
  for (const p of SIDE_PROVINCES[side]) n += s.ls[p]!;
  return n;
}

// ---- Tracks (6.4) -------------------------------------------------------------------------------

export function trackValue(s: State, t: Track): number {
  return t === "prestige" ? s.prestige : t === "currency" ? s.currency : s.socialism;
}

/**
 * Moves a track one box toward `toward`; false if the marker is at the end (the arrow cannot be
 * executed). The prestige marker shows the side it last moved into (the prestige advantage).
 */
export function moveTrack(s: State, t: Track, toward: Side): boolean {
  const from = trackValue(s, t);
  const to = from + (toward === "east" ? 1 : -1);
  if (to > 6 || to < -6) return false;
  if (t === "prestige") s.prestige = to;
  else if (t === "currency") s.currency = to;
  else s.socialism = to;
  log(s, { e: "track", track: t, from, to });
  if (t === "prestige" && to !== 0) {
    const holder: Side = to > 0 ? "east" : "west";
    if (holder !== s.prestigeHolder) {
      s.prestigeHolder = holder;
      log(s, { e: "prestigeHolder", side: holder });
    }
  }
  return true;
}

// ---- Factories and infrastructure (5, 10.3, 10.4) -------------------------------------------------

export function hasFactory(s: State, c: CityId): boolean {
  const f = s.factory[c]!;
  return f === NORMAL || f === RUNDOWN;
}

/** A connection is active when infrastructure fills all its lines between two factories (5.1). */
export function connActive(s: State, k: ConnId): boolean {
  const d = CONNECTIONS[k]!;
  return s.infra[k] === d.lines && hasFactory(s, d.a) && hasFactory(s, d.b);
}

/** 5.1, 5.3, 10.3: 1 (rundown 0; Rheinsberg 2, rundown 1) + one per active connection; 0 without factory. */
export function factoryValue(s: State, c: CityId): number {
  const f = s.factory[c]!;
  if (f !== NORMAL && f !== RUNDOWN) return 0;
  let v = f === NORMAL ? 1 : 0;
  if (c === RHEINSBERG) return v + 1;
  const ks = CITY_CONNS[c]!;
  for (let i = 0; i < ks.length; i++) if (connActive(s, ks[i]!)) v++;
  return v;
}

/** Is the city part of the area `w`? Hamburg counts in Schleswig-Holstein and Niedersachsen (10.2). */
export function cityIn(c: CityId, w: Where | null): boolean {
  if (w === null) return true;
  if (typeof w === "number") {
    if (c === HAMBURG) return w === SCHLESWIG_HOLSTEIN || w === NIEDERSACHSEN;
    return CITY_PROVINCE[c] === w;
  }
  switch (w) {
    case "westGermany":
      return CITY_SIDE[c] === "west";
    case "rheinsberg":
      return c === RHEINSBERG;
    case "polska":
    case "cssr":
      return CITY_ABROAD[c] === w;
  }
}

/** A connection belongs to the areas of both its cities (5.1). */
export function connIn(k: ConnId, w: Where | null): boolean {
  if (w === null) return true;
  const d = CONNECTIONS[k]!;
  return cityIn(d.a, w) || cityIn(d.b, w);
}

/**
 * No construction point may be used in a province with a mass protest (5.1); for Hamburg, West may
 * count it in whichever of its two provinces has none (10.2). Cities abroad have no province.
 */
export function cityBlocked(s: State, c: CityId): boolean {
  const p = CITY_PROVINCE[c];
  if (p !== null) return hasProtest(s, p);
  if (c === HAMBURG) return hasProtest(s, SCHLESWIG_HOLSTEIN) && hasProtest(s, NIEDERSACHSEN);
  return false;
}

/**
 * Construction sites for `side` (5.1) within `w`: an empty city (Rheinsberg only for its event, the
 * cities abroad only for theirs), or a free line of a connection with a factory at either end.
 */
export function buildSites(s: State, side: Side, w: Where | null): Action[] {
  const out: Action[] = [];
  if (w === "rheinsberg") {
    if (s.factory[RHEINSBERG] !== NORMAL && !cityBlocked(s, RHEINSBERG)) out.push(CITY_ACTION[RHEINSBERG]!);
    return out;
  }
  const abroadOk = w === "polska" || w === "cssr";
  const cities = SIDE_CITIES[side];
  for (let i = 0; i < cities.length; i++) {
    const c = cities[i]!;
    if (s.factory[c] !== NONE || c === RHEINSBERG) continue;
    const ab = CITY_ABROAD[c];
    if (ab !== null ? !abroadOk : false) continue;
    if (!cityIn(c, w) || cityBlocked(s, c)) continue;
    out.push(CITY_ACTION[c]!);
  }
  const conns = SIDE_CONNS[side];
  for (let i = 0; i < conns.length; i++) {
    const k = conns[i]!;
    const d = CONNECTIONS[k]!;
    if (s.infra[k]! >= d.lines) continue;
    if (!hasFactory(s, d.a) && !hasFactory(s, d.b)) continue;
    if (s.factory[d.a] === GONE || s.factory[d.b] === GONE) continue;
    if (!connIn(k, w) || cityBlocked(s, d.a) || cityBlocked(s, d.b)) continue;
    out.push(LINE_ACTION[k]!);
  }
  return out;
}

export function hasBuildSite(s: State, side: Side, w: Where | null): boolean {
  return buildSites(s, side, w).length > 0;
}

export function build(s: State, a: Action): void {
  if (a.t === "city") {
    const c = a.city;
    s.factory[c] = c === RHEINSBERG && s.factory[c] === NONE ? RUNDOWN : NORMAL;
    log(s, { e: "factory", city: c, change: "built" });
  } else if (a.t === "line") {
    s.infra[a.conn] = s.infra[a.conn]! + 1;
    log(s, { e: "infra", conn: a.conn, change: "built" });
  } else throw new Error(`not a construction site: ${a.t}`);
}

/** A factory may be dismantled once none of its connections carries infrastructure (5.2). */
function factoryDismantlable(s: State, c: CityId): boolean {
  const f = s.factory[c]!;
  if (c === RHEINSBERG) return f === NORMAL || f === RUNDOWN;
  if (f !== NORMAL || CITY_ABROAD[c] !== null) return false;
  const ks = CITY_CONNS[c]!;
  for (let i = 0; i < ks.length; i++) if (s.infra[ks[i]!]! > 0) return false;
  return true;
}

/**
 * Pieces `side` may lose to a dismantle point (5.2) within `w`: infrastructure, factories without
 * infrastructure (never rundown ones, never factories abroad), Rheinsberg in two steps (10.3).
 */
export function dismantleTargets(s: State, side: Side, w: Where | null): Action[] {
  const out: Action[] = [];
  const conns = SIDE_CONNS[side];
  for (let i = 0; i < conns.length; i++) {
    const k = conns[i]!;
    if (s.infra[k]! > 0 && connIn(k, w)) out.push(LINE_ACTION[k]!);
  }
  const cities = SIDE_CITIES[side];
  for (let i = 0; i < cities.length; i++) {
    const c = cities[i]!;
    if (factoryDismantlable(s, c) && cityIn(c, w)) out.push(CITY_ACTION[c]!);
  }
  return out;
}

/** How many dismantle points `side` can pay in a row within `w` (6.4: an event may not ask for more). */
export function dismantleCapacity(s: State, side: Side, w: Where | null): number {
  let n = 0;
  const conns = SIDE_CONNS[side];
  for (let i = 0; i < conns.length; i++) if (connIn(conns[i]!, w)) n += s.infra[conns[i]!]!;
  const cities = SIDE_CITIES[side];
  for (let i = 0; i < cities.length; i++) {
    const c = cities[i]!;
    if (!cityIn(c, w)) continue;
    const f = s.factory[c]!;
    if (c === RHEINSBERG) n += f === NORMAL ? 2 : f === RUNDOWN ? 1 : 0;
    else if (f === NORMAL && CITY_ABROAD[c] === null) n++;
  }
  return n;
}

export function dismantle(s: State, a: Action): void {
  if (a.t === "line") {
    s.infra[a.conn] = s.infra[a.conn]! - 1;
    log(s, { e: "infra", conn: a.conn, change: "dismantled" });
  } else if (a.t === "city") {
    const c = a.city;
    if (c === RHEINSBERG && s.factory[c] === NORMAL) {
      s.factory[c] = RUNDOWN;
      log(s, { e: "factory", city: c, change: "rundown" });
    } else {
      s.factory[c] = NONE;
      log(s, { e: "factory", city: c, change: "dismantled" });
    }
  } else throw new Error(`not a piece: ${a.t}`);
}

/** East factories that can run down (5.3): normal ones in Germany (Rheinsberg included). */
export function rundownTargets(s: State, w: Where | null): Action[] {
  const out: Action[] = [];
  for (const c of SIDE_CITIES.east) {
    if (s.factory[c] === NORMAL && CITY_ABROAD[c] === null && cityIn(c, w)) out.push(CITY_ACTION[c]!);
  }
  return out;
}

export function rundown(s: State, c: CityId): void {
  s.factory[c] = RUNDOWN;
  log(s, { e: "factory", city: c, change: "rundown" });
}

export function repairTargets(s: State, w: Where | null): Action[] {
  const out: Action[] = [];
  for (const c of SIDE_CITIES.east) if (s.factory[c] === RUNDOWN && cityIn(c, w)) out.push(CITY_ACTION[c]!);
  return out;
}

export function repair(s: State, c: CityId): void {
  s.factory[c] = NORMAL;
  log(s, { e: "factory", city: c, change: "repaired" });
}

/** Factories abroad that a STOP icon can remove (cards 37, 73). */
export function stopTargets(s: State, w: Where | null): Action[] {
  const out: Action[] = [];
  for (const c of SIDE_CITIES.east)
    if (CITY_ABROAD[c] !== null && hasFactory(s, c) && cityIn(c, w)) out.push(CITY_ACTION[c]!);
  return out;
}

/** Removes a factory abroad and all its infrastructure for good (10.4, cards 37 and 73). */
export function stopFactory(s: State, c: CityId): void {
  for (const k of CITY_CONNS[c]!) {
    while (s.infra[k]! > 0) {
      s.infra[k] = s.infra[k]! - 1;
      log(s, { e: "infra", conn: k, change: "dismantled" });
    }
  }
  s.factory[c] = GONE;
  log(s, { e: "factory", city: c, change: "removed" });
}

// ---- Economy (6.3, 9.3, 9.5) --------------------------------------------------------------------

/** The value of a province's export factory: its strongest factory (9.3); 0 without factory. */
export function exportValue(s: State, p: ProvinceId, withHamburg = false): number {
  let best = -1;
  const cs = PROVINCE_CITIES[p]!;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (hasFactory(s, c)) best = Math.max(best, factoryValue(s, c));
  }
  if (withHamburg && hasFactory(s, HAMBURG)) best = Math.max(best, factoryValue(s, HAMBURG));
  return best;
}

/** Economy of a province without Hamburg and the factories abroad (6.3). */
export function fixedEconomy(s: State, p: ProvinceId): number {
  let v = 0;
  const cs = PROVINCE_CITIES[p]!;
  for (let i = 0; i < cs.length; i++) v += factoryValue(s, cs[i]!);
  return v;
}

/** A factory whose value may count for one of several provinces, by its owner's choice (10.2, 10.4). */
export interface FlexSource {
  readonly value: number;
  readonly options: readonly ProvinceId[];
}

/**
 * The economy of each province of `side` (6.3): the fixed part, and the factories that can count for
 * one province or another (Hamburg for West; each factory abroad with active connections for East).
 */
export function economy(s: State, side: Side): { fixed: number[]; flex: FlexSource[] } {
  const fixed: number[] = new Array(14).fill(0);
  for (const p of SIDE_PROVINCES[side]) fixed[p] = fixedEconomy(s, p);
  const flex: FlexSource[] = [];
  if (side === "west") {
    if (hasFactory(s, HAMBURG))
      flex.push({ value: factoryValue(s, HAMBURG), options: [SCHLESWIG_HOLSTEIN, NIEDERSACHSEN] });
  } else {
    for (const c of SIDE_CITIES.east) {
      if (CITY_ABROAD[c] === null || !hasFactory(s, c)) continue;
      const opts: ProvinceId[] = [];
      for (const k of CITY_CONNS[c]!) {
        if (!connActive(s, k)) continue;
        const d = CONNECTIONS[k]!;
        const p = CITY_PROVINCE[d.a === c ? d.b : d.a];
        if (p !== null && p !== undefined && !opts.includes(p)) opts.push(p);
      }
      if (opts.length === 1) fixed[opts[0]!] = fixed[opts[0]!]! + factoryValue(s, c);
      else if (opts.length > 1) flex.push({ value: factoryValue(s, c), options: opts });
    }
  }
  return { fixed, flex };
}

/**
 * The lowest export factory of West Germany (9.3), with Hamburg counted where it helps West most:
 * -1 if a province of West Germany has no factory at all.
 */
export function weakestWestExport(s: State): number {
  // Each province's export once; Hamburg (10.2) then counts for Schleswig-Holstein or for
  // Niedersachsen, whichever leaves the weakest province stronger.
  let others = Infinity;
  let sh = Infinity;
  let ns = Infinity;
  for (let i = 0; i < WEST_GERMANY.length; i++) {
    const p = WEST_GERMANY[i]!;
    const v = exportValue(s, p);
    if (p === SCHLESWIG_HOLSTEIN) sh = v;
    else if (p === NIEDERSACHSEN) ns = v;
    else others = Math.min(others, v);
  }
  if (!hasFactory(s, HAMBURG)) return Math.min(others, sh, ns);
  const hamburg = factoryValue(s, HAMBURG);
  return Math.max(Math.min(others, Math.max(sh, hamburg), ns), Math.min(others, sh, Math.max(ns, hamburg)));
}

/** West Berlin's living standards may not exceed the weakest export factory of the suppliers that sent some (9.5). */
export function berlinLimit(s: State): number {
  let limit = Infinity;
  for (let i = 0; i < 3; i++) {
    if (s.sectors[i]! > 0) limit = Math.min(limit, Math.max(0, exportValue(s, SECTOR_SUPPLIER[SECTORS[i]!])));
  }
  return limit;
}
