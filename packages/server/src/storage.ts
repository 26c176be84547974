// Games in the database: a game is its seed, options and an append-only log of entries (action,
// undo, resign). Loading rebuilds the state from the newest usable snapshot plus the log and
// checks it against the hashes stored with the log (the title's hash of the rules state, every
// few entries). When the log no longer replays (another rules version, or a damaged entry), the
// game continues from its latest good state: that state is stored as the game's new base, the
// entries that no longer apply are set aside (never deleted), and the operator is told (log and
// metric). Every write is one transaction that checks the game's revision, so a copy that is out
// of date (another process wrote) never writes.
import { type AnyGameModule, GameRuleError, type Seat, type TitleRegistry } from "@dawn/platform";
import type { UndoInfo } from "@dawn/platform/protocol";
import { type Kysely, sql, type Transaction } from "kysely";
import { single, type Transact } from "./batch.ts";
import type { ChangeFeed } from "./changes.ts";
import type { StampEntry } from "./club/hooks.ts";
import type { DB, GamesTable, LogTable } from "./db.ts";
import { HttpError, notFound } from "./errors.ts";
import { HotStatements } from "./hot-sql.ts";
import { undoInfo } from "./undo-note.ts";

/** An effective move: undone and dropped entries are not in the list. */
export interface Move {
  readonly kind: "action" | "resign";
  readonly seat: Seat;
  readonly action?: unknown;
  /** The log entry that made it. */
  readonly seq: number;
  /** The hash stored with that entry, if any. */
  readonly hash: string | null;
}

export interface SeatInfo {
  userId: string | null;
  name: string | null;
  bot: string | null;
}

/** A state the game can be rebuilt from: after `moves` effective moves (log entry `seq`). */
export interface Checkpoint {
  readonly moves: number;
  readonly seq: number;
  readonly state: unknown;
}

/** A game held in memory. */
export interface Live {
  readonly id: string;
  readonly module: AnyGameModule;
  readonly options: unknown;
  row: GamesTable;
  seats: Map<Seat, SeatInfo>;
  state: unknown;
  moves: Move[];
  /** Moves before this count belong to an earlier rules version's history: they cannot be undone. */
  baseMoves: number;
  /** The latest snapshot still valid for the current moves (rebuilds after an undo start here). */
  checkpoint: Checkpoint | null;
  lock: Promise<unknown>;
  /** Operations queued or running on this game (it stays in memory meanwhile). */
  busy: number;
  botTimer: NodeJS.Timeout | null;
  /** A bot of this game is thinking. */
  botThinking: boolean;
  /** The undos in the game's log, oldest first (the header tells the latest). */
  undos: UndoInfo[];
}

export type LogKind = "action" | "undo" | "resign";

export interface StorageOptions {
  readonly modules: TitleRegistry;
  readonly feed: ChangeFeed;
  /** A snapshot every this many log entries (and at the end of the game). */
  readonly snapshotEvery: number;
  /** The state hash is stored with every this many entries (and with snapshots and the last entry). */
  readonly hashEvery: number;
  readonly log: (level: "info" | "warn" | "error", message: string, extra?: Record<string, unknown>) => void;
  /** Told when a game is carried over to the running rules version or continues from an earlier state. */
  readonly onRebase: (kind: "carried" | "diverged", id: string) => void;
  /** Resolves once every commit made so far is on disk (see Store.durable). */
  readonly durable: () => Promise<void>;
  /** Runs a write in a transaction (SQLite: several games' writes may share one; see batch.ts). */
  readonly transact?: Transact;
  /** Adds columns to a write's changes (the club's clocks) or refuses it (throws). */
  readonly stamp?: (g: Live, changes: Partial<GamesTable>, entry: StampEntry | null) => void;
}

/** The copy in memory was out of date: the database has a newer revision. */
export class StaleCopy extends Error {
  override readonly name = "StaleCopy";
  constructor(
    message: string,
    /** What to tell the client if the copy, brought up to date, still disagrees. */
    readonly clientMessage = "The game changed meanwhile: reload it",
  ) {
    super(message);
  }
}

