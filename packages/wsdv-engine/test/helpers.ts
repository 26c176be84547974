// Test helpers: build positions quickly. States are plain JSON; the decision cache is per object, so
// every helper that changes a position works on a fresh clone and returns it.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type Action,
  actionKey,
  apply,
  type CardId,
  cityId,
  cloneState,
  DECADE_CARDS,
  type Decision,
  decision,
  newGame,
  type Options,
  PROVINCE,
  type ProvinceId,
  provinceId,
  type RulesVersion,
  type State,
} from "@dawn/wsdv-engine";

// ---- Rules versions ------------------------------------------------------------------------------

/** Both rule versions, for rules they share. */
export const RULES_VERSIONS: readonly RulesVersion[] = ["2014", "2016"];
let current: RulesVersion = "2016";

/** The rules version of the test now running (its positions and games use it unless told otherwise). */
export const rulesNow = (): RulesVersion => current;

/**
 * A test of a rule both versions share: registered once per version ("name [2014]", "name [2016]"),
 * every position, game and card event built by the helpers inside it taking that version.
 */
export function rulesTest(name: string, fn: () => void): void {
  for (const r of RULES_VERSIONS) {
    test(`${name} [${r}]`, () => {
      const before = current;
      current = r;
      try {
        fn();
      } finally {
        current = before;
      }
    });
  }
}

export { cityId, PROVINCE, provinceId };

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

export const play = (s: State, card: CardId, use: "unrest" | "build" | "ls" | "event") =>
  act(s, { t: "play", card, use });
export const prov = (s: State, p: ProvinceId) => act(s, { t: "province", province: p });
export const city = (s: State, name: string) => act(s, { t: "city", city: cityId(name) });
export const option = (s: State, o: string) => act(s, { t: "option", option: o });

/** Province ids offered by the pending decision. */
export function provinces(s: State): ProvinceId[] {
  return dec(s)
    .actions.filter((a) => a.t === "province")
    .map((a) => (a as { province: ProvinceId }).province);
}

/** Applies the first legal action until the decision is of kind `kind`. */
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
 * A fixture deck order for a decade: the given cards first (in draw order), then the rest of the decade
 * in number order. In decade I the first 2 go to West, the next 2 to East, the next 7 to the row.
 */
export function deckOrder(decade: number, first: readonly CardId[]): CardId[] {
  const rest = DECADE_CARDS[decade]!.filter((c) => !first.includes(c));
  return [...first, ...rest];
}

/** A new game whose decade I deck starts with `first` (West's 2 cards, East's 2, then the row). */
export function gameWith(first: readonly CardId[], options: Options = {}, seed = 1): State {
  return newGame(seed, { rules: current, ...options, fixture: { decks: [deckOrder(1, first)] } });
}

/**
 * Puts a card into the row and makes it `side`'s turn decision (a test position: the state is edited,
 * then settled by taking a fresh game's path). Only for positions where the turn decision is pending.
 */
export function withRowCard(s: State, c: CardId): State {
  return edit(s, (n) => {
    for (const h of [n.hands.west, n.hands.east]) {
      const i = h.indexOf(c);
      if (i >= 0) h.splice(i, 1);
    }
    const d = n.deck.indexOf(c);
    if (d >= 0) n.deck.splice(d, 1);
    if (!n.row.includes(c)) n.row.push(c);
  });
}

/** Empties the board of pieces, unrest and living standards (a clean test position). */
export function clearBoard(s: State): State {
  return edit(s, (n) => {
    n.unrest.fill(0);
    n.ls.fill(0);
    n.sectors.fill(0);
    n.factory.fill(0);
    n.infra.fill(0);
    n.mirrors = [];
  });
}

export const sorted = (a: readonly number[]) => a.slice().sort((x, y) => x - y);

// ---- Positions built directly (white-box: the procedure stack is set, then settled) ----------------

import { other } from "@dawn/wsdv-engine";
import type { Frame } from "../src/frames.ts";
import { settle } from "../src/machine.ts";

export interface PositionOptions {
  readonly rules?: "2014" | "2016";
  readonly decade?: number;
  readonly half?: number;
  /** Start from an empty board (no pieces, no unrest). */
  readonly clear?: boolean;
  readonly seed?: number;
}

/** A state with the board edited by `fn` and the procedure stack replaced, settled to its first decision. */
export function position(stack: Frame[], fn: (n: State) => void = () => {}, o: PositionOptions = {}): State {
  let base = newGame(o.seed ?? 1, { rules: o.rules ?? current });
  if (o.clear) base = clearBoard(base);
  const n = cloneState(base);
  n.decade = o.decade ?? 1;
  n.half = o.half ?? 1;
  n.log = [];
  fn(n);
  n.stack = stack;
  settle(n);
  return n;
}

/**
 * `side`'s turn in a half with `card` in the row (and one more card, so the half goes on). The board
 * is edited by `fn`.
 */
export function turnWith(
  side: "west" | "east",
  card: CardId,
  fn: (n: State) => void = () => {},
  o: PositionOptions = {},
): State {
  return position(
    [
      { k: "flow", stage: 2 },
      { k: "half", next: other(side) },
      { k: "turn", side, stage: 0, card: 0 },
    ],
    (n) => {
      n.active = side;
      for (const h of [n.hands.west, n.hands.east]) {
        const i = h.indexOf(card);
        if (i >= 0) h.splice(i, 1);
      }
      const filler = n.deck.find((c) => c !== card)!;
      if (card > 80) {
        // A special card lies above the row.
        n.special = card;
        n.row = [filler];
      } else n.row = [card, filler];
      n.deck = n.deck.filter((c) => c !== card && c !== filler);
      fn(n);
    },
    o,
  );
}

/** Plays `card` for its event and resolves every decision with `choose` (default: the first action). */
export function trigger(
  s: State,
  card: CardId,
  choose: (d: Decision, s: State) => Action | undefined = () => undefined,
): State {
  const side = dec(s).player;
  s = play(s, card, "event");
  for (let i = 0; i < 200; i++) {
    const d = decision(s);
    if (!d || (d.kind === "turn" && d.player !== side)) return s;
    if (d.kind === "turn") return s;
    s = apply(s, choose(d, s) ?? d.actions[0]!);
  }
  throw new Error("event did not end");
}

/**
 * A scripted chooser: for each decision kind, a queue of wanted actions (matched by fields); decisions
 * with nothing queued take the first action.
 */
export function script(plan: Partial<Record<string, Partial<Record<string, unknown>>[]>>) {
  const queues = new Map(Object.entries(plan).map(([k, v]) => [k, [...(v ?? [])]]));
  return (d: Decision): Action | undefined => {
    const q = queues.get(d.kind);
    if (!q || q.length === 0) return undefined;
    const want = q.shift()!;
    const a = d.actions.find((x) => matches(x, want));
    if (!a) throw new Error(`No ${JSON.stringify(want)} in ${d.kind}: ${d.actions.map(actionKey).join(" ")}`);
    return a;
  };
}

/** Total unrest of a side. */
export function unrestOf(s: State, side: "west" | "east"): number {
  let n = 0;
  for (let p = side === "west" ? 0 : 8; p < (side === "west" ? 8 : 14); p++) n += s.unrest[p]!;
  return n;
}
