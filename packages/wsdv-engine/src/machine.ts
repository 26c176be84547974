// The procedure machine. The state carries a stack of frames (plain data); each frame kind has a
// step handler. A handler either names the decision its frame is waiting for (without changing
// anything) or advances the game by itself. `act` applies a chosen action to the frame that asked.
// The list of legal actions and the code that applies them live side by side in each handler.
import type { Frame, FrameKind, FrameOf } from "./frames.ts";
import type { State } from "./state.ts";
import type { Action, CardId, DecisionKind, Side } from "./types.ts";

export interface Pending {
  readonly player: Side;
  readonly kind: DecisionKind;
  readonly prompt: string;
  readonly actions: Action[];
  readonly card?: CardId;
  readonly n?: number;
}

export interface StepHandler<F extends Frame> {
  /**
   * Either returns the decision this frame waits for, with at least one legal action, leaving the
   * state untouched, or changes the state (typically popping itself or pushing sub-steps) and
   * returns undefined.
   */
  run(s: State, f: F): Pending | undefined;
  /** Applies one of the actions listed by run(). */
  act?(s: State, f: F, a: Action): void;
}

const handlers: { [K in FrameKind]?: StepHandler<FrameOf<K>> } = {};

/** Registers the handler of a frame kind. */
export function defineStep<K extends FrameKind>(k: K, h: StepHandler<FrameOf<K>>): void {
  if (handlers[k]) throw new Error(`Step ${k} defined twice`);
  (handlers as Record<K, StepHandler<FrameOf<K>>>)[k] = h;
}

export function handlerOf(k: FrameKind): StepHandler<Frame> {
  const h = handlers[k];
  if (!h) throw new Error(`No step handler for frame kind ${k}`);
  return h as unknown as StepHandler<Frame>;
}

export function push(s: State, f: Frame): void {
  s.stack.push(f);
}

export function pop(s: State): void {
  s.stack.pop();
}

export function top(s: State): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

/**
 * Rules that interrupt whatever is being resolved, checked before each step: a mass protest just
 * placed in West Berlin needs its mirror in a supplier province at once (10.1).
 */
const guards: ((s: State) => void)[] = [];
export function addGuard(g: (s: State) => void): void {
  guards.push(g);
}

const MAX_AUTO_STEPS = 100_000;

/** Runs automatic steps until a decision is pending or the game is over. */
export function settle(s: State): Pending | null {
  for (let n = 0; n < MAX_AUTO_STEPS; n++) {
    for (let i = 0; i < guards.length; i++) guards[i]!(s);
    if (s.result) return null;
    const f = top(s);
    if (!f) throw new Error("The procedure stack is empty but the game has no result");
    const p = handlerOf(f.k).run(s, f);
    if (p) {
      if (p.actions.length === 0) throw new Error(`Dead end: decision ${p.kind} has no legal action`);
      return p;
    }
  }
  throw new Error("Endless loop in automatic steps");
}
