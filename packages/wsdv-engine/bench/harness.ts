// Checked random games for the fuzzer, the benchmark and the property tests: every failure is
// classified as a crash, a dead end, an endless loop, a replay mismatch or a leak of hidden
// information. `runFuzz` and `runBench` are the entry points the repository's `npm run fuzz/bench
// -- --game wsdv` call; bench.ts and fuzz.ts are this package's own command lines.
import {
  type Action,
  actionKey,
  apply,
  applyInPlace,
  CARDS,
  type CardId,
  canUndo,
  chooser,
  cloneState,
  DECADE_CARDS,
  decision,
  determinize,
  ENGINE_VERSION,
  IllegalAction,
  makeRecord,
  mixedOptions,
  newGame,
  type Options,
  other,
  playRandomGame,
  replay,
  type State,
  stateHash,
  undoLast,
  type Viewer,
  view,
} from "@dawn/wsdv-engine";

export type FailureKind = "crash" | "deadEnd" | "loop" | "replayMismatch" | "leak";
export const FAILURE_KINDS: readonly FailureKind[] = ["crash", "deadEnd", "loop", "replayMismatch", "leak"];

export interface Checks {
  readonly maxActions?: number;
  /** Replay the record at the end and compare state hashes. */
  readonly replay?: boolean;
  /** Check state invariants after each action (cards in one place each, counts in range). */
  readonly invariants?: boolean;
  /** Check the log entries added by each action for cards the other player may not know. */
  readonly logLeaks?: boolean;
  /** Every n-th action: full view checks for the three viewers, determinize checks (0: never). */
  readonly viewEvery?: number;
  /** Every n-th action: illegal actions are rejected and change nothing (0: never). */
  readonly illegalEvery?: number;
  /** Every n-th action: apply() leaves its input untouched and agrees with applyInPlace (0: never). */
  readonly pureEvery?: number;
  /** Every n-th action: undo then replay gives back the earlier state, when undo is allowed (0: never). */
  readonly undoEvery?: number;
}

export interface Outcome {
  readonly seed: number;
  readonly options: Options;
  readonly completed: boolean;
  readonly actions: number;
  readonly state: State | null;
  readonly failure: { readonly kind: FailureKind; readonly message: string; readonly at: number } | null;
}

class Failure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

export function classify(e: unknown): FailureKind {
  if (e instanceof Failure) return e.kind;
  const m = e instanceof Error ? e.message : String(e);
  if (/dead end|not settled|no legal action/i.test(m)) return "deadEnd";
  if (/endless loop|did not end/i.test(m)) return "loop";
  return "crash";
}

function check(cond: boolean, kind: FailureKind, message: string): void {
  if (!cond) throw new Failure(kind, message);
}

/** Cards a viewer cannot know the place of: hands he may not see, the deck, the buried cards. */
export function hiddenFrom(s: State, viewer: Viewer): Set<CardId> {
  const out = new Set<CardId>();
  for (const side of ["west", "east"] as const) {
    if (side === viewer) continue;
    const known = viewer === "observer" ? [] : s.known[viewer];
    for (const c of s.hands[side]) if (!known.includes(c)) out.add(c);
  }
  const seenTop = viewer === "east" ? s.eastKnowsTop : 0;
  s.deck.forEach((c, i) => {
    if (i < s.deck.length - seenTop) out.add(c);
  });
  for (const c of s.buried) out.add(c);
  if (viewer !== "east") for (const c of s.removed) out.add(c);
  return out;
}

const FORBIDDEN_KEYS = [
  '"rng":',
  '"fixture":',
  '"stack":',
  '"hands":',
  '"deck":',
  '"buried":',
  '"secret":',
  '"fx":',
];

