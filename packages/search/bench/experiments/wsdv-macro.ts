// Experiment (duel.ts --hooks) on Wir sind das Volk!'s search hooks: the choices inside a turn
// (where to place, remove, build, attack, dismantle...) weighed apart from the card plays, as
// 1989's searchWeight does with its placements. Variants by environment:
// H3_W: the weight of a choice inside a turn (default 0: no tree node, the heuristic answers the
//   bot's own at once and the fast policy plays them inside the tree, one macro step per turn);
// H3_CARD: the weight of the other decisions (the card of a turn, discards; default 1).
//   H3_W=0 node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --game wsdv --bot hard \
//     --against heuristic --side west --games 50 --seed 101 --procs 2 --hooks ./packages/search/bench/experiments/wsdv-macro.ts
// Measured (27 Nov 2026, hard at 1,500 iterations, as West, seeds 101-150): H3_W=0 won 27/50 against
// 30/50 without it, for 22 s of CPU a game against 29 s (card plays 0.78 s each: the choices inside
// a turn, played by the greedy policy in the tree, make each iteration dearer). Not adopted: unlike
// 1989's placements, the search's choices inside a turn are worth their cost here.
import type { SearchHooks } from "@dawn/platform";
import type { Action, State } from "@dawn/wsdv-engine";
// Choices about cards (the card of a turn, discards...): searched with the whole budget.
import { CARD_KINDS } from "./wsdv-greedy.ts";

const W = Number(process.env.H3_W ?? "0");
const CARD = Number(process.env.H3_CARD ?? "1");

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return { ...h, searchWeight: (_s, turn) => (CARD_KINDS.has(turn.kind) ? CARD : W) };
}
