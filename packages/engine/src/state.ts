// The game state: one plain JSON object (versioned schema). Hidden parts (hands, deck order,
// generator, fixture) are stripped by view().
import type { LogEntry } from "./log.ts";
import { frameCopy } from "./machine.ts";
import type { Country, Options, Result, Side, Suit } from "./types.ts";

/** Version of the state's shape: 2 since the log holds typed entries instead of sentences. */
export const SCHEMA_VERSION = 2;

/** A step of the game procedure waiting on the stack (see machine.ts). Plain data. */
export interface Frame {
  readonly k: string;
}

/** A lasting effect in play (7.2), with its lifetime. */
export interface Lasting {
  /** The card whose event created it. */
  readonly card: number;
  /** The side that carried out the event (the side it favours). */
  readonly side: Side;
  /**
   * When it ends: "turn" (end of this turn), "round" (end of this action round), "nextPlay"
   * (the beneficiary's or victim's next card play, see the card), "powerStruggle" (after the next
   * Power Struggle, in `country` if given), "game" (rest of the game), "cancelled" (until
   * another event cancels it) or "deal" (until the next deal of strategy cards is done, 4.5.1).
   */
  readonly until: "turn" | "round" | "nextPlay" | "powerStruggle" | "game" | "cancelled" | "deal";
  readonly country?: Country;
  /** Card-specific data (a chosen country, a used flag...). */
  data?: number;
}

export interface PowerStruggleState {
  readonly country: Country;
  /** The player who played the Scoring card (8.3.1). */
  readonly initiator: Side;
  /** Remaining Power Struggle deck, drawn from the end. */
  deck: number[];
  discard: number[];
  hands: { com: number[]; dem: number[] };
  attacker: Side;
  /** The card led in the current round, if any. */
  lead: { card: number; suit: Suit; rank: number } | null;
  /** Suits banned by Tactic Fails. */
  banned: Suit[];
  raised: { com: boolean; dem: boolean };
  winner: Side | null;
  winSuit: Suit | null;
  /** Cards played to the table, in order, for interfaces. */
  played: { side: Side; card: number; suit: Suit | null }[];
  /** Cards a side has been shown in the other's Power Struggle hand (Securitate). */
  known: { com: number[]; dem: number[] };
}

export interface State {
  readonly v: number;
  readonly options: Options;
  /** Seeded generator state (mulberry32). */
  rng: number;
  /** Positions reached in the fixture's lists of dice, decks and Power Struggle decks. */
  fx: { dice: number; deck: number; power: number };
  turn: number;
  round: number;
  /** The phasing player (4.2), null outside Action Rounds. */
  phasing: Side | null;
  /** Positive: Democrat ahead; negative: Communist ahead (2.1.10). */
  vp: number;
  /** Support Points per space id. */
  sp: { com: number[]; dem: number[] };
  hands: { com: number[]; dem: number[] };
  /** Strategy draw deck, drawn from the end. */
  deck: number[];
  discard: number[];
  removed: number[];
  /** Cards of lasting events lying beside the map (not in discard or removed). */
  inPlay: number[];
  lasting: Lasting[];
  /** Tiananmen Square track: box reached (0 = off the track) and who reached each box first. */
  tst: { com: number; dem: number };
  tstFirst: (Side | null)[];
  tstAttempted: { com: boolean; dem: boolean };
  /** Failed attempts at the next box (6.3.1: +1 from the second attempt on). */
  tstFailed: { com: number; dem: number };
  /** Once-per-turn TST awards used this turn (box 7 and box 8). */
  tstUsed: { com: number; dem: number };
  /** USSR Stability track box (0-4). */
  ussr: number;
  /** Who holds Power in each country, and how many times the Communist has scored for Power. */
  power: Record<Country, Side>;
  powerScored: Record<Country, number>;
  /**
   * Card-specific facts (Systematized space, Ceausescus' hiding place, ...). Changed only through
   * board.ts `writeFlag`: a state made by `apply` may share this object with the state it came from.
   */
  flags: Record<string, number>;
  /** Values remembered between the steps of the event being resolved (a chosen space, a die). */
  vars: Record<string, number>;
  /** Cards a side knows to be in the other's hand (revealed by events). */
  known: { com: number[]; dem: number[] };
  /** Cards a side has set aside face down (Samizdat): hidden from the opponent. */
  aside: { com: number[]; dem: number[] };
  ps: PowerStruggleState | null;
  /** Balance bid (13.0). */
  bids: { com: { side: Side; sps: number } | null; dem: { side: Side; sps: number } | null } | null;
  /** True when the bid gave the provisional Communist seat the Democrat side. */
  sidesSwapped: boolean;
  stack: Frame[];
  log: LogEntry[];
  result: Result | null;
  /** Number of actions applied so far. */
  seq: number;
  /** Incremented whenever hidden information is revealed or chance is used (undo barrier). */
  secret: number;
  /** Undo: actions from index undoFrom on, all by undoSide, may be taken back. */
  undoFrom: number;
  undoSide: Side | null;
}

