// 1989's table in English: the interface's words and the log's sentences (the engine's own, but for
// die rolls). A pack like the French and Chinese ones (lang.ts), in a chunk of its own: a French or
// Chinese reader does not download it.
import { type DieRoll, type Side, TST_BOX_NAMES, USSR_TRACK } from "@dawn/engine";
import type { LangPack } from "./lang.ts";
import type { Entry } from "./logtext.ts";

export const text = {
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
  tabHand: "Hand ({n})",
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
  controlBy: "{adj} control",
  powerStruggle: "Power Struggle",
  powerHeld: "{adj} power",
  uncontrolled: "uncontrolled",
  nextTo: "Next to:",
  close: "Close",
  replayStart: "Start",
  replayBack: "Back one step",
  replayForward: "Forward one step",
  replayEnd: "End",
  replayStep: "Step",
  replayCounter: "Step {n} / {total}",
  // odds before a roll
  oddsRoll: "{pct}% chance: a die of {min} or more ({mod} to the die, needs {need})",
  oddsAlways: "Certain: any die succeeds ({mod} to the die, needs {need})",
  oddsNever: "No chance: even a 6 falls short ({mod} to the die, needs {need})",
  oddsOf: "{side}’s roll: {odds}",
  oddsFor_supportCheck: "Support Check",
  oddsFor_tst: "Tiananmen Square attempt",
  oddsFor_generalStrike: "General Strike roll",
  oddsFor_event: "Event roll",
  oddsFor_psInitiative: "Initiative roll",
  chanceShort: "{pct}%",
  oddsOnMap: "The chance of each roll is shown above its space.",
  // undo, shown to the other player
  undoNote: "The {side} took back {n} {n|step|steps}",
  undoAway: "The {side} took back {n} {n|step|steps} while you were away",
  undoTaken: "Taken back:",
  // map
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  wholeMap: "Whole map",
  zoomTargets: "Zoom to the spaces you can choose",
  mapLabel: "Map of Eastern Europe: 75 spaces",
  spaceTitle: "{space} ({country}) · {socio} · stability {n}",
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
  // options named after the decision they answer
  opt_generalStrike_pass: "Decline the extra round",
  opt_supportCheck_done: "No more Support Checks",
  opt_declareBonus_yes: "Declare (East Germany only)",
  opt_declareBonus_no: "No bonus (any target)",
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
  k_supportCheck: "Support Check: choose a target ({n} left)",
  k_declareBonusOne: "Declare the Support Check in East Germany to gain the +{bonus} Ops bonus?",
  k_declareBonusTwo: "Declare both Support Checks in East Germany to gain the +{bonus} Ops bonus?",
  k_declareBonus: "Declare all {n} Support Checks in East Germany to gain the +{bonus} Ops bonus?",
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
  k_generalStrikeExtra:
    "General Strike, extra Action Round: discard a card and roll (or play a Scoring card), or decline this extra round",
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
  help_declareBonus:
    "Austria-Hungary Border Reopened adds to the card's Ops when they are all spent in East Germany (11.1). Declaring now, before the first roll, gets the bonus and keeps every check of this card in East Germany; without it, no bonus, even there.",
  help_bid:
    "Both players bid in secret; the higher bid plays the side chosen and gives the opponent the SPs offered (13.0).",
} as const;

export type Key = keyof typeof text;

const SIDE_EN: Readonly<Record<Side, string>> = { com: "Communist", dem: "Democrat" };

/** "die 4 + 2 Ops + 1 = 7". */
function sumEn(r: DieRoll): string {
  let ops = 0;
  let more = 0;
  for (const m of r.mods) {
    if (m.why === "ops") ops += m.value;
    else more += m.value;
  }
  const sign = (n: number) => (n >= 0 ? `+ ${n}` : `− ${-n}`);
  const parts = [`die ${r.die}`, `${sign(ops)} Ops`];
  if (more !== 0) parts.push(sign(more));
  return `${parts.join(" ")} = ${r.total}`;
}

/**
 * English: the engine's sentence, except Support Checks and Tiananmen Square attempts, which say
 * "needs 7" as the die drawn beside them does (the engine's sentence says "against 6").
 */
export function enText(e: Entry): string {
  switch (e.t) {
    case "check": {
      const result = e.success
        ? `${e.removed} opponent SP${e.removed === 1 ? "" : "s"} removed, ${e.added} added`
        : "no effect";
      return `${SIDE_EN[e.side]} Support Check in [s${e.space}]: ${sumEn(e)}, needs ${e.need}: ${result}.`;
    }
    case "tst":
      return `${SIDE_EN[e.side]} Tiananmen Square attempt: ${sumEn(e)}, needs ${e.need}: ${e.success ? "success" : "failure"}.`;
    default:
      return e.text;
  }
}

export const pack: LangPack = {
  text,
  log: enText,
  spaces: {},
  cards: {},
  wild: {},
  tst: TST_BOX_NAMES,
  ussr: USSR_TRACK.map((b) => b.label),
  effects: {},
};
