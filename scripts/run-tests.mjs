#!/usr/bin/env node
// Runs every test file (packages/*/test/**/*.test.ts) with node's test runner through tsx.
// Node 20 does not expand glob patterns itself, so the files are listed here.
// Usage: node scripts/run-tests.mjs [path-fragment ...]  (only files whose path contains one of them)
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

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
const filters = process.argv.slice(2);
const chosen = files.sort().filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)));
if (chosen.length === 0) {
  console.error("No test files found");
  process.exit(1);
}
const r = spawnSync(process.execPath, ["--import", "tsx", "--test", "--test-reporter=spec", ...chosen], {
  stdio: "inherit",
  cwd: root,
});
process.exit(r.status ?? 1);
