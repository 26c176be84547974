// Experiment (duel.ts --hooks) on Wir sind das Volk!'s search hooks: the heuristic's turn judgement
// (heuristicScores: each card play of the turn played out greedily and judged) as priors also deeper
// in the tree, at the card choices of either side's turn, not only at the searched decision. The
// simulations draw a turn's card at random, so without priors the tree meets the other side's
// strongest replies (the card that floods West with unrest before the end of a decade) only by
// chance; with them it widens toward those replies first. West loses 26 of his 46 lost table games
// by his own collapse (9.10), most of them at the end of decades III and IV.
// The count of nodes that get priors and the visits a node needs first are the search's own
// parameters: --set '{"priorNodes":40,"priorVisits":8}'.
// Measured as West at hard (3,000 iterations) with those parameters against the heuristic,
// `duel.ts --game wsdv --bot hard --side west --procs 1`, 27 Nov 2026, stopped early: seeds 51-67
// 10/17, where the table's own games on those seeds won 12/17 (wsdv-hard-3000.json). Not adopted.
import type { SearchHooks } from "@dawn/platform";
import type { Action, State } from "@dawn/wsdv-engine";
import { heuristicScores } from "../../../wsdv/src/bots.ts";

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return {
    ...h,
    priors(s, turn, seed, root) {
      if (root) return h.priors!(s, turn, seed, root);
      return turn.kind === "turn" ? heuristicScores(s, turn.actions) : null;
    },
  };
}
