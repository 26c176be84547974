// 6.4 Triggering an event: a mixed card may leave out one arrow or one icon; arrows move the tracks
// (an arrow that cannot move gives its beneficiary a bonus); then the icons, group by group, in the
// triggering player's order, each executed where its chooser (the trigger, or the coat of arms) says.
// The same executor runs the prestige boxes of 9.2.
import {
  CARD_ACTION,
  GROUP_ACTION,
  OPTION,
  PROVINCE_ACTION,
  SECTOR_ACTION,
  SKIP_GROUP,
  SKIP_NOTHING,
  SKIP_TRACK,
} from "../actions.ts";
import {
  addLs,
  addUnrest,
  build,
  buildSites,
  dismantle,
  dismantleCapacity,
  dismantleTargets,
  endGame,
  log,
  moveTrack,
  openSectors,
  removeLs,
  removeUnrest,
  repair,
  repairTargets,
  rundown,
  rundownTargets,
  stopFactory,
  stopTargets,
} from "../board.ts";
import { eventOf, type IconGroup } from "../cards/steps.ts";
import {
  card,
  other,
  PROVINCES,
  provinceSide,
  SECTORS,
  SIDE_PROVINCES,
  WEST_BERLIN,
  WEST_GERMANY,
} from "../data/index.ts";
import type { ArrowBonusFrame, EventFrame, GuillaumeFrame, IconFrame, StasiReturnFrame } from "../frames.ts";
import { defineStep, type Pending, pop, push } from "../machine.ts";
import type { State } from "../state.ts";
import type { Action, CardId, DecisionKind, ProvinceId, Side, SkipTarget, Track, Where } from "../types.ts";
import { isBoxSource, PRESTIGE_BOXES } from "./tracks.ts";

const TRACKS: readonly Track[] = ["prestige", "currency", "socialism"];

export function groupsOf(src: number): readonly IconGroup[] {
  return isBoxSource(src) ? PRESTIGE_BOXES[src - 100 + 6]! : eventOf(src as CardId).groups;
}

const sideName = (x: Side) => (x === "west" ? "West" : "East");
const provName = (p: ProvinceId) => PROVINCES[p]!.name;

export function provinceIn(p: ProvinceId, w: Where | null): boolean {
  if (w === null) return true;
  if (typeof w === "number") return p === w;
  return w === "westGermany" && WEST_GERMANY.includes(p);
}

// ---- Triggering (6.4) ---------------------------------------------------------------------------

/** The triggering player's own dismantle icons must not exceed what he owns (6.4). */
function dismantleOk(s: State, side: Side, groups: readonly IconGroup[], skip: SkipTarget): boolean {
  let total = 0;
  for (let g = 0; g < groups.length; g++) {
    const grp = groups[g]!;
    if (grp.icon !== "DISMANTLE" || grp.side !== side) continue;
    const n = grp.n - (skip === g ? 1 : 0);
    if (n > 0 && n > dismantleCapacity(s, side, grp.where)) return false;
    total += n;
  }
  return total === 0 || total <= dismantleCapacity(s, side, null);
}

const SELF_DISMANTLE: Record<Side, boolean[]> = { west: [], east: [] };
function selfDismantle(c: CardId, side: Side): boolean {
  let v = SELF_DISMANTLE[side][c];
  if (v === undefined) {
    v = eventOf(c).groups.some((g) => g.icon === "DISMANTLE" && g.side === side);
    SELF_DISMANTLE[side][c] = v;
  }
  return v;
}

/** What the triggering player may leave out (6.4): nothing, or for a mixed card one arrow or one icon. */
export function skipOptions(s: State, c: CardId, side: Side): Action[] {
  const groups = eventOf(c).groups;
  const out: Action[] = [];
  const whole = dismantleOk(s, side, groups, "nothing");
  if (whole) out.push(SKIP_NOTHING);
  if (card(c).colour !== "mixed") return out;
  const arrows = eventOf(c).arrows;
  for (const t of TRACKS) if (arrows[t] !== 0 && whole) out.push(SKIP_TRACK[t]);
  for (let g = 0; g < groups.length; g++) if (dismantleOk(s, side, groups, g)) out.push(SKIP_GROUP[g]!);
  return out;
}

