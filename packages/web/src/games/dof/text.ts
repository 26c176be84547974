// 1989's words in English, French and Chinese: the table's interface, the rules terms as players
// use them (French: the player aid's "Points de Support", "Support Check", "Power Struggle"...;
// Chinese, Traditional: 地區, 安定值, 政權鬥爭, 支持檢定, 行動輪...), decision prompts by kind,
// action labels and confirmations. Card names stay as printed.
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
import { type Table, translator } from "../../shell/i18n.ts";

const en = {
  // status
  youAre: "You: {side}",
  spectating: "Spectating",
  replay: "Replay",
  turn: "Turn",
  turnN: "Turn {n}",
  arN: "AR {n}",
  actionRound: "Action round",
  phasing: "{side} to play",
  phasingPlayer: "The phasing player",
  vp: "VP",
  victoryPoints: "Victory points",
  tstShort: "TST",
  tstTrack: "Tiananmen Square track",
  ussrShort: "USSR",
  ussrTrack: "USSR stability",
  hands: "Hands",
  cardsInHand: "Cards in hand",
  deck: "Deck",
  drawDeck: "Draw deck",
  aside: "Aside",
  asideTitle: "Cards set aside face down",
  inEffect: "In effect:",
  eventInEffect: "event in effect",
  eventsInEffect: "Events in effect",
  // decision
  decision: "Decision",
  waitingOpponent: "Waiting for an opponent",
  waitingOpponentText: "The game starts when your opponent joins. Send the invite link shown above.",
  waitingFor: "Waiting for the {side}",
  sideToAct: "{side} to act",
  confirm: "Confirm",
  cancel: "Cancel",
  cannotTakeBack: "A die is rolled or a card revealed: this cannot be taken back.",
  yourDecision: "Your decision",
  chooseSpaceHint: "Choose one of the {n} highlighted spaces on the map.",
  chooseCardHint: "Choose a highlighted card in your hand.",
  choosePowerHint: "Choose a Power Struggle card.",
  chooseSpace: "Choose a space",
  pickFromList: "…or pick a space from a list",
  undo: "Undo",
  undoneBy: "The {side} took back a move.",
  autoAnswered: "Only one possible answer: {what}",
  spsToPlace: "{n} {n|SP|SPs} to place",
  opsLeft: "{n} {n|Op|Ops} left",
  opsN: "{n} {n|Op|Ops}",
  bidPlay: "Play {side}, offer",
  seatOf: "Seat {side}",
  bidNotYet: "not yet",
  bidMade: "bid made",
  bidShown: "play {side}, offer {n} {n|SP|SPs}",
  bids: "Bids",
  // hand and cards
  yourHand: "Your hand ({n})",
  opponentHolds: "opponent holds {n}",
  noCards: "No cards.",
  handsTitle: "Hands",
  handOf: "{side} hand ({n})",
  spectatorHands: "Communist {com} cards · Democrat {dem} cards. Spectators see no hand.",
  knownInOpponentHand: "Known in the opponent's hand:",
  theirEventOccurs: "their event occurs",
  theirEventOccursTitle: "The opponent's event on this card will occur",
  playable: "playable",
  scoringCard: "Scoring",
  bothSides: "Both",
  tagRemoved: "Removed after event",
  tagLasting: "Lasting",
  periodEarly: "Early",
  periodMiddle: "Middle",
  periodLate: "Late",
  periodOf: "{period} period",
  // Power Struggle
  powerStruggleIn: "Power Struggle: {country}",
  resolved: "resolved",
  initiatedBy: "Initiated by",
  initiative: "Initiative:",
  banned: "Banned:",
  raised: "Raised:",
  nobody: "nobody",
  none: "none",
  lead: "Lead:",
  played: "Played:",
  psWon: "The {side} won the Power Struggle.",
  psWonAftermath: "The {side} wins the Power Struggle — the aftermath follows.",
  yourPsCards: "Your Power Struggle cards ({n})",
  spectatorNoPsHand: "Spectators do not see the Power Struggle hands.",
  dismiss: "Got it",
  // log
  tabLog: "Log",
  tabTracks: "Tracks",
  tabPiles: "Piles ({n})",
  setup: "Set-up",
  sinceLastMove: "Since your last move",
  latestEvents: "Latest events",
  dieShows: "a die showing {n}",
  needN: "needs {n}",
  // tracks
  sideToPlay: "{side} to play",
  boxN: "box {n}",
  firstReachedBy: "first reached by the {side}",
  countries: "Countries",
  ifScoredNow: "if scored now",
  country: "Country",
  net: "Net",
  level: "Level",
  powerOf: "Power: {side}",
  spShort: "{n} sp",
  bgShort: "bg",
  scoreCellTitle: "{side}: {level}, {spaces} space(s), {bg} of {total} battleground(s) = {vp} VP",
  scoreNote:
    "Under each country: who holds Power, and the VP for Presence / Domination / Control. Pres, Dom, Ctrl: the level each side would score; its VP = the level's value + 1 per battleground controlled. sp: spaces controlled; bg: battlegrounds controlled / in the country.",
  mapLegend: "Map legend",
  stability: "Stability",
  battlegroundBand: "Battleground (dark band)",
  legendComSp: "Communist SPs",
  legendControl: "Democratic SPs, filled: control",
  legendEdge: "Connection (dashed: across a border)",
  besideTheMap: "In play beside the map",
  discardPile: "Discard pile",
  removedFromGame: "Removed from the game",
  // spaces
  stabilityN: "stability {n}",
  battleground: "battleground",
  controlBy: "{side} control",
  powerStruggle: "Power Struggle",
  powerHeld: "{side} power",
  uncontrolled: "uncontrolled",
  nextTo: "Next to:",
  close: "Close",
  replayStart: "Start",
  replayBack: "Back one step",
  replayForward: "Forward one step",
  replayEnd: "End",
  replayStep: "Step",
  replayCounter: "Step {n} / {total}",
  // result
  wins: "{side} wins by {why} (VP {vp})",
  draw: "Draw by {why} (VP {vp})",
  why_automaticVictory: "automatic victory",
  why_heldScoringCard: "a Scoring card held",
  why_finalScoring: "final scoring",
  why_newYearsEveParty: "New Year's Eve Party",
  why_resignation: "resignation",
  vpEven: "even",
  vpAhead: "{side} +{n}",
  // lasting
  until_turn: "until the end of the turn",
  until_round: "this action round",
  until_nextPlay: "for the next card played",
  until_powerStruggle: "for the next Power Struggle",
  until_game: "for the rest of the game",
  until_cancelled: "until another event cancels it",
  until_deal: "until the next deal",
  // actions
  play_event: "Event",
  play_ops: "Operations",
  play_tst: "Tiananmen Square",
  play_opsOnly: "Ops only (no event)",
  play_opsAndEvent: "Ops and Event",
  opt_place: "Place SPs",
  opt_check: "Support Checks",
  opt_raise: "Raise the stakes",
  opt_pass: "Pass",
  opt_concede: "Concede",
  opt_retain: "Retain Power",
  opt_surrender: "Surrender Power",
  opt_done: "Done",
  opt_stop: "Stop",
  opt_yes: "Yes",
  opt_no: "No",
  opt_none: "None",
  opt_event: "Event first",
  opt_ops: "Operations",
  opt_tst: "Tiananmen Square attempt",
  opt_add: "Add",
  opt_remove: "Remove",
  opt_checks: "Support Checks",
  opt_accept: "Accept",
  opt_decline: "Decline",
  powerAs: "{card} as {suit}",
  bidAction: "Play {side}, offer {n}",
  // confirmations
  confirmPlay: "Play {card} for {how}?",
  confirmPlayTheirEvent: "Play {card} for {how}? Your opponent's event on it takes place too.",
  confirmCheck: "Make a Support Check in {space}?",
  confirmDiscard: "Discard {card}?",
  confirmChoose: "Choose {card}?",
  confirmSetAside: "Set {card} aside?",
  confirmDeclare: "Declare {card}?",
  confirmPower: "Play {card}?",
  confirmOption: "{what}?",
  confirmCountry: "Choose {country}?",
  confirmBid: "Bid to play the {side}, offering {n} {n|SP|SPs}?",
  // prompts by kind
  k_setupPlace: "Set-up: place an SP in a space without opponent SPs",
  k_bid: "Balance bid: choose the side you want to play and the SPs you offer your opponent for it",
  k_bidTie: "You won the tie roll: choose the side you play",
  k_actionRound: "Action Round {round}: play a card",
  k_operations: "Use the Ops: place SPs or make Support Checks",
  k_placeSupport: "Place SPs",
  k_supportCheck: "Support Check: choose a target",
  k_declareBonus: "Declare both Support Checks in East Germany to gain the +1 Ops bonus?",
  k_raiseStakes: "Raise the stakes by discarding 3 Power Struggle cards?",
  k_raiseDiscard: "Raise the stakes: discard a Power Struggle card",
  k_powerAttack: "Power Struggle: lead a card",
  k_powerMatch: "Power Struggle: match the suit led, or concede",
  k_supportLoss: "Remove one of your SPs in the country",
  k_scareTactics: "Scare Tactics: remove 1 opponent SP in the country",
  k_retainPower: "Retain Power in the country (and score for it) or surrender it?",
  k_discardDrawn: "Discard one of the cards drawn",
  k_removeSupport: "Remove an opponent SP",
  k_tstSwap: "Tiananmen Square award: discard a non-Scoring card and draw a replacement?",
  k_finalPowerStruggle: "New Year's Eve Party: choose a country for the last Power Struggle",
  k_eventPlace: "Add an SP",
  k_eventRemove: "Remove an SP",
  k_eventSpace: "Choose a space",
  k_eventCountry: "Choose a country",
  k_eventCard: "Choose a card",
  k_eventChoice: "Choose",
  k_eventOperations: "Use the Ops the event gives",
  k_eventMove: "Move an SP",
  k_eventDiscard: "Discard a card, or stop",
  k_eventSetAside: "Set a card aside, or not",
  k_generalStrike: "General Strike: discard a card and roll (or play a Scoring card)",
  k_stasiDeclare: "Stasi: show the Communist the card you will play next",
  k_cancelCheck: "Discard a card to cancel the Support Check?",
  k_goodbyeLenin: "Goodbye Lenin!: take a red-titled card, or use the Ops",
  // help for decisions that need it
  help_raiseStakes:
    "Raising the stakes (8.2): you discard 3 of your Power Struggle cards; for each player who raises, +1 is added to both the loser's support-loss roll and the winner's VP roll of this Power Struggle.",
  help_powerMatch:
    "Match the suit led (or play a leader you may use, or Tactic Fails). If you concede, the attacker wins the Power Struggle.",
  help_retainPower:
    "Retaining Power scores the country's Power value times the number of times it has been scored; surrendering gives Power to the Democrat.",
  help_bid:
    "Both players bid in secret; the higher bid plays the side chosen and gives the opponent the SPs offered (13.0).",
} as const;

