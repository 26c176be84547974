// Bots think in a pool of worker threads (piscina), so that a bot thinking for seconds in one
// game never delays the other games. Titles of the registry (@dawn/titles) run in the workers;
// other modules (tests' toy titles) run in this thread. A bot gets its seat's view and a sampler
// over the state (the platform's botContext), never the state itself.
import os from "node:os";
import { type AnyGameModule, botContext, findBot, GameRuleError, type Seat } from "@dawn/platform";
import { hint } from "@dawn/search";
import { titles } from "@dawn/titles";
import { Piscina } from "piscina";

export interface BotTask {
  readonly game: string;
  readonly bot: string;
  readonly state: string;
  readonly seat: Seat;
  readonly seed: number;
  readonly budgetMs?: number;
  /** Ask for this many hints (the search's best moves with win chances) instead of a move. */
  readonly hints?: number;
}

/** A hint: a move the search recommends and the win chance it estimates after it. */
export interface BotHint {
  readonly action: unknown;
  readonly winChance: number;
}

/** The search's best `count` moves for the deciding seat of `s`, from its view only (through botContext). */
export function botHints(
  m: AnyGameModule,
  s: unknown,
  seat: Seat,
  seed: number,
  count: number,
  budgetMs?: number,
): BotHint[] {
  const d = m.decision(s);
  if (!d) throw new GameRuleError("The game is over");
  if (d.seat !== seat) throw new GameRuleError(`It is not seat ${seat}'s decision`);
  return hint(m, botContext(m, s, seed >>> 0, budgetMs), count).map((h) => ({
    action: h.action,
    winChance: h.winChance,
  }));
}

/** A bot's choice for the pending decision of `s` (the seat must be the deciding one). */
export function botChoose(
  m: AnyGameModule,
  bot: string,
  s: unknown,
  seat: Seat,
  seed: number,
  budgetMs?: number,
): unknown {
  const spec = findBot(m, bot);
  const d = m.decision(s);
  if (!d) throw new GameRuleError("The game is over");
  if (d.seat !== seat) throw new GameRuleError(`It is not seat ${seat}'s decision`);
  if (d.actions.length === 1) return d.actions[0];
  return spec.create().choose(botContext(m, s, seed >>> 0, budgetMs));
}

/** How much lower the bot threads' priority is (Unix nice; 0 on Windows, where it is not supported). */
export const BOT_NICE = process.platform === "win32" ? 0 : 10;

/** The worker's entry next to this file: TypeScript when run from source (tsx), JavaScript when built. */
function workerFile(): string {
  const ext = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
  return new URL(`./bot-worker${ext}`, import.meta.url).href;
}

export class BotPool {
  private pool: Piscina | null = null;
  private local = 0;

  constructor(
    private readonly threads: number,
    private readonly log: (m: string) => void,
  ) {}

  private get(): Piscina | null {
    if (this.threads <= 0) return null;
    this.pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 1,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      // Bots think at a lower priority than the server's own thread: a machine short of cores
      // gives the games' moves the CPU first, and the bot waits.
      niceIncrement: BOT_NICE,
    });
    return this.pool;
  }

  /** Bot moves waiting for a thread or being thought. */
  get queued(): number {
    return this.local + this.running;
  }

  private running = 0;

  /** The bot's action for the pending decision of `state` (the seat decides). */
  async choose(
    module: AnyGameModule,
    bot: string,
    state: unknown,
    seat: Seat,
    seed: number,
    budgetMs?: number,
  ): Promise<unknown> {
    const inRegistry = titles.has(module.id) && titles.get(module.id) === module;
    const pool = inRegistry ? this.get() : null;
    if (!pool) {
      this.local++;
      try {
        return botChoose(module, bot, state, seat, seed, budgetMs);
      } finally {
        this.local--;
      }
    }
    const task: BotTask = {
      game: module.id,
      bot,
      state: module.serialize(state),
      seat,
      seed,
      ...(budgetMs !== undefined ? { budgetMs } : {}),
    };
    this.running++;
    try {
      return (await pool.run(task)) as unknown;
    } catch (e) {
      this.log(`bot worker failed: ${(e as Error).message}`);
      throw e;
    } finally {
      this.running--;
    }
  }

  /** Hints for the deciding seat of `state`, computed in the pool like a bot's move. */
  async hints(
    module: AnyGameModule,
    state: unknown,
    seat: Seat,
    seed: number,
    count: number,
    budgetMs?: number,
  ): Promise<BotHint[]> {
    const inRegistry = titles.has(module.id) && titles.get(module.id) === module;
    const pool = inRegistry ? this.get() : null;
    if (!pool) return botHints(module, state, seat, seed, count, budgetMs);
    const task: BotTask = {
      game: module.id,
      bot: "hint",
      state: module.serialize(state),
      seat,
      seed,
      hints: count,
      ...(budgetMs !== undefined ? { budgetMs } : {}),
    };
    this.running++;
    try {
      return (await pool.run(task)) as BotHint[];
    } finally {
      this.running--;
    }
  }

  async close(): Promise<void> {
    const p = this.pool;
    this.pool = null;
    if (p) await p.destroy();
  }
}

/** The number of bot threads to use by default: one per core but one (at least one). */
export function defaultBotThreads(): number {
  return Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1);
}
