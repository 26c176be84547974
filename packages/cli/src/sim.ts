// `sim`: many games between bots on fixed seeds, every seating of the bots, over worker threads,
// through the platform's match loop. Reports per option set and pairing the wins of each role with
// 95% Wilson intervals, how games ended, the title's metrics, the bots' decision times, and what
// the seats did when roles can change (1989's balance bid).
import { availableParallelism } from "node:os";
import type { AnyGameModule, OptionValue, Seat } from "@dawn/platform";
import { UsageError, writeText } from "./io.ts";
import { runPool } from "./pool.ts";
import { progressBar } from "./progress.ts";
import { runJob, type SimJob, type SimResult } from "./sim-job.ts";
import { gameKey, loadRuns, seedRanges } from "./sim-runs.ts";
import { bucketWidth, histogram, mean, pct, quantile, timeSummary, wilson } from "./stats.ts";
import { simChart } from "./svg.ts";
import { parseBotList, parseTitleOptions, roleName } from "./titles.ts";

export interface SimArgs {
  readonly games: number;
  readonly bots?: string;
  readonly seed: number;
  readonly workers?: number;
  readonly json: boolean;
  readonly csv?: string;
  readonly out?: string;
  readonly plot?: string;
  /** The option sets to play (each an options input); [{}] for the defaults. */
  readonly sweep: readonly Readonly<Record<string, OptionValue>>[];
  /** Earlier runs' --out files: their games are reported with this run's (see sim-runs.ts). */
  readonly add?: readonly string[];
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** Per-seat metrics are named "<seat>.<name>"; the others describe the game. */
const isSeatMetric = (k: string): boolean => k.includes(".");

/** The bot that played each role in a game. */
function byRole(r: SimResult): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [seat, role] of Object.entries(r.roles)) out[role] = r.seats[seat]!;
  return out;
}

const winnerRole = (r: SimResult): string | null => (r.winner === null ? null : r.roles[r.winner]!);
const swapped = (r: SimResult): boolean => Object.keys(r.roles).some((s) => r.roles[s] !== r.startRoles[s]);

/** The default bots: the title's own bot (neither random nor search) against the random one. */
function defaultBots(m: AnyGameModule): string {
  const own = m.bots.find((b) => b.id !== "random" && !b.id.startsWith("search:"));
  return `${own?.id ?? m.defaultBot}:random`;
}

/** "Scenario standard, bid on" for an option set. */
function setLabel(m: AnyGameModule, json: Readonly<Record<string, unknown>>): string {
  if (m.options.length === 0) return "default options";
  return m.options
    .map((o) => {
      const v = json[o.key] ?? o.default;
      return `${o.key} ${v === true ? "on" : v === false ? "off" : String(v)}`;
    })
    .join(", ");
}

