// Experiment (issue 12, 1989's Democrat at search:hard): the board model's weights changed in hard's
// own SP placements and Support Check targets only (the decisions hard leaves to the heuristic: its
// priors at the root answer them), everything inside the search as it is. The heuristic Democrat
// with the margin above control at half weight won 46.7% instead of 39.4% (board-weights.ts), and
// placements and checks weigh most after the card plays (kind-sensitivity.ts); in every hook of the
// search the change bought nothing measurable (search-board-weights.ts). For `duel.ts --hooks`:
//   BW='{"over":0.5}' node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts \
//     --bot hard --against heuristic --games 100 --seed 1 --procs 2 --side dem \
//     --table packages/search/results/dof-hard.json \
//     --hooks packages/search/bench/experiments/root-placement-weights.ts
// Measured (28 Nov 2026, third session, both cores; BW='{"over":0.5}'): seeds 1-100 75/100 against
// the table's 76 (10 won by it only, 11 by the table only). Not adopted.
import type { SearchHooks } from "@dawn/platform";
import { type BoardWeights, scaledWeights, withBoardWeights } from "../weights-swap.ts";

const CHANGED = scaledWeights(
  JSON.parse(process.env.BW ?? '{"over":0.5}') as Partial<Record<keyof BoardWeights, number>>,
);

/** The decisions the changed weights make (when they are the bot's own, at the root). */
const KINDS = new Set(["placeSupport", "supportCheck", "eventPlace", "eventRemove"]);

export default function change<S, A>(h: SearchHooks<S, A>): SearchHooks<S, A> {
  const priors = h.priors!.bind(h);
  return {
    ...h,
    priors(s, turn, seed, root) {
      return root && KINDS.has(turn.kind)
        ? withBoardWeights(CHANGED, () => priors(s, turn, seed, root))
        : priors(s, turn, seed, root);
    },
  };
}
