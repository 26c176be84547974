// 1989's words in English, French and Chinese: the table's interface, the rules terms as players
// use them (French: the player aid's "Points de Support", "Support Check", "Power Struggle"...;
// Chinese, Traditional: 地區, 安定值, 政權鬥爭, 支持檢定, 行動輪...), decision prompts by kind,
// action labels and confirmations. Card names stay as printed.

import type { RollOdds } from "@dawn/dof";
import {
  type Action,
  CARDS,
  type Country,
  type Level,
  type PlayAs,
  POWER_CARDS,
  type Side,
  type Socio,
  type Suit,
  type View,
} from "@dawn/engine";
import { format, lang, type Params } from "../../shell/i18n.ts";
import type { Key } from "./en.ts";
import { packFor } from "./lang.ts";
import { cardName, spaceName, wildName } from "./names.ts";

export type { Key };

/** 1989's words in the reader's language (English until the language's pack has loaded). */
export function tr(key: Key, params?: Params): string {
  const l = lang.value;
  const t = packFor(l)?.text;
  return t ? format(t[key], params, l) : key;
}
type Dyn = (key: string, params?: Readonly<Record<string, string | number>>) => string;
/** For keys built at run time from typed vocabularies (decision kinds, options, reasons). */
const hasKey = (key: string): boolean => key in (packFor(lang.value)?.text ?? {});
const trKey: Dyn = (key, params) => (hasKey(key) ? tr(key as Key, params) : key);

const SIDE: Readonly<
  Record<Side, { en: string; fr: string; zh: string; short: { en: string; fr: string; zh: string } }>
> = {
  com: { en: "Communist", fr: "Communiste", zh: "共產黨", short: { en: "Com", fr: "Com", zh: "共" } },
  dem: { en: "Democrat", fr: "Démocrate", zh: "民主派", short: { en: "Dem", fr: "Dém", zh: "民" } },
};

export function sideName(s: Side): string {
  return SIDE[s][lang.value];
}
/** The side as an adjective ("communiste" in French: lower case). */
export function sideAdj(s: Side): string {
  const name = SIDE[s][lang.value];
  return lang.value === "fr" ? name.toLowerCase() : name;
}
/** "Communist control" / "contrôle communiste". */
export function controlText(s: Side): string {
  return tr("controlBy", { adj: sideAdj(s) });
}
export function sideShort(s: Side): string {
  return SIDE[s].short[lang.value];
}

const COUNTRY: Readonly<Record<Country, readonly [string, string]>> = {
  "East Germany": ["Allemagne de l’Est", "東德"],
  Poland: ["Pologne", "波蘭"],
  Czechoslovakia: ["Tchécoslovaquie", "捷克斯洛伐克"],
  Hungary: ["Hongrie", "匈牙利"],
  Romania: ["Roumanie", "羅馬尼亞"],
  Bulgaria: ["Bulgarie", "保加利亞"],
};
export function countryName(c: Country): string {
  const l = lang.value;
  return l === "en" ? c : (COUNTRY[c]?.[l === "fr" ? 0 : 1] ?? c);
}

const SOCIO: Readonly<Record<Socio, readonly [string, string, string]>> = {
  elite: ["Elite", "Élite", "精英"],
  bureaucrat: ["Bureaucrat", "Bureaucrate", "官僚"],
  farmer: ["Farmer", "Paysan", "農夫"],
  worker: ["Worker", "Ouvrier", "工人"],
  intellectual: ["Intellectual", "Intellectuel", "知識分子"],
  student: ["Student", "Étudiant", "學生"],
  church: ["Church", "Église", "教會"],
  minority: ["Minority", "Minorité", "少數族群"],
};
const LANG_INDEX = { en: 0, fr: 1, zh: 2 } as const;
export function socioName(s: Socio): string {
  return SOCIO[s]?.[LANG_INDEX[lang.value]] ?? s;
}

const SUIT: Readonly<Record<Suit, readonly [string, string, string]>> = {
  rally: ["Rally in the Square", "Rally in the Square", "廣場集會"],
  march: ["March", "March", "遊行"],
  strike: ["Strike", "Strike", "罷工"],
  petition: ["Petition", "Petition", "請願"],
};
export function suitName(s: Suit): string {
  return SUIT[s]?.[LANG_INDEX[lang.value]] ?? s;
}

/** A Power Struggle card's name: suited cards by suit and rank, leaders and wild cards by name. */
export function powerCardName(id: number): string {
  const p = POWER_CARDS[id];
  if (!p) return `#${id}`;
  if (p.kind === "suited") return `${suitName(p.suit)} ${p.rank}`;
  if (p.kind === "leader") {
    const l = lang.value;
    const who = socioName(p.leader);
    return l === "en" ? p.name : l === "fr" ? `Leader ${who}` : `${who}領袖`;
  }
  return wildName(id);
}

export function periodName(p: string): string {
  return trKey(`period${p}`);
}
export function periodOfTurn(t: number): "Early" | "Middle" | "Late" {
  return t >= 8 ? "Late" : t >= 4 ? "Middle" : "Early";
}

