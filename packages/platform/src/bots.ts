// Bots: players that choose among the legal actions from what their seat may see. A bot is never
// handed the true state: it gets its seat's view and a sampler that draws full states consistent
// with that view (the title's determinize), so it cannot read what it must not.
import { GameRuleError } from "./errors.ts";
import type { GameModule, Seat } from "./module.ts";
import type { Localized } from "./text.ts";

export interface BotContext<S, A, V> {
  /** The deciding seat (the bot's). */
  readonly seat: Seat;
  /** What the seat may see. */
  readonly view: V;
  /** The legal actions of the pending decision; the bot returns one of them. */
  readonly actions: readonly A[];
  /** Seed for the bot's own choices: same seed, same context, same choice. */
  readonly seed: number;
  /**
   * A full state consistent with `view`, every hidden part re-sampled from `seed` (the title's
   * determinize). Bots may look ahead through the module on it. Never the true state.
   */
  sample(seed: number): S;
  /** A thinking-time budget in milliseconds, for bots that search (they may use less). */
  readonly budgetMs?: number;
}

export interface Bot<S, A, V> {
  choose(ctx: BotContext<S, A, V>): A;
}

export interface BotSpec<S, A, V> {
  /** The name in requests and on command lines: "random", "heuristic", "search:normal". */
  readonly id: string;
  readonly label: Localized;
  readonly description: Localized;
  create(): Bot<S, A, V>;
}

/** A small seeded generator (mulberry32) for players' own choices: `pick(n)` is in 0..n-1. */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Uniformly random among the legal actions: works for any title. */
export function randomBot<S, A, V>(): BotSpec<S, A, V> {
  return {
    id: "random",
    label: { en: "Random", fr: "Aléatoire", zh: "隨機" },
    description: {
      en: "Plays any legal move at random. For testing, not for a game.",
      fr: "Joue n'importe quel coup légal au hasard. Pour les essais, pas pour une partie.",
      zh: "隨機選擇任何合法行動。僅供測試，不適合對局。",
    },
    create: () => ({
      choose(ctx) {
        if (ctx.actions.length === 0) throw new Error("No legal action to choose from");
        return ctx.actions[chooser(ctx.seed)(ctx.actions.length)]!;
      },
    }),
  };
}

/**
 * The context for the bot of the seat deciding in `s`: its view and a sampler over `s` (the only
 * way the true state reaches a bot is through the title's determinize).
 */
export function botContext<S, A, O, V>(
  m: GameModule<S, A, O, V>,
  s: S,
  seed: number,
  budgetMs?: number,
): BotContext<S, A, V> {
  const d = m.decision(s);
  if (!d) throw new Error("The game is over: nothing to choose");
  const seat = d.seat;
  return {
    seat,
    view: m.view(s, seat),
    actions: d.actions,
    seed,
    sample: (k: number) => m.determinize(s, seat, k),
    ...(budgetMs === undefined ? {} : { budgetMs }),
  };
}

/** Finds a bot of a module by id; throws a GameRuleError listing the known ones. */
export function findBot<S, A, O, V>(m: GameModule<S, A, O, V>, id: string): BotSpec<S, A, V> {
  const b = m.bots.find((x) => x.id === id);
  if (!b)
    throw new GameRuleError(
      `Unknown bot ${JSON.stringify(id)} for ${m.id} (known: ${m.bots.map((x) => x.id).join(", ")})`,
    );
  return b;
}
