// Test helpers: build positions quickly. States are plain JSON; the decision cache is per object, so
// every helper that changes a position works on a fresh clone and returns it.
import assert from "node:assert/strict";
import {
  type Action,
  actionKey,
  apply,
  COUNTRY_SPACES,
  cloneState,
  type Decision,
  decision,
  type Fixture,
  type LogEntryOf,
  type LogType,
  logText,
  newGame,
  type Options,
  type PlayAs,
  type Side,
  SPACES,
  type State,
  spaceId,
} from "@dawn/engine";

export { spaceId };

/** A copy of `s` changed by `fn` (never mutate a state whose decision was asked). */
export function edit(s: State, fn: (n: State) => void): State {
  const n = cloneState(s);
  fn(n);
  return n;
}

/** The pending decision, which must exist. */
export function dec(s: State): Decision {
  const d = decision(s);
  assert.ok(d, "a decision should be pending");
  return d;
}

function matches(a: Action, want: Partial<Record<string, unknown>>): boolean {
  const rec = a as unknown as Record<string, unknown>;
  for (const k of Object.keys(want)) if (rec[k] !== want[k]) return false;
  return true;
}

/** Is there a legal action matching these fields? */
export function has(s: State, want: Partial<Record<string, unknown>>): boolean {
  return dec(s).actions.some((a) => matches(a, want));
}

/** Applies the legal action matching these fields (throws with the legal list if none does). */
export function act(s: State, want: Partial<Record<string, unknown>>): State {
  const d = dec(s);
  const a = d.actions.find((x) => matches(x, want));
  if (!a) {
    throw new Error(
      `No legal action like ${JSON.stringify(want)} in ${d.kind} (${d.player}): ${d.actions.map(actionKey).join(" ")}`,
    );
  }
  return apply(s, a);
}

export const place = (s: State, name: string) => act(s, { t: "space", space: spaceId(name) });
export const option = (s: State, o: string) => act(s, { t: "option", option: o });
export const playAs = (s: State, card: number, as: PlayAs) => act(s, { t: "play", card, as });

/** Applies actions until the decision is of kind `kind` (choosing by `pick`, default: first action). */
export function until(s: State, kind: string, pick: (d: Decision) => Action = (d) => d.actions[0]!): State {
  for (let i = 0; i < 10_000; i++) {
    const d = decision(s);
    if (!d) throw new Error(`game ended before a ${kind} decision`);
    if (d.kind === kind) return s;
    s = apply(s, pick(d));
  }
  throw new Error(`no ${kind} decision reached`);
}

/**
 * A game through set-up, at the Communist's first Action Round. `placements` names the spaces of
 * the set-up (and bid) placements in order; missing ones take the first legal space.
 */
export function setupGame(options: Partial<Options> = {}, placements: string[] = [], seed = 1): State {
  let s = newGame(seed, { scenario: "standard", ...options });
  let i = 0;
  for (;;) {
    const d = dec(s);
    if (d.kind === "actionRound") return s;
    if (d.kind === "setupPlace") {
      const name = placements[i++];
      s = name ? place(s, name) : apply(s, d.actions[0]!);
    } else if (d.kind === "bid") {
      throw new Error("setupGame: resolve bids first");
    } else s = apply(s, d.actions[0]!);
  }
}

/** Replaces the fixture's dice (and only them): the next rolls are `dice`. */
export function withDice(s: State, dice: number[], extra: Omit<Fixture, "dice"> = {}): State {
  return edit(s, (n) => {
    (n as { options: Options }).options = { ...n.options, fixture: { ...extra, dice } };
    n.fx = { dice: 0, deck: 0, power: 0 };
  });
}

/** Removes every SP from the map. */
export function clearBoard(s: State): State {
  return edit(s, (n) => {
    n.sp.com.fill(0);
    n.sp.dem.fill(0);
  });
}

/** Sets SPs by space name: { Dresden: [com, dem] }. */
export function setSP(s: State, sps: Record<string, readonly [number, number]>): State {
  return edit(s, (n) => {
    for (const [name, [c, d]] of Object.entries(sps)) {
      const id = spaceId(name);
      n.sp.com[id] = c;
      n.sp.dem[id] = d;
    }
  });
}

