// The conformance suite: random games through a title's GameModule, checking every contract of
// the interface (module.ts) along the way, in the spirit of OpenSpiel's random-simulation tests.
// Any title runs it from a node:test file:
//
//   import { conformanceTests } from "@dawn/platform/conformance";
//   conformanceTests(myTitle, { games: 2000 });
//
// One pass plays the games and checks every contract at once (cheap checks at every step, deep
// checks at randomly chosen steps); each contract is then reported as its own test, with the
// first failures (seed, step, what went wrong). `runConformance` returns the same report as data.
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { botContext, chooser } from "./bots.ts";
import { GameRuleError } from "./errors.ts";
import { GrowList } from "./grow-list.ts";
import type { GameModule, Seat, Turn, Viewer } from "./module.ts";
import type { OptionSpec } from "./options.ts";

/** The contracts the suite checks, each reported as one test. */
export const CONTRACTS = {
  determinism: "same seed and options give the same game; the hash is stable across clone and serialization",
  decisions:
    "no dead end: a pending decision belongs to a seat and has at least one action, with distinct keys, that survives JSON and parseAction",
  endsWithResult:
    "random games end with a result, no crash and no endless loop; a game has a decision or a result, never both",
  replay: "a record replays to the same hash and result; bad records are refused with a GameRuleError",
  serialize: "serialize/deserialize round-trips, and play goes on from a deserialized state unchanged",
  views:
    "views (and screen views) are plain JSON, repeatable, refused for an unknown viewer, and reading them changes nothing",
  hiddenInfo:
    "changing what a seat cannot see never changes its view (nor its screen view), nor the observer's: view(determinize(s, seat, k), seat) = view(s, seat)",
  illegalActions:
    "every illegal action (malformed, from the other seat, from a past decision, random junk) is refused with a GameRuleError, the state unchanged",
  applyPure: "apply never changes its input, and its result shares nothing with it",
  applyInPlace: "applyInPlace gives exactly what apply gives",
  undo: "canUndo only while the pending decision is the seat's own after its own action, never past chance or a reveal; undoing by replay gives back the earlier state",
  determinize:
    "determinize keeps the pending decision, depends only on the view and the seed, leaves its input alone and gives a playable state",
  bots: "every bot returns a legal action from what its seat may see, and leaves the state alone",
  options:
    "options: defaults parse, optionsJson round-trips through parseOptions, bad options are refused with a GameRuleError",
  resign:
    "resigning ends the game with another seat winning, leaves the input alone, and is refused once the game is over",
  reporting:
    "revealed, publicSummary, metrics, roleOf and describeAction give JSON, numbers and text for every state",
} as const;

export type ContractId = keyof typeof CONTRACTS;
export const CONTRACT_IDS = Object.keys(CONTRACTS) as ContractId[];

export interface ConformanceOptions {
  /** Random games to play (default 200). */
  readonly games?: number;
  /** Seed of the first game; game i uses seed + i (default 1). */
  readonly seed?: number;
  /**
   * The options input (as a client would send it) for game i; default: each option of the title's
   * description at its default half of the time, otherwise at a random allowed value.
   */
  readonly options?: (game: number, pick: (n: number) => number) => unknown;
  /** A game longer than this is an endless loop (default 100,000 actions). */
  readonly maxActions?: number;
  /** Deep checks happen at about one step in this many, and at each game's first step (default 25). */
  readonly deepEvery?: number;
  /** Determinize seeds tried per seat at each deep check (default 2). */
  readonly samples?: number;
  /** Random play-outs from determinized states over the whole run (default: games / 10, at least 1). */
  readonly playouts?: number;
  /** Decisions put to each bot over the run (default 30). */
  readonly botDecisions?: number;
  /** Thinking time handed to bots that search (default 20 ms). */
  readonly botBudgetMs?: number;
  /** Bots not to ask (e.g. deliberately broken test bots). */
  readonly skipBots?: readonly string[];
  /** The title hides something (hands, decks, a generator): some determinize must change the state (default true). */
  readonly hiddenInformation?: boolean;
  /** Failures kept per contract in the report (default 8). */
  readonly keepFailures?: number;
}

