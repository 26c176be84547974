// Sealed Bids: the rules. A small two-player card game with hidden hands, chance and several
// steps per turn, made to exercise every part of the platform (the conformance suite, the shells)
// without the size of a real title. It is Goofspiel with sealed bids of several cards:
//
// - The deck holds three copies of each value 1..N (N = the `cards` option). Each seat is dealt N
//   cards, hidden from the other; the rest of the deck stays face down. The prizes 1..N are
//   shuffled face down and the top one is turned face up.
// - Each round both seats bid for the face-up prize, the first bidder first (North in round 1,
//   then alternating). A seat adds cards from its hand to its sealed bid one at a time and then
//   closes the bid (an empty bid is allowed). Its opponent sees how many cards it put in; with the
//   `open` option the first bidder's cards lie face up for everyone.
// - When both bids are closed they are revealed: the larger sum wins the prize (plus any carried
//   points). On a tie the prize is discarded, or carried to the next round (`ties: "carry"`).
//   Bid cards are spent. Then each seat draws a card while the deck lasts, and the next prize is
//   turned face up.
// - After the last prize the seat with more points wins; equal points are a draw.
//
// A seat may take back the cards it added to its bid while that bid is still open: nothing has
// been revealed or drawn since.

export type Seat = "north" | "south";
export const SEATS: readonly Seat[] = ["north", "south"];
export const SEAT_NAME: Readonly<Record<Seat, string>> = { north: "North", south: "South" };

export type Ties = "discard" | "carry";

export interface ToyOptions {
  /** Values 1..cards: hand size and number of prizes. */
  readonly cards: number;
  readonly ties: Ties;
  /** The first bidder's cards lie face up. */
  readonly open: boolean;
}

export type ToyAction = { readonly t: "add"; readonly card: number } | { readonly t: "done" };

export interface LogEntry {
  readonly round: number;
  /** What everybody reads. */
  readonly text: string;
  /** What one seat reads instead (its own draws and bid cards). */
  readonly own?: { readonly seat: Seat; readonly text: string };
}

export interface RoundRecord {
  readonly round: number;
  readonly prize: number;
  readonly pot: number;
  readonly bids: Readonly<Record<Seat, readonly number[]>>;
  readonly winner: Seat | null;
}

export interface ToyResult {
  readonly winner: Seat | null;
  readonly reason: "allPrizesAwarded" | "resignation";
}

export interface ToyState {
  readonly options: ToyOptions;
  /** The generator (mulberry32 state): all chance comes from here. */
  rng: number;
  round: number;
  first: Seat;
  /** Face-down prizes, the next one first. */
  prizes: number[];
  /** The face-up prize (0 once the game is over). */
  prize: number;
  /** Points carried over from tied rounds. */
  pot: number;
  /** Face-down draw deck, the next card first. */
  deck: number[];
  /** Hands, sorted. */
  hands: Record<Seat, number[]>;
  /** This round's sealed bids. */
  bids: Record<Seat, number[]>;
  closed: Record<Seat, boolean>;
  scores: Record<Seat, number>;
  history: RoundRecord[];
  log: LogEntry[];
  result: ToyResult | null;
}

export class ToyRuleError extends Error {
  override readonly name = "ToyRuleError";
}

export const other = (s: Seat): Seat => (s === "north" ? "south" : "north");

/** The next number of the state's generator, in 0..n-1. */
export function randomInt(s: ToyState, n: number): number {
  s.rng = (s.rng + 0x6d2b79f5) >>> 0;
  let t = Math.imul(s.rng ^ (s.rng >>> 15), 1 | s.rng);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
}

function shuffle(s: ToyState, xs: number[]): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}

