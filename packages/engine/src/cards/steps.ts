// Reusable effect steps. A card's event is a script: a static list of steps, written once at
// module load, that reads like the card. The state only ever holds plain data: a "script" frame
// (card, list, position) and the data frames the steps push (spaces allowed, SPs left...).
// Steps take values either directly or as functions of the state at the moment they run.
import {
  changeSP,
  controls,
  countrySpaces,
  eliminatedSpace,
  gainVP,
  log,
  sideName,
  spOf,
  writeFlag,
} from "../board.ts";
import {
  type CardId,
  COUNTRIES,
  card as cardData,
  other,
  REGION,
  SPACES,
  type SpaceId,
} from "../data/index.ts";
import type { Modifier, NoteKey } from "../log.ts";
import { cardAction, defineStep, type FrameFields, pop, push, runGuards, spaceAction } from "../machine.ts";
import { rollDie } from "../rng.ts";
import { defineEvent, type EventDef } from "../rules/events.ts";
import { defineHooks, type LastingHooks } from "../rules/hooks.ts";
import { opsValue, placementFrame, supportCheckFrame } from "../rules/play.ts";
import { tstAttemptFrame } from "../rules/tiananmen.ts";
import type { Frame, Lasting, State } from "../state.ts";
import type { Action, Country, OptionName, Region, Side, Socio, SpaceData } from "../types.ts";

/** Values remembered during one event (chosen space, die roll...): State.vars. */
export type Vars = Readonly<Record<string, number>>;
/** A value given directly or computed when the step runs. `side` is the side carrying out the event. */
export type Dyn<T> = T | ((s: State, side: Side, v: Vars) => T);

function value<T>(d: Dyn<T>, s: State, side: Side): T {
  return typeof d === "function" ? (d as (s: State, side: Side, v: Vars) => T)(s, side, s.vars) : d;
}

// ---- Space filters ---------------------------------------------------------------------------

/** A test on a space, from the point of view of the side carrying out the event. */
export type Where = (sp: SpaceData, s: State, side: Side, v: Vars) => boolean;

/**
 * What spacesWhere knows of a filter, kept on the function object itself (filters are also made
 * while events run: no table to look them up in). `fixedIds`: the filter reads only a space's
 * printed data (country, region, type, id), with the spaces it matches once first asked (null
 * until then). `narrowedBy`: a filter combined by `and` with such filters is tried only on the
 * spaces their combination matches.
 */
interface Known {
  fixedIds?: readonly number[] | null;
  narrowedBy?: Where;
}
const known = (w: Where): Where & Known => w as Where & Known;

/** Marks a filter as reading only printed data (see Known). */
function fixed(w: Where): Where {
  known(w).fixedIds = null;
  return w;
}

const isFixed = (w: Where): boolean => known(w).fixedIds !== undefined;

/** The spaces a fixed filter matches, eliminated ones included (in map order). */
function fixedIds(w: Where, s: State, side: Side): readonly number[] {
  const k = known(w);
  let ids = k.fixedIds;
  if (!ids) {
    const list: number[] = [];
    for (const sp of SPACES) if (w(sp, s, side, s.vars)) list.push(sp.id);
    k.fixedIds = ids = list;
  }
  return ids;
}

export const anywhere: Where = fixed(() => true);
export const inCountry = (...cs: Country[]): Where => fixed((sp) => cs.includes(sp.country));
/** A country given by a remembered variable (its index in COUNTRIES). */
export const inCountryVar =
  (name: string): Where =>
  (sp, _s, _side, v) =>
    COUNTRIES[v[name]!] === sp.country;
export const inRegion = (r: Region): Where => fixed((sp) => REGION[sp.country] === r);
export const ofSocio = (...ts: Socio[]): Where => fixed((sp) => ts.includes(sp.socio));
/** These spaces (by id: `spaceIs(SPACE.RUSE)`). */
export const spaceIs = (...ids: SpaceId[]): Where =>
  fixed((sp) => (ids as readonly number[]).includes(sp.id));