export const now = () => new Date().toISOString();

/** Builds the state: from a checkpoint (or the seed) through the moves. */
export function replayMoves(
  module: AnyGameModule,
  seed: number,
  options: unknown,
  moves: readonly Move[],
  from: Checkpoint | null,
): unknown {
  const start = from && from.moves <= moves.length ? from : null;
  let s = start ? start.state : module.newGame(seed, options);
  for (let i = start ? start.moves : 0; i < moves.length; i++) s = applyMove(module, s, moves[i]!);
  return s;
}

/** One stored move on a state: the seat must be the deciding one (for an action), as when it was made. */
function applyMove(module: AnyGameModule, s: unknown, m: Move): unknown {
  if (m.kind === "resign") return module.resign(s, m.seat);
  const d = module.decision(s);
  if (!d) throw new GameRuleError("the game is over");
  if (d.seat !== m.seat) throw new GameRuleError(`it is ${d.seat}'s decision, not ${m.seat}'s`);
  return module.apply(s, m.action);
}

export function newLive(
  id: string,
  module: AnyGameModule,
  options: unknown,
  row: GamesTable,
  seats: Map<Seat, SeatInfo>,
  state: unknown,
  moves: Move[],
  baseMoves: number,
  checkpoint: Checkpoint | null,
): Live {
  return {
    id,
    module,
    options,
    row,
    seats,
    state,
    moves,
    baseMoves,
    checkpoint,
    lock: Promise.resolve(),
    busy: 0,
    botTimer: null,
    botThinking: false,
    undos: [],
  };
}

interface Entry {
  seq: number;
  kind: string;
  seat: string;
  action: string | null;
  hash: string | null;
  at: string;
}

