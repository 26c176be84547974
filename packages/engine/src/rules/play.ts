// 4.5.2 Action Rounds and 5.0 Card Play: play a card for its Event, for Operations or for a
// Tiananmen Square Attempt; opponent's events (5.2); Ops modifiers (7.3).

import {
  adjacent as adjacentOf,
  changeSP,
  controls,
  countrySpaces,
  eliminatedSpace,
  hand,
  isScoring,
  log,
  logEntry,
  removeFromHand,
  spaceExists,
  spOf,
  writeFlag,
} from "../board.ts";
import { card as cardData, other, SCORING_CARD_COUNTRY, SPACES } from "../data/index.ts";
import type { Modifier } from "../log.ts";
import {
  defineStep,
  type FrameFields,
  handlerOf,
  optionAction,
  type Pending,
  playAction,
  pop,
  push,
  pushAll,
  runGuards,
  runNextIf,
  type StepHandler,
  spaceAction,
  spaceList,
  top,
} from "../machine.ts";
import { rollDie } from "../rng.ts";
import type { Frame, Lasting, State } from "../state.ts";
import type { Action, Country, PlayAs, Side } from "../types.ts";
import { eventCanOccur, eventCanOccurIn, eventOf, eventSide, playedFlag } from "./events.ts";
import {
  anyHook,
  endLasting,
  framesFromHooks,
  HOOKS,
  hasHook,
  hooksOf,
  type LastingHooks,
  NO_FRAMES,
  sumHooks,
} from "./hooks.ts";
import { powerStruggleFrame } from "./power-struggle.ts";
import { tstAttemptFrame, tstAwardActive } from "./tiananmen.ts";

/**
 * The prompt `make(n)`, made once for each small whole `n` (the prompts of the commonest decisions
 * depend on one number: the same text without building a string at every decision).
 */
function promptFor(cache: string[], n: number, make: (n: number) => string): string {
  if (n >= 0 && n < 64 && Number.isInteger(n)) return (cache[n] ??= make(n));
  return make(n);
}
const roundPrompts: string[] = [];
const roundPrompt = (round: number): string => `Action Round ${round}: play a card`;
const opsPrompts: string[] = [];
const opsPrompt = (ops: number): string => `Use ${ops} Ops to place SPs or make Support Checks`;
const opsEventPrompts: string[] = [];
const opsEventPrompt = (ops: number): string =>
  `Use ${ops} Ops to place SPs or make Support Checks, or let the event take place first`;
const placePrompts: string[] = [];
const placePrompt = (left: number): string => `Place SPs: ${left} Op${left === 1 ? "" : "s"} left`;
const checkPrompts: string[] = [];
const checkPrompt = (left: number): string => `Support Check: choose a target (${left} left)`;

/** TST awards used once per turn, as bits of State.tstUsed. */
export const USED_BOX7 = 1;
export const USED_BOX8 = 2;

/**
 * 7.3: the Ops value of a card played by `side`: printed value (1-Ops cards count 2 with the TST
 * box 2 award, 6.3.5) plus every lasting modifier, never below 1 (7.3.2). `eastGermanyOnly` asks
 * for the value when every Op is spent in East Germany (Austria-Hungary Border Reopened, 11.1).
 */
export function opsValue(s: State, side: Side, card: number, eastGermanyOnly = false): number {
  const printed = cardData(card).ops;
  let ops = printed === 1 && tstAwardActive(s, side, 2) ? 2 : printed;
  // (The hook calls below are made, and their closures allocated, only when some effect has the hook.)
  if (hasHook(s, HOOKS.opsModifier))
    ops += sumHooks(s, HOOKS.opsModifier, (h, l) => h(s, l, side, card, eastGermanyOnly));
  return Math.max(ops, 1);
}

interface ActionRoundFrame extends Frame {
  readonly k: "actionRound";
  readonly side: Side;
}
interface EndRoundFrame extends Frame {
  readonly k: "endRound";
  readonly side: Side;
  done: boolean;
}

/** Pushes an Action Round of `side` and the end of that round (the round runs first). */
export function pushActionRound(s: State, side: Side): void {
  push(s, endRound({ side, done: false }));
  push(s, actionRound({ side }));
}

/** What playOptionsIn needs to know of the state beyond the card, as bits (worked out once per hand). */
const BLOCKS = 1; // some effect in play may block events
const MAY_TST = 2; // 6.3.3 one attempt per turn; 6.3.7 none once the last box is reached
const BOX7 = 4; // 6.3.5 box 7 award usable this turn
const BOX8 = 8; // 6.3.5 box 8 award usable this turn

function playContext(s: State, side: Side): number {
  let bits = 0;
  if (hasHook(s, HOOKS.blocksEvent)) bits |= BLOCKS;
  // Each side's fields read by name (a read by a variable name, "com" or "dem", is a slow one).
  const com = side === "com";
  const attempted = com ? s.tstAttempted.com : s.tstAttempted.dem;
  const used = com ? s.tstUsed.com : s.tstUsed.dem;
  if (!attempted && (com ? s.tst.com : s.tst.dem) < 8) bits |= MAY_TST;
  if (tstAwardActive(s, side, 7) && !(used & USED_BOX7)) bits |= BOX7;
  if (tstAwardActive(s, side, 8) && !(used & USED_BOX8)) bits |= BOX8;
  return bits;
}

