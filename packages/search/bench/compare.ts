// Where the search's card plays differ from the heuristic's: for recorded games (duel.ts
// --records), at each Action Round of the searching side, its play and the heuristic's play
// (from the same view, a sampled state for its lookahead), counted by kind of play.
//   node --conditions=@dawn/source --import tsx packages/search/bench/compare.ts <records dir>
import { readdirSync, readFileSync } from "node:fs";
import { heuristicChoose } from "@dawn/bots";
import { dof } from "@dawn/dof";
import { type Action, applyInPlace, CARDS, decision, newGame, type Side } from "@dawn/engine";
import { botContext } from "@dawn/platform";

const kindOf = (a: Action, me: Side): string => {
  if (a.t !== "play") return a.t;
  const c = CARDS[a.card]!;
  if (c.scoring) return "scoring";
  const own = c.side === me ? "own" : c.side === "neutral" ? "neutral" : "opp";
  return `${own}:${a.as}`;
};
const dir = process.argv[2]!;
const counts = new Map<string, [number, number]>();
let same = 0;
let total = 0;
for (const f of readdirSync(dir)) {
  const me = f.split("-")[0] as Side;
  const rec = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"));
  const s = newGame(rec.seed, rec.options);
  for (const a of rec.actions as Action[]) {
    const d = decision(s)!;
    if (d.kind === "actionRound" && d.player === me && d.actions.length > 1) {
      const ctx = botContext(dof, s, s.seq + 7);
      const h = heuristicChoose({
        view: ctx.view,
        actions: ctx.actions,
        seat: me,
        seed: ctx.seed,
        state: ctx.sample(ctx.seed),
      });
      total++;
      if (dof.actionKey(h) === dof.actionKey(a)) same++;
      const x = counts.get(`${kindOf(a, me)}`) ?? [0, 0];
      x[0]++;
      counts.set(kindOf(a, me), x);
      const y = counts.get(`${kindOf(h, me)}`) ?? [0, 0];
      y[1]++;
      counts.set(kindOf(h, me), y);
    }
    applyInPlace(s, a);
  }
}
console.log(`${total} plays, the heuristic would have made the same ${same}`);
for (const [k, [a, b]] of [...counts].sort()) console.log(`${k.padEnd(20)} search ${a}  heuristic ${b}`);
