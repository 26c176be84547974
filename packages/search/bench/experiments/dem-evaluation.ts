// For the experiments that give 1989's search an evaluation of their own (rich-eval-hooks.ts,
// vp-weight.ts): the search's hooks with `evaluate` answering from the Democrat's chance `dem`
// gives, for either seat, and a position where a side holds more Scoring cards than it can play
// keeping the evaluation's own sure answer (heldOutcome).
import type { Action, State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { heldOutcome, sideOf } from "../../../dof/src/search.ts";

export function withDemEvaluation(
  h: SearchHooks<State, Action>,
  dem: (s: State) => number,
): SearchHooks<State, Action> {
  return {
    ...h,
    evaluate: (s, seat) => {
      const p = heldOutcome(s) ?? dem(s);
      return sideOf(s, seat) === "dem" ? p : 1 - p;
    },
  };
}
