// The game log as typed data. Every entry says what happened in numbers and ids, never in
// sentences: interfaces render it in their language (log-text.ts renders English). An entry may
// carry hidden parts (a card drawn, a card set aside); `view` redacts them per seat.
import type { Country, Period, PlayAs, ResultReason, Scenario, Side, Suit, Viewer } from "./types.ts";

/** Why a die roll's total differs from the die: one term of the sum. */
export interface Modifier {
  readonly why: ModifierReason;
  /** Added to the die (negative to subtract). */
  readonly value: number;
  /** The card behind the modifier (a lasting effect, the event making the roll). */
  readonly card?: number;
}

export type ModifierReason =
  /** The Ops value of the card used (Support Checks 6.2.4, Tiananmen Square attempts 6.3.1, General Strike). */
  | "ops"
  /** 6.2.4: +1 per adjacent space the player controls. */
  | "adjacentOwn"
  /** 6.2.4: -1 per adjacent space the opponent controls. */
  | "adjacentOpponent"
  /** A modifier printed on the event making the roll (Warsaw Pact Summit +2...). */
  | "event"
  /** A lasting effect in play (FRG Embassies, Grenztruppen, Tear Gas, Li Peng, Yakovlev...). */
  | "lasting"
  /** 6.3.1: the card's event is associated with the player. */
  | "ownEvent"
  /** 6.3.1: second or later attempt at the same box. */
  | "retry"
  /** 6.3.5: box 1 award. */
  | "tstBox1"
  /** 8.4.1: won with Rally in the Square (+2) or Petition (-2). */
  | "suit"
  /** 8.4.1: +1 for each player who raised the stakes. */
  | "raised"
  /** Event rolls: spaces counted by the card (controlled spaces, adjacent spaces, Baltic events...). */
  | "count";

/** The fields every die roll shares: entries with a `die` field are die rolls. */
export interface DieRoll {
  readonly die: number;
  readonly mods: readonly Modifier[];
  /** Die plus modifiers (not clamped). */
  readonly total: number;
  /** The smallest total that succeeds, or null for rolls read on a table. */
  readonly need: number | null;
  /** total >= need, or null when there is no threshold. */
  readonly success: boolean | null;
}

/** What a `roll` entry's die was rolled for. */
export type RollPurpose =
  /** An event's roll (card given): Dash for the West, Modrow, Adamec, Nepotism, Workers Revolt... */
  | "event"
  /** General Strike round: die + the discarded card's Ops, above 5 ends the strike. */
  | "generalStrike"
  /** 8.3.2 step 3: the counterattack roll against the rank led. */
  | "psInitiative"
  /** 8.4.2 support loss roll (result: SPs the loser removes). */
  | "psSupportLoss"
  /** 8.4.3 VP roll (result: VP the winner gains; a Democratic total of 4+ takes Power, 8.4.4). */
  | "psVp";

/** Where a strategy card lies. */
export type CardPlace =
  | "deck"
  | "discard"
  | "removed"
  | "inPlay"
  | "comHand"
  | "demHand"
  | "comAside"
  | "demAside"
  /** Taken to be resolved at once (its event happens now). */
  | "played";

/** Why SPs changed (`sp` entries). */
export type SpReason =
  /** 3.0 set-up placements and the bid's SPs (13.0). */
  | "setup"
  /** 6.1 placement with Operations. */
  | "ops"
  /** An event (card given). */
  | "event"
  /** "Just enough to control" placements (St. Nicholas Church, Sajudis, Kremlin Coup!...). */
  | "control"
  /** 8.4.2 the loser of a Power Struggle removes SPs. */
  | "psLoss"
  /** The Scare Tactics wild card. */
  | "scareTactics"
  /** 6.3.5 box 4 award. */
  | "tstAward";

/** Why VP changed (`vp` entries). Every change of the VP marker is one `vp` entry. */
export type VpReason =
  /** An event or a lasting effect (card given). */
  | "event"
  /** 8.4.3 Power Struggle VP roll. */
  | "psVp"
  /** 8.4.6 the Communist retains Power and scores for it. */
  | "power"
  /** 9.3 country scoring (the `scoring` entry before it has the breakdown). */
  | "scoring"
  /** 10.4.1 Communist bonus per country where he holds Power. */
  | "finalBonus";

