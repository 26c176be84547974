// La table de 1989 en français : les mots de l’interface, les phrases du journal, les noms
// (les joueurs francophones gardent les noms de cartes imprimés et les noms de villes ; les
// espaces descriptifs sont traduits) et les effets des cartes. Un morceau chargé à part.
import type { Country, LogEntry, NoteKey, Side } from "@dawn/engine";
import type { Table } from "../../shell/i18n.ts";
import { EFFECTS } from "./cards.fr.ts";
import type { Key } from "./en.ts";
import type { LangPack } from "./lang.ts";
import {
  COUNTRY,
  c,
  cards,
  handOf,
  other,
  PERIOD,
  PLACE,
  PLAY,
  p,
  SIDE,
  SUIT,
  s,
  scoringSide,
  signed,
  sum,
} from "./log-words.ts";
import { tstBoxName, ussrLabel } from "./names.ts";

const text: Table<Key> = {
  youAre: "Vous : {side}",
  spectating: "Spectateur",
  replay: "Revoir",
  turn: "Tour",
  turnN: "Tour {n}",
  arN: "TA {n}",
  actionRound: "Tour d’action",
  phasing: "Au {side} de jouer",
  phasingPlayer: "Le joueur actif",
  vp: "PV",
  victoryPoints: "Points de victoire",
  tstShort: "TST",
  tstTrack: "Piste de Tiananmen",
  ussrShort: "URSS",
  ussrTrack: "Stabilité de l’URSS",
  hands: "Mains",
  cardsInHand: "Cartes en main",
  deck: "Pioche",
  drawDeck: "Pioche",
  aside: "De côté",
  asideTitle: "Cartes mises de côté face cachée",
  inEffect: "En jeu :",
  eventInEffect: "événement en jeu",
  eventsInEffect: "Événements en jeu",
  decision: "Décision",
  waitingOpponent: "En attente d’un adversaire",
  waitingOpponentText: "La partie commence quand votre adversaire la rejoint. Envoyez-lui le lien ci-dessus.",
  waitingFor: "En attente du {side}",
  sideToAct: "Au {side} d’agir",
  confirm: "Confirmer",
  cancel: "Annuler",
  cannotTakeBack: "Un dé est lancé ou une carte révélée : impossible de revenir en arrière.",
  yourDecision: "À vous de décider",
  chooseSpaceHint: "Choisissez l’un des {n} espaces en surbrillance sur la carte.",
  chooseCardHint: "Choisissez une carte en surbrillance dans votre main.",
  choosePowerHint: "Choisissez une carte de Power Struggle.",
  chooseSpace: "Choisir un espace",
  pickFromList: "…ou choisissez un espace dans une liste",
  undo: "Annuler le coup",
  autoAnswered: "Une seule réponse possible : {what}",
  spsToPlace: "{n} {n|SP|SP} à placer",
  opsLeft: "{n} {n|OP restant|OPs restants}",
  opsN: "{n} {n|OP|OPs}",
  bidPlay: "Jouer le {side}, offrir",
  seatOf: "Siège {side}",
  bidNotYet: "pas encore",
  bidMade: "enchère faite",
  bidShown: "jouer le {side}, offrir {n} SP",
  bids: "Enchères",
  yourHand: "Votre main ({n})",
  opponentHolds: "l’adversaire en a {n}",
  noCards: "Aucune carte.",
  handsTitle: "Mains",
  handOf: "Main du {side} ({n})",
  spectatorHands: "Communiste {com} cartes · Démocrate {dem} cartes. Les spectateurs ne voient aucune main.",
  knownInOpponentHand: "Connues dans la main adverse :",
  theirEventOccurs: "son événement a lieu",
  theirEventOccursTitle: "L’événement adverse de cette carte aura lieu",
  playable: "jouable",
  scoringCard: "Décompte",
  bothSides: "Neutre",
  tagRemoved: "Retirée après l’événement",
  tagLasting: "Durable",
  periodEarly: "Début",
  periodMiddle: "Milieu",
  periodLate: "Fin",
  periodOf: "période : {period}",
  powerStruggleIn: "Power Struggle : {country}",
  resolved: "résolu",
  initiatedBy: "Lancé par le",
  initiative: "Initiative :",
  banned: "Interdites :",
  raised: "Raise the Stakes :",
  nobody: "personne",
  none: "aucun",
  lead: "Attaque :",
  played: "Jouées :",
  psWon: "Le {side} a gagné le Power Struggle.",
  psWonAftermath: "Le {side} gagne le Power Struggle — les conséquences suivent.",
  yourPsCards: "Vos cartes de Power Struggle ({n})",
  spectatorNoPsHand: "Les spectateurs ne voient pas les mains du Power Struggle.",
  dismiss: "Compris",
  tabHand: "Main ({n})",
  tabLog: "Journal",
  tabTracks: "Pistes",
  tabPiles: "Piles ({n})",
  setup: "Mise en place",
  sinceLastMove: "Depuis votre dernier coup",
  latestEvents: "Derniers événements",
  dieShows: "un dé montrant {n}",
  needN: "il faut {n}",
  sideToPlay: "au {side} de jouer",
  boxN: "case {n}",
  firstReachedBy: "atteinte d’abord par le {side}",
  countries: "Pays",
  ifScoredNow: "si décompté maintenant",
  country: "Pays",
  net: "Solde",
  level: "Niveau",
  powerOf: "Pouvoir : {side}",
  spShort: "{n} esp.",
  bgShort: "bg",
  scoreCellTitle: "{side} : {level}, {spaces} espace(s), {bg} battleground(s) sur {total} = {vp} PV",
  scoreNote:
    "Sous chaque pays : qui détient le pouvoir, et les PV de Présence / Domination / Contrôle. Prés, Dom, Ctrl : le niveau que chaque camp marquerait ; ses PV = la valeur du niveau + 1 par battleground contrôlé. esp. : espaces contrôlés ; bg : battlegrounds contrôlés / du pays.",
  mapLegend: "Légende de la carte",
  stability: "Stabilité",
  battlegroundBand: "Battleground (bandeau sombre)",
  legendComSp: "SP communistes",
  legendControl: "SP démocrates, plein : contrôle",
  legendEdge: "Liaison (en tirets : à travers une frontière)",
  besideTheMap: "En jeu à côté de la carte",
  discardPile: "Défausse",
  removedFromGame: "Retirées du jeu",
  stabilityN: "stabilité {n}",
  battleground: "battleground",
  controlBy: "contrôle {adj}",
  powerStruggle: "Power Struggle",
  powerHeld: "pouvoir {adj}",
  uncontrolled: "non contrôlé",
  nextTo: "Voisins :",
  close: "Fermer",
  replayStart: "Début",
  replayBack: "Un pas en arrière",
  replayForward: "Un pas en avant",
  replayEnd: "Fin",
  replayStep: "Étape",
  replayCounter: "Étape {n} / {total}",
  oddsRoll: "{pct} % de chances : un dé de {min} ou plus ({mod} au dé, il faut {need})",
  oddsAlways: "Réussite assurée : n’importe quel dé ({mod} au dé, il faut {need})",
  oddsNever: "Aucune chance : même un 6 ne suffit pas ({mod} au dé, il faut {need})",
  oddsOf: "Jet du {side} : {odds}",
  oddsFor_supportCheck: "Support Check",
  oddsFor_tst: "Tentative sur la piste de Tiananmen",
  oddsFor_generalStrike: "Jet contre la grève générale",
  oddsFor_event: "Jet de l’événement",
  oddsFor_psInitiative: "Jet d’initiative",
  chanceShort: "{pct} %",
  oddsOnMap: "Les chances de chaque jet sont indiquées au-dessus de son espace.",
  undoNote: "Le {side} a repris {n} {n|action|actions}",
  undoAway: "Le {side} a repris {n} {n|action|actions} pendant votre absence",
  undoTaken: "Repris :",
  zoomIn: "Zoomer",
  zoomOut: "Dézoomer",
  wholeMap: "Toute la carte",
  zoomTargets: "Zoomer sur les espaces à choisir",
  mapLabel: "Carte de l’Europe de l’Est : 75 espaces",
  spaceTitle: "{space} ({country}) · {socio} · stabilité {n}",
  wins: "Victoire du {side} par {why} (PV {vp})",
  draw: "Égalité par {why} (PV {vp})",
  why_automaticVictory: "victoire automatique",
  why_heldScoringCard: "carte de décompte gardée en main",
  why_finalScoring: "décompte final",
  why_newYearsEveParty: "New Year’s Eve Party",
  why_resignation: "abandon",
  vpEven: "à égalité",
  vpAhead: "{side} +{n}",
  until_turn: "jusqu’à la fin du tour",
  until_round: "pendant ce tour d’action",
  until_nextPlay: "pour la prochaine carte jouée",
  until_powerStruggle: "pour le prochain Power Struggle",
  until_game: "pour le reste de la partie",
  until_cancelled: "jusqu’à ce qu’un autre événement l’annule",
  until_deal: "jusqu’à la prochaine distribution",
  play_event: "Événement",
  play_ops: "Opérations",
  play_tst: "Tiananmen",
  play_opsOnly: "OPs seulement (sans événement)",
  play_opsAndEvent: "OPs et événement",
  opt_place: "Placer des SP",
  opt_check: "Support Checks",
  opt_raise: "Raise the Stakes",
  opt_pass: "Passer",
  opt_generalStrike_pass: "Renoncer au tour supplémentaire",
  opt_supportCheck_done: "Plus de Support Check",
  opt_declareBonus_yes: "Annoncer (Allemagne de l’Est seulement)",
  opt_declareBonus_no: "Sans bonus (toute cible)",
  opt_concede: "Abandonner",
  opt_retain: "Garder le pouvoir",
  opt_surrender: "Céder le pouvoir",
  opt_done: "Terminé",
  opt_stop: "Arrêter",
  opt_yes: "Oui",
  opt_no: "Non",
  opt_none: "Aucun",
  opt_event: "L’événement d’abord",
  opt_ops: "Opérations",
  opt_tst: "Tentative sur la piste de Tiananmen",
  opt_add: "Ajouter",
  opt_remove: "Retirer",
  opt_checks: "Support Checks",
  opt_accept: "Accepter",
  opt_decline: "Refuser",
  powerAs: "{card} comme {suit}",
  bidAction: "Jouer le {side}, offrir {n}",
  confirmPlay: "Jouer {card} pour : {how} ?",
  confirmPlayTheirEvent: "Jouer {card} pour : {how} ? L’événement adverse de cette carte a lieu aussi.",
  confirmCheck: "Faire un Support Check à {space} ?",
  confirmDiscard: "Défausser {card} ?",
  confirmChoose: "Choisir {card} ?",
  confirmSetAside: "Mettre {card} de côté ?",
  confirmDeclare: "Annoncer {card} ?",
  confirmPower: "Jouer {card} ?",
  confirmOption: "{what} ?",
  confirmCountry: "Choisir : {country} ?",
  confirmBid: "Enchérir pour jouer le {side} en offrant {n} SP ?",
  k_setupPlace: "Mise en place : placez un SP dans un espace sans SP adverse",
  k_bid: "Enchère d’équilibrage : choisissez le camp voulu et les SP offerts à l’adversaire",
  k_bidTie: "Vous avez gagné le jet d’égalité : choisissez votre camp",
  k_actionRound: "Tour d’action {round} : jouez une carte",
  k_operations: "Utilisez les OPs : placer des SP ou faire des Support Checks",
  k_placeSupport: "Placez des SP",
  k_supportCheck: "Support Check : choisissez une cible ({n} {n|restant|restants})",
  k_declareBonusOne: "Annoncer le Support Check en Allemagne de l’Est pour le bonus de +{bonus} OP ?",
  k_declareBonusTwo: "Annoncer les deux Support Checks en Allemagne de l’Est pour le bonus de +{bonus} OP ?",
  k_declareBonus: "Annoncer les {n} Support Checks en Allemagne de l’Est pour le bonus de +{bonus} OP ?",
  k_raiseStakes: "Raise the Stakes en défaussant 3 cartes de Power Struggle ?",
  k_raiseDiscard: "Raise the Stakes : défaussez une carte de Power Struggle",
  k_powerAttack: "Power Struggle : attaquez avec une carte",
  k_powerMatch: "Power Struggle : fournissez la famille demandée ou abandonnez",
  k_supportLoss: "Retirez un de vos SP dans le pays",
  k_scareTactics: "Scare Tactics : retirez 1 SP adverse dans le pays",
  k_retainPower: "Garder le pouvoir dans le pays (et marquer) ou le céder ?",
  k_discardDrawn: "Défaussez une des cartes piochées",
  k_removeSupport: "Retirez un SP adverse",
  k_tstSwap: "Bonus de Tiananmen : défausser une carte (hors décompte) et en piocher une autre ?",
  k_finalPowerStruggle: "New Year’s Eve Party : choisissez le pays du dernier Power Struggle",
  k_eventPlace: "Ajoutez un SP",
  k_eventRemove: "Retirez un SP",
  k_eventSpace: "Choisissez un espace",
  k_eventCountry: "Choisissez un pays",
  k_eventCard: "Choisissez une carte",
  k_eventChoice: "Choisissez",
  k_eventOperations: "Utilisez les OPs donnés par l’événement",
  k_eventMove: "Déplacez un SP",
  k_eventDiscard: "Défaussez une carte, ou arrêtez",
  k_eventSetAside: "Mettez une carte de côté, ou non",
  k_generalStrike: "Grève générale : défaussez une carte et lancez le dé (ou jouez une carte de décompte)",
  k_generalStrikeExtra:
    "Grève générale, tour d’action supplémentaire : défaussez une carte et lancez le dé (ou jouez une carte de décompte), ou renoncez à ce tour",
  k_stasiDeclare: "Stasi : montrez au Communiste la carte que vous jouerez ensuite",
  k_cancelCheck: "Défausser une carte pour annuler le Support Check ?",
  k_goodbyeLenin: "Goodbye Lenin! : prenez une carte au titre rouge, ou utilisez les OPs",
  help_raiseStakes:
    "Raise the Stakes (8.2) : vous défaussez 3 de vos cartes de Power Struggle ; pour chaque joueur qui le fait, +1 s’ajoute au jet de perte de supports du perdant et au jet de PV du vainqueur de ce Power Struggle.",
  help_powerMatch:
    "Fournissez la famille demandée (ou un leader autorisé, ou Tactics Fail). Si vous abandonnez, l’attaquant gagne le Power Struggle.",
  help_retainPower:
    "Garder le pouvoir rapporte la valeur de pouvoir du pays multipliée par le nombre de décomptes ; le céder donne le pouvoir au Démocrate.",
  help_declareBonus:
    "Austria-Hungary Border Reopened augmente les OPs de la carte quand elles sont toutes dépensées en Allemagne de l’Est (11.1). Annoncer maintenant, avant le premier jet, donne le bonus et garde tous les Support Checks de cette carte en Allemagne de l’Est ; sans annonce, pas de bonus, même là.",
  help_bid:
    "Les deux joueurs enchérissent en secret ; la plus forte enchère joue le camp choisi et donne à l’adversaire les SP offerts (13.0).",
};

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
      return `Support Check du ${S[e.side]} à ${s(e.space)} : ${sum(e, "fr")}, il faut ${e.need} : ${result}.`;
    }
    case "tst":
      return `Tentative du ${S[e.side]} sur la piste de Tiananmen : ${sum(e, "fr")}, il faut ${e.need} : ${e.success ? "réussite" : "échec"}.`;
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
      return `${Le(e.side)} atteint la case ${e.box} de la piste de Tiananmen : ${tstBoxName(e.side, e.box)}.${e.first ? "" : ` Le bonus de la case ${e.box} du ${S[other(e.side)]} prend fin.`}`;
    case "tstFreeCheck":
      return `${Le(e.side)} peut faire un Support Check gratuit (bonus de Tiananmen).`;
    case "ussr":
      return `Le marqueur de stabilité de l’URSS passe à ${ussrLabel(e.box)}.`;
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

