// The game-module interface: the one door through which the server, the web shell, the CLI, the
// bots and the search AI reach a title's rules. A title (1989: Dawn of Freedom, Wir sind das
// Volk!, ...) implements it over its own engine; the shells never look inside states, actions or
// views. In the style of OpenSpiel's game API: a state with one pending decision, its legal
// actions, apply, the next decision.
//
// Contracts every module keeps (the conformance suite, `conformance.ts`, checks them):
// - Determinism: newGame(seed, options) followed by the same actions gives the same state, hash
//   and serialization, byte for byte. All randomness comes from a generator kept in the state.
// - One door: `decision(s).actions` are exactly the actions `apply` accepts; anything else is
//   refused with a GameRuleError and the state is unchanged.
// - Hidden information: `view(s, seat)` holds nothing its seat may not see (no other hand, no
//   deck order, no generator state; log entries redacted per seat); `view(s, "observer")` holds
//   nothing any seat keeps private.
// - Determinize: `determinize(s, seat, seed)` is a state consistent with everything `seat` has
//   seen, every hidden part re-sampled. Its result depends only on `view(s, seat)` and the seed,
//   and its view for `seat` equals `view(s, seat)`.
// - Undo: `canUndo(s, seat)` only while the pending decision is `seat`'s own and `seat` took the
//   last action, never past chance (a die roll, a draw, a shuffle) or a reveal. The shell undoes
//   by dropping the last action and replaying.
import type { BotSpec } from "./bots.ts";
import type { OptionSpec } from "./options.ts";
import type { Localized } from "./text.ts";

/** A seat at the table, fixed when the game is created (for 1989 "com"/"dem", for Wir sind das Volk! "west"/"east"). */
export type Seat = string;
/** Who looks at a game: a seat, or a spectator. */
export type Viewer = Seat | "observer";

export interface SeatSpec {
  readonly id: Seat;
  readonly name: Localized;
}

/** The pending decision: exactly one seat decides among the legal actions. */
export interface Turn<A> {
  readonly seat: Seat;
  /** Machine-readable kind of decision (the title's typed vocabulary, e.g. "actionRound"). */
  readonly kind: string;
  /** A sentence for people, in English (titles render their own views in other languages). */
  readonly prompt: string;
  readonly actions: readonly A[];
}

export interface Outcome {
  /** The winning seat, or null for a draw. */
  readonly winner: Seat | null;
  /** A short machine-readable reason ("finalScoring", "resignation", "timeout", ...). */
  readonly reason: string;
}

/** A text rendering of a title for the terminal (the CLI's `play` and `replay`). */
export interface TextRenderer<S, A, V> {
  /** The board and tracks as seen by `view`'s viewer, a compact block of lines. */
  board(view: V): string;
  /**
   * One line per legal action, in the order of `actions`, as the player will read it. `s` is the
   * true state: show only what the deciding seat may see. Short lines (up to 40 characters) are
   * laid out in columns when there are many.
   */
  choices(s: S, actions: readonly A[]): readonly string[];
  /**
   * Optional: the log as the viewer may read it, one line per entry, oldest first (the CLI prints
   * the lines that are new since it last looked). Without it the CLI reads a `log` array of the view.
   */
  log?(view: V): readonly string[];
  /**
   * Optional: what to show before the viewer's choices at a decision of `kind` (for 1989: the board
   * and hand at an Action Round, the Power Struggle at its steps; "" for nothing). The CLI does not
   * repeat a block it has just shown. Without it the board is shown whenever the viewer's turn
   * comes after another seat's move.
   */
  status?(view: V, kind: string): string;
  /** Optional: extra terminal commands of the title (for 1989: `hand`, `card N`). */
  readonly commands?: readonly TextCommand<V>[];
}

/** A terminal command a title adds to the CLI's `play` (it reads the viewer's view only). */
export interface TextCommand<V> {
  /** The word typed, in lower case. */
  readonly name: string;
  /** How its argument is written in the help (`"N"`), if it takes one. */
  readonly args?: string;
  readonly help: string;
  /** The text to print; `arg` is the rest of the line, trimmed. Bad arguments give a usage line. */
  run(view: V, arg: string): string;
}

/**
 * One title's rules as every shell sees them. Methods (not function properties) on purpose: a
 * module for concrete types can be stored as `AnyGameModule` (method parameters are bivariant).
 */
