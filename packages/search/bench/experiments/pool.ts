// A pool of child processes for the experiments that play many cheap games: the script forks
// itself `procs` times with `--child`, hands each child one job at a time, and passes every result
// to `onResult` as it comes. The child side answers each job with `serveJobs`.

import type { Serializable } from "node:child_process";
import { fork } from "node:child_process";

type Message<J> = { readonly job: J } | { readonly done: true };

/** Whether this process is one of the pool's children (started with `--child`). */
export const isChild = process.argv.includes("--child");

/** The child side: runs each job it is given and sends back the result; exits when told. */
export function serveJobs<J, R>(run: (job: J) => R): void {
  process.on("message", (m: Message<J>) => {
    if ("done" in m) process.exit(0);
    process.send!(run(m.job) as Serializable);
  });
}

/** Runs `jobs` in `procs` children of `script` (its own path: import.meta.url), in order given. */
export async function runPool<J, R>(
  script: string,
  jobs: J[],
  procs: number,
  onResult: (r: R) => void,
): Promise<void> {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: procs }, () => {
      const child = fork(new URL(script).pathname, ["--child"], {
        execArgv: ["--conditions=@dawn/source", "--import", "tsx"],
      });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          const job = queue.shift();
          const m: Message<J> = job === undefined ? { done: true } : { job };
          child.send(m as Serializable);
        };
        child.on("message", (r: R) => {
          onResult(r);
          feed();
        });
        child.on("error", reject);
        child.on("exit", () => resolve());
        feed();
      });
    }),
  );
}
