// What the pending decision lets the viewer do, sorted for the interface: map targets, playable
// cards, Power Struggle cards and plain buttons. Pure: no DOM.
import { type Action, actionText, CARDS, type PlayAs, POWER_CARDS, type View } from "@dawn/engine";

export interface Choices {
  /** The viewer decides now (the legal actions are his). */
  readonly mine: boolean;
  /** Space id -> the action choosing it. */
  readonly spaces: ReadonlyMap<number, Action>;
  /** Strategy card -> ways to play it ("play" actions). */
  readonly plays: ReadonlyMap<number, readonly Action[]>;
  /** Strategy card -> the "card" action choosing it (discards, event choices). */
  readonly cards: ReadonlyMap<number, Action>;
  /** Power Struggle card -> the actions playing it (several for a leader played as different suits). */
  readonly power: ReadonlyMap<number, readonly Action[]>;
  /** Everything else, shown as buttons: options, countries, bids. */
  readonly buttons: readonly Action[];
}

export const NO_CHOICES: Choices = {
  mine: false,
  spaces: new Map(),
  plays: new Map(),
  cards: new Map(),
  power: new Map(),
  buttons: [],
};

export function choices(v: Pick<View, "decision">): Choices {
  const d = v.decision;
  if (!d?.actions) return NO_CHOICES;
  const spaces = new Map<number, Action>();
  const plays = new Map<number, Action[]>();
  const cards = new Map<number, Action>();
  const power = new Map<number, Action[]>();
  const buttons: Action[] = [];
  for (const a of d.actions) {
    switch (a.t) {
      case "space":
        spaces.set(a.space, a);
        break;
      case "play": {
        const l = plays.get(a.card) ?? [];
        l.push(a);
        plays.set(a.card, l);
        break;
      }
      case "card":
        cards.set(a.card, a);
        break;
      case "power": {
        const l = power.get(a.card) ?? [];
        l.push(a);
        power.set(a.card, l);
        break;
      }
      default:
        buttons.push(a);
    }
  }
  return { mine: true, spaces, plays, cards, power, buttons };
}

const PLAY_LABEL: Record<PlayAs, string> = {
  event: "Event",
  ops: "Operations",
  tst: "Tiananmen Square",
  opsOnly: "Ops only (no event)",
  opsAndEvent: "Ops and Event",
};

const OPTION_LABEL: Record<string, string> = {
  place: "Place SPs",
  check: "Support Checks",
  raise: "Raise the stakes",
  pass: "Pass",
  concede: "Concede",
  retain: "Retain Power",
  surrender: "Surrender Power",
  com: "Communist",
  dem: "Democrat",
  done: "Done",
  stop: "Stop",
  yes: "Yes",
  no: "No",
};

/** A short button label for an action. */
export function label(a: Action): string {
  switch (a.t) {
    case "play": {
      const c = CARDS[a.card];
      const base = PLAY_LABEL[a.as] ?? a.as;
      if (a.as === "ops" && c && c.side !== "neutral" && !c.scoring && c.ops > 0) return `${base} (${c.ops})`;
      if ((a.as === "tst" || a.as === "opsOnly" || a.as === "opsAndEvent") && c) return `${base} (${c.ops})`;
      return base;
    }
    case "option":
      return OPTION_LABEL[a.option] ?? a.option.charAt(0).toUpperCase() + a.option.slice(1);
    case "power": {
      const p = POWER_CARDS[a.card];
      if (!p) return actionText(a);
      if (a.suit) return `${p.name} as ${a.suit.charAt(0).toUpperCase() + a.suit.slice(1)}`;
      return p.kind === "wild" ? p.name : `${p.name} ${p.rank}`;
    }
    default:
      return actionText(a);
  }
}

/** Decision kinds whose choices can be taken back (nothing random or hidden happens at once). */
const REVERSIBLE_KINDS = new Set(["setupPlace", "placeSupport", "supportLoss", "operations"]);
const REVERSIBLE_OPTIONS = new Set(["place", "check"]);

/**
 * Should the interface ask "are you sure?" before sending this action? Yes for steps that reveal a
 * card, roll a die or cannot be taken back: playing a card, a Support Check target, a Power Struggle
 * card, conceding, raising, retaining Power, bids, discards. Placing SPs can be undone.
 */
export function needsConfirm(kind: string, a: Action): boolean {
  if (a.t === "play" || a.t === "power" || a.t === "bid" || a.t === "card") return true;
  if (kind === "supportCheck") return true;
  if (REVERSIBLE_KINDS.has(kind)) return a.t === "option" && !REVERSIBLE_OPTIONS.has(a.option);
  return a.t === "option" || a.t === "country";
}

/** A sentence for the confirmation prompt. */
export function confirmText(kind: string, a: Action, me?: string): string {
  if (a.t === "play") {
    const c = CARDS[a.card];
    const q = `Play ${c?.name ?? a.card} for ${PLAY_LABEL[a.as] ?? a.as}?`;
    if (me && triggersOpponentEvent(a, me)) return `${q} Your opponent's event on it takes place too.`;
    return q;
  }
  if (kind === "supportCheck" && a.t === "space") return `Make a Support Check in ${actionText(a)}?`;
  return `${label(a)}?`;
}

/**
 * A card played for Operations whose event belongs to the opponent triggers that event (5.2):
 * worth a warning in the card's buttons.
 */
export function triggersOpponentEvent(a: Action, me: string): boolean {
  if (a.t !== "play" || a.as !== "ops") return false;
  const c = CARDS[a.card];
  return !!c && !c.scoring && c.side !== "neutral" && c.side !== me;
}

/**
 * Hand order: Scoring cards first (they must be played), then the player's own events, the
 * neutral ones, the opponent's; higher Ops first within each group, then by number.
 */
export function sortHand(hand: readonly number[], me: string): number[] {
  const rank = (n: number) => {
    const c = CARDS[n];
    if (!c) return 9;
    if (c.scoring) return 0;
    return c.side === me ? 1 : c.side === "neutral" ? 2 : 3;
  };
  return [...hand].sort((a, b) => rank(a) - rank(b) || (CARDS[b]?.ops ?? 0) - (CARDS[a]?.ops ?? 0) || a - b);
}