export type Key = keyof typeof en;

const fr: Table<Key> = {
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
  undoneBy: "Le {side} a repris un coup.",
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
  controlBy: "contrôle {side}",
  powerStruggle: "Power Struggle",
  powerHeld: "pouvoir {side}",
  uncontrolled: "non contrôlé",
  nextTo: "Voisins :",
  close: "Fermer",
  replayStart: "Début",
  replayBack: "Un pas en arrière",
  replayForward: "Un pas en avant",
  replayEnd: "Fin",
  replayStep: "Étape",
  replayCounter: "Étape {n} / {total}",
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
  k_supportCheck: "Support Check : choisissez une cible",
  k_declareBonus: "Annoncer les deux Support Checks en Allemagne de l’Est pour le bonus de +1 OP ?",
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
  k_stasiDeclare: "Stasi : montrez au Communiste la carte que vous jouerez ensuite",
  k_cancelCheck: "Défausser une carte pour annuler le Support Check ?",
  k_goodbyeLenin: "Goodbye Lenin! : prenez une carte au titre rouge, ou utilisez les OPs",
  help_raiseStakes:
    "Raise the Stakes (8.2) : vous défaussez 3 de vos cartes de Power Struggle ; pour chaque joueur qui le fait, +1 s’ajoute au jet de perte de supports du perdant et au jet de PV du vainqueur de ce Power Struggle.",
  help_powerMatch:
    "Fournissez la famille demandée (ou un leader autorisé, ou Tactics Fail). Si vous abandonnez, l’attaquant gagne le Power Struggle.",
  help_retainPower:
    "Garder le pouvoir rapporte la valeur de pouvoir du pays multipliée par le nombre de décomptes ; le céder donne le pouvoir au Démocrate.",
  help_bid:
    "Les deux joueurs enchérissent en secret ; la plus forte enchère joue le camp choisi et donne à l’adversaire les SP offerts (13.0).",
};

