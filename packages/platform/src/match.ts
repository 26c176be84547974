// The match loop: whole games between bots through the module's one door. The CLI's `sim`, the
// benchmarks, the conformance suite and the bot-strength tests all play through it.
import { type Bot, botContext } from "./bots.ts";
import type { GameModule, Outcome, Seat } from "./module.ts";

export interface MatchOptions {
  /** Give up (throw) after this many actions: a game that long is a defect. */
  readonly maxActions?: number;
  /** Keep the actions (to write a record). */
  readonly keepActions?: boolean;
  /** Thinking-time budget handed to bots that search. */
  readonly budgetMs?: number;
}

/** Time spent by one seat's bot on its decisions that had more than one legal action. */
export interface DecisionTimes {
  readonly count: number;
  readonly totalMs: number;
  readonly maxMs: number;
  /** Every such decision's time, in order (for medians). */
  readonly samples: readonly number[];
}

export interface MatchResult<A> {
  readonly seed: number;
  readonly outcome: Outcome;
  /** The role each seat played at the end (a bid may swap sides). */
  readonly roles: Readonly<Record<Seat, string>>;
  /** Numbers the title reports about the finished game (see GameModule.metrics). */
  readonly metrics: Readonly<Record<string, number>>;
  /** Number of actions taken. */
  readonly actions: number;
  readonly decisionTimes: Readonly<Record<Seat, DecisionTimes>>;
  /** The actions, when asked for. */
  readonly record?: readonly A[];
}

/**
 * The seed a bot gets for the decision after `index` actions of game `seed`. Stable: the 1989
 * simulations published in the README were made with it.
 */
export function decisionSeed(seed: number, index: number): number {
  return (seed * 7919 + index) >>> 0;
}

/**
 * Plays one game: each decision goes to the bot of the deciding seat, with that seat's view and a
 * sampler (never the true state). Decisions with a single legal action are taken without asking.
 */
export function playMatch<S, A, O, V>(
  m: GameModule<S, A, O, V>,
  bots: Readonly<Record<Seat, Bot<S, A, V>>>,
  seed: number,
  options: O,
  opts: MatchOptions = {},
): MatchResult<A> {
  const maxActions = opts.maxActions ?? 100_000;
  const s = m.newGame(seed, options);
  const record: A[] = [];
  const times = new Map<Seat, { count: number; totalMs: number; maxMs: number; samples: number[] }>();
  for (const seat of m.seats) times.set(seat.id, { count: 0, totalMs: 0, maxMs: 0, samples: [] });
  for (let i = 0; i < maxActions; i++) {
    const d = m.decision(s);
    if (!d) {
      const outcome = m.result(s);
      if (!outcome) throw new Error(`Game of seed ${seed} has no decision and no result`);
      const roles: Record<Seat, string> = {};
      for (const seat of m.seats) roles[seat.id] = m.roleOf(s, seat.id);
      return {
        seed,
        outcome,
        roles,
        metrics: m.metrics(s),
        actions: i,
        decisionTimes: Object.fromEntries(times),
        ...(opts.keepActions ? { record } : {}),
      };
    }
    let a: A;
    if (d.actions.length === 1) a = d.actions[0]!;
    else {
      const bot = bots[d.seat];
      if (!bot) throw new Error(`No bot for seat ${d.seat}`);
      const t0 = performance.now();
      a = bot.choose(botContext(m, s, decisionSeed(seed, i), opts.budgetMs));
      const ms = performance.now() - t0;
      const t = times.get(d.seat)!;
      t.count++;
      t.totalMs += ms;
      if (ms > t.maxMs) t.maxMs = ms;
      t.samples.push(ms);
    }
    if (opts.keepActions) record.push(a);
    m.applyInPlace(s, a);
  }
  throw new Error(`Game of seed ${seed} did not end within ${maxActions} actions`);
}
