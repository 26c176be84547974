// The heuristic bot: scores each legal action with a hand-written evaluation of the public board
// (VP, country scoring positions, battlegrounds, Power Struggle prospects, the Tiananmen Square
// track), plays Scoring cards in time, and plays Power Struggles by simple card sense.
// With a determinized state (see chooseFromState) it also looks one play ahead through the engine,
// which lets it judge card events it knows nothing about.
import {
  type Action,
  applyInPlace,
  CARDS,
  COUNTRIES,
  type Country,
  cloneState,
  decision,
  other,
  POWER_CARDS,
  SCORING,
  type Side,
  SPACES,
  type State,
  type Suit,
  type View,
  view as viewOf,
} from "@dawn/engine";
import {
  type Board,
  boardOf,
  COUNTRY_OF,
  checkGain,
  cloneBoard,
  controllerOf,
  countryParts,
  countryValue,
  countryValueAt,
  evaluate,
  placeCost,
  placementSpaces,
  planChecks,
  planPlacement,
  psExpectation,
  psWinChance,
  tally,
  tstChance,
} from "./board.ts";

const SCORING_COUNTRY = new Map<number, Country>(COUNTRIES.map((c) => [SCORING[c].scoringCard, c]));

export interface HeuristicInput {
  readonly view: View;
  readonly actions: readonly Action[];
  readonly seat: Side;
  readonly seed: number;
  /** A determinized state (hidden information re-sampled), if the caller has one: enables lookahead. */
  readonly state?: State;
  /** Lookahead depth left (0: the model only). */
  readonly depth?: number;
}

interface Ctx {
  readonly v: View;
  readonly me: Side;
  readonly b: Board;
  readonly state: State | undefined;
  readonly depth: number;
  readonly seed: number;
}

/**
 * The heuristic's play-balance bid (13.0): it asks for the Democrat and offers 1 SP. In
 * heuristic-against-heuristic games the sides are close to even (the Democrat won 51 of 100 in
 * the standard scenario), so the preference is slight and the offer stays minimal.
 */
export const HEURISTIC_BID: { readonly side: Side; readonly sps: number } = { side: "dem", sps: 1 };

/** Picks the best-scoring legal action. */
export function heuristicChoose(input: HeuristicInput): Action {
  const { actions } = input;
  if (actions.length === 0) throw new Error("No legal action to choose from");
  if (actions.length === 1) return actions[0]!;
  const scores = heuristicScores(input);
  let best = 0;
  for (let i = 1; i < actions.length; i++) if (scores[i]! > scores[best]! + 1e-9) best = i;
  return actions[best]!;
}

/** The heuristic's score of every legal action (VP-like units, higher is better): priors for search. */
export function heuristicScores(input: HeuristicInput): number[] {
  const { actions } = input;
  const ctx: Ctx = {
    v: input.view,
    me: input.seat,
    b: withFocus(boardOf(input.view), input.view.hand),
    state: input.state,
    depth: input.depth ?? (input.state ? 1 : 0),
    seed: input.seed,
  };
  return scoreActions(ctx, actions);
}

/** The countries whose Scoring card is in the bot's own hand weigh more: they are scored soon. */
function withFocus(b: Board, hand: readonly number[]): Board {
  for (const c of hand) {
    const country = SCORING_COUNTRY.get(c);
    if (country) b.focus[country] = 1.6;
  }
  return b;
}

