// The database: tables, the dialect choice (the one place that knows SQLite or PostgreSQL) and
// the schema. Every query goes through Kysely; portable column types only: text ids, ISO text
// times, small integers.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type Dialect, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

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

export interface GamesTable {
  id: string;
  /** The game module's id. */
  game: string;
  seed: number;
  /** The module's options, JSON. */
  options: string;
  status: "waiting" | "active" | "finished";
  /** Number of log entries (the version clients quote as `seq`). */
  seq: number;
  /** Number of effective moves (actions and a resignation, minus the undone ones). */
  moves: number;
  /** Hash of the current state, checked when the game is loaded again. */
  hash: string;
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
}

/** Full states, every few log entries, so loading does not replay whole games. */
export interface SnapshotsTable {
  game_id: string;
  /** Log entries included. */
  seq: number;
  /** Effective moves included. */
  moves: number;
  /** The game module's version that wrote it. */
  version: number;
  state: string;
  hash: string;
  at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  games: GamesTable;
  game_seats: SeatsTable;
  game_log: LogTable;
  game_snapshots: SnapshotsTable;
}

export interface Store {
  readonly db: Kysely<DB>;
  readonly dialect: "sqlite" | "postgres";
  /** Where the data lives, for the start-up message. */
  readonly location: string;
  close(): Promise<void>;
}

/**
 * Opens (creating the tables if needed) the database: PostgreSQL when `databaseUrl` is a
 * postgres:// URL, otherwise SQLite in `dataDir`.
 */
export async function openStore(opts: { dataDir: string; databaseUrl?: string | undefined }): Promise<Store> {
  let dialect: Dialect;
  let kind: Store["dialect"];
  let location: string;
  if (opts.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
      throw new Error("DATABASE_URL must be a postgres:// URL (unset it to use SQLite in DATA_DIR)");
    }
    kind = "postgres";
    location = opts.databaseUrl.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }) });
  } else {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const file = path.join(opts.dataDir, "dawn.sqlite");
    const sqlite = new Database(file);
    sqlite.pragma("journal_mode = WAL");
    // Every commit reaches the disk before anyone is told about it.
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    kind = "sqlite";
    location = file;
    dialect = new SqliteDialect({ database: sqlite });
  }
  const db = new Kysely<DB>({ dialect });
  try {
    await migrate(db, kind);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return { db, dialect: kind, location, close: () => db.destroy() };
}

async function migrate(db: Kysely<DB>, kind: Store["dialect"]): Promise<void> {
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

/** The database itself refuses to change or delete log entries. */
async function appendOnly(db: Kysely<DB>, kind: Store["dialect"]): Promise<void> {
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
