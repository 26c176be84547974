// The club's tables (ratings, notices, chat, blocks, per-user settings) and its columns on
// `games` (rated, hints, clock, deadline, named invitee), created by migration 003_club.
// Portable types only: text, integers, double precision; times as ISO text or ms integers.
import { type Kysely, sql } from "kysely";

/** Columns the club adds to `games` (optional: rows written before the migration lack nothing, defaults apply). */
export interface GamesClubColumns {
  /** 1: a rated game (two players, or a player and a bot; no hints, no undo, no chosen seed). */
  rated?: number;
  /** 1: players may ask for hints (the creator's choice; never in rated games). */
  hints?: number;
  /** The clock (JSON, see clock.ts), null: none. */
  clock?: string | null;
  /** When the running clock runs out (ms since the epoch; null: no clock running). */
  deadline?: number | string | null;
  /** When to tell the player to move that his clock is low (ms; null: told already, or no clock). */
  low_at?: number | string | null;
  /** The user a game waits for (an invitation to a named player), null: anyone with the code. */
  invitee?: string | null;
  /** 1 once the result has been counted in the ratings. */
  rating_done?: number;
}

export interface RatingsTable {
  /** "u:<user id>" or "b:<bot id>". */
  player: string;
  /** The title's id. */
  game: string;
  /** "all", or the side (role) played. */
  scope: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  updated_at: string;
}

export interface RatingHistoryTable {
  game_id: string;
  player: string;
  game: string;
  scope: string;
  /** The side played. */
  role: string;
  /** "win", "loss" or "draw". */
  result: string;
  /** The opponents' player keys, comma-separated. */
  opponents: string;
  before: number;
  after: number;
  rd: number;
  at: string;
}

export interface ClubUsersTable {
  user_id: string;
  email: string | null;
  /** 1 once the address was confirmed through the link sent to it. */
  email_verified: number;
  /** 1: no e-mail at all (the unsubscribe link). */
  email_off: number;
  webhook_url: string | null;
  /** The key the webhook's body is signed with (HMAC-SHA256). */
  webhook_secret: string;
  /** JSON list of the events the user wants ("turn", "over", "invite", "low"). */
  events: string;
}

export interface NoticesTable {
  id: string;
  user_id: string;
  /** Unique per user: what makes a notice one of a kind ("turn:<game>:<seq>", "over:<game>"). */
  key: string;
  kind: string;
  game_id: string | null;
  /** JSON: what the notice says. */
  payload: string;
  created_at: string;
  /** Not to be (re)tried before this time (ms). */
  next_at: number | string;
  attempts: number;
  sent_at: string | null;
  error: string | null;
}

export interface ChatTable {
  id: string;
  game_id: string;
  /** "players" or "spectators". */
  channel: string;
  user_id: string;
  text: string;
  /** ms since the epoch. */
  at: number | string;
}

export interface UserBlocksTable {
  user_id: string;
  other_id: string;
  /** "mute" (his messages hidden from me) or "block" (also: no invitations, no joining my games). */
  kind: string;
  at: string;
}

export interface ClubKvTable {
  key: string;
  value: string;
}

export interface ClubTables {
  ratings: RatingsTable;
  rating_history: RatingHistoryTable;
  club_users: ClubUsersTable;
  notices: NoticesTable;
  chat: ChatTable;
  user_blocks: UserBlocksTable;
  club_kv: ClubKvTable;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on the database as it is, not as typed now
export async function clubMigration(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  for (const [col, type, def] of [
    ["rated", "integer", 0],
    ["hints", "integer", 1],
    ["rating_done", "integer", 0],
  ] as const) {
    await s
      .alterTable("games")
      .addColumn(col, type, (c) => c.notNull().defaultTo(def))
      .execute();
  }
  await s.alterTable("games").addColumn("clock", "text").execute();
  await s.alterTable("games").addColumn("deadline", "bigint").execute();
  await s.alterTable("games").addColumn("low_at", "bigint").execute();
  await s.alterTable("games").addColumn("invitee", "text").execute();
  await s.createIndex("games_deadline").on("games").column("deadline").execute();
  await s.createIndex("games_low_at").on("games").column("low_at").execute();
  await s.createIndex("games_invitee").on("games").column("invitee").execute();
  const real = sql`double precision`;
  await s
    .createTable("ratings")
    .addColumn("player", "text", (c) => c.notNull())
    .addColumn("game", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("rating", real, (c) => c.notNull())
    .addColumn("rd", real, (c) => c.notNull())
    .addColumn("vol", real, (c) => c.notNull())
    .addColumn("games", "integer", (c) => c.notNull())
    .addColumn("wins", "integer", (c) => c.notNull())
    .addColumn("losses", "integer", (c) => c.notNull())
    .addColumn("draws", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("ratings_pk", ["player", "game", "scope"])
    .execute();
  await s.createIndex("ratings_board").on("ratings").columns(["game", "scope", "rating"]).execute();
  await s
    .createTable("rating_history")
    .addColumn("game_id", "text", (c) => c.notNull())
    .addColumn("player", "text", (c) => c.notNull())
    .addColumn("game", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("result", "text", (c) => c.notNull())
    .addColumn("opponents", "text", (c) => c.notNull())
    .addColumn("before", real, (c) => c.notNull())
    .addColumn("after", real, (c) => c.notNull())
    .addColumn("rd", real, (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("rating_history_pk", ["game_id", "player", "scope"])
    .execute();
  await s.createIndex("rating_history_player").on("rating_history").columns(["player", "at"]).execute();
  await s
    .createTable("club_users")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("email_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_off", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("webhook_url", "text")
    .addColumn("webhook_secret", "text", (c) => c.notNull())
    .addColumn("events", "text", (c) => c.notNull())
    .execute();
  await s
    .createTable("notices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("game_id", "text")
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("next_at", "bigint", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("error", "text")
    .addUniqueConstraint("notices_key", ["user_id", "key"])
    .execute();
  await s.createIndex("notices_pending").on("notices").columns(["sent_at", "next_at"]).execute();
  await s
    .createTable("chat")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await s.createIndex("chat_game").on("chat").columns(["game_id", "at"]).execute();
  await s
    .createTable("user_blocks")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("other_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_blocks_pk", ["user_id", "other_id"])
    .execute();
  await s
    .createTable("club_kv")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}
