// @dawn/server: start a server from code (tests, tools).
export type { AnyGameModule, GameModule, GameOutcome, Seat, Turn, Viewer } from "./game-module.ts";
export { GameRuleError } from "./game-module.ts";
export { GAMES } from "./games/index.ts";
export type { GameInfo, GameSummary } from "./games.ts";
export { DEFAULT_RATE_LIMITS, type RunningServer, type ServerConfig, startServer } from "./server.ts";
