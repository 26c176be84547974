import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import type { View } from "@dawn/engine";
import Database from "better-sqlite3";
import type { GameInfo } from "../src/games.ts";
import { Client, pair, picker, play, readDb, start, tempDir, user, waitFor } from "./helpers.ts";

type Info = GameInfo & { view: View };

async function relogin(base: string, name: string): Promise<Client> {
  const c = new Client(base);
  const r = await c.post("/api/login", { name, password: "correct horse" });
  assert.equal(r.status, 200);
  return c;
}

test("a restarted server resumes every game exactly (snapshots + log, undo included)", async () => {
  const dir = tempDir();
  const s1 = await start(dir, { snapshotEvery: 7 });
  const alice = await user(s1.url);
  const bob = await user(s1.url);
  const id = await pair(alice, bob, { seed: 99 });
  // Some moves, with undos mixed in (the log holds action, undo, action...).
  let undos = 0;
  for (let i = 0; i < 30; i++) {
    await play(id, [alice, bob], 1, picker(i));
    for (const p of [alice, bob]) {
      const g = await p.game(id);
      if (g.canUndo && i % 3 === 0) {
        assert.equal((await p.post(`/api/games/${id}/undo`, { seq: g.seq })).status, 200);
        undos++;
      }
    }
  }
  assert.ok(undos >= 3, `undos: ${undos}`);
  const finished = await pair(alice, bob);
  await alice.post(`/api/games/${finished}/resign`, {});
  const before = {
    a: await alice.game(id),
    b: await bob.game(id),
    spectator: await new Client(s1.url).game(id),
    f: await bob.game(finished),
    db: readDb(dir, id),
  };
  assert.equal(before.db.snapshots, 3, "the three latest snapshots are kept");
  await s1.close();

  const s2 = await start(dir, { snapshotEvery: 7 });
  const alice2 = await relogin(s2.url, alice.name);
  alice2.cookie = alice.cookie; // the old session still works after the restart ...
  assert.equal((await alice2.get("/api/me")).status, 200);
  const bob2 = await relogin(s2.url, bob.name); // ... and so does logging in again
  const a = await alice2.game(id);
  const b = await bob2.game(id);
  assert.deepEqual(a, before.a);
  assert.deepEqual(b, before.b);
  assert.deepEqual(await new Client(s2.url).game(id), before.spectator);
  assert.deepEqual(await bob2.game(finished), before.f);
  assert.deepEqual(readDb(dir, id).row, before.db.row);
  // And the game goes on.
  await play(id, [alice2, bob2], 10, picker(5));
  assert.equal((await alice2.game(id)).seq, before.a.seq + 10);
  await s2.close();
  assert.deepEqual([...s1.errors, ...s2.errors], []);
});

test("a damaged log entry: the game continues from its latest good state, and the operator is told", async () => {
  const dir = tempDir();
  const s1 = await start(dir, { snapshotEvery: 1000, hashEvery: 1 });
  const alice = await user(s1.url);
  const bob = await user(s1.url);
  const id = await pair(alice, bob, { seed: 3 });
  const other = await pair(alice, bob, { seed: 4 });
  await play(id, [alice, bob], 8, picker(2));
  await play(other, [alice, bob], 6, picker(2));
  const at5 = await s1.app.inject({ method: "GET", url: `/api/games/${id}` });
  assert.equal(at5.statusCode, 200);
  await s1.close();
  // Change one stored action into another legal-looking one.
  const db = new Database(path.join(dir, "dawn.sqlite"));
  const row = db.prepare("select action from game_log where game_id = ? and seq = 6").get(id) as {
    action: string;
  };
  const entries = db.prepare("select action from game_log where game_id = ?").all(other) as {
    action: string;
  }[];
  const replacement = entries.map((e) => e.action).find((a) => a !== row.action)!;
  const tamper = db.prepare("update game_log set action = ? where game_id = ? and seq = 6");
  assert.throws(() => tamper.run(replacement, id), /append-only/, "the database keeps the log append-only");
  assert.throws(() => db.prepare("delete from game_log where game_id = ?").run(id), /append-only/);
  db.exec("drop trigger game_log_no_update");
  tamper.run(replacement, id);
  db.close();
  const s2 = await start(dir, { hashEvery: 1 });
  const alice2 = Object.assign(new Client(s2.url), { cookie: alice.cookie });
  const bob2 = Object.assign(new Client(s2.url), { cookie: bob.cookie });
  const g = await alice2.game(id);
  // The log keeps its 8 entries; the game goes on from the state after entry 5 (the last one verified).
  assert.equal(g.seq, 8);
  assert.equal(g.view.seq, 5);
  assert.equal(g.canUndo, false, "nothing before the new base can be undone");
  assert.equal((await alice2.get(`/api/games/${other}`)).status, 200, "other games are fine");
  const after = readDb(dir, id);
  assert.equal(after.row.base_seq, 8);
  assert.equal(after.log.length, 8, "nothing is deleted");
  await play(id, [alice2, bob2], 3, picker(9));
  assert.equal((await alice2.game(id)).view.seq, 8);
  const metrics = await s2.app.inject({ method: "GET", url: "/metrics" });
  assert.match(metrics.body, /dawn_game_rebases_total\{kind="diverged"\} 1/);
  await s2.close();
  assert.equal(s2.errors.length, 1, s2.errors.join("\n"));
  assert.match(
    s2.errors[0]!,
    new RegExp(`game ${id} continues from its latest good state: the state after entry 6 differs`),
  );
  // And it loads the same way again.
  const s3 = await start(dir, { hashEvery: 1 });
  const alice3 = Object.assign(new Client(s3.url), { cookie: alice.cookie });
  assert.equal((await alice3.game(id)).view.seq, 8);
  await s3.close();
  assert.deepEqual(s3.errors, []);
});

