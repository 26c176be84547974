// npm run bench [-- --json] [--seconds N]
// Single-thread throughput of the engine: full random games per second and actions per second
// (uniform random legal actions through decision + applyInPlace), then apply() (clone + apply)
// and cloneState() alone. With --json the last line is one JSON object.
import { apply, cloneState, decision, ENGINE_VERSION, newGame, type State } from "@dawn/engine";
import { playRandomGame } from "../src/random-play.ts";

function parseArgs(argv: readonly string[]): { json: boolean; seconds: number } {
  const a = { json: false, seconds: 5 };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    if (k === "--json") a.json = true;
    else if (k === "--seconds") a.seconds = Number(argv[++i]);
    else if (k === "--help" || k === "-h") {
      console.log("usage: npm run bench [-- --json] [--seconds N]");
      process.exit(0);
    } else throw new Error(`unknown argument ${k}`);
  }
  if (!(a.seconds > 0)) throw new Error("--seconds must be a positive number");
  return a;
}

const args = parseArgs(process.argv.slice(2));
const say = (m: string) => {
  if (!args.json) console.log(m);
};

// Warm-up (JIT), not measured.
for (let i = 0; i < 300; i++) playRandomGame(1_000_000 + i);

/** CPU time of this process in ms (user + system): robust when other processes share the cores. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// 1. Full random games.
let games = 0;
let actions = 0;
const states: State[] = [];
const gameBudget = args.seconds * 0.6 * 1000;
let t0 = performance.now();
const c0 = cpuMs();
let elapsed = 0;
while (elapsed < gameBudget) {
  const g = playRandomGame(games + 1);
  games++;
  actions += g.actions.length;
  if (games % 50 === 0) elapsed = cpuMs() - c0;
}
elapsed = performance.now() - t0;
const cpu = cpuMs() - c0;
// Rates per CPU second of this (single) thread; the wall-clock rate is reported too.
const gamesPerS = games / (cpu / 1000);
const actionsPerS = actions / (cpu / 1000);
const gamesPerSWall = games / (elapsed / 1000);
say(
  `random games: ${games} in ${(cpu / 1000).toFixed(2)} s CPU (${(elapsed / 1000).toFixed(2)} s wall) = ${gamesPerS.toFixed(0)} games/s, ${actionsPerS.toFixed(0)} actions/s (${(actions / games).toFixed(0)} actions/game; wall clock ${gamesPerSWall.toFixed(0)} games/s)`,
);

// Mid-game states for the apply and clone measures: every 25th state along 20 random games.
for (let i = 0; i < 20 && states.length < 200; i++) {
  const seed = 600_000 + i;
  const g = playRandomGame(seed);
  let s = newGame(seed, { scenario: "standard" });
  for (let j = 0; j < g.actions.length; j++) {
    if (j % 25 === 0) states.push(s);
    s = apply(s, g.actions[j]!);
  }
}

// 2. apply() = clone + apply, on mid-game states, with their first legal action.
const firsts = states.map((s) => decision(s)!.actions[0]!);
let applies = 0;
t0 = cpuMs();
const applyBudget = args.seconds * 0.2 * 1000;
while (cpuMs() - t0 < applyBudget) {
  for (let i = 0; i < states.length; i++) apply(states[i]!, firsts[i]!);
  applies += states.length;
}
const applyPerS = applies / ((cpuMs() - t0) / 1000);
say(`apply (clone + apply): ${applyPerS.toFixed(0)} /s on ${states.length} mid-game states`);

// 3. cloneState alone.
let clones = 0;
t0 = cpuMs();
const cloneBudget = args.seconds * 0.2 * 1000;
while (cpuMs() - t0 < cloneBudget) {
  for (let i = 0; i < states.length; i++) cloneState(states[i]!);
  clones += states.length;
}
const clonePerS = clones / ((cpuMs() - t0) / 1000);
say(`cloneState: ${clonePerS.toFixed(0)} /s`);
say(gamesPerS >= 800 ? "target (800 games/s): met" : "target (800 games/s): NOT met");

if (args.json) {
  console.log(
    JSON.stringify({
      engine_version: ENGINE_VERSION,
      node: process.version,
      seconds: args.seconds,
      games,
      games_per_s: Math.round(gamesPerS),
      games_per_s_wall: Math.round(gamesPerSWall),
      actions_per_s: Math.round(actionsPerS),
      actions_per_game: Math.round(actions / games),
      apply_per_s: Math.round(applyPerS),
      clone_per_s: Math.round(clonePerS),
    }),
  );
}
