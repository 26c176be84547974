// The database: tables, the dialect choice (the one place that knows SQLite or PostgreSQL) and
// the schema, created and upgraded by Kysely's migrator. Every query goes through Kysely;
// portable column types only: text ids, ISO text times, integers.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  type Dialect,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import { type Checkpoints, startCheckpoints } from "./checkpoint.ts";
import { type ClubTables, clubMigration, type GamesClubColumns } from "./club/schema.ts";

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-case name: names are unique regardless of case. */
  name_key: string;
  /** scrypt$N$r$p$salt$hash (base64url). */
  password: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a stolen database file does not give working sessions. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface GamesTable extends GamesClubColumns {
  id: string;
  /** The title's id. */
  game: string;
  seed: number;
  /** The title's options, JSON. */
  options: string;
  status: "waiting" | "active" | "finished";
  /** Number of log entries (the version clients quote as `seq`). */
  seq: number;
  /** Number of effective moves (actions and a resignation, minus the undone and dropped ones). */
  moves: number;
  /** Hash of the rules state after log entry `hash_seq`. */
  hash: string;
  hash_seq: number;
  /** The seat whose decision is pending, null when none (finished). */
  turn_seat: string | null;
  /** JSON {winner, reason} once finished. */
  result: string | null;
  invite: string | null;
  /** 1 when listed in the open lobby. */
  open: number;
  /** 1 for a hot-seat game: one user holds every seat. */
  hotseat: number;
  /** 1 when the creator chose the seed (he could know the deck order). */
  fixed_seed: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  rematch_of: string | null;
  rematch: string | null;
  /** The title's rules version that created the game. */
  engine_version: number;
  /** The rules version that wrote the log entries after `base_seq` (0: unknown, older servers). */
  version: number;
  /** Bumped by every change to the game (log, seats, status): what cached copies are checked against. */
  rev: number;
  /** Log entries covered by the base snapshot (0: the game starts from its seed). */
  base_seq: number;
}

export interface SeatsTable {
  game_id: string;
  seat: string;
  user_id: string | null;
  bot: string | null;
}

/** The append-only log of a game. */
export interface LogTable {
  game_id: string;
  /** 1, 2, 3 ... */
  seq: number;
  kind: "action" | "undo" | "resign";
  seat: string;
  /** JSON of the action (kind "action" only). */
  action: string | null;
  at: string;
  /** Hash of the rules state after this entry (every few entries; null otherwise). */
  hash: string | null;
}

/** Full states, every few log entries, so loading does not replay whole games. */
export interface SnapshotsTable {
  game_id: string;
  /** Log entries included. */
  seq: number;
  /** Effective moves included. */
  moves: number;
  /** The title's rules version that wrote it. */
  version: number;
  state: string;
  hash: string;
  at: string;
}

/**
 * A game carried over to another rules version (its log replayed on the new engine), and where
 * the log no longer replayed, the entries dropped: entries `from_seq + 1 .. to_seq` are not
 * part of the game; it went on from the state after `from_seq` (stored as the snapshot at `to_seq`).
 */
export interface RebasesTable {
  game_id: string;
  /** The log entries at the time (the base snapshot's seq). */
  to_seq: number;
  /** The last entry kept: entries after it up to `to_seq` were dropped (equal to to_seq: none). */
  from_seq: number;
  /** Effective moves kept. */
  moves: number;
  from_version: number;
  to_version: number;
  reason: string;
  at: string;
}

/** Failed log-ins per account and per address, for growing delays. */
export interface LoginThrottleTable {
  /** "name:<name key>" or "addr:<address>". */
  key: string;
  failures: number;
  /** No attempt before this time (ms since the epoch). */
  next_at: number;
  updated_at: number;
}

export interface DB extends ClubTables {
  users: UsersTable;
  sessions: SessionsTable;
  games: GamesTable;
  game_seats: SeatsTable;
  game_log: LogTable;
  game_snapshots: SnapshotsTable;
  game_rebases: RebasesTable;
  login_throttle: LoginThrottleTable;
}

export type Dialect_ = "sqlite" | "postgres";

