// `npm run loadtest -- --games N [--processes P] [--think S] [--duration S] [--bot-games K] [--json]`
//
// Starts the server (dist/main.js, built first, as `npm start` runs it; --source: src/main.ts
// through tsx) on a fresh data folder (SQLite), or on a scratch database of the PostgreSQL server
// named by DATABASE_URL; with --processes P, P server processes on that database, each game's two
// players on different processes. Drives N live
// games with two WebSocket clients each (increments and legal actions, as the web client asks
// for them): whoever has to decide sends one of his legal actions after a think time. With
// --bot-games K, K more games of one client against a bot (default search:hard): their clients'
// latencies are reported apart, to show a bot thinking never delays other games.
//
// After a warm-up, it measures for --duration seconds and ends with one JSON line:
//   actions_per_s     actions (log entries) the servers committed per second
//   p50_ms p95_ms p99_ms  from sending an action to receiving the update that carries it
//                     (human-against-human games)
//   errors            refusals, timeouts and broken connections seen by the clients
//   server_cpu_s      CPU time of the server processes over the measurement (user + system)
//   actions_per_cpu_s actions per second of server CPU
//   peak_rss_mb       the largest resident memory of a server process during the run
// and the server's own share of the latency (server_p50_ms_le, server_p99_ms_le: the histogram
// bucket bounds under which half and 99% of the actions were received, committed and sent),
// and, with bot games, bot_game_p50_ms/p95/p99 (the bot games' human players) and bot_moves.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { Account, generator, HttpFailure, Player, percentile } from "./load-client.ts";
import {
  BUILT_MAIN,
  FROM_SOURCE,
  freshDir,
  type ServerProcess,
  START_NODE_ARGS,
  startProcess,
} from "./server-process.ts";

const ROOT = new URL("../../..", import.meta.url).pathname;

const USAGE = `npm run loadtest -- --games N [options]
  --games N          live games between two clients (default 100)
  --processes P      server processes (PostgreSQL only: set DATABASE_URL; default 1)
  --spread HOW       players: a game's two players on different processes (every move crosses
                     over by LISTEN/NOTIFY; default); games: both on one process, games spread
  --think S          mean think time in seconds, each wait 0.5x-1.5x of it (default 2)
  --duration S       measured seconds (default 60)
  --warmup S         seconds played before measuring (default 5)
  --bot-games K      more games of one client against a bot (default 0)
  --bot ID           the bot of those games (default search:hard)
  --game ID          the title played (default: the server's first, 1989)
  --clock KIND       live: a live clock of 600 minutes, as players at the board have (default);
                     none: untimed games (the club then queues a "your turn" notice at every turn)
  --games-per-user G games each account plays (default 10; fewer accounts are quicker to set up)
  --seed N           the clients' random choices (default 1)
  --cpu-prof DIR     write the server processes' CPU profiles (node --cpu-prof) to DIR
  --server-cpus LIST pin the server processes (all their threads) to these CPUs (taskset -a -pc
                     LIST; e.g. run the load clients with \`taskset -c 1\` and the server on 0)
  --built            run the built server, dist/main.js, as \`npm start\` runs it (the default;
                     \`npm run build:packages\` is run first: it rebuilds only what changed)
  --source           run the server from its sources through tsx (src/main.ts) instead
  --keep             keep the data folder (or scratch database) afterwards
  --json             print only the JSON line (progress otherwise goes to standard error)
Environment: DATABASE_URL (PostgreSQL server: a scratch database is created on it and dropped
afterwards), SQLITE_SYNC and the server's other settings are passed on to the server;
LOADTEST_NODE_ARGS: more node options for the servers (e.g. --trace-gc); LOADTEST_SERVER_OUTPUT:
a file to write what the servers printed.`;

interface Args {
  games: number;
  processes: number;
  thinkMs: number;
  durationMs: number;
  warmupMs: number;
  botGames: number;
  bot: string;
  game: string | undefined;
  clock: "live" | "none";
  spread: "players" | "games";
  gamesPerUser: number;
  seed: number;
  cpuProf: string | null;
  serverCpus: string | null;
  built: boolean;
  keep: boolean;
  json: boolean;
}

function clock(v: string): "live" | "none" {
  if (v !== "live" && v !== "none") throw new Error("--clock must be live or none");
  return v;
}

