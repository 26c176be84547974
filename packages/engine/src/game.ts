// The one door: new game -> decision (legal actions) -> apply -> next decision.
import { isScoring, setResult } from "./board.ts";
import { other } from "./data/index.ts";
import { redact } from "./log.ts";
import { actOf, handlerOf, type Pending, settle, top } from "./machine.ts";
import { assertFixtureUsed, randomInt, seedState, shuffle } from "./rng.ts";
import { cloneState, forkState, type State } from "./state.ts";
import type { Action, Decision, Options, Result, Side } from "./types.ts";
import "./rules/index.ts";
import "./cards/index.ts";
import { initialState } from "./rules/setup.ts";
import { cardPlaysLeft } from "./rules/turn.ts";

export class IllegalAction extends Error {
  override readonly name = "IllegalAction";
}

/**
 * The decision each state waits on, worked out once per state. The state used last is held in one
 * slot (a game played in place, a playout, never touches the map); it moves to the weak map when
 * another state takes the slot, if anyone has asked for it. A state made by `apply` that nobody
 * asked about is let go instead (the apply bench, a search trying actions one after the other):
 * settled by `settle`, its decision is worked out again from its top step if it is ever asked for,
 * as for a state read back from JSON.
 */
const pendingCache = {
  map: new WeakMap<State, Pending | null>(),
  last: null as State | null,
  lastP: null as Pending | null,
  /** Someone asked for the slot's decision (or it cannot be worked out again): keep it. */
  lastAsked: false,
  set(s: State, p: Pending | null, asked: boolean): void {
    if (s !== this.last) {
      if (this.last !== null && this.lastAsked) this.map.set(this.last, this.lastP);
      this.last = s;
    }
    this.lastP = p;
    this.lastAsked = asked;
  },
};

/** The decision of `s`, for a caller that reads it (see pendingCache). */
function pending(s: State): Pending | null {
  if (s === pendingCache.last) {
    pendingCache.lastAsked = true;
    return pendingCache.lastP;
  }
  let p = pendingCache.map.get(s);
  if (p === undefined) {
    if (s.result) p = null;
    else {
      const f = top(s);
      p = f ? (handlerOf(f.k).run(s, f) ?? null) : null;
      if (p === null && !s.result) throw new Error("State is not settled: no decision pending");
    }
    pendingCache.set(s, p, true);
  }
  return p;
}

/** Starts a game: set-up is done up to the first decision. */
export function newGame(seed: number, options: Options = { scenario: "standard" }): State {
  const s = initialState(seed, options);
  pendingCache.set(s, settle(s), true);
  return s;
}

/** The decision pending now, or null when the game is over. */
export function decision(s: State): Decision | null {
  return pending(s);
}

export function legalActions(s: State): readonly Action[] {
  return pending(s)?.actions ?? [];
}

export function result(s: State): Result | null {
  return s.result;
}

/** A stable text key of an action: two actions are the same iff their keys are equal. */
export function actionKey(a: Action): string {
  switch (a.t) {
    case "play":
      return `play:${a.card}:${a.as}`;
    case "space":
      return `space:${a.space}`;
    case "card":
      return `card:${a.card}`;
    case "power":
      return a.suit ? `power:${a.card}:${a.suit}` : `power:${a.card}`;
    case "option":
      return `option:${a.option}`;
    case "country":
      return `country:${a.country}`;
    case "bid":
      return `bid:${a.side}:${a.sps}`;
    default:
      return `?:${JSON.stringify(a)}`;
  }
}

function sameAction(a: Action, b: Action): boolean {
  if (a.t !== b.t) return false;
  switch (a.t) {
    case "space":
      return a.space === (b as typeof a).space;
    case "play":
      return a.card === (b as typeof a).card && a.as === (b as typeof a).as;
    case "card":
      return a.card === (b as typeof a).card;
    case "power":
      return a.card === (b as typeof a).card && (a.suit ?? null) === ((b as typeof a).suit ?? null);
    case "option":
      return a.option === (b as typeof a).option;
    case "country":
      return a.country === (b as typeof a).country;
    case "bid":
      return a.side === (b as typeof a).side && a.sps === (b as typeof a).sps;
    default:
      return false;
  }
}

/** Finds the legal action equal to `a`, or throws IllegalAction. */
function matchLegal(s: State, a: Action): { p: Pending; legal: Action } {
  const p = pending(s);
  if (!p) throw new IllegalAction("The game is over");
  if (!a || typeof a !== "object" || typeof (a as { t?: unknown }).t !== "string") {
    throw new IllegalAction(`Not an action: ${JSON.stringify(a)}`);
  }
  // Players usually hand back one of the listed objects: compare identities first.
  const acts = p.actions;
  for (let i = 0; i < acts.length; i++) if (acts[i] === a) return { p, legal: a };
  for (const l of acts) if (sameAction(l, a)) return { p, legal: l };
  throw new IllegalAction(`Illegal action ${actionKey(a)} for decision ${p.kind} (${p.prompt})`);
}