function scoreActions(ctx: Ctx, actions: readonly Action[]): number[] {
  const kind = ctx.v.decision?.kind ?? "";
  // Whatever the decision (an Action Round, or one an event replaced), a Scoring card that cannot
  // wait any longer is played: holding it at the end of the turn loses the game.
  if (kind !== "actionRound" && mustPlayScoring(ctx)) {
    const forced = actions.map((a) => (a.t === "play" && CARDS[a.card]!.scoring ? 1000 : 0));
    if (forced.some((x) => x > 0)) return forced;
  }
  switch (kind) {
    case "actionRound":
      return actionRound(ctx, actions);
    case "operations":
      return operations(ctx, actions);
    case "eventOperations":
      return ctx.state && ctx.depth > 0 ? generic(ctx, actions) : operations(ctx, actions);
    case "placeSupport":
    case "setupPlace":
      return withSideEffects(ctx, actions, placeSupport(ctx, actions));
    case "supportCheck":
      return withSideEffects(ctx, actions, supportCheck(ctx, actions));
    case "declareBonus":
      return declareBonus(ctx, actions);
    case "removeSupport":
    case "scareTactics":
      return actions.map((a) => (a.t === "space" ? addGain(ctx, other(ctx.me), a.space, -1) : 0));
    case "supportLoss":
      return actions.map((a) => (a.t === "space" ? addGain(ctx, ctx.me, a.space, -1) : 0));
    case "raiseStakes":
      return actions.map((a) => (isOption(a, "raise") ? (shouldRaise(ctx) ? 1 : -1) : 0));
    case "raiseDiscard":
      return actions.map((a) => (a.t === "power" ? -powerCardKeep(ctx, a.card) : -99));
    case "powerAttack":
      return actions.map((a) => powerAttack(ctx, a));
    case "powerMatch":
      return actions.map((a) => powerMatch(ctx, a));
    case "retainPower":
      return actions.map((a) => (isOption(a, "retain") ? 1 : 0));
    case "finalPowerStruggle": {
      // New Year's Eve Party: the last Power Struggle only matters for who wins. Ahead, avoid the
      // risk; behind, try the best country.
      const ahead = ctx.b.vp * (ctx.me === "dem" ? 1 : -1);
      return actions.map((a) => {
        if (a.t !== "country") return ahead > 0 ? 0 : -10;
        const e = psExpectation(ctx.b, a.country, ctx.me, 1);
        return ahead > 4 ? e - 10 : e;
      });
    }
    case "discardDrawn":
      return discardDrawn(ctx, actions);
    case "tstSwap":
      // Swap a card worth less than an average draw.
      return actions.map((a) => (a.t === "card" ? 1.5 - cardKeepValue(ctx, a.card) : 0));
    case "bid":
      // 13.0: a small fixed offer for the side this bot plays better (see HEURISTIC_BID).
      return actions.map((a) =>
        a.t === "bid" && a.side === HEURISTIC_BID.side ? 10 - Math.abs(a.sps - HEURISTIC_BID.sps) : 0,
      );
    case "stasiDeclare":
      return declareNextPlay(ctx, actions);
    case "bidTie": {
      // Won the tie roll: play the side it bid for (and give the SPs).
      const mine = ctx.v.bids?.[ctx.me];
      const side = mine && mine !== "hidden" ? mine.side : HEURISTIC_BID.side;
      return actions.map((a) => (isOption(a, side) ? 1 : 0));
    }
    default:
      return generic(ctx, actions);
  }
}

const isOption = (a: Action, o: string): boolean => a.t === "option" && a.option === o;

function addGain(ctx: Ctx, side: Side, space: number, n: number): number {
  const b = ctx.b;
  const before = countryParts(b, COUNTRY_OF[space]!, ctx.me);
  const old = b.sp[side][space]!;
  b.sp[side][space] = Math.max(0, old + n);
  const after = countryValueAt(b, space);
  b.sp[side][space] = old;
  return after - before;
}

// ---- Action Rounds -------------------------------------------------------------------------

/** Printed Ops with the TST box 2 award (lasting modifiers are not modelled). */
function opsOf(ctx: Ctx, c: number): number {
  const ops = CARDS[c]!.ops;
  const box2 = ctx.b.tstFirst[2] === ctx.me && ctx.b.tst[other(ctx.me)] < 2;
  return ops === 1 && box2 ? 2 : ops;
}

function ownerOf(c: number, player: Side): Side {
  const side = CARDS[c]!.side;
  return side === "neutral" ? player : side;
}

/** How much harm an opponent's event may do (VP-like units): bigger cards, bigger events. */
function danger(c: number): number {
  return 0.8 + 0.5 * CARDS[c]!.ops;
}

/** The value of keeping a strategy card in hand (for discards). */
function cardKeepValue(ctx: Ctx, c: number): number {
  const data = CARDS[c]!;
  if (data.scoring) {
    const country = SCORING_COUNTRY.get(c)!;
    return scoringPlayValue(ctx, country) - 1;
  }
  let v = data.ops;
  if (data.side === ctx.me || data.side === "neutral") v += 1;
  else v -= danger(c) * 0.7;
  return v;
}

