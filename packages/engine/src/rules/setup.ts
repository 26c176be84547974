// 3.0 Game set-up and 13.0 the play-balance bid.
import { changeSP, drawInto, log, spOf, writeFlag } from "../board.ts";
import { COUNTRIES, HAND_SIZE, other, PERIOD_CARDS, SETUP_PLACEMENTS, SPACES } from "../data/index.ts";
import { defineStep, pop, push, pushAll, spaceListOfFirst } from "../machine.ts";
import { rollDie, seedState, shuffleStrategyDeck } from "../rng.ts";
import { type Frame, newFlags, SCHEMA_VERSION, type State } from "../state.ts";
import type { Action, Country, Options, Side } from "../types.ts";
import { turnFrames } from "./turn.ts";

/**
 * Largest bid accepted. 13.0 sets no limit, but a decision lists every legal action, so one is
 * needed. 12 SPs, placed like 3.4's (only where the bidder has no SPs), already let the recipient
 * control every battleground of Romania or of Bulgaria that starts without Communist SPs (four
 * spaces of stability 3) before the first card is played; a bid that size is no longer a balance.
 * The bound matters only when both bid 12 for the same side: identical bids, settled by dice
 * (13.0). See docs/rulings.md.
 */
export const MAX_BID = 12;

export function validateOptions(o: Options): void {
  if (!o || typeof o !== "object") throw new Error("Options must be an object");
  if (!["standard", "dem+1", "dem+2"].includes(o.scenario)) {
    throw new Error(`Unknown scenario ${JSON.stringify(o.scenario)}: use standard, dem+1 or dem+2`);
  }
  if (o.bid !== undefined && typeof o.bid !== "boolean") throw new Error("Option bid must be true or false");
  const fx = o.fixture;
  if (fx !== undefined) {
    const list = (v: unknown, what: string) => {
      if (v !== undefined && (!Array.isArray(v) || v.some((x) => !Number.isInteger(x)))) {
        throw new Error(`Fixture ${what} must be a list of whole numbers`);
      }
    };
    list(fx.dice, "dice");
    for (const d of fx.decks ?? []) list(d, "deck");
    for (const d of fx.powerDecks ?? []) list(d, "Power Struggle deck");
  }
}

/** A new game: fixed set-up SPs (3.2, 3.3), markers at start (3.5); set-up decisions pending. */
export function initialState(seed: number, options: Options): State {
  validateOptions(options);
  if (!Number.isFinite(seed)) throw new Error("The seed must be a number");
  const power = {} as Record<Country, Side>;
  const powerScored = {} as Record<Country, number>;
  for (const c of COUNTRIES) {
    power[c] = "com";
    powerScored[c] = 0;
  }
  const s: State = {
    v: SCHEMA_VERSION,
    options,
    rng: seedState(seed),
    fx: { dice: 0, deck: 0, power: 0 },
    turn: 1,
    round: 0,
    phasing: null,
    vp: 0,
    sp: { com: SPACES.map((sp) => sp.setup.com), dem: SPACES.map((sp) => sp.setup.dem) },
    hands: { com: [], dem: [] },
    deck: [],
    discard: [],
    removed: [],
    inPlay: [],
    lasting: [],
    tst: { com: 0, dem: 0 },
    tstFirst: [null, null, null, null, null, null, null, null, null],
    tstAttempted: { com: false, dem: false },
    tstFailed: { com: 0, dem: 0 },
    tstUsed: { com: 0, dem: 0 },
    ussr: 0,
    power,
    powerScored,
    flags: newFlags(),
    vars: {},
    known: { com: [], dem: [] },
    aside: { com: [], dem: [] },
    ps: null,
    bids: options.bid ? { com: null, dem: null } : null,
    sidesSwapped: false,
    stack: [],
    log: [],
    result: null,
    seq: 0,
    secret: 0,
    undoFrom: 0,
    undoSide: null,
  };
  const frames: Frame[] = [];
  if (options.bid) frames.push(bid({ stage: 0 }));
  frames.push(setupDeal({}));
  for (const [side, n] of SETUP_PLACEMENTS) frames.push(setupPlaceFrame(side, n));
  if (options.scenario !== "standard")
    frames.push(setupPlaceFrame("dem", options.scenario === "dem+1" ? 1 : 2));
  if (options.bid) frames.push(bidPlace({}));
  frames.push(...turnFrames());
  pushAll(s, frames);
  log(s, { t: "newGame", scenario: options.scenario, bid: options.bid === true });
  return s;
}

// 3.1: shuffle the Early Year cards and deal each player 8.
const setupDeal = defineStep<Frame & { readonly k: "setupDeal" }>("setupDeal", {
  run(s) {
    pop(s);
    s.deck = PERIOD_CARDS.Early.slice();
    shuffleStrategyDeck(s, s.deck);
    for (let i = 0; i < HAND_SIZE; i++) {
      drawInto(s, "com");
      drawInto(s, "dem");
    }
    log(s, { t: "deal", com: HAND_SIZE, dem: HAND_SIZE });
    return undefined;
  },
});

interface SetupPlaceFrame extends Frame {
  readonly k: "setupPlace";
  readonly side: Side;
  left: number;
}

// Written out field by field (see defineStep).
const setupPlaceFrame = (side: Side, n: number): SetupPlaceFrame => ({ k: "setupPlace", side, left: n });

/** Set-up prompts by SPs left, made once each. */
const setupPrompts: string[] = [];

/** Scratch list of freeSpaces. */
const freeScratch: number[] = [];