const LEVEL: Readonly<Record<Level, readonly [string, string, string, string, string, string]>> = {
  none: ["no presence", "—", "aucune présence", "—", "無", "—"],
  presence: ["Presence", "Pres", "Présence", "Prés", "存在", "存在"],
  domination: ["Domination", "Dom", "Domination", "Dom", "占優", "占優"],
  control: ["Control", "Ctrl", "Contrôle", "Ctrl", "支配", "支配"],
};
export function levelName(l: Level): string {
  return LEVEL[l][LANG_INDEX[lang.value] * 2]!;
}
export function levelShort(l: Level): string {
  return LEVEL[l][LANG_INDEX[lang.value] * 2 + 1]!;
}

/** "Dem +3", "Com +2" or "0". */
export function netText(net: number): string {
  if (net === 0) return "0";
  return net > 0 ? `${sideShort("dem")} +${net}` : `${sideShort("com")} +${-net}`;
}

/** The VP marker as players say it: "Democrat +3", "even". */
export function vpText(vp: number): string {
  if (vp === 0) return tr("vpEven");
  return tr("vpAhead", { side: vp > 0 ? sideName("dem") : sideName("com"), n: Math.abs(vp) });
}

export function untilText(until: string): string {
  return trKey(`until_${until}`);
}

export function resultText(v: View): string | null {
  const r = v.result;
  if (!r) return null;
  const why = trKey(`why_${r.reason}`);
  const vp = vpText(r.vp);
  return r.winner ? tr("wins", { side: sideName(r.winner), why, vp }) : tr("draw", { why, vp });
}

export function playAsLabel(as: PlayAs): string {
  return trKey(`play_${as}`);
}

/**
 * A short button label for an action; an option may be named after the decision it answers
 * (`opt_<kind>_<option>`: "Decline the extra round" rather than "Pass").
 */
export function actionLabel(a: Action, kind?: string): string {
  switch (a.t) {
    case "play": {
      const c = CARDS[a.card];
      const base = playAsLabel(a.as);
      if (a.as === "ops" && c && c.side !== "neutral" && !c.scoring && c.ops > 0) return `${base} (${c.ops})`;
      if ((a.as === "tst" || a.as === "opsOnly" || a.as === "opsAndEvent") && c) return `${base} (${c.ops})`;
      return base;
    }
    case "option":
      return kind && hasKey(`opt_${kind}_${a.option}`)
        ? trKey(`opt_${kind}_${a.option}`)
        : trKey(`opt_${a.option}`);
    case "power": {
      const p = POWER_CARDS[a.card];
      if (!p) return `#${a.card}`;
      if (a.suit) return tr("powerAs", { card: powerCardName(a.card), suit: suitName(a.suit) });
      return powerCardName(a.card);
    }
    case "space":
      return spaceName(a.space);
    case "card":
      return cardName(a.card);
    case "country":
      return countryName(a.country);
    case "bid":
      return tr("bidAction", { side: sideName(a.side), n: a.sps });
  }
}

/** Decision kinds whose choices can be taken back (nothing random or hidden happens at once). */
const REVERSIBLE_KINDS = new Set(["setupPlace", "placeSupport", "supportLoss", "operations"]);
const REVERSIBLE_OPTIONS = new Set(["place", "check"]);

/**
 * Should the interface ask "are you sure?" before sending this action? Yes for steps that reveal a
 * card, roll a die or cannot be taken back: playing a card, a Support Check target, a Power Struggle
 * card, conceding, raising, retaining Power, bids, discards. Placing SPs can be undone.
 */
export function needsConfirm(kind: string, a: Action): boolean {
  if (a.t === "play" || a.t === "power" || a.t === "bid" || a.t === "card") return true;
  if (kind === "supportCheck") return true;
  if (REVERSIBLE_KINDS.has(kind)) return a.t === "option" && !REVERSIBLE_OPTIONS.has(a.option);
  return a.t === "option" || a.t === "country";
}

/** Rolls a die or reveals something at once (the confirmation then says it cannot be taken back). */
export function irreversible(kind: string, a: Action): boolean {
  if (kind === "supportCheck" && a.t === "space") return true;
  if (a.t === "play")
    return a.as === "tst" || a.as === "event" || a.as === "opsAndEvent" || !!CARDS[a.card]?.scoring;
  return a.t === "power" || a.t === "bid";
}

/**
 * A card played for Operations whose event belongs to the opponent triggers that event (5.2):
 * worth a warning in the card's buttons.
 */
export function triggersOpponentEvent(a: Action, me: string): boolean {
  if (a.t !== "play" || a.as !== "ops") return false;
  const c = CARDS[a.card];
  return !!c && !c.scoring && c.side !== "neutral" && c.side !== me;
}

const CARD_VERB: Readonly<Record<string, Key>> = {
  raiseDiscard: "confirmDiscard",
  discardDrawn: "confirmDiscard",
  eventDiscard: "confirmDiscard",
  generalStrike: "confirmDiscard",
  cancelCheck: "confirmDiscard",
  tstSwap: "confirmDiscard",
  eventSetAside: "confirmSetAside",
  stasiDeclare: "confirmDeclare",
};

