// The game state: one plain JSON object (versioned schema). Hidden parts (hands, deck order, cards
// out of the game, generator, fixture) are stripped by view().
import type { CardId, CityId, ProvinceId } from "./data/index.ts";
import type { Frame } from "./frames.ts";
import type { LogEntry } from "./log.ts";
import type { Options, Result, Side } from "./types.ts";

export const SCHEMA_VERSION = 1;

export type { Frame };

/** Factory state of a city. Rheinsberg: NORMAL has value 2, RUNDOWN value 1 (10.3). */
export const NONE = 0;
export const NORMAL = 1;
export const RUNDOWN = 2;
/** A city abroad whose factory was removed for good (Prague Spring, Martial law: 10.4). */
export const GONE = 3;

export interface State {
  readonly v: number;
  readonly options: Options;
  /** Seeded generator state (mulberry32). */
  rng: number;
  /** Number of fixture decks used so far. */
  fx: number;
  /** Decade 1-4 and half 1-2 (3). */
  decade: number;
  half: number;
  /** End-of-decade phase being played (1-10), 0 during the halves (9). */
  phase: number;
  /** Whose turn it is during a half, null otherwise. */
  active: Side | null;
  /** The player who took the last action (3: the other one starts the second half). */
  lastActor: Side | null;
  /** Number of turns played (for interfaces and the log). */
  turns: number;

  /** Tracks, -6..+6, positive toward East (6.4). */
  prestige: number;
  currency: number;
  socialism: number;
  /** Who holds the prestige advantage: the side of the two-sided marker (2, rulings). */
  prestigeHolder: Side;
  /** The end-of-decade marker shows the Wall (Building the Berlin Wall, 6.4). */
  wall: boolean;
  /** Stasi dissolution happened: East collects no more police cards (6.4). */
  stasiDissolved: boolean;

  /** Unrest cubes per province. */
  unrest: number[];
  /** Living-standard markers per province (West Berlin: the sum of its sectors). */
  ls: number[];
  /** West Berlin's living standards per sector (french, british, american). */
  sectors: number[];
  /** Supplier province of each mass protest imported from West Berlin, in order (10.1). */
  mirrors: ProvinceId[];
  /** Socialists in the holding box and per province (7). */
  box: number;
  socialists: number[];

  /** Factory state per city: NONE, NORMAL, RUNDOWN or GONE. */
  factory: number[];
  /** Infrastructure built per connection (0 .. its number of lines). */
  infra: number[];

  hands: { west: CardId[]; east: CardId[] };
  /** Draw deck of the current decade, drawn from the end. */
  deck: CardId[];
  /** Face-up card row (3.2). */
  row: CardId[];
  /** The decade's special card while it is in the row (3.1). */
  special: CardId | null;
  /** Cards played this decade, in the row below the board (flight icons, 9.1). */
  played: CardId[];
  /** Police cards in front of East (8), and those used this decade (a cube lies on them). */
  police: CardId[];
  policeUsed: CardId[];
  /** Face-up discards. */
  discard: CardId[];
  /** Cards out of the game face down: deck leftovers at the end of a decade (nobody saw them). */
  buried: CardId[];
  /** Cards out of the game that East saw (Guillaume Affair) and West did not. */
  removed: CardId[];
  /** Cards a side knows to be in the other's hand. */
  known: { west: CardId[]; east: CardId[] };
  /** How many cards at the top of the deck East knows (Guillaume Affair: 0-2). */
  eastKnowsTop: number;

  /** Per-turn facts: East used a police card this turn (8). */
  policeThisTurn: boolean;
  /** A police icon of the card being played was executed (6.4: the card goes in front of East). */
  policeExecuted: boolean;
  /** Mass protests in West Berlin still waiting for East to place their mirror (10.1). */
  mirrorsDue: number;

  stack: Frame[];
  log: LogEntry[];
  result: Result | null;
  /** Number of actions applied so far. */
  seq: number;
  /** Incremented whenever hidden information is revealed or drawn (undo barrier). */
  secret: number;
  /** Undo: actions from index undoFrom on, all by undoSide, may be taken back. */
  undoFrom: number;
  undoSide: Side | null;
}

export type { CityId };

function cloneData<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const a = new Array(v.length);
    for (let i = 0; i < v.length; i++) a[i] = cloneData(v[i]);
    return a as T;
  }
  const o: Record<string, unknown> = {};
  for (const k in v) o[k] = cloneData((v as Record<string, unknown>)[k]);
  return o as T;
}

/**
 * A deep copy of a frame: its fields copied at once (most are numbers and strings), then the few
 * that hold lists or records copied deeply.
 */
function cloneFrame(f: Frame): Frame {
  const o = { ...f } as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    if (v !== null && typeof v === "object") o[k] = cloneData(v);
  }
  return o as unknown as Frame;
}