export interface Store {
  readonly db: Kysely<DB>;
  readonly dialect: Dialect_;
  /** Where the data lives, for the start-up message. */
  readonly location: string;
  /** The SQLite file (SQLite only). */
  readonly file: string | null;
  /** The PostgreSQL connection string (PostgreSQL only), for the change feed. */
  readonly url: string | null;
  /**
   * Resolves once every transaction committed before the call is on disk (SQLite GROUP mode:
   * one flush of the write-ahead log for all commits waiting, off the main thread; otherwise at
   * once, since the commit itself was durable as far as the mode promises).
   */
  durable(): Promise<void>;
  close(): Promise<void>;
}

/**
 * SQLite's durability: GROUP (default): commits are written to the write-ahead log without
 * waiting for the disk, and whoever must be told waits for one flush of the log (fsync, in a
 * thread of libuv) shared by every commit made meanwhile: on disk before anyone is told, without
 * stopping the server for each commit. FULL: SQLite flushes every commit itself, holding the
 * server meanwhile. NORMAL: no flush at commit: a crash of the process (kill -9) loses nothing,
 * a power failure may lose the last commits.
 */
export type SqliteSync = "GROUP" | "FULL" | "NORMAL";

/**
 * The default least time between the starts of two flushes of the log in GROUP mode (ms; see
 * groupFlush): under load each flush then covers more commits, for a few ms more before a move
 * is acknowledged (packages/server/README.md, "Load benchmark").
 */
export const SQLITE_GROUP_MS = 5;

export interface StoreOptions {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  /** SQLite durability (default GROUP; see SqliteSync). */
  readonly sqliteSync?: SqliteSync;
  /** SQLite GROUP: the least time between the starts of two flushes of the log, in ms (see groupFlush). */
  readonly sqliteGroupMs?: number;
  /** PostgreSQL connections per process (default 10). */
  readonly poolSize?: number;
  /** SQLite: checkpoints in a thread of their own (default true; see checkpoint.ts). */
  readonly checkpointThread?: boolean;
  /** Where to tell of trouble (the checkpoint thread). */
  readonly log?: (m: string) => void;
}

/**
 * Opens (creating or upgrading the tables if needed) the database: PostgreSQL when `databaseUrl`
 * is a postgres:// URL, otherwise SQLite in `dataDir`.
 */
export async function openStore(opts: StoreOptions): Promise<Store> {
  let dialect: Dialect;
  let kind: Dialect_;
  let location: string;
  let file: string | null = null;
  let durable = () => Promise.resolve();
  let checkpoints: Checkpoints | null = null;
  if (opts.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
      throw new Error("DATABASE_URL must be a postgres:// URL (unset it to use SQLite in DATA_DIR)");
    }
    kind = "postgres";
    location = opts.databaseUrl.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection that breaks (the database restarted) must not take the process down.
    pool.on("error", () => undefined);
    dialect = new PostgresDialect({ pool });
  } else {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    file = path.join(opts.dataDir, "dawn.sqlite");
    const sqlite = new Database(file);
    sqlite.pragma("journal_mode = WAL");
    const mode = opts.sqliteSync ?? "GROUP";
    sqlite.pragma(`synchronous = ${mode === "FULL" ? "FULL" : "NORMAL"}`);
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    kind = "sqlite";
    location = file;
    dialect = new SqliteDialect({ database: cachedStatements(sqlite) });
    if (mode === "GROUP")
      durable = groupFlush(
        `${file}-wal`,
        () => sqlite.pragma("wal_checkpoint(PASSIVE)"),
        fs.fdatasync,
        opts.sqliteGroupMs ?? SQLITE_GROUP_MS,
      );
    if (opts.checkpointThread ?? true) {
      try {
        checkpoints = await startCheckpoints(file, sqlite, opts.log ?? (() => undefined));
      } catch {
        // No thread: SQLite checkpoints in the commits, as it does by default.
      }
    }
  }
  const db = new Kysely<DB>({ dialect });
  try {
    const { error, results } = await new Migrator({ db, provider: migrations(kind) }).migrateToLatest();
    const failed = results?.find((r) => r.status === "Error");
    if (error || failed)
      throw new Error(
        `The database could not be upgraded (${failed?.migrationName ?? "migrations"}): ${(error as Error | undefined)?.message ?? "failed"}`,
      );
  } catch (e) {
    await checkpoints?.stop();
    await db.destroy();
    throw e;
  }
  return {
    db,
    dialect: kind,
    location,
    file,
    url: opts.databaseUrl ?? null,
    durable,
    close: async () => {
      // The thread's connection first: the last one to close folds the log into the file.
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}

/**
 * better-sqlite3 with its prepared statements kept (the most recent 256 texts): Kysely prepares
 * every query it runs, and preparing costs more than running the small queries of a move. A
 * statement runs to its end before the next one starts (better-sqlite3 is synchronous); only
 * streaming (`iterate`) would hold one, and this server never streams.
 */
function cachedStatements(db: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => db.close(),
    prepare(text: string) {
      let st = cache.get(text);
      if (st) {
        cache.delete(text);
        cache.set(text, st);
        return st;
      }
      st = db.prepare(text);
      cache.set(text, st);
      if (cache.size > 256) cache.delete(cache.keys().next().value!);
      return st;
    },
  };
}