/** A side's position in a country scoring (9.2, 9.3). */
export interface ScoringSide {
  readonly level: "none" | "presence" | "domination" | "control";
  readonly spaces: number;
  readonly battlegrounds: number;
  /** Level value plus 1 per controlled battleground. */
  readonly points: number;
}

/** Fixed messages of card events, by key (the card is in the entry). */
export type NoteKey =
  /** General Strike: the strike starts with the Communist's next Action Round. */
  | "strikeStarts"
  /** Honecker: the Communist may take an extra Action Round this turn. */
  | "extraRound"
  /** Foreign Currency Debt Burden: no Communist Support Checks in `country` this turn. */
  | "checksBarred"
  /** The Tyrant is Gone waits for the next Romanian Power Struggle. */
  | "waitsForRomania"
  /** New Year's Eve Party accepted: the game ends at the end of this turn. */
  | "gameEndsThisTurn"
  /** The player chose not to use an optional part of the event. */
  | "declined"
  /** Ligachev: the Democrat played Gorbachev Charms the West for its event. */
  | "ligachevAvoided"
  /** Kremlin Coup! resolves in `country`. */
  | "coupIn"
  /** Tank Column/Tank Man: the marker is already in the last box. */
  | "tstTop"
  /** The event has no effect: The Wall Must Go! succeeded (The Wall). */
  | "wallMustGo"
  /** The event has no effect: The Tyrant is Gone has taken effect (7.6.4). */
  | "tyrantGone"
  /** The event has no effect: cancelled by another event (`by`). */
  | "cancelled"
  /** Civic Forum: the Democrat does not control Czech Writers, no Support Checks. */
  | "noChecks"
  /** Peasant Parties Revolt: no Democrat-controlled Farmer space in the country. */
  | "noFarmer"
  /** The Tyrant is Gone takes effect (at once, or after the Romanian Power Struggle, 7.6.3). */
  | "takesEffect"
  /** Nothing qualifies for this part of the event (no space, country, card or SP). */
  | "nothing";

