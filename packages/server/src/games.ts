// Games: creation, seats, moves, undo, resignation, rematch, bots, records and replays. Games are
// held in memory (the least recently used beyond a limit are dropped) and stored through
// GameStorage. Writes to one game are serialized (one lock per game) and each is a transaction
// checked against the game's revision: a copy that is out of date (another process wrote) is
// brought up to date and the request is judged again, so nothing applies twice or on a stale
// state. Reads check the cached copy against the stored revision.
import { randomInt, timingSafeEqual } from "node:crypto";
import type { AnyGameModule, Seat, TitleRegistry } from "@dawn/platform";
import { GameRuleError } from "@dawn/platform";
import type {
  ActRequest,
  CreatedGame,
  CreateGame,
  GameHeader,
  GameInfo,
  GameSummary,
  Joined,
  JoinGame,
  Outcome,
  ResignRequest,
  UndoRequest,
} from "@dawn/platform/protocol";
import { UNDOS_IN_HEADER } from "@dawn/platform/protocol";
import type { Kysely } from "kysely";
import type { User } from "./accounts.ts";
import { randomId } from "./auth.ts";
import type { Transact } from "./batch.ts";
import type { BotPool } from "./bots.ts";
import type { ChangeFeed } from "./changes.ts";
import type { GameHooks } from "./club/hooks.ts";
import type { DB, GamesTable } from "./db.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "./errors.ts";
import type { Metrics } from "./metrics.ts";
import { GameStorage, type Live, newLive, now, replayMoves, type SeatInfo, StaleCopy } from "./storage.ts";
import { undoCut, undoNoteJson } from "./undo-note.ts";

export type { GameInfo, GameSummary } from "@dawn/platform/protocol";
export type { Live } from "./storage.ts";

/** The parts of a game's header every user sees alike, and their JSON text (see GameService.header). */
export interface HeaderShared {
  readonly g: Live;
  readonly decision: ReturnType<AnyGameModule["decision"]>;
  readonly common: Omit<GameHeader, "yourSeat" | "yourTurn" | "canUndo" | "invite" | "actions">;
  readonly json: string;
}

/** A user's seat and the JSON text of his header. */
export interface HeaderText {
  readonly yourSeat: Seat | null;
  readonly json: string;
}

/** Builds the answer to a move (see GameService.act). */
export type MoveReply = (g: Live, before: { readonly state: unknown; readonly seat: Seat }) => void;

export interface GameServiceOptions {
  readonly modules: TitleRegistry;
  readonly feed: ChangeFeed;
  readonly bots: BotPool;
  readonly metrics: Metrics;
  readonly log: (level: "info" | "warn" | "error", message: string, extra?: Record<string, unknown>) => void;
  /** A snapshot every this many log entries (and at the end of the game). Default 50. */
  readonly snapshotEvery?: number;
  /** The state hash is stored every this many entries. Default 10. */
  readonly hashEvery?: number;
  /** Pause before a bot moves, in ms. Default 150. */
  readonly botDelayMs?: number;
  /** Thinking-time budget handed to bots that search, in ms. */
  readonly botBudgetMs?: number;
  /** A bot to move in a game nobody touched for this long is taken over by whoever sweeps (ms). */
  readonly botStaleMs?: number;
  /** Games kept in memory. Default 2000. */
  readonly maxLive?: number;
  /** Resolves once the commits made so far are on disk (see Store.durable). */
  readonly durable?: () => Promise<void>;
  /** Runs a game's write in a transaction (SQLite: batched, see batch.ts). */
  readonly transact?: Transact;
  /** The club's part of creating, joining and writing games (clocks, ratings, invitations). */
  readonly hooks?: GameHooks;
}

/** Mixes a game seed and a sequence number into a bot's seed. */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Runs title code on client input: its GameRuleErrors are the client's fault (400). */
function rule<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof GameRuleError) throw badRequest(e.message);
    throw e;
  }
}

function seatIds(m: AnyGameModule): Seat[] {
  return m.seats.map((s) => s.id);
}

