#!/usr/bin/env node
// The `dof` executable: registers tsx (the CLI runs from TypeScript sources) and starts main.ts.
import { register } from "tsx/esm/api";

register();
const { run } = await import("./main.ts");
run(process.argv.slice(2));
