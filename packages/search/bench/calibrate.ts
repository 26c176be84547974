// Fits 1989's evaluation (packages/dof/src/search.ts: evalScale, evalBias, finalBonusWeight; and,
// for comparison, a logistic regression on evalFeatures): the features of
// evalFeatures at the start of every Action Round of heuristic-against-heuristic games, against who
// won, by logistic regression per turn group (Newton's method, a light L2 penalty). Games with odd
// seeds are held out and the fitted evaluation's log-loss on them is compared with the heuristic's
// evaluation on a fitted scale per turn group (the evaluation used before).
//
//   node --conditions=@dawn/source --import tsx packages/search/bench/calibrate.ts --games 300 --seed 60000 --procs 2
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { boardOf, createBot, evaluateBoard, playGame } from "@dawn/bots";
import { applyInPlace, decision, newGame } from "@dawn/engine";
import { EVAL_FEATURES, evalBucket, evalFeatures } from "../../dof/src/search.ts";
import { fitLogistic, logLoss, sigmoid } from "./logistic.ts";
import { runSeeds, serveSeeds } from "./seed-pool.ts";

interface Point {
  readonly bucket: number;
  readonly f: number[];
  /** The heuristic's evaluation (the Democrat's side). */
  readonly e: number;
  /** 1: the Democrat won, 0: the Communist, 0.5: a draw. */
  readonly y: number;
  readonly seed: number;
}

function positions(seed: number): Point[] {
  const h = createBot("heuristic");
  const r = playGame({ com: h, dem: h }, seed, { scenario: "standard" }, true);
  const y = r.result.winner === "dem" ? 1 : r.result.winner === "com" ? 0 : 0.5;
  const s = newGame(seed, { scenario: "standard" });
  const out: Point[] = [];
  for (const a of r.record!) {
    const d = decision(s)!;
    if (d.kind === "actionRound")
      out.push({
        bucket: evalBucket(s.turn),
        f: [...evalFeatures(s)],
        e: evaluateBoard(boardOf(s), "dem"),
        y,
        seed,
      });
    applyInPlace(s, a);
  }
  return out;
}

/** The best scale for the heuristic's evaluation on `pts` (the evaluation used before). */
function fitScale(pts: readonly Point[]): number {
  let best = 1;
  let bestLl = Infinity;
  for (let sc = 1; sc <= 200; sc *= 1.03) {
    const ll = logLoss(pts, (p) => sigmoid(p.e / sc));
    if (ll < bestLl) {
      bestLl = ll;
      best = sc;
    }
  }
  return best;
}

/**
 * The evaluation used now (demWinChance): the heuristic's, less `k` per country where the
 * Communist holds Power (his Final Scoring bonus), over a scale, plus a bias; the best k, scale and
 * bias on `pts` by grid search.
 */
function fitBonusScaleBias(pts: readonly Point[]): { k: number; scale: number; bias: number; ll: number } {
  const power = EVAL_FEATURES.indexOf("power");
  let best = { k: 0, scale: 1, bias: 0, ll: Infinity };
  for (const k of [0, 1, 2, 3, 4, 5, 6])
    for (let bias = -1; bias <= 1.001; bias += 0.1)
      for (let scale = 3; scale <= 80; scale *= 1.05) {
        const ll = logLoss(pts, (p) => sigmoid((p.e - k * (6 - p.f[power]!)) / scale + bias));
        if (ll < best.ll) best = { k, scale, bias, ll };
      }
  return best;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "100" },
      seed: { type: "string", default: "60000" },
      procs: { type: "string", default: "2" },
      lambda: { type: "string", default: "1" },
      save: { type: "string" },
      load: { type: "string" },
    },
  });
  const pts: Point[] = values.load ? (JSON.parse(readFileSync(values.load, "utf8")) as Point[]) : [];
  const seeds = values.load
    ? []
    : Array.from({ length: Number(values.games) }, (_, i) => Number(values.seed) + i);
  await runSeeds<Point[]>(new URL(import.meta.url).pathname, seeds, Number(values.procs), (xs) =>
    pts.push(...xs),
  );

  if (values.save) writeFileSync(values.save, JSON.stringify(pts));
  const lambda = Number(values.lambda);
  const weights: number[][] = [];
  for (let bucket = 0; bucket < 4; bucket++) {
    const all = pts.filter((p) => p.bucket === bucket);
    const train = all.filter((p) => p.seed % 2 === 0);
    const test = all.filter((p) => p.seed % 2 === 1);
    const w = fitLogistic(train, lambda, EVAL_FEATURES.length);
    const sc = fitScale(train);
    const dot = (p: Point) => p.f.reduce((a, x, i) => a + x * w[i]!, 0);
    console.log(
      `turn group ${bucket}: ${train.length} + ${test.length} positions; held-out log-loss fitted ${logLoss(test, (p) => sigmoid(dot(p))).toFixed(4)}, heuristic/${sc.toFixed(1)} ${logLoss(test, (p) => sigmoid(p.e / sc)).toFixed(4)}, constant ${logLoss(test, () => test.reduce((a, p) => a + p.y, 0) / Math.max(1, test.length)).toFixed(4)}`,
    );
    weights.push(fitLogistic(all, lambda, EVAL_FEATURES.length));
    const kb = fitBonusScaleBias(train);
    console.log(
      `  bonus ${kb.k} per Communist Power, scale ${kb.scale.toFixed(1)}, bias ${kb.bias.toFixed(1)}: held-out log-loss ${logLoss(test, (p) => sigmoid((p.e - kb.k * (6 - p.f[EVAL_FEATURES.indexOf("power")]!)) / kb.scale + kb.bias)).toFixed(4)}`,
    );
    // The heuristic's evaluation with the Democrat's Power count beside it.
    const withPower = (ps: readonly Point[]) =>
      ps.map((p) => ({ ...p, f: [1, p.e, p.f[EVAL_FEATURES.indexOf("power")]!] }));
    const wp = fitLogistic(withPower(train), lambda, 3);
    const dp = (p: Point) => wp[0]! + wp[1]! * p.e + wp[2]! * p.f[EVAL_FEATURES.indexOf("power")]!;
    console.log(
      `  heuristic + power: held-out log-loss ${logLoss(test, (p) => sigmoid(dp(p))).toFixed(4)}; weights ${fitLogistic(withPower(all), lambda, 3).map((x) => +x.toPrecision(4))} (per evaluation unit: ${(wp[2]! / wp[1]!).toFixed(2)} per country)`,
    );
  }
  console.log(`features: ${EVAL_FEATURES.join(", ")}`);
  console.log(
    `export const EVAL_WEIGHTS: readonly (readonly number[])[] = [\n${weights.map((w) => `  [${w.map((x) => +x.toPrecision(4)).join(", ")}],`).join("\n")}\n];`,
  );
}

if (process.argv.includes("--child")) {
  serveSeeds(positions);
} else await main();
