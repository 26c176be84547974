// Development duels: a search setting (a level, or a level with parameters changed) against
// another bot on fixed seeds, from both sides, over child processes (one core each). Reports wins
// with Wilson 95% intervals and the CPU time of each searched decision (mean, p50, p90, max): CPU
// time, so that other work on a shared machine does not inflate it. The published tables are made
// with the CLI's `sim`; this is for comparing settings quickly.
//
//   node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot hard --set '{"iterations":800}' \
//     --against heuristic --games 20 --seed 1 --procs 2 [--game dof] [--side com] [--json] \
//     [--records DIR] [--table packages/search/results/dof-hard.json]
//
// A duel plays the very games of `sim`'s tables (the same game seeds and bot seeds): with the level's
// own settings it ended each of 1989 hard's Democrat games on seeds 1-56 as the table did, and a
// change ends the same way every game it does not touch. `--table FILE` pairs each game with the
// table's game of that seed and side (`sim --json` results where the side's bot is the level's) and
// reports the wins of both and the games won by one only, which tells a change apart from chance
// far sooner than two win rates do.
// `--records DIR` writes each game's record as it ends (`SIDE-SEED.json`).
import { fork } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  type Bot,
  findBot,
  playMatch,
  type SearchableModule,
  type SearchHooks,
  type Seat,
} from "@dawn/platform";
import { titles } from "@dawn/titles";
import { customSearchBot, LEVEL_PARAMS, levelHooks, levelParams, type SearchLevel } from "../src/index.ts";