/** Problems of one view: hidden information it shows (empty when clean). */
export function viewProblems(s: State, viewer: Viewer): string[] {
  const out: string[] = [];
  const v = view(s, viewer);
  const json = JSON.stringify(v);
  for (const k of FORBIDDEN_KEYS) if (json.includes(k)) out.push(`view contains ${k}`);
  const me = viewer === "observer" ? null : viewer;
  const mine = me ? s.hands[me] : [];
  if (v.hand.join() !== mine.join()) out.push("view hand is not the viewer's hand");
  if (!me && (v.knownOpponentCards.length || v.opponentHandDecades.length))
    out.push("observer sees hand facts");
  if (viewer !== "east" && v.removed.length) out.push("removed cards shown to a viewer who did not see them");
  if (v.deckTop.length && viewer !== "east") out.push("deck top shown");
  const hidden = hiddenFrom(s, viewer);
  for (const e of v.log) {
    const named: CardId[] = [];
    if ("card" in e && typeof e.card === "number") named.push(e.card);
    if ("cards" in e) named.push(...e.cards);
    if (e.e === "swap") named.push(e.took, e.gave);
    for (const c of named)
      if (hidden.has(c) && e.e !== "discard") out.push(`log names hidden card ${c}: ${e.e}`);
  }
  const d = decision(s);
  if (v.decision && d) {
    if (d.player !== me && v.decision.actions !== null) out.push("another player's legal actions shown");
    if (d.player !== me && v.decision.card !== undefined && hidden.has(v.decision.card))
      out.push(`decision shows hidden card ${v.decision.card}`);
  }
  return out;
}

/** State invariants: every card in exactly one place, counts within their ranges. */
export function invariantProblems(s: State): string[] {
  const out: string[] = [];
  const seen = new Map<number, string>();
  const place = (c: number, where: string) => {
    if (seen.has(c)) out.push(`card ${c} in ${seen.get(c)} and ${where}`);
    seen.set(c, where);
  };
  for (const [where, cards] of [
    ["west hand", s.hands.west],
    ["east hand", s.hands.east],
    ["deck", s.deck],
    ["row", s.row],
    ["played", s.played],
    ["police", s.police],
    ["discard", s.discard],
    ["buried", s.buried],
    ["removed", s.removed],
  ] as const)
    for (const c of cards) place(c, where);
  if (s.special !== null) place(s.special, "special");
  // The card of the turn being played, until it is laid down (turn stage 2).
  for (const f of s.stack) if (f.k === "turn" && f.card && f.stage <= 2) place(f.card, "in play");
  for (const c of s.policeUsed)
    if (!s.police.includes(c)) out.push(`used police card ${c} not in front of East`);
  // Every normal card of the decades begun so far is somewhere.
  for (let d = 1; d <= Math.min(s.decade, 4); d++)
    for (const c of DECADE_CARDS[d]!) if (!seen.has(c)) out.push(`card ${c} lost`);
  if (s.unrest.some((n) => n < 0 || !Number.isInteger(n))) out.push("negative unrest");
  if (s.ls.some((n) => n < 0)) out.push("negative living standards");
  if (s.sectors.some((n) => n < 0) || s.sectors[0]! + s.sectors[1]! + s.sectors[2]! !== s.ls[7])
    out.push("West Berlin's sectors do not add up");
  for (const t of [s.prestige, s.currency, s.socialism]) if (t < -6 || t > 6) out.push("track out of range");
  let socialists = s.box;
  for (const n of s.socialists) socialists += n;
  if (socialists > 12 || s.box < 0) out.push(`${socialists} socialists`);
  if (s.mirrors.length + s.mirrorsDue !== s.unrest[7]! >> 2)
    out.push("mirrors do not match West Berlin's protests");
  if (s.hands.west.length > 3 || s.hands.east.length > 3) out.push("a hand of more than 3 cards");
  for (const side of ["west", "east"] as const) {
    const h = s.hands[side];
    for (let i = 1; i < h.length; i++) if (h[i - 1]! >= h[i]!) out.push("hand not sorted");
  }
  return out;
}