/** 6.4: East triggers red and mixed cards (and the special cards), West yellow and mixed ones. */
export function canTrigger(s: State, side: Side, c: CardId): boolean {
  const colour = card(c).colour;
  const allowed =
    colour === "mixed" || (side === "east" ? colour === "red" || colour === "special" : colour === "yellow");
  if (!allowed) return false;
  if (!selfDismantle(c, side)) return true;
  return skipOptions(s, c, side).length > 0;
}

export function eventFrame(src: number, side: Side): EventFrame {
  const n = groupsOf(src).length;
  return { k: "event", src, side, stage: 0, skip: null, remaining: (1 << n) - 1 };
}

// ---- Order of the icons ---------------------------------------------------------------------------

/** 0: no effect on unrest; 1: adds unrest only; 2: removes or moves unrest. */
function unrestKind(g: IconGroup): number {
  switch (g.icon) {
    case "PLACE_UNREST":
    case "STASI_DISSOLUTION":
      return 1;
    case "REMOVE_UNREST":
    case "PLACE_LS_REMOVE_UNREST":
    case "MOVE_UNREST":
    case "REDUCE_MASS_PROTEST":
      return 2;
    default:
      return 0;
  }
}
const ECONOMY = new Set(["BUILD", "DISMANTLE", "RUNDOWN_FACTORY", "REPAIR_FACTORY", "STOP_FACTORY"]);
const LIVING = new Set(["PLACE_LS_REMOVE_UNREST", "PLACE_LS_NO_UNREST_REMOVAL", "REMOVE_LS"]);

/**
 * Can the order of two groups change the outcome? Same state, and: unrest changes other than two
 * placements; construction and a change of unrest (mass protests bar building, 5.1); two changes of
 * the economy; living standards placed and removed.
 */
function interacts(a: IconGroup, b: IconGroup): boolean {
  if (a.side !== b.side) return false;
  const ua = unrestKind(a);
  const ub = unrestKind(b);
  if (ua && ub && !(ua === 1 && ub === 1)) return true;
  if ((a.icon === "BUILD" && ub) || (b.icon === "BUILD" && ua)) return true;
  if (ECONOMY.has(a.icon) && ECONOMY.has(b.icon)) return true;
  return LIVING.has(a.icon) && LIVING.has(b.icon) && (a.icon === "REMOVE_LS") !== (b.icon === "REMOVE_LS");
}

function orderMatters(groups: readonly IconGroup[], remaining: number): boolean {
  for (let i = 0; i < groups.length; i++) {
    if (!(remaining & (1 << i))) continue;
    for (let j = i + 1; j < groups.length; j++) {
      if (remaining & (1 << j) && interacts(groups[i]!, groups[j]!)) return true;
    }
  }
  return false;
}

