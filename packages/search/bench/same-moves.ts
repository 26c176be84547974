// Same moves, less CPU? Runs a level's search (iterations only: no time cap) on fixed positions of
// a title (every 7th real decision of heuristic-against-heuristic games) and writes each result's
// moves, visits and win chances as JSON lines, with the CPU time of the searches; `--against FILE`
// compares with an earlier run's lines and says where the results differ. For changes that should
// only make the search faster: the same lines before and after, and the CPU each took.
//   node --conditions=@dawn/source --import tsx packages/search/bench/same-moves.ts --game wsdv \
//     --level hard --positions 20 --out /tmp/after.jsonl [--against /tmp/before.jsonl] [--set '{...}']
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { botContext, type SearchableModule } from "@dawn/platform";
import { titles } from "@dawn/titles";
import { analyze, type SearchLevel } from "../src/index.ts";
import { heuristicPositions } from "./heuristic-positions.ts";

const { values } = parseArgs({
  options: {
    game: { type: "string", default: "wsdv" },
    level: { type: "string", default: "hard" },
    positions: { type: "string", default: "20" },
    seed: { type: "string", default: "770000" },
    out: { type: "string" },
    against: { type: "string" },
    set: { type: "string", default: "{}" },
  },
});
const m = titles.get(values.game) as SearchableModule<unknown, unknown, unknown, unknown> | undefined;
if (!m?.searchHooks) throw new Error(`No title with search hooks: ${values.game}`);
const options = m.parseOptions(values.game === "dof" ? { scenario: "standard" } : {});
const want = Number(values.positions);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// Positions the search would be asked about: real decisions with a choice, the searching seat's
// weight above 0 (card plays and the like, not the title's minor decisions).
const weigh = m.searchHooks.searchWeight;
const positions = heuristicPositions(
  m,
  options,
  want,
  Number(values.seed),
  (s, d, i) => d.actions.length > 1 && i % 7 === 0 && (!weigh || weigh(s, d) > 0),
);

const lines: string[] = [];
let total = 0;
for (let i = 0; i < positions.length; i++) {
  const ctx = botContext(m, positions[i]!, 1000 + i);
  const t0 = cpu();
  const r = analyze(m, ctx, values.level as SearchLevel, {
    maxMs: Number.POSITIVE_INFINITY,
    ...(JSON.parse(values.set) as object),
  });
  total += cpu() - t0;
  lines.push(
    JSON.stringify({
      position: i,
      iterations: r.iterations,
      choices: r.choices.map((c) => [m.actionKey(c.action), c.visits, +c.winChance.toFixed(9)]),
    }),
  );
}
console.log(`${positions.length} positions, ${(total / 1000).toFixed(2)} s of CPU in the searches`);
if (values.out) writeFileSync(values.out, `${lines.join("\n")}\n`);
if (values.against) {
  const before = readFileSync(values.against, "utf8").trim().split("\n");
  const differ = lines.filter((l, i) => l !== before[i]).length;
  console.log(
    differ === 0 && before.length === lines.length
      ? "the same results as the earlier run"
      : `${differ} of ${lines.length} results differ from the earlier run`,
  );
  if (differ > 0) process.exitCode = 1;
}