/** Illegal candidates for the current decision (none of them in the legal list). */
export function illegalActions(legal: readonly Action[], pick: (n: number) => number): unknown[] {
  const keys = new Set(legal.map(actionKey));
  const cands: unknown[] = [
    { t: "play", card: 1 + pick(90), use: (["unrest", "build", "ls", "event", "fly"] as const)[pick(5)] },
    { t: "province", province: pick(16) - 1 },
    { t: "city", city: pick(44) - 1 },
    { t: "line", conn: pick(70) - 1 },
    { t: "sector", sector: ["french", "british", "american", "soviet"][pick(4)] },
    { t: "card", card: pick(90) },
    { t: "group", group: pick(9) },
    { t: "skip", skip: ["nothing", "prestige", "currency", "socialism", 0, 1, 2, 7][pick(8)] },
    { t: "box", box: pick(15) - 7 },
    { t: "option", option: ["done", "none", "westDraws", "lookHand", "lookDeck", "maybe"][pick(6)] },
    { t: "police" },
    { t: "nothing" },
    {},
    null,
    "play",
    { t: "province", province: "3" },
  ];
  const out: unknown[] = [];
  for (const c of cands) {
    if (c && typeof c === "object" && "t" in c) {
      try {
        if (keys.has(actionKey(c as Action))) continue;
      } catch {
        // malformed: certainly illegal
      }
    }
    out.push(c);
  }
  return out;
}

/** Plays one random game with the given checks; never throws. */
export function runGame(seed: number, options: Options, checks: Checks = {}): Outcome {
  const maxActions = checks.maxActions ?? 5_000;
  const pick = chooser(seed ^ 0x5bd1e995);
  const probe = chooser(seed ^ 0x1234567);
  const actions: Action[] = [];
  let s: State | null = null;
  let at = 0;
  try {
    s = newGame(seed, options);
    for (;;) {
      const d = decision(s);
      if (!d) break;
      check(d.actions.length > 0, "deadEnd", `decision ${d.kind} has no legal action`);
      check(actions.length < maxActions, "loop", `no result after ${maxActions} actions`);
      at = actions.length;
      const n = actions.length + 1;
      if (checks.viewEvery && n % checks.viewEvery === 0) {
        for (const viewer of ["west", "east", "observer"] as const) {
          const p = viewProblems(s, viewer);
          check(p.length === 0, "leak", `${viewer}: ${p.join("; ")}`);
        }
        for (const side of ["west", "east"] as const) {
          const det = determinize(s, side, seed + n);
          check(
            JSON.stringify(view(s, side)) === JSON.stringify(view(det, side)),
            "leak",
            `determinize changes the ${side} view at action ${n}`,
          );
          check(
            JSON.stringify(view(s, "observer")) === JSON.stringify(view(det, "observer")),
            "leak",
            `determinize for ${side} changes the observer's view at action ${n}`,
          );
          // Another state with the same view (hidden parts re-dealt) gives the same sample.
          const twin = determinize(s, side, seed + n + 1);
          check(
            stateHash(determinize(twin, side, 77)) === stateHash(determinize(s, side, 77)),
            "leak",
            `determinize depends on more than the ${side} view at action ${n}`,
          );
          const p = invariantProblems(det);
          check(p.length === 0, "crash", `determinized state for ${side}: ${p.join("; ")}`);
          check(decision(det)?.player === d.player, "crash", "determinized state has another decision");
        }
      }
      if (checks.illegalEvery && n % checks.illegalEvery === 0) {
        const before = JSON.stringify(s);
        for (const bad of illegalActions(d.actions, probe)) {
          let threw: unknown = null;
          try {
            applyInPlace(s, bad as Action);
          } catch (e) {
            threw = e;
          }
          check(
            threw instanceof IllegalAction,
            "crash",
            `illegal action ${JSON.stringify(bad)} not rejected`,
          );
          check(
            JSON.stringify(s) === before,
            "crash",
            `rejected action ${JSON.stringify(bad)} changed the state`,
          );
        }
      }
      const a = d.actions[pick(d.actions.length)]!;
      actions.push(a);
      const logLen = s.log.length;
      const pure = !!checks.pureEvery && n % checks.pureEvery === 0;
      const undo = !!checks.undoEvery && n % checks.undoEvery === 0;
      if (pure || undo) {
        const before = JSON.stringify(s);
        const copy = cloneState(s);
        const next = apply(s, a);
        check(JSON.stringify(s) === before, "crash", `apply changed its input at action ${n}`);
        if (pure) {
          applyInPlace(copy, a);
          check(
            JSON.stringify(copy) === JSON.stringify(next),
            "crash",
            `apply and applyInPlace disagree at action ${n}`,
          );
        }
        if (undo && canUndo(next, d.player)) {
          const back = replay(undoLast(makeRecord(seed, options, actions), next, d.player)).state;
          check(
            stateHash(back) === stateHash(s),
            "replayMismatch",
            `undo at action ${n} does not restore the state`,
          );
        }
        s = next;
      } else applyInPlace(s, a);
      if (checks.invariants) {
        const p = invariantProblems(s);
        check(p.length === 0, "crash", `after action ${n}: ${p.join("; ")}`);
      }
      if (checks.logLeaks && !s.result) {
        for (const viewer of ["west", "east", "observer"] as const) {
          const hidden = hiddenFrom(s, viewer);
          for (let i = logLen; i < s.log.length; i++) {
            const e = s.log[i]!;
            if ((e.only !== undefined && e.only !== viewer) || e.except === viewer) continue;
            const named: CardId[] = [];
            if ("card" in e && typeof e.card === "number") named.push(e.card);
            if ("cards" in e) named.push(...e.cards);
            if (e.e === "swap") named.push(e.took, e.gave);
            for (const c of named) {
              if (hidden.has(c))
                check(false, "leak", `${viewer} reads hidden card ${c} (${CARDS[c]!.title}) in ${e.e}`);
            }
          }
        }
      }
    }
    at = actions.length;
    check(s.result !== null, "deadEnd", "no decision but no result");
    if (checks.replay) {
      const r = replay(makeRecord(seed, options, actions, s));
      check(r.hashOk === true, "replayMismatch", "replaying the record gives another state");
    }
    return { seed, options, completed: true, actions: actions.length, state: s, failure: null };
  } catch (e) {
    const kind = classify(e);
    const message = e instanceof Error ? e.message : String(e);
    return {
      seed,
      options,
      completed: false,
      actions: actions.length,
      state: s,
      failure: { kind, message, at },
    };
  }
}

