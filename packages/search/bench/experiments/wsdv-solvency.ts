// Experiment (duel.ts --hooks) on Wir sind das Volk!'s search hooks: the search's leaf evaluation
// counts East's solvency margin beyond the cap the heuristic's evaluation gives it (eval.ts: 1.5
// units per dismantle point East can still pay, at most 4 of them). West wins most of its games by
// national insolvency (9.4), and loses most of the others at the end of decade IV with the GDR
// standing; with the cap, wearing a margin of 10 down to 5 counts for West's search only through
// the economy term. The simulations' greedy choices keep the heuristic's evaluation: only the
// judgement at the end of a simulation changes. Variants by environment:
// H3_CAP: the margin counted up to this many points (default 4: the title's own evaluation);
// H3_W: units per point beyond 4 (default 1.5, as below 4);
// H3_SCALE: evaluation units per factor e of the odds (default the title's EVAL_SCALE, 10). A larger
//   scale keeps a position the projection calls lost for West (the end of decade IV with the GDR
//   standing: 12 to 40 units) from looking equally hopeless whatever West does.
// Measured as West at hard (3,000 iterations) against the heuristic, `duel.ts --game wsdv --bot hard
// --side west --games 50`, 27 Nov 2026, against the table's own West games on the same seeds
// (packages/search/results/wsdv-hard.json): H3_CAP=12 on seeds 1-50 35/50 (table 32/50);
// H3_SCALE=20 on seeds 1-50 37/50 (32/50) and 51-100 32/50 (31/50). Within chance: not adopted.
import type { SearchHooks } from "@dawn/platform";
import type { Action, State } from "@dawn/wsdv-engine";
import { evaluate, project } from "../../../wsdv/src/eval.ts";
import { EVAL_SCALE } from "../../../wsdv/src/search.ts";

const CAP = Number(process.env.H3_CAP ?? "4");
const W = Number(process.env.H3_W ?? "1.5");
const SCALE = Number(process.env.H3_SCALE ?? String(EVAL_SCALE));
const TITLE_CAP = 4;

function eastWinChance(s: State): number {
  if (s.result) return s.result.winner === "east" ? 1 : 0;
  let e = evaluate(s);
  if (CAP > TITLE_CAP) {
    const m = project(s).eastMargin;
    if (m > TITLE_CAP) e += W * (Math.min(m, CAP) - TITLE_CAP);
  }
  return 1 / (1 + Math.exp(-e / SCALE));
}

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return {
    ...h,
    evaluate(s, seat) {
      const p = eastWinChance(s);
      return seat === "east" ? p : 1 - p;
    },
  };
}
