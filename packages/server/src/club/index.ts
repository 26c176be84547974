// The club: what makes online play more than the rules (issue #14) — ratings, clocks, notices,
// chat, the lobby with filters and invitations to a named player, account care, and hints
// (issue #12). Title-neutral: it reaches games only through the GameModule and the game service.
// Everything lives in the database (clock deadlines included), so it works across restarts and
// across several processes on PostgreSQL: a sweeper in every process ends games whose clock ran
// out (once: the game's revision decides), counts finished rated games (once: a flag), warns of
// low clocks (once: a compare-and-set) and sends the notices due (once: a claim per notice).
import type { AnyGameModule, Seat } from "@dawn/platform";
import type {
  ChatMessage,
  ChatPost,
  ClubInfo,
  CreateGame,
  GameSummary,
  HintBody,
  LobbyBody,
} from "@dawn/platform/protocol";
import type { Kysely } from "kysely";
import type { User } from "../accounts.ts";
import type { ScryptCost } from "../auth.ts";
import type { BotPool } from "../bots.ts";
import { type ChangeFeed, silentFeed } from "../changes.ts";
import type { DB, GamesTable } from "../db.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../errors.ts";
import type { GameService } from "../games.ts";
import type { Live } from "../storage.ts";
import type { Hub } from "../ws.ts";
import { AccountCare } from "./account.ts";
import { Chat, isPlayer, readable } from "./chat.ts";
import {
  advance,
  awayLeft,
  type ClockState,
  checkSpec,
  clockLabel,
  deadlineOf,
  Flagged,
  lowAtOf,
  newClock,
  timeLeft,
} from "./clock.ts";
import type { GameHooks, StampEntry } from "./hooks.ts";
import { type NoticePayload, Notifier, type NotifierOptions } from "./notifier.ts";
import { Ratings } from "./ratings.ts";

export interface ClubOptions extends NotifierOptions {
  readonly secret: string;
  readonly bots: BotPool;
  readonly scrypt: ScryptCost;
  /** The chat's channel between processes (PostgreSQL), silent with SQLite. */
  readonly feed?: ChangeFeed;
  /** How often to sweep (clocks, ratings, notices), ms (default 1000; 0: never, tests sweep by hand). */
  readonly sweepMs?: number;
  /** Thinking time for a hint, ms (default 2000). */
  readonly hintBudgetMs?: number;
}

/** Clocks by their JSON text (the games' rows hold the text), the latest CLOCKS_KEPT. */
const clocks = new Map<string, ClockState>();
const CLOCKS_KEPT = 4096;

function rememberClock(text: string, clock: ClockState): void {
  if (clocks.size >= CLOCKS_KEPT) clocks.delete(clocks.keys().next().value!);
  clocks.set(text, clock);
}

/**
 * The game's clock, from its row. A move reads it 4 times (the stamp, two headers, the notices):
 * the clock written by clockColumns is known by its text, and a text read is parsed once. Clocks
 * are never changed in place (advance makes a new one).
 */
function parseClock(row: GamesTable): ClockState | null {
  const text = row.clock;
  if (!text) return null;
  let clock = clocks.get(text);
  if (clock === undefined) rememberClock(text, (clock = JSON.parse(text) as ClockState));
  return clock;
}

export class Club implements GameHooks {
  readonly ratings: Ratings;
  readonly notifier: Notifier;
  readonly chat: Chat;
  readonly care: AccountCare;
  private games: GameService | null = null;
  private hub: Hub | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private readonly names = new Map<string, string>();
  private readonly pushed = new Set<string>();
  private readonly hintCache = new Map<string, Promise<HintBody>>();
  /** Users whose hint is being computed (one at a time each: hints take a worker for a while). */
  private readonly hinting = new Set<string>();
  private closed = false;
  /** Ratings and notices in progress (see track). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly o: ClubOptions,
  ) {
    this.ratings = new Ratings(db);
    this.notifier = new Notifier(db, o.secret, o);
    this.chat = new Chat(db);
    this.care = new AccountCare(db, o.scrypt);
  }

  /** Starts listening to the games (ratings, notices), the chat channel and the sweeper. */
  async attach(games: GameService, hub: Hub): Promise<void> {
    this.games = games;
    this.hub = hub;
    games.onChange((g) => this.onGame(g));
    await (this.o.feed ?? silentFeed).listen(
      (key) => void this.remoteChat(key),
      () => undefined,
    );
    const every = this.o.sweepMs ?? 1000;
    if (every > 0) {
      this.timer = setInterval(() => void this.sweep(), every);
      this.timer.unref();
    }
  }

