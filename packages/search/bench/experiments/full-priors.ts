// Experiment (issue 12, 1989's Democrat at search:hard): the heuristic's full Action Round
// judgement (its scores with the one-play lookahead through the engine) as the priors of every
// Action Round node of the tree, not only the root's. Inside the tree the hooks use the cheap card
// rating (quickCardScores) because the full judgement once took tens of milliseconds; since the
// heuristic's board model got faster (countryParts, 26 Nov 2026) it takes well under a millisecond,
// and the priors are asked for at most `priorNodes` (200) nodes a decision.
// Measured (26 Nov 2026 evening, both cores of the quiet VM, duel.ts --bot normal --side dem --procs 2,
// seeds 1-100): 55/100 [45.2%-64.4%] against 54/100 for the same seeds without it, 11.5 s of CPU a
// game against about 8 s. Not adopted: the heuristic's judgement inside the tree buys nothing.
// At hard with its present evaluation (28 Nov 2026, fourth session, both cores, --table): seeds
// 1-100 72/100 against the table's 76 (14 won by it only, 18 by the table only), 19.1 s of CPU a game.
// FULL_PRIORS=side: only at the searching side's own nodes; =opp: only at the opponent's; default both.
// Run:
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 1 --procs 2 --side dem \
//     --hooks packages/search/bench/experiments/full-priors.ts --json
import { heuristicScores } from "@dawn/bots";
import { type Action, other, type Side, type State, view } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { forcedScoring } from "../../../dof/src/search.ts";

const WHICH = process.env.FULL_PRIORS ?? "both";

const sideOf = (s: State, seat: string): Side => {
  const side = seat as Side;
  return s.sidesSwapped ? other(side) : side;
};

let searcher: Side | null = null;

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  const priors = h.priors!.bind(h);
  return {
    ...h,
    priors(s, turn, seed, root) {
      const me = sideOf(s, turn.seat);
      if (root) searcher = me;
      if (root || turn.kind !== "actionRound" || forcedScoring(s, turn) >= 0)
        return priors(s, turn, seed, root);
      const own = me === searcher;
      if ((WHICH === "side" && !own) || (WHICH === "opp" && own)) return priors(s, turn, seed, root);
      return heuristicScores({
        view: view({ ...s, log: [] }, me),
        actions: turn.actions,
        seat: me,
        seed,
        state: s,
      });
    },
  };
}
