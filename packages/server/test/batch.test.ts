// SQLite writes of several games in one transaction (src/batch.ts): each under its own
// savepoint, so a failing write is undone alone; a failing commit fails them all; a write alone
// is a transaction of its own.
import assert from "node:assert/strict";
import { test } from "node:test";
import { sql } from "kysely";
import { batched } from "../src/batch.ts";
import { openStore } from "../src/db.ts";
import { tempDir } from "./helpers.ts";

async function keys(db: Awaited<ReturnType<typeof openStore>>["db"]): Promise<string[]> {
  const rows = await db.selectFrom("login_throttle").select("key").orderBy("key").execute();
  return rows.map((r) => r.key);
}

test("writes queued together share a transaction; a failing one is undone alone", async () => {
  const store = await openStore({ dataDir: tempDir() });
  const sizes: number[] = [];
  const transact = batched(store.db, (n) => sizes.push(n));
  const row = (key: string) => ({ key, failures: 1, next_at: 0, updated_at: 0 });
  const a = transact((trx) =>
    trx
      .insertInto("login_throttle")
      .values(row("a"))
      .execute()
      .then(() => "A"),
  );
  const b = transact(async (trx) => {
    await trx.insertInto("login_throttle").values(row("b")).execute();
    throw new Error("b fails after its insert");
  });
  const c = transact(async (trx) => {
    await trx.insertInto("login_throttle").values(row("c")).execute();
    return "C";
  });
  assert.equal(await a, "A");
  await assert.rejects(b, /b fails/);
  assert.equal(await c, "C");
  assert.deepEqual(sizes, [3]);
  assert.deepEqual(await keys(store.db), ["a", "c"]);

  // Alone: its own transaction, rolled back whole when it fails.
  await assert.rejects(
    transact(async (trx) => {
      await trx.insertInto("login_throttle").values(row("d")).execute();
      throw new Error("d fails");
    }),
    /d fails/,
  );
  assert.deepEqual(sizes, [3, 1]);
  assert.deepEqual(await keys(store.db), ["a", "c"]);

  // A commit that fails (a deferred foreign key) fails every write of the batch.
  const e = transact((trx) => trx.insertInto("login_throttle").values(row("e")).execute());
  const f = transact(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    await trx
      .insertInto("sessions")
      .values({ token_hash: "t", user_id: "nobody", created_at: "", expires_at: "" })
      .execute();
  });
  await assert.rejects(e, /FOREIGN KEY/);
  await assert.rejects(f, /FOREIGN KEY/);
  assert.deepEqual(await keys(store.db), ["a", "c"]);
  await store.close();
});
