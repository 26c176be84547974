// All chance comes from here: a seeded generator kept in the state (mulberry32), or the fixture's
// fixed dice and deck orders when a record supplies them.
import type { State } from "./state.ts";
import type { DiePurpose, FixedDie } from "./types.ts";

/** A fixture that cannot be followed (strict mode, wrong purpose, wrong deck). */
export class FixtureError extends Error {
  override readonly name = "FixtureError";
}

/** Advances the generator in the state and returns a float in [0, 1). */
export function random(s: State): number {
  const a = (s.rng + 0x6d2b79f5) | 0;
  s.rng = a >>> 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A uniform integer in [0, n). */
export function randomInt(s: State, n: number): number {
  return Math.floor(random(s) * n);
}

/** Normalises any number to a generator state. */
export function seedState(seed: number): number {
  let h = (seed | 0) ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Rolls a six-sided die for `purpose`: the next fixture die if any is left, else the generator. A
 * fixture die tagged with another purpose is an error; in a strict fixture, so is running out.
 */
export function rollDie(s: State, purpose: DiePurpose): number {
  s.secret++;
  const fx = s.options.fixture;
  if (fx) {
    const dice = fx.dice;
    if (dice && s.fx.dice < dice.length) {
      const entry = dice[s.fx.dice++]!;
      const d = typeof entry === "number" ? entry : entry.die;
      if (!(d >= 1 && d <= 6 && Number.isInteger(d))) throw new FixtureError(`Fixture die ${d} is not 1-6`);
      if (typeof entry !== "number" && entry.for !== purpose) {
        throw new FixtureError(
          `Fixture die ${s.fx.dice - 1} (${d}) is for ${entry.for}, but the game rolls for ${purpose}`,
        );
      }
      return d;
    }
    if (fx.strict)
      throw new FixtureError(`Strict fixture: no die left for a ${purpose} roll (${dice?.length ?? 0} used)`);
  }
  return randomInt(s, 6) + 1;
}

/** A fixture die: a number, or a number tagged with what it must be rolled for. */
export function fixedDie(die: number, purpose: DiePurpose): FixedDie {
  return { die, for: purpose };
}

/** Fisher-Yates shuffle in place, from the generator. */
export function shuffle(s: State, a: number[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

function takeFixed(cards: number[], fixed: readonly number[] | undefined, what: string): boolean {
  if (!fixed) return false;
  const want = [...fixed].sort((x, y) => x - y);
  const have = [...cards].sort((x, y) => x - y);
  if (want.length !== have.length || want.some((c, i) => c !== have[i])) {
    throw new FixtureError(
      `Fixture ${what} order [${fixed.join(",")}] is not the set of cards shuffled [${have.join(",")}]`,
    );
  }
  // Decks are drawn from the end: store the draw order reversed.
  for (let i = 0; i < fixed.length; i++) cards[i] = fixed[fixed.length - 1 - i]!;
  return true;
}

/**
 * Takes the fixture's next deck order from `lists` (at position `s.fx[at]`) into `cards`; false when
 * there is none (an error in a strict fixture).
 */
function fixedOrder(
  s: State,
  cards: number[],
  lists: readonly (readonly number[])[] | undefined,
  at: "deck" | "power",
  what: string,
): boolean {
  if (lists && s.fx[at] < lists.length) return takeFixed(cards, lists[s.fx[at]++], what);
  if (s.options.fixture?.strict)
    throw new FixtureError(`Strict fixture: no ${what} order left (${lists?.length ?? 0} used)`);
  return false;
}

/** Shuffles a strategy deck (4.3, 4.4), honouring the fixture's next deck order. */
export function shuffleStrategyDeck(s: State, cards: number[]): void {
  s.secret++;
  const fx = s.options.fixture;
  if (fx && fixedOrder(s, cards, fx.decks, "deck", "strategy deck")) return;
  shuffle(s, cards);
}

/** Shuffles the Power Struggle deck (8.1.1), honouring the fixture's next order. */
export function shufflePowerDeck(s: State, cards: number[]): void {
  s.secret++;
  const fx = s.options.fixture;
  if (fx && fixedOrder(s, cards, fx.powerDecks, "power", "Power Struggle deck")) return;
  shuffle(s, cards);
}

/** What is left of the fixture: dice, strategy deck orders and Power Struggle deck orders not used yet. */
export function fixtureLeft(s: State): { dice: number; decks: number; powerDecks: number } {
  const fx = s.options.fixture;
  return {
    dice: Math.max(0, (fx?.dice?.length ?? 0) - s.fx.dice),
    decks: Math.max(0, (fx?.decks?.length ?? 0) - s.fx.deck),
    powerDecks: Math.max(0, (fx?.powerDecks?.length ?? 0) - s.fx.power),
  };
}

/** Throws FixtureError if fixed dice (or deck orders) were left unused. */
export function assertFixtureUsed(s: State): void {
  const left = fixtureLeft(s);
  if (left.dice + left.decks + left.powerDecks > 0) {
    throw new FixtureError(
      `Fixture not used up: ${left.dice} dice, ${left.decks} strategy deck orders, ${left.powerDecks} Power Struggle deck orders left`,
    );
  }
}
