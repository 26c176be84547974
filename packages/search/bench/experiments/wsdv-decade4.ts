// Experiment (duel.ts --hooks) on Wir sind das Volk!'s search hooks: in decade IV simulations are
// not stopped at West's next turn but play on to the end of the game (the end of decade IV, or an
// earlier collapse), so that West's search judges a move by games played out to the decision the
// evaluation's projection only estimates. Raise the step limit with --set '{"rolloutSteps":N}'
// (the search's default of 60 steps cuts a play-out of a decade's last half short).
// D4_FROM: the first decade that plays out (default 4); D4_HALF: from this half of it (default 1).
// Measured as West at hard (3,000 iterations, `--set '{"rolloutSteps":400}'`) against the heuristic,
// `duel.ts --game wsdv --bot hard --side west --procs 1`, 27 Nov 2026, stopped early: seeds 1-18
// 9/18, where the table's own games on those seeds won 10/18 (packages/search/results/
// wsdv-hard-3000.json); about 85 s a game against 60. Not adopted.
import type { SearchHooks } from "@dawn/platform";
import type { Action, State } from "@dawn/wsdv-engine";

const FROM = Number(process.env.D4_FROM ?? "4");
const HALF = Number(process.env.D4_HALF ?? "1");

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  const inner = h.isCheckpoint!;
  return {
    ...h,
    isCheckpoint(s, turn, searcher) {
      if (s.decade > FROM || (s.decade === FROM && s.half >= HALF)) return false;
      return inner(s, turn, searcher);
    },
  };
}
