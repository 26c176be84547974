// view(): what one player (or an observer) may see, and nothing else.
import { controller } from "./board.ts";
import { SPACES } from "./data/index.ts";
import { decision } from "./game.ts";
import { type LogEntry, redact } from "./log.ts";
import { logText } from "./log-text.ts";
import type { State } from "./state.ts";
import type {
  Action,
  Country,
  Decision,
  DecisionKind,
  Options,
  Result,
  Side,
  Suit,
  Viewer,
} from "./types.ts";

/** A log entry as a viewer gets it: hidden parts redacted, with its English sentence. */
export type ViewLogEntry = LogEntry & {
  /** The entry in English (with [c12], [s4], [p7] references; see renderText). */
  readonly text: string;
};

export interface PowerStruggleView {
  readonly country: Country;
  readonly initiator: Side;
  readonly attacker: Side;
  /** The viewer's own Power Struggle hand (empty for observers). */
  readonly hand: readonly number[];
  /** Cards of the opponent's Power Struggle hand the viewer has been shown (Securitate). */
  readonly knownOpponentCards: readonly number[];
  readonly handSizes: { readonly com: number; readonly dem: number };
  readonly deckSize: number;
  readonly discard: readonly number[];
  readonly lead: { readonly card: number; readonly suit: Suit; readonly rank: number } | null;
  readonly banned: readonly Suit[];
  readonly raised: { readonly com: boolean; readonly dem: boolean };
  readonly played: readonly { readonly side: Side; readonly card: number; readonly suit: Suit | null }[];
  readonly winner: Side | null;
}

export interface View {
  readonly viewer: Viewer;
  readonly options: Omit<Options, "fixture">;
  readonly turn: number;
  readonly round: number;
  readonly phasing: Side | null;
  readonly vp: number;
  readonly sp: { readonly com: readonly number[]; readonly dem: readonly number[] };
  /** Controller of each space (derived, for convenience). */
  readonly control: readonly (Side | null)[];
  /** The viewer's own hand (empty for observers). */
  readonly hand: readonly number[];
  /** Cards the viewer knows to be in the opponent's hand. */
  readonly knownOpponentCards: readonly number[];
  readonly handSizes: { readonly com: number; readonly dem: number };
  readonly asideSizes: { readonly com: number; readonly dem: number };
  readonly deckSize: number;
  readonly discard: readonly number[];
  readonly removed: readonly number[];
  readonly inPlay: readonly number[];
  readonly lasting: readonly {
    readonly card: number;
    readonly side: Side;
    readonly until: string;
    readonly country?: Country;
  }[];
  readonly tst: { readonly com: number; readonly dem: number };
  readonly tstFirst: readonly (Side | null)[];
  readonly tstAttempted: { readonly com: boolean; readonly dem: boolean };
  readonly ussr: number;
  readonly power: Readonly<Record<Country, Side>>;
  readonly powerScored: Readonly<Record<Country, number>>;
  readonly flags: Readonly<Record<string, number>>;
  readonly ps: PowerStruggleView | null;
  readonly bids: {
    readonly com: { side: Side; sps: number } | "hidden" | null;
    readonly dem: { side: Side; sps: number } | "hidden" | null;
  } | null;
  readonly sidesSwapped: boolean;
  /** Whose decision is pending and what it is; the legal actions only for the deciding viewer. */
  readonly decision: {
    readonly player: Side;
    readonly kind: DecisionKind;
    readonly prompt: string;
    readonly actions: readonly Action[] | null;
    readonly card?: number;
    readonly ops?: number;
    readonly country?: Country;
    readonly left?: number;
    readonly whose?: Side;
  } | null;
  readonly seq: number;
  readonly log: readonly ViewLogEntry[];
  readonly result: Result | null;
}

/** Entries with their sentence, computed once per entry object (entries are never changed). */
const textCache = new WeakMap<LogEntry, ViewLogEntry>();

function withText(e: LogEntry): ViewLogEntry {
  let v = textCache.get(e);
  if (v === undefined) {
    v = { ...e, text: logText(e) };
    textCache.set(e, v);
  }
  return v;
}

/** The log as a viewer may read it: every entry, hidden parts redacted, with its English sentence. */
export function visibleLog(log: readonly LogEntry[], viewer: Viewer): ViewLogEntry[] {
  return log.map((e) => withText(redact(e, viewer)));
}

/** The options as views show them (without the fixture), made once per options object. */
const viewOptions = new WeakMap<Options, Omit<Options, "fixture">>();

function optionsOf(o: Options): Omit<Options, "fixture"> {
  let v = viewOptions.get(o);
  if (v === undefined) {
    const { fixture: _fixture, ...rest } = o;
    viewOptions.set(o, (v = Object.freeze(rest)));
  }
  return v;
}

/** A side's bid as `me` sees it: hidden until both are made, unless it is his own. */
function bidView(s: State, seat: Side, me: Side | null): { side: Side; sps: number } | "hidden" | null {
  const bids = s.bids;
  if (bids === null) return null;
  const b = seat === "com" ? bids.com : bids.dem;
  if (b === null) return null;
  return (bids.com !== null && bids.dem !== null) || seat === me ? { ...b } : "hidden";
}

/** The decision as `me` sees it (its legal actions only if they are his), its fields in order. */
function decisionView(d: Decision, me: Side | null): View["decision"] {
  const o: { -readonly [K in keyof NonNullable<View["decision"]>]: NonNullable<View["decision"]>[K] } = {
    player: d.player,
    kind: d.kind,
    prompt: d.prompt,
    actions: d.player === me ? d.actions.slice() : null,
  };
  if (d.card !== undefined) o.card = d.card;
  if (d.ops !== undefined) o.ops = d.ops;
  if (d.country !== undefined) o.country = d.country;
  if (d.left !== undefined) o.left = d.left;
  if (d.whose !== undefined) o.whose = d.whose;
  return o;
}

