// Experiment (issue 12, 1989's Democrat at search:hard): hard's evaluation (demWinChanceVp: a bias,
// the board model's log-odds and the VP per turn group, VP_APART) was fitted on heuristic-against-
// heuristic games. Here the same three terms are fitted again on the positions of hard's own games
// (replayed: the start of every Action Round), hard as the Democrat, as the Communist and both,
// fitted on the even seeds and judged on the odd ones against VP_APART: the value of a position
// when hard plays on from it, which is what hard's search estimates. The games are the records
// `duel.ts --records DIR` writes (`dem-SEED.json`: hard as the Democrat), from one or more
// directories (the table's JSON keeps no actions):
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/hard-games-fit.ts DIR...
// Measured (28 Nov 2026): on hard's Democrat games of seeds 1-300 (the table's games, played again
// with --records) the refit beats VP_APART held out in turns 1-9 (0.6433 -> 0.5351, 0.5656 ->
// 0.5013, 0.4894 -> 0.4581), not in turn 10; as hard's evaluation (hard-fit-hooks.ts) it did worse
// (the search README).
import { readdirSync, readFileSync } from "node:fs";
import type { Action, State } from "@dawn/engine";
import { demWinChance, VP_APART } from "../../../dof/src/search.ts";
import { fitLogistic, logLoss, sigmoid } from "../logistic.ts";
import { dot, logit, type Point, replay } from "./rich-eval.ts";

const features = (s: State): number[] => [1, logit(demWinChance(s)), s.vp / 20];
const bySide: Record<"dem" | "com", Point[]> = { dem: [], com: [] };
for (const dir of process.argv.slice(2)) {
  for (const f of readdirSync(dir).filter((x) => /^(dem|com)-\d+\.json$/.test(x))) {
    const r = JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) as { seed: number; actions: Action[] };
    bySide[f.startsWith("dem") ? "dem" : "com"].push(...replay(r.seed, r.actions, features));
  }
}
const show = (w: readonly number[]) => `[${w.map((x) => x.toFixed(3)).join(", ")}]`;
for (const [label, pts] of [
  ["hard as the Democrat", bySide.dem],
  ["hard as the Communist", bySide.com],
  ["both", [...bySide.dem, ...bySide.com]],
] as const) {
  for (let bucket = 0; bucket < 4; bucket++) {
    const all = pts.filter((p) => p.bucket === bucket);
    const train = all.filter((p) => p.seed % 2 === 0);
    const test = all.filter((p) => p.seed % 2 === 1);
    const w = fitLogistic(train, 0.01);
    const full = fitLogistic(all, 0.01);
    const adopted = [...VP_APART[bucket]!];
    // VP_APART's VP weight is per 20 VP, as the features' VP.
    console.log(
      `${label}, turn group ${bucket}: ${all.length} positions; held-out log-loss VP_APART ${logLoss(test, (p) => sigmoid(dot(adopted, p.f))).toFixed(4)}, refit ${logLoss(test, (p) => sigmoid(dot(w, p.f))).toFixed(4)}; weights VP_APART ${show(adopted)}, fitted on all ${show(full)}`,
    );
  }
}
