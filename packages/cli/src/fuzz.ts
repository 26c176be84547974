// `fuzz` (npm run fuzz): random games through a title's game module, every contract of the
// interface checked on the way by the platform's conformance suite: crashes, dead ends, endless
// loops, illegal actions refused with the state unchanged, replays reproducing the hash, views
// that never leak hidden information, undo, determinize, bots. The games are cut into slices of
// consecutive seeds spread over worker threads. Exit code 1 if anything failed.
import type { AnyGameModule } from "@dawn/platform";
import { CONTRACT_IDS, type ContractId } from "@dawn/platform/conformance";
import { type FuzzJob, type FuzzSlice, runFuzzJob } from "./fuzz-job.ts";
import { runPool } from "./pool.ts";
import { progressBar } from "./progress.ts";

export interface FuzzArgs {
  readonly games: number;
  readonly seed: number;
  readonly json: boolean;
  /** Deep checks at about one step in this many. */
  readonly deepEvery: number;
  readonly maxActions: number;
  readonly workers: number;
  /** The options input named on the command line; without any, each game draws its options. */
  readonly options: Readonly<Record<string, unknown>> | null;
}

/** Games per slice: small enough to share the work, large enough for the suite's per-run checks to stay a small part. */
const SLICE = 100;
/** Failure lines kept per contract. */
const KEEP = 8;

export async function fuzzCommand(m: AnyGameModule, a: FuzzArgs): Promise<number> {
  const jobs: FuzzJob[] = [];
  for (let first = 0; first < a.games; first += SLICE)
    jobs.push({
      game: m.id,
      seed: a.seed + first,
      games: Math.min(SLICE, a.games - first),
      deepEvery: a.deepEvery,
      maxActions: a.maxActions,
      botDecisions: Math.ceil((30 * Math.min(SLICE, a.games - first)) / a.games),
      options: a.options,
    });
  const slices: FuzzSlice[] = [];
  const bar = progressBar("fuzz", "games", a.games);
  const t0 = performance.now();
  try {
    await runPool(new URL("./fuzz-worker.ts", import.meta.url), jobs, a.workers, runFuzzJob, (r) => {
      slices.push(r);
      bar.increment(r.report.games);
    });
  } finally {
    bar.stop();
  }
  const ms = Math.round(performance.now() - t0);
  // The slices' reports summed up (in seed order, so that the failure lines come in that order).
  const reports = slices.sort((x, y) => x.seed - y.seed).map((x) => x.report);
  const results: Record<string, number> = {};
  let actions = 0;
  let deepSteps = 0;
  for (const r of reports) {
    actions += r.actions;
    deepSteps += r.deepSteps;
    for (const [k, n] of Object.entries(r.results)) results[k] = (results[k] ?? 0) + n;
  }
  const contracts = {} as Record<ContractId, { checks: number; failed: number; failures: string[] }>;
  for (const id of CONTRACT_IDS)
    contracts[id] = {
      checks: reports.reduce((n, r) => n + r.contracts[id].checks, 0),
      failed: reports.reduce((n, r) => n + r.contracts[id].failureCount, 0),
      failures: reports.flatMap((r) => r.contracts[id].failures).slice(0, KEEP),
    };
  const failures: Record<string, number> = {};
  let failed = 0;
  for (const id of CONTRACT_IDS) {
    failures[id] = contracts[id].failed;
    failed += contracts[id].failed;
  }
  const completed = Object.values(results).reduce((x, y) => x + y, 0);
  if (a.json) {
    const messages: Record<string, readonly string[]> = {};
    for (const id of CONTRACT_IDS) if (contracts[id].failures.length) messages[id] = contracts[id].failures;
    process.stdout.write(
      `${JSON.stringify({ game: m.id, games: a.games, seed: a.seed, completed, actions, deepSteps, ms, results, failed, failures, messages })}\n`,
    );
  } else {
    const out = [
      `Fuzz of ${m.title.en}: ${a.games} random games from seed ${a.seed} in ${(ms / 1000).toFixed(1)} s ` +
        `(${Math.min(a.workers, jobs.length)} worker(s)), ${actions} actions, ${deepSteps} steps deep-checked.`,
      `Completed: ${completed}; results: ${JSON.stringify(results)}`,
    ];
    for (const id of CONTRACT_IDS) {
      const c = contracts[id];
      out.push(`  ${id.padEnd(15)} ${String(c.checks).padStart(9)} checks, ${c.failed} failed`);
      for (const f of c.failures) out.push(`      - ${f}`);
    }
    out.push(failed ? `FAILED: ${failed} failed check(s)` : "OK: no failure");
    process.stdout.write(`${out.join("\n")}\n`);
  }
  return failed ? 1 : 0;
}
