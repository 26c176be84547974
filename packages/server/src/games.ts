// Games: creation, seats, moves, undo, resignation, rematch, bots, records and replays.
// A game is its seed, options and an append-only log of entries (action, undo, resign); the state
// is rebuilt from the latest usable snapshot plus the log, and its hash is checked against the one
// stored with the last write. Writes to one game are serialized (one lock per game) and each is a
// single transaction that also checks the sequence number, so a stale or concurrent request can
// never apply twice.
import { randomInt, timingSafeEqual } from "node:crypto";
import type { TitleRegistry } from "@dawn/platform";
import type { Kysely } from "kysely";
import type { User } from "./accounts.ts";
import { randomId } from "./auth.ts";
import { BotPool } from "./bot-pool.ts";
import type { DB, GamesTable } from "./db.ts";
import { type AnyGameModule, applyLegal, GameRuleError, type Seat, seatIds } from "./game-module.ts";
import { GAMES } from "./games/index.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "./http.ts";

export type Opponent = "invite" | "open" | "bot" | "hotseat";
const OPPONENTS: readonly Opponent[] = ["invite", "open", "bot", "hotseat"];

/** An effective move: undone actions are gone from this list. */
export interface Move {
  readonly kind: "action" | "resign";
  readonly seat: Seat;
  readonly action?: unknown;
}

interface SeatInfo {
  userId: string | null;
  name: string | null;
  bot: string | null;
}

interface Live {
  readonly id: string;
  readonly module: AnyGameModule;
  readonly options: unknown;
  row: GamesTable;
  seats: Map<Seat, SeatInfo>;
  state: unknown;
  moves: Move[];
  /** The latest snapshot state still valid for the current moves (rebuilds after undo start here). */
  checkpoint: { moves: number; state: unknown } | null;
  lock: Promise<unknown>;
  /** Operations queued or running on this game (it stays in memory meanwhile). */
  busy: number;
  botTimer: NodeJS.Timeout | null;
}

/** A game held in memory, not yet busy, with no bot move scheduled. */
function live(
  id: string,
  module: AnyGameModule,
  options: unknown,
  row: GamesTable,
  seats: Map<Seat, SeatInfo>,
  state: unknown,
  moves: Move[],
  checkpoint: Live["checkpoint"],
): Live {
  return {
    id,
    module,
    options,
    row,
    seats,
    state,
    moves,
    checkpoint,
    lock: Promise.resolve(),
    busy: 0,
    botTimer: null,
  };
}

export interface GameServiceOptions {
  /** A snapshot every this many log entries (and at the end of the game). */
  readonly snapshotEvery?: number;
  /** Pause before a bot moves, in ms. */
  readonly botDelayMs?: number;
  /** Games kept in memory (least recently used ones beyond this are dropped; the database has them). */
  readonly maxLive?: number;
  /** Bots think in a worker thread (default true). */
  readonly botWorker?: boolean;
  /** The games offered (default: GAMES). */
  readonly games?: TitleRegistry;
  readonly log?: (message: string) => void;
}

/** What a client sees of a game (HTTP responses and WebSocket "state" messages). */
export interface GameInfo {
  readonly id: string;
  readonly game: string;
  readonly status: GamesTable["status"];
  readonly seq: number;
  readonly options: unknown;
  readonly seats: Record<Seat, string | null>;
  readonly bots: Record<Seat, string | null>;
  /** The role each seat plays now (for 1989: the side, which the balance bid may swap). */
  readonly roles: Record<Seat, string>;
  readonly yourSeat: Seat | null;
  readonly hotseat: boolean;
  readonly fixedSeed: boolean;
  /** The seat whose decision is pending. */
  readonly turn: Seat | null;
  readonly yourTurn: boolean;
  readonly canUndo: boolean;
  readonly result: { winner: Seat | null; reason: string } | null;
  readonly invite: string | null;
  readonly rematch: string | null;
  readonly rematchOf: string | null;
  readonly view: unknown;
}