export const pack: LangPack = {
  text,
  log: frText,
  spaces: {
    3: "Écrivains allemands",
    4: "Académie Walter Ulbricht",
    5: "Église luthérienne",
    16: "Varsovie",
    19: "Église catholique, Pologne",
    22: "Cracovie",
    24: "Université Jagellonne",
    25: "Écrivains polonais",
    28: "Prague",
    29: "Université Charles",
    30: "Écrivains tchèques",
    34: "Église catholique, Tchécoslovaquie",
    37: "Église catholique, Hongrie",
    45: "Écrivains hongrois",
    46: "Université Eötvös Loránd",
    53: "Université Babeş-Bolyai",
    54: "Écrivains roumains",
    57: "Église orthodoxe, Roumanie",
    60: "Bucarest",
    64: "Église orthodoxe, Bulgarie",
    66: "Université de Sofia",
    72: "Écrivains bulgares",
  },
  cards: {},
  wild: {},
  tst: {
    dem: [
      "",
      "Hommage au réformateur",
      "Rassemblement étudiant",
      "Presse étrangère sur place",
      "Grève de la faim des étudiants",
      "Déesse de la Démocratie",
      "Soutien local de l’APL",
      "Place barricadée",
      "Pluralisme politique",
    ],
    com: [
      "",
      "Réformateur discrédité",
      "Étudiants dispersés",
      "Le Quotidien du Peuple dénonce les manifestants",
      "Étudiants arrêtés",
      "Statue enlevée",
      "Divisions rurales appelées à Pékin",
      "Manifestants massacrés",
      "Clause de la nation la plus favorisée accordée",
    ],
  },
  ussr: ["URSS stable", "Sajudis", "The Baltic Way", "Breakaway Baltic Republics", "Kremlin Coup!"],
  effects: EFFECTS,
};
