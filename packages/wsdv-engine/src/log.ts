// The structured log: every entry is typed data (what happened, with numbers); logText renders it in
// English. Interfaces render it in other languages from the same data.
import type { CardId, CityId, ConnId, ProvinceId } from "./data/index.ts";
import { CARDS, CITIES, CONNECTIONS, PROVINCES } from "./data/index.ts";
import type { ResultReason, Sector, Side, SkipTarget, Track, Use, Viewer } from "./types.ts";

export type FactoryChange = "built" | "dismantled" | "rundown" | "repaired" | "removed";

export type LogEvent =
  | { readonly e: "decade"; readonly decade: number }
  | { readonly e: "half"; readonly half: number; readonly first: Side }
  | { readonly e: "special"; readonly card: CardId }
  | { readonly e: "row"; readonly cards: readonly CardId[] }
  /** Public: a side drew n cards. */
  | { readonly e: "draw"; readonly side: Side; readonly n: number }
  /** Private to the drawing side: which cards. */
  | { readonly e: "drew"; readonly side: Side; readonly cards: readonly CardId[] }
  | { readonly e: "discard"; readonly side: Side; readonly card: CardId }
  | { readonly e: "play"; readonly side: Side; readonly card: CardId; readonly use: Use }
  | { readonly e: "skip"; readonly side: Side; readonly skip: SkipTarget }
  | { readonly e: "unrest"; readonly province: ProvinceId; readonly delta: number; readonly total: number }
  | { readonly e: "mirror"; readonly province: ProvinceId; readonly placed: boolean }
  | { readonly e: "factory"; readonly city: CityId; readonly change: FactoryChange }
  | { readonly e: "infra"; readonly conn: ConnId; readonly change: "built" | "dismantled" }
  | {
      readonly e: "ls";
      readonly province: ProvinceId;
      readonly delta: number;
      readonly total: number;
      readonly sector?: Sector;
    }
  | { readonly e: "transfer"; readonly from: ProvinceId; readonly sector: Sector }
  | { readonly e: "track"; readonly track: Track; readonly from: number; readonly to: number }
  | { readonly e: "arrowBlocked"; readonly track: Track; readonly side: Side }
  | { readonly e: "prestigeHolder"; readonly side: Side }
  | { readonly e: "police"; readonly card: CardId; readonly change: "collected" | "used" }
  | { readonly e: "stasiDissolved"; readonly cards: readonly CardId[] }
  | { readonly e: "wall"; readonly built: boolean }
  | { readonly e: "socialists"; readonly delta: number; readonly box: number }
  | { readonly e: "socialist"; readonly province: ProvinceId; readonly delta: number }
  | { readonly e: "guillaume"; readonly look: "hand" | "deck" }
  | { readonly e: "seen"; readonly cards: readonly CardId[] }
  /** A card changed hands (Guillaume Affair); private to the two players. */
  | { readonly e: "swap"; readonly took: CardId; readonly gave: CardId }
  | { readonly e: "swapped" }
  | { readonly e: "removedFromDeck"; readonly card: CardId | null }
  | { readonly e: "westDraws" }
  | { readonly e: "phase"; readonly phase: number }
  | {
      readonly e: "flight";
      readonly icons: number;
      readonly westLs: number;
      readonly redPolice: number;
      readonly eastProtest: number;
      readonly eastLs: number;
      readonly westProtest: number;
      readonly position: number;
      readonly dismantle: number;
    }
  | { readonly e: "wallCost" }
  | { readonly e: "prestigeBox"; readonly box: number; readonly side: Side }
  | {
      readonly e: "income";
      readonly track: number;
      readonly exports: number;
      readonly need: number;
      readonly shortfall: number;
    }
  | { readonly e: "hamburg"; readonly province: ProvinceId }
  | { readonly e: "attack"; readonly from: ProvinceId; readonly to: ProvinceId; readonly n: number }
  | { readonly e: "collapse"; readonly side: Side; readonly protests: number }
  | { readonly e: "protests"; readonly west: number; readonly east: number }
  | { readonly e: "nothing"; readonly what: string }
  | { readonly e: "resign"; readonly side: Side }
  | { readonly e: "result"; readonly winner: Side; readonly reason: ResultReason };

