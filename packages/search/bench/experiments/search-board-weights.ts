// Experiment (issue 12, 1989's Democrat at search:hard): the search's hooks with the board model's
// weights changed (BOARD_WEIGHTS, packages/bots/src/board.ts), the opponent's heuristic bot left as
// it is. Every hook the search calls (the evaluation, the fast policy, the priors, which also make
// the bot's own SP placements) runs with the changed weights swapped in. The weights come from the
// environment as factors, e.g. BW='{"ps":1.5}' (the Power Struggle swing half as large again). For
// `duel.ts --hooks`:
//   BW='{"ps":1.5}' node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts \
//     --bot hard --against heuristic --games 100 --seed 1 --procs 1 --side dem \
//     --hooks packages/search/bench/experiments/search-board-weights.ts
// Measured (27-28 Nov 2026, night, one pinned core; BW='{"over":0.5}', the margin above control at
// half weight, which lifted the heuristic Democrat from 39.4% to 46.7% in board-weights.ts): as the
// Democrat at hard, seeds 1-100 76/100 against the table's 70, seeds 101-200 65/100 against its
// 68: 141/200 against 138/200, within chance. With progress x1.5 as well (BW='{"over":0.5,
// "progress":1.5}', both cores): seeds 1-100 69/100 against 70. Not adopted.
import type { SearchHooks } from "@dawn/platform";
import { type BoardWeights, WEIGHTS_AS_SET, withBoardWeights } from "../weights-swap.ts";

const factors = JSON.parse(process.env.BW ?? "{}") as Partial<Record<keyof BoardWeights, number>>;
const CHANGED = { ...WEIGHTS_AS_SET };
for (const [k, f] of Object.entries(factors)) {
  if (!(k in WEIGHTS_AS_SET)) throw new Error(`No such weight: ${k}`);
  CHANGED[k as keyof BoardWeights] = WEIGHTS_AS_SET[k as keyof BoardWeights] * f!;
}

function swapped<F extends (...args: never[]) => unknown>(f: F | undefined): F | undefined {
  if (!f) return undefined;
  return ((...args: Parameters<F>) => withBoardWeights(CHANGED, () => f(...args))) as F;
}

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  return {
    ...h,
    evaluate: swapped(h.evaluate?.bind(h)),
    rolloutAction: swapped(h.rolloutAction?.bind(h)),
    priors: swapped(h.priors?.bind(h)),
  };
}