/** The ways `side` may play `c` now. */
export function playOptions(s: State, side: Side, c: number, out: Action[]): void {
  playOptionsIn(s, side, c, out, out.length, playContext(s, side));
}

/** Scratch list of the Action Round's actions (see placeScratch). */
const roundScratch: Action[] = [];

/**
 * playOptions with the context of the hand (`playContext`) worked out by the caller: writes the
 * actions to `out` from index `n` on and returns the index after them.
 */
function playOptionsIn(s: State, side: Side, c: number, out: Action[], n: number, bits: number): number {
  const data = cardData(c);
  if (data.scoring) {
    out[n++] = playAction(c, "event");
    return n;
  }
  const owner = data.side === "neutral" ? side : data.side; // eventSide(c, side)
  const canEvent = eventCanOccurIn(s, c, owner, (bits & BLOCKS) !== 0);
  if (owner === side && canEvent) out[n++] = playAction(c, "event");
  out[n++] = playAction(c, "ops");
  if (bits & MAY_TST) out[n++] = playAction(c, "tst");
  // 6.3.5 box 7: for Ops without triggering the opponent's event, once per turn.
  if (owner !== side && canEvent && bits & BOX7) out[n++] = playAction(c, "opsOnly");
  // 6.3.5 box 8: for both Ops and Event, once per turn (own or neutral events).
  if (owner === side && canEvent && bits & BOX8) out[n++] = playAction(c, "opsAndEvent");
  return n;
}

/**
 * Pushes an Action Round of `side` and the end of that round, and goes on with the round at once,
 * as `settle` would next (after `runGuards`, unless the game is over): returns its decision, if any
 * (for the rounds step, which would otherwise return to `settle` just to run the round).
 */
export function startActionRound(s: State, side: Side): Pending | undefined {
  const f = actionRound({ side });
  push(s, endRound({ side, done: false }));
  push(s, f);
  runGuards(s);
  if (s.result) return undefined;
  return runActionRound(s, f);
}

defineStep<ActionRoundFrame>("actionRound", {
  run: runActionRound,
  act(s, f, a) {
    if (a.t === "option") {
      pop(s);
      log(s, { t: "declineRound", side: f.side, round: s.round });
      return;
    }
    if (a.t !== "play") throw new Error("expected a card play");
    pop(s);
    playCard(s, f.side, a.card, a.as);
  },
  copy(f) {
    return actionRound(f);
  },
});

function runActionRound(s: State, f: ActionRoundFrame): Pending | undefined {
  // Honecker: "He may also take 1 extra Action Round": declinable even when a strike replaces it.
  const optional =
    hasHook(s, HOOKS.roundOptional) && anyHook(s, HOOKS.roundOptional, (hk, l) => hk(s, l, f.side));
  if (hasHook(s, HOOKS.replaceActionRound)) {
    const replaced = framesFromHooks(s, HOOKS.replaceActionRound, (h, l) => h(s, l, f.side, optional));
    if (replaced.length > 0) {
      pop(s);
      pushAll(s, replaced);
      return undefined;
    }
  }
  const h = hand(s, f.side);
  if (h.length === 0) {
    pop(s);
    forfeitRound(s, f.side);
    return undefined;
  }
  const bits = playContext(s, f.side);
  let n = 0;
  for (let i = 0; i < h.length; i++) n = playOptionsIn(s, f.side, h[i]!, roundScratch, n, bits);
  if (optional) roundScratch[n++] = optionAction("pass");
  return {
    player: f.side,
    kind: "actionRound",
    prompt: promptFor(roundPrompts, s.round, roundPrompt),
    actions: roundScratch.slice(0, n),
  };
}

// Written out field by field (made at every step; see defineStep).
function actionRound(f: FrameFields<ActionRoundFrame>): ActionRoundFrame {
  return { k: "actionRound", side: f.side };
}

/** 4.5.2: "If for any reason a player has no cards in his hand ... he must forfeit that Action Round". */
export function forfeitRound(s: State, side: Side): void {
  log(s, { t: "forfeit", side, round: s.round });
  if (!hasHook(s, HOOKS.roundForfeited)) return;
  for (const l of s.lasting.slice()) hooksOf(l.card)?.roundForfeited?.(s, l, side);
}

