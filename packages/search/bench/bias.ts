// Is 1989's evaluation biased in the positions the search reaches? For recorded games
// (duel.ts --records), the evaluation's mean Democrat win chance at the start of each Action Round
// against how often the Democrat won, by turn group.
//   node --conditions=@dawn/source --import tsx packages/search/bench/bias.ts <records dir> [more dirs]
import { readdirSync, readFileSync } from "node:fs";
import { applyInPlace, decision, newGame } from "@dawn/engine";
import { demWinChance, evalBucket } from "../../dof/src/search.ts";

for (const dir of process.argv.slice(2)) {
  const pred = [0, 0, 0, 0];
  const won = [0, 0, 0, 0];
  const n = [0, 0, 0, 0];
  let ll = 0;
  let count = 0;
  for (const f of readdirSync(dir)) {
    const rec = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"));
    const s = newGame(rec.seed, rec.options);
    for (const a of rec.actions) applyInPlace(s, a);
    const y = s.result?.winner === "dem" ? 1 : s.result?.winner === "com" ? 0 : 0.5;
    const t = newGame(rec.seed, rec.options);
    for (const a of rec.actions) {
      if (decision(t)?.kind === "actionRound") {
        const b = evalBucket(t.turn);
        const p = demWinChance(t);
        pred[b]! += p;
        won[b]! += y;
        n[b]!++;
        ll -= y * Math.log(Math.max(1e-9, p)) + (1 - y) * Math.log(Math.max(1e-9, 1 - p));
        count++;
      }
      applyInPlace(t, a);
    }
  }
  console.log(`${dir}: log-loss ${(ll / count).toFixed(4)} over ${count} positions`);
  for (let b = 0; b < 4; b++)
    console.log(
      `  turn group ${b}: ${n[b]} positions, predicted Democrat ${((100 * pred[b]!) / n[b]!).toFixed(1)}%, won ${((100 * won[b]!) / n[b]!).toFixed(1)}%`,
    );
}