export const battleground: Where = fixed((sp) => sp.battleground);
/** The space holds SPs of the side carrying out the event ("own") or of its opponent ("opp"). */
export const hasSP =
  (whose: "own" | "opp"): Where =>
  (sp, s, side) =>
    spOf(s, whose === "own" ? side : other(side))[sp.id]! > 0;
export const noSP =
  (whose: "own" | "opp"): Where =>
  (sp, s, side) =>
    spOf(s, whose === "own" ? side : other(side))[sp.id]! === 0;
export const controlledBy =
  (whose: "own" | "opp"): Where =>
  (sp, s, side) =>
    controls(s, whose === "own" ? side : other(side), sp.id);
export const uncontrolled: Where = (sp, s) => !controls(s, "com", sp.id) && !controls(s, "dem", sp.id);
export const not = (w: Where): Where => {
  const n: Where = (sp, s, side, v) => !w(sp, s, side, v);
  return isFixed(w) ? fixed(n) : n;
};
export const and = (...ws: Where[]): Where => {
  const a: Where = (sp, s, side, v) => {
    for (const w of ws) if (!w(sp, s, side, v)) return false;
    return true;
  };
  if (ws.every(isFixed)) return fixed(a);
  const fixedPart = ws.filter(isFixed);
  if (fixedPart.length > 0) known(a).narrowedBy = fixedPart.length === 1 ? fixedPart[0]! : and(...fixedPart);
  return a;
};
export const or = (...ws: Where[]): Where => {
  const o: Where = (sp, s, side, v) => {
    for (const w of ws) if (w(sp, s, side, v)) return true;
    return false;
  };
  return ws.every(isFixed) ? fixed(o) : o;
};

/** Spaces on the map (not eliminated) matching a filter. */
export function spacesWhere(s: State, side: Side, where: Where): number[] {
  // spaceExists for every space at once: only the eliminated space (if any) is off the map.
  const gone = eliminatedSpace(s);
  if (isFixed(where)) {
    const ids = fixedIds(where, s, side);
    if (gone < 0) return ids.slice();
    const out: number[] = [];
    for (let i = 0; i < ids.length; i++) if (ids[i] !== gone) out.push(ids[i]!);
    return out;
  }
  // The spaces are written to a scratch list, copied once at their number (`where` may run an
  // event's filter, which never lists spaces itself).
  const out = whereScratch;
  let n = 0;
  const v = s.vars;
  const pre = known(where).narrowedBy;
  if (pre) {
    // Only the spaces the printed-data part matches can match.
    const ids = fixedIds(pre, s, side);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (id !== gone && where(SPACES[id]!, s, side, v)) out[n++] = id;
    }
    return out.slice(0, n);
  }
  for (let i = 0; i < SPACES.length; i++) {
    const sp = SPACES[i]!;
    if (sp.id !== gone && where(sp, s, side, v)) out[n++] = sp.id;
  }
  return out.slice(0, n);
}
const whereScratch: number[] = [];

// ---- Scripts ---------------------------------------------------------------------------------

/** One step of an event script. `run` may change the state and returns frames to resolve first. */
export interface Step {
  readonly run: (s: State, side: Side, card: number) => Frame[] | undefined;
  /** Nested scripts (for registration). */
  readonly children?: readonly (readonly Step[])[];
}

interface ScriptFrame extends Frame {
  readonly k: "script";
  readonly card: number;
  readonly list: number;
  readonly side: Side;
  pc: number;
}

/** Every card's scripts, by card and list number (0 is the event itself). */
const scripts: (readonly Step[])[][] = [];
const listIds = new Map<readonly Step[], number>();
/** Prompts of choices, by the script they lead to (static text, never in the state). */
const prompts = new Map<readonly Step[], string>();

function listOf(card: number, list: number): readonly Step[] {
  return scripts[card]![list]!;
}

function register(card: number, list: readonly Step[], lists: (readonly Step[])[]): void {
  listIds.set(list, lists.length);
  lists.push(list);
  for (const st of list) for (const c of st.children ?? []) register(card, c, lists);
}

