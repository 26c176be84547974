// Positions at a side's last card play of a turn with a Scoring card in hand (4.5.4 / 10.2), for
// the tests of the search hooks (here) and of the search bot (packages/search/test).
import { CARD, CARDS, cloneState, decision, SCORING, SPACES, type State } from "@dawn/engine";
import { randomGameStates } from "./states.ts";

/** Takes card `c` out of every place it may be in `s` (deck, discard, hands, beside the map...). */
function takeCard(s: State, c: number): void {
  for (const pile of [
    s.deck,
    s.discard,
    s.removed,
    s.inPlay,
    s.hands.com,
    s.hands.dem,
    s.aside.com,
    s.aside.dem,
  ])
    for (let i = pile.indexOf(c); i >= 0; i = pile.indexOf(c)) pile.splice(i, 1);
  for (const k of [s.known.com, s.known.dem])
    for (let i = k.indexOf(c); i >= 0; i = k.indexOf(c)) k.splice(i, 1);
}

/**
 * The first state of random games (seeds from 1) at the start of an Action Round `round` of `side`
 * in turn 4 or later (the Middle Year cards in play), a copy without lasting events (Stasi,
 * Honecker...).
 */
export function roundStart(side: "com" | "dem", round: number): State {
  for (const s of randomGameStates([1, 2, 3, 4, 5, 6, 7, 8]))
    if (s.turn >= 4 && s.round === round && s.phasing === side && decision(s)?.kind === "actionRound") {
      const c = cloneState(s);
      c.lasting = [];
      return c;
    }
  throw new Error(`no start of Action Round ${round} of ${side}`);
}

/** Gives `side` exactly `cards` (taken from wherever they are); its former cards go to the deck. */
export function giveHand(s: State, side: "com" | "dem", cards: readonly number[]): void {
  for (const c of cards) takeCard(s, c);
  for (const c of s.hands[side]) s.deck.push(c);
  s.hands[side] = [...cards];
}

/** A Democratic card without a lasting effect for the Democrat's other play. */
export const PLAIN = CARD.WALESA;

/**
 * The Democrat's seventh and last Action Round, his hand Walesa and the Poland Scoring card, the
 * Communist 19 VP ahead and in full control of Poland with Power there: the Power Struggle and the
 * scoring that the Scoring card brings give the Communist his 20 VP (automatic victory), and
 * holding it loses at Verify Held Cards. Every move loses; the Communist's single card is hidden
 * from the Democrat (drawn among the unseen cards, which hold Scoring cards).
 */
export function lostLastRound(): State {
  const s = roundStart("dem", 7);
  const scoring = CARD.POLAND_SCORING;
  for (const c of [CARD.EAST_GERMANY_SCORING, CARD.BULGARIA_SCORING, CARD.CZECHOSLOVAKIA_SCORING]) {
    takeCard(s, c);
    s.deck.push(c);
  }
  // The Communist's one card: a non-Scoring one from the deck.
  giveHand(s, "com", [s.deck.find((c) => !CARDS[c]!.scoring && c !== PLAIN && c !== scoring)!]);
  giveHand(s, "dem", [PLAIN, scoring]);
  s.vp = -19;
  for (const sp of SPACES) {
    if (sp.country !== "Poland") continue;
    s.sp.dem[sp.id] = 0;
    s.sp.com[sp.id] = sp.stability + 2;
  }
  s.power.Poland = "com";
  if (SCORING.Poland.scoringCard !== scoring) throw new Error("Poland's Scoring card");
  return s;
}
