// Wir sind das Volk!'s knowledge lent to the title-neutral search AI (@dawn/search) through the
// platform's search hooks: the heuristic's evaluation turned into a win chance, a cheap policy for
// simulations, the heuristic's turn-by-turn judgement as priors at the searched decision, and the
// start of a turn as the checkpoint where simulations stop. Everything here runs on states drawn by
// determinize: nothing hidden is read.
import type { SearchHooks, Turn } from "@dawn/platform";
import { type Action, applyInPlace, CARDS, type State } from "@dawn/wsdv-engine";
import { heuristicScores } from "./bots.ts";
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

/** Decisions where stopping early ("done", "none") wastes what the card gave. */
const SPEND = new Set(["buildAction", "lsAction"]);

/**
 * A quick move for simulations: a random card, not used to remove unrest at the price of a
 * dismantle point more than once in a while; construction and living standards spent in full.
 */
function rolloutAction(_s: State, turn: Turn<Action>, rand: () => number): number {
  const acts = turn.actions;
  const n = acts.length;
  let i = (rand() * n) | 0;
  if (turn.kind === "turn") {
    const a = acts[i]!;
    if (a.t === "play" && a.use === "unrest") {
      const own = CARDS[a.card]!.colour === (turn.seat === "east" ? "red" : "yellow");
      if (!own && rand() < 0.75) i = (rand() * n) | 0;
    }
    return i;
  }
  if (SPEND.has(turn.kind) && n > 1 && acts[i]!.t === "option") i = (i + 1 + ((rand() * (n - 1)) | 0)) % n;
  return i;
}

export const WSDV_SEARCH_HOOKS: SearchHooks<State, Action> = {
  evaluate(s, seat) {
    const p = eastWinChance(s);
    return seat === "east" ? p : 1 - p;
  },
  rolloutAction,
  isCheckpoint: (_s, turn) => turn.kind === "turn",
  priors(s, turn, _seed, root) {
    // The heuristic plays each turn out (a few milliseconds): at the searched decision only.
    if (!root) return null;
    return heuristicScores(s, turn.actions);
  },
  priorScale: 3,
  applyLegal: applyInPlace,
};
