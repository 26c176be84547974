// 1989's knowledge lent to the title-neutral search AI (@dawn/search) through the platform's
// search hooks: the heuristic bot's board evaluation turned into a win chance, a fast policy for
// simulations (greedy by the same evaluation on a few sampled candidates), the heuristic's scores
// as priors, and the start of an Action Round as the checkpoint where simulations stop.
// Everything here runs on states drawn by determinize: nothing hidden is read.
import { addGain, type Board, checkGain, evaluateBoard, heuristicScores, placeCost } from "@dawn/bots";
import {
  type Action,
  applyInPlace,
  CARDS,
  type Country,
  other,
  type Side,
  type State,
  view,
} from "@dawn/engine";
import type { SearchHooks, Seat, Turn } from "@dawn/platform";

/**
 * Evaluation units (VP-like) per factor e of the odds of winning, by turn: a lead of this many
 * units makes a win e/(1+e) = 73% likely. Fitted by maximum likelihood on the start of every Action
 * Round of 40 heuristic-against-heuristic games (packages/search/bench/calibrate.ts, seeds
 * 50000-50039, 3,996 positions): 32 in turns 1-3, 15 in turns 4-6, 13 in turns 7-10.
 */
export function evalScale(turn: number): number {
  return turn <= 3 ? 32 : turn <= 6 ? 15 : 13;
}

const NO_FOCUS: Partial<Record<Country, number>> = {};

/** The heuristic's board model over a state's own arrays, without copying (read, or changed and restored). */
function boardFrom(s: State): Board {
  return {
    sp: s.sp,
    vp: s.vp,
    turn: s.turn,
    round: s.round,
    tst: s.tst,
    tstFirst: s.tstFirst,
    power: s.power,
    gone: (s.flags.systematized ?? 0) - 1,
    focus: NO_FOCUS,
  };
}

/** The side a seat plays in `s` (the bid may have swapped them). */
function sideOf(s: State, seat: Seat): Side {
  const side = seat as Side;
  return s.sidesSwapped ? other(side) : side;
}

/**
 * Card plays `side` has left this turn, counted at the start of an Action Round (4.5.2: seven
 * rounds, the Communist first; extra rounds are not counted).
 */
function playsLeft(s: State, side: Side): number {
  if (s.round < 1) return 7;
  const r = Math.min(s.round, 8);
  return side === "com" && s.phasing === "dem" ? 7 - r : 8 - r;
}

function scoringHeld(s: State, side: Side): number {
  let n = 0;
  for (const c of s.hands[side]) if (CARDS[c]!.scoring) n++;
  return n;
}

/** Chance given to a side that holds more Scoring cards than it has plays left (10.2: it loses). */
const HELD_LOSS = 0.02;

/**
 * The Democrat's chance to win from `s` by the heuristic's evaluation; a side that can no longer
 * play all the Scoring cards it holds before the end of the turn is losing (4.5.4, 10.2).
 */
export function demWinChance(s: State): number {
  const com = scoringHeld(s, "com") > playsLeft(s, "com");
  const dem = scoringHeld(s, "dem") > playsLeft(s, "dem");
  if (com || dem) return com && dem ? 0.5 : com ? 1 - HELD_LOSS : HELD_LOSS;
  const e = evaluateBoard(boardFrom(s), "dem");
  return 1 / (1 + Math.exp(-e / evalScale(s.turn)));
}

/** Candidates examined per decision by the fast policy (a random sample when there are more). */
const SAMPLE = 6;