/** The actions of the spaces without opponent SPs (`opp`): the list of the last call if they are the same. */
function freeSpaces(opp: readonly number[]): Action[] {
  let n = 0;
  for (let i = 0; i < SPACES.length; i++) if (opp[i] === 0) freeScratch[n++] = i;
  return spaceListOfFirst(freeScratch, n);
}

// 3.4: extra SPs, one at a time, into spaces without opponent SPs.
defineStep<SetupPlaceFrame>("setupPlace", {
  run(s, f) {
    if (f.left <= 0) {
      pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "setupPlace",
      prompt: (setupPrompts[f.left] ??=
        `Set-up: place ${f.left} more SP${f.left === 1 ? "" : "s"} in spaces without opponent SPs`),
      actions: freeSpaces(spOf(s, other(f.side))),
      left: f.left,
    };
  },
  act(s, f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    changeSP(s, f.side, a.space, 1, "setup");
    f.left--;
  },
  copy(f) {
    return setupPlaceFrame(f.side, f.left);
  },
});

interface BidFrame extends Frame {
  readonly k: "bid";
  /** 0: provisional Communist seat bids, 1: provisional Democrat seat bids, 2: tie choice. */
  stage: number;
  /** Side (provisional seat) that won the tie roll. */
  tieWinner?: Side;
  /** The side whose SPs are granted, and how many. */
  bonusSide?: Side;
  bonus?: number;
}

/** Flags recording the bid's outcome: extra SPs for a side, placed after 3.4. */
export const FLAG_BID_BONUS_COM = "bidBonusCom";
export const FLAG_BID_BONUS_DEM = "bidBonusDem";

// 13.0: each player secretly offers SPs to the opponent for playing a side.
const bid = defineStep<BidFrame>("bid", {
  run(s, f) {
    if (f.stage <= 1) {
      const seat: Side = f.stage === 0 ? "com" : "dem";
      const actions: Action[] = [];
      for (const side of ["com", "dem"] as const) {
        for (let n = 0; n <= MAX_BID; n++) actions.push({ t: "bid", side, sps: n });
      }
      return {
        player: seat,
        kind: "bid",
        prompt: "Balance bid: choose the side you want to play and the SPs you offer your opponent for it",
        actions,
      };
    }
    if (f.stage === 2) {
      return {
        player: f.tieWinner!,
        kind: "bidTie",
        prompt: "You won the tie roll: choose the side you play",
        actions: [
          { t: "option", option: "com" },
          { t: "option", option: "dem" },
        ],
      };
    }
    pop(s);
    return undefined;
  },
  act(s, f, a) {
    const bids = s.bids!;
    if (f.stage <= 1) {
      if (a.t !== "bid") throw new Error("expected a bid");
      const seat: Side = f.stage === 0 ? "com" : "dem";
      bids[seat] = { side: a.side, sps: a.sps };
      log(s, { t: "bid", seat });
      if (f.stage === 0) {
        f.stage = 1;
        return;
      }
      resolveBids(s, f);
      return;
    }
    if (a.t !== "option") throw new Error("expected a side");
    // The tie winner plays the side he chose.
    const chosen: Side = a.option === "com" ? "com" : "dem";
    const winnerSeat = f.tieWinner!;
    s.sidesSwapped = winnerSeat !== chosen;
    grantBonus(s, f.bonusSide!, f.bonus!);
    f.stage = 3;
  },
});

function grantBonus(s: State, side: Side, n: number): void {
  if (n <= 0) return;
  writeFlag(s, side === "com" ? FLAG_BID_BONUS_COM : FLAG_BID_BONUS_DEM, n);
  log(s, { t: "bidBonus", side, n });
}

function resolveBids(s: State, f: BidFrame): void {
  const a = s.bids!.com!;
  const b = s.bids!.dem!;
  const seatPlay = (seat: Side, side: Side) => {
    s.sidesSwapped = seat !== side;
  };
  log(s, { t: "bids", com: { ...a }, dem: { ...b } });
  if (a.side !== b.side) {
    // Opposite sides: each plays the side wanted; the SPs are ignored.
    seatPlay("com", a.side);
    f.stage = 3;
  } else if (a.sps !== b.sps) {
    // The more generous bid wins: its bidder plays the side, the opponent takes the SPs.
    const winnerSeat: Side = a.sps > b.sps ? "com" : "dem";
    seatPlay(winnerSeat, a.side);
    grantBonus(s, other(a.side), Math.max(a.sps, b.sps));
    f.stage = 3;
  } else {
    // Identical bids: roll dice, the higher roll chooses (re-roll ties).
    let ra = 0;
    let rb = 0;
    while (ra === rb) {
      ra = rollDie(s, "bidTie");
      rb = rollDie(s, "bidTie");
      const winner: Side | null = ra > rb ? "com" : rb > ra ? "dem" : null;
      log(s, {
        t: "rollOff",
        card: null,
        com: { die: ra, total: ra },
        dem: { die: rb, total: rb },
        winner,
        score: { com: winner === "com" ? 1 : 0, dem: winner === "dem" ? 1 : 0 },
        decided: winner,
      });
    }
    f.tieWinner = ra > rb ? "com" : "dem";
    f.bonusSide = other(a.side);
    f.bonus = a.sps;
    f.stage = 2;
  }
}

// 13.0: the bid's SPs are placed after 3.4, under the same restriction.
const bidPlace = defineStep<Frame & { readonly k: "bidPlace" }>("bidPlace", {
  run(s) {
    pop(s);
    for (const side of ["dem", "com"] as const) {
      const n = s.flags[side === "com" ? FLAG_BID_BONUS_COM : FLAG_BID_BONUS_DEM] ?? 0;
      if (n > 0) push(s, setupPlaceFrame(side, n));
    }
    return undefined;
  },
});
