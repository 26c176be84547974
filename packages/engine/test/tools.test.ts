// The fuzz and bench command lines: one JSON line at the end with --json, exit codes.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const bench = (name: string) => fileURLToPath(new URL(`../bench/${name}`, import.meta.url));

function run(script: string, args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", bench(script), ...args], { encoding: "utf8" });
  const lines = r.stdout.trim().split("\n");
  return { status: r.status, lines, last: lines.at(-1) ?? "", stderr: r.stderr };
}

test("fuzz --json ends with one JSON line: games, completed, failures by kind; exit 0 when clean", () => {
  const r = run("fuzz.ts", ["--games", "4", "--seed", "11", "--json"]);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.lines.length, 1);
  const out = JSON.parse(r.last) as { games: number; completed: number; failures: Record<string, number[]> };
  assert.equal(out.games, 4);
  assert.equal(out.completed, 4);
  assert.deepEqual(Object.keys(out.failures).sort(), ["crash", "deadEnd", "leak", "loop", "replayMismatch"]);
  for (const seeds of Object.values(out.failures)) assert.deepEqual(seeds, []);
});

test("fuzz reports the seeds of failing games and exits non-zero", () => {
  const r = run("fuzz.ts", ["--games", "2", "--seed", "40", "--max-actions", "25", "--json"]);
  assert.equal(r.status, 1);
  const out = JSON.parse(r.last) as { completed: number; failures: Record<string, number[]> };
  assert.equal(out.completed, 0);
  assert.deepEqual(out.failures.loop, [40, 41]);
  const human = run("fuzz.ts", ["--games", "2", "--seed", "40", "--max-actions", "25"]);
  assert.equal(human.status, 1);
  assert.match(human.lines.join("\n"), /loop/);
  assert.equal(run("fuzz.ts", ["--games", "x"]).status, 2);
});

test("bench --json ends with one JSON object holding games_per_s and actions_per_s", () => {
  const r = run("bench.ts", ["--json", "--seconds", "0.5"]);
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.last) as Record<string, number>;
  for (const k of ["games_per_s", "actions_per_s", "apply_per_s", "clone_per_s"]) {
    assert.equal(typeof out[k], "number", k);
    assert.ok(out[k]! > 0, k);
  }
});
