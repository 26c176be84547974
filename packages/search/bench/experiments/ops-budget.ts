// Experiment (issue 12, 1989's Democrat at search:hard): the Operations choice (6.0: place SPs or
// make Support Checks) searched with another share of the budget (OPS_WEIGHT) than hard's 15%. The
// heuristic Democrat made to choose it at random wins 23.5% instead of 41.7% (kind-sensitivity.ts):
// after the card plays themselves it is the choice that weighs most among those hard searches.
// Inside the tree nothing changes (a weight above 0 keeps the decision a node). For `duel.ts --hooks`:
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 1 --procs 2 --side dem \
//     --table packages/search/results/dof-hard.json \
//     --hooks packages/search/bench/experiments/ops-budget.ts   [OPS_WEIGHT=w in the environment]
// Measured (28 Nov 2026, third session, both cores, seeds 1-100): the full budget (OPS_WEIGHT=1)
// 70/100 against the table's 76 (12 won by it only, 18 by the table only); OPS_WEIGHT=0.03 (the
// heuristic's prior all but decides) 65/100 against 76 (11, 22). Not adopted: 0.15 is the better.
import type { SearchHooks } from "@dawn/platform";
import { reweigh } from "./reweigh.ts";

/** The share of the level's budget for the Democrat's Operations choice (OPS_WEIGHT; hard: 0.15). */
const WEIGHT = Number(process.env.OPS_WEIGHT ?? 1);

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  return reweigh(h, (kind, w) => (kind === "operations" ? WEIGHT : w));
}
