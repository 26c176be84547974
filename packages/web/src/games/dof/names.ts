// Names on the table in the reader's language: spaces, cards, the Tiananmen Square boxes and the
// USSR Stability track. English: the printed names. French and Chinese come with the language's
// pack (fr.ts, zh.ts): French players keep the printed card names (as the French player aid does:
// 'Li Peng', New Year's Eve Party) and the city names; descriptive space names are translated.
// Chinese players get Chinese names for everything (the printed name stays in the card's title).
import { CARDS, POWER_CARDS, type Side, SPACES, TST_BOX_NAMES, USSR_TRACK } from "@dawn/engine";
import { lang } from "../../shell/i18n.ts";
import { packFor } from "./lang.ts";

/** A space's name in the reader's language. */
export function spaceName(id: number): string {
  const sp = SPACES[id];
  if (!sp) return `#${id}`;
  return packFor(lang.value)?.spaces[id] ?? sp.display;
}

/**
 * The name in a space's box on the map: the country of a church is left out (it is on the map), and
 * Walter Ulbricht's first name is an initial.
 */
export function spaceShortName(id: number): string {
  const name = spaceName(id).replace("Walter Ulbricht", "W. Ulbricht");
  const sp = SPACES[id];
  if (sp?.socio !== "church") return name;
  if (lang.value === "zh") return name.replace(/^(波蘭|捷克斯洛伐克|匈牙利|羅馬尼亞|保加利亞)/, "");
  return name.replace(/, .+$/, "");
}

/** A strategy card's name in the reader's language. */
export function cardName(n: number): string {
  const printed = CARDS[n]?.name ?? `#${n}`;
  return packFor(lang.value)?.cards[n] ?? printed;
}

/** The printed name, when the reader's name differs from it (shown in the card's title). */
export function printedCardName(n: number): string | null {
  const printed = CARDS[n]?.name;
  return printed && printed !== cardName(n) ? printed : null;
}

/** A wild Power Struggle card's name (suited cards and leaders are named by suit and kind). */
export function wildName(id: number): string {
  const p = POWER_CARDS[id];
  if (!p) return `#${id}`;
  return (p.kind === "wild" ? packFor(lang.value)?.wild[p.wild] : undefined) ?? p.name;
}

/** A Tiananmen Square box's name (boxes 1-8) in the reader's language. */
export function tstBoxName(side: Side, box: number): string {
  return packFor(lang.value)?.tst[side][box] ?? TST_BOX_NAMES[side][box] ?? "";
}

/** A box of the USSR Stability track in the reader's language. */
export function ussrLabel(box: number): string {
  return packFor(lang.value)?.ussr[box] ?? USSR_TRACK[box]?.label ?? String(box);
}
