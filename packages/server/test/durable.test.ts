// SQLite's group commit (db.ts groupFlush): one flush of the write-ahead log serves every
// commit made before it started, a commit made while a flush runs waits for the next one, and
// a failed flush is reported to whoever waits for it.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { sql } from "kysely";
import { configFromEnv } from "../src/config.ts";
import { groupFlush, openStore } from "../src/db.ts";
import { tempDir } from "./helpers.ts";

test("group flush: one flush for the commits waiting, a later one for those made during it", async () => {
  const dir = tempDir();
  const wal = path.join(dir, "x-wal");
  fs.writeFileSync(wal, "");
  const pending: ((e: Error | null) => void)[] = [];
  let checkpoints = 0;
  const durable = groupFlush(
    wal,
    () => checkpoints++,
    (_fd, done) => pending.push(done),
  );
  const settled: string[] = [];
  const a = durable().then(() => settled.push("a"));
  const b = durable().then(() => settled.push("b"));
  const c = durable().then(() => settled.push("c"));
  await new Promise((r) => setImmediate(r));
  // a started a flush; b and c came while it ran: they wait for the next one, together.
  assert.equal(pending.length, 1);
  pending.shift()!(null);
  await a;
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(settled, ["a"]);
  assert.equal(pending.length, 1, "b and c share one flush");
  const d = durable().then(() => settled.push("d"));
  pending.shift()!(null);
  await Promise.all([b, c]);
  assert.deepEqual(settled, ["a", "b", "c"]);
  await new Promise((r) => setImmediate(r));
  assert.equal(pending.length, 1, "d, made during the second flush, gets a third");
  pending.shift()!(new Error("disk gone"));
  await assert.rejects(
    d.then(() => undefined),
    /disk gone/,
  );
  // The log file missing: a checkpoint flushes instead.
  fs.rmSync(wal);
  await durable();
  assert.equal(checkpoints, 1);
  assert.equal(pending.length, 0);
});

test("group flush with a gap: the next flush waits until the gap has passed since the last one began, and every commit made meanwhile shares it", async () => {
  const dir = tempDir();
  const wal = path.join(dir, "x-wal");
  fs.writeFileSync(wal, "");
  const started: number[] = [];
  const durable = groupFlush(
    wal,
    () => undefined,
    (_fd, done) => {
      started.push(performance.now());
      setImmediate(() => done(null));
    },
    40,
  );
  const t0 = performance.now();
  await durable();
  assert.equal(started.length, 1, "the first flush starts at once");
  assert.ok(started[0]! - t0 < 20);
  // Three commits after it: they wait for the gap, then one flush serves them all.
  const waits = [durable(), durable(), durable()];
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(started.length, 1, "no flush before the gap has passed");
  const late = durable();
  await Promise.all([...waits, late]);
  assert.equal(started.length, 2, "one flush for the four commits");
  assert.ok(started[1]! - started[0]! >= 39, `the gap kept (${started[1]! - started[0]!} ms)`);
  // Long after the last flush, a commit is flushed at once.
  await new Promise((r) => setTimeout(r, 60));
  const t1 = performance.now();
  await durable();
  assert.equal(started.length, 3);
  assert.ok(started[2]! - t1 < 20, "no wait once the gap has passed");
});

test("SQLITE_GROUP_MS: a whole number of ms from 0 to 1000, refused otherwise", () => {
  assert.equal(configFromEnv({ SQLITE_GROUP_MS: "0" }).sqliteGroupMs, 0);
  assert.equal(configFromEnv({ SQLITE_GROUP_MS: "12" }).sqliteGroupMs, 12);
  assert.equal(configFromEnv({}).sqliteGroupMs, undefined);
  for (const bad of ["-1", "2.5", "1001", "soon"])
    assert.throws(() => configFromEnv({ SQLITE_GROUP_MS: bad }), /SQLITE_GROUP_MS must be a whole number/);
});

test("SQLite modes: GROUP and NORMAL leave the flush out of the commit (GROUP flushes before telling), FULL keeps it", async () => {
  for (const [mode, level] of [
    ["GROUP", 1],
    ["FULL", 2],
    ["NORMAL", 1],
  ] as const) {
    const store = await openStore({ dataDir: tempDir(), sqliteSync: mode });
    const r = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
    assert.equal(r.rows[0]!.synchronous, level, mode);
    const j = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
    assert.equal(j.rows[0]!.journal_mode, "wal");
    await store.db
      .insertInto("login_throttle")
      .values({ key: "k", failures: 1, next_at: 0, updated_at: 0 })
      .execute();
    await store.durable();
    await store.close();
  }
});

test("SQLite checkpoints run in a thread of their own: the log reaches the database file without the server's connection checkpointing", async () => {
  const dir = tempDir();
  const store = await openStore({ dataDir: dir });
  const auto = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(store.db);
  assert.equal(
    auto.rows[0]!.wal_autocheckpoint,
    0,
    "the server's connection leaves checkpoints to the thread",
  );
  const file = path.join(dir, "dawn.sqlite");
  const before = fs.statSync(file).size;
  const big = "x".repeat(4000);
  for (let i = 0; i < 600; i++)
    await store.db
      .insertInto("login_throttle")
      .values({ key: `${i}${big}`, failures: 1, next_at: 0, updated_at: 0 })
      .execute();
  const deadline = Date.now() + 10_000;
  while (fs.statSync(file).size < before + 2_000_000 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  assert.ok(fs.statSync(file).size >= before + 2_000_000, "the thread copied the log into the file");
  await store.close();
  // Without the thread, SQLite checkpoints as it does by default.
  const plain = await openStore({ dataDir: tempDir(), checkpointThread: false });
  const a = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(plain.db);
  assert.equal(a.rows[0]!.wal_autocheckpoint, 1000);
  await plain.close();
});
