// Chat in a game: the players' channel (written by the players, read by everyone) and the
// spectators' channel (written by logged-in spectators, read by spectators, and by the players
// only once the game is over, so nobody advises a player during the game). Messages are the
// players' own words: the server adds nothing from the game to them, so they carry no hidden
// information. Limits: 500 characters, 5 messages per 10 s and 60 per hour per user and game
// (counted in the database, so across processes). Muted and blocked senders are left out of
// what a reader gets.
import type { ChatBody, ChatMessage, ChatPost } from "@dawn/platform/protocol";
import type { Kysely } from "kysely";
import type { User } from "../accounts.ts";
import { randomId } from "../auth.ts";
import type { DB } from "../db.ts";
import { badRequest, forbidden, tooMany, unauthorized } from "../errors.ts";
import type { Live } from "../storage.ts";

export const CHAT_MAX_CHARS = 500;
export const CHAT_BURST = { count: 5, ms: 10_000 };
export const CHAT_HOURLY = { count: 60, ms: 3_600_000 };

export type Channel = "players" | "spectators";

export function isPlayer(g: Live, user: User | null): boolean {
  return !!user && [...g.seats.values()].some((s) => s.userId === user.id);
}

/** The channels a reader may read. */
export function readable(g: Live, player: boolean): Channel[] {
  if (!player || g.row.status === "finished") return ["players", "spectators"];
  return ["players"];
}

export class Chat {
  constructor(private readonly db: Kysely<DB>) {}

  /** Users `userId` has muted or blocked (their messages are not shown to him). */
  async hidden(userIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>();
    if (userIds.length === 0) return out;
    const rows = await this.db
      .selectFrom("user_blocks")
      .select(["user_id", "other_id"])
      .where("user_id", "in", [...new Set(userIds)])
      .execute();
    for (const r of rows) {
      let s = out.get(r.user_id);
      if (!s) out.set(r.user_id, (s = new Set()));
      s.add(r.other_id);
    }
    return out;
  }

  async post(g: Live, user: User | null, input: ChatPost): Promise<ChatMessage & { userId: string }> {
    if (!user) throw unauthorized("Log in to chat");
    const player = isPlayer(g, user);
    const mine: Channel = player ? "players" : "spectators";
    const channel = input.channel ?? mine;
    if (channel !== mine)
      throw forbidden(
        player ? "Players write in the players' channel" : "Spectators write in the spectators' channel",
      );
    // Control characters (but newlines and tabs) are dropped.
    const text = [...input.text]
      .filter((ch) => {
        const c = ch.charCodeAt(0);
        return c === 9 || c === 10 || (c >= 32 && c !== 127);
      })
      .join("")
      .trim();
    if (text.length === 0) throw badRequest("The message is empty");
    if (text.length > CHAT_MAX_CHARS) throw badRequest(`Messages have at most ${CHAT_MAX_CHARS} characters`);
    const at = Date.now();
    for (const lim of [CHAT_BURST, CHAT_HOURLY]) {
      const r = await this.db
        .selectFrom("chat")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("game_id", "=", g.id)
        .where("user_id", "=", user.id)
        .where("at", ">", at - lim.ms)
        .executeTakeFirst();
      if (Number(r?.n ?? 0) >= lim.count)
        throw tooMany(
          `At most ${lim.count} messages in ${lim.ms >= 3_600_000 ? "an hour" : `${lim.ms / 1000} s`}: slow down`,
          Math.ceil(lim.ms / 1000),
        );
    }
    const id = `${at.toString(36)}${randomId(8)}`;
    await this.db
      .insertInto("chat")
      .values({ id, game_id: g.id, channel, user_id: user.id, text, at })
      .execute();
    return { id, channel, from: user.name, text, at, userId: user.id };
  }

  /** The messages `user` (null: an anonymous spectator) may read, oldest first (the last 200). */
  async list(g: Live, user: User | null, sinceId?: string): Promise<ChatBody> {
    const channels = readable(g, isPlayer(g, user));
    let q = this.db
      .selectFrom("chat")
      .innerJoin("users", "users.id", "chat.user_id")
      .select(["chat.id", "chat.channel", "chat.text", "chat.at", "chat.user_id", "users.name"])
      .where("chat.game_id", "=", g.id)
      .where("chat.channel", "in", channels);
    if (sinceId) q = q.where("chat.id", ">", sinceId);
    const rows = (await q.orderBy("chat.id", "desc").limit(200).execute()).reverse();
    const hide = user
      ? ((await this.hidden([user.id])).get(user.id) ?? new Set<string>())
      : new Set<string>();
    return {
      channels,
      messages: rows
        .filter((r) => !hide.has(r.user_id))
        .map((r) => ({
          id: r.id,
          channel: r.channel as Channel,
          from: r.name,
          text: r.text,
          at: Number(r.at),
        })),
    };
  }

  /** A message by id (for other processes' pushes). */
  async one(id: string): Promise<(ChatMessage & { userId: string; gameId: string }) | null> {
    const r = await this.db
      .selectFrom("chat")
      .innerJoin("users", "users.id", "chat.user_id")
      .select([
        "chat.id",
        "chat.game_id",
        "chat.channel",
        "chat.text",
        "chat.at",
        "chat.user_id",
        "users.name",
      ])
      .where("chat.id", "=", id)
      .executeTakeFirst();
    return r
      ? {
          id: r.id,
          gameId: r.game_id,
          channel: r.channel as Channel,
          from: r.name,
          text: r.text,
          at: Number(r.at),
          userId: r.user_id,
        }
      : null;
  }
}