/** VP gained now by playing the Scoring card of `country` (Power Struggle, then scoring). */
function scoringPlayValue(ctx: Ctx, country: Country): number {
  const t = tally(ctx.b, country);
  return t[ctx.me] - t[other(ctx.me)] + psExpectation(ctx.b, country, ctx.me, 1);
}

/**
 * TST box 3: the actions name the card to discard; discard the ones least worth keeping, and never
 * keep a Scoring card there is no Action Round left to play.
 */
function discardDrawn(ctx: Ctx, actions: readonly Action[]): number[] {
  const drawn = new Set(actions.flatMap((a) => (a.t === "card" ? [a.card] : [])));
  const held = ctx.v.hand.filter((c) => CARDS[c]!.scoring && !drawn.has(c)).length;
  // Rounds still to come after this one (this one's card is already played).
  const later = Math.max(0, 7 - Math.max(ctx.v.round, 1) + (ctx.v.phasing === ctx.me ? 0 : 1));
  return actions.map((a) => {
    if (a.t !== "card") return -99;
    if (CARDS[a.card]!.scoring && held + 1 > later) return 100;
    return -cardKeepValue(ctx, a.card);
  });
}

/**
 * Stasi: name the card to play in the next Action Round. A Scoring card if it cannot wait; else the
 * card whose best play scores highest now.
 */
function declareNextPlay(ctx: Ctx, actions: readonly Action[]): number[] {
  const held = ctx.v.hand.filter((c) => CARDS[c]!.scoring).length;
  // Declared at the end of a round of the declarer's: the rounds after this one remain.
  const later = Math.max(1, 7 - Math.max(ctx.v.round, 1) + (ctx.v.phasing === ctx.me ? 0 : 1));
  const forced = held > 0 && held >= later;
  const noLookahead: Ctx = { ...ctx, depth: 0 };
  return actions.map((a) => {
    if (a.t !== "card") return -100;
    if (CARDS[a.card]!.scoring) return forced ? 1000 : -1;
    const plays: Action[] = [
      { t: "play", card: a.card, as: "ops" },
      { t: "play", card: a.card, as: "tst" },
    ];
    if (ownerOf(a.card, ctx.me) === ctx.me) plays.push({ t: "play", card: a.card, as: "event" });
    return Math.max(...actionRound(noLookahead, plays));
  });
}

function mustPlayScoring(ctx: Ctx): boolean {
  const held = ctx.v.hand.filter((c) => CARDS[c]!.scoring).length;
  return held > 0 && held >= roundsLeft(ctx);
}

function roundsLeft(ctx: Ctx): number {
  return Math.max(1, 7 - Math.max(ctx.v.round, 1) + 1);
}