  private get service(): GameService {
    if (!this.games) throw new Error("the club is not attached");
    return this.games;
  }

  // ---- hooks of the game service ---------------------------------------------------------

  async newGame(
    module: AnyGameModule,
    request: CreateGame,
    row: GamesTable,
    how: { readonly opponent: string; readonly creator: User },
  ): Promise<Partial<GamesTable>> {
    const rated = request.rated === true;
    if (rated) {
      if (how.opponent === "hotseat") throw badRequest("A hot-seat game cannot be rated");
      if (row.fixed_seed === 1) throw badRequest("A game with a chosen seed cannot be rated");
      if (request.hints === true) throw badRequest("Hints are never available in rated games");
    }
    let clock: ClockState | null = null;
    if (request.clock) {
      try {
        clock = newClock(
          checkSpec(request.clock),
          module.seats.map((s) => s.id),
        );
      } catch (e) {
        throw badRequest((e as Error).message);
      }
    }
    let invitee: string | null = null;
    if (request.invitee !== undefined) {
      if (how.opponent !== "invite") throw badRequest("invitee is for opponent: invite only");
      const u = await this.db
        .selectFrom("users")
        .select(["id", "name"])
        .where("name_key", "=", request.invitee.trim().toLowerCase())
        .where("password", "!=", "deleted")
        .executeTakeFirst();
      if (!u) throw notFound(`No player ${request.invitee}`);
      if (u.id === how.creator.id) throw badRequest("You cannot invite yourself");
      if (await this.care.blockedBetween(u.id, how.creator.id))
        throw forbidden(`${u.name} takes no invitations from you`);
      invitee = u.id;
      this.names.set(u.id, u.name);
      const id = row.id;
      setTimeout(() => {
        if (this.closed) return;
        this.track(
          this.inviteNotice(id, u.id, how.creator.name, module).catch((e: unknown) =>
            this.o.log("warn", `invitation notice: ${(e as Error).message}`),
          ),
        );
      }, 100).unref();
    }
    const out: Partial<GamesTable> = {
      rated: rated ? 1 : 0,
      hints: rated || request.hints === false ? 0 : 1,
      invitee,
      rating_done: 0,
      clock: null,
      deadline: null,
      low_at: null,
    };
    if (clock)
      Object.assign(out, this.clockColumns(row.status === "active" ? this.start(clock, row) : clock));
    return out;
  }

  rematch(g: Live, row: GamesTable): Partial<GamesTable> {
    const old = parseClock(g.row);
    const clock = old
      ? this.start(
          newClock(
            old.spec,
            g.module.seats.map((s) => s.id),
          ),
          row,
        )
      : null;
    return {
      rated: g.row.rated ?? 0,
      hints: g.row.hints ?? 1,
      invitee: null,
      rating_done: 0,
      ...(clock ? this.clockColumns(clock) : { clock: null, deadline: null, low_at: null }),
    };
  }

  private start(c: ClockState, row: GamesTable): ClockState {
    return advance(c, { kind: "start", seat: null, next: row.turn_seat, at: Date.now() });
  }

  private clockColumns(c: ClockState): Partial<GamesTable> {
    const clock = JSON.stringify(c);
    rememberClock(clock, c);
    return { clock, deadline: deadlineOf(c), low_at: lowAtOf(c) };
  }

  async mayJoin(g: Live, user: User): Promise<void> {
    const invitee = g.row.invitee;
    if (invitee && invitee !== user.id) throw forbidden("This game waits for the player it was sent to");
    if (await this.care.blockedBetween(g.row.created_by, user.id))
      throw forbidden("You cannot join this player's games");
  }

