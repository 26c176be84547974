// Sealed Bids as a title of the platform: the test title that goes through every shell (CLI,
// server, web shell, bots, conformance suite) with hidden hands, chance and multi-step turns.
// It is registered only when asked for (see @dawn/titles), never shown to players by default.
import {
  type BotSpec,
  checkOptions,
  type GameModule,
  GameRuleError,
  type OptionSpec,
  randomBot,
  type Viewer,
} from "@dawn/platform";
import {
  bidVisible,
  canUndo,
  cloneState,
  determinize,
  type LogEntry,
  legalActions,
  newGame,
  other,
  play,
  type RoundRecord,
  resign,
  SEAT_NAME,
  SEATS,
  type Seat,
  stateHash,
  type Ties,
  type ToyAction,
  type ToyOptions,
  type ToyResult,
  ToyRuleError,
  type ToyState,
  toMove,
} from "./game.ts";

export * from "./game.ts";

/** Stored with every game: bumped when old action logs could replay differently. */
export const TOY_VERSION = 1;
export const TOY_ID = "toy";

export const TOY_OPTIONS: readonly OptionSpec[] = [
  {
    kind: "integer",
    key: "cards",
    label: { en: "Cards", fr: "Cartes", zh: "牌數" },
    help: {
      en: "Card values and prizes run from 1 to this number; each player is dealt as many cards.",
      fr: "Les valeurs des cartes et les prix vont de 1 à ce nombre ; chaque joueur reçoit autant de cartes.",
      zh: "牌值與獎品從 1 到此數；每位玩家發同樣數量的牌。",
    },
    default: 5,
    min: 3,
    max: 10,
  },
  {
    kind: "choice",
    key: "ties",
    label: { en: "Ties", fr: "Égalités", zh: "平手" },
    default: "carry",
    choices: [
      {
        value: "carry",
        label: { en: "Carry the prize over", fr: "Le prix est reporté", zh: "獎品累積到下一輪" },
      },
      { value: "discard", label: { en: "Discard the prize", fr: "Le prix est défaussé", zh: "獎品作廢" } },
    ],
  },
  {
    kind: "boolean",
    key: "open",
    label: { en: "Open first bid", fr: "Première enchère visible", zh: "先手出價公開" },
    help: {
      en: "The first bidder's cards lie face up for everyone.",
      fr: "Les cartes du premier enchérisseur sont visibles de tous.",
      zh: "先出價者的牌正面朝上，所有人可見。",
    },
    default: false,
  },
];

export interface ToyBidView {
  readonly count: number;
  /** The cards, when the viewer may see them. */
  readonly cards: readonly number[] | null;
  readonly closed: boolean;
}

/** What one seat (or a spectator) sees. */
export interface ToyView {
  readonly game: typeof TOY_ID;
  readonly viewer: Viewer;
  readonly options: ToyOptions;
  readonly round: number;
  readonly prize: number;
  readonly pot: number;
  readonly prizesLeft: number;
  readonly first: Seat;
  readonly scores: Readonly<Record<Seat, number>>;
  /** The viewer's hand (null for a spectator). */
  readonly hand: readonly number[] | null;
  readonly handSizes: Readonly<Record<Seat, number>>;
  readonly deckSize: number;
  readonly bids: Readonly<Record<Seat, ToyBidView>>;
  readonly history: readonly RoundRecord[];
  readonly toMove: Seat | null;
  /** The legal actions, when the viewer decides. */
  readonly actions: readonly ToyAction[] | null;
  readonly log: readonly string[];
  readonly result: ToyResult | null;
}

function viewOf(s: ToyState, viewer: Viewer): ToyView {
  if (viewer !== "observer" && !SEATS.includes(viewer as Seat))
    throw new GameRuleError(`Unknown seat ${JSON.stringify(viewer)}: use north or south`);
  const seat = viewer === "observer" ? null : (viewer as Seat);
  const bid = (x: Seat): ToyBidView => ({
    count: s.bids[x].length,
    cards: bidVisible(s, x, viewer as Seat | "observer") ? s.bids[x].slice() : null,
    closed: s.closed[x],
  });
  const mover = toMove(s);
  return {
    game: TOY_ID,
    viewer,
    options: s.options,
    round: s.round,
    prize: s.prize,
    pot: s.pot,
    prizesLeft: s.prizes.length,
    first: s.first,
    scores: { ...s.scores },
    hand: seat ? s.hands[seat].slice() : null,
    handSizes: { north: s.hands.north.length, south: s.hands.south.length },
    deckSize: s.deck.length,
    bids: { north: bid("north"), south: bid("south") },
    history: s.history,
    toMove: mover,
    actions: mover && mover === seat ? legalActions(s) : null,
    log: s.log.map((e: LogEntry) => (e.own && e.own.seat === seat ? e.own.text : e.text)),
    result: s.result,
  };
}

