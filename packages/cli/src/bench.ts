// `bench` (npm run bench): one thread's speed on a title through its game module: random games
// (games/s, actions/s), apply (clone + apply), clone, determinize, and random playouts from a
// determinized state, as the search AI runs them. CPU time of this process is measured, and each
// figure is the best of five rounds, so other processes on the machine disturb the figures little;
// the wall-clock rate of games over all rounds is given too.
import { type AnyGameModule, chooser, type SearchableModule } from "@dawn/platform";

export interface BenchArgs {
  readonly seconds: number;
  readonly json: boolean;
  /** The title's options (parsed); the benchmark plays them. */
  readonly options: unknown;
}

/** CPU time of this process in ms (user + system). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Rounds per measure: the best round is kept (other processes on the machine only slow rounds down). */
const ROUNDS = 5;

/**
 * Calls `f` (which returns a count) for `ms` of CPU time in ROUNDS rounds; the best round's count
 * per CPU second.
 */
function rate(f: () => number, ms: number): number {
  let best = 0;
  for (let r = 0; r < ROUNDS; r++) {
    let n = 0;
    const t0 = cpuMs();
    while (cpuMs() - t0 < ms / ROUNDS) n += f();
    best = Math.max(best, n / ((cpuMs() - t0) / 1000));
  }
  return best;
}

const MAX_ACTIONS = 100_000;

export function benchCommand(m: AnyGameModule, a: BenchArgs): number {
  if (!(a.seconds > 0)) throw new Error("--seconds must be a positive number");
  const say = (s: string) => {
    if (!a.json) process.stdout.write(`${s}\n`);
  };
  const hooks = (m as SearchableModule<unknown, unknown>).searchHooks;
  // The fast path search and simulations use: apply a listed legal action without checking it again.
  const applyFast = hooks?.applyLegal
    ? hooks.applyLegal.bind(hooks)
    : (s: unknown, x: unknown) => m.applyInPlace(s, x);
  const options = a.options;

  /** A game of uniformly random legal actions (the players' generator apart from the game's). */
  const randomGame = (seed: number, each?: (s: unknown, i: number) => void): number => {
    const s = m.newGame(seed, options);
    const pick = chooser(seed ^ 0x5bd1e995);
    for (let i = 0; i < MAX_ACTIONS; i++) {
      const d = m.decision(s);
      if (!d) return i;
      each?.(s, i);
      applyFast(s, d.actions[pick(d.actions.length)]);
    }
    throw new Error(`Game of seed ${seed} did not end within ${MAX_ACTIONS} actions`);
  };
  const budget = a.seconds * 1000;

  // Warm-up (JIT), not measured.
  const w0 = cpuMs();
  for (let i = 0; cpuMs() - w0 < budget * 0.1; i++) randomGame(1_000_000 + i);

  // 1. Full random games on seeds 1, 2, 3, ... (the rates of the best round).
  let games = 0;
  let actions = 0;
  let gamesPerS = 0;
  let actionsPerS = 0;
  const wall0 = performance.now();
  const c0 = cpuMs();
  for (let r = 0; r < ROUNDS; r++) {
    let g = 0;
    let n = 0;
    const t0 = cpuMs();
    while (cpuMs() - t0 < (budget * 0.5) / ROUNDS) {
      n += randomGame(games + g + 1);
      g++;
    }
    const secs = (cpuMs() - t0) / 1000;
    if (g / secs > gamesPerS) {
      gamesPerS = g / secs;
      actionsPerS = n / secs;
    }
    games += g;
    actions += n;
  }
  const cpu = cpuMs() - c0;
  const wall = performance.now() - wall0;
  const gamesPerSWall = games / (wall / 1000);
  say(
    `random games: ${games} in ${(cpu / 1000).toFixed(2)} s CPU (${(wall / 1000).toFixed(2)} s wall), best round ${gamesPerS.toFixed(0)} games/s, ${actionsPerS.toFixed(0)} actions/s (${(actions / games).toFixed(0)} actions/game; wall clock ${gamesPerSWall.toFixed(0)} games/s)`,
  );

  // Mid-game states: every 25th state along 20 random games.
  const states: unknown[] = [];
  for (let i = 0; i < 20 && states.length < 200; i++)
    randomGame(600_000 + i, (s, j) => {
      if (j % 25 === 0) states.push(m.clone(s));
    });
  const firsts = states.map((s) => m.decision(s)!.actions[0]);

  // 2. clone alone (before apply, whose garbage slows cloning down).
  const clonePerS = rate(() => {
    for (let i = 0; i < states.length; i++) m.clone(states[i]);
    return states.length;
  }, budget * 0.1);
  say(`clone: ${clonePerS.toFixed(0)} /s`);

  // 3. apply (clone + apply through the module's checked door), with each state's first legal action.
  const applyPerS = rate(() => {
    for (let i = 0; i < states.length; i++) m.apply(states[i], firsts[i]);
    return states.length;
  }, budget * 0.15);
  say(`apply (clone + apply): ${applyPerS.toFixed(0)} /s on ${states.length} mid-game states`);

  // 4. determinize for the deciding seat.
  let k = 0;
  const determinizePerS = rate(() => {
    const s = states[k++ % states.length];
    m.determinize(s, m.decision(s)!.seat, k);
    return 1;
  }, budget * 0.1);
  say(`determinize: ${determinizePerS.toFixed(0)} /s`);

  // 5. Random playouts: determinize for the deciding seat, then uniformly random actions to the end.
  let playoutActions = 0;
  let playouts = 0;
  const playoutsPerS = rate(() => {
    const s0 = states[k % states.length];
    const s = m.determinize(s0, m.decision(s0)!.seat, k);
    let r = k++;
    for (let i = 0; i < MAX_ACTIONS; i++) {
      const d = m.decision(s);
      if (!d) break;
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      applyFast(s, d.actions[(r >>> 8) % d.actions.length]);
      playoutActions++;
    }
    playouts++;
    return 1;
  }, budget * 0.15);
  say(
    `random playouts from a determinized mid-game state: ${playoutsPerS.toFixed(0)} /s (${(playoutActions / playouts).toFixed(0)} actions each)`,
  );

  if (a.json)
    process.stdout.write(
      `${JSON.stringify({
        game: m.id,
        version: m.version,
        node: process.version,
        seconds: a.seconds,
        games,
        games_per_s: Math.round(gamesPerS),
        games_per_s_wall: Math.round(gamesPerSWall),
        actions_per_s: Math.round(actionsPerS),
        actions_per_game: Math.round(actions / games),
        apply_per_s: Math.round(applyPerS),
        clone_per_s: Math.round(clonePerS),
        determinize_per_s: Math.round(determinizePerS),
        playouts_per_s: Math.round(playoutsPerS),
        actions_per_playout: Math.round(playoutActions / playouts),
      })}\n`,
    );
  return 0;
}
