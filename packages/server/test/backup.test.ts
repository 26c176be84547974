// `npm run backup`: an online copy of a live server's SQLite file (games being played meanwhile),
// restored as the README says into a new server, which serves the same games to the same
// sessions; the copy holds every move acknowledged before the backup began.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { Account, generator, Player } from "../bench/load-client.ts";
import { BackupError, backupSqlite } from "../src/backup.ts";
import { tempDir } from "./helpers.ts";
import { problems, spawnServer } from "./processes.ts";

const BACKUP = fileURLToPath(new URL("../src/backup-main.ts", import.meta.url));

test("backup of a live server, restored into a new server that serves the same games", async () => {
  const dir = tempDir();
  const env = { DATA_DIR: dir, WS_MESSAGE_BURST: "100000", WS_MESSAGES_PER_SECOND: "100000" };
  const live = await spawnServer(env);
  const a = await Account.register(live.url, `ba${process.pid % 10000}`);
  const b = await Account.register(live.url, `bb${process.pid % 10000}`);
  const quiet = await Promise.all(Array.from({ length: 3 }, () => a.pair(live.url, b)));
  const busy = await Promise.all(Array.from({ length: 4 }, () => a.pair(live.url, b)));
  // The quiet games get a few moves, then nobody touches them.
  for (const id of quiet)
    for (let i = 0; i < 6; i++)
      for (const c of [a, b]) {
        const g = await c.get<{ seq: number; yourTurn: boolean; view: { decision: { actions: unknown[] } } }>(
          live.url,
          `/api/games/${id}`,
        );
        if (g.yourTurn)
          await c.post(live.url, `/api/games/${id}/actions`, {
            seq: g.seq,
            action: g.view.decision.actions[0],
          });
      }
  // The busy ones are played on throughout the backup.
  const acked = new Map<string, number>();
  const rnd = generator(5);
  const players = busy.flatMap((id) =>
    [a, b].map(
      (account) =>
        new Player({
          base: live.url,
          gameId: id,
          account,
          thinkMs: 3,
          rnd: generator(rnd(2 ** 31)),
          events: {
            ack: (_ms, _seq, _action, basedOn) => acked.set(id, Math.max(acked.get(id) ?? 0, basedOn + 1)),
          },
        }),
    ),
  );
  await Promise.all(players.map((p) => p.start()));
  await new Promise((r) => setTimeout(r, 500));
  const before = new Map(acked);
  const quietBefore = await Promise.all(quiet.map((id) => a.get(live.url, `/api/games/${id}`)));
  const dest = path.join(tempDir(), "copy.sqlite");
  const run = spawnSync(process.execPath, ["--import", "tsx", BACKUP, dest], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stderr);
  const report = JSON.parse(run.stdout.trim()) as { games: number; bytes: number };
  assert.equal(report.games, quiet.length + busy.length);
  assert.ok(report.bytes > 0 && fs.statSync(dest).size === report.bytes);
  await new Promise((r) => setTimeout(r, 300));
  for (const p of players) p.stop();
  assert.ok(live.alive(), "the server ran on during the backup");
  // The backup does not overwrite: a second one to the same file is refused.
  const again = spawnSync(process.execPath, ["--import", "tsx", BACKUP, dest], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: "utf8",
  });
  assert.equal(again.status, 1);
  assert.match(again.stderr, /exists already/);
  await live.stop();

  // Restore (README): the copy becomes DATA_DIR/dawn.sqlite of a new server.
  const restored = tempDir();
  fs.copyFileSync(dest, path.join(restored, "dawn.sqlite"));
  const second = await spawnServer({ DATA_DIR: restored });
  try {
    for (const [i, id] of quiet.entries())
      assert.deepEqual(
        await a.get(second.url, `/api/games/${id}`),
        quietBefore[i],
        "the same game, same session",
      );
    for (const id of busy) {
      const g = await b.get<{ seq: number; status: string }>(second.url, `/api/games/${id}`);
      assert.ok(
        g.seq >= (before.get(id) ?? 0),
        `game ${id}: every move acknowledged before the backup is in it`,
      );
      assert.ok(g.seq <= (acked.get(id) ?? 0) + 1);
    }
    // Play goes on in the restored server.
    const id = busy[0]!;
    for (const c of [a, b]) {
      const g = await c.get<{ seq: number; yourTurn: boolean; view: { decision: { actions: unknown[] } } }>(
        second.url,
        `/api/games/${id}`,
      );
      if (g.yourTurn)
        await c.post(second.url, `/api/games/${id}/actions`, {
          seq: g.seq,
          action: g.view.decision.actions[0],
        });
    }
    assert.deepEqual(
      problems(second).filter((m) => !m.startsWith("could not bundle the web client")),
      [],
    );
  } finally {
    await second.stop();
  }
});

test("backup refuses a missing database, an existing file and a missing folder", () => {
  const dir = tempDir();
  assert.throws(() => backupSqlite(path.join(dir, "none.sqlite"), path.join(dir, "x")), BackupError);
  fs.writeFileSync(path.join(dir, "exists"), "x");
  assert.throws(() => backupSqlite(path.join(dir, "exists"), path.join(dir, "exists")), /exists already/);
  assert.throws(() => backupSqlite(path.join(dir, "exists"), path.join(dir, "no", "x")), /does not exist/);
});
