// Study (issue 12, 1989): does the evaluation miss who is to move, or the Communist's Power? At the
// start of every Action Round of heuristic-against-heuristic games it takes the evaluation's
// log-odds x (demWinChance, the Democrat's side), whether the Democrat is to move (d), the countries
// where the Communist holds Power (n), and who won; then fits by turn group (1-3, 4-6, 7-9, 10),
// by logistic regression (Newton's method), y ~ a·x + b, y ~ a·x + b + c·d and y ~ a·x + b + c·n,
// and prints each fit's weights and log-loss (in sample: a few weights on thousands of positions).
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/eval-terms.ts \
//     --games 700 --seed 91000
// Found (27 Nov 2026, 700 games, seeds 91000-91699): x is 0.22-0.27 lower at the Democrat's rounds
// than at the Communist's, while at equal x the Democrat to move does better by c = 0.24-0.31 (the
// log-loss 0.0015-0.0025 lower per group); c·n is +0.04 to +0.14 (more Communist Power, at equal x,
// is better for the Democrat: the evaluation already counts Power for more than it turns out to be
// worth in these games). bench/experiments/to-move.ts tries the first in the search.
import { parseArgs } from "node:util";
import { createBot, playGame } from "@dawn/bots";
import { demWinChance } from "@dawn/dof";
import { applyInPlace, COUNTRIES, decision, newGame } from "@dawn/engine";
import { evalBucket } from "../../../dof/src/search.ts";

interface Point {
  readonly bucket: number;
  /** The evaluation's log-odds for the Democrat. */
  readonly x: number;
  /** 1 when the Democrat is to move. */
  readonly d: number;
  /** Countries where the Communist holds Power. */
  readonly n: number;
  /** 1: the Democrat won, 0: the Communist, 0.5: a draw. */
  readonly y: number;
}

const { values } = parseArgs({
  options: { games: { type: "string", default: "700" }, seed: { type: "string", default: "91000" } },
});
const points: Point[] = [];
const heuristic = createBot("heuristic");
for (let g = 0; g < Number(values.games); g++) {
  const seed = Number(values.seed) + g;
  const r = playGame({ com: heuristic, dem: heuristic }, seed, { scenario: "standard" }, true);
  const y = r.result.winner === "dem" ? 1 : r.result.winner === "com" ? 0 : 0.5;
  const s = newGame(seed, { scenario: "standard" });
  for (const a of r.record!) {
    if (decision(s)!.kind === "actionRound") {
      const p = demWinChance(s);
      // Positions the evaluation settles by a rule (a Scoring card held too long) are left out.
      if (p > 0.021 && p < 0.979) {
        let n = 0;
        for (const c of COUNTRIES) if (s.power[c] === "com") n++;
        points.push({
          bucket: evalBucket(s.turn),
          x: Math.log(p / (1 - p)),
          d: s.phasing === "dem" ? 1 : 0,
          n,
          y,
        });
      }
    }
    applyInPlace(s, a);
  }
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Logistic regression of y on the features (Newton's method); the weights and the mean log-loss. */
function fit(ps: readonly Point[], features: (p: Point) => number[]): { w: number[]; loss: number } {
  const k = features(ps[0]!).length;
  const w = new Array<number>(k).fill(0);
  for (let it = 0; it < 30; it++) {
    const g = new Array<number>(k).fill(0);
    const h = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
    for (const p of ps) {
      const f = features(p);
      let z = 0;
      for (let i = 0; i < k; i++) z += f[i]! * w[i]!;
      const q = sigmoid(z);
      for (let i = 0; i < k; i++) {
        g[i]! += (p.y - q) * f[i]!;
        for (let j = 0; j < k; j++) h[i]![j]! += q * (1 - q) * f[i]! * f[j]!;
      }
    }
    // Solve h · step = g (Gaussian elimination; k is 2 or 3).
    for (let i = 0; i < k; i++) h[i]![k] = g[i]!;
    for (let i = 0; i < k; i++)
      for (let r = i + 1; r < k; r++) {
        const m = h[r]![i]! / h[i]![i]!;
        for (let c = i; c <= k; c++) h[r]![c]! -= m * h[i]![c]!;
      }
    const step = new Array<number>(k).fill(0);
    for (let i = k - 1; i >= 0; i--) {
      let v = h[i]![k]!;
      for (let j = i + 1; j < k; j++) v -= h[i]![j]! * step[j]!;
      step[i] = v / h[i]![i]!;
    }
    for (let i = 0; i < k; i++) w[i]! += step[i]!;
  }
  let loss = 0;
  for (const p of ps) {
    let z = 0;
    const f = features(p);
    for (let i = 0; i < k; i++) z += f[i]! * w[i]!;
    const q = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(z)));
    loss -= p.y * Math.log(q) + (1 - p.y) * Math.log(1 - q);
  }
  return { w, loss: loss / ps.length };
}

const show = (r: { w: number[]; loss: number }): string =>
  `[${r.w.map((v) => v.toFixed(3)).join(", ")}] log-loss ${r.loss.toFixed(4)}`;
for (let bucket = 0; bucket < 4; bucket++) {
  const ps = points.filter((p) => p.bucket === bucket);
  if (ps.length === 0) continue;
  const mean = (d: number): string => {
    const q = ps.filter((p) => p.d === d);
    return (q.reduce((sum, p) => sum + p.x, 0) / q.length).toFixed(3);
  };
  console.log(
    `turns group ${bucket}: ${ps.length} positions; mean x with the Democrat to move ${mean(1)}, the Communist ${mean(0)}`,
  );
  console.log(`  a·x + b: ${show(fit(ps, (p) => [p.x, 1]))}`);
  console.log(`  a·x + b + c·d: ${show(fit(ps, (p) => [p.x, 1, p.d]))}`);
  console.log(`  a·x + b + c·n: ${show(fit(ps, (p) => [p.x, 1, p.n]))}`);
}
