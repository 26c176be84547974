// 1989's knowledge lent to the title-neutral search AI (@dawn/search) through the platform's
// search hooks: the heuristic bot's board evaluation turned into a win chance, a fast policy for
// simulations (greedy by the heuristic's board model, card plays by a cheap rating), the
// heuristic's scores as priors, the start of an Action Round as the checkpoint where simulations
// stop, and which decisions deserve a search (card plays most; SP placements none: the heuristic
// places them, and inside the search they are macro steps played by the fast policy).
// Everything here runs on states drawn by determinize: nothing hidden is read.
import {
  BOARD_WEIGHTS,
  type Board,
  COUNTRY_OF,
  checkGain,
  countryParts,
  countryValue,
  countryValueAt,
  evaluateBoard,
  heuristicScores,
  placeCost,
  psExpectation,
  tally,
  tstChance,
  tstValue,
} from "@dawn/bots";
import {
  type Action,
  applyInPlace,
  CARD,
  CARDS,
  COUNTRIES,
  type Country,
  cardPlaysLeft,
  other,
  SCORING,
  type Side,
  type State,
  type View,
  view,
} from "@dawn/engine";
import type { SearchHooks, Seat, Turn } from "@dawn/platform";

/**
 * Evaluation units (VP-like) per factor e of the odds of winning, by turn: a lead of this many
 * units (beyond the turn's bias, evalBias) makes a win e/(1+e) = 73% likely. Fitted by maximum
 * likelihood with evalBias and finalBonusWeight on the start of every Action Round of 200
 * heuristic-against-heuristic games (packages/search/bench/calibrate.ts, seeds 60000-60199, 10,097
 * positions): 20 in turns 1-3, 14.4 in turns 4-6, 11 in turns 7-9, 6.5 in turn 10 (the last turn:
 * a VP is worth more).
 */
export function evalScale(turn: number): number {
  return turn <= 3 ? 20 : turn <= 6 ? 14.4 : turn <= 9 ? 11 : 6.5;
}

/**
 * The Democrat's edge (log-odds) the evaluation misses, by turn: he falls behind in VP in the
 * first years and catches up later (fitted with evalScale).
 */
export function evalBias(turn: number): number {
  return turn <= 3 ? 0.5 : turn <= 6 ? 0.2 : turn <= 9 ? 0 : -0.2;
}

/**
 * VP the evaluation counts against the Democrat per country where the Communist holds Power, by
 * turn: Final Scoring gives the Communist 4 VP for each (10.4.1); the nearer the end, the surer he
 * keeps them (1 in turn 7 up to the full 4 in turn 10; fitted: the log-loss of the last turn's
 * positions falls from 0.51 to 0.29, that of turns 7-9 from 0.52 to 0.48).
 */
export function finalBonusWeight(turn: number): number {
  return Math.max(0, Math.min(FINAL_BONUS, turn - 6));
}

/** 10.4.1: the Communist's VP per country where he holds Power at Final Scoring. */
const FINAL_BONUS = 4;

const NO_FOCUS: Partial<Record<Country, number>> = {};

