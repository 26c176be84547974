// 6.3 Tiananmen Square Track: attempts and the eight awards.
import {
  changeSP,
  controller,
  discardCard,
  drawInto,
  hand,
  handOf,
  isScoring,
  log,
  logEntry,
  logMove,
  removeFromHand,
  spOf,
} from "../board.ts";
import { CARD, card as cardData, other, SPACES, TST_REQUIRED } from "../data/index.ts";
import type { Modifier } from "../log.ts";
import { defineStep, pop, push } from "../machine.ts";
import { rollDie } from "../rng.ts";
import type { Frame, State } from "../state.ts";
import type { Action, Side } from "../types.ts";
import { eventSide } from "./events.ts";
import { HOOKS, hasHook, sumHooks } from "./hooks.ts";

/**
 * 6.3.5: is the award of `box` in force for `side`? The first player to reach a box holds its award
 * until the opponent reaches the box too.
 */
export function tstAwardActive(s: State, side: Side, box: number): boolean {
  // (Each side's field read by name: a read by a variable name, "com" or "dem", is a slow one.)
  return s.tstFirst[box] === side && (side === "com" ? s.tst.dem : s.tst.com) < box;
}

/** Ops value of a card for a TST attempt (same 7.3 modifiers as any play). */
function attemptOps(s: State, side: Side, c: number): number {
  const printed = cardData(c).ops;
  let ops = printed === 1 && tstAwardActive(s, side, 2) ? 2 : printed;
  if (hasHook(s, HOOKS.opsModifier)) ops += sumHooks(s, HOOKS.opsModifier, (h, l) => h(s, l, side, c, false));
  return Math.max(ops, 1);
}

/**
 * 6.3.1: the modifiers of a Tiananmen Square attempt by `side` with card `c` (Ops value first), and
 * the total needed for the next box. Interfaces use it to show the odds before the roll.
 */
export function tstAttemptTerms(s: State, side: Side, c: number): { mods: Modifier[]; need: number } {
  const mods: Modifier[] = [{ why: "ops", value: attemptOps(s, side, c) }];
  // +1 for a card whose event is associated with the player (his own star, or silver: both sides, 2.2.2).
  if (eventSide(c, side) === side) mods.push({ why: "ownEvent", value: 1 });
  if (s.tstFailed[side] > 0) mods.push({ why: "retry", value: 1 }); // second or later attempt at this box
  if (side === "com" && s.flags[FLAG_LI_PENG]) mods.push({ why: "lasting", value: 1, card: CARD.LI_PENG });
  if (tstAwardActive(s, side, 1)) mods.push({ why: "tstBox1", value: 1 }); // box 1 award
  return { mods, need: TST_REQUIRED[side][s.tst[side] + 1] ?? 99 };
}

/** Flag name: Li Peng's +1 to Communist attempts (6.3.1) is read from this flag when set. */
export const FLAG_LI_PENG = "liPeng";

interface AttemptFrame extends Frame {
  readonly k: "tstAttempt";
  readonly side: Side;
  readonly card: number;
  /** The card is disposed of by whoever pushed the attempt (events granting an attempt). */
  readonly noDiscard: boolean;
}

/** A Tiananmen Square attempt with a card; `noDiscard`: whoever pushed it disposes of the card. */
export function tstAttemptFrame(side: Side, card: number, noDiscard: boolean): AttemptFrame {
  // Written out field by field (made at every attempt; see defineStep).
  return { k: "tstAttempt", side, card, noDiscard };
}

defineStep<AttemptFrame>("tstAttempt", {
  run(s, f) {
    pop(s);
    const side = f.side;
    s.tstAttempted[side] = true; // 6.3.3
    const box = s.tst[side] + 1;
    const die = rollDie(s, "tst");
    const { mods, need } = tstAttemptTerms(s, side, f.card);
    let total = die;
    for (const m of mods) total += m.value;
    // 6.3.6: the event is never implemented; the card goes to the discard pile.
    if (!f.noDiscard) discardCard(s, f.card);
    const success = total >= need;
    logEntry(s, { t: "tst", side, card: f.card, box, die, mods, total, need, success, turn: s.turn });
    if (success) push(s, advanceFrame(side));
    else s.tstFailed[side]++;
    return undefined;
  },
});