export async function simCommand(m: AnyGameModule, a: SimArgs): Promise<number> {
  const added = a.add ?? [];
  if (!Number.isInteger(a.games) || a.games < (added.length > 0 ? 0 : 1))
    throw new UsageError("--games must be at least 1 (0 with --add: only the earlier runs' games)");
  const seatIds = m.seats.map((x) => x.id);
  const bots = parseBotList(m, a.bots ?? defaultBots(m), seatIds.length);
  const distinct = [...new Set(bots)];
  const workers = a.workers ?? Math.min(2, availableParallelism());
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new UsageError("--workers must be between 1 and 64");
  const sets = a.sweep.map((input) => {
    const parsed = parseTitleOptions(m, input);
    return { input, parsed, json: m.optionsJson(parsed) };
  });

  // Every rotation of the bots over the seats (a bot against itself: one seating).
  const seatings: Record<Seat, string>[] = [];
  for (let k = 0; k < bots.length; k++) {
    const seating: Record<Seat, string> = {};
    seatIds.forEach((seat, i) => {
      seating[seat] = bots[(i + k) % bots.length]!;
    });
    if (!seatings.some((x) => seatIds.every((s) => x[s] === seating[s]))) seatings.push(seating);
  }
  const jobs: SimJob[] = [];
  sets.forEach((set, si) => {
    for (const seats of seatings)
      for (let i = 0; i < a.games; i++)
        jobs.push({ index: jobs.length, game: m.id, set: si, options: set.input, seed: a.seed + i, seats });
  });

  // The earlier runs' games, checked before any game is played: none may be played again.
  const earlier = loadRuns(
    m,
    added,
    bots,
    sets.map((x) => x.json),
  );
  const earlierKeys = new Set(earlier.map((r) => gameKey(r.set, r.seats, r.seed, seatIds)));
  for (const j of jobs)
    if (earlierKeys.has(gameKey(j.set, j.seats, j.seed, seatIds)))
      throw new UsageError(
        `seed ${j.seed} (${seatIds.map((s) => j.seats[s]).join(" vs ")}) was played in an earlier run given with --add: choose other seeds`,
      );
  if (jobs.length + earlier.length === 0)
    throw new UsageError("No games: the files given with --add hold none");

  const fresh: SimResult[] = new Array(jobs.length);
  const t0 = performance.now();
  if (jobs.length > 0) {
    const bar = progressBar("sim", "games", jobs.length);
    try {
      await runPool(new URL("./sim-worker.ts", import.meta.url), jobs, workers, runJob, (r) => {
        fresh[r.index] = r;
        bar.increment();
      });
    } finally {
      bar.stop();
    }
  }
  const secs = (performance.now() - t0) / 1000;
  // The earlier runs' games first, then this run's, numbered again.
  const results: SimResult[] = [...earlier, ...fresh].map((r, index) => ({ ...r, index }));

  // The roles in seating order, as they are at the start of a game.
  const roles = seatIds.map((s) => results[0]!.startRoles[s]!);
  const gameMetrics: string[] = [];
  const seatMetrics: string[] = [];
  for (const r of results)
    for (const k of Object.keys(r.metrics)) {
      const list = isSeatMetric(k) ? seatMetrics : gameMetrics;
      if (!list.includes(k)) list.push(k);
    }
  const rn = (role: string) => roleName(m, role);

  const out: string[] = [];
  const o = (s = "") => out.push(s);
  if (earlier.length === 0)
    o(
      `${m.title.en}: ${jobs.length} games, ${bots.join(" vs ")}, ${a.games} per seating and option set, ` +
        `seeds ${a.seed}..${a.seed + a.games - 1}, ${Math.min(workers, jobs.length)} worker(s), ${secs.toFixed(1)} s`,
    );
  else
    o(
      `${m.title.en}: ${results.length} games, ${bots.join(" vs ")}, seeds ${seedRanges(results.map((r) => r.seed))}: ` +
        `${earlier.length} from ${added.length} earlier run(s) (${added.join(", ")}), ` +
        (jobs.length > 0
          ? `${jobs.length} played now (seeds ${a.seed}..${a.seed + a.games - 1}, ${Math.min(workers, jobs.length)} worker(s), ${secs.toFixed(1)} s)`
          : "none played now"),
    );
  const pairings: Record<string, unknown>[] = [];
  const cap = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);
  sets.forEach((set, si) => {
    const mine = results.filter((r) => r.set === si);
    // The pairings (role -> bot) the seatings give without any change of roles, then any other that happened.
    const keyOf = (br: Record<string, string>) => roles.map((x) => br[x]).join("\u0000");
    const groups = new Map<string, SimResult[]>();
    for (const seats of seatings) {
      const br: Record<string, string> = {};
      seatIds.forEach((s, i) => {
        br[roles[i]!] = seats[s]!;
      });
      groups.set(keyOf(br), []);
    }
    for (const r of mine) {
      const k = keyOf(byRole(r));
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k)!.push(r);
    }
    o();
    o(`Options: ${setLabel(m, set.json)}`);
    o(
      `  ${roles.map((x) => `${rn(x)} (bot)`.padEnd(18)).join("")}Games  ${roles
        .map((x) => `${rn(x)} wins [95% CI]`.padEnd(29))
        .join("")}Draws${gameMetrics[0] ? `  Mean ${gameMetrics[0]}` : ""}`,
    );
    for (const [key, rs] of groups) {
      const names = key.split("\u0000");
      const head = `  ${names.map((b) => b.padEnd(18)).join("")}`;
      if (rs.length === 0) {
        o(`${head}${String(0).padStart(5)}  (no games: the seats never played these roles)`);
        continue;
      }
      const wins = roles.map((x) => rs.filter((r) => winnerRole(r) === x).length);
      const cis = wins.map((k) => wilson(k, rs.length));
      const draws = rs.length - wins.reduce((x, y) => x + y, 0);
      const p: Record<string, unknown> = { ...set.json };
      roles.forEach((x, i) => {
        p[x] = names[i];
      });
      p.games = rs.length;
      roles.forEach((x, i) => {
        p[`${x}Wins`] = wins[i];
      });
      p.draws = draws;
      roles.forEach((x, i) => {
        p[`${x}WinRate`] = wins[i]! / rs.length;
      });
      roles.forEach((x, i) => {
        p[`${x}CI`] = [round6(cis[i]!.low), round6(cis[i]!.high)];
      });
      for (const k of gameMetrics) p[`mean${cap(k)}`] = mean(rs.map((r) => r.metrics[k] ?? 0));
      pairings.push(p);
      const cell = (k: number, iv: { low: number; high: number }) =>
        `${String(k).padStart(5)} ${pct(k / rs.length).padStart(6)} [${pct(iv.low)}-${pct(iv.high)}]`.padEnd(
          29,
        );
      o(
        `${head}${String(rs.length).padStart(5)}  ${wins.map((k, i) => cell(k, cis[i]!)).join("")}${String(draws).padStart(5)}` +
          (gameMetrics[0]
            ? mean(rs.map((r) => r.metrics[gameMetrics[0]!] ?? 0))
                .toFixed(2)
                .padStart(9)
            : ""),
      );
    }
    for (const [key, rs] of groups) {
      if (rs.length === 0) continue;
      const names = key.split("\u0000");
      o();
      o(`  ${roles.map((x, i) => `${names[i]} (${rn(x)})`).join(" vs ")}, ${rs.length} games:`);
      const reasons = new Map<string, number>();
      for (const r of rs) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
      o(`    Game end: ${[...reasons].map(([x, n]) => `${x} ${n} (${pct(n / rs.length)})`).join(", ")}`);
      const first = gameMetrics[0];
      if (first) {
        const xs = rs.map((r) => r.metrics[first] ?? 0);
        o(
          `    Final ${first}: mean ${mean(xs).toFixed(2)}, median ${quantile(xs, 0.5)}, ` +
            `10%-90% ${quantile(xs, 0.1)}..${quantile(xs, 0.9)}, min ${Math.min(...xs)}, max ${Math.max(...xs)}`,
        );
        const w = bucketWidth(xs);
        const h = histogram(xs, w);
        const peak = Math.max(...h.values());
        for (const [lo, k] of h)
          o(
            `      ${(w === 1 ? `${lo}` : `${lo}..${lo + w - 1}`).padStart(9)} ${"#".repeat(Math.max(1, Math.round((k / peak) * 40)))} ${k}`,
          );
      }
      const others = gameMetrics
        .slice(1)
        .map((k) => `${k} ${mean(rs.map((r) => r.metrics[k] ?? 0)).toFixed(2)}`);
      o(
        `    Average game: ${mean(rs.map((r) => r.actions)).toFixed(0)} actions, ${mean(rs.map((r) => r.ms)).toFixed(0)} ms of computing` +
          (others.length ? `; means: ${others.join(", ")}` : ""),
      );
    }
  });

  // Per bot and role, over every option set: the games it played that role against another bot.
  const winRates: Record<string, Record<string, number | null>> = {};
  for (const bot of distinct) {
    winRates[bot] = {};
    for (const role of roles) {
      const rs = results.filter((r) => {
        const br = byRole(r);
        return br[role] === bot && (distinct.length === 1 || roles.every((x) => x === role || br[x] !== bot));
      });
      winRates[bot][role] = rs.length ? rs.filter((r) => winnerRole(r) === role).length / rs.length : null;
    }
  }
  o();
  for (const [bot, w] of Object.entries(winRates))
    o(`${bot}: wins ${roles.map((x) => `${w[x] === null ? "-" : pct(w[x]!)} as ${rn(x)}`).join(", ")}`);

  // Decision times per bot (decisions with more than one legal action).
  const decision_ms: Record<string, ReturnType<typeof timeSummary>> = {};
  for (const bot of distinct) {
    const xs = results.flatMap((r) => seatIds.flatMap((s) => (r.seats[s] === bot ? (r.times[s] ?? []) : [])));
    decision_ms[bot] = timeSummary(xs);
    const t = decision_ms[bot];
    if (t.count === 0 && earlier.length > 0)
      o(`${bot}: no decision times (the earlier runs' files hold none)`);
    else
      o(
        `${bot}: ${t.count} decisions, ${t.mean.toFixed(2)} ms on average, median ${t.p50.toFixed(2)} ms, longest ${t.max.toFixed(1)} ms`,
      );
  }

  const seatReport =
    results.some(swapped) || seatMetrics.length > 0 ? seatsReport(m, results, distinct, roles, o) : null;
  const summary = { winRates, pairings, decision_ms, ...(seatReport ? { seats: seatReport } : {}) };
  if (a.json) o(JSON.stringify(summary));
  process.stdout.write(`${out.join("\n")}\n`);

  if (a.csv) {
    const optionKeys = m.options.map((x) => x.key);
    const metricKeys = [...gameMetrics, ...seatMetrics];
    const cell = (v: unknown) => (v === undefined || v === null ? "" : String(v));
    const rows = [
      [
        "index",
        ...optionKeys,
        "seed",
        ...roles,
        "winner",
        "reason",
        ...metricKeys,
        "actions",
        "ms",
        "swapped",
        ...seatIds.map((s) => `seat:${s}`),
      ].join(","),
    ];
    for (const r of results) {
      const br = byRole(r);
      const json = sets[r.set]!.json;
      rows.push(
        [
          r.index,
          ...m.options.map((x) => cell(json[x.key] ?? x.default)),
          r.seed,
          ...roles.map((x) => br[x]),
          winnerRole(r) ?? "draw",
          r.reason,
          ...metricKeys.map((k) => cell(r.metrics[k])),
          r.actions,
          r.ms,
          swapped(r),
          ...seatIds.map((s) => r.seats[s]),
        ].join(","),
      );
    }
    writeText(a.csv, `${rows.join("\n")}\n`);
  }
  if (a.out) {
    const seeds = results.map((r) => r.seed);
    const full = {
      game: m.id,
      games: results.length,
      // This run's; with --add, the seeds of every game are in `seeds`.
      gamesPerSeating: a.games,
      seed: a.seed,
      seeds: seedRanges(seeds),
      bots,
      optionSets: sets.map((x) => x.json),
      ...summary,
      results: results.map((r) => ({
        index: r.index,
        options: sets[r.set]!.json,
        seed: r.seed,
        seats: r.seats,
        roles: r.roles,
        byRole: byRole(r),
        swapped: swapped(r),
        winner: winnerRole(r),
        winnerSeat: r.winner,
        reason: r.reason,
        metrics: r.metrics,
        actions: r.actions,
        ms: r.ms,
        // What --add reads back besides the above.
        startRoles: r.startRoles,
        times: r.times,
      })),
    };
    writeText(a.out, `${JSON.stringify(full, null, 2)}\n`);
  }
  if (a.plot)
    writeText(
      a.plot,
      simChart(
        results.map((r) => ({
          group: `${setLabel(m, sets[r.set]!.json)}: ${roles.map((x) => `${byRole(r)[x]} (${rn(x)})`).join(" vs ")}`,
          winner: winnerRole(r),
          value: gameMetrics[0] ? (r.metrics[gameMetrics[0]] ?? 0) : 0,
        })),
        roles.map(rn),
        roles,
        gameMetrics[0] ?? "",
        `${m.title.en}: ${bots.join(" vs ")}, ${a.games} games per seating`,
      ),
    );
  return 0;
}