export interface FuzzOptions {
  readonly games: number;
  readonly seed?: number;
  /** View, determinize, illegal-action, purity and undo checks on many actions (slower). */
  readonly deep?: boolean;
  readonly maxActions?: number;
  /** Called after each game (progress bars). */
  readonly onGame?: (done: number, outcome: Outcome) => void;
}

export interface FuzzReport {
  readonly game: "wsdv";
  readonly games: number;
  readonly completed: number;
  readonly actions: number;
  readonly seconds: number;
  /** Failing seeds by kind. */
  readonly failures: Record<FailureKind, number[]>;
  /** The first messages, for people. */
  readonly messages: readonly string[];
  /** Wins by side and reason. */
  readonly results: Readonly<Record<string, number>>;
}

/** Plays `games` checked random games (both rule versions, alternately). */
export function runFuzz(o: FuzzOptions): FuzzReport {
  const seed0 = o.seed ?? 1;
  const failures = Object.fromEntries(FAILURE_KINDS.map((k) => [k, [] as number[]])) as Record<
    FailureKind,
    number[]
  >;
  const messages: string[] = [];
  const results: Record<string, number> = {};
  let completed = 0;
  let actions = 0;
  const t0 = performance.now();
  for (let i = 0; i < o.games; i++) {
    const seed = seed0 + i;
    const options = mixedOptions(seed);
    const out = runGame(seed, options, {
      maxActions: o.maxActions ?? 5_000,
      replay: true,
      invariants: true,
      logLeaks: true,
      viewEvery: o.deep ? 7 : 97,
      illegalEvery: o.deep ? 11 : 0,
      pureEvery: o.deep ? 13 : 0,
      undoEvery: o.deep ? 5 : 0,
    });
    actions += out.actions;
    if (out.failure) {
      failures[out.failure.kind].push(seed);
      if (messages.length < 20)
        messages.push(
          `seed ${seed} (rules ${options.rules}): ${out.failure.kind} at action ${out.failure.at}: ${out.failure.message.slice(0, 300)}`,
        );
    } else {
      completed++;
      const r = out.state!.result!;
      const key = `${r.winner}:${r.reason}`;
      results[key] = (results[key] ?? 0) + 1;
    }
    o.onGame?.(i + 1, out);
  }
  return {
    game: "wsdv",
    games: o.games,
    completed,
    actions,
    seconds: (performance.now() - t0) / 1000,
    failures,
    messages,
    results,
  };
}

