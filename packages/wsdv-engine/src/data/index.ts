// Typed game facts: board, cards, tracks, and tables derived from them once at load time.
import type { CardData, CityData, ConnectionData, ProvinceData, Sector, Side } from "../types.ts";
import {
  CITY,
  CITY_DATA,
  type CityId,
  CONNECTION_DATA,
  type ConnId,
  PROVINCE,
  PROVINCE_DATA,
  type ProvinceId,
} from "./board.generated.ts";
import { CARD, CARD_DATA, type CardId } from "./cards.generated.ts";

export type { CardId, CityId, ConnId, ProvinceId };
export { CARD, CITY, PROVINCE };

export const CITIES: readonly CityData[] = CITY_DATA;
export const PROVINCES: readonly ProvinceData[] = PROVINCE_DATA;
export const CONNECTIONS: readonly ConnectionData[] = CONNECTION_DATA;
export const CITY_COUNT = CITIES.length; // 42
export const PROVINCE_COUNT = PROVINCES.length; // 14
export const CONNECTION_COUNT = CONNECTIONS.length; // 68

export const HAMBURG: CityId = CITY.HAMBURG;
export const RHEINSBERG: CityId = CITY.RHEINSBERG;
export const WEST_BERLIN: ProvinceId = PROVINCE.WEST_BERLIN;
export const SCHLESWIG_HOLSTEIN: ProvinceId = PROVINCE.SCHLESWIG_HOLSTEIN;
export const NIEDERSACHSEN: ProvinceId = PROVINCE.NIEDERSACHSEN;
/** Hamburg counts as one of these two provinces, by West's choice for each action or phase (10.2). */
export const HAMBURG_PROVINCES: readonly ProvinceId[] = [SCHLESWIG_HOLSTEIN, NIEDERSACHSEN];

export const other = (side: Side): Side => (side === "west" ? "east" : "west");
export const SIDE_NAME: Readonly<Record<Side, string>> = { west: "West", east: "East" };

/** West's provinces (West Berlin included) and East's provinces. */
export const SIDE_PROVINCES: Readonly<Record<Side, readonly ProvinceId[]>> = {
  west: PROVINCES.filter((p) => p.side === "west").map((p) => p.id),
  east: PROVINCES.filter((p) => p.side === "east").map((p) => p.id),
};
/** "West Germany": every West province except West Berlin (p. 2). */
export const WEST_GERMANY: readonly ProvinceId[] = SIDE_PROVINCES.west.filter((p) => p !== WEST_BERLIN);

export const provinceSide = (p: ProvinceId): Side => (p < 8 ? "west" : "east");

/** Cities of each province (Hamburg and the cities abroad belong to none). */
export const PROVINCE_CITIES: readonly (readonly CityId[])[] = PROVINCES.map((p) =>
  CITIES.filter((c) => c.province === p.id).map((c) => c.id),
);
/** Connections of each city (a connection belongs to both its cities, 5.1). */
export const CITY_CONNS: readonly (readonly ConnId[])[] = CITIES.map((c) =>
  CONNECTIONS.filter((k) => k.a === c.id || k.b === c.id).map((k) => k.id),
);
/** The other end of a connection. */
export const otherEnd = (k: ConnId, c: CityId): CityId => {
  const d = CONNECTIONS[k]!;
  return d.a === c ? d.b : d.a;
};
/** The economy a connection belongs to (connections never cross the border). */
export const CONN_SIDE: readonly Side[] = CONNECTIONS.map((k) => CITIES[k.a]!.side);
export const CITY_SIDE: readonly Side[] = CITIES.map((c) => c.side);
export const CITY_PROVINCE: readonly (ProvinceId | null)[] = CITIES.map((c) => c.province);
export const CITY_ABROAD: readonly ("polska" | "cssr" | null)[] = CITIES.map((c) => c.abroad);
/** The cities abroad (10.4): purple factories, built only by events. */
export const ABROAD_CITIES: readonly CityId[] = CITIES.filter((c) => c.abroad).map((c) => c.id);
/** Cities of each side where factories may be built with construction points (5.1, 10.3, 10.4). */
export const ORDINARY_CITIES: Readonly<Record<Side, readonly CityId[]>> = {
  west: CITIES.filter((c) => c.side === "west").map((c) => c.id),
  east: CITIES.filter((c) => c.side === "east" && !c.abroad && c.id !== RHEINSBERG).map((c) => c.id),
};
export const SIDE_CONNS: Readonly<Record<Side, readonly ConnId[]>> = {
  west: CONNECTIONS.filter((k) => CONN_SIDE[k.id] === "west").map((k) => k.id),
  east: CONNECTIONS.filter((k) => CONN_SIDE[k.id] === "east").map((k) => k.id),
};
export const SIDE_CITIES: Readonly<Record<Side, readonly CityId[]>> = {
  west: CITIES.filter((c) => c.side === "west").map((c) => c.id),
  east: CITIES.filter((c) => c.side === "east").map((c) => c.id),
};

