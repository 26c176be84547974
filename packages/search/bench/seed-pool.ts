// Games over child processes for the benches that collect something per seed (calibrate.ts,
// experiments/rich-eval.ts): the script forks itself with --child, one process per core asked for,
// and feeds each child one seed at a time; the child answers each with what that seed gave.
import { fork } from "node:child_process";

/**
 * Runs `seeds` through `procs` children of the script at `script` (its path: the children run it
 * with --child and answer through serveSeeds), in any order; `take` gets each child's answer, and a
 * line goes to standard error every `every` seeds.
 */
export async function runSeeds<T>(
  script: string,
  seeds: readonly number[],
  procs: number,
  take: (x: T) => void,
  every = 20,
): Promise<void> {
  const left = [...seeds];
  let done = 0;
  await Promise.all(
    Array.from({ length: left.length > 0 ? procs : 0 }, () => {
      const child = fork(script, ["--child"], {
        execArgv: ["--conditions=@dawn/source", "--import", "tsx"],
      });
      return new Promise<void>((resolve, reject) => {
        const feed = () => child.send(left.shift() ?? null);
        child.on("message", (x: T) => {
          take(x);
          if (++done % every === 0) process.stderr.write(`${done} games\n`);
          feed();
        });
        child.on("error", reject);
        child.on("exit", () => resolve());
        feed();
      });
    }),
  );
}

/** The child's side of runSeeds: answers each seed with `f(seed)` until told to stop. */
export function serveSeeds<T>(f: (seed: number) => T): void {
  process.on("message", (seed: number | null) => {
    if (seed === null) process.exit(0);
    process.send!(f(seed));
  });
}