function sourceCard(src: number): CardId | undefined {
  return isBoxSource(src) ? undefined : (src as CardId);
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A group of `n` icons in English ("place 2 unrest cubes in East"). */
export function describe(g: IconGroup, n: number): string {
  const who = sideName(g.side);
  switch (g.icon) {
    case "PLACE_UNREST":
      return `place ${count(n, "unrest cube")} in ${who}`;
    case "REMOVE_UNREST":
      return `remove ${count(n, "unrest cube")} in ${who}`;
    case "MOVE_UNREST":
      return `move ${count(n, "unrest cube")} in ${who}`;
    case "BUILD":
      return `${count(n, "construction point")} for ${who}`;
    case "DISMANTLE":
      return `${count(n, "dismantle point")} against ${who}`;
    case "REDUCE_MASS_PROTEST":
      return `reduce ${count(n, "province")} with a mass protest to 3 unrest in ${who}`;
    case "PLACE_LS_REMOVE_UNREST":
    case "PLACE_LS_NO_UNREST_REMOVAL":
      return `place ${count(n, "living standard")} in ${who}`;
    case "REMOVE_LS":
      return `remove ${count(n, "living standard")} in ${who}`;
    case "STOP_FACTORY":
      return `remove a factory abroad for good`;
    case "RUNDOWN_FACTORY":
      return `run down ${count(n, "factory", "factories")} in ${who}`;
    case "REPAIR_FACTORY":
      return `repair ${count(n, "factory", "factories")} in ${who}`;
    case "POLICE_RED":
    case "POLICE_PINK":
      return "police power";
    case "BUILD_WALL":
      return "build the Wall";
    case "OPEN_WALL":
      return "open the Wall";
    case "STASI_DISSOLUTION":
      return "dissolve the Stasi";
    case "GUILLAUME_AFFAIR":
      return "Guillaume Affair";
  }
}

defineStep("event", {
  run(s, f) {
    const groups = groupsOf(f.src);
    const c = sourceCard(f.src);
    if (f.stage === 0) {
      f.skip = "nothing";
      if (c !== undefined && card(c).colour === "mixed") {
        const opts = skipOptions(s, c, f.side);
        if (opts.length === 1) {
          // A single possibility (the dismantle limit leaves only one icon to drop): no question.
          const only = (opts[0] as Extract<Action, { t: "skip" }>).skip;
          if (only !== "nothing") {
            f.skip = only;
            log(s, { e: "skip", side: f.side, skip: only });
          }
        } else if (opts.length > 1) {
          return {
            player: f.side,
            kind: "eventSkip",
            prompt: `Mixed card: execute the whole event, or leave out one arrow or one icon`,
            actions: opts,
            card: c,
          };
        }
      }
      f.stage = 1;
      return undefined;
    }
    if (f.stage === 1) {
      f.stage = 2;
      if (c !== undefined) executeArrows(s, f, c);
      return undefined;
    }
    if (f.remaining === 0) {
      pop(s);
      return undefined;
    }
    if (orderMatters(groups, f.remaining)) {
      const actions: Action[] = [];
      const parts: string[] = [];
      for (let g = 0; g < groups.length; g++) {
        if (!(f.remaining & (1 << g))) continue;
        actions.push(GROUP_ACTION[g]!);
        parts.push(`${g + 1}: ${describe(groups[g]!, groups[g]!.n - (f.skip === g ? 1 : 0))}`);
      }
      return {
        player: f.side,
        kind: "eventOrder",
        prompt: `Which icons first? ${parts.join("; ")}`,
        actions,
        ...(c !== undefined ? { card: c } : {}),
      };
    }
    let g = 0;
    while (!(f.remaining & (1 << g))) g++;
    startGroup(s, f, g);
    return undefined;
  },
  act(s, f, a) {
    if (a.t === "skip") {
      f.skip = a.skip;
      f.stage = 1;
      log(s, { e: "skip", side: f.side, skip: a.skip });
    } else if (a.t === "group") startGroup(s, f, a.group);
    else throw new Error(`unexpected ${a.t}`);
  },
});

/** Arrows are executed first (rulings); one that cannot move its marker gives a bonus (6.4). */
function executeArrows(s: State, f: EventFrame, c: CardId): void {
  const arrows = eventOf(c).arrows;
  for (const t of TRACKS) {
    let n = arrows[t];
    if (f.skip === t) n -= Math.sign(n);
    const toward: Side = n > 0 ? "east" : "west";
    for (let i = 0; i < Math.abs(n); i++) {
      if (!moveTrack(s, t, toward)) arrowBlocked(s, t, toward);
    }
  }
}

/** 6.4: an arrow that cannot be executed: its beneficiary removes 1 unrest, or for prestige may place 1 in the other state. */
export function arrowBlocked(s: State, t: Track, beneficiary: Side): void {
  log(s, { e: "arrowBlocked", track: t, side: beneficiary });
  push(s, { k: "arrowBonus", side: beneficiary, prestige: t === "prestige" } satisfies ArrowBonusFrame);
}

function startGroup(s: State, f: EventFrame, g: number): void {
  f.remaining &= ~(1 << g);
  const grp = groupsOf(f.src)[g]!;
  const n = grp.n - (f.skip === g ? 1 : 0);
  if (n <= 0) return;
  push(s, {
    k: "icon",
    src: f.src,
    g,
    chooser: grp.by ?? f.side,
    left: n,
    counts: grp.perProvince ? new Array<number>(14).fill(0) : null,
    first: -1,
    from: -1,
  } satisfies IconFrame);
}

defineStep("arrowBonus", {
  run(s, f) {
    const actions: Action[] = [];
    for (const p of SIDE_PROVINCES[f.side]) if (s.unrest[p]! > 0) actions.push(PROVINCE_ACTION[p]!);
    if (f.prestige) for (const p of SIDE_PROVINCES[other(f.side)]) actions.push(PROVINCE_ACTION[p]!);
    if (actions.length === 0) {
      pop(s);
      return undefined;
    }
    if (actions.length === 1) {
      applyArrowBonus(s, f, actions[0]!);
      return undefined;
    }
    return {
      player: f.side,
      kind: "arrowBonus",
      prompt: f.prestige
        ? `The prestige arrow cannot move: remove 1 of your unrest cubes, or place 1 in a province of ${sideName(other(f.side))}`
        : "The arrow cannot move: remove 1 of your unrest cubes",
      actions,
    };
  },
  act(s, f, a) {
    applyArrowBonus(s, f, a);
  },
});

function applyArrowBonus(s: State, f: ArrowBonusFrame, a: Action): void {
  if (a.t !== "province") throw new Error("expected a province");
  pop(s);
  if (provinceSide(a.province) === f.side) removeUnrest(s, a.province, 1);
  else addUnrest(s, a.province, 1);
}

// ---- Icons (6.4, "Icônes sans flèche") ---------------------------------------------------------------

const KIND: Partial<Record<IconGroup["icon"], DecisionKind>> = {
  PLACE_UNREST: "placeUnrest",
  REMOVE_UNREST: "removeUnrest",
  MOVE_UNREST: "moveUnrestFrom",
  REDUCE_MASS_PROTEST: "reduceUnrest",
  BUILD: "build",
  DISMANTLE: "dismantle",
  RUNDOWN_FACTORY: "rundown",
  REPAIR_FACTORY: "repair",
  STOP_FACTORY: "stopFactory",
  PLACE_LS_REMOVE_UNREST: "placeLs",
  PLACE_LS_NO_UNREST_REMOVAL: "placeLs",
  REMOVE_LS: "removeLs",
};

/** Where the next icon of the group can be executed. */
function iconTargets(s: State, f: IconFrame, g: IconGroup): Action[] {
  const out: Action[] = [];
  const provs = SIDE_PROVINCES[g.side];
  switch (g.icon) {
    case "PLACE_UNREST":
      for (const p of provs) {
        if (!provinceIn(p, g.where)) continue;
        if (f.counts && f.counts[p]! >= g.perProvince) continue;
        out.push(PROVINCE_ACTION[p]!);
      }
      return out;
    case "REMOVE_UNREST":
      for (const p of provs) if (provinceIn(p, g.where) && s.unrest[p]! > 0) out.push(PROVINCE_ACTION[p]!);
      return out;
    case "MOVE_UNREST":
      if (f.from < 0) {
        for (const p of provs) if (provinceIn(p, g.where) && s.unrest[p]! > 0) out.push(PROVINCE_ACTION[p]!);
      } else for (const p of provs) if (p !== f.from) out.push(PROVINCE_ACTION[p]!);
      return out;
    case "REDUCE_MASS_PROTEST":
      for (const p of provs) if (provinceIn(p, g.where) && s.unrest[p]! >= 4) out.push(PROVINCE_ACTION[p]!);
      return out;
    case "BUILD":
      return buildSites(s, g.side, g.where);
    case "DISMANTLE":
      return dismantleTargets(s, g.side, g.where);
    case "RUNDOWN_FACTORY":
      return rundownTargets(s, g.where);
    case "REPAIR_FACTORY":
      return repairTargets(s, g.where);
    case "STOP_FACTORY":
      return stopTargets(s, g.where);
    case "PLACE_LS_REMOVE_UNREST":
    case "PLACE_LS_NO_UNREST_REMOVAL":
      for (const p of provs) {
        if (p === WEST_BERLIN || !provinceIn(p, g.where)) continue;
        if (f.first >= 0 && g.sameProvince && p !== f.first) continue;
        if (f.counts && f.counts[p]! >= g.perProvince) continue;
        out.push(PROVINCE_ACTION[p]!);
      }
      // Only an unrestricted West icon (Start of the Computer Age) reaches West Berlin (10.1).
      if (
        g.side === "west" &&
        g.where === null &&
        !(f.first >= 0 && g.sameProvince && f.first !== WEST_BERLIN)
      )
        for (const i of openSectors(s)) out.push(SECTOR_ACTION[SECTORS[i]!]);
      return out;
    case "REMOVE_LS":
      for (const p of provs)
        if (p !== WEST_BERLIN && provinceIn(p, g.where) && s.ls[p]! > 0) out.push(PROVINCE_ACTION[p]!);
      if (g.side === "west" && provinceIn(WEST_BERLIN, g.where))
        for (let i = 0; i < 3; i++) if (s.sectors[i]! > 0) out.push(SECTOR_ACTION[SECTORS[i]!]);
      return out;
    default:
      return out;
  }
}

function applyIcon(s: State, f: IconFrame, g: IconGroup, a: Action): void {
  switch (g.icon) {
    case "PLACE_UNREST": {
      const p = (a as Extract<Action, { t: "province" }>).province;
      addUnrest(s, p, 1);
      if (f.counts) f.counts[p] = f.counts[p]! + 1;
      break;
    }
    case "REMOVE_UNREST":
      removeUnrest(s, (a as Extract<Action, { t: "province" }>).province, 1);
      break;
    case "MOVE_UNREST": {
      const p = (a as Extract<Action, { t: "province" }>).province;
      if (f.from < 0) {
        f.from = p;
        return; // the destination is chosen next
      }
      removeUnrest(s, f.from as ProvinceId, 1);
      addUnrest(s, p, 1);
      f.from = -1;
      break;
    }
    case "REDUCE_MASS_PROTEST": {
      const p = (a as Extract<Action, { t: "province" }>).province;
      removeUnrest(s, p, s.unrest[p]! - 3);
      break;
    }
    case "BUILD":
      build(s, a);
      break;
    case "DISMANTLE":
      dismantle(s, a);
      break;
    case "RUNDOWN_FACTORY":
      rundown(s, (a as Extract<Action, { t: "city" }>).city);
      break;
    case "REPAIR_FACTORY":
      repair(s, (a as Extract<Action, { t: "city" }>).city);
      break;
    case "STOP_FACTORY":
      stopFactory(s, (a as Extract<Action, { t: "city" }>).city);
      break;
    case "PLACE_LS_REMOVE_UNREST":
    case "PLACE_LS_NO_UNREST_REMOVAL": {
      const p = a.t === "sector" ? WEST_BERLIN : (a as Extract<Action, { t: "province" }>).province;
      addLs(s, p, a.t === "sector" ? SECTORS.indexOf(a.sector) : -1);
      if (g.icon === "PLACE_LS_REMOVE_UNREST") removeUnrest(s, p, 1);
      if (f.counts) f.counts[p] = f.counts[p]! + 1;
      if (f.first < 0) f.first = p;
      break;
    }
    case "REMOVE_LS":
      if (a.t === "sector") removeLs(s, WEST_BERLIN, SECTORS.indexOf(a.sector));
      else removeLs(s, (a as Extract<Action, { t: "province" }>).province);
      break;
    default:
      throw new Error(`icon ${g.icon} takes no target`);
  }
  f.left--;
}

const SIMPLE = new Set([
  "POLICE_RED",
  "POLICE_PINK",
  "BUILD_WALL",
  "OPEN_WALL",
  "STASI_DISSOLUTION",
  "GUILLAUME_AFFAIR",
]);

/** Icons that need no target: police, the Wall, the Stasi, the Guillaume Affair. */
function executeSimple(s: State, g: IconGroup): boolean {
  switch (g.icon) {
    case "POLICE_RED":
    case "POLICE_PINK":
      // 6.4: the card goes in front of East (unless the Stasi was dissolved: 8).
      if (!s.stasiDissolved) s.policeExecuted = true;
      return true;
    case "BUILD_WALL":
      s.wall = true;
      log(s, { e: "wall", built: true });
      return true;
    case "OPEN_WALL":
      s.wall = false;
      log(s, { e: "wall", built: false });
      return true;
    case "STASI_DISSOLUTION": {
      const cubes = s.policeUsed.length;
      log(s, { e: "stasiDissolved", cards: s.police.slice() });
      for (const c of s.police) s.discard.push(c);
      s.police = [];
      s.policeUsed = [];
      s.stasiDissolved = true;
      if (cubes > 0) push(s, { k: "stasiReturn", left: cubes, done: [] } satisfies StasiReturnFrame);
      return true;
    }
    case "GUILLAUME_AFFAIR":
      push(s, { k: "guillaume", stage: 0, took: 0 } satisfies GuillaumeFrame);
      return true;
    default:
      return false;
  }
}

defineStep("icon", {
  run(s, f): Pending | undefined {
    const g = groupsOf(f.src)[f.g]!;
    if (f.left <= 0) {
      pop(s);
      return undefined;
    }
    if (SIMPLE.has(g.icon)) {
      pop(s);
      executeSimple(s, g);
      return undefined;
    }
    const targets = iconTargets(s, f, g);
    if (targets.length === 0) {
      // 6.4: an icon that cannot be executed is ignored; but East cannot pay a dismantle point
      // during the end of a decade: national insolvency (9).
      pop(s);
      if (g.icon === "DISMANTLE" && g.side === "east" && s.phase > 0) endGame(s, "west", "insolvency");
      else log(s, { e: "nothing", what: describe(g, f.left) });
      return undefined;
    }
    if (targets.length === 1 && !(g.icon === "MOVE_UNREST" && f.from < 0)) {
      applyIcon(s, f, g, targets[0]!);
      return undefined;
    }
    const c = sourceCard(f.src);
    const moving = g.icon === "MOVE_UNREST" && f.from >= 0;
    return {
      player: f.chooser,
      kind: moving ? "moveUnrestTo" : KIND[g.icon]!,
      prompt: moving
        ? `Move the unrest cube from ${provName(f.from as ProvinceId)} to which province?`
        : `${describe(g, f.left)[0]!.toUpperCase()}${describe(g, f.left).slice(1)}${g.perProvince ? ` (at most ${g.perProvince} per province)` : ""}`,
      actions: targets,
      ...(c !== undefined ? { card: c } : {}),
      n: f.left,
    };
  },
  act(s, f, a) {
    applyIcon(s, f, groupsOf(f.src)[f.g]!, a);
  },
});

defineStep("stasiReturn", {
  run(s, f) {
    const options: ProvinceId[] = [];
    for (const p of SIDE_PROVINCES.east) if (!f.done.includes(p)) options.push(p);
    if (f.left <= 0 || options.length === 0) {
      pop(s);
      return undefined;
    }
    if (options.length <= f.left) {
      for (const p of options) addUnrest(s, p, 1);
      pop(s);
      return undefined;
    }
    return {
      player: "east",
      kind: "stasiReturn",
      prompt: `Put back ${f.left} unrest cube${f.left === 1 ? "" : "s"} from the police cards (at most 1 per province)`,
      actions: options.map((p) => PROVINCE_ACTION[p]!),
      n: f.left,
    };
  },
  act(s, f, a) {
    if (a.t !== "province") throw new Error("expected a province");
    addUnrest(s, a.province, 1);
    f.done.push(a.province);
    f.left--;
  },
});

// ---- Guillaume Affair -----------------------------------------------------------------------------

function insertSorted(a: CardId[], c: CardId): void {
  let i = a.length;
  while (i > 0 && a[i - 1]! > c) i--;
  a.splice(i, 0, c);
}
function removeCard(a: CardId[], c: CardId): boolean {
  const i = a.indexOf(c);
  if (i < 0) return false;
  a.splice(i, 1);
  return true;
}

export { insertSorted, removeCard };

defineStep("guillaume", {
  run(s, f) {
    if (f.stage === 0) {
      const actions: Action[] = [];
      if (s.hands.west.length > 0) actions.push(OPTION.lookHand);
      if (s.deck.length > 0) actions.push(OPTION.lookDeck);
      if (actions.length === 0) {
        pop(s);
        return undefined;
      }
      if (actions.length === 1) {
        guillaumeLook(s, f, actions[0]!);
        return undefined;
      }
      return {
        player: "east",
        kind: "guillaume",
        prompt: "Look at West's hand (and swap a card), or at the top two cards of the deck (and remove one)",
        actions,
        card: 50 as CardId,
      };
    }
    if (f.stage === 1) {
      if (s.hands.east.length === 0 || s.hands.west.length === 0) {
        pop(s);
        return undefined;
      }
      const actions: Action[] = s.hands.west.map((c) => CARD_ACTION[c]!);
      actions.push(OPTION.none);
      return {
        player: "east",
        kind: "guillaumeTake",
        prompt: "Take a card from West's hand (you will give one of yours), or keep the hands as they are",
        actions,
        card: 50 as CardId,
      };
    }
    if (f.stage === 2) {
      return {
        player: "east",
        kind: "guillaumeGive",
        prompt: "Give West one of your cards",
        actions: s.hands.east.map((c) => CARD_ACTION[c]!),
        card: 50 as CardId,
      };
    }
    const top = s.deck.slice(-2).reverse();
    if (top.length === 1) {
      guillaumeRemove(s, top[0]!);
      return undefined;
    }
    return {
      player: "east",
      kind: "guillaumeRemove",
      prompt: "Remove one of the two top cards of the deck from the game",
      actions: top.map((c) => CARD_ACTION[c]!),
      card: 50 as CardId,
    };
  },
  act(s, f, a) {
    if (f.stage === 0) guillaumeLook(s, f, a);
    else if (f.stage === 1) {
      if (a.t !== "card") {
        pop(s);
        return;
      }
      removeCard(s.hands.west, a.card);
      removeCard(s.known.east, a.card);
      insertSorted(s.hands.east, a.card);
      if (!s.known.west.includes(a.card)) s.known.west.push(a.card);
      f.took = a.card;
      f.stage = 2;
    } else if (f.stage === 2) {
      if (a.t !== "card") throw new Error("expected a card");
      const took = f.took as CardId;
      removeCard(s.hands.east, a.card);
      removeCard(s.known.west, a.card);
      insertSorted(s.hands.west, a.card);
      if (!s.known.east.includes(a.card)) s.known.east.push(a.card);
      f.took = 0;
      log(s, { e: "swapped", only: "observer" });
      log(s, { e: "swap", took, gave: a.card, only: "east" });
      log(s, { e: "swap", took, gave: a.card, only: "west" });
      pop(s);
    } else if (a.t === "card") guillaumeRemove(s, a.card);
  },
});

function guillaumeLook(s: State, f: GuillaumeFrame, a: Action): void {
  s.secret++;
  if (a.t === "option" && a.option === "lookHand") {
    log(s, { e: "guillaume", look: "hand" });
    log(s, { e: "seen", cards: s.hands.west.slice(), only: "east" });
    for (const c of s.hands.west) if (!s.known.east.includes(c)) s.known.east.push(c);
    f.stage = 1;
  } else {
    log(s, { e: "guillaume", look: "deck" });
    log(s, { e: "seen", cards: s.deck.slice(-2).reverse(), only: "east" });
    s.eastKnowsTop = Math.min(2, s.deck.length);
    f.stage = 3;
  }
}

function guillaumeRemove(s: State, c: CardId): void {
  removeCard(s.deck, c);
  s.removed.push(c);
  // The card left of the two East saw stays on top.
  s.eastKnowsTop = Math.min(s.deck.length, Math.max(0, s.eastKnowsTop - 1));
  log(s, { e: "removedFromDeck", card: null, except: "east" });
  log(s, { e: "removedFromDeck", card: c, only: "east" });
  pop(s);
}
