// Positions for the search benches: states of heuristic-against-heuristic games of a title, taken
// where `keep` says (the decision, its index in the game), from the games seeded `seed`, `seed` + 1, ...
import { botContext, findBot, type GameModule, type Turn } from "@dawn/platform";

export function heuristicPositions<S, A, O, V>(
  m: GameModule<S, A, O, V>,
  options: O,
  count: number,
  seed: number,
  keep: (s: S, d: Turn<A>, i: number) => boolean,
): S[] {
  const positions: S[] = [];
  const h = findBot(m, "heuristic").create();
  for (let g = 0; positions.length < count; g++) {
    const s = m.newGame(seed + g, options);
    for (let i = 0; positions.length < count; i++) {
      const d = m.decision(s);
      if (!d) break;
      if (keep(s, d, i)) positions.push(m.clone(s));
      m.applyInPlace(s, d.actions.length === 1 ? d.actions[0]! : h.choose(botContext(m, s, i)));
    }
  }
  return positions;
}
