// Paired play-outs from 1989 mid-game positions (issue 12): a cheaper and sharper comparison of
// search settings than whole games when a change only matters late in the game. The positions are
// the first Action Round of turn --turn in heuristic-against-heuristic games (seeds --seed and on),
// kept when the game is still open there (|VP| <= --max-vp); from each, --side is played out by every
// variant against the heuristic, --reps times with other bot seeds (the dice follow the state's own
// generator, so two variants that play the same moves roll the same dice). Prints wins per variant,
// and for two variants the play-outs only one of them won (a sign test on those is the comparison).
//
//   node --conditions=@dawn/source --import tsx packages/search/bench/positions.ts --turn 7 --games 500 \
//     --seed 80000 --reps 2 --variant normal --variant normal+priorWeight=2 --variant heuristic
//
// A variant is `heuristic`, or a search level with parameters after `+` (`hard+iterations=800`),
// optionally `@module` for hooks as in duel.ts --hooks (`normal@packages/search/bench/experiments/x.ts`),
// or `hybrid:N` (the heuristic before turn N, search:normal from it on).
// Positions are kept in --cache (a JSON file of each seed's moves up to the position).
import { fork } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createBot, playGame } from "@dawn/bots";
import { dof } from "@dawn/dof";
import { type Action, applyInPlace, decision, newGame, type Side, type State } from "@dawn/engine";
import { type Bot, botContext, type SearchHooks } from "@dawn/platform";
import { customSearchBot, LEVEL_PARAMS, levelParams, type SearchLevel } from "../src/index.ts";

interface Job {
  readonly seed: number;
  readonly rep: number;
  readonly variant: string;
  readonly turn: number;
  readonly side: Side;
  readonly cache: string;
}
interface Done {
  readonly job: Job;
  readonly won: boolean;
  readonly reason: string;
  readonly vp: number;
  readonly cpu: number;
}

/** The moves of a heuristic game up to the first Action Round of `turn`, or null (over before, or not open). */
function positionMoves(seed: number, turn: number, maxVp: number): Action[] | null {
  const h = createBot("heuristic");
  const r = playGame({ com: h, dem: h }, seed, { scenario: "standard" }, true);
  const s = newGame(seed, { scenario: "standard" });
  const out: Action[] = [];
  for (const a of r.record ?? []) {
    const d = decision(s);
    if (!d) return null;
    if (d.kind === "actionRound" && s.turn === turn) return Math.abs(s.vp) <= maxVp ? out : null;
    applyInPlace(s, a);
    out.push(a);
  }
  return null;
}

async function variantBot(variant: string, s: State): Promise<Bot<State, Action, unknown>> {
  const heuristic = dof.bots.find((b) => b.id === "heuristic")!.create() as Bot<State, Action, unknown>;
  if (variant === "heuristic") return heuristic;
  const hybrid = /^hybrid:(\d+)$/.exec(variant);
  if (hybrid) {
    const from = Number(hybrid[1]);
    const search = await variantBot("normal", s);
    return { choose: (ctx) => (s.turn < from ? heuristic : search).choose(ctx) };
  }
  const [spec, hooksFile] = variant.split("@") as [string, string | undefined];
  const [level, ...sets] = spec.split("+") as [SearchLevel, ...string[]];
  if (!LEVEL_PARAMS[level]) throw new Error(`unknown variant ${variant}`);
  const params: Record<string, unknown> = { ...levelParams(dof, level) };
  for (const kv of sets) {
    const [k, v] = kv.split("=") as [string, string];
    params[k] = Number(v);
  }
  let m = dof;
  if (hooksFile) {
    const change = (await import(resolve(hooksFile))).default as (
      h: SearchHooks<State, Action>,
    ) => SearchHooks<State, Action>;
    m = { ...m, searchHooks: change(m.searchHooks ?? {}) };
  }
  return customSearchBot(m, params as typeof LEVEL_PARAMS.normal) as Bot<State, Action, unknown>;
}

async function playOut(job: Job): Promise<Done> {
  const moves = (JSON.parse(readFileSync(job.cache, "utf8")) as Record<string, Action[] | null>)[job.seed]!;
  const s = newGame(job.seed, { scenario: "standard" });
  for (const a of moves) applyInPlace(s, a);
  const me = await variantBot(job.variant, s);
  const other = dof.bots.find((b) => b.id === "heuristic")!.create() as Bot<State, Action, unknown>;
  const t0 = process.cpuUsage();
  for (let i = 0; ; i++) {
    const d = dof.decision(s);
    if (!d) break;
    const a =
      d.actions.length === 1
        ? d.actions[0]!
        : (d.seat === job.side ? me : other).choose(botContext(dof, s, job.seed * 1000 + i + job.rep * 7777));
    applyInPlace(s, a);
  }
  const r = dof.result(s)!;
  const u = process.cpuUsage(t0);
  return { job, won: r.winner === job.side, reason: r.reason, vp: s.vp, cpu: (u.user + u.system) / 1e6 };
}

