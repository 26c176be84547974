// Moves of different games stored in one SQLite transaction: writes that arrive together (the
// messages read in one turn of the event loop) are run one after the other inside a single
// transaction, each under a savepoint of its own, so one write failing (a stale copy) rolls back
// that write alone; one COMMIT (and one flush of the log) then serves them all. A write alone
// gets a transaction of its own, as before. SQLite has one connection: this only saves work.
import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { DB } from "./db.ts";

interface Job {
  readonly body: (trx: Transaction<DB>) => Promise<unknown>;
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: unknown) => void;
}

const SAVEPOINT = CompiledQuery.raw("savepoint w");
const RELEASE = CompiledQuery.raw("release w");
const ROLLBACK_TO = CompiledQuery.raw("rollback to w");

export type Transact = <T>(body: (trx: Transaction<DB>) => Promise<T>) => Promise<T>;

/** A transaction per write (PostgreSQL: its pool commits in parallel and groups flushes itself). */
export const single =
  (db: Kysely<DB>): Transact =>
  (body) =>
    db.transaction().execute(body);

/** Writes queued in one turn of the event loop share one transaction (see above). */
export function batched(db: Kysely<DB>, onBatch?: (size: number) => void): Transact {
  let queue: Job[] = [];
  let scheduled = false;

  const run = async (jobs: Job[]): Promise<void> => {
    onBatch?.(jobs.length);
    if (jobs.length === 1) {
      const j = jobs[0]!;
      await db.transaction().execute(j.body).then(j.resolve, j.reject);
      return;
    }
    const results: ({ ok: true; v: unknown } | { ok: false; e: unknown })[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const j of jobs) {
          await trx.executeQuery(SAVEPOINT);
          try {
            results.push({ ok: true, v: await j.body(trx) });
            await trx.executeQuery(RELEASE);
          } catch (e) {
            results.push({ ok: false, e });
            await trx.executeQuery(ROLLBACK_TO);
            await trx.executeQuery(RELEASE);
          }
        }
      });
    } catch (e) {
      // The commit itself failed: nothing was stored.
      for (const j of jobs) j.reject(e);
      return;
    }
    jobs.forEach((j, i) => {
      const r = results[i]!;
      if (r.ok) j.resolve(r.v);
      else j.reject(r.e);
    });
  };

  const flush = () => {
    scheduled = false;
    const jobs = queue;
    queue = [];
    if (jobs.length > 0) void run(jobs);
  };

  return <T>(body: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ body, resolve: resolve as (v: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
