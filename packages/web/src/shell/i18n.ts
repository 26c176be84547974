// The interface's languages: the reader's choice as a signal (components that read it redraw when
// it changes), typed dictionaries per language, and number/plural helpers. Titles bring their own
// dictionaries with `translator` and load them with their board.
import { isLang, LANGS, type Lang, type Localized, localize } from "@dawn/platform";
import { effect, signal } from "@preact/signals";

export { LANGS, type Lang, type Localized };

const STORE = "dawn.lang";

function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(STORE);
    if (isLang(saved)) return saved;
  } catch {
    // storage unavailable (private mode): fall through
  }
  const asked = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  for (const l of asked) {
    const base = String(l).toLowerCase().slice(0, 2);
    if (isLang(base)) return base;
  }
  return "en";
}

/** The reader's language. */
export const lang = signal<Lang>(typeof window === "undefined" ? "en" : initialLang());

/** Each language's own name, for the picker. */
export const LANG_NAME: Readonly<Record<Lang, string>> = { en: "English", fr: "Français", zh: "中文" };
/** BCP 47 tags for `<html lang>` and number formatting. */
export const LANG_TAG: Readonly<Record<Lang, string>> = { en: "en", fr: "fr", zh: "zh-Hant" };

export function setLang(l: Lang): void {
  lang.value = l;
  try {
    localStorage.setItem(STORE, l);
  } catch {
    // not kept: fine
  }
}

if (typeof document !== "undefined") {
  effect(() => {
    document.documentElement.lang = LANG_TAG[lang.value];
  });
}

export type Params = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders. `{n|one|other}` picks a form by the number `n` (English and French:
 * one for 1, French also for 0; Chinese has one form).
 */
export function format(template: string, params?: Params, l: Lang = lang.value): string {
  if (!params) return template;
  return template.replace(
    /\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g,
    (all, key: string, one?: string, other?: string) => {
      const v = params[key];
      if (v === undefined) return all;
      if (one === undefined) return String(v);
      const n = Number(v);
      const singular = l === "fr" ? Math.abs(n) < 2 : n === 1;
      return singular ? one : (other ?? one);
    },
  );
}

/** A dictionary: every key of the English table must be translated (the compiler checks it). */
export type Table<K extends string> = Readonly<Record<K, string>>;
export interface Tables<K extends string> {
  readonly en: Table<K>;
  readonly fr: Table<K>;
  readonly zh: Table<K>;
}

/** A lookup function over typed tables; reading it inside a component subscribes to the language. */
export function translator<K extends string>(tables: Tables<K>) {
  return (key: K, params?: Params): string => {
    const l = lang.value;
    const table: Table<K> = tables[l];
    return format(table[key] ?? tables.en[key], params, l);
  };
}

/** Platform text (a title's name, an option's label) in the reader's language. */
export function loc(text: Localized | string | undefined | null): string {
  if (text === undefined || text === null) return "";
  return localize(text, lang.value);
}

/** A signed number as players write it: +3, −2, 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}
