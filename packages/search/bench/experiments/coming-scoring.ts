// Experiment (issue 12, 1989's Democrat): does hard's evaluation (the board model's log-odds and the
// VP apart, demWinChanceVp's terms) see a country's coming scoring too little? scoring-swings.ts
// found that a Scoring card moves hard's estimate towards the side stronger in that country,
// whoever plays it. Here, at the start of every Action Round of heuristic-against-heuristic games,
// logistic fits per turn group of who won on: 1, the board model's log-odds, the VP / 20 ("logit+vp",
// hard's terms), then ("+coming") the sums over the countries whose Scoring card is in a hand (to be
// played this turn) of what scoring there now would give the Democrat (his scoring level and
// battlegrounds less the Communist's, 9.2) and of the board model's expected Power Struggle swing
// there (psExpectation), and the same two sums over the countries whose card is not in a hand.
// Fitted on the even seeds, judged on the odd ones (and on duel.ts --records games with the
// weights fitted on all):
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/coming-scoring.ts \
//     --games 2000 --seed 200000 --procs 2 [--records DIR]
import { readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { psExpectation, tally } from "@dawn/bots";
import { type Action, COUNTRIES, SCORING, type State } from "@dawn/engine";
import { boardFrom, demWinChance } from "../../../dof/src/search.ts";
import { fitLogistic, logLoss, sigmoid } from "../logistic.ts";
import { runSeeds, serveSeeds } from "../seed-pool.ts";
import { dot, heuristicPoints, logit, type Point, replay } from "./rich-eval.ts";

export function features(s: State): number[] {
  const b = boardFrom(s);
  let tallySoon = 0;
  let psSoon = 0;
  let tallyLater = 0;
  let psLater = 0;
  for (const c of COUNTRIES) {
    const t = tally(b, c);
    const card = SCORING[c].scoringCard;
    const now = t.dem - t.com;
    const ps = psExpectation(b, c, "dem", 0);
    if (s.hands.dem.includes(card) || s.hands.com.includes(card)) {
      tallySoon += now;
      psSoon += ps;
    } else {
      tallyLater += now;
      psLater += ps;
    }
  }
  return [1, logit(demWinChance(s)), s.vp / 20, tallySoon / 10, psSoon / 10, tallyLater / 10, psLater / 10];
}

const positions = (seed: number): Point[] => heuristicPoints(seed, features);

const first = (ps: readonly Point[], n: number) => ps.map((p) => ({ f: p.f.slice(0, n), y: p.y }));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "1000" },
      seed: { type: "string", default: "200000" },
      procs: { type: "string", default: "2" },
      records: { type: "string" },
    },
  });
  const pts: Point[] = [];
  const seeds = Array.from({ length: Number(values.games) }, (_, i) => Number(values.seed) + i);
  await runSeeds<Point[]>(
    new URL(import.meta.url).pathname,
    seeds,
    Number(values.procs),
    (xs) => pts.push(...xs),
    200,
  );
  const fitted: { vp: number[]; coming: number[] }[] = [];
  for (let bucket = 0; bucket < 4; bucket++) {
    const all = pts.filter((p) => p.bucket === bucket);
    const train = all.filter((p) => p.seed % 2 === 0);
    const test = all.filter((p) => p.seed % 2 === 1);
    const wv = fitLogistic(first(train, 3), 1, 3);
    const wc = fitLogistic(first(train, 7), 1, 7);
    fitted.push({ vp: fitLogistic(first(all, 3), 1, 3), coming: fitLogistic(first(all, 7), 1, 7) });
    console.log(
      `turn group ${bucket}: ${train.length} + ${test.length} positions; held-out log-loss as is ${logLoss(test, (p) => sigmoid(p.f[1]!)).toFixed(4)}, logit+vp ${logLoss(first(test, 3), (p) => sigmoid(dot(wv, p.f))).toFixed(4)}, +coming ${logLoss(first(test, 7), (p) => sigmoid(dot(wc, p.f))).toFixed(4)}; +coming's weights ${wc.map((x) => x.toFixed(3)).join(" ")}`,
    );
  }
  console.log(
    `+coming fitted on all the games: ${JSON.stringify(fitted.map((x) => x.coming.map((w) => +w.toFixed(3))))}`,
  );
  if (values.records) {
    const other: Point[] = [];
    for (const f of readdirSync(values.records).filter((x) => x.endsWith(".json"))) {
      const r = JSON.parse(readFileSync(`${values.records}/${f}`, "utf8")) as {
        seed: number;
        actions: Action[];
      };
      other.push(...replay(r.seed, r.actions, features));
    }
    for (let bucket = 0; bucket < 4; bucket++) {
      const test = other.filter((p) => p.bucket === bucket);
      const { vp, coming } = fitted[bucket]!;
      console.log(
        `${values.records}, turn group ${bucket}: ${test.length} positions; log-loss logit+vp ${logLoss(first(test, 3), (p) => sigmoid(dot(vp, p.f))).toFixed(4)}, +coming ${logLoss(first(test, 7), (p) => sigmoid(dot(coming, p.f))).toFixed(4)}`,
      );
    }
  }
}

const main_ = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (main_ && process.argv.includes("--child")) serveSeeds(positions);
else if (main_) await main();