/**
 * Group commit for SQLite in WAL mode with synchronous=NORMAL: `durable()` resolves once the
 * write-ahead log has been flushed to disk (fsync in libuv's thread pool) after the call, so
 * every commit made before it is on disk; calls made while a flush runs share the next one.
 * A flush starts at least `gapMs` after the previous one started (SQLITE_GROUP_MS; as
 * PostgreSQL's commit_delay): under load, one flush then serves the commits of `gapMs`, and a
 * flush costs CPU (the kernel's journal), whatever it covers; a commit alone waits at most that
 * long more. SQLite keeps the log file while the database is open; should it have been replaced,
 * it is opened again, and should it be missing, a checkpoint (which flushes the log) does the job.
 */
export function groupFlush(
  walPath: string,
  checkpoint: () => void,
  /** The flush itself (tests count them). */
  sync: (fd: number, done: (e: Error | null) => void) => void = fs.fdatasync,
  gapMs = 0,
): () => Promise<void> {
  let fd: number | null = null;
  let ino = -1;
  let running = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  /** The flush not yet started: whoever commits now is covered by it. */
  let next: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | null = null;
  let timer: NodeJS.Timeout | null = null;

  const open = (): number | null => {
    try {
      const st = fs.statSync(walPath);
      if (fd !== null && st.ino === ino) return fd;
      if (fd !== null) fs.closeSync(fd);
      fd = fs.openSync(walPath, "r");
      ino = fs.fstatSync(fd).ino;
      return fd;
    } catch {
      fd = null;
      return null;
    }
  };
  const flush = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const f = open();
      if (f === null) {
        try {
          checkpoint();
          resolve();
        } catch (e) {
          reject(e);
        }
        return;
      }
      sync(f, (e) => (e ? reject(e) : resolve()));
    });
  const start = (): void => {
    timer = null;
    const waiting = next;
    if (!waiting) return;
    next = null;
    running = true;
    lastStart = performance.now();
    const done = () => {
      running = false;
      if (next) schedule();
    };
    flush().then(
      () => {
        waiting.resolve();
        done();
      },
      (e: unknown) => {
        waiting.reject(e);
        done();
      },
    );
  };
  /** Starts the waiting flush now, or once `gapMs` have passed since the last one started. */
  const schedule = (): void => {
    if (running || timer) return;
    const wait = lastStart + gapMs - performance.now();
    if (wait > 0) timer = setTimeout(start, Math.ceil(wait));
    else start();
  };
  return () => {
    if (next) return next.promise;
    let resolve!: () => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    next = { promise, resolve, reject };
    schedule();
    return promise;
  };
}

function migrations(kind: Dialect_): MigrationProvider {
  const all: Record<string, Migration> = {
    "001_initial": { up: (db) => initial(db as Kysely<DB>, kind) },
    "002_versions_rev_rebases": { up: (db) => versions(db as Kysely<DB>) },
    "003_club": { up: (db) => clubMigration(db) },
  };
  return { getMigrations: async () => all };
}

