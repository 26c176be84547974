// Card effects in our own words, in the reader's language. English comes from the engine's card
// data (remarks about other implementations left out); French and Chinese come with the
// language's pack (fr.ts, zh.ts).
import { CARDS } from "@dawn/engine";
import { effect, signal } from "@preact/signals";
import { lang } from "../../shell/i18n.ts";
import { type EffectTable, packFor } from "./lang.ts";

/**
 * The English effects. In Node (tests) the card data has them; in the browser the build takes them
 * out of it (vite.config.ts) and they come as a chunk of their own when an English reader (or a
 * missing translation) needs them.
 */
const english = signal<EffectTable | null>(null);
let englishLoading: Promise<void> | null = null;

export function loadEnglishEffects(): Promise<void> {
  englishLoading ??= import("./cards.en.ts").then(
    (m) => {
      english.value = m.EFFECTS;
    },
    (e: unknown) => {
      englishLoading = null;
      throw e;
    },
  );
  return englishLoading;
}

if (typeof window !== "undefined")
  effect(() => {
    if (lang.value === "en") void loadEnglishEffects().catch(() => {});
  });

/** A remark about how another implementation plays a card, not a rule of the game. */
const OTHER_IMPLEMENTATION = /\bRTT\b|Rally the Troops|implementation/i;

/**
 * The English effect without remarks about another implementation: a sentence made only of such a
 * remark goes; in a sentence joining a rule and a remark with "and" or a semicolon, only the
 * remark goes ("A space he already controls gains nothing, and RTT skips this step..." keeps
 * "A space he already controls gains nothing.").
 */
export function englishEffect(n: number): string {
  const text = english.value?.[n] ?? CARDS[n]?.effect;
  if (text === undefined) {
    if (typeof window !== "undefined") void loadEnglishEffects().catch(() => {});
    return "";
  }
  return text
    .split(/(?<=\.)\s+/)
    .map((sentence) => {
      if (!OTHER_IMPLEMENTATION.test(sentence)) return sentence;
      const kept = sentence
        .replace(/\.$/, "")
        .split(/,\s+and\s+|;\s+/)
        .filter((clause) => !OTHER_IMPLEMENTATION.test(clause));
      return kept.length ? `${kept.join(", ")}.` : "";
    })
    .filter(Boolean)
    .join(" ");
}

/** A card's effect in the reader's language (English until the language's pack has loaded). */
export function cardEffect(n: number): string {
  return packFor(lang.value)?.effects[n] || englishEffect(n);
}