/** Takes a card from the hand and pushes what playing it entails. */
export function playCard(s: State, side: Side, c: number, as: PlayAs): void {
  removeFromHand(s, side, c);
  logEntry(s, { t: "play", side, card: c, as, turn: s.turn });
  eventOf(c)?.whenPlayed?.(s, side, as);
  const hooked = hasHook(s, HOOKS.onCardPlayed)
    ? framesFromHooks(s, HOOKS.onCardPlayed, (h, l) =>
        h(s, l, side, c, as === "event" || as === "opsAndEvent"),
      )
    : NO_FRAMES;
  let frame: Frame;
  if (as === "event") {
    frame = cardEventFrame(c, side);
  } else if (as === "tst") {
    frame = tstAttemptFrame(side, c, false);
  } else {
    const owner = eventSide(c, side);
    let event: PlayOpsFrame["event"] = "none";
    if (as === "opsAndEvent") {
      s.tstUsed[side] |= USED_BOX8;
      event = "pending";
    } else if (as === "opsOnly") {
      s.tstUsed[side] |= USED_BOX7;
    } else if (owner !== side) {
      // 5.2: the opponent's event still occurs, unless it cannot (prerequisite, cancellation).
      if (eventCanOccur(s, c, owner)) event = "pending";
      else if (eventOf(c)) log(s, { t: "noEvent", card: c });
    }
    frame = playOps({ side, card: c, owner, event, used: false, occurred: false });
  }
  if (hooked.length === 0) push(s, frame);
  else pushAll(s, [frame, ...hooked]);
}

/**
 * Frames that resolve a card's event now as if `player` had played it for the event (Dash for the
 * West, Reformer Rehabilitated, Kiss of Death, Domino Theory...): a Scoring card starts its Power
 * Struggle; any other card's event takes place if it can, and the card is then disposed of (removed
 * if it has an asterisk and the event took place, else discarded). The card must already be out of
 * every hand and pile.
 */
export function cardEventFrame(card: number, player: Side): Frame {
  return isScoring(card)
    ? powerStruggleFrame(SCORING_CARD_COUNTRY.get(card)!, player, card)
    : playEvent({ side: player, card, stage: 0, occurred: false });
}

interface PlayEventFrame extends Frame {
  readonly k: "playEvent";
  readonly side: Side;
  readonly card: number;
  stage: number;
  occurred: boolean;
}

defineStep<PlayEventFrame>("playEvent", {
  run(s, f) {
    if (f.stage === 0) {
      f.stage = 1;
      const owner = eventSide(f.card, f.side);
      if (eventCanOccur(s, f.card, owner)) {
        f.occurred = true;
        push(s, eventFrame(f.card, owner));
      } else {
        log(s, { t: "noEvent", card: f.card });
      }
      return undefined;
    }
    pop(s);
    disposeCard(s, f.card, f.occurred);
    return undefined;
  },
  copy(f) {
    return playEvent(f);
  },
});

// Written out field by field (made at every step; see defineStep).
function playEvent(f: FrameFields<PlayEventFrame>): PlayEventFrame {
  return { k: "playEvent", side: f.side, card: f.card, stage: f.stage, occurred: f.occurred };
}

interface EventFrame extends Frame {
  readonly k: "event";
  readonly card: number;
  readonly side: Side;
}

export function eventFrame(card: number, side: Side): EventFrame {
  return eventStep({ card, side });
}

defineStep<EventFrame>("event", {
  run(s, f) {
    pop(s);
    const def = eventOf(f.card);
    if (!def) throw new Error(`Card ${f.card} has no event`);
    logEntry(s, { t: "event", card: f.card, side: f.side, turn: s.turn });
    writeFlag(s, playedFlag(f.card), 1);
    pushAll(s, def.steps(s, f.side));
    // The event's script (cards/steps.ts) comes next, as a rule: run it now, as settle would.
    scriptRun ??= handlerOf("script").run;
    return runNextIf(s, "script", scriptRun);
  },
  copy(f) {
    return eventStep(f);
  },
});

// Written out field by field (made at every step; see defineStep).
function eventStep(f: FrameFields<EventFrame>): EventFrame {
  return { k: "event", card: f.card, side: f.side };
}

/**
 * After a card is played: an asterisk event that took place is removed (2.2.4); a lasting event
 * without asterisk lies in play while its effect lasts (7.2); everything else is discarded.
 */
export function disposeCard(s: State, c: number, occurred: boolean): void {
  const data = cardData(c);
  if (occurred && data.asterisk) s.removed.push(c);
  else if (occurred && data.lasting && s.lasting.some((l) => l.card === c)) s.inPlay.push(c);
  else s.discard.push(c);
}

/** The options of a card played for Operations (and of the opponent's event still to come). */
const OPS_OPTIONS = Object.freeze([optionAction("place"), optionAction("check")]) as Action[];
const OPS_OR_EVENT = Object.freeze([
  optionAction("place"),
  optionAction("check"),
  optionAction("event"),
]) as Action[];
const YES_NO = Object.freeze([optionAction("yes"), optionAction("no")]) as Action[];

interface PlayOpsFrame extends Frame {
  readonly k: "playOps";
  readonly side: Side;
  readonly card: number;
  /** Who carries out the card's event. */
  readonly owner: Side;
  /** "pending": the event still has to take place; the phasing player picks before or after (5.2). */
  event: "none" | "pending" | "done";
  used: boolean;
  occurred: boolean;
}