const zh: Table<Key> = {
  youAre: "你:{side}",
  spectating: "觀戰中",
  replay: "重播",
  turn: "回合",
  turnN: "第 {n} 回合",
  arN: "行動輪 {n}",
  actionRound: "行動輪",
  phasing: "輪到{side}",
  phasingPlayer: "行動方",
  vp: "VP",
  victoryPoints: "分數(VP)",
  tstShort: "天安門",
  tstTrack: "天安門廣場",
  ussrShort: "蘇聯",
  ussrTrack: "蘇聯安定條",
  hands: "手牌",
  cardsInHand: "手牌數",
  deck: "牌庫",
  drawDeck: "牌庫",
  aside: "蓋放",
  asideTitle: "蓋放在一旁的牌",
  inEffect: "生效中:",
  eventInEffect: "生效中的事件",
  eventsInEffect: "生效中的事件",
  decision: "決定",
  waitingOpponent: "等待對手加入",
  waitingOpponentText: "對手加入後對局開始。請把上方的邀請連結傳給對手。",
  waitingFor: "等待{side}",
  sideToAct: "輪到{side}",
  confirm: "確認",
  cancel: "取消",
  cannotTakeBack: "將擲骰或翻開牌:無法悔棋。",
  yourDecision: "輪到你決定",
  chooseSpaceHint: "在地圖上選擇 {n} 個亮起地區之一。",
  chooseCardHint: "從手牌中選擇一張亮起的牌。",
  choosePowerHint: "選擇一張政權鬥爭牌。",
  chooseSpace: "選擇地區",
  pickFromList: "…或從清單中選擇地區",
  undo: "悔棋",
  undoneBy: "{side}收回了一步。",
  autoAnswered: "只有一種選擇:{what}",
  spsToPlace: "還要放 {n} 點影響力",
  opsLeft: "剩餘 {n} 點數",
  opsN: "{n} 點數",
  bidPlay: "扮演{side},讓出",
  seatOf: "座位 {side}",
  bidNotYet: "尚未出價",
  bidMade: "已出價",
  bidShown: "扮演{side},讓出 {n} 點影響力",
  bids: "出價",
  yourHand: "你的手牌({n})",
  opponentHolds: "對手有 {n} 張",
  noCards: "沒有手牌。",
  handsTitle: "手牌",
  handOf: "{side}的手牌({n})",
  spectatorHands: "共產黨 {com} 張 · 民主派 {dem} 張。觀戰者看不到手牌。",
  knownInOpponentHand: "已知對手手牌:",
  theirEventOccurs: "對方事件會發生",
  theirEventOccursTitle: "這張牌上對方的事件將會發生",
  playable: "可打出",
  scoringCard: "計分牌",
  bothSides: "雙方",
  tagRemoved: "事件後移出遊戲",
  tagLasting: "持續",
  periodEarly: "早期",
  periodMiddle: "中期",
  periodLate: "晚期",
  periodOf: "{period}",
  powerStruggleIn: "政權鬥爭:{country}",
  resolved: "已結算",
  initiatedBy: "發起方",
  initiative: "攻方:",
  banned: "禁用花色:",
  raised: "加碼:",
  nobody: "無",
  none: "無",
  lead: "攻方出牌:",
  played: "已出:",
  psWon: "{side}贏得政權鬥爭。",
  psWonAftermath: "{side}贏得政權鬥爭 — 接著結算懲罰與獎勵。",
  yourPsCards: "你的政權鬥爭牌({n})",
  spectatorNoPsHand: "觀戰者看不到政權鬥爭手牌。",
  dismiss: "知道了",
  tabLog: "紀錄",
  tabTracks: "軌道",
  tabPiles: "牌堆({n})",
  setup: "起始設定",
  sinceLastMove: "自你上一步以來",
  latestEvents: "最新動態",
  dieShows: "骰子 {n} 點",
  needN: "需要 {n}",
  sideToPlay: "輪到{side}",
  boxN: "第 {n} 格",
  firstReachedBy: "{side}率先到達",
  countries: "國家",
  ifScoredNow: "若現在計分",
  country: "國家",
  net: "淨分",
  level: "層次",
  powerOf: "政權:{side}",
  spShort: "{n} 區",
  bgShort: "戰區",
  scoreCellTitle: "{side}:{level},{spaces} 個地區,戰區 {bg}/{total} = {vp} VP",
  scoreNote:
    "每個國家下方:誰掌握政權,以及存在/占優/支配的分數。存在、占優、支配:各方現在計分可得的層次;分數 = 層次分數 + 每個控制的戰區 1 分。區:控制的地區數;戰區:控制的戰區/該國戰區總數。",
  mapLegend: "地圖圖例",
  stability: "安定值",
  battlegroundBand: "戰區(深色標題列)",
  legendComSp: "共產黨影響力",
  legendControl: "民主派影響力,實心:控制",
  legendEdge: "連線(虛線:跨越國界)",
  besideTheMap: "地圖旁的生效牌",
  discardPile: "棄牌堆",
  removedFromGame: "移出遊戲",
  stabilityN: "安定值 {n}",
  battleground: "戰區",
  controlBy: "{side}控制",
  powerStruggle: "政權鬥爭",
  powerHeld: "{side}政權",
  uncontrolled: "無人控制",
  nextTo: "相鄰:",
  close: "關閉",
  replayStart: "開頭",
  replayBack: "上一步",
  replayForward: "下一步",
  replayEnd: "結尾",
  replayStep: "步數",
  replayCounter: "第 {n} / {total} 步",
  wins: "{side}獲勝:{why}(VP {vp})",
  draw: "平手:{why}(VP {vp})",
  why_automaticVictory: "自動勝利",
  why_heldScoringCard: "持有計分牌",
  why_finalScoring: "最終計分",
  why_newYearsEveParty: "跨年晚會",
  why_resignation: "對手投降",
  vpEven: "平分",
  vpAhead: "{side} +{n}",
  until_turn: "到本回合結束",
  until_round: "本行動輪",
  until_nextPlay: "對下一張打出的牌",
  until_powerStruggle: "對下一次政權鬥爭",
  until_game: "到遊戲結束",
  until_cancelled: "直到被其他事件取消",
  until_deal: "到下次發牌",
  play_event: "事件",
  play_ops: "點數",
  play_tst: "天安門廣場",
  play_opsOnly: "只用點數(不發生事件)",
  play_opsAndEvent: "點數和事件",
  opt_place: "放置影響力",
  opt_check: "支持檢定",
  opt_raise: "加碼賭注",
  opt_pass: "不做",
  opt_concede: "認輸",
  opt_retain: "維持政權",
  opt_surrender: "放棄政權",
  opt_done: "完成",
  opt_stop: "停止",
  opt_yes: "是",
  opt_no: "否",
  opt_none: "無",
  opt_event: "先發生事件",
  opt_ops: "點數",
  opt_tst: "嘗試上天安門",
  opt_add: "增加",
  opt_remove: "移除",
  opt_checks: "支持檢定",
  opt_accept: "接受",
  opt_decline: "拒絕",
  powerAs: "{card} 當作{suit}",
  bidAction: "扮演{side},讓出 {n}",
  confirmPlay: "打出 {card} 作為{how}?",
  confirmPlayTheirEvent: "打出 {card} 作為{how}?這張牌上對手的事件也會發生。",
  confirmCheck: "在 {space} 進行支持檢定?",
  confirmDiscard: "棄掉 {card}?",
  confirmChoose: "選擇 {card}?",
  confirmSetAside: "把 {card} 蓋放一旁?",
  confirmDeclare: "宣告 {card}?",
  confirmPower: "打出 {card}?",
  confirmOption: "{what}?",
  confirmCountry: "選擇{country}?",
  confirmBid: "出價扮演{side},讓出 {n} 點影響力?",
  k_setupPlace: "起始設定:在沒有對方影響力的地區放置 1 點影響力",
  k_bid: "平衡出價:選擇想扮演的陣營以及讓給對手的影響力",
  k_bidTie: "你贏得平手擲骰:選擇你的陣營",
  k_actionRound: "行動輪 {round}:打出一張牌",
  k_operations: "使用點數:放置影響力或進行支持檢定",
  k_placeSupport: "放置影響力",
  k_supportCheck: "支持檢定:選擇目標",
  k_declareBonus: "宣告在東德進行兩次支持檢定以獲得 +1 點數?",
  k_raiseStakes: "棄掉 3 張政權鬥爭牌加碼賭注?",
  k_raiseDiscard: "加碼賭注:棄掉一張政權鬥爭牌",
  k_powerAttack: "政權鬥爭:攻方出牌",
  k_powerMatch: "政權鬥爭:出同花色的牌,或認輸",
  k_supportLoss: "在該國移除一點你的影響力",
  k_scareTactics: "Scare Tactics:在該國移除對方 1 點影響力",
  k_retainPower: "維持該國政權(並計分)還是放棄?",
  k_discardDrawn: "棄掉抽到的其中一張牌",
  k_removeSupport: "移除對方一點影響力",
  k_tstSwap: "天安門獎勵:棄掉一張非計分牌並抽一張?",
  k_finalPowerStruggle: "跨年晚會:選擇最後一次政權鬥爭的國家",
  k_eventPlace: "增加一點影響力",
  k_eventRemove: "移除一點影響力",
  k_eventSpace: "選擇地區",
  k_eventCountry: "選擇國家",
  k_eventCard: "選擇一張牌",
  k_eventChoice: "選擇",
  k_eventOperations: "使用事件給的點數",
  k_eventMove: "移動一點影響力",
  k_eventDiscard: "棄一張牌,或停止",
  k_eventSetAside: "把一張牌蓋放一旁,或不要",
  k_generalStrike: "總罷工:棄一張牌並擲骰(或打出計分牌)",
  k_stasiDeclare: "Stasi:向共產黨出示你下一輪要打的牌",
  k_cancelCheck: "棄一張牌取消這次支持檢定?",
  k_goodbyeLenin: "Goodbye Lenin!:拿一張紅色標題的牌,或使用點數",
  help_raiseStakes:
    "加碼賭注(8.2):棄掉你 3 張政權鬥爭牌;每有一方加碼,本次政權鬥爭的敗方懲罰擲骰與勝方獎勵擲骰各 +1。",
  help_powerMatch: "出與攻方同花色的牌(或可用的領袖牌,或 Tactics Fail)。認輸則攻方贏得政權鬥爭。",
  help_retainPower: "維持政權可得「該國政權分數 × 計分次數」的 VP;放棄則政權歸民主派。",
  help_bid: "雙方秘密出價;出價高者扮演所選陣營,並把讓出的影響力給對手(13.0)。",
};

