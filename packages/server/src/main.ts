// `npm start`: the server with settings from the environment (see README.md).
import path from "node:path";
import { startServer } from "./server.ts";

function flag(name: string): boolean {
  return ["1", "true", "yes"].includes((process.env[name] ?? "").toLowerCase());
}

const port = Number(process.env.PORT ?? 8989);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? "data");

try {
  const server = await startServer({
    port,
    host: process.env.HOST || undefined,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    trustProxy: flag("TRUST_PROXY"),
    secureCookies: flag("COOKIE_SECURE"),
    webDev: flag("WEB_DEV"),
  });
  console.log(`1989: Dawn of Freedom is being served at ${server.url}`);
  console.log(`Data: ${server.store.location}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping...`);
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
  console.error(`The server could not start: ${(e as Error).message}`);
  process.exit(1);
}