function scriptFrame(card: number, list: readonly Step[], side: Side): ScriptFrame {
  const id = listIds.get(list);
  if (id === undefined) throw new Error(`Script of card ${card} not registered`);
  return script({ card, list: id, side, pc: 0 });
}

defineStep<ScriptFrame>("script", {
  run(s, f) {
    const list = scripts[f.card]![f.list]!;
    for (;;) {
      if (f.pc >= list.length) {
        pop(s);
        // Values are forgotten once the outermost event is over (an event may resolve another).
        if (f.list === 0 && !scriptOnStack(s)) s.vars = {};
        return undefined;
      }
      const st = list[f.pc++]!;
      const frames = st.run(s, f.side, f.card);
      if (frames) {
        for (let i = frames.length - 1; i >= 0; i--) push(s, frames[i]!);
        return undefined;
      }
      // Nothing to resolve first and still on top: go on as the next run would (see runGuards).
      if (s.stack[s.stack.length - 1] !== f) return undefined;
      runGuards(s);
      if (s.result) return undefined;
    }
  },
  copy(f) {
    return script(f);
  },
});

// Written out field by field (made at every step; see defineStep).
function script(f: FrameFields<ScriptFrame>): ScriptFrame {
  return { k: "script", card: f.card, list: f.list, side: f.side, pc: f.pc };
}

function scriptOnStack(s: State): boolean {
  const stack = s.stack;
  for (let i = 0; i < stack.length; i++) if (stack[i]!.k === "script") return true;
  return false;
}

export interface CardOptions {
  /** Can the event take place (prerequisites, cancellations)? The card may still be played for Ops. */
  readonly canOccur?: (s: State, side: Side) => boolean;
  /** Hooks consulted while a lasting effect of this card is in play. */
  readonly hooks?: LastingHooks;
  /** A rule applied whenever the card is played, whatever for (see EventDef.whenPlayed). */
  readonly whenPlayed?: EventDef["whenPlayed"];
}

/** Defines a card's event: a script of steps carried out by the event's side. */
export function event(card: CardId, steps: readonly Step[], opts: CardOptions = {}): void {
  cardData(card); // must exist
  const lists: (readonly Step[])[] = [];
  register(card, steps, lists);
  scripts[card] = lists;
  defineEvent({
    card,
    ...(opts.canOccur ? { canOccur: opts.canOccur } : {}),
    ...(opts.whenPlayed ? { whenPlayed: opts.whenPlayed } : {}),
    steps: (_s, side) => [scriptFrame(card, steps, side)],
  });
  if (opts.hooks) defineHooks(card, opts.hooks);
}

// ---- Control flow ----------------------------------------------------------------------------

/** Runs `then` if the condition holds, `otherwise` if not. */
export function when(
  cond: (s: State, side: Side, v: Vars) => boolean,
  then: readonly Step[],
  otherwise: readonly Step[] = [],
): Step {
  return {
    children: [then, otherwise],
    run(s, side, card) {
      const list = cond(s, side, s.vars) ? then : otherwise;
      return list.length ? [scriptFrame(card, list, side)] : undefined;
    },
  };
}

/** Arbitrary code, for what no other step says. */
// biome-ignore lint/suspicious/noConfusingVoidType: a custom step may simply return nothing
export function custom(fn: (s: State, side: Side, card: number) => Frame[] | undefined | void): Step {
  // The script step reads a missing list of frames (undefined, or nothing returned) alike.
  return { run: fn as Step["run"] };
}

/** Logs one of the fixed messages of card events (`note` entry). */
export function note(key: NoteKey, o: { country?: Dyn<Country>; by?: number } = {}): Step {
  return custom((s, side, card) => {
    const country = o.country === undefined ? undefined : value(o.country, s, side);
    log(s, {
      t: "note",
      card,
      note: key,
      ...(country !== undefined ? { country } : {}),
      ...(o.by !== undefined ? { by: o.by } : {}),
    });
  });
}

