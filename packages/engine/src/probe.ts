// What an action rolls: the first die each legal action of a decision takes, answered by the rules
// themselves on throwaway copies, without the public door's checks and caches (for the table's odds).
import { decision } from "./game.ts";
import type { LogEntry } from "./log.ts";
import { handlerOf, settle, top } from "./machine.ts";
import { forkState, reforkState, type State } from "./state.ts";
import type { Action, FixedDie, Options } from "./types.ts";

/** A log entry of a die roll (entries with a `die` field). */
export type RollEntry = Extract<LogEntry, { die: number }>;

function isRoll(e: LogEntry): e is RollEntry {
  return typeof (e as { die?: unknown }).die === "number";
}

/** Thrown (as is, no stack) to stop a copy: the answer is known. */
const STOP = Object.freeze({ probeStop: true });

/**
 * For each action of `actions` (legal actions of the decision pending in `s`, as listed): the log
 * entry of the first die the action rolls when that die shows `die`, or null when it rolls none
 * before the next decision, or when something hidden or random comes first (a draw, a shuffle, a
 * card revealed), or when the die is not logged as a roll of its own (a roll-off of two dice).
 * What the state shows after the roll (the die's effects, the rest of the action) is never
 * reached: each copy stops as the roll's entry is logged. `s` is not changed.
 *
 * Each action is applied to a copy of one copy of `s` that has no log, a strict fixture of one die
 * and no secret counted since: its frame's own `act`, then the automatic steps, as `apply` does,
 * without looking the action up again or working out the copies' decisions.
 */
export function firstRolls(s: State, actions: readonly Action[], die = 1): (RollEntry | null)[] {
  const out = new Array<RollEntry | null>(actions.length).fill(null);
  if (actions.length === 0 || s.result || !decision(s)) return out;
  const secret = s.secret;
  let w: State | null = null;
  let taken = false;
  let found: RollEntry | null = null;
  // The fixture's one die: reading it tells that the die is taken, and whether it is the first
  // secret thing of the action (rollDie counts the die before taking it). A second die (a roll-off
  // logged as one entry) stops the copy too, without the strict fixture's error and its stack.
  const dice = {
    length: 2,
    get 0(): number {
      if (w === null || w.secret !== secret + 1) throw STOP;
      taken = true;
      return die;
    },
    get 1(): number {
      throw STOP;
    },
  } as unknown as readonly (number | FixedDie)[];
  // A shuffle is hidden: the copy stops there too (the strict fixture would throw its error instead).
  const stopping = {
    length: 1,
    get 0(): never {
      throw STOP;
    },
  } as unknown as readonly (readonly number[])[];
  const base = forkState(s) as State & { options: Options };
  base.options = { ...s.options, fixture: { dice, decks: stopping, powerDecks: stopping, strict: true } };
  base.fx = { dice: 0, deck: 0, power: 0 };
  // The rules only ever append to the log: the copies start with none of it.
  base.log = [];
  const push = function (this: LogEntry[], ...items: LogEntry[]): number {
    for (const e of items) {
      this[this.length] = e;
      if (isRoll(e)) {
        if (taken && e.die === die) found = e;
        throw STOP;
      }
    }
    return this.length;
  };
  // One copy for all the actions, made again from `base` before each (reforkState: in place).
  const c = forkState(base);
  const log: LogEntry[] = [];
  log.push = push;
  for (let i = 0; i < actions.length; i++) {
    if (i > 0) reforkState(c, base);
    log.length = 0;
    c.log = log;
    w = c;
    taken = false;
    found = null;
    try {
      const f = top(c)!;
      const h = handlerOf(f.k);
      h.act!(c, f, actions[i]!);
      c.seq++;
      settle(c);
    } catch {
      // STOP, a second die or a shuffle (the strict fixture), or the game's end: found says.
    }
    out[i] = found;
  }
  w = null;
  return out;
}
