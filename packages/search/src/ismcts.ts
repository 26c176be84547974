// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
// 2012) over the platform's game-module interface.
//
// The searching seat never sees the true state. Each iteration draws a fresh determinization from
// the bot context (`ctx.sample`, the title's determinize: the opponents' hidden cards, the deck
// orders and the dice re-sampled) and walks one shared tree with it. Tree nodes stand for
// information sets of the searching seat: children are keyed by the title's `actionKey`, so the
// same move in different determinizations is one node. A move that exists in only some
// determinizations (an opponent's card) counts its "availability": UCB uses how often a child
// could have been chosen instead of the parent's visits, which is what makes the combination of
// determinizations sound.
//
// Leaves are valued by a simulation: the title's fast policy (or random moves) until a checkpoint
// where the title's evaluation takes over (or the end of the game). Priors (the title's heuristic)
// order the expansion of children and bias the selection (progressive bias and widening).
import type { BotContext, GameModule, SearchHooks, Seat, Turn } from "@dawn/platform";

/** How hard the search thinks. */
export interface SearchParams {
  /** Iterations (determinized simulations) per decision. */
  readonly iterations: number;
  /** Stop early after this many milliseconds, whatever the iterations left (a safety cap). */
  readonly maxMs: number;
  /** UCB exploration constant. */
  readonly exploration: number;
  /** Weight of the prior in the selection (progressive bias: w * P / (1 + n)). */
  readonly priorWeight: number;
  /** Visits a node needs before the title's priors are asked for it (the root always asks). */
  readonly priorVisits: number;
  /** At most this many nodes get priors per decision (they may be slow). */
  readonly priorNodes: number;
  /** Progressive widening: a node may have 1 + widenC * visits^widenExp expanded children. */
  readonly widenC: number;
  readonly widenExp: number;
  /** A simulation without checkpoint stops (and evaluates, if it can) after this many decisions. */
  readonly rolloutSteps: number;
  /** Simulations stop at the first checkpoint after this many checkpoints passed (1: the first). */
  readonly checkpoints: number;
  /** 0: play the most visited move; > 0: draw a move with probability visits^(1/t) (weaker play). */
  readonly temperature: number;
  /** Search every decision with the full budget, whatever the title's `searchWeight` says (hints). */
  readonly searchAll?: boolean;
  /**
   * Nodes told apart by what the searching seat observes on reaching them (the title's
   * `observation`), below the root: "own" at the searching seat's decisions, "all" at every
   * decision; "none" (the default) keys nodes by moves only (single-observer ISMCTS).
   */
  readonly outcomes?: "none" | "own" | "all";
  /**
   * Common random numbers at the root: the root's move is chosen first, and the k-th visit of
   * every root move plays on the same determinization and the same simulation draws (the k-th of
   * the search), so that the root's moves are compared on the same hidden cards and dice rather
   * than on different ones. Off (the default): each iteration draws its own.
   */
  readonly pairedRoot?: boolean;
}

/** One of the search's candidate moves at the root, best first. */
export interface Choice<A> {
  readonly action: A;
  readonly visits: number;
  /** The searching seat's estimated chance to win after this move (0..1). */
  readonly winChance: number;
  /** The prior probability the title's heuristic gave it (null without priors). */
  readonly prior: number | null;
}

export interface SearchResult<A> {
  /**
   * Best first: by visits when the search ranked the moves ("visits"), or in the order of the
   * title's bot on a decision the title leaves to it ("bot": see `searchAll`).
   */
  readonly choices: readonly Choice<A>[];
  readonly rankedBy: "visits" | "bot";
  readonly iterations: number;
  readonly ms: number;
}

class Node {
  /** Visits, availability count and the sum of rewards for the seat that chose the move into this node. */
  visits = 0;
  avail = 0;
  value = 0;
  /** Prior probability of the move into this node (from the parent's priors); -1: none. */
  prior = -1;
  readonly children = new Map<string, Node>();
  /** Priors for this node's moves by action key, once computed. */
  priors: Map<string, number> | null = null;
  /** The node as reached with each observation (SearchParams.outcomes), by the observation. */
  outcomes: Map<number, Node> | null = null;
  constructor(
    /** The action into this node, as first met (only used at the root). */
    readonly action: unknown,
    /** Index of the seat that chose the move into this node (-1 for the root). */
    readonly seat: number,
  ) {}
}