/**
 * An event's die roll: die plus `mods`, compared with `need` when given. The die is remembered as
 * `die`, the total as `total` and the outcome (1 or 0, when there is a `need`) as `ok`.
 */
export function roll(
  o: {
    mods?: (s: State, side: Side, v: Vars) => Modifier[];
    need?: (s: State, side: Side, v: Vars) => number;
    space?: (s: State, side: Side, v: Vars) => number;
  } = {},
): Step {
  return custom((s, side, card) => {
    const die = rollDie(s, "event");
    const mods = o.mods ? o.mods(s, side, s.vars) : [];
    let total = die;
    for (const m of mods) total += m.value;
    const need = o.need ? o.need(s, side, s.vars) : null;
    const success = need === null ? null : total >= need;
    s.vars.die = die;
    s.vars.total = total;
    if (success !== null) s.vars.ok = success ? 1 : 0;
    const space = o.space ? o.space(s, side, s.vars) : undefined;
    log(s, {
      t: "roll",
      for: "event",
      side,
      card,
      ...(space !== undefined ? { space } : {}),
      die,
      mods,
      total,
      need,
      success,
    });
  });
}

interface ChooseFrame extends Frame {
  readonly k: "fxChoose";
  readonly card: number;
  readonly side: Side;
  /** The deciding side (usually the event's side). */
  readonly player: Side;
  readonly options: OptionName[];
  /** List ids of the script for each option. */
  readonly lists: number[];
}

/** The deciding player picks one of several named options, each a script. */
export function choose<O extends OptionName>(
  prompt: string,
  options: Readonly<Record<O, readonly Step[]>>,
  available?: (s: State, side: Side, option: O) => boolean,
): Step {
  const names = Object.keys(options) as O[];
  const lists = names.map((n) => options[n]);
  // The prompt stays in the code: the state holds no wording (its hash must not depend on it).
  prompts.set(lists[0]!, prompt);
  return {
    children: lists,
    run(s, side, card) {
      const ok = names.filter((n) => !available || available(s, side, n));
      if (ok.length === 0) return undefined;
      if (ok.length === 1) return [scriptFrame(card, options[ok[0]!], side)];
      return [
        fxChoose({
          card,
          side,
          player: side,
          options: ok,
          lists: ok.map((n) => listIds.get(options[n])!),
        }),
      ];
    },
  };
}

const fxChoose = defineStep<ChooseFrame>("fxChoose", {
  run(_s, f) {
    return {
      player: f.player,
      kind: "eventChoice",
      prompt: prompts.get(listOf(f.card, f.lists[0]!)) ?? "Choose",
      actions: f.options.map((o): Action => ({ t: "option", option: o })),
      card: f.card,
    };
  },
  act(s, f, a) {
    if (a.t !== "option") throw new Error("expected an option");
    pop(s);
    const i = f.options.indexOf(a.option);
    push(s, script({ card: f.card, list: f.lists[i]!, side: f.side, pc: 0 }));
  },
});

// ---- VP and tracks ---------------------------------------------------------------------------

/** The side carrying out the event gains (or, negative, loses) VP. */
export function vp(n: Dyn<number>): Step {
  return custom((s, side, card) => gainVP(s, side, value(n, s, side), "event", { card }));
}

/** Starts this card's lasting effect (7.2). */
export function lasting(
  until: Lasting["until"],
  opts: { country?: Dyn<Country>; data?: Dyn<number> } = {},
): Step {
  return custom((s, side, card) => {
    const l: Lasting = {
      card,
      side,
      until,
      ...(opts.country ? { country: value(opts.country, s, side) } : {}),
      ...(opts.data !== undefined ? { data: value(opts.data, s, side) } : {}),
    };
    s.lasting.push(l);
  });
}

/** Sets a permanent game flag (e.g. "The Wall Must Go! succeeded"). */
export function setFlag(name: string, v: Dyn<number> = 1): Step {
  return custom((s, side) => {
    writeFlag(s, name, value(v, s, side));
  });
}