defineStep<PlayOpsFrame>("playOps", {
  run(s, f) {
    if (!f.used) {
      const actions = f.event === "pending" ? OPS_OR_EVENT : OPS_OPTIONS;
      const ops = opsValue(s, f.side, f.card);
      return {
        player: f.side,
        kind: "operations",
        prompt:
          f.event === "pending"
            ? promptFor(opsEventPrompts, ops, opsEventPrompt)
            : promptFor(opsPrompts, ops, opsPrompt),
        actions,
        card: f.card,
        ops,
      };
    }
    if (f.event === "pending") {
      f.event = "done";
      f.occurred = true;
      push(s, eventFrame(f.card, f.owner));
      return undefined;
    }
    pop(s);
    disposeCard(s, f.card, f.occurred);
    // The end of the Action Round comes next (a card played in a round): run it now, as settle would.
    endRoundRun ??= handlerOf("endRound").run;
    return runNextIf(s, "endRound", endRoundRun);
  },
  act(s, f, a) {
    if (a.t !== "option") throw new Error("expected an option");
    if (a.option === "event") {
      // 5.2: the event first; the Operations follow.
      f.event = "done";
      f.occurred = true;
      push(s, eventFrame(f.card, f.owner));
      return;
    }
    f.used = true;
    if (a.option === "place") push(s, placementFrame(s, f.side, f.card));
    else push(s, supportCheckFrame(s, f.side, f.card, 2));
  },
  copy(f) {
    return playOps(f);
  },
});

// Written out field by field (made at every step; see defineStep).
function playOps(f: FrameFields<PlayOpsFrame>): PlayOpsFrame {
  return {
    k: "playOps",
    side: f.side,
    card: f.card,
    owner: f.owner,
    event: f.event,
    used: f.used,
    occurred: f.occurred,
  };
}

// ---- 6.1 Support Point placement -----------------------------------------------------------

export interface PlaceFrame extends Frame {
  readonly k: "placeOps";
  readonly side: Side;
  readonly card: number | null;
  ops: number;
  /** Extra Ops usable only while every SP goes to East Germany (11.1). */
  bonus: number;
  /**
   * 6.1.2: spaces with, or adjacent to, friendly SPs at the start of the placement. Never written
   * once made: copies of the frame share it.
   */
  readonly allowed: readonly number[];
  allInEastGermany: boolean;
}

/** 6.1.2: spaces holding friendly SPs before the first SP is placed, and their neighbours. */
export function placementSpaces(s: State, side: Side): number[] {
  const sp = spOf(s, side);
  // Without Systematization (the usual case) the printed adjacency applies and every space exists:
  // each space with SPs adds its precomputed set of itself and its neighbours (bits in 3 words).
  const plain = eliminatedSpace(s) < 0;
  if (plain) {
    let m0 = 0;
    let m1 = 0;
    let m2 = 0;
    for (let i = 0; i < SPACES.length; i++) {
      if (sp[i]! > 0) {
        m0 |= NEAR[3 * i]!;
        m1 |= NEAR[3 * i + 1]!;
        m2 |= NEAR[3 * i + 2]!;
      }
    }
    const out = placementScratch;
    const n = writeBits(out, writeBits(out, writeBits(out, 0, m0, 0), m1, 32), m2, 64);
    return out.slice(0, n);
  }
  const mark = placementMarks;
  mark.fill(0);
  for (let i = 0; i < SPACES.length; i++) {
    if (sp[i]! > 0 && (plain || spaceExists(s, i))) {
      mark[i] = 1;
      const adj = plain ? SPACES[i]!.adjacent : adjacentOf(s, i);
      for (let j = 0; j < adj.length; j++) mark[adj[j]!] = 1;
    }
  }
  const out: number[] = [];
  for (let i = 0; i < mark.length; i++) if (mark[i] && (plain || spaceExists(s, i))) out.push(i);
  return out;
}

/** Scratch marks of placementSpaces (one per space; cleared at every call). */
const placementMarks = new Uint8Array(SPACES.length);

/** Per space, the bits of the space and its printed neighbours, in 3 words of 32 spaces each. */
const NEAR = new Int32Array(3 * SPACES.length);
if (SPACES.length > 96) throw new Error("placementSpaces: more than 96 spaces");
for (const space of SPACES) {
  for (const j of [space.id, ...space.adjacent]) NEAR[3 * space.id + (j >> 5)]! |= 1 << (j & 31);
}

/** Scratch list of placementSpaces (see placeScratch). */
const placementScratch: number[] = [];

/**
 * Writes `base` plus the index of each bit set in `m`, lowest first, to `out` from index `n` on;
 * returns the index after them.
 */
function writeBits(out: number[], n: number, m: number, base: number): number {
  while (m !== 0) {
    const low = m & -m;
    out[n++] = base + 31 - Math.clz32(low);
    m ^= low;
  }
  return n;
}