interface AdvanceFrame extends Frame {
  readonly k: "tstAdvance";
  readonly side: Side;
}

/** Moves a side's TST marker one box forward, with the award (also used by Tank Column). */
export function advanceFrame(side: Side): AdvanceFrame {
  // Written out field by field (made at every advance; see defineStep).
  return { k: "tstAdvance", side };
}

defineStep<AdvanceFrame>("tstAdvance", {
  run(s, f) {
    pop(s);
    const side = f.side;
    if (s.tst[side] >= 8) return undefined;
    const box = ++s.tst[side];
    s.tstFailed[side] = 0;
    const first = s.tstFirst[box] === null;
    logEntry(s, { t: "tstAdvance", side, box, first, turn: s.turn });
    if (!first) return undefined;
    s.tstFirst[box] = side;
    if (box === 3) push(s, tstNews({ side, drawn: [] }));
    if (box === 4) push(s, tstRemove({ side, left: 2 }));
    return undefined;
  },
});

interface NewsFrame extends Frame {
  readonly k: "tstNews";
  readonly side: Side;
  drawn: number[];
}

// Box 3: draw 3 cards, keep 1, discard 2 (Scoring cards may be discarded).
const tstNews = defineStep<NewsFrame>("tstNews", {
  run(s, f) {
    if (f.drawn.length === 0) {
      for (let i = 0; i < 3; i++) {
        const c = drawInto(s, f.side);
        if (c !== null) f.drawn.push(c);
      }
      log(s, { t: "draw", side: f.side, n: f.drawn.length, cards: f.drawn.slice() }, [f.side]);
      if (f.drawn.length <= 1) pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "discardDrawn",
      prompt: `Discard ${f.drawn.length - 1} of the cards drawn`,
      actions: f.drawn.map((c): Action => ({ t: "card", card: c })),
      left: f.drawn.length - 1,
    };
  },
  act(s, f, a) {
    if (a.t !== "card") throw new Error("expected a card");
    f.drawn.splice(f.drawn.indexOf(a.card), 1);
    removeFromHand(s, f.side, a.card);
    discardCard(s, a.card);
    logMove(s, a.card, handOf(f.side), "discard");
    if (f.drawn.length <= 1) pop(s);
  },
});

interface RemoveFrame extends Frame {
  readonly k: "tstRemove";
  readonly side: Side;
  left: number;
}

// Box 4: remove 2 opponent SPs from anywhere on the map.
const tstRemove = defineStep<RemoveFrame>("tstRemove", {
  run(s, f) {
    const opp = spOf(s, other(f.side));
    const actions: Action[] = [];
    for (let i = 0; i < SPACES.length; i++) if (opp[i]! > 0) actions.push({ t: "space", space: i });
    if (f.left <= 0 || actions.length === 0) {
      pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "removeSupport",
      prompt: `Remove ${f.left} opponent SP${f.left === 1 ? "" : "s"} from anywhere`,
      actions,
      left: f.left,
      whose: other(f.side),
    };
  },
  act(s, f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    changeSP(s, other(f.side), a.space, -1, "tstAward");
    f.left--;
  },
});

interface GoddessFrame extends Frame {
  readonly k: "tstSwap";
  readonly side: Side;
}

/** Box 5 award at the start of a turn (4.5.1): may discard a non-Scoring card and draw. */
export function tstSwapFrame(side: Side): GoddessFrame {
  return tstSwap({ side });
}

const tstSwap = defineStep<GoddessFrame>("tstSwap", {
  run(s, f) {
    const actions: Action[] = [];
    for (const c of hand(s, f.side)) if (!isScoring(c)) actions.push({ t: "card", card: c });
    if (actions.length === 0) {
      pop(s);
      return undefined;
    }
    actions.push({ t: "option", option: "pass" });
    return {
      player: f.side,
      kind: "tstSwap",
      prompt: "Tiananmen Square award: discard a non-Scoring card and draw a replacement?",
      actions,
    };
  },
  act(s, f, a) {
    pop(s);
    if (a.t !== "card") return;
    removeFromHand(s, f.side, a.card);
    discardCard(s, a.card);
    logMove(s, a.card, handOf(f.side), "discard");
    const c = drawInto(s, f.side);
    if (c !== null) log(s, { t: "draw", side: f.side, n: 1, cards: [c] }, [f.side]);
  },
});

export { controller };
