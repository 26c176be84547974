// Experiment (issue 12, 1989's Democrat at search:hard): the opponent played by the fast policy
// inside the search instead of by the tree. Single-observer ISMCTS keys the opponent's nodes by
// moves only, so his card play at a node is one choice for every hand the determinizations deal
// him (the "strategy fusion" of his nodes): the tree plays for an opponent who does not know his
// own cards. Here the opponent's decisions weigh 0 (searchWeight): no node, the fast policy plays
// them on each determinization, with the hand it deals him, and the tree holds the searcher's
// decisions only (its leaves all after his own moves: the simulations still stop at the next Action
// Round, the opponent's). OPP names the opponent's seat (default com: the Democrat searching):
//   OPP=com node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 1 --procs 1 --side dem \
//     --hooks packages/search/bench/experiments/opponent-policy.ts
// Measured (27 Nov 2026, night, one pinned core, the other running a table and then CI): as the
// Democrat on seeds 1-100, 72/100 against the table's 70/100 on those seeds (16 won by the
// experiment only, 14 by the table only), 34.3 s of CPU a game against about 22 s (card plays
// 568 ms each against 365). Within chance: not adopted.
import type { SearchHooks } from "@dawn/platform";

const OPP = process.env.OPP ?? "com";

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  const weigh = h.searchWeight?.bind(h);
  return {
    ...h,
    searchWeight(s, turn) {
      if (turn.seat === OPP) return 0;
      return weigh ? weigh(s, turn) : 1;
    },
  };
}
