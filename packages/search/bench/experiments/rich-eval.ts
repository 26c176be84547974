// Experiment (issue 12, 1989's Democrat): does the board hold more about who wins than the search's
// evaluation (packages/dof/src/search.ts, demWinChance) sees? At the start of every Action Round of
// heuristic-against-heuristic games, the evaluation's log-odds are set beside features of the
// whole board, space by space (who controls each space, the SP margin there), and of each country
// (who holds its Scoring card, who holds Power), the VP, the Operations in hand and the TST track, all
// from the Democrat's side; logistic regressions per turn group (calibrate.ts's) are fitted on the
// games with even seeds and judged on the others by their log-loss:
//   - "as is": demWinChance itself;
//   - "recalibrated": a scale and a bias on its log-odds;
//   - "logit+vp": its log-odds and the VP (vp-weight.ts tries that model in the search);
//   - "rich": its log-odds and every feature, at several L2 penalties.
// Found (28 Nov 2026, 4,000 games, seeds 200000-203999, --lambdas 3,30,300): see the search README,
// "Exploration and budget" (an evaluation that sees more of the board).
// A clearly lower log-loss for "rich" says a better evaluation is there to be had (and which terms
// carry it); about the same says the evaluation already holds what such terms can tell.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/rich-eval.ts \
//     --games 4000 --seed 200000 --procs 2 [--save FILE | --load FILE] [--weights FILE]
// --weights writes the best "rich" weights of each turn group (fitted on all the games) for
// rich-eval-hooks.ts, which tries them as the search's evaluation.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createBot, playGame } from "@dawn/bots";
import {
  type Action,
  applyInPlace,
  COUNTRIES,
  controller,
  decision,
  newGame,
  SCORING,
  SPACES,
  type State,
} from "@dawn/engine";
import { demWinChance, evalBucket, handOps } from "../../../dof/src/search.ts";
import { fitLogistic, logLoss, sigmoid } from "../logistic.ts";
import { runSeeds, serveSeeds } from "../seed-pool.ts";

export interface Point {
  readonly bucket: number;
  /** 1, the evaluation's log-odds, then the rich features (see features). */
  readonly f: number[];
  readonly y: number;
  readonly seed: number;
}

export const logit = (p: number): number => {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
};

/** Names of the features after the constant and the evaluation's log-odds. */
const NAMES: string[] = [
  ...SPACES.map((x) => `control ${x.name}`),
  ...SPACES.map((x) => `margin ${x.name}`),
  ...COUNTRIES.map((c) => `scoring card held ${c}`),
  ...COUNTRIES.map((c) => `power ${c}`),
  "vp",
  "ops in hand",
  "tst",
];

export function features(s: State): number[] {
  const f = [1, logit(demWinChance(s))];
  for (let i = 0; i < SPACES.length; i++) {
    const c = controller(s, i);
    f.push(c === "dem" ? 1 : c === "com" ? -1 : 0);
  }
  for (let i = 0; i < SPACES.length; i++) f.push(Math.max(-4, Math.min(4, s.sp.dem[i]! - s.sp.com[i]!)) / 4);
  for (const c of COUNTRIES) {
    const card = SCORING[c].scoringCard;
    f.push(s.hands.dem.includes(card) ? 1 : s.hands.com.includes(card) ? -1 : 0);
  }
  for (const c of COUNTRIES) f.push(s.power[c] === "dem" ? 1 : s.power[c] === "com" ? -1 : 0);
  f.push(s.vp / 20, (handOps(s, "dem") - handOps(s, "com")) / 10, (s.tst.dem - s.tst.com) / 8);
  return f;
}

/** The points of a heuristic-against-heuristic game from `seed`, with features `f`. */
export function heuristicPoints(seed: number, f: (s: State) => number[] = features): Point[] {
  const h = createBot("heuristic");
  const r = playGame({ com: h, dem: h }, seed, { scenario: "standard" }, true);
  return replay(seed, r.record!, f);
}

const positions = (seed: number): Point[] => heuristicPoints(seed);

/**
 * The points of a game played from `seed` with `actions` (the outcome: where they lead), at the
 * start of each Action Round, with features `f`.
 */
export function replay(
  seed: number,
  actions: readonly Action[],
  f: (s: State) => number[] = features,
): Point[] {
  const end = newGame(seed, { scenario: "standard" });
  for (const a of actions) applyInPlace(end, a);
  const w = end.result?.winner;
  const y = w === "dem" ? 1 : w === "com" ? 0 : 0.5;
  const s = newGame(seed, { scenario: "standard" });
  const out: Point[] = [];
  for (const a of actions) {
    const d = decision(s)!;
    if (d.kind === "actionRound" && !s.result) out.push({ bucket: evalBucket(s.turn), f: f(s), y, seed });
    applyInPlace(s, a);
  }
  return out;
}

/** The model's log-odds: the weights `w` on the features `f`. */
export const dot = (w: readonly number[], f: readonly number[]): number => {
  let z = 0;
  for (let i = 0; i < f.length; i++) z += f[i]! * w[i]!;
  return z;
};