export interface ContractReport {
  readonly id: ContractId;
  readonly description: string;
  /** Checks made. */
  readonly checks: number;
  readonly failureCount: number;
  /** One line per kind of failure (the first kinds met): how often, and the first case with its seed and step. */
  readonly failures: readonly string[];
}

export interface ConformanceReport {
  readonly title: string;
  readonly games: number;
  readonly actions: number;
  readonly deepSteps: number;
  readonly ms: number;
  /** Games per result reason. */
  readonly results: Readonly<Record<string, number>>;
  readonly contracts: Readonly<Record<ContractId, ContractReport>>;
}

/** Canonical JSON (object keys sorted) for comparing views and states. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => {
    if (x && typeof x === "object" && !Array.isArray(x)) {
      const o = x as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(o).sort()) out[k] = o[k];
      return out;
    }
    return x;
  });
}

/** Why a value is not plain JSON (functions, Maps, class instances, NaN, cycles), or null if it is. */
export function notJson(v: unknown, path = "$", seen: Set<object> = new Set()): string | null {
  if (v === null || typeof v === "string" || typeof v === "boolean") return null;
  if (typeof v === "number") return Number.isFinite(v) ? null : `${path} is ${v}`;
  if (typeof v !== "object") return `${path} is a ${typeof v}`;
  if (seen.has(v)) return `${path} is a cycle or is shared`;
  // A list shared with later views (see GrowList): JSON writes its items.
  if (v instanceof GrowList) return notJson(v.toJSON(), path, seen);
  seen.add(v);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const r = notJson(v[i], `${path}[${i}]`, seen);
      if (r) return r;
    }
  } else {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) continue; // dropped by JSON, harmless
      const r = notJson(x, `${path}.${k}`, seen);
      if (r) return r;
    }
  }
  seen.delete(v);
  return null;
}

/** Random junk for parseAction: every shape a careless or hostile client might send. */
const JUNK: readonly unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  Number.NaN,
  "",
  "x",
  "9".repeat(300),
  true,
  [],
  [1, 2],
  [[]],
  {},
  { t: null },
  { t: "" },
  { t: {} },
  { t: ["x"] },
  { toString: 1 },
  { valueOf: "x" },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { a: { b: { c: { d: 1 } } } },
  { card: -1 },
  { take: 1e9 },
];

function mutateValue(x: unknown): unknown[] {
  if (typeof x === "number") return [x + 1, x - 1, -x - 1, x + 1000, 0.5, String(x), null];
  if (typeof x === "string")
    return [`${x}x`, "", x.toUpperCase() === x ? x.toLowerCase() : x.toUpperCase(), 1];
  if (typeof x === "boolean") return [!x, String(x)];
  if (x === null) return [0, "null"];
  if (Array.isArray(x)) return [[], [...x, x[0]], x.slice(1), x.map(() => null)];
  return [{}, null];
}

/** Variants of a legal action: fields changed, dropped, added; the action nested or wrapped. */
function mutations(a: unknown): unknown[] {
  const out: unknown[] = [[a], { action: a }];
  if (a && typeof a === "object" && !Array.isArray(a)) {
    const o = a as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      for (const v of mutateValue(o[k])) out.push({ ...o, [k]: v });
      const { [k]: _dropped, ...rest } = o;
      out.push(rest);
    }
    out.push({ ...o, extra: 1 });
  } else out.push(...mutateValue(a));
  return out;
}

/** Default options input for game i: each option at its default half the time, else at random. */
function randomOptions(spec: readonly OptionSpec[], pick: (n: number) => number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of spec) {
    if (pick(2) === 0) continue;
    if (o.kind === "boolean") out[o.key] = pick(2) === 1;
    else if (o.kind === "integer") out[o.key] = o.min + pick(o.max - o.min + 1);
    else out[o.key] = o.choices[pick(o.choices.length)]!.value;
  }
  return out;
}

/** Options a title must refuse: wrong types, out of range, unknown keys, not an object. */
function badOptions(spec: readonly OptionSpec[]): unknown[] {
  const out: unknown[] = ["standard", 3, [], true, { "no-such-option": 1 }];
  for (const o of spec) {
    if (o.kind === "boolean") out.push({ [o.key]: "yes" }, { [o.key]: 1 });
    else if (o.kind === "integer")
      out.push({ [o.key]: o.max + 1 }, { [o.key]: o.min - 1 }, { [o.key]: o.min + 0.5 }, { [o.key]: "1" });
    else out.push({ [o.key]: "no-such-choice" }, { [o.key]: 0 });
  }
  return out;
}

