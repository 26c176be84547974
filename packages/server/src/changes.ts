// The change feed between server processes. Every write to a game publishes the game's id and
// new revision inside its transaction; with PostgreSQL, `NOTIFY` delivers it to every process
// (each LISTENs on one connection of its own) once the transaction commits, and the processes
// holding that game in memory catch up and update their sockets. PostgreSQL's own LISTEN/NOTIFY
// is used rather than Redis: it needs no other server, and a notification is sent only if the
// write commits. With SQLite (one process) the feed is silent.
import { sql, type Transaction } from "kysely";
import pg from "pg";
import type { DB } from "./db.ts";

export const CHANNEL = "dawn_games";

export interface ChangeFeed {
  /** Called inside the transaction that changes game `id` to revision `rev`. */
  publish(trx: Transaction<DB>, id: string, rev: number): Promise<void>;
  /** The NOTIFY that publish sends (channel and payload), for a write made in one statement; null: none. */
  notice(id: string, rev: number): { channel: string; payload: string } | null;
  /** Starts listening; `f` gets changes made by other processes (and, harmlessly, this one's). */
  listen(f: (id: string, rev: number) => void, onReconnect: () => void): Promise<void>;
  close(): Promise<void>;
}

export const silentFeed: ChangeFeed = {
  publish: async () => undefined,
  notice: () => null,
  listen: async () => undefined,
  close: async () => undefined,
};

/** LISTEN/NOTIFY on PostgreSQL, with a dedicated connection that reconnects by itself. */
export function postgresFeed(
  url: string,
  log: (level: "warn" | "info", m: string) => void,
  /** Another channel than the games' (the club's chat uses its own). */
  channel = CHANNEL,
): ChangeFeed {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let handler: ((id: string, rev: number) => void) | null = null;
  let reconnected: (() => void) | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("error", (e) => {
      log("warn", `change feed connection lost: ${e.message}`);
      retry(c);
    });
    c.on("end", () => retry(c));
    c.on("notification", (n) => {
      if (n.channel !== channel || !n.payload) return;
      const i = n.payload.lastIndexOf(":");
      const rev = Number(n.payload.slice(i + 1));
      if (i > 0 && Number.isInteger(rev)) handler?.(n.payload.slice(0, i), rev);
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const retry = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => undefined);
    schedule();
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          log("info", "change feed reconnected");
          // Notifications may have been missed meanwhile: games in memory are checked again.
          reconnected?.();
        },
        (e: unknown) => {
          log("warn", `change feed: ${(e as Error).message}`);
          schedule();
        },
      );
    }, 500);
  };

  return {
    async publish(trx, id, rev) {
      await sql`select pg_notify(${channel}, ${`${id}:${rev}`})`.execute(trx);
    },
    notice: (id, rev) => ({ channel, payload: `${id}:${rev}` }),
    async listen(f, onReconnect) {
      handler = f;
      reconnected = onReconnect;
      await connect();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
