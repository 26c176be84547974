// Test helper: the server as a separate process (`src/main.ts`), as `npm start` runs it.
import { problems, type ServerProcess, startProcess } from "../bench/server-process.ts";
import { tempDir } from "./helpers.ts";

export { problems, type ServerProcess };

/** Starts `npm start`'s server on a free port, on a new data folder unless `env` names one. */
export async function spawnServer(env: Record<string, string> = {}, port = 0): Promise<ServerProcess> {
  return startProcess({
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
  });
}
