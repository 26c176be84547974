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
import { packOf } from "./lang.ts";
import { cardName, spaceName, wildName } from "./names.ts";

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
  oddsOnMap: "The chance of each Support Check is shown on its space.",
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

/** 1989's words in the reader's language (English until the language's pack has loaded). */
export function tr(key: Key, params?: Params): string {
  const l = lang.value;
  const t = l === "en" ? en : (packOf(l)?.text ?? en);
  return format(t[key] ?? en[key], params, l);
}
type Dyn = (key: string, params?: Readonly<Record<string, string | number>>) => string;
/** For keys built at run time from typed vocabularies (decision kinds, options, reasons). */
const trKey: Dyn = (key, params) => (key in en ? tr(key as Key, params) : key);

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