// ---- Placing and removing SPs ----------------------------------------------------------------

interface SpFrame extends Frame {
  readonly k: "fxSp";
  readonly card: number;
  /** The side choosing. */
  readonly side: Side;
  /** Whose SPs are added or removed. */
  readonly whose: Side;
  readonly add: boolean;
  left: number;
  readonly spaces: number[];
  /** At most this many per space (0: no limit). */
  readonly perSpace: number;
  /** Per-space counts so far, parallel to `spaces`. */
  readonly done: number[];
  /** Remember the space of the first choice under this variable name. */
  readonly save: string | null;
}

/** Scratch marks of the fxSp step (one per space of its list), and a scratch list of its actions. */
const spMarks = new Uint8Array(SPACES.length);
const spScratch: Action[] = [];

/** The prompts of fxSp decisions, made once each (by SPs left, limit per space, whose, add or remove). */
const spPrompts: string[] = [];
function spPrompt(f: SpFrame): string {
  const { add, left, perSpace, whose } = f;
  if (!(left >= 0 && left < 32 && perSpace >= 0 && perSpace < 8) || !Number.isInteger(left + perSpace))
    return spPromptText(add, left, perSpace, whose);
  const key = (((left << 3) | perSpace) << 2) | (whose === "com" ? 0 : 2) | (add ? 1 : 0);
  return (spPrompts[key] ??= spPromptText(add, left, perSpace, whose));
}
function spPromptText(add: boolean, left: number, perSpace: number, whose: Side): string {
  return `${add ? "Add" : "Remove"} ${left} ${sideName(whose)} SP${left === 1 ? "" : "s"}${perSpace ? ` (at most ${perSpace} per space)` : ""}`;
}

defineStep<SpFrame>("fxSp", {
  run(s, f) {
    // The spaces still open, counted first: no list is made unless there is a choice.
    const sp = spOf(s, f.whose);
    const { spaces, done, perSpace, add } = f;
    // The i-th space can still take (or give up) an SP: marks[i] = 1.
    const marks = spMarks;
    let n = 0;
    let first = -1;
    for (;;) {
      n = 0;
      first = -1;
      for (let i = 0; i < spaces.length; i++) {
        const open = f.left > 0 && !(perSpace > 0 && done[i]! >= perSpace) && (add || sp[spaces[i]!]! > 0);
        marks[i] = open ? 1 : 0;
        if (open && n++ === 0) first = i;
      }
      if (n === 0) {
        pop(s);
        return undefined;
      }
      if (n > 1) break;
      // With a single possible space there is nothing to decide: the SP moves, and the step goes
      // on as its next run would (see runGuards).
      applySp(s, f, first);
      if (s.stack[s.stack.length - 1] !== f) return undefined;
      runGuards(s);
      if (s.result) return undefined;
    }
    // Written to a scratch list and copied once at its length (an array grown by push is reallocated).
    const open = spScratch;
    let m = 0;
    for (let i = first; i < spaces.length; i++) if (marks[i] === 1) open[m++] = spaceAction(spaces[i]!);
    const actions = open.slice(0, m);
    return {
      player: f.side,
      kind: f.add ? "eventPlace" : "eventRemove",
      prompt: spPrompt(f),
      actions,
      card: f.card,
      left: f.left,
      whose: f.whose,
    };
  },
  act(s, f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    applySp(s, f, f.spaces.indexOf(a.space));
  },
  copy(f) {
    return fxSp({
      card: f.card,
      side: f.side,
      whose: f.whose,
      add: f.add,
      left: f.left,
      spaces: f.spaces.slice(),
      perSpace: f.perSpace,
      done: f.done.slice(),
      save: f.save,
    });
  },
});

// Written out field by field (made at every step; see defineStep).
function fxSp(f: FrameFields<SpFrame>): SpFrame {
  return {
    k: "fxSp",
    card: f.card,
    side: f.side,
    whose: f.whose,
    add: f.add,
    left: f.left,
    spaces: f.spaces,
    perSpace: f.perSpace,
    done: f.done,
    save: f.save,
  };
}

