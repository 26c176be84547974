// Wir sind das Volk!'s knowledge lent to the title-neutral search AI (@dawn/search) through the
// platform's search hooks: the heuristic's evaluation turned into a win chance, a policy for
// simulations (cards at random, the choices inside a turn greedy by the evaluation, like the
// heuristic's own play-out), the heuristic's turn-by-turn judgement as priors at the searched
// decision, and West's turns as the checkpoints where simulations stop. Everything here runs on
// states drawn by determinize: nothing hidden is read.
import type { SearchHooks, Turn } from "@dawn/platform";
import {
  type Action,
  applyInPlace,
  CARDS,
  type DecisionKind,
  type Side,
  type State,
} from "@dawn/wsdv-engine";
import { greedy, heuristicScores } from "./bots.ts";
import { evaluate } from "./eval.ts";

/**
 * Evaluation units per factor e of the odds of winning: a lead of this many units makes a win
 * e/(1+e) = 73% likely. The evaluation's ±(12..40) for the winner the end of the decade would give
 * dominates it, so a position that projects a win is judged a near-certain one.
 */
export const EVAL_SCALE = 10;

/** East's chance to win from `s` by the heuristic's evaluation. */
export function eastWinChance(s: State): number {
  if (s.result) return s.result.winner === "east" ? 1 : 0;
  return 1 / (1 + Math.exp(-evaluate(s) / EVAL_SCALE));
}

/**
 * A move for simulations. The card of a turn is drawn at random (used to remove unrest at the
 * price of a dismantle point only once in a while); every other choice (where to place, remove,
 * build, attack, dismantle; cards to discard) is the heuristic's greedy one, one step ahead: random
 * placements made most simulations of a good card look poor.
 */
function rolloutAction(s: State, turn: Turn<Action>, rand: () => number): number {
  const acts = turn.actions;
  if (turn.kind !== "turn")
    return greedy(s, { kind: turn.kind as DecisionKind, player: turn.seat as Side, actions: acts });
  const n = acts.length;
  let i = (rand() * n) | 0;
  const a = acts[i]!;
  if (a.t === "play" && a.use === "unrest") {
    const own = CARDS[a.card]!.colour === (turn.seat === "east" ? "red" : "yellow");
    if (!own && rand() < 0.75) i = (rand() * n) | 0;
  }
  return i;
}

/**
 * Simulations stop at the start of a West turn. West's search so plays East's reply out (a random
 * card, greedy choices) before it judges: a static judgement right after one's own turn ignores
 * what the other side does next, worst before the end of a decade where East moves last. East's
 * search stops at the end of its own turn, as before (measured: see the README's Figures).
 */
const isCheckpoint = (_s: State, turn: Turn<Action>): boolean => turn.kind === "turn" && turn.seat === "west";

export const WSDV_SEARCH_HOOKS: SearchHooks<State, Action> = {
  evaluate(s, seat) {
    const p = eastWinChance(s);
    return seat === "east" ? p : 1 - p;
  },
  rolloutAction,
  isCheckpoint,
  priors(s, turn, _seed, root) {
    // The heuristic plays each turn out (a few milliseconds): at the searched decision only.
    if (!root) return null;
    return heuristicScores(s, turn.actions);
  },
  priorScale: 3,
  applyLegal: applyInPlace,
  // The rules never read the log (record.ts leaves it out of the hash), nor do these hooks: a sample
  // starts without it, so the copies of the state the greedy choices make in every simulation are
  // about half as long (a sampled log holds about 150 entries on average, up to about 400).
  prepare(s) {
    s.log.length = 0;
  },
  // Hard searches four times the search's default of 1,500 iterations. As West against the
  // heuristic: 1,500 won 65/100 on seeds 101-200, 3,000 79/100 there but 104/150 over the table's
  // seeds; 6,000 won 32/40 on seeds 51-90, where 3,000 won 25/40 (27 Nov 2026). A decision costs
  // about 0.62 s of one core at the median (0.70 s on average), the longest 2.5 s (the time cap),
  // since the evaluation got about a third cheaper (fad3ac8). Over the 400 games per side of its
  // table (seeds 1-400): West 75.8%, East 85.8%, 728 ms per decision at the median, 2.5 s at most
  // (wall-clock). The README's Figures, issue 12.
  levels: { hard: { iterations: 6000, maxMs: 2500 } },
};
