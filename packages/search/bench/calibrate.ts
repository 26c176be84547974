// Fits 1989's EVAL_SCALE: the heuristic's board evaluation at the start of each Action Round of
// heuristic-against-heuristic games, against who won. Usage: node --conditions=@dawn/source --import tsx calibrate.ts [games] [firstSeed]
import { boardOf, createBot, evaluateBoard, playGame } from "@dawn/bots";
import { applyInPlace, decision, newGame } from "@dawn/engine";

const games = Number(process.argv[2] ?? 40);
const first = Number(process.argv[3] ?? 50_000);
const h = createBot("heuristic");
const points: { e: number; dem: number; turn: number }[] = [];
for (let g = 0; g < games; g++) {
  const r = playGame({ com: h, dem: h }, first + g, { scenario: "standard" }, true);
  if (r.result.winner === null) continue;
  const dem = r.result.winner === "dem" ? 1 : 0;
  const s = newGame(first + g, { scenario: "standard" });
  for (const a of r.record!) {
    const d = decision(s)!;
    if (d.kind === "actionRound") points.push({ e: evaluateBoard(boardOf(s), "dem"), dem, turn: s.turn });
    applyInPlace(s, a);
  }
}
function logLik(scale: number, pts: typeof points): number {
  let ll = 0;
  for (const p of pts) {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-p.e / scale))));
    ll += p.dem ? Math.log(q) : Math.log(1 - q);
  }
  return ll / pts.length;
}
const fit = (pts: typeof points) => {
  let best = 1;
  let bestLl = -Infinity;
  for (let sc = 1; sc <= 200; sc *= 1.05) {
    const ll = logLik(sc, pts);
    if (ll > bestLl) {
      bestLl = ll;
      best = sc;
    }
  }
  return { scale: best, ll: bestLl, n: pts.length };
};
console.log("all", fit(points));
for (const [a, b] of [
  [1, 3],
  [4, 6],
  [7, 10],
] as const)
  console.log(`turns ${a}-${b}`, fit(points.filter((p) => p.turn >= a && p.turn <= b)));