function spread(v: string): "players" | "games" {
  if (v !== "players" && v !== "games") throw new Error("--spread must be players or games");
  return v;
}

/** The built server (what production runs) unless --source. */
function builtOrSource(built: boolean, source: boolean): boolean {
  if (built && source) throw new Error("--built and --source exclude each other");
  return !source;
}

/** Builds the packages (tsc -b: only what changed), so that dist/main.js runs the current sources. */
function build(say: (m: string) => void): void {
  say("building the packages (npm run build:packages)");
  try {
    execFileSync("npm", ["run", "build:packages"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    const out = `${(e as { stdout?: Buffer }).stdout ?? ""}${(e as { stderr?: Buffer }).stderr ?? ""}`;
    throw new Error(
      `--built: \`npm run build:packages\` failed, so dist/main.js may not match the sources; fix the build or run with --source:\n${out.trim().slice(-2000)}`,
    );
  }
  if (!fs.existsSync(BUILT_MAIN)) throw new Error(`--built: ${BUILT_MAIN} is missing after the build`);
}

function args(): Args {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "100" },
      processes: { type: "string", default: "1" },
      think: { type: "string", default: "2" },
      duration: { type: "string", default: "60" },
      warmup: { type: "string", default: "5" },
      "bot-games": { type: "string", default: "0" },
      bot: { type: "string", default: "search:hard" },
      game: { type: "string" },
      clock: { type: "string", default: "live" },
      spread: { type: "string", default: "players" },
      "games-per-user": { type: "string", default: "10" },
      seed: { type: "string", default: "1" },
      "cpu-prof": { type: "string" },
      "server-cpus": { type: "string" },
      built: { type: "boolean", default: false },
      source: { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const num = (name: string, v: string, min: number, max: number, integer = true) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n)))
      throw new Error(`--${name} must be ${integer ? "a whole number" : "a number"} from ${min} to ${max}`);
    return n;
  };
  return {
    games: num("games", values.games, 0, 100_000),
    processes: num("processes", values.processes, 1, 64),
    thinkMs: num("think", values.think, 0, 3600, false) * 1000,
    durationMs: num("duration", values.duration, 1, 86_400, false) * 1000,
    warmupMs: num("warmup", values.warmup, 0, 3600, false) * 1000,
    botGames: num("bot-games", values["bot-games"], 0, 100_000),
    bot: values.bot,
    game: values.game,
    clock: clock(values.clock),
    spread: spread(values.spread),
    gamesPerUser: num("games-per-user", values["games-per-user"], 1, 1000),
    seed: num("seed", values.seed, 0, 2 ** 31),
    cpuProf: values["cpu-prof"] ?? null,
    serverCpus: values["server-cpus"] ?? null,
    built: builtOrSource(values.built, values.source),
    keep: values.keep,
    json: values.json,
  };
}

/** Runs `f` over `items`, `n` at a time. */
async function pool<T, R>(items: readonly T[], n: number, f: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i]!, i);
      }
    }),
  );
  return out;
}

/** Sums the samples of metric `name` in a Prometheus text page. */
function metric(text: string, name: string): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(name) || (line[name.length] !== " " && line[name.length] !== "{")) continue;
    sum += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return sum;
}

/** The cumulative buckets of a histogram: upper bound (s) -> count. */
function buckets(text: string, name: string): Map<number, number> {
  const out = new Map<number, number>();
  const re = new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, "gm");
  for (const m of text.matchAll(re)) {
    const le = m[1] === "+Inf" ? Number.POSITIVE_INFINITY : Number(m[1]);
    out.set(le, (out.get(le) ?? 0) + Number(m[2]));
  }
  return out;
}

interface Scrape {
  cpu: number;
  /** CPU in the kernel on the process's behalf (system calls: sockets, files). */
  sys: number;
  actions: number;
  bot: number;
  rss: number;
  /** The longest the event loop was held since the previous scrape (s). */
  lagMax: number;
  /** Time from receiving an action to its commit and updates sent (server side). */
  actionSeconds: Map<number, number>;
}

