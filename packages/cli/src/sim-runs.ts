// Earlier runs of `sim` (their --out files) added to a run's results, so that a table of hundreds of
// slow games can be played in parts, on several days or machines, and reported as one: the same
// title, bots and option sets, no game (option set, seating, seed) twice.
import type { AnyGameModule, Seat } from "@dawn/platform";
import { CliError, readJson } from "./io.ts";
import type { SimResult } from "./sim-job.ts";

/** A game of an earlier run as its --out file holds it. */
interface SavedResult {
  readonly options: unknown;
  readonly seed: number;
  readonly seats: Record<Seat, string>;
  readonly roles: Record<Seat, string>;
  readonly startRoles?: Record<Seat, string>;
  readonly winnerSeat: Seat | null;
  readonly reason: string;
  readonly metrics: Record<string, number>;
  readonly actions: number;
  readonly ms: number;
  readonly times?: Record<Seat, number[]>;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

const isStringMap = (x: unknown, keys: readonly string[]): x is Record<string, string> =>
  isObject(x) && keys.every((k) => typeof x[k] === "string");

/** The key of a game: its option set, its seating and its seed. */
export function gameKey(
  set: number,
  seats: Readonly<Record<Seat, string>>,
  seed: number,
  seatIds: readonly Seat[],
) {
  return `${set}|${seatIds.map((s) => seats[s]).join(",")}|${seed}`;
}

/** One saved game, checked field by field, as a result of option set `set`. */
function fromSaved(file: string, i: number, x: unknown, set: number, seatIds: readonly Seat[]): SimResult {
  const bad = (what: string) => new CliError(`${file}: game ${i + 1} ${what}`);
  if (!isObject(x)) throw bad("is not an object");
  const r = x as unknown as SavedResult;
  if (!Number.isInteger(r.seed)) throw bad("has no seed");
  if (!isStringMap(r.seats, seatIds)) throw bad("does not name the bot of every seat");
  if (!isStringMap(r.roles, seatIds)) throw bad("does not name the role of every seat");
  if (r.startRoles !== undefined && !isStringMap(r.startRoles, seatIds)) throw bad("has bad starting roles");
  if (r.winnerSeat !== null && !seatIds.includes(r.winnerSeat)) throw bad("names no seat as its winner");
  if (typeof r.reason !== "string") throw bad("gives no reason for its end");
  if (!isObject(r.metrics) || Object.values(r.metrics).some((v) => typeof v !== "number"))
    throw bad("has bad metrics");
  if (typeof r.actions !== "number" || typeof r.ms !== "number") throw bad("has no count of actions or time");
  const times: Record<Seat, readonly number[]> = {};
  if (r.times !== undefined) {
    if (!isObject(r.times)) throw bad("has bad decision times");
    for (const [seat, xs] of Object.entries(r.times)) {
      if (!seatIds.includes(seat) || !Array.isArray(xs) || xs.some((t) => typeof t !== "number"))
        throw bad("has bad decision times");
      times[seat] = xs;
    }
  }
  return {
    index: 0,
    set,
    seed: r.seed,
    seats: r.seats,
    startRoles: r.startRoles ?? r.roles,
    roles: r.roles,
    winner: r.winnerSeat,
    reason: r.reason,
    metrics: r.metrics,
    actions: r.actions,
    ms: r.ms,
    times,
  };
}

/**
 * The games of earlier runs (`sim --out` files) of `m` between `bots` over the option sets
 * `setsJson` (each as the title's optionsJson gives it), in file order. A file of another title,
 * other bots or other option sets is refused, and so is a game found twice.
 */
export function loadRuns(
  m: AnyGameModule,
  files: readonly string[],
  bots: readonly string[],
  setsJson: readonly Readonly<Record<string, unknown>>[],
): SimResult[] {
  const seatIds = m.seats.map((s) => s.id);
  const sets = setsJson.map((j) => JSON.stringify(j));
  const out: SimResult[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const run = readJson(file);
    if (!isObject(run) || !Array.isArray(run.results))
      throw new CliError(`${file} is not the --out file of a sim run (no results)`);
    if (run.game !== m.id) throw new CliError(`${file} is a run of ${String(run.game)}, not of ${m.id}`);
    // The bots in any order: a run plays every rotation of them over the seats.
    if (!Array.isArray(run.bots) || [...run.bots].sort().join(" vs ") !== [...bots].sort().join(" vs "))
      throw new CliError(
        `${file} is a run of ${Array.isArray(run.bots) ? run.bots.join(" vs ") : "other bots"}, not of ${bots.join(" vs ")}`,
      );
    run.results.forEach((x, i) => {
      const set = isObject(x) ? sets.indexOf(JSON.stringify(x.options)) : -1;
      if (set < 0)
        throw new CliError(
          `${file}: game ${i + 1} was played with options ${JSON.stringify(isObject(x) ? x.options : null)}, not among this run's (${sets.join(", ")})`,
        );
      const r = fromSaved(file, i, x, set, seatIds);
      const key = gameKey(set, r.seats, r.seed, seatIds);
      const before = seen.get(key);
      if (before !== undefined)
        throw new CliError(
          `${file}: seed ${r.seed} (${seatIds.map((s) => r.seats[s]).join(" vs ")}) is also in ${before}`,
        );
      seen.set(key, file);
      out.push(r);
    });
  }
  return out;
}

/** Seeds as ranges: "1-400, 451, 460-475". */
export function seedRanges(seeds: readonly number[]): string {
  const xs = [...new Set(seeds)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < xs.length; ) {
    let j = i;
    while (j + 1 < xs.length && xs[j + 1] === xs[j]! + 1) j++;
    parts.push(i === j ? `${xs[i]}` : `${xs[i]}-${xs[j]}`);
    i = j + 1;
  }
  return parts.join(", ");
}