function seatOf(x: string): Seat {
  if (x !== "north" && x !== "south")
    throw new GameRuleError(`Unknown seat ${JSON.stringify(x)}: use north or south`);
  return x;
}

const key = (a: ToyAction) => (a.t === "add" ? `add:${a.card}` : "done");

function legal(s: ToyState, a: ToyAction): ToyAction {
  const k = key(a);
  const l = legalActions(s).find((x) => key(x) === k);
  if (!l) {
    if (s.result) throw new GameRuleError("The game is over");
    throw new GameRuleError(
      `Illegal action ${k}: ${SEAT_NAME[toMove(s)!]} may add a card of the hand or close the bid`,
    );
  }
  return l;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function parseAction(input: unknown): ToyAction {
  if (!isObject(input)) throw new GameRuleError('An action is {"t":"add","card":n} or {"t":"done"}');
  const keys = Object.keys(input);
  if (input.t === "done" && keys.length === 1) return { t: "done" };
  if (
    input.t === "add" &&
    keys.length === 2 &&
    typeof input.card === "number" &&
    Number.isInteger(input.card)
  )
    return { t: "add", card: input.card };
  throw new GameRuleError('An action is {"t":"add","card":n} or {"t":"done"}');
}

function parseOptions(input: unknown): ToyOptions {
  const o = checkOptions(TOY_OPTIONS, input);
  return { cards: o.cards as number, ties: o.ties as Ties, open: o.open as boolean };
}

function rule<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ToyRuleError) throw new GameRuleError(e.message);
    throw e;
  }
}

/** Bids for the prize: enough cards to beat the prize's worth, the smallest that do. */
function greedyChoose(v: ToyView, actions: readonly ToyAction[]): ToyAction {
  const seat = v.viewer as Seat;
  const mine = v.bids[seat].cards ?? [];
  const bid = mine.reduce((a, b) => a + b, 0);
  const target = v.prize + v.pot;
  const theirs = v.bids[other(seat)].cards;
  // Beat an open bid when it is worth it, else aim at the prize's worth.
  const want = theirs ? Math.min(theirs.reduce((a, b) => a + b, 0) + 1, target + 2) : target;
  const done = actions.find((a) => a.t === "done")!;
  if (bid >= want) return done;
  const cards = actions.filter((a): a is { t: "add"; card: number } => a.t === "add");
  if (cards.length === 0) return done;
  const enough = cards.find((a) => bid + a.card >= want);
  return enough ?? cards[cards.length - 1]!;
}

const BOTS: readonly BotSpec<ToyState, ToyAction, ToyView>[] = [
  randomBot<ToyState, ToyAction, ToyView>(),
  {
    id: "greedy",
    label: { en: "Greedy", fr: "Glouton", zh: "貪心" },
    description: {
      en: "Bids about what each prize is worth, with the smallest cards that reach it.",
      fr: "Enchérit à peu près la valeur de chaque prix, avec les plus petites cartes qui l'atteignent.",
      zh: "以能達到獎品價值的最小牌出價。",
    },
    create: () => ({ choose: (ctx) => greedyChoose(ctx.view, ctx.actions) }),
  },
];

interface ToyRecord {
  readonly game: string;
  readonly version: number;
  readonly seed: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly actions: readonly ToyAction[];
  readonly hash?: string;
}

