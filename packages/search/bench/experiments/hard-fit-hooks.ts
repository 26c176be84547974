// Experiment (issue 12, 1989's Democrat at search:hard): hard's evaluation (demWinChanceVp) with the
// weights `hard-games-fit.ts` fitted on the Action Rounds of hard's own Democrat games (seeds 1-300
// of its table, replayed from `duel.ts --records`) in turns 1-9, VP_APART's in turn 10 (the refit
// was worse there held out). For `duel.ts --hooks` (play it on seeds the fit did not see):
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 301 --procs 2 --side dem \
//     --table packages/search/results/dof-hard.json \
//     --hooks packages/search/bench/experiments/hard-fit-hooks.ts
// Measured (28 Nov 2026, both cores): seeds 301-371 43/71 against the table's 51 (6 won by it only,
// 14 by the table only). Stopped: not adopted.
import type { State } from "@dawn/engine";
import type { SearchHooks, Seat } from "@dawn/platform";
import { demWinChanceVp, sideOf, VP_APART } from "../../../dof/src/search.ts";

const WEIGHTS: readonly (readonly number[])[] = [
  [0.9, 1.145, 1.636],
  [0.711, 0.742, 1.417],
  [0.627, 0.792, 1.273],
  VP_APART[3]!,
];

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  return {
    ...h,
    evaluate(s: S, seat: Seat) {
      const st = s as unknown as State;
      const p = demWinChanceVp(st, WEIGHTS);
      return sideOf(st, seat) === "dem" ? p : 1 - p;
    },
  };
}