/**
 * Applies a legal action to the state itself (fast path for simulations). Throws IllegalAction,
 * leaving the state untouched, if the action is not legal.
 */
export function applyInPlace(s: State, a: Action): void {
  // Players usually hand back one of the listed objects: that needs no other check.
  const found = pending(s);
  let p: Pending;
  let legal: Action;
  if (found?.actions.includes(a)) {
    p = found;
    legal = a;
  } else ({ p, legal } = matchLegal(s, a));
  step(s, p, legal, true);
}

/**
 * applyInPlace for a player that took `a` from the list of `d`, the decision just read for `s`
 * (random play): when `d` is still the decision held for `s`, the action needs no look-up.
 * Internal to the engine (random-play.ts).
 */
export function applyListed(s: State, d: Decision, a: Action): void {
  if (s === pendingCache.last && d === pendingCache.lastP) step(s, pendingCache.lastP, a, true);
  else applyInPlace(s, a);
}

/** Applies `legal`, one of the actions of `p` (the decision of `s`), and settles the state. */
function step(s: State, p: Pending, legal: Action, asked: boolean): void {
  const secret = s.secret;
  if (s.undoSide !== p.player) {
    s.undoSide = p.player;
    s.undoFrom = s.seq;
  }
  const f = top(s)!;
  actOf(f.k)(s, f, legal);
  s.seq++;
  pendingCache.set(s, settle(s), asked);
  // Undo stops at revealed information or chance (die rolls, draws, random discards).
  if (s.secret !== secret) s.undoFrom = s.seq;
  // A strict fixture must be used up by the end of the game.
  if (s.result && s.options.fixture?.strict) assertFixtureUsed(s);
}

/** Applies a legal action and returns the next state; the given state is never changed. */
export function apply(s: State, a: Action): State {
  const { p, legal } = matchLegal(s, a);
  const n = forkState(s);
  // The copy waits on the same decision: no need to work it out again.
  step(n, p, legal, false);
  return n;
}

/**
 * Can `side` take back his last action? Only his own steps, before anything was revealed or left to
 * chance, and only while the decision is still his: once the opponent is asked anything, the
 * steps before stand (a take-back never rewrites what the other player has already seen asked).
 */
export function canUndo(s: State, side: Side): boolean {
  return !s.result && s.undoSide === side && s.seq > s.undoFrom && pending(s)?.player === side;
}

/** Resignation: the other side wins. */
export function resign(s: State, side: Side): State {
  if (s.result) throw new IllegalAction("The game is over");
  const n = cloneState(s);
  setResult(n, other(side), "resignation");
  pendingCache.set(n, null, true);
  return n;
}

export { cloneState };

/**
 * A state consistent with everything `side` has seen, with all hidden information re-sampled:
 * the opponent's hand (but cards known to be there), the deck order, the opponent's Power
 * Struggle hand and the Power Struggle deck, the opponent's set-aside cards and the generator.
 * A sample must also agree with the pending decision as `side` sees it (its player, kind and
 * prompt, and its actions when `side` decides; an opponent's decision about cards of his hand keeps
 * them there): samples that do not are rejected, and after a few tries only the draw deck and the
 * Power Struggle deck are re-sampled. Samples that deal the opponent more Scoring cards than he has
 * card plays left this turn are rejected too, while another sample will do: he would lose when the
 * held cards are verified (4.5.4, 10.2), and a player who could have played them has (without this,
 * the last rounds of a turn look won or drawn for a player who is losing, in the samples that give
 * the opponent a Scoring card after his last play).
 */
export function determinize(s: State, side: Side, seed: number): State {
  const want = signature(pending(s), side);
  const refs = pendingCardRefs(s, pending(s), side);
  let agreeing: { n: State; p: Pending | null } | null = null;
  for (let k = 0; k < DETERMINIZE_TRIES; k++) {
    const n = sample(s, side, seed + k * 7919, refs);
    const p = trySettled(n);
    if (p !== undefined && signature(p, side) === want) {
      if (!plausible(n, other(side))) {
        agreeing ??= { n, p };
        continue;
      }
      pendingCache.set(n, p, true);
      return n;
    }
  }
  if (agreeing) {
    // Every sample that agreed dealt too many Scoring cards (some may be known to be there).
    pendingCache.set(agreeing.n, agreeing.p, true);
    return agreeing.n;
  }
  // No sample agreed with the pending decision: the first one, with the decision as it stands.
  const n = sample(s, side, seed, refs);
  pendingCache.set(n, n.result ? null : (trySettled(n) ?? pending(s)), true);
  return n;
}

