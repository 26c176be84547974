// @dawn/search: the search AI of every title, over the platform's game-module interface.
// Three levels (search:easy, search:normal, search:hard) join a title's bots with
// `withSearchBots(module)`; `hint` gives a player the search's best moves with win chances.
// Title knowledge (evaluation, fast policy, priors) comes only from the module's optional
// `searchHooks` (see @dawn/platform's search-hooks.ts).
import type { Bot, BotContext, BotSpec, GameModule, SearchableModule, SearchHooks } from "@dawn/platform";
import { type Choice, pick, type SearchParams, type SearchResult, search } from "./ismcts.ts";

export { type Choice, pick, type SearchParams, type SearchResult, search } from "./ismcts.ts";

export type SearchLevel = "easy" | "normal" | "hard";
export const SEARCH_LEVELS: readonly SearchLevel[] = ["easy", "normal", "hard"];

const BASE: SearchParams = {
  iterations: 500,
  maxMs: 2500,
  exploration: 0.5,
  priorWeight: 0.6,
  priorVisits: 2,
  priorNodes: 200,
  widenC: 1.5,
  widenExp: 0.5,
  rolloutSteps: 60,
  checkpoints: 1,
  temperature: 0,
};

/**
 * The parameters of each level. Iterations, not time, bound the search (same seed, same move on
 * any machine); `maxMs` is a safety cap for slow machines and long decisions. A title may give a
 * level other iterations and cap (SearchHooks.levels; see levelParams).
 */
export const LEVEL_PARAMS: Readonly<Record<SearchLevel, SearchParams & { readonly priors: boolean }>> = {
  // A short search without the title's priors, its move drawn by visits: plausible, beatable.
  easy: {
    ...BASE,
    iterations: 40,
    maxMs: 1000,
    priorWeight: 0,
    priorNodes: 0,
    temperature: 1,
    priors: false,
  },
  normal: { ...BASE, iterations: 400, maxMs: 1500, priors: true },
  hard: { ...BASE, iterations: 1500, maxMs: 2500, priors: true },
};

const LABELS: Readonly<Record<SearchLevel, BotSpec<unknown, unknown, unknown>["label"]>> = {
  easy: { en: "Search (easy)", fr: "Recherche (facile)", zh: "搜尋（簡單）" },
  normal: { en: "Search (normal)", fr: "Recherche (normal)", zh: "搜尋（普通）" },
  hard: { en: "Search (hard)", fr: "Recherche (difficile)", zh: "搜尋（困難）" },
};

const DESCRIPTIONS: Readonly<Record<SearchLevel, BotSpec<unknown, unknown, unknown>["description"]>> = {
  easy: {
    en: "Looks a little ahead and often picks a move that is merely good: for beginners.",
    fr: "Regarde un peu en avant et choisit souvent un coup simplement correct : pour débuter.",
    zh: "只向前看一點，常選擇還算可以的行動：適合初學者。",
  },
  normal: {
    en: "Plays out hundreds or thousands of possible futures, guessing the hidden cards, before each move.",
    fr: "Joue des centaines ou des milliers d'avenirs possibles, en devinant les cartes cachées, avant chaque coup.",
    zh: "每步之前推演數百至數千種可能的未來，並推測對手的暗牌。",
  },
  hard: {
    en: "Searches more than twice as deep as normal; takes up to a few seconds per move.",
    fr: "Cherche plus de deux fois plus loin que le niveau normal ; jusqu'à quelques secondes par coup.",
    zh: "搜尋深度為普通的兩倍以上；每步最多思考數秒。",
  },
};

/**
 * The parameters of `level` for module `m`: the level's, with the title's own budget for it when it
 * gives one (SearchHooks.levels).
 */
export function levelParams(
  m: GameModule<unknown, unknown, unknown, unknown>,
  level: SearchLevel,
): SearchParams & { readonly priors: boolean } {
  const own = (m as SearchableModule<unknown, unknown>).searchHooks?.levels?.[level];
  return own ? { ...LEVEL_PARAMS[level], iterations: own.iterations, maxMs: own.maxMs } : LEVEL_PARAMS[level];
}

/**
 * The hooks a level of the search runs with: the module's, with the level's own evaluation in
 * place of `evaluate` when the title gives one (SearchHooks.levels; none for a title without hooks).
 */
export function levelHooks<S, A>(
  m: GameModule<S, A, unknown, unknown>,
  level: SearchLevel,
): SearchHooks<S, A> {
  const h = (m as SearchableModule<S, A>).searchHooks ?? {};
  const evaluate = h.levels?.[level]?.evaluate;
  return evaluate ? { ...h, evaluate } : h;
}

