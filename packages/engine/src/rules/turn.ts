// 4.0 Game sequence: deal, Action Rounds, extra Support Check, verify held cards, New Year's Eve
// Party, advance the turn, Final Scoring; 10.1 automatic victory.
import { drawInto, hand, isScoring, log, setResult, writeFlag } from "../board.ts";
import {
  ACTION_ROUNDS,
  COUNTRIES,
  HAND_SIZE,
  LATE_TURN,
  MIDDLE_TURN,
  other,
  PERIOD_CARDS,
  TURNS,
} from "../data/index.ts";
import { addGuard, defineStep, pop, push, pushAll } from "../machine.ts";
import { shuffleStrategyDeck } from "../rng.ts";
import type { Frame, State } from "../state.ts";
import type { Action, Side } from "../types.ts";
import { HOOKS, sumHooks } from "./hooks.ts";
import { expireLasting, pushActionRound, startActionRound, supportCheckFrame } from "./play.ts";
import { powerStruggleFrame } from "./power-struggle.ts";
import { endByVP, finalScoring } from "./scoring.ts";
import { tstAwardActive, tstSwapFrame } from "./tiananmen.ts";

/** Flag set while the game is in Final Scoring or its last Power Struggle (no automatic victory). */
export const FLAG_FINAL = "final";
/** Flag set when the Communist activated New Year's Eve Party (10.3). */
export const FLAG_NEW_YEARS_EVE = "newYearsEve";

// 10.1: automatic victory at 20 VP, but never inside a Power Struggle or in Final Scoring.
addGuard((s) => {
  // The VP test first: it is cheap and almost always false.
  if (s.vp < 20 && s.vp > -20) return;
  if (s.result || s.ps || s.flags[FLAG_FINAL]) return;
  const winner: Side = s.vp > 0 ? "dem" : "com";
  setResult(s, winner, "automaticVictory");
});

export function turnFrames(): Frame[] {
  // Written out field by field (made every turn; see defineStep).
  const start: Frame = { k: "turnStart" };
  const rounds: RoundsFrame = { k: "rounds", i: 0 };
  const end: TurnEndFrame = { k: "turnEnd", stage: 0 };
  return [start, rounds, end];
}

/** 4.4: add a period's cards to the draw deck and reshuffle it (discards stay out). */
function addPeriod(s: State, period: "Middle" | "Late"): void {
  s.deck.push(...PERIOD_CARDS[period]);
  shuffleStrategyDeck(s, s.deck);
  log(s, { t: "periodCards", period });
}

/** 4.5.1: deal up to the hand size, one card at a time, the Communist first. */
export function dealHands(s: State): void {
  const target = {
    com: HAND_SIZE + sumHooks(s, HOOKS.handSize, (h, l) => h(s, l, "com", HAND_SIZE) - HAND_SIZE),
    dem: HAND_SIZE + sumHooks(s, HOOKS.handSize, (h, l) => h(s, l, "dem", HAND_SIZE) - HAND_SIZE),
  };
  const dealt = { com: 0, dem: 0 };
  for (;;) {
    let any = false;
    for (const side of ["com", "dem"] as const) {
      if (hand(s, side).length < target[side]) {
        if (drawInto(s, side) === null) return;
        dealt[side]++;
        any = true;
      }
    }
    if (!any) break;
  }
  if (dealt.com + dealt.dem > 0) log(s, { t: "deal", com: dealt.com, dem: dealt.dem });
}

defineStep<Frame & { readonly k: "turnStart" }>("turnStart", {
  run(s) {
    pop(s);
    log(s, { t: "turn" });
    s.round = 0;
    s.phasing = null;
    s.tstAttempted = { com: false, dem: false };
    s.tstUsed = { com: 0, dem: 0 };
    if (s.turn === MIDDLE_TURN) addPeriod(s, "Middle");
    if (s.turn === LATE_TURN) addPeriod(s, "Late");
    // Cards set aside by an event (Samizdat) return to the hand before the deal and count toward it.
    for (const side of ["com", "dem"] as const) {
      if (s.aside[side].length === 0) continue;
      log(s, { t: "asideReturned", side, n: s.aside[side].length });
      hand(s, side).push(...s.aside[side]);
      s.aside[side] = [];
    }
    dealHands(s);
    expireLasting(s, "deal");
    // 4.5.1 / 6.3.5 box 5: discard a non-Scoring card and draw a replacement.
    for (const side of ["com", "dem"] as const) if (tstAwardActive(s, side, 5)) push(s, tstSwapFrame(side));
    return undefined;
  },
});

interface RoundsFrame extends Frame {
  readonly k: "rounds";
  /** Index of the next Action Round: 2r is the Communist's round r+1, 2r+1 the Democrat's. */
  i: number;
}

// 4.5.2: seven Action Rounds each, the Communist first; Honecker may add rounds.
defineStep<RoundsFrame>("rounds", {
  run(s, f) {
    const base = ACTION_ROUNDS * 2;
    if (f.i < base) {
      const side: Side = f.i % 2 === 0 ? "com" : "dem";
      s.round = (f.i >> 1) + 1;
      s.phasing = side;
      f.i++;
      return startActionRound(s, side);
    }
    // Extra rounds (Honecker, 4.1): taken after the seventh rounds, by the side entitled.
    let extraIndex = f.i - base;
    for (const side of ["com", "dem"] as const) {
      const extra = sumHooks(s, HOOKS.extraRounds, (h, l) => h(s, l, side));
      if (extraIndex < extra) {
        s.round = ACTION_ROUNDS + 1 + extraIndex;
        s.phasing = side;
        f.i++;
        pushActionRound(s, side);
        return undefined;
      }
      extraIndex -= extra;
    }
    pop(s);
    s.phasing = null;
    return undefined;
  },
  copy(f) {
    return { k: "rounds", i: f.i };
  },
});