function actionRound(ctx: Ctx, actions: readonly Action[]): number[] {
  const me = ctx.me;
  const hand = ctx.v.hand;
  const scoringHeld = hand.filter((c) => CARDS[c]!.scoring).length;
  const forced = scoringHeld > 0 && scoringHeld >= roundsLeft(ctx);
  const placeCache = new Map<number, number>();
  const opsValue = (ops: number): number => {
    let v = placeCache.get(ops);
    if (v === undefined) {
      v = Math.max(planPlacement(cloneBoard(ctx.b), me, ops), planChecks(ctx.b, me, ops));
      placeCache.set(ops, v);
    }
    return v;
  };
  const rollouts = new Map<string, number>();
  return actions.map((a) => {
    if (a.t !== "play") return -100;
    const data = CARDS[a.card]!;
    if (data.scoring) {
      const spv = scoringPlayValue(ctx, SCORING_COUNTRY.get(a.card)!);
      if (forced) return 1000 + spv;
      // Play it early when it pays; otherwise wait (but never so long that it must be held).
      const urgency = (scoringHeld / roundsLeft(ctx)) * 2;
      return spv - 1.5 + urgency;
    }
    const ops = opsOf(ctx, a.card);
    const owner = ownerOf(a.card, me);
    const oppEvent = owner !== me;
    // With a determinized state, events are judged by playing them out.
    const eventInvolved = a.as === "event" || a.as === "opsAndEvent" || (a.as === "ops" && oppEvent);
    if (eventInvolved && ctx.state && ctx.depth > 0) {
      const key = `${a.card}:${a.as}`;
      let r = rollouts.get(key);
      if (r === undefined) {
        r = rollout(ctx, a);
        rollouts.set(key, r);
      }
      return r + holdAdjust(ctx, a.card);
    }
    switch (a.as) {
      case "ops":
        return opsValue(ops) - (oppEvent ? danger(a.card) : 0.3) + holdAdjust(ctx, a.card);
      case "opsOnly":
        return opsValue(ops) + holdAdjust(ctx, a.card);
      case "event":
        return opsValue(ops + 1) + holdAdjust(ctx, a.card);
      case "opsAndEvent":
        return opsValue(ops) + opsValue(ops + 1) + holdAdjust(ctx, a.card);
      case "tst": {
        const ownBonus = !oppEvent && data.side !== "neutral" ? 1 : 0;
        const box1 = ctx.b.tstFirst[1] === me && ctx.b.tst[other(me)] < 1 ? 1 : 0;
        const p = tstChance(ctx.b, me, ops, ownBonus + box1);
        const next = ctx.b.tst[me] + 1;
        const first = ctx.b.tstFirst[next] == null ? 1.2 : 0.4;
        return p * (1.5 + first) + (oppEvent ? 0.2 : -0.5) + holdAdjust(ctx, a.card);
      }
      default:
        return 0;
    }
  });
}

/** Playing a card gives up keeping it: small preference to keep own high cards for later. */
function holdAdjust(ctx: Ctx, c: number): number {
  const data = CARDS[c]!;
  const own = data.side === ctx.me || data.side === "neutral";
  return own ? -0.05 * data.ops : 0.1;
}

/**
 * Lasting events may attach VP to plain moves (a Support Check against a Student space under the
 * Helsinki Final Act...). With a state, each move is tried once through the engine and the VP it
 * moves is added to the model's value.
 */
function withSideEffects(ctx: Ctx, actions: readonly Action[], scores: number[]): number[] {
  const s0 = ctx.state;
  if (!s0 || ctx.depth <= 0 || s0.lasting.length === 0) return scores;
  const sign = ctx.me === "dem" ? 1 : -1;
  return scores.map((v, i) => {
    const a = actions[i]!;
    if (a.t !== "space") return v;
    const s = cloneState(s0);
    try {
      applyInPlace(s, a);
    } catch {
      return v - 50;
    }
    return v + (s.vp - s0.vp) * sign;
  });
}

/** Plays `a` on a copy of the determinized state, then the rest of the round greedily; value gained. */
function rollout(ctx: Ctx, a: Action): number {
  const s0 = ctx.state!;
  const before = evaluate({ ...boardOf(s0), focus: ctx.b.focus }, ctx.me);
  const s = cloneState(s0);
  try {
    applyInPlace(s, a);
    for (let steps = 0; steps < 200; steps++) {
      const d = decision(s);
      if (!d || d.kind === "actionRound") break;
      const v = viewOf(s, d.player);
      const next = heuristicChoose({
        view: v,
        actions: d.actions,
        seat: d.player,
        seed: ctx.seed + steps,
        state: s,
        depth: 0,
      });
      applyInPlace(s, next);
    }
  } catch {
    // A line of play the engine cannot follow: steer clear of it.
    return -50;
  }
  if (s.result) return s.result.winner === ctx.me ? 500 : s.result.winner ? -500 : 0;
  return evaluate({ ...boardOf(s), focus: ctx.b.focus }, ctx.me) - before;
}

function operations(ctx: Ctx, actions: readonly Action[]): number[] {
  const ops = ctx.v.decision?.ops ?? 1;
  const place = planPlacement(cloneBoard(ctx.b), ctx.me, ops);
  const check = planChecks(ctx.b, ctx.me, ops);
  const tst = tstChance(ctx.b, ctx.me, ops, 0) * 2.2;
  return actions.map((a) => {
    if (a.t !== "option") return -1;
    switch (a.option) {
      case "event":
        // The opponent's event first lets the Operations answer it.
        return Math.max(place, check) + 0.5;
      case "place":
        return place;
      case "check":
        return check;
      case "tst":
        return tst;
      case "none":
        return 0;
      default:
        return -1;
    }
  });
}

