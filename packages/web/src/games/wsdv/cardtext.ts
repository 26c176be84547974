// Cards and prestige boxes in words, in the reader's language: a card's values and colour, its
// event's arrows and icon groups (with the instruction under them: where, whose coat of arms, at most
// n per province). Our own wording from the engine's event definitions; no card text is copied.
import {
  CARDS,
  type CardData,
  type CardId,
  EVENTS,
  type IconGroup,
  type Side,
  type Track,
  type Where,
} from "./engine.ts";
import { provinceName, roman, sideName, type TextKey, tr, trackName } from "./text.ts";

export function cardData(id: CardId): CardData {
  const c = CARDS[id];
  if (!c) throw new Error(`Unknown card ${id}`);
  return c;
}

/** "#16 17. Juni" */
export function cardTitle(id: CardId): string {
  const c = cardData(id);
  return `#${c.printed} ${c.titleDe}`;
}

/** The printed (German) title with its English translation: "17. Juni (1953 Uprising)". */
export function cardFullTitle(id: CardId): string {
  const c = cardData(id);
  return c.titleDe === c.title ? c.titleDe : `${c.titleDe} (${c.title})`;
}

export function colourText(c: CardData): string {
  const k: Record<CardData["colour"], TextKey> = {
    red: "colourRed",
    yellow: "colourYellow",
    mixed: "colourMixed",
    special: "colourSpecial",
  };
  return tr(k[c.colour]);
}

/** The card's value(s): "Value 2", or "West 4 · East 1". */
export function valueText(c: CardData): string {
  if (!c.value) return tr("specialFor");
  if (c.value.west === c.value.east) return tr("value", { n: c.value.west });
  return `${tr("valueWest", { n: c.value.west })} · ${tr("valueEast", { n: c.value.east })}`;
}

function whereText(w: Where | null, side: Side): string {
  if (w === null) return sideName(side);
  if (typeof w === "number") return provinceName(w);
  const k: Record<Exclude<Where, number>, TextKey> = {
    westGermany: "whereWestGermany",
    rheinsberg: "whereRheinsberg",
    polska: "wherePolska",
    cssr: "whereCssr",
  };
  return tr(k[w]);
}

/** One group of identical icons in words, with its instruction ("… · West chooses · at most 2 per province"). */
export function groupText(g: IconGroup, n: number = g.n): string {
  const main = tr(`i_${g.icon}` as TextKey, { n, where: whereText(g.where, g.side) });
  const extra: string[] = [];
  if (g.by) extra.push(tr("chosenBy", { side: sideName(g.by) }));
  if (g.perProvince) extra.push(tr("perProvinceN", { n: g.perProvince }));
  if (g.sameProvince) extra.push(tr("sameProvince"));
  return [main, ...extra].join(" · ");
}

const TRACKS: readonly Track[] = ["prestige", "currency", "socialism"];

/** The arrows of an event: "Prestige 2 toward East". */
export function arrowTexts(id: CardId): string[] {
  const e = EVENTS[id];
  if (!e) return [];
  return TRACKS.filter((t) => e.arrows[t] !== 0).map((t) =>
    tr("arrow", {
      track: trackName(t),
      n: Math.abs(e.arrows[t]),
      dir: tr(e.arrows[t] > 0 ? "towardEast" : "towardWest"),
    }),
  );
}

/** Every line of an event in words: the arrows, then each group of icons. */
export function eventLines(id: CardId): string[] {
  const e = EVENTS[id];
  if (!e) return [];
  return [...arrowTexts(id), ...e.groups.map((g) => groupText(g))];
}

/** Group g of a card's event, in words (for the order of execution and skips). */
export function cardGroupText(id: CardId | undefined, g: number): string | null {
  if (id === undefined) return null;
  const grp = EVENTS[id]?.groups[g];
  return grp ? groupText(grp) : null;
}

export function decadeLine(c: CardData): string {
  return tr("decadeYears", { d: roman(c.decade), years: c.years });
}

// ---- The printed tracks (facts of the board, copied as typed data) ---------------------------------

type BoxIcon = Pick<IconGroup, "icon" | "side" | "n" | "where" | "by" | "perProvince" | "sameProvince">;
const east = (icon: IconGroup["icon"]): BoxIcon => ({
  icon,
  side: "east",
  n: 1,
  where: null,
  by: null,
  perProvince: 0,
  sameProvince: false,
});

/** Icons of each prestige box (9.2), index box + 6: West's boxes hurt East, East's help East. */
export const PRESTIGE_BOXES: readonly (readonly BoxIcon[])[] = [
  [east("PLACE_UNREST"), east("DISMANTLE"), east("REMOVE_LS")],
  [east("PLACE_UNREST"), east("REMOVE_LS")],
  [east("PLACE_UNREST"), east("DISMANTLE")],
  [east("PLACE_UNREST")],
  [east("RUNDOWN_FACTORY")],
  [east("RUNDOWN_FACTORY")],
  [],
  [east("BUILD")],
  [east("REMOVE_UNREST")],
  [east("BUILD"), east("REMOVE_UNREST")],
  [east("PLACE_LS_REMOVE_UNREST")],
  [east("PLACE_LS_REMOVE_UNREST"), east("REMOVE_UNREST")],
  [east("PLACE_LS_REMOVE_UNREST"), east("REMOVE_UNREST"), east("BUILD")],
];

/** Socialists gained (negative: lost) at each box of the socialism track (9.9), index box + 6. */
export const SOCIALISTS_AT: readonly number[] = [-4, -3, -2, -2, -1, -1, 0, 1, 1, 2, 2, 3, 4];

/** A prestige box's icons in words. */
export function boxText(box: number): string {
  const icons = PRESTIGE_BOXES[box + 6] ?? [];
  return icons.length ? icons.map((g) => groupText(g as IconGroup)).join("; ") : tr("nothingHere");
}
