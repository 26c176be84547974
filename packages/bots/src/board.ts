// A bot's model of the public board: the fields of a view (or of a state) the evaluation needs,
// copied so the bot can try moves on it. Nothing here reads hidden information.
import {
  COUNTRIES,
  COUNTRY_SPACES,
  type Country,
  other,
  SCORING,
  type Side,
  SPACES,
  TST_REQUIRED,
} from "@dawn/engine";

/** The public facts a bot evaluates; both a View and a State have these fields. */
export interface PublicFacts {
  readonly sp: { readonly com: readonly number[]; readonly dem: readonly number[] };
  readonly vp: number;
  readonly turn: number;
  readonly round: number;
  readonly tst: { readonly com: number; readonly dem: number };
  readonly tstFirst: readonly (Side | null)[];
  readonly power: Readonly<Record<Country, Side>>;
  readonly flags: Readonly<Record<string, number>>;
}

export interface Board {
  sp: { com: number[]; dem: number[] };
  vp: number;
  turn: number;
  round: number;
  tst: { com: number; dem: number };
  tstFirst: (Side | null)[];
  power: Record<Country, Side>;
  /** Space removed by Systematization (-1: none). */
  gone: number;
  /**
   * Extra weight of a country's position for the side evaluating (1: none): a country whose
   * Scoring card the bot holds is about to be scored.
   */
  focus: Partial<Record<Country, number>>;
}

export function boardOf(f: PublicFacts): Board {
  return {
    sp: { com: f.sp.com.slice(), dem: f.sp.dem.slice() },
    vp: f.vp,
    turn: f.turn,
    round: f.round,
    tst: { com: f.tst.com, dem: f.tst.dem },
    tstFirst: f.tstFirst.slice(),
    power: { ...f.power },
    gone: (f.flags.systematized ?? 0) - 1,
    focus: {},
  };
}

export function cloneBoard(b: Board): Board {
  return { ...b, sp: { com: b.sp.com.slice(), dem: b.sp.dem.slice() }, tst: { ...b.tst } };
}

export const sgn = (side: Side): number => (side === "dem" ? 1 : -1);

/** Each space's stability and whether it is a battleground, by space id: flat arrays for the hot loops. */
const STABILITY = Int8Array.from(SPACES, (x) => x.stability);
const BATTLEGROUND = Uint8Array.from(SPACES, (x) => (x.battleground ? 1 : 0));

/** 2.1.7 control. */
export function controllerOf(b: Board, space: number): Side | null {
  const c = b.sp.com[space]!;
  const d = b.sp.dem[space]!;
  const st = STABILITY[space]!;
  if (c > 0 && c - d >= st) return "com";
  if (d > 0 && d - c >= st) return "dem";
  return null;
}

export const COUNTRY_OF: readonly Country[] = SPACES.map((s) => s.country);

/** 9.2/9.3 points of each side in a country (level + battlegrounds), and controlled space counts. */
export function tally(b: Board, country: Country) {
  let sc = 0;
  let sd = 0;
  let bc = 0;
  let bd = 0;
  let tb = 0;
  const com = b.sp.com;
  const dem = b.sp.dem;
  const ids = COUNTRY_SPACES[country];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id === b.gone) continue;
    const bg = BATTLEGROUND[id] === 1;
    if (bg) tb++;
    // controllerOf, inline (the search's fast policy runs this in its inner loop).
    const c = com[id]!;
    const d = dem[id]!;
    const st = STABILITY[id]!;
    if (c > 0 && c - d >= st) {
      sc++;
      if (bg) bc++;
    } else if (d > 0 && d - c >= st) {
      sd++;
      if (bg) bd++;
    }
  }
  const box = SCORING[country];
  return {
    com: scoringLevel(box, tb, sc, bc, sd, bd) + bc,
    dem: scoringLevel(box, tb, sd, bd, sc, bc) + bd,
    spaces: { com: sc, dem: sd },
  };
}

/** 9.2 the scoring level of a side with `s` spaces (`bgs` battlegrounds) against `os` (`obgs`). */
function scoringLevel(
  box: (typeof SCORING)[Country],
  tb: number,
  s: number,
  bgs: number,
  os: number,
  obgs: number,
): number {
  if (s === 0) return 0;
  if (s > os && bgs === tb) return box.control;
  if (s > os && bgs > obgs && bgs >= 1 && s - bgs >= 1) return box.domination;
  return box.presence;
}

/** 8.1.1 Power Struggle cards dealt for n controlled spaces. */
export const cardsFor = (n: number): number => (n === 0 ? 0 : 6 + 2 * (n - 1));

