// Test helper: the server as a separate process (`src/main.ts`), as `npm start` runs it.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { tempDir } from "./helpers.ts";

const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote (its JSON log lines and messages). */
  readonly output: string[];
  /** Whether it is still running. */
  alive(): boolean;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `npm start`'s server on a free port; resolves when it serves. */
export async function spawnServer(env: Record<string, string> = {}, port = 0): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: tempDir(),
      LOG_LEVEL: "warn",
      RATE_LIMIT_IP: "10000000",
      RATE_LIMIT_USER: "10000000",
      RATE_LIMIT_AUTH: "10000000",
      WS_PER_ADDRESS: "100000",
      BOT_THREADS: "1",
      ...env,
    },
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
