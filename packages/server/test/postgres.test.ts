// The same server on PostgreSQL. Runs when TEST_DATABASE_URL names a PostgreSQL server where the
// user may create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres); skipped otherwise,
// except in CI (.ci/run starts a scratch server with scripts/ci-postgres.sh), where it must run.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, test } from "node:test";
import { type GameRecord, replay } from "@dawn/engine";
import pg from "pg";
import { Client, pair, picker, play, start, tempDir, user, waitFor } from "./helpers.ts";

const base = process.env.TEST_DATABASE_URL;
if (!base && process.env.CI === "true")
  throw new Error("CI must run the PostgreSQL tests: TEST_DATABASE_URL is not set");
const skip = !base;
let url = "";
let dbName = "";

async function admin<T>(f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

before(async () => {
  if (skip) return;
  dbName = `dawn_test_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`create database ${dbName}`));
  const u = new URL(base!);
  u.pathname = `/${dbName}`;
  url = u.toString();
});

after(async () => {
  if (skip) return;
  await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
});

test("PostgreSQL: accounts, play, concurrent actions, restart, record", { skip }, async () => {
  const s1 = await start(tempDir(), { databaseUrl: url, snapshotEvery: 5 });
  assert.equal(s1.store.dialect, "postgres");
  const alice = await user(s1.url);
  const bob = await user(s1.url);
  const fresh = new Client(s1.url);
  assert.equal((await fresh.post("/api/login", { name: alice.name, password: "wrong one" })).status, 401);
  assert.equal((await fresh.post("/api/login", { name: alice.name, password: "correct horse" })).status, 200);
  const id = await pair(alice, bob, { seed: 21 });
  await play(id, [alice, bob], 20, picker(4));
  // Two simultaneous actions: exactly one applied.
  const a = await alice.game(id);
  const b = await bob.game(id);
  const [mover, info] = a.yourTurn ? [alice, a] : [bob, b];
  const acts = info.view.decision!.actions!;
  const results = await Promise.all([
    mover.post(`/api/games/${id}/actions`, { seq: info.seq, action: acts[0] }),
    mover.post(`/api/games/${id}/actions`, { seq: info.seq, action: acts[acts.length - 1] }),
  ]);
  assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
  const row = await s1.store.db
    .selectFrom("games")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  assert.equal(row.seq, 21);
  const log = await s1.store.db.selectFrom("game_log").select("seq").where("game_id", "=", id).execute();
  assert.equal(log.length, 21);
  await assert.rejects(
    s1.store.db.updateTable("game_log").set({ seat: "dem" }).where("game_id", "=", id).execute(),
    /append-only/,
  );
  await assert.rejects(s1.store.db.deleteFrom("game_log").where("game_id", "=", id).execute(), /append-only/);
  const bot = await alice.post<{ id: string }>("/api/games", {
    options: {},
    side: "dem",
    opponent: "bot",
    bot: "random",
  });
  await waitFor(async () => (await alice.game(bot.body.id)).yourTurn);
  const before = { a: await alice.game(id), b: await bob.game(id) };
  await s1.close();

  const s2 = await start(tempDir(), { databaseUrl: url });
  const alice2 = new Client(s2.url);
  alice2.cookie = alice.cookie;
  const bob2 = new Client(s2.url);
  bob2.cookie = bob.cookie;
  assert.deepEqual(await alice2.game(id), before.a);
  assert.deepEqual(await bob2.game(id), before.b);
  await play(id, [alice2, bob2], 5, picker(8));
  assert.equal((await alice2.post(`/api/games/${id}/resign`, {})).status, 200);
  const rec = await alice2.get<GameRecord>(`/api/games/${id}/record`);
  assert.equal(rec.body.actions.length, 26);
  assert.equal(replay(rec.body).hashOk, true);
  await s2.close();
  assert.deepEqual([...s1.errors, ...s2.errors], []);
});