/**
 * Rough chance that `a` cards beat `b` cards in a Power Struggle; `initiative` is 1 when the side
 * with `a` cards starts (plays the Scoring card), -1 when the other does, 0 when unknown. Nothing
 * beats having no card (the side to lead without a card loses).
 */
export function psWinChance(a: number, b: number, initiative: number): number {
  if (a === 0 && b === 0) return initiative > 0 ? 0 : initiative < 0 ? 1 : 0.5;
  if (a === 0) return 0;
  if (b === 0) return 1;
  const x = (a - b) / 3 + 0.3 * initiative;
  return 1 / (1 + Math.exp(-x));
}

/** Expected VP swing (for `me`) of a Power Struggle in `country` now (initiative as above). */
export function psExpectation(b: Board, country: Country, me: Side, initiative: number): number {
  return psExpectationOf(b, country, me, initiative, tally(b, country));
}

/** The most spaces of one country. */
const MOST_SPACES = Math.max(...COUNTRIES.map((c) => COUNTRY_SPACES[c].length));

/**
 * psWinChance without initiative for the cards of `i` and `j` controlled spaces, at i * (MOST_SPACES
 * + 1) + j: made by psWinChance itself, once (the evaluation asks for it at every country it values).
 */
const PS_WIN_EVEN = Float64Array.from({ length: (MOST_SPACES + 1) ** 2 }, (_, k) =>
  psWinChance(cardsFor(Math.floor(k / (MOST_SPACES + 1))), cardsFor(k % (MOST_SPACES + 1)), 0),
);

/** psExpectation from the country's tally, already made. */
function psExpectationOf(
  b: Board,
  country: Country,
  me: Side,
  initiative: number,
  t: ReturnType<typeof tally>,
): number {
  return psExpectationFrom(
    country,
    me,
    initiative,
    t.spaces[me],
    t.spaces[other(me)],
    b.power[country] === "com",
  );
}

/**
 * psExpectation from the spaces each side controls (`mine`, `theirs`) and whether the Communist
 * holds Power in the country.
 */
function psExpectationFrom(
  country: Country,
  me: Side,
  initiative: number,
  mine: number,
  theirs: number,
  comPower: boolean,
): number {
  const p =
    initiative === 0 && mine <= MOST_SPACES && theirs <= MOST_SPACES
      ? PS_WIN_EVEN[mine * (MOST_SPACES + 1) + theirs]!
      : psWinChance(cardsFor(mine), cardsFor(theirs), initiative);
  // A win is worth about 2 VP and 1-2 opponent SPs; Power matters for the Communist.
  let v = (2 * p - 1) * 2.5;
  const box = SCORING[country];
  if (comPower) {
    // Communist keeps Power (and scores it) unless the Democrat wins and topples him.
    const comKeeps = me === "com" ? 1 - (1 - p) * 0.5 : 1 - p * 0.5;
    const powerVp = box.power * comKeeps;
    v += me === "com" ? powerVp : -powerVp;
  }
  return v;
}

/**
 * The board model's weights, in VP-like units: the expected Power Struggle swing of a country (per
 * unit of psExpectation), each SP of material, each SP of margin above control (up to 2), progress
 * towards control (per unit of margin over stability), battleground and other spaces' weights in
 * those two terms, a Tiananmen Square track box and a box reached first. Set by hand; bench
 * experiments may change them for one side's bot (packages/search/bench/experiments/board-weights.ts).
 */
export const BOARD_WEIGHTS = {
  ps: 0.6,
  material: 0.04,
  over: 0.12,
  progress: 0.5,
  battleground: 0.5,
  otherSpace: 0.3,
  tst: 1.2,
  tstFirst: 0.8,
};
const W = BOARD_WEIGHTS;

/** Value of holding the Tiananmen Square track position of `side`. */
export function tstValue(b: Board, side: Side): number {
  let v = b.tst[side] * W.tst;
  for (let box = 1; box <= 8; box++)
    if (b.tstFirst[box] === side && b.tst[other(side)] < box) v += W.tstFirst;
  return v;
}

/** Chance a Tiananmen Square attempt with `ops` (plus `mods`) succeeds for `side`. */
export function tstChance(b: Board, side: Side, ops: number, mods: number): number {
  const next = b.tst[side] + 1;
  if (next > 8) return 0;
  const need = TST_REQUIRED[side][next]!;
  let ok = 0;
  for (let die = 1; die <= 6; die++) if (die + ops + mods >= need) ok++;
  return ok / 6;
}