/**
 * A placement of Ops, as for a card played for Operations (6.1, 7.4). `ops` overrides the card's
 * value (events granting Operations); `only` restricts it to one country (e.g. Laszlo Tokes).
 */
export function placementFrame(
  s: State,
  side: Side,
  card: number | null,
  ops?: number,
  only?: Country,
): PlaceFrame {
  const cardOps = card === null ? 0 : opsValue(s, side, card);
  const base = ops ?? cardOps;
  // Only an Ops modifier (Austria-Hungary Border Reopened) tells East Germany apart.
  const withEG = card !== null && hasHook(s, HOOKS.opsModifier) ? opsValue(s, side, card, true) - cardOps : 0;
  const allowed = placementSpaces(s, side);
  return placeOps({
    side,
    card,
    ops: base,
    bonus: Math.max(0, only && only !== "East Germany" ? 0 : withEG),
    allowed: only ? allowed.filter((sp) => SPACES[sp]!.country === only) : allowed,
    allInEastGermany: true,
  });
}

/** 6.1.3: one SP costs 1 Op, or 2 in an opponent-controlled space; events may change it. */
export function placeCost(s: State, side: Side, space: number): number {
  const base = controls(s, other(side), space) ? 2 : 1;
  if (!hasHook(s, HOOKS.placeCost)) return base;
  return base + sumHooks(s, HOOKS.placeCost, (h, l) => h(s, l, side, space, base) - base);
}

defineStep<PlaceFrame>("placeOps", {
  run(s, f) {
    const bonus = f.allInEastGermany ? f.bonus : 0;
    const hooked = hasHook(s, HOOKS.placeCost);
    // Without cost hooks an SP costs 1 or 2 Ops: with 2 Ops or more, every allowed space is listed.
    if (!hooked && f.ops >= 2 && f.allowed.length > 0) {
      return placeDecision(f, spaceList(f.allowed), f.ops + bonus);
    }
    // Without hooks an SP costs at least 1 Op: with none left (the usual end), no space is affordable.
    if (!hooked && f.ops < 1 && bonus < 1) {
      pop(s);
      return afterOperations(s);
    }
    // The affordable spaces' actions, written to a scratch list and copied out at their number.
    const affordable = placeScratch;
    let n = 0;
    // controls(s, opponent, space), read from the arrays directly.
    const theirs = spOf(s, other(f.side));
    const mine = spOf(s, f.side);
    const allowed = f.allowed;
    const ops = f.ops;
    for (let i = 0; i < allowed.length; i++) {
      const sp = allowed[i]!;
      const budget = IN_EAST_GERMANY[sp] ? ops + bonus : ops;
      // Without hooks an SP costs 1 or 2: a budget of 2 affords any space.
      if (budget >= 2 && !hooked) {
        affordable[n++] = spaceAction(sp);
        continue;
      }
      const t = theirs[sp]!;
      const cost = hooked ? placeCost(s, f.side, sp) : t > 0 && t - mine[sp]! >= STABILITY[sp]! ? 2 : 1;
      if (cost <= budget) affordable[n++] = spaceAction(sp);
    }
    if (n === 0) {
      pop(s);
      return afterOperations(s);
    }
    return placeDecision(f, affordable.slice(0, n), f.ops + bonus);
  },
  act(s, f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    const cost = placeCost(s, f.side, a.space);
    if (SPACES[a.space]!.country !== "East Germany") {
      f.allInEastGermany = false;
      f.bonus = 0;
    }
    // Spend the ordinary Ops first; the East Germany bonus covers the rest.
    const fromOps = Math.min(cost, f.ops);
    f.ops -= fromOps;
    f.bonus -= cost - fromOps;
    changeSP(s, f.side, a.space, 1, "ops");
  },
  copy(f) {
    // `allowed` is shared, not copied: nothing writes the list (its type is read-only).
    return placeOps(f);
  },
});

/**
 * The decision of a placement, in one literal with the card last when there is one (a field added
 * to an object literal afterwards costs a second allocation and a change of hidden class).
 */
function placeDecision(f: PlaceFrame, actions: Action[], left: number): Pending {
  const prompt = promptFor(placePrompts, left, placePrompt);
  return f.card === null
    ? { player: f.side, kind: "placeSupport", prompt, actions, ops: left }
    : { player: f.side, kind: "placeSupport", prompt, actions, ops: left, card: f.card };
}

/**
 * Scratch list of the actions of a placement (see placeOps' run). A list that grows by `push`
 * is reallocated as it grows (16, 40, 76 entries): built here, it is copied once, at its length.
 */
const placeScratch: Action[] = [];

// Written out field by field (made at every step; see defineStep).
function placeOps(f: FrameFields<PlaceFrame>): PlaceFrame {
  return {
    k: "placeOps",
    side: f.side,
    card: f.card,
    ops: f.ops,
    bonus: f.bonus,
    allowed: f.allowed,
    allInEastGermany: f.allInEastGermany,
  };
}

// ---- 6.2 Support Checks --------------------------------------------------------------------

