// Accounts and sessions.

import type { Credentials } from "@dawn/platform/protocol";
import type { Kysely } from "kysely";
import {
  DEFAULT_SCRYPT,
  dummyPasswordHash,
  hashPassword,
  newToken,
  randomId,
  type ScryptCost,
  tokenHash,
  verifyPassword,
} from "./auth.ts";
import type { DB } from "./db.ts";
import { badRequest, conflict, unauthorized } from "./errors.ts";
import type { LoginThrottle } from "./login-throttle.ts";

export interface User {
  readonly id: string;
  readonly name: string;
}

const NAME_RE = /^[A-Za-z0-9_-]{3,20}$/;
export const SESSION_DAYS = 30;

export class Accounts {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly throttle: LoginThrottle,
    private readonly cost: ScryptCost = DEFAULT_SCRYPT,
  ) {}

  async register(input: Credentials): Promise<{ user: User; token: string }> {
    const name = input.name.trim();
    const password = input.password;
    if (!NAME_RE.test(name)) throw badRequest("Names have 3 to 20 letters, digits, _ or -");
    if (password.length < 8 || password.length > 200) {
      throw badRequest("Passwords have 8 to 200 characters");
    }
    const key = name.toLowerCase();
    const taken = await this.db
      .selectFrom("users")
      .select("id")
      .where("name_key", "=", key)
      .executeTakeFirst();
    if (taken) throw conflict(`The name ${name} is taken`);
    const user = { id: randomId(), name };
    const hash = await hashPassword(password, this.cost);
    try {
      await this.db
        .insertInto("users")
        .values({ id: user.id, name, name_key: key, password: hash, created_at: new Date().toISOString() })
        .execute();
    } catch {
      // Two registrations of one name at the same time: the unique index decides.
      throw conflict(`The name ${name} is taken`);
    }
    return { user, token: await this.newSession(user.id) };
  }

  /** Checks a name and password; failures count toward growing delays per account and address. */
  async login(input: Credentials, address: string): Promise<{ user: User; token: string }> {
    const name = input.name.trim();
    const password = input.password;
    await this.throttle.check(name, address);
    const row = await this.db
      .selectFrom("users")
      .select(["id", "name", "password"])
      .where("name_key", "=", name.toLowerCase())
      .executeTakeFirst();
    // Unknown names cost as much time as wrong passwords.
    const ok = await verifyPassword(password, row?.password ?? (await dummyPasswordHash(this.cost)));
    if (!row || !ok) {
      await this.throttle.failed(name, address);
      throw unauthorized("Wrong name or password");
    }
    await this.throttle.succeeded(name);
    await this.db.deleteFrom("sessions").where("expires_at", "<", new Date().toISOString()).execute();
    return { user: { id: row.id, name: row.name }, token: await this.newSession(row.id) };
  }

  private async newSession(userId: string): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.db
      .insertInto("sessions")
      .values({
        token_hash: tokenHash(token),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + SESSION_DAYS * 86_400_000).toISOString(),
      })
      .execute();
    return token;
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.db.deleteFrom("sessions").where("token_hash", "=", tokenHash(token)).execute();
  }

  /** The user of a session token, or null (unknown or expired). */
  async userOf(token: string | undefined): Promise<User | null> {
    if (!token || token.length > 200) return null;
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select(["users.id", "users.name", "sessions.expires_at"])
      .where("sessions.token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    if (!row || row.expires_at < new Date().toISOString()) return null;
    return { id: row.id, name: row.name };
  }
}
