// The procedure machine. The state carries a stack of frames (plain data); each frame kind has a
// step handler. A handler either names the decision its frame is waiting for (without changing
// anything) or advances the game by itself. `act` applies a chosen action to the frame that asked.
// The list of legal actions and the code that applies them live side by side in each handler.
import { SPACES } from "./data/index.ts";
import type { Frame, State } from "./state.ts";
import type { Action, Country, DecisionKind, OptionName, PlayAs, Side, Suit } from "./types.ts";

/** The decision a step waits for (the engine's Decision, with a list it may build in place). */
export interface Pending {
  readonly player: Side;
  readonly kind: DecisionKind;
  readonly prompt: string;
  readonly actions: Action[];
  readonly card?: number;
  readonly ops?: number;
  readonly country?: Country;
  readonly left?: number;
  readonly whose?: Side;
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
  /**
   * A deep copy of a frame of this kind, written out field by field in the order of its
   * constructor (for the kinds copied most, by cloneState and forkState; the others are copied
   * by a generic copy of their fields).
   */
  copy?(f: F): F;
}

/** The fields of a frame kind, without its tag. */
export type FrameFields<F extends Frame> = Omit<F, "k">;
/** Builds a frame of one kind from its fields (the constructor `defineStep` returns). */
export type FrameMaker<F extends Frame> = (fields: FrameFields<F>) => F;

/** Handlers by frame kind: a prototype-less object (a quicker lookup than a Map in the hot loop). */
const handlers: Record<string, StepHandler<Frame> | undefined> = Object.create(null);

/**
 * Registers the handler of a frame kind and returns the typed constructor of its frames: the only
 * way to build one, so a frame on the stack always has a handler and the fields it expects. (The
 * kinds made at every step have a constructor written out field by field instead, in the order
 * their callers list the fields: quicker than this spread. Its type names the kind registered.)
 */
export function defineStep<F extends Frame>(k: F["k"], h: StepHandler<F>): FrameMaker<F> {
  if (handlers[k]) throw new Error(`Step ${k} defined twice`);
  handlers[k] = h as unknown as StepHandler<Frame>;
  runs[k] = (h as unknown as StepHandler<Frame>).run;
  const act = (h as unknown as StepHandler<Frame>).act;
  if (act) acts[k] = act;
  const copy = (h as unknown as StepHandler<Frame>).copy;
  if (copy) copies[k] = copy;
  return (fields) => ({ k, ...fields }) as F;
}

/**
 * The `run` functions by frame kind, for `settle`: one look-up per step instead of the handler and
 * then its method. (Handlers are plain objects whose methods do not use `this`.)
 */
const runs: Record<string, StepHandler<Frame>["run"] | undefined> = Object.create(null);
/** The `act` functions by frame kind, likewise (for kinds that have one). */
const acts: Record<string, StepHandler<Frame>["act"]> = Object.create(null);

/** The `copy` functions by frame kind, for the kinds that have one (see StepHandler.copy). */
const copies: Record<string, StepHandler<Frame>["copy"]> = Object.create(null);

/** The written-out copy of a frame kind, if it has one. */
export function frameCopy(k: string): StepHandler<Frame>["copy"] {
  return copies[k];
}

/** The `act` of a frame kind; throws if the kind has no handler or its handler no `act`. */
export function actOf(k: string): NonNullable<StepHandler<Frame>["act"]> {
  const act = acts[k];
  if (act) return act;
  handlerOf(k);
  throw new Error(`Step ${k} has no act`);
}

export function handlerOf(k: string): StepHandler<Frame> {
  const h = handlers[k];
  if (!h) throw new Error(`No step handler for frame kind ${k}`);
  return h;
}

export function push(s: State, f: Frame): void {
  s.stack.push(f);
}

/** Pushes frames so that the first in the list runs first. */
export function pushAll(s: State, fs: readonly Frame[]): void {
  for (let i = fs.length - 1; i >= 0; i--) s.stack.push(fs[i]!);
}

export function pop(s: State): void {
  s.stack.pop();
}

export function top(s: State): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

/** Hooks run before each step (automatic victory checks and the like). */
const guards: ((s: State) => void)[] = [];
export function addGuard(g: (s: State) => void): void {
  guards.push(g);
}

/**
 * Runs the guards, as `settle` does before each step. A step that would only change a field of its
 * frame and return, to finish at its next run, calls this and then finishes at once unless the game
 * is over: the same as the next run, without another trip through `settle`.
 */
export function runGuards(s: State): void {
  for (let i = 0; i < guards.length; i++) guards[i]!(s);
}

/**
 * Goes on with the step now on top of the stack if it is of kind `kind`, as `settle` would next
 * (after `runGuards`, unless the game is over), for a step that has just popped itself and knows
 * what usually comes next. `run` is that kind's `run`, looked up once by the caller (a direct call
 * instead of settle's look-up by kind). Returns its decision, if any; undefined leaves the rest to
 * `settle` (running the guards again changes nothing).
 */
export function runNextIf(s: State, kind: string, run: StepHandler<Frame>["run"]): Pending | undefined {
  runGuards(s);
  if (s.result) return undefined;
  const f = s.stack[s.stack.length - 1];
  return f !== undefined && f.k === kind ? run(s, f) : undefined;
}

