// @dawn/server: start a server from code (tests, tools).
export type { GameInfo, GameSummary } from "@dawn/platform/protocol";
export { configFromEnv } from "./config.ts";
export { DEFAULT_RATE_LIMITS, type RunningServer, type ServerConfig, startServer } from "./server.ts";
