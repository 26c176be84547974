// Card effects in our own words, in the reader's language. English comes from the engine's card
// data (sentences about other implementations left out); French and Chinese are loaded with the
// language (separate chunks, so a reader downloads only his own).
import { CARDS } from "@dawn/engine";
import { signal } from "@preact/signals";
import { type Lang, lang } from "../../shell/i18n.ts";

export type EffectTable = Readonly<Record<number, string>>;

/** The English effect without notes about how another implementation plays the card. */
export function englishEffect(n: number): string {
  const text = CARDS[n]?.effect ?? "";
  return text
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !/\bRTT\b|Rally the Troops|implementation/i.test(sentence))
    .join(" ");
}

const tables = signal<Partial<Record<Lang, EffectTable>>>({});
const loading = new Set<Lang>();

const LOADERS: Readonly<Record<Exclude<Lang, "en">, () => Promise<EffectTable>>> = {
  fr: () => import("./cards.fr.ts").then((m) => m.EFFECTS),
  zh: () => import("./cards.zh.ts").then((m) => m.EFFECTS),
};

/** Loads the effects of `l` (once). */
export function loadEffects(l: Lang): void {
  if (l === "en" || tables.value[l] || loading.has(l)) return;
  loading.add(l);
  LOADERS[l]().then(
    (t) => {
      tables.value = { ...tables.value, [l]: t };
    },
    () => loading.delete(l),
  );
}

/** A card's effect in the reader's language (English until the translation has loaded). */
export function cardEffect(n: number): string {
  const l = lang.value;
  if (l !== "en") {
    const t = tables.value[l];
    if (!t) loadEffects(l);
    const x = t?.[n];
    if (x) return x;
  }
  return englishEffect(n);
}
