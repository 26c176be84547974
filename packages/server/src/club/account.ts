// Account care: changing the password, deleting the account (its games stay: the name becomes
// "deleted-…", the password and sessions are gone, and so are its settings, notices, ratings and
// blocks), and mutes and blocks of other players.
import type { Kysely } from "kysely";
import type { User } from "../accounts.ts";
import { hashPassword, randomId, type ScryptCost, tokenHash, verifyPassword } from "../auth.ts";
import type { DB } from "../db.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";

export class AccountCare {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cost: ScryptCost,
  ) {}

  private async checkPassword(user: User, password: string): Promise<void> {
    const row = await this.db
      .selectFrom("users")
      .select("password")
      .where("id", "=", user.id)
      .executeTakeFirst();
    if (!row || !(await verifyPassword(password, row.password))) throw forbidden("Wrong password");
  }

  /** A new password; every other session of the user ends (the one in `keepToken` stays). */
  async changePassword(
    user: User,
    current: string,
    next: string,
    keepToken: string | undefined,
  ): Promise<void> {
    if (next.length < 8 || next.length > 200) throw badRequest("Passwords have 8 to 200 characters");
    await this.checkPassword(user, current);
    const hash = await hashPassword(next, this.cost);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ password: hash }).where("id", "=", user.id).execute();
      let q = trx.deleteFrom("sessions").where("user_id", "=", user.id);
      if (keepToken) q = q.where("token_hash", "!=", tokenHash(keepToken));
      await q.execute();
    });
  }

  /** Deletes the account; its games stay, under an anonymous name. */
  async deleteAccount(user: User, password: string): Promise<string> {
    await this.checkPassword(user, password);
    const name = `deleted-${randomId(8)}`;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ name, name_key: name, password: "deleted" })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("club_users").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("notices").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("user_blocks").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("user_blocks").where("other_id", "=", user.id).execute();
      await trx.deleteFrom("ratings").where("player", "=", `u:${user.id}`).execute();
      // Invitations to the account are withdrawn.
      await trx.updateTable("games").set({ invitee: null }).where("invitee", "=", user.id).execute();
    });
    return name;
  }

  /** Mutes or blocks (or, with `off`, lets again) another player, by name. */
  async setBlock(user: User, name: string, kind: "mute" | "block", off: boolean): Promise<void> {
    const other = await this.db
      .selectFrom("users")
      .select("id")
      .where("name_key", "=", name.trim().toLowerCase())
      .executeTakeFirst();
    if (!other) throw notFound(`No player ${name}`);
    if (other.id === user.id) throw badRequest("You cannot mute or block yourself");
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("user_blocks")
        .where("user_id", "=", user.id)
        .where("other_id", "=", other.id)
        .execute();
      if (!off)
        await trx
          .insertInto("user_blocks")
          .values({ user_id: user.id, other_id: other.id, kind, at: new Date().toISOString() })
          .execute();
    });
  }

  async blocks(user: User): Promise<{ muted: string[]; blocked: string[] }> {
    const rows = await this.db
      .selectFrom("user_blocks")
      .innerJoin("users", "users.id", "user_blocks.other_id")
      .select(["users.name", "user_blocks.kind"])
      .where("user_blocks.user_id", "=", user.id)
      .execute();
    return {
      muted: rows.filter((r) => r.kind === "mute").map((r) => r.name),
      blocked: rows.filter((r) => r.kind === "block").map((r) => r.name),
    };
  }

  /** Whether `a` blocked `b` or `b` blocked `a`. */
  async blockedBetween(a: string, b: string): Promise<boolean> {
    const r = await this.db
      .selectFrom("user_blocks")
      .select("user_id")
      .where("kind", "=", "block")
      .where((eb) =>
        eb.or([
          eb.and([eb("user_id", "=", a), eb("other_id", "=", b)]),
          eb.and([eb("user_id", "=", b), eb("other_id", "=", a)]),
        ]),
      )
      .executeTakeFirst();
    return !!r;
  }
}