/** The hooks of a module for a level (or the module's own, without one), priors kept or dropped. */
function hooksOf<S, A>(
  m: GameModule<S, A, unknown, unknown>,
  priors: boolean,
  level?: SearchLevel,
): SearchHooks<S, A> {
  const h = level ? levelHooks(m, level) : ((m as SearchableModule<S, A>).searchHooks ?? {});
  if (priors || !h.priors) return h;
  const { priors: _unused, ...rest } = h;
  return rest;
}

function paramsFor(
  m: GameModule<unknown, unknown, unknown, unknown>,
  level: SearchLevel,
  ctx: { readonly budgetMs?: number },
  change: Partial<SearchParams>,
): SearchParams {
  const p = { ...levelParams(m, level), ...change };
  return ctx.budgetMs === undefined ? p : { ...p, maxMs: Math.min(p.maxMs, ctx.budgetMs) };
}

/**
 * Runs the search of `level` on the decision of `ctx` (the candidate moves, best first); `change`
 * overrides some of the level's parameters (tests lift the time cap: `{ maxMs: Infinity }`).
 */
export function analyze<S, A, V>(
  m: GameModule<S, A, unknown, V>,
  ctx: BotContext<S, A, V>,
  level: SearchLevel,
  change: Partial<SearchParams> = {},
): SearchResult<A> {
  if (ctx.actions.length === 0) throw new Error("No legal action to choose from");
  const p = paramsFor(m as GameModule<unknown, unknown, unknown, unknown>, level, ctx, change);
  return search(m, hooksOf(m, LEVEL_PARAMS[level].priors, level), ctx, p);
}

/** A search bot of one level for a module. */
export function searchBot<S, A, V>(m: GameModule<S, A, unknown, V>, level: SearchLevel): BotSpec<S, A, V> {
  return {
    id: `search:${level}`,
    label: LABELS[level],
    description: DESCRIPTIONS[level],
    create: (): Bot<S, A, V> => ({
      choose(ctx) {
        if (ctx.actions.length === 1) return ctx.actions[0]!;
        return pick(analyze(m, ctx, level), LEVEL_PARAMS[level].temperature, ctx.seed);
      },
    }),
  };
}

/**
 * A search bot with parameters of its own (for benchmarks that compare settings), on the module's
 * hooks: to search with a level's own evaluation, give a module whose hooks are `levelHooks`'.
 */
export function customSearchBot<S, A, V>(
  m: GameModule<S, A, unknown, V>,
  params: SearchParams & { readonly priors: boolean },
): Bot<S, A, V> {
  return {
    choose(ctx) {
      if (ctx.actions.length === 1) return ctx.actions[0]!;
      const p =
        ctx.budgetMs === undefined ? params : { ...params, maxMs: Math.min(params.maxMs, ctx.budgetMs) };
      return pick(search(m, hooksOf(m, params.priors), ctx, p), params.temperature, ctx.seed);
    },
  };
}

/**
 * The module with the three search levels added to its bots; `search:normal` becomes the bot
 * offered first for a game against the computer.
 */
export function withSearchBots<S, A, O, V>(m: GameModule<S, A, O, V>): GameModule<S, A, O, V> {
  const mm = m as unknown as GameModule<S, A, unknown, V>;
  const own = m.bots.filter((b) => !b.id.startsWith("search:"));
  return {
    ...m,
    bots: [...own, ...SEARCH_LEVELS.map((l) => searchBot(mm, l))],
    defaultBot: "search:normal",
  };
}

/** One hint: a move the AI recommends and the chance to win it estimates after it. */
export interface Hint<A> {
  readonly action: A;
  readonly winChance: number;
  readonly visits: number;
}

/**
 * The AI's best `count` moves at the decision of `ctx` with estimated win chances (for the `hint`
 * command and the server's hint endpoint). Searches like `level` (default: normal), every
 * decision (those the bot answers without a search included: their moves come in the bot's own
 * order, with the search's win chances; see `search`).
 */
export function hint<S, A, V>(
  m: GameModule<S, A, unknown, V>,
  ctx: BotContext<S, A, V>,
  count = 3,
  level: SearchLevel = "normal",
  change: Partial<SearchParams> = {},
): Hint<A>[] {
  // Every decision is searched for a hint, the minor ones too: the player asked.
  const r = analyze(m, ctx, level, { searchAll: true, ...change });
  const top = r.choices.slice(0, count);
  // The search's `count` most visited moves, listed by the win chance each shows, so that the list
  // reads best first: a short search can visit a move more than a better one it found late (Nim
  // from 10 stones at 400 iterations, 5 seeds in 200). A decision the title leaves to its bot keeps
  // the bot's order (see `search`).
  if (r.rankedBy === "visits") top.sort((x, y) => y.winChance - x.winChance || y.visits - x.visits);
  return top.map((c: Choice<A>) => ({
    action: c.action,
    winChance: c.winChance,
    visits: c.visits,
  }));
}
