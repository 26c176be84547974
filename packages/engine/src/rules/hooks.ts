// Where card events plug into the rules. An event is data + steps (see cards/); a lasting event
// (7.2) also names hooks that the rules below consult while it is in effect. The rules never
// mention a card by number: they ask the hooks.
import { type Frame, type Lasting, removeAt, type State } from "../state.ts";
import type { Country, Side, Suit } from "../types.ts";

export interface CheckContext {
  /** Ops value used for the check (already modified). */
  readonly ops: number;
  /** The card played, if the check comes from a card (not a TST box 6 check). */
  readonly card: number | null;
}

/** Hooks a lasting effect may provide; each is asked only while the effect is in play. */
export interface LastingHooks {
  /** 7.3: Ops modifier for a card played by `side`. `allInCountry` is set while placing SPs. */
  opsModifier?(s: State, l: Lasting, side: Side, card: number, eastGermanyOnly: boolean): number;
  /** 6.2.4: extra die-roll modifier for a Support Check by `side` in `space`. */
  checkModifier?(s: State, l: Lasting, side: Side, space: number): number;
  /** 6.2.4: true to ignore the opponent's adjacent controlled spaces (The Wall). */
  ignoreOpponentAdjacency?(s: State, l: Lasting, side: Side, space: number): boolean;
  /** Targets a side may not Support Check. */
  checkBarred?(s: State, l: Lasting, side: Side, space: number): boolean;
  /** After a Support Check roll by `side` in `space` (VP side effects, used-up effects). */
  afterCheck?(s: State, l: Lasting, side: Side, space: number): void;
  /** 6.1.3: cost of placing one SP (default 1, or 2 in an opponent-controlled space). */
  placeCost?(s: State, l: Lasting, side: Side, space: number, cost: number): number;
  /** 4.5.1: hand size a side is dealt up to. */
  handSize?(s: State, l: Lasting, side: Side, size: number): number;
  /** 4.1: extra Action Rounds this turn for a side (Honecker). */
  extraRounds?(s: State, l: Lasting, side: Side): number;
  /** May `side` decline this Action Round (Honecker's extra round is optional)? */
  roundOptional?(s: State, l: Lasting, side: Side): boolean;
  /**
   * Replaces a side's Action Round with these frames (General Strike); null to play normally.
   * `optional`: the round may be declined (Honecker's extra round); the frames must allow it.
   */
  replaceActionRound?(s: State, l: Lasting, side: Side, optional: boolean): Frame[] | null;
  /** Frames to run at the end of an Action Round of `side` (Stasi, Ceausescu). */
  afterActionRound?(s: State, l: Lasting, side: Side): Frame[];
  /** A side forfeits its Action Round for lack of a card (4.5.2): Ligachev's trap springs. */
  roundForfeited?(s: State, l: Lasting, side: Side): void;
  /** Frames to run when a side plays a card (Ligachev looks at the Democrat's next play). */
  onCardPlayed?(s: State, l: Lasting, side: Side, card: number, asEvent: boolean): Frame[];
  /** 8.1.2: adjust Power Struggle hands after the deal, before anyone looks (frames to run). */
  powerStruggleDealt?(s: State, l: Lasting, country: Country): Frame[];
  /**
   * 7.6.2: frames to run once the deal and its adjustments are done, before Raise the Stakes
   * (Securitate shows a hand, The Crowd Turns Against Ceausescu). Read the state when they run.
   */
  beforeRaiseStakes?(s: State, l: Lasting, country: Country): Frame[];
  /** 8.4.1: extra modifier to both aftermath rolls. */
  aftermathModifier?(s: State, l: Lasting, winner: Side, suit: Suit): number;
  /** Frames to run once the Power Struggle in `country` is over, scoring included. */
  afterPowerStruggle?(s: State, l: Lasting, country: Country): Frame[];
  /** Is an event (by card number) blocked while this effect lasts? */
  blocksEvent?(s: State, l: Lasting, card: number): boolean;
}

const hooks: (LastingHooks | undefined)[] = [];
/**
 * The same hooks indexed by name, then by card (a fast array lookup in the hot loops below). Every
 * name is a property from the start: an object of one fixed shape, read with constant names once
 * the callers are inlined.
 */
const byName: { readonly [K in keyof LastingHooks]-?: Table<NonNullable<LastingHooks[K]>> } = {
  opsModifier: table(0),
  checkModifier: table(1),
  ignoreOpponentAdjacency: table(2),
  checkBarred: table(3),
  afterCheck: table(4),
  placeCost: table(5),
  handSize: table(6),
  extraRounds: table(7),
  roundOptional: table(8),
  replaceActionRound: table(9),
  afterActionRound: table(10),
  roundForfeited: table(11),
  onCardPlayed: table(12),
  powerStruggleDealt: table(13),
  beforeRaiseStakes: table(14),
  aftermathModifier: table(15),
  afterPowerStruggle: table(16),
  blocksEvent: table(17),
};

