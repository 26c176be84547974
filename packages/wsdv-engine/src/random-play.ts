// Random play through the public door: used by tests, the fuzzer and the benchmark.
import { applyInPlace, decision, newGame } from "./game.ts";
import type { State } from "./state.ts";
import type { Action, Options } from "./types.ts";

/** A small seeded generator separate from the game's own (the players' choices). */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export interface RandomGame {
  readonly state: State;
  readonly actions: Action[];
}

/** Plays a whole game with uniformly random legal actions (applyInPlace: the fast path). */
export function playRandomGame(seed: number, options: Options = {}, maxActions = 20_000): RandomGame {
  const s = newGame(seed, options);
  const pick = chooser(seed ^ 0x5bd1e995);
  const actions: Action[] = [];
  for (let i = 0; i < maxActions; i++) {
    const d = decision(s);
    if (!d) return { state: s, actions };
    const a = d.actions[pick(d.actions.length)]!;
    actions.push(a);
    applyInPlace(s, a);
  }
  throw new Error(`Game of seed ${seed} did not end within ${maxActions} actions`);
}

/** Options of the n-th game of a mixed series: both rule versions. */
export function mixedOptions(n: number): Options {
  return { rules: n % 2 ? "2014" : "2016" };
}
