// The log in the reader's language, from the engine's typed entries (the engine's own `logText` is
// English only). Card names as printed (German), provinces and cities by their German names.

import { type Table, translator } from "../../shell/i18n.ts";
import { cardTitle } from "./cardtext.ts";
import { type CardId, CITIES, CONNECTIONS, type LogEntry, type SkipTarget, type Use } from "./engine.ts";
import { phaseName, provinceName, reasonText, roman, sectorName, sideName, trackName } from "./text.ts";

const en = {
  decade: "Decade {d} begins.",
  half: "Half {n} of the decade: {side} starts.",
  special: "Special card in the row: {card}.",
  row: "Card row: {cards}.",
  draw: "{side} draws {n} {n|card|cards}.",
  drew: "{side} draws {cards}.",
  discard: "{side} discards {card}.",
  play_unrest: "{side} plays {card} to remove unrest.",
  play_build: "{side} plays {card} to build.",
  play_ls: "{side} plays {card} to raise living standards.",
  play_event: "{side} plays {card} for its event.",
  skipNothing: "{side} executes the whole event.",
  skipGroup: "{side} leaves out one icon of group {n}.",
  skipTrack: "{side} leaves out one {track} arrow.",
  unrestUp: "+{n} unrest in {province} (now {total}).",
  unrestDown: "−{n} unrest in {province} (now {total}).",
  mirrorOn: "West Berlin's mass protest spreads to {province}.",
  mirrorOff: "The mass protest imported from West Berlin leaves {province}.",
  f_built: "Factory built in {city}.",
  f_dismantled: "Factory in {city} dismantled.",
  f_rundown: "Factory in {city} run down.",
  f_repaired: "Factory in {city} repaired.",
  f_removed: "Factory in {city} removed for good.",
  infraBuilt: "Infrastructure built on {road}.",
  infraDismantled: "Infrastructure dismantled on {road}.",
  lsUp: "+{n} living standard in {province}{sector} (now {total}).",
  lsDown: "−{n} living standard in {province}{sector} (now {total}).",
  transfer: "The new living standard of {province} goes to West Berlin ({sector}).",
  track: "{track}: the marker moves from {from} to {to}.",
  arrowBlocked: "A {track} arrow cannot move: a bonus for {side}.",
  prestigeHolder: "{side} takes the prestige advantage.",
  policeCollected: "East collects the police card {card}.",
  policeUsed: "East uses the police card {card}.",
  stasi: "The Stasi is dissolved: East discards {cards}.",
  noPoliceCard: "no police card",
  wallBuilt: "The Berlin Wall is built.",
  wallOpened: "The Berlin Wall is opened.",
  socialistsGain: "East gains {n} {n|socialist|socialists} (box: {box}).",
  socialistsLose: "East loses {n} {n|socialist|socialists} from the box (box: {box}).",
  socialistTo: "{n} {n|socialist moves|socialists move} to {province}.",
  socialistFrom: "{n} {n|socialist|socialists} removed from {province}.",
  lookHand: "East looks at West's hand.",
  lookDeck: "East looks at the top cards of the deck.",
  seen: "East sees {cards}.",
  swap: "East takes {took} from West and gives {gave}.",
  swapped: "East swaps a card with West.",
  removedHidden: "East removes a card of the deck from the game.",
  removed: "East removes {card} from the game.",
  westDraws: "East keeps his cards: West draws the top card of the deck.",
  phase: "End of decade, phase {n}: {name}.",
  flight:
    "Flight: +{icons} (icons) +{westLs} (West living standards) +{redPolice} (red police) +{eastProtest} (East protests) −{eastLs} (East living standards) −{westProtest} (West protests) = {position}: {dismantle} {dismantle|dismantle point|dismantle points} against East.",
  wallCost: "The Wall costs East 1 prestige and 1 dismantle point.",
  prestigeBox: "{side} executes the prestige box {box}.",
  income:
    "Western currency: {track} (track) + {exports} (exports) against {need} needed: {shortfall} missing.",
  hamburg: "Hamburg counts for {province}.",
  attack: "{from} attacks {to}: +{n} unrest.",
  collapse: "{side} collapses under {n} mass protests.",
  protests: "Mass protests: West {west}, East {east}.",
  nothing: "Nothing to do: {what}.",
  resign: "{side} resigns.",
  result: "{side} wins: {reason}.",
} as const;

type Key = keyof typeof en;