/** A deep copy, written out field by field for speed (search clones millions of times). */
export function cloneState(s: State): State {
  const stack = new Array<Frame>(s.stack.length);
  for (let i = 0; i < stack.length; i++) stack[i] = cloneFrame(s.stack[i]!);
  return {
    v: s.v,
    options: s.options,
    rng: s.rng,
    fx: s.fx,
    decade: s.decade,
    half: s.half,
    phase: s.phase,
    active: s.active,
    lastActor: s.lastActor,
    turns: s.turns,
    prestige: s.prestige,
    currency: s.currency,
    socialism: s.socialism,
    prestigeHolder: s.prestigeHolder,
    wall: s.wall,
    stasiDissolved: s.stasiDissolved,
    unrest: s.unrest.slice(),
    ls: s.ls.slice(),
    sectors: s.sectors.slice(),
    mirrors: s.mirrors.slice(),
    box: s.box,
    socialists: s.socialists.slice(),
    factory: s.factory.slice(),
    infra: s.infra.slice(),
    hands: { west: s.hands.west.slice(), east: s.hands.east.slice() },
    deck: s.deck.slice(),
    row: s.row.slice(),
    special: s.special,
    played: s.played.slice(),
    police: s.police.slice(),
    policeUsed: s.policeUsed.slice(),
    discard: s.discard.slice(),
    buried: s.buried.slice(),
    removed: s.removed.slice(),
    known: { west: s.known.west.slice(), east: s.known.east.slice() },
    eastKnowsTop: s.eastKnowsTop,
    policeThisTurn: s.policeThisTurn,
    policeExecuted: s.policeExecuted,
    mirrorsDue: s.mirrorsDue,
    stack,
    log: s.log.slice(),
    result: s.result,
    seq: s.seq,
    secret: s.secret,
    undoFrom: s.undoFrom,
    undoSide: s.undoSide,
  };
}

/** Writes the items of `src` into `dst` (same length after), without a new array. */
function copyInto<T>(dst: T[], src: readonly T[]): void {
  // Setting an array's length is a call into the runtime even when it does not change.
  if (dst.length !== src.length) dst.length = src.length;
  for (let i = 0; i < src.length; i++) dst[i] = src[i]!;
}

/**
 * Makes `d` a deep copy of `s` again, field by field as cloneState writes them, reusing `d`'s own
 * arrays: a greedy player tries every action on one copy, rewritten before each (no new state per
 * action). `d` must not share arrays with `s` (it is a clone of some state). The pending decision
 * cached for `d` is the caller's to set (game.ts's resetState does).
 */
export function copyStateInto(d: State, s: State): void {
  const w = d as { -readonly [K in keyof State]: State[K] };
  w.v = s.v;
  w.options = s.options;
  w.rng = s.rng;
  w.fx = s.fx;
  w.decade = s.decade;
  w.half = s.half;
  w.phase = s.phase;
  w.active = s.active;
  w.lastActor = s.lastActor;
  w.turns = s.turns;
  w.prestige = s.prestige;
  w.currency = s.currency;
  w.socialism = s.socialism;
  w.prestigeHolder = s.prestigeHolder;
  w.wall = s.wall;
  w.stasiDissolved = s.stasiDissolved;
  copyInto(w.unrest, s.unrest);
  copyInto(w.ls, s.ls);
  copyInto(w.sectors, s.sectors);
  copyInto(w.mirrors, s.mirrors);
  w.box = s.box;
  copyInto(w.socialists, s.socialists);
  copyInto(w.factory, s.factory);
  copyInto(w.infra, s.infra);
  copyInto(w.hands.west, s.hands.west);
  copyInto(w.hands.east, s.hands.east);
  copyInto(w.deck, s.deck);
  copyInto(w.row, s.row);
  w.special = s.special;
  copyInto(w.played, s.played);
  copyInto(w.police, s.police);
  copyInto(w.policeUsed, s.policeUsed);
  copyInto(w.discard, s.discard);
  copyInto(w.buried, s.buried);
  copyInto(w.removed, s.removed);
  copyInto(w.known.west, s.known.west);
  copyInto(w.known.east, s.known.east);
  w.eastKnowsTop = s.eastKnowsTop;
  w.policeThisTurn = s.policeThisTurn;
  w.policeExecuted = s.policeExecuted;
  w.mirrorsDue = s.mirrorsDue;
  // Frames are changed in place by the steps: fresh copies (few and small).
  const stack = w.stack;
  if (stack.length !== s.stack.length) stack.length = s.stack.length;
  for (let i = 0; i < stack.length; i++) stack[i] = cloneFrame(s.stack[i]!);
  copyInto(w.log, s.log);
  w.result = s.result;
  w.seq = s.seq;
  w.secret = s.secret;
  w.undoFrom = s.undoFrom;
  w.undoSide = s.undoSide;
}

export { cloneData };
