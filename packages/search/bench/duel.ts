// Development runner: search levels against the heuristic on fixed seeds (until the CLI's sim
// takes bot ids). Usage: node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts <bot> <games> <firstSeed> [side]
import { findBot, playMatch, type Seat } from "@dawn/platform";
import { titles } from "@dawn/titles";

const [botId = "search:normal", gamesArg = "4", seedArg = "1", sideArg] = process.argv.slice(2);
const m = titles.get("dof");
const games = Number(gamesArg);
const first = Number(seedArg);
const sides: Seat[] = sideArg ? [sideArg] : ["com", "dem"];
for (const side of sides) {
  let wins = 0;
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const seed = first + g;
    const bots: Record<Seat, ReturnType<ReturnType<typeof findBot>["create"]>> = {};
    for (const s of m.seats) bots[s.id] = findBot(m, s.id === side ? botId : "heuristic").create();
    const r = playMatch(m, bots, seed, m.parseOptions({}));
    if (r.outcome.winner === side) wins++;
    times.push(...r.decisionTimes[side]!.samples);
    const t = r.decisionTimes[side]!;
    console.log(
      `${botId} as ${side} seed ${seed}: ${r.outcome.winner === side ? "WIN " : "loss"} ${r.outcome.reason} vp=${r.metrics.vp} turn=${r.metrics.turn} decisions=${t.count} mean=${(t.totalMs / t.count).toFixed(0)}ms max=${t.maxMs.toFixed(0)}ms`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `${botId} as ${side}: ${wins}/${games} p50=${times[times.length >> 1]?.toFixed(0)}ms max=${times[times.length - 1]?.toFixed(0)}ms`,
  );
}