export interface GameSummary {
  readonly id: string;
  readonly game: string;
  readonly status: GamesTable["status"];
  readonly seats: Record<Seat, string | null>;
  readonly bots: Record<Seat, string | null>;
  readonly yourSeats: Seat[];
  readonly yourTurn: boolean;
  readonly hotseat: boolean;
  readonly seq: number;
  readonly options: unknown;
  readonly result: { winner: Seat | null; reason: string } | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const now = () => new Date().toISOString();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function obj(input: unknown): Record<string, unknown> {
  if (input === undefined || input === null) return {};
  if (typeof input !== "object" || Array.isArray(input)) throw badRequest("The body must be a JSON object");
  return input as Record<string, unknown>;
}

function seqOf(o: Record<string, unknown>): number {
  const seq = o.seq;
  if (typeof seq !== "number" || !Number.isInteger(seq) || seq < 0) {
    throw badRequest("seq (the game's seq your choice is based on) must be a whole number");
  }
  return seq;
}

/** Mixes a game seed and a sequence number into a bot's seed. */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function rule<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof GameRuleError) throw badRequest(e.message);
    throw e;
  }
}

export class GameService {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live>>();
  private readonly listeners = new Set<(id: string) => void>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly snapshotEvery: number;
  private readonly botDelayMs: number;
  private readonly maxLive: number;
  private readonly bots: BotPool;
  /** The games offered. */
  readonly modules: TitleRegistry;
  private readonly log: (message: string) => void;
  private closing = false;

  constructor(
    private readonly db: Kysely<DB>,
    opts: GameServiceOptions = {},
  ) {
    this.snapshotEvery = Math.max(1, opts.snapshotEvery ?? 50);
    this.botDelayMs = opts.botDelayMs ?? 150;
    this.maxLive = Math.max(1, opts.maxLive ?? 2000);
    this.log = opts.log ?? ((m) => console.error(m));
    this.bots = new BotPool(opts.botWorker ?? true, this.log);
    this.modules = opts.games ?? GAMES;
  }

