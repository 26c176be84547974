// `sim`: many games between two bots (each pairing from both sides), over worker threads.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { BOT_NAMES, type BotName } from "@dawn/bots";
import type { Scenario, Side } from "@dawn/engine";
import { bool, int, oneOf, parseArgs, str, UsageError } from "./args.ts";
import { writeText } from "./io.ts";
import { SCENARIOS } from "./play.ts";
import { runJob, type SimJob, type SimResult } from "./sim-game.ts";
import { histogram, mean, pct, quantile, wilson } from "./stats.ts";
import { simChart } from "./svg.ts";

const REASONS = [
  "automaticVictory",
  "heldScoringCard",
  "finalScoring",
  "newYearsEveParty",
  "resignation",
] as const;

function progress(done: number, total: number, started: number): void {
  const secs = (performance.now() - started) / 1000;
  if (process.stderr.isTTY) {
    const width = 30;
    const fill = Math.round((done / total) * width);
    process.stderr.write(
      `\r[${"#".repeat(fill)}${"-".repeat(width - fill)}] ${done}/${total} games ${secs.toFixed(1)}s${done === total ? "\n" : ""}`,
    );
  } else {
    // Not a terminal: a line at each quarter.
    const q = (n: number) => Math.floor((n * 4) / total);
    if (done === total || q(done) !== q(done - 1))
      process.stderr.write(`sim: ${done}/${total} games (${secs.toFixed(1)}s)\n`);
  }
}

async function runAll(jobs: SimJob[], workers: number): Promise<SimResult[]> {
  const results: SimResult[] = new Array(jobs.length);
  const started = performance.now();
  let done = 0;
  if (workers <= 1 || jobs.length <= 1) {
    for (const j of jobs) {
      results[j.index] = runJob(j);
      progress(++done, jobs.length, started);
    }
    return results;
  }
  // The worker runs TypeScript: it registers tsx (found from here, wherever the CLI runs) first.
  // (execArgv ["--import", "tsx"] does not hook a worker's own entry module on Node 20.)
  const api = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./sim-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  const n = Math.min(workers, jobs.length);
  let next = 0;
  await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<void>((resolve, reject) => {
          // Jobs are handed out one at a time, so a slow game does not hold up the others.
          const worker = new Worker(boot, { eval: true });
          const feed = () => {
            if (next < jobs.length) worker.postMessage(jobs[next++]);
            else worker.postMessage(null);
          };
          worker.on("online", feed);
          worker.on("message", (r: SimResult) => {
            results[r.index] = r;
            progress(++done, jobs.length, started);
            feed();
          });
          worker.on("error", reject);
          worker.on("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`A simulation worker stopped with code ${code}`)),
          );
        }),
    ),
  );
  return results;
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

interface Pairing {
  readonly scenario: Scenario;
  readonly com: BotName;
  readonly dem: BotName;
  readonly games: number;
  readonly comWins: number;
  readonly demWins: number;
  readonly draws: number;
  readonly comWinRate: number;
  readonly demWinRate: number;
  readonly comCI: readonly [number, number];
  readonly demCI: readonly [number, number];
  readonly meanVp: number;
}