/** Evaluation of one country for `me` (VP-like units). */
export function countryValue(b: Board, country: Country, me: Side): number {
  const t = tally(b, country);
  const opp = other(me);
  const focus = b.focus[country] ?? 1;
  let v = (t[me] - t[opp]) * focus;
  v += psExpectationOf(b, country, me, 0, t) * W.ps * focus;
  // SPs on the board are material: keep a small edge, and margins above control protect spaces.
  const mine = b.sp[me];
  const theirs = b.sp[opp];
  const ids = COUNTRY_SPACES[country];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id === b.gone) continue;
    const m = mine[id]!;
    const o = theirs[id]!;
    v += (m - o) * W.material;
    // Margins above control protect spaces; short of control, progress towards it.
    v += marginTerm(m, o, STABILITY[id]!, BATTLEGROUND[id] === 1 ? W.battleground : W.otherSpace);
  }
  return v;
}

/**
 * The second term a space adds to countryValue: its margin above control, or its progress towards
 * control (negative for the opponent's), 0 when none. countryValue and countryParts both add it.
 */
function marginTerm(m: number, o: number, st: number, weight: number): number {
  const margin = m - o;
  if (m > 0 && margin >= st) return Math.min(margin - st, 2) * W.over * weight * 2;
  if (o > 0 && -margin >= st) return -(Math.min(-margin - st, 2) * W.over * weight * 2);
  if (margin > 0) return (margin / st) * weight * W.progress;
  if (margin < 0) return -((-margin / st) * weight * W.progress);
  return 0;
}

/** Each space's place among its country's spaces (COUNTRY_SPACES order). */
const PLACE_IN_COUNTRY: readonly number[] = SPACES.map((x, id) => COUNTRY_SPACES[x.country].indexOf(id));

/**
 * One country's countryValue taken apart on a board (see countryParts): the side, the focus, whether
 * the Communist holds Power there, each space's control (0 none, 1 Communist, 2 Democrat, -1 the space removed) and its two terms, and
 * the counts of the tally. One for the whole module: valid until the next countryParts.
 */
const parts = {
  country: COUNTRIES[0]! as Country,
  me: "com" as Side,
  focus: 1,
  comPower: false,
  control: new Int8Array(MOST_SPACES),
  material: new Float64Array(MOST_SPACES),
  margin: new Float64Array(MOST_SPACES),
  sc: 0,
  sd: 0,
  bc: 0,
  bd: 0,
  tb: 0,
  /** The sum after the tally's terms, and after each space's terms (countryValue's order). */
  start: 0,
  chain: new Float64Array(MOST_SPACES),
  /** What countryParts gave, and the token it was given (see countryParts). */
  value: 0,
  token: null as object | null,
};

/** 2.1.7 control from the SPs: 1 Communist, 2 Democrat, 0 neither. */
function controlCode(c: number, d: number, st: number): number {
  if (c > 0 && c - d >= st) return 1;
  if (d > 0 && d - c >= st) return 2;
  return 0;
}

/**
 * The value of the country of `parts` from the tally's counts and each space's terms, summed in
 * countryValue's order, the terms of `space` (its place `k`) taken from SPs `m` (mine) and `o`.
 */
function partsSum(k: number, m: number, o: number, sc: number, sd: number, bc: number, bd: number): number {
  return partsFrom(tallyTerms(sc, sd, bc, bd), 0, k, m, o);
}

/** The terms countryValue starts with, from the tally's counts: the points, the Power Struggle. */
function tallyTerms(sc: number, sd: number, bc: number, bd: number): number {
  const p = parts;
  const box = SCORING[p.country];
  const tCom = scoringLevel(box, p.tb, sc, bc, sd, bd) + bc;
  const tDem = scoringLevel(box, p.tb, sd, bd, sc, bc) + bd;
  const com = p.me === "com";
  const v = (com ? tCom - tDem : tDem - tCom) * p.focus;
  return v + psExpectationFrom(p.country, p.me, 0, com ? sc : sd, com ? sd : sc, p.comPower) * W.ps * p.focus;
}

/**
 * `v` plus the terms of the spaces from place `from` on, in order, those of place `k` taken from
 * SPs `m` (mine) and `o`.
 */
function partsFrom(v: number, from: number, k: number, m: number, o: number): number {
  const p = parts;
  const ids = COUNTRY_SPACES[p.country];
  for (let i = from; i < ids.length; i++) {
    if (p.control[i] === -1) continue;
    if (i === k) {
      const id = ids[i]!;
      v += (m - o) * W.material;
      v += marginTerm(m, o, STABILITY[id]!, BATTLEGROUND[id] === 1 ? W.battleground : W.otherSpace);
    } else {
      v += p.material[i]!;
      v += p.margin[i]!;
    }
  }
  return v;
}

