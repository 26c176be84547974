// All chance comes from here: a seeded generator kept in the state (mulberry32), or the fixture's
// fixed dice and deck orders when a record supplies them.
import type { State } from "./state.ts";

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

/** Rolls a six-sided die: the next fixture die if any is left, else the generator. */
export function rollDie(s: State): number {
  s.secret++;
  const dice = s.options.fixture?.dice;
  if (dice && s.fx.dice < dice.length) {
    const d = dice[s.fx.dice++]!;
    if (!(d >= 1 && d <= 6 && Number.isInteger(d))) throw new Error(`Fixture die ${d} is not 1-6`);
    return d;
  }
  return randomInt(s, 6) + 1;
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
    throw new Error(
      `Fixture ${what} order [${fixed.join(",")}] is not the set of cards shuffled [${have.join(",")}]`,
    );
  }
  // Decks are drawn from the end: store the draw order reversed.
  for (let i = 0; i < fixed.length; i++) cards[i] = fixed[fixed.length - 1 - i]!;
  return true;
}

/** Shuffles a strategy deck (4.3, 4.4), honouring the fixture's next deck order. */
export function shuffleStrategyDeck(s: State, cards: number[]): void {
  s.secret++;
  const decks = s.options.fixture?.decks;
  if (decks && s.fx.deck < decks.length) {
    takeFixed(cards, decks[s.fx.deck++], "strategy deck");
    return;
  }
  shuffle(s, cards);
}

/** Shuffles the Power Struggle deck (8.1.1), honouring the fixture's next order. */
export function shufflePowerDeck(s: State, cards: number[]): void {
  s.secret++;
  const decks = s.options.fixture?.powerDecks;
  if (decks && s.fx.power < decks.length) {
    takeFixed(cards, decks[s.fx.power++], "Power Struggle deck");
    return;
  }
  shuffle(s, cards);
}