/** A sentence for the confirmation: always a question with a verb. */
export function confirmText(kind: string, a: Action, me?: Side | null): string {
  switch (a.t) {
    case "play": {
      const how = playAsLabel(a.as);
      if (me && triggersOpponentEvent(a, me))
        return tr("confirmPlayTheirEvent", { card: cardName(a.card), how });
      return tr("confirmPlay", { card: cardName(a.card), how });
    }
    case "space":
      return kind === "supportCheck"
        ? tr("confirmCheck", { space: spaceName(a.space) })
        : tr("confirmOption", { what: spaceName(a.space) });
    case "card":
      return tr(CARD_VERB[kind] ?? "confirmChoose", { card: cardName(a.card) });
    case "power":
      return tr("confirmPower", { card: actionLabel(a) });
    case "country":
      return tr("confirmCountry", { country: countryName(a.country) });
    case "bid":
      return tr("confirmBid", { side: sideName(a.side), n: a.sps });
    case "option":
      return tr("confirmOption", { what: actionLabel(a, kind) });
  }
}

/** Options that answer nothing when they are the only one: sent without asking (item: one answer). */
const NO_CHOICE = new Set(["concede", "pass", "done", "none", "stop"]);

/** The action to send at once when a decision has a single answer that gives nothing away. */
export function autoAnswer(kind: string, actions: readonly Action[]): Action | null {
  if (actions.length !== 1 || kind === "actionRound") return null;
  const a = actions[0]!;
  return a.t === "option" && NO_CHOICE.has(a.option) ? a : null;
}

/**
 * Austria-Hungary Border Reopened's declaration, read from the engine's prompt ("Declare the
 * Support Check" / "both Support Checks" / "all N Support Checks" ... "+B Ops bonus"): the number
 * of checks it covers and the bonus.
 */
export function declaration(prompt: string): { readonly n: number; readonly bonus: number } | null {
  const m =
    /Declare (the Support Check|both Support Checks|all (\d+) Support Checks) .*\+(\d+) Ops bonus/.exec(
      prompt,
    );
  if (!m) return null;
  const n = m[2] ? Number(m[2]) : m[1]!.startsWith("both") ? 2 : 1;
  return { n, bonus: Number(m[3]) };
}

/** The pack's key and values for a decision's prompt (some kinds read more than the kind). */
function promptKey(d: NonNullable<View["decision"]>): { key: string; params: Params } {
  const round = roundOf(d.prompt);
  switch (d.kind) {
    case "declareBonus": {
      const x = declaration(d.prompt) ?? { n: 2, bonus: 1 };
      const key = x.n === 1 ? "k_declareBonusOne" : x.n === 2 ? "k_declareBonusTwo" : "k_declareBonus";
      return { key, params: x };
    }
    case "supportCheck":
      return { key: "k_supportCheck", params: { n: d.left ?? 1 } };
    case "generalStrike":
      // Honecker's extra round may be declined (rulings.md, General Strike and Honecker).
      return /decline this extra round/.test(d.prompt) ||
        d.actions?.some((a) => a.t === "option" && a.option === "pass")
        ? { key: "k_generalStrikeExtra", params: { round } }
        : { key: "k_generalStrike", params: { round } };
    default:
      return { key: `k_${d.kind}`, params: { round } };
  }
}

/** The decision's prompt in the reader's language (English: the engine's own sentence). */
export function kindPrompt(d: NonNullable<View["decision"]>): string {
  if (lang.value === "en" || !hasKey(`k_${d.kind}`)) return d.prompt;
  const card = d.card !== undefined ? cardName(d.card) : "";
  const { key, params } = promptKey(d);
  const text = trKey(key, params);
  return card && !text.includes(card) && d.kind.startsWith("event")
    ? `${card} : ${text}`.replace(" : ", lang.value === "zh" ? ":" : " : ")
    : text;
}

function roundOf(prompt: string): string {
  return /Action Round (\d+)/.exec(prompt)?.[1] ?? "";
}

/** A sentence explaining the decision, when it needs one (raising the stakes, matching...). */
export function decisionHelp(kind: string): string | null {
  const key = `help_${kind}`;
  return hasKey(key) ? trKey(key) : null;
}

function pctOf(o: RollOdds): number {
  return Math.round((o.faces * 100) / 6);
}

/** "50%": the chance of a roll, short (buttons, map). */
export function chanceText(o: RollOdds): string {
  return tr("chanceShort", { pct: pctOf(o) });
}

/**
 * The chance of a roll as a sentence with its terms: "50% chance: a die of 4 or more (+3 to the
 * die, needs 7)"; another side's roll (an opponent's event) is named.
 */
export function oddsText(o: RollOdds, me: Side | null): string {
  const mod = o.mod >= 0 ? `+${o.mod}` : `−${-o.mod}`;
  const params = { pct: pctOf(o), min: Math.max(1, o.need - o.mod), mod, need: o.need };
  const text =
    o.faces >= 6 ? tr("oddsAlways", params) : o.faces <= 0 ? tr("oddsNever", params) : tr("oddsRoll", params);
  return me && o.side !== me ? tr("oddsOf", { side: sideName(o.side), odds: text }) : text;
}
