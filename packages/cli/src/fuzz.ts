// `fuzz` (npm run fuzz): random games through a title's game module, every contract of the
// interface checked on the way by the platform's conformance suite: crashes, dead ends, endless
// loops, illegal actions refused with the state unchanged, replays reproducing the hash, views
// that never leak hidden information, undo, determinize, bots. Exit code 1 if anything failed.
import type { AnyGameModule } from "@dawn/platform";
import { CONTRACT_IDS, runConformance } from "@dawn/platform/conformance";

export interface FuzzArgs {
  readonly games: number;
  readonly seed: number;
  readonly json: boolean;
  /** Deep checks at about one step in this many. */
  readonly deepEvery: number;
  readonly maxActions: number;
  /** The options input named on the command line; without any, each game draws its options. */
  readonly options: Readonly<Record<string, unknown>> | null;
}

export function fuzzCommand(m: AnyGameModule, a: FuzzArgs): number {
  const fixed = a.options;
  const report = runConformance(m, {
    games: a.games,
    seed: a.seed,
    deepEvery: a.deepEvery,
    maxActions: a.maxActions,
    ...(fixed ? { options: () => fixed } : {}),
  });
  const failures: Record<string, number> = {};
  let failed = 0;
  for (const id of CONTRACT_IDS) {
    failures[id] = report.contracts[id].failureCount;
    failed += report.contracts[id].failureCount;
  }
  const completed = Object.values(report.results).reduce((x, y) => x + y, 0);
  if (a.json) {
    const messages: Record<string, readonly string[]> = {};
    for (const id of CONTRACT_IDS)
      if (report.contracts[id].failures.length) messages[id] = report.contracts[id].failures;
    process.stdout.write(
      `${JSON.stringify({
        game: m.id,
        games: a.games,
        seed: a.seed,
        completed,
        actions: report.actions,
        deepSteps: report.deepSteps,
        ms: Math.round(report.ms),
        results: report.results,
        failed,
        failures,
        messages,
      })}\n`,
    );
  } else {
    const out = [
      `Fuzz of ${m.title.en}: ${a.games} random games from seed ${a.seed} in ${(report.ms / 1000).toFixed(1)} s, ` +
        `${report.actions} actions, ${report.deepSteps} steps deep-checked.`,
      `Completed: ${completed}; results: ${JSON.stringify(report.results)}`,
    ];
    for (const id of CONTRACT_IDS) {
      const c = report.contracts[id];
      out.push(`  ${id.padEnd(15)} ${String(c.checks).padStart(9)} checks, ${c.failureCount} failed`);
      for (const f of c.failures) out.push(`      - ${f}`);
    }
    out.push(failed ? `FAILED: ${failed} failed check(s)` : "OK: no failure");
    process.stdout.write(`${out.join("\n")}\n`);
  }
  return failed ? 1 : 0;
}
