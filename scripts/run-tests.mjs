#!/usr/bin/env node
// Runs the test files (packages/*/test/**/*.test.ts) with node's test runner through tsx.
// Node 20 does not expand glob patterns itself, so the files are listed here.
// The tests run the packages' TypeScript sources, not their builds (dist/): every process gets the
// `@dawn/source` export condition through NODE_OPTIONS, so that the processes and worker threads
// the tests start (servers, the CLI, bot pools) resolve `@dawn/*` to the sources too.
//
// Usage: node scripts/run-tests.mjs [--fast] [path-fragment ...]
//   path fragments: only files whose path contains one of them.
//   --fast: the daily subset (`npm run test:fast`): no browser tests (e2e*.test.ts), simulations
//           at a tenth of their games (DAWN_TEST_FAST=1, read by the simulation tests), two test
//           files at a time. CI and `npm test` run everything at full size.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules") continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith(".test.ts")) files.push(p);
  }
}
for (const pkg of readdirSync(join(root, "packages"))) {
  const t = join(root, "packages", pkg, "test");
  try {
    if (statSync(t).isDirectory()) walk(t);
  } catch {}
}
const args = process.argv.slice(2);
const fast = args.includes("--fast");
const filters = args.filter((a) => a !== "--fast");
const chosen = files
  .sort()
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .filter((f) => !fast || !basename(f).startsWith("e2e"));
if (chosen.length === 0) {
  console.error("No test files found");
  process.exit(1);
}
const SOURCE = "--conditions=@dawn/source";
const nodeOptions = [process.env.NODE_OPTIONS, SOURCE].filter(Boolean).join(" ");
const env = { ...process.env, NODE_OPTIONS: nodeOptions, ...(fast ? { DAWN_TEST_FAST: "1" } : {}) };
// --test-force-exit: a file whose tests are done ends even if a failed test left a server open (it
// would otherwise keep the run waiting until the CI's time ran out instead of reporting the failure).
const runner = ["--import", "tsx", "--test", "--test-reporter=spec", "--test-force-exit"];
if (fast) runner.push("--test-concurrency=2");
const r = spawnSync(process.execPath, [...runner, ...chosen], { stdio: "inherit", cwd: root, env });
process.exit(r.status ?? 1);
