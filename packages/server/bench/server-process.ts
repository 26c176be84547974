// The server as a process of its own (`src/main.ts` from the sources, or the build `npm start` runs),
// for the load benchmark and the tests that kill or restart servers.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The server from its sources: tsx, and the workspace's packages by their `@dawn/source` export. */
export const FROM_SOURCE: readonly string[] = [
  "--conditions=@dawn/source",
  "--import",
  "tsx",
  fileURLToPath(new URL("../src/main.ts", import.meta.url)),
];
/**
 * The node options `npm start` gives the server, read from the root package.json's start script
 * (`node [options] packages/server/dist/main.js`): the benchmarks run the server as production does.
 */
export const START_NODE_ARGS: readonly string[] = startNodeArgs();

function startNodeArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    scripts?: { start?: string };
  };
  const start = pkg.scripts?.start ?? "";
  const words = start.split(/\s+/).filter(Boolean);
  if (words[0] !== "node" || words.at(-1) !== "packages/server/dist/main.js")
    throw new Error(`the start script is not "node [options] packages/server/dist/main.js": ${start}`);
  return words.slice(1, -1);
}

/** The built server's main file (`npm run build:packages` first). */
export const BUILT_MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));

/** The built server, as `npm start` runs it, its node options included. */
export const BUILT: readonly string[] = [...START_NODE_ARGS, BUILT_MAIN];

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote (its JSON log lines and messages). */
  readonly output: string[];
  /** Whether it is still running. */
  alive(): boolean;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A fresh temporary folder. */
export function freshDir(prefix = "dawn-server-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts the server (`main`: from the sources unless told otherwise) with `env` added to this
 * process's environment; resolves with its address once it serves. `nodeArgs` go to node (e.g.
 * --cpu-prof).
 */
export async function startProcess(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
  main: readonly string[] = FROM_SOURCE,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...main], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      const text = d.toString();
      output.push(text);
      const m = /Serving at (http:\/\/\S+)/.exec(text);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    exit.then((code) => reject(new Error(`server exited with ${code}: ${output.join("")}`)));
    setTimeout(() => reject(new Error(`server did not start: ${output.join("")}`)), 60_000).unref();
  });
  return {
    url,
    child,
    output,
    alive: () => !exited,
    async stop(signal = "SIGTERM") {
      if (!exited) child.kill(signal);
      return exit;
    },
  };
}

/** Warnings and errors in a server process's JSON log. */
export function problems(p: ServerProcess): string[] {
  return p.output
    .join("")
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { level: number; msg: string })
    .filter((e) => e.level >= 40)
    .map((e) => e.msg);
}
