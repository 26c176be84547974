// The protocol between the server and its clients (the web client, the load test, tools): the
// bodies of the HTTP API and the WebSocket messages, as TypeScript types, plus zod/mini schemas
// for everything a client sends (the server checks every request and message with them), and
// the helper that applies a view increment. docs/protocol.md describes the whole API.
//
// Browsers: importing only types costs nothing; the schemas are zod/mini (tree-shaken, a few KB);
// `applyViewPatch` is plain code.
import * as z from "zod/mini";
import type { OptionSpec } from "./options.ts";
import type { Localized } from "./text.ts";

/** Bumped when a message changes incompatibly. Servers say which version they speak in /api/meta. */
export const PROTOCOL_VERSION = 2;

// ---- limits shared by both sides ---------------------------------------------------------------

/** Largest request body and largest WebSocket message, in bytes (a server may be set lower). */
export const MAX_BODY_BYTES = 64 * 1024;
const ID_MAX = 64;
const SEED_MAX = 0x7fffffff;

// ---- small pieces ------------------------------------------------------------------------------

const id = z.string().check(z.minLength(1), z.maxLength(ID_MAX));
const seatId = z.string().check(z.minLength(1), z.maxLength(ID_MAX));
/** A game's sequence number: the number of entries in its log. */
const seq = z.int().check(z.gte(0));

export type Seat = string;
export type GameStatus = "waiting" | "active" | "finished";
export type Opponent = "invite" | "open" | "bot" | "hotseat";
export const OPPONENTS: readonly Opponent[] = ["invite", "open", "bot", "hotseat"];

/** Every error answer, HTTP or WebSocket: a sentence for people. */
export interface ErrorBody {
  readonly error: string;
}

// ---- accounts ----------------------------------------------------------------------------------

/** POST /api/register and POST /api/login. */
export const Credentials = z.object({
  name: z.string().check(z.maxLength(100)),
  password: z.string().check(z.maxLength(1000)),
});
export type Credentials = z.infer<typeof Credentials>;

export interface User {
  readonly id: string;
  readonly name: string;
}
/** Answer of /api/register, /api/login and /api/me. */
export interface UserBody {
  readonly user: User;
}

// ---- titles (GET /api/meta) --------------------------------------------------------------------

export interface BotInfo {
  readonly id: string;
  readonly label: Localized;
  readonly description: Localized;
}

/** Everything the new-game page needs about one title. */
export interface TitleInfo {
  /** The id to send as `game` when creating a game. */
  readonly id: string;
  /** Other ids that name it (older records). */
  readonly aliases: readonly string[];
  readonly title: Localized;
  readonly summary: Localized;
  /** The rules version new games are created with. */
  readonly version: number;
  readonly seats: readonly { readonly id: Seat; readonly name: Localized }[];
  readonly options: readonly OptionSpec[];
  readonly bots: readonly BotInfo[];
  readonly defaultBot: string;
}

export interface MetaBody {
  readonly protocol: number;
  readonly titles: readonly TitleInfo[];
  /** Limits this server applies. */
  readonly limits: { readonly bodyBytes: number; readonly spectatorsPerGame: number };
  /**
   * The older short list (English title, seat ids and bot ids) that web clients before protocol 2
   * read. Kept until they are gone.
   */
  readonly games: readonly {
    readonly id: string;
    readonly title: string;
    readonly seats: readonly Seat[];
    readonly bots: readonly string[];
    readonly description?: unknown;
  }[];
}

// ---- games -------------------------------------------------------------------------------------

/** CreateGame.clock: a live clock (minutes + seconds per decision) or one over days. */
export const ClockRequest = z.union([
  z.object({
    kind: z.literal("live"),
    /** The time bank, in minutes (0.05 to 600). */
    minutes: z.number(),
    /** Seconds added after each decision (0 to 600). */
    increment: z.number(),
  }),
  z.object({
    kind: z.literal("days"),
    /** Days per move (0.5 to 30). */
    days: z.number(),
    /** Away days per year a slow move may use (0 to 60). */
    awayDays: z.number(),
  }),
]);
export type ClockRequest = z.infer<typeof ClockRequest>;