/** Errors made while checking: a message naming what threw. */
function errText(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`.slice(0, 300);
  return String(e).slice(0, 300);
}

/**
 * Plays `games` random games through the module and checks every contract along the way. Never
 * throws for a title's defect: each one is counted against its contract in the report.
 */
export function runConformance<S, A, O, V>(
  m: GameModule<S, A, O, V>,
  opts: ConformanceOptions = {},
): ConformanceReport {
  const games = opts.games ?? 200;
  const firstSeed = opts.seed ?? 1;
  const maxActions = opts.maxActions ?? 100_000;
  const deepEvery = Math.max(1, opts.deepEvery ?? 25);
  const samples = Math.max(1, opts.samples ?? 2);
  let playoutsLeft = opts.playouts ?? Math.max(1, Math.floor(games / 10));
  const botDecisions = opts.botDecisions ?? 30;
  const botBudgetMs = opts.botBudgetMs ?? 20;
  const keep = opts.keepFailures ?? 8;
  const seats = m.seats.map((x) => x.id);
  const viewers: Viewer[] = [...seats, "observer"];
  const bots = m.bots.filter((b) => !(opts.skipBots ?? []).includes(b.id));
  const botsAsked = new Map<string, number>(bots.map((b) => [b.id, 0]));
  let botTurn = 0;

  const checks = new Map<ContractId, number>(CONTRACT_IDS.map((c) => [c, 0]));
  // Failures grouped by kind (the message with its numbers blanked): a count and the first example.
  const failures = new Map<ContractId, Map<string, { count: number; first: string }>>(
    CONTRACT_IDS.map((c) => [c, new Map()]),
  );
  const failureCount = new Map<ContractId, number>(CONTRACT_IDS.map((c) => [c, 0]));
  let where = "";
  const fail = (c: ContractId, msg: string) => {
    failureCount.set(c, failureCount.get(c)! + 1);
    const kinds = failures.get(c)!;
    const kind = msg.replace(/\d+/g, "#");
    const k = kinds.get(kind);
    if (k) k.count++;
    else if (kinds.size < keep) kinds.set(kind, { count: 1, first: `${where}: ${msg}` });
  };
  /** One check: `ok` is evaluated; false or an exception counts as a failure of contract `c`. */
  const check = (c: ContractId, ok: () => boolean | string, msg: string): boolean => {
    checks.set(c, checks.get(c)! + 1);
    try {
      const r = ok();
      if (r === true) return true;
      fail(c, typeof r === "string" ? `${msg}: ${r}` : msg);
    } catch (e) {
      fail(c, `${msg}: threw ${errText(e)}`);
    }
    return false;
  };
  /** Runs `f`; an exception counts against contract `c` and gives undefined. */
  const attempt = <T>(c: ContractId, what: string, f: () => T): T | undefined => {
    try {
      return f();
    } catch (e) {
      checks.set(c, checks.get(c)! + 1);
      fail(c, `${what} threw ${errText(e)}`);
      return undefined;
    }
  };
  /** f must throw a GameRuleError. */
  const refused = (c: ContractId, f: () => unknown, msg: string) =>
    check(
      c,
      () => {
        try {
          f();
        } catch (e) {
          return e instanceof GameRuleError ? true : `threw ${errText(e)} instead of a GameRuleError`;
        }
        return "was accepted";
      },
      msg,
    );
  const keys = (d: Turn<A> | null) => (d ? d.actions.map((a) => m.actionKey(a)) : []);
  const sameDecision = (x: Turn<A> | null, y: Turn<A> | null, withActions: boolean): boolean | string => {
    if (!x || !y) return x === y || `one has a decision, the other ${x ? "none" : "one"}`;
    if (x.seat !== y.seat || x.kind !== y.kind) return `${x.seat}/${x.kind} became ${y.seat}/${y.kind}`;
    if (withActions && keys(x).join("|") !== keys(y).join("|")) return "the legal actions differ";
    return true;
  };
  /** The view's JSON text (and the screen's view's, for a title that has one, as one JSON list). */
  const viewText = (s: S, v: Viewer) =>
    JSON.stringify(m.screenView ? [m.view(s, v), m.screenView(s, v)] : m.view(s, v));
  /** Two JSON texts of views: equal, or equal once object keys are sorted. */
  const sameJson = (x: string, y: string) => x === y || canonical(JSON.parse(x)) === canonical(JSON.parse(y));

  // --- Options and records, once per run.
  where = "options";
  check(
    "options",
    () => notJson(m.parseOptions(undefined)) === null || "not JSON",
    "parseOptions(undefined)",
  );
  for (const bad of badOptions(m.options))
    refused("options", () => m.parseOptions(bad), `options ${canonical(bad)}`);
  where = "records";
  for (const bad of [null, 3, "x", [], {}, { seed: "x", actions: 3 }])
    refused("replay", () => m.replay(bad), `replay(${canonical(bad)})`);

  let sawHidden = false;
  let undoReplays = 0;
  let totalActions = 0;
  let deepSteps = 0;
  let seedCounter = 0;
  let viewChecks = 0;
  const results: Record<string, number> = {};
  const t0 = performance.now();

  for (let g = 0; g < games; g++) {
    const seed = firstSeed + g;
    const pick = chooser((seed * 2654435761) ^ 0x5bd1e995);
    where = `game seed ${seed}`;
    const input = opts.options ? opts.options(g, pick) : randomOptions(m.options, pick);
    where = `game seed ${seed} options ${canonical(input)}`;
    const options = attempt("options", "parseOptions", () => m.parseOptions(input));
    if (options === undefined) continue;
    check(
      "options",
      () =>
        canonical(m.parseOptions(JSON.parse(JSON.stringify(m.optionsJson(options))))) === canonical(options),
      "parseOptions(optionsJson(o)) differs from o",
    );
    const game = where;
    where = `${game} at the start`;
    let s = attempt("endsWithResult", "newGame", () => m.newGame(seed, options));
    if (s === undefined) continue;
    const again = m.newGame(seed, options);
    check(
      "determinism",
      () => m.serialize(again) === m.serialize(s!),
      "two new games from the same seed differ",
    );
    check(
      "determinism",
      () => m.hash(again) === m.hash(s!),
      "two new games from the same seed hash differently",
    );

    const actions: A[] = [];
    const pool: unknown[] = [];
    let lastSeat: Seat | null = null;
    let resignTried = false;
    let shared: { state: S; text: string } | null = null;
    let ended = false;
    for (let step = 0; step <= maxActions; step++) {
      where = `${game} at step ${step}`;
      const state: S = s!;
      const d = attempt("endsWithResult", "decision", () => m.decision(state));
      if (d === undefined) break;
      const result = attempt("endsWithResult", "result", () => m.result(state));
      if (result === undefined) break;
      if (!d) {
        check("endsWithResult", () => result !== null, "no decision and no result: the game is stuck");
        if (result) results[result.reason] = (results[result.reason] ?? 0) + 1;
        ended = true;
        break;
      }
      if (step === maxActions) break;
      check("endsWithResult", () => result === null, "a decision is pending but the game has a result");
      if (
        !check(
          "decisions",
          () => d.actions.length > 0 || "no legal action",
          `dead end: ${d.seat} ${d.kind}`,
        ) ||
        !check("decisions", () => seats.includes(d.seat) || `seat ${d.seat}`, "decision for an unknown seat")
      )
        break;
      // Undo (cheap part, every step): only the deciding seat, after its own action.
      for (const seat of seats) {
        if (m.canUndo(state, seat))
          check(
            "undo",
            () =>
              (d.seat === seat && lastSeat === seat) ||
              `pending decision is ${d.seat}'s, last action was ${lastSeat ?? "nobody"}'s`,
            `canUndo(${seat}) while it is not ${seat}'s own turn after its own action`,
          );
      }

      const deep = (step === 0 && g < 20) || pick(deepEvery) === 0;
      const a = d.actions[pick(d.actions.length)]!;
      pool.push(JSON.parse(JSON.stringify(d.actions[pick(d.actions.length)]!)));
      if (pool.length > 256) pool.splice(0, pool.length - 256);

      if (!deep) {
        const ok = attempt("endsWithResult", `applyInPlace of legal action ${m.actionKey(a)}`, () => {
          m.applyInPlace(state, a);
          return true;
        });
        if (!ok) break;
      } else {
        deepSteps++;
        const text = m.serialize(state);
        // A state handed out by apply at an earlier deep step must not have changed since.
        if (shared) {
          const sh = shared;
          check(
            "applyPure",
            () => m.serialize(sh.state) === sh.text,
            "apply's input changed when its result was played on",
          );
          shared = null;
        }
        deepDecision(state, d);
        deepViews(state);
        deepSerialize(state, d);
        deepDeterminize(state, d);
        deepIllegal(state, d, pool);
        deepBots(state, d, seed, step);
        if (!resignTried && pick(4) === 0) {
          resignTried = true;
          deepResign(state);
        }
        deepReporting(state, d);
        check(
          "views",
          () => m.serialize(state) === text,
          "deep checks (views, determinize, bots, refused actions) changed the state",
        );
        // apply vs applyInPlace, and purity.
        const next = attempt("endsWithResult", `apply of legal action ${m.actionKey(a)}`, () =>
          m.apply(state, a),
        );
        if (next === undefined) break;
        check("applyPure", () => m.serialize(state) === text, "apply changed its input");
        const c = m.clone(state);
        const inPlace = attempt("applyInPlace", "applyInPlace on a clone", () => {
          m.applyInPlace(c, a);
          return true;
        });
        if (inPlace)
          check(
            "applyInPlace",
            () => m.serialize(c) === m.serialize(next),
            "applyInPlace and apply give different states",
          );
        check("applyPure", () => m.serialize(state) === text, "applyInPlace on a clone changed the original");
        deepUndo(state, d, a, next, actions, seed, options);
        shared = { state, text };
        // Go on from the result of apply, sometimes from a deserialized copy of it: the replay at
        // the end proves that both play exactly like the state they came from.
        s = pick(3) === 0 ? m.deserialize(m.serialize(next)) : next;
      }
      actions.push(a);
      lastSeat = d.seat;
    }
    totalActions += actions.length;
    where = `${game} at the end (${actions.length} actions)`;
    if (!ended) {
      fail("endsWithResult", `no result after ${actions.length} actions (an endless loop, or a crash above)`);
      continue;
    }
    const end: S = s!;
    for (const seat of seats)
      check("undo", () => !m.canUndo(end, seat), `canUndo(${seat}) after the game is over`);
    for (const seat of seats)
      refused("resign", () => m.resign(end, seat), `resign(${seat}) after the game is over`);
    deepViews(end);
    deepReporting(end, null);
    check("reporting", () => notJson(m.revealed(end)) ?? true, "revealed is not JSON");
    check(
      "reporting",
      () =>
        Object.values(m.metrics(end)).every((x) => typeof x === "number" && Number.isFinite(x)) ||
        "not numbers",
      "metrics",
    );
    // Replay: the record, through JSON (as stored), gives the same state.
    const rec = attempt("replay", "record", () =>
      JSON.parse(JSON.stringify(m.record(seed, options, actions))),
    );
    if (rec !== undefined) {
      const rep = attempt("replay", "replay", () => m.replay(rec));
      if (rep) {
        check(
          "replay",
          () => rep.hashOk === true || `hashOk ${rep.hashOk}`,
          "the record's hash does not verify",
        );
        check(
          "replay",
          () => m.hash(rep.state) === m.hash(end),
          "the replayed state hashes differently from the played one",
        );
        check(
          "replay",
          () => canonical(m.result(rep.state)) === canonical(m.result(end)),
          "the replayed result differs",
        );
        check(
          "replay",
          () => rep.actions.length === actions.length,
          "the replay lists another number of actions",
        );
      }
      // An action after the end is refused: the record does not replay (checked in the first game).
      if (actions.length > 0 && g === 0)
        refused(
          "replay",
          () => m.replay(JSON.parse(JSON.stringify(m.record(seed, options, [...actions, actions[0]!])))),
          "a record with an action after the end",
        );
    }
  }
  if (opts.hiddenInformation ?? true) {
    where = "over all games";
    check(
      "hiddenInfo",
      () => sawHidden,
      "determinize never changed any state: the title hides nothing, or determinize re-samples nothing (set hiddenInformation: false for a title without hidden information)",
    );
  }
  const contracts = {} as Record<ContractId, ContractReport>;
  for (const id of CONTRACT_IDS)
    contracts[id] = {
      id,
      description: CONTRACTS[id],
      checks: checks.get(id)!,
      failureCount: failureCount.get(id)!,
      failures: [...failures.get(id)!.values()].map((k) =>
        k.count > 1 ? `${k.count} times, first ${k.first}` : k.first,
      ),
    };
  return {
    title: m.id,
    games,
    actions: totalActions,
    deepSteps,
    ms: Math.round(performance.now() - t0),
    results,
    contracts,
  };

  // --- Deep checks (function declarations: they share the run's state above).

  function deepDecision(s: S, d: Turn<A>): void {
    const ks = keys(d);
    check(
      "decisions",
      () => new Set(ks).size === ks.length || "duplicate keys",
      "two legal actions have the same key",
    );
    for (const a of d.actions.slice(0, 6)) {
      check(
        "decisions",
        () => m.actionKey(m.parseAction(JSON.parse(JSON.stringify(a)))) === m.actionKey(a),
        `legal action ${m.actionKey(a)} does not survive JSON and parseAction`,
      );
      check(
        "decisions",
        () => m.actionKey(m.legalAction(s, a)) === m.actionKey(a),
        "legalAction of a legal action",
      );
    }
  }

  function deepViews(s: S): void {
    viewChecks++;
    const kinds: [string, (s: S, v: Viewer) => unknown][] = [["view", (x, v) => m.view(x, v)]];
    const screen = m.screenView;
    if (screen) kinds.push(["screenView", (x, v) => screen.call(m, x, v)]);
    for (const [name, f] of kinds) {
      for (const v of viewers) {
        const first = attempt("views", `${name}(${v})`, () => f(s, v));
        if (first === undefined) continue;
        // Walking a whole view is slow: one deep step in four (and every game's end).
        if (viewChecks % 4 === 1 || m.result(s))
          check("views", () => notJson(first) ?? true, `${name}(${v}) is not JSON`);
        check(
          "views",
          () => JSON.stringify(f(s, v)) === JSON.stringify(first),
          `${name}(${v}) twice gives two answers`,
        );
      }
      refused("views", () => f(s, "no-such-seat"), `${name} for an unknown seat`);
    }
  }

  function deepSerialize(s: S, d: Turn<A>): void {
    const text = m.serialize(s);
    const back = attempt("serialize", "deserialize", () => m.deserialize(text));
    if (back === undefined) return;
    const hash = m.hash(s);
    check("serialize", () => m.serialize(back) === text, "serialize(deserialize(t)) differs from t");
    check("serialize", () => m.hash(back) === hash, "a deserialized state hashes differently");
    check(
      "serialize",
      () => sameDecision(d, m.decision(back), true),
      "a deserialized state decides differently",
    );
    check("determinism", () => m.serialize(m.clone(s)) === text, "a clone differs");
  }

  function deepDeterminize(s: S, d: Turn<A>): void {
    const text = m.serialize(s);
    const obs = viewText(s, "observer");
    for (const seat of seats) {
      const own = viewText(s, seat);
      for (let k = 0; k < samples; k++) {
        const kseed = pickSeed();
        const det = attempt("determinize", `determinize(${seat})`, () => m.determinize(s, seat, kseed));
        if (det === undefined) continue;
        if (!sawHidden && m.serialize(det) !== text) sawHidden = true;
        check(
          "hiddenInfo",
          () => sameJson(viewText(det, seat), own),
          `${seat}'s view changed when hidden parts were re-sampled`,
        );
        check(
          "hiddenInfo",
          () => sameJson(viewText(det, "observer"), obs),
          "the observer's view changed when hidden parts were re-sampled",
        );
        check(
          "determinize",
          () => sameDecision(d, m.decision(det), d.seat === seat),
          `the sample for ${seat} decides differently`,
        );
        // Same view, same seed: the same sample (it may not read the hidden parts it re-samples).
        if (k === 0) {
          const k2 = pickSeed();
          check(
            "determinize",
            () => m.serialize(m.determinize(det, seat, k2)) === m.serialize(m.determinize(s, seat, k2)),
            `determinize(${seat}) depends on more than ${seat}'s view and the seed`,
          );
        }
        if (playoutsLeft > 0 && k === 0) {
          playoutsLeft--;
          const err = playout(det, kseed);
          check("determinize", () => err ?? true, `a random game from the sample for ${seat} fails`);
        } else {
          // The sample is a state of its own: playing on it changes nothing here.
          const dd = m.decision(det);
          if (dd && dd.actions.length > 0)
            attempt("determinize", "applyInPlace on a sample", () => m.applyInPlace(det, dd.actions[0]!));
        }
      }
    }
  }

  /** A random game from `s` to its end: null, or what went wrong. */
  function playout(s: S, seed: number): string | null {
    const pick = chooser(seed);
    try {
      for (let i = 0; i < maxActions; i++) {
        const d = m.decision(s);
        if (!d) return m.result(s) ? null : "no decision and no result";
        if (d.actions.length === 0) return `dead end at ${d.kind}`;
        m.applyInPlace(s, d.actions[pick(d.actions.length)]!);
      }
      return `no result after ${maxActions} actions`;
    } catch (e) {
      return errText(e);
    }
  }

  function pickSeed(): number {
    seedCounter++;
    return Math.imul(seedCounter, 2654435761) >>> 0;
  }

  function deepIllegal(s: S, d: Turn<A>, pool: readonly unknown[]): void {
    const legal = new Set(keys(d));
    const candidates: unknown[] = [];
    const local = chooser(deepSteps * 31 + 7);
    for (let i = 0; i < 8 && pool.length > 0; i++) candidates.push(pool[local(pool.length)]);
    for (let i = 0; i < 3; i++) {
      const ms = mutations(JSON.parse(JSON.stringify(d.actions[local(d.actions.length)]!)));
      for (let j = 0; j < 4; j++) candidates.push(ms[local(ms.length)]);
    }
    for (let i = 0; i < 4; i++) candidates.push(JUNK[local(JUNK.length)]);
    const before = m.serialize(s);
    for (const c of candidates) {
      let parsed: A;
      try {
        parsed = m.parseAction(c);
      } catch (e) {
        check(
          "illegalActions",
          () => e instanceof GameRuleError || `threw ${errText(e)}`,
          `parseAction(${canonical(c)}) must refuse with a GameRuleError`,
        );
        continue;
      }
      const key = attempt("illegalActions", `actionKey of parsed ${canonical(c)}`, () => m.actionKey(parsed));
      if (key === undefined || legal.has(key)) continue;
      // Each refusal builds an error (with its stack): one door per candidate, in turn.
      const door = local(3);
      if (door === 0)
        refused("illegalActions", () => m.legalAction(s, parsed), `legalAction accepts illegal ${key}`);
      else if (door === 1)
        refused("illegalActions", () => m.apply(s, parsed), `apply accepts illegal ${key}`);
      else refused("illegalActions", () => m.applyInPlace(s, parsed), `applyInPlace accepts illegal ${key}`);
      if (m.serialize(s) !== before) {
        check("illegalActions", () => false, `refusing ${key} changed the state`);
        return;
      }
    }
    checks.set("illegalActions", checks.get("illegalActions")! + 1);
  }

  function deepBots(s: S, d: Turn<A>, seed: number, step: number): void {
    if (bots.length === 0 || d.actions.length < 2) return;
    const b = bots[botTurn++ % bots.length]!;
    if (botsAsked.get(b.id)! >= botDecisions) return;
    botsAsked.set(b.id, botsAsked.get(b.id)! + 1);
    const legal = new Set(keys(d));
    const text = m.serialize(s);
    const a = attempt("bots", `bot ${b.id}`, () =>
      b.create().choose(botContext(m, s, (seed * 7919 + step) >>> 0, botBudgetMs)),
    );
    if (a !== undefined)
      check("bots", () => legal.has(m.actionKey(a)) || m.actionKey(a), `bot ${b.id} chose an illegal action`);
    check("bots", () => m.serialize(s) === text, `bot ${b.id} changed the state`);
  }

  function deepResign(s: S): void {
    const text = m.serialize(s);
    for (const seat of seats) {
      const r = attempt("resign", `resign(${seat})`, () => m.resign(s, seat));
      if (r === undefined) continue;
      check("resign", () => m.decision(r) === null, "a decision is pending after a resignation");
      const out = m.result(r);
      check("resign", () => (out !== null && out.winner !== seat) || canonical(out), `after ${seat} resigns`);
    }
    check("resign", () => m.serialize(s) === text, "resign changed its input");
  }

  function deepReporting(s: S, d: Turn<A> | null): void {
    check("reporting", () => notJson(m.publicSummary(s)) ?? true, "publicSummary is not JSON");
    for (const seat of seats)
      check("reporting", () => typeof m.roleOf(s, seat) === "string" || "not text", `roleOf(${seat})`);
    if (d)
      for (const a of d.actions.slice(0, 4))
        check(
          "reporting",
          () => {
            const t = m.describeAction(s, a);
            return (typeof t === "string" && t.length > 0) || "empty";
          },
          `describeAction(${m.actionKey(a)})`,
        );
  }

  function deepUndo(prev: S, d: Turn<A>, a: A, next: S, done: readonly A[], seed: number, options: O): void {
    const seat = d.seat;
    if (!m.canUndo(next, seat)) return;
    // Undoing must not teach the seat anything: the action's outcome, as the seat sees it, cannot
    // depend on what it could not see (a die roll, a draw, a card revealed).
    const after = viewText(next, seat);
    const p = attempt("determinize", `determinize(${seat}) before an undoable action`, () =>
      m.determinize(prev, seat, pickSeed()),
    );
    if (p !== undefined)
      check(
        "undo",
        () => sameJson(viewText(m.apply(p, a), seat), after),
        `canUndo(${seat}) after ${m.actionKey(a)}, whose outcome depended on hidden information or chance`,
      );
    // The shell undoes by replaying the record without the last action.
    if (undoReplays < 20) {
      undoReplays++;
      check(
        "undo",
        () =>
          m.hash(m.replay(JSON.parse(JSON.stringify(m.record(seed, options, done)))).state) === m.hash(prev),
        "replaying without the last action does not give back the earlier state",
      );
    }
  }
}