/** Whether two lists hold the same values in the same order. */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `prev` when it holds the values of `src` in order (a part of an earlier view), else a copy of `src`. */
function list<T>(prev: readonly T[] | undefined, src: readonly T[]): readonly T[] {
  return prev !== undefined && sameList(prev, src) ? prev : src.slice();
}

/** `prev` when it holds the two values (an earlier view's pair), else a new pair. */
function pair<T>(prev: { readonly com: T; readonly dem: T } | undefined, com: T, dem: T): { com: T; dem: T } {
  return prev !== undefined && prev.com === com && prev.dem === dem ? prev : { com, dem };
}

/** `prev` when it has the keys and values of `src` (an earlier view's copy of it), else a copy of `src`. */
function record<T>(
  prev: Readonly<Record<string, T>> | undefined,
  src: Readonly<Record<string, T>>,
): Record<string, T> {
  if (prev !== undefined) {
    let n = 0;
    let same = true;
    for (const k in src) {
      if (prev[k] !== src[k] || !Object.hasOwn(prev, k)) {
        same = false;
        break;
      }
      n++;
    }
    if (same) {
      // Nothing more in prev than in src (no list of keys made).
      for (const k in prev) if (Object.hasOwn(prev, k)) n--;
      if (n === 0) return prev;
    }
  }
  return { ...src };
}

/** Each space's controller (2.1.7): `prev` when it shows the same ones. */
function controlView(s: State, prev: View["control"] | undefined): View["control"] {
  if (prev !== undefined && prev.length === SPACES.length) {
    let i = 0;
    while (i < prev.length && controller(s, i) === prev[i]) i++;
    if (i === prev.length) return prev;
  }
  return SPACES.map((sp) => controller(s, sp.id));
}

/** The lasting effects as views show them: `prev` when it shows the same ones. */
function lastingView(prev: View["lasting"] | undefined, src: State["lasting"]): View["lasting"] {
  if (prev !== undefined && prev.length === src.length) {
    let i = 0;
    for (; i < src.length; i++) {
      const a = prev[i]!;
      const b = src[i]!;
      if (
        a.card !== b.card ||
        a.side !== b.side ||
        a.until !== b.until ||
        a.country !== (b.country || undefined)
      )
        break;
    }
    if (i === src.length) return prev;
  }
  return src.map((l) => ({
    card: l.card,
    side: l.side,
    until: l.until,
    ...(l.country ? { country: l.country } : {}),
  }));
}

/**
 * What `viewer` sees of `s`. With `prev`, an earlier view of the same viewer (the last one sent, as
 * a rule), every part of the board that shows the same values as in `prev` is `prev`'s own object
 * (equal field by field to a new one, and shared between the two views, which nobody changes): no
 * copy is made of what did not change, and whoever compares the two views (the server's patches)
 * finds the unchanged parts by reference. Without `prev` every part is new.
 */
export function view(s: State, viewer: Viewer, prev?: View | null): View {
  const me = viewer === "observer" ? null : viewer;
  const d: Decision | null = decision(s);
  const ps = s.ps;
  const p = prev?.viewer === viewer ? prev : undefined;
  // Control follows from the SPs alone (2.1.7).
  const spSame = p !== undefined && sameList(p.sp.com, s.sp.com) && sameList(p.sp.dem, s.sp.dem);
  return {
    viewer,
    options: optionsOf(s.options),
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    vp: s.vp,
    sp: spSame ? p.sp : { com: s.sp.com.slice(), dem: s.sp.dem.slice() },
    control: spSame ? p.control : controlView(s, p?.control),
    hand: me ? list(p?.hand, s.hands[me]) : [],
    knownOpponentCards: me ? list(p?.knownOpponentCards, s.known[me]) : [],
    handSizes: pair(p?.handSizes, s.hands.com.length, s.hands.dem.length),
    asideSizes: pair(p?.asideSizes, s.aside.com.length, s.aside.dem.length),
    deckSize: s.deck.length,
    discard: list(p?.discard, s.discard),
    removed: list(p?.removed, s.removed),
    inPlay: list(p?.inPlay, s.inPlay),
    lasting: lastingView(p?.lasting, s.lasting),
    tst: pair(p?.tst, s.tst.com, s.tst.dem),
    tstFirst: list(p?.tstFirst, s.tstFirst),
    tstAttempted: pair(p?.tstAttempted, s.tstAttempted.com, s.tstAttempted.dem),
    ussr: s.ussr,
    power: record(p?.power, s.power) as Record<Country, Side>,
    powerScored: record(p?.powerScored, s.powerScored) as Record<Country, number>,
    flags: record(p?.flags, s.flags),
    ps: ps
      ? {
          country: ps.country,
          initiator: ps.initiator,
          attacker: ps.attacker,
          hand: me ? ps.hands[me].slice() : [],
          knownOpponentCards: me ? ps.known[me].slice() : [],
          handSizes: { com: ps.hands.com.length, dem: ps.hands.dem.length },
          deckSize: ps.deck.length,
          discard: ps.discard.slice(),
          lead: ps.lead ? { ...ps.lead } : null,
          banned: ps.banned.slice(),
          raised: { ...ps.raised },
          played: ps.played.map((p) => ({ ...p })),
          winner: ps.winner,
        }
      : null,
    bids: s.bids ? { com: bidView(s, "com", me), dem: bidView(s, "dem", me) } : null,
    sidesSwapped: s.sidesSwapped,
    decision: d ? decisionView(d, me) : null,
    seq: s.seq,
    log: visibleLog(s.log, viewer),
    result: s.result,
  };
}
