// What the 1989 table in a browser shows beyond the engine's view, computed where the rules are
// (the server), so the browser needs only the game's data: the chance of success of every roll the
// deciding player may start, and what a scoring of each country would give now.
import {
  type Action,
  apply,
  applyInPlace,
  COUNTRIES,
  type Country,
  type CountryTally,
  cloneState,
  decision,
  type LogEntry,
  type Side,
  type State,
  tallyFromControl,
  type View,
} from "@dawn/engine";

/** What a roll is for, as the log names it. */
export type RollFor = "supportCheck" | "tst" | "generalStrike" | "event" | "psInitiative";

/** The odds of the first die an action rolls. */
export interface RollOdds {
  /** The side rolling (an opponent's event played for Ops may roll for him). */
  readonly side: Side;
  readonly for: RollFor;
  /** The card behind the roll, when there is one. */
  readonly card?: number;
  /** What is added to the die (Ops, adjacency, events...): the total is die + mod. */
  readonly mod: number;
  /** The smallest total that succeeds. */
  readonly need: number;
  /** Faces of the die (0-6) that succeed: the chance is faces / 6. */
  readonly faces: number;
}

export interface CountryPreview extends CountryTally {
  readonly country: Country;
  /** Net VP a scoring would give now: positive for the Democrat, negative for the Communist. */
  readonly net: number;
}

/** The engine's view plus what the table shows from the rules. */
export interface DofView extends View {
  /**
   * For the player deciding (only in his own view): the odds of each legal action that starts with
   * a die roll, in the order of `decision.actions` (null for an action that rolls nothing). Rolls
   * that follow a draw, a shuffle or anything else hidden are left out: their odds would tell what
   * is hidden. Null when no action rolls.
   */
  readonly odds: readonly (RollOdds | null)[] | null;
  /** What a scoring of each country would give now (9.2 / 9.3), from the public board. */
  readonly scoringNow: readonly CountryPreview[];
}

/** The number of die faces (1-6) for which die + mod >= need. */
export function facesAtLeast(mod: number, need: number): number {
  return Math.max(0, Math.min(6, 7 - (need - mod)));
}

type RollEntry = Extract<LogEntry, { die: number }>;

function isRoll(e: LogEntry): e is RollEntry {
  return typeof (e as { die?: unknown }).die === "number";
}

/** A log's push (the engine logs one entry at a time) that throws once a roll is logged (see rollOdds). */
function stopAfterRoll(this: LogEntry[], e: LogEntry, ...more: LogEntry[]): number {
  this[this.length] = e;
  if (isRoll(e)) throw ROLL_LOGGED;
  for (const x of more) {
    this[this.length] = x;
    if (isRoll(x)) throw ROLL_LOGGED;
  }
  return this.length;
}

/** Thrown as is (no stack to capture): rollOdds catches them. */
const ROLL_LOGGED = Object.freeze({ rollLogged: true });
const DIE_TAKEN = Object.freeze({ dieTaken: true });

/**
 * The odds of the die `a` rolls first, or null when it rolls none, or something hidden (a draw, a
 * shuffle, a card revealed) comes before the roll, or the roll has no threshold (a table roll).
 * The engine itself answers: the action is applied to a copy of the state whose first die shows 1
 * and where any other die or shuffle stops the copy (a strict fixture), as does the roll's entry in
 * the log. That entry gives the modifiers and the number needed; the state's count of secret
 * things, read as the die is taken, tells whether anything hidden came first.
 */
export function rollOdds(s: State, a: Action): RollOdds | null {
  return oddsOf(s)(a);
}

/**
 * rollOdds for the actions of one state. The actions are tried on copies of one copy of the state
 * (made once, with the fixture and an empty log): copying a copy is several times cheaper than
 * copying the state, whose flags V8 keeps as a hash table (the copy's are an ordinary object).
 * Until an action of the state rolls, each is first tried through `apply` (cheaper still), only to
 * see whether it takes a die: most actions of most decisions take none, and are then done.
 */