/** One log entry's data (without its turn and visibility). */
export type LogData =
  /** A new game. */
  | { readonly t: "newGame"; readonly scenario: Scenario; readonly bid: boolean }
  /** 13.0: a seat has bid (the bid itself stays hidden until both have). */
  | { readonly t: "bid"; readonly seat: Side }
  /** 13.0: both bids revealed. `com`/`dem` are the provisional seats. */
  | {
      readonly t: "bids";
      readonly com: { readonly side: Side; readonly sps: number };
      readonly dem: { readonly side: Side; readonly sps: number };
    }
  /** 13.0: the extra SPs the bid gives a side. */
  | { readonly t: "bidBonus"; readonly side: Side; readonly n: number }
  /**
   * A roll-off, one round: 13.0 tied bids (seats, no modifier) or The Wall Must Go! (die + East
   * German spaces controlled). `winner` null is a tie (roll again); `score` counts rounds won.
   */
  | {
      readonly t: "rollOff";
      readonly card: number | null;
      readonly com: { readonly die: number; readonly total: number };
      readonly dem: { readonly die: number; readonly total: number };
      readonly winner: Side | null;
      readonly score: { readonly com: number; readonly dem: number };
      /** Set on the round that decides the roll-off. */
      readonly decided: Side | null;
    }
  /** 4.5.1 / 3.1 cards dealt. */
  | { readonly t: "deal"; readonly com: number; readonly dem: number }
  /** 4.1 a turn begins (the entry's `turn`). */
  | { readonly t: "turn" }
  /** 4.4 the Middle or Late Year cards are shuffled into the draw deck. */
  | { readonly t: "periodCards"; readonly period: Period }
  /** 4.3 the discard pile is reshuffled into a new draw deck. */
  | { readonly t: "reshuffle" }
  /** Cards set aside (Samizdat) return to the hand. */
  | { readonly t: "asideReturned"; readonly side: Side; readonly n: number }
  /** Cards drawn into a hand; `cards` is hidden (null) from all but `side`. */
  | { readonly t: "draw"; readonly side: Side; readonly n: number; readonly cards: readonly number[] | null }
  /** 4.5.2 no card: the Action Round is forfeited. */
  | { readonly t: "forfeit"; readonly side: Side; readonly round: number }
  /** An optional extra Action Round declined (Honecker). */
  | { readonly t: "declineRound"; readonly side: Side; readonly round: number }
  /** 5.0 a card played. `via`: the card that allowed the play (Common European Home). */
  | {
      readonly t: "play";
      readonly side: Side;
      readonly card: number;
      readonly as: PlayAs;
      readonly via?: number;
    }
  /** 7.0 a card's event takes place, carried out by `side`. */
  | { readonly t: "event"; readonly card: number; readonly side: Side }
  /** 5.2 / 7.5 the event cannot take place (prerequisite missing, cancelled). */
  | { readonly t: "noEvent"; readonly card: number }
  /**
   * A strategy card moved. `card` is null for viewers who may not see it (a card set aside).
   * `by`: the event that moved it.
   */
  | {
      readonly t: "cardMove";
      readonly card: number | null;
      readonly from: CardPlace;
      readonly to: CardPlace;
      readonly random: boolean;
      readonly by: number | null;
    }
  /** Cards shown by `side` to `to` (Goodbye Lenin!, Stasi, Securitate). Hidden from observers. */
  | {
      readonly t: "reveal";
      readonly side: Side;
      readonly to: Side;
      readonly by: number;
      /** Power Struggle cards (Securitate) rather than strategy cards. */
      readonly power: boolean;
      readonly n: number;
      readonly cards: readonly number[] | null;
    }
  /** SPs added (n > 0) or removed (n < 0) in a space. `side` is whose SPs. */
  | {
      readonly t: "sp";
      readonly side: Side;
      readonly space: number;
      readonly n: number;
      readonly why: SpReason;
      readonly card?: number;
    }
  /** SPs of one side replaced by SPs of the other (Legacy of Martial Law, Betrayal, Workers Revolt). */
  | {
      readonly t: "spConvert";
      readonly space: number;
      readonly from: Side;
      readonly to: Side;
      readonly n: number;
      readonly card: number;
    }
  /** SPs moved between spaces ("We Are the People!"). */
  | {
      readonly t: "spMove";
      readonly side: Side;
      readonly from: number;
      readonly to: number;
      readonly n: number;
      readonly card: number;
    }
  /** Systematization eliminates a Romanian space; Communist SPs move to Bucuresti (unless it is Bucuresti). */
  | {
      readonly t: "systematized";
      readonly space: number;
      readonly com: number;
      readonly dem: number;
      readonly movedTo: number | null;
    }
  /**
   * The VP marker moved. `n` is what `side` gains (negative: loses); `vp` is the marker after
   * (positive: Democrat ahead, 2.1.10).
   */
  | {
      readonly t: "vp";
      readonly side: Side;
      readonly n: number;
      readonly vp: number;
      readonly why: VpReason;
      readonly card?: number;
      readonly country?: Country;
    }
  /** 6.2 a Support Check: target `need - 1` is twice the Stability Number; SPs removed and added. */
  | ({
      readonly t: "check";
      readonly side: Side;
      readonly space: number;
      readonly card: number | null;
      readonly removed: number;
      readonly added: number;
    } & DieRoll & { readonly need: number; readonly success: boolean })
  /** 6.3 a Tiananmen Square attempt at `box`. */
  | ({ readonly t: "tst"; readonly side: Side; readonly card: number; readonly box: number } & DieRoll & {
        readonly need: number;
        readonly success: boolean;
      })
  /** Any other die roll. `result`: the table result (SPs lost, VP) or the number chosen. */
  | ({
      readonly t: "roll";
      readonly for: RollPurpose;
      readonly side: Side;
      readonly card?: number;
      readonly space?: number;
      readonly country?: Country;
      readonly result?: number;
    } & DieRoll)
  /** 6.3.5 a Tiananmen Square marker enters a box; `first`: the side takes its award. */
  | { readonly t: "tstAdvance"; readonly side: Side; readonly box: number; readonly first: boolean }
  /** 4.5.3 the box 6 award: a free Support Check. */
  | { readonly t: "tstFreeCheck"; readonly side: Side }
  /** 12.0 the USSR Stability marker moves. */
  | { readonly t: "ussr"; readonly box: number }
  /** A lasting effect ends because of an event (`by`) or its own rule (The General Strike). */
  | { readonly t: "lastingEnds"; readonly card: number; readonly by: number | null }
  /** A fixed message of a card event. */
  | {
      readonly t: "note";
      readonly card: number;
      readonly note: NoteKey;
      readonly country?: Country;
      readonly by?: number;
    }
  /** 8.1 a Power Struggle starts (`card`: the Scoring card, 0 for New Year's Eve Party). */
  | {
      readonly t: "psStart";
      readonly country: Country;
      readonly initiator: Side;
      readonly card: number;
      readonly com: number;
      readonly dem: number;
    }
  /** 8.2 a player raises the stakes. */
  | { readonly t: "psRaise"; readonly side: Side }
  /**
   * 8.3 a Power Struggle card played: led (`lead`), matched (`match`), a wild card (`wild`), or
   * Tactic Fails against the suit led (`tacticFails`, `suit` is the suit banned). `suit`: the suit
   * played (a leader's chosen suit), null for other wild cards.
   */
  | {
      readonly t: "psPlay";
      readonly side: Side;
      readonly card: number;
      readonly role: "lead" | "match" | "wild" | "tacticFails";
      readonly suit: Suit | null;
    }
  /** Power Struggle cards discarded (raising the stakes, Support Falters at random). */
  | { readonly t: "psDiscard"; readonly side: Side; readonly card: number; readonly random: boolean }
  /** Support Surges: cards drawn from the Power Struggle deck. */
  | { readonly t: "psDraw"; readonly side: Side; readonly n: number }
  /** Power Struggle cards taken at random from the other side's hand (Roundtable Talks...). */
  | { readonly t: "psTake"; readonly side: Side; readonly n: number; readonly card: number }
  /** 8.3.2 step 3 against a Rally in the Square: the initiative changes without a roll. */
  | { readonly t: "psInitiative"; readonly side: Side }
  /**
   * 8.3 the Power Struggle is decided: the defender conceded (`concede`) or the attacker had no
   * playable card (`noCard`). `suit`: the winning suit (null if none was led).
   */
  | {
      readonly t: "psResult";
      readonly country: Country;
      readonly winner: Side;
      readonly suit: Suit | null;
      readonly why: "concede" | "noCard";
    }
  /** The Crowd Turns Against Ceausescu: the 15 Power Struggle cards drawn, shown to both. */
  | {
      readonly t: "crowdTurns";
      readonly cards: readonly number[];
      readonly rallies: number;
      readonly ops: number;
    }
  /** 8.4.4-8.4.6 Power in a country: retained (scored), toppled or surrendered. */
  | { readonly t: "power"; readonly country: Country; readonly how: "retained" | "toppled" | "surrendered" }
  /** 9.3 a country scored (the `vp` entry after it moves the marker). */
  | {
      readonly t: "scoring";
      readonly country: Country;
      readonly com: ScoringSide;
      readonly dem: ScoringSide;
      readonly net: number;
    }
  /** 10.4 Final Scoring begins. */
  | { readonly t: "finalScoring" }
  /** 7.6.5 the Ceausescus flee (`space`, or null: nowhere to go), or are captured. */
  | { readonly t: "ceausescus"; readonly space: number | null; readonly captured: boolean }
  /** 4.5.4 / 10.2 Scoring cards held at the end of the turn. */
  | { readonly t: "heldScoring"; readonly side: Side; readonly cards: readonly number[] }
  /** The game is over. */
  | {
      readonly t: "result";
      readonly winner: Side | null;
      readonly reason: ResultReason;
      readonly vp: number;
    };

/** The entry types. */
export type LogType = LogData["t"];

/** One log entry: its data, the turn, and who may see its hidden parts. */
export type LogEntry = LogData & {
  readonly turn: number;
  /** The entry has hidden parts (cards): only these sides see them; others get them as null. */
  readonly seen?: readonly Side[];
};

/** The entry of type `T`. */
export type LogEntryOf<T extends LogType> = Extract<LogEntry, { readonly t: T }>;

/** The entry as `viewer` may see it: hidden cards are null unless the viewer is among `seen`. */
export function redact(e: LogEntry, viewer: Viewer): LogEntry {
  if (!e.seen || (viewer !== "observer" && e.seen.includes(viewer))) return e;
  switch (e.t) {
    case "draw":
    case "reveal":
      return { ...e, cards: null };
    case "cardMove":
      return { ...e, card: null };
    default:
      return e;
  }
}