  /** Called with a game id after every change to that game. */
  onChange(f: (id: string) => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private changed(g: Live): void {
    for (const f of this.listeners) {
      try {
        f(g.id);
      } catch (e) {
        this.log(`listener failed: ${(e as Error).stack}`);
      }
    }
  }

  private withLock<T>(g: Live, f: () => Promise<T>): Promise<T> {
    g.busy++;
    const run = g.lock.then(f, f);
    g.lock = run.catch(() => undefined);
    this.running.add(run);
    run
      .finally(() => {
        g.busy--;
        this.running.delete(run);
      })
      .catch(() => undefined);
    return run;
  }

  /** Keeps a game in memory as most recently used, dropping idle ones beyond maxLive. */
  private remember(g: Live): void {
    this.live.delete(g.id);
    this.live.set(g.id, g);
    if (this.live.size <= this.maxLive) return;
    for (const old of this.live.values()) {
      if (this.live.size <= this.maxLive) break;
      // A dropped game is loaded again from the database when needed; should a request still hold
      // the dropped copy, its write fails the seq check in the database instead of applying twice.
      if (old !== g && old.busy === 0 && !old.botTimer) this.live.delete(old.id);
    }
  }

  // ---- loading ---------------------------------------------------------------------------

  private async get(id: string): Promise<Live> {
    if (typeof id !== "string" || id.length > 64) throw notFound("No such game");
    const g = this.live.get(id);
    if (g) {
      this.remember(g);
      return g;
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  private async seatsOf(id: string): Promise<Map<Seat, SeatInfo>> {
    const rows = await this.db
      .selectFrom("game_seats")
      .leftJoin("users", "users.id", "game_seats.user_id")
      .select(["game_seats.seat", "game_seats.user_id", "game_seats.bot", "users.name"])
      .where("game_seats.game_id", "=", id)
      .execute();
    return new Map(rows.map((r) => [r.seat, { userId: r.user_id, name: r.name ?? null, bot: r.bot }]));
  }

  private async load(id: string): Promise<Live> {
    const row = await this.db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(`No game ${id}`);
    const module = this.modules.has(row.game) ? this.modules.get(row.game) : undefined;
    if (!module) throw new HttpError(500, `Game ${id} uses ${row.game}, which this server does not know`);
    const options = JSON.parse(row.options) as unknown;
    const seats = await this.seatsOf(id);
    const entries = await this.db
      .selectFrom("game_log")
      .select(["seq", "kind", "seat", "action"])
      .where("game_id", "=", id)
      .orderBy("seq")
      .execute();
    const damaged = (why: string) => {
      this.log(`game ${id} failed its integrity check: ${why}`);
      return new HttpError(500, `Game ${id} failed its integrity check; the administrator has been told`);
    };
    if (entries.length !== row.seq || entries.some((e, i) => e.seq !== i + 1)) {
      throw damaged(`the log has ${entries.length} entries, expected ${row.seq}`);
    }
    // Effective moves after each entry, and the smallest count ever reached after it.
    const moves: Move[] = [];
    const counts: number[] = [0];
    for (const e of entries) {
      if (e.kind === "undo") moves.pop();
      else if (e.kind === "action")
        moves.push({ kind: "action", seat: e.seat, action: JSON.parse(e.action!) });
      else moves.push({ kind: "resign", seat: e.seat });
      counts.push(moves.length);
    }
    const minAfter: number[] = new Array(counts.length).fill(Number.POSITIVE_INFINITY);
    for (let i = counts.length - 2; i >= 0; i--) minAfter[i] = Math.min(minAfter[i + 1]!, counts[i + 1]!);
    if (moves.length !== row.moves) throw damaged(`${moves.length} moves rebuilt, ${row.moves} expected`);

    const snaps = await this.db
      .selectFrom("game_snapshots")
      .select(["seq", "moves", "hash"])
      .where("game_id", "=", id)
      .where("version", "=", module.version)
      .orderBy("seq", "desc")
      .execute();
    let checkpoint: Live["checkpoint"] = null;
    for (const sn of snaps) {
      if (sn.seq > row.seq || counts[sn.seq] !== sn.moves || minAfter[sn.seq]! < sn.moves) continue;
      const full = await this.db
        .selectFrom("game_snapshots")
        .select("state")
        .where("game_id", "=", id)
        .where("seq", "=", sn.seq)
        .executeTakeFirstOrThrow();
      const state = module.deserialize(full.state);
      if (module.hash(state) !== sn.hash) {
        this.log(`game ${id}: snapshot at ${sn.seq} does not match its hash; replaying the log instead`);
        continue;
      }
      checkpoint = { moves: sn.moves, state };
      break;
    }
    let state: unknown;
    try {
      state = this.replayMoves(module, row.seed, options, moves, checkpoint);
    } catch (e) {
      throw damaged(`the log does not replay: ${(e as Error).message}`);
    }
    const hash = module.hash(state);
    if (hash !== row.hash) throw damaged(`state hash ${hash}, stored ${row.hash}`);
    const g = live(id, module, options, row, seats, state, moves, checkpoint);
    this.remember(g);
    return g;
  }

  private replayMoves(
    module: AnyGameModule,
    seed: number,
    options: unknown,
    moves: readonly Move[],
    from: Live["checkpoint"],
  ): unknown {
    const start = from && from.moves <= moves.length ? from : null;
    let s = start ? start.state : module.newGame(seed, options);
    for (let i = start ? start.moves : 0; i < moves.length; i++) {
      const m = moves[i]!;
      s = m.kind === "action" ? module.apply(s, m.action) : module.resign(s, m.seat);
    }
    return s;
  }

  // ---- writing ---------------------------------------------------------------------------

  /** Stores one log entry and the new state in one transaction, then updates memory and tells everyone. */
  private async commit(
    g: Live,
    entry: { kind: "action" | "undo" | "resign"; seat: Seat; action?: unknown },
    state: unknown,
    moves: Move[],
  ): Promise<void> {
    const m = g.module;
    const seq = g.row.seq + 1;
    const outcome = m.result(state);
    const turn = m.decision(state);
    const at = now();
    const changes = {
      seq,
      moves: moves.length,
      hash: m.hash(state),
      turn_seat: turn?.seat ?? null,
      status: outcome ? ("finished" as const) : g.row.status,
      result: outcome ? JSON.stringify(outcome) : null,
      open: outcome ? 0 : g.row.open,
      updated_at: at,
    };
    const snapshot = seq % this.snapshotEvery === 0 || outcome !== null;
    await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("games")
        .set(changes)
        .where("id", "=", g.id)
        .where("seq", "=", g.row.seq)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) {
        // Another copy (another process, or a copy dropped from memory) wrote first: this one is
        // out of date and is forgotten, so the next request loads the game again.
        if (this.live.get(g.id) === g) this.live.delete(g.id);
        throw conflict("The game changed meanwhile: reload it");
      }
      await trx
        .insertInto("game_log")
        .values({
          game_id: g.id,
          seq,
          kind: entry.kind,
          seat: entry.seat,
          action: entry.kind === "action" ? JSON.stringify(entry.action) : null,
          at,
        })
        .execute();
      if (snapshot) {
        await trx
          .insertInto("game_snapshots")
          .values({
            game_id: g.id,
            seq,
            moves: moves.length,
            version: m.version,
            state: m.serialize(state),
            hash: changes.hash,
            at,
          })
          .execute();
        // The three latest snapshots are kept: enough to load fast after a few undos.
        await trx
          .deleteFrom("game_snapshots")
          .where("game_id", "=", g.id)
          .where("seq", "<", seq - 2 * this.snapshotEvery)
          .execute();
      }
    });
    g.row = { ...g.row, ...changes };
    g.state = state;
    g.moves = moves;
    if (g.checkpoint && g.checkpoint.moves > moves.length) g.checkpoint = null;
    if (snapshot) g.checkpoint = { moves: moves.length, state };
    this.changed(g);
  }

