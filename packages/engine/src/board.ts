// Board queries and changes shared by all rules: control, adjacency, Support Points, cards, VP, log.
import { COUNTRY_SPACES, card, SPACES } from "./data/index.ts";
import type { CardPlace, LogData, LogEntry, SpReason, VpReason } from "./log.ts";
import { shuffleStrategyDeck } from "./rng.ts";
import { removeAt, type State, sharedFlags } from "./state.ts";
import type { Country, ResultReason, Side } from "./types.ts";

/** Flag holding (space id + 1) of the space Systematization eliminated. */
export const FLAG_SYSTEMATIZED = "systematized";

/** 2.1.7: a side controls a space when its SPs exceed the opponent's by at least the Stability Number. */
export function controls(s: State, side: Side, space: number): boolean {
  const mine = side === "com" ? s.sp.com[space]! : s.sp.dem[space]!;
  const theirs = side === "com" ? s.sp.dem[space]! : s.sp.com[space]!;
  return mine - theirs >= SPACES[space]!.stability && mine > 0;
}

export function controller(s: State, space: number): Side | null {
  if (controls(s, "com", space)) return "com";
  if (controls(s, "dem", space)) return "dem";
  return null;
}

/** The space eliminated by Systematization, or -1. */
export function eliminatedSpace(s: State): number {
  return (s.flags[FLAG_SYSTEMATIZED] ?? 0) - 1;
}

/** Only a Romanian space can be eliminated (Systematization): quick answers for the others. */
const TOUCHES_ROMANIA: readonly boolean[] = SPACES.map(
  (sp) => sp.country === "Romania" || sp.adjacent.some((a) => SPACES[a]!.country === "Romania"),
);

export function spaceExists(s: State, space: number): boolean {
  return SPACES[space]!.country !== "Romania" || space !== eliminatedSpace(s);
}

/**
 * 2.1.6 adjacency. After Systematization the eliminated space has no neighbours and the spaces
 * that were adjacent to it become adjacent to each other.
 */
export function adjacent(s: State, space: number): readonly number[] {
  const adj = SPACES[space]!.adjacent;
  if (!TOUCHES_ROMANIA[space]) return adj;
  const gone = eliminatedSpace(s);
  if (gone < 0) return adj;
  if (space === gone) return [];
  if (!adj.includes(gone)) return adj;
  const out = adj.filter((a) => a !== gone);
  for (const a of SPACES[gone]!.adjacent) if (a !== space && !out.includes(a)) out.push(a);
  return out;
}

/** The spaces of a country still on the map. */
export function countrySpaces(s: State, country: Country): readonly number[] {
  const ids = COUNTRY_SPACES[country];
  if (country !== "Romania") return ids;
  const gone = eliminatedSpace(s);
  return gone >= 0 && SPACES[gone]!.country === country ? ids.filter((i) => i !== gone) : ids;
}

export function spOf(s: State, side: Side): number[] {
  return side === "com" ? s.sp.com : s.sp.dem;
}

export function addSP(s: State, side: Side, space: number, n: number): void {
  if (n <= 0) return;
  spOf(s, side)[space]! += n;
}

/** Removes up to n SPs; returns how many were removed. */
export function removeSP(s: State, side: Side, space: number, n: number): number {
  const sp = spOf(s, side);
  const r = Math.min(n, sp[space]!);
  sp[space] = sp[space]! - r;
  return r;
}

/**
 * Appends a log entry (with the current turn); `seen`: the only sides who see its hidden parts.
 * The entry is `data` itself, completed (no copy: every caller passes a fresh object literal).
 */
export function log(s: State, data: LogData, seen?: readonly Side[]): void {
  const e = data as LogData & { turn: number; seen?: readonly Side[] };
  e.turn = s.turn;
  if (seen) e.seen = seen;
  s.log.push(e);
}

/**
 * `log` for an entry written with its turn, last (`{ ..., turn: s.turn }`, where `log` would add it):
 * for the commonest entries. An object literal has room for its own fields only, so a field added
 * later (the turn, by `log`) costs a second allocation and a change of hidden class.
 */
export function logEntry(s: State, e: LogEntry): void {
  s.log.push(e);
}

