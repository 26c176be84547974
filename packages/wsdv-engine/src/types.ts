// Core types of the Wir sind das Volk! engine. Everything here is plain JSON data.

import type { CityId, ConnId, ProvinceId } from "./data/board.generated.ts";
import type { CardId } from "./data/cards.generated.ts";
import type { LogEntry } from "./log.ts";

export type { CardId, CityId, ConnId, ProvinceId };

/** The two states: West (FRG, yellow) and East (GDR, red). */
export type Side = "west" | "east";
export type Viewer = Side | "observer";

/** The three sectors of West Berlin, each with a supplier province (10.1). */
export type Sector = "french" | "british" | "american";

/** Image colour of a card (p. 2): whose event it is. Special cards are East's only. */
export type Colour = "red" | "yellow" | "mixed" | "special";

/** The tracks moved by arrows (6.4). Positive values point toward East (red arrows). */
export type Track = "prestige" | "currency" | "socialism";

export interface CityData {
  readonly id: CityId;
  readonly key: string;
  readonly name: string;
  /** The economy the city belongs to; the four cities abroad belong to the East's (10.4). */
  readonly side: Side;
  /** null for Hamburg (10.2) and the cities abroad (10.4). */
  readonly province: ProvinceId | null;
  readonly abroad: "polska" | "cssr" | null;
  /** Position on a schematic map (for laying out our own board). */
  readonly x: number;
  readonly y: number;
}

export interface ProvinceData {
  readonly id: ProvinceId;
  readonly key: string;
  readonly name: string;
  readonly side: Side;
  /** Adjacent provinces of the other state (9.7). */
  readonly opposing: readonly ProvinceId[];
  /** The West Berlin sector this province supplies (10.1). */
  readonly supplies?: Sector;
}

export interface ConnectionData {
  readonly id: ConnId;
  readonly a: CityId;
  readonly b: CityId;
  /** Number of blue lines (infrastructure sites): 1 or 2. */
  readonly lines: number;
}

export interface CardData {
  readonly id: CardId;
  readonly key: string;
  /** As printed: "1".."80", "I", "II", "III", "IV-a", "IV-b". */
  readonly printed: string;
  readonly title: string;
  readonly titleDe: string;
  readonly years: string;
  readonly decade: 1 | 2 | 3 | 4;
  readonly colour: Colour;
  /** Yellow (West) and red (East) values; null for special cards. */
  readonly value: { readonly west: number; readonly east: number } | null;
  /** Flight icons on the card (9.1). */
  readonly flight: number;
  /** The police icon of the card, if any (8). */
  readonly police: "red" | "pink" | null;
  /** Arrows of the event: number of arrows per track, positive toward East. */
  readonly arrows: { readonly prestige: number; readonly currency: number; readonly socialism: number };
  /** The event icons as printed (for the audit of the event definitions). */
  readonly icons: readonly string[];
}

/**
 * Where an event icon may be executed (6.4: the instruction printed under the icons): a province,
 * West Germany (every West province but West Berlin), Rheinsberg (10.3) or the cities abroad of one
 * country with their connections (10.4). For Niedersachsen or Schleswig-Holstein, Hamburg counts as part
 * of the province (10.2; card 63).
 */
export type Where = ProvinceId | "westGermany" | "rheinsberg" | "polska" | "cssr";

/** The four ways to use a normal card (6). Special cards allow only "event". */
export type Use = "unrest" | "build" | "ls" | "event";

/** What a mixed card's event may leave out (6.4): nothing, one arrow of a track, or one icon of a group. */
export type SkipTarget = "nothing" | Track | number;

/** Named answers of yes/no-like decisions. */
export type OptionName =
  /** Stop (build points, living standards, discards at the start of a decade). */
  | "done"
  /** Decline (a transfer to West Berlin, a police card, an optional choice). */
  | "none"
  /** 2016 special card cost: West draws the top card of the deck instead of East discarding. */
  | "westDraws"
  /** Guillaume Affair: look at West's hand, or at the top two cards of the deck. */
  | "lookHand"
  | "lookDeck";

/**
 * A legal action: a small serializable value. Every decision lists its legal actions; `apply`
 * accepts exactly those.
 */
export type Action =
  /** Take a card from the row, the hand or (East) the special card, and use it (3.3, 6). */
  | { readonly t: "play"; readonly card: CardId; readonly use: Use }
  /** East uses one of his police cards to remove an unrest cube (8). */
  | { readonly t: "police" }
  | { readonly t: "province"; readonly province: ProvinceId }
  | { readonly t: "city"; readonly city: CityId }
  | { readonly t: "line"; readonly conn: ConnId }
  | { readonly t: "sector"; readonly sector: Sector }
  | { readonly t: "card"; readonly card: CardId }
  /** The next group of icons of an event to execute (6.4: the triggering player sets the order). */
  | { readonly t: "group"; readonly group: number }
  | { readonly t: "skip"; readonly skip: SkipTarget }
  /** A box of the prestige track (9.2). */
  | { readonly t: "box"; readonly box: number }
  | { readonly t: "option"; readonly option: OptionName };

/** Kinds of decisions, for interfaces and bots. */
export type DecisionKind =
  | "turn"
  | "specialCost"
  | "decadeDiscard"
  | "removeUnrestAction"
  | "buildAction"
  | "lsAction"
  | "berlinTransfer"
  | "eventSkip"
  | "eventOrder"
  | "placeUnrest"
  | "removeUnrest"
  | "moveUnrestFrom"
  | "moveUnrestTo"
  | "reduceUnrest"
  | "build"
  | "dismantle"
  | "rundown"
  | "repair"
  | "stopFactory"
  | "placeLs"
  | "removeLs"
  | "arrowBonus"
  | "police"
  | "mirror"
  | "socialist"
  | "socialistLoss"
  | "stasiReturn"
  | "guillaume"
  | "guillaumeTake"
  | "guillaumeGive"
  | "guillaumeRemove"
  | "prestigeBox"
  | "hamburg"
  | "attack"
  | "berlinMaintain";

/** The decision pending at a point of the game: exactly one player decides. */
export interface Decision {
  readonly player: Side;
  readonly kind: DecisionKind;
  /** A sentence for people (English). */
  readonly prompt: string;
  readonly actions: readonly Action[];
  /** The card being resolved, if any. */
  readonly card?: CardId;
  /** Points or items left (build points, dismantles, LS...), if any. */
  readonly n?: number;
}

export type RulesVersion = "2014" | "2016";

export interface Fixture {
  /**
   * Deck orders, one list per decade in the order the decades are played (I, II, III, IV): the card ids
   * of that decade's 20 normal cards, in draw order.
   */
  readonly decks?: readonly (readonly CardId[])[];
}

export interface Options {
  /** "2014": the French rules as printed; "2016": the official revision 2.0 (default). */
  readonly rules?: RulesVersion;
  /** Fixed deck orders for worked examples and scripted games. */
  readonly fixture?: Fixture;
}

export type ResultReason =
  /** 9.10: a state with 4 or more mass protest markers collapses. */
  | "collapse"
  /** 9.10: both states collapse at once; East wins. */
  | "bothCollapse"
  /** 9: East must dismantle more than it owns during the end of a decade. */
  | "insolvency"
  /** 9.9: East must receive a socialist while all 12 are on the board. */
  | "socialismTriumph"
  /** 9.9: a socialist must be removed but there is none left. */
  | "socialismFailure"
  /** 9.10: nobody has won after four decades; East wins. */
  | "endOfGame"
  | "resignation";

export interface Result {
  readonly winner: Side;
  readonly reason: ResultReason;
}

export type { LogEntry };