/**
 * Removes the element at `i` (0 <= i < length) in place: `a.splice(i, 1)` without making the array of
 * removed elements.
 */
export function removeAt<T>(a: T[], i: number): void {
  const n = a.length - 1;
  for (let j = i; j < n; j++) a[j] = a[j + 1]!;
  a.pop();
}

/** A deep copy of plain data (objects, arrays, primitives). */
function cloneData<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return cloneArray(v) as T;
  const o: Record<string, unknown> = {};
  for (const k in v) o[k] = cloneData((v as Record<string, unknown>)[k]);
  return o as T;
}

function cloneArray(a: readonly unknown[]): unknown[] {
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    if (typeof x === "object" && x !== null) return a.map(cloneData);
  }
  return a.slice();
}

/**
 * The same shallow copy written out several times. V8 copies an object fast where the copy site has
 * seen few shapes (otherwise it adds the properties one by one, some hundred instructions each);
 * frames are spread over these sites by kind, so that each sees only a few frame shapes.
 */
const FRAME_COPIES: readonly ((f: Frame) => Frame)[] = [
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
  (f) => ({ ...f }),
];

/** A deep copy of a frame (plain data: its arrays and objects are copied too). */
function cloneFrame(f: Frame): Frame {
  const k = f.k;
  // The kinds copied most have a copy written out (machine.ts StepHandler.copy).
  const copy = frameCopy(k);
  if (copy !== undefined) return copy(f);
  // A cheap hash of the kind; with 31 sites the step kinds defined today share a site at most 3 shapes.
  const site = (k.length + (k.charCodeAt(0) + k.charCodeAt(k.length - 1)) * 5) % FRAME_COPIES.length;
  const o = FRAME_COPIES[site]!(f) as unknown as Record<string, unknown>;
  for (const key in o) {
    const v = o[key];
    if (typeof v === "object" && v !== null) o[key] = Array.isArray(v) ? cloneArray(v) : cloneData(v);
  }
  return o as unknown as Frame;
}

function cloneStack(stack: readonly Frame[]): Frame[] {
  const out = new Array<Frame>(stack.length);
  for (let i = 0; i < stack.length; i++) out[i] = cloneFrame(stack[i]!);
  return out;
}

/** A copy of a lasting effect, field by field (an optional field only when present). */
function cloneLasting(l: Lasting): Lasting {
  const c: { -readonly [K in keyof Lasting]: Lasting[K] } = { card: l.card, side: l.side, until: l.until };
  if (l.country !== undefined) c.country = l.country;
  if (l.data !== undefined) c.data = l.data;
  return c;
}

function cloneLastings(ls: readonly Lasting[]): Lasting[] {
  const out = new Array<Lasting>(ls.length);
  for (let i = 0; i < ls.length; i++) out[i] = cloneLasting(ls[i]!);
  return out;
}