function placeSupport(ctx: Ctx, actions: readonly Action[]): number[] {
  const me = ctx.me;
  const ops = ctx.v.decision?.ops ?? 1;
  const setup = ctx.v.decision?.kind === "setupPlace";
  const allowed = placementSpaces(ctx.b, me);
  // Stands for the board while the actions are rated (see countryParts).
  const board = {};
  return actions.map((a) => {
    if (a.t !== "space") return -100;
    const cost = setup ? 1 : placeCost(ctx.b, me, a.space);
    // Rate: the best plan starting with this space, per Op (bundles of SPs to take control).
    const b = ctx.b;
    const before = countryParts(b, COUNTRY_OF[a.space]!, me, board);
    let best = -Infinity;
    const old = b.sp[me][a.space]!;
    let spent = 0;
    for (let n = 1; n <= 5; n++) {
      const c = setup ? 1 : placeCost(b, me, a.space);
      if (spent + c > ops) break;
      spent += c;
      b.sp[me][a.space] = old + n;
      const rate = (countryValueAt(b, a.space) - before) / spent;
      if (rate > best) best = rate;
    }
    b.sp[me][a.space] = old;
    if (best === -Infinity) best = addGain(ctx, me, a.space, 1) / cost;
    // Slight preference for spaces from which to keep spreading.
    return best + (allowed.includes(a.space) ? 0 : 0.001);
  });
}

function supportCheck(ctx: Ctx, actions: readonly Action[]): number[] {
  const ops = ctx.v.decision?.ops ?? 1;
  return actions.map((a) => (a.t === "space" ? checkGain(ctx.b, ctx.me, a.space, ops) : 0.05));
}

function declareBonus(ctx: Ctx, actions: readonly Action[]): number[] {
  const ops = ctx.v.decision?.ops ?? 1;
  let bestEG = 0;
  let bestAny = 0;
  for (let i = 0; i < SPACES.length; i++) {
    if (ctx.b.sp[other(ctx.me)][i]! <= 0) continue;
    const g = checkGain(ctx.b, ctx.me, i, ops);
    if (g > bestAny) bestAny = g;
    if (SPACES[i]!.country === "East Germany")
      bestEG = Math.max(bestEG, checkGain(ctx.b, ctx.me, i, ops + 1));
  }
  return actions.map((a) => (isOption(a, "yes") ? bestEG : bestAny));
}

// ---- Power Struggles -----------------------------------------------------------------------

function leaderUsable(ctx: Ctx, card: number): boolean {
  const p = POWER_CARDS[card]!;
  const ps = ctx.v.ps;
  if (p.kind !== "leader" || !ps) return false;
  for (let id = 0; id < SPACES.length; id++) {
    const sp = SPACES[id]!;
    if (sp.country === ps.country && sp.socio === p.leader && controllerOf(ctx.b, id) === ctx.me) return true;
  }
  return false;
}

function suitOf(card: number): Suit | null {
  const p = POWER_CARDS[card]!;
  return p.kind === "suited" ? p.suit : null;
}

/** How many cards of each suit are still unseen by me (in the opponent's hand or the deck). */
function unseen(ctx: Ctx): Record<Suit, number> {
  const ps = ctx.v.ps!;
  const out: Record<Suit, number> = { rally: 0, march: 0, strike: 0, petition: 0 };
  const seen = new Set<number>([...ps.hand, ...ps.discard]);
  for (let id = 1; id < POWER_CARDS.length; id++) {
    if (seen.has(id)) continue;
    const s = suitOf(id);
    if (s) out[s]++;
  }
  return out;
}

function handSuitCounts(ctx: Ctx): Record<Suit, number> {
  const out: Record<Suit, number> = { rally: 0, march: 0, strike: 0, petition: 0 };
  for (const c of ctx.v.ps!.hand) {
    const s = suitOf(c);
    if (s) out[s]++;
  }
  return out;
}

