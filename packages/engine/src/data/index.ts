// Typed game facts: map, cards, Power Struggle deck and the printed tables.
import type { CardData, Country, PowerCardData, Region, Side, SpaceData } from "../types.ts";
import { CARD_DATA } from "./cards.generated.ts";

export { CARD, type CardId, SPACE, type SpaceId } from "./ids.generated.ts";

import { SPACE_DATA } from "./map.generated.ts";
import { POWER_CARD_DATA } from "./power-cards.generated.ts";

export const SPACES = SPACE_DATA;
export const SPACE_COUNT = SPACES.length; // 75

export const COUNTRIES: readonly Country[] = [
  "East Germany",
  "Poland",
  "Czechoslovakia",
  "Hungary",
  "Romania",
  "Bulgaria",
];

/** 2.1.2 */
export const REGION: Readonly<Record<Country, Region>> = {
  "East Germany": "Eastern Europe",
  Poland: "Eastern Europe",
  Czechoslovakia: "Eastern Europe",
  Hungary: "Eastern Europe",
  Romania: "Balkans",
  Bulgaria: "Balkans",
};

/** Space ids of each country. */
export const COUNTRY_SPACES: Readonly<Record<Country, readonly number[]>> = Object.fromEntries(
  COUNTRIES.map((c) => [c, SPACES.filter((s) => s.country === c).map((s) => s.id)]),
) as unknown as Record<Country, readonly number[]>;

const byName = new Map<string, SpaceData>();
for (const s of SPACES) {
  byName.set(s.name.toLowerCase(), s);
  byName.set(s.display.toLowerCase(), s);
}

/** Looks a space up by its name (ASCII or printed, any case). Throws for an unknown name. */
export function spaceId(name: string): number {
  const s = byName.get(name.toLowerCase());
  if (!s) throw new Error(`Unknown space: ${name}`);
  return s.id;
}

/** Scoring boxes (2.1.9, 9.3) and Power values (8.4.6). */
export interface ScoringBox {
  readonly presence: number;
  readonly domination: number;
  readonly control: number;
  readonly power: number;
  readonly scoringCard: number;
}
export const SCORING: Readonly<Record<Country, ScoringBox>> = {
  "East Germany": { presence: 3, domination: 6, control: 9, power: 3, scoringCard: 42 },
  Poland: { presence: 3, domination: 6, control: 9, power: 3, scoringCard: 22 },
  Czechoslovakia: { presence: 2, domination: 4, control: 6, power: 2, scoringCard: 55 },
  Hungary: { presence: 1, domination: 2, control: 4, power: 1, scoringCard: 23 },
  Romania: { presence: 2, domination: 4, control: 6, power: 2, scoringCard: 95 },
  Bulgaria: { presence: 1, domination: 2, control: 3, power: 1, scoringCard: 43 },
};

/** Scoring card number -> country. */
export const SCORING_CARD_COUNTRY: ReadonlyMap<number, Country> = new Map(
  COUNTRIES.map((c) => [SCORING[c].scoringCard, c]),
);

/** Power Struggle results table (printed on the map): support loss and VP by modified roll 0-7. */
export const PS_RESULT = [0, 0, 1, 1, 2, 2, 3, 4] as const;
/** 8.4.4: the Democrat takes Power on a modified VP roll of 4 or more. */
export const PS_TOPPLE_ROLL = 4;

/** Tiananmen Square track (6.3): the total needed to enter boxes 1-8. */
export const TST_REQUIRED: Readonly<Record<Side, readonly number[]>> = {
  dem: [0, 5, 5, 6, 6, 7, 8, 9, 10],
  com: [0, 6, 6, 7, 7, 8, 7, 6, 5],
};
export const TST_BOX_NAMES: Readonly<Record<Side, readonly string[]>> = {
  dem: [
    "",
    "Reformer Memorialized",
    "Students Rally",
    "Foreign News Coverage",
    "Student Hunger Strike",
    "Goddess of Democracy",
    "Local PLA Support",
    "Square Barricaded",
    "Political Pluralism",
  ],
  com: [
    "",
    "Reformer Discredited",
    "Students Dispersed",
    "People's Daily Denounces Protesters",
    "Students Arrested",
    "Structure Removed",
    "Rural Divisions Summoned to Beijing",
    "Protesters Massacred",
    "Most Favored Nation Trade Status Awarded",
  ],
};

/** USSR Stability track (12.0): label and the Democrat's VP for each box (negative: Communist). */
export const USSR_TRACK: readonly { readonly label: string; readonly vp: number }[] = [
  { label: "U.S.S.R. Stable", vp: 0 },
  { label: "Sajudis", vp: 1 },
  { label: "The Baltic Way", vp: 3 },
  { label: "Breakaway Baltic Republics", vp: 5 },
  { label: "Kremlin Coup!", vp: -3 },
];

/** 10.4.1: the Communist's Final Scoring bonus per country where he retains Power. */
export const FINAL_BONUS_PER_COUNTRY = 4;

/** 3.2 / 3.3 fixed set-up SPs are in the map data; 3.4 extra SPs in this order. */
export const SETUP_PLACEMENTS: readonly (readonly [Side, number])[] = [
  ["com", 2],
  ["dem", 3],
  ["com", 3],
  ["dem", 4],
  ["com", 2],
];

export const HAND_SIZE = 8; // 4.5.1
export const ACTION_ROUNDS = 7; // 4.5.2
export const TURNS = 10; // 4.1
export const MIDDLE_TURN = 4; // 4.1
export const LATE_TURN = 8; // 4.1

const cards: CardData[] = [];
for (const c of CARD_DATA) cards[c.number] = c;
/** Strategy cards indexed by number (1-110). */
export const CARDS: readonly CardData[] = cards;
export const CARD_NUMBERS: readonly number[] = CARD_DATA.map((c) => c.number);
export function card(n: number): CardData {
  const c = cards[n];
  if (!c) throw new Error(`Unknown strategy card: ${n}`);
  return c;
}
export const PERIOD_CARDS = {
  Early: CARD_DATA.filter((c) => c.period === "Early").map((c) => c.number),
  Middle: CARD_DATA.filter((c) => c.period === "Middle").map((c) => c.number),
  Late: CARD_DATA.filter((c) => c.period === "Late").map((c) => c.number),
} as const;

const powerCards: PowerCardData[] = [];
for (const p of POWER_CARD_DATA) powerCards[p.id] = p;
/** Power Struggle cards indexed by id (1-52). */
export const POWER_CARDS: readonly PowerCardData[] = powerCards;
export const POWER_CARD_IDS: readonly number[] = POWER_CARD_DATA.map((p) => p.id);

export const other = (side: Side): Side => (side === "com" ? "dem" : "com");
export const SIDE_NAME: Readonly<Record<Side, string>> = { com: "Communist", dem: "Democrat" };