/**
 * countryValue(b, country, me), taken apart as it is made: countryValueAt then values the country
 * with the SPs of one of its spaces changed, without going over every space again. Until the next
 * call, only the one space may change on `b`. A caller that values several spaces of one board may
 * pass a `token` of its own (an object standing for the board as it is): a call with the same
 * token, country and side as the last one keeps the parts made then.
 */
export function countryParts(b: Board, country: Country, me: Side, token: object | null = null): number {
  const p = parts;
  if (token !== null && p.token === token && p.country === country && p.me === me) return p.value;
  p.token = token;
  p.country = country;
  p.me = me;
  p.focus = b.focus[country] ?? 1;
  p.comPower = b.power[country] === "com";
  const mine = b.sp[me];
  const theirs = b.sp[other(me)];
  const com = b.sp.com;
  const dem = b.sp.dem;
  const ids = COUNTRY_SPACES[country];
  let sc = 0;
  let sd = 0;
  let bc = 0;
  let bd = 0;
  let tb = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id === b.gone) {
      p.control[i] = -1;
      continue;
    }
    const bg = BATTLEGROUND[id] === 1;
    if (bg) tb++;
    const st = STABILITY[id]!;
    const c = controlCode(com[id]!, dem[id]!, st);
    p.control[i] = c;
    if (c === 1) {
      sc++;
      if (bg) bc++;
    } else if (c === 2) {
      sd++;
      if (bg) bd++;
    }
    const m = mine[id]!;
    const o = theirs[id]!;
    p.material[i] = (m - o) * W.material;
    p.margin[i] = marginTerm(m, o, st, bg ? W.battleground : W.otherSpace);
  }
  p.sc = sc;
  p.sd = sd;
  p.bc = bc;
  p.bd = bd;
  p.tb = tb;
  // The sum as countryValue makes it, noted after each space (for countryValueAt).
  let v = tallyTerms(sc, sd, bc, bd);
  p.start = v;
  for (let i = 0; i < ids.length; i++) {
    if (p.control[i] !== -1) {
      v += p.material[i]!;
      v += p.margin[i]!;
    }
    p.chain[i] = v;
  }
  p.value = v;
  return v;
}

/**
 * countryValue of the country countryParts last took apart, for the same side, with the SPs `b`
 * holds now in `space` (one of its spaces) and every other space as it was then: the same number,
 * to the last bit (the same terms added in the same order).
 */
export function countryValueAt(b: Board, space: number): number {
  const p = parts;
  const k = PLACE_IN_COUNTRY[space]!;
  if (p.control[k] === -1) return p.value;
  const c = b.sp.com[space]!;
  const d = b.sp.dem[space]!;
  const was = p.control[k]!;
  const now = controlCode(c, d, STABILITY[space]!);
  // The same control: the tally's terms and the sum up to this space are the ones noted.
  if (now === was) {
    const v = k === 0 ? p.start : p.chain[k - 1]!;
    return p.me === "com" ? partsFrom(v, k, k, c, d) : partsFrom(v, k, k, d, c);
  }
  const bg = BATTLEGROUND[space] === 1 ? 1 : 0;
  let { sc, sd, bc, bd } = p;
  if (was === 1) {
    sc--;
    bc -= bg;
  } else if (was === 2) {
    sd--;
    bd -= bg;
  }
  if (now === 1) {
    sc++;
    bc += bg;
  } else if (now === 2) {
    sd++;
    bd += bg;
  }
  return p.me === "com" ? partsSum(k, c, d, sc, sd, bc, bd) : partsSum(k, d, c, sc, sd, bc, bd);
}

/** Whole-board evaluation for `me`. */
export function evaluate(b: Board, me: Side): number {
  let v = b.vp * sgn(me);
  for (const c of COUNTRIES) v += countryValue(b, c, me);
  v += tstValue(b, me) - tstValue(b, other(me));
  return v;
}

/** The adjacent-control modifier of a Support Check (6.2.4), without event modifiers. */
export function checkMods(b: Board, me: Side, space: number): number {
  let m = 0;
  for (const a of SPACES[space]!.adjacent) {
    if (a === b.gone) continue;
    const c = controllerOf(b, a);
    if (c === me) m++;
    else if (c !== null) m--;
  }
  return m;
}

/**
 * Expected change in the value of `space`'s country after a Support Check (6.2.4-6.2.6); `token`:
 * see countryParts.
 */
