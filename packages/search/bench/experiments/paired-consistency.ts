// Study (issue 12): how often a search picks the same move at one position when only its seed
// changes, with and without pairedRoot (common random numbers at the root). A search whose choice
// among near-equal moves is decided by the noise of its samples scatters over them; one that
// compares the root's moves on the same samples should agree with itself more often.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/paired-consistency.ts \
//     --game dof --positions 8 --seeds 8
// Found (27 Nov 2026, 1989 at hard, 8 card plays of heuristic games x 8 seeds): the most frequent
// pick 47/64 plain, 53/64 paired. In games it did not help the Democrat (packages/search/README.md,
// "Exploration and budget"): 29 of seeds 1-49 against the table's 35.
import { parseArgs } from "node:util";
import { botContext, type SearchableModule } from "@dawn/platform";
import { titles } from "@dawn/titles";
import { analyze } from "../../src/index.ts";
import { heuristicPositions } from "../heuristic-positions.ts";

const { values } = parseArgs({
  options: {
    game: { type: "string", default: "dof" },
    positions: { type: "string", default: "8" },
    seeds: { type: "string", default: "8" },
    level: { type: "string", default: "hard" },
  },
});
const m = titles.get(values.game) as SearchableModule<unknown, unknown, unknown, unknown>;
const options = m.parseOptions(values.game === "dof" ? { scenario: "standard" } : {});
// Card plays (1989's Action Rounds; Wir sind das Volk!'s turns): the decisions with the full budget.
const positions = heuristicPositions(
  m,
  options,
  Number(values.positions),
  660_000,
  (_s, d, i) => d.actions.length > 3 && (d.kind === "actionRound" || d.kind === "turn") && i % 5 === 0,
);
for (const paired of [false, true]) {
  let agree = 0;
  let total = 0;
  for (let p = 0; p < positions.length; p++) {
    const picks = new Map<string, number>();
    for (let k = 0; k < Number(values.seeds); k++) {
      const r = analyze(m, botContext(m, positions[p]!, 5000 + 97 * k), "hard", {
        maxMs: Number.POSITIVE_INFINITY,
        pairedRoot: paired,
      });
      const key = m.actionKey(r.choices[0]!.action);
      picks.set(key, (picks.get(key) ?? 0) + 1);
    }
    const top = Math.max(...picks.values());
    agree += top;
    total += Number(values.seeds);
    console.log(
      `${paired ? "paired" : "plain "} position ${p}: ${[...picks].map(([k, n]) => `${k} ${n}`).join(", ")}`,
    );
  }
  console.log(`${paired ? "paired" : "plain "}: the most frequent pick ${agree}/${total}`);
}
