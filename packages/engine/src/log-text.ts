// English sentences for log entries, generated from their data (the CLI and the text log use them).
// Cards are written [c12], spaces [s4] and Power Struggle cards [p7]; renderText() names them.
import { TST_BOX_NAMES, USSR_TRACK } from "./data/index.ts";
import type { CardPlace, DieRoll, LogEntry, Modifier, NoteKey, ScoringSide } from "./log.ts";
import type { PlayAs, Side, Suit } from "./types.ts";

const SIDE: Record<Side, string> = { com: "Communist", dem: "Democrat" };
const SUIT: Record<Suit, string> = {
  rally: "Rally in the Square",
  march: "March",
  strike: "Strike",
  petition: "Petition",
};
const PLAY: Record<PlayAs, string> = {
  event: "for the Event",
  ops: "for Operations",
  tst: "for a Tiananmen Square Attempt",
  opsOnly: "for Operations without its Event (Tiananmen Square award)",
  opsAndEvent: "for both Operations and Event (Tiananmen Square award)",
};

const c = (n: number): string => `[c${n}]`;
const sp = (n: number): string => `[s${n}]`;
const p = (n: number): string => `[p${n}]`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const signed = (n: number): string => (n >= 0 ? `+ ${n}` : `- ${-n}`);
const list = (cards: readonly number[], ref: (n: number) => string): string => cards.map(ref).join(", ");

/** "die 4 + 2 Ops + 1 = 7" (the other modifiers summed; shown even when 0 if `zero`). */
function sum(r: DieRoll, zero: boolean): string {
  let ops = 0;
  let other = 0;
  for (const m of r.mods) {
    if (m.why === "ops") ops += m.value;
    else other += m.value;
  }
  const parts = [`die ${r.die}`, `${signed(ops)} Ops`];
  if (other !== 0 || zero) parts.push(signed(other));
  return `${parts.join(" ")} = ${r.total}`;
}

function hand(place: CardPlace): Side | null {
  if (place === "comHand" || place === "comAside") return "com";
  if (place === "demHand" || place === "demAside") return "dem";
  return null;
}

const PLACE: Record<CardPlace, string> = {
  deck: "the draw deck",
  discard: "the discard pile",
  removed: "the removed cards",
  inPlay: "play",
  comHand: "the Communist's hand",
  demHand: "the Democrat's hand",
  comAside: "the Communist's set-aside cards",
  demAside: "the Democrat's set-aside cards",
  played: "play",
};

function scoringSide(side: Side, x: ScoringSide): string {
  return `${SIDE[side]} ${x.level} + ${plural(x.battlegrounds, "battleground")} = ${x.points}`;
}

function modText(m: Modifier): string {
  return `${signed(m.value)}${m.card ? ` ${c(m.card)}` : ""}`;
}