function applySp(s: State, f: SpFrame, i: number): void {
  const space = f.spaces[i]!;
  changeSP(s, f.whose, space, f.add ? 1 : -1, "event", f.card);
  f.done[i] = f.done[i]! + 1;
  f.left--;
  if (f.save && !(f.save in s.vars)) s.vars[f.save] = space;
}

interface SpOpts {
  readonly n: Dyn<number>;
  readonly where?: Where;
  /** At most this many SPs in any one space. */
  readonly perSpace?: number;
  /** Remember the first space chosen as this variable. */
  readonly save?: string;
  /** Who chooses: the event's side (default) or its opponent. */
  readonly chooser?: "own" | "opp";
}

function spStep(add: boolean, whose: "own" | "opp", o: SpOpts): Step {
  return {
    run(s, side, card) {
      const n = value(o.n, s, side);
      const owner = whose === "own" ? side : other(side);
      const where = spacesWhere(s, side, o.where ?? anywhere);
      // SPs are removed only where there are some.
      const spaces = add ? where : withSP(where, spOf(s, owner));
      if (n <= 0 || spaces.length === 0) {
        log(s, { t: "note", card, note: "nothing" });
        return undefined;
      }
      return [
        fxSp({
          card,
          side: o.chooser === "opp" ? other(side) : side,
          whose: owner,
          add,
          left: n,
          spaces,
          perSpace: o.perSpace ?? 0,
          done: zeros(spaces.length),
          save: o.save ?? null,
        }),
      ];
    },
  };
}

/** The spaces of `spaces` where `sp` holds SPs (a list made by spacesWhere, filtered in place). */
function withSP(spaces: number[], sp: readonly number[]): number[] {
  let n = 0;
  for (let i = 0; i < spaces.length; i++) if (sp[spaces[i]!]! > 0) spaces[n++] = spaces[i]!;
  while (spaces.length > n) spaces.pop();
  return spaces;
}

/** A list of `n` zeros. */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** Adds N SPs of the event's side to spaces matching `where`, at most `perSpace` per space (no cost, no adjacency). */
export const place = (o: SpOpts): Step => spStep(true, "own", o);
/** Removes N opponent SPs from spaces matching `where`, at most `perSpace` per space. */
export const remove = (o: SpOpts): Step => spStep(false, "opp", o);
/** Removes N of the event side's own SPs (e.g. when an event makes a player lose support). */
export const removeOwn = (o: SpOpts): Step => spStep(false, "own", o);

/** Adds n SPs to every space matching `where`. */
export function placeEach(where: Where, n = 1): Step {
  return custom((s, side, card) => {
    const spaces = spacesWhere(s, side, where);
    for (const sp of spaces) changeSP(s, side, sp, n, "event", card);
    if (spaces.length === 0) log(s, { t: "note", card, note: "nothing" });
  });
}

/** Removes every opponent SP from spaces matching `where`. */
export function removeAll(where: Where): Step {
  return custom((s, side, card) => {
    const opp = other(side);
    for (const sp of spacesWhere(s, side, where)) changeSP(s, opp, sp, -99, "event", card);
  });
}

/** SPs needed by `side` to control a space (0 if it already does). */
export function spsToControl(s: State, side: Side, space: number): number {
  const need = spOf(s, other(side))[space]! + SPACES[space]!.stability - spOf(s, side)[space]!;
  return need > 0 ? need : 0;
}

/** Adds just enough SPs to control one space matching `where` (chosen if several). */
export function placeToControl(where: Where, prompt = "Choose a space to take control of"): Step {
  return chooseSpace({
    where: and(where, (sp, s, side) => spsToControl(s, side, sp.id) > 0),
    save: "_control",
    prompt,
    then: [
      custom((s, side, card) => {
        const sp = s.vars._control!;
        changeSP(s, side, sp, spsToControl(s, side, sp), "control", card);
      }),
    ],
  });
}

// ---- Choosing a space, a country or a card ----------------------------------------------------

