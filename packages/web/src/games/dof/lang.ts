// 1989's languages: each is a pack (the table's words, the log's sentences, names and card effects)
// in a chunk of its own, loaded when the reader picks the language: a reader downloads only his
// own. The board waits for the reader's pack before its first drawing (index.tsx); after a switch,
// the language shown until the new pack arrives is the one already loaded.
import type { LogEntry, Side } from "@dawn/engine";
import { effect, signal } from "@preact/signals";
import { type Lang, lang, type Table } from "../../shell/i18n.ts";
import type { Key } from "./en.ts";

export type EffectTable = Readonly<Record<number, string>>;

export interface LangPack {
  /** The table's words (every key of the English table). */
  readonly text: Table<Key>;
  /** A log entry as a sentence, with [c12], [s4], [p7] references. */
  readonly log: (e: LogEntry & { readonly text: string }) => string;
  /** Space names that differ from the printed one, by space id. */
  readonly spaces: Readonly<Record<number, string>>;
  /** Card names that differ from the printed one, by card number. */
  readonly cards: Readonly<Record<number, string>>;
  /** Names of the wild Power Struggle cards, by kind (supportFalters...). */
  readonly wild: Readonly<Record<string, string>>;
  /** Tiananmen Square boxes 1-8 (index 0 unused). */
  readonly tst: Readonly<Record<Side, readonly string[]>>;
  /** USSR Stability track boxes 0-4. */
  readonly ussr: readonly string[];
  /** The card effects in our own words, by card number (English: cardtext.ts). */
  readonly effects: EffectTable;
}

const packs = signal<Partial<Record<Lang, LangPack>>>({});
/** The pack loaded last (shown while another language's pack is on its way). */
const latest = signal<LangPack | null>(null);
const loading = new Map<Lang, Promise<void>>();

const LOADERS: Readonly<Record<Lang, () => Promise<LangPack>>> = {
  en: () => import("./en.ts").then((m) => m.pack),
  fr: () => import("./fr.ts").then((m) => m.pack),
  zh: () => import("./zh.ts").then((m) => m.pack),
};

/** The pack of `l` if loaded (reading it inside a component redraws it when the pack arrives). */
export function packOf(l: Lang): LangPack | null {
  return packs.value[l] ?? null;
}

/** The pack to show `l` with: its own, or until it has arrived the one loaded last. */
export function packFor(l: Lang): LangPack | null {
  return packs.value[l] ?? latest.value;
}

/** Loads the pack of `l` (once); resolves when it is there. */
export function loadPack(l: Lang): Promise<void> {
  let p = loading.get(l);
  if (!p) {
    p = LOADERS[l]().then((pack) => usePack(l, pack));
    p.catch(() => loading.delete(l));
    loading.set(l, p);
  }
  return p;
}

/** Registers a pack (the loader; tests in Node, where packs are plain modules). */
export function usePack(l: Lang, pack: LangPack): void {
  packs.value = { ...packs.value, [l]: pack };
  latest.value = pack;
  if (!loading.has(l)) loading.set(l, Promise.resolve());
}

if (typeof window !== "undefined") effect(() => void loadPack(lang.value).catch(() => {}));
