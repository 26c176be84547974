// 6.3 Tiananmen Square Track: attempts and the eight awards.
import {
  cardRef,
  controller,
  discardCard,
  drawInto,
  hand,
  isScoring,
  log,
  removeFromHand,
  sideName,
  spOf,
} from "../board.ts";
import { card as cardData, other, SPACES, TST_BOX_NAMES, TST_REQUIRED } from "../data/index.ts";
import { defineStep, pop, push } from "../machine.ts";
import { rollDie } from "../rng.ts";
import type { Frame, State } from "../state.ts";
import type { Action, Side } from "../types.ts";
import { eventSide } from "./events.ts";
import { sumHooks } from "./hooks.ts";

/**
 * 6.3.5: is the award of `box` in force for `side`? The first player to reach a box holds its award
 * until the opponent reaches the box too.
 */
export function tstAwardActive(s: State, side: Side, box: number): boolean {
  return s.tstFirst[box] === side && s.tst[other(side)] < box;
}

/** Ops value of a card for a TST attempt (same 7.3 modifiers as any play). */
function attemptOps(s: State, side: Side, c: number): number {
  const printed = cardData(c).ops;
  let ops = printed === 1 && tstAwardActive(s, side, 2) ? 2 : printed;
  ops += sumHooks(s, "opsModifier", (h, l) => h(s, l, side, c, false));
  return Math.max(ops, 1);
}

/** Flag name: Li Peng's +1 to Communist attempts (6.3.1) is read from this flag when set. */
export const FLAG_LI_PENG = "liPeng";

interface AttemptFrame extends Frame {
  readonly k: "tstAttempt";
  readonly side: Side;
  readonly card: number;
  /** The card is disposed of by whoever pushed the attempt (events granting an attempt). */
  readonly noDiscard?: boolean;
}

defineStep<AttemptFrame>("tstAttempt", {
  run(s, f) {
    pop(s);
    const side = f.side;
    s.tstAttempted[side] = true; // 6.3.3
    const next = s.tst[side] + 1;
    const die = rollDie(s);
    let total = die + attemptOps(s, side, f.card);
    // 6.3.1: +1 for a card whose event is associated with the player (his own star, or silver: both sides, 2.2.2).
    if (eventSide(f.card, side) === side) total += 1;
    if (s.tstFailed[side] > 0) total += 1; // second or later attempt at this box
    if (side === "com" && s.flags[FLAG_LI_PENG]) total += 1;
    if (tstAwardActive(s, side, 1)) total += 1; // box 1 award
    const need = TST_REQUIRED[side][next]!;
    // 6.3.6: the event is never implemented; the card goes to the discard pile.
    if (!f.noDiscard) discardCard(s, f.card);
    if (total >= need) {
      log(s, `${sideName(side)} Tiananmen Square attempt: ${total} (die ${die}) against ${need}: success.`);
      push(s, advanceFrame(side));
    } else {
      s.tstFailed[side]++;
      log(s, `${sideName(side)} Tiananmen Square attempt: ${total} (die ${die}) against ${need}: failure.`);
    }
    return undefined;
  },
});

interface AdvanceFrame extends Frame {
  readonly k: "tstAdvance";
  readonly side: Side;
}

/** Moves a side's TST marker one box forward, with the award (also used by Tank Column). */
export function advanceFrame(side: Side): AdvanceFrame {
  return { k: "tstAdvance", side };
}

defineStep<AdvanceFrame>("tstAdvance", {
  run(s, f) {
    pop(s);
    const side = f.side;
    if (s.tst[side] >= 8) return undefined;
    const box = ++s.tst[side];
    s.tstFailed[side] = 0;
    log(s, `${sideName(side)} reaches Tiananmen Square box ${box}: ${TST_BOX_NAMES[side][box]}.`);
    if (s.tstFirst[box] !== null) {
      log(s, `The ${sideName(other(side))} award of box ${box} ends.`);
      return undefined;
    }
    s.tstFirst[box] = side;
    if (box === 3) push(s, { k: "tstNews", side, drawn: [] } as NewsFrame);
    if (box === 4) push(s, { k: "tstRemove", side, left: 2 } as RemoveFrame);
    return undefined;
  },
});

interface NewsFrame extends Frame {
  readonly k: "tstNews";
  readonly side: Side;
  drawn: number[];
}

// Box 3: draw 3 cards, keep 1, discard 2 (Scoring cards may be discarded).
defineStep<NewsFrame>("tstNews", {
  run(s, f) {
    if (f.drawn.length === 0) {
      for (let i = 0; i < 3; i++) {
        const c = drawInto(s, f.side);
        if (c !== null) f.drawn.push(c);
      }
      log(s, `${sideName(f.side)} draws ${f.drawn.length} cards.`);
      log(s, `${sideName(f.side)} draws ${f.drawn.map(cardRef).join(", ")}.`, f.side);
      if (f.drawn.length <= 1) pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "discardDrawn",
      prompt: `Discard ${f.drawn.length - 1} of the cards drawn`,
      actions: f.drawn.map((c) => ({ t: "card", card: c }) as Action),
    };
  },
  act(s, f, a) {
    if (a.t !== "card") throw new Error("expected a card");
    f.drawn.splice(f.drawn.indexOf(a.card), 1);
    removeFromHand(s, f.side, a.card);
    discardCard(s, a.card);
    log(s, `${sideName(f.side)} discards ${cardRef(a.card)}.`);
    if (f.drawn.length <= 1) pop(s);
  },
});

interface RemoveFrame extends Frame {
  readonly k: "tstRemove";
  readonly side: Side;
  left: number;
}

// Box 4: remove 2 opponent SPs from anywhere on the map.
defineStep<RemoveFrame>("tstRemove", {
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
    };
  },
  act(s, f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    spOf(s, other(f.side))[a.space]!--;
    f.left--;
    log(s, `${sideName(f.side)} removes 1 ${sideName(other(f.side))} SP from [s${a.space}].`);
  },
});

interface GoddessFrame extends Frame {
  readonly k: "tstSwap";
  readonly side: Side;
}

/** Box 5 award at the start of a turn (4.5.1): may discard a non-Scoring card and draw. */
export function tstSwapFrame(side: Side): GoddessFrame {
  return { k: "tstSwap", side };
}

defineStep<GoddessFrame>("tstSwap", {
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
    log(s, `${sideName(f.side)} discards ${cardRef(a.card)} and draws a replacement.`);
    const c = drawInto(s, f.side);
    if (c !== null) log(s, `${sideName(f.side)} draws ${cardRef(c)}.`, f.side);
  },
});

export { controller };