/** A hook table: the hooks of one name by card, and the bit of that name in `hookBits`. */
type Table<H> = (H | undefined)[] & { readonly bit: number };
function table<H>(index: number): Table<H> {
  return Object.assign([] as (H | undefined)[], { bit: 1 << index });
}

/** The hook names each card has, as bits (`Table.bit`). */
const hookBits: number[] = [];

export function defineHooks(card: number, h: LastingHooks): void {
  hooks[card] = h;
  hookBits[card] = 0;
  for (const table of Object.values(byName) as Table<unknown>[]) table[card] = undefined;
  for (const [name, fn] of Object.entries(h)) {
    const table = byName[name as keyof LastingHooks] as Table<unknown> | undefined;
    if (!table) throw new Error(`Card ${card}: unknown hook ${name}`);
    table[card] = fn;
    if (fn) hookBits[card]! |= table.bit;
  }
}

/**
 * The hooks of each name, by card: what the functions below take (`HOOKS.opsModifier`), a property
 * of a constant object rather than a name looked up at every call.
 */
export const HOOKS: {
  readonly [K in keyof LastingHooks]-?: HookList<NonNullable<LastingHooks[K]>>;
} = byName;

/** The hooks of one name, by card (and the bit of the name). */
export type HookList<H> = readonly (H | undefined)[] & { readonly bit: number };

export function hooksOf(card: number): LastingHooks | undefined {
  return hooks[card];
}

/** Sums a numeric hook over the lasting effects in play. */
export function sumHooks<H>(s: State, table: HookList<H>, call: (h: H, l: Lasting) => number): number {
  let total = 0;
  if (s.lasting.length === 0) return total;
  for (const l of s.lasting) {
    const h = table[l.card];
    if (h) total += call(h, l);
  }
  return total;
}

/** Does any lasting effect in play have this hook? (Lets hot loops skip the hook calls.) */
export function hasHook(s: State, table: HookList<unknown>): boolean {
  return (lastingBits(s) & table.bit) !== 0;
}

/**
 * The hook names of the effects in play, as bits. Asked several times a step, so the answer for
 * one list of effects is kept: it holds while the list is the same array with the same length and
 * the same last entry (the engine only pushes effects and removes them, which changes the length).
 */
function lastingBits(s: State): number {
  const ls = s.lasting;
  const n = ls.length;
  if (n === 0) return 0;
  const last = ls[n - 1];
  const c = bitsCache;
  if (ls === c.list && n === c.length && last === c.last) return c.bits;
  let bits = 0;
  for (let i = 0; i < n; i++) bits |= hookBits[ls[i]!.card] ?? 0;
  c.list = ls;
  c.length = n;
  c.last = last;
  c.bits = bits;
  return bits;
}
const bitsCache = {
  list: null as readonly Lasting[] | null,
  length: 0,
  last: undefined as Lasting | undefined,
  bits: 0,
};

/** True if any lasting effect's hook says so. */
export function anyHook<H>(s: State, table: HookList<H>, call: (h: H, l: Lasting) => boolean): boolean {
  if (s.lasting.length === 0) return false;
  for (const l of s.lasting) {
    const h = table[l.card];
    if (h && call(h, l)) return true;
  }
  return false;
}

/** Collects frames from a hook over the lasting effects in play (in the order they were played). */
export function framesFromHooks<H>(
  s: State,
  table: HookList<H>,
  call: (h: H, l: Lasting) => Frame[] | null,
): readonly Frame[] {
  if (!hasHook(s, table)) return NO_FRAMES;
  const out: Frame[] = [];
  for (const l of s.lasting.slice()) {
    const h = table[l.card];
    if (h) {
      const fs = call(h, l);
      if (fs) out.push(...fs);
    }
  }
  return out;
}

/** The (shared, frozen) answer of framesFromHooks when no effect in play has the hook. */
export const NO_FRAMES: readonly Frame[] = Object.freeze([]);

export function inEffect(s: State, card: number): Lasting | undefined {
  for (const l of s.lasting) if (l.card === card) return l;
  return undefined;
}

/** Ends a lasting effect; a non-asterisk card lying in play goes to the discard pile. */
export function endLasting(s: State, l: Lasting): void {
  const i = s.lasting.indexOf(l);
  if (i >= 0) removeAt(s.lasting, i);
  const j = s.inPlay.indexOf(l.card);
  if (j >= 0) {
    removeAt(s.inPlay, j);
    s.discard.push(l.card);
  }
}
