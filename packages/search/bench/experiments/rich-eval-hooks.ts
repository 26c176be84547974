// Experiment (issue 12, 1989's Democrat): the search's evaluation replaced by the "rich" logistic
// model of rich-eval.ts (the evaluation's log-odds and the board's features space by space, weights
// fitted per turn group on heuristic games), for `duel.ts --hooks`:
//   RICH_W=/tmp/rich-weights.json node --conditions=@dawn/source --import tsx \
//     packages/search/bench/duel.ts --bot hard --against heuristic --side dem --games 100 --seed 1 \
//     --procs 2 --hooks packages/search/bench/experiments/rich-eval-hooks.ts
// A position where a side holds more Scoring cards than it can play (demWinChance's sure loss) keeps
// the evaluation's own answer.
import { readFileSync } from "node:fs";
import type { Action, State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { evalBucket } from "../../../dof/src/search.ts";
import { withDemEvaluation } from "./dem-evaluation.ts";
import { dot, features } from "./rich-eval.ts";

const W = JSON.parse(readFileSync(process.env.RICH_W ?? "", "utf8")) as number[][];

function richDem(s: State): number {
  return 1 / (1 + Math.exp(-dot(W[evalBucket(s.turn)]!, features(s))));
}

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return withDemEvaluation(h, richDem);
}
