// npm run bench:search [-- --json] [--positions N] [--game dof|wsdv]
// What the search costs on one thread: search iterations per second (determinize + tree walk +
// simulation to the next checkpoint + evaluation) with a title's hooks (default 1989's), full random
// playouts per second through the game-module interface, and the price of each primitive the inner
// loop uses. CPU time of this thread is measured, so other processes on the machine disturb it little.
import { parseArgs } from "node:util";
import { botContext, type SearchableModule } from "@dawn/platform";
import { titles } from "@dawn/titles";
import { LEVEL_PARAMS, search } from "../src/index.ts";
import { heuristicPositions } from "./heuristic-positions.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    positions: { type: "string", default: "40" },
    game: { type: "string", default: "dof" },
  },
});
const m = titles.get(values.game) as SearchableModule<unknown, unknown, unknown, unknown> | undefined;
if (!m?.searchHooks) throw new Error(`No title with search hooks: ${values.game}`);
const hooks = m.searchHooks;
const options = m.parseOptions(values.game === "dof" ? { scenario: "standard" } : {});
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// Positions: every 9th real decision of heuristic-against-heuristic games.
const positions = heuristicPositions(
  m,
  options,
  Number(values.positions),
  880_000,
  (_s, d, i) => d.actions.length > 1 && i % 9 === 0,
);

function rate(f: () => number, ms: number): number {
  let n = 0;
  const t0 = cpu();
  while (cpu() - t0 < ms) n += f();
  return n / ((cpu() - t0) / 1000);
}

let k = 0;
const next = () => positions[k++ % positions.length]!;
const plain = { ...LEVEL_PARAMS.normal, iterations: 200, maxMs: 60_000, priorNodes: 0 };
const results = {
  positions: positions.length,
  // Iterations without priors (the heuristic's priors are charged separately below).
  iterations_per_s: rate(
    () => search(m, { ...hooks, priors: undefined }, botContext(m, next(), k), plain).iterations,
    3000,
  ),
  iterations_per_s_with_priors: rate(
    () => search(m, hooks, botContext(m, next(), k), { ...LEVEL_PARAMS.normal, maxMs: 60_000 }).iterations,
    3000,
  ),
  random_playouts_per_s: rate(() => {
    const s = m.clone(next());
    let r = k++;
    for (;;) {
      const d = m.decision(s);
      if (!d) break;
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      const a = d.actions[r % d.actions.length]!;
      if (hooks.applyLegal) hooks.applyLegal(s, a);
      else m.applyInPlace(s, a);
    }
    return 1;
  }, 2000),
  determinize_per_s: rate(() => {
    const s = next();
    m.determinize(s, m.decision(s)!.seat, k++);
    return 1;
  }, 1000),
  clone_per_s: rate(() => {
    m.clone(next());
    return 1;
  }, 1000),
  evaluate_per_s: rate(() => {
    const s = next();
    hooks.evaluate!(s, m.decision(s)!.seat);
    return 1;
  }, 1000),
  rollout_action_per_s: rate(() => {
    const s = next();
    hooks.rolloutAction!(s, m.decision(s)!, Math.random);
    return 1;
  }, 1000),
  root_priors_per_s: rate(() => {
    const s = next();
    hooks.priors!(s, m.decision(s)!, 1, true);
    return 1;
  }, 2000),
};
if (values.json) console.log(JSON.stringify(results));
else
  for (const [key, v] of Object.entries(results))
    console.log(`${key}: ${Math.round(v).toLocaleString("en")}`);
