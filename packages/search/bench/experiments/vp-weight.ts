// Experiment (issue 12, 1989's Democrat): the search's evaluation with the VP counted apart. A
// logistic fit at the Action Rounds of 4,000 heuristic games (rich-eval.ts's points, seeds
// 200000-203999) of who won on the evaluation's log-odds and the VP (over 20) gives, per turn
// group, a bias, a weight on the log-odds below 1 and a large weight on the VP: the VP tell more
// about the winner than the evaluation (the heuristic's board model) lets them. Held-out log-loss
// on those games: turns 1-3 0.6266 -> 0.6214, 4-6 0.5306 -> 0.5184, 7-9 0.4657 -> 0.4440, 10
// 0.3690 -> 0.3236; on the Action Rounds of 100 games of hard's Democrat (8,000 iterations) against
// the heuristic: 0.6603 -> 0.6717 (worse), 0.5487 -> 0.5199, 0.4211 -> 0.3933, 0.3031 -> 0.2108.
// For `duel.ts --hooks`; VPW (JSON, one [bias, log-odds weight, VP weight] per turn group) may
// replace the fitted weights:
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --side dem --games 100 --seed 1 --procs 2 \
//     --hooks packages/search/bench/experiments/vp-weight.ts
import type { Action, State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { demWinChanceVp, VP_APART } from "../../../dof/src/search.ts";
import { withDemEvaluation } from "./dem-evaluation.ts";

// The fitted weights were adopted as hard's own evaluation (demWinChanceVp, 28 Nov 2026): this
// module now matters only with VPW.
const W = (process.env.VPW ? JSON.parse(process.env.VPW) : VP_APART) as number[][];

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return withDemEvaluation(h, (s) => demWinChanceVp(s, W));
}