export interface CheckFrame extends Frame {
  readonly k: "supportChecks";
  readonly side: Side;
  readonly card: number | null;
  /** Ops value added to the roll (already modified). */
  ops: number;
  /** The Ops value when every check is made in East Germany (Austria-Hungary Border Reopened). */
  readonly egOps: number;
  /** Checks left to make. */
  left: number;
  /** Extra modifier from the event granting the checks (e.g. +2). */
  readonly mod: number;
  /** Restrict targets to these spaces (events); null: anywhere. */
  readonly only: number[] | null;
  /** 11.1: -1 undecided, 0 declined or nothing to declare, 1 declared (every check in East Germany). */
  egBonus: number;
  /**
   * Checks still to be made before the player may stop (while a legal target exists): 1 for
   * Operations (6.0/6.2.2: the first check must be made, the second may be declined), 0 for an
   * event that says "may", all of them for an event that says "makes".
   */
  mustMake: number;
  /** Targets need no opponent SPs (Kremlin Coup!: a success then only adds SPs). */
  readonly anyTarget?: boolean;
}

interface CheckOpts {
  readonly ops?: number;
  readonly mod?: number;
  readonly only?: number[];
  readonly optional?: boolean;
  readonly anyTarget?: boolean;
}
const NO_CHECK_OPTS: CheckOpts = Object.freeze({});

/**
 * `checks` Support Checks by `side`. Without `optional` they are Operations (a card played for
 * Support Checks, or an event's Operations under 7.4): the first must be made, the second may be
 * declined. `optional: true` (an event's "may make") lets the player stop at any time, `false`
 * (an event's "makes") at none.
 */
export function supportCheckFrame(
  s: State,
  side: Side,
  card: number | null,
  checks: number,
  opts: CheckOpts = NO_CHECK_OPTS,
): CheckFrame {
  const ops = opts.ops ?? (card === null ? 0 : opsValue(s, side, card));
  // Only an Ops modifier (Austria-Hungary Border Reopened) tells East Germany apart.
  const egOps =
    opts.ops === undefined && card !== null && hasHook(s, HOOKS.opsModifier)
      ? opsValue(s, side, card, true)
      : ops;
  // 11.1: checks an event confines to East Germany spend all the card's Ops there: the bonus holds
  // with nothing to declare. Otherwise it is declared before the first roll (asked in `run`).
  const confined = opts.only?.every(inEastGermany) ?? false;
  const frame = supportChecks({
    side,
    card,
    ops: confined ? egOps : ops,
    egOps,
    left: checks,
    mod: opts.mod ?? 0,
    only: opts.only ?? null,
    egBonus: egOps > ops && !confined ? -1 : 0,
    mustMake: opts.optional === undefined ? 1 : opts.optional ? 0 : checks,
  });
  if (opts.anyTarget) (frame as { anyTarget?: boolean }).anyTarget = true;
  return frame;
}

const STABILITY: readonly number[] = SPACES.map((sp) => sp.stability);
const IN_EAST_GERMANY: readonly boolean[] = SPACES.map((sp) => sp.country === "East Germany");
const inEastGermany = (space: number): boolean => IN_EAST_GERMANY[space]!;

/** 6.2.3: a legal Support Check target for `side`: opponent SPs present, not barred by an event. */
export function canCheck(s: State, side: Side, space: number, anyTarget = false): boolean {
  if ((!anyTarget && spOf(s, other(side))[space]! <= 0) || !spaceExists(s, space)) return false;
  return !hasHook(s, HOOKS.checkBarred) || !anyHook(s, HOOKS.checkBarred, (h, l) => h(s, l, side, space));
}

/**
 * 6.2.4: the die-roll modifiers of a Support Check, without the die, the Ops and the event's own
 * modifier: +1 per adjacent controlled space, -1 per adjacent opponent-controlled space (unless an
 * event says to ignore them), and the lasting effects in play. With `out`, each term is appended
 * to it, in that order.
 */
export function checkModifiers(s: State, side: Side, space: number, out?: Modifier[]): number {
  let own = 0;
  let opp = 0;
  const ignoreOpp =
    hasHook(s, HOOKS.ignoreOpponentAdjacency) &&
    anyHook(s, HOOKS.ignoreOpponentAdjacency, (h, l) => h(s, l, side, space));
  const foe = other(side);
  for (const a of adjacentOf(s, space)) {
    if (controls(s, side, a)) own++;
    else if (!ignoreOpp && controls(s, foe, a)) opp++;
  }
  if (out) {
    if (own) out.push({ why: "adjacentOwn", value: own });
    if (opp) out.push({ why: "adjacentOpponent", value: -opp });
  }
  let lasting = 0;
  if (hasHook(s, HOOKS.checkModifier)) {
    lasting = sumHooks(s, HOOKS.checkModifier, (h, l) => {
      const v = h(s, l, side, space);
      if (v !== 0 && out) out.push({ why: "lasting", value: v, card: l.card });
      return v;
    });
  }
  return own - opp + lasting;
}

