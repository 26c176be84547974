// Studies a 1989 game that ended with a Scoring card held (4.5.4 / 10.2): plays it again with the
// same bots and seed (the search is deterministic unless its time cap cuts it), then prints every
// card play of the last turn (who, which round, the hand's Scoring cards, the card played and how)
// and the end of the log; with --analyze, the search's candidate moves at the loser's card plays.
//   node --conditions=@dawn/source --import tsx packages/search/bench/experiments/held-scoring.ts \
//     --seed 7 --com search:normal --dem heuristic [--analyze]
import { parseArgs } from "node:util";
import { demWinChance } from "@dawn/dof";
import { actionText, CARDS, logText, type State } from "@dawn/engine";
import { botContext, decisionSeed, findBot, type Seat } from "@dawn/platform";
import { titles } from "@dawn/titles";
import { analyze } from "../../src/index.ts";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    com: { type: "string", default: "search:normal" },
    dem: { type: "string", default: "heuristic" },
    analyze: { type: "boolean", default: false },
    log: { type: "string", default: "40" },
  },
});
const m = titles.get("dof");
const seed = Number(values.seed);
const options = m.parseOptions({});
const ids: Record<Seat, string> = { com: values.com!, dem: values.dem! };
const bots = { com: findBot(m, ids.com).create(), dem: findBot(m, ids.dem).create() };
const s = m.newGame(seed, options) as State;
const plays: string[] = [];
for (let i = 0; ; i++) {
  const d = m.decision(s);
  if (!d) break;
  const side = d.seat as "com" | "dem";
  let a = d.actions[0]!;
  const ctx = botContext(m, s, decisionSeed(seed, i));
  if (d.actions.length > 1) a = bots[side].choose(ctx);
  if (s.turn >= 1 && d.kind !== "placeSupport" && d.kind !== "supportCheck") {
    const scoring = s.hands[side].filter((c) => CARDS[c]!.scoring).map((c) => CARDS[c]!.name);
    plays.push(
      `t${s.turn} r${s.round} ${side} ${d.kind} hand ${s.hands[side].length} scoring [${scoring.join(", ")}] -> ${actionText(a as never)}${d.kind === "actionRound" ? ` (vp ${s.vp}, eval dem ${demWinChance(s).toFixed(3)})` : ""}`,
    );
    if (values.analyze && d.kind === "actionRound" && scoring.length && ids[side]!.startsWith("search:")) {
      const r = analyze(m, ctx, ids[side]!.slice(7) as "normal", { maxMs: Number.POSITIVE_INFINITY });
      for (const c of r.choices.slice(0, 6))
        plays.push(
          `t${s.turn}     ${actionText(c.action as never)}: ${c.visits} visits, win ${c.winChance.toFixed(3)}`,
        );
    }
  }
  m.applyInPlace(s, a);
}
const endTurn = s.turn;
console.log(JSON.stringify(s.result), "turn", endTurn);
for (const p of plays) if (p.startsWith(`t${endTurn} `)) console.log(p);
const n = Number(values.log);
for (let i = Math.max(0, s.log.length - n); i < s.log.length; i++) console.log(i, logText(s.log[i]!));
