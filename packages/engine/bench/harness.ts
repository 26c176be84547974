// Checked random games, shared by the fuzzer (bench/fuzz.ts) and the property tests: every failure
// is classified as a crash, a dead end, an endless loop, a replay mismatch or a leak of hidden
// information in a view.
import {
  type Action,
  actionKey,
  apply,
  applyInPlace,
  CARDS,
  canUndo,
  cloneState,
  decision,
  determinize,
  IllegalAction,
  logText,
  makeRecord,
  newGame,
  type Options,
  redact,
  replay,
  type State,
  stateHash,
  undoLast,
  type Viewer,
  view,
} from "@dawn/engine";
import { chooser, type RandomPolicy, randomAction } from "../src/random-play.ts";

export type FailureKind = "crash" | "deadEnd" | "loop" | "replayMismatch" | "leak";
export const FAILURE_KINDS: readonly FailureKind[] = ["crash", "deadEnd", "loop", "replayMismatch", "leak"];

export interface Checks {
  readonly policy?: RandomPolicy;
  readonly maxActions?: number;
  /** Replay the record at the end and compare state hashes. */
  readonly replay?: boolean;
  /** Check the log entries added by each action for hidden cards (cheap). */
  readonly logLeaks?: boolean;
  /** Check state invariants after each action: no card in two places, SPs and tracks in range. */
  readonly invariants?: boolean;
  /** Every n-th action: full view checks for the three viewers, determinize keeps views (0: never). */
  readonly viewEvery?: number;
  /** Every n-th action: random illegal actions are rejected, the state unchanged (0: never). */
  readonly illegalEvery?: number;
  /** Every n-th action: apply() leaves its input untouched and agrees with applyInPlace (0: never). */
  readonly pureEvery?: number;
  /** Every n-th action: undoLast + replay gives back the earlier state, when undo is allowed (0: never). */
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

/** Classifies an error thrown by the engine. */
export function classify(e: unknown): FailureKind {
  if (e instanceof Failure) return e.kind;
  const m = e instanceof Error ? e.message : String(e);
  if (/dead end|not settled|no legal action/i.test(m)) return "deadEnd";
  if (/endless loop|did not end/i.test(m)) return "loop";
  return "crash";
}

const VIEW_KEYS = new Set([
  "viewer",
  "options",
  "turn",
  "round",
  "phasing",
  "vp",
  "sp",
  "control",
  "hand",
  "knownOpponentCards",
  "handSizes",
  "asideSizes",
  "deckSize",
  "discard",
  "removed",
  "inPlay",
  "lasting",
  "tst",
  "tstFirst",
  "tstAttempted",
  "ussr",
  "power",
  "powerScored",
  "flags",
  "ps",
  "bids",
  "sidesSwapped",
  "decision",
  "seq",
  "log",
  "result",
]);
const FORBIDDEN_JSON = ['"rng"', '"fixture"', '"stack"', '"hands"', '"fx"', '"secret"', '"deck"', '"aside"'];

const sorted = (a: readonly number[]) => a.slice().sort((x, y) => x - y);
const same = (a: readonly number[], b: readonly number[]) => {
  if (a.length !== b.length) return false;
  const x = sorted(a);
  const y = sorted(b);
  return x.every((v, i) => v === y[i]);
};

/** Problems of one view: hidden information it shows (empty when clean). */
export function viewProblems(s: State, viewer: Viewer): string[] {
  const out: string[] = [];
  const v = view(s, viewer);
  for (const k of Object.keys(v)) if (!VIEW_KEYS.has(k)) out.push(`unexpected view field ${k}`);
  const json = JSON.stringify(v);
  for (const f of FORBIDDEN_JSON) if (json.includes(f)) out.push(`view contains ${f}`);
  if (s.rng >= 1_000_000 && new RegExp(`[^0-9.]${s.rng}[^0-9.]`).test(json))
    out.push("view contains the generator state");
  const me = viewer === "observer" ? null : viewer;
  // The real hidden values must not appear in the JSON: the deck order, a hand the viewer may not
  // see (unless every card of it is known to him), a hidden Power Struggle hand, the fixture.
  const seq = (a: readonly number[]) => (a.length >= 2 ? JSON.stringify(a).slice(1, -1) : null);
  const hiddenSeqs: [string, readonly number[]][] = [["the deck order", s.deck]];
  for (const side of ["com", "dem"] as const) {
    if (side === me) continue;
    const known = me ? s.known[me] : [];
    if (!s.hands[side].every((c) => known.includes(c))) hiddenSeqs.push([`the ${side} hand`, s.hands[side]]);
    const psKnown = me && s.ps?.known ? s.ps.known[me] : [];
    if (s.ps && !s.ps.hands[side].every((c) => psKnown.includes(c)))
      hiddenSeqs.push([`the ${side} Power Struggle hand`, s.ps.hands[side]]);
  }
  if (s.ps) hiddenSeqs.push(["the Power Struggle deck order", s.ps.deck]);
  const fx = s.options.fixture;
  if (fx?.dice && fx.dice.length >= 4)
    hiddenSeqs.push(["the fixture dice", fx.dice.map((d) => (typeof d === "number" ? d : d.die))]);
  for (const [what, values] of hiddenSeqs) {
    const text = seq(values);
    if (text && values.length >= 3 && json.includes(`[${text}]`)) out.push(`view contains ${what}`);
  }
  if (me) {
    if (!same(v.hand, s.hands[me])) out.push("view hand is not the viewer's hand");
    for (const c of v.knownOpponentCards) if (!s.known[me].includes(c)) out.push(`unknown card ${c} shown`);
    if (s.ps && v.ps && !same(v.ps.hand, s.ps.hands[me])) out.push("Power Struggle hand is not the viewer's");
  } else {
    if (v.hand.length > 0) out.push("observer sees a hand");
    if (v.knownOpponentCards.length > 0) out.push("observer sees known cards");
    if (v.ps && v.ps.hand.length > 0) out.push("observer sees a Power Struggle hand");
  }
  const d = decision(s);
  if (v.decision && d) {
    if (d.player !== me && v.decision.actions !== null) out.push("another player's legal actions shown");
    // Another player's prompt must not name a card of his hand that the viewer does not know.
    if (d.player !== me) {
      const known = me ? s.known[me] : [];
      for (const c of s.hands[d.player]) {
        if (known.includes(c)) continue;
        if (v.decision.prompt.includes(`[c${c}]`) || v.decision.prompt.includes(CARDS[c]!.name))
          out.push(`prompt names card ${c} of the ${d.player} hand: ${v.decision.prompt}`);
        if (v.decision.card === c) out.push(`decision shows card ${c} of the ${d.player} hand`);
      }
    }
  }
  if (v.bids && s.bids && (s.bids.com === null || s.bids.dem === null)) {
    for (const seat of ["com", "dem"] as const) {
      const b = v.bids[seat];
      if (b !== null && b !== "hidden" && seat !== me) out.push("an unrevealed bid is shown");
    }
  }
  return out;
}

/** Broken invariants of a state (empty when sound). Reported as crashes. */
export function invariantProblems(s: State): string[] {
  const out: string[] = [];
  const where = new Map<number, string>();
  const put = (c: number, place: string) => {
    const was = where.get(c);
    if (was) out.push(`card ${c} is both in ${was} and in ${place}`);
    else where.set(c, place);
    if (!CARDS[c]) out.push(`unknown card ${c} in ${place}`);
  };
  for (const c of s.hands.com) put(c, "the Communist hand");
  for (const c of s.hands.dem) put(c, "the Democrat hand");
  for (const c of s.deck) put(c, "the deck");
  for (const c of s.discard) put(c, "the discard pile");
  for (const c of s.removed) put(c, "the removed cards");
  for (const c of s.inPlay) put(c, "play");
  for (const c of s.aside.com) put(c, "the Communist's set-aside cards");
  for (const c of s.aside.dem) put(c, "the Democrat's set-aside cards");
  for (let i = 0; i < s.sp.com.length; i++) {
    if (!(s.sp.com[i]! >= 0 && s.sp.dem[i]! >= 0)) out.push(`negative SPs in space ${i}`);
  }
  for (const side of ["com", "dem"] as const)
    if (!(s.tst[side] >= 0 && s.tst[side] <= 8)) out.push("TST out of range");
  if (!(s.ussr >= 0 && s.ussr <= 4)) out.push("USSR track out of range");
  if (!Number.isInteger(s.vp)) out.push(`VP ${s.vp}`);
  if (s.ps) {
    const seen = new Set<number>();
    for (const c of [...s.ps.deck, ...s.ps.discard, ...s.ps.hands.com, ...s.ps.hands.dem]) {
      if (seen.has(c)) out.push(`Power Struggle card ${c} twice`);
      seen.add(c);
    }
    if (seen.size > 52) out.push("more than 52 Power Struggle cards");
  }
  return out;
}

/** Card references in log text. */
const REF = /\[([cp])(\d+)\]/g;

/**
 * Problems in the log entries from index `from` on, as an observer gets them (hidden parts
 * redacted): no entry may name a strategy card now in a player's hand (unless the other player
 * knows it is there) or set aside, nor a Power Struggle card in a player's hand or the Power
 * Struggle deck. Entries before a reshuffle in the same batch are skipped (their cards were public
 * then).
 */
export function logProblems(s: State, from: number): string[] {
  const out: string[] = [];
  let start = from;
  for (let i = from; i < s.log.length; i++) if (s.log[i]!.t === "reshuffle") start = i + 1;
  for (let i = start; i < s.log.length; i++) {
    const e = redact(s.log[i]!, "observer");
    const text = logText(e);
    for (const m of text.matchAll(REF)) {
      const n = Number(m[2]);
      for (const side of ["com", "dem"] as const) {
        const opp = side === "com" ? "dem" : "com";
        if (m[1] === "c") {
          if (s.hands[side].includes(n) && !s.known[opp].includes(n))
            out.push(`public log names card ${n} in the ${side} hand: ${text}`);
          if (s.aside[side].includes(n)) out.push(`public log names set-aside card ${n}: ${text}`);
        } else if (s.ps?.hands[side].includes(n)) {
          out.push(`public log names Power Struggle card ${n} in the ${side} hand: ${text}`);
        }
      }
      if (m[1] === "p" && s.ps?.deck.includes(n))
        out.push(`public log names Power Struggle card ${n} in the deck: ${text}`);
    }
  }
  return out;
}

/** Illegal candidates for the current decision (none of them in the legal list). */
export function illegalActions(legal: readonly Action[], pick: (n: number) => number): unknown[] {
  const keys = new Set(legal.map(actionKey));
  const cands: unknown[] = [
    {
      t: "play",
      card: 1 + pick(110),
      as: (["event", "ops", "tst", "opsOnly", "opsAndEvent"] as const)[pick(5)],
    },
    { t: "space", space: pick(80) - 2 },
    { t: "card", card: pick(115) },
    {
      t: "power",
      card: pick(55),
      suit: (["rally", "march", "strike", "petition", undefined] as const)[pick(5)],
    },
    { t: "option", option: ["done", "pass", "raise", "concede", "retain", "yes", "nonsense"][pick(7)] },
    { t: "country", country: ["Poland", "Hungary", "Atlantis"][pick(3)] },
    { t: "bid", side: pick(2) ? "com" : "dem", sps: pick(20) - 3 },
    { t: "nothing" },
    {},
    null,
    "play",
  ];
  const out: unknown[] = [];
  for (const c of cands) {
    if (c && typeof c === "object" && "t" in c && keys.has(actionKey(c as Action))) continue;
    out.push(c);
  }
  return out;
}

/** Equal states (plain JSON first, the canonical hash when key orders differ). */
function sameState(a: State, b: State): boolean {
  return JSON.stringify(a) === JSON.stringify(b) || stateHash(a) === stateHash(b);
}

function check(cond: boolean, kind: FailureKind, message: string): void {
  if (!cond) throw new Failure(kind, message);
}

/** Plays one random game with the given checks; never throws. */
export function runGame(seed: number, options: Options, checks: Checks = {}): Outcome {
  const policy = checks.policy ?? "uniform";
  const maxActions = checks.maxActions ?? 20_000;
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
      if (d.actions.length === 0) throw new Failure("deadEnd", `decision ${d.kind} has no legal action`);
      if (actions.length >= maxActions) throw new Failure("loop", `no result after ${maxActions} actions`);
      at = actions.length;
      const n = actions.length + 1;
      if (checks.viewEvery && n % checks.viewEvery === 0) {
        for (const viewer of ["com", "dem", "observer"] as const) {
          const p = viewProblems(s, viewer);
          check(p.length === 0, "leak", `${viewer}: ${p.join("; ")}`);
        }
        for (const side of ["com", "dem"] as const) {
          const det = determinize(s, side, seed + n);
          const a = JSON.stringify(view(s, side));
          const b = JSON.stringify(view(det, side));
          check(a === b, "leak", `determinize changes the ${side} view at action ${n}`);
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
      const a = randomAction(s, d, pick, policy);
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
          check(sameState(copy, next), "crash", `apply and applyInPlace disagree at action ${n}`);
        }
        if (undo && canUndo(next, d.player)) {
          const rec = makeRecord(seed, options, actions);
          const back = replay(undoLast(rec, next, d.player)).state;
          check(
            JSON.stringify(back) === before || stateHash(back) === stateHash(s),
            "replayMismatch",
            `undo at action ${n} does not restore the state`,
          );
        }
        s = next;
      } else {
        applyInPlace(s, a);
      }
      if (checks.invariants) {
        const p = invariantProblems(s);
        check(p.length === 0, "crash", `after action ${n}: ${p.join("; ")}`);
      }
      // Once the game is over, hands may be shown (4.5.4 reveals a held Scoring card).
      if (checks.logLeaks && !s.result) {
        const p = logProblems(s, logLen);
        check(p.length === 0, "leak", p.join("; "));
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
    const message = e instanceof Error ? `${e.message}` : String(e);
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
