// Experiment (issue 12, the Democrat at search:normal): 1989's search hooks changed by the flags in
// H1_VARIANT (comma-separated), for `duel.ts --hooks`:
//   esc    the evaluation counts the escalation of the Communist's Power VP (8.4.6: Power value x
//          times scored) in countries where he holds Power, weighted like the heuristic's Power
//          Struggle expectation (0.6) and by his chance to keep Power;
//   threat the automatic victory at 20 VP (10.1): the VP after the Scoring cards held now are
//          played (each country's tally and Power Struggle swing, escalation included) make the
//          side that crosses 20 win at once, whatever the evaluation says;
//   demcp  simulations stop at the start of the Democrat's Action Rounds only (the Communist's reply
//          to a Democrat play is simulated before the evaluation).
// Measured with duel.ts (search:normal against the heuristic, one process, nice 19, the loaded 2-core
// VM at load 6-9, 2026-11-26; CPU time per game):
//   as the Democrat, seeds 1001-1100 (baseline 46/100): demcp 56/100 [46.2%-65.3%], 5.9 s;
//     esc,threat 15 wins in the first 38 games (39%; stopped);
//   demcp as the Democrat, seeds 1-100 (the README's seeds): 54/100 [44.3%-63.4%], 5.7 s (the
//     baseline gave 56.0% on seeds 1-200);
//   demcp as the Communist, seeds 1-100: 74/100 [64.6%-81.6%], 7.6 s, against 81/100 [72.2%-87.5%],
//     5.6 s, for the baseline on the same seeds (games won by one only: 14 against 21).
// Nothing here was adopted: demcp is no better for the Democrat on the README's seeds and weaker
// for the Communist.
// Run (one variant):
//   H1_VARIANT=demcp node --conditions=@dawn/source --import tsx packages/search/bench/duel.ts --bot normal \
//     --against heuristic --games 100 --seed 1001 --procs 1 --side dem --hooks packages/search/bench/experiments/dem-threat.ts
import { boardOf, psExpectation, tally } from "@dawn/bots";
import { type Action, COUNTRIES, type Country, SCORING, type Side, type State } from "@dawn/engine";
import type { SearchHooks } from "@dawn/platform";
import { demWinChance, evalScale } from "../../../dof/src/search.ts";

const flags = new Set((process.env.H1_VARIANT ?? "").split(",").filter(Boolean));

const sideOf = (s: State, seat: string): Side => {
  const side = seat as Side;
  return s.sidesSwapped ? (side === "dem" ? "com" : "dem") : side;
};

/** Width (VP) of the soft step at 20 VP. */
const STEP = Number(process.env.H1_STEP ?? 2);

/** The Democrat's chance to win a Power Struggle in `c` (initiative as psExpectation), from its expectation. */
function demPsChance(b: ReturnType<typeof boardOf>, c: Country, initiative: number): number {
  // psExpectation for the Democrat where the Communist holds Power: (2p-1)*2.5 - P*(1 - p/2).
  const v = psExpectation(b, c, "dem", initiative);
  const P = SCORING[c].power;
  return Math.min(1, Math.max(0, (v + 2.5 + P) / (5 + 0.5 * P)));
}

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export function demChance(s: State): number {
  const p0 = demWinChance(s);
  if (p0 === 0.02 || p0 === 0.98 || p0 === 0.5) return p0;
  if (!flags.has("esc") && !flags.has("threat")) return p0;
  const b = boardOf(s);
  let esc = 0;
  let projected = s.vp;
  let held = false;
  for (const c of COUNTRIES) {
    const box = SCORING[c];
    const holder = s.hands.dem.includes(box.scoringCard) ? 1 : s.hands.com.includes(box.scoringCard) ? -1 : 0;
    const extra = s.power[c] === "com" ? box.power * s.powerScored[c] : 0;
    if (extra > 0) esc -= 0.6 * extra * (1 - 0.5 * demPsChance(b, c, 0));
    if (holder !== 0) {
      held = true;
      const t = tally(b, c);
      const keep = extra > 0 ? 1 - 0.5 * demPsChance(b, c, holder) : 0;
      projected += t.dem - t.com + psExpectation(b, c, "dem", holder) - extra * keep;
    }
  }
  let x = logit(p0);
  if (flags.has("esc")) x += esc / evalScale(s.turn);
  let p = sigmoid(x);
  if (flags.has("threat") && s.turn < 10) {
    const v = held ? projected : s.vp;
    const lose = sigmoid((-20 - v) / STEP);
    const win = sigmoid((v - 20) / STEP);
    p = win + (1 - win - lose) * p;
  }
  return Math.min(1, Math.max(0, p));
}

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  return {
    ...h,
    evaluate(s, seat) {
      const p = demChance(s);
      return sideOf(s, seat) === "dem" ? p : 1 - p;
    },
    ...(flags.has("demcp")
      ? { isCheckpoint: (s: State, turn) => turn.kind === "actionRound" && sideOf(s, turn.seat) === "dem" }
      : {}),
  };
}