/** Does `side` hold no more Scoring cards than his card plays left this turn (4.5.4)? */
function plausible(n: State, side: Side): boolean {
  let scoring = 0;
  for (const c of n.hands[side]) if (isScoring(c)) scoring++;
  return scoring === 0 || scoring <= cardPlaysLeft(n, side);
}

const DETERMINIZE_TRIES = 48;

const ascending = (a: number, b: number): number => a - b;

/**
 * One sample. Every pool of unseen cards is sorted before it is shuffled, so the result depends only
 * on what `side` sees and on the seed, not on the hidden order or place of the cards.
 */
function sample(s: State, side: Side, seed: number, refs: readonly number[]): State {
  const n = forkState(s);
  n.rng = seedState(seed);
  n.fx = { dice: 0, deck: 0, power: 0 };
  // The log as `side` sees it (the opponent's private parts redacted).
  n.log = s.log.map((e) => redact(e, side));
  const opp = other(side);
  {
    const known = n.known[side];
    const oppHand = n.hands[opp];
    const kept = (c: number) => known.includes(c) || refs.includes(c);
    const keep = oppHand.filter(kept).sort(ascending);
    const pool = oppHand
      .filter((c) => !kept(c))
      .concat(n.deck, n.aside[opp])
      .sort(ascending);
    shuffle(n, pool);
    const handCount = oppHand.length - keep.length;
    n.hands[opp] = keep.concat(pool.slice(0, handCount));
    n.aside[opp] = pool.slice(handCount, handCount + n.aside[opp].length);
    n.deck = pool.slice(handCount + n.aside[opp].length);
  }
  if (n.ps) {
    {
      // Cards shown by Securitate stay where they are.
      const ph = n.ps.hands[opp];
      const pknown = n.ps.known[side];
      const pkeep = ph.filter((c) => pknown.includes(c)).sort(ascending);
      const ppool = ph
        .filter((c) => !pknown.includes(c))
        .concat(n.ps.deck)
        .sort(ascending);
      shuffle(n, ppool);
      const pcount = ph.length - pkeep.length;
      n.ps.hands[opp] = pkeep.concat(ppool.slice(0, pcount));
      n.ps.deck = ppool.slice(pcount);
    }
  }
  // A bid not yet revealed (13.0) is re-sampled too.
  if (n.bids?.[opp] && !n.bids[side])
    n.bids[opp] = { side: randomInt(n, 2) ? "com" : "dem", sps: randomInt(n, 4) };
  const { fixture: _fixture, ...options } = n.options;
  (n as { options: Options }).options = options;
  return n;
}

/** The pending decision of a sample, computed on a copy; undefined if the sample is not settled. */
function trySettled(n: State): Pending | null | undefined {
  if (n.result) return null;
  const c = forkState(n);
  const f = top(c);
  if (!f) return undefined;
  try {
    return handlerOf(f.k).run(c, f) ?? undefined;
  } catch {
    return undefined;
  }
}

function signature(p: Pending | null, side: Side): string {
  if (!p) return "none";
  const head = `${p.player}|${p.kind}|${p.prompt}|${p.card ?? ""}|${p.ops ?? ""}|${p.country ?? ""}`;
  return p.player === side ? `${head}|${p.actions.map(actionKey).join(",")}` : head;
}

/**
 * Cards of the opponent's hand that his pending decision holds on to (e.g. the cards he drew and
 * must sort, or the cards an event offered him): the step stores them, so a sample keeps them in
 * his hand. A decision worked out from his hand as it is (discard a card, choose a card to show)
 * holds none: it is worked out again from the sampled hand. The stack is the same in every sample,
 * so these do not depend on the hidden hand beyond what the stack already names.
 */
function pendingCardRefs(s: State, p: Pending | null, side: Side): number[] {
  if (!p || p.player === side || p.kind === "actionRound") return [];
  const hand = s.hands[other(side)];
  const stored = new Set<number>();
  const f = top(s) as unknown as Record<string, unknown> | undefined;
  if (f)
    for (const k of Object.keys(f)) {
      const v = f[k];
      if (typeof v === "number") stored.add(v);
      else if (Array.isArray(v)) for (const x of v) if (typeof x === "number") stored.add(x);
    }
  const out: number[] = [];
  for (const a of p.actions)
    if (a.t === "card" && hand.includes(a.card) && stored.has(a.card)) out.push(a.card);
  return out;
}
