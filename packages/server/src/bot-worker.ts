// A worker thread of the bot pool (see bots.ts): one bot decision per task.
import { titles } from "@dawn/titles";
import { type BotTask, botChoose } from "./bots.ts";

export default function think(task: BotTask): unknown {
  const module = titles.get(task.game);
  return botChoose(module, task.bot, module.deserialize(task.state), task.seat, task.seed, task.budgetMs);
}