/** The heuristic's board model over a state's own arrays, without copying (read, or changed and restored). */
export function boardFrom(s: State): Board {
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
export function sideOf(s: State, seat: Seat): Side {
  const side = seat as Side;
  return s.sidesSwapped ? other(side) : side;
}

/** Stasi (#13): 1 while `side` must play a declared card that is not a Scoring card (0 otherwise). */
function stasiLock(s: State, side: Side): number {
  for (const l of s.lasting) {
    if (l.card !== CARD.STASI || l.side === side || !l.data) continue;
    return !CARDS[l.data]!.scoring && s.hands[side].includes(l.data) ? 1 : 0;
  }
  return 0;
}

function scoringHeld(s: State, side: Side): number {
  let n = 0;
  for (const c of s.hands[side]) if (CARDS[c]!.scoring) n++;
  return n;
}

/** Names of the evaluation's features (evalFeatures), all from the Democrat's side. */
export const EVAL_FEATURES = [
  "bias",
  "vp",
  "vpEdge",
  "tallySoon",
  "tallyLater",
  "psSoon",
  "psLater",
  "material",
  "tst",
  "power",
] as const;

/** Turn groups with weights of their own: early, middle, late years, the last turn. */
export function evalBucket(turn: number): number {
  return turn <= 3 ? 0 : turn <= 6 ? 1 : turn <= 9 ? 2 : 3;
}

/**
 * The features of the fitted evaluation, from the Democrat's side: VP (and how far past 10 they
 * are, towards the automatic victory at 20), each country's scoring now (9.2) and its expected
 * Power Struggle swing, split by whether its Scoring card is in a hand (it will be scored this
 * turn, by its holder, who has the initiative) or not, the SPs' margins, the TST track, the
 * countries where the Democrat holds Power.
 */
export function evalFeatures(s: State, out = new Float64Array(EVAL_FEATURES.length)): Float64Array {
  const b = boardFrom(s);
  let tallySoon = 0;
  let tallyLater = 0;
  let psSoon = 0;
  let psLater = 0;
  let material = 0;
  for (const c of COUNTRIES) {
    const card = SCORING[c].scoringCard;
    const holder = s.hands.dem.includes(card) ? 1 : s.hands.com.includes(card) ? -1 : 0;
    const t = tally(b, c);
    const tl = t.dem - t.com;
    const ps0 = psExpectation(b, c, "dem", 0);
    material += countryValue(b, c, "dem") - tl - BOARD_WEIGHTS.ps * ps0;
    if (holder !== 0) {
      tallySoon += tl;
      psSoon += psExpectation(b, c, "dem", holder);
    } else {
      tallyLater += tl;
      psLater += ps0;
    }
  }
  const vp = s.vp;
  out[0] = 1;
  out[1] = vp;
  out[2] = Math.sign(vp) * Math.max(0, Math.abs(vp) - 10);
  out[3] = tallySoon;
  out[4] = tallyLater;
  out[5] = psSoon;
  out[6] = psLater;
  out[7] = material;
  out[8] = tstValue(b, "dem") - tstValue(b, "com");
  let power = 0;
  for (const c of COUNTRIES) if (s.power[c] === "dem") power++;
  out[9] = power;
  return out;
}

/**
 * VP-like value of one Op in hand (the Scoring cards' excepted): the cards still to be played are
 * worth what their Operations will do. Without it the evaluation sees the board only, so a
 * simulation that spends a strong card now looks no dearer than one that keeps it for later. A
 * logistic fit on the Action Rounds of 700 heuristic games (seeds 60000-60699) gave about 1.0-1.3
 * evaluation units per Op in turns 1-6 and 10 (0.5 in turns 7-9). With 1 unit search:normal won
 * 173-176/300 as the Democrat against 164/300 without, 152/200 as the Communist against 148/200
 * (within chance, but all the same way: packages/search/README.md).
 */
const HAND_OP_VALUE = 1;

/** Operations of the non-Scoring cards in `side`'s hand. */
export function handOps(s: State, side: Side): number {
  let n = 0;
  for (const c of s.hands[side]) {
    const card = CARDS[c]!;
    if (!card.scoring) n += card.ops;
  }
  return n;
}

/**
 * Does `side` hold more Scoring cards than it can still play this turn, a round Stasi binds to
 * another card taken off (4.5.4, 10.2)? The plays are counted only when it holds one (hot path).
 */
function heldTooMany(s: State, side: Side): boolean {
  const held = scoringHeld(s, side);
  return held > 0 && held > cardPlaysLeft(s, side) - stasiLock(s, side);
}

/** Chance given to a side that holds more Scoring cards than it has plays left (10.2: it loses). */
const HELD_LOSS = 0.02;

/**
 * The Democrat's chance when a side holds more Scoring cards than it can still play this turn (it
 * loses at Verify Held Cards, 4.5.4, 10.2; both: even), or null when neither does: what
 * demWinChance answers before it looks at the board.
 */
export function heldOutcome(s: State): number | null {
  const com = heldTooMany(s, "com");
  const dem = heldTooMany(s, "dem");
  if (!com && !dem) return null;
  return com && dem ? 0.5 : com ? 1 - HELD_LOSS : HELD_LOSS;
}

/**
 * The Democrat's chance to win from `s` by the heuristic's evaluation of the board and the
 * Operations in both hands (HAND_OP_VALUE); a side that can no longer
 * play all the Scoring cards it holds before the end of the turn is losing (4.5.4, 10.2), a round
 * that Stasi binds to a declared card included.
 */
export function demWinChance(s: State): number {
  const held = heldOutcome(s);
  if (held !== null) return held;
  return 1 / (1 + Math.exp(-demLogOdds(s)));
}

/** demWinChance's log-odds, from the board and the hands (before any sure answer). */
function demLogOdds(s: State): number {
  let e = evaluateBoard(boardFrom(s), "dem") + HAND_OP_VALUE * (handOps(s, "dem") - handOps(s, "com"));
  const k = finalBonusWeight(s.turn);
  if (k > 0) for (const c of COUNTRIES) if (s.power[c] === "com") e -= k;
  return e / evalScale(s.turn) + evalBias(s.turn);
}

/**
 * Per turn group (evalBucket): a bias, the weight of demWinChance's log-odds and the weight of the
 * VP (per 20 VP) in the log-odds of demWinChanceVp. A logistic fit of who won at the start of
 * every Action Round of 4,000 heuristic-against-heuristic games (seeds 200000-203999, about
 * 200,000 positions; packages/search/bench/experiments/rich-eval.ts): the VP tell more about the
 * winner than the board model lets them (2.1.10, 10.4), the more so the nearer the end. Held-out
 * log-loss, demWinChance against this: turns 1-3 0.6266 / 0.6214, 4-6 0.5306 / 0.5184, 7-9
 * 0.4657 / 0.4440, turn 10 0.3690 / 0.3236.
 */
export const VP_APART: readonly (readonly [number, number, number])[] = [
  [-0.123, 0.949, 0.99],
  [-0.156, 0.797, 1.154],
  [-0.101, 0.643, 1.824],
  [-0.25, 0.668, 2.44],
];

/**
 * The Democrat's chance to win from `s` with the VP counted apart from the board model (VP_APART,
 * or other weights of that shape: experiments): the evaluation of search:hard (SearchHooks.levels).
 * The same sure answers as demWinChance.
 */
export function demWinChanceVp(s: State, weights: readonly (readonly number[])[] = VP_APART): number {
  const held = heldOutcome(s);
  if (held !== null) return held;
  const [b, k, v] = weights[evalBucket(s.turn)]! as readonly [number, number, number];
  return 1 / (1 + Math.exp(-(b + k * demLogOdds(s) + (v * s.vp) / 20)));
}

/**
 * The view of `me` without the log (the heuristic never reads it, and rendering a sampled state's
 * log, redacted afresh by every determinization, costs more than the rest of the view).
 */
function quickView(s: State, me: Side): View {
  return view({ ...s, log: [] }, me);
}

/**
 * Index of the action with the highest `gain` among space actions (every one examined); other
 * actions (a "done" option) score `rest`. Ties go to the first.
 */
function bestSpace(actions: readonly Action[], gain: (space: number) => number, rest = -1): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const sc = a.t === "space" ? gain(a.space) : rest;
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

/**
 * The value per Op of the best bundle of SPs starting in `space` (1 to 4 SPs, as Ops allow), as the
 * heuristic rates a placement: a space that needs two SPs to change hands is worth its two. `board`
 * stands for `b` during one decision (see countryParts).
 */
function placeRate(b: Board, me: Side, space: number, ops: number, board: object): number {
  const before = countryParts(b, COUNTRY_OF[space]!, me, board);
  const sp = b.sp[me];
  const old = sp[space]!;
  let best = -Infinity;
  let spent = 0;
  for (let n = 1; n <= 4; n++) {
    const c = placeCost(b, me, space);
    if (spent + c > ops && n > 1) break;
    spent += c;
    sp[space] = old + n;
    const rate = (countryValueAt(b, space) - before) / spent;
    if (rate > best) best = rate;
  }
  sp[space] = old;
  return best;
}

/**
 * What `n` more SPs of `whose` in `space` are worth to `me` (addGain), `board` standing for `b` as it
 * is during one decision (see countryParts).
 */
function spGain(b: Board, me: Side, whose: Side, space: number, n: number, board: object): number {
  const before = countryParts(b, COUNTRY_OF[space]!, me, board);
  const sp = b.sp[whose];
  const old = sp[space]!;
  sp[space] = Math.max(0, old + n);
  const after = countryValueAt(b, space);
  sp[space] = old;
  return after - before;
}

/** The frame deciding an event's SP placement or removal: whose SPs move. */
function spFrameWhose(s: State, chooser: Side): Side {
  const f = s.stack[s.stack.length - 1] as { k: string; whose?: Side } | undefined;
  return f && f.k === "fxSp" && f.whose ? f.whose : chooser;
}

/**
 * Cards whose play can take a card out of the player's own hand, Scoring cards included: another
 * way than playing it not to hold one at Verify Held Cards. The Democrat's Exit Visas (#75: his
 * event discards any of his cards) and Brought in for Questioning (#6: played for Operations, the
 * Communist's event makes him discard a card at random); the Communist's Kiss of Death (#71: the
 * same for him through the Democrat's event). Samizdat (#77) sets aside no Scoring card.
 */
const HAND_ESCAPES: Readonly<Record<Side, readonly number[]>> = {
  dem: [CARD.EXIT_VISAS, CARD.BROUGHT_IN_FOR_QUESTIONING],
  com: [CARD.KISS_OF_DEATH],
};

/**
 * The card to play when the rules leave no choice (4.5.4 / 10.2: a player holding a Scoring card at
 * Verify Held Cards loses): at `side`'s card play for a round (an Action Round, a General Strike
 * round) or at Stasi's declaration of the next one, when the Scoring cards in hand fill every play
 * left this turn, one of them is played (or declared) now: the index of the one the quick rating
 * likes best, or -1 when the decision is free (or no Scoring card is on offer: a Stasi-bound round).
 * The search does not weigh this choice: when every move loses, holding the card still scores a
 * draw in the determinizations that deal the opponent a Scoring card after his last play, which an
 * opponent who could have played it never holds; the bot then held its card for that mirage. A hand
 * with a card that can take the Scoring card out of it (HAND_ESCAPES) is searched as before.
 */
export function forcedScoring(s: State, turn: Turn<Action>): number {
  const kind = turn.kind;
  if (kind !== "actionRound" && kind !== "generalStrike" && kind !== "stasiDeclare") return -1;
  const side = sideOf(s, turn.seat);
  const held = scoringHeld(s, side);
  if (held === 0) return -1;
  // Stasi's card is named at the end of the declarer's round, for the rounds after it.
  const left = cardPlaysLeft(s, side) - (kind === "stasiDeclare" && s.phasing === side ? 1 : 0);
  if (held < Math.max(1, left)) return -1;
  if (kind !== "generalStrike") for (const c of s.hands[side]) if (HAND_ESCAPES[side].includes(c)) return -1;
  const b = boardFrom(s);
  let best = -1;
  let bestValue = -Infinity;
  for (let i = 0; i < turn.actions.length; i++) {
    const a = turn.actions[i]!;
    if ((a.t !== "play" && a.t !== "card") || !CARDS[a.card]!.scoring) continue;
    const v = scoringPlayValue(b, a.card, side);
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  }
  return best;
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

/**
 * The fast policy: greedy by the heuristic's board model on every candidate for the SP and Support
 * Check decisions (as the heuristic plays them), the heuristic's own quick judgement for Power
 * Struggles and the small event decisions, and a card play by a cheap rating (quickCardScores).
 */
function rolloutAction(s: State, turn: Turn<Action>, rand: () => number): number {
  const forced = forcedScoring(s, turn);
  if (forced >= 0) return forced;
  const me = sideOf(s, turn.seat);
  const opp = other(me);
  const actions = turn.actions;
  const b = boardFrom(s);
  // Stands for `b` while this decision's candidates are rated (see countryParts).
  const board = {};
  switch (turn.kind) {
    case "setupPlace":
      return bestSpace(actions, (sp) => spGain(b, me, me, sp, 1, board));
    case "placeSupport": {
      const ops = decisionOps(s);
      return bestSpace(actions, (sp) => placeRate(b, me, sp, ops, board));
    }
    case "eventPlace": {
      const whose = spFrameWhose(s, me);
      return bestSpace(actions, (sp) => spGain(b, me, whose, sp, 1, board));
    }
    case "eventRemove": {
      const whose = spFrameWhose(s, opp);
      return bestSpace(actions, (sp) => spGain(b, me, whose, sp, -1, board));
    }
    case "removeSupport":
    case "scareTactics":
      return bestSpace(actions, (sp) => spGain(b, me, opp, sp, -1, board));
    case "supportLoss":
      return bestSpace(actions, (sp) => spGain(b, me, me, sp, -1, board));
    case "supportCheck": {
      const ops = decisionOps(s);
      return bestSpace(actions, (sp) => checkGain(b, me, sp, ops, 0, board), 0.05);
    }
    case "operations": {
      // The opponent's event first (it lets the Operations answer it); else mostly placement.
      const ev = actions.findIndex((a) => a.t === "option" && a.option === "event");
      if (ev >= 0) return ev;
      const want = rand() < 0.7 ? "place" : "check";
      const i = actions.findIndex((a) => a.t === "option" && a.option === want);
      return i >= 0 ? i : (rand() * actions.length) | 0;
    }
    case "actionRound": {
      const sc = quickCardScores(s, me, actions);
      let best = 0;
      let bestScore = -Infinity;
      for (let i = 0; i < sc.length; i++) {
        // Gumbel noise: a draw from the softmax of the scores at temperature CARD_NOISE.
        const x = sc[i]! - CARD_NOISE * Math.log(-Math.log(rand() * 0.999999 + 1e-7));
        if (x > bestScore) {
          bestScore = x;
          best = i;
        }
      }
      return best;
    }
    default:
      if (HEURISTIC_KINDS.has(turn.kind)) {
        const a = heuristicScores({
          view: quickView(s, me),
          actions,
          seat: me,
          seed: (rand() * 2 ** 31) | 0,
        });
        let best = 0;
        for (let i = 1; i < a.length; i++) if (a[i]! > a[best]!) best = i;
        return best;
      }
      return (rand() * actions.length) | 0;
  }
}

/** The Ops of the pending placement or Support Check (from the engine's frame). */
function decisionOps(s: State): number {
  const f = s.stack[s.stack.length - 1] as { ops?: number; bonus?: number } | undefined;
  return (f?.ops ?? 2) + Math.max(0, f?.bonus ?? 0);
}

/** Temperature of the fast policy's card choice (VP-like units). */
const CARD_NOISE = 0.4;

/** VP-like value of one Op of placement, the heuristic's planPlacement averaged. */
const OP_VALUE = 0.8;

/**
 * A cheap rating of each card play (VP-like units, as the heuristic's): Scoring cards by the VP
 * they would bring now and by how urgent they are, Operations by their number less the harm of the
 * opponent's event they trigger, events a little above their Operations, TST attempts by their
 * chance. For simulations and for priors inside the search tree.
 */
export function quickCardScores(s: State, me: Side, actions: readonly Action[]): number[] {
  const b = boardFrom(s);
  const scoring = scoringHeld(s, me);
  const left = Math.max(1, cardPlaysLeft(s, me));
  const forced = scoring > 0 && scoring >= left;
  const box2 = s.tstFirst[2] === me && s.tst[other(me)] < 2;
  const out = new Array<number>(actions.length);
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (a.t !== "play") {
      out[i] = -5;
      continue;
    }
    const data = CARDS[a.card]!;
    if (data.scoring) {
      const spv = scoringPlayValue(b, a.card, me);
      out[i] = forced ? 1000 + spv : spv - 1.5 + (scoring / left) * 2;
      continue;
    }
    const ops = data.ops === 1 && box2 ? 2 : data.ops;
    const oppEvent = data.side !== "neutral" && data.side !== me;
    const hold = oppEvent ? 0.1 : -0.05 * data.ops;
    switch (a.as) {
      case "ops":
        out[i] = ops * OP_VALUE - (oppEvent ? 0.8 + 0.5 * data.ops : 0.3) + hold;
        break;
      case "opsOnly":
        out[i] = ops * OP_VALUE + hold;
        break;
      case "event":
        out[i] = (ops + 1) * OP_VALUE + hold;
        break;
      case "opsAndEvent":
        out[i] = (2 * ops + 1) * OP_VALUE + hold;
        break;
      case "tst": {
        const p = tstChance(
          b,
          me,
          ops,
          (oppEvent || data.side === "neutral" ? 0 : 1) +
            (s.tstFirst[1] === me && s.tst[other(me)] < 1 ? 1 : 0),
        );
        const first = s.tstFirst[s.tst[me] + 1] == null ? 1.2 : 0.4;
        out[i] = p * (1.5 + first) + (oppEvent ? 0.2 : -0.5) + hold;
        break;
      }
      default:
        out[i] = 0;
    }
  }
  return out;
}

const SCORING_COUNTRY = new Map<number, Country>(COUNTRIES.map((c) => [SCORING[c].scoringCard, c]));

/** VP-like value to `me` of playing Scoring card `card` now: its country's scoring and Power Struggle. */
function scoringPlayValue(b: Board, card: number, me: Side): number {
  const country = SCORING_COUNTRY.get(card)!;
  const t = tally(b, country);
  return t[me] - t[other(me)] + psExpectation(b, country, me, 1);
}

/** Decisions the search leaves to the heuristic (and to the fast policy inside the search). */
const MINOR = new Set([
  "setupPlace",
  "placeSupport",
  "eventPlace",
  "eventRemove",
  "eventMove",
  "eventSpace",
  "supportCheck",
  "supportLoss",
  "removeSupport",
  "scareTactics",
  "raiseDiscard",
  "retainPower",
]);

/**
 * Share of a level's search budget for a decision: the card play gets it all, unless the rules
 * force it (forcedScoring: no search, the forced card is played, by the bot and inside the search).
 */
function searchWeight(s: State, turn: Turn<Action>): number {
  if (forcedScoring(s, turn) >= 0) return 0;
  if (turn.kind === "actionRound") return 1;
  if (MINOR.has(turn.kind)) return 0;
  return turn.kind === "operations" ? 0.15 : 0.25;
}

/** The prior score of a forced play (the others score 0): certain, whatever the prior's scale. */
const FORCED_PRIOR = 1000;

export const DOF_SEARCH_HOOKS: SearchHooks<State, Action> = {
  evaluate(s, seat) {
    const p = demWinChance(s);
    return sideOf(s, seat) === "dem" ? p : 1 - p;
  },
  rolloutAction,
  isCheckpoint: (_s, turn) => turn.kind === "actionRound",
  priors(s, turn, seed, root) {
    const forced = forcedScoring(s, turn);
    if (forced >= 0) return turn.actions.map((_, i) => (i === forced ? 1 : 0) * FORCED_PRIOR);
    // The heuristic's Action Round judgement takes tens of milliseconds: at the root only (with its
    // one-play lookahead through the engine); elsewhere its quick model (well under a millisecond).
    if (!root && turn.kind === "actionRound") return quickCardScores(s, sideOf(s, turn.seat), turn.actions);
    if (!root && (turn.kind === "stasiDeclare" || turn.kind === "eventOperations")) return null;
    const me = sideOf(s, turn.seat);
    const input = { view: quickView(s, me), actions: turn.actions, seat: me, seed };
    return heuristicScores(root ? { ...input, state: s } : input);
  },
  priorScale: 1,
  searchWeight,
  applyLegal: applyInPlace,
  // 1989's decisions pay for more search than the search's default levels give: normal searches as
  // hard did until this budget (1,500 iterations; 400 games per side at normal are measured with it),
  // hard 4,000 (card plays about 0.3-0.5 s of one core; the longest decision of its 400 games
  // per side took 1.7 s).
  // Hard also judges positions with the VP counted apart (demWinChanceVp): as the Democrat against
  // the heuristic on seeds 1-300 it won 213 games where the board model alone won 203 (the search
  // README, "Exploration and budget").
  levels: {
    normal: { iterations: 1500, maxMs: 2500 },
    hard: {
      iterations: 4000,
      maxMs: 2500,
      evaluate(s, seat) {
        const p = demWinChanceVp(s);
        return sideOf(s, seat) === "dem" ? p : 1 - p;
      },
    },
  },
};
