// 1989's French and Chinese: each language is a pack (the table's words, the log's sentences, names
// and card effects) in a chunk of its own, loaded when the reader picks the language: an English
// reader downloads no French or Chinese, and the other way round. Until its pack has arrived, a
// language shows English.
import type { LogEntry, Side } from "@dawn/engine";
import { effect, signal } from "@preact/signals";
import type { Table } from "../../shell/i18n.ts";
import { type Lang, lang } from "../../shell/i18n.ts";
import type { Key } from "./text.ts";

export type EffectTable = Readonly<Record<number, string>>;

export interface LangPack {
  /** The table's words (every key of the English table). */
  readonly text: Table<Key>;
  /** A log entry as a sentence, with [c12], [s4], [p7] references. */
  readonly log: (e: LogEntry) => string;
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
  /** The card effects in our own words, by card number. */
  readonly effects: EffectTable;
}

type Other = Exclude<Lang, "en">;

const packs = signal<Partial<Record<Other, LangPack>>>({});
const loading = new Map<Other, Promise<void>>();

const LOADERS: Readonly<Record<Other, () => Promise<LangPack>>> = {
  fr: () => import("./fr.ts").then((m) => m.pack),
  zh: () => import("./zh.ts").then((m) => m.pack),
};

/** The pack of `l` if loaded (reading it inside a component redraws it when the pack arrives). */
export function packOf(l: Lang): LangPack | null {
  return l === "en" ? null : (packs.value[l] ?? null);
}

/** Loads the pack of `l` (once); resolves when it is there. */
export function loadPack(l: Lang): Promise<void> {
  if (l === "en") return Promise.resolve();
  let p = loading.get(l);
  if (!p) {
    p = LOADERS[l]().then((pack) => {
      packs.value = { ...packs.value, [l]: pack };
    });
    p.catch(() => loading.delete(l));
    loading.set(l, p);
  }
  return p;
}

/** A pack given directly (tests in Node, where chunks are plain modules). */
export function usePack(l: Other, pack: LangPack): void {
  packs.value = { ...packs.value, [l]: pack };
  loading.set(l, Promise.resolve());
}

if (typeof window !== "undefined") effect(() => void loadPack(lang.value).catch(() => {}));
