// view(): what one player (or an observer) may see, and nothing else.
import { factoryValue, protests } from "./board.ts";
import { CITY_COUNT, card, other, PROVINCE_COUNT } from "./data/index.ts";
import { decision } from "./game.ts";
import { type LogEntry, visibleLog } from "./log.ts";
import type { State } from "./state.ts";
import type {
  Action,
  CardId,
  CityId,
  DecisionKind,
  ProvinceId,
  Result,
  RulesVersion,
  Side,
  Viewer,
} from "./types.ts";

export interface View {
  readonly viewer: Viewer;
  readonly options: { readonly rules: RulesVersion };
  readonly decade: number;
  readonly half: number;
  /** End-of-decade phase (1-10), 0 during the halves. */
  readonly phase: number;
  readonly active: Side | null;
  readonly turns: number;
  readonly prestige: number;
  readonly currency: number;
  readonly socialism: number;
  readonly prestigeHolder: Side;
  readonly wall: boolean;
  readonly stasiDissolved: boolean;
  /** Per province (ids of PROVINCE). */
  readonly unrest: readonly number[];
  readonly massProtests: readonly number[];
  readonly livingStandards: readonly number[];
  readonly sectors: { readonly french: number; readonly british: number; readonly american: number };
  /** Supplier provinces holding the mirrors of West Berlin's mass protests. */
  readonly mirrors: readonly ProvinceId[];
  readonly socialistBox: number;
  readonly socialists: readonly number[];
  /** Per city: 0 none, 1 factory, 2 rundown factory, 3 removed for good (abroad); and its value. */
  readonly factories: readonly number[];
  readonly factoryValues: readonly number[];
  /** Infrastructure built per connection. */
  readonly infrastructure: readonly number[];
  /** The viewer's own hand (empty for observers). */
  readonly hand: readonly CardId[];
  readonly handSizes: { readonly west: number; readonly east: number };
  /** Decades of the cards in the opponent's hand (known from the draws), for players. */
  readonly opponentHandDecades: readonly number[];
  /** Cards the viewer knows to be in the opponent's hand. */
  readonly knownOpponentCards: readonly CardId[];
  /** Cards of the viewer's hand the opponent knows about. */
  readonly opponentKnows: readonly CardId[];
  readonly deckSize: number;
  /** The top cards of the deck East has seen (Guillaume Affair), top first; empty for the others. */
  readonly deckTop: readonly CardId[];
  /** How many top cards of the deck East has seen. */
  readonly eastKnowsTop: number;
  readonly row: readonly CardId[];
  readonly special: CardId | null;
  readonly played: readonly CardId[];
  readonly police: readonly CardId[];
  readonly policeUsed: readonly CardId[];
  readonly discard: readonly CardId[];
  /** Face-down cards out of the game, per decade (index 1-4). */
  readonly buriedPerDecade: readonly number[];
  /** Cards East removed with the Guillaume Affair: East sees them, the others only their number. */
  readonly removed: readonly CardId[];
  readonly removedPerDecade: readonly number[];
  /** Whose decision is pending and what it is; the legal actions only for the deciding viewer. */
  readonly decision: {
    readonly player: Side;
    readonly kind: DecisionKind;
    readonly prompt: string;
    readonly actions: readonly Action[] | null;
    readonly card?: CardId;
    readonly n?: number;
  } | null;
  readonly seq: number;
  readonly log: readonly LogEntry[];
  readonly result: Result | null;
}

export function view(s: State, viewer: Viewer): View {
  const me = viewer === "observer" ? null : viewer;
  const d = decision(s);
  const buriedPerDecade = [0, 0, 0, 0, 0];
  for (const c of s.buried) buriedPerDecade[card(c).decade]!++;
  const removedPerDecade = [0, 0, 0, 0, 0];
  for (const c of s.removed) removedPerDecade[card(c).decade]!++;
  const massProtests: number[] = [];
  for (let p = 0; p < PROVINCE_COUNT; p++) massProtests.push(protests(s, p as ProvinceId));
  const factoryValues: number[] = [];
  for (let c = 0; c < CITY_COUNT; c++) factoryValues.push(factoryValue(s, c as CityId));
  return {
    viewer,
    options: { rules: s.options.rules ?? "2016" },
    decade: s.decade,
    half: s.half,
    phase: s.phase,
    active: s.active,
    turns: s.turns,
    prestige: s.prestige,
    currency: s.currency,
    socialism: s.socialism,
    prestigeHolder: s.prestigeHolder,
    wall: s.wall,
    stasiDissolved: s.stasiDissolved,
    unrest: s.unrest.slice(),
    massProtests,
    livingStandards: s.ls.slice(),
    sectors: { french: s.sectors[0]!, british: s.sectors[1]!, american: s.sectors[2]! },
    mirrors: s.mirrors.slice(),
    socialistBox: s.box,
    socialists: s.socialists.slice(),
    factories: s.factory.slice(),
    factoryValues,
    infrastructure: s.infra.slice(),
    hand: me ? s.hands[me].slice() : [],
    handSizes: { west: s.hands.west.length, east: s.hands.east.length },
    opponentHandDecades: me ? s.hands[other(me)].map((c) => card(c).decade).sort((x, y) => x - y) : [],
    knownOpponentCards: me ? s.known[me].slice().sort((x, y) => x - y) : [],
    opponentKnows: me ? s.known[other(me)].slice().sort((x, y) => x - y) : [],
    deckSize: s.deck.length,
    deckTop: me === "east" ? s.deck.slice(s.deck.length - s.eastKnowsTop).reverse() : [],
    eastKnowsTop: s.eastKnowsTop,
    row: s.row.slice(),
    special: s.special,
    played: s.played.slice(),
    police: s.police.slice(),
    policeUsed: s.policeUsed.slice(),
    discard: s.discard.slice(),
    buriedPerDecade,
    removed: me === "east" ? s.removed.slice() : [],
    removedPerDecade,
    decision: d
      ? {
          player: d.player,
          kind: d.kind,
          prompt: d.prompt,
          actions: d.player === me ? d.actions.slice() : null,
          ...(d.card !== undefined ? { card: d.card } : {}),
          ...(d.n !== undefined ? { n: d.n } : {}),
        }
      : null,
    seq: s.seq,
    log: visibleLog(s.log, viewer),
    result: s.result,
  };
}
