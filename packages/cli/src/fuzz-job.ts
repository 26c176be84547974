// A slice of a fuzz run (games seed .. seed+games-1), in the main thread or a worker: the
// platform's conformance suite on the title from the registry.
import { type ConformanceReport, runConformance } from "@dawn/platform/conformance";
import { titles } from "@dawn/titles";

export interface FuzzJob {
  readonly game: string;
  readonly seed: number;
  readonly games: number;
  readonly deepEvery: number;
  readonly maxActions: number;
  /** Decisions put to each bot in this slice (the whole run asks about 30, as one suite run does). */
  readonly botDecisions: number;
  /** The options input of every game, or null: each game draws its own. */
  readonly options: Readonly<Record<string, unknown>> | null;
}

export interface FuzzSlice {
  readonly seed: number;
  readonly report: ConformanceReport;
}

export function runFuzzJob(job: FuzzJob): FuzzSlice {
  const fixed = job.options;
  const report = runConformance(titles.get(job.game), {
    games: job.games,
    seed: job.seed,
    deepEvery: job.deepEvery,
    maxActions: job.maxActions,
    botDecisions: job.botDecisions,
    ...(fixed ? { options: () => fixed } : {}),
  });
  return { seed: job.seed, report };
}
