// Bots for 1989: Dawn of Freedom. One narrow interface: a bot sees what its seat may see (a view)
// and the legal actions, and returns one of those actions. Bots never read hidden information.
import type { Action, Side, State, View } from "@dawn/engine";
import { determinize, view as viewOf } from "@dawn/engine";

export interface BotInput {
  /** What the bot's seat may see (engine `view(state, seat)`). */
  view: View;
  /** The legal actions of the pending decision (the bot's seat decides). */
  actions: readonly Action[];
  seat: Side;
  /** Seed for the bot's own choices (makes its play reproducible). */
  seed: number;
}

export interface Bot {
  readonly name: string;
  /** Picks one of `input.actions`. */
  choose(input: BotInput): Action;
}

/** A small seeded generator (mulberry32) for the bots' own choices. */
export function botRandom(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Uniform over the legal actions. */
export const randomBot: Bot = {
  name: "random",
  choose(input) {
    if (input.actions.length === 0) throw new Error("No legal action to choose from");
    return input.actions[botRandom(input.seed)(input.actions.length)]!;
  },
};

/**
 * TEMPORARY STUB: the heuristic bot delegates to the random bot until the real heuristic lands
 * (same interface; will be replaced in this package shortly).
 */
const heuristicStub: Bot = { name: "heuristic", choose: (input) => randomBot.choose(input) };

export function createBot(name: "random" | "heuristic"): Bot {
  if (name === "random") return randomBot;
  if (name === "heuristic") return heuristicStub;
  throw new Error(`Unknown bot: ${String(name)}`);
}

/**
 * Convenience for callers holding the full state (simulations): the bot still only sees what its
 * seat may see, since the state is determinized (hidden information re-sampled) first.
 */
export function chooseFromState(bot: Bot, state: State, seat: Side, seed: number): Action {
  const d = determinize(state, seat, seed);
  const v = viewOf(d, seat);
  const actions = v.decision?.actions ?? [];
  return bot.choose({ view: v, actions, seat, seed });
}