interface Job {
  readonly game: string;
  readonly level: SearchLevel;
  readonly set: Record<string, unknown>;
  readonly against: string;
  readonly side: Seat;
  readonly seed: number;
  /** A module whose default export changes the title's search hooks (an experiment), or "". */
  readonly hooks: string;
}
interface Done {
  readonly job: Job;
  readonly winner: Seat | null;
  readonly reason: string;
  readonly vp: number;
  readonly cpu: number[];
  readonly kinds: Record<string, [number, number]>;
  /** The game's record (the title's), to replay and study it. */
  readonly record: unknown;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function play(job: Job): Promise<Done> {
  let m = titles.get(job.game) as SearchableModule<unknown, unknown, unknown, unknown>;
  // The hooks the level searches with (its own evaluation, if the title gives it one), which an
  // experiment's module may change.
  let hooks = levelHooks(m, job.level);
  if (job.hooks) {
    const change = (await import(job.hooks)).default as (
      h: SearchHooks<unknown, unknown>,
    ) => SearchHooks<unknown, unknown>;
    hooks = change(hooks);
  }
  m = { ...m, searchHooks: hooks };
  const params = { ...levelParams(m, job.level), ...job.set };
  const inner = customSearchBot(m, params);
  const cpu: number[] = [];
  const kinds: Record<string, [number, number]> = {};
  const searcher: Bot<unknown, unknown, unknown> = {
    choose(ctx) {
      const t = cpuMs();
      const a = inner.choose(ctx);
      const ms = cpuMs() - t;
      cpu.push(ms);
      const kind = m.decision(ctx.sample(0))?.kind ?? "?";
      const k = (kinds[kind] ??= [0, 0]);
      k[0]++;
      k[1] += ms;
      return a;
    },
  };
  const bots: Record<Seat, Bot<unknown, unknown, unknown>> = {};
  for (const s of m.seats) bots[s.id] = s.id === job.side ? searcher : findBot(m, job.against).create();
  const r = playMatch(m, bots, job.seed, m.parseOptions({}), { keepActions: true });
  return {
    job,
    winner: r.outcome.winner,
    reason: r.outcome.reason,
    vp: r.metrics.vp ?? 0,
    cpu,
    kinds,
    record: m.record(job.seed, m.parseOptions({}), r.record!),
  };
}

function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

/**
 * The outcome of each game of a `sim --json` table (results[]) where `bot` played a side, by
 * "SIDE-SEED": whether that side won.
 */
function tableWins(file: string, bot: string): Map<string, boolean> {
  const t = JSON.parse(readFileSync(file, "utf8")) as {
    results?: { seed: number; byRole: Record<string, string>; winner: string | null }[];
  };
  if (!Array.isArray(t.results)) throw new Error(`${file}: not a sim --json table (no results)`);
  const out = new Map<string, boolean>();
  for (const r of t.results)
    for (const [side, b] of Object.entries(r.byRole))
      if (b === bot) out.set(`${side}-${r.seed}`, r.winner === side);
  return out;
}

if (process.argv.includes("--child")) {
  process.on("message", (job: Job | null) => {
    if (job === null) process.exit(0);
    void play(job).then((d) => process.send!(d));
  });
} else await main();

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bot: { type: "string", default: "hard" },
      set: { type: "string", default: "{}" },
      against: { type: "string", default: "heuristic" },
      games: { type: "string", default: "10" },
      seed: { type: "string", default: "1" },
      procs: { type: "string", default: "2" },
      game: { type: "string", default: "dof" },
      side: { type: "string" },
      hooks: { type: "string", default: "" },
      json: { type: "boolean", default: false },
      records: { type: "string" },
      table: { type: "string" },
    },
  });
  const m = titles.get(values.game!);
  const level = values.bot as SearchLevel;
  if (!LEVEL_PARAMS[level]) throw new Error(`unknown level ${level}`);
  const set = JSON.parse(values.set!) as Record<string, unknown>;
  const sides = values.side ? [values.side] : m.seats.map((s) => s.id);
  const jobs: Job[] = [];
  for (let g = 0; g < Number(values.games); g++)
    for (const side of sides)
      jobs.push({
        game: m.id,
        level,
        set,
        against: values.against!,
        side,
        seed: Number(values.seed) + g,
        hooks: values.hooks ? resolve(values.hooks) : "",
      });
  const table = values.table ? tableWins(values.table, `search:${level}`) : null;
  const paired = { games: 0, both: 0, duelOnly: 0, tableOnly: 0 };
  if (values.records) mkdirSync(values.records, { recursive: true });
  const done: Done[] = [];
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: Math.min(Number(values.procs), jobs.length) }, () => {
      const child = fork(new URL(import.meta.url).pathname, ["--child"], {
        execArgv: ["--conditions=@dawn/source", "--import", "tsx"],
      });
      let next: Job | undefined;
      const feed = () => {
        next = jobs.shift();
        child.send(next ?? null);
      };
      return new Promise<void>((resolve, reject) => {
        child.on("message", (d: Done) => {
          done.push(d);
          if (values.records)
            writeFileSync(`${values.records}/${d.job.side}-${d.job.seed}.json`, JSON.stringify(d.record));
          const won = d.winner === d.job.side;
          const before = table?.get(`${d.job.side}-${d.job.seed}`);
          if (before !== undefined) {
            paired.games++;
            if (won && before) paired.both++;
            else if (won) paired.duelOnly++;
            else if (before) paired.tableOnly++;
          }
          if (!values.json)
            process.stderr.write(
              `${done.length} ${d.job.side} seed ${d.job.seed}: ${won ? "WIN " : "loss"} ${d.reason} vp ${d.vp}${before === undefined ? "" : ` (table: ${before ? "WIN" : "loss"})`} (${Math.round((Date.now() - t0) / 1000)} s)\n`,
            );
          feed();
        });
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`child exited ${code}`))));
        feed();
      });
    }),
  );
  const rows = sides.map((side) => {
    const mine = done.filter((d) => d.job.side === side);
    const wins = mine.filter((d) => d.winner === side).length;
    const t = mine.flatMap((d) => d.cpu).sort((a, b) => a - b);
    const q = (f: number) => Math.round(t[Math.min(t.length - 1, Math.floor(f * t.length))] ?? 0);
    const [lo, hi] = wilson(wins, mine.length);
    const kinds: Record<string, [number, number]> = {};
    for (const d of mine)
      for (const [k, [n, ms]] of Object.entries(d.kinds)) {
        const x = (kinds[k] ??= [0, 0]);
        x[0] += n;
        x[1] += ms;
      }
    return {
      side,
      games: mine.length,
      wins,
      rate: wins / Math.max(1, mine.length),
      ci95: [lo, hi],
      cpu_ms: {
        mean: Math.round(t.reduce((a, b) => a + b, 0) / Math.max(1, t.length)),
        p50: q(0.5),
        p90: q(0.9),
        max: Math.round(t[t.length - 1] ?? 0),
        perGame: Math.round(t.reduce((a, b) => a + b, 0) / Math.max(1, mine.length)),
      },
      kinds: Object.fromEntries(
        Object.entries(kinds)
          .sort((a, b) => b[1][1] - a[1][1])
          .map(([k, [n, ms]]) => [k, `${n} x ${Math.round(ms / n)} ms`]),
      ),
    };
  });
  const out = {
    level,
    set,
    hooks: values.hooks,
    against: values.against,
    seed: Number(values.seed),
    rows,
    ...(table
      ? {
          table: {
            file: values.table,
            ...paired,
            duelWins: paired.both + paired.duelOnly,
            tableWins: paired.both + paired.tableOnly,
          },
        }
      : {}),
  };
  if (values.json) console.log(JSON.stringify(out));
  else console.log(JSON.stringify(out, null, 1));
}
