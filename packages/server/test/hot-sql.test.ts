// A move's statements (src/hot-sql.ts): on PostgreSQL one statement updates the game row if it
// is at the expected revision, appends the log entry and sends the NOTIFY — all or nothing; on
// SQLite the reused statements behave as Kysely's own.
import assert from "node:assert/strict";
import { test } from "node:test";
import pg from "pg";
import { openStore, type Store } from "../src/db.ts";
import { HotStatements } from "../src/hot-sql.ts";
import { tempDir } from "./helpers.ts";
import { scratchDatabase, skipPg } from "./pg.ts";

async function seed(store: Store): Promise<void> {
  await store.db
    .insertInto("users")
    .values({ id: "u", name: "u", name_key: "u", password: "x", created_at: "" })
    .execute();
  await store.db
    .insertInto("games")
    .values({
      id: "g",
      game: "dof",
      seed: 1,
      options: "{}",
      status: "active",
      seq: 0,
      moves: 0,
      hash: "h0",
      hash_seq: 0,
      turn_seat: "com",
      result: null,
      invite: null,
      open: 0,
      hotseat: 0,
      fixed_seed: 0,
      created_by: "u",
      created_at: "",
      updated_at: "",
      rematch_of: null,
      rematch: null,
      engine_version: 1,
      version: 1,
      rev: 0,
      base_seq: 0,
    })
    .execute();
}

const entry = (seq: number) => ({
  game_id: "g",
  seq,
  kind: "action" as const,
  seat: "com",
  action: `{"t":"space","space":${seq}}`,
  at: "2026-11-25T00:00:00.000Z",
  hash: seq % 2 ? null : `h${seq}`,
});

test("PostgreSQL: a move in one statement, applied only at the expected revision, with its notice", {
  skip: skipPg ? "TEST_DATABASE_URL is not set: the PostgreSQL test is skipped" : false,
}, async () => {
  const db = await scratchDatabase();
  const store = await openStore({ dataDir: tempDir(), databaseUrl: db.url });
  const listener = new pg.Client({ connectionString: db.url });
  try {
    await seed(store);
    const hot = new HotStatements(store.db);
    assert.ok(hot.oneStatement);
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (n) => heard.push(n.payload ?? ""));
    await listener.query("listen test_channel");
    const notice = (rev: number) => ({ channel: "test_channel", payload: `g:${rev}` });
    assert.equal(await hot.commitMove("g", 0, { seq: 1, rev: 1, turn_seat: "dem" }, entry(1), notice(1)), 1);
    // Stale: the game is at revision 1 now.
    assert.equal(await hot.commitMove("g", 0, { seq: 2, rev: 1, turn_seat: "com" }, entry(2), notice(9)), 0);
    assert.equal(
      await hot.commitMove("g", 1, { seq: 2, rev: 2, hash: "h2", hash_seq: 2 }, entry(2), notice(2)),
      1,
    );
    const row = await store.db
      .selectFrom("games")
      .selectAll()
      .where("id", "=", "g")
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.seq, row.rev, row.turn_seat, row.hash, row.hash_seq], [2, 2, "dem", "h2", 2]);
    const log = await store.db.selectFrom("game_log").selectAll().orderBy("seq").execute();
    assert.deepEqual(log, [entry(1), entry(2)]);
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(heard, ["g:1", "g:2"], "the stale write sent no notice");
  } finally {
    await listener.end().catch(() => undefined);
    await store.close();
    await db.drop();
  }
});

test("SQLite: the reused update and insert statements, checked against the revision", async () => {
  const store = await openStore({ dataDir: tempDir() });
  await seed(store);
  const hot = new HotStatements(store.db);
  assert.ok(!hot.oneStatement);
  for (const [rev, seq, expect] of [
    [0, 1, 1],
    [0, 1, 0],
    [1, 2, 1],
  ] as const) {
    const n = await store.db.transaction().execute(async (trx) => {
      const updated = await hot.updateGame(trx, "g", rev, { seq, rev: rev + 1, updated_at: `t${seq}` });
      if (updated === 1) await hot.insertLog(trx, entry(seq));
      return updated;
    });
    assert.equal(n, expect);
  }
  const row = await store.db.selectFrom("games").selectAll().where("id", "=", "g").executeTakeFirstOrThrow();
  assert.deepEqual([row.seq, row.rev, row.updated_at], [2, 2, "t2"]);
  assert.deepEqual(await store.db.selectFrom("game_log").selectAll().orderBy("seq").execute(), [
    entry(1),
    entry(2),
  ]);
  await store.close();
});
