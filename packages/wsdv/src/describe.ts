// Words for Wir sind das Volk!'s actions and public state: one English line per action (the same
// action reads differently in each decision: a province is a place for unrest, a living standard, a
// target of an attack...), and the public state by name for `replay --json`.
import {
  type Action,
  CARDS,
  type CardId,
  CITIES,
  CONNECTIONS,
  type Decision,
  type DecisionKind,
  groupsOf,
  iconText,
  logText,
  PROVINCES,
  type ProvinceId,
  type Sector,
  type Side,
  type State,
  type Use,
  view,
} from "@dawn/wsdv-engine";

/** "#12 Berlin Airlift" (specials by their roman numeral). */
export function cardName(c: CardId): string {
  const d = CARDS[c];
  return d ? `#${d.printed} ${d.title}` : `card ${c}`;
}

export const provinceName = (p: ProvinceId): string => PROVINCES[p]?.name ?? `province ${p}`;
export const cityName = (c: number): string => CITIES[c]?.name ?? `city ${c}`;
export function connName(k: number): string {
  const c = CONNECTIONS[k];
  return c ? `${cityName(c.a)}–${cityName(c.b)}` : `connection ${k}`;
}
export const sectorName = (x: Sector): string => `${x[0]!.toUpperCase()}${x.slice(1)} sector`;
export const sideName = (x: Side): string => (x === "west" ? "West" : "East");

/** A card's value for a side (6.2, 6.3); special cards have none. */
export function cardValue(c: CardId, side: Side): number {
  const v = CARDS[c]?.value;
  return v ? v[side] : 0;
}

const USE_TEXT: Record<Use, string> = {
  unrest: "to remove an unrest cube",
  build: "to build",
  ls: "to raise living standards",
  event: "for its event",
};

/** The icon groups of the event or prestige box being resolved (the engine's top event frame). */
function eventGroups(s: State) {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i]!;
    if (f.k === "event") return groupsOf(f.src);
  }
  return null;
}

function groupText(s: State, g: number): string {
  const grp = eventGroups(s)?.[g];
  return grp ? iconText(grp, grp.n) : `group ${g + 1}`;
}

const PROVINCE_VERB: Partial<Record<DecisionKind, (p: string) => string>> = {
  removeUnrestAction: (p) => `Remove an unrest cube in ${p}`,
  lsAction: (p) => `Living standard in ${p}`,
  berlinTransfer: (p) => `Send ${p}'s new living standard to West Berlin`,
  placeUnrest: (p) => `Unrest cube in ${p}`,
  removeUnrest: (p) => `Remove an unrest cube in ${p}`,
  moveUnrestFrom: (p) => `Move an unrest cube from ${p}`,
  moveUnrestTo: (p) => `Move the unrest cube to ${p}`,
  reduceUnrest: (p) => `Reduce the unrest of ${p} to 3`,
  placeLs: (p) => `Living standard in ${p}`,
  removeLs: (p) => `Remove a living standard in ${p}`,
  police: (p) => `Police: remove an unrest cube in ${p}`,
  mirror: (p) => `The mirrored mass protest goes to ${p}`,
  socialist: (p) => `A socialist goes to ${p}`,
  socialistLoss: (p) => `Remove a socialist from ${p}`,
  stasiReturn: (p) => `Put an unrest cube back in ${p}`,
  hamburg: (p) => `Hamburg counts for ${p}`,
  attack: (p) => `Attack ${p}`,
};

const CITY_VERB: Partial<Record<DecisionKind, (c: string) => string>> = {
  buildAction: (c) => `Factory in ${c}`,
  build: (c) => `Factory in ${c}`,
  dismantle: (c) => `Dismantle the factory in ${c}`,
  rundown: (c) => `Run down the factory in ${c}`,
  repair: (c) => `Repair the factory in ${c}`,
  stopFactory: (c) => `Remove the factory in ${c} for good`,
};

const CARD_VERB: Partial<Record<DecisionKind, (c: string) => string>> = {
  specialCost: (c) => `Discard ${c}`,
  decadeDiscard: (c) => `Discard ${c}`,
  guillaumeTake: (c) => `Take ${c} from West`,
  guillaumeGive: (c) => `Give ${c} to West`,
  guillaumeRemove: (c) => `Remove ${c} from the game`,
};

/** Where a played card comes from, as its player sees it. */
function origin(s: State, side: Side | null, c: CardId): string {
  if (s.special === c) return " (special card)";
  if (side && s.hands[side].includes(c)) return " (from your hand)";
  return "";
}

/**
 * One English line for an action of the decision `d` pending in `s` (the state is read only for
 * what the deciding player sees: the card row, his hand, the event being resolved).
 */
