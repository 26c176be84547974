// The viewer's legal actions sorted by where the table offers them: places on the map (provinces,
// cities, roads, West Berlin's sectors), cards (a card of the row or hand to use one of four ways, or
// a card to pick) and plain buttons (options, the order of an event's icons, a skip, a prestige box,
// a police card). Pure: the board and the tests share it.
import type { Action, CardId, CityId, ConnId, ProvinceId, Sector, Use, View } from "./engine.ts";

export type Play = Extract<Action, { t: "play" }>;

export interface Choices {
  /** The viewer decides now. */
  readonly mine: boolean;
  readonly provinces: ReadonlyMap<ProvinceId, Action>;
  readonly cities: ReadonlyMap<CityId, Action>;
  readonly lines: ReadonlyMap<ConnId, Action>;
  readonly sectors: ReadonlyMap<Sector, Action>;
  /** A turn: each card that may be taken, with its uses in the order unrest, build, ls, event. */
  readonly plays: ReadonlyMap<CardId, readonly Play[]>;
  /** Cards to pick (a discard, the Guillaume Affair). */
  readonly cards: ReadonlyMap<CardId, Action>;
  /** Everything else, as buttons. */
  readonly buttons: readonly Action[];
  /** Every legal action, in the engine's order. */
  readonly all: readonly Action[];
}

export const NO_CHOICES: Choices = {
  mine: false,
  provinces: new Map(),
  cities: new Map(),
  lines: new Map(),
  sectors: new Map(),
  plays: new Map(),
  cards: new Map(),
  buttons: [],
  all: [],
};

const USE_ORDER: readonly Use[] = ["unrest", "build", "ls", "event"];

/** The choices in a view: empty unless the view's viewer decides. */
export function choices(v: Pick<View, "decision" | "viewer">): Choices {
  const d = v.decision;
  const acts = d && d.player === v.viewer ? (d.actions ?? []) : [];
  if (!acts.length) return NO_CHOICES;
  const provinces = new Map<ProvinceId, Action>();
  const cities = new Map<CityId, Action>();
  const lines = new Map<ConnId, Action>();
  const sectors = new Map<Sector, Action>();
  const plays = new Map<CardId, Play[]>();
  const cards = new Map<CardId, Action>();
  const buttons: Action[] = [];
  for (const a of acts) {
    switch (a.t) {
      case "province":
        provinces.set(a.province, a);
        break;
      case "city":
        cities.set(a.city, a);
        break;
      case "line":
        lines.set(a.conn, a);
        break;
      case "sector":
        sectors.set(a.sector, a);
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
      default:
        buttons.push(a);
    }
  }
  for (const l of plays.values()) l.sort((x, y) => USE_ORDER.indexOf(x.use) - USE_ORDER.indexOf(y.use));
  return { mine: true, provinces, cities, lines, sectors, plays, cards, buttons, all: acts };
}

/** Whether the choices include places on the map. */
export function hasMapTargets(ch: Choices): boolean {
  return ch.provinces.size + ch.cities.size + ch.lines.size + ch.sectors.size > 0;
}

/** A stable key for an action (lists, tests' data attributes). */
export function keyOf(a: Action): string {
  return JSON.stringify(a);
}