  stamp(g: Live, changes: Partial<GamesTable>, entry: StampEntry | null): void {
    if (entry?.kind === "undo" && g.row.rated === 1) throw conflict("Rated games take no undo");
    const c = parseClock(g.row);
    if (!c) return;
    const after = { ...g.row, ...changes };
    let next: ClockState | null = null;
    const at = Date.now();
    try {
      if (after.status === "finished") {
        if (c.running !== null || entry)
          next = advance(c, {
            kind: entry ? (entry.reason === "timeout" ? "timeout" : entry.kind) : "stop",
            seat: entry?.seat ?? null,
            next: null,
            at,
          });
      } else if (after.status === "active") {
        if (entry) next = advance(c, { kind: entry.kind, seat: entry.seat, next: after.turn_seat, at });
        else if (c.running === null)
          next = advance(c, { kind: "start", seat: null, next: after.turn_seat, at });
      }
    } catch (e) {
      if (!(e instanceof Flagged)) throw e;
      // The move came too late: the game is lost on time (the sweeper ends it at once).
      setImmediate(() => void this.sweep());
      throw conflict(
        entry && entry.seat !== e.seat
          ? "The clock of the player to move has run out: the game ends on time"
          : "Your time has run out: the game is lost on time",
      );
    }
    if (next) Object.assign(changes, this.clockColumns(next));
  }

  info(g: Live): ClubInfo {
    const c = parseClock(g.row);
    const invitee = g.row.invitee ?? null;
    return {
      rated: g.row.rated === 1,
      hints: g.row.hints !== 0 && g.row.rated !== 1,
      clock: c
        ? this.clockInfo(
            c,
            g.module.seats.map((s) => s.id),
          )
        : null,
      invitee: invitee ? this.nameOf(invitee) : null,
    };
  }

  /** A user's name from the cache (looked up for the next time when missing). */
  private nameOf(userId: string): string | null {
    const name = this.names.get(userId);
    if (name === undefined && !this.closed) {
      this.names.set(userId, "");
      this.ratings
        .names([`u:${userId}`])
        .then((m) => this.names.set(userId, m.get(`u:${userId}`) ?? ""))
        .catch(() => this.names.delete(userId));
    }
    return name || null;
  }

  private clockInfo(c: ClockState, seats: readonly Seat[]): NonNullable<ClubInfo["clock"]> {
    const at = Date.now();
    const left: Record<Seat, number> = {};
    const away: Record<Seat, number> = {};
    for (const s of seats) {
      left[s] = timeLeft(c, s, at);
      if (c.spec.kind === "days") away[s] = awayLeft(c, s, c.running === s ? c.since : at);
    }
    return {
      kind: c.spec.kind,
      label: clockLabel(c.spec),
      left,
      running: c.running,
      at,
      deadline: deadlineOf(c),
      ...(c.spec.kind === "days" ? { away } : {}),
    };
  }

  // ---- after every change: ratings and notices -------------------------------------------

  /** After every change to a game (here or caught up from another process): ratings, notices. */
  onGame(g: Live): void {
    if (this.closed) return;
    if (g.row.status === "finished" && g.row.rated === 1 && g.row.rating_done !== 1)
      this.track(
        this.ratings
          .rate(g)
          .catch((e: unknown) => this.o.log("warn", `rating game ${g.id}: ${(e as Error).message}`)),
      );
    this.track(
      this.notices(g).catch((e: unknown) =>
        this.o.log("warn", `notices of game ${g.id}: ${(e as Error).message}`),
      ),
    );
  }

