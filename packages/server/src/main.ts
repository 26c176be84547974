// `npm start`: the server with settings from the environment (see README.md).
import { ConfigError, configFromEnv } from "./config.ts";
import { startServer } from "./server.ts";

try {
  const server = await startServer(configFromEnv());
  console.error(`Serving at ${server.url} (data: ${server.store.location})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.error(`${signal}: stopping...`);
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (e) {
  console.error(`The server could not start: ${e instanceof ConfigError ? e.message : (e as Error).message}`);
  process.exit(1);
}
