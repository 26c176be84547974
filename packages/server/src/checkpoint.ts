// SQLite checkpoints off the main thread. SQLite copies the write-ahead log into the database
// file (and flushes both) every 1000 pages, inside the commit that crosses the mark: the server
// would stand still meanwhile (tens of ms on a busy disk). Here a worker thread with a connection
// of its own checkpoints twice a second instead (PASSIVE: it never blocks a writer), and the
// server's connection does none itself. Should the log grow past `maxFrames` all the same (the
// checkpoints could never catch up), the server checkpoints once itself. Should the thread fail,
// SQLite's own checkpoints come back.
import type Database from "better-sqlite3";
import { Piscina } from "piscina";

export interface Checkpoints {
  stop(): Promise<void>;
}

/** The worker's entry next to this file: TypeScript when run from source (tsx), JavaScript when built. */
function workerFile(): string {
  const ext = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
  return new URL(`./checkpoint-worker${ext}`, import.meta.url).href;
}

export async function startCheckpoints(
  file: string,
  main: Database.Database,
  log: (m: string) => void,
  everyMs = 500,
  maxFrames = 16_384,
): Promise<Checkpoints> {
  const pool = new Piscina({
    filename: workerFile(),
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: 2 ** 31 - 1,
  });
  type Result = { busy: number; log: number; checkpointed: number } | null;
  // The first one opens the thread's connection: any trouble shows now.
  await (pool.run({ file }) as Promise<Result>);
  main.pragma("wal_autocheckpoint = 0");
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const fallBack = (why: string) => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    log(`SQLite checkpoints go back to the server's connection: ${why}`);
    main.pragma("wal_autocheckpoint = 1000");
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = (pool.run({ file }) as Promise<Result>)
      .then((r) => {
        if (r && r.log > maxFrames && !stopped) main.pragma("wal_checkpoint(RESTART)");
      })
      .catch((e: unknown) => fallBack((e as Error).message))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await (pool.run({ file, close: true }) as Promise<Result>).catch(() => undefined);
      await pool.destroy();
    },
  };
}