  /**
   * Work started by a change and not awaited by it (ratings, notices, invitations): close() waits
   * for it, so that none of it reaches a database already closed. `p` handles its own errors.
   */
  private track(p: Promise<unknown>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private gameUrl(id: string): string {
    return `${this.o.publicUrl()}/#/game/${encodeURIComponent(id)}`;
  }

  private opponentsOf(g: Live, userId: string): string {
    const names = [...g.seats.values()]
      .filter((s) => s.userId !== userId)
      .map((s) => s.name ?? (s.bot ? `${s.bot} bot` : "?"));
    return names.join(", ") || "?";
  }

  /**
   * "Your turn" once per turn (the key is the last move made by someone else), "game over" once.
   * No "your turn" where the player is at the board anyway: live clocks, games against bots.
   */
  private async notices(g: Live): Promise<void> {
    if (g.row.hotseat === 1) return;
    const title = g.module.title.en;
    const live = parseClock(g.row)?.spec.kind === "live";
    const humans = new Set([...g.seats.values()].flatMap((s) => (s.userId ? [s.userId] : [])));
    if (g.row.status === "active" && g.row.turn_seat && !live && humans.size > 1) {
      const userId = g.seats.get(g.row.turn_seat)?.userId;
      if (!userId) return;
      const mine = new Set([...g.seats].filter(([, s]) => s.userId === userId).map(([seat]) => seat));
      const last = g.moves[g.moves.length - 1];
      if (last && mine.has(last.seat)) return;
      let since = 0;
      for (let i = g.moves.length - 1; i >= 0; i--)
        if (!mine.has(g.moves[i]!.seat)) {
          since = g.moves[i]!.seq;
          break;
        }
      await this.notifier.queue(userId, `turn:${g.id}:${since}`, "turn", g.id, {
        subject: `Your turn in ${title}`,
        text: `It is your turn in ${title} against ${this.opponentsOf(g, userId)}.`,
        url: this.gameUrl(g.id),
      });
    } else if (g.row.status === "finished" && g.row.result && g.moves.length > 0) {
      const r = JSON.parse(g.row.result) as { winner: Seat | null; reason: string };
      if (r.reason === "cancelled") return;
      for (const [seat, s] of g.seats) {
        if (!s.userId) continue;
        const outcome = r.winner === null ? "a draw" : r.winner === seat ? "you won" : "you lost";
        const how = r.reason === "timeout" ? " on time" : r.reason === "resignation" ? " by resignation" : "";
        await this.notifier.queue(s.userId, `over:${g.id}`, "over", g.id, {
          subject: `Game over in ${title}`,
          text: `Your game of ${title} against ${this.opponentsOf(g, s.userId)} is over: ${outcome}${how}.`,
          url: this.gameUrl(g.id),
        });
      }
    }
  }

  private async inviteNotice(
    gameId: string,
    userId: string,
    from: string,
    module: AnyGameModule,
  ): Promise<void> {
    const row = await this.db
      .selectFrom("games")
      .select(["status"])
      .where("id", "=", gameId)
      .executeTakeFirst();
    if (row?.status !== "waiting") return;
    await this.notifier
      .queue(userId, `invite:${gameId}`, "invite", gameId, {
        subject: `${from} invites you to ${module.title.en}`,
        text: `${from} invites you to a game of ${module.title.en}. Accept it in the lobby.`,
        url: `${this.o.publicUrl()}/#/lobby`,
      })
      .catch((e: unknown) => this.o.log("warn", `invitation notice: ${(e as Error).message}`));
  }

  // ---- the sweeper -----------------------------------------------------------------------

  /** One round: clocks that ran out, low clocks, rated games not counted yet, notices due. */
  sweep(): Promise<void> {
    if (this.closed || !this.games) return Promise.resolve();
    this.sweeping ??= this.sweepOnce()
      .catch((e: unknown) => this.o.log("warn", `club sweep: ${(e as Error).message}`))
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const t = Date.now();
    const expired = await this.db
      .selectFrom("games")
      .select("id")
      .where("status", "=", "active")
      .where("deadline", "<=", t)
      .limit(100)
      .execute();
    for (const r of expired) {
      if (this.closed) return;
      await this.service
        .timeout(r.id, (g) => {
          const c = parseClock(g.row);
          const d = c ? deadlineOf(c) : null;
          return c && d !== null && Date.now() >= d ? c.running : null;
        })
        .catch((e: unknown) => {
          if (!(e instanceof HttpError))
            this.o.log("warn", `timeout of game ${r.id}: ${(e as Error).message}`);
        });
    }
    const low = await this.db
      .selectFrom("games")
      .select(["id", "low_at", "clock", "game"])
      .where("status", "=", "active")
      .where("low_at", "<=", t)
      .limit(100)
      .execute();
    for (const r of low) {
      const claim = await this.db
        .updateTable("games")
        .set({ low_at: null })
        .where("id", "=", r.id)
        .where("low_at", "=", r.low_at!)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1 || !r.clock) continue;
      await this.lowNotice(r.id, JSON.parse(r.clock) as ClockState);
    }
    const unrated = await this.db
      .selectFrom("games")
      .select("id")
      .where("status", "=", "finished")
      .where("rated", "=", 1)
      .where("rating_done", "=", 0)
      .limit(20)
      .execute();
    for (const r of unrated) {
      const g = await this.service.open(r.id).catch(() => null);
      if (g)
        await this.ratings
          .rate(g)
          .catch((e: unknown) => this.o.log("warn", `rating game ${r.id}: ${(e as Error).message}`));
    }
    this.notifier.kick();
  }