/**
 * What a Support Check by `side` in `space` adds to its die (6.2.4): the Ops, the adjacency and
 * lasting modifiers (listed in `mods` when given) and an event's `extra`.
 */
function checkMod(
  s: State,
  side: Side,
  space: number,
  ops: number,
  extra: number,
  mods?: Modifier[],
): number {
  return ops + checkModifiers(s, side, space, mods) + extra;
}

/** 6.2.5: the smallest modified roll that succeeds, more than twice the space's stability. */
function checkNeed(space: number): number {
  return SPACES[space]!.stability * 2 + 1;
}

/**
 * The roll the Support Check in `space` offered by the pending decision (a supportCheck decision)
 * would make, read without making it: the side rolling, the card behind the checks, what is added
 * to the die and the total needed, the very sums resolveSupportCheck makes (6.2.4-6.2.5; its die is
 * the first thing it does). Null when no supportCheck decision is pending.
 */
export function pendingCheckRoll(
  s: State,
  space: number,
): { side: Side; card: number | null; mod: number; need: number } | null {
  const f = top(s);
  if (f?.k !== "supportChecks") return null;
  const c = f as CheckFrame;
  const ops = c.egBonus === 1 ? c.egOps : c.ops;
  return { side: c.side, card: c.card, mod: checkMod(s, c.side, space, ops, c.mod), need: checkNeed(space) };
}

/** Resolves one Support Check (6.2.4-6.2.6). Returns the modified roll. */
export function resolveSupportCheck(
  s: State,
  side: Side,
  space: number,
  ops: number,
  extra: number,
  card: number | null,
): number {
  const die = rollDie(s, "supportCheck");
  const mods: Modifier[] = [{ why: "ops", value: ops }];
  const total = die + checkMod(s, side, space, ops, extra, mods);
  if (extra) mods.push(card === null ? { why: "event", value: extra } : { why: "event", value: extra, card });
  const target = checkNeed(space) - 1;
  let removed = 0;
  let added = 0;
  if (total > target) {
    const diff = total - target;
    const opp = spOf(s, other(side));
    removed = Math.min(diff, opp[space]!);
    opp[space] = opp[space]! - removed;
    added = diff - removed;
    spOf(s, side)[space]! += added;
  }
  const success = total > target;
  logEntry(s, {
    t: "check",
    side,
    space,
    card,
    die,
    mods,
    total,
    need: target + 1,
    success,
    removed,
    added,
    turn: s.turn,
  });
  if (!hasHook(s, HOOKS.afterCheck)) return total;
  for (const l of s.lasting.slice()) {
    const h = hooksAfterCheck(l.card);
    if (h) h(s, l, side, space);
  }
  return total;
}

const hooksAfterCheck = (c: number) => hooksOf(c)?.afterCheck;

defineStep<CheckFrame>("supportChecks", {
  run(s, f) {
    let n = 0;
    if (f.left > 0) {
      if (f.egBonus === -1) {
        // 11.1: declare the Austria-Hungary bonus before the first roll, if East Germany has a target.
        if (checkTargets(s, f, true, targetScratch) === 0) {
          f.egBonus = 0;
          return undefined;
        }
        const prompt = `Declare ${f.left === 1 ? "the Support Check" : f.left === 2 ? "both Support Checks" : `all ${f.left} Support Checks`} in East Germany to gain the +${f.egOps - f.ops} Ops bonus?`;
        return f.card === null
          ? { player: f.side, kind: "declareBonus", prompt, actions: YES_NO }
          : { player: f.side, kind: "declareBonus", prompt, actions: YES_NO, card: f.card };
      }
      n = checkTargets(s, f, f.egBonus === 1, targetScratch);
    }
    if (n === 0) {
      pop(s);
      return afterOperations(s);
    }
    // 6.0/5.1: Operations are not a discard; stopping is allowed once the required checks are made.
    if (f.mustMake <= 0) targetScratch[n++] = optionAction("done");
    const actions = targetScratch.slice(0, n);
    const prompt = promptFor(checkPrompts, f.left, checkPrompt);
    const ops = f.egBonus === 1 ? f.egOps : f.ops;
    // One literal, the card last when there is one (see placeDecision).
    return f.card === null
      ? { player: f.side, kind: "supportCheck", prompt, actions, left: f.left, ops }
      : { player: f.side, kind: "supportCheck", prompt, actions, left: f.left, ops, card: f.card };
  },
  act(s, f, a) {
    if (a.t === "option" && (a.option === "yes" || a.option === "no")) {
      f.egBonus = a.option === "yes" ? 1 : 0;
      return;
    }
    if (a.t === "option") {
      f.left = 0;
      return;
    }
    if (a.t !== "space") throw new Error("expected a space");
    f.left--;
    f.mustMake--;
    resolveSupportCheck(s, f.side, a.space, f.egBonus === 1 ? f.egOps : f.ops, f.mod, f.card);
  },
  copy(f) {
    // The constructor's fields, `anyTarget` last when present.
    const c = supportChecks(f);
    return f.only === null ? c : { ...c, only: f.only.slice() };
  },
});

