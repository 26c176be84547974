// Labels of legal actions in the reader's language, with what a player needs to choose (a
// province's unrest and living standards, a city's factory, a road's sites, a card's name), and
// the decision's prompt.

import { lang } from "../../shell/i18n.ts";
import { boxText, cardGroupText, cardTitle } from "./cardtext.ts";
import {
  type Action,
  CARDS,
  CITIES,
  CONNECTIONS,
  type OptionName,
  PROVINCES,
  type Side,
  type Use,
  type View,
} from "./engine.ts";
import { kindPrompt, provinceName, sectorName, signedN, type TextKey, tr, trackName } from "./text.ts";

type Seen = Pick<
  View,
  | "unrest"
  | "livingStandards"
  | "massProtests"
  | "factories"
  | "factoryValues"
  | "infrastructure"
  | "sectors"
  | "decision"
>;

const OPTION_KEY: Readonly<Record<OptionName, TextKey>> = {
  done: "optDone",
  none: "optNone",
  westDraws: "optWestDraws",
  lookHand: "optLookHand",
  lookDeck: "optLookDeck",
};

/** Whether a card is of the player's colour (6.1: removing unrest with it is free). */
export function ownColour(card: number, side: Side): boolean {
  const c = CARDS[card]?.colour;
  return side === "west" ? c === "yellow" : c === "red" || c === "special";
}

/** The player's value of a card (6.2, 6.3). */
export function valueFor(card: number, side: Side): number {
  const v = CARDS[card]?.value;
  return v ? v[side] : 0;
}

export function useLabel(card: number, use: Use, side: Side): string {
  switch (use) {
    case "unrest":
      return tr(ownColour(card, side) ? "useUnrest" : "useUnrestPay");
    case "build":
      return tr("useBuild", { n: valueFor(card, side) });
    case "ls":
      return tr("useLs", { n: valueFor(card, side) });
    case "event":
      return tr((CARDS[card]?.colour ?? "") === "special" ? "useEventSpecial" : "useEvent");
  }
}

export function useTitle(card: number, use: Use, side: Side): string {
  switch (use) {
    case "unrest":
      return tr(ownColour(card, side) ? "useTitleUnrest" : "useTitleUnrestPay");
    case "build":
      return tr("useTitleBuild");
    case "ls":
      return tr("useTitleLs");
    case "event":
      return tr("useTitleEvent");
  }
}

/** A city's factory in words: none, its value, rundown, removed for good. */
export function cityFacts(v: Pick<View, "factories" | "factoryValues">, c: number): string {
  const f = v.factories[c] ?? 0;
  const val = v.factoryValues[c] ?? 0;
  return f === 1
    ? tr("factoryValue", { n: val })
    : f === 2
      ? tr("rundownValue", { n: val })
      : f === 3
        ? tr("factoryGone")
        : tr("noFactory");
}

/** A legal action in words, for buttons and lists. */
export function actionLabel(a: Action, v: Seen, side: Side): string {
  lang.value;
  switch (a.t) {
    case "play":
      return `${cardTitle(a.card)}: ${useLabel(a.card, a.use, side)}`;
    case "police":
      return tr("police");
    case "province": {
      const p = PROVINCES[a.province]!;
      const facts = [
        tr("unrestN", { n: v.unrest[a.province] ?? 0 }),
        tr("lsN", { n: v.livingStandards[a.province] ?? 0 }),
      ];
      const mp = v.massProtests[a.province] ?? 0;
      if (mp) facts.push(tr("mpN", { n: mp }));
      return `${provinceName(p.id)} — ${facts.join(", ")}`;
    }
    case "city": {
      const c = CITIES[a.city]!;
      const where =
        c.province !== null
          ? provinceName(c.province)
          : c.abroad
            ? c.abroad === "polska"
              ? "Polska"
              : "ČSSR"
            : "";
      return `${c.name}${where && where !== c.name ? ` (${where})` : ""} — ${cityFacts(v, a.city)}`;
    }
    case "line": {
      const k = CONNECTIONS[a.conn]!;
      return `${CITIES[k.a]!.name}–${CITIES[k.b]!.name} — ${tr("infraOf", { built: v.infrastructure[a.conn] ?? 0, lines: k.lines })}`;
    }
    case "sector":
      return tr("sectorLs", { sector: sectorName(a.sector), n: v.sectors[a.sector] });
    case "card":
      return cardTitle(a.card);
    case "group":
      return tr("groupN", {
        what: cardGroupText(v.decision?.card, a.group) ?? tr("iconsN", { n: a.group + 1 }),
      });
    case "skip":
      if (a.skip === "nothing") return tr("skipNothing");
      if (typeof a.skip === "number")
        return tr("skipIcon", {
          what: cardGroupText(v.decision?.card, a.skip) ?? tr("iconsN", { n: a.skip + 1 }),
        });
      return tr("skipTrack", { track: trackName(a.skip) });
    case "box":
      return tr("boxAction", { n: signedN(a.box), what: boxText(a.box) });
    case "option":
      return tr(OPTION_KEY[a.option]);
  }
}

/**
 * The decision's prompt in the reader's language: the engine's own sentence in English (it names
 * the attacking province, the icons left...), our words by kind in French and Chinese.
 */
export function promptText(d: NonNullable<View["decision"]>): string {
  if (lang.value === "en" && d.prompt) return /[.?!]$/.test(d.prompt) ? d.prompt : `${d.prompt}.`;
  const text = kindPrompt(d.kind, d.n);
  // The East-West comparison names the attacking province only in the engine's sentence.
  const attacker =
    d.kind === "attack" ? PROVINCES.find((p) => d.prompt.includes(`does ${p.name} attack`)) : undefined;
  return attacker ? `${provinceName(attacker.id)}: ${text}` : text;
}
