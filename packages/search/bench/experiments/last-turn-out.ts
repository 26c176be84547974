// Experiment (issue 12, 1989's Democrat at search:hard): in the last turn (10) simulations play on
// to the end of the game instead of stopping at the next Action Round, so that Final Scoring (10.4:
// every country scored, no Power Struggles, the Communist's bonus for Power) is counted as it falls
// rather than estimated by the evaluation. 42 of the 115 games hard's Democrat lost in its table
// were lost at Final Scoring. FROM_TURN sets the first turn played out (default 10). Run with a
// larger step limit, for example `--set '{"rolloutSteps":400}'`:
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 1 --procs 2 --side dem --set '{"rolloutSteps":400}' \
//     --hooks packages/search/bench/experiments/last-turn-out.ts
// Measured (28 Nov 2026, one core each, against hard's own duel on the same seeds, which ended each
// game as the table did): seeds 1-48 31/48 for both; every game over before turn 10 ended the same,
// 14 games went otherwise in turn 10 and 2 of them changed winner, one each way. Not adopted.
import type { State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";

const FROM = Number(process.env.FROM_TURN ?? 10);

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  const check = h.isCheckpoint?.bind(h);
  return {
    ...h,
    isCheckpoint(s, turn, seat) {
      if ((s as unknown as State).turn >= FROM) return false;
      return check ? check(s, turn, seat) : false;
    },
  };
}