/** The tables as the first server made them (created only where missing: older files have them). */
async function initial(db: Kysely<DB>, kind: Dialect_): Promise<void> {
  const s = db.schema;
  await s
    .createTable("users")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .addColumn("password", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("sessions")
    .ifNotExists()
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("games")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("game", "text", (c) => c.notNull())
    .addColumn("seed", "integer", (c) => c.notNull())
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("moves", "integer", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("turn_seat", "text")
    .addColumn("result", "text")
    .addColumn("invite", "text", (c) => c.unique())
    .addColumn("open", "integer", (c) => c.notNull())
    .addColumn("hotseat", "integer", (c) => c.notNull())
    .addColumn("fixed_seed", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("rematch_of", "text")
    .addColumn("rematch", "text")
    .execute();
  await s.createIndex("games_open").ifNotExists().on("games").columns(["open", "status"]).execute();
  await s
    .createTable("game_seats")
    .ifNotExists()
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("seat", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id"))
    .addColumn("bot", "text")
    .addPrimaryKeyConstraint("game_seats_pk", ["game_id", "seat"])
    .execute();
  await s.createIndex("game_seats_user").ifNotExists().on("game_seats").column("user_id").execute();
  await s
    .createTable("game_log")
    .ifNotExists()
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("seat", "text", (c) => c.notNull())
    .addColumn("action", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("game_log_pk", ["game_id", "seq"])
    .execute();
  await s
    .createTable("game_snapshots")
    .ifNotExists()
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("moves", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("game_snapshots_pk", ["game_id", "seq"])
    .execute();
  await appendOnly(db, kind);
}

/**
 * Rules versions per game, per-entry hashes, the revision counter that cached copies are checked
 * against, carried-over games, and the log-in throttle. Games from older servers get version 0
 * (unknown): they are carried over to the running rules version when first loaded.
 */
async function versions(db: Kysely<DB>): Promise<void> {
  const s = db.schema;
  for (const [col, def] of [
    ["engine_version", 0],
    ["version", 0],
    ["rev", 0],
    ["base_seq", 0],
    ["hash_seq", 0],
  ] as const) {
    await s
      .alterTable("games")
      .addColumn(col, "integer", (c) => c.notNull().defaultTo(def))
      .execute();
  }
  await db
    .updateTable("games")
    .set((eb) => ({ hash_seq: eb.ref("seq") }))
    .execute();
  await s.alterTable("game_log").addColumn("hash", "text").execute();
  await s
    .createIndex("games_turn")
    .ifNotExists()
    .on("games")
    .columns(["status", "turn_seat", "updated_at"])
    .execute();
  await s
    .createTable("game_rebases")
    .ifNotExists()
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("to_seq", "integer", (c) => c.notNull())
    .addColumn("from_seq", "integer", (c) => c.notNull())
    .addColumn("moves", "integer", (c) => c.notNull())
    .addColumn("from_version", "integer", (c) => c.notNull())
    .addColumn("to_version", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("game_rebases_pk", ["game_id", "to_seq"])
    .execute();
  await s
    .createTable("login_throttle")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("next_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
}

/** The database itself refuses to change or delete log entries. */
async function appendOnly(db: Kysely<DB>, kind: Dialect_): Promise<void> {
  if (kind === "sqlite") {
    for (const op of ["UPDATE", "DELETE"]) {
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS game_log_no_${op.toLowerCase()} BEFORE ${op} ON game_log ` +
            "BEGIN SELECT RAISE(ABORT, 'game_log is append-only'); END",
        )
        .execute(db);
    }
    return;
  }
  await sql
    .raw(
      "CREATE OR REPLACE FUNCTION game_log_append_only() RETURNS trigger LANGUAGE plpgsql AS " +
        "$$ BEGIN RAISE EXCEPTION 'game_log is append-only'; END $$",
    )
    .execute(db);
  await sql.raw("DROP TRIGGER IF EXISTS game_log_append_only ON game_log").execute(db);
  await sql
    .raw(
      "CREATE TRIGGER game_log_append_only BEFORE UPDATE OR DELETE ON game_log " +
        "FOR EACH ROW EXECUTE FUNCTION game_log_append_only()",
    )
    .execute(db);
}