const fr: Table<Key> = {
  decade: "La décennie {d} commence.",
  half: "Moitié {n} de la décennie : l'{side} commence.",
  special: "Carte spéciale dans la rangée : {card}.",
  row: "Rangée de cartes : {cards}.",
  draw: "L'{side} pioche {n} {n|carte|cartes}.",
  drew: "L'{side} pioche {cards}.",
  discard: "L'{side} défausse {card}.",
  play_unrest: "L'{side} joue {card} pour enlever un trouble.",
  play_build: "L'{side} joue {card} pour construire.",
  play_ls: "L'{side} joue {card} pour le niveau de vie.",
  play_event: "L'{side} joue {card} pour son événement.",
  skipNothing: "L'{side} exécute tout l'événement.",
  skipGroup: "L'{side} ignore une icône du groupe {n}.",
  skipTrack: "L'{side} ignore une flèche {track}.",
  unrestUp: "+{n} trouble en {province} (total {total}).",
  unrestDown: "−{n} trouble en {province} (total {total}).",
  mirrorOn: "La manifestation de masse de Berlin Ouest se propage en {province}.",
  mirrorOff: "La manifestation venue de Berlin Ouest quitte {province}.",
  f_built: "Usine construite à {city}.",
  f_dismantled: "Usine de {city} démantelée.",
  f_rundown: "Usine de {city} délabrée.",
  f_repaired: "Usine de {city} réparée.",
  f_removed: "Usine de {city} retirée définitivement.",
  infraBuilt: "Infrastructure construite sur {road}.",
  infraDismantled: "Infrastructure démantelée sur {road}.",
  lsUp: "+{n} niveau de vie en {province}{sector} (total {total}).",
  lsDown: "−{n} niveau de vie en {province}{sector} (total {total}).",
  transfer: "Le nouveau niveau de vie de {province} va à Berlin Ouest ({sector}).",
  track: "{track} : le marqueur passe de {from} à {to}.",
  arrowBlocked: "Une flèche {track} ne peut pas avancer : bonus pour l'{side}.",
  prestigeHolder: "L'{side} prend l'avantage du prestige.",
  policeCollected: "L'Est récupère la carte police {card}.",
  policeUsed: "L'Est utilise la carte police {card}.",
  stasi: "La Stasi est dissoute : l'Est défausse {cards}.",
  noPoliceCard: "aucune carte police",
  wallBuilt: "Le mur de Berlin est construit.",
  wallOpened: "Le mur de Berlin est ouvert.",
  socialistsGain: "L'Est gagne {n} {n|socialiste|socialistes} (réserve : {box}).",
  socialistsLose: "L'Est perd {n} {n|socialiste|socialistes} de la réserve (réserve : {box}).",
  socialistTo: "{n} {n|socialiste va|socialistes vont} en {province}.",
  socialistFrom: "{n} {n|socialiste retiré|socialistes retirés} de {province}.",
  lookHand: "L'Est regarde la main de l'Ouest.",
  lookDeck: "L'Est regarde les cartes du dessus de la pioche.",
  seen: "L'Est voit {cards}.",
  swap: "L'Est prend {took} à l'Ouest et donne {gave}.",
  swapped: "L'Est échange une carte avec l'Ouest.",
  removedHidden: "L'Est retire du jeu une carte de la pioche.",
  removed: "L'Est retire {card} du jeu.",
  westDraws: "L'Est garde ses cartes : l'Ouest pioche la carte du dessus.",
  phase: "Fin de décennie, phase {n} : {name}.",
  flight:
    "Évasion : +{icons} (icônes) +{westLs} (niveau de vie Ouest) +{redPolice} (police rouge) +{eastProtest} (manifestations Est) −{eastLs} (niveau de vie Est) −{westProtest} (manifestations Ouest) = {position} : {dismantle} {dismantle|point|points} de démantèlement contre l'Est.",
  wallCost: "Le mur coûte à l'Est 1 prestige et 1 point de démantèlement.",
  prestigeBox: "L'{side} exécute la case de prestige {box}.",
  income:
    "Devises : {track} (piste) + {exports} (exportations) pour {need} nécessaires : il manque {shortfall}.",
  hamburg: "Hamburg compte pour {province}.",
  attack: "{from} attaque {to} : +{n} troubles.",
  collapse: "L'{side} s'effondre sous {n} manifestations de masse.",
  protests: "Manifestations de masse : Ouest {west}, Est {east}.",
  nothing: "Rien à faire : {what}.",
  resign: "L'{side} abandonne.",
  result: "L'{side} gagne : {reason}.",
};