/** The English sentence of a log entry (with [c], [s], [p] references). */
export function logText(e: LogEntry): string {
  switch (e.t) {
    case "newGame":
      return `New game (${e.scenario}${e.bid ? ", balance bid" : ""}).`;
    case "bid":
      return `The ${e.seat === "com" ? "first" : "second"} player bids.`;
    case "bids":
      return `Bids: first player wants ${SIDE[e.com.side]} offering ${e.com.sps}; second wants ${SIDE[e.dem.side]} offering ${e.dem.sps}.`;
    case "bidBonus":
      return `The ${SIDE[e.side]} receives ${plural(e.n, "extra SP")} from the bid.`;
    case "rollOff": {
      if (e.card === null) {
        const tail = e.winner ? `: the ${e.winner === "com" ? "first" : "second"} player chooses a side` : "";
        return `Tie rolls: first player ${e.com.die}, second player ${e.dem.die}${tail}.`;
      }
      const round = e.winner ? `${SIDE[e.winner]} wins the round` : "tie, roll again";
      const decided = e.decided
        ? ` The ${SIDE[e.decided]} wins the roll-off${e.decided === "com" ? ": nothing happens" : ""}.`
        : "";
      return `Roll-off: Democrat ${e.dem.die} + ${e.dem.total - e.dem.die} = ${e.dem.total}, Communist ${e.com.die} + ${e.com.total - e.com.die} = ${e.com.total}: ${round} (${e.score.dem}-${e.score.com}).${decided}`;
    }
    case "deal":
      return `Cards dealt: Communist ${e.com}, Democrat ${e.dem}.`;
    case "turn":
      return `Turn ${e.turn} begins.`;
    case "periodCards":
      return `The ${e.period} Year cards are shuffled into the draw deck.`;
    case "reshuffle":
      return "The discard pile is reshuffled to form a new draw deck.";
    case "asideReturned":
      return `${SIDE[e.side]} takes back ${plural(e.n, "set-aside card")}.`;
    case "draw":
      return `${SIDE[e.side]} draws ${plural(e.n, "card")}${e.cards?.length ? `: ${list(e.cards, c)}` : ""}.`;
    case "forfeit":
      return `${SIDE[e.side]} has no card and forfeits Action Round ${e.round}.`;
    case "declineRound":
      return `${SIDE[e.side]} declines Action Round ${e.round}.`;
    case "play":
      return e.via
        ? `${SIDE[e.side]} plays ${c(e.card)} for Operations with ${c(e.via)}; its event is cancelled.`
        : `${SIDE[e.side]} plays ${c(e.card)} ${PLAY[e.as]}.`;
    case "event":
      return `Event of ${c(e.card)} takes place for the ${SIDE[e.side]}.`;
    case "noEvent":
      return `The event of ${c(e.card)} cannot take place.`;
    case "cardMove": {
      const what = e.card === null ? "a card" : c(e.card);
      const by = e.by ? ` (${c(e.by)})` : "";
      const from = hand(e.from);
      const to = hand(e.to);
      if (e.to === "played") return `${c(e.card ?? 0)} is taken from ${PLACE[e.from]} to be played${by}.`;
      if (from && e.to === "discard")
        return `The ${SIDE[from]} discards ${what}${e.random ? " at random" : ""}${by}.`;
      if (from && to && from !== to) return `The ${SIDE[from]} gives ${what} to the ${SIDE[to]}${by}.`;
      if (from && (e.to === "comAside" || e.to === "demAside"))
        return `The ${SIDE[from]} sets ${what} aside until the next turn${by}.`;
      if (to && e.from === "discard") return `The ${SIDE[to]} takes ${what} from the discard pile${by}.`;
      return `${what} moves from ${PLACE[e.from]} to ${PLACE[e.to]}${by}.`;
    }
    case "reveal": {
      const what = e.power ? "Power Struggle card" : "card";
      const cards = e.cards?.length ? `: ${list(e.cards, e.power ? p : c)}` : "";
      return `${c(e.by)}: the ${SIDE[e.side]} shows the ${SIDE[e.to]} ${plural(e.n, what)}${cards}.`;
    }
    case "sp": {
      const n = Math.abs(e.n);
      const sps = `${n} ${SIDE[e.side]} SP${n === 1 ? "" : "s"}`;
      switch (e.why) {
        case "setup":
        case "ops":
          return `${SIDE[e.side]} places ${n} SP${n === 1 ? "" : "s"} in ${sp(e.space)}.`;
        case "control":
          return `Adds ${sps} to ${sp(e.space)} to control it.`;
        case "psLoss":
          return `${SIDE[e.side]} removes ${n} SP${n === 1 ? "" : "s"} from ${sp(e.space)}.`;
        default:
          return e.n > 0 ? `Adds ${sps} to ${sp(e.space)}.` : `Removes ${sps} from ${sp(e.space)}.`;
      }
    }
    case "spConvert":
      return `${plural(e.n, `${SIDE[e.from]} SP`)} in ${sp(e.space)} replaced by ${SIDE[e.to]} SPs.`;
    case "spMove":
      return `Moves ${plural(e.n, `${SIDE[e.side]} SP`)} from ${sp(e.from)} to ${sp(e.to)}.`;
    case "systematized":
      return (
        `${sp(e.space)} is eliminated from the map: ${e.dem} Democratic SP(s) lost, ` +
        (e.movedTo === null
          ? `${e.com} Communist SP(s) lost.`
          : `${e.com} Communist SP(s) moved to ${sp(e.movedTo)}.`)
      );
    case "vp": {
      const why =
        e.why === "scoring"
          ? ""
          : e.why === "finalBonus"
            ? " (Power retained at Final Scoring)"
            : e.why === "power"
              ? ` for Power in ${e.country}`
              : e.card
                ? ` (${c(e.card)})`
                : "";
      return `${SIDE[e.side]} ${e.n >= 0 ? "gains" : "loses"} ${Math.abs(e.n)} VP${why} (VP now ${e.vp}).`;
    }
    case "check": {
      const result = e.success
        ? `${plural(e.removed, "opponent SP")} removed, ${e.added} added`
        : "no effect";
      return `${SIDE[e.side]} Support Check in ${sp(e.space)}: ${sum(e, true)} against ${(e.need ?? 1) - 1}: ${result}.`;
    }
    case "tst":
      return `${SIDE[e.side]} Tiananmen Square attempt: ${e.total} (die ${e.die}) against ${e.need}: ${e.success ? "success" : "failure"}.`;
    case "roll":
      switch (e.for) {
        case "generalStrike":
          return `${SIDE[e.side]} discards ${c(e.card ?? 0)} against the General Strike: ${sum(e, false)}: the strike ${e.success ? "ends" : "goes on"}.`;
        case "psInitiative":
          return e.success
            ? `${SIDE[e.side]} rolls ${e.die} against rank ${e.need} and takes the initiative.`
            : `${SIDE[e.side]} rolls ${e.die} against rank ${e.need}: the ${SIDE[e.side === "com" ? "dem" : "com"]} keeps the initiative.`;
        case "psSupportLoss":
          return `Support loss roll: ${e.die} ${signed(e.total - e.die)} = ${e.total}: the ${SIDE[e.side]} removes ${plural(e.result ?? 0, "SP")} in ${e.country}.`;
        case "psVp":
          return `VP roll: ${e.die} ${signed(e.total - e.die)} = ${e.total}.`;
        default: {
          const mods = e.mods.length ? ` ${e.mods.map(modText).join(" ")} = ${e.total}` : "";
          const need =
            e.need === null ? "" : ` (${e.need} or more needed): ${e.success ? "success" : "no effect"}`;
          const where = e.space !== undefined ? ` in ${sp(e.space)}` : "";
          return `${e.card ? `${c(e.card)}${where}: ` : ""}${SIDE[e.side]} rolls ${e.die}${mods}${need}.`;
        }
      }
    case "tstAdvance":
      return (
        `${SIDE[e.side]} reaches Tiananmen Square box ${e.box}: ${TST_BOX_NAMES[e.side][e.box]}.` +
        (e.first ? "" : ` The ${SIDE[e.side === "com" ? "dem" : "com"]} award of box ${e.box} ends.`)
      );
    case "tstFreeCheck":
      return `${SIDE[e.side]} may make a free Support Check (Tiananmen Square award).`;
    case "ussr":
      return `The USSR Stability marker moves to ${USSR_TRACK[e.box]?.label ?? e.box}.`;
    case "lastingEnds":
      return e.by ? `${c(e.card)} is cancelled by ${c(e.by)}.` : `${c(e.card)} ends.`;
    case "note":
      return `${c(e.card)}: ${noteText(e.note, e.country, e.by)}`;
    case "psStart":
      return `Power Struggle in ${e.country}: Communist ${plural(e.com, "card")}, Democrat ${plural(e.dem, "card")}.`;
    case "psRaise":
      return `${SIDE[e.side]} raises the stakes.`;
    case "psPlay":
      switch (e.role) {
        case "lead":
          return `${SIDE[e.side]} leads ${p(e.card)}${e.suit ? ` as ${SUIT[e.suit]}` : ""}.`;
        case "match":
          return `${SIDE[e.side]} matches with ${p(e.card)}.`;
        case "tacticFails":
          return `${SIDE[e.side]} plays ${p(e.card)}: ${e.suit ? SUIT[e.suit] : "the suit"} may no longer be played.`;
        default:
          return `${SIDE[e.side]} plays ${p(e.card)}.`;
      }
    case "psDiscard":
      return `${SIDE[e.side]} discards ${p(e.card)}${e.random ? " at random" : ""}.`;
    case "psDraw":
      return `${SIDE[e.side]} draws ${plural(e.n, "Power Struggle card")}.`;
    case "psTake":
      return `${c(e.card)}: the ${SIDE[e.side]} takes ${plural(e.n, "Power Struggle card")} at random from the ${SIDE[e.side === "com" ? "dem" : "com"]}.`;
    case "psInitiative":
      return `${SIDE[e.side]} takes the initiative.`;
    case "psResult": {
      const loser = SIDE[e.winner === "com" ? "dem" : "com"];
      const suit = e.suit ? ` with ${SUIT[e.suit]}` : "";
      return e.why === "noCard"
        ? `${loser} has no playable card: the ${SIDE[e.winner]} wins the Power Struggle.`
        : `${loser} does not match: the ${SIDE[e.winner]} wins the Power Struggle${suit}.`;
    }
    case "crowdTurns":
      return `The Crowd Turns Against Ceausescu: the Democrat draws ${e.cards.length} Power Struggle cards (${list(e.cards, p)}): ${e.rallies} Rally in the Square, ${e.ops} Ops in Romania.`;
    case "power":
      return e.how === "retained"
        ? `The Communist retains Power in ${e.country}.`
        : e.how === "toppled"
          ? `The Communist is toppled from Power in ${e.country}!`
          : `The Communist voluntarily surrenders Power in ${e.country}.`;
    case "scoring":
      return `${e.country} scored: ${scoringSide("dem", e.dem)}, ${scoringSide("com", e.com)}; net ${e.net >= 0 ? "+" : ""}${e.net}.`;
    case "finalScoring":
      return "Final Scoring.";
    case "ceausescus":
      return e.captured
        ? `The Democrat controls ${sp(e.space ?? 0)}: the Ceausescus are captured.`
        : e.space === null
          ? "The Ceausescus have nowhere to flee."
          : `The Ceausescus flee to ${sp(e.space)}.`;
    case "heldScoring":
      return `${SIDE[e.side]} holds ${list(e.cards, c)} at the end of the turn.`;
    case "result":
      switch (e.reason) {
        case "automaticVictory":
          return `The ${SIDE[e.winner ?? "dem"]} reaches ${Math.abs(e.vp)} VP: automatic victory.`;
        case "heldScoringCard":
          return e.winner
            ? `The ${SIDE[e.winner]} wins: a Scoring card was held.`
            : "Both held a Scoring card: draw.";
        case "resignation":
          return `The ${SIDE[e.winner === "com" ? "dem" : "com"]} resigns.`;
        default:
          return e.winner ? `The ${SIDE[e.winner]} wins (${e.vp} VP).` : "The game is a draw.";
      }
  }
}

