// Failed log-ins, per account and per address, stored in the database (so every server process
// sees them and they survive restarts): after a few failures each further attempt must wait,
// twice as long after every failure, up to a ceiling. A successful log-in clears the account's
// count. Attempts that must wait are refused before the password is even checked.
import type { Kysely } from "kysely";
import type { DB } from "./db.ts";
import { tooMany } from "./errors.ts";

export interface ThrottleSettings {
  /** Failures allowed on one account before delays begin. */
  readonly accountFree: number;
  /** Failures allowed from one address (several people may share one) before delays begin. */
  readonly addressFree: number;
  /** The first delay, in ms; it doubles with every further failure. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  accountFree: 5,
  addressFree: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
};

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly s: ThrottleSettings = DEFAULT_THROTTLE,
  ) {}

  private keys(name: string, address: string): [string, number][] {
    return [
      [`name:${name.toLowerCase().slice(0, 100)}`, this.s.accountFree],
      [`addr:${address}`, this.s.addressFree],
    ];
  }

  /** Refuses (429 with Retry-After) while the account or the address must wait. */
  async check(name: string, address: string, at = Date.now()): Promise<void> {
    const keys = this.keys(name, address).map(([k]) => k);
    const rows = await this.db
      .selectFrom("login_throttle")
      .select(["key", "next_at"])
      .where("key", "in", keys)
      .execute();
    let wait = 0;
    for (const r of rows) wait = Math.max(wait, Number(r.next_at) - at);
    if (wait > 0)
      throw tooMany(
        `Too many failed log-ins for this account or from this address: try again in ${Math.ceil(wait / 1000)} s`,
        Math.ceil(wait / 1000),
      );
  }

  /** Counts a failure against the account and the address. */
  async failed(name: string, address: string, at = Date.now()): Promise<void> {
    for (const [key, free] of this.keys(name, address)) {
      const row = await this.db
        .selectFrom("login_throttle")
        .select("failures")
        .where("key", "=", key)
        .executeTakeFirst();
      const failures = (row?.failures ?? 0) + 1;
      const over = failures - free;
      const delay =
        over > 0 ? Math.min(this.s.maxDelayMs, this.s.baseDelayMs * 2 ** Math.min(30, over - 1)) : 0;
      await this.db
        .insertInto("login_throttle")
        .values({ key, failures, next_at: at + delay, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ failures, next_at: at + delay, updated_at: at }))
        .execute();
    }
  }

  /** A successful log-in: the account's failures are forgotten. */
  async succeeded(name: string): Promise<void> {
    await this.db
      .deleteFrom("login_throttle")
      .where("key", "=", `name:${name.toLowerCase().slice(0, 100)}`)
      .execute();
  }

  /** Forgets counts untouched for a day. */
  async sweep(at = Date.now()): Promise<void> {
    await this.db
      .deleteFrom("login_throttle")
      .where("updated_at", "<", at - 86_400_000)
      .execute();
  }
}