const zh: Table<Key> = {
  decade: "第{d}個十年開始。",
  half: "十年的第{n}段:{side}先行。",
  special: "特殊卡進入卡牌列:{card}。",
  row: "卡牌列:{cards}。",
  draw: "{side}抽{n}張牌。",
  drew: "{side}抽到{cards}。",
  discard: "{side}棄掉{card}。",
  play_unrest: "{side}打出{card}移除動亂。",
  play_build: "{side}打出{card}建造。",
  play_ls: "{side}打出{card}提高生活水準。",
  play_event: "{side}打出{card}執行事件。",
  skipNothing: "{side}執行整個事件。",
  skipGroup: "{side}略過第{n}組的一個圖示。",
  skipTrack: "{side}略過一個{track}箭頭。",
  unrestUp: "{province}動亂+{n}(現為{total})。",
  unrestDown: "{province}動亂−{n}(現為{total})。",
  mirrorOn: "西柏林的大規模抗議擴散到{province}。",
  mirrorOff: "來自西柏林的大規模抗議離開{province}。",
  f_built: "在{city}建造工廠。",
  f_dismantled: "{city}的工廠被拆除。",
  f_rundown: "{city}的工廠變得破舊。",
  f_repaired: "{city}的工廠已修復。",
  f_removed: "{city}的工廠被永久移除。",
  infraBuilt: "在{road}建造基礎設施。",
  infraDismantled: "{road}的基礎設施被拆除。",
  lsUp: "{province}{sector}生活水準+{n}(現為{total})。",
  lsDown: "{province}{sector}生活水準−{n}(現為{total})。",
  transfer: "{province}的新生活水準送往西柏林({sector})。",
  track: "{track}:標記從{from}移到{to}。",
  arrowBlocked: "一個{track}箭頭無法移動:{side}獲得獎勵。",
  prestigeHolder: "{side}取得聲望優勢。",
  policeCollected: "東德取得警察卡{card}。",
  policeUsed: "東德使用警察卡{card}。",
  stasi: "史塔西解散:東德棄掉{cards}。",
  noPoliceCard: "沒有警察卡",
  wallBuilt: "柏林圍牆建成。",
  wallOpened: "柏林圍牆開放。",
  socialistsGain: "東德獲得{n}名社會主義者(儲備:{box})。",
  socialistsLose: "東德從儲備失去{n}名社會主義者(儲備:{box})。",
  socialistTo: "{n}名社會主義者前往{province}。",
  socialistFrom: "從{province}移除{n}名社會主義者。",
  lookHand: "東德查看西德的手牌。",
  lookDeck: "東德查看牌庫頂的牌。",
  seen: "東德看到{cards}。",
  swap: "東德從西德拿走{took},給出{gave}。",
  swapped: "東德與西德交換了一張牌。",
  removedHidden: "東德將牌庫的一張牌移出遊戲。",
  removed: "東德將{card}移出遊戲。",
  westDraws: "東德保留手牌:西德抽牌庫頂的牌。",
  phase: "十年結算,第{n}階段:{name}。",
  flight:
    "出逃:+{icons}(圖示)+{westLs}(西德生活水準)+{redPolice}(紅色警察)+{eastProtest}(東德抗議)−{eastLs}(東德生活水準)−{westProtest}(西德抗議)= {position}:東德{dismantle}點拆除。",
  wallCost: "圍牆使東德付出1點聲望與1點拆除。",
  prestigeBox: "{side}執行聲望格{box}。",
  income: "西方外匯:{track}(軌道)+{exports}(出口),需要{need}:短缺{shortfall}。",
  hamburg: "漢堡算作{province}。",
  attack: "{from}攻擊{to}:動亂+{n}。",
  collapse: "{side}在{n}個大規模抗議下崩潰。",
  protests: "大規模抗議:西德{west},東德{east}。",
  nothing: "無事可做:{what}。",
  resign: "{side}認輸。",
  result: "{side}獲勝:{reason}。",
};

const lt = translator({ en, fr, zh });

const prov = provinceName;
const city = (c: number) => CITIES[c]?.name ?? `#${c}`;
const road = (k: number) => {
  const d = CONNECTIONS[k];
  return d ? `${city(d.a)}–${city(d.b)}` : `#${k}`;
};
const cards = (l: readonly CardId[]) => l.map(cardTitle).join(", ");
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

function skipText(side: string, s: SkipTarget): string {
  if (s === "nothing") return lt("skipNothing", { side });
  if (typeof s === "number") return lt("skipGroup", { side, n: s + 1 });
  return lt("skipTrack", { side, track: trackName(s) });
}

const PLAY: Readonly<Record<Use, Key>> = {
  unrest: "play_unrest",
  build: "play_build",
  ls: "play_ls",
  event: "play_event",
};

/**
 * What an entry refers to on the board (for highlighting): provinces, cities and roads.
 */
export function entryPlaces(l: LogEntry): { provinces: number[]; cities: number[]; roads: number[] } {
  const out = { provinces: [] as number[], cities: [] as number[], roads: [] as number[] };
  switch (l.e) {
    case "unrest":
    case "mirror":
    case "ls":
    case "socialist":
    case "hamburg":
      out.provinces.push(l.province);
      break;
    case "transfer":
      out.provinces.push(l.from);
      break;
    case "attack":
      out.provinces.push(l.from, l.to);
      break;
    case "factory":
      out.cities.push(l.city);
      break;
    case "infra":
      out.roads.push(l.conn);
      break;
  }
  return out;
}