/**
 * An empty flags object for a new game, made a hash table from the start (V8's dictionary mode: a
 * property added and deleted). Events name flags in whatever order a game plays them: as an ordinary
 * object, every new order of names made V8 build new hidden classes as flags were written, and miss
 * its caches on every read of a flag (the automatic checks read one at every step). Copies made by
 * cloneState and writeFlag are ordinary objects again (a spread copies those far quicker).
 */
export function newFlags(): Record<string, number> {
  const o: Record<string, number> = { a: 0, b: 0 };
  // Deleting the first of two properties turns the object into a hash table (it stays one).
  delete o.a;
  delete o.b;
  return o;
}

/** A deep copy, written out field by field for speed (bots clone millions of times). */
export function cloneState(s: State): State {
  return copyState(s, { ...s.flags });
}

/**
 * Flags objects shared by a state and its fork: the engine copies one before changing it
 * (board.ts `writeFlag`), so neither state sees the other's changes.
 */
export const sharedFlags = new WeakSet<object>();

/**
 * A copy for the engine's own use (apply, determinize): as cloneState, but the flags object is
 * shared between the two states until either changes a flag (flags seldom change, and copying them
 * is the dearest part of a copy). The engine changes flags only through board.ts `writeFlag`.
 */
export function forkState(s: State): State {
  sharedFlags.add(s.flags);
  return copyState(s, s.flags);
}

/**
 * A copy of a record by country, its keys in the order of COUNTRIES (initialState writes them in
 * that order, and the engine never adds or removes one): a literal is much quicker than a spread.
 */
function byCountry<T>(r: Readonly<Record<Country, T>>): Record<Country, T> {
  return {
    "East Germany": r["East Germany"],
    Poland: r.Poland,
    Czechoslovakia: r.Czechoslovakia,
    Hungary: r.Hungary,
    Romania: r.Romania,
    Bulgaria: r.Bulgaria,
  };
}

/**
 * Makes `d` again what `forkState(s)` would return, reusing its arrays and small records instead of
 * making new ones (the odds' probe copies one state once per legal action: the copies were a
 * quarter of everything the server allocated). `d` must be a fork no one else holds, whose own
 * objects the rules may have changed or replaced since: every field is written again from `s`; lists
 * are written in place (shortened or pushed to length, so that they stay packed), the frames, the
 * lasting effects, the event's values and a Power Struggle are copied anew as forkState copies them.
 */
export function reforkState(d: State, s: State): void {
  sharedFlags.add(s.flags);
  const w = d as { -readonly [K in keyof State]: State[K] };
  w.v = s.v;
  w.options = s.options;
  w.rng = s.rng;
  const fx = w.fx;
  fx.dice = s.fx.dice;
  fx.deck = s.fx.deck;
  fx.power = s.fx.power;
  w.turn = s.turn;
  w.round = s.round;
  w.phasing = s.phasing;
  w.vp = s.vp;
  w.sp = bySideInto(w.sp, s.sp);
  w.hands = bySideInto(w.hands, s.hands);
  w.deck = listInto(w.deck, s.deck);
  w.discard = listInto(w.discard, s.discard);
  w.removed = listInto(w.removed, s.removed);
  w.inPlay = listInto(w.inPlay, s.inPlay);
  w.lasting = cloneLastings(s.lasting);
  w.tst = { com: s.tst.com, dem: s.tst.dem };
  w.tstFirst = listInto(w.tstFirst, s.tstFirst);
  w.tstAttempted = { com: s.tstAttempted.com, dem: s.tstAttempted.dem };
  w.tstFailed = { com: s.tstFailed.com, dem: s.tstFailed.dem };
  w.tstUsed = { com: s.tstUsed.com, dem: s.tstUsed.dem };
  w.ussr = s.ussr;
  w.power = byCountry(s.power);
  w.powerScored = byCountry(s.powerScored);
  w.flags = s.flags;
  w.vars = { ...s.vars };
  w.known = bySideInto(w.known, s.known);
  w.aside = bySideInto(w.aside, s.aside);
  w.ps = s.ps ? copyPowerStruggle(s.ps) : null;
  w.bids = copyBids(s.bids);
  w.sidesSwapped = s.sidesSwapped;
  w.stack = cloneStack(s.stack);
  w.log = listInto(w.log, s.log);
  w.result = s.result;
  w.seq = s.seq;
  w.secret = s.secret;
  w.undoFrom = s.undoFrom;
  w.undoSide = s.undoSide;
}