  // ---- reading ---------------------------------------------------------------------------

  private mySeats(g: Live, user: User | null): Seat[] {
    if (!user) return [];
    return [...g.seats].filter(([, s]) => s.userId === user.id).map(([seat]) => seat);
  }

  private seatRecords(g: Live) {
    const seats: Record<Seat, string | null> = {};
    const bots: Record<Seat, string | null> = {};
    const roles: Record<Seat, string> = {};
    for (const seat of seatIds(g.module)) {
      const s = g.seats.get(seat);
      seats[seat] = s?.name ?? (s?.bot ? `${s.bot} bot` : null);
      bots[seat] = s?.bot ?? null;
      roles[seat] = g.module.roleOf(g.state, seat);
    }
    return { seats, bots, roles };
  }

  private info(g: Live, user: User | null): GameInfo {
    const m = g.module;
    const mine = this.mySeats(g, user);
    const turn = g.row.status === "finished" ? null : (m.decision(g.state)?.seat ?? null);
    const hotseat = g.row.hotseat === 1;
    // Hot seat: the screen shows the seat that has to decide.
    const yourSeat = hotseat && mine.length > 0 ? (turn ?? mine[0]!) : (mine[0] ?? null);
    const active = g.row.status === "active";
    return {
      id: g.id,
      game: m.id,
      status: g.row.status,
      seq: g.row.seq,
      options: g.options,
      ...this.seatRecords(g),
      yourSeat,
      hotseat,
      fixedSeed: g.row.fixed_seed === 1,
      turn,
      yourTurn: active && turn !== null && mine.includes(turn),
      canUndo: active && mine.some((s) => m.canUndo(g.state, s)),
      result: g.row.result ? (JSON.parse(g.row.result) as GameInfo["result"]) : null,
      invite: g.row.status === "waiting" && mine.length > 0 ? g.row.invite : null,
      rematch: g.row.rematch,
      rematchOf: g.row.rematch_of,
      view: m.view(g.state, yourSeat ?? "observer"),
    };
  }

  /** The game as `user` (null: a spectator) may see it. */
  async show(user: User | null, id: string): Promise<GameInfo> {
    return this.info(await this.get(id), user);
  }

  /** Like show(), for a game already in memory (WebSocket broadcasts). */
  showLoaded(user: User | null, id: string): GameInfo | null {
    const g = this.live.get(id);
    return g ? this.info(g, user) : null;
  }

  async myGames(user: User): Promise<GameSummary[]> {
    const rows = await this.db
      .selectFrom("games")
      .selectAll("games")
      .where("games.id", "in", (q) =>
        q.selectFrom("game_seats").select("game_id").where("user_id", "=", user.id),
      )
      .orderBy("games.updated_at", "desc")
      .limit(200)
      .execute();
    return this.summaries(rows, user);
  }

  async lobby(user: User | null): Promise<GameSummary[]> {
    const rows = await this.db
      .selectFrom("games")
      .selectAll()
      .where("open", "=", 1)
      .where("status", "=", "waiting")
      .orderBy("created_at", "desc")
      .limit(100)
      .execute();
    return this.summaries(rows, user);
  }

