// Experiment (issue 12, 1989's Democrat at search:hard): the Power Struggle's decisions (8.2
// raise or pass, 8.3.2 lead and match) searched with the full budget instead of a quarter of it.
// A Power Struggle settles who takes Power in a country (the Communist's Power is the big swing of
// the table's lost games: 4 VP a country at Final Scoring, 10.4.1, and the escalating Power
// scores of 8.4.6), and it costs little: a few such decisions a game. PS_W sets the weight
// (default 1). For `duel.ts --hooks`:
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --against heuristic --games 100 --seed 1 --procs 2 --side dem \
//     --hooks packages/search/bench/experiments/ps-budget.ts
// Measured (27 Nov 2026, late night, one pinned core, the other running a table): as the Democrat
// on seeds 1-30, 19/30 against the table's 23/30 on those seeds (none won by the experiment only, 4
// by the table only; the other 26 ended as in the table). Stopped there: not adopted.
import type { SearchHooks } from "@dawn/platform";
import { reweigh } from "./reweigh.ts";

const W = Number(process.env.PS_W ?? 1);
const POWER_STRUGGLE = new Set(["raiseStakes", "powerAttack", "powerMatch"]);

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  return reweigh(h, (kind, w) => (w > 0 && POWER_STRUGGLE.has(kind) ? W : w));
}