  private async lowNotice(gameId: string, c: ClockState): Promise<void> {
    if (!c.running) return;
    const g = await this.service.open(gameId).catch(() => null);
    if (g?.row.status !== "active") return;
    const userId = g.seats.get(c.running)?.userId;
    if (!userId || g.row.hotseat === 1) return;
    const left = Math.max(0, timeLeft(c, c.running, Date.now()));
    const title = g.module.title.en;
    await this.notifier.queue(userId, `low:${gameId}:${c.since}`, "low", gameId, {
      subject: `Your clock is low in ${title}`,
      text: `Your clock is low in ${title} against ${this.opponentsOf(g, userId)}: ${formatLeft(left)} left.`,
      url: this.gameUrl(gameId),
    });
  }

  // ---- chat ------------------------------------------------------------------------------

  async postChat(user: User | null, gameId: string, input: ChatPost): Promise<ChatMessage> {
    const g = await this.service.open(gameId);
    const m = await this.chat.post(g, user, input);
    await this.pushChat(g, m);
    const feed = this.o.feed;
    if (feed) await this.db.transaction().execute((trx) => feed.publish(trx, `${g.id}/${m.id}`, 0));
    const { userId: _, ...out } = m;
    return out;
  }

  /** Sends a message to this process's sockets of the game, each reader its own way. */
  private async pushChat(g: Live, m: ChatMessage & { userId: string }): Promise<void> {
    if (this.pushed.has(m.id) || !this.hub) return;
    this.pushed.add(m.id);
    if (this.pushed.size > 2000) this.pushed.delete(this.pushed.values().next().value!);
    const hidden = await this.chat.hidden(this.hub.usersOf(g.id).map((u) => u.id));
    const { userId, ...message } = m;
    const text = JSON.stringify({ type: "chat", message });
    this.hub.sendEach(g.id, (user, player) => {
      if (!readable(g, player || isPlayer(g, user)).includes(m.channel)) return null;
      if (user && hidden.get(user.id)?.has(userId)) return null;
      return text;
    });
  }

  /** Another process stored a chat message ("<game>/<message>"). */
  private async remoteChat(key: string): Promise<void> {
    const [gameId, id] = key.split("/");
    if (!gameId || !id || this.pushed.has(id)) return;
    const g = this.service.loaded(gameId);
    if (!g) return;
    const m = await this.chat.one(id).catch(() => null);
    if (m) await this.pushChat(g, m);
  }

  async readChat(user: User | null, gameId: string) {
    return this.chat.list(await this.service.open(gameId), user);
  }

  // ---- lobby -----------------------------------------------------------------------------

  async lobby(
    user: User | null,
    f: { game?: string; clock?: "live" | "days" | "none"; rated?: boolean; options: Record<string, string> },
  ): Promise<LobbyBody> {
    let q = this.db.selectFrom("games").selectAll().where("open", "=", 1).where("status", "=", "waiting");
    if (f.game) q = q.where("game", "=", f.game);
    if (f.rated !== undefined) q = q.where("rated", "=", f.rated ? 1 : 0);
    if (f.clock === "none") q = q.where("clock", "is", null);
    const rows = await q.orderBy("created_at", "desc").limit(300).execute();
    const blocked = new Set<string>();
    if (user) {
      const b = await this.db
        .selectFrom("user_blocks")
        .select(["user_id", "other_id"])
        .where("kind", "=", "block")
        .where((eb) => eb.or([eb("user_id", "=", user.id), eb("other_id", "=", user.id)]))
        .execute();
      for (const x of b) blocked.add(x.user_id === user.id ? x.other_id : x.user_id);
    }
    const kept = rows.filter((r) => {
      if (blocked.has(r.created_by)) return false;
      const c = parseClock(r);
      if ((f.clock === "live" || f.clock === "days") && c?.spec.kind !== f.clock) return false;
      const options = JSON.parse(r.options) as Record<string, unknown>;
      return Object.entries(f.options).every(([k, v]) => String(options[k]) === v);
    });
    const invited = user
      ? await this.db
          .selectFrom("games")
          .selectAll()
          .where("invitee", "=", user.id)
          .where("status", "=", "waiting")
          .orderBy("created_at", "desc")
          .limit(50)
          .execute()
      : [];
    const [open, inv] = await Promise.all([
      this.summaries(kept.slice(0, 100), user),
      this.summaries(invited, user),
    ]);
    const creators = await this.ratings.names(invited.map((r) => `u:${r.created_by}`));
    return {
      open,
      invitations: inv.map((s, i) => ({
        ...s,
        invite: invited[i]!.invite ?? "",
        from: creators.get(`u:${invited[i]!.created_by}`) ?? "?",
      })),
    };
  }

