// The log in the reader's language, rendered from the engine's typed entries (never by translating
// English sentences). English is the engine's own rendering (logText) but for die rolls; French and
// Chinese are written in their packs (fr.ts, zh.ts), entry type by entry type. Cards are written
// [c12], spaces [s4], Power Struggle cards [p7]; `segments` turns them into named references.
import { CARDS, POWER_CARDS, SPACES, type View } from "@dawn/engine";
import { type Lang, lang } from "../../shell/i18n.ts";
import { packFor } from "./lang.ts";
import { cardName, spaceName } from "./names.ts";
import { powerCardName } from "./text.ts";

/** One log entry as a view holds it (its data and the English sentence). */
export type Entry = View["log"][number];

export type Segment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "card" | "space" | "power"; readonly n: number; readonly text: string };

const TOKEN = /\[([csp])(\d+)\]/g;

/** Splits a log line into plain text and named references (same names as the engine's renderText). */
export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: "text", text: text.slice(last, at) });
    const n = Number(m[2]);
    if (m[1] === "c") out.push({ kind: "card", n, text: CARDS[n] ? cardName(n) : `card ${n}` });
    else if (m[1] === "s") out.push({ kind: "space", n, text: SPACES[n] ? spaceName(n) : `space ${n}` });
    else out.push({ kind: "power", n, text: POWER_CARDS[n] ? powerCardName(n) : `Power Struggle card ${n}` });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/** The plain text of a line. */
export function plain(text: string): string {
  return segments(text)
    .map((s) => s.text)
    .join("");
}

/** Spaces and cards a line names (for highlighting). */
export function references(text: string): { spaces: number[]; cards: number[]; power: number[] } {
  const r = { spaces: [] as number[], cards: [] as number[], power: [] as number[] };
  for (const s of segments(text)) {
    if (s.kind === "space") r.spaces.push(s.n);
    else if (s.kind === "card") r.cards.push(s.n);
    else if (s.kind === "power") r.power.push(s.n);
  }
  return r;
}

/** The entry's sentence in `l`, with [c], [s], [p] references (the engine's English until a pack has loaded). */
export function entryText(e: Entry, l: Lang = lang.value): string {
  const pack = packFor(l);
  return pack ? pack.log(e) : e.text;
}

/** A log entry as named segments in the reader's language. */
export function entrySegments(e: Entry): Segment[] {
  return segments(entryText(e));
}
