// What the 1989 table in a browser shows beyond the engine's view, computed where the rules are
// (the server), so the browser needs only the game's data: the chance of success of every roll the
// deciding player may start, and what a scoring of each country would give now.
import {
  type Action,
  actionKey,
  COUNTRIES,
  type Country,
  type CountryTally,
  decision,
  firstRolls,
  pendingCheckRoll,
  type RollEntry,
  type Side,
  type State,
  tallyFromControl,
  type View,
  type ViewLogEntry,
} from "@dawn/engine";
import type { GrowList } from "@dawn/platform";

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
   * is hidden. Null when no action rolls. Only in the screen's view (`dof.screenView`): bots'
   * views leave it out.
   */
  readonly odds?: readonly (RollOdds | null)[] | null;
  /** What a scoring of each country would give now (9.2 / 9.3), from the public board. */
  readonly scoringNow: readonly CountryPreview[];
}

/** What the table adds to the engine's view, and the parts of a view it reads. */
export type TableParts = Pick<DofView, "odds" | "scoringNow" | "control" | "flags">;

/**
 * The view a screen gets (`dof.screenView`): the DofView, with its log as a GrowList shared with the
 * viewer's previous screen view (JSON writes it as the DofView's array).
 */
export type ScreenView = Omit<DofView, "log"> & { readonly log: GrowList<ViewLogEntry> };

/** The number of die faces (1-6) for which die + mod >= need. */
export function facesAtLeast(mod: number, need: number): number {
  return Math.max(0, Math.min(6, 7 - (need - mod)));
}

/** What a roll entry of the log is for, as the odds name it (null: a roll without odds). */
function rollFor(e: RollEntry): RollFor | null {
  if (e.t === "check") return "supportCheck";
  if (e.t === "tst") return "tst";
  if (e.t === "roll" && (e.for === "generalStrike" || e.for === "event" || e.for === "psInitiative"))
    return e.for;
  return null;
}

/** The odds of a roll, from its entry in the log when the die showed 1 (null: no threshold). */
function oddsOfRoll(e: RollEntry | null): RollOdds | null {
  if (e === null || e.need === null) return null;
  const kind = rollFor(e);
  if (!kind) return null;
  const mod = e.total - e.die;
  const card = (e as { card?: number | null }).card;
  return {
    side: (e as { side: Side }).side,
    for: kind,
    ...(typeof card === "number" ? { card } : {}),
    mod,
    need: e.need,
    faces: facesAtLeast(mod, e.need),
  };
}

/**
 * The odds of the die `a` (one of the legal actions of `s`) rolls first, or null when it rolls none,
 * or something hidden (a draw, a shuffle, a card revealed) comes before the roll, or the roll has no
 * threshold (a table roll). The engine itself answers (firstRolls): the action is applied to a copy
 * of the state whose first die shows 1, stopped as the roll is logged; the roll's entry gives the
 * modifiers and the number needed.
 */
export function rollOdds(s: State, a: Action): RollOdds | null {
  const key = actionKey(a);
  const listed = decision(s)?.actions.find((x) => x === a || actionKey(x) === key);
  if (!listed) return null;
  return oddsOfRoll(firstRolls(s, [listed])[0]!);
}

/**
 * Decisions not tried action by action: set-up placements and bids roll nothing, and a placement of
 * Operations starts no roll of its own; only the last one can (an opponent's event that follows the
 * Operations: see eventAfterPlacement), so placements are tried when at most 2 Ops are left.
 */
const NO_ROLL_KINDS = new Set(["setupPlace", "bid"]);
/** Odds by state object and its count of actions (a state may be changed in place). */
const cache = new WeakMap<State, { seq: number; odds: (RollOdds | null)[] | null }>();

/**
 * Whether the end of the pending placement of Operations may lead to a roll before the next decision:
 * a placement rolls nothing itself, and when it is the Operations of a card played in an Action
 * Round (the playOps step right under it), what follows them is the card's event if it is still to
 * come (5.2: an opponent's event played for Operations takes place after them), else the end of the
 * round (cards put away, the next round), which rolls nothing before a decision or a draw. Other
 * placements (an event's Operations) are tried action by action, as any decision.
 */
