// Log text: the engine writes cards as [c12], spaces as [s4] and Power Struggle cards as [p7].
import { CARDS, POWER_CARDS, SPACES, type View } from "@dawn/engine";

/** One log entry as a view holds it. */
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
    if (m[1] === "c") out.push({ kind: "card", n, text: CARDS[n]?.name ?? `card ${n}` });
    else if (m[1] === "s") out.push({ kind: "space", n, text: SPACES[n]?.display ?? `space ${n}` });
    else out.push({ kind: "power", n, text: POWER_CARDS[n]?.name ?? `Power Struggle card ${n}` });
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

/** A log entry as named segments in the reader's language. */
export function entrySegments(e: Entry): Segment[] {
  return segments(e.text);
}