/** POST /api/games. */
export const CreateGame = z.object({
  /** The title's id (or an alias); default: the server's first title. */
  game: z.optional(id),
  /** Checked against the title's option descriptions; missing options take their defaults. */
  options: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  /** The creator's seat, or "random". */
  side: z.optional(seatId),
  opponent: z.optional(z.enum(["invite", "open", "bot", "hotseat"])),
  /** A bot id of the title (opponent "bot" only; default: the title's default bot). */
  bot: z.optional(id),
  /** A chosen seed: the game is then marked fixedSeed (its creator could know the deck order). */
  seed: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(SEED_MAX)))),
  /** A rated game (see ClubSettings below; default false). */
  rated: z.optional(z.boolean()),
  /** Players may ask for hints (default true; never in rated games). */
  hints: z.optional(z.boolean()),
  /** A clock (default none): see ClockRequest. */
  clock: z.optional(z.nullable(ClockRequest)),
  /** Opponent "invite": the name of the one player who may join (he is told). */
  invitee: z.optional(z.string().check(z.minLength(1), z.maxLength(ID_MAX))),
});
export type CreateGame = z.infer<typeof CreateGame>;

export interface CreatedGame {
  readonly id: string;
  /** The secret code of an invite or open game (the link /join/<code>), else null. */
  readonly invite: string | null;
  /** The creator's seat. */
  readonly seat: Seat;
}

/** POST /api/games/:id/join. */
export const JoinGame = z.object({ invite: z.optional(z.string().check(z.maxLength(ID_MAX))) });
export type JoinGame = z.infer<typeof JoinGame>;
/** POST /api/join. */
export const JoinByInvite = z.object({ invite: z.string().check(z.minLength(1), z.maxLength(ID_MAX)) });
export type JoinByInvite = z.infer<typeof JoinByInvite>;

export interface Joined {
  readonly id: string;
  readonly seat: Seat;
}

/** POST /api/games/:id/actions: `seq` is the game's seq the choice is based on. */
export const ActRequest = z.object({
  seq,
  /** One of the legal actions, as the view lists it (its shape is the title's). */
  action: z.unknown(),
  /** Only needed in hot-seat games (one user holds every seat). */
  seat: z.optional(seatId),
});
export type ActRequest = z.infer<typeof ActRequest>;

/** POST /api/games/:id/undo. */
export const UndoRequest = z.object({ seq, seat: z.optional(seatId) });
export type UndoRequest = z.infer<typeof UndoRequest>;

/**
 * The query of POST /api/games/:id/actions and /undo: `reply=patch` asks for a PatchReply (what
 * the move changed) instead of the whole game info.
 */
export const MoveQuery = z.object({ reply: z.optional(z.enum(["info", "patch"])) });
export type MoveQuery = z.infer<typeof MoveQuery>;

/** POST /api/games/:id/resign (on a game still waiting, it calls the game off). */
export const ResignRequest = z.object({ seq: z.optional(seq), seat: z.optional(seatId) });
export type ResignRequest = z.infer<typeof ResignRequest>;

/** Path parameters. */
export const GameParams = z.object({ id });
export const ReplayParams = z.object({ id, step: z.string().check(z.regex(/^\d{1,7}$/)) });

export interface Outcome {
  readonly winner: Seat | null;
  readonly reason: string;
}

/** A game in a list (GET /api/games, GET /api/lobby). */
export interface GameSummary {
  readonly id: string;
  /** The title's id. */
  readonly game: string;
  readonly status: GameStatus;
  /** Player names (bots as "<bot> bot"), null for a free seat. */
  readonly seats: Readonly<Record<Seat, string | null>>;
  readonly bots: Readonly<Record<Seat, string | null>>;
  readonly yourSeats: readonly Seat[];
  readonly yourTurn: boolean;
  readonly hotseat: boolean;
  readonly seq: number;
  readonly options: unknown;
  readonly result: Outcome | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Ratings, hints, clocks (servers with the club). */
  readonly club?: ClubInfo;
}