/**
 * The number of random games a simulation test plays: `full` normally, a tenth of it (at least 20)
 * under `npm run test:fast` (which sets DAWN_TEST_FAST=1) for daily work. CI runs the full counts.
 */
export function testScale(full: number): number {
  const fast = ["1", "true", "yes"].includes((globalThis.process?.env.DAWN_TEST_FAST ?? "").toLowerCase());
  return fast ? Math.min(full, Math.max(20, Math.round(full / 10))) : full;
}

export interface ConformanceTestOptions extends ConformanceOptions {
  /**
   * Contracts the title is known to break, with the reason: they still run and their failures are
   * printed, but reported as TODO (node:test) instead of failing the run.
   */
  readonly knownFailures?: Partial<Record<ContractId, string>>;
}

/**
 * Registers the conformance suite as node:test tests: the games are played once (a `before`
 * hook), then one test per contract reports its checks and its first failures.
 */
export function conformanceTests<S, A, O, V>(
  m: GameModule<S, A, O, V>,
  opts: ConformanceTestOptions = {},
): void {
  const games = testScale(opts.games ?? 200);
  describe(`${m.id}: conformance of the game module (${games} random games)`, () => {
    let report: ConformanceReport | null = null;
    before(() => {
      report = runConformance(m, { ...opts, games });
    });
    test("the run", (t) => {
      const r = report!;
      t.diagnostic(
        `${r.games} games, ${r.actions} actions, ${r.deepSteps} deep-checked steps in ${(r.ms / 1000).toFixed(1)} s; results ${JSON.stringify(r.results)}`,
      );
      assert.ok(r.actions > 0, "no action was played");
    });
    for (const id of CONTRACT_IDS) {
      const known = opts.knownFailures?.[id];
      test(`${id}: ${CONTRACTS[id]}`, known ? { todo: `known failure: ${known}` } : {}, (t) => {
        const c = report!.contracts[id];
        t.diagnostic(`${c.checks} checks, ${c.failureCount} failures`);
        if (known && c.failureCount === 0)
          t.diagnostic(`the contract holds now: remove "${id}" from knownFailures`);
        assert.ok(c.checks > 0, "the contract was never checked");
        assert.equal(
          c.failureCount,
          0,
          `${c.failureCount} failures of "${id}", by kind:\n  ${c.failures.join("\n  ")}`,
        );
      });
    }
  });
}
