// Runs bot choices in a worker thread (falls back to this thread if no worker can be started).
import { Worker } from "node:worker_threads";
import type { BotReply, BotRequest } from "./bot-worker.ts";
import { type AnyGameModule, botChoose, type Seat } from "./game-module.ts";
import { GAMES } from "./games/index.ts";

class WorkerCrash extends Error {}

export class BotPool {
  private worker: Worker | null = null;
  private failed = false;
  private closed = false;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (a: unknown) => void; reject: (e: Error) => void }>();

  constructor(
    private readonly useWorker: boolean,
    private readonly log: (m: string) => void,
  ) {}

  private start(): Worker | null {
    if (!this.useWorker || this.failed) return null;
    if (this.worker) return this.worker;
    try {
      // The worker runs TypeScript: it registers tsx first (on Node 20, execArgv ["--import", "tsx"]
      // does not hook a worker's own entry module).
      const api = import.meta.resolve("tsx/esm/api");
      const entry = new URL("./bot-worker.ts", import.meta.url).href;
      const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
      const w = new Worker(boot, { eval: true });
      w.unref();
      w.on("message", (r: BotReply) => {
        const p = this.pending.get(r.id);
        if (!p) return;
        this.pending.delete(r.id);
        if ("error" in r) p.reject(new Error(r.error));
        else p.resolve(r.action);
      });
      w.on("error", (e) => this.crashed(w, new WorkerCrash(e.message)));
      w.on("exit", (code) => this.crashed(w, new WorkerCrash(`bot worker exited with code ${code}`)));
      this.worker = w;
      return w;
    } catch (e) {
      this.failed = true;
      this.log(`bots run in the main thread: no worker (${(e as Error).message})`);
      return null;
    }
  }

  private crashed(w: Worker, e: Error): void {
    if (this.worker !== w) return;
    this.worker = null;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  /** The bot's action for the pending decision of `state` (the seat decides). */
  async choose(
    module: AnyGameModule,
    bot: string,
    state: unknown,
    seat: Seat,
    seed: number,
  ): Promise<unknown> {
    // The worker knows the built-in games only.
    const w = GAMES.has(module.id) && GAMES.get(module.id) === module ? this.start() : null;
    if (!w) return botChoose(module, bot, state, seat, seed);
    const id = this.nextId++;
    const req: BotRequest = { id, game: module.id, bot, state: module.serialize(state), seat, seed };
    try {
      return await new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        w.postMessage(req);
      });
    } catch (e) {
      if (!(e instanceof WorkerCrash) || this.closed) throw e;
      // The worker is gone: bots think in this thread from now on.
      this.failed = true;
      this.log(`bots run in the main thread: ${e.message}`);
      return botChoose(module, bot, state, seat, seed);
    }
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.failed = true;
    this.closed = true;
    if (w) await w.terminate();
  }
}
