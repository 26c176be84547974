// Core types of the 1989: Dawn of Freedom engine. Everything here is plain JSON data.

/** The two sides (2.2.2). "com" is the Communist, "dem" the Democrat. */
export type Side = "com" | "dem";
/** Whose event a strategy card carries: red star, blue star, or silver star (both). */
export type CardSide = Side | "neutral";
export type Country = "East Germany" | "Poland" | "Czechoslovakia" | "Hungary" | "Romania" | "Bulgaria";
export type Region = "Eastern Europe" | "Balkans";
/** Socio-economic icons (2.1.3). */
export type Socio =
  | "elite"
  | "bureaucrat"
  | "farmer"
  | "worker"
  | "intellectual"
  | "student"
  | "church"
  | "minority";
export type Period = "Early" | "Middle" | "Late";
/** Power Struggle suits (8.1.3). */
export type Suit = "rally" | "march" | "strike" | "petition";
export type WildCard = "supportFalters" | "supportSurges" | "scareTactics" | "tacticFails";

export interface SpaceData {
  readonly id: number;
  /** ASCII name, used as the stable key (e.g. in records and the CLI). */
  readonly name: string;
  /** Name as printed, with diacritics. */
  readonly display: string;
  readonly country: Country;
  readonly socio: Socio;
  readonly stability: number;
  readonly battleground: boolean;
  readonly adjacent: readonly number[];
  readonly setup: { readonly com: number; readonly dem: number };
  /** Centre of the space on the printed map (1650x2550 frame), for laying out our own map. */
  readonly x: number;
  readonly y: number;
}

export interface CardData {
  readonly number: number;
  readonly name: string;
  readonly scoring: boolean;
  /** Printed Operations value; 0 for Scoring cards. */
  readonly ops: number;
  readonly side: CardSide;
  readonly period: Period;
  readonly asterisk: boolean;
  readonly lasting: boolean;
  readonly redTitle: boolean;
  /** The event in our own words. */
  readonly effect: string;
}

export type PowerCardData =
  | {
      readonly id: number;
      readonly name: string;
      readonly kind: "suited";
      readonly suit: Suit;
      readonly rank: number;
    }
  | {
      readonly id: number;
      readonly name: string;
      readonly kind: "leader";
      readonly leader: Socio;
      readonly rank: number;
    }
  | {
      readonly id: number;
      readonly name: string;
      readonly kind: "wild";
      readonly wild: WildCard;
      readonly rank: 0;
    };

/** How a strategy card is played in an Action Round. */
export type PlayAs =
  /** For its Event (7.1); Scoring cards are always played this way. */
  | "event"
  /** For Operations (6.0); an opponent's Event on the card still occurs (5.2). */
  | "ops"
  /** For a Tiananmen Square Attempt (6.3); its Event never occurs (6.3.6). */
  | "tst"
  /** TST box 7 award: for Operations without triggering the opponent's Event. */
  | "opsOnly"
  /** TST box 8 award: for both its Operations and its Event, in an order the player chooses. */
  | "opsAndEvent";

/**
 * A legal action: a small serializable value. Every decision lists its legal actions; `apply`
 * accepts exactly those (compared with {@link actionKey}).
 */
export type Action =
  | { readonly t: "play"; readonly card: number; readonly as: PlayAs }
  | { readonly t: "space"; readonly space: number }
  | { readonly t: "card"; readonly card: number }
  | { readonly t: "power"; readonly card: number; readonly suit?: Suit }
  | { readonly t: "option"; readonly option: string }
  | { readonly t: "country"; readonly country: Country }
  | { readonly t: "bid"; readonly side: Side; readonly sps: number };

export type Scenario = "standard" | "dem+1" | "dem+2";

export interface Fixture {
  /**
   * Strategy deck orders, one list per shuffle in the order the shuffles happen (initial Early deck,
   * Middle cards added, reshuffles, Late cards added ...). Each list holds the card numbers in draw
   * order and must be exactly the cards being shuffled.
   */
  readonly decks?: readonly (readonly number[])[];
  /** Power Struggle deck orders (ids 1-52, draw order), one per Power Struggle. */
  readonly powerDecks?: readonly (readonly number[])[];
  /** Die rolls (1-6), used in order before the seeded generator takes over. */
  readonly dice?: readonly number[];
}

export interface Options {
  readonly scenario: Scenario;
  /** The play-balance bid of rule 13.0 (optional rule). */
  readonly bid?: boolean;
  /** Fixed decks and dice for worked examples and scripted games. */
  readonly fixture?: Fixture;
}

export type ResultReason =
  | "automaticVictory"
  | "heldScoringCard"
  | "finalScoring"
  | "newYearsEveParty"
  | "resignation";

export interface Result {
  /** null is a draw. */
  readonly winner: Side | null;
  readonly reason: ResultReason;
  readonly vp: number;
}

/** A log line. Text refers to cards as [c12], spaces as [s4] and Power Struggle cards as [p7]. */
export interface LogEntry {
  readonly text: string;
  /** Seen only by this side (hidden information). */
  readonly only?: Side;
  readonly turn: number;
}

/** The decision pending at a point of the game: exactly one player decides. */
export interface Decision {
  readonly player: Side;
  /** Machine-readable name of the kind of decision (e.g. "actionRound", "placeSupport"). */
  readonly kind: string;
  /** A sentence for people. */
  readonly prompt: string;
  readonly actions: readonly Action[];
  /** Extra facts for interfaces: the card being played, Ops left, the country involved. */
  readonly card?: number;
  readonly ops?: number;
  readonly country?: Country;
}

export type Viewer = Side | "observer";
