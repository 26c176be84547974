// States of random games for the table's and the caches' tests.
import { applyInPlace, newGame, playRandomGame, type State } from "@dawn/engine";

/**
 * Each state of the random games of these seeds (standard scenario), before every action and, with
 * `final`, the end too: one state per game, changed in place from one step to the next.
 */
export function* randomGameStates(seeds: readonly number[], final = false): Generator<State> {
  for (const seed of seeds) {
    const g = playRandomGame(seed);
    const s = newGame(seed, { scenario: "standard" });
    for (const a of g.actions) {
      yield s;
      applyInPlace(s, a);
    }
    if (final) yield s;
  }
}