function noteText(key: NoteKey, country?: string, by?: number): string {
  switch (key) {
    case "strikeStarts":
      return "the General Strike starts with the Communist's next Action Round.";
    case "extraRound":
      return "the Communist may take an extra Action Round this turn.";
    case "checksBarred":
      return `the Communist may not make Support Checks in ${country} this turn.`;
    case "waitsForRomania":
      return "waits for the next Romanian Power Struggle.";
    case "gameEndsThisTurn":
      return "the game will end at the end of this turn.";
    case "declined":
      return "declined.";
    case "ligachevAvoided":
      return "the Democrat plays Gorbachev Charms the West for its event.";
    case "coupIn":
      return `in ${country}.`;
    case "tstTop":
      return "the Tiananmen Square marker is already in the last box.";
    case "wallMustGo":
      return "The Wall Must Go! has succeeded: no effect.";
    case "tyrantGone":
      return "The Tyrant is Gone has taken effect: no effect.";
    case "cancelled":
      return `cancelled by ${by ? c(by) : "another event"}: no effect.`;
    case "noChecks":
      return "the Democrat does not control Czech Writers: no Support Checks.";
    case "noFarmer":
      return "no Democrat-controlled Farmer space in the country: no effect.";
    case "takesEffect":
      return "takes effect.";
    case "nothing":
      return "nothing qualifies.";
  }
}
