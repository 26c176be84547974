// The server's secret for signed links (unsubscribe, e-mail confirmation): CLUB_SECRET if the
// operator sets one, otherwise drawn once and kept in the database, so every process signs alike.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../db.ts";

export async function clubSecret(db: Kysely<DB>, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("club_kv")
    .values({ key: "secret", value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const r = await db
    .selectFrom("club_kv")
    .select("value")
    .where("key", "=", "secret")
    .executeTakeFirstOrThrow();
  return r.value;
}
