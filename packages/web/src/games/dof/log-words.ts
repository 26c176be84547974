// What the French and Chinese logs share: references ([c12], [s4], [p7]), the words for sides,
// countries, suits and places, and the sums of die rolls. Loaded with either language.
import type { CardPlace, Country, DieRoll, PlayAs, ScoringSide, Side, Suit } from "@dawn/engine";

export const c = (n: number | null | undefined): string => (n ? `[c${n}]` : "?");
export const s = (n: number | null | undefined): string => (n === null || n === undefined ? "?" : `[s${n}]`);
export const p = (n: number): string => `[p${n}]`;

export type Other = "fr" | "zh";

export const SIDE: Readonly<Record<Other, Record<Side, string>>> = {
  fr: { com: "Communiste", dem: "Démocrate" },
  zh: { com: "共產黨", dem: "民主派" },
};
export const COUNTRY: Readonly<Record<Other, Record<Country, string>>> = {
  fr: {
    "East Germany": "Allemagne de l’Est",
    Poland: "Pologne",
    Czechoslovakia: "Tchécoslovaquie",
    Hungary: "Hongrie",
    Romania: "Roumanie",
    Bulgaria: "Bulgarie",
  },
  zh: {
    "East Germany": "東德",
    Poland: "波蘭",
    Czechoslovakia: "捷克斯洛伐克",
    Hungary: "匈牙利",
    Romania: "羅馬尼亞",
    Bulgaria: "保加利亞",
  },
};
export const SUIT: Readonly<Record<Other, Record<Suit, string>>> = {
  fr: { rally: "Rally in the Square", march: "March", strike: "Strike", petition: "Petition" },
  zh: { rally: "廣場集會", march: "遊行", strike: "罷工", petition: "請願" },
};
export const PLAY: Readonly<Record<Other, Record<PlayAs, string>>> = {
  fr: {
    event: "pour l’événement",
    ops: "pour les opérations",
    tst: "pour une tentative sur la piste de Tiananmen",
    opsOnly: "pour les opérations sans l’événement (bonus de Tiananmen)",
    opsAndEvent: "pour les opérations et l’événement (bonus de Tiananmen)",
  },
  zh: {
    event: "發生事件",
    ops: "使用點數",
    tst: "嘗試上天安門",
    opsOnly: "只用點數、不發生事件(天安門獎勵)",
    opsAndEvent: "同時使用點數與事件(天安門獎勵)",
  },
};
export const PERIOD: Readonly<Record<Other, Record<string, string>>> = {
  fr: { Early: "du début", Middle: "du milieu", Late: "de la fin" },
  zh: { Early: "早期", Middle: "中期", Late: "晚期" },
};
export const LEVEL: Readonly<Record<Other, Record<ScoringSide["level"], string>>> = {
  fr: { none: "rien", presence: "Présence", domination: "Domination", control: "Contrôle" },
  zh: { none: "無", presence: "存在", domination: "占優", control: "支配" },
};
export const PLACE: Readonly<Record<Other, Record<CardPlace, string>>> = {
  fr: {
    deck: "la pioche",
    discard: "la défausse",
    removed: "les cartes retirées",
    inPlay: "le jeu",
    comHand: "la main du Communiste",
    demHand: "la main du Démocrate",
    comAside: "les cartes mises de côté du Communiste",
    demAside: "les cartes mises de côté du Démocrate",
    played: "le jeu",
  },
  zh: {
    deck: "牌庫",
    discard: "棄牌堆",
    removed: "移出遊戲的牌",
    inPlay: "場上",
    comHand: "共產黨手牌",
    demHand: "民主派手牌",
    comAside: "共產黨蓋放的牌",
    demAside: "民主派蓋放的牌",
    played: "場上",
  },
};

export const other = (x: Side): Side => (x === "com" ? "dem" : "com");
export const handOf = (place: CardPlace): Side | null =>
  place === "comHand" || place === "comAside"
    ? "com"
    : place === "demHand" || place === "demAside"
      ? "dem"
      : null;
export const signed = (n: number): string => (n >= 0 ? `+ ${n}` : `− ${-n}`);
export const cards = (ns: readonly number[], ref: (n: number) => string, l: Other) =>
  ns.map(ref).join(l === "fr" ? ", " : "、");

/** "dé 4 + 2 OPs + 1 = 7" / "骰 4 + 點數 2 + 1 = 7". */
export function sum(r: DieRoll, l: Other): string {
  let ops = 0;
  let more = 0;
  for (const m of r.mods) {
    if (m.why === "ops") ops += m.value;
    else more += m.value;
  }
  const parts =
    l === "fr"
      ? [`dé ${r.die}`, `${signed(ops)} OPs`]
      : [`骰 ${r.die}`, `${signed(ops)} 點數`.replace("+ ", "+ ")];
  if (more !== 0) parts.push(signed(more));
  return `${parts.join(" ")} = ${r.total}`;
}

export function scoringSide(side: Side, x: ScoringSide, l: Other): string {
  return l === "fr"
    ? `${SIDE.fr[side]} ${LEVEL.fr[x.level]} + ${x.battlegrounds} battleground(s) = ${x.points}`
    : `${SIDE.zh[side]}${LEVEL.zh[x.level]} + 戰區 ${x.battlegrounds} = ${x.points}`;
}