export function actionText(s: State, d: Decision | null, a: Action): string {
  const kind = d?.kind;
  const side = d?.player ?? null;
  switch (a.t) {
    case "play": {
      const value =
        a.use === "build" || a.use === "ls" ? ` (value ${cardValue(a.card, side ?? "west")})` : "";
      // 6.1: removing unrest with a card not of one's own colour costs a dismantle point.
      const own = CARDS[a.card]?.colour === (side === "east" ? "red" : "yellow");
      const price = a.use === "unrest" && side && !own ? " (and dismantle 1)" : "";
      return `Play ${cardName(a.card)}${origin(s, side, a.card)} ${USE_TEXT[a.use]}${value}${price}`;
    }
    case "police":
      return "Use a police card to remove an unrest cube";
    case "province": {
      const name = provinceName(a.province);
      if (kind === "arrowBonus")
        return (PROVINCES[a.province]?.side ?? side) === side
          ? `Remove an unrest cube in ${name}`
          : `Place an unrest cube in ${name}`;
      const verb = kind ? PROVINCE_VERB[kind] : undefined;
      return verb ? verb(name) : name;
    }
    case "city": {
      const verb = kind ? CITY_VERB[kind] : undefined;
      return verb ? verb(cityName(a.city)) : cityName(a.city);
    }
    case "line":
      return kind === "dismantle"
        ? `Dismantle infrastructure on ${connName(a.conn)}`
        : `Infrastructure on ${connName(a.conn)}`;
    case "sector":
      return kind === "placeLs"
        ? `Living standard in West Berlin (${sectorName(a.sector)})`
        : `Remove a living standard from West Berlin's ${sectorName(a.sector)}`;
    case "card": {
      const verb = kind ? CARD_VERB[kind] : undefined;
      return verb ? verb(cardName(a.card)) : cardName(a.card);
    }
    case "group":
      return `First: ${groupText(s, a.group)}`;
    case "skip":
      if (a.skip === "nothing") return "Execute the whole event";
      if (typeof a.skip === "number") return `Leave out one icon: ${groupText(s, a.skip)}`;
      return `Leave out one ${a.skip} arrow`;
    case "box":
      return `Execute the prestige box ${a.box > 0 ? "+" : ""}${a.box}`;
    case "option":
      switch (a.option) {
        case "done":
          return kind === "decadeDiscard" ? "Keep the other cards" : "Done";
        case "none":
          return "No";
        case "westDraws":
          return "Let West draw the top card of the deck";
        case "lookHand":
          return "Look at West's hand (and swap a card)";
        case "lookDeck":
          return "Look at the top two cards of the deck (and remove one)";
      }
  }
}

const PHASES = [
  "",
  "flight / the Wall",
  "prestige",
  "Western currency",
  "price of police cards",
  "maintain living standards",
  "internal comparison",
  "East-West comparison",
  "police",
  "socialists",
  "Wir sind das Volk?",
];

/** The name of an end-of-decade phase (1-10). */
export const phaseName = (n: number): string => PHASES[n] ?? "";

/** The public state by name (what an observer sees), for `replay --json` and fixtures. */
export function publicSummary(s: State) {
  const v = view(s, "observer");
  const byProvince = (xs: readonly number[]) =>
    Object.fromEntries(PROVINCES.map((p) => [p.name, xs[p.id] ?? 0]).filter(([, n]) => n !== 0));
  const factories: Record<string, { state: string; value: number }> = {};
  const STATES = ["none", "factory", "rundown", "removed"];
  CITIES.forEach((c) => {
    const f = v.factories[c.id]!;
    if (f !== 0) factories[c.name] = { state: STATES[f]!, value: v.factoryValues[c.id]! };
  });
  const infrastructure: Record<string, number> = {};
  CONNECTIONS.forEach((k) => {
    const n = v.infrastructure[k.id]!;
    if (n > 0) infrastructure[connName(k.id)] = n;
  });
  return {
    rules: v.options.rules,
    decade: v.decade,
    half: v.half,
    phase: v.phase,
    phaseName: phaseName(v.phase),
    active: v.active,
    turns: v.turns,
    tracks: {
      prestige: v.prestige,
      currency: v.currency,
      socialism: v.socialism,
      prestigeHolder: v.prestigeHolder,
    },
    wall: v.wall,
    stasiDissolved: v.stasiDissolved,
    unrest: byProvince(v.unrest),
    massProtests: byProvince(v.massProtests),
    livingStandards: byProvince(v.livingStandards),
    westBerlinSectors: v.sectors,
    socialists: { box: v.socialistBox, provinces: byProvince(v.socialists) },
    factories,
    infrastructure,
    handSizes: v.handSizes,
    deckSize: v.deckSize,
    row: v.row.map(cardName),
    special: v.special === null ? null : cardName(v.special),
    played: v.played.map(cardName),
    police: v.police.map(cardName),
    discard: v.discard.length,
    decision: v.decision
      ? { player: v.decision.player, kind: v.decision.kind, prompt: v.decision.prompt }
      : null,
    result: v.result,
    log: v.log.map(logText),
  };
}