export interface GameModule<S, A, O = unknown, V = unknown> {
  /** Stable short identifier, stored with every game and used on command lines (`--game dof`). */
  readonly id: string;
  /** Other identifiers accepted when looking the title up (older records, long names). */
  readonly aliases: readonly string[];
  readonly title: Localized;
  /** One sentence about the game, for the new-game page and `--help`. */
  readonly summary: Localized;
  /** Rules version: bumped whenever old action logs could replay differently. Stored with each game. */
  readonly version: number;
  /** The seats, in seating order; a game is full when every seat is taken. */
  readonly seats: readonly SeatSpec[];
  /** The options a new game takes, with labels, defaults and ranges (forms and CLI flags are drawn from it). */
  readonly options: readonly OptionSpec[];
  /** The bots that can take a seat, the title's own and the platform's (random, search). */
  readonly bots: readonly BotSpec<S, A, V>[];
  /** The bot offered first for a game against the computer. */
  readonly defaultBot: string;

  /** Checks client-supplied options (see `checkOptions`); throws GameRuleError with a clear message. */
  parseOptions(input: unknown): O;
  /** The options as JSON-able values for storage and records (the inverse of parseOptions). */
  optionsJson(options: O): Readonly<Record<string, unknown>>;
  newGame(seed: number, options: O): S;
  /** The decision pending now, or null when the game is over. */
  decision(s: S): Turn<A> | null;
  /** Checks the shape of a client-supplied action (not its legality); throws GameRuleError. */
  parseAction(input: unknown): A;
  /** A stable text key: two actions are the same iff their keys are equal. */
  actionKey(a: A): string;
  /** The legal action of the pending decision equal to `a`; throws GameRuleError if there is none. */
  legalAction(s: S, a: A): A;
  /** The next state; `s` is never changed. Throws GameRuleError if `a` is not legal now. */
  apply(s: S, a: A): S;
  /** Applies `a` to `s` itself (the fast path for simulation and search). Throws GameRuleError, `s` unchanged, if `a` is not legal. */
  applyInPlace(s: S, a: A): void;
  clone(s: S): S;
  /** What one seat (or a spectator) may see, and nothing more. JSON. */
  view(s: S, viewer: Viewer): V;
  /**
   * Optional: the view as a player's screen shows it: `view(s, viewer)` and what the title works out
   * from the rules for its table on top (for 1989: the odds of the deciding player's rolls), all as
   * plain data; the same rule holds (nothing its viewer may not see). Shells that show a game (the
   * server) use it; bots get `view`, which spares them that work at every decision. A part that
   * only grows from one view to the next (a log) may be a GrowList shared with the viewer's
   * previous screen view: JSON writes it as its array, and a shell's patch finds what was appended.
   */
  screenView?(s: S, viewer: Viewer): unknown;
  /** Everything, hands included: for replays of finished games only. JSON. */
  revealed(s: S): unknown;
  /** The role a seat plays now (for 1989 the side, which the balance bid can swap). */
  roleOf(s: S, seat: Seat): string;
  /** The end of the game, or null while it goes on. */
  result(s: S): Outcome | null;
  /** Numbers a simulation reports about a finished game (for 1989: VP, turn). */
  metrics(s: S): Readonly<Record<string, number>>;
  canUndo(s: S, seat: Seat): boolean;
  /** `seat` resigns: the game ends, another seat wins. Throws GameRuleError when the game is over. */
  resign(s: S, seat: Seat): S;
  /** Hash of the rules state, hidden parts included, the wording of log text excluded. */
  hash(s: S): string;
  serialize(s: S): string;
  deserialize(text: string): S;
  /** A state consistent with what `seat` has seen, hidden parts re-sampled (see the contracts above). */
  determinize(s: S, seat: Seat, seed: number): S;
  /** A record of the game that the title's replay verifies (with the final hash). JSON. */
  record(seed: number, options: O, actions: readonly A[]): unknown;
  /** Re-runs a record (as `record` writes it, or as the title's older tools wrote it). Throws GameRuleError for a bad record. */
  replay(record: unknown): {
    readonly state: S;
    readonly actions: readonly A[];
    readonly hashOk: boolean | null;
  };
  /** The public state as JSON, by name (for `replay --json` and fixtures). */
  publicSummary(s: S): unknown;
  /** A short English text for an action, for logs and replays. */
  describeAction(s: S, a: A): string;
  /** The terminal rendering for the CLI (a plain listing of the view and actions without it). */
  readonly text?: TextRenderer<S, A, V>;
}

/** Any module (method parameters are bivariant, so concrete modules fit). */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown>;