function pool<J, R>(jobs: J[], procs: number, onDone: (r: R) => void): Promise<void> {
  return Promise.all(
    Array.from({ length: Math.min(procs, jobs.length) }, () => {
      const child = fork(new URL(import.meta.url).pathname, ["--child"], {
        execArgv: ["--conditions=@dawn/source", "--import", "tsx"],
      });
      const feed = () => child.send(jobs.shift() ?? null);
      return new Promise<void>((ok, fail) => {
        child.on("message", (r: R) => {
          onDone(r);
          feed();
        });
        child.on("error", fail);
        child.on("exit", (code) => (code === 0 ? ok() : fail(new Error(`child exited ${code}`))));
        feed();
      });
    }),
  ).then(() => undefined);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      turn: { type: "string", default: "7" },
      games: { type: "string", default: "200" },
      seed: { type: "string", default: "80000" },
      "max-vp": { type: "string", default: "8" },
      side: { type: "string", default: "dem" },
      reps: { type: "string", default: "1" },
      procs: { type: "string", default: "2" },
      variant: { type: "string", multiple: true, default: ["normal"] },
      cache: { type: "string" },
    },
  });
  const turn = Number(values.turn);
  const seed0 = Number(values.seed);
  const games = Number(values.games);
  const cache = resolve(values.cache ?? `/tmp/dof-positions-t${turn}-s${seed0}-v${values["max-vp"]}.json`);
  const known: Record<string, Action[] | null> = existsSync(cache)
    ? JSON.parse(readFileSync(cache, "utf8"))
    : {};
  const missing = Array.from({ length: games }, (_, i) => seed0 + i).filter((x) => !(x in known));
  if (missing.length > 0) {
    const jobs = missing.map((seed) => ({ make: seed, turn, maxVp: Number(values["max-vp"]) }));
    await pool<(typeof jobs)[number], { seed: number; moves: Action[] | null }>(
      jobs,
      Number(values.procs),
      (r) => {
        known[r.seed] = r.moves;
      },
    );
    writeFileSync(cache, JSON.stringify(known));
  }
  const seeds = Array.from({ length: games }, (_, i) => seed0 + i).filter((x) => known[x]);
  process.stderr.write(`${seeds.length} open positions at turn ${turn} in ${games} games\n`);
  const jobs: Job[] = [];
  for (let rep = 0; rep < Number(values.reps); rep++)
    for (const seed of seeds)
      for (const variant of values.variant!)
        jobs.push({ seed, rep, variant, turn, side: values.side as Side, cache });
  const done: Done[] = [];
  await pool<Job, Done>(jobs, Number(values.procs), (d) => {
    done.push(d);
    if (done.length % 50 === 0)
      process.stderr.write(`${done.length}/${jobs.length + done.length} play-outs\n`);
  });
  const vs = values.variant!;
  const key = (d: Done) => `${d.job.seed}/${d.job.rep}`;
  const won = new Map<string, Map<string, boolean>>();
  for (const d of done) {
    const m = won.get(key(d)) ?? new Map<string, boolean>();
    m.set(d.job.variant, d.won);
    won.set(key(d), m);
  }
  for (const v of vs) {
    const mine = done.filter((d) => d.job.variant === v);
    const wins = mine.filter((d) => d.won).length;
    const cpu = mine.reduce((a, d) => a + d.cpu, 0) / Math.max(1, mine.length);
    console.log(`${v}: ${wins}/${mine.length} won as ${values.side}, ${cpu.toFixed(2)} s CPU per play-out`);
  }
  if (vs.length === 2) {
    let a = 0;
    let b = 0;
    for (const m of won.values()) {
      if (m.get(vs[0]!) && !m.get(vs[1]!)) a++;
      if (m.get(vs[1]!) && !m.get(vs[0]!)) b++;
    }
    console.log(`won by one only: ${vs[0]} ${a}, ${vs[1]} ${b}`);
  }
}

if (process.argv.includes("--child")) {
  process.on("message", (j: Job | { make: number; turn: number; maxVp: number } | null) => {
    if (j === null) process.exit(0);
    if ("make" in j) process.send!({ seed: j.make, moves: positionMoves(j.make, j.turn, j.maxVp) });
    else void playOut(j).then((d) => process.send!(d));
  });
} else await main();
