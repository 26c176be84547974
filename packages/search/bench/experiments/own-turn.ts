// Experiment (issue 12): simulations stop only at the searching seat's own turns, so that every
// search plays the opponent's reply out before it judges (Wir sind das Volk! does this for West
// only; 1989 stops at the next Action Round, the opponent's). OWN_KIND names the title's turn
// decision: `actionRound` (1989) or `turn` (Wir sind das Volk!). For `duel.ts --hooks`:
//   OWN_KIND=turn node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --game wsdv \
//     --bot normal --against heuristic --games 100 --seed 1001 --procs 1 --side east \
//     --hooks packages/search/bench/experiments/own-turn.ts
// Measured (normal, against the heuristic, one process, nice 19 on the loaded 2-core VM, 2026-11-26):
//   1989 as the Communist, seeds 1-100: 74/100 [64.6%-81.6%], 5.7 s of CPU per game, against 81/100
//     for 1989's own checkpoints on the same seeds (the Democrat's side of this rule is demcp in
//     dem-threat.ts: 56/100 on seeds 1001-1100, 54/100 on seeds 1-100). Not adopted.
import type { SearchHooks } from "@dawn/platform";

const kind = process.env.OWN_KIND;
if (kind !== "actionRound" && kind !== "turn")
  throw new Error("OWN_KIND must be actionRound (1989) or turn (wsdv)");

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  return { ...h, isCheckpoint: (_s, turn, searcher) => turn.kind === kind && turn.seat === searcher };
}
