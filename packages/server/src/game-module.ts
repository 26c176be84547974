// The narrow interface between the server and a game's rules. The server stores games as action
// logs and never looks inside states, actions or views: everything game-specific goes through a
// GameModule. A game module must be deterministic: newGame(seed, options) followed by the same
// actions always gives the same state (and the same hash).

/** A seat at the table, fixed when the game is created (for 1989: "com" or "dem"). */
export type Seat = string;
export type Viewer = Seat | "observer";

/** Thrown by a module for bad options, malformed or illegal actions: the client's fault. */
export class GameRuleError extends Error {
  override readonly name = "GameRuleError";
}

/** The pending decision, with the deciding player given as a seat. */
export interface Turn<A> {
  readonly seat: Seat;
  readonly kind: string;
  readonly prompt: string;
  readonly actions: readonly A[];
}

export interface GameOutcome {
  /** The winning seat, or null for a draw. */
  readonly winner: Seat | null;
  /** A short reason (e.g. "finalScoring", "resignation"). */
  readonly reason: string;
}

/**
 * One game's rules as the server sees them. Methods (not function properties) on purpose: a module
 * for concrete types can be stored as `AnyGameModule`.
 */
export interface GameModule<S, A, O> {
  /** Stable identifier, stored with every game (e.g. "1989-dawn-of-freedom"). */
  readonly id: string;
  readonly title: string;
  /** Rules version: snapshots made by another version are not trusted (the log is replayed). */
  readonly version: number;
  /** The seats, in seating order; a game is full when every seat is taken. */
  readonly seats: readonly Seat[];
  /** Names of the bots that can take a seat. */
  readonly bots: readonly string[];

  /** Validates client-supplied options; throws GameRuleError with a clear message. */
  parseOptions(input: unknown): O;
  newGame(seed: number, options: O): S;
  /** The decision pending now, or null when the game is over. */
  decision(s: S): Turn<A> | null;
  /** Checks the shape of a client-supplied action (not its legality); throws GameRuleError. */
  parseAction(input: unknown): A;
  /**
   * The next state and the legal action as the module lists it (what gets stored); the given state
   * is never changed. Throws GameRuleError if the action is not legal now.
   */
  apply(s: S, a: A): { state: S; action: A };
  /** What one seat (or a spectator) may see, and nothing more. JSON. */
  view(s: S, viewer: Viewer): unknown;
  /** Everything, both hands revealed: for replays of finished games only. JSON. */
  revealed(s: S): unknown;
  /** The role a seat plays now (for 1989 the side, which the balance bid can swap). */
  roleOf(s: S, seat: Seat): string;
  /** The end of the game (winner as a seat), or null while it goes on. */
  result(s: S): GameOutcome | null;
  canUndo(s: S, seat: Seat): boolean;
  resign(s: S, seat: Seat): S;
  /** Hash of the full state, hidden parts included. */
  hash(s: S): string;
  serialize(s: S): string;
  deserialize(text: string): S;
  /** A record of the game that the game's own replay tool verifies (actions only, no resignation). */
  record(seed: number, options: O, actions: readonly A[]): unknown;
  /** Re-runs a record: the final state and whether its recorded hash matches. */
  replay(record: unknown): { state: S; hashOk: boolean | null };
  /** A short text for an action, for logs and replays. */
  describeAction(s: S, a: A): string;
  /** A bot's choice for the pending decision (the seat is the deciding one). */
  botChoose(bot: string, s: S, seat: Seat, seed: number): A;
}

/** Any module (method parameters are bivariant, so concrete modules fit). */
export type AnyGameModule = GameModule<unknown, unknown, unknown>;
