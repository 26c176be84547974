// The log in the reader's language, rendered from the engine's typed entries (never by translating
// English sentences). English is the engine's own rendering (logText); French and Chinese are
// written here, entry type by entry type. Cards are written [c12], spaces [s4], Power Struggle
// cards [p7]; `segments` turns them into named references.
import {
  CARDS,
  type CardPlace,
  type Country,
  type DieRoll,
  type LogEntry,
  type NoteKey,
  type PlayAs,
  POWER_CARDS,
  type ScoringSide,
  type Side,
  SPACES,
  type Suit,
  TST_BOX_NAMES,
  USSR_TRACK,
  type View,
} from "@dawn/engine";
import { type Lang, lang } from "../../shell/i18n.ts";

/** One log entry as a view holds it (its data and the English sentence). */
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

// ---- French and Chinese ------------------------------------------------------------------------

const c = (n: number | null | undefined): string => (n ? `[c${n}]` : "?");
const s = (n: number | null | undefined): string => (n === null || n === undefined ? "?" : `[s${n}]`);
const p = (n: number): string => `[p${n}]`;

type Other = "fr" | "zh";

const SIDE: Readonly<Record<Other, Record<Side, string>>> = {
  fr: { com: "Communiste", dem: "Démocrate" },
  zh: { com: "共產黨", dem: "民主派" },
};
const COUNTRY: Readonly<Record<Other, Record<Country, string>>> = {
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
const SUIT: Readonly<Record<Other, Record<Suit, string>>> = {
  fr: { rally: "Rally in the Square", march: "March", strike: "Strike", petition: "Petition" },
  zh: { rally: "廣場集會", march: "遊行", strike: "罷工", petition: "請願" },
};
const PLAY: Readonly<Record<Other, Record<PlayAs, string>>> = {
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
const PERIOD: Readonly<Record<Other, Record<string, string>>> = {
  fr: { Early: "du début", Middle: "du milieu", Late: "de la fin" },
  zh: { Early: "早期", Middle: "中期", Late: "晚期" },
};
const LEVEL: Readonly<Record<Other, Record<ScoringSide["level"], string>>> = {
  fr: { none: "rien", presence: "Présence", domination: "Domination", control: "Contrôle" },
  zh: { none: "無", presence: "存在", domination: "占優", control: "支配" },
};
const PLACE: Readonly<Record<Other, Record<CardPlace, string>>> = {
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

const other = (x: Side): Side => (x === "com" ? "dem" : "com");
const handOf = (place: CardPlace): Side | null =>
  place === "comHand" || place === "comAside"
    ? "com"
    : place === "demHand" || place === "demAside"
      ? "dem"
      : null;
const signed = (n: number): string => (n >= 0 ? `+ ${n}` : `− ${-n}`);
const cards = (ns: readonly number[], ref: (n: number) => string, l: Other) =>
  ns.map(ref).join(l === "fr" ? ", " : "、");

/** "dé 4 + 2 OPs + 1 = 7" / "骰 4 + 點數 2 + 1 = 7". */
function sum(r: DieRoll, l: Other): string {
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

function scoringSide(side: Side, x: ScoringSide, l: Other): string {
  return l === "fr"
    ? `${SIDE.fr[side]} ${LEVEL.fr[x.level]} + ${x.battlegrounds} battleground(s) = ${x.points}`
    : `${SIDE.zh[side]}${LEVEL.zh[x.level]} + 戰區 ${x.battlegrounds} = ${x.points}`;
}

/** "le Communiste" / "le Démocrate". */
const le = (x: Side) => `le ${SIDE.fr[x]}`;
const Le = (x: Side) => `Le ${SIDE.fr[x]}`;

function frNote(key: NoteKey, country: Country | undefined, by: number | undefined): string {
  const k = country ? COUNTRY.fr[country] : "?";
  switch (key) {
    case "strikeStarts":
      return "la grève générale commence au prochain tour d’action du Communiste.";
    case "extraRound":
      return "le Communiste peut jouer un tour d’action de plus ce tour.";
    case "checksBarred":
      return `le Communiste ne peut pas faire de Support Check en ${k} ce tour.`;
    case "waitsForRomania":
      return "attend le prochain Power Struggle en Roumanie.";
    case "gameEndsThisTurn":
      return "la partie s’arrêtera à la fin de ce tour.";
    case "declined":
      return "refusé.";
    case "ligachevAvoided":
      return "le Démocrate joue Gorbachev Charms the West pour son événement.";
    case "coupIn":
      return `en ${k}.`;
    case "tstTop":
      return "le marqueur de Tiananmen est déjà dans la dernière case.";
    case "wallMustGo":
      return "The Wall Must Go! a réussi : aucun effet.";
    case "tyrantGone":
      return "The Tyrant is Gone a pris effet : aucun effet.";
    case "cancelled":
      return `annulé par ${by ? c(by) : "un autre événement"} : aucun effet.`;
    case "noChecks":
      return "le Démocrate ne contrôle pas Czech Writers : pas de Support Check.";
    case "noFarmer":
      return "aucun espace Paysan contrôlé par le Démocrate dans le pays : aucun effet.";
    case "takesEffect":
      return "prend effet.";
    case "nothing":
      return "rien ne convient.";
  }
}

function zhNote(key: NoteKey, country: Country | undefined, by: number | undefined): string {
  const k = country ? COUNTRY.zh[country] : "?";
  switch (key) {
    case "strikeStarts":
      return "總罷工從共產黨的下一個行動輪開始。";
    case "extraRound":
      return "共產黨本回合可多進行一個行動輪。";
    case "checksBarred":
      return `本回合共產黨不能在${k}進行支持檢定。`;
    case "waitsForRomania":
      return "等待下一次羅馬尼亞的政權鬥爭。";
    case "gameEndsThisTurn":
      return "遊戲將在本回合結束時結束。";
    case "declined":
      return "放棄使用。";
    case "ligachevAvoided":
      return "民主派以事件方式打出 Gorbachev Charms the West。";
    case "coupIn":
      return `發生在${k}。`;
    case "tstTop":
      return "天安門標記已在最後一格。";
    case "wallMustGo":
      return "The Wall Must Go! 已成功:沒有效果。";
    case "tyrantGone":
      return "The Tyrant is Gone 已生效:沒有效果。";
    case "cancelled":
      return `被${by ? c(by) : "其他事件"}取消:沒有效果。`;
    case "noChecks":
      return "民主派未控制 Czech Writers:不能進行支持檢定。";
    case "noFarmer":
      return "該國沒有民主派控制的農夫地區:沒有效果。";
    case "takesEffect":
      return "生效。";
    case "nothing":
      return "沒有符合條件的目標。";
  }
}

/** The entry in French, with [c], [s], [p] references. */
export function frText(e: LogEntry): string {
  const S = SIDE.fr;
  const K = COUNTRY.fr;
  switch (e.t) {
    case "newGame":
      return `Nouvelle partie (${e.scenario}${e.bid ? ", enchère d’équilibrage" : ""}).`;
    case "bid":
      return `Le ${e.seat === "com" ? "premier" : "second"} joueur enchérit.`;
    case "bids":
      return `Enchères : le premier joueur veut le ${S[e.com.side]} en offrant ${e.com.sps} ; le second veut le ${S[e.dem.side]} en offrant ${e.dem.sps}.`;
    case "bidBonus":
      return `${Le(e.side)} reçoit ${e.n} SP de plus grâce à l’enchère.`;
    case "rollOff": {
      if (e.card === null)
        return `Jets d’égalité : premier joueur ${e.com.die}, second joueur ${e.dem.die}${e.winner ? ` : le ${e.winner === "com" ? "premier" : "second"} joueur choisit son camp` : ""}.`;
      const round = e.winner ? `${le(e.winner)} gagne la manche` : "égalité, on relance";
      const decided = e.decided ? ` ${Le(e.decided)} gagne le duel de dés.` : "";
      return `Duel de dés : Démocrate ${e.dem.total} (dé ${e.dem.die}), Communiste ${e.com.total} (dé ${e.com.die}) : ${round} (${e.score.dem}-${e.score.com}).${decided}`;
    }
    case "deal":
      return `Cartes distribuées : Communiste ${e.com}, Démocrate ${e.dem}.`;
    case "turn":
      return `Début du tour ${e.turn}.`;
    case "periodCards":
      return `Les cartes ${PERIOD.fr[e.period]} de guerre sont mélangées dans la pioche.`;
    case "reshuffle":
      return "La défausse est mélangée pour former une nouvelle pioche.";
    case "asideReturned":
      return `${Le(e.side)} reprend ${e.n} carte(s) mise(s) de côté.`;
    case "draw":
      return `${Le(e.side)} pioche ${e.n} carte(s)${e.cards?.length ? ` : ${cards(e.cards, c, "fr")}` : ""}.`;
    case "forfeit":
      return `${Le(e.side)} n’a pas de carte et perd le tour d’action ${e.round}.`;
    case "declineRound":
      return `${Le(e.side)} renonce au tour d’action ${e.round}.`;
    case "play":
      return e.via
        ? `${Le(e.side)} joue ${c(e.card)} pour les opérations avec ${c(e.via)} ; son événement est annulé.`
        : `${Le(e.side)} joue ${c(e.card)} ${PLAY.fr[e.as]}.`;
    case "event":
      return `L’événement de ${c(e.card)} a lieu pour le ${S[e.side]}.`;
    case "noEvent":
      return `L’événement de ${c(e.card)} ne peut pas avoir lieu.`;
    case "cardMove": {
      const what = e.card === null ? "une carte" : c(e.card);
      const by = e.by ? ` (${c(e.by)})` : "";
      const from = handOf(e.from);
      const to = handOf(e.to);
      if (e.to === "played") return `${c(e.card)} est prise dans ${PLACE.fr[e.from]} pour être jouée${by}.`;
      if (from && e.to === "discard")
        return `${Le(from)} défausse ${what}${e.random ? " au hasard" : ""}${by}.`;
      if (from && to && from !== to) return `${Le(from)} donne ${what} au ${S[to]}${by}.`;
      if (from && (e.to === "comAside" || e.to === "demAside"))
        return `${Le(from)} met ${what} de côté jusqu’au prochain tour${by}.`;
      if (to && e.from === "discard") return `${Le(to)} prend ${what} dans la défausse${by}.`;
      return `${what} passe de ${PLACE.fr[e.from]} à ${PLACE.fr[e.to]}${by}.`;
    }
    case "reveal": {
      const list = e.cards?.length ? ` : ${cards(e.cards, e.power ? p : c, "fr")}` : "";
      return `${c(e.by)} : ${le(e.side)} montre au ${S[e.to]} ${e.n} carte(s)${e.power ? " de Power Struggle" : ""}${list}.`;
    }
    case "sp": {
      const n = Math.abs(e.n);
      switch (e.why) {
        case "setup":
        case "ops":
          return `${Le(e.side)} place ${n} SP à ${s(e.space)}.`;
        case "control":
          return `Ajoute ${n} SP ${S[e.side].toLowerCase()}(s) à ${s(e.space)} pour le contrôler.`;
        case "psLoss":
          return `${Le(e.side)} retire ${n} SP de ${s(e.space)}.`;
        default:
          return e.n > 0
            ? `Ajoute ${n} SP ${S[e.side].toLowerCase()}(s) à ${s(e.space)}.`
            : `Retire ${n} SP ${S[e.side].toLowerCase()}(s) de ${s(e.space)}.`;
      }
    }
    case "spConvert":
      return `${e.n} SP ${S[e.from].toLowerCase()}(s) à ${s(e.space)} remplacé(s) par des SP ${S[e.to].toLowerCase()}s.`;
    case "spMove":
      return `Déplace ${e.n} SP ${S[e.side].toLowerCase()}(s) de ${s(e.from)} à ${s(e.to)}.`;
    case "systematized":
      return `${s(e.space)} est retiré de la carte : ${e.dem} SP démocrate(s) perdu(s), ${e.com} SP communiste(s) ${e.movedTo === null ? "perdu(s)" : `déplacé(s) à ${s(e.movedTo)}`}.`;
    case "vp": {
      const why =
        e.why === "scoring"
          ? ""
          : e.why === "finalBonus"
            ? " (pouvoir gardé au décompte final)"
            : e.why === "power"
              ? ` pour le pouvoir en ${e.country ? K[e.country] : "?"}`
              : e.card
                ? ` (${c(e.card)})`
                : "";
      return `${Le(e.side)} ${e.n >= 0 ? "gagne" : "perd"} ${Math.abs(e.n)} PV${why} (PV : ${e.vp}).`;
    }
    case "check": {
      const result = e.success ? `${e.removed} SP adverse(s) retiré(s), ${e.added} ajouté(s)` : "aucun effet";
      return `Support Check du ${S[e.side]} à ${s(e.space)} : ${sum(e, "fr")} contre ${(e.need ?? 1) - 1} : ${result}.`;
    }
    case "tst":
      return `Tentative du ${S[e.side]} sur la piste de Tiananmen : ${e.total} (dé ${e.die}) contre ${e.need} : ${e.success ? "réussite" : "échec"}.`;
    case "roll":
      switch (e.for) {
        case "generalStrike":
          return `${Le(e.side)} défausse ${c(e.card)} contre la grève générale : ${sum(e, "fr")} : la grève ${e.success ? "prend fin" : "continue"}.`;
        case "psInitiative":
          return e.success
            ? `${Le(e.side)} fait ${e.die} contre un rang ${e.need} et prend l’initiative.`
            : `${Le(e.side)} fait ${e.die} contre un rang ${e.need} : ${le(other(e.side))} garde l’initiative.`;
        case "psSupportLoss":
          return `Jet de perte de supports : ${e.die} ${signed(e.total - e.die)} = ${e.total} : ${le(e.side)} retire ${e.result ?? 0} SP en ${e.country ? K[e.country] : "?"}.`;
        case "psVp":
          return `Jet de PV : ${e.die} ${signed(e.total - e.die)} = ${e.total}.`;
        default: {
          const mods = e.mods.length ? ` ${e.mods.map((m) => signed(m.value)).join(" ")} = ${e.total}` : "";
          const need =
            e.need === null ? "" : ` (il faut ${e.need} ou plus) : ${e.success ? "réussite" : "aucun effet"}`;
          const where = e.space !== undefined ? ` à ${s(e.space)}` : "";
          return `${e.card ? `${c(e.card)}${where} : ` : ""}${le(e.side)} fait ${e.die}${mods}${need}.`;
        }
      }
    case "tstAdvance":
      return `${Le(e.side)} atteint la case ${e.box} de la piste de Tiananmen : ${TST_BOX_NAMES[e.side][e.box] ?? ""}.${e.first ? "" : ` Le bonus de la case ${e.box} du ${S[other(e.side)]} prend fin.`}`;
    case "tstFreeCheck":
      return `${Le(e.side)} peut faire un Support Check gratuit (bonus de Tiananmen).`;
    case "ussr":
      return `Le marqueur de stabilité de l’URSS passe à ${USSR_TRACK[e.box]?.label ?? e.box}.`;
    case "lastingEnds":
      return e.by ? `${c(e.card)} est annulé par ${c(e.by)}.` : `${c(e.card)} prend fin.`;
    case "note":
      return `${c(e.card)} : ${frNote(e.note, e.country, e.by)}`;
    case "psStart":
      return `Power Struggle en ${K[e.country]} : Communiste ${e.com} carte(s), Démocrate ${e.dem} carte(s).`;
    case "psRaise":
      return `${Le(e.side)} fait Raise the Stakes.`;
    case "psPlay":
      switch (e.role) {
        case "lead":
          return `${Le(e.side)} attaque avec ${p(e.card)}${e.suit ? ` comme ${SUIT.fr[e.suit]}` : ""}.`;
        case "match":
          return `${Le(e.side)} répond avec ${p(e.card)}.`;
        case "tacticFails":
          return `${Le(e.side)} joue ${p(e.card)} : ${e.suit ? SUIT.fr[e.suit] : "la famille"} ne peut plus être jouée.`;
        default:
          return `${Le(e.side)} joue ${p(e.card)}.`;
      }
    case "psDiscard":
      return `${Le(e.side)} défausse ${p(e.card)}${e.random ? " au hasard" : ""}.`;
    case "psDraw":
      return `${Le(e.side)} pioche ${e.n} carte(s) de Power Struggle.`;
    case "psTake":
      return `${c(e.card)} : ${le(e.side)} prend au hasard ${e.n} carte(s) de Power Struggle au ${S[other(e.side)]}.`;
    case "psInitiative":
      return `${Le(e.side)} prend l’initiative.`;
    case "psResult": {
      const loser = S[other(e.winner)];
      const suit = e.suit ? ` avec ${SUIT.fr[e.suit]}` : "";
      return e.why === "noCard"
        ? `Le ${loser} n’a pas de carte jouable : ${le(e.winner)} gagne le Power Struggle.`
        : `Le ${loser} ne répond pas : ${le(e.winner)} gagne le Power Struggle${suit}.`;
    }
    case "crowdTurns":
      return `The Crowd Turns Against Ceausescu : le Démocrate tire ${e.cards.length} cartes de Power Struggle (${cards(e.cards, p, "fr")}) : ${e.rallies} Rally in the Square, ${e.ops} OPs en Roumanie.`;
    case "power":
      return e.how === "retained"
        ? `Le Communiste garde le pouvoir en ${K[e.country]}.`
        : e.how === "toppled"
          ? `Le Communiste est renversé en ${K[e.country]} !`
          : `Le Communiste cède le pouvoir en ${K[e.country]}.`;
    case "scoring":
      return `Décompte de la ${K[e.country]} : ${scoringSide("dem", e.dem, "fr")}, ${scoringSide("com", e.com, "fr")} ; solde ${e.net >= 0 ? "+" : ""}${e.net}.`;
    case "finalScoring":
      return "Décompte final.";
    case "ceausescus":
      return e.captured
        ? `Le Démocrate contrôle ${s(e.space)} : les Ceausescu sont capturés.`
        : e.space === null
          ? "Les Ceausescu n’ont nulle part où fuir."
          : `Les Ceausescu fuient à ${s(e.space)}.`;
    case "heldScoring":
      return `${Le(e.side)} garde ${cards(e.cards, c, "fr")} en main à la fin du tour.`;
    case "result":
      switch (e.reason) {
        case "automaticVictory":
          return `${Le(e.winner ?? "dem")} atteint ${Math.abs(e.vp)} PV : victoire automatique.`;
        case "heldScoringCard":
          return e.winner
            ? `${Le(e.winner)} gagne : une carte de décompte a été gardée en main.`
            : "Les deux ont gardé une carte de décompte : égalité.";
        case "resignation":
          return `${Le(other(e.winner ?? "dem"))} abandonne.`;
        default:
          return e.winner ? `${Le(e.winner)} gagne (${e.vp} PV).` : "La partie est nulle.";
      }
  }
}

/** The entry in Chinese (Traditional), with [c], [s], [p] references. */
export function zhText(e: LogEntry): string {
  const S = SIDE.zh;
  const K = COUNTRY.zh;
  switch (e.t) {
    case "newGame":
      return `新對局(${e.scenario}${e.bid ? ",平衡出價" : ""})。`;
    case "bid":
      return `${e.seat === "com" ? "先手" : "後手"}玩家已出價。`;
    case "bids":
      return `出價:先手玩家想扮演${S[e.com.side]},讓出 ${e.com.sps};後手玩家想扮演${S[e.dem.side]},讓出 ${e.dem.sps}。`;
    case "bidBonus":
      return `${S[e.side]}因出價額外獲得 ${e.n} 點影響力。`;
    case "rollOff": {
      if (e.card === null)
        return `平手擲骰:先手 ${e.com.die},後手 ${e.dem.die}${e.winner ? `:${e.winner === "com" ? "先手" : "後手"}玩家選擇陣營` : ""}。`;
      const round = e.winner ? `${S[e.winner]}贏得這一輪` : "平手,重擲";
      const decided = e.decided ? `${S[e.decided]}贏得擲骰對決。` : "";
      return `擲骰對決:民主派 ${e.dem.total}(骰 ${e.dem.die}),共產黨 ${e.com.total}(骰 ${e.com.die}):${round}(${e.score.dem}-${e.score.com})。${decided}`;
    }
    case "deal":
      return `發牌:共產黨 ${e.com} 張,民主派 ${e.dem} 張。`;
    case "turn":
      return `第 ${e.turn} 回合開始。`;
    case "periodCards":
      return `${PERIOD.zh[e.period]}牌洗入牌庫。`;
    case "reshuffle":
      return "棄牌堆重洗成為新的牌庫。";
    case "asideReturned":
      return `${S[e.side]}拿回 ${e.n} 張蓋放的牌。`;
    case "draw":
      return `${S[e.side]}抽 ${e.n} 張牌${e.cards?.length ? `:${cards(e.cards, c, "zh")}` : ""}。`;
    case "forfeit":
      return `${S[e.side]}沒有手牌,放棄行動輪 ${e.round}。`;
    case "declineRound":
      return `${S[e.side]}放棄行動輪 ${e.round}。`;
    case "play":
      return e.via
        ? `${S[e.side]}以 ${c(e.via)} 打出 ${c(e.card)} 使用點數;其事件被取消。`
        : `${S[e.side]}打出 ${c(e.card)},${PLAY.zh[e.as]}。`;
    case "event":
      return `${c(e.card)} 的事件為${S[e.side]}發生。`;
    case "noEvent":
      return `${c(e.card)} 的事件無法發生。`;
    case "cardMove": {
      const what = e.card === null ? "一張牌" : c(e.card);
      const by = e.by ? `(${c(e.by)})` : "";
      const from = handOf(e.from);
      const to = handOf(e.to);
      if (e.to === "played") return `從${PLACE.zh[e.from]}拿出 ${c(e.card)} 打出${by}。`;
      if (from && e.to === "discard") return `${S[from]}${e.random ? "隨機" : ""}棄掉 ${what}${by}。`;
      if (from && to && from !== to) return `${S[from]}把 ${what} 交給${S[to]}${by}。`;
      if (from && (e.to === "comAside" || e.to === "demAside"))
        return `${S[from]}把 ${what} 蓋放到下回合${by}。`;
      if (to && e.from === "discard") return `${S[to]}從棄牌堆拿走 ${what}${by}。`;
      return `${what} 從${PLACE.zh[e.from]}移到${PLACE.zh[e.to]}${by}。`;
    }
    case "reveal": {
      const list = e.cards?.length ? `:${cards(e.cards, e.power ? p : c, "zh")}` : "";
      return `${c(e.by)}:${S[e.side]}向${S[e.to]}出示 ${e.n} 張${e.power ? "政權鬥爭" : ""}牌${list}。`;
    }
    case "sp": {
      const n = Math.abs(e.n);
      switch (e.why) {
        case "setup":
        case "ops":
          return `${S[e.side]}在 ${s(e.space)} 放置 ${n} 點影響力。`;
        case "control":
          return `在 ${s(e.space)} 增加 ${n} 點${S[e.side]}影響力以取得控制。`;
        case "psLoss":
          return `${S[e.side]}從 ${s(e.space)} 移除 ${n} 點影響力。`;
        default:
          return e.n > 0
            ? `在 ${s(e.space)} 增加 ${n} 點${S[e.side]}影響力。`
            : `從 ${s(e.space)} 移除 ${n} 點${S[e.side]}影響力。`;
      }
    }
    case "spConvert":
      return `${s(e.space)} 的 ${e.n} 點${S[e.from]}影響力換成${S[e.to]}影響力。`;
    case "spMove":
      return `把 ${e.n} 點${S[e.side]}影響力從 ${s(e.from)} 移到 ${s(e.to)}。`;
    case "systematized":
      return `${s(e.space)} 從地圖上移除:民主派失去 ${e.dem} 點影響力,共產黨 ${e.com} 點影響力${e.movedTo === null ? "失去" : `移到 ${s(e.movedTo)}`}。`;
    case "vp": {
      const why =
        e.why === "scoring"
          ? ""
          : e.why === "finalBonus"
            ? "(最終計分時維持政權)"
            : e.why === "power"
              ? `(${e.country ? K[e.country] : "?"}的政權)`
              : e.card
                ? `(${c(e.card)})`
                : "";
      return `${S[e.side]}${e.n >= 0 ? "得到" : "失去"} ${Math.abs(e.n)} VP${why}(目前 VP ${e.vp})。`;
    }
    case "check": {
      const result = e.success ? `移除對方 ${e.removed} 點影響力,增加 ${e.added} 點` : "沒有效果";
      return `${S[e.side]}在 ${s(e.space)} 進行支持檢定:${sum(e, "zh")},需超過 ${(e.need ?? 1) - 1}:${result}。`;
    }
    case "tst":
      return `${S[e.side]}嘗試上天安門:${e.total}(骰 ${e.die}),需要 ${e.need}:${e.success ? "成功" : "失敗"}。`;
    case "roll":
      switch (e.for) {
        case "generalStrike":
          return `${S[e.side]}棄掉 ${c(e.card)} 對抗總罷工:${sum(e, "zh")}:罷工${e.success ? "結束" : "繼續"}。`;
        case "psInitiative":
          return e.success
            ? `${S[e.side]}擲出 ${e.die},對上點數 ${e.need},攻守交換。`
            : `${S[e.side]}擲出 ${e.die},對上點數 ${e.need}:${S[other(e.side)]}仍是攻方。`;
        case "psSupportLoss":
          return `敗方懲罰擲骰:${e.die} ${signed(e.total - e.die)} = ${e.total}:${S[e.side]}在${e.country ? K[e.country] : "?"}移除 ${e.result ?? 0} 點影響力。`;
        case "psVp":
          return `勝方獎勵擲骰:${e.die} ${signed(e.total - e.die)} = ${e.total}。`;
        default: {
          const mods = e.mods.length ? ` ${e.mods.map((m) => signed(m.value)).join(" ")} = ${e.total}` : "";
          const need = e.need === null ? "" : `(需要 ${e.need} 以上):${e.success ? "成功" : "沒有效果"}`;
          const where = e.space !== undefined ? `(${s(e.space)})` : "";
          return `${e.card ? `${c(e.card)}${where}:` : ""}${S[e.side]}擲出 ${e.die}${mods}${need}。`;
        }
      }
    case "tstAdvance":
      return `${S[e.side]}到達天安門第 ${e.box} 格:${TST_BOX_NAMES[e.side][e.box] ?? ""}。${e.first ? "" : `${S[other(e.side)]}第 ${e.box} 格的獎勵失效。`}`;
    case "tstFreeCheck":
      return `${S[e.side]}可進行一次免費的支持檢定(天安門獎勵)。`;
    case "ussr":
      return `蘇聯安定條標記移到 ${USSR_TRACK[e.box]?.label ?? e.box}。`;
    case "lastingEnds":
      return e.by ? `${c(e.card)} 被 ${c(e.by)} 取消。` : `${c(e.card)} 結束。`;
    case "note":
      return `${c(e.card)}:${zhNote(e.note, e.country, e.by)}`;
    case "psStart":
      return `${K[e.country]}發生政權鬥爭:共產黨 ${e.com} 張牌,民主派 ${e.dem} 張牌。`;
    case "psRaise":
      return `${S[e.side]}加碼賭注。`;
    case "psPlay":
      switch (e.role) {
        case "lead":
          return `${S[e.side]}以 ${p(e.card)} 進攻${e.suit ? `(當作${SUIT.zh[e.suit]})` : ""}。`;
        case "match":
          return `${S[e.side]}以 ${p(e.card)} 應對。`;
        case "tacticFails":
          return `${S[e.side]}打出 ${p(e.card)}:${e.suit ? SUIT.zh[e.suit] : "該花色"}不能再出。`;
        default:
          return `${S[e.side]}打出 ${p(e.card)}。`;
      }
    case "psDiscard":
      return `${S[e.side]}${e.random ? "隨機" : ""}棄掉 ${p(e.card)}。`;
    case "psDraw":
      return `${S[e.side]}抽 ${e.n} 張政權鬥爭牌。`;
    case "psTake":
      return `${c(e.card)}:${S[e.side]}從${S[other(e.side)]}隨機拿走 ${e.n} 張政權鬥爭牌。`;
    case "psInitiative":
      return `${S[e.side]}成為攻方。`;
    case "psResult": {
      const loser = S[other(e.winner)];
      const suit = e.suit ? `(以${SUIT.zh[e.suit]})` : "";
      return e.why === "noCard"
        ? `${loser}沒有可出的牌:${S[e.winner]}贏得政權鬥爭。`
        : `${loser}沒有應對:${S[e.winner]}贏得政權鬥爭${suit}。`;
    }
    case "crowdTurns":
      return `The Crowd Turns Against Ceausescu:民主派抽 ${e.cards.length} 張政權鬥爭牌(${cards(e.cards, p, "zh")}):${e.rallies} 張廣場集會,在羅馬尼亞使用 ${e.ops} 點數。`;
    case "power":
      return e.how === "retained"
        ? `共產黨維持${K[e.country]}的政權。`
        : e.how === "toppled"
          ? `${K[e.country]}的共產政權被推翻!`
          : `共產黨主動放棄${K[e.country]}的政權。`;
    case "scoring":
      return `${K[e.country]}計分:${scoringSide("dem", e.dem, "zh")},${scoringSide("com", e.com, "zh")};淨分 ${e.net >= 0 ? "+" : ""}${e.net}。`;
    case "finalScoring":
      return "最終計分。";
    case "ceausescus":
      return e.captured
        ? `民主派控制 ${s(e.space)}:希奧塞古夫婦被捕。`
        : e.space === null
          ? "希奧塞古夫婦無處可逃。"
          : `希奧塞古夫婦逃往 ${s(e.space)}。`;
    case "heldScoring":
      return `${S[e.side]}在回合結束時持有 ${cards(e.cards, c, "zh")}。`;
    case "result":
      switch (e.reason) {
        case "automaticVictory":
          return `${S[e.winner ?? "dem"]}達到 ${Math.abs(e.vp)} VP:自動勝利。`;
        case "heldScoringCard":
          return e.winner ? `${S[e.winner]}獲勝:對手持有計分牌。` : "雙方都持有計分牌:平手。";
        case "resignation":
          return `${S[other(e.winner ?? "dem")]}投降。`;
        default:
          return e.winner ? `${S[e.winner]}獲勝(${e.vp} VP)。` : "平手。";
      }
  }
}

/** The entry's sentence in `l`, with [c], [s], [p] references. */
export function entryText(e: Entry, l: Lang = lang.value): string {
  if (l === "fr") return frText(e);
  if (l === "zh") return zhText(e);
  return e.text;
}

/** A log entry as named segments in the reader's language. */
export function entrySegments(e: Entry): Segment[] {
  return segments(entryText(e));
}
