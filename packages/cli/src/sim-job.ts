// One simulated game, in the main thread or a worker: the platform's match loop (playMatch) between
// the bots of the seats, through the title's game module from the registry.
import { type Bot, findBot, type OptionValue, playMatch, type Seat } from "@dawn/platform";
import { titles } from "@dawn/titles";

export interface SimJob {
  readonly index: number;
  /** The title's id. */
  readonly game: string;
  /** Index of the option set (of the sweep) and the options input for the title's parseOptions. */
  readonly set: number;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: number;
  /** The bot id in each seat. */
  readonly seats: Readonly<Record<Seat, string>>;
}

export interface SimResult {
  readonly index: number;
  readonly set: number;
  readonly seed: number;
  readonly seats: Readonly<Record<Seat, string>>;
  /** The role each seat played at the start and at the end (a bid may change them). */
  readonly startRoles: Readonly<Record<Seat, string>>;
  readonly roles: Readonly<Record<Seat, string>>;
  /** The winning seat, or null for a draw. */
  readonly winner: Seat | null;
  readonly reason: string;
  readonly metrics: Readonly<Record<string, number>>;
  readonly actions: number;
  /** Milliseconds of computing for the whole game. */
  readonly ms: number;
  /** Each seat's decision times in ms (decisions with more than one legal action). */
  readonly times: Readonly<Record<Seat, readonly number[]>>;
}

export function runJob(job: SimJob): SimResult {
  const t = performance.now();
  const m = titles.get(job.game);
  const options = m.parseOptions(job.options);
  const bots: Record<Seat, Bot<unknown, unknown, unknown>> = {};
  for (const [seat, id] of Object.entries(job.seats)) bots[seat] = findBot(m, id).create();
  const start = m.newGame(job.seed, options);
  const startRoles: Record<Seat, string> = {};
  for (const x of m.seats) startRoles[x.id] = m.roleOf(start, x.id);
  const r = playMatch(m, bots, job.seed, options);
  const times: Record<Seat, readonly number[]> = {};
  for (const [seat, d] of Object.entries(r.decisionTimes))
    times[seat] = d.samples.map((x) => Math.round(x * 1000) / 1000);
  return {
    index: job.index,
    set: job.set,
    seed: job.seed,
    seats: job.seats,
    startRoles,
    roles: r.roles,
    winner: r.outcome.winner,
    reason: r.outcome.reason,
    metrics: r.metrics,
    actions: r.actions,
    ms: Math.round(performance.now() - t),
    times,
  };
}
