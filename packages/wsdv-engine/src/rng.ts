// All chance comes from here: a seeded generator kept in the state (mulberry32), or the fixture's
// fixed deck orders when a record supplies them. The game has no dice: only shuffles.
import type { CardId } from "./data/index.ts";
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

/** Fisher-Yates shuffle in place, from the generator. */
export function shuffle<T>(s: State, a: T[]): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

/**
 * Shuffles a decade's deck (3.1), or lays it out in the fixture's next order. Decks are drawn from the
 * end, so the draw order is stored reversed.
 */
export function shuffleDeck(s: State, cards: CardId[]): void {
  s.secret++;
  const decks = s.options.fixture?.decks;
  if (decks && s.fx < decks.length) {
    const fixed = decks[s.fx++]!;
    const want = [...fixed].sort((x, y) => x - y);
    const have = [...cards].sort((x, y) => x - y);
    if (want.length !== have.length || want.some((c, i) => c !== have[i]))
      throw new Error(
        `Fixture deck [${fixed.join(",")}] is not the set of cards shuffled [${have.join(",")}]`,
      );
    for (let i = 0; i < fixed.length; i++) cards[i] = fixed[fixed.length - 1 - i]!;
    return;
  }
  shuffle(s, cards);
}
