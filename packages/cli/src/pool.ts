// Jobs over worker threads, handed out one at a time (a slow game does not hold up the others).
// The workers run TypeScript when the CLI does: they register tsx (resolved from here, wherever
// the CLI runs) before loading their entry. (On Node 20, `--import tsx` in a worker's execArgv
// does not reach the worker's own entry module.)
import { Worker } from "node:worker_threads";

function startWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry);
  const api = import.meta.resolve("tsx/esm/api");
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true });
}

type Reply<R> = { readonly result: R } | { readonly error: string };

/**
 * Runs every job: in this thread when `workers` <= 1, else on that many threads of `entry` (a
 * module that answers each job message with `{ result }` or `{ error }` and stops on null).
 * `done` gets each result as it comes.
 */
export async function runPool<J, R>(
  entry: URL,
  jobs: readonly J[],
  workers: number,
  local: (job: J) => R,
  done: (result: R) => void,
): Promise<void> {
  if (workers <= 1 || jobs.length <= 1) {
    for (const j of jobs) {
      done(local(j));
      // Let timers (the progress bar) run between jobs.
      await new Promise((r) => setImmediate(r));
    }
    return;
  }
  let next = 0;
  const threads = Math.min(workers, jobs.length);
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = startWorker(entry);
          let failed = false;
          const feed = () => worker.postMessage(next < jobs.length ? jobs[next++] : null);
          worker.on("online", feed);
          worker.on("message", (m: Reply<R>) => {
            if ("error" in m) {
              failed = true;
              next = jobs.length;
              worker.postMessage(null);
              reject(new Error(m.error));
              return;
            }
            done(m.result);
            feed();
          });
          worker.on("error", reject);
          worker.on("exit", (code) => {
            if (failed) return;
            if (code === 0) resolve();
            else reject(new Error(`A worker thread stopped with code ${code}`));
          });
        }),
    ),
  );
}
