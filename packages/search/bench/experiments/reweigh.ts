// For experiments that change which decisions a level searches, and with how much of its budget:
// the hooks `h` with `searchWeight` passed through `f` (the decision's kind and the title's weight,
// 1 when it gives none).
import type { SearchHooks } from "@dawn/platform";

export function reweigh<S, A>(
  h: SearchHooks<S, A>,
  f: (kind: string, w: number) => number,
): SearchHooks<S, A> {
  const weigh = h.searchWeight?.bind(h);
  return {
    ...h,
    searchWeight(s, turn) {
      return f(turn.kind, weigh ? weigh(s, turn) : 1);
    },
  };
}