async function scrape(p: ServerProcess): Promise<Scrape> {
  const text = await (await fetch(`${p.url}/metrics`)).text();
  return {
    cpu: metric(text, "process_cpu_seconds_total"),
    sys: metric(text, "process_cpu_system_seconds_total"),
    actions: metric(text, "dawn_actions_total"),
    bot: metric(text, 'dawn_actions_total{source="bot"}'),
    rss: metric(text, "process_resident_memory_bytes"),
    lagMax: metric(text, "nodejs_eventloop_lag_max_seconds"),
    actionSeconds: buckets(text, "dawn_action_duration_seconds"),
  };
}

/** The bucket bound (ms) under which fraction q of the observations between two scrapes fall. */
function bucketQuantile(before: Scrape[], after: Scrape[], q: number): number | null {
  const delta = new Map<number, number>();
  after.forEach((m, i) => {
    for (const [le, n] of m.actionSeconds)
      delta.set(le, (delta.get(le) ?? 0) + n - (before[i]!.actionSeconds.get(le) ?? 0));
  });
  const total = delta.get(Number.POSITIVE_INFINITY) ?? 0;
  if (total === 0) return null;
  for (const le of [...delta.keys()].sort((x, y) => x - y))
    if (delta.get(le)! >= q * total) return Number.isFinite(le) ? le * 1000 : null;
  return null;
}

