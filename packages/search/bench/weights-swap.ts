// The board model's weights (BOARD_WEIGHTS, packages/bots/src/board.ts) changed for one call: the
// bench's weight experiments give one side's bot, or the search's hooks, weights of their own while
// everything else keeps the weights as set.
import { BOARD_WEIGHTS } from "@dawn/bots";

export type BoardWeights = typeof BOARD_WEIGHTS;

/** The weights as set in the code (before any experiment changes them). */
export const WEIGHTS_AS_SET: Readonly<BoardWeights> = { ...BOARD_WEIGHTS };

/** Runs `f` with the board model's weights set to `w`, then sets them back as they were set. */
export function withBoardWeights<T>(w: Readonly<BoardWeights>, f: () => T): T {
  Object.assign(BOARD_WEIGHTS, w);
  try {
    return f();
  } finally {
    Object.assign(BOARD_WEIGHTS, WEIGHTS_AS_SET);
  }
}

/** The weights as set, each named one multiplied by its factor (e.g. `{"over":0.5}`, from BW). */
export function scaledWeights(factors: Partial<Record<keyof BoardWeights, number>>): BoardWeights {
  const w = { ...WEIGHTS_AS_SET };
  for (const [k, f] of Object.entries(factors)) {
    if (!(k in WEIGHTS_AS_SET)) throw new Error(`No such weight: ${k}`);
    w[k as keyof BoardWeights] = WEIGHTS_AS_SET[k as keyof BoardWeights] * f!;
  }
  return w;
}