/**
 * Adds (n > 0) or removes (n < 0, at most what is there) a side's SPs in a space and logs an `sp`
 * entry. Returns the change made.
 */
export function changeSP(
  s: State,
  side: Side,
  space: number,
  n: number,
  why: SpReason,
  card?: number,
): number {
  const d = n > 0 ? n : -removeSP(s, side, space, -n);
  if (n > 0) spOf(s, side)[space]! += n;
  if (d !== 0)
    logEntry(
      s,
      card === undefined
        ? { t: "sp", side, space, n: d, why, turn: s.turn }
        : { t: "sp", side, space, n: d, why, card, turn: s.turn },
    );
  return d;
}

/** The place of a side's hand in `cardMove` entries. */
export const handOf = (side: Side): CardPlace => (side === "com" ? "comHand" : "demHand");

/** Logs a strategy card moving (`by`: the event moving it; `seen`: who may see which card it is). */
export function logMove(
  s: State,
  card: number,
  from: CardPlace,
  to: CardPlace,
  o: { by?: number; random?: boolean; seen?: readonly Side[] } = {},
): void {
  log(s, { t: "cardMove", card, from, to, random: o.random ?? false, by: o.by ?? null }, o.seen);
}

/** Ends the game: sets the result and logs it. */
export function setResult(s: State, winner: Side | null, reason: ResultReason): void {
  s.result = { winner, reason, vp: s.vp };
  log(s, { t: "result", winner, reason, vp: s.vp });
}

export const sideName = (side: Side): string => (side === "com" ? "Communist" : "Democrat");

/**
 * Moves the VP marker: `side` gains `n` VP (loses, if negative), 2.1.10. Every change of the
 * marker goes through here and is logged as one `vp` entry.
 */
export function gainVP(
  s: State,
  side: Side,
  n: number,
  why: VpReason,
  extra?: { readonly card: number } | { readonly country: Country },
): void {
  if (n === 0) return;
  const vp = (s.vp += side === "dem" ? n : -n);
  // Written out (a spread of `extra` into the literal is a slow copy): the card or the country, then the turn.
  const turn = s.turn;
  if (extra === undefined) logEntry(s, { t: "vp", side, n, vp, why, turn });
  else if ("card" in extra) logEntry(s, { t: "vp", side, n, vp, why, card: extra.card, turn });
  else logEntry(s, { t: "vp", side, n, vp, why, country: extra.country, turn });
}

/**
 * Sets a flag. A state copied by the engine (forkState) shares its flags with the state it came
 * from: they are copied here before the first change.
 */
export function writeFlag(s: State, name: string, value: number): void {
  if (sharedFlags.has(s.flags)) s.flags = { ...s.flags, [name]: value };
  else s.flags[name] = value;
}

export function hand(s: State, side: Side): number[] {
  return side === "com" ? s.hands.com : s.hands.dem;
}

/** Draws the top strategy card, reshuffling the discards when the draw deck is empty (4.3). */
export function drawCard(s: State): number | null {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = s.discard;
    s.discard = [];
    shuffleStrategyDeck(s, s.deck);
    log(s, { t: "reshuffle" });
  }
  s.secret++;
  return s.deck.pop() ?? null;
}

/** Draws a card into a side's hand; returns it (null when no card is left anywhere). */
export function drawInto(s: State, side: Side): number | null {
  const c = drawCard(s);
  if (c !== null) {
    hand(s, side).push(c);
    forgetKnown(s, side, c);
  }
  return c;
}

export function removeFromHand(s: State, side: Side, c: number): void {
  const h = hand(s, side);
  const i = h.indexOf(c);
  if (i < 0) throw new Error(`Card ${c} is not in the ${sideName(side)} hand`);
  removeAt(h, i);
  forgetKnown(s, side, c);
}

/** The opponent no longer needs to remember a card that left (or newly entered) this hand. */
function forgetKnown(s: State, side: Side, c: number): void {
  const k = side === "com" ? s.known.dem : s.known.com; // the other side's (read by name: quicker)
  const i = k.indexOf(c);
  if (i >= 0) removeAt(k, i);
}

export function discardCard(s: State, c: number): void {
  s.discard.push(c);
}

export function removeCard(s: State, c: number): void {
  s.removed.push(c);
}

export const isScoring = (c: number): boolean => card(c).scoring;