/** A scratch database on the PostgreSQL server of `url`. */
async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dawn_load_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function main(): Promise<void> {
  const a = args();
  const say = (m: string) => {
    if (!a.json) process.stderr.write(`${m}\n`);
  };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (a.processes > 1 && !databaseUrl)
    throw new Error("--processes above 1 needs PostgreSQL: set DATABASE_URL (SQLite serves one process)");
  const dataDir = freshDir("dawn-load-");
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : null;
  const total = a.games + a.botGames;
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_IP: "10000000",
    RATE_LIMIT_USER: "10000000",
    RATE_LIMIT_AUTH: "10000000",
    WS_PER_ADDRESS: "10000000",
    MAX_LIVE_GAMES: String(Math.max(2000, 2 * total)),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  // A client may send 5 messages a second after a burst of 40: shorter think times need more.
  if (a.thinkMs < 400) {
    env.WS_MESSAGE_BURST = "1000";
    env.WS_MESSAGES_PER_SECOND = "1000";
  }
  const nodeArgs = [
    ...(a.cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${a.cpuProf}`] : []),
    // More node options for the servers (e.g. --perf-basic-prof for perf record).
    ...(process.env.LOADTEST_NODE_ARGS ?? "").split(" ").filter(Boolean),
  ];
  if (a.built) build(say);
  const servers: ServerProcess[] = [];
  const players: Player[] = [];
  const rssTimer: { t: NodeJS.Timeout | null } = { t: null };
  try {
    for (let i = 0; i < a.processes; i++) {
      // The node options `npm start` gives, then LOADTEST_NODE_ARGS (which may override them).
      const s = await startProcess(
        env,
        [...START_NODE_ARGS, ...nodeArgs],
        a.built ? [BUILT_MAIN] : FROM_SOURCE,
      );
      servers.push(s);
      if (a.serverCpus)
        execFileSync("taskset", ["-a", "-pc", a.serverCpus, String(s.child.pid)], { stdio: "ignore" });
    }
    say(
      `${a.processes} server process(es) on ${scratch ? "PostgreSQL" : `SQLite in ${dataDir}`}: ${servers.map((s) => `${s.url} (pid ${s.child.pid})`).join(" ")}`,
    );
    const base = (i: number) => servers[i % servers.length]!.url;

    // Accounts: each plays --games-per-user games (scrypt makes registering slow on purpose).
    const tag = `${Date.now().toString(36).slice(-4)}${process.pid % 1000}`;
    const perSide = Math.max(1, Math.ceil(a.games / a.gamesPerUser));
    const botPlayers = a.botGames > 0 ? Math.max(1, Math.ceil(a.botGames / a.gamesPerUser)) : 0;
    const names = [
      ...Array.from({ length: a.games > 0 ? perSide : 0 }, (_, i) => `la${tag}_${i}`),
      ...Array.from({ length: a.games > 0 ? perSide : 0 }, (_, i) => `lb${tag}_${i}`),
      ...Array.from({ length: botPlayers }, (_, i) => `lc${tag}_${i}`),
    ];
    const t0 = performance.now();
    const accounts = await pool(names, 4, (n, i) => Account.register(base(i), n));
    const creators = accounts.filter((x) => x.name.startsWith("la"));
    const joiners = accounts.filter((x) => x.name.startsWith("lb"));
    const botPeople = accounts.filter((x) => x.name.startsWith("lc"));
    say(`${accounts.length} accounts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // Latencies: human games and bot games apart; only actions sent while measuring count.
    let measuring = false;
    let errors = 0;
    const errorKinds = new Map<string, number>();
    const human: number[] = [];
    const versusBot: number[] = [];
    let acks = 0;
    const onError = (what: string) => {
      errors++;
      const k = what.replace(/\d+/g, "#").slice(0, 80);
      errorKinds.set(k, (errorKinds.get(k) ?? 0) + 1);
    };
    const rnd = generator(a.seed);
    let restarts = 0;

    /** One game and its clients; a finished game is followed by its rematch. */
    const runGame = async (
      seats: { account: Account; process: number }[],
      create: () => Promise<string>,
      latencies: number[],
    ) => {
      let id = await create();
      const play = async (): Promise<void> => {
        const mine: Player[] = [];
        let over = false;
        const finished = () => {
          if (over) return;
          over = true;
          for (const p of mine) p.stop();
          restarts++;
          // The first seat asks for the rematch (the same game for everyone), then all reconnect.
          seats[0]!.account
            .post<{ id: string }>(base(seats[0]!.process), `/api/games/${id}/rematch`)
            .then((r) => {
              id = r.id;
              return play();
            })
            .catch((e: unknown) => onError(`rematch: ${(e as Error).message}`));
        };
        for (const s of seats) {
          const p = new Player({
            base: base(s.process),
            gameId: id,
            account: s.account,
            thinkMs: a.thinkMs,
            rnd: generator(rnd(2 ** 31)),
            events: {
              ack: (ms) => {
                if (!measuring) return;
                acks++;
                latencies.push(ms);
              },
              error: (w) => {
                if (!over) onError(w);
              },
              finished,
            },
          });
          mine.push(p);
          players.push(p);
        }
        await Promise.all(mine.map((p) => p.start()));
      };
      await play();
    };

    const t1 = performance.now();
    const jobs: (() => Promise<void>)[] = [];
    for (let i = 0; i < a.games; i++) {
      const A = creators[i % creators.length]!;
      const B = joiners[i % joiners.length]!;
      const pa = i % a.processes;
      const pb = a.spread === "players" ? (i + 1) % a.processes : pa;
      jobs.push(() =>
        runGame(
          [
            { account: A, process: pa },
            { account: B, process: pb },
          ],
          () =>
            A.pair(
              base(pa),
              B,
              base(pb),
              a.game,
              a.clock === "live" ? { kind: "live", minutes: 600, increment: 0 } : undefined,
            ),
          human,
        ),
      );
    }
    for (let i = 0; i < a.botGames; i++) {
      const C = botPeople[i % botPeople.length]!;
      const pc = i % a.processes;
      jobs.push(() =>
        runGame([{ account: C, process: pc }], () => C.botGame(base(pc), a.bot, a.game), versusBot),
      );
    }
    await pool(jobs, 16, (j) => j());
    say(`${total} games started in ${((performance.now() - t1) / 1000).toFixed(1)} s; warming up`);

    const peak = new Array<number>(servers.length).fill(0);
    let lagMax = 0;
    const sampleRss = async () => {
      await Promise.all(
        servers.map(async (s, i) => {
          const m = await scrape(s).catch(() => null);
          if (m) peak[i] = Math.max(peak[i]!, m.rss);
          if (m && measuring) lagMax = Math.max(lagMax, m.lagMax);
        }),
      );
    };
    rssTimer.t = setInterval(() => void sampleRss(), 1000);
    await new Promise((r) => setTimeout(r, a.warmupMs));
    const before = await Promise.all(servers.map(scrape));
    const restartsBefore = restarts;
    errors = 0;
    errorKinds.clear();
    measuring = true;
    say(`measuring for ${a.durationMs / 1000} s`);
    const tStart = performance.now();
    await new Promise((r) => setTimeout(r, a.durationMs));
    measuring = false;
    const after = await Promise.all(servers.map(scrape));
    const seconds = (performance.now() - tStart) / 1000;
    clearInterval(rssTimer.t);
    rssTimer.t = null;
    await sampleRss();

    const cpu = after.reduce((s, m, i) => s + m.cpu - before[i]!.cpu, 0);
    const sys = after.reduce((s, m, i) => s + m.sys - before[i]!.sys, 0);
    const actions = after.reduce((s, m, i) => s + m.actions - before[i]!.actions, 0);
    const botMoves = after.reduce((s, m, i) => s + m.bot - before[i]!.bot, 0);
    human.sort((x, y) => x - y);
    versusBot.sort((x, y) => x - y);
    const r1 = (x: number) => Math.round(x * 10) / 10;
    const result: Record<string, unknown> = {
      actions_per_s: r1(actions / seconds),
      p50_ms: r1(percentile(human, 50)),
      p95_ms: r1(percentile(human, 95)),
      p99_ms: r1(percentile(human, 99)),
      errors,
      ...(errors > 0
        ? {
            error_kinds: Object.fromEntries([...errorKinds].sort((x, y) => y[1] - x[1]).slice(0, 5)),
          }
        : {}),
      server_cpu_s: Math.round(cpu * 100) / 100,
      server_cpu_system_s: Math.round(sys * 100) / 100,
      actions_per_cpu_s: cpu > 0 ? Math.round(actions / cpu) : null,
      peak_rss_mb: Math.round(Math.max(...peak) / 1048576),
      games: a.games,
      game: a.game ?? "default",
      clock: a.clock,
      processes: a.processes,
      spread: a.processes > 1 ? a.spread : null,
      database: scratch ? "postgres" : "sqlite",
      sqlite_sync: scratch ? null : (process.env.SQLITE_SYNC ?? "default"),
      sqlite_group_ms: scratch ? null : (process.env.SQLITE_GROUP_MS ?? "default"),
      think_s: a.thinkMs / 1000,
      duration_s: r1(seconds),
      actions,
      acks,
      max_ms: r1(human.at(-1) ?? 0),
      // The server's own part (receipt to commit and updates sent), as histogram bucket bounds.
      server_p50_ms_le: bucketQuantile(before, after, 0.5),
      server_p99_ms_le: bucketQuantile(before, after, 0.99),
      server_loop_lag_max_ms: r1(lagMax * 1000),
      games_restarted: restarts - restartsBefore,
      ...(a.botGames > 0
        ? {
            bot_games: a.botGames,
            bot: a.bot,
            bot_moves: botMoves,
            bot_game_p50_ms: r1(percentile(versusBot, 50)),
            bot_game_p95_ms: r1(percentile(versusBot, 95)),
            bot_game_p99_ms: r1(percentile(versusBot, 99)),
          }
        : {}),
      server: a.built ? "built" : "source",
      server_cpus: a.serverCpus,
      cpus: `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? "?"}`,
      node: process.version,
    };
    if (errorKinds.size > 0)
      say(
        `errors: ${[...errorKinds]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 8)
          .map(([k, n]) => `${n} x ${k}`)
          .join("; ")}`,
      );
    say(
      `${actions} actions in ${seconds.toFixed(1)} s: ${r1(actions / seconds)}/s, server CPU ${cpu.toFixed(2)} s, ` +
        `p50/p95/p99 ${result.p50_ms}/${result.p95_ms}/${result.p99_ms} ms`,
    );
    console.log(JSON.stringify(result));
  } finally {
    if (rssTimer.t) clearInterval(rssTimer.t);
    for (const p of players) p.stop();
    await Promise.all(servers.map((s) => s.stop("SIGTERM")));
    // What the servers wrote (e.g. with LOADTEST_NODE_ARGS=--trace-gc), for a look afterwards.
    const outFile = process.env.LOADTEST_SERVER_OUTPUT;
    if (outFile)
      (await import("node:fs")).writeFileSync(outFile, servers.map((s) => s.output.join("")).join("\n"));
    if (!a.keep) {
      (await import("node:fs")).rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop().catch((e: unknown) => say(`could not drop the scratch database: ${e}`));
    } else say(`kept: ${scratch ? scratch.url : dataDir}`);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof HttpFailure || e instanceof Error ? e.message : e);
  process.exit(1);
});
