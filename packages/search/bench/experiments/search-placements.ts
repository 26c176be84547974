// Experiment (issue 12, 1989's Democrat at search:hard): the SP placements (6.1) and Support
// Checks (6.2) of the searching seat searched, instead of left to the heuristic's greedy plan.
// PLACE_W and CHECK_W set their share of the level's budget (default 0.25 each; 0 leaves a kind to
// the heuristic). For `duel.ts --hooks`:
//   PLACE_W=0.25 CHECK_W=0.25 node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts \
//     --bot hard --against heuristic --games 100 --seed 1 --procs 2 --side dem \
//     --hooks packages/search/bench/experiments/search-placements.ts
// Measured (28 Nov 2026, both cores, hard's table's settings otherwise): as the Democrat on seeds
// 1-32, 16/32 against the table's 22 on those seeds (3 won by the experiment only, 9 by the table
// only). Stopped there: not adopted (the same as at normal: the search README).
import type { SearchHooks } from "@dawn/platform";
import { reweigh } from "./reweigh.ts";

const WEIGHTS: Record<string, number> = {
  placeSupport: Number(process.env.PLACE_W ?? 0.25),
  supportCheck: Number(process.env.CHECK_W ?? 0.25),
};

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  return reweigh(h, (kind, w) => (w === 0 && WEIGHTS[kind] !== undefined ? WEIGHTS[kind] : w));
}
