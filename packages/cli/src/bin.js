#!/usr/bin/env node
// The `dof` executable: runs main.ts from the TypeScript sources, as `npm run cli` does, in a node
// process with tsx and the workspace's `@dawn/source` export condition (the packages' sources, not
// their dist/). The condition has to be a node option: worker threads (`sim --workers`) need it too.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("./main.ts", import.meta.url));
const tsx = import.meta.resolve("tsx");
const r = spawnSync(
  process.execPath,
  ["--conditions=@dawn/source", "--import", tsx, main, ...process.argv.slice(2)],
  { stdio: "inherit" },
);
if (r.error) throw r.error;
process.exit(r.status ?? 1);