export async function simCommand(argv: readonly string[]): Promise<number> {
  const p = parseArgs(
    argv,
    {
      games: "int",
      bots: "string",
      seed: "int",
      workers: "int",
      scenario: "string",
      json: "boolean",
      csv: "string",
      out: "string",
      plot: "string",
      bid: "boolean",
    },
    "sim",
  );
  if (p.positionals.length > 0) throw new UsageError(`sim takes no arguments (got "${p.positionals[0]}")`);
  const games = int(p, "games") ?? 100;
  if (games < 1) throw new UsageError("--games must be at least 1");
  const botSpec = str(p, "bots") ?? "heuristic:random";
  const parts = botSpec.split(":");
  if (parts.length !== 2)
    throw new UsageError(`--bots takes two bot names like heuristic:random, not "${botSpec}"`);
  const a = oneOf(parts[0]!, BOT_NAMES, "bot");
  const b = oneOf(parts[1]!, BOT_NAMES, "bot");
  const seed = int(p, "seed") ?? 1;
  const bid = bool(p, "bid");
  const workers = int(p, "workers") ?? Math.min(2, availableParallelism());
  if (workers < 1 || workers > 64) throw new UsageError("--workers must be between 1 and 64");
  const scenarioArg = str(p, "scenario") ?? "standard";
  const scenarios =
    scenarioArg === "all" ? SCENARIOS : scenarioArg.split(",").map((x) => oneOf(x, SCENARIOS, "scenario"));

  // Each pairing is played from both sides on the same seeds (a bot against itself once).
  const seatings: [BotName, BotName][] =
    a === b
      ? [[a, b]]
      : [
          [a, b],
          [b, a],
        ];
  const jobs: SimJob[] = [];
  for (const scenario of scenarios)
    for (const [com, dem] of seatings)
      for (let i = 0; i < games; i++)
        jobs.push({ index: jobs.length, scenario, seed: seed + i, com, dem, bid });

  const t0 = performance.now();
  const results = await runAll(jobs, workers);
  const secs = (performance.now() - t0) / 1000;

  const out: string[] = [];
  const o = (s = "") => out.push(s);
  o(
    `${jobs.length} games${bid ? " with the balance bid (13.0)" : ""}: ${a} vs ${b}, ${games} per ${bid ? "seating" : "side"} and scenario, seeds ${seed}..${seed + games - 1}, ` +
      `${Math.min(workers, jobs.length)} worker(s), ${secs.toFixed(1)} s`,
  );
  const pairings: Pairing[] = [];
  for (const scenario of scenarios) {
    o();
    o(`Scenario ${scenario}`);
    o(
      "  Communist (bot)   Democrat (bot)    Games  Communist wins [95% CI]      Democrat wins [95% CI]       Draws  Mean VP",
    );
    for (const [com, dem] of seatings) {
      const rs = results.filter((r) => r.scenario === scenario && r.com === com && r.dem === dem);
      if (rs.length === 0) {
        // With a bid the bots pick their sides: a pairing may not have happened at all.
        o(
          `  ${com.padEnd(18)}${dem.padEnd(18)}${String(0).padStart(5)}  (no games: the bids never seated them so)`,
        );
        continue;
      }
      const cw = rs.filter((r) => r.winner === "com").length;
      const dw = rs.filter((r) => r.winner === "dem").length;
      const ci = (k: number) => wilson(k, rs.length);
      const c = ci(cw);
      const d = ci(dw);
      pairings.push({
        scenario,
        com,
        dem,
        games: rs.length,
        comWins: cw,
        demWins: dw,
        draws: rs.length - cw - dw,
        comWinRate: cw / rs.length,
        demWinRate: dw / rs.length,
        comCI: [round6(c.low), round6(c.high)],
        demCI: [round6(d.low), round6(d.high)],
        meanVp: mean(rs.map((r) => r.vp)),
      });
      const cell = (k: number, iv: { low: number; high: number }) =>
        `${String(k).padStart(5)} ${pct(k / rs.length).padStart(6)} [${pct(iv.low)}-${pct(iv.high)}]`.padEnd(
          29,
        );
      o(
        `  ${com.padEnd(18)}${dem.padEnd(18)}${String(rs.length).padStart(5)}  ${cell(cw, c)}${cell(dw, d)}${String(rs.length - cw - dw).padStart(5)}${mean(
          rs.map((r) => r.vp),
        )
          .toFixed(2)
          .padStart(9)}`,
      );
    }
    for (const [com, dem] of seatings) {
      const rs = results.filter((r) => r.scenario === scenario && r.com === com && r.dem === dem);
      if (rs.length === 0) continue;
      o();
      o(`  ${com} (Communist) vs ${dem} (Democrat), ${rs.length} games:`);
      o(
        "    Game end: " +
          REASONS.map((x) => [x, rs.filter((r) => r.reason === x).length] as const)
            .filter(([, n]) => n > 0)
            .map(([x, n]) => `${x} ${n} (${pct(n / rs.length)})`)
            .join(", "),
      );
      const vps = rs.map((r) => r.vp);
      o(
        `    Final VP (negative: Communist ahead): mean ${mean(vps).toFixed(2)}, median ${quantile(vps, 0.5)}, ` +
          `10%-90% ${quantile(vps, 0.1)}..${quantile(vps, 0.9)}, min ${Math.min(...vps)}, max ${Math.max(...vps)}`,
      );
      const h = histogram(vps, 5);
      const peak = Math.max(...h.values());
      for (const [lo, k] of h) {
        o(
          `      ${`${lo}..${lo + 4}`.padStart(9)} ${"#".repeat(Math.max(1, Math.round((k / peak) * 40)))} ${k}`,
        );
      }
      o(
        `    Average game: ${mean(rs.map((r) => r.actions)).toFixed(0)} actions, ends in turn ${mean(rs.map((r) => r.turn)).toFixed(2)}, ` +
          `${mean(rs.map((r) => r.ms)).toFixed(0)} ms of computing`,
      );
    }
  }
  // Per bot and side, over every scenario.
  const winRates: Record<string, { com: number | null; dem: number | null }> = {};
  for (const bot of a === b ? [a] : [a, b]) {
    const asCom = results.filter((r) => r.com === bot && (a === b || r.dem !== bot));
    const asDem = results.filter((r) => r.dem === bot && (a === b || r.com !== bot));
    winRates[bot] = {
      com: asCom.length ? asCom.filter((r) => r.winner === "com").length / asCom.length : null,
      dem: asDem.length ? asDem.filter((r) => r.winner === "dem").length / asDem.length : null,
    };
  }
  o();
  for (const [bot, w] of Object.entries(winRates)) {
    o(
      `${bot}: wins ${w.com === null ? "-" : pct(w.com)} as Communist, ${w.dem === null ? "-" : pct(w.dem)} as Democrat`,
    );
  }
  const bids = bid ? bidReport(results, a === b ? [a] : [a, b], o) : null;
  const summary = {
    games: jobs.length,
    gamesPerSide: games,
    seed,
    bots: [a, b],
    scenarios,
    bid,
    winRates,
    pairings,
    ...(bids ? { bids } : {}),
  };
  if (bool(p, "json")) o(JSON.stringify({ winRates, pairings, ...(bids ? { bids } : {}) }));
  process.stdout.write(`${out.join("\n")}\n`);

  const csv = str(p, "csv");
  if (csv) {
    const rows = ["index,scenario,seed,com,dem,winner,reason,vp,turn,actions,ms,swapped,bids"];
    for (const r of results)
      rows.push(
        [
          r.index,
          r.scenario,
          r.seed,
          r.com,
          r.dem,
          r.winner ?? "draw",
          r.reason,
          r.vp,
          r.turn,
          r.actions,
          r.ms,
          r.swapped,
          // Each seat's bid as bot:side:sps, the Communist seat's first ("" without a bid).
          r.bids ? r.bids.map((x) => `${x.bot}:${x.side}:${x.sps}`).join(" ") : "",
        ].join(","),
      );
    writeText(csv, `${rows.join("\n")}\n`);
  }
  const file = str(p, "out");
  if (file) writeText(file, `${JSON.stringify({ ...summary, results }, null, 2)}\n`);
  const plot = str(p, "plot");
  if (plot)
    writeText(
      plot,
      simChart(
        results,
        `1989: Dawn of Freedom, ${a} vs ${b}, ${games} games per ${bid ? "seating, with bid" : "side"}`,
      ),
    );
  return 0;
}

