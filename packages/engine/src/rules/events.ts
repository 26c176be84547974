// 7.0 Events: the registry of card events. A card's event is a list of effect steps (frames, see
// cards/steps.ts) plus the conditions under which it can take place.
import { CARDS, card as cardData } from "../data/index.ts";
import type { Frame, State } from "../state.ts";
import type { PlayAs, Side } from "../types.ts";
import { HOOKS, hasHook } from "./hooks.ts";

export interface EventDef {
  readonly card: number;
  /**
   * Can the event take place now, carried out by `side`? False for a missing prerequisite or a
   * cancellation (5.2, 7.5): the card may still be played for Operations.
   */
  readonly canOccur?: (s: State, side: Side) => boolean;
  /**
   * A rule of the card that applies whenever it is played, whatever for (Common European Home
   * played for Operations gives the opponent 1 VP). Runs before the play is resolved.
   */
  readonly whenPlayed?: (s: State, player: Side, as: PlayAs) => void;
  /** The effect, as steps run in order by `side` (the side carrying the event out). */
  readonly steps: (s: State, side: Side) => Frame[];
}

const events: (EventDef | undefined)[] = [];

export function defineEvent(def: EventDef): void {
  if (events[def.card]) throw new Error(`Event of card ${def.card} defined twice`);
  events[def.card] = def;
}

export function eventOf(card: number): EventDef | undefined {
  return events[card];
}

/** Who carries out the event of a card played by `player` (5.2): its owner, or the player for neutral cards. */
export function eventSide(card: number, player: Side): Side {
  const side = cardData(card).side;
  return side === "neutral" ? player : side;
}

/** Can this card's event take place now, carried out by `side`? */
export function eventCanOccur(s: State, card: number, side: Side): boolean {
  return eventCanOccurIn(s, card, side, hasHook(s, HOOKS.blocksEvent));
}

/** eventCanOccur, told whether some effect in play has a `blocksEvent` hook (asked once for a hand). */
export function eventCanOccurIn(s: State, card: number, side: Side, mayBlock: boolean): boolean {
  const def = events[card];
  if (!def) return false;
  if (mayBlock && blocked(s, card)) return false;
  return def.canOccur ? def.canOccur(s, side) : true;
}

/** Does an effect in play block this card's event? (anyHook written out: no closure per card.) */
function blocked(s: State, card: number): boolean {
  const table = HOOKS.blocksEvent;
  for (const l of s.lasting) {
    const h = table[l.card];
    if (h?.(s, l, card)) return true;
  }
  return false;
}

/** The flag names below, made once (the same string every time: a quicker property key). */
const PLAYED_FLAGS: readonly string[] = CARDS.map((_, c) => `event${c}`);

/** Flag name recording that a card's event has taken place (prerequisites: "played as an event"). */
export const playedFlag = (card: number): string => PLAYED_FLAGS[card] ?? `event${card}`;

/** Has this card's event taken place in this game? */
export function eventPlayed(s: State, card: number): boolean {
  return (s.flags[playedFlag(card)] ?? 0) > 0;
}