/** What each bot did per seat: roles played and won, and its per-seat metrics (1989: its bids). */
function seatsReport(
  m: AnyGameModule,
  results: readonly SimResult[],
  bots: readonly string[],
  roles: readonly string[],
  o: (s?: string) => void,
) {
  const perBot: Record<string, unknown> = {};
  o();
  o("Seats and roles:");
  for (const bot of bots) {
    // A bot against itself counts once per seat.
    const seats = results.flatMap((r) =>
      Object.keys(r.seats)
        .filter((s) => r.seats[s] === bot)
        .map((seat) => ({ r, seat })),
    );
    const played: Record<string, number> = {};
    const wins: Record<string, number> = {};
    for (const role of roles) {
      played[role] = seats.filter((x) => x.r.roles[x.seat] === role).length;
      wins[role] = seats.filter((x) => x.r.roles[x.seat] === role && x.r.winner === x.seat).length;
    }
    const won = seats.filter((x) => x.r.winner === x.seat).length;
    const metrics: Record<string, number> = {};
    const names = [
      ...new Set(
        results.flatMap((r) =>
          Object.keys(r.metrics)
            .filter(isSeatMetric)
            .map((k) => k.slice(k.indexOf(".") + 1)),
        ),
      ),
    ];
    for (const name of names) {
      const xs = seats
        .map((x) => x.r.metrics[`${x.seat}.${name}`])
        .filter((v): v is number => v !== undefined);
      if (xs.length) metrics[name] = round6(mean(xs));
    }
    perBot[bot] = {
      seats: seats.length,
      played,
      wins,
      winRate: seats.length ? round6(won / seats.length) : null,
      metrics,
    };
    const rate = (k: number, n: number) => (n ? pct(k / n) : "-");
    o(
      `  ${bot}: ${roles.map((x) => `played the ${roleName(m, x)} ${played[x]} times (won ${rate(wins[x]!, played[x]!)})`).join(", ")}; ` +
        `wins ${rate(won, seats.length)} overall` +
        (Object.keys(metrics).length
          ? `; per seat: ${Object.entries(metrics)
              .map(([k, v]) => `${k} ${v.toFixed(2)}`)
              .join(", ")}`
          : ""),
    );
  }
  const changed = results.filter(swapped).length;
  o(`  Roles changed in ${changed} of ${results.length} games.`);
  return { perBot, swapped: changed };
}