const byValue = (a: number, b: number) => a - b;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function newGame(seed: number, options: ToyOptions): ToyState {
  const n = options.cards;
  const s: ToyState = {
    options: { ...options },
    rng: Math.imul(seed >>> 0, 2654435761) >>> 0,
    round: 1,
    first: "north",
    prizes: Array.from({ length: n }, (_, i) => i + 1),
    prize: 0,
    pot: 0,
    deck: Array.from({ length: 3 * n }, (_, i) => (i % n) + 1),
    hands: { north: [], south: [] },
    bids: { north: [], south: [] },
    closed: { north: false, south: false },
    scores: { north: 0, south: 0 },
    history: [],
    log: [],
    result: null,
  };
  shuffle(s, s.deck);
  for (const seat of SEATS) s.hands[seat] = s.deck.splice(0, n).sort(byValue);
  shuffle(s, s.prizes);
  s.prize = s.prizes.shift()!;
  s.log.push({ round: 1, text: `Each player is dealt ${n} cards. Round 1: the prize is ${s.prize}.` });
  return s;
}

/** The seat that decides now, or null once the game is over. */
export function toMove(s: ToyState): Seat | null {
  if (s.result) return null;
  return s.closed[s.first] ? other(s.first) : s.first;
}

/** The legal actions: each distinct card of the hand, then closing the bid. */
export function legalActions(s: ToyState): ToyAction[] {
  const seat = toMove(s);
  if (!seat) return [];
  const out: ToyAction[] = [];
  const hand = s.hands[seat];
  for (let i = 0; i < hand.length; i++)
    if (i === 0 || hand[i] !== hand[i - 1]) out.push({ t: "add", card: hand[i]! });
  out.push({ t: "done" });
  return out;
}

/** Whether the first bidder's cards can be seen by `viewer` (its owner, or anyone with `open`). */
export function bidVisible(s: ToyState, seat: Seat, viewer: Seat | "observer"): boolean {
  return viewer === seat || (s.options.open && seat === s.first);
}

/** Applies a legal action to `s` itself; throws ToyRuleError, `s` unchanged, for anything else. */
export function play(s: ToyState, a: ToyAction): void {
  const seat = toMove(s);
  if (!seat) throw new ToyRuleError("The game is over");
  const name = SEAT_NAME[seat];
  if (a.t === "add") {
    const hand = s.hands[seat];
    const i = hand.indexOf(a.card);
    if (i < 0) throw new ToyRuleError(`${name} holds no ${a.card}`);
    hand.splice(i, 1);
    s.bids[seat].push(a.card);
    s.log.push({
      round: s.round,
      text: bidVisible(s, seat, "observer")
        ? `${name} bids a ${a.card}.`
        : `${name} puts a card into the bid.`,
      own: { seat, text: `You put a ${a.card} into your bid.` },
    });
    return;
  }
  if (a.t !== "done") throw new ToyRuleError("Unknown action");
  s.closed[seat] = true;
  s.log.push({ round: s.round, text: `${name} closes the bid (${s.bids[seat].length} cards).` });
  if (!s.closed[other(seat)]) return;
  resolve(s);
}