/** A game as one user sees it, without the view (the header of every update). */
export interface GameHeader {
  readonly id: string;
  readonly game: string;
  readonly status: GameStatus;
  /** The number of log entries (actions, undos, a resignation): the game's version. */
  readonly seq: number;
  readonly options: unknown;
  readonly seats: Readonly<Record<Seat, string | null>>;
  readonly bots: Readonly<Record<Seat, string | null>>;
  /** The role each seat plays now (for 1989 the side, which the balance bid may swap). */
  readonly roles: Readonly<Record<Seat, string>>;
  /** The seat whose view this is (hot seat: the deciding seat); null for spectators. */
  readonly yourSeat: Seat | null;
  readonly hotseat: boolean;
  readonly fixedSeed: boolean;
  /** The seat that has to decide, null when nobody does (waiting, finished). */
  readonly turn: Seat | null;
  readonly yourTurn: boolean;
  readonly canUndo: boolean;
  readonly result: Outcome | null;
  /** The invite code, for the players of a game still waiting. */
  readonly invite: string | null;
  readonly rematch: string | null;
  readonly rematchOf: string | null;
  /** The legal actions of `yourSeat`'s pending decision: only when the socket asked (actions=1). */
  readonly actions?: readonly unknown[] | null;
  /** Ratings, hints, clocks (servers with the club; see ClubInfo). */
  readonly club?: ClubInfo;
  /** The game's latest undos (at most UNDOS_IN_HEADER), oldest first; absent when there were none. */
  readonly undos?: readonly UndoInfo[];
}

/** Undos a header lists (the latest ones). */
export const UNDOS_IN_HEADER = 10;
/** Items taken back that an undo keeps per array of the view (the first ones). */
export const UNDO_ITEMS_KEPT = 12;

/**
 * An undo in the game's log: a seat took back its last move. Kept with the log entry, so every
 * client, now or later, can tell the other players.
 */
export interface UndoInfo {
  /** The undo's entry in the game's log (the game's `seq` right after it). */
  readonly seq: number;
  /** The seat that took its move back. */
  readonly seat: Seat;
  /** When (ISO 8601). */
  readonly at: string;
  /** Moves in effect after it (the move taken back was number `moves + 1`). */
  readonly moves: number;
  /**
   * What it took out of the view, as a spectator sees it (nothing hidden): for each top-level
   * array it shortened (a title's log), the length it left (`at`, where the items were) and the
   * first UNDO_ITEMS_KEPT items taken back.
   */
  readonly cut?: Readonly<Record<string, { readonly at: number; readonly items: readonly unknown[] }>>;
}

/** GET /api/games/:id and the answer to every game request: the header plus the view. */
export interface GameInfo<V = unknown> extends GameHeader {
  /** The title's view for `yourSeat` (spectators: the observer's view). */
  readonly view: V;
}

// ---- WebSocket /api/games/:id/ws ---------------------------------------------------------------
// Query: `updates=patch` asks for increments (default: a full "state" message on every change),
// `actions=1` adds the legal actions to every header.

/** A client's name for one of its messages, echoed in the error that answers it. */
export const MessageRef = z.union([z.string().check(z.maxLength(ID_MAX)), z.number()]);

