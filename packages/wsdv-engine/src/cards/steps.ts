// The vocabulary of events (6.4): each icon is a small reusable effect step; a card's event is its
// arrows plus groups of identical icons, each with the instruction printed under it (where, coat of
// arms, at most n per province). The executor is rules/events.ts; definitions are in decade-*.ts.
import { card as cardData } from "../data/index.ts";
import type { CardId, Side, Where } from "../types.ts";

export const WEST: Side = "west";
export const EAST: Side = "east";

/** The icons without arrow (6.4, "Icônes sans flèche"). */
export type Icon =
  | "PLACE_UNREST"
  | "REMOVE_UNREST"
  | "MOVE_UNREST"
  | "BUILD"
  | "DISMANTLE"
  | "REDUCE_MASS_PROTEST"
  | "PLACE_LS_REMOVE_UNREST"
  | "PLACE_LS_NO_UNREST_REMOVAL"
  | "REMOVE_LS"
  | "STOP_FACTORY"
  | "RUNDOWN_FACTORY"
  | "REPAIR_FACTORY"
  | "POLICE_RED"
  | "POLICE_PINK"
  | "BUILD_WALL"
  | "OPEN_WALL"
  | "STASI_DISSOLUTION"
  | "GUILLAUME_AFFAIR";

/** n identical icons affecting one state, with the instruction printed under them. */
export interface IconGroup {
  readonly icon: Icon;
  /** The state the icon affects (yellow: West; red or pink: East). */
  readonly side: Side;
  readonly n: number;
  /** Where the icons may be executed; null: anywhere in the affected state. */
  readonly where: Where | null;
  /** The coat of arms on the icon: that state decides where it is executed, whoever triggers (6.4). */
  readonly by: Side | null;
  /** At most this many of these icons in one province (0: no limit). */
  readonly perProvince: number;
  /** All of these icons go to one single province (card III). */
  readonly sameProvince: boolean;
}

export interface Arrows {
  readonly prestige?: number;
  readonly currency?: number;
  readonly socialism?: number;
}

export interface EventDef {
  readonly card: CardId;
  readonly arrows: { readonly prestige: number; readonly currency: number; readonly socialism: number };
  readonly groups: readonly IconGroup[];
}

interface GroupOptions {
  readonly where?: Where;
  readonly by?: Side;
  readonly perProvince?: number;
  readonly sameProvince?: boolean;
}

function group(icon: Icon, side: Side, n: number, o: GroupOptions = {}): IconGroup {
  return {
    icon,
    side,
    n,
    where: o.where ?? null,
    by: o.by ?? null,
    perProvince: o.perProvince ?? 0,
    sameProvince: o.sameProvince ?? false,
  };
}

type Maker = (side: Side, n?: number, o?: GroupOptions) => IconGroup;
const maker =
  (icon: Icon): Maker =>
  (side, n = 1, o = {}) =>
    group(icon, side, n, o);

/** +1 unrest cube in a province of the affected state, per icon. */
export const placeUnrest = maker("PLACE_UNREST");
/** -1 unrest cube from a province of the affected state, per icon. */
export const removeUnrest = maker("REMOVE_UNREST");
/** Move an unrest cube from one province of the affected state to another. */
export const moveUnrest = maker("MOVE_UNREST");
/** 1 construction point (5.1). */
export const build = maker("BUILD");
/** 1 dismantle point (5.2). */
export const dismantle = maker("DISMANTLE");
/** In one province with a mass protest, reduce the unrest to 3. */
export const reduceToThree = maker("REDUCE_MASS_PROTEST");
/** Place 1 living standard and remove 1 unrest cube there. */
export const placeLs = maker("PLACE_LS_REMOVE_UNREST");
/** Place 1 living standard without removing an unrest cube (framed icon). */
export const placeLsKeepUnrest = maker("PLACE_LS_NO_UNREST_REMOVAL");
/** Remove 1 living standard. */
export const removeLs = maker("REMOVE_LS");
/** Remove a factory abroad and all its infrastructure for good (10.4). */
export const stopFactory = maker("STOP_FACTORY");
/** Turn a factory into a rundown factory (5.3). */
export const rundown = maker("RUNDOWN_FACTORY");
/** Repair a rundown factory. */
export const repair = maker("REPAIR_FACTORY");
/** Police powers (8): red ones also feed flight (9.1), pink ones do not. */
export const policeRed = (): IconGroup => group("POLICE_RED", EAST, 1);
export const policePink = (): IconGroup => group("POLICE_PINK", EAST, 1);
/** The Berlin Wall is built: East no longer suffers flight (9.1). */
export const buildWall = (): IconGroup => group("BUILD_WALL", EAST, 1);
/** The Wall is opened: flight again. */
export const openWall = (): IconGroup => group("OPEN_WALL", EAST, 1);
/** East discards all police cards and collects no more; their cubes return to his provinces. */
export const stasiDissolution = (): IconGroup => group("STASI_DISSOLUTION", EAST, 1);
/** East looks at West's hand and may swap a card, or looks at the top 2 cards and removes one. */
export const guillaumeAffair = (): IconGroup => group("GUILLAUME_AFFAIR", EAST, 1);

/** Events by card id. */
export const EVENTS: (EventDef | undefined)[] = [];

/** Defines a card's event: its arrows (positive toward East) and its icons. */
export function event(card: CardId, arrows: Arrows, groups: readonly IconGroup[]): void {
  cardData(card); // must exist
  if (EVENTS[card]) throw new Error(`Event of card ${card} defined twice`);
  if (groups.length > 8) throw new Error(`Card ${card}: too many icon groups`);
  EVENTS[card] = {
    card,
    arrows: {
      prestige: arrows.prestige ?? 0,
      currency: arrows.currency ?? 0,
      socialism: arrows.socialism ?? 0,
    },
    groups,
  };
}

export function eventOf(card: CardId): EventDef {
  const e = EVENTS[card];
  if (!e) throw new Error(`Card ${card} has no event definition`);
  return e;
}