type PickKind = "eventSpace" | "eventCountry" | "eventCard";

interface PickFrame extends Frame {
  readonly k: "fxPick";
  readonly kind: PickKind;
  readonly card: number;
  /** The side carrying out the event. */
  readonly side: Side;
  /** The deciding side. */
  readonly player: Side;
  /** Space ids, country indexes (in COUNTRIES) or card numbers. */
  readonly options: number[];
  readonly save: string;
  readonly optional: boolean;
  readonly then: number;
}

function pickAction(kind: PickKind, n: number): Action {
  if (kind === "eventSpace") return spaceAction(n);
  if (kind === "eventCountry") return { t: "country", country: COUNTRIES[n]! };
  return cardAction(n);
}

function pickedValue(kind: PickKind, a: Action): number | null {
  if (kind === "eventSpace") return a.t === "space" ? a.space : null;
  if (kind === "eventCountry") return a.t === "country" ? COUNTRIES.indexOf(a.country) : null;
  return a.t === "card" ? a.card : null;
}

/**
 * A player picks one of the options (remembered as `save`), then `then` runs. With no option
 * nothing happens; a single forced option is taken at once. Only the deciding player sees the list.
 */
function pick(
  kind: PickKind,
  o: { save: string; then: readonly Step[]; prompt?: string; optional?: boolean; chooser?: "own" | "opp" },
  prompt: string,
  options: (s: State, side: Side) => number[],
): Step {
  prompts.set(o.then, o.prompt ?? prompt);
  return {
    children: [o.then],
    run(s, side, card) {
      const opts = options(s, side);
      // The opponent's cards settled without asking him (none, or only one, to choose from): the
      // outcome tells the event's side something of his hand, an undo barrier.
      if (o.chooser === "opp" && kind === "eventCard" && opts.length <= 1) s.secret++;
      if (opts.length === 0) {
        log(s, { t: "note", card, note: "nothing" });
        return undefined;
      }
      if (opts.length === 1 && !o.optional) {
        s.vars[o.save] = opts[0]!;
        return [scriptFrame(card, o.then, side)];
      }
      // Written out field by field (see defineStep).
      const f: PickFrame = {
        k: "fxPick",
        kind,
        card,
        side,
        player: o.chooser === "opp" ? other(side) : side,
        options: opts,
        save: o.save,
        optional: o.optional ?? false,
        then: listIds.get(o.then)!,
      };
      return [f];
    },
  };
}

defineStep<PickFrame>("fxPick", {
  run(_s, f) {
    const actions = f.options.map((n) => pickAction(f.kind, n));
    if (f.optional) actions.push({ t: "option", option: "none" });
    return {
      player: f.player,
      kind: f.kind,
      prompt: prompts.get(listOf(f.card, f.then)) ?? "Choose",
      actions,
      card: f.card,
    };
  },
  act(s, f, a) {
    pop(s);
    const v = pickedValue(f.kind, a);
    if (v === null) return; // "none"
    s.vars[f.save] = v;
    push(s, script({ card: f.card, list: f.then, side: f.side, pc: 0 }));
  },
});

/** The event's side picks a space matching `where`; it is remembered as `save`, then `then` runs. */
export function chooseSpace(o: {
  where: Where;
  save: string;
  then: readonly Step[];
  prompt?: string;
  optional?: boolean;
}): Step {
  return pick("eventSpace", o, "Choose a space", (s, side) => spacesWhere(s, side, o.where));
}

/** The event's side picks a country; its index in COUNTRIES is remembered as `save`. */
export function chooseCountry(o: {
  countries: Dyn<Country[]>;
  save: string;
  then: readonly Step[];
  prompt?: string;
  optional?: boolean;
}): Step {
  return pick("eventCountry", o, "Choose a country", (s, side) =>
    value(o.countries, s, side).map((c) => COUNTRIES.indexOf(c)),
  );
}

