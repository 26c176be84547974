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
// "progress":1.5}', both cores): seeds 1-100 69/100 against 70. Not adopted. The Democrat's own
// decisions only, the evaluation unchanged (BW='{"over":0.5}' BW_HOOKS=rolloutAction,priors
// BW_SEAT=dem: his placements and card-play priors, in play and inside the search, while the
// evaluation keeps the weights it was fitted with and the Communist inside the search stays the
// heuristic; 28 Nov 2026, both cores): seeds 1-99 64/99 against the table's 69 (20 won by the
// experiment only, 25 by the table only). Not adopted.
import type { SearchHooks } from "@dawn/platform";
import { type BoardWeights, scaledWeights, withBoardWeights } from "../weights-swap.ts";

const CHANGED = scaledWeights(
  JSON.parse(process.env.BW ?? "{}") as Partial<Record<keyof BoardWeights, number>>,
);

// BW_HOOKS (default "evaluate,rolloutAction,priors") names the hooks that run with the changed
// weights; BW_SEAT (default: both) limits the fast policy's and the priors' swap to the decisions
// of one seat (e.g. "dem": the Democrat's own placements and card plays, in play and inside the
// search, while the Communist inside the search is modelled as the heuristic he is).
const HOOKS = new Set((process.env.BW_HOOKS ?? "evaluate,rolloutAction,priors").split(","));
const SEAT = process.env.BW_SEAT ?? null;

function swapped<F extends (...args: never[]) => unknown>(
  name: string,
  f: F | undefined,
  seatOf?: (...args: Parameters<F>) => string,
): F | undefined {
  if (!f || !HOOKS.has(name)) return f;
  return ((...args: Parameters<F>) =>
    SEAT !== null && seatOf && seatOf(...args) !== SEAT
      ? f(...args)
      : withBoardWeights(CHANGED, () => f(...args))) as F;
}

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  return {
    ...h,
    evaluate: swapped("evaluate", h.evaluate?.bind(h)),
    rolloutAction: swapped("rolloutAction", h.rolloutAction?.bind(h), (_s, turn) => turn.seat),
    priors: swapped("priors", h.priors?.bind(h), (_s, turn) => turn.seat),
  };
}