/** How much a Power Struggle card is worth keeping. */
function powerCardKeep(ctx: Ctx, card: number): number {
  const p = POWER_CARDS[card]!;
  if (p.kind === "wild") return 6;
  if (p.kind === "leader") return leaderUsable(ctx, card) ? 7 : 0;
  const counts = handSuitCounts(ctx);
  return counts[p.suit] * 1.2 + p.rank * 0.3;
}

function shouldRaise(ctx: Ctx): boolean {
  const ps = ctx.v.ps;
  if (!ps) return false;
  const mine = ps.hand.length;
  const theirs = ps.handSizes[other(ctx.me)];
  return mine - 3 >= theirs + 2;
}

function powerAttack(ctx: Ctx, a: Action): number {
  if (a.t !== "power") return -100;
  const ps = ctx.v.ps!;
  const p = POWER_CARDS[a.card]!;
  const oppCards = ps.handSizes[other(ctx.me)];
  const un = unseen(ctx);
  const totalUnseen = Math.max(1, un.rally + un.march + un.strike + un.petition + 8);
  const counts = handSuitCounts(ctx);
  const leadScore = (suit: Suit, rank: number): number => {
    // The opponent's expected number of cards that can match: fewer is better.
    const expected = (oppCards * un[suit]) / totalUnseen;
    const noMatch = (1 - un[suit] / totalUnseen) ** oppCards;
    return noMatch * 6 - expected + counts[suit] * 0.8 + rank * 0.25 + (suit === "rally" ? 0.5 : 0);
  };
  if (p.kind === "suited") return leadScore(p.suit, p.rank);
  if (p.kind === "leader") return leadScore(a.suit ?? "march", p.rank) - 3;
  // Wild cards hand the initiative over: use them when the suits are poor.
  if (p.wild === "supportFalters") return oppCards >= 3 ? 0.5 : -2;
  if (p.wild === "supportSurges") return ps.deckSize >= 2 ? 0.3 : -2;
  if (p.wild === "scareTactics") return 0;
  return -5;
}

function powerMatch(ctx: Ctx, a: Action): number {
  if (a.t === "option") {
    // Conceding hands the attacker the win with the suit led. Against a Petition (-2 to both
    // aftermath rolls) that is the cheapest way to lose a struggle that is lost anyway.
    const ps = ctx.v.ps;
    if (!ps?.lead) return -50;
    const chance = psWinChance(ps.hand.length - 1, ps.handSizes[other(ctx.me)], -1);
    return ps.lead.suit === "petition" && chance < 0.25 ? 50 : -50;
  }
  if (a.t !== "power") return -100;
  const p = POWER_CARDS[a.card]!;
  // Match with the card least worth keeping; Tactic Fails keeps the suit out for good.
  if (p.kind === "wild") return -powerCardKeep(ctx, a.card) + 2;
  return -powerCardKeep(ctx, a.card);
}

// ---- Anything else (card events added later) ------------------------------------------------

function generic(ctx: Ctx, actions: readonly Action[]): number[] {
  if (ctx.state && ctx.depth > 0) return actions.map((a) => lookahead(ctx, a));
  const prompt = (ctx.v.decision?.prompt ?? "").toLowerCase();
  const removing = /remove|take away|eliminat|discard/.test(prompt);
  return actions.map((a, i) => {
    switch (a.t) {
      case "space": {
        if (removing) {
          const opp = ctx.b.sp[other(ctx.me)][a.space]!;
          return opp > 0 ? addGain(ctx, other(ctx.me), a.space, -1) : addGain(ctx, ctx.me, a.space, -1);
        }
        return addGain(ctx, ctx.me, a.space, 1);
      }
      case "card":
        return removing ? -cardKeepValue(ctx, a.card) : cardKeepValue(ctx, a.card);
      case "country":
        return countryValue(ctx.b, a.country, ctx.me) * -0.1 + psExpectation(ctx.b, a.country, ctx.me, 1);
      case "power":
        return -powerCardKeep(ctx, a.card);
      default:
        return -i * 0.01;
    }
  });
}

/** One action on a copy of the determinized state, the sub-steps that follow played greedily. */
function lookahead(ctx: Ctx, a: Action): number {
  return rollout(ctx, a);
}

export { controllerOf, evaluate };