/**
 * Card plays `side` may still make this turn (4.5.2: seven Action Rounds each, the Communist first,
 * then the extra rounds of Honecker, 4.1), the round under way counted when it is his (he may not
 * have played its card yet). All of them before the Action Rounds (the bid, the deal), none after
 * them (the end of the turn); unbounded when no turn is under way (the game is over).
 */
export function cardPlaysLeft(s: State, side: Side): number {
  // A turn's three frames are pushed together (turnFrames): "rounds" stays until its last round.
  let rounds = false;
  let ending = false;
  for (const f of s.stack) {
    if (f.k === "rounds") rounds = true;
    else if (f.k === "turnEnd") ending = true;
  }
  if (!rounds) return ending ? 0 : Number.POSITIVE_INFINITY;
  const extraCom = sumHooks(s, HOOKS.extraRounds, (h, l) => h(s, l, "com"));
  const extraDem = sumHooks(s, HOOKS.extraRounds, (h, l) => h(s, l, "dem"));
  if (s.round < 1) return ACTION_ROUNDS + (side === "com" ? extraCom : extraDem);
  // The round under way as the rounds step counts them: 2r is the Communist's round r+1, 2r+1 the
  // Democrat's, then the extra rounds (the Communist's first).
  const base = ACTION_ROUNDS * 2;
  const now =
    s.round <= ACTION_ROUNDS
      ? 2 * (s.round - 1) + (s.phasing === "dem" ? 1 : 0)
      : base + s.round - ACTION_ROUNDS - 1;
  let n = 0;
  for (let j = now; j < base + extraCom + extraDem; j++) {
    const owner: Side = j < base ? (j % 2 === 0 ? "com" : "dem") : j - base < extraCom ? "com" : "dem";
    if (owner === side) n++;
  }
  return n;
}

interface TurnEndFrame extends Frame {
  readonly k: "turnEnd";
  stage: number;
}

defineStep<TurnEndFrame>("turnEnd", {
  run(s, f) {
    switch (f.stage) {
      case 0: {
        // 4.5.3: the extra Support Check of the TST box 6 award.
        f.stage = 1;
        for (const side of ["com", "dem"] as const) {
          if (tstAwardActive(s, side, 6)) {
            log(s, { t: "tstFreeCheck", side });
            const ops = 2 + sumHooks(s, HOOKS.opsModifier, (h, l) => h(s, l, side, 0, false));
            push(s, supportCheckFrame(s, side, null, 1, { ops: Math.max(ops, 1), optional: true }));
          }
        }
        return undefined;
      }
      case 1: {
        // 4.5.4 / 10.2: verify held cards.
        f.stage = 2;
        const com = hand(s, "com").some(isScoring);
        const dem = hand(s, "dem").some(isScoring);
        if (com || dem) {
          for (const side of ["com", "dem"] as const) {
            const held = hand(s, side).filter(isScoring);
            if (held.length) log(s, { t: "heldScoring", side, cards: held });
          }
          setResult(s, com && dem ? null : com ? "dem" : "com", "heldScoringCard");
        }
        return undefined;
      }
      case 2: {
        // 4.5.5 / 10.3: New Year's Eve Party.
        f.stage = 3;
        if (s.flags[FLAG_NEW_YEARS_EVE]) {
          writeFlag(s, FLAG_FINAL, 1);
          push(s, newYearsEve({ stage: 0 }));
        }
        return undefined;
      }
      default: {
        // 4.5.6 advance the turn marker; 4.5.7 Final Scoring after turn 10.
        pop(s);
        expireLasting(s, "turn");
        if (s.turn >= TURNS) {
          writeFlag(s, FLAG_FINAL, 1);
          finalScoring(s);
          return undefined;
        }
        s.turn++;
        pushAll(s, turnFrames());
        return undefined;
      }
    }
  },
  copy(f) {
    return { k: "turnEnd", stage: f.stage };
  },
});

interface NyeFrame extends Frame {
  readonly k: "newYearsEve";
  stage: number;
}

// 10.3: the Democrat may hold one last Power Struggle, with the initiative, where the Communist
// still holds Power; then the player ahead wins.
const newYearsEve = defineStep<NyeFrame>("newYearsEve", {
  run(s, f) {
    if (f.stage === 0) {
      const countries = COUNTRIES.filter((c) => s.power[c] === "com");
      if (countries.length === 0) {
        f.stage = 1;
        return undefined;
      }
      const actions: Action[] = countries.map((country) => ({ t: "country", country }));
      actions.push({ t: "option", option: "none" });
      return {
        player: "dem",
        kind: "finalPowerStruggle",
        prompt:
          "New Year's Eve Party: hold a last Power Struggle in a country where the Communist holds Power?",
        actions,
      };
    }
    pop(s);
    endByVP(s, "newYearsEveParty");
    return undefined;
  },
  act(s, f, a) {
    f.stage = 1;
    if (a.t === "country") push(s, powerStruggleFrame(a.country, "dem", 0));
  },
});

export { other };
