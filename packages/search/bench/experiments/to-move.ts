// Experiment (issue 12, 1989): the side to move in the evaluation. The search stops its
// simulations at the start of an Action Round, whoever's it is, so leaves at the Democrat's rounds
// and at the Communist's are averaged together. On heuristic games (the Action Round starts of 700
// games, seeds 91000-91699, bench/experiments/eval-terms.ts) the evaluation
// is 0.22-0.27 lower in log-odds at the Democrat's rounds than at the Communist's, while who won says
// the reverse: at equal evaluation the side to move does better, by 0.24-0.31 (a logistic fit per
// turn group, y ~ a·logit + b + c·[the Democrat to move], a about 1): the evaluation credits the
// move just made with what is the tempo of the move to come. This adds the fitted b and c.
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 1 --procs 1 --side dem \
//     --hooks packages/search/bench/experiments/to-move.ts
// Measured (27 Nov 2026, night, one pinned core, the other running a table): 34 of the first 56
// games (seeds 1-56) against the table's 41 on those seeds (13 won by the table only, 6 by the
// experiment only); stopped there. Not adopted.
import type { State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { evalBucket, sideOf } from "../../../dof/src/search.ts";

/** Fitted per turn group (1-3, 4-6, 7-9, 10): the shift, and the Democrat's edge when he is to move. */
const B = [-0.213, -0.194, 0.015, 0.147];
const C = [0.239, 0.29, 0.264, 0.307];
const SCALE = Number(process.env.TO_MOVE_SCALE ?? 1);

export default function change<A>(h: SearchHooks<State, A>): SearchHooks<State, A> {
  const evaluate = h.evaluate!.bind(h);
  return {
    ...h,
    evaluate(s, seat) {
      const p = evaluate(s, seat);
      if (p <= 0.02 || p >= 0.98) return p;
      const demSeat = sideOf(s, seat) === "dem";
      const k = evalBucket(s.turn);
      const shift = SCALE * (B[k]! + (s.phasing === "dem" ? C[k]! : 0));
      const x = Math.log(p / (1 - p)) + (demSeat ? shift : -shift);
      return 1 / (1 + Math.exp(-x));
    },
  };
}
