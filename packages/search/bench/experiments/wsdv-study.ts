// Study of recorded Wir sind das Volk! games (duel.ts --records): for each game, how it ended and
// what the evaluation said (East's advantage, the projected winner, mass protests West/East) at the
// start of each of the last turns of every decade, to see where the judgement misses.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/wsdv-study.ts <dir> [loss|win|all]
import { readdirSync, readFileSync } from "node:fs";
import { evaluate, project } from "@dawn/wsdv";
import { applyInPlace, decision, newGame, type State } from "@dawn/wsdv-engine";

const dir = process.argv[2]!;
const which = process.argv[3] ?? "loss";
for (const f of readdirSync(dir).sort()) {
  const rec = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"));
  const me = f.split("-")[0] as "west" | "east";
  const s: State = newGame(rec.seed, rec.options);
  const lines: string[] = [];
  let lastDecade = 0;
  let turnsInDecade: string[] = [];
  for (const a of rec.actions) {
    const d = decision(s);
    if (d?.kind === "turn") {
      if (s.decade !== lastDecade) {
        if (turnsInDecade.length) lines.push(`  d${lastDecade}: ${turnsInDecade.slice(-5).join(" | ")}`);
        turnsInDecade = [];
        lastDecade = s.decade;
      }
      const pr = project(s);
      turnsInDecade.push(
        `${d.player[0]}${s.half}.${s.row.length} e${evaluate(s).toFixed(0)} ${pr.winner?.[0] ?? "-"} mp${pr.westProtests}/${pr.eastProtests} m${pr.eastMargin}`,
      );
    }
    applyInPlace(s, a);
  }
  if (turnsInDecade.length) lines.push(`  d${lastDecade}: ${turnsInDecade.slice(-5).join(" | ")}`);
  const won = s.result?.winner === me;
  if (which === "all" || (which === "loss") === !won) {
    console.log(`${f} ${won ? "WIN" : "loss"} ${s.result?.reason} decade ${s.decade}`);
    for (const l of lines) console.log(l);
  }
}