export function checkGain(
  b: Board,
  me: Side,
  space: number,
  ops: number,
  extra = 0,
  token: object | null = null,
): number {
  const before = countryParts(b, COUNTRY_OF[space]!, me, token);
  const target = SPACES[space]!.stability * 2;
  const mods = checkMods(b, me, space) + extra;
  const opp = other(me);
  const mine = b.sp[me][space]!;
  const theirs = b.sp[opp][space]!;
  let total = 0;
  for (let die = 1; die <= 6; die++) {
    const diff = die + ops + mods - target;
    if (diff <= 0) continue;
    const removed = Math.min(diff, theirs);
    b.sp[opp][space] = theirs - removed;
    b.sp[me][space] = mine + diff - removed;
    total += countryValueAt(b, space) - before;
    b.sp[opp][space] = theirs;
    b.sp[me][space] = mine;
  }
  return total / 6;
}

/** Change in value of adding `n` SPs of `side` to `space` (for `me`). */
export function addGain(b: Board, me: Side, side: Side, space: number, n: number): number {
  const before = countryParts(b, COUNTRY_OF[space]!, me);
  const old = b.sp[side][space]!;
  b.sp[side][space] = Math.max(0, old + n);
  const after = countryValueAt(b, space);
  b.sp[side][space] = old;
  return after - before;
}

/** 6.1.2 spaces where `side` may place: with or adjacent to its SPs. */
export function placementSpaces(b: Board, side: Side): number[] {
  const sp = b.sp[side];
  const mark = new Uint8Array(SPACES.length);
  for (let i = 0; i < SPACES.length; i++) {
    if (sp[i]! > 0 && i !== b.gone) {
      mark[i] = 1;
      for (const a of SPACES[i]!.adjacent) mark[a] = 1;
    }
  }
  const out: number[] = [];
  for (let i = 0; i < mark.length; i++) if (mark[i] && i !== b.gone) out.push(i);
  return out;
}

/** 6.1.3 cost of one SP (events that change it are ignored). */
export function placeCost(b: Board, side: Side, space: number): number {
  return controllerOf(b, space) === other(side) ? 2 : 1;
}

/**
 * The best next SP placement for `side` with `ops` Ops among `allowed` spaces: considers single SPs
 * and "bundles" (the SPs needed to take or break control), picking the best gain per Op.
 * Returns the space of the first SP to place and the plan's gain per Op.
 */
export function bestPlacement(
  b: Board,
  side: Side,
  ops: number,
  allowed: readonly number[],
): { space: number; rate: number } | null {
  let best: { space: number; rate: number } | null = null;
  const opp = other(side);
  // Stands for `b` as it is during this call (see countryParts).
  const board = {};
  for (const id of allowed) {
    const first = placeCost(b, side, id);
    if (first > ops) continue;
    const before = countryParts(b, COUNTRY_OF[id]!, side, board);
    const old = b.sp[side][id]!;
    let spent = 0;
    let n = 0;
    // Add SPs one by one (cost re-evaluated) until out of Ops or control is reached; rate each prefix.
    while (spent < ops) {
      const c = placeCost(b, side, id);
      if (spent + c > ops) break;
      spent += c;
      n++;
      b.sp[side][id] = old + n;
      const gain = countryValueAt(b, id) - before;
      const rate = gain / spent;
      if (!best || rate > best.rate) best = { space: id, rate };
      if (controllerOf(b, id) === side && b.sp[side][id]! - b.sp[opp][id]! >= SPACES[id]!.stability + 1)
        break;
      if (n >= 5) break;
    }
    b.sp[side][id] = old;
  }
  return best;
}

/** Plays out a whole placement of `ops` Ops greedily on `b` (mutated); returns the value gained. */
export function planPlacement(b: Board, side: Side, ops: number): number {
  const allowed = placementSpaces(b, side);
  const before = evaluate(b, side);
  let left = ops;
  for (let guard = 0; left > 0 && guard < 20; guard++) {
    const p = bestPlacement(b, side, left, allowed);
    if (!p) break;
    left -= placeCost(b, side, p.space);
    b.sp[side][p.space]!++;
  }
  return evaluate(b, side) - before;
}

/** Expected value of two Support Checks with `ops` (the best target twice, roughly). */
export function planChecks(b: Board, side: Side, ops: number, checks = 2): number {
  let best = 0;
  for (let i = 0; i < SPACES.length; i++) {
    if (b.sp[other(side)][i]! <= 0 || i === b.gone) continue;
    const g = checkGain(b, side, i, ops);
    if (g > best) best = g;
  }
  return best * checks;
}
