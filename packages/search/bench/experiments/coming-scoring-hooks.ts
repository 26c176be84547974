// Experiment (issue 12, 1989's Democrat): hard's evaluation with the coming scorings counted
// (coming-scoring.ts's "+coming" model: the board model's log-odds, the VP, and the tally and Power
// Struggle swing of the countries whose Scoring card is in a hand, and of the others), the weights
// fitted on all 4,000 heuristic games of seeds 200000-203999 (28 Nov 2026). For `duel.ts --hooks`;
// CSW (JSON, one row of 7 weights per turn group) may replace them:
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --side dem --games 100 --seed 1 --procs 2 \
//     --hooks packages/search/bench/experiments/coming-scoring-hooks.ts
import type { Action, State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { evalBucket } from "../../../dof/src/search.ts";
import { features } from "./coming-scoring.ts";
import { withDemEvaluation } from "./dem-evaluation.ts";
import { dot } from "./rich-eval.ts";

const FITTED = [
  [-0.844, 1.488, 0.548, 0.302, -0.421, -0.082, -0.612],
  [-0.425, 0.89, 1.176, 0.722, 0.17, 0.009, -0.427],
  [-0.374, 0.467, 2.357, 1.454, 0.388, 0.333, -0.315],
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: a fitted weight, not ln 10
  [-0.692, 0.557, 3.337, 2.302, 1.32, 0.422, -0.32],
];
const W = (process.env.CSW ? JSON.parse(process.env.CSW) : FITTED) as number[][];

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return withDemEvaluation(h, (s) => 1 / (1 + Math.exp(-dot(W[evalBucket(s.turn)]!, features(s)))));
}