/** A title's view as a screen shows it: its screenView if it has one, else its view. */
function screenOf(m: AnyGameModule, state: unknown, viewer: Seat): unknown {
  return m.screenView ? m.screenView(state, viewer) : m.view(state, viewer);
}

export class GameService {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live>>();
  private readonly listeners = new Set<(g: Live) => void>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly catchingUp = new Set<string>();
  /** Changes heard of while a game was catching up: the revision to catch up to next. */
  private readonly catchUpAgain = new Map<string, number>();
  readonly storage: GameStorage;
  readonly modules: TitleRegistry;
  private readonly botDelayMs: number;
  private readonly botStaleMs: number;
  private readonly maxLive: number;
  private closing = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly o: GameServiceOptions,
  ) {
    this.modules = o.modules;
    this.botDelayMs = o.botDelayMs ?? 150;
    this.botStaleMs = o.botStaleMs ?? 30_000;
    this.maxLive = Math.max(1, o.maxLive ?? 2000);
    this.storage = new GameStorage(db, {
      modules: o.modules,
      feed: o.feed,
      snapshotEvery: Math.max(1, o.snapshotEvery ?? 50),
      hashEvery: Math.max(1, o.hashEvery ?? 10),
      log: o.log,
      durable: o.durable ?? (() => Promise.resolve()),
      ...(o.transact ? { transact: o.transact } : {}),
      onRebase: (kind) => o.metrics.rebases.inc({ kind }),
      ...(o.hooks ? { stamp: o.hooks.stamp.bind(o.hooks) } : {}),
    });
  }

  /** Games in memory. */
  get size(): number {
    return this.live.size;
  }

  /** Called with the game after every change to it (made here or, caught up, elsewhere). */
  onChange(f: (g: Live) => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private changed(g: Live): void {
    for (const f of this.listeners) {
      try {
        f(g);
      } catch (e) {
        this.o.log("error", `change listener failed: ${(e as Error).stack}`);
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
      // A dropped game is loaded again when needed; a request still holding the dropped copy
      // fails the revision check in the database instead of writing.
      if (old !== g && old.busy === 0 && !old.botTimer && !old.botThinking) this.live.delete(old.id);
    }
  }

  // ---- getting games ---------------------------------------------------------------------

  /** The game in memory, or loaded. */
  private async get(id: string): Promise<Live> {
    const g = this.live.get(id);
    if (g) {
      this.remember(g);
      return g;
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.storage.load(id).then(
        (loaded) => {
          this.loading.delete(id);
          const had = this.live.get(id);
          if (had) return had;
          this.remember(loaded);
          return loaded;
        },
        (e: unknown) => {
          this.loading.delete(id);
          throw e;
        },
      );
      this.loading.set(id, p);
    }
    return p;
  }

  /** The game, checked against the stored revision (brought up to date if another process wrote). */
  private async fresh(id: string): Promise<Live> {
    const cached = this.live.get(id);
    if (!cached) return this.get(id);
    const rev = await this.storage.rev(id);
    if (rev === undefined) throw notFound(`No game ${id}`);
    if (rev !== cached.row.rev) return this.catchUp(cached);
    return this.get(id);
  }

  /** Brings a copy up to date (or loads the game again) and tells the listeners. */
  private async catchUp(g: Live): Promise<Live> {
    return this.withLock(g, async () => {
      if (this.live.get(g.id) !== g) return this.get(g.id);
      try {
        if (await this.storage.refresh(g)) {
          this.o.metrics.catchUps.inc();
          this.changed(g);
        }
        return g;
      } catch (e) {
        if (!(e instanceof StaleCopy)) throw e;
        this.live.delete(g.id);
        const again = await this.get(g.id);
        this.changed(again);
        return again;
      }
    });
  }

  /** Another process changed game `id` to revision `rev`. */
  remoteChange(id: string, rev: number): void {
    const g = this.live.get(id);
    if (!g || g.row.rev >= rev || this.closing) return;
    if (this.catchingUp.has(id)) {
      // The catch-up under way may have read the game before this change: another follows it.
      this.catchUpAgain.set(id, Math.max(rev, this.catchUpAgain.get(id) ?? 0));
      return;
    }
    this.catchingUp.add(id);
    this.catchUp(g)
      .catch((e: unknown) => this.o.log("warn", `game ${id} could not catch up: ${(e as Error).message}`))
      .finally(() => {
        this.catchingUp.delete(id);
        const again = this.catchUpAgain.get(id);
        this.catchUpAgain.delete(id);
        if (again !== undefined) this.remoteChange(id, again);
      });
  }

  /** After the change feed was down: every game in memory is checked again. */
  async recheckAll(): Promise<void> {
    for (const g of [...this.live.values()]) {
      const rev = await this.storage.rev(g.id).catch(() => undefined);
      if (rev !== undefined) this.remoteChange(g.id, rev);
    }
  }

  /**
   * Runs a write on a game under its lock. A copy found out of date at commit time is brought
   * up to date and the write judged again (once or twice), so a client's request is never
   * refused only because this process had not heard of a change yet.
   */
  private async write<T>(id: string, f: (g: Live) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const g = await this.get(id);
      try {
        return await this.withLock(g, async () => {
          if (this.live.get(id) !== g && this.live.has(id)) throw new StaleCopy("replaced");
          return f(g);
        });
      } catch (e) {
        if (!(e instanceof StaleCopy)) throw e;
        if (attempt >= 2) throw conflict(e.clientMessage);
        await this.catchUp(g);
      }
    }
  }

  // ---- reading ---------------------------------------------------------------------------

  private mySeats(g: Live, user: User | null): Seat[] {
    if (!user) return [];
    const out: Seat[] = [];
    for (const [seat, s] of g.seats) if (s.userId === user.id) out.push(seat);
    return out;
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

  /**
   * The parts of the header every user sees alike (see header()): worked out once for all the
   * connections of a game when it changes.
   */
  headerShared(g: Live): HeaderShared {
    const m = g.module;
    const d = g.row.status === "finished" ? null : m.decision(g.state);
    const turn = d?.seat ?? null;
    const common: Omit<GameHeader, "yourSeat" | "yourTurn" | "canUndo" | "invite" | "actions"> = {
      id: g.id,
      game: m.id,
      status: g.row.status,
      seq: g.row.seq,
      options: g.options,
      ...this.seatRecords(g),
      hotseat: g.row.hotseat === 1,
      fixedSeed: g.row.fixed_seed === 1,
      turn,
      result: g.row.result ? (JSON.parse(g.row.result) as Outcome) : null,
      rematch: g.row.rematch,
      rematchOf: g.row.rematch_of,
      ...(this.o.hooks ? { club: this.o.hooks.info(g) } : {}),
      ...(g.undos.length ? { undos: g.undos.slice(-UNDOS_IN_HEADER) } : {}),
    };
    let json: string | undefined;
    return {
      g,
      decision: d,
      common,
      get json() {
        return (json ??= JSON.stringify(common));
      },
    };
  }

  /** What `user` (null: a spectator) sees of the game, without the view. */
  header(g: Live, user: User | null, withActions = false, shared = this.headerShared(g)): GameHeader {
    return { ...shared.common, ...this.ownHeader(g, user, withActions, shared) };
  }

  /**
   * header() and its JSON text, the shared parts' text made once (`shared.json`): the text has the
   * user's own fields first, then the shared ones.
   */
  headerText(g: Live, user: User | null, withActions: boolean, shared: HeaderShared): HeaderText {
    const own = this.ownHeader(g, user, withActions, shared);
    const ownJson = JSON.stringify(own);
    return { yourSeat: own.yourSeat, json: `${ownJson.slice(0, -1)},${shared.json.slice(1)}` };
  }

  private ownHeader(
    g: Live,
    user: User | null,
    withActions: boolean,
    shared: HeaderShared,
  ): Pick<GameHeader, "yourSeat" | "yourTurn" | "canUndo" | "invite" | "actions"> {
    if (shared.g !== g) throw new Error("header: the shared parts are of another game");
    const m = g.module;
    const mine = this.mySeats(g, user);
    const d = shared.decision;
    const turn = shared.common.turn;
    // Hot seat: the screen shows the seat that has to decide.
    const yourSeat = shared.common.hotseat && mine.length > 0 ? (turn ?? mine[0]!) : (mine[0] ?? null);
    const active = g.row.status === "active";
    const yourTurn = active && turn !== null && mine.includes(turn);
    return {
      yourSeat,
      yourTurn,
      canUndo: active && g.moves.length > g.baseMoves && mine.some((s) => m.canUndo(g.state, s)),
      invite: g.row.status === "waiting" && mine.length > 0 ? g.row.invite : null,
      ...(withActions ? { actions: yourTurn && yourSeat === turn ? (d?.actions ?? null) : null } : {}),
    };
  }

  private readonly views = new WeakMap<object, Map<Seat, unknown>>();

  /**
   * The title's view of `state` (default: the game's) for a seat or for spectators, as a screen
   * shows it (the title's screenView, if it has one, else its view), made once per
   * state and viewer: the server never changes a state, so the sockets, the answer to a move and
   * its patch share one view (and the JSON texts patch.ts keeps per view).
   */
  view(g: Live, viewer: Seat | null, state: unknown = g.state): unknown {
    const key = viewer ?? "observer";
    if (typeof state !== "object" || state === null) return screenOf(g.module, state, key);
    let byViewer = this.views.get(state);
    if (!byViewer) this.views.set(state, (byViewer = new Map()));
    let v = byViewer.get(key);
    if (v === undefined) byViewer.set(key, (v = screenOf(g.module, state, key)));
    return v;
  }

  info(g: Live, user: User | null): GameInfo {
    const h = this.header(g, user);
    return { ...h, view: this.view(g, h.yourSeat) };
  }

  /** The game as `user` (null: a spectator) may see it, checked against the database. */
  async show(user: User | null, id: string): Promise<GameInfo> {
    return this.info(await this.fresh(id), user);
  }

  /** The game for a new WebSocket connection (checked against the database). */
  async open(id: string): Promise<Live> {
    return this.fresh(id);
  }

  /** The game in memory, if it is (WebSocket updates). */
  loaded(id: string): Live | undefined {
    return this.live.get(id);
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

  async summaries(rows: GamesTable[], user: User | null): Promise<GameSummary[]> {
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
        result: r.result ? (JSON.parse(r.result) as Outcome) : null,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      };
    });
  }

  // ---- creating and joining --------------------------------------------------------------

  private title(id: string | undefined): AnyGameModule {
    if (id === undefined) return this.modules.default;
    if (!this.modules.has(id))
      throw badRequest(
        `Unknown game ${JSON.stringify(id)}; this server hosts ${this.modules
          .list()
          .map((m) => m.id)
          .join(", ")}`,
      );
    return this.modules.get(id);
  }

  async create(user: User, o: CreateGame): Promise<CreatedGame> {
    const module = this.title(o.game);
    const options = rule(() => module.parseOptions(o.options ?? undefined));
    const side = o.side ?? "random";
    const seatList = seatIds(module);
    if (side !== "random" && !seatList.includes(side)) {
      throw badRequest(`side must be one of ${seatList.join(", ")} or random`);
    }
    const opponent = o.opponent ?? "invite";
    let bot: string | null = null;
    if (opponent === "bot") {
      const botIds = module.bots.map((b) => b.id);
      bot = o.bot ?? module.defaultBot;
      if (!botIds.includes(bot)) throw badRequest(`bot must be one of ${botIds.join(", ")}`);
    } else if (o.bot !== undefined) throw badRequest("bot is only for opponent: bot");
    const fixedSeed = o.seed !== undefined && o.seed !== null;
    const seed = fixedSeed ? o.seed! : randomInt(0, 0x7fffffff);
    const state = rule(() => module.newGame(seed, options));
    const mySeat = side === "random" ? seatList[randomInt(0, seatList.length)]! : side;
    const waiting = opponent === "invite" || opponent === "open";
    const id = randomId(12);
    const invite = waiting ? randomId(20) : null;
    const at = now();
    const row: GamesTable = {
      id,
      game: module.id,
      seed,
      options: JSON.stringify(module.optionsJson(options)),
      status: waiting ? "waiting" : "active",
      seq: 0,
      moves: 0,
      hash: module.hash(state),
      hash_seq: 0,
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
      engine_version: module.version,
      version: module.version,
      rev: 0,
      base_seq: 0,
    };
    if (this.o.hooks)
      Object.assign(row, await this.o.hooks.newGame(module, o, row, { opponent, creator: user }));
    const seats = new Map<Seat, SeatInfo>();
    for (const seat of seatList) {
      if (seat === mySeat || opponent === "hotseat")
        seats.set(seat, { userId: user.id, name: user.name, bot: null });
      else if (opponent === "bot") seats.set(seat, { userId: null, name: null, bot });
      else seats.set(seat, { userId: null, name: null, bot: null });
    }
    await this.storage.insert(row, seats);
    const g = newLive(id, module, options, row, seats, state, [], 0, null);
    this.remember(g);
    this.scheduleBots(g);
    return { id, invite, seat: mySeat };
  }

  async join(user: User, id: string, o: JoinGame): Promise<Joined> {
    return this.write(id, async (g) => {
      if (g.row.status !== "waiting") throw conflict("This game is not waiting for players");
      if (this.mySeats(g, user).length > 0) throw conflict("You are already in this game");
      await this.o.hooks?.mayJoin(g, user);
      if (g.row.open !== 1) {
        const code = Buffer.from(o.invite ?? "");
        const want = Buffer.from(g.row.invite ?? "");
        if (code.length !== want.length || want.length === 0 || !timingSafeEqual(code, want)) {
          throw forbidden("This game is joined by its invite link only");
        }
      }
      const free = (s: Seat) => {
        const x = g.seats.get(s);
        return !x || (x.userId === null && x.bot === null);
      };
      const seat = seatIds(g.module).find(free);
      if (!seat) throw conflict("This game is full");
      const full = seatIds(g.module).every((s) => s === seat || !free(s));
      await this.storage.update(
        g,
        { status: full ? "active" : "waiting", open: full ? 0 : g.row.open },
        async (trx) => {
          const r = await trx
            .updateTable("game_seats")
            .set({ user_id: user.id })
            .where("game_id", "=", g.id)
            .where("seat", "=", seat)
            .where("user_id", "is", null)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw new StaleCopy("seat taken");
        },
      );
      g.seats.set(seat, { userId: user.id, name: user.name, bot: null });
      this.changed(g);
      this.scheduleBots(g);
      return { id: g.id, seat };
    });
  }

  async joinByInvite(user: User, invite: string): Promise<Joined> {
    const row = await this.db
      .selectFrom("games")
      .select("id")
      .where("invite", "=", invite)
      .executeTakeFirst();
    if (!row) throw notFound("No game has this invite code");
    return this.join(user, row.id, { invite });
  }

  // ---- playing ---------------------------------------------------------------------------

  /** The seat a user acts for: the one named (if he holds it), else his seat that has to decide. */
  private actingSeat(g: Live, user: User, named: Seat | undefined, prefer: (s: Seat) => boolean): Seat {
    const mine = this.mySeats(g, user);
    if (mine.length === 0) throw forbidden("You are not playing in this game");
    if (named !== undefined) {
      if (!mine.includes(named)) throw forbidden(`You do not hold the seat ${JSON.stringify(named)}`);
      return named;
    }
    return mine.find(prefer) ?? mine[0]!;
  }

  private mustBeActive(g: Live): void {
    if (g.row.status === "waiting") throw conflict("The game is waiting for an opponent");
    if (g.row.status === "finished") throw conflict("The game is over");
  }

  private mustBeCurrent(g: Live, seq: number): void {
    const message = `Your move was based on seq ${seq}, but the game is at seq ${g.row.seq}: reload it`;
    // A client ahead of this copy heard of a change made by another process: catch up first.
    if (seq > g.row.seq) throw new StaleCopy("the client is ahead of this copy", message);
    if (seq !== g.row.seq) throw conflict(message);
  }

  /** Records a write's metrics and tells everyone. */
  private done(g: Live, source: string, t0: number): void {
    this.changed(g);
    this.o.metrics.actions.inc({ source });
    this.o.metrics.actionSeconds.observe((performance.now() - t0) / 1000);
  }

  /**
   * `reply` (an answer to build) is called under the game's lock right after the move, with the
   * state before it and the seat the mover was shown then.
   */
  async act(user: User, id: string, o: ActRequest, source = "http", reply?: MoveReply): Promise<Live> {
    const t0 = performance.now();
    return this.write(id, async (g) => {
      const turn = g.row.status === "active" ? g.module.decision(g.state) : null;
      const seat = this.actingSeat(g, user, o.seat, (s) => s === turn?.seat);
      this.mustBeActive(g);
      this.mustBeCurrent(g, o.seq);
      if (!turn || turn.seat !== seat) throw conflict("It is not your turn");
      const action = rule(() => g.module.legalAction(g.state, g.module.parseAction(o.action)));
      const state = rule(() => g.module.apply(g.state, action));
      const before = g.state;
      await this.storage.commit(g, { kind: "action", seat, action }, state, "append");
      this.done(g, source, t0);
      this.scheduleBots(g);
      reply?.(g, { state: before, seat });
      return g;
    });
  }

  /** Takes back the user's last move; `reply` as for act(). Every client is told (UndoInfo). */
  async undo(user: User, id: string, o: UndoRequest, source = "http", reply?: MoveReply): Promise<Live> {
    const t0 = performance.now();
    return this.write(id, async (g) => {
      const seat = this.actingSeat(g, user, o.seat, (s) => g.module.canUndo(g.state, s));
      this.mustBeActive(g);
      this.mustBeCurrent(g, o.seq);
      const last = g.moves[g.moves.length - 1];
      if (
        !g.module.canUndo(g.state, seat) ||
        !last ||
        last.kind !== "action" ||
        g.moves.length <= g.baseMoves
      ) {
        throw conflict("Nothing to undo: the last step is not yours, or it revealed something");
      }
      const moves = g.moves.slice(0, -1);
      const state = replayMoves(g.module, g.row.seed, g.options, moves, g.checkpoint);
      const before = g.state;
      const shown = g.row.hotseat === 1 ? (g.module.decision(before)?.seat ?? seat) : seat;
      const note = undoNoteJson(undoCut(this.view(g, null, before), this.view(g, null, state)));
      await this.storage.commit(g, { kind: "undo", seat, note }, state, moves);
      this.done(g, source, t0);
      reply?.(g, { state: before, seat: shown });
      return g;
    });
  }

  async resign(user: User, id: string, o: ResignRequest, source = "http"): Promise<Live> {
    const t0 = performance.now();
    return this.write(id, async (g) => {
      const turn = g.row.status === "active" ? g.module.decision(g.state) : null;
      const seat = this.actingSeat(g, user, o.seat, (s) => s === turn?.seat);
      if (g.row.status === "waiting") {
        // A game still waiting for players is called off: finished, nobody wins, nothing logged.
        await this.storage.update(g, {
          status: "finished",
          result: JSON.stringify({ winner: null, reason: "cancelled" }),
          open: 0,
          turn_seat: null,
        });
        this.changed(g);
        return g;
      }
      this.mustBeActive(g);
      if (o.seq !== undefined) this.mustBeCurrent(g, o.seq);
      const state = rule(() => g.module.resign(g.state, seat));
      await this.storage.commit(g, { kind: "resign", seat }, state, "append");
      this.done(g, source, t0);
      return g;
    });
  }

  /** A new game with the same options and every seat moved along (two seats: swapped). */
  async rematch(user: User, id: string): Promise<{ id: string }> {
    let created: Live | null = null;
    const out = await this.write(id, async (g) => {
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
        hash_seq: 0,
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
        engine_version: module.version,
        version: module.version,
        rev: 0,
        base_seq: 0,
      };
      if (this.o.hooks) Object.assign(row, this.o.hooks.rematch(g, row));
      await this.storage.insert(row, seats, g);
      g.row = { ...g.row, rematch: row.id, rev: g.row.rev + 1 };
      created = newLive(row.id, module, g.options, row, seats, state, [], 0, null);
      this.remember(created);
      this.changed(g);
      return { id: row.id };
    });
    if (created) this.scheduleBots(created);
    return out;
  }

  /**
   * Ends an active game on time: `flagged` names the seat whose clock has run out (checked on
   * the current copy, under the game's lock), or null to leave it. Happens once, whichever
   * process sweeps first: the others find the game finished.
   */
  async timeout(id: string, flagged: (g: Live) => Seat | null): Promise<Live | null> {
    return this.write(id, async (g) => {
      if (g.row.status !== "active") return null;
      const seat = flagged(g);
      if (seat === null) return null;
      const state = g.module.resign(g.state, seat);
      await this.storage.commit(g, { kind: "resign", seat, reason: "timeout" }, state, "append");
      this.done(g, "timeout", performance.now());
      return g;
    });
  }

  // ---- records and replays ---------------------------------------------------------------

  private mustBeFinished(g: Live): void {
    if (g.row.status !== "finished") {
      throw conflict("Records and replays are available once the game is over (they reveal every card)");
    }
  }

  async record(id: string): Promise<unknown> {
    const g = await this.fresh(id);
    this.mustBeFinished(g);
    const actions = g.moves.filter((m) => m.kind === "action").map((m) => m.action);
    let record: Record<string, unknown>;
    try {
      record = g.module.record(g.row.seed, g.options, actions) as Record<string, unknown>;
    } catch (e) {
      throw conflict(
        `This game was carried over from an earlier rules version and its moves no longer replay on this one: ${(e as Error).message}`,
      );
    }
    const { seats } = this.seatRecords(g);
    return {
      ...record,
      meta: {
        server: "dawn",
        id: g.id,
        players: seats,
        result: g.row.result ? (JSON.parse(g.row.result) as unknown) : null,
        finishedAt: g.row.updated_at,
        engineVersion: g.row.engine_version,
      },
    };
  }

  private readonly replayCache = new Map<string, { step: number; state: unknown }>();

  /** The game after `step` moves, everything revealed (finished games only). */
  async replayStep(id: string, step: number): Promise<unknown> {
    const g = await this.fresh(id);
    this.mustBeFinished(g);
    if (!Number.isInteger(step) || step < 0 || step > g.moves.length) {
      throw badRequest(`step must be a whole number from 0 to ${g.moves.length}`);
    }
    const cached = this.replayCache.get(id);
    let from = cached && cached.step <= step ? { moves: cached.step, seq: 0, state: cached.state } : null;
    if (g.checkpoint && g.checkpoint.moves <= step && (!from || g.checkpoint.moves > from.moves))
      from = g.checkpoint;
    let state: unknown;
    try {
      state = replayMoves(g.module, g.row.seed, g.options, g.moves.slice(0, step), from);
    } catch (e) {
      throw conflict(
        `Step ${step} is from before this game was carried over to the running rules version and cannot be shown: ${(e as Error).message}`,
      );
    }
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
            text:
              move.kind !== "resign"
                ? g.module.describeAction(state, move.action)
                : step === g.moves.length &&
                    (JSON.parse(g.row.result ?? "null") as Outcome | null)?.reason === "timeout"
                  ? "runs out of time"
                  : "resigns",
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

  /** Has the bot move (if a bot is to move) made by this process, after a short pause. */
  private scheduleBots(g: Live, delay = this.botDelayMs): void {
    if (this.closing || g.botTimer || g.botThinking || !this.botSeat(g)) return;
    g.botTimer = setTimeout(() => {
      g.botTimer = null;
      this.runBot(g.id).catch((e: unknown) =>
        this.o.log("error", `bot in game ${g.id} failed: ${(e as Error).stack}`),
      );
    }, delay);
  }

  /**
   * One bot move: the bot thinks in the pool (no lock held meanwhile), then the move is stored
   * if the game is still where it was. A move found out of date is dropped (a human undid or
   * resigned meanwhile, or another process moved first): whoever changed the game schedules the
   * next one. The seq check in the database makes every bot move happen once.
   */
  private async runBot(id: string): Promise<void> {
    if (this.closing) return;
    const g = await this.get(id);
    const b = this.botSeat(g);
    if (!b || g.botThinking) return;
    const seq = g.row.seq;
    const state = g.state;
    const seed = mix(g.row.seed, seq);
    g.botThinking = true;
    let choice: unknown;
    let failed = false;
    const t0 = performance.now();
    try {
      choice = await this.o.bots.choose(g.module, b.bot, state, b.seat, seed, this.o.botBudgetMs);
      this.o.metrics.botSeconds.observe((performance.now() - t0) / 1000);
    } catch (e) {
      if (this.closing) return;
      failed = true;
      this.o.metrics.botFailures.inc();
      this.o.log(
        "warn",
        `bot ${b.bot} failed in game ${id} at seq ${seq}, playing at random: ${(e as Error).message}`,
      );
    } finally {
      g.botThinking = false;
    }
    if (this.closing) return;
    const t1 = performance.now();
    const moved = await this.write(id, async (cur) => {
      if (cur.row.seq !== seq || this.botSeat(cur)?.seat !== b.seat) return null;
      const actions = cur.module.decision(cur.state)?.actions ?? [];
      let action: unknown;
      let next: unknown;
      try {
        if (failed) throw new GameRuleError("no choice");
        action = cur.module.legalAction(cur.state, choice);
        next = cur.module.apply(cur.state, action);
      } catch (e) {
        if (!failed) {
          this.o.metrics.botFailures.inc();
          this.o.log(
            "warn",
            `bot ${b.bot} chose an illegal action in game ${id}, playing at random: ${(e as Error).message}`,
          );
        }
        if (actions.length === 0) return null;
        action = actions[seed % actions.length];
        next = cur.module.apply(cur.state, action);
      }
      await this.storage.commit(cur, { kind: "action", seat: b.seat, action }, next, "append");
      this.done(cur, "bot", t1);
      return cur;
    });
    if (moved) this.scheduleBots(moved, 0);
  }

  /**
   * Games where a bot is to move and nobody has touched them for a while (the process that
   * should have moved stopped): this process claims them (a revision bump only one process
   * can make) and moves. `all` also takes recent ones (at start-up).
   */
  async sweepBots(all = false): Promise<number> {
    if (this.closing) return 0;
    const cutoff = new Date(Date.now() - (all ? 0 : this.botStaleMs)).toISOString();
    const rows = await this.db
      .selectFrom("games")
      .innerJoin("game_seats", (j) =>
        j.onRef("game_seats.game_id", "=", "games.id").onRef("game_seats.seat", "=", "games.turn_seat"),
      )
      .select(["games.id", "games.rev"])
      .where("games.status", "=", "active")
      .where("game_seats.bot", "is not", null)
      .where("games.updated_at", "<=", cutoff)
      .limit(200)
      .execute();
    let n = 0;
    for (const r of rows) {
      const g = this.live.get(r.id);
      if (g && (g.botTimer || g.botThinking)) continue;
      try {
        const claimed = await this.db.transaction().execute(async (trx) => {
          const u = await trx
            .updateTable("games")
            .set({ rev: r.rev + 1, updated_at: now() })
            .where("id", "=", r.id)
            .where("rev", "=", r.rev)
            .executeTakeFirst();
          if (Number(u.numUpdatedRows) !== 1) return false;
          await this.o.feed.publish(trx, r.id, r.rev + 1);
          return true;
        });
        if (!claimed) continue;
        const fresh = g ? await this.catchUp(g) : await this.get(r.id);
        this.scheduleBots(fresh, 0);
        n++;
      } catch (e) {
        this.o.log("warn", `game ${r.id} could not be resumed: ${(e as Error).message}`);
      }
    }
    return n;
  }

  /** Stops the bots and waits for writes in progress. */
  async close(): Promise<void> {
    this.closing = true;
    for (const g of this.live.values()) {
      if (g.botTimer) clearTimeout(g.botTimer);
      g.botTimer = null;
    }
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

export { HttpError };