export interface BenchReport {
  readonly game: "wsdv";
  readonly engine_version: number;
  readonly node: string;
  readonly seconds: number;
  readonly games: number;
  /** Full random games per CPU second of this thread. */
  readonly games_per_s: number;
  readonly games_per_s_wall: number;
  readonly actions_per_s: number;
  readonly actions_per_game: number;
  /** apply() (clone + apply) per second on mid-game states. */
  readonly apply_per_s: number;
  readonly clone_per_s: number;
  readonly determinize_per_s: number;
}

/** CPU time of this process in ms (user + system): robust when other processes share the cores. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Single-thread throughput: full random games (both rule versions), apply, clone, determinize. */
export function runBench(o: { seconds?: number } = {}): BenchReport {
  const seconds = o.seconds ?? 5;
  for (let i = 0; i < 300; i++) playRandomGame(1_000_000 + i, mixedOptions(i)); // warm-up
  let games = 0;
  let actions = 0;
  const wall0 = performance.now();
  const c0 = cpuMs();
  const budget = seconds * 0.6 * 1000;
  while (cpuMs() - c0 < budget) {
    for (let k = 0; k < 20; k++) {
      const g = playRandomGame(games + 1, mixedOptions(games));
      games++;
      actions += g.actions.length;
    }
  }
  const cpu = (cpuMs() - c0) / 1000;
  const wall = (performance.now() - wall0) / 1000;
  const states: State[] = [];
  for (let i = 0; states.length < 200 && i < 40; i++) {
    const g = playRandomGame(600_000 + i);
    let s = newGame(600_000 + i);
    for (let j = 0; j < g.actions.length; j++) {
      if (j % 15 === 7) states.push(s);
      s = apply(s, g.actions[j]!);
    }
  }
  const firsts = states.map((s) => decision(s)!.actions[0]!);
  const rate = (share: number, fn: () => void, per: number) => {
    let n = 0;
    const t = cpuMs();
    while (cpuMs() - t < seconds * share * 1000) {
      fn();
      n += per;
    }
    return Math.round(n / ((cpuMs() - t) / 1000));
  };
  const applyPerS = rate(
    0.15,
    () => {
      for (let i = 0; i < states.length; i++) apply(states[i]!, firsts[i]!);
    },
    states.length,
  );
  const clonePerS = rate(
    0.1,
    () => {
      for (let i = 0; i < states.length; i++) cloneState(states[i]!);
    },
    states.length,
  );
  const detPerS = rate(
    0.15,
    () => {
      for (let i = 0; i < states.length; i++) {
        const s = states[i]!;
        determinize(s, other(decision(s)!.player), i);
      }
    },
    states.length,
  );
  return {
    game: "wsdv",
    engine_version: ENGINE_VERSION,
    node: process.version,
    seconds,
    games,
    games_per_s: Math.round(games / cpu),
    games_per_s_wall: Math.round(games / wall),
    actions_per_s: Math.round(actions / cpu),
    actions_per_game: Math.round(actions / games),
    apply_per_s: applyPerS,
    clone_per_s: clonePerS,
    determinize_per_s: detPerS,
  };
}
