// Experiment (duel.ts --hooks) on Wir sind das Volk!'s search hooks. Variants by environment:
// H2_GREEDY_P: share of the choices inside a turn (where to place, remove, build, attack,
//   dismantle...) that simulations play greedily by the evaluation one step ahead, like the
//   heuristic's own play-out, instead of by the title's fast policy (default 1; cards are always
//   drawn by the fast policy);
// H2_K: greedy among this many actions drawn at random (default: all of them);
// H2_MACRO=1: those choices get no tree node (searchWeight 0, like 1989's placements: the
//   heuristic answers the bot's own at once, the fast policy plays them inside the tree). With the
//   title's own policy (H2_GREEDY_P=0 H2_MACRO=1, duel.ts --bot hard --side west --games 50 --seed
//   101, hard at 1,500 iterations, 27 Nov 2026): 27/50 against 30/50 without it, for 22 s of CPU a
//   game against 29 s (card plays 0.78 s each: choices played by the greedy policy in the tree make
//   each iteration dearer). Not adopted: the search's choices inside a turn are worth their cost;
// H2_SCALE: evaluation units per factor e of the odds (the title's EVAL_SCALE is 10);
// H2_CK=west|east: simulations stop only at that side's turns (else at every turn).
import type { SearchHooks, Turn } from "@dawn/platform";
import { type Action, applyInPlace, cloneState, type State } from "@dawn/wsdv-engine";
import { evaluate } from "../../../wsdv/src/eval.ts";

const P = Number(process.env.H2_GREEDY_P ?? "1");
const K = Number(process.env.H2_K ?? "0");
const MACRO = process.env.H2_MACRO === "1";
const SCALE = process.env.H2_SCALE ? Number(process.env.H2_SCALE) : null;
const CK = process.env.H2_CK ?? "";
/** Choices about cards: left to the title's fast policy. */
const CARD_KINDS = new Set([
  "turn",
  "decadeDiscard",
  "specialCost",
  "guillaume",
  "guillaumeTake",
  "guillaumeGive",
  "guillaumeRemove",
]);

function greedyIndex(s: State, turn: Turn<Action>, rand: () => number): number {
  const sign = turn.seat === "east" ? 1 : -1;
  const n = turn.actions.length;
  let best = 0;
  let bestScore = -Infinity;
  if (K > 0 && K < n) {
    for (let k = 0; k < K; k++) {
      const i = (rand() * n) | 0;
      const c = cloneState(s);
      applyInPlace(c, turn.actions[i]!);
      const sc = sign * evaluate(c);
      if (sc > bestScore) {
        bestScore = sc;
        best = i;
      }
    }
    return best;
  }
  for (let i = 0; i < n; i++) {
    const n = cloneState(s);
    applyInPlace(n, turn.actions[i]!);
    const sc = sign * evaluate(n);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

export default function change(h: SearchHooks<State, Action>): SearchHooks<State, Action> {
  const base = h.rolloutAction!.bind(h);
  const out: SearchHooks<State, Action> = {
    ...h,
    rolloutAction(s, turn, rand) {
      if (P <= 0 || CARD_KINDS.has(turn.kind) || rand() >= P) return base(s, turn, rand);
      return greedyIndex(s, turn, rand);
    },
  };
  if (MACRO) out.searchWeight = (_s, turn) => (CARD_KINDS.has(turn.kind) ? 1 : 0);
  if (SCALE !== null)
    out.evaluate = (s, seat) => {
      const p = s.result ? (s.result.winner === "east" ? 1 : 0) : 1 / (1 + Math.exp(-evaluate(s) / SCALE));
      return seat === "east" ? p : 1 - p;
    };
  if (CK) out.isCheckpoint = (_s, turn) => turn.kind === "turn" && turn.seat === CK;
  return out;
}