/** What the bids did, per bot: how much it offered, for which side, which side it then played. */
interface BidStats {
  readonly bids: number;
  readonly meanBid: number;
  /** How often it asked for each side. */
  readonly askedFor: { readonly com: number; readonly dem: number };
  /** How often it then played each side, and its wins as each. */
  readonly played: { readonly com: number; readonly dem: number };
  readonly wins: { readonly com: number; readonly dem: number };
  /** Wins over all its games, whatever side it played. */
  readonly winRate: number | null;
}

function bidReport(
  results: readonly SimResult[],
  bots: readonly BotName[],
  o: (s?: string) => void,
): { readonly perBot: Record<string, BidStats>; readonly swapped: number; readonly meanBonus: number } {
  // The SPs the bid hands out: the more generous offer when both asked for the same side.
  const bonus = (r: SimResult): number => {
    const [x, y] = r.bids ?? [];
    return x && y && x.side === y.side ? Math.max(x.sps, y.sps) : 0;
  };
  const perBot: Record<string, BidStats> = {};
  o();
  o("Balance bid (13.0):");
  for (const bot of bots) {
    const mine = results.flatMap((r) => (r.bids ?? []).filter((x) => x.bot === bot));
    // A bot against itself: each game counts once per seat, so twice.
    const seats = results.flatMap((r) =>
      (["com", "dem"] as const).filter((side) => r[side] === bot).map((side) => ({ r, side })),
    );
    const count = (side: Side) => seats.filter((x) => x.side === side).length;
    const won = (side: Side) => seats.filter((x) => x.side === side && x.r.winner === side).length;
    const st: BidStats = {
      bids: mine.length,
      meanBid: round6(mean(mine.map((x) => x.sps))),
      askedFor: {
        com: mine.filter((x) => x.side === "com").length,
        dem: mine.filter((x) => x.side === "dem").length,
      },
      played: { com: count("com"), dem: count("dem") },
      wins: { com: won("com"), dem: won("dem") },
      winRate: seats.length ? round6((won("com") + won("dem")) / seats.length) : null,
    };
    perBot[bot] = st;
    const rate = (k: number, n: number) => (n ? pct(k / n) : "-");
    o(
      `  ${bot}: average bid ${st.meanBid.toFixed(2)} SPs, asked for the Communist ${st.askedFor.com} and the Democrat ${st.askedFor.dem} times; ` +
        `played the Communist ${st.played.com} times (won ${rate(st.wins.com, st.played.com)}), ` +
        `the Democrat ${st.played.dem} times (won ${rate(st.wins.dem, st.played.dem)}); ` +
        `wins ${st.winRate === null ? "-" : pct(st.winRate)} overall`,
    );
  }
  const swapped = results.filter((r) => r.swapped).length;
  const meanBonus = round6(mean(results.map(bonus)));
  o(
    `  Seats swapped sides in ${swapped} of ${results.length} games; the bid gave ${meanBonus.toFixed(2)} extra SPs per game on average.`,
  );
  return { perBot, swapped, meanBonus };
}
