// Optional hooks through which a title lends its own knowledge to the title-neutral search AI
// (@dawn/search): how good a position is, a fast policy for simulations, which moves look
// promising. Every hook is optional: a title that offers none still gets a working search bot
// (random playouts to the end of the game, no priors), only a weaker and slower one.
//
// Hooks run on full states the search has drawn from the title's `determinize`, never on the true
// state: whatever they read is either public or re-sampled.
import type { GameModule, Seat, Turn } from "./module.ts";

export interface SearchHooks<S, A> {
  /**
   * The chance (0..1) that `seat` wins from `s`, a position where the game is not over. Lets the
   * search stop a simulation early (at a checkpoint) instead of playing to the end.
   */
  evaluate?(s: S, seat: Seat): number;
  /**
   * A cheap move for simulations: the index of an action of `turn` (the pending decision of `s`).
   * `rand()` is the search's own generator (0 <= x < 1). Must be fast: it runs thousands of times
   * per decision. Without it simulations play uniformly at random.
   */
  rolloutAction?(s: S, turn: Turn<A>, rand: () => number): number;
  /**
   * Where a simulation may stop and call `evaluate` (for 1989: the start of an Action Round). Only
   * used with `evaluate`; without it a simulation stops after a fixed number of decisions.
   * `searcher` is the seat whose decision is searched: a title may stop only at that seat's own
   * turns, so that the opponent's reply is played out before the evaluation.
   */
  isCheckpoint?(s: S, turn: Turn<A>, searcher: Seat): boolean;
  /**
   * Scores of the actions of `turn` (higher: more promising), such as the title's heuristic bot
   * gives them; the search turns them into prior probabilities. `s` is a sampled state; `seed` is
   * for the hook's own choices. `root` is true once per decision, for the searched decision itself,
   * where a slow and careful judgement pays; deeper in the tree it is called for the nodes that
   * earn it and should be quick, or return null (no prior for this node).
   */
  priors?(s: S, turn: Turn<A>, seed: number, root: boolean): readonly number[] | null;
  /**
   * How much search the decision of `turn` deserves: 1 (the default) the level's full budget,
   * between 0 and 1 that share of it, 0 none. A decision worth 0 gets no node in the search tree
   * (the fast policy plays it inside simulations and tree walks alike: macro steps, such as the
   * many one-SP placements of a card's Operations) and, when it is the decision to take, is
   * answered at once with the best prior (or the fast policy's move without priors).
   */
  searchWeight?(s: S, turn: Turn<A>): number;
  /**
   * The scale of `priors` scores: two actions whose scores differ by this much differ in prior
   * probability by a factor e. Default 1.
   */
  readonly priorScale?: number;
  /**
   * Applies `a`, which is one of `decision(s).actions` (that very object), without checking it
   * again: the fast path for the search's inner loop. Without it the module's applyInPlace is used.
   */
  applyLegal?(s: S, a: A): void;
  /**
   * Called on every state the search draws (a determinization it then plays on in place, its own
   * copy), before anything else reads it: the title may drop what neither its rules nor its hooks
   * read, so that the copies a simulation makes are smaller (Wir sind das Volk! empties the log).
   * It must not change anything a decision, a move or an evaluation depends on.
   */
  prepare?(s: S): void;
  /**
   * What `seat` observes in `s`, as a number (a hash): the public board and its own hand, nothing
   * hidden from it. With the search's `outcomes` parameter, the tree tells apart its nodes that the
   * same moves reach with different observations (the dice came out differently), so that a later
   * decision is searched for what the seat would know then instead of once for all outcomes.
   */
  observation?(s: S, seat: Seat): number;
  /**
   * The title's own budget for some of the search's levels (easy, normal, hard), in place of the
   * search's: iterations and the safety cap on thinking time (ms). A title whose decisions need
   * more search than another's gets it at the same level name.
   */
  readonly levels?: Partial<Record<"easy" | "normal" | "hard", LevelBudget<S>>>;
}

/** A level's budget (see SearchHooks.levels). */
export interface LevelBudget<S = unknown> {
  readonly iterations: number;
  readonly maxMs: number;
  /**
   * The level's own evaluation, in place of `evaluate` (same contract): a title may give a level
   * a finer judgement than the others' (1989's hard counts the VP apart), so that improving one
   * level does not change what the other levels' tables measured.
   */
  readonly evaluate?: (s: S, seat: Seat) => number;
}

/** A game module that may carry search hooks. */
export interface SearchableModule<S, A, O = unknown, V = unknown> extends GameModule<S, A, O, V> {
  readonly searchHooks?: SearchHooks<S, A>;
}