/**
 * An entry that says nothing its neighbour does not: the public count of a draw beside the drawing
 * side's own line naming the cards.
 */
export function redundant(log: readonly LogEntry[], i: number): boolean {
  const l = log[i];
  return l?.e === "draw" && [log[i - 1], log[i + 1]].some((x) => x?.e === "drew" && x.side === l.side);
}

/** One entry in the reader's language. */
export function entryText(l: LogEntry): string {
  switch (l.e) {
    case "decade":
      return lt("decade", { d: roman(l.decade) });
    case "half":
      return lt("half", { n: l.half, side: sideName(l.first) });
    case "special":
      return lt("special", { card: cardTitle(l.card) });
    case "row":
      return lt("row", { cards: cards(l.cards) });
    case "draw":
      return lt("draw", { side: sideName(l.side), n: l.n });
    case "drew":
      return lt("drew", { side: sideName(l.side), cards: cards(l.cards) });
    case "discard":
      return lt("discard", { side: sideName(l.side), card: cardTitle(l.card) });
    case "play":
      return lt(PLAY[l.use], { side: sideName(l.side), card: cardTitle(l.card) });
    case "skip":
      return skipText(sideName(l.side), l.skip);
    case "unrest":
      return lt(l.delta >= 0 ? "unrestUp" : "unrestDown", {
        n: Math.abs(l.delta),
        province: prov(l.province),
        total: l.total,
      });
    case "mirror":
      return lt(l.placed ? "mirrorOn" : "mirrorOff", { province: prov(l.province) });
    case "factory":
      return lt(`f_${l.change}`, { city: city(l.city) });
    case "infra":
      return lt(l.change === "built" ? "infraBuilt" : "infraDismantled", { road: road(l.conn) });
    case "ls":
      return lt(l.delta >= 0 ? "lsUp" : "lsDown", {
        n: Math.abs(l.delta),
        province: prov(l.province),
        sector: l.sector ? ` (${sectorName(l.sector)})` : "",
        total: l.total,
      });
    case "transfer":
      return lt("transfer", { province: prov(l.from), sector: sectorName(l.sector) });
    case "track":
      return lt("track", { track: trackName(l.track), from: signed(l.from), to: signed(l.to) });
    case "arrowBlocked":
      return lt("arrowBlocked", { track: trackName(l.track), side: sideName(l.side) });
    case "prestigeHolder":
      return lt("prestigeHolder", { side: sideName(l.side) });
    case "police":
      return lt(l.change === "collected" ? "policeCollected" : "policeUsed", { card: cardTitle(l.card) });
    case "stasiDissolved":
      return lt("stasi", { cards: l.cards.length ? cards(l.cards) : lt("noPoliceCard") });
    case "wall":
      return lt(l.built ? "wallBuilt" : "wallOpened");
    case "socialists":
      return lt(l.delta >= 0 ? "socialistsGain" : "socialistsLose", { n: Math.abs(l.delta), box: l.box });
    case "socialist":
      return lt(l.delta > 0 ? "socialistTo" : "socialistFrom", {
        n: Math.abs(l.delta),
        province: prov(l.province),
      });
    case "guillaume":
      return lt(l.look === "hand" ? "lookHand" : "lookDeck");
    case "seen":
      return lt("seen", { cards: cards(l.cards) });
    case "swap":
      return lt("swap", { took: cardTitle(l.took), gave: cardTitle(l.gave) });
    case "swapped":
      return lt("swapped");
    case "removedFromDeck":
      return l.card === null ? lt("removedHidden") : lt("removed", { card: cardTitle(l.card) });
    case "westDraws":
      return lt("westDraws");
    case "phase":
      return lt("phase", { n: l.phase, name: phaseName(l.phase) });
    case "flight":
      return lt("flight", { ...l });
    case "wallCost":
      return lt("wallCost");
    case "prestigeBox":
      return lt("prestigeBox", { side: sideName(l.side), box: signed(l.box) });
    case "income":
      return lt("income", {
        track: signed(l.track),
        exports: l.exports,
        need: l.need,
        shortfall: l.shortfall,
      });
    case "hamburg":
      return lt("hamburg", { province: prov(l.province) });
    case "attack":
      return lt("attack", { from: prov(l.from), to: prov(l.to), n: l.n });
    case "collapse":
      return lt("collapse", { side: sideName(l.side), n: l.protests });
    case "protests":
      return lt("protests", { west: l.west, east: l.east });
    case "nothing":
      // The engine's reason is an English phrase (what could not be done).
      return lt("nothing", { what: l.what });
    case "resign":
      return lt("resign", { side: sideName(l.side) });
    case "result":
      return lt("result", { side: sideName(l.winner), reason: reasonText(l.reason) });
  }
}
