// What the pending decision lets the viewer do, sorted for the interface: map targets, playable
// cards, Power Struggle cards and plain buttons. Pure: no DOM.
import { type Action, CARDS, type View } from "@dawn/engine";

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