function eventAfterPlacement(s: State): boolean {
  const below = s.stack[s.stack.length - 2] as { readonly k: string; readonly event?: string } | undefined;
  return below?.k !== "playOps" || below.event === "pending";
}

/**
 * The odds of a supportCheck decision's actions: a check's die is the first thing it does, so its
 * odds are read from the rules' own sums (pendingCheckRoll) rather than from a copy that makes it;
 * the options (stop, declare a bonus) are tried on copies, as any action (what follows them may roll).
 */
function checkOdds(s: State, actions: readonly Action[]): (RollOdds | null)[] {
  const out = new Array<RollOdds | null>(actions.length).fill(null);
  const others: Action[] = [];
  const at: number[] = [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const r = a.t === "space" ? pendingCheckRoll(s, a.space) : null;
    if (r) {
      out[i] = {
        side: r.side,
        for: "supportCheck",
        ...(r.card === null ? {} : { card: r.card }),
        mod: r.mod,
        need: r.need,
        faces: facesAtLeast(r.mod, r.need),
      };
    } else {
      others.push(a);
      at.push(i);
    }
  }
  if (others.length > 0) {
    const rolls = firstRolls(s, others);
    for (let j = 0; j < others.length; j++) out[at[j]!] = oddsOfRoll(rolls[j]!);
  }
  return out;
}

/** The odds of the legal actions of `side`'s pending decision, in their order (see DofView.odds). */
export function decisionOdds(s: State, side: Side): (RollOdds | null)[] | null {
  const d = decision(s);
  if (!d || d.player !== side || NO_ROLL_KINDS.has(d.kind)) return null;
  if (d.kind === "placeSupport" && ((d.left ?? d.ops ?? 0) > 2 || !eventAfterPlacement(s))) return null;
  // Views of one state are asked for again and again (each connection, each check): once is enough.
  const known = cache.get(s);
  if (known?.seq === s.seq) return known.odds;
  const out = d.kind === "supportCheck" ? checkOdds(s, d.actions) : firstRolls(s, d.actions).map(oddsOfRoll);
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
/** The character codes of a preview's key, written again for each view. */
const keyCodes: number[] = [];

/**
 * scoringNow(v), the same frozen object for every view of an equal board (most moves change no
 * control: a patch then sees the same object and skips it).
 */
export function sharedScoringNow(v: Pick<View, "control" | "flags">): readonly CountryPreview[] {
  // The key: one character per space (its controller), then the eliminated space, as one string.
  const n = v.control.length;
  if (keyCodes.length !== n + 1) keyCodes.length = n + 1;
  for (let i = 0; i < n; i++) {
    const c = v.control[i];
    keyCodes[i] = c === null ? 45 : c === "com" ? 99 : 100;
  }
  keyCodes[n] = 48 + (v.flags[FLAG_SYSTEMATIZED] ?? 0);
  const key = String.fromCharCode.apply(null, keyCodes);
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
 * The table's view for a side (null: spectators): `base`, the engine's view just made for this call,
 * with the scoring preview, and,
 * for a screen (`odds`), the odds of the deciding player's rolls, all as plain data worked out now.
 * (They were once getters that worked them out when first read, so that bots, which never read them,
 * paid nothing: but each view then carried closures holding its state, which kept alive every state
 * a connection's last view was made from, and had a hidden class of its own, which slowed every
 * read of the server's patches. Bots now get views without odds.)
 */
export function tableView<B extends Omit<View, "log">>(
  s: State,
  base: B,
  side: Side | null,
  odds: boolean,
  prev?: TableParts,
): B & TableParts {
  // Written into `base` (a view the caller has just made for this call: no one else holds it)
  // rather than into a copy of its 37 fields.
  const v = base as B & { -readonly [K in keyof TableParts]: TableParts[K] };
  if (odds) v.odds = side ? decisionOdds(s, side) : null;
  // `prev`: the view `base` shares its unchanged parts with (the engine's view with prev); the
  // preview follows from the control and the eliminated space alone.
  v.scoringNow =
    prev !== undefined && prev.control === base.control && prev.flags === base.flags
      ? prev.scoringNow
      : sharedScoringNow(base);
  return v;
}