// Written out field by field (made at every check; see defineStep), `anyTarget` only when given.
function supportChecks(f: FrameFields<CheckFrame>): CheckFrame {
  const o: { -readonly [K in keyof CheckFrame]: CheckFrame[K] } = {
    k: "supportChecks",
    side: f.side,
    card: f.card,
    ops: f.ops,
    egOps: f.egOps,
    left: f.left,
    mod: f.mod,
    only: f.only,
    egBonus: f.egBonus,
    mustMake: f.mustMake,
  };
  if (f.anyTarget !== undefined) o.anyTarget = f.anyTarget;
  return o;
}

/** Scratch list of a Support Check's actions (see placeScratch). */
const targetScratch: Action[] = [];

/**
 * Writes the actions of the legal targets of the next check (in East Germany only with `egOnly`)
 * to the start of `out`, in map order; returns how many there are.
 */
function checkTargets(s: State, f: CheckFrame, egOnly: boolean, out: Action[]): number {
  const targets = f.only ?? allSpaceIds;
  const opp = spOf(s, other(f.side));
  const anyTarget = f.anyTarget === true;
  let n = 0;
  // Fast path (what canCheck says) when no event bars targets and no space was eliminated.
  const plain = !hasHook(s, HOOKS.checkBarred) && eliminatedSpace(s) < 0;
  if (plain && !egOnly && !anyTarget) {
    // The usual case: the listed spaces (or all) holding opponent SPs.
    for (let i = 0; i < targets.length; i++) {
      const sp = targets[i]!;
      if (opp[sp]! > 0) out[n++] = spaceAction(sp);
    }
    return n;
  }
  // canCheck, with the eliminated space and the barring hooks looked up once.
  const gone = eliminatedSpace(s);
  const side = f.side;
  // The effects in play that may bar a target, and their hooks, looked up once.
  const barring: Lasting[] = [];
  const bars: NonNullable<LastingHooks["checkBarred"]>[] = [];
  for (const l of s.lasting) {
    const h = hooksOf(l.card)?.checkBarred;
    if (h) {
      barring.push(l);
      bars.push(h);
    }
  }
  next: for (let j = 0; j < targets.length; j++) {
    const sp = targets[j]!;
    if (egOnly && !IN_EAST_GERMANY[sp]) continue;
    if (!anyTarget && opp[sp]! <= 0) continue;
    if (sp === gone) continue;
    for (let i = 0; i < bars.length; i++) if (bars[i]!(s, barring[i]!, side, sp)) continue next;
    out[n++] = spaceAction(sp);
  }
  return n;
}

const allSpaceIds: readonly number[] = SPACES.map((sp) => sp.id);

/** Ends the lasting effects of one Action Round. */
export function expireLasting(s: State, until: "round" | "turn" | "deal"): void {
  const lasting = s.lasting;
  let any = false;
  for (let i = 0; i < lasting.length && !any; i++) any = lasting[i]!.until === until;
  if (!any) return;
  for (const l of lasting.slice()) if (l.until === until) endLasting(s, l);
}

defineStep<EndRoundFrame>("endRound", {
  run(s, f) {
    if (!f.done) {
      f.done = true;
      if (hasHook(s, HOOKS.afterActionRound)) {
        pushAll(
          s,
          framesFromHooks(s, HOOKS.afterActionRound, (h, l) => h(s, l, f.side)),
        );
        return undefined;
      }
      // Nothing runs after the round: end it now, as the next run would (see runGuards).
      runGuards(s);
      if (s.result) return undefined;
    }
    pop(s);
    expireLasting(s, "round");
    // The turn's rounds step comes next (the usual case): run it now, as settle would next.
    roundsRun ??= handlerOf("rounds").run;
    return runNextIf(s, "rounds", roundsRun);
  },
  copy(f) {
    return endRound(f);
  },
});

/**
 * The runs of the steps that usually come next (see runNextIf), looked up once: the turn's rounds
 * step (turn.ts), the end of a round, a card played for Operations, an event's script (cards/).
 */
let roundsRun: StepHandler<Frame>["run"] | null = null;
let endRoundRun: StepHandler<Frame>["run"] | null = null;
let playOpsRun: StepHandler<Frame>["run"] | null = null;
let scriptRun: StepHandler<Frame>["run"] | null = null;

/** Placements or Support Checks are over: the card played for Operations usually comes next. */
function afterOperations(s: State): Pending | undefined {
  playOpsRun ??= handlerOf("playOps").run;
  return runNextIf(s, "playOps", playOpsRun);
}

// Written out field by field (made at every step; see defineStep).
function endRound(f: FrameFields<EndRoundFrame>): EndRoundFrame {
  return { k: "endRound", side: f.side, done: f.done };
}

export function countryOfSpace(space: number) {
  return SPACES[space]!.country;
}
export type { Pending };
export { countrySpaces };
