// The heuristic bot against another bot (the random one by default) on fixed seeds, from both
// sides: wins with 95% Wilson intervals, how games ended, decision times. The README's table:
//
//   node --import tsx packages/wsdv/bench/strength.ts --games 500 --seed 1 --rules 2016 [--json]
//     [--bots heuristic:random]
import { parseArgs } from "node:util";
import { findBot, playMatch } from "@dawn/platform";
import type { RulesVersion } from "@dawn/wsdv-engine";
import { wsdv } from "../src/index.ts";

/** Wilson score interval (95%) for k successes out of n. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "100" },
    seed: { type: "string", default: "1" },
    rules: { type: "string", default: "2016" },
    bots: { type: "string", default: "heuristic:random" },
    json: { type: "boolean", default: false },
  },
});
const games = Number(values.games);
const first = Number(values.seed);
const rules = values.rules as RulesVersion;
const [bot, opponent] = values.bots!.split(":") as [string, string];
findBot(wsdv, bot);
findBot(wsdv, opponent);
const rows = [];
for (const side of ["west", "east"] as const) {
  let wins = 0;
  const ends: Record<string, number> = {};
  const times: number[] = [];
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const seats = {
      west: findBot(wsdv, side === "west" ? bot : opponent).create(),
      east: findBot(wsdv, side === "east" ? bot : opponent).create(),
    };
    const r = playMatch(wsdv, seats, first + g, { rules });
    if (r.outcome.winner === side) wins++;
    const k = `${r.outcome.winner} ${r.outcome.reason} (decade ${r.metrics.decade})`;
    ends[k] = (ends[k] ?? 0) + 1;
    times.push(...r.decisionTimes[side]!.samples);
  }
  times.sort((a, b) => a - b);
  const [lo, hi] = wilson(wins, games);
  rows.push({
    bot,
    side,
    opponent,
    games,
    wins,
    rate: wins / games,
    ci95: [lo, hi],
    ends,
    decision_ms: {
      mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
      p50: times[times.length >> 1] ?? 0,
      max: times[times.length - 1] ?? 0,
    },
    seconds: (performance.now() - t0) / 1000,
  });
}
if (values.json) console.log(JSON.stringify({ rules, seed: first, rows }));
else {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`rules ${rules}, seeds ${first}-${first + games - 1}`);
  console.log("| bot | as | against | games | wins [95% CI] | decision ms mean / p50 / max |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const r of rows)
    console.log(
      `| ${r.bot} | ${r.side} | ${r.opponent} | ${r.games} | ${pct(r.rate)} [${pct(r.ci95[0]!)}–${pct(r.ci95[1]!)}] | ${r.decision_ms.mean.toFixed(1)} / ${r.decision_ms.p50.toFixed(1)} / ${r.decision_ms.max.toFixed(0)} |`,
    );
  for (const r of rows) console.log(`${r.side}: ${JSON.stringify(r.ends)}`);
}
