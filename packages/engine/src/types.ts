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
  | { readonly t: "option"; readonly option: OptionName }
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
  /**
   * Die rolls (1-6), used in order before the seeded generator takes over. A die may be tagged
   * with what it must be rolled for (`{ die: 4, for: "supportCheck" }`): rolling it for anything
   * else is an error.
   */
  readonly dice?: readonly (number | FixedDie)[];
  /**
   * Strict mode for testers: a die roll or a shuffle beyond the fixture's lists is an error (no
   * silent fallback to the generator), and so are fixed dice or deck orders left unused when the
   * game ends (`assertFixtureUsed` checks it at any point).
   */
  readonly strict?: boolean;
}

/** What a die is rolled for (fixture dice may be tagged with it). */
export type DiePurpose =
  /** 6.2 a Support Check. */
  | "supportCheck"
  /** 6.3 a Tiananmen Square attempt. */
  | "tst"
  /** 8.3.2 step 3 the counterattack roll. */
  | "psInitiative"
  /** 8.4.2 the support loss roll. */
  | "psSupportLoss"
  /** 8.4.3 the VP roll. */
  | "psVp"
  /** A General Strike round. */
  | "generalStrike"
  /** An event's roll (Dash for the West, Modrow, Workers Revolt, Nepotism...). */
  | "event"
  /** A roll-off: The Wall Must Go! (Democrat then Communist each round). */
  | "rollOff"
  /** 13.0 tied bids (first seat then second seat). */
  | "bidTie";

/** A fixture die tagged with its purpose. */
export interface FixedDie {
  readonly die: number;
  readonly for: DiePurpose;
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

/** The kinds of decision (what the pending decision is about). */
export type DecisionKind =
  /** 3.4 / 13.0 set-up placement of one SP. */
  | "setupPlace"
  /** 13.0 the balance bid: a side and SPs offered. */
  | "bid"
  /** 13.0 identical bids: the winner of the roll chooses his side ("com" / "dem"). */
  | "bidTie"
  /** 4.5.2 play a card (or "pass" an optional extra round). */
  | "actionRound"
  /** 6.0 "place" SPs or "check" (Support Checks), or let the opponent's "event" happen first. */
  | "operations"
  /** 6.1 place one SP (a space). */
  | "placeSupport"
  /** 6.2 a Support Check target (a space), or "done". */
  | "supportCheck"
  /** 11.1 declare both checks in East Germany: "yes" / "no". */
  | "declareBonus"
  /** 8.2 "raise" / "pass". */
  | "raiseStakes"
  /** 8.2 discard a Power Struggle card after raising. */
  | "raiseDiscard"
  /** 8.3.2 lead a Power Struggle card. */
  | "powerAttack"
  /** 8.3.2 match the suit led, or "concede". */
  | "powerMatch"
  /** 8.4.2 remove one of your SPs in the country. */
  | "supportLoss"
  /** Scare Tactics: remove one opponent SP in the country. */
  | "scareTactics"
  /** 8.4.5 "retain" / "surrender" Power. */
  | "retainPower"
  /** 6.3.5 box 3: discard one of the cards drawn. */
  | "discardDrawn"
  /** 6.3.5 box 4: remove one opponent SP. */
  | "removeSupport"
  /** 6.3.5 box 5: discard a card and draw, or "pass". */
  | "tstSwap"
  /** 10.3 New Year's Eve Party: a country for the last Power Struggle, or "none". */
  | "finalPowerStruggle"
  /** An event adds one SP (a space). */
  | "eventPlace"
  /** An event removes one SP (a space). */
  | "eventRemove"
  /** An event asks for a space (or "none" when optional). */
  | "eventSpace"
  /** An event asks for a country (or "none" when optional). */
  | "eventCountry"
  /** An event asks for a card (or "none" when optional). */
  | "eventCard"
  /** An event offers named options (see the card). */
  | "eventChoice"
  /** 7.4 an event grants Operations: "place", "check", sometimes "tst" or "none". */
  | "eventOperations"
  /** "We Are the People!": move an SP to a space, or "done". */
  | "eventMove"
  /** Exit Visas: discard a card, or "done". */
  | "eventDiscard"
  /** Samizdat: set a card aside, or "none". */
  | "eventSetAside"
  /** General Strike round: discard a card (or play a Scoring card). */
  | "generalStrike"
  /** Stasi: the card the Democrat will play next. */
  | "stasiDeclare"
  /** Inflationary Currency: discard a card to cancel the check, or "pass". */
  | "cancelCheck"
  /** Goodbye Lenin!: a red-titled card to take, or "ops". */
  | "goodbyeLenin";

/** The named options of `{ t: "option" }` actions. */
export type OptionName =
  | "pass"
  | "place"
  | "check"
  | "event"
  | "tst"
  | "ops"
  | "done"
  | "none"
  | "yes"
  | "no"
  | "raise"
  | "concede"
  | "retain"
  | "surrender"
  /** bidTie: the side chosen. */
  | "com"
  | "dem"
  /** Nomenklatura. */
  | "add"
  | "remove"
  /** Warsaw Pact Summit ("checks" or "place"). */
  | "checks"
  /** New Year's Eve Party. */
  | "accept"
  | "decline";

/** The decision pending at a point of the game: exactly one player decides. */
export interface Decision {
  readonly player: Side;
  /** What the decision is about; interfaces and bots switch on it. */
  readonly kind: DecisionKind;
  /** A sentence for people (English). */
  readonly prompt: string;
  readonly actions: readonly Action[];
  /** Extra facts for interfaces: the card being played, Ops left, the country involved. */
  readonly card?: number;
  readonly ops?: number;
  readonly country?: Country;
  /** How many more of the same choice follow this one, this one included (SPs, checks, discards). */
  readonly left?: number;
  /** Whose SPs are added or removed (eventPlace, eventRemove). */
  readonly whose?: Side;
}

export type Viewer = Side | "observer";
