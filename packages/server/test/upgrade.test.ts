// Stored games survive a change of the rules: a game stored by one build of the 1989 engine is
// loaded and continued by a copy of the engine with a log sentence and a rule constant changed
// (and its version bumped, as a rules change requires).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dof } from "@dawn/dof";
import { type AnyGameModule, TitleRegistry } from "@dawn/platform";
import { Client, pair, picker, play, readDb, start, tempDir, user } from "./helpers.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A copy of the engine and of 1989's adapter, with `edits` applied to the engine's files. */
async function changedBuild(edits: { file: string; from: string; to: string }[]): Promise<AnyGameModule> {
  // Inside the repository, so that the copy resolves @dawn/bots and @dawn/platform.
  fs.mkdirSync(path.join(ROOT, "..", "node_modules", ".cache"), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, "..", "node_modules", ".cache", "dawn-engine-copy-"));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(path.join(ROOT, "engine", "src"), path.join(dir, "engine"), { recursive: true });
  for (const e of edits) {
    const f = path.join(dir, "engine", e.file);
    const text = fs.readFileSync(f, "utf8");
    assert.ok(text.includes(e.from), `${e.file} has ${e.from}`);
    fs.writeFileSync(f, text.replace(e.from, e.to));
  }
  for (const name of fs.readdirSync(path.join(ROOT, "dof", "src"))) {
    const text = fs.readFileSync(path.join(ROOT, "dof", "src", name), "utf8");
    fs.writeFileSync(
      path.join(dir, name),
      text.replaceAll('from "@dawn/engine"', 'from "./engine/index.ts"'),
    );
  }
  const m = (await import(pathToFileURL(path.join(dir, "index.ts")).href)) as { dof: AnyGameModule };
  return m.dof;
}

test("a changed engine build (log sentence, rule constant, version) loads and continues stored games", async () => {
  const next = await changedBuild([
    // A log sentence...
    { file: "log-text.ts", from: "`Cards dealt: Communist ", to: "`Cards dealt to the Communist: " },
    // ... a rule constant: the Communist's first set-up placement is 1 SP instead of 2 ...
    { file: "data/index.ts", from: '["com", 2],', to: '["com", 1],' },
    // ... and the version, as any rules change must.
    {
      file: "record.ts",
      from: `ENGINE_VERSION = ${dof.version};`,
      to: `ENGINE_VERSION = ${dof.version + 1};`,
    },
  ]);
  assert.equal(next.version, dof.version + 1);
  assert.notEqual(next, dof);

  const dir = tempDir();
  const s1 = await start(dir, { snapshotEvery: 10 });
  const alice = await user(s1.url);
  const bob = await user(s1.url);
  // Past the set-up, a snapshot at entry 20 and five entries after it.
  const later = await pair(alice, bob, { seed: 31 });
  await play(later, [alice, bob], 25, picker(1));
  // Still in the set-up: the changed placement rule no longer accepts its second entry.
  const early = await pair(alice, bob, { seed: 32 });
  await play(early, [alice, bob], 4, picker(2));
  // A finished game.
  const done = await pair(alice, bob, { seed: 33 });
  await play(done, [alice, bob], 12, picker(3));
  assert.equal((await alice.post(`/api/games/${done}/resign`, {})).status, 200);
  const before = {
    later: await alice.game(later),
    early: await alice.game(early),
    done: await alice.game(done),
  };
  assert.equal(readDb(dir, later).row.engine_version, dof.version);
  await s1.close();
  assert.deepEqual(s1.errors, []);

  const s2 = await start(dir, { titles: new TitleRegistry([next]), snapshotEvery: 10 });
  const alice2 = Object.assign(new Client(s2.url), { cookie: alice.cookie });
  const bob2 = Object.assign(new Client(s2.url), { cookie: bob.cookie });

  // Past the set-up: every entry still applies on the new rules; the game is carried over as it was.
  const l = await alice2.game(later);
  assert.equal(l.seq, 25);
  assert.equal(l.view.seq, before.later.view.seq);
  assert.deepEqual(l.view.sp, before.later.view.sp);
  const lrow = readDb(dir, later).row;
  assert.equal(lrow.engine_version, dof.version, "the version that created it is kept");
  assert.equal(lrow.version, next.version);
  await play(later, [alice2, bob2], 10, picker(4));
  assert.equal((await alice2.game(later)).seq, 35);

  // In the set-up: the game goes on from its latest good state (after entry 1) on the new rules.
  const e = await alice2.game(early);
  assert.equal(e.status, "active");
  assert.equal(e.seq, 4, "the log keeps its entries");
  assert.equal(e.view.seq, 1, "one move kept");
  assert.equal(readDb(dir, early).log.length, 4, "nothing is deleted");
  await play(early, [alice2, bob2], 6, picker(5));
  assert.equal((await alice2.game(early)).seq, 10);

  // The finished game is still there and finished.
  const d = await alice2.game(done);
  assert.equal(d.status, "finished");
  assert.deepEqual(d.result, before.done.result);

  // The operator is told: a warning for the game that diverged, and the metrics.
  assert.equal(s2.errors.length, 1, s2.errors.join("\n"));
  assert.match(
    s2.errors[0]!,
    new RegExp(`game ${early} continues from its latest good state: entry 2 .*no longer applies`),
  );
  const metrics = (await s2.app.inject({ method: "GET", url: "/metrics" })).body;
  assert.match(metrics, /dawn_game_rebases_total\{kind="diverged"\} 1/);
  assert.match(metrics, /dawn_game_rebases_total\{kind="carried"\} 2/);
  await s2.close();

  // Loaded again on the new build: nothing more to carry over, the games are as they were left.
  const s3 = await start(dir, { titles: new TitleRegistry([next]), snapshotEvery: 10 });
  const alice3 = Object.assign(new Client(s3.url), { cookie: alice.cookie });
  assert.equal((await alice3.game(later)).seq, 35);
  assert.equal((await alice3.game(early)).seq, 10);
  await s3.close();
  assert.deepEqual(s3.errors, []);
});
