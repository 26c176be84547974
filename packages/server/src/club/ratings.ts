// Ratings: Glicko-2 per title, overall and per side (the role a seat played), for players and
// bots alike; each rated game is one rating period. A finished rated game is counted once, by
// whichever process gets to it first (a flag set under a compare-and-set in the same
// transaction as the new ratings).
import type { Seat } from "@dawn/platform";
import type { LeaderboardBody, ProfileBody, RatingInfo } from "@dawn/platform/protocol";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db.ts";
import { notFound } from "../errors.ts";
import type { Live } from "../storage.ts";
import { type GameScore, glicko2, NEW_RATING, type Rating } from "./glicko2.ts";

/** A player's key in the ratings: "u:<user id>" or "b:<bot id>". */
export function playerKey(seat: { userId: string | null; bot: string | null }): string | null {
  if (seat.userId) return `u:${seat.userId}`;
  if (seat.bot) return `b:${seat.bot}`;
  return null;
}

const num = (x: unknown) => Number(x);

function infoOf(r: {
  rating: unknown;
  rd: unknown;
  vol: unknown;
  games: unknown;
  wins: unknown;
  losses: unknown;
  draws: unknown;
}): RatingInfo {
  return {
    rating: Math.round(num(r.rating) * 10) / 10,
    rd: Math.round(num(r.rd) * 10) / 10,
    vol: num(r.vol),
    games: num(r.games),
    wins: num(r.wins),
    losses: num(r.losses),
    draws: num(r.draws),
  };
}

