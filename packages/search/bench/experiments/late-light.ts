// Experiment (issue 12, 1989): more search early, less late. The positions study (../README.md,
// "Late-game play-outs") found the search adds little over the heuristic from turn 7 on; this
// multiplies the title's search weight of every decision in turns LATE_LO..LATE_HI (default 7-9)
// by LATE_F (default 0.35), so that a doubled budget (`--set '{"iterations":8000}'`) costs about
// 1.7 times hard's 4,000 instead of twice. For `duel.ts --hooks`:
//   LATE_F=0.35 node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard \
//     --set '{"iterations":8000}' --against heuristic --games 100 --seed 1 --procs 2 --side dem \
//     --hooks packages/search/bench/experiments/late-light.ts --json
// Measured (against the heuristic, the quiet 2-core VM, both cores, 2026-11-26, at d24d255):
//   1989 as the Democrat, seeds 1-100, 8,000 iterations, turns 7-9 at 0.35: 66/100 [56.3%-74.5%],
//     33.0 s of CPU per game (card plays 557 ms each), against 70/100 for hard's 4,000 everywhere
//     (about 19 s a game) on the same seeds. Twice the early search bought no measurable strength:
//     not adopted.
import type { SearchHooks } from "@dawn/platform";

const LO = Number(process.env.LATE_LO ?? 7);
const HI = Number(process.env.LATE_HI ?? 9);
const F = Number(process.env.LATE_F ?? 0.35);

export default function change<S extends { readonly turn: number }, A>(
  h: SearchHooks<S, A>,
): SearchHooks<S, A> {
  const weigh = h.searchWeight?.bind(h);
  return {
    ...h,
    searchWeight(s, turn) {
      const w = weigh ? weigh(s, turn) : 1;
      return s.turn >= LO && s.turn <= HI ? w * F : w;
    },
  };
}