  private async summaries(rows: GamesTable[], user: User | null): Promise<GameSummary[]> {
    const list = await this.service.summaries(rows, user);
    return list.map((s, i) => {
      const r = rows[i]!;
      const c = parseClock(r);
      return {
        ...s,
        club: {
          rated: r.rated === 1,
          hints: r.hints !== 0 && r.rated !== 1,
          clock: c
            ? {
                kind: c.spec.kind,
                label: clockLabel(c.spec),
                left: c.left,
                running: null,
                at: Date.now(),
                deadline: null,
              }
            : null,
          invitee: null,
        },
      };
    });
  }

  // ---- hints -----------------------------------------------------------------------------

  /** The search's three best choices at `user`'s decision, from his seat's view only. */
  async hints(user: User, gameId: string): Promise<HintBody> {
    const g = await this.service.open(gameId);
    if (g.row.rated === 1) throw forbidden("Hints are never available in rated games");
    if (g.row.hints === 0) throw forbidden("The creator of this game turned hints off");
    if (g.row.status !== "active") throw conflict("Hints are for games in progress");
    const d = g.module.decision(g.state);
    const seat = d?.seat;
    if (!d || !seat || g.seats.get(seat)?.userId !== user.id)
      throw conflict("Hints are for your own decision: it is not your turn");
    const key = `${g.id}:${g.row.seq}`;
    let p = this.hintCache.get(key);
    if (!p) {
      if (this.hinting.has(user.id))
        throw new HttpError(429, "One hint at a time: wait for the one coming", 2);
      this.hinting.add(user.id);
      const state = g.state;
      const seq = g.row.seq;
      p = this.o.bots
        .hints(g.module, state, seat, (g.row.seed ^ (seq * 2654435761)) >>> 0, 3, this.o.hintBudgetMs ?? 2000)
        .then((list) => ({
          seq,
          hints: list.map((h) => ({
            action: h.action,
            text: g.module.describeAction(state, h.action),
            winChance: Math.round(h.winChance * 1000) / 1000,
          })),
        }));
      this.hintCache.set(key, p);
      p.catch(() => this.hintCache.delete(key)).finally(() => this.hinting.delete(user.id));
      if (this.hintCache.size > 200) this.hintCache.delete(this.hintCache.keys().next().value!);
    }
    return p;
  }

  /**
   * Deletes an account (see AccountCare); its games still waiting for an opponent are called off;
   * games this process holds show the new name at once (other processes when the game next
   * changes or is loaded).
   */
  async deleteAccount(user: User, password: string): Promise<void> {
    const name = await this.care.deleteAccount(user, password);
    const rows = await this.db
      .selectFrom("game_seats")
      .innerJoin("games", "games.id", "game_seats.game_id")
      .select(["game_seats.game_id", "games.status"])
      .where("game_seats.user_id", "=", user.id)
      .execute();
    for (const r of rows) {
      const g = this.service.loaded(r.game_id);
      if (g) for (const s of g.seats.values()) if (s.userId === user.id) s.name = name;
      // Games still waiting for an opponent are called off: nobody is left to play them.
      if (r.status === "waiting")
        await this.service.resign(user, r.game_id, {}).catch((e: unknown) => {
          if (!(e instanceof HttpError)) throw e;
        });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
    while (this.pending.size > 0) await Promise.all(this.pending);
    await this.notifier.idle();
    this.notifier.close();
    await this.o.feed?.close();
  }
}

/** "2 h 05 min", "4 min 10 s", "12 s". */
export function formatLeft(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s >= 86_400) return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
  if (s >= 3600)
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  return `${s} s`;
}

export type { NoticePayload };