export class Ratings {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Counts a finished rated game (once: false if it was counted already or is not rated).
   * `g` is the finished game as held in memory.
   */
  async rate(g: Live): Promise<boolean> {
    if (g.row.status !== "finished" || g.row.rated !== 1 || !g.row.result) return false;
    const result = JSON.parse(g.row.result) as { winner: Seat | null; reason: string };
    if (result.reason === "cancelled") return false;
    const players: { seat: Seat; key: string; role: string }[] = [];
    for (const [seat, s] of g.seats) {
      const key = playerKey(s);
      if (key) players.push({ seat, key, role: g.module.roleOf(g.state, seat) });
    }
    if (players.length < 2 || new Set(players.map((p) => p.key)).size < players.length) return false;
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("games")
        .set({ rating_done: 1 })
        .where("id", "=", g.id)
        .where("rating_done", "=", 0)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const at = new Date().toISOString();
      const score = (seat: Seat) => (result.winner === null ? 0.5 : result.winner === seat ? 1 : 0);
      for (const scope of ["all", "role"] as const) {
        const scopeOf = (p: (typeof players)[number]) => (scope === "all" ? "all" : p.role);
        const before = new Map<string, Rating & { row: boolean }>();
        for (const p of players) before.set(p.key, await this.current(trx, p.key, g.module.id, scopeOf(p)));
        for (const p of players) {
          const mine = before.get(p.key)!;
          const games: GameScore[] = players
            .filter((o) => o !== p)
            .map((o) => {
              // Each pair once: the score against each opponent (a draw counts half).
              const s = score(p.seat);
              const so = score(o.seat);
              return { opponent: before.get(o.key)!, score: s === so ? 0.5 : s > so ? 1 : 0 };
            });
          const after = glicko2(mine, games);
          const outcome = score(p.seat) === 1 ? "win" : score(p.seat) === 0 ? "loss" : "draw";
          const values = {
            rating: after.rating,
            rd: after.rd,
            vol: after.vol,
            updated_at: at,
          };
          if (mine.row) {
            await trx
              .updateTable("ratings")
              .set((eb) => ({
                ...values,
                games: eb("games", "+", 1),
                wins: eb("wins", "+", outcome === "win" ? 1 : 0),
                losses: eb("losses", "+", outcome === "loss" ? 1 : 0),
                draws: eb("draws", "+", outcome === "draw" ? 1 : 0),
              }))
              .where("player", "=", p.key)
              .where("game", "=", g.module.id)
              .where("scope", "=", scopeOf(p))
              .execute();
          } else {
            await trx
              .insertInto("ratings")
              .values({
                player: p.key,
                game: g.module.id,
                scope: scopeOf(p),
                ...values,
                games: 1,
                wins: outcome === "win" ? 1 : 0,
                losses: outcome === "loss" ? 1 : 0,
                draws: outcome === "draw" ? 1 : 0,
              })
              .execute();
          }
          await trx
            .insertInto("rating_history")
            .values({
              game_id: g.id,
              player: p.key,
              game: g.module.id,
              scope: scopeOf(p),
              role: p.role,
              result: outcome,
              opponents: players
                .filter((o) => o !== p)
                .map((o) => o.key)
                .join(","),
              before: mine.rating,
              after: after.rating,
              rd: after.rd,
              at,
            })
            .execute();
        }
      }
      return true;
    });
  }

  private async current(
    trx: Transaction<DB>,
    player: string,
    game: string,
    scope: string,
  ): Promise<Rating & { row: boolean }> {
    const r = await trx
      .selectFrom("ratings")
      .select(["rating", "rd", "vol"])
      .where("player", "=", player)
      .where("game", "=", game)
      .where("scope", "=", scope)
      .executeTakeFirst();
    return r
      ? { rating: num(r.rating), rd: num(r.rd), vol: num(r.vol), row: true }
      : { ...NEW_RATING, row: false };
  }

  /** Display names of player keys (users by name, bots as "<bot> bot"). */
  async names(keys: readonly string[]): Promise<Map<string, string>> {
    const ids = keys.filter((k) => k.startsWith("u:")).map((k) => k.slice(2));
    const out = new Map<string, string>();
    for (const k of keys) if (k.startsWith("b:")) out.set(k, `${k.slice(2)} bot`);
    if (ids.length) {
      const rows = await this.db.selectFrom("users").select(["id", "name"]).where("id", "in", ids).execute();
      for (const r of rows) out.set(`u:${r.id}`, r.name);
    }
    return out;
  }

  async leaderboard(game: string, scope: string, limit = 100): Promise<LeaderboardBody> {
    const rows = await this.db
      .selectFrom("ratings")
      .selectAll()
      .where("game", "=", game)
      .where("scope", "=", scope)
      .orderBy("rating", "desc")
      .limit(limit)
      .execute();
    const names = await this.names(rows.map((r) => r.player));
    return {
      game,
      scope,
      players: rows
        .filter((r) => names.has(r.player))
        .map((r) => ({ ...infoOf(r), name: names.get(r.player)!, bot: r.player.startsWith("b:") })),
    };
  }

  /** A player's (a user's by name, or "<bot> bot") ratings and recent rated games. */
  async profile(name: string): Promise<ProfileBody> {
    let key: string;
    let shown = name;
    const bot = /^(.+) bot$/.exec(name);
    if (bot) key = `b:${bot[1]}`;
    else {
      const u = await this.db
        .selectFrom("users")
        .select(["id", "name"])
        .where("name_key", "=", name.toLowerCase())
        .executeTakeFirst();
      if (!u) throw notFound(`No player ${name}`);
      key = `u:${u.id}`;
      shown = u.name;
    }
    const [ratings, history] = await Promise.all([
      this.db.selectFrom("ratings").selectAll().where("player", "=", key).orderBy("game").execute(),
      this.db
        .selectFrom("rating_history")
        .selectAll()
        .where("player", "=", key)
        .where("scope", "=", "all")
        .orderBy("at", "desc")
        .limit(50)
        .execute(),
    ]);
    if (bot && ratings.length === 0) throw notFound(`No rated bot ${name}`);
    const names = await this.names([...new Set(history.flatMap((h) => h.opponents.split(",")))]);
    return {
      name: shown,
      bot: !!bot,
      ratings: ratings.map((r) => ({ ...infoOf(r), game: r.game, scope: r.scope })),
      history: history.map((h) => ({
        gameId: h.game_id,
        game: h.game,
        role: h.role,
        result: h.result as "win" | "loss" | "draw",
        opponents: h.opponents.split(",").map((k) => names.get(k) ?? "?"),
        before: Math.round(num(h.before) * 10) / 10,
        after: Math.round(num(h.after) * 10) / 10,
        at: h.at,
      })),
    };
  }
}
