// A held-card game of search:normal's Democrat against the heuristic (held-scoring.ts finds them):
// at his Action Round `round` of turn `turn`, each legal play, then the game to its end with the
// heuristic on both sides, over 40 determinizations of the Democrat's view; prints each end (winner,
// reason, VP, the evaluation at the next Action Round) and the Communist's true hand and Powers.
// Shows whether holding the Scoring card lost a game that playing it would have saved.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/held-probe.ts 41 5 7
import { demWinChance } from "@dawn/dof";
import { actionText, CARDS, type State } from "@dawn/engine";
import { botContext, decisionSeed, findBot } from "@dawn/platform";
import { titles } from "@dawn/titles";

const seed = Number(process.argv[2]);
const turn = Number(process.argv[3]);
const round = Number(process.argv[4]);
const m = titles.get("dof");
const opts = m.parseOptions({});
const bots = { com: findBot(m, "heuristic").create(), dem: findBot(m, "search:normal").create() };
const s = m.newGame(seed, opts) as State;
for (let i = 0; ; i++) {
  const d = m.decision(s)!;
  if (s.turn === turn && s.round === round && d.seat === "dem" && d.kind === "actionRound") break;
  const a =
    d.actions.length > 1
      ? bots[d.seat as "com" | "dem"].choose(botContext(m, s, decisionSeed(seed, i)))
      : d.actions[0]!;
  m.applyInPlace(s, a);
}
const d = m.decision(s)!;
const h = { com: findBot(m, "heuristic").create(), dem: findBot(m, "heuristic").create() };
for (const a of d.actions) {
  const res: string[] = [];
  for (let k = 0; k < 40; k++) {
    const x = m.determinize(s, "dem", k) as State;
    m.applyInPlace(x, a);
    let ev = -1;
    for (let j = 0; j < 5000; j++) {
      const dd = m.decision(x);
      if (!dd) break;
      if (dd.kind === "actionRound" && ev < 0) ev = demWinChance(x);
      const b =
        dd.actions.length > 1 ? h[dd.seat as "com" | "dem"].choose(botContext(m, x, j)) : dd.actions[0]!;
      m.applyInPlace(x, b);
    }
    const r = x.result!;
    res.push(`${r.winner ?? "draw"}/${r.reason.slice(0, 5)}/${r.vp}/e${ev.toFixed(2)}`);
  }
  console.log(actionText(a), res.join(" "));
}
console.log("com hand", s.hands.com.map((c) => CARDS[c]!.name).join(", "), "power", JSON.stringify(s.power));
