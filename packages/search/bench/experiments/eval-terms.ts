// Study (issue 12, 1989): does the evaluation miss who is to move, or the Communist's Power? At the
// start of every Action Round of heuristic-against-heuristic games it takes the evaluation's
// log-odds x (demWinChance, the Democrat's side), whether the Democrat is to move (d), the countries
// where the Communist holds Power (n), and who won; then fits by turn group (1-3, 4-6, 7-9, 10),
// by logistic regression (../logistic.ts), y ~ a·x + b, y ~ a·x + b + c·d and y ~ a·x + b + c·n,
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
import { fitLogistic, logLoss, sigmoid } from "../logistic.ts";

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

/** The fitted weights of the features, and their log-loss on the same positions. */
function fit(ps: readonly Point[], features: (p: Point) => number[]): { w: number[]; loss: number } {
  const samples = ps.map((p) => ({ f: features(p), y: p.y }));
  const w = fitLogistic(samples);
  return { w, loss: logLoss(samples, (s) => sigmoid(s.f.reduce((z, x, i) => z + x * w[i]!, 0))) };
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
  console.log(`  b + a·x, [b, a]: ${show(fit(ps, (p) => [1, p.x]))}`);
  console.log(`  b + a·x + c·d, [b, a, c]: ${show(fit(ps, (p) => [1, p.x, p.d]))}`);
  console.log(`  b + a·x + c·n, [b, a, c]: ${show(fit(ps, (p) => [1, p.x, p.n]))}`);
}