/** West Berlin's sectors and their supplier provinces (10.1). */
export const SECTORS: readonly Sector[] = ["french", "british", "american"];
export const SECTOR_SUPPLIER: Readonly<Record<Sector, ProvinceId>> = {
  french: PROVINCE.RHEINLAND_PFALZ,
  british: PROVINCE.NORDRHEIN_WESTFALEN,
  american: PROVINCE.BADEN_WUERTTEMBERG,
};
export const SUPPLIERS: readonly ProvinceId[] = SECTORS.map((x) => SECTOR_SUPPLIER[x]);
/** Index in SECTORS of the sector a province supplies, or -1. */
export const SUPPLIED_SECTOR: readonly number[] = PROVINCES.map((p) =>
  p.supplies ? SECTORS.indexOf(p.supplies) : -1,
);

// ---- Cards -------------------------------------------------------------------------------------

/** Card faces by id (index 0 unused). */
export const CARDS: readonly (CardData | undefined)[] = (() => {
  const a: (CardData | undefined)[] = [undefined];
  for (const c of CARD_DATA) a[c.id] = c;
  return a;
})();

export function card(id: CardId): CardData {
  const c = CARDS[id];
  if (!c) throw new Error(`Unknown card ${id}`);
  return c;
}

export const isCardId = (n: unknown): n is CardId =>
  typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 85;

/** The 20 normal cards of each decade (index 1-4). */
export const DECADE_CARDS: readonly (readonly CardId[])[] = [0, 1, 2, 3, 4].map((d) =>
  CARD_DATA.filter((c) => c.decade === d && c.colour !== "special").map((c) => c.id),
);
/** The special card of each decade; decade IV's depends on the Wall (3.1, note). */
export const SPECIAL_CARD: Readonly<Record<1 | 2 | 3, CardId>> = {
  1: CARD.RUSSIAN_TANKS,
  2: CARD.BUILDING_THE_BERLIN_WALL,
  3: CARD.HONECKER_OUSTS_ULBRICHT,
};
export const specialCardOf = (decade: number, wall: boolean): CardId =>
  decade === 4
    ? wall
      ? CARD.THE_WALL_COMES_DOWN
      : CARD.ROUND_TABLE_EMERGENCY_CABINET
    : SPECIAL_CARD[decade as 1 | 2 | 3];

export const isSpecial = (c: CardId): boolean => c > 80;

/** Looks a name up (card, city or province; ASCII key or printed name, any case). */
function finder<T extends { key: string; name: string }>(rows: readonly (T | undefined)[], what: string) {
  const m = new Map<string, T>();
  for (const r of rows) {
    if (!r) continue;
    m.set(r.key.toLowerCase(), r);
    m.set(r.name.toLowerCase(), r);
  }
  return (name: string): T => {
    const r = m.get(name.toLowerCase());
    if (!r) throw new Error(`Unknown ${what}: ${name}`);
    return r;
  };
}
const findCity = finder(CITIES, "city");
const findProvince = finder(PROVINCES, "province");
export const cityId = (name: string): CityId => findCity(name).id;
export const provinceId = (name: string): ProvinceId => findProvince(name).id;

/** The connection between two cities, if any. */
export function connBetween(a: CityId, b: CityId): ConnId | null {
  for (const k of CITY_CONNS[a]!) if (otherEnd(k, a) === b) return k;
  return null;
}
