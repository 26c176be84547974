// Random play through the public door: used by property tests, the fuzzer and the benchmark.
import { card } from "./data/index.ts";
import { applyListed, decision, newGame } from "./game.ts";
import type { State } from "./state.ts";
import type { Action, Decision, Options } from "./types.ts";

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

/** How a random player picks among the legal actions. */
export type RandomPolicy =
  /** Uniformly at random. */
  | "uniform"
  /** Uniformly, but a Scoring card is played when the rounds left would not allow holding it. */
  | "scoringWhenDue";

export interface RandomGame {
  readonly state: State;
  readonly actions: Action[];
}

const ROUNDS_PER_TURN = 7;

/**
 * The action a random player takes. With "scoringWhenDue", a player holding as many Scoring cards
 * as he has Action Rounds left plays one of them (so games reach the later turns more often).
 */
export function randomAction(
  s: State,
  d: Decision,
  pick: (n: number) => number,
  policy: RandomPolicy,
): Action {
  const acts = d.actions;
  if (policy === "scoringWhenDue" && d.kind === "actionRound") {
    let scoring = 0;
    const hand = s.hands[d.player];
    for (let i = 0; i < hand.length; i++) if (card(hand[i]!).scoring) scoring++;
    if (scoring > 0 && scoring >= ROUNDS_PER_TURN - s.round + 1) {
      const plays: Action[] = [];
      for (const a of acts) if (a.t === "play" && card(a.card).scoring) plays.push(a);
      if (plays.length > 0) return plays[pick(plays.length)]!;
    }
  }
  return acts[pick(acts.length)]!;
}

/** Plays a whole game with random legal actions (applyInPlace: the fast path). */
export function playRandomGame(
  seed: number,
  options: Options = { scenario: "standard" },
  maxActions = 20_000,
  policy: RandomPolicy = "uniform",
): RandomGame {
  const s = newGame(seed, options);
  const pick = chooser(seed ^ 0x5bd1e995);
  const actions: Action[] = [];
  for (let i = 0; i < maxActions; i++) {
    const d = decision(s);
    if (!d) return { state: s, actions };
    const a = randomAction(s, d, pick, policy);
    actions.push(a);
    // `a` is one of the listed actions of `d` (randomAction picks from them).
    applyListed(s, d, a);
  }
  throw new Error(`Game of seed ${seed} did not end within ${maxActions} actions`);
}

/** The options of the n-th game of a mixed series: the three scenarios, with and without the bid. */
export function mixedOptions(n: number): Options {
  const scenario = (["standard", "dem+1", "dem+2"] as const)[n % 3]!;
  return n % 4 === 3 ? { scenario, bid: true } : { scenario };
}