/** 1989's words in the reader's language. */
export const tr = translator({ en, fr, zh });
type Dyn = (key: string, params?: Readonly<Record<string, string | number>>) => string;
/** For keys built at run time from typed vocabularies (decision kinds, options, reasons). */
const trKey: Dyn = (key, params) => (key in en ? tr(key as Key, params) : key);

const SIDE: Readonly<
  Record<Side, { en: string; fr: string; zh: string; short: { en: string; fr: string; zh: string } }>
> = {
  com: { en: "Communist", fr: "Communiste", zh: "共產黨", short: { en: "Com", fr: "Com", zh: "共" } },
  dem: { en: "Democrat", fr: "Démocrate", zh: "民主派", short: { en: "Dem", fr: "Dém", zh: "民" } },
};

import { lang } from "../../shell/i18n.ts";

export function sideName(s: Side): string {
  return SIDE[s][lang.value];
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
  return p.name;
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

function cardName(n: number): string {
  return CARDS[n]?.name ?? `#${n}`;
}

export function playAsLabel(as: PlayAs): string {
  return trKey(`play_${as}`);
}

/** A short button label for an action. */
export function actionLabel(a: Action, _kind?: string): string {
  switch (a.t) {
    case "play": {
      const c = CARDS[a.card];
      const base = playAsLabel(a.as);
      if (a.as === "ops" && c && c.side !== "neutral" && !c.scoring && c.ops > 0) return `${base} (${c.ops})`;
      if ((a.as === "tst" || a.as === "opsOnly" || a.as === "opsAndEvent") && c) return `${base} (${c.ops})`;
      return base;
    }
    case "option":
      return trKey(`opt_${a.option}`);
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

import { SPACES } from "@dawn/engine";

function spaceName(n: number): string {
  return SPACES[n]?.display ?? `#${n}`;
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
      return tr("confirmOption", { what: actionLabel(a) });
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

/** The decision's prompt in the reader's language (English: the engine's own sentence). */
export function kindPrompt(d: NonNullable<View["decision"]>): string {
  if (lang.value === "en" || !(`k_${d.kind}` in en)) return d.prompt;
  const card = d.card !== undefined ? cardName(d.card) : "";
  const text = trKey(`k_${d.kind}`, { round: roundOf(d.prompt) });
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
  return key in en ? trKey(key) : null;
}