const MAX_AUTO_STEPS = 100_000;

/** Runs automatic steps until a decision is pending or the game is over. */
export function settle(s: State): Pending | null {
  for (let n = 0; n < MAX_AUTO_STEPS; n++) {
    for (let i = 0; i < guards.length; i++) guards[i]!(s);
    if (s.result) return null;
    const f = top(s);
    if (!f) throw new Error("The procedure stack is empty but the game has no result");
    const run = runs[f.k];
    if (!run) throw new Error(`No step handler for frame kind ${f.k}`);
    const p = run(s, f);
    if (p) {
      if (p.actions.length === 0) throw new Error(`Dead end: decision ${p.kind} has no legal action`);
      return p;
    }
  }
  throw new Error("Endless loop in automatic steps");
}

// ---- Shared actions -------------------------------------------------------------------------
// Lists of legal actions are rebuilt at every decision; these frozen values are shared instead of
// allocating the same small objects again (an action is never changed once listed).

type ActionOf<T extends Action["t"]> = Extract<Action, { readonly t: T }>;

/** Made for every space at once: a lookup never misses (and the array never grows holes). */
const spaceActions: ActionOf<"space">[] = SPACES.map((sp) => Object.freeze({ t: "space", space: sp.id }));
/** `{ t: "space", space }`, shared. */
export function spaceAction(space: number): ActionOf<"space"> {
  return (spaceActions[space] ??= Object.freeze({ t: "space", space }));
}

/**
 * The actions of these spaces, as one frozen list shared by the decisions that list the same spaces
 * one after the other (the placements of a card, a side's set-up placements): freezing a list costs
 * more than making it. One entry: the spaces of the last call.
 */
export function spaceList(spaces: readonly number[]): Action[] {
  const last = spaceListOf;
  let same = spaces === last || spaces.length === last.length;
  for (let i = 0; same && spaces !== last && i < spaces.length; i++) same = spaces[i] === last[i];
  if (!same) newSpaceList(spaces, spaces.length);
  return spaceListActions;
}

/**
 * spaceList of the first `n` spaces of a scratch list, which the caller fills again later (the
 * spaces are copied when the list is made; nothing is made when they are those of the last call).
 */
export function spaceListOfFirst(scratch: readonly number[], n: number): Action[] {
  const last = spaceListOf;
  let same = n === last.length;
  for (let i = 0; same && i < n; i++) same = scratch[i] === last[i];
  if (!same) newSpaceList(scratch.slice(0, n), n);
  return spaceListActions;
}

function newSpaceList(spaces: readonly number[], n: number): void {
  // Written to a scratch list and copied once at its length (an array grown by push is reallocated).
  const list = spaceListScratch;
  for (let i = 0; i < n; i++) list[i] = spaceAction(spaces[i]!);
  spaceListOf = spaces;
  spaceListActions = Object.freeze(list.slice(0, n)) as Action[];
}
const spaceListScratch: Action[] = [];
let spaceListOf: readonly number[] = [];
let spaceListActions: Action[] = [];

const cardActions: ActionOf<"card">[] = [];
/** `{ t: "card", card }`, shared. */
export function cardAction(card: number): ActionOf<"card"> {
  return (cardActions[card] ??= Object.freeze({ t: "card", card }));
}

const playEventActions: ActionOf<"play">[] = [];
const playOpsActions: ActionOf<"play">[] = [];
const playTstActions: ActionOf<"play">[] = [];
const playOpsOnlyActions: ActionOf<"play">[] = [];
const playOpsAndEventActions: ActionOf<"play">[] = [];
/** `{ t: "play", card, as }`, shared. (The list is picked by comparing `as`, not read as a property by
 * name: a property read with five different names at one place is a slow, megamorphic one.) */
export function playAction(card: number, as: PlayAs): ActionOf<"play"> {
  const list =
    as === "ops"
      ? playOpsActions
      : as === "event"
        ? playEventActions
        : as === "tst"
          ? playTstActions
          : as === "opsOnly"
            ? playOpsOnlyActions
            : as === "opsAndEvent"
              ? playOpsAndEventActions
              : null;
  if (list === null) throw new Error(`Not a way to play a card: ${String(as)}`);
  return (list[card] ??= Object.freeze({ t: "play", card, as }));
}

const powerActions: ActionOf<"power">[] = [];
const powerSuitActions = new Map<Suit, ActionOf<"power">[]>();
/** `{ t: "power", card }` or, with a suit (a leader played as that suit), `{ t: "power", card, suit }`, shared. */
export function powerAction(card: number, suit?: Suit): ActionOf<"power"> {
  if (suit === undefined) return (powerActions[card] ??= Object.freeze({ t: "power", card }));
  let list = powerSuitActions.get(suit);
  if (list === undefined) powerSuitActions.set(suit, (list = []));
  return (list[card] ??= Object.freeze({ t: "power", card, suit }));
}

const optionActions = new Map<OptionName, ActionOf<"option">>();
/** `{ t: "option", option }`, shared. */
export function optionAction(option: OptionName): ActionOf<"option"> {
  let a = optionActions.get(option);
  if (a === undefined) optionActions.set(option, (a = Object.freeze({ t: "option", option })));
  return a;
}
