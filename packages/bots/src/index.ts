// Bots for 1989: Dawn of Freedom. One narrow interface: a bot sees what its seat may see (a view)
// and the legal actions, and returns one of those actions. Bots never read hidden information.
import type { Action, Side, State, View } from "@dawn/engine";
import { chooser, decision, determinize, view as viewOf } from "@dawn/engine";
import { HEURISTIC_BID, heuristicChoose, heuristicScores } from "./heuristic.ts";

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
  /** Picks one of `input.actions`, from what the seat may see. */
  choose(input: BotInput): Action;
  /**
   * Second entry point for callers holding the full state (simulations, the CLI): the state is
   * determinized first (everything hidden from `seat` re-sampled), so the bot learns nothing it
   * could not see, but it may look ahead through the engine on that copy.
   */
  chooseFromState(state: State, seat: Side, seed: number): Action;
}

/** A small seeded generator (mulberry32) for the bots' own choices: the engine's `chooser`. */
export const botRandom: (seed: number) => (n: number) => number = chooser;

function pendingActions(state: State, seat: Side): readonly Action[] {
  const d = decision(state);
  if (!d) throw new Error("The game is over: nothing to choose");
  if (d.player !== seat) throw new Error(`It is not the ${seat} seat's decision`);
  return d.actions;
}

/** Largest play-balance bid (13.0) the random bot offers. */
export const RANDOM_MAX_BID = 3;

/**
 * Uniform over the legal actions, except the play-balance bid: there it picks a side at random
 * and offers 0..RANDOM_MAX_BID SPs (a uniform pick over every legal bid would give away 6 SPs on
 * average, which decides the game before it starts).
 */
function randomPick(actions: readonly Action[], seed: number): Action {
  if (actions.length === 0) throw new Error("No legal action to choose from");
  const modest = actions.filter((a) => a.t === "bid" && a.sps <= RANDOM_MAX_BID);
  const pool = modest.length > 0 ? modest : actions;
  return pool[botRandom(seed)(pool.length)]!;
}

export const randomBot: Bot = {
  name: "random",
  choose(input) {
    return randomPick(input.actions, input.seed);
  },
  chooseFromState(state, seat, seed) {
    return randomPick(pendingActions(state, seat), seed);
  },
};

/** Scores every legal action with a hand-written evaluation (see heuristic.ts). */
export const heuristicBot: Bot = {
  name: "heuristic",
  choose(input) {
    return heuristicChoose(input);
  },
  chooseFromState(state, seat, seed) {
    const actions = pendingActions(state, seat);
    if (actions.length === 1) return actions[0]!;
    const d = determinize(state, seat, seed);
    return heuristicChoose({ view: viewOf(d, seat), actions, seat, seed, state: d });
  },
};

export type BotName = "random" | "heuristic";
export const BOT_NAMES: readonly BotName[] = ["random", "heuristic"];

export function createBot(name: BotName): Bot {
  if (name === "random") return randomBot;
  if (name === "heuristic") return heuristicBot;
  throw new Error(`Unknown bot: ${String(name)} (known: ${BOT_NAMES.join(", ")})`);
}

export {
  addGain,
  BOARD_WEIGHTS,
  type Board,
  boardOf,
  COUNTRY_OF,
  checkGain,
  controllerOf,
  countryParts,
  countryValue,
  countryValueAt,
  evaluate as evaluateBoard,
  placeCost,
  psExpectation,
  tally,
  tstChance,
  tstValue,
} from "./board.ts";
export { type BidChoice, type GameOutcome, playGame } from "./match.ts";
export { HEURISTIC_BID, heuristicChoose, heuristicScores };