/**
 * A log entry; `only` marks information for one viewer (a player's private information, or the
 * observers' version of something both players saw in detail); `except` hides it from one player.
 */
export type LogEntry = LogEvent & { readonly only?: Viewer; readonly except?: Side };

/** Log entries a viewer may read. */
export function visibleLog(log: readonly LogEntry[], viewer: Viewer): LogEntry[] {
  return log.filter((e) => (e.only === undefined || e.only === viewer) && e.except !== viewer);
}

const side = (x: Side) => (x === "west" ? "West" : "East");
const prov = (p: ProvinceId) => PROVINCES[p]!.name;
const city = (c: CityId) => CITIES[c]!.name;
const cardName = (c: CardId) => {
  const d = CARDS[c]!;
  return `#${d.printed} ${d.title}`;
};
const conn = (k: ConnId) => `${city(CONNECTIONS[k]!.a)}–${city(CONNECTIONS[k]!.b)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const TRACK_NAME: Record<Track, string> = {
  prestige: "Prestige",
  currency: "Western currency",
  socialism: "Socialism",
};
const USE_TEXT: Record<Use, string> = {
  unrest: "to remove unrest",
  build: "to build",
  ls: "to raise living standards",
  event: "for its event",
};
const REASON: Record<ResultReason, string> = {
  collapse: "the other state collapsed",
  bothCollapse: "both states collapsed at once",
  insolvency: "East could not pay (national insolvency)",
  socialismTriumph: "triumph of socialism",
  socialismFailure: "failure of socialism",
  endOfGame: "nobody won in four decades",
  resignation: "resignation",
};
const PHASES = [
  "",
  "Flight / the Wall",
  "Prestige",
  "Western currency",
  "Price of police cards",
  "Maintain living standards",
  "Internal comparison",
  "East-West comparison",
  "Police",
  "Socialists",
  "Wir sind das Volk?",
];
const sectorName = (x: Sector) => `${x[0]!.toUpperCase()}${x.slice(1)} sector`;

/** One entry in English. */
export function logText(l: LogEntry): string {
  switch (l.e) {
    case "decade":
      return `Decade ${["", "I", "II", "III", "IV"][l.decade]} begins.`;
    case "half":
      return `Half ${l.half} of the decade: ${side(l.first)} starts.`;
    case "special":
      return `Special card in the row: ${cardName(l.card)}.`;
    case "row":
      return `Card row: ${l.cards.map(cardName).join(", ")}.`;
    case "draw":
      return `${side(l.side)} draws ${plural(l.n, "card")}.`;
    case "drew":
      return `${side(l.side)} draws ${l.cards.map(cardName).join(", ")}.`;
    case "discard":
      return `${side(l.side)} discards ${cardName(l.card)}.`;
    case "play":
      return `${side(l.side)} plays ${cardName(l.card)} ${USE_TEXT[l.use]}.`;
    case "skip":
      return l.skip === "nothing"
        ? `${side(l.side)} executes the whole event.`
        : typeof l.skip === "number"
          ? `${side(l.side)} ignores one icon of group ${l.skip + 1}.`
          : `${side(l.side)} ignores one ${TRACK_NAME[l.skip]} arrow.`;
    case "unrest":
      return `${l.delta > 0 ? "+" : ""}${l.delta} unrest in ${prov(l.province)} (now ${l.total}).`;
    case "mirror":
      return l.placed
        ? `West Berlin's mass protest spreads to ${prov(l.province)}.`
        : `The mass protest imported from West Berlin leaves ${prov(l.province)}.`;
    case "factory":
      return `Factory in ${city(l.city)} ${l.change === "built" ? "built" : l.change === "rundown" ? "run down" : l.change}.`;
    case "infra":
      return `Infrastructure ${l.change} on ${conn(l.conn)}.`;
    case "ls":
      return `${l.delta > 0 ? "+" : ""}${l.delta} living standard in ${prov(l.province)}${l.sector ? ` (${sectorName(l.sector)})` : ""} (now ${l.total}).`;
    case "transfer":
      return `The new living standard of ${prov(l.from)} goes to West Berlin (${sectorName(l.sector)}).`;
    case "track":
      return `${TRACK_NAME[l.track]} marker moves from ${l.from} to ${l.to}.`;
    case "arrowBlocked":
      return `A ${TRACK_NAME[l.track]} arrow cannot be executed: bonus for ${side(l.side)}.`;
    case "prestigeHolder":
      return `${side(l.side)} takes the prestige advantage.`;
    case "police":
      return l.change === "collected"
        ? `East collects the police card ${cardName(l.card)}.`
        : `East uses the police card ${cardName(l.card)}.`;
    case "stasiDissolved":
      return `The Stasi is dissolved: East discards ${l.cards.length ? l.cards.map(cardName).join(", ") : "no police card"}.`;
    case "wall":
      return l.built ? "The Berlin Wall is built." : "The Berlin Wall is opened.";
    case "socialists":
      return l.delta >= 0
        ? `East gains ${plural(l.delta, "socialist")} (box: ${l.box}).`
        : `East loses ${plural(-l.delta, "socialist")} from the box (box: ${l.box}).`;
    case "socialist":
      return l.delta > 0
        ? `${plural(l.delta, "socialist")} ${l.delta === 1 ? "moves" : "move"} to ${prov(l.province)}.`
        : `${plural(-l.delta, "socialist")} removed from ${prov(l.province)}.`;
    case "guillaume":
      return l.look === "hand" ? "East looks at West's hand." : "East looks at the top cards of the deck.";
    case "seen":
      return `East sees ${l.cards.map(cardName).join(", ")}.`;
    case "swap":
      return `East takes ${cardName(l.took)} from West and gives ${cardName(l.gave)}.`;
    case "swapped":
      return "East swaps a card with West.";
    case "removedFromDeck":
      return l.card === null
        ? "East removes a card of the deck from the game."
        : `East removes ${cardName(l.card)} from the game.`;
    case "westDraws":
      return "East keeps his cards: West draws the top card of the deck.";
    case "phase":
      return `End of decade, phase ${l.phase}: ${PHASES[l.phase]}.`;
    case "flight":
      return `Flight: +${l.icons} (icons) +${l.westLs} (West living standards) +${l.redPolice} (red police) +${l.eastProtest} (East protests) -${l.eastLs} (East living standards) -${l.westProtest} (West protests) = ${l.position}: ${plural(l.dismantle, "dismantle point")} against East.`;
    case "wallCost":
      return "The Wall costs East 1 prestige and 1 dismantle point.";
    case "prestigeBox":
      return `${side(l.side)} executes the prestige box ${l.box > 0 ? "+" : ""}${l.box}.`;
    case "income":
      return `Western currency: ${l.track} (track) + ${l.exports} (exports) against ${l.need} needed: ${l.shortfall} missing.`;
    case "hamburg":
      return `Hamburg counts for ${prov(l.province)}.`;
    case "attack":
      return `${prov(l.from)} attacks ${prov(l.to)}: +${l.n} unrest.`;
    case "collapse":
      return `${side(l.side)} collapses under ${l.protests} mass protests.`;
    case "protests":
      return `Mass protests: West ${l.west}, East ${l.east}.`;
    case "nothing":
      return `Nothing to do: ${l.what}.`;
    case "resign":
      return `${side(l.side)} resigns.`;
    case "result":
      return `${side(l.winner)} wins: ${REASON[l.reason]}.`;
  }
}
