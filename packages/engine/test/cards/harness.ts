// Test harness for card events: put a side at the start of an Action Round with chosen cards
// and SPs, play a card, and answer the decisions that follow.
import assert from "node:assert/strict";
import {
  type Action,
  actionKey,
  apply,
  cloneState,
  decision,
  newGame,
  type Options,
  type Side,
  type State,
  spaceId,
} from "../../src/index.ts";

/** A game after set-up (first legal placements), at the Communist's first Action Round. */
export function afterSetup(seed = 1, options: Options = { scenario: "standard" }): State {
  let s = newGame(seed, options);
  for (let i = 0; i < 100; i++) {
    const d = decision(s)!;
    if (d.kind === "actionRound") return s;
    s = apply(s, d.actions[0]!);
  }
  throw new Error("set-up did not end");
}

/**
 * A fresh copy of `base` where `side` is about to play, holding exactly `hand`, with SPs set as
 * given ({ "Gdansk": [com, dem] }); every other space keeps its SPs unless `clear` is set.
 */
export function position(
  o: {
    side?: Side;
    hand?: number[];
    otherHand?: number[];
    sp?: Record<string, [number, number]>;
    clear?: boolean;
    turn?: number;
    base?: State;
    mutate?: (s: State) => void;
  } = {},
): State {
  const s = cloneState(o.base ?? BASE);
  const side = o.side ?? "com";
  if (o.clear) {
    s.sp.com.fill(0);
    s.sp.dem.fill(0);
  }
  for (const [name, [c, d]] of Object.entries(o.sp ?? {})) {
    const id = spaceId(name);
    s.sp.com[id] = c;
    s.sp.dem[id] = d;
  }
  const opp: Side = side === "com" ? "dem" : "com";
  const mine = o.hand ?? [];
  const theirs = o.otherHand ?? [];
  const take = new Set([...mine, ...theirs]);
  const all = [...s.hands.com, ...s.hands.dem, ...s.deck, ...s.discard, ...s.removed];
  s.deck = all.filter((c) => !take.has(c) && c >= 1);
  s.hands.com = [];
  s.hands.dem = [];
  s.discard = [];
  s.removed = [];
  s.hands[side] = mine.slice();
  s.hands[opp] = theirs.slice();
  if (o.turn !== undefined) s.turn = o.turn;
  // Make `side` the phasing player of this Action Round.
  const top = s.stack[s.stack.length - 1] as { k: string; side: Side };
  const below = s.stack[s.stack.length - 2] as { k: string; side: Side };
  assert.equal(top.k, "actionRound");
  const rounds = s.stack[s.stack.length - 3] as { k: string; i: number };
  assert.equal(rounds.k, "rounds");
  top.side = side;
  below.side = side;
  rounds.i = side === "com" ? 1 : 2;
  s.round = 1;
  s.phasing = side;
  o.mutate?.(s);
  return s;
}

const BASE = afterSetup();

/** Applies the first legal action whose key (see actionKey) equals `key`, e.g. "space:12". */
export function act(s: State, key: string): State {
  const d = decision(s);
  assert.ok(d, "game over");
  const a = d.actions.find((x) => actionKey(x) === key);
  assert.ok(a, `no legal action ${key} in ${d.kind}: ${d.actions.map(actionKey).join(" ")}`);
  return apply(s, a);
}

/** Plays `card` as `as`. */
export function play(s: State, card: number, as: "event" | "ops" | "tst" = "event"): State {
  return act(s, `play:${card}:${as}`);
}

export const sp = (s: State, name: string): [number, number] => {
  const id = spaceId(name);
  return [s.sp.com[id]!, s.sp.dem[id]!];
};

export const keys = (s: State): string[] => (decision(s)?.actions ?? []).map((a: Action) => actionKey(a));
export const space = (name: string): string => `space:${spaceId(name)}`;
/** Answers every decision with its first legal action until `stop` holds (or the game ends). */
export function until(s: State, stop: (s: State) => boolean, max = 1000): State {
  for (let i = 0; i < max; i++) {
    if (stop(s)) return s;
    const d = decision(s);
    if (!d) return s;
    s = act(s, actionKey(d.actions[0]!));
  }
  throw new Error("until: too many steps");
}

export const kind = (s: State): string | undefined => decision(s)?.kind;
export const player = (s: State): Side | undefined => decision(s)?.player;
export const inEffect = (s: State, card: number): boolean => s.lasting.some((l) => l.card === card);
export { decision };

/**
 * Spends a card's Operations with as little effect as the rules allow: Support Checks, the first
 * made against the first target offered (6.0: Operations are not a discard), the second declined.
 */
export function spendOps(s: State): State {
  s = act(s, "option:check");
  if (kind(s) === "supportCheck" && !keys(s).includes("option:done")) {
    const target = keys(s).find((k) => k.startsWith("space:"));
    if (target) s = act(s, target);
  }
  if (kind(s) === "supportCheck" && keys(s).includes("option:done")) s = act(s, "option:done");
  return s;
}