export function sp(s: State, name: string): [number, number] {
  const id = spaceId(name);
  return [s.sp.com[id]!, s.sp.dem[id]!];
}

/** Takes a card from wherever it lies (deck, discard, removed, hands) and puts it in a hand. */
export function giveCard(s: State, side: Side, ...cards: number[]): State {
  return edit(s, (n) => {
    for (const c of cards) {
      for (const pile of [n.deck, n.discard, n.removed, n.hands.com, n.hands.dem]) {
        const i = pile.indexOf(c);
        if (i >= 0) pile.splice(i, 1);
      }
      n.hands[side].push(c);
    }
  });
}

/** Sets a side's hand exactly (the other cards go back to the deck). */
export function setHand(s: State, side: Side, cards: number[]): State {
  return edit(s, (n) => {
    n.deck.push(...n.hands[side]);
    n.hands[side] = [];
    for (const c of cards) {
      for (const pile of [n.deck, n.discard, n.removed, n.hands.com, n.hands.dem]) {
        const i = pile.indexOf(c);
        if (i >= 0) pile.splice(i, 1);
      }
      n.hands[side].push(c);
    }
  });
}

/** Makes `side` the phasing player of the pending Action Round (rewrites the two top frames). */
export function asPhasing(s: State, side: Side): State {
  return edit(s, (n) => {
    const st = n.stack;
    const top = st[st.length - 1] as { k: string };
    const below = st[st.length - 2] as { k: string };
    assert.equal(top.k, "actionRound");
    assert.equal(below.k, "endRound");
    st[st.length - 1] = { k: "actionRound", side } as unknown as (typeof st)[number];
    st[st.length - 2] = { k: "endRound", side, done: false } as unknown as (typeof st)[number];
    const rounds = st[st.length - 3] as unknown as { k: string; i: number };
    assert.equal(rounds.k, "rounds");
    // The next Action Round is the other side's.
    rounds.i = side === "com" ? 2 * n.round - 1 : 2 * n.round;
    n.phasing = side;
  });
}

/** Ids of a country's spaces by name. */
export function countryNames(country: keyof typeof COUNTRY_SPACES): string[] {
  return COUNTRY_SPACES[country].map((i) => SPACES[i]!.name);
}

/** The 52 Power Struggle ids with `first` drawn first (in that order), the rest after. */
export function powerDeck(first: number[]): number[] {
  const rest: number[] = [];
  for (let i = 1; i <= 52; i++) if (!first.includes(i)) rest.push(i);
  return [...first, ...rest];
}

/** Last log lines as text. */
export function logLines(s: State, n = 10): string {
  return s.log
    .slice(-n)
    .map((e) => logText(e))
    .join("\n");
}

/** The log entries of one type, in order. */
export function entries<T extends LogType>(s: State, t: T): LogEntryOf<T>[] {
  return s.log.filter((e): e is LogEntryOf<T> => e.t === t);
}

/** The last log entry of one type (which must exist). */
export function lastEntry<T extends LogType>(s: State, t: T): LogEntryOf<T> {
  const all = entries(s, t);
  assert.ok(all.length > 0, `a ${t} entry should be in the log`);
  return all[all.length - 1]!;
}

/** The sum of a die roll's modifiers other than the Ops value. */
export function otherMods(r: { readonly mods: readonly { why: string; value: number }[] }): number {
  let n = 0;
  for (const m of r.mods) if (m.why !== "ops") n += m.value;
  return n;
}

// Card numbers used by tests: own-side cards played for Ops trigger no event.
export const CARD = {
  com1: 9, // The Wall, 1 Op, Communist
  com2: 11, // Dissident Arrested, 2 Ops, Communist
  com3: 6, // Brought in for Questioning, 3 Ops, Communist
  com4: 20, // Deutsche Marks, 4 Ops, Communist
  dem1: 4, // Michnik, 1 Op, Democrat
  dem2: 31, // Intelligentsia, 2 Ops, Democrat
  dem3: 17, // Roundtable Talks, 3 Ops, Democrat
  dem4: 2, // Solidarity Legalized, 4 Ops, Democrat
  neutral4: 8, // Prudence, 4 Ops, neutral
  polandScoring: 22,
  hungaryScoring: 23,
} as const;