/** Both bids are closed: reveal, award the prize, draw, turn the next prize up. */
function resolve(s: ToyState): void {
  const n = sum(s.bids.north);
  const so = sum(s.bids.south);
  const winner: Seat | null = n > so ? "north" : so > n ? "south" : null;
  const points = s.prize + s.pot;
  s.history.push({
    round: s.round,
    prize: s.prize,
    pot: s.pot,
    bids: { north: s.bids.north.slice(), south: s.bids.south.slice() },
    winner,
  });
  const shown = (seat: Seat) =>
    `${SEAT_NAME[seat]} ${s.bids[seat].join("+") || "nothing"} = ${sum(s.bids[seat])}`;
  let text = `Bids revealed: ${shown("north")}, ${shown("south")}. `;
  if (winner) {
    s.scores[winner] += points;
    s.pot = 0;
    text += `${SEAT_NAME[winner]} wins ${points} point${points === 1 ? "" : "s"}.`;
  } else if (s.options.ties === "carry") {
    s.pot = points;
    text += `A tie: the ${points} point${points === 1 ? "" : "s"} carry over.`;
  } else {
    s.pot = 0;
    text += "A tie: the prize is discarded.";
  }
  s.log.push({ round: s.round, text });
  for (const seat of SEATS) {
    s.bids[seat] = [];
    s.closed[seat] = false;
    const c = s.deck.shift();
    if (c === undefined) continue;
    s.hands[seat].push(c);
    s.hands[seat].sort(byValue);
    s.log.push({
      round: s.round,
      text: `${SEAT_NAME[seat]} draws a card.`,
      own: { seat, text: `You draw a ${c}.` },
    });
  }
  const next = s.prizes.shift();
  if (next === undefined) {
    s.prize = 0;
    const { north, south } = s.scores;
    const w: Seat | null = north > south ? "north" : south > north ? "south" : null;
    s.result = { winner: w, reason: "allPrizesAwarded" };
    s.log.push({
      round: s.round,
      text: `Game over, ${north} to ${south}: ${w ? `${SEAT_NAME[w]} wins` : "a draw"}.`,
    });
    return;
  }
  s.round++;
  s.prize = next;
  s.first = other(s.first);
  s.log.push({
    round: s.round,
    text: `Round ${s.round}: the prize is ${next}${s.pot ? ` (+${s.pot} carried)` : ""}; ${SEAT_NAME[s.first]} bids first.`,
  });
}

export function cloneState(s: ToyState): ToyState {
  return {
    options: s.options,
    rng: s.rng,
    round: s.round,
    first: s.first,
    prizes: s.prizes.slice(),
    prize: s.prize,
    pot: s.pot,
    deck: s.deck.slice(),
    hands: { north: s.hands.north.slice(), south: s.hands.south.slice() },
    bids: { north: s.bids.north.slice(), south: s.bids.south.slice() },
    closed: { ...s.closed },
    scores: { ...s.scores },
    history: s.history.slice(),
    log: s.log.slice(),
    result: s.result,
  };
}

/** A seat takes back a card of its open bid: only while it is bidding and has put cards in. */
export function canUndo(s: ToyState, seat: Seat): boolean {
  return toMove(s) === seat && s.bids[seat].length > 0;
}

/**
 * A state consistent with everything `seat` has seen: the cards it cannot see (the other hand,
 * a sealed bid, the deck) are dealt again from the unseen cards, the face-down prizes shuffled
 * again, the generator re-seeded. Unseen cards and prizes are sorted before shuffling, so the
 * sample depends only on what `seat` sees and on `seed`.
 */
export function determinize(s: ToyState, seat: Seat, seed: number): ToyState {
  const n = cloneState(s);
  n.rng = Math.imul((seed ^ 0x2545f491) >>> 0, 2654435761) >>> 0;
  const opp = other(seat);
  const hiddenBid = !bidVisible(s, opp, seat);
  const unseen = [...s.hands[opp], ...(hiddenBid ? s.bids[opp] : []), ...s.deck].sort(byValue);
  shuffle(n, unseen);
  if (hiddenBid) n.bids[opp] = unseen.splice(0, s.bids[opp].length);
  n.hands[opp] = unseen.splice(0, s.hands[opp].length).sort(byValue);
  n.deck = unseen;
  n.prizes = s.prizes.slice().sort(byValue);
  shuffle(n, n.prizes);
  // The other seat's own log lines would tell what it drew: the sample keeps only what `seat` read.
  n.log = s.log.map((e) => (e.own && e.own.seat !== seat ? { round: e.round, text: e.text } : e));
  return n;
}

export function resign(s: ToyState, seat: Seat): ToyState {
  if (s.result) throw new ToyRuleError("The game is over");
  const n = cloneState(s);
  n.result = { winner: other(seat), reason: "resignation" };
  n.log.push({ round: n.round, text: `${SEAT_NAME[seat]} resigns.` });
  return n;
}

/** FNV-1a (two 32-bit lanes) over the rules state: log wording excluded, hidden parts included. */
export function stateHash(s: ToyState): string {
  const text = JSON.stringify({ ...s, log: s.log.length });
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}