/**
 * A player picks one card among `cards` (from a hand, the discard pile...); it is remembered as
 * `save`, then `then` runs. The event's side chooses unless `chooser` is "opp". Only the deciding
 * player sees the list. With no candidate nothing happens; a single forced candidate is taken at once.
 */
export function chooseCard(o: {
  cards: Dyn<number[]>;
  save: string;
  then: readonly Step[];
  prompt?: string;
  optional?: boolean;
  chooser?: "own" | "opp";
}): Step {
  return pick("eventCard", o, "Choose a card", (s, side) => value(o.cards, s, side));
}

/** Countries where a side holds Power. */
export const powerHeldBy =
  (whose: "own" | "opp") =>
  (s: State, side: Side): Country[] =>
    COUNTRIES.filter((c) => s.power[c] === (whose === "own" ? side : other(side)));

// ---- Support Checks and Operations -----------------------------------------------------------

/**
 * The event's side makes `n` Support Checks with this card's Ops value and his Ops modifiers
 * (7.3.3), against targets matching `where`, with an extra modifier `mod`.
 */
export function checks(
  n: number,
  o: { where?: Where; mod?: number; optional?: boolean; ops?: Dyn<number> } = {},
): Step {
  return {
    run(s, side, card) {
      const only = o.where ? spacesWhere(s, side, o.where) : undefined;
      return [
        supportCheckFrame(s, side, card, n, {
          ...(o.ops !== undefined ? { ops: value(o.ops, s, side) } : {}),
          mod: o.mod ?? 0,
          ...(only ? { only } : {}),
          optional: o.optional ?? false,
        }),
      ];
    },
  };
}

interface OpsFrame extends Frame {
  readonly k: "fxOps";
  readonly card: number;
  readonly side: Side;
  readonly ops: number | null;
  readonly country: Country | null;
  readonly tst: boolean;
  readonly optional: boolean;
}

/**
 * 7.4: the event's side uses Operations as if he had played a card (this card's Ops value unless
 * `ops` is given): place SPs or make 2 Support Checks (optionally a TST attempt), optionally
 * limited to one country.
 */
export function operations(
  o: { ops?: Dyn<number>; country?: Dyn<Country>; tst?: boolean; optional?: boolean } = {},
): Step {
  return {
    run(s, side, card) {
      return [
        fxOps({
          card,
          side,
          ops: o.ops === undefined ? null : value(o.ops, s, side),
          country: o.country === undefined ? null : value(o.country, s, side),
          tst: o.tst ?? false,
          optional: o.optional ?? false,
        }),
      ];
    },
  };
}

const fxOps = defineStep<OpsFrame>("fxOps", {
  run(s, f) {
    const actions: Action[] = [
      { t: "option", option: "place" },
      { t: "option", option: "check" },
    ];
    if (f.tst && !s.tstAttempted[f.side] && s.tst[f.side] < 8) actions.push({ t: "option", option: "tst" });
    if (f.optional) actions.push({ t: "option", option: "none" });
    const ops = f.ops ?? opsValue(s, f.side, f.card);
    return {
      player: f.side,
      kind: "eventOperations",
      prompt: `Use ${ops} Ops${f.country ? ` in ${f.country}` : ""}: place SPs or make 2 Support Checks`,
      actions,
      card: f.card,
      ops,
    };
  },
  act(s, f, a) {
    if (a.t !== "option") throw new Error("expected an option");
    pop(s);
    const only = f.country ? spacesWhere(s, f.side, inCountry(f.country)) : undefined;
    const ops = f.ops ?? undefined;
    if (a.option === "place") {
      push(s, placementFrame(s, f.side, f.ops === null ? f.card : null, ops, f.country ?? undefined));
    } else if (a.option === "check") {
      push(
        s,
        supportCheckFrame(s, f.side, f.ops === null ? f.card : null, 2, {
          ...(ops !== undefined ? { ops } : {}),
          ...(only ? { only } : {}),
        }),
      );
    } else if (a.option === "tst") {
      push(s, tstAttemptFrame(f.side, f.card, true));
    }
  },
});

export { countrySpaces, SPACES };