test("a bot whose turn it was when the server stopped moves after the restart", async () => {
  const dir = tempDir();
  const s1 = await start(dir, { botDelayMs: 60_000 }); // the bot never gets to move here
  const alice = await user(s1.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    options: { scenario: "standard" },
    side: "dem",
    opponent: "bot",
    bot: "random",
  });
  const id = c.body.id;
  assert.equal((await alice.game(id)).seq, 0);
  await s1.close();
  const s2 = await start(dir);
  const alice2 = await relogin(s2.url, alice.name);
  const g = await waitFor(async () => {
    const x = await alice2.get<Info>(`/api/games/${id}`);
    return x.body.yourTurn ? x.body : null;
  });
  assert.ok(g.seq > 0);
  await s2.close();
});

test("games dropped from memory are loaded again from the database, exactly", async () => {
  const dir = tempDir();
  const s = await start(dir, { maxLiveGames: 2, snapshotEvery: 4 });
  const alice = await user(s.url);
  const bob = await user(s.url);
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push(await pair(alice, bob, { seed: 40 + i }));
  for (let round = 0; round < 3; round++) {
    for (const id of ids) await play(id, [alice, bob], 3, picker(round));
  }
  const views = await Promise.all(ids.map((id) => alice.game(id)));
  for (const [i, id] of ids.entries()) {
    assert.equal(views[i]!.seq, 9);
    assert.equal(readDb(dir, id).log.length, 9);
  }
  await s.close();
  const s2 = await start(dir);
  const alice2 = new Client(s2.url);
  alice2.cookie = alice.cookie;
  for (const [i, id] of ids.entries()) assert.deepEqual(await alice2.game(id), views[i]);
  await s2.close();
  assert.deepEqual([...s.errors, ...s2.errors], []);
});

test("two servers on one SQLite file: reads are checked against the stored revision, stale writes refused", async () => {
  const dir = tempDir();
  const s1 = await start(dir);
  const s2 = await start(dir);
  const alice = await user(s1.url);
  const bob = await user(s1.url);
  const id = await pair(alice, bob, { seed: 8 });
  const viaS2 = (c: Client) => Object.assign(new Client(s2.url), { cookie: c.cookie });
  const alice2 = viaS2(alice);
  const before = await alice2.game(id); // s2 has the game in memory now
  assert.equal(before.yourTurn, true);
  // Alice moves on s1; s2 is told nothing, but checks its copy when asked.
  const a0 = before.view.decision!.actions![0];
  assert.equal((await alice.post(`/api/games/${id}/actions`, { seq: 0, action: a0 })).status, 200);
  const now = await alice2.game(id);
  assert.equal(now.seq, 1, "s2 does not serve its old copy");
  assert.deepEqual(now, await alice.game(id));
  // A write through s2 based on the old seq is refused, and nothing changes.
  const r = await alice2.post(`/api/games/${id}/actions`, {
    seq: 0,
    action: before.view.decision!.actions![1],
  });
  assert.equal(r.status, 409);
  assert.equal(readDb(dir, id).log.length, 1);
  // Moves through either server, each based on what the other wrote.
  await play(id, [alice2, viaS2(bob)], 3, picker(3));
  await play(id, [alice, bob], 3, picker(4));
  assert.equal((await alice2.game(id)).seq, 7);
  assert.equal(readDb(dir, id).log.length, 7);
  await s2.close();
  await s1.close();
  assert.deepEqual([...s1.errors, ...s2.errors], []);
});

test("an undo right after a snapshot: the stale snapshot is not used, the game loads exactly", async () => {
  const dir = tempDir();
  const s1 = await start(dir, { snapshotEvery: 4 });
  const alice = await user(s1.url);
  const bob = await user(s1.url);
  const id = await pair(alice, bob, { seed: 5 });
  // Set-up: the Communist places twice, then the Democrat three times (his 2nd is the 4th entry).
  await play(id, [alice, bob], 3, picker(1));
  const mover = async () => {
    const a = await alice.game(id);
    return a.yourTurn ? { c: alice as Client, g: a } : { c: bob as Client, g: await bob.game(id) };
  };
  // The 4th entry (snapshot), taken back (5th), and another action instead (6th).
  const { c, g } = await mover();
  const acts = g.view.decision!.actions!;
  assert.equal((await c.post(`/api/games/${id}/actions`, { seq: 3, action: acts[0] })).status, 200);
  assert.equal(readDb(dir, id).snapshots, 1, "a snapshot after 4 entries");
  assert.equal((await c.post(`/api/games/${id}/undo`, { seq: 4 })).status, 200);
  assert.equal(
    (await c.post(`/api/games/${id}/actions`, { seq: 5, action: acts[acts.length - 1] })).status,
    200,
  );
  const before = await c.game(id);
  assert.equal(before.view.seq, 4);
  await s1.close();
  const s2 = await start(dir, { snapshotEvery: 4 });
  const again = Object.assign(new Client(s2.url), { cookie: c.cookie });
  assert.deepEqual(await again.game(id), before);
  await s2.close();
  assert.deepEqual([...s1.errors, ...s2.errors], []);
});
