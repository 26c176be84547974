// A worker thread of the bot pool (see bots.ts): one bot decision per task.
import { titles } from "@dawn/titles";
import { type BotTask, botChoose, botHints } from "./bots.ts";

export default function think(task: BotTask): unknown {
  const module = titles.get(task.game);
  if (task.hints)
    return botHints(module, module.deserialize(task.state), task.seat, task.seed, task.hints, task.budgetMs);
  return botChoose(module, task.bot, module.deserialize(task.state), task.seat, task.seed, task.budgetMs);
}