/** `a` made equal to `b` in place (or a copy of `b` when `a` is `b` or frozen). */
function listInto<T>(a: T[], b: readonly T[]): T[] {
  if (a === b || Object.isFrozen(a)) return b.slice();
  const n = b.length;
  if (a.length > n) a.length = n;
  let i = 0;
  for (; i < a.length; i++) a[i] = b[i]!;
  for (; i < n; i++) a.push(b[i]!);
  return a;
}

/** A pair of lists by side made equal to `b`'s in place (see listInto). */
function bySideInto<T>(
  a: { com: T[]; dem: T[] },
  b: { readonly com: readonly T[]; readonly dem: readonly T[] },
): { com: T[]; dem: T[] } {
  if (a === b || Object.isFrozen(a)) return { com: b.com.slice(), dem: b.dem.slice() };
  a.com = listInto(a.com, b.com);
  a.dem = listInto(a.dem, b.dem);
  return a;
}

function copyPowerStruggle(ps: PowerStruggleState): PowerStruggleState {
  return {
    country: ps.country,
    initiator: ps.initiator,
    deck: ps.deck.slice(),
    discard: ps.discard.slice(),
    hands: { com: ps.hands.com.slice(), dem: ps.hands.dem.slice() },
    attacker: ps.attacker,
    lead: ps.lead ? { ...ps.lead } : null,
    banned: ps.banned.slice(),
    raised: { com: ps.raised.com, dem: ps.raised.dem },
    winner: ps.winner,
    winSuit: ps.winSuit,
    played: ps.played.map((p) => ({ ...p })),
    known: { com: ps.known.com.slice(), dem: ps.known.dem.slice() },
  };
}

function copyBids(b: State["bids"]): State["bids"] {
  return b ? { com: b.com && { ...b.com }, dem: b.dem && { ...b.dem } } : null;
}

function copyState(s: State, flags: Record<string, number>): State {
  const ps = s.ps;
  return {
    v: s.v,
    options: s.options,
    rng: s.rng,
    fx: { dice: s.fx.dice, deck: s.fx.deck, power: s.fx.power },
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    vp: s.vp,
    sp: { com: s.sp.com.slice(), dem: s.sp.dem.slice() },
    hands: { com: s.hands.com.slice(), dem: s.hands.dem.slice() },
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    removed: s.removed.slice(),
    inPlay: s.inPlay.slice(),
    lasting: cloneLastings(s.lasting),
    tst: { com: s.tst.com, dem: s.tst.dem },
    tstFirst: s.tstFirst.slice(),
    tstAttempted: { com: s.tstAttempted.com, dem: s.tstAttempted.dem },
    tstFailed: { com: s.tstFailed.com, dem: s.tstFailed.dem },
    tstUsed: { com: s.tstUsed.com, dem: s.tstUsed.dem },
    ussr: s.ussr,
    power: byCountry(s.power),
    powerScored: byCountry(s.powerScored),
    flags,
    vars: { ...s.vars },
    known: { com: s.known.com.slice(), dem: s.known.dem.slice() },
    aside: { com: s.aside.com.slice(), dem: s.aside.dem.slice() },
    ps: ps ? copyPowerStruggle(ps) : null,
    bids: copyBids(s.bids),
    sidesSwapped: s.sidesSwapped,
    stack: cloneStack(s.stack),
    log: s.log.slice(),
    result: s.result,
    seq: s.seq,
    secret: s.secret,
    undoFrom: s.undoFrom,
    undoSide: s.undoSide,
  };
}

export { cloneData };
