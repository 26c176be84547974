// Strength table: a bot against another on fixed seeds, from both sides, with 95% Wilson
// intervals and decision times (mean, p50, max) per bot. Until the CLI's `sim` takes bot ids this
// is how the README's search tables are made.
//
//   node --conditions=@dawn/source --import tsx packages/search/bench/strength.ts --bots search:normal:heuristic \
//     --games 20 --seed 1 --workers 2 [--game dof] [--options '{"scenario":"standard"}'] [--json]
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { type Bot, findBot, playMatch, type Seat } from "@dawn/platform";
import { titles } from "@dawn/titles";

interface Job {
  readonly game: string;
  readonly options: unknown;
  /** Bot id per seat. */
  readonly seats: Readonly<Record<Seat, string>>;
  readonly seed: number;
}
interface Done {
  readonly job: Job;
  readonly winner: Seat | null;
  readonly roles: Readonly<Record<Seat, string>>;
  readonly reason: string;
  readonly times: Readonly<Record<Seat, readonly number[]>>;
}

function play(job: Job): Done {
  const m = titles.get(job.game);
  const bots: Record<Seat, Bot<unknown, unknown, unknown>> = {};
  for (const [seat, id] of Object.entries(job.seats)) bots[seat] = findBot(m, id).create();
  const r = playMatch(m, bots, job.seed, m.parseOptions(job.options));
  const times: Record<Seat, readonly number[]> = {};
  for (const [seat, t] of Object.entries(r.decisionTimes)) times[seat] = t.samples;
  return { job, winner: r.outcome.winner, roles: r.roles, reason: r.outcome.reason, times };
}

if (!isMainThread) {
  parentPort!.on("message", (job: Job | null) => {
    if (job === null) process.exit(0);
    parentPort!.postMessage(play(job));
  });
} else if (workerData === undefined) {
  await main();
}

/** Wilson score interval (95%). */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bots: { type: "string", default: "search:normal:heuristic" },
      games: { type: "string", default: "10" },
      seed: { type: "string", default: "1" },
      workers: { type: "string", default: "1" },
      game: { type: "string", default: "dof" },
      options: { type: "string", default: "{}" },
      json: { type: "boolean", default: false },
    },
  });
  const m = titles.get(values.game!);
  // "search:normal:heuristic": the last colon-free part is the opponent.
  const parts = values.bots!.split(":");
  const opponent = parts.pop()!;
  const bot = parts.join(":");
  findBot(m, bot);
  findBot(m, opponent);
  const games = Number(values.games);
  const first = Number(values.seed);
  const workers = Math.max(1, Math.min(Number(values.workers), availableParallelism()));
  const options = JSON.parse(values.options!) as unknown;
  const jobs: Job[] = [];
  for (const seat of m.seats) {
    for (let g = 0; g < games; g++) {
      const seats: Record<Seat, string> = {};
      for (const s of m.seats) seats[s.id] = s.id === seat.id ? bot : opponent;
      jobs.push({ game: m.id, options, seats, seed: first + g });
    }
  }
  const done: Done[] = [];
  await new Promise<void>((resolve, reject) => {
    let next = 0;
    let live = 0;
    for (let w = 0; w < Math.min(workers, jobs.length); w++) {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { worker: true },
        execArgv: ["--conditions=@dawn/source", "--import", "tsx"],
      });
      live++;
      const feed = () => worker.postMessage(next < jobs.length ? jobs[next++]! : null);
      worker.on("message", (d: Done) => {
        done.push(d);
        if (!values.json)
          process.stderr.write(
            `${done.length}/${jobs.length} seed ${d.job.seed} ${JSON.stringify(d.job.seats)}: ${d.winner ?? "draw"} (${d.reason})\n`,
          );
        feed();
      });
      worker.on("error", reject);
      worker.on("exit", () => {
        if (--live === 0) resolve();
      });
      feed();
    }
  });
  const rows = m.seats.map((seat) => {
    const mine = done.filter((d) => d.job.seats[seat.id] === bot);
    const wins = mine.filter((d) => d.winner === seat.id).length;
    const times = mine.flatMap((d) => d.times[seat.id] ?? []).sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
    const [lo, hi] = wilson(wins, mine.length);
    return {
      bot,
      opponent,
      seat: seat.id,
      games: mine.length,
      wins,
      rate: wins / Math.max(1, mine.length),
      ci95: [lo, hi],
      decision_ms: {
        mean,
        p50: times[times.length >> 1] ?? 0,
        max: times[times.length - 1] ?? 0,
        count: times.length,
      },
    };
  });
  if (values.json) console.log(JSON.stringify({ game: m.id, options, seed: first, rows }));
  else {
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log("| bot | as | against | games | wins [95% CI] | decision ms mean / p50 / max |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const r of rows)
      console.log(
        `| ${r.bot} | ${r.seat} | ${r.opponent} | ${r.games} | ${pct(r.rate)} [${pct(r.ci95[0]!)}–${pct(r.ci95[1]!)}] | ${r.decision_ms.mean.toFixed(0)} / ${r.decision_ms.p50.toFixed(0)} / ${r.decision_ms.max.toFixed(0)} |`,
      );
  }
}
