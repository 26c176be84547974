// Experiment (issue 12, 1989's Democrat at search:hard): the search tree tells apart the nodes that
// the same moves reach with different observations, so that a later decision (the searcher's next
// card play after his Support Checks' dice, the Communist's reply to them) is searched for what the
// player would know then. Single-observer ISMCTS keys nodes by moves only: it plays one reply for
// every outcome of the dice, which undervalues plays whose outcomes vary and a later choice could
// exploit. This module adds 1989's observation (the public board and the seat's own hand, as a
// hash); the search's `outcomes` parameter turns the split on ("own": the searcher's decisions
// only, "all": every decision):
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --set '{"outcomes":"own"}' --against heuristic --games 100 --seed 1 --procs 1 --side dem \
//     --hooks packages/search/bench/experiments/outcome-nodes.ts
// Measured (27 Nov 2026, evening, one pinned core, the other running a table): "own" as the
// Democrat on seeds 1-100, 70/100, as many as the table's games on those seeds; 22.5 s of CPU a
// game. Not adopted.
import { type Action, COUNTRIES, type State } from "@dawn/engine";
import type { SearchHooks, Seat } from "@dawn/platform";
import { sideOf } from "../../../dof/src/search.ts";

/** Mixes `x` into hash `h` (32-bit multiply-xorshift). */
function mix(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x9e3779b1);
  return (h ^ (h >>> 15)) >>> 0;
}

/** The public board (SPs, VP, Power, TST, the USSR track, turn and round) and the hand of the side `seat` plays. */
function observation(s: State, seat: Seat): number {
  let h = 0x811c9dc5;
  for (const v of s.sp.dem) h = mix(h, v);
  for (const v of s.sp.com) h = mix(h, v + 97);
  h = mix(h, s.vp + 1000);
  for (const c of COUNTRIES) h = mix(h, s.power[c] === "dem" ? 1 : 2);
  h = mix(h, s.tst.dem * 16 + s.tst.com);
  h = mix(h, s.ussr);
  h = mix(h, s.turn * 16 + s.round);
  // The hand as a set: the same cards in any order are one observation.
  let hand = 0;
  for (const c of s.hands[sideOf(s, seat)]) hand = (hand + mix(0x27d4eb2d, c)) >>> 0;
  return mix(h, hand);
}

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return { ...h, observation };
}
