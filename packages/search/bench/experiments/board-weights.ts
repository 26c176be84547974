// Experiment (issue 12, 1989's Democrat): how much do the board model's hand-set weights
// (BOARD_WEIGHTS in packages/bots/src/board.ts: the Power Struggle swing, material, margins,
// progress towards control, battlegrounds, the TST track) matter to the Democrat's play? Everything
// the search's Democrat knows comes from that model (the priors, the fast policy's placements, the
// evaluation, and his own SP placements, which the heuristic makes). Here the heuristic plays the
// Democrat with one weight scaled, against the heuristic Communist with the weights as they are,
// on the same seeds for every setting (the heuristic's games are cheap: a fifth of a second), and
// the Democrat's wins are compared with those of the unchanged weights (the mirror: 41%). The
// weights are swapped in only while the Democrat chooses.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/board-weights.ts \
//     --games 1000 --seed 120000 [--only ps,material] [--factors 0.5,1.5] [--procs 1]
// Found (27-28 Nov 2026, night, seeds 120000-120999; the wins of the Democrat out of 1,000 for the
// weight at x0.5 / x1.5): as set 394; ps 428 / 411; material 401 / 396; over 467 / 373; progress
// 389 / 450; battleground 337 / 396; otherSpace 391 / 374; tst 395 / 395; tstFirst 394 / 393. Beyond
// chance (about +-31 games at 95% for a difference): `over` at half weight (+73), `progress` at 1.5
// (+56) and `battleground` at half (-57): spreading towards control rather than stacking SPs above it
// helps the heuristic Democrat; the TST weights change almost nothing. In the search
// (search-board-weights.ts) `over` at half bought nothing measurable: see there.
import { parseArgs } from "node:util";
import { type Bot, createBot, playGame } from "@dawn/bots";
import {
  WEIGHTS_AS_SET as DEFAULT,
  type BoardWeights as Weights,
  withBoardWeights,
} from "../weights-swap.ts";
import { isChild, runPool, serveJobs } from "./pool.ts";

type Name = keyof Weights;

/** The heuristic with `w` in place of the board model's weights while it chooses. */
function withWeights(w: Weights): Bot {
  const h = createBot("heuristic");
  return {
    name: "heuristic (weights changed)",
    choose: (input) => withBoardWeights(w, () => h.choose(input)),
    chooseFromState: (s, seat, seed) => withBoardWeights(w, () => h.chooseFromState(s, seat, seed)),
  };
}

interface Job {
  readonly label: string;
  readonly w: Weights;
  readonly seeds: readonly number[];
}

function run(job: Job): { label: string; wins: number; draws: number; games: number } {
  const dem = withWeights(job.w);
  const com = createBot("heuristic");
  let wins = 0;
  let draws = 0;
  for (const seed of job.seeds) {
    const r = playGame({ com, dem }, seed);
    if (r.result.winner === "dem") wins++;
    else if (r.result.winner === null) draws++;
  }
  return { label: job.label, wins, draws, games: job.seeds.length };
}

if (isChild) {
  serveJobs(run);
} else {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "1000" },
      seed: { type: "string", default: "120000" },
      only: { type: "string", default: "" },
      factors: { type: "string", default: "0.5,1.5" },
      procs: { type: "string", default: "1" },
    },
  });
  const names = (values.only ? values.only.split(",") : Object.keys(DEFAULT)) as Name[];
  const factors = values.factors.split(",").map(Number);
  const seeds = Array.from({ length: Number(values.games) }, (_, i) => Number(values.seed) + i);
  // Jobs of 100 games, so that the processes share the work evenly.
  const jobs: Job[] = [];
  const settings: { label: string; w: Weights }[] = [{ label: "as set", w: DEFAULT }];
  for (const n of names) {
    if (!(n in DEFAULT)) throw new Error(`No such weight: ${n} (${Object.keys(DEFAULT).join(", ")})`);
    for (const f of factors) settings.push({ label: `${n} x${f}`, w: { ...DEFAULT, [n]: DEFAULT[n] * f } });
  }
  for (const st of settings)
    for (let i = 0; i < seeds.length; i += 100) jobs.push({ ...st, seeds: seeds.slice(i, i + 100) });
  const totals = new Map<string, { wins: number; draws: number; games: number }>();
  await runPool(
    import.meta.url,
    jobs,
    Number(values.procs),
    (r: { label: string; wins: number; draws: number; games: number }) => {
      const t = totals.get(r.label) ?? { wins: 0, draws: 0, games: 0 };
      totals.set(r.label, { wins: t.wins + r.wins, draws: t.draws + r.draws, games: t.games + r.games });
      const done = totals.get(r.label)!;
      if (done.games === seeds.length)
        console.log(
          `${r.label.padEnd(22)} the Democrat ${done.wins}/${done.games} (${((100 * done.wins) / done.games).toFixed(1)}%), ${done.draws} draws`,
        );
    },
  );
}