/** A small fast generator (mulberry32). */
class Rand {
  #a: number;
  constructor(seed: number) {
    this.#a = seed >>> 0;
  }
  next = (): number => {
    this.#a = (this.#a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(this.#a ^ (this.#a >>> 15), 1 | this.#a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of iteration `i` of a search seeded `seed` (distinct determinizations). */
function iterationSeed(seed: number, i: number): number {
  let h = (seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

/** Softmax of scores with a scale, as a map by key. */
function priorMap<A>(
  m: GameModule<unknown, A, unknown, unknown>,
  actions: readonly A[],
  scores: readonly number[],
  scale: number,
): Map<string, number> {
  let max = -Infinity;
  for (const x of scores) if (x > max) max = x;
  const out = new Map<string, number>();
  let sum = 0;
  const w = new Array<number>(actions.length);
  for (let i = 0; i < actions.length; i++) {
    const e = Math.exp(((scores[i] ?? max) - max) / scale);
    w[i] = e;
    sum += e;
  }
  for (let i = 0; i < actions.length; i++) out.set(m.actionKey(actions[i]!), w[i]! / sum);
  return out;
}

/**
 * Searches the decision of `ctx` and returns the candidate moves, best first. Deterministic for a
 * given context seed unless the time cap cuts it short.
 */
export function search<S, A, V>(
  m: GameModule<S, A, unknown, V>,
  hooks: SearchHooks<S, A>,
  ctx: BotContext<S, A, V>,
  p: SearchParams,
): SearchResult<A> {
  const t0 = performance.now();
  const seats = m.seats.map((x) => x.id);
  const searcher = ctx.seat;
  const seatIndex = new Map<Seat, number>(seats.map((x, i) => [x, i]));
  const rewards = new Float64Array(seats.length);
  let rand = new Rand(ctx.seed ^ 0x5bd1e995);
  const apply = hooks.applyLegal ? hooks.applyLegal.bind(hooks) : m.applyInPlace.bind(m);
  const prepare = hooks.prepare ? hooks.prepare.bind(hooks) : null;
  const scale = hooks.priorScale ?? 1;
  const root = new Node(null, -1);
  const path: Node[] = [];
  /** Outcome nodes walked this iteration: they count visits (widening, priors), not values. */
  const walked: Node[] = [];
  const observe =
    hooks.observation && p.outcomes && p.outcomes !== "none" ? hooks.observation.bind(hooks) : null;
  const ownOnly = p.outcomes === "own";
  let priorNodes = 0;
  let iterations = 0;

  const noPriors = new Map<string, number>();
  const computePriors = (node: Node, s: S, turn: Turn<A>, seed: number): void => {
    priorNodes++;
    const scores = hooks.priors!(s, turn, seed, node === root);
    if (!scores) {
      node.priors = noPriors;
      return;
    }
    node.priors = priorMap(m as GameModule<unknown, A, unknown, unknown>, turn.actions, scores, scale);
    for (const [k, child] of node.children) child.prior = node.priors.get(k) ?? -1;
  };

  const weigh = hooks.searchWeight ? hooks.searchWeight.bind(hooks) : null;
  const rollout = hooks.rolloutAction ? hooks.rolloutAction.bind(hooks) : null;
  /** The fast policy's move (an index into the actions of `turn`, which has more than one). */
  const policy = (s: S, turn: Turn<A>): number =>
    rollout ? rollout(s, turn, rand.next) : (rand.next() * turn.actions.length) | 0;

  /** Rewards for every seat from a finished game or an evaluation (written into `rewards`). */
  const score = (s: S): void => {
    const r = m.result(s);
    if (r) {
      for (let i = 0; i < seats.length; i++)
        rewards[i] = r.winner === null ? 1 / seats.length : r.winner === seats[i] ? 1 : 0;
      return;
    }
    if (hooks.evaluate) {
      if (seats.length === 2) {
        const v = hooks.evaluate(s, seats[0]!);
        rewards[0] = v;
        rewards[1] = 1 - v;
      } else for (let i = 0; i < seats.length; i++) rewards[i] = hooks.evaluate(s, seats[i]!);
      return;
    }
    rewards.fill(1 / seats.length);
  };

  /** Plays on from `s` with the fast policy until a checkpoint, the end or the step limit. */
  const simulate = (s: S): void => {
    let passed = 0;
    for (let step = 0; ; step++) {
      const turn = m.decision(s);
      if (!turn) break;
      if (hooks.evaluate) {
        if (step >= p.rolloutSteps) break;
        if (hooks.isCheckpoint?.(s, turn, searcher) && ++passed >= p.checkpoints) break;
      } else if (step >= p.rolloutSteps * 20) break;
      apply(s, turn.actions[turn.actions.length === 1 ? 0 : policy(s, turn)]!);
    }
    score(s);
  };

  // How much search this decision deserves (the title's judgement, on a sample: nothing hidden).
  let budget = p.iterations;
  /**
   * A decision the title leaves to its priors (weight 0) but searched all the same (searchAll: a
   * hint): the bot's own order of its moves, which the hint keeps (see the end).
   */
  let botOrder: number[] | null = null;
  if (weigh) {
    const s0 = ctx.sample(iterationSeed(ctx.seed, -1));
    const turn0 = m.decision(s0)!;
    const w = weigh(s0, turn0);
    if (w <= 0) {
      const quick = quickOrder(s0, turn0);
      if (!p.searchAll) return quickResult(s0, quick);
      botOrder = quick.order;
    } else if (!p.searchAll) budget = Math.max(1, Math.round(p.iterations * Math.min(1, w)));
  }

  /**
   * How the bot ranks the moves of a decision not worth a search (indices into ctx.actions): by the
   * priors, else the fast policy's move first.
   */
  function quickOrder(s0: S, turn0: Turn<A>): { order: number[]; probs: Map<string, number> | null } {
    const scores = hooks.priors?.(s0, turn0, ctx.seed, true) ?? null;
    if (scores) {
      const probs = priorMap(m as GameModule<unknown, A, unknown, unknown>, turn0.actions, scores, scale);
      const byKey = new Map<string, number>();
      for (let i = 0; i < turn0.actions.length; i++) byKey.set(m.actionKey(turn0.actions[i]!), scores[i]!);
      const sc = ctx.actions.map((a) => byKey.get(m.actionKey(a)) ?? -Infinity);
      return { order: [...sc.keys()].sort((x, y) => sc[y]! - sc[x]! || x - y), probs };
    }
    const k = m.actionKey(turn0.actions[policy(s0, turn0)]!);
    const order = [...ctx.actions.keys()].sort(
      (x, y) =>
        Number(m.actionKey(ctx.actions[y]!) === k) - Number(m.actionKey(ctx.actions[x]!) === k) || x - y,
    );
    return { order, probs: null };
  }

  /** A decision not worth a search: its moves in the bot's order (quickOrder), unsearched. */
  function quickResult(s0: S, { order, probs }: ReturnType<typeof quickOrder>): SearchResult<A> {
    // No move was searched: each carries the estimate of the position as it stands.
    const now = m.result(s0) ? 0.5 : (hooks.evaluate?.(s0, ctx.seat) ?? 0.5);
    const choices = order.map((i) => {
      const a = ctx.actions[i]!;
      return { action: a, visits: 0, winChance: now, prior: probs?.get(m.actionKey(a)) ?? null };
    });
    return { choices, rankedBy: "bot", iterations: 0, ms: performance.now() - t0 };
  }

  /** The node selectAt chose (or made), and whether it made it. */
  let chosen: Node | null = null;
  let expanded = false;
  /**
   * The tree policy at `node` for `who`'s decision among `actions`: the index of the move, its node
   * in `chosen` (new, and `expanded` true, when the node may grow another child: highest prior
   * first); every present child's availability counted.
   */
  const selectAt = (node: Node, actions: readonly A[], who: number): number => {
    const allowed = 1 + p.widenC * node.visits ** p.widenExp;
    let best: Node | null = null;
    let bestAction = -1;
    let bestScore = -Infinity;
    let present = 0;
    let expand = -1;
    let expandScore = -Infinity;
    for (let i = 0; i < actions.length; i++) {
      const key = m.actionKey(actions[i]!);
      const child = node.children.get(key);
      if (child) {
        present++;
        child.avail++;
        const q = child.value / child.visits;
        const u = p.exploration * Math.sqrt(Math.log(child.avail) / child.visits);
        const b = child.prior >= 0 ? (p.priorWeight * child.prior) / (1 + child.visits) : 0;
        const sc = q + u + b;
        if (sc > bestScore) {
          bestScore = sc;
          best = child;
          bestAction = i;
        }
      } else {
        // Unexpanded: the highest prior first, else in a random order.
        const pr = node.priors?.get(key);
        const sc = pr === undefined ? rand.next() * 1e-3 : pr;
        if (sc > expandScore) {
          expandScore = sc;
          expand = i;
        }
      }
    }
    if (expand >= 0 && (present < allowed || best === null)) {
      const a = actions[expand]!;
      const key = m.actionKey(a);
      const child = new Node(node === root ? a : null, who);
      child.avail = 1;
      const pr = node.priors?.get(key);
      if (pr !== undefined) child.prior = pr;
      node.children.set(key, child);
      chosen = child;
      expanded = true;
      return expand;
    }
    chosen = best;
    expanded = false;
    return bestAction;
  };

  /** The root's move chosen before the iteration's sample (pairedRoot), as an index into its actions. */
  let pre = -1;
  let preNode: Node | null = null;
  let preExpanded = false;
  /** pairedRoot: the root's actions and turn, from the first sample (the same in every one). */
  let rootTurn: Turn<A> | null = null;
  if (p.pairedRoot === true && ctx.actions.length > 1) {
    const s0 = ctx.sample(iterationSeed(ctx.seed, 0));
    if (prepare) prepare(s0);
    rootTurn = m.decision(s0)!;
    if (hooks.priors) computePriors(root, s0, rootTurn, iterationSeed(ctx.seed, 0));
  }

  for (; iterations < budget; iterations++) {
    if (iterations > 0 && (iterations & 7) === 0 && performance.now() - t0 > p.maxMs) break;
    let seed = iterationSeed(ctx.seed, iterations);
    if (rootTurn) {
      // The root's move first; its visits so far say which of the search's draws this visit gets.
      pre = selectAt(root, rootTurn.actions, seatIndex.get(rootTurn.seat)!);
      preNode = chosen;
      preExpanded = expanded;
      seed = iterationSeed(ctx.seed, preNode!.visits);
      rand = new Rand(seed ^ 0x5bd1e995);
    }
    const s = ctx.sample(seed);
    if (prepare) prepare(s);
    let node = root;
    path.length = 0;
    walked.length = 0;
    path.push(root);
    // Selection and expansion.
    for (;;) {
      const turn = m.decision(s);
      if (!turn) break;
      const actions = turn.actions;
      if (actions.length === 1) {
        apply(s, actions[0]!);
        continue;
      }
      if (weigh && !(p.searchAll && node === root) && weigh(s, turn) <= 0) {
        // A minor decision: no node of its own, the fast policy plays it (a macro step); but the
        // decision to take is searched when every decision is (searchAll: hints).
        apply(s, actions[policy(s, turn)]!);
        continue;
      }
      if (observe && node !== root && (!ownOnly || turn.seat === searcher)) {
        const o = observe(s, searcher);
        const outcomes = (node.outcomes ??= new Map<number, Node>());
        let sub = outcomes.get(o);
        if (!sub) {
          sub = new Node(null, node.seat);
          outcomes.set(o, sub);
        }
        walked.push(sub);
        node = sub;
      }
      if (
        hooks.priors &&
        node.priors === null &&
        (node === root || (node.visits >= p.priorVisits && priorNodes < p.priorNodes))
      )
        computePriors(node, s, turn, seed);
      let i: number;
      if (node === root && pre >= 0) {
        i = pre;
        pre = -1;
        chosen = preNode;
        expanded = preExpanded;
      } else i = selectAt(node, actions, seatIndex.get(turn.seat)!);
      apply(s, actions[i]!);
      path.push(chosen!);
      if (expanded) break;
      node = chosen!;
    }
    simulate(s);
    // Back-propagation: each node holds the rewards of the seat that chose the move into it.
    root.visits++;
    for (const w of walked) w.visits++;
    for (let i = 1; i < path.length; i++) {
      const n = path[i]!;
      n.visits++;
      n.value += rewards[n.seat]!;
    }
  }

  // The root's moves are the searching seat's own: the same in every determinization.
  const byKey = new Map<string, A>();
  for (const a of ctx.actions) byKey.set(m.actionKey(a), a);
  const choices: Choice<A>[] = [];
  for (const [key, child] of root.children) {
    const action = byKey.get(key);
    if (action === undefined) continue;
    choices.push({
      action,
      visits: child.visits,
      winChance: child.visits > 0 ? child.value / child.visits : 0,
      prior: child.prior >= 0 ? child.prior : null,
    });
  }
  choices.sort((x, y) => y.visits - x.visits || y.winChance - x.winChance);
  // Moves the search never tried (a very short search) come last, in the priors' order.
  for (const a of ctx.actions) {
    const key = m.actionKey(a);
    if (root.children.has(key)) continue;
    const pr = root.priors?.get(key);
    choices.push({ action: a, visits: 0, winChance: 0, prior: pr ?? null });
  }
  // A minor decision searched for a hint lists its moves in the bot's order, with the search's win
  // chances: on such decisions (1989's SP placements) the title's judgement beats what simulations
  // make of them, and a hint should recommend the move the bot itself would play.
  if (botOrder) {
    const rank = new Map<A, number>(botOrder.map((i, r) => [ctx.actions[i]!, r]));
    choices.sort((x, y) => rank.get(x.action)! - rank.get(y.action)!);
  }
  return { choices, rankedBy: botOrder ? "bot" : "visits", iterations, ms: performance.now() - t0 };
}

/** The move to play from a search result: the most visited, or drawn by visits with a temperature. */
export function pick<A>(r: SearchResult<A>, temperature: number, seed: number): A {
  const cs = r.choices;
  if (temperature <= 0 || cs.length === 1 || r.iterations === 0) return cs[0]!.action;
  const w = cs.map((c) => (c.visits + 0.5) ** (1 / temperature));
  let total = 0;
  for (const x of w) total += x;
  let x = new Rand(seed ^ 0x2545f491).next() * total;
  for (let i = 0; i < cs.length; i++) {
    x -= w[i]!;
    if (x < 0) return cs[i]!.action;
  }
  return cs[cs.length - 1]!.action;
}
