// Text in the interface's languages. Titles bring their own text (names, options, prompts) in
// this form; the shells pick the reader's language and fall back to English.

/** The interface's languages. */
export const LANGS = ["en", "fr", "zh"] as const;
export type Lang = (typeof LANGS)[number];

/** A text in several languages: English is required, French and Chinese fall back to it. */
export interface Localized {
  readonly en: string;
  readonly fr?: string;
  readonly zh?: string;
}

export function isLang(x: unknown): x is Lang {
  return typeof x === "string" && (LANGS as readonly string[]).includes(x);
}

/** The text in `lang`, or in English when it has no translation. */
export function localize(text: Localized | string, lang: Lang = "en"): string {
  if (typeof text === "string") return text;
  return text[lang] ?? text.en;
}