function replayRecord(record: unknown): { state: ToyState; actions: ToyAction[]; hashOk: boolean | null } {
  if (!isObject(record)) throw new GameRuleError("A record is a JSON object");
  if (record.game !== TOY_ID)
    throw new GameRuleError(`Not a record of ${TOY_ID} (game ${JSON.stringify(record.game)})`);
  if (record.version !== TOY_VERSION)
    throw new GameRuleError(
      `The record was made by version ${JSON.stringify(record.version)}, this is ${TOY_VERSION}`,
    );
  if (typeof record.seed !== "number" || !Number.isInteger(record.seed))
    throw new GameRuleError("The record has no whole-number seed");
  if (!Array.isArray(record.actions)) throw new GameRuleError("The record has no list of actions");
  const s = newGame(record.seed, parseOptions(record.options));
  const actions: ToyAction[] = [];
  record.actions.forEach((raw: unknown, i: number) => {
    try {
      const a = legal(s, parseAction(raw));
      play(s, a);
      actions.push(a);
    } catch (e) {
      throw new GameRuleError(
        `Action ${i} ${JSON.stringify(raw)} cannot be applied: ${(e as Error).message}`,
      );
    }
  });
  const hash = record.hash;
  return { state: s, actions, hashOk: typeof hash === "string" ? hash === stateHash(s) : null };
}

export const toy: GameModule<ToyState, ToyAction, ToyOptions, ToyView> = {
  id: TOY_ID,
  aliases: ["sealed-bids"],
  title: {
    en: "Sealed Bids (test title)",
    fr: "Enchères scellées (jeu d'essai)",
    zh: "密封出價（測試遊戲）",
  },
  summary: {
    en: "A small card game for testing the platform: bid cards from a hidden hand for face-up prizes.",
    fr: "Un petit jeu de cartes pour essayer la plateforme : misez des cartes d'une main cachée sur des prix visibles.",
    zh: "用於測試平台的小型紙牌遊戲：以暗手中的牌競標明牌獎品。",
  },
  version: TOY_VERSION,
  seats: SEATS.map((id) => ({
    id,
    name: id === "north" ? { en: "North", fr: "Nord", zh: "北" } : { en: "South", fr: "Sud", zh: "南" },
  })),
  options: TOY_OPTIONS,
  bots: BOTS,
  defaultBot: "greedy",
  parseOptions,
  optionsJson: (o) => ({ cards: o.cards, ties: o.ties, open: o.open }),
  newGame: (seed, options) => newGame(seed, options),
  decision(s) {
    const seat = toMove(s);
    if (!seat) return null;
    const bid = s.bids[seat];
    return {
      seat,
      kind: "bid",
      prompt:
        `Round ${s.round}, prize ${s.prize}${s.pot ? ` +${s.pot} carried` : ""}: ` +
        `add a card to your bid${bid.length ? ` (${bid.join("+")} so far)` : ""} or close it`,
      actions: legalActions(s),
    };
  },
  parseAction,
  actionKey: key,
  legalAction: legal,
  apply(s, a) {
    const l = legal(s, a);
    const n = cloneState(s);
    rule(() => play(n, l));
    return n;
  },
  applyInPlace(s, a) {
    rule(() => play(s, legal(s, a)));
  },
  clone: cloneState,
  view: viewOf,
  revealed(s) {
    return {
      ...viewOf(s, "observer"),
      hands: { north: s.hands.north.slice(), south: s.hands.south.slice() },
      sealedBids: { north: s.bids.north.slice(), south: s.bids.south.slice() },
      deck: s.deck.slice(),
      prizes: s.prizes.slice(),
    };
  },
  roleOf: (_s, seat) => seatOf(seat),
  result: (s) => s.result,
  metrics: (s) => ({ margin: s.scores.north - s.scores.south, rounds: s.round }),
  canUndo: (s, seat) => canUndo(s, seatOf(seat)),
  resign: (s, seat) => rule(() => resign(s, seatOf(seat))),
  hash: stateHash,
  serialize: (s) => JSON.stringify(s),
  deserialize(text) {
    const s = JSON.parse(text) as ToyState;
    if (!isObject(s) || !isObject(s.hands)) throw new GameRuleError("Not a saved game of Sealed Bids");
    return s;
  },
  determinize: (s, seat, seed) => determinize(s, seatOf(seat), seed),
  record(seed, options, actions): ToyRecord {
    const s = newGame(seed, options);
    for (const a of actions) rule(() => play(s, legal(s, a)));
    return {
      game: TOY_ID,
      version: TOY_VERSION,
      seed,
      options: toy.optionsJson(options),
      actions,
      hash: stateHash(s),
    };
  },
  replay: replayRecord,
  publicSummary: (s) => viewOf(s, "observer"),
  describeAction: (_s, a) => (a.t === "add" ? `add a ${a.card} to the bid` : "close the bid"),
};
