// The one door: new game -> decision (legal actions) -> apply -> next decision.
import { actionKey, sameAction } from "./actions.ts";
import { endGame, log } from "./board.ts";
import { card, other } from "./data/index.ts";
import { handlerOf, type Pending, settle, top } from "./machine.ts";
import { randomInt, seedState } from "./rng.ts";
import { cloneState, copyStateInto, type State } from "./state.ts";
import type { Action, CardId, Decision, Options, Result, Side } from "./types.ts";
import "./rules/index.ts";
import "./cards/index.ts";
import { initialState } from "./rules/flow.ts";

export class IllegalAction extends Error {
  override readonly name = "IllegalAction";
}

const pendingCache = new WeakMap<State, Pending | null>();

function pending(s: State): Pending | null {
  let p = pendingCache.get(s);
  if (p === undefined) {
    if (s.result) p = null;
    else {
      const f = top(s);
      p = f ? (handlerOf(f.k).run(s, f) ?? null) : null;
      if (p === null && !s.result) throw new Error("State is not settled: no decision pending");
    }
    pendingCache.set(s, p);
  }
  return p;
}

/** Starts a game: set-up is done up to the first decision. Bad options throw an Error. */
export function newGame(seed: number, options: Options = {}): State {
  const s = initialState(seed, options);
  pendingCache.set(s, settle(s));
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

function isAction(a: unknown): a is Action {
  return !!a && typeof a === "object" && typeof (a as { t?: unknown }).t === "string";
}

/** Finds the legal action equal to `a`, or throws IllegalAction. */
function matchLegal(s: State, a: unknown): { p: Pending; legal: Action } {
  const p = pending(s);
  if (!p) throw new IllegalAction("The game is over");
  if (!isAction(a)) throw new IllegalAction(`Not an action: ${JSON.stringify(a)}`);
  const acts = p.actions;
  for (let i = 0; i < acts.length; i++) if (acts[i] === a) return { p, legal: a };
  for (let i = 0; i < acts.length; i++) {
    const l = acts[i]!;
    try {
      if (sameAction(l, a)) return { p, legal: l };
    } catch {
      // malformed fields: not this one
    }
  }
  let key: string;
  try {
    key = actionKey(a);
  } catch {
    key = JSON.stringify(a);
  }
  throw new IllegalAction(`Illegal action ${key} for decision ${p.kind} (${p.prompt})`);
}

/**
 * Applies a legal action to the state itself (fast path for simulations). Throws IllegalAction,
 * leaving the state untouched, if the action is not legal.
 */
export function applyInPlace(s: State, a: Action): void {
  const { p, legal } = matchLegal(s, a);
  const secret = s.secret;
  if (s.undoSide !== p.player) {
    s.undoSide = p.player;
    s.undoFrom = s.seq;
  }
  const f = top(s)!;
  const h = handlerOf(f.k);
  if (!h.act) throw new Error(`Step ${f.k} has no act`);
  h.act(s, f, legal);
  s.seq++;
  pendingCache.set(s, settle(s));
  // Undo stops at anything drawn or revealed.
  if (s.secret !== secret) s.undoFrom = s.seq;
}

/** Applies a legal action and returns the next state; the given state is never changed. */
export function apply(s: State, a: Action): State {
  const { p } = matchLegal(s, a);
  const n = cloneState(s);
  pendingCache.set(n, p);
  applyInPlace(n, a);
  return n;
}

/**
 * Can `side` take back his last action? Only his own steps while the decision is still his, and
 * never past a card drawn or revealed.
 */
export function canUndo(s: State, side: Side): boolean {
  if (s.result || s.undoSide !== side || s.seq <= s.undoFrom) return false;
  return pending(s)?.player === side;
}

/** Resignation: the other side wins. */
export function resign(s: State, side: Side): State {
  if (s.result) throw new IllegalAction("The game is over");
  if (side !== "west" && side !== "east") throw new IllegalAction(`No such side: ${JSON.stringify(side)}`);
  const n = cloneState(s);
  log(n, { e: "resign", side });
  endGame(n, other(side), "resignation");
  pendingCache.set(n, null);
  return n;
}

export { cloneState };

/**
 * Makes `d` (a state of one's own, made by cloneState or apply) a copy of `s` again, in place, with
 * `s`'s pending decision: for trying each action of a decision on one scratch state.
 */
export function resetState(d: State, s: State): void {
  copyStateInto(d, s);
  const p = pendingCache.get(s);
  if (p === undefined) pendingCache.delete(d);
  else pendingCache.set(d, p);
}

/** As many cards of each decade as `slots` holds, drawn from the shuffled pools, decade by decade. */
function redeal(pools: CardId[][], slots: readonly CardId[]): CardId[] {
  const decades = slots.map((c) => card(c).decade).sort((x, y) => x - y);
  return decades.map((d) => pools[d]!.pop()!);
}

/**
 * A state consistent with everything `side` has seen, every card whose place he does not know
 * re-dealt at random (by decade: a card only goes where a card of its decade was), and a fresh
 * generator. It depends only on view(s, side) and the seed.
 */
export function determinize(s: State, side: Side, seed: number): State {
  const n = cloneState(s);
  n.rng = seedState(seed);
  (n as { options: Options }).options = { rules: s.options.rules ?? "2016" };
  n.fx = 0;
  // The log keeps what `side` reads and what every observer reads (the public versions of entries
  // `side` read in detail): the views of `side` and of observers stay as they were, and nothing
  // private to the other side is kept.
  n.log = s.log.filter((e) => e.only === undefined || e.only === side || e.only === "observer");
  const opp = other(side);
  const known = new Set<CardId>(s.known[side]);
  const keepTop = side === "east" ? Math.min(s.eastKnowsTop, s.deck.length) : 0;
  // The unknown cards, and the slots they fill, by decade (both sorted, so nothing hidden leaks in).
  const pools: CardId[][] = [[], [], [], [], []];
  const unknownHand: CardId[] = [];
  const knownHand: CardId[] = [];
  for (const c of s.hands[opp]) (known.has(c) ? knownHand : unknownHand).push(c);
  const deckSlots = s.deck.length - keepTop;
  const removedHidden = side === "west";
  for (const c of unknownHand) pools[card(c).decade]!.push(c);
  for (let i = 0; i < deckSlots; i++) pools[card(s.deck[i]!).decade]!.push(s.deck[i]!);
  for (const c of s.buried) pools[card(c).decade]!.push(c);
  if (removedHidden) for (const c of s.removed) pools[card(c).decade]!.push(c);
  for (const pool of pools) {
    pool.sort((x, y) => x - y);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = randomInt(n, i + 1);
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
  }
  n.hands[opp] = knownHand.concat(redeal(pools, unknownHand)).sort((x, y) => x - y);
  const deck = redeal(pools, s.deck.slice(0, deckSlots));
  for (let i = deckSlots; i < s.deck.length; i++) deck.push(s.deck[i]!);
  n.deck = deck;
  n.buried = redeal(pools, s.buried);
  if (removedHidden) n.removed = redeal(pools, s.removed);
  pendingCache.set(n, n.result ? null : settle(n));
  return n;
}