/** The points with only the constant, the evaluation's log-odds and the VP (over 20) as features. */
const VP_AT = 2 + NAMES.indexOf("vp");
const withVp = (ps: readonly Point[]) => ps.map((p) => ({ f: [1, p.f[1]!, p.f[VP_AT]!], y: p.y }));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "1000" },
      seed: { type: "string", default: "200000" },
      procs: { type: "string", default: "2" },
      lambdas: { type: "string", default: "1,10,100" },
      save: { type: "string" },
      load: { type: "string" },
      weights: { type: "string" },
      records: { type: "string" },
    },
  });
  const pts: Point[] = values.load ? (JSON.parse(readFileSync(values.load, "utf8")) as Point[]) : [];
  const seeds = values.load
    ? []
    : Array.from({ length: Number(values.games) }, (_, i) => Number(values.seed) + i);
  await runSeeds<Point[]>(
    new URL(import.meta.url).pathname,
    seeds,
    Number(values.procs),
    (xs) => pts.push(...xs),
    200,
  );
  if (values.save) writeFileSync(values.save, JSON.stringify(pts));
  const lambdas = values.lambdas.split(",").map(Number);
  const fitted: number[][] = [];
  const vpFitted: number[][] = [];
  for (let bucket = 0; bucket < 4; bucket++) {
    const all = pts.filter((p) => p.bucket === bucket);
    const train = all.filter((p) => p.seed % 2 === 0);
    const test = all.filter((p) => p.seed % 2 === 1);
    const two = (ps: readonly Point[]) => ps.map((p) => ({ f: p.f.slice(0, 2), y: p.y }));
    const w2 = fitLogistic(two(train), 0, 2);
    const wv = fitLogistic(withVp(train), 1, 3);
    vpFitted.push(fitLogistic(withVp(all), 1, 3));
    const parts = [
      `as is ${logLoss(test, (p) => sigmoid(p.f[1]!)).toFixed(4)}`,
      `recalibrated ${logLoss(test, (p) => sigmoid(w2[0]! + w2[1]! * p.f[1]!)).toFixed(4)}`,
      `logit+vp ${logLoss(withVp(test), (p) => sigmoid(dot(wv, p.f))).toFixed(4)}`,
    ];
    let best: { lambda: number; w: number[]; ll: number } | null = null;
    for (const lambda of lambdas) {
      const w = fitLogistic(train, lambda);
      const ll = logLoss(test, (p) => sigmoid(dot(w, p.f)));
      parts.push(`rich (L2 ${lambda}) ${ll.toFixed(4)}`);
      if (!best || ll < best.ll) best = { lambda, w, ll };
    }
    console.log(
      `turn group ${bucket}: ${train.length} + ${test.length} positions; held-out log-loss ${parts.join(", ")}`,
    );
    if (best && values.weights) fitted.push(fitLogistic(all, best.lambda));
    if (best) {
      const top = best.w
        .slice(2)
        .map((x, i) => [NAMES[i]!, x] as const)
        .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
        .slice(0, 12);
      console.log(
        `  log-odds weight ${best.w[1]!.toFixed(3)}; largest other weights: ${top.map(([n, x]) => `${n} ${x.toFixed(2)}`).join(", ")}`,
      );
    }
  }
  // vp-weight.ts's FITTED: [bias, log-odds weight, weight on VP/20] per turn group.
  console.log(
    `logit+vp fitted on all the games: ${JSON.stringify(vpFitted.map((w) => w.map((x) => +x.toFixed(3))))}`,
  );
  if (values.weights) writeFileSync(values.weights, JSON.stringify(fitted));
  if (values.records) {
    // Games of other bots (duel.ts --records: the search against the heuristic), judged with the
    // weights fitted on heuristic games: does either evaluation tell those games' winners better?
    const recs = readdirSync(values.records).filter((f) => f.endsWith(".json"));
    const other: Point[] = [];
    for (const f of recs) {
      const r = JSON.parse(readFileSync(`${values.records}/${f}`, "utf8")) as {
        seed: number;
        actions: Action[];
      };
      other.push(...replay(r.seed, r.actions));
    }
    for (let bucket = 0; bucket < 4; bucket++) {
      const test = other.filter((p) => p.bucket === bucket);
      const w = fitted[bucket];
      const rich = w ? logLoss(test, (p) => sigmoid(dot(w, p.f))).toFixed(4) : "- (no --weights)";
      const wv = vpFitted[bucket]!;
      console.log(
        `${values.records} (${recs.length} games), turn group ${bucket}: ${test.length} positions, mean outcome ${(test.reduce((a, p) => a + p.y, 0) / Math.max(1, test.length)).toFixed(3)}; log-loss as is ${logLoss(test, (p) => sigmoid(p.f[1]!)).toFixed(4)}, logit+vp ${logLoss(withVp(test), (p) => sigmoid(dot(wv, p.f))).toFixed(4)}, rich ${rich}`,
      );
    }
  }
}

// Only when run itself: rich-eval-hooks.ts imports features() into duel.ts's children, which also
// run with --child.
const main_ = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (main_ && process.argv.includes("--child")) {
  serveSeeds(positions);
} else if (main_) await main();