export const ClientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("action"),
    seq,
    action: z.unknown(),
    seat: z.optional(seatId),
    /** Echoed in the error that answers this message, if any. */
    ref: z.optional(MessageRef),
  }),
  z.object({
    type: z.literal("undo"),
    seq,
    seat: z.optional(seatId),
    ref: z.optional(MessageRef),
  }),
  z.object({
    type: z.literal("resign"),
    seq: z.optional(seq),
    seat: z.optional(seatId),
    ref: z.optional(MessageRef),
  }),
  /** Asks for the whole game again (a "state" message). */
  z.object({ type: z.literal("sync") }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/**
 * Changes to a view that is a JSON object: `set` replaces top-level keys, `append` adds items at
 * the end of top-level arrays (new log entries), `unset` removes keys.
 */
export interface ViewPatch {
  readonly set?: Readonly<Record<string, unknown>>;
  readonly append?: Readonly<Record<string, readonly unknown[]>>;
  readonly unset?: readonly string[];
}

/**
 * An increment: the new header, and the view's changes from the view at seq `from` (the one the
 * client holds) to the view at `seq`; no `view` when it did not change. The WebSocket's "patch"
 * message, and the answer to a move asked with `reply=patch` (then `from` is the seq the move
 * was based on and `seq` the game's seq right after it).
 */
export interface PatchReply {
  readonly type: "patch";
  readonly from: number;
  readonly seq: number;
  readonly game: GameHeader;
  readonly view?: ViewPatch;
}

export type ServerMessage<V = unknown> =
  /** The whole game: on connect, on "sync", and on every change for clients without increments. */
  | ({ readonly type: "state" } & GameInfo<V>)
  /** An increment (clients with updates=patch). A client holding another seq than `from` sends "sync". */
  | PatchReply
  | {
      readonly type: "error";
      readonly status: number;
      readonly error: string;
      readonly ref?: string | number;
    }
  | { readonly type: "pong" };

/** The view after a patch (the input is not changed). */
export function applyViewPatch<V>(view: V, patch: ViewPatch): V {
  const out: Record<string, unknown> = { ...(view as Record<string, unknown>) };
  if (patch.set) for (const k of Object.keys(patch.set)) out[k] = patch.set[k];
  if (patch.append) {
    for (const k of Object.keys(patch.append)) {
      const old = out[k];
      out[k] = Array.isArray(old) ? old.concat(patch.append[k]) : patch.append[k]!.slice();
    }
  }
  if (patch.unset) for (const k of patch.unset) delete out[k];
  return out as V;
}

// ---- records and replays -----------------------------------------------------------------------

/** GET /api/games/:id/replay/:step (finished games). */
export interface ReplayStep {
  readonly id: string;
  readonly step: number;
  readonly steps: number;
  readonly move: {
    readonly seat: Seat;
    readonly kind: "action" | "resign";
    readonly action: unknown;
    readonly text: string;
  } | null;
  /** The title's revealed state (every hand shown). */
  readonly state: unknown;
}

/** GET /api/health. */
export interface HealthBody {
  readonly ok: boolean;
  readonly database: "ok" | "down";
  readonly dbMs: number;
}

/** The first problem of a failed zod check, as a sentence naming the field. */
export function describeIssue(error: { readonly issues: readonly z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const where = issue.path.length ? issue.path.map(String).join(".") : "body";
  if (issue.code === "invalid_union" && "note" in issue && issue.note === "No matching discriminator") {
    const options = (issue as { options?: unknown[] }).options ?? [];
    return `${where} must be one of ${options.map((o) => JSON.stringify(o)).join(", ")}`;
  }
  return `${where}: ${issue.message}`;
}

// ---- the club: ratings, clocks, chat, lobby, invitations, notices, hints (protocol 2 additions) -----

/** A game's clock as a client sees it: time left per seat at `at` (the server's time). */
export interface ClockInfo {
  readonly kind: "live" | "days";
  /** "30+30" or "3d". */
  readonly label: string;
  /** Milliseconds left per seat at `at` (days: the move's time plus the seat's away days). */
  readonly left: Readonly<Record<Seat, number>>;
  /** The seat whose clock runs, or null. */
  readonly running: Seat | null;
  /** The server's time (ms since the epoch) the figures are for. */
  readonly at: number;
  /** When the running clock runs out (ms since the epoch), or null. */
  readonly deadline: number | null;
  /** days: away time left per seat this year (ms). */
  readonly away?: Readonly<Record<Seat, number>>;
}

export interface ClubInfo {
  readonly rated: boolean;
  /** Hints allowed in this game (the creator's choice; false in rated games). */
  readonly hints: boolean;
  readonly clock: ClockInfo | null;
  /** The invited player's name (a game waiting for a named player). */
  readonly invitee: string | null;
}

/** GET /api/club/lobby?game=&clock=live|days|none&rated=1|0&option.<key>=<value>. */
export const LobbyQuery = z.object({
  game: z.optional(id),
  clock: z.optional(z.enum(["live", "days", "none"])),
  rated: z.optional(z.enum(["1", "0", "true", "false"])),
});

export interface LobbyBody {
  /** Open games waiting for a player (filtered). */
  readonly open: readonly GameSummary[];
  /** Games you are invited to by name, with their invite codes. */
  readonly invitations: readonly (GameSummary & { readonly invite: string; readonly from: string })[];
}

/** A rating (Glicko-2): rating, deviation, volatility, and the games behind it. */
export interface RatingInfo {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/** GET /api/club/leaderboard/:game?scope=all|<side>: players (and bots) by rating. */
export interface LeaderboardBody {
  readonly game: string;
  readonly scope: string;
  readonly players: readonly (RatingInfo & { readonly name: string; readonly bot: boolean })[];
}

/** GET /api/club/players/:name: ratings per title and side, recent rated games. */
export interface ProfileBody {
  readonly name: string;
  readonly bot: boolean;
  readonly ratings: readonly (RatingInfo & { readonly game: string; readonly scope: string })[];
  readonly history: readonly {
    readonly gameId: string;
    readonly game: string;
    readonly role: string;
    readonly result: "win" | "loss" | "draw";
    readonly opponents: readonly string[];
    readonly before: number;
    readonly after: number;
    readonly at: string;
  }[];
}

/** POST /api/games/:id/chat. */
export const ChatPost = z.object({
  /** "players" (the players only) or "spectators" (everyone else); default: the sender's own. */
  channel: z.optional(z.enum(["players", "spectators"])),
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type ChatPost = z.infer<typeof ChatPost>;

export interface ChatMessage {
  readonly id: string;
  readonly channel: "players" | "spectators";
  readonly from: string;
  readonly text: string;
  /** ms since the epoch. */
  readonly at: number;
}

/** GET /api/games/:id/chat: the channels the reader may read (muted and blocked senders left out). */
export interface ChatBody {
  readonly channels: readonly ("players" | "spectators")[];
  readonly messages: readonly ChatMessage[];
}

/** WebSocket message from the server: a new chat message for this reader. */
export interface ChatServerMessage {
  readonly type: "chat";
  readonly message: ChatMessage;
}

/** POST /api/club/mute and /api/club/block (and DELETE-like undo with `off: true`). */
export const BlockRequest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(ID_MAX)),
  off: z.optional(z.boolean()),
});

/** The notices a player may ask for. */
export const NOTICE_EVENTS = ["turn", "over", "invite", "low"] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/** GET/POST /api/club/settings: where notices go and which ones. */
export const SettingsUpdate = z.object({
  /** An e-mail address ("" removes it); a new one gets a confirmation link first. */
  email: z.optional(z.string().check(z.maxLength(254))),
  /** Receive e-mail (turning it on again after unsubscribing). */
  emailOn: z.optional(z.boolean()),
  /** An https:// (or http:// on this machine) address for webhook notices ("" removes it). */
  webhook: z.optional(z.string().check(z.maxLength(2000))),
  /** A new webhook secret is drawn. */
  newSecret: z.optional(z.boolean()),
  events: z.optional(z.array(z.enum(NOTICE_EVENTS))),
});

export interface SettingsBody {
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly emailOn: boolean;
  readonly webhook: string | null;
  /** The key webhook bodies are signed with (HMAC-SHA256, header X-Dawn-Signature). */
  readonly webhookSecret: string;
  readonly events: readonly NoticeEvent[];
  readonly muted: readonly string[];
  readonly blocked: readonly string[];
}

/** POST /api/club/password. */
export const PasswordChange = z.object({
  current: z.string().check(z.maxLength(1000)),
  next: z.string().check(z.maxLength(1000)),
});

/** POST /api/club/delete-account: the password again. */
export const DeleteAccount = z.object({ password: z.string().check(z.maxLength(1000)) });

/** POST /api/games/:id/hint: the AI's best choices at your decision. */
export interface HintBody {
  readonly seq: number;
  readonly hints: readonly {
    readonly action: unknown;
    /** The title's text for the action. */
    readonly text: string;
    /** The estimated chance to win after it, 0 to 1. */
    readonly winChance: number;
  }[];
}
