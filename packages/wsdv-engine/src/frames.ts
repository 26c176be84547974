// The frames of the procedure stack: small plain-data records, one kind per step of the rules.
// Each kind has its step handler (machine.ts) in the module of the rule it carries out.
import type { CardId, ProvinceId } from "./data/index.ts";
import type { Side, SkipTarget } from "./types.ts";

/** The game from set-up to the end: decades, halves, end of decade (3). */
export interface FlowFrame {
  readonly k: "flow";
  stage: number;
}

/** Start of decades II-IV: discards of held cards, then hands filled up to 2 (3.1). */
export interface HandsFrame {
  readonly k: "hands";
  /** 0: the first player decides, 1: the second, 2: hands are filled up. */
  idx: number;
  /** Cards discarded by the player deciding now. */
  discarded: number;
}

/** A half-decade: players alternate until the row is empty (3.3, 3.4). */
export interface HalfFrame {
  readonly k: "half";
  next: Side;
}

/** One player's turn: one card, one action (3.3), police (8), socialists (7). */
export interface TurnFrame {
  readonly k: "turn";
  readonly side: Side;
  stage: number;
  card: CardId | 0;
}

/** East uses a police card to remove an unrest cube (8). */
export interface PoliceFrame {
  readonly k: "police";
  /** After the action: East may decline. */
  readonly optional: boolean;
}

/** 2016: the cost of the special card (discard a hand card or West draws). */
export interface SpecialCostFrame {
  readonly k: "specialCost";
}

/** 6.1: remove an unrest cube (and dismantle 1 with a mixed or opposing card). */
export interface UnrestActionFrame {
  readonly k: "unrestAction";
  readonly side: Side;
  readonly card: CardId;
  readonly dismantle: boolean;
}

/** 6.2: build with the card's value. */
export interface BuildFrame {
  readonly k: "build";
  readonly side: Side;
  readonly card: CardId;
  left: number;
}

/** Dismantle points against a side (5.2): the action's cost (6.1) and the end of decade (9.1, 9.4). */
export interface DismantleFrame {
  readonly k: "dismantle";
  readonly victim: Side;
  chooser: Side;
  left: number;
  /** The players take turns choosing, starting with `chooser` (9.1). */
  readonly alternate: boolean;
  /** During the end of a decade: East cannot pay = national insolvency (9). */
  readonly eod: boolean;
}

/** 9.3: factories run down for missing Western currency (then infrastructure or Rheinsberg). */
export interface RundownFrame {
  readonly k: "rundown";
  chooser: Side;
  left: number;
}

/** 6.3: raise living standards with the card's value; West Berlin transfer (10.1). */
export interface LsActionFrame {
  readonly k: "lsAction";
  readonly side: Side;
  readonly card: CardId;
  readonly budget: number;
  readonly placed: ProvinceId[];
  /** The supplier whose new LS went to West Berlin, or -1. */
  transfer: number;
  stage: number;
}

/**
 * An event (6.4) or a prestige box (9.2): its source is a card id, or 100 + the box number.
 * Arrows first, then the groups of icons in the triggering player's order.
 */
export interface EventFrame {
  readonly k: "event";
  readonly src: number;
  /** The triggering player (the prestige holder for a box). */
  readonly side: Side;
  stage: number;
  skip: SkipTarget | null;
  /** Bit i: group i is still to be executed. */
  remaining: number;
}

/** The icons of one group of an event, one at a time. */
export interface IconFrame {
  readonly k: "icon";
  readonly src: number;
  readonly g: number;
  /** The player choosing where the icons are executed (the trigger, or the coat of arms). */
  readonly chooser: Side;
  left: number;
  /** Icons executed per province (for "at most n per province"), or null. */
  readonly counts: number[] | null;
  /** The province of the first icon (for "all in one province"), or -1. */
  first: number;
  /** Move unrest: the province a cube is taken from, or -1 while it is being chosen. */
  from: number;
}

/** An arrow that cannot move its marker (6.4): its beneficiary removes 1 unrest, or places 1 (prestige). */
export interface ArrowBonusFrame {
  readonly k: "arrowBonus";
  readonly side: Side;
  readonly prestige: boolean;
}

/** East places the mirror of a new mass protest of West Berlin in a supplier province (10.1). */
export interface MirrorFrame {
  readonly k: "mirror";
}

/** Socialists move from the holding box to East provinces with mass protests (7). */
export interface SocialistsFrame {
  readonly k: "socialists";
}

/** Stasi dissolution: the cubes lying on police cards go back to East provinces, 1 at most each (6.4). */
export interface StasiReturnFrame {
  readonly k: "stasiReturn";
  left: number;
  readonly done: ProvinceId[];
}

/** Guillaume Affair (6.4). */
export interface GuillaumeFrame {
  readonly k: "guillaume";
  stage: number;
  /** The card East took from West (both players know it), while East chooses the one he gives. */
  took: CardId | 0;
}

/** The ten phases of the end of a decade (9). */
export interface EodFrame {
  readonly k: "eod";
  stage: number;
}

/** 9.2: the prestige holder picks the box to execute. */
export interface PrestigeBoxFrame {
  readonly k: "prestigeBox";
}

/** 9.5: West decides which province Hamburg counts for. */
export interface HamburgFrame {
  readonly k: "hamburg";
}

/** 9.7: each province attacks an adjacent opposing province. */
export interface AttackFrame {
  readonly k: "attack";
  /** Attack strength per province at the start of the phase. */
  readonly strength: number[];
  /** Next attacking province. */
  idx: number;
}

/** 9.5: West removes the living standards West Berlin cannot keep. */
export interface BerlinMaintainFrame {
  readonly k: "berlinMaintain";
  left: number;
}

/** 9.9: West removes socialists from East provinces. */
export interface SocialistLossFrame {
  readonly k: "socialistLoss";
  left: number;
}

/** 9.8: East removes 1 unrest per police card not used this decade. */
export interface PoliceEodFrame {
  readonly k: "policeEod";
  left: number;
}

export type Frame =
  | FlowFrame
  | HandsFrame
  | HalfFrame
  | TurnFrame
  | PoliceFrame
  | SpecialCostFrame
  | UnrestActionFrame
  | BuildFrame
  | DismantleFrame
  | RundownFrame
  | LsActionFrame
  | EventFrame
  | IconFrame
  | ArrowBonusFrame
  | MirrorFrame
  | SocialistsFrame
  | StasiReturnFrame
  | GuillaumeFrame
  | EodFrame
  | PrestigeBoxFrame
  | HamburgFrame
  | AttackFrame
  | BerlinMaintainFrame
  | SocialistLossFrame
  | PoliceEodFrame;

export type FrameKind = Frame["k"];
export type FrameOf<K extends FrameKind> = Extract<Frame, { k: K }>;