function oddsOf(s: State): (a: Action) => RollOdds | null {
  const base = cloneState(s) as State & { options: State["options"] };
  let c = base;
  let secret = 0;
  let secretAtRoll = -1;
  let probing = false;
  let probe = true;
  const dice = new Proxy([1], {
    get(t, k, r) {
      if (k === "0") {
        if (probing) throw DIE_TAKEN;
        secretAtRoll = c.secret;
      }
      return Reflect.get(t, k, r);
    },
  });
  base.options = { ...base.options, fixture: { dice, strict: true } };
  base.fx = { dice: 0, deck: 0, power: 0 };
  // The rules only ever append to the log (board.ts `log`): the copies start with none of it.
  base.log = [];
  return (a) => {
    if (probe) {
      // A first try through the engine's own apply (a copy that shares what it can and knows its
      // decision), stopped as the die is taken: an action that takes none rolls nothing.
      probing = true;
      let taken = false;
      try {
        apply(base, a);
      } catch (e) {
        taken = e === DIE_TAKEN;
      } finally {
        probing = false;
      }
      if (!taken) return null;
    }
    c = cloneState(base) as typeof base;
    secret = c.secret;
    secretAtRoll = -1;
    // The copy's own log stops the copy once a roll is logged: what follows cannot change the odds.
    if (c.log === base.log || c.log === s.log) c.log = c.log.slice();
    c.log.push = stopAfterRoll;
    const from = c.log.length;
    try {
      applyInPlace(c, a);
    } catch {
      // the roll logged, a second die or a shuffle: what came before is logged
    }
    // rollDie counts the die as a secret thing before taking it: nothing else may come first.
    if (secretAtRoll !== secret + 1) return null;
    for (let i = from; i < c.log.length; i++) {
      const e = c.log[i]!;
      if (!isRoll(e)) continue;
      if (e.die !== 1 || e.need === null) return null;
      const mod = e.total - e.die;
      const kind: RollFor | null =
        e.t === "check"
          ? "supportCheck"
          : e.t === "tst"
            ? "tst"
            : e.t === "roll" && (e.for === "generalStrike" || e.for === "event" || e.for === "psInitiative")
              ? e.for
              : null;
      if (!kind) return null;
      const card = (e as { card?: number | null }).card;
      // Decisions whose actions roll (Support Checks) roll for most of them: no more first tries.
      probe = false;
      return {
        side: (e as { side: Side }).side,
        for: kind,
        ...(typeof card === "number" ? { card } : {}),
        mod,
        need: e.need,
        faces: facesAtLeast(mod, e.need),
      };
    }
    return null;
  };
}

/**
 * Decisions not tried action by action: set-up placements and bids roll nothing, and a placement of
 * Operations starts no roll of its own; only the last one can (an opponent's event that follows the
 * Operations), so placements are tried when at most 2 Ops are left.
 */
const NO_ROLL_KINDS = new Set(["setupPlace", "bid"]);
/** Odds by state object and its count of actions (a state may be changed in place). */
const cache = new WeakMap<State, { seq: number; odds: (RollOdds | null)[] | null }>();

/** The odds of the legal actions of `side`'s pending decision, in their order (see DofView.odds). */
export function decisionOdds(s: State, side: Side): (RollOdds | null)[] | null {
  const d = decision(s);
  if (!d || d.player !== side || NO_ROLL_KINDS.has(d.kind)) return null;
  if (d.kind === "placeSupport" && (d.left ?? d.ops ?? 0) > 2) return null;
  // Views of one state are asked for again and again (each connection, each check): once is enough.
  const known = cache.get(s);
  if (known?.seq === s.seq) return known.odds;
  const tryAction = oddsOf(s);
  const out = d.actions.map((a) => tryAction(a));
  const any = out.some((o) => o !== null);
  const odds = any ? out : null;
  cache.set(s, { seq: s.seq, odds });
  return odds;
}

/** The engine's flag holding (eliminated space id + 1) once Systematization has been played. */
const FLAG_SYSTEMATIZED = "systematized";

/** What a scoring of each country would give now, from the public board of a view. */
export function scoringNow(v: Pick<View, "control" | "flags">): CountryPreview[] {
  const eliminated = (v.flags[FLAG_SYSTEMATIZED] ?? 0) - 1;
  return COUNTRIES.map((country) => {
    const t = tallyFromControl(v.control, country, eliminated);
    return { ...t, country, net: t.points.dem - t.points.com };
  });
}

/** Previews by board (control and the eliminated space), shared by views of equal boards. */
const previews = new Map<string, readonly CountryPreview[]>();
const PREVIEWS_KEPT = 4096;

/**
 * scoringNow(v), the same frozen object for every view of an equal board (most moves change no
 * control: a patch then sees the same object and skips it).
 */
export function sharedScoringNow(v: Pick<View, "control" | "flags">): readonly CountryPreview[] {
  let key = String(v.flags[FLAG_SYSTEMATIZED] ?? 0);
  for (const c of v.control) key += c === null ? "-" : c === "com" ? "c" : "d";
  let p = previews.get(key);
  if (p === undefined) {
    if (previews.size >= PREVIEWS_KEPT) previews.clear();
    const rows = scoringNow(v);
    for (const r of rows) deepFreeze(r);
    previews.set(key, (p = Object.freeze(rows)));
  }
  return p;
}

function deepFreeze(o: object): void {
  for (const x of Object.values(o)) if (typeof x === "object" && x !== null) deepFreeze(x);
  Object.freeze(o);
}

/**
 * The table's view for a side (null: spectators). `odds` and `scoringNow` are computed when first
 * read (JSON.stringify reads them; bots, which never look at them, pay nothing), from the state as
 * it is when the view is made: a state changed in place afterwards gives no odds.
 */
export function tableView(s: State, base: View, side: Side | null): DofView {
  const seq = s.seq;
  let odds: (RollOdds | null)[] | null | undefined;
  let preview: readonly CountryPreview[] | undefined;
  const v = { ...base } as DofView;
  Object.defineProperty(v, "odds", {
    enumerable: true,
    get: () => (odds ??= side && s.seq === seq ? decisionOdds(s, side) : null),
  });
  Object.defineProperty(v, "scoringNow", {
    enumerable: true,
    get: () => (preview ??= sharedScoringNow(base)),
  });
  return v;
}