  private async summaries(rows: GamesTable[], user: User | null): Promise<GameSummary[]> {
    if (rows.length === 0) return [];
    const seatRows = await this.db
      .selectFrom("game_seats")
      .leftJoin("users", "users.id", "game_seats.user_id")
      .select(["game_seats.game_id", "game_seats.seat", "game_seats.user_id", "game_seats.bot", "users.name"])
      .where(
        "game_seats.game_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => {
      const here = seatRows.filter((s) => s.game_id === r.id);
      const seats: Record<Seat, string | null> = {};
      const bots: Record<Seat, string | null> = {};
      for (const s of here) {
        seats[s.seat] = s.name ?? (s.bot ? `${s.bot} bot` : null);
        bots[s.seat] = s.bot;
      }
      const yourSeats = user ? here.filter((s) => s.user_id === user.id).map((s) => s.seat) : [];
      return {
        id: r.id,
        game: r.game,
        status: r.status,
        seats,
        bots,
        yourSeats,
        yourTurn: r.status === "active" && r.turn_seat !== null && yourSeats.includes(r.turn_seat),
        hotseat: r.hotseat === 1,
        seq: r.seq,
        options: JSON.parse(r.options) as unknown,
        result: r.result ? (JSON.parse(r.result) as GameSummary["result"]) : null,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      };
    });
  }

  // ---- creating and joining --------------------------------------------------------------

  async create(user: User, input: unknown): Promise<{ id: string; invite: string | null; seat: Seat }> {
    const o = obj(input);
    const gameId = o.game ?? this.modules.default.id;
    const module =
      typeof gameId === "string" && this.modules.has(gameId) ? this.modules.get(gameId) : undefined;
    if (!module)
      throw badRequest(
        `Unknown game ${JSON.stringify(gameId)}; this server has ${this.modules
          .list()
          .map((m) => m.id)
          .join(", ")}`,
      );
    const options = rule(() => module.parseOptions(o.options));
    const side = o.side ?? "random";
    const seatList = seatIds(module);
    if (side !== "random" && !seatList.includes(side as Seat)) {
      throw badRequest(`side must be one of ${seatList.join(", ")} or random`);
    }
    const opponent = (o.opponent ?? "invite") as Opponent;
    if (!OPPONENTS.includes(opponent)) throw badRequest(`opponent must be one of ${OPPONENTS.join(", ")}`);
    let bot: string | null = null;
    if (opponent === "bot") {
      const botIds = module.bots.map((b) => b.id);
      bot = (o.bot ?? module.defaultBot) as string | null;
      if (typeof bot !== "string" || !botIds.includes(bot)) {
        throw badRequest(`bot must be one of ${botIds.join(", ")}`);
      }
    } else if (o.bot !== undefined) throw badRequest("bot is only for opponent: bot");
    let seed: number;
    const fixedSeed = o.seed !== undefined && o.seed !== null;
    if (fixedSeed) {
      if (typeof o.seed !== "number" || !Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0x7fffffff) {
        throw badRequest("seed must be a whole number from 0 to 2147483647");
      }
      seed = o.seed;
    } else seed = randomInt(0, 0x7fffffff);
    const state = rule(() => module.newGame(seed, options));
    const mySeat = side === "random" ? seatList[randomInt(0, seatList.length)]! : (side as Seat);
    const waiting = opponent === "invite" || opponent === "open";
    const id = randomId(12);
    const invite = waiting ? randomId(20) : null;
    const at = now();
    const row: GamesTable = {
      id,
      game: module.id,
      seed,
      options: JSON.stringify(options),
      status: waiting ? "waiting" : "active",
      seq: 0,
      moves: 0,
      hash: module.hash(state),
      turn_seat: module.decision(state)?.seat ?? null,
      result: null,
      invite,
      open: opponent === "open" ? 1 : 0,
      hotseat: opponent === "hotseat" ? 1 : 0,
      fixed_seed: fixedSeed ? 1 : 0,
      created_by: user.id,
      created_at: at,
      updated_at: at,
      rematch_of: null,
      rematch: null,
    };
    const seats = new Map<Seat, SeatInfo>();
    for (const seat of seatList) {
      if (seat === mySeat || opponent === "hotseat")
        seats.set(seat, { userId: user.id, name: user.name, bot: null });
      else if (opponent === "bot") seats.set(seat, { userId: null, name: null, bot });
      else seats.set(seat, { userId: null, name: null, bot: null });
    }
    await this.insertGame(row, seats);
    const g = live(id, module, options, row, seats, state, [], null);
    this.remember(g);
    this.scheduleBots(g);
    return { id, invite, seat: mySeat };
  }

  private async insertGame(row: GamesTable, seats: Map<Seat, SeatInfo>, rematchOf?: Live): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto("games").values(row).execute();
      await trx
        .insertInto("game_seats")
        .values([...seats].map(([seat, s]) => ({ game_id: row.id, seat, user_id: s.userId, bot: s.bot })))
        .execute();
      if (rematchOf) {
        const r = await trx
          .updateTable("games")
          .set({ rematch: row.id })
          .where("id", "=", rematchOf.id)
          .where("rematch", "is", null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw conflict("A rematch was already created");
      }
    });
  }

  async join(user: User, id: string, input: unknown): Promise<{ id: string; seat: Seat }> {
    const o = obj(input);
    const g = await this.get(id);
    return this.withLock(g, async () => {
      if (g.row.status !== "waiting") throw conflict("This game is not waiting for players");
      if (this.mySeats(g, user).length > 0) throw conflict("You are already in this game");
      if (g.row.open !== 1) {
        const code = typeof o.invite === "string" ? Buffer.from(o.invite) : Buffer.alloc(0);
        const want = Buffer.from(g.row.invite ?? "");
        if (code.length !== want.length || want.length === 0 || !timingSafeEqual(code, want)) {
          throw forbidden("This game is joined by its invite link only");
        }
      }
      const seat = seatIds(g.module).find((s) => {
        const x = g.seats.get(s);
        return !x || (x.userId === null && x.bot === null);
      });
      if (!seat) throw conflict("This game is full");
      const full = seatIds(g.module).every(
        (s) => s === seat || g.seats.get(s)?.userId || g.seats.get(s)?.bot,
      );
      const at = now();
      await this.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable("game_seats")
          .set({ user_id: user.id })
          .where("game_id", "=", g.id)
          .where("seat", "=", seat)
          .where("user_id", "is", null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw conflict("This seat was just taken");
        await trx
          .updateTable("games")
          .set({ status: full ? "active" : "waiting", open: full ? 0 : g.row.open, updated_at: at })
          .where("id", "=", g.id)
          .execute();
      });
      g.seats.set(seat, { userId: user.id, name: user.name, bot: null });
      g.row = { ...g.row, status: full ? "active" : "waiting", open: full ? 0 : g.row.open, updated_at: at };
      this.changed(g);
      this.scheduleBots(g);
      return { id: g.id, seat };
    });
  }

  async joinByInvite(user: User, input: unknown): Promise<{ id: string; seat: Seat }> {
    const o = obj(input);
    if (typeof o.invite !== "string" || o.invite.length > 64) throw badRequest("Send {invite: code}");
    const row = await this.db
      .selectFrom("games")
      .select("id")
      .where("invite", "=", o.invite)
      .executeTakeFirst();
    if (!row) throw notFound("No game has this invite code");
    return this.join(user, row.id, { invite: o.invite });
  }

  // ---- playing ---------------------------------------------------------------------------

  /** The seat a user acts for: the one named (if he holds it), else his seat that has to decide. */
  private actingSeat(g: Live, user: User, o: Record<string, unknown>, prefer: (s: Seat) => boolean): Seat {
    const mine = this.mySeats(g, user);
    if (mine.length === 0) throw forbidden("You are not playing in this game");
    if (o.seat !== undefined) {
      if (typeof o.seat !== "string" || !mine.includes(o.seat)) {
        throw forbidden(`You do not hold the seat ${JSON.stringify(o.seat)}`);
      }
      return o.seat;
    }
    return mine.find(prefer) ?? mine[0]!;
  }

  private mustBeActive(g: Live): void {
    if (g.row.status === "waiting") throw conflict("The game is waiting for an opponent");
    if (g.row.status === "finished") throw conflict("The game is over");
  }

  private mustBeCurrent(g: Live, seq: number): void {
    if (seq !== g.row.seq) {
      throw conflict(`Your move was based on seq ${seq}, but the game is at seq ${g.row.seq}: reload it`);
    }
  }

  async act(user: User, id: string, input: unknown): Promise<GameInfo> {
    const o = obj(input);
    const seq = seqOf(o);
    if (o.action === undefined) throw badRequest("Send {seq, action}");
    const g = await this.get(id);
    return this.withLock(g, async () => {
      const turn = g.module.decision(g.state);
      const seat = this.actingSeat(g, user, o, (s) => s === turn?.seat);
      this.mustBeActive(g);
      this.mustBeCurrent(g, seq);
      if (!turn || turn.seat !== seat) throw conflict("It is not your turn");
      const action = rule(() => g.module.parseAction(o.action));
      const next = rule(() => applyLegal(g.module, g.state, action));
      await this.commit(g, { kind: "action", seat, action: next.action }, next.state, [
        ...g.moves,
        { kind: "action", seat, action: next.action },
      ]);
      this.scheduleBots(g);
      return this.info(g, user);
    });
  }

  async undo(user: User, id: string, input: unknown): Promise<GameInfo> {
    const o = obj(input);
    const seq = seqOf(o);
    const g = await this.get(id);
    return this.withLock(g, async () => {
      const seat = this.actingSeat(g, user, o, (s) => g.module.canUndo(g.state, s));
      this.mustBeActive(g);
      this.mustBeCurrent(g, seq);
      const last = g.moves[g.moves.length - 1];
      if (!g.module.canUndo(g.state, seat) || !last || last.kind !== "action") {
        throw conflict("Nothing to undo: the last step is not yours, or it revealed something");
      }
      const moves = g.moves.slice(0, -1);
      const state = this.replayMoves(g.module, g.row.seed, g.options, moves, g.checkpoint);
      await this.commit(g, { kind: "undo", seat }, state, moves);
      return this.info(g, user);
    });
  }

  async resign(user: User, id: string, input: unknown): Promise<GameInfo> {
    const o = obj(input);
    const g = await this.get(id);
    return this.withLock(g, async () => {
      const turn = g.module.decision(g.state);
      const seat = this.actingSeat(g, user, o, (s) => s === turn?.seat);
      if (g.row.status === "waiting") {
        await this.cancel(g);
        return this.info(g, user);
      }
      this.mustBeActive(g);
      if (o.seq !== undefined) this.mustBeCurrent(g, seqOf(o));
      const state = rule(() => g.module.resign(g.state, seat));
      await this.commit(g, { kind: "resign", seat }, state, [...g.moves, { kind: "resign", seat }]);
      return this.info(g, user);
    });
  }

  /** A game still waiting for players is called off: finished, nobody wins, nothing in its log. */
  private async cancel(g: Live): Promise<void> {
    const changes = {
      status: "finished" as const,
      result: JSON.stringify({ winner: null, reason: "cancelled" }),
      open: 0,
      turn_seat: null,
      updated_at: now(),
    };
    const r = await this.db
      .updateTable("games")
      .set(changes)
      .where("id", "=", g.id)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw conflict("The game changed meanwhile: reload it");
    g.row = { ...g.row, ...changes };
    this.changed(g);
  }

  /** A new game with the same options and every seat moved along (two seats: swapped). */
  async rematch(user: User, id: string): Promise<{ id: string }> {
    const g = await this.get(id);
    return this.withLock(g, async () => {
      if (this.mySeats(g, user).length === 0) throw forbidden("You are not playing in this game");
      if (g.row.status !== "finished") throw conflict("A rematch can follow a finished game only");
      if (g.row.rematch) return { id: g.row.rematch };
      const module = g.module;
      const seatList = seatIds(module);
      if (seatList.some((s) => !g.seats.get(s)?.userId && !g.seats.get(s)?.bot)) {
        throw conflict("This game was called off before it began: start a new one");
      }
      const seed = randomInt(0, 0x7fffffff);
      const state = module.newGame(seed, g.options);
      const seats = new Map<Seat, SeatInfo>();
      seatList.forEach((seat, i) => {
        const from = seatList[(i + seatList.length - 1) % seatList.length]!;
        seats.set(seat, { ...(g.seats.get(from) ?? { userId: null, name: null, bot: null }) });
      });
      const at = now();
      const row: GamesTable = {
        ...g.row,
        id: randomId(12),
        seed,
        status: "active",
        seq: 0,
        moves: 0,
        hash: module.hash(state),
        turn_seat: module.decision(state)?.seat ?? null,
        result: null,
        invite: null,
        open: 0,
        fixed_seed: 0,
        created_by: user.id,
        created_at: at,
        updated_at: at,
        rematch_of: g.id,
        rematch: null,
      };
      await this.insertGame(row, seats, g);
      g.row = { ...g.row, rematch: row.id };
      const n = live(row.id, module, g.options, row, seats, state, [], null);
      this.remember(n);
      this.changed(g);
      this.scheduleBots(n);
      return { id: n.id };
    });
  }

  // ---- records and replays ---------------------------------------------------------------

  private mustBeFinished(g: Live): void {
    if (g.row.status !== "finished") {
      throw conflict("Records and replays are available once the game is over (they reveal every card)");
    }
  }

  async record(id: string): Promise<unknown> {
    const g = await this.get(id);
    this.mustBeFinished(g);
    const actions = g.moves.filter((m) => m.kind === "action").map((m) => m.action);
    const record = g.module.record(g.row.seed, g.options, actions) as Record<string, unknown>;
    const { seats } = this.seatRecords(g);
    return {
      ...record,
      meta: {
        server: "dawn-of-freedom",
        id: g.id,
        players: seats,
        result: g.row.result ? (JSON.parse(g.row.result) as unknown) : null,
        finishedAt: g.row.updated_at,
      },
    };
  }

  private readonly replayCache = new Map<string, { step: number; state: unknown }>();

  /** The game after `step` moves, everything revealed (finished games only). */
  async replayStep(id: string, stepText: string): Promise<unknown> {
    const g = await this.get(id);
    this.mustBeFinished(g);
    const step = Number(stepText);
    if (!Number.isInteger(step) || step < 0 || step > g.moves.length) {
      throw badRequest(`step must be a whole number from 0 to ${g.moves.length}`);
    }
    const cached = this.replayCache.get(id);
    let from: Live["checkpoint"] =
      cached && cached.step <= step ? { moves: cached.step, state: cached.state } : null;
    if (g.checkpoint && g.checkpoint.moves <= step && (!from || g.checkpoint.moves > from.moves))
      from = g.checkpoint;
    const state = this.replayMoves(g.module, g.row.seed, g.options, g.moves.slice(0, step), from);
    this.replayCache.delete(id);
    this.replayCache.set(id, { step, state });
    if (this.replayCache.size > 50) this.replayCache.delete(this.replayCache.keys().next().value!);
    const move = step > 0 ? g.moves[step - 1]! : null;
    return {
      id: g.id,
      step,
      steps: g.moves.length,
      move: move
        ? {
            seat: move.seat,
            kind: move.kind,
            action: move.action ?? null,
            text: move.kind === "resign" ? "resigns" : g.module.describeAction(state, move.action),
          }
        : null,
      state: g.module.revealed(state),
    };
  }

  // ---- bots ------------------------------------------------------------------------------

  private botSeat(g: Live): { seat: Seat; bot: string } | null {
    if (g.row.status !== "active") return null;
    const d = g.module.decision(g.state);
    const bot = d ? g.seats.get(d.seat)?.bot : null;
    return d && bot ? { seat: d.seat, bot } : null;
  }

  private scheduleBots(g: Live): void {
    if (this.closing || g.botTimer || !this.botSeat(g)) return;
    g.botTimer = setTimeout(() => {
      g.botTimer = null;
      this.runBots(g).catch((e: unknown) => this.log(`bot in game ${g.id} failed: ${(e as Error).stack}`));
    }, this.botDelayMs);
  }

  private async runBots(g: Live): Promise<void> {
    await this.withLock(g, async () => {
      for (let n = 0; n < 200 && !this.closing; n++) {
        const b = this.botSeat(g);
        if (!b) return;
        const seed = mix(g.row.seed, g.row.seq);
        let next: { state: unknown; action: unknown };
        try {
          const choice = await this.bots.choose(g.module, b.bot, g.state, b.seat, seed);
          if (this.closing) return;
          next = applyLegal(g.module, g.state, choice);
        } catch (e) {
          if (this.closing) return;
          // A failing bot must not stall the game: it plays a random legal action instead.
          this.log(
            `bot ${b.bot} failed in game ${g.id} at seq ${g.row.seq}, playing at random: ${(e as Error).message}`,
          );
          const actions = g.module.decision(g.state)?.actions ?? [];
          if (actions.length === 0) return;
          next = applyLegal(g.module, g.state, actions[seed % actions.length]);
        }
        await this.commit(g, { kind: "action", seat: b.seat, action: next.action }, next.state, [
          ...g.moves,
          { kind: "action", seat: b.seat, action: next.action },
        ]);
      }
    });
    await sleep(0);
    this.scheduleBots(g);
  }

  /** After a restart: games where a bot is to move carry on. */
  async resumeBots(): Promise<number> {
    const rows = await this.db
      .selectFrom("games")
      .innerJoin("game_seats", (j) =>
        j.onRef("game_seats.game_id", "=", "games.id").onRef("game_seats.seat", "=", "games.turn_seat"),
      )
      .select("games.id")
      .where("games.status", "=", "active")
      .where("game_seats.bot", "is not", null)
      .execute();
    for (const r of rows) {
      try {
        this.scheduleBots(await this.get(r.id));
      } catch (e) {
        this.log(`game ${r.id} could not be resumed: ${(e as Error).message}`);
      }
    }
    return rows.length;
  }

  /** Stops the bots and waits for writes in progress. */
  async close(): Promise<void> {
    this.closing = true;
    for (const g of this.live.values()) {
      if (g.botTimer) clearTimeout(g.botTimer);
      g.botTimer = null;
    }
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    await this.bots.close();
  }
}
