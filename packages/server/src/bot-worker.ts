// A worker thread that runs bots, so that a bot thinking does not hold up the server.
import { parentPort } from "node:worker_threads";
import { botChoose } from "./game-module.ts";
import { GAMES } from "./games/index.ts";

export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly bot: string;
  readonly state: string;
  readonly seat: string;
  readonly seed: number;
}

export type BotReply =
  | { readonly id: number; readonly action: unknown }
  | { readonly id: number; readonly error: string };

parentPort?.on("message", (req: BotRequest) => {
  try {
    const module = GAMES.get(req.game);
    const action = botChoose(module, req.bot, module.deserialize(req.state), req.seat, req.seed);
    parentPort!.postMessage({ id: req.id, action } satisfies BotReply);
  } catch (e) {
    parentPort!.postMessage({ id: req.id, error: (e as Error).stack ?? String(e) } satisfies BotReply);
  }
});