export class GameStorage {
  private readonly hot: HotStatements;
  private readonly transact: Transact;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly o: StorageOptions,
  ) {
    this.hot = new HotStatements(db);
    this.transact = o.transact ?? single(db);
  }

  async seatsOf(id: string): Promise<Map<Seat, SeatInfo>> {
    const rows = await this.db
      .selectFrom("game_seats")
      .leftJoin("users", "users.id", "game_seats.user_id")
      .select(["game_seats.seat", "game_seats.user_id", "game_seats.bot", "users.name"])
      .where("game_seats.game_id", "=", id)
      .execute();
    return new Map(rows.map((r) => [r.seat, { userId: r.user_id, name: r.name ?? null, bot: r.bot }]));
  }

  async row(id: string): Promise<GamesTable | undefined> {
    return this.db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The stored revision of a game (undefined: no such game). */
  async rev(id: string): Promise<number | undefined> {
    const r = await this.db.selectFrom("games").select("rev").where("id", "=", id).executeTakeFirst();
    return r?.rev;
  }

  private module(row: GamesTable): AnyGameModule {
    if (!this.o.modules.has(row.game))
      throw new HttpError(
        409,
        `Game ${row.id} is a game of ${JSON.stringify(row.game)}, which this server does not host`,
      );
    return this.o.modules.get(row.game);
  }

  // ---- loading ---------------------------------------------------------------------------

  /** Loads a game, carrying it over to the running rules version if needed. */
  async load(id: string): Promise<Live> {
    for (let attempt = 0; ; attempt++) {
      const row = await this.row(id);
      if (!row) throw notFound(`No game ${id}`);
      try {
        return await this.build(row);
      } catch (e) {
        // Another process changed the game while it was being carried over: read it again.
        if (e instanceof StaleCopy && attempt < 3) continue;
        throw e;
      }
    }
  }

  private async build(row: GamesTable): Promise<Live> {
    const id = row.id;
    const module = this.module(row);
    const options = JSON.parse(row.options) as unknown;
    const [seats, entries, rebases, snaps] = await Promise.all([
      this.seatsOf(id),
      this.db
        .selectFrom("game_log")
        .select(["seq", "kind", "seat", "action", "hash", "at"])
        .where("game_id", "=", id)
        .where("seq", "<=", row.seq)
        .orderBy("seq")
        .execute() as Promise<Entry[]>,
      this.db.selectFrom("game_rebases").select(["from_seq", "to_seq"]).where("game_id", "=", id).execute(),
      this.db
        .selectFrom("game_snapshots")
        .select(["seq", "moves", "version", "hash"])
        .where("game_id", "=", id)
        .where("seq", ">=", row.base_seq)
        .where("seq", "<=", row.seq)
        .orderBy("seq", "desc")
        .execute(),
    ]);
    const problems: string[] = [];
    if (entries.length !== row.seq || entries.some((e, i) => e.seq !== i + 1))
      problems.push(`the log has ${entries.length} entries, the game ${row.seq}`);
    const dropped = (seq: number) => rebases.some((r) => seq > r.from_seq && seq <= r.to_seq);
    // Effective moves after each entry, and the smallest count reached after it.
    const moves: Move[] = [];
    const undos: UndoInfo[] = [];
    const counts: number[] = [0];
    for (const e of entries) {
      if (!dropped(e.seq)) {
        if (e.kind === "undo") {
          moves.pop();
          undos.push(undoInfo(e, moves.length));
        } else {
          let action: unknown;
          if (e.kind === "action") {
            try {
              action = JSON.parse(e.action ?? "null");
            } catch {
              action = null;
            }
          }
          moves.push(
            e.kind === "action"
              ? { kind: "action", seat: e.seat, action, seq: e.seq, hash: e.hash }
              : { kind: "resign", seat: e.seat, seq: e.seq, hash: e.hash },
          );
        }
      }
      counts[e.seq] = moves.length;
    }
    const minAfter: number[] = new Array(row.seq + 1).fill(Number.POSITIVE_INFINITY);
    for (let i = row.seq - 1; i >= 0; i--) minAfter[i] = Math.min(minAfter[i + 1]!, counts[i + 1] ?? 0);

    // The newest snapshot consistent with the log is the starting point.
    const V = module.version;
    const same = row.version === V;
    let start: Checkpoint | null = null;
    for (const sn of snaps) {
      if (counts[sn.seq] !== sn.moves || minAfter[sn.seq]! < sn.moves) continue;
      const full = await this.db
        .selectFrom("game_snapshots")
        .select("state")
        .where("game_id", "=", id)
        .where("seq", "=", sn.seq)
        .executeTakeFirst();
      if (!full) continue;
      let state: unknown;
      try {
        state = module.deserialize(full.state);
      } catch (e) {
        problems.push(`snapshot ${sn.seq} cannot be read: ${(e as Error).message}`);
        continue;
      }
      if (sn.version === V && module.hash(state) !== sn.hash) {
        problems.push(`snapshot ${sn.seq} does not match its hash`);
        continue;
      }
      start = { moves: sn.moves, seq: sn.seq, state };
      break;
    }
    if (!start) {
      if (row.base_seq > 0) problems.push(`the base snapshot at ${row.base_seq} is missing`);
      let state: unknown;
      try {
        state = module.newGame(row.seed, options);
      } catch (e) {
        throw new HttpError(
          409,
          `Game ${id} cannot be set up by this version of ${module.id}: ${(e as Error).message}`,
        );
      }
      start = { moves: 0, seq: 0, state };
    }

    // Replay the moves after it, checking the stored hashes (comparable within one rules version).
    let state = start.state;
    let good: Checkpoint = start;
    let keep = moves.length;
    let reason: string | null = problems.length > 0 ? problems.join("; ") : null;
    for (let i = start.moves; i < moves.length; i++) {
      const mv = moves[i]!;
      try {
        state = applyMove(module, state, mv);
      } catch (e) {
        reason = `entry ${mv.seq} (${mv.kind} of ${mv.seat}) no longer applies: ${(e as Error).message}`;
        // Within one version, trust only what was verified; across versions, what applied.
        if (same) {
          keep = good.moves;
          state = good.state;
        } else keep = i;
        break;
      }
      if (same && mv.hash) {
        if (module.hash(state) !== mv.hash) {
          reason = `the state after entry ${mv.seq} differs from the stored one`;
          keep = good.moves;
          state = good.state;
          break;
        }
        good = { moves: i + 1, seq: mv.seq, state };
      }
    }
    const kept = moves.slice(0, keep);
    const checkpoint = start.moves <= keep ? start : null;
    const baseMoves = row.base_seq > 0 ? Math.min(counts[row.base_seq] ?? 0, keep) : 0;
    let g = newLive(id, module, options, row, seats, state, kept, baseMoves, checkpoint);
    g.undos = undos;
    if (keep < moves.length || reason) {
      const from = keep === start.moves ? start.seq : kept[keep - 1]!.seq;
      g = await this.rebase(g, "diverged", from, reason ?? "the log no longer replays");
    } else if (!same) {
      g = await this.rebase(g, "carried", row.seq, `carried over from version ${row.version} to ${V}`);
    }
    return g;
  }

  /**
   * Stores the state in memory as the game's new base (a snapshot at the current seq, the
   * running rules version) and records why; entries after `fromSeq` are set aside.
   */
  private async rebase(
    g: Live,
    kind: "carried" | "diverged",
    fromSeq: number,
    reason: string,
  ): Promise<Live> {
    const m = g.module;
    const row = g.row;
    const at = now();
    const hash = m.hash(g.state);
    const outcome = m.result(g.state);
    const changes = {
      version: m.version,
      base_seq: row.seq,
      moves: g.moves.length,
      hash,
      hash_seq: row.seq,
      turn_seat: outcome ? null : (m.decision(g.state)?.seat ?? null),
      status: row.status === "waiting" ? row.status : outcome ? ("finished" as const) : ("active" as const),
      result: outcome ? JSON.stringify(outcome) : row.status === "finished" && !outcome ? null : row.result,
      rev: row.rev + 1,
      updated_at: at,
    };
    await this.transact(async (trx) => {
      const r = await trx
        .updateTable("games")
        .set(changes)
        .where("id", "=", g.id)
        .where("rev", "=", row.rev)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new StaleCopy(`game ${g.id} changed meanwhile`);
      if (row.seq > 0) {
        await trx
          .deleteFrom("game_snapshots")
          .where("game_id", "=", g.id)
          .where("seq", "=", row.seq)
          .execute();
        await trx
          .insertInto("game_snapshots")
          .values({
            game_id: g.id,
            seq: row.seq,
            moves: g.moves.length,
            version: m.version,
            state: m.serialize(g.state),
            hash,
            at,
          })
          .execute();
      }
      await trx
        .insertInto("game_rebases")
        .values({
          game_id: g.id,
          to_seq: row.seq,
          from_seq: fromSeq,
          moves: g.moves.length,
          from_version: row.version,
          to_version: m.version,
          reason,
          at,
        })
        .onConflict((oc) => oc.columns(["game_id", "to_seq"]).doNothing())
        .execute();
      await this.o.feed.publish(trx, g.id, changes.rev);
    });
    await this.o.durable();
    const dropped = row.seq - fromSeq;
    if (kind === "diverged")
      this.o.log("warn", `game ${g.id} continues from its latest good state: ${reason}`, {
        game: g.id,
        fromVersion: row.version,
        toVersion: m.version,
        keptMoves: g.moves.length,
        droppedEntries: dropped,
      });
    else
      this.o.log("info", `game ${g.id} ${reason}`, {
        game: g.id,
        fromVersion: row.version,
        toVersion: m.version,
      });
    this.o.onRebase(kind, g.id);
    g.undos = g.undos.filter((u) => u.seq <= fromSeq);
    g.row = { ...row, ...changes };
    g.baseMoves = g.moves.length;
    g.checkpoint = { moves: g.moves.length, seq: row.seq, state: g.state };
    return g;
  }

  /**
   * Brings a copy up to date with the database (another process wrote): the new entries are
   * applied to it. Returns false when it was already current; throws StaleCopy when the copy
   * cannot be advanced (load it again instead).
   */
  async refresh(g: Live): Promise<boolean> {
    const row = await this.row(g.id);
    if (!row) throw notFound(`No game ${g.id}`);
    if (row.rev === g.row.rev) return false;
    if (row.base_seq !== g.row.base_seq || row.seq < g.row.seq || row.version !== g.row.version)
      throw new StaleCopy("rebased");
    const [seats, entries] = await Promise.all([
      this.seatsOf(g.id),
      this.db
        .selectFrom("game_log")
        .select(["seq", "kind", "seat", "action", "hash", "at"])
        .where("game_id", "=", g.id)
        .where("seq", ">", g.row.seq)
        .where("seq", "<=", row.seq)
        .orderBy("seq")
        .execute() as Promise<Entry[]>,
    ]);
    if (entries.length !== row.seq - g.row.seq) throw new StaleCopy("log gap");
    let state = g.state;
    const moves = g.moves.slice();
    const undos = g.undos.slice();
    let checkpoint = g.checkpoint;
    const m = g.module;
    try {
      for (const e of entries) {
        if (e.kind === "undo") {
          moves.pop();
          undos.push(undoInfo(e, moves.length));
          if (checkpoint && checkpoint.moves > moves.length) checkpoint = null;
          state = replayMoves(m, row.seed, g.options, moves, checkpoint);
        } else {
          const mv: Move =
            e.kind === "action"
              ? {
                  kind: "action",
                  seat: e.seat,
                  action: JSON.parse(e.action ?? "null"),
                  seq: e.seq,
                  hash: e.hash,
                }
              : { kind: "resign", seat: e.seat, seq: e.seq, hash: e.hash };
          state = applyMove(m, state, mv);
          moves.push(mv);
        }
      }
    } catch {
      throw new StaleCopy("does not apply");
    }
    g.row = row;
    g.seats = seats;
    g.state = state;
    g.moves = moves;
    g.undos = undos;
    g.checkpoint = checkpoint;
    return true;
  }

  // ---- writing ---------------------------------------------------------------------------

  /**
   * Stores one log entry and the new state in one transaction, then updates the copy in memory.
   * `moves`: the effective moves after the entry, or "append" for an action or a resignation that
   * adds itself to the moves (the game's list then grows in place once the entry is on disk, instead
   * of being copied at every move).
   */
  async commit(
    g: Live,
    entry: { kind: LogKind; seat: Seat; action?: unknown; reason?: string; note?: string | null },
    state: unknown,
    moves: Move[] | "append",
  ): Promise<void> {
    const m = g.module;
    const seq = g.row.seq + 1;
    const count = moves === "append" ? g.moves.length + 1 : moves.length;
    const outcome = m.result(state);
    const turn = outcome ? null : m.decision(state);
    const at = now();
    const snapshot = seq % this.o.snapshotEvery === 0 || outcome !== null;
    const hash = snapshot || seq % this.o.hashEvery === 0 ? m.hash(state) : null;
    const changes: Partial<GamesTable> & { rev: number } = {
      seq,
      moves: count,
      turn_seat: turn?.seat ?? null,
      status: outcome ? ("finished" as const) : g.row.status,
      // A resignation with a reason (a timeout) ends the game for that reason.
      result: outcome ? JSON.stringify(entry.reason ? { ...outcome, reason: entry.reason } : outcome) : null,
      open: outcome ? 0 : g.row.open,
      updated_at: at,
      rev: g.row.rev + 1,
      ...(hash ? { hash, hash_seq: seq } : {}),
    };
    this.o.stamp?.(g, changes, entry);
    // The entry that made the last move carries the hash (for undo entries, nothing to record).
    let made: Move | null = null;
    if (moves === "append") {
      if (entry.kind === "undo") throw new Error("an undo takes a move away: give the moves left");
      made =
        entry.kind === "action"
          ? { kind: "action", seat: entry.seat, action: entry.action, seq, hash }
          : { kind: "resign", seat: entry.seat, seq, hash };
    } else if (entry.kind !== "undo") {
      const last = moves[moves.length - 1]!;
      moves[moves.length - 1] = { ...last, seq, hash };
    }
    const logRow: LogTable = {
      game_id: g.id,
      seq,
      kind: entry.kind,
      seat: entry.seat,
      action:
        entry.kind === "action"
          ? JSON.stringify(entry.action)
          : entry.reason
            ? JSON.stringify({ reason: entry.reason })
            : (entry.note ?? null),
      at,
      hash,
    };
    if (this.hot.oneStatement && !snapshot) {
      const notice = this.o.feed.notice(g.id, changes.rev);
      const updated = await this.hot.commitMove(g.id, g.row.rev, changes, logRow, notice);
      if (updated !== 1) throw new StaleCopy(`game ${g.id} changed meanwhile`);
    } else
      await this.transact(async (trx) => {
        const updated = await this.hot.updateGame(trx, g.id, g.row.rev, changes);
        if (updated !== 1) throw new StaleCopy(`game ${g.id} changed meanwhile`);
        await this.hot.insertLog(trx, logRow);
        if (snapshot) await this.snapshot(trx, g, seq, count, state, hash!, at);
        await this.o.feed.publish(trx, g.id, changes.rev);
      });
    // Nobody hears of the move (the copy in memory included) before it is on disk.
    await this.o.durable();
    g.row = { ...g.row, ...changes };
    g.state = state;
    if (made) g.moves.push(made);
    else g.moves = moves as Move[];
    if (entry.kind === "undo") g.undos = [...g.undos, undoInfo(logRow, count)];
    if (g.checkpoint && g.checkpoint.moves > count) g.checkpoint = null;
    if (snapshot) g.checkpoint = { moves: count, seq, state };
  }

  private async snapshot(
    trx: Transaction<DB>,
    g: Live,
    seq: number,
    moves: number,
    state: unknown,
    hash: string,
    at: string,
  ): Promise<void> {
    await trx
      .insertInto("game_snapshots")
      .values({
        game_id: g.id,
        seq,
        moves,
        version: g.module.version,
        state: g.module.serialize(state),
        hash,
        at,
      })
      .execute();
    // The three latest snapshots are kept (enough to load fast after a few undos), and the base.
    await trx
      .deleteFrom("game_snapshots")
      .where("game_id", "=", g.id)
      .where("seq", "<", seq - 2 * this.o.snapshotEvery)
      .where("seq", "!=", g.row.base_seq)
      .execute();
  }

  /** Changes to the game row only (seats, status), checked against the revision. */
  async update(
    g: Live,
    changes: Partial<GamesTable>,
    more?: (trx: Transaction<DB>) => Promise<void>,
  ): Promise<void> {
    const next = { ...changes, rev: g.row.rev + 1, updated_at: changes.updated_at ?? now() };
    this.o.stamp?.(g, next, null);
    await this.transact(async (trx) => {
      const r = await trx
        .updateTable("games")
        .set(next)
        .where("id", "=", g.id)
        .where("rev", "=", g.row.rev)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new StaleCopy(`game ${g.id} changed meanwhile`);
      if (more) await more(trx);
      await this.o.feed.publish(trx, g.id, next.rev);
    });
    await this.o.durable();
    g.row = { ...g.row, ...next };
  }

  async insert(row: GamesTable, seats: Map<Seat, SeatInfo>, rematchOf?: Live): Promise<void> {
    await this.transact(async (trx) => {
      await trx.insertInto("games").values(row).execute();
      await trx
        .insertInto("game_seats")
        .values([...seats].map(([seat, s]) => ({ game_id: row.id, seat, user_id: s.userId, bot: s.bot })))
        .execute();
      if (rematchOf) {
        const rev = rematchOf.row.rev + 1;
        const r = await trx
          .updateTable("games")
          .set({ rematch: row.id, rev })
          .where("id", "=", rematchOf.id)
          .where("rematch", "is", null)
          .where("rev", "=", rematchOf.row.rev)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new StaleCopy("A rematch was already created");
        await this.o.feed.publish(trx, rematchOf.id, rev);
      }
    });
    await this.o.durable();
  }

  /** The database answers (for the health check): the time it took, in ms. */
  async ping(): Promise<number> {
    const t0 = performance.now();
    await sql`select 1`.execute(this.db);
    return performance.now() - t0;
  }
}