/** Index of the best of a few sampled space actions by `gain`; other actions (a "done" option) score `rest`. */
function bestSampled(
  actions: readonly Action[],
  rand: () => number,
  gain: (space: number) => number,
  rest = -1,
) {
  const n = actions.length;
  let best = 0;
  let bestScore = -Infinity;
  const tries = Math.min(n, SAMPLE);
  const start = (rand() * n) | 0;
  // A random window of candidates (stride 1 from a random start, wrapping): no allocation.
  const stride = n > SAMPLE ? 1 + ((rand() * (n - 1)) | 0) : 1;
  for (let j = 0, i = start; j < tries; j++, i = (i + stride) % n) {
    const a = actions[i]!;
    const sc = (a.t === "space" ? gain(a.space) : rest) + rand() * 1e-6;
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

/** The frame deciding an event's SP placement or removal: whose SPs move. */
function spFrameWhose(s: State, chooser: Side): Side {
  const f = s.stack[s.stack.length - 1] as { k: string; whose?: Side } | undefined;
  return f && f.k === "fxSp" && f.whose ? f.whose : chooser;
}

/** Decisions where the heuristic itself is cheap enough for simulations (tens of microseconds). */
const HEURISTIC_KINDS = new Set([
  "raiseStakes",
  "raiseDiscard",
  "powerAttack",
  "powerMatch",
  "retainPower",
  "finalPowerStruggle",
  "discardDrawn",
  "tstSwap",
  "bid",
  "bidTie",
  "eventChoice",
  "eventCard",
  "generalStrike",
  "eventDiscard",
  "eventSetAside",
  "cancelCheck",
]);

function rolloutAction(s: State, turn: Turn<Action>, rand: () => number): number {
  const me = sideOf(s, turn.seat);
  const opp = other(me);
  const actions = turn.actions;
  const b = boardFrom(s);
  switch (turn.kind) {
    case "setupPlace":
      return bestSampled(actions, rand, (sp) => addGain(b, me, me, sp, 1));
    case "placeSupport":
      return bestSampled(actions, rand, (sp) => addGain(b, me, me, sp, 1) / placeCost(b, me, sp));
    case "eventPlace": {
      const whose = spFrameWhose(s, me);
      return bestSampled(actions, rand, (sp) => addGain(b, me, whose, sp, 1));
    }
    case "eventRemove": {
      const whose = spFrameWhose(s, opp);
      return bestSampled(actions, rand, (sp) => addGain(b, me, whose, sp, -1));
    }
    case "removeSupport":
    case "scareTactics":
      return bestSampled(actions, rand, (sp) => addGain(b, me, opp, sp, -1));
    case "supportLoss":
      return bestSampled(actions, rand, (sp) => addGain(b, me, me, sp, -1));
    case "supportCheck": {
      const ops = decisionOps(s);
      return bestSampled(actions, rand, (sp) => checkGain(b, me, sp, ops), 0.05);
    }
    case "operations": {
      // The opponent's event first (it lets the Operations answer it); else mostly placement.
      const ev = actions.findIndex((a) => a.t === "option" && a.option === "event");
      if (ev >= 0) return ev;
      const want = rand() < 0.7 ? "place" : "check";
      const i = actions.findIndex((a) => a.t === "option" && a.option === want);
      return i >= 0 ? i : (rand() * actions.length) | 0;
    }
    case "actionRound":
      return cardPlay(s, me, actions, rand);
    default:
      if (HEURISTIC_KINDS.has(turn.kind)) {
        const a = heuristicScores({ view: view(s, me), actions, seat: me, seed: (rand() * 2 ** 31) | 0 });
        let best = 0;
        for (let i = 1; i < a.length; i++) if (a[i]! > a[best]!) best = i;
        return best;
      }
      return (rand() * actions.length) | 0;
  }
}

/** The Ops of the pending Support Check (from the engine's decision). */
function decisionOps(s: State): number {
  const f = s.stack[s.stack.length - 1] as { ops?: number } | undefined;
  return f?.ops ?? 2;
}

/**
 * A quick card play for simulations that run past an Action Round: a Scoring card when it cannot
 * wait, else a random card, for its event if the event is the player's own, else for Operations.
 */
function cardPlay(s: State, me: Side, actions: readonly Action[], rand: () => number): number {
  const roundsLeft = Math.max(1, 8 - Math.max(s.round, 1));
  let scoring = 0;
  for (const c of s.hands[me]) if (CARDS[c]!.scoring) scoring++;
  if (scoring > 0 && scoring >= roundsLeft) {
    const i = actions.findIndex((a) => a.t === "play" && CARDS[a.card]!.scoring);
    if (i >= 0) return i;
  }
  const pickI = (rand() * actions.length) | 0;
  const a = actions[pickI]!;
  if (a.t !== "play") return pickI;
  const own = CARDS[a.card]!.side === me;
  const want = own && rand() < 0.6 ? "event" : "ops";
  for (let i = 0; i < actions.length; i++) {
    const x = actions[i]!;
    if (x.t === "play" && x.card === a.card && x.as === want) return i;
  }
  return pickI;
}

export const DOF_SEARCH_HOOKS: SearchHooks<State, Action> = {
  evaluate(s, seat) {
    const p = demWinChance(s);
    return sideOf(s, seat) === "dem" ? p : 1 - p;
  },
  rolloutAction,
  isCheckpoint: (_s, turn) => turn.kind === "actionRound",
  priors(s, turn, seed, root) {
    // The heuristic's Action Round judgement takes tens of milliseconds: at the root only (with its
    // one-play lookahead through the engine); elsewhere its quick model (well under a millisecond).
    if (
      !root &&
      (turn.kind === "actionRound" || turn.kind === "stasiDeclare" || turn.kind === "eventOperations")
    )
      return null;
    const me = sideOf(s, turn.seat);
    const input = { view: view(s, me), actions: turn.actions, seat: me, seed };
    return heuristicScores(root ? { ...input, state: s } : input);
  },
  priorScale: 1,
  applyLegal: applyInPlace,
};
