// Experiment (issue 12, 1989's Democrat at search:hard): inside simulations, the Operations
// choice (place SPs or make Support Checks) made by comparing what each would bring, as the
// heuristic compares its plans, instead of the fast policy's draw (the opponent's event first,
// else placement 70% of the time, checks 30%). Checks are rated by the heuristic's planChecks (two
// checks on the best target); a placement by the average value of an Op of placement (OP_VALUE,
// as the fast policy's card rating counts it): the heuristic's own judgement (heuristicScores
// on a view, with its planPlacement) made the first two games 4-6 times slower than the table's. OPS_CHOICE_MARGIN: VP-like units checks must beat placement by (default 0).
// Measured (27 Nov 2026, one pinned core, the other running a table; hard as the Democrat, seeds
// 1-33, stopped early): 19/33 against 25/33 for the table's games on the same seeds (won by the
// experiment only 3, by the table only 9), about 27 s of CPU a game. Not adopted.
// Again with hard's present evaluation (28 Nov 2026, fourth session, both cores): seeds 1-100
// 71/100 against the table's 76 (14, 19). The rule itself plays far better than the fast policy's
// draw (experiments/kind-sensitivity.ts: 380 against 178 of 1,000 as the heuristic Democrat's choice).
// Run:
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 1 --procs 1 --side dem \
//     --hooks packages/search/bench/experiments/ops-choice.ts
import { type Action, decision, type State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { planChecks } from "../../../bots/src/board.ts";
import { boardFrom, sideOf } from "../../../dof/src/search.ts";

const OP_VALUE = 0.8;
const MARGIN = Number(process.env.OPS_CHOICE_MARGIN ?? 0);

/** The rule: checks when the heuristic's plan of checks beats placement's value by MARGIN. */
export function opsChoice(s: State, seat: string): "check" | "place" {
  const ops = decision(s)?.ops ?? 1;
  return planChecks(boardFrom(s), sideOf(s, seat), ops) > ops * OP_VALUE + MARGIN ? "check" : "place";
}

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  const rollout = h.rolloutAction!.bind(h);
  return {
    ...h,
    rolloutAction(s, turn, rand) {
      if (turn.kind !== "operations") return rollout(s, turn, rand);
      const actions = turn.actions;
      // The opponent's event first, as before (it lets the Operations answer it).
      const ev = actions.findIndex((a) => a.t === "option" && a.option === "event");
      if (ev >= 0) return ev;
      const want = opsChoice(s, turn.seat);
      const i = actions.findIndex((a) => a.t === "option" && a.option === want);
      return i >= 0 ? i : rollout(s, turn, rand);
    },
  };
}
