// 3.3 A turn: take a card from the row, the hand or (East) the special card and use it one of four
// ways (6.1-6.4); East may also use a police card (8); then the socialists move (7).
import { CARD_ACTION, OPTION, PLAY_ACTION, POLICE_ACTION, PROVINCE_ACTION } from "../actions.ts";
import {
  addLs,
  build,
  buildSites,
  dismantle,
  dismantleCapacity,
  dismantleTargets,
  economy,
  endGame,
  log,
  openSectors,
  removeLs,
  removeUnrest,
  unrestTotal,
} from "../board.ts";
import {
  card,
  isSpecial,
  other,
  SECTORS,
  SIDE_PROVINCES,
  SUPPLIED_SECTOR,
  WEST_BERLIN,
} from "../data/index.ts";
import type {
  BuildFrame,
  DismantleFrame,
  LsActionFrame,
  PoliceFrame,
  SocialistsFrame,
  SpecialCostFrame,
  UnrestActionFrame,
} from "../frames.ts";
import { defineStep, pop, push } from "../machine.ts";
import type { State } from "../state.ts";
import type { Action, CardId, ProvinceId, Side } from "../types.ts";
import { canTrigger, eventFrame, insertSorted, removeCard } from "./events.ts";

const sideName = (x: Side) => (x === "west" ? "West" : "East");

/** The card's value for a side: the number in its colour (6.2, 6.3). */
export function valueFor(c: CardId, side: Side): number {
  const v = card(c).value;
  return v ? v[side] : 0;
}

/** Is this the side's own colour (6.1: removing unrest is then free)? */
export function ownColour(c: CardId, side: Side): boolean {
  return card(c).colour === (side === "east" ? "red" : "yellow");
}

// ---- Cards in and out of hands ------------------------------------------------------------------

/** Draws the top card of the deck into a hand (the draw is private; the count is public). */
export function drawCard(s: State, side: Side): CardId | null {
  const c = s.deck.pop();
  if (c === undefined) return null;
  s.secret++;
  insertSorted(s.hands[side], c);
  if (s.eastKnowsTop > 0) {
    // East had seen this card: he knows where it went.
    if (side === "west" && !s.known.east.includes(c)) s.known.east.push(c);
    s.eastKnowsTop--;
  }
  log(s, { e: "draw", side, n: 1 });
  log(s, { e: "drew", side, cards: [c], only: side });
  return c;
}

/** A card leaves a hand face up (played or discarded): nobody needs to remember it any more. */
function leaveHand(s: State, side: Side, c: CardId): boolean {
  if (!removeCard(s.hands[side], c)) return false;
  removeCard(s.known[other(side)], c);
  return true;
}

/** 3.2: the top 7 cards of the deck face up in the row. */
export function dealRow(s: State): void {
  const cards: CardId[] = [];
  for (let i = 0; i < 7 && s.deck.length > 0; i++) cards.push(s.deck.pop()!);
  s.row = cards;
  s.secret++;
  s.eastKnowsTop = 0;
  log(s, { e: "row", cards: cards.slice() });
}

// ---- Police (8) ---------------------------------------------------------------------------------

/** East may use a police card not used this decade, once per turn, to remove a cube (8). */
export function canUsePolice(s: State): boolean {
  return !s.policeThisTurn && s.policeUsed.length < s.police.length && unrestTotal(s, "east") > 0;
}

defineStep("police", {
  run(s, f) {
    const actions: Action[] = [];
    for (const p of SIDE_PROVINCES.east) if (s.unrest[p]! > 0) actions.push(PROVINCE_ACTION[p]!);
    if (actions.length === 0 || s.policeUsed.length >= s.police.length) {
      pop(s);
      return undefined;
    }
    if (f.optional) actions.push(OPTION.none);
    return {
      player: "east",
      kind: "police",
      prompt: f.optional
        ? "Use a police card to remove an unrest cube?"
        : "Remove an unrest cube with a police card: which province?",
      actions,
    };
  },
  act(s, _f, a) {
    pop(s);
    if (a.t !== "province") return;
    removeUnrest(s, a.province, 1);
    const c = s.police.find((x) => !s.policeUsed.includes(x))!;
    s.policeUsed.push(c);
    s.policeThisTurn = true;
    log(s, { e: "police", card: c, change: "used" });
  },
});

// ---- The turn -----------------------------------------------------------------------------------

export function turnActions(s: State, side: Side): Action[] {
  const out: Action[] = [];
  if (side === "east" && canUsePolice(s)) out.push(POLICE_ACTION);
  const hasUnrest = unrestTotal(s, side) > 0;
  // -1: not computed yet (only needed for a mixed or opposing card).
  let canPay = hasUnrest ? -1 : 0;
  const hand = s.hands[side];
  const n = s.row.length + hand.length;
  for (let i = 0; i < n; i++) {
    const c = i < s.row.length ? s.row[i]! : hand[i - s.row.length]!;
    const plays = PLAY_ACTION[c]!;
    if (hasUnrest) {
      if (ownColour(c, side)) out.push(plays.unrest);
      else {
        if (canPay < 0) canPay = dismantleCapacity(s, side, null) > 0 ? 1 : 0;
        if (canPay) out.push(plays.unrest);
      }
    }
    out.push(plays.build, plays.ls);
    if (canTrigger(s, side, c)) out.push(plays.event);
  }
  if (side === "east" && s.special !== null && canTrigger(s, side, s.special))
    out.push(PLAY_ACTION[s.special]!.event);
  return out;
}

defineStep("turn", {
  run(s, f) {
    if (f.stage === 0) {
      return {
        player: f.side,
        kind: "turn",
        prompt: `${sideName(f.side)}: take a card from the row${s.hands[f.side].length ? " or your hand" : ""}${f.side === "east" && s.special !== null ? " (or the special card)" : ""} and use it`,
        actions: turnActions(s, f.side),
      };
    }
    if (f.stage === 1) {
      f.stage = 2;
      if (f.side === "east" && canUsePolice(s))
        push(s, { k: "police", optional: true } satisfies PoliceFrame);
      return undefined;
    }
    if (f.stage === 2) {
      f.stage = 3;
      const c = f.card as CardId;
      if (s.policeExecuted) {
        s.police.push(c);
        log(s, { e: "police", card: c, change: "collected" });
      } else s.played.push(c);
      push(s, { k: "socialists" } satisfies SocialistsFrame);
      return undefined;
    }
    s.lastActor = f.side;
    s.turns++;
    s.policeThisTurn = false;
    s.policeExecuted = false;
    pop(s);
    return undefined;
  },
  act(s, f, a) {
    if (a.t === "police") {
      push(s, { k: "police", optional: false } satisfies PoliceFrame);
      return;
    }
    if (a.t !== "play") throw new Error(`unexpected ${a.t}`);
    const c = a.card;
    if (s.special === c) s.special = null;
    else if (!removeCard(s.row, c) && !leaveHand(s, f.side, c)) throw new Error(`card ${c} is not available`);
    f.card = c;
    f.stage = 1;
    s.policeExecuted = false;
    log(s, { e: "play", side: f.side, card: c, use: a.use });
    switch (a.use) {
      case "unrest":
        push(s, {
          k: "unrestAction",
          side: f.side,
          card: c,
          dismantle: !ownColour(c, f.side),
        } satisfies UnrestActionFrame);
        break;
      case "build":
        push(s, { k: "build", side: f.side, card: c, left: valueFor(c, f.side) } satisfies BuildFrame);
        break;
      case "ls":
        push(s, {
          k: "lsAction",
          side: f.side,
          card: c,
          budget: valueFor(c, f.side),
          placed: [],
          transfer: -1,
          stage: 0,
        } satisfies LsActionFrame);
        break;
      case "event":
        push(s, eventFrame(c, f.side));
        // 2016: taking the special card costs East a hand card, or West draws a card.
        if (isSpecial(c) && s.options.rules === "2016")
          push(s, { k: "specialCost" } satisfies SpecialCostFrame);
        break;
    }
  },
});

// ---- 2016: the price of the special card ---------------------------------------------------------

defineStep("specialCost", {
  run(s) {
    const actions: Action[] = s.hands.east.map((c) => CARD_ACTION[c]!);
    if (s.deck.length > 0) actions.push(OPTION.westDraws);
    if (actions.length === 0) {
      pop(s);
      return undefined;
    }
    if (actions.length === 1) {
      payForSpecial(s, actions[0]!);
      return undefined;
    }
    return {
      player: "east",
      kind: "specialCost",
      prompt:
        "The special card costs a card: discard one of your hand, or let West draw the top card of the deck",
      actions,
    };
  },
  act(s, _f, a) {
    payForSpecial(s, a);
  },
});

function payForSpecial(s: State, a: Action): void {
  pop(s);
  if (a.t === "card") {
    leaveHand(s, "east", a.card);
    s.discard.push(a.card);
    log(s, { e: "discard", side: "east", card: a.card });
  } else {
    log(s, { e: "westDraws" });
    drawCard(s, "west");
  }
}

// ---- 6.1 Remove an unrest cube ---------------------------------------------------------------------

defineStep("unrestAction", {
  run(s, f) {
    const actions: Action[] = [];
    for (const p of SIDE_PROVINCES[f.side]) if (s.unrest[p]! > 0) actions.push(PROVINCE_ACTION[p]!);
    if (actions.length === 1) {
      removeOne(s, f, actions[0]!);
      return undefined;
    }
    return {
      player: f.side,
      kind: "removeUnrestAction",
      prompt: `Remove an unrest cube${f.dismantle ? " (and pay 1 dismantle point)" : ""}: which province?`,
      actions,
      card: f.card,
    };
  },
  act(s, f, a) {
    removeOne(s, f, a);
  },
});

function removeOne(s: State, f: UnrestActionFrame, a: Action): void {
  if (a.t !== "province") throw new Error("expected a province");
  pop(s);
  removeUnrest(s, a.province, 1);
  // 6.1: with a mixed card or one of the other colour, 1 dismantle point.
  if (f.dismantle) push(s, dismantleFrame(f.side, f.side, 1, false, false));
}

export function dismantleFrame(
  victim: Side,
  chooser: Side,
  n: number,
  alternate: boolean,
  eod: boolean,
): DismantleFrame {
  return { k: "dismantle", victim, chooser, left: n, alternate, eod };
}

// ---- 6.2 Build ---------------------------------------------------------------------------------------

defineStep("build", {
  run(s, f) {
    const sites = f.left > 0 ? buildSites(s, f.side, null) : [];
    if (sites.length === 0) {
      pop(s);
      return undefined;
    }
    sites.push(OPTION.done);
    return {
      player: f.side,
      kind: "buildAction",
      prompt: `Build: ${f.left} construction point${f.left === 1 ? "" : "s"} left (a factory on an empty city, or infrastructure next to a factory)`,
      actions: sites,
      card: f.card,
      n: f.left,
    };
  },
  act(s, f, a) {
    if (a.t === "option") {
      pop(s);
      return;
    }
    build(s, a);
    f.left--;
  },
});

// ---- 5.2 Dismantle ------------------------------------------------------------------------------

defineStep("dismantle", {
  run(s, f) {
    if (f.left <= 0) {
      pop(s);
      return undefined;
    }
    const targets = dismantleTargets(s, f.victim, null);
    if (targets.length === 0) {
      pop(s);
      // 9: during the end of a decade East must pay what he owes: national insolvency.
      if (f.eod && f.victim === "east") endGame(s, "west", "insolvency");
      else log(s, { e: "nothing", what: "nothing left to dismantle" });
      return undefined;
    }
    if (targets.length === 1) {
      dismantleOne(s, f, targets[0]!);
      return undefined;
    }
    return {
      player: f.chooser,
      kind: "dismantle",
      prompt: `Dismantle ${f.left} piece${f.left === 1 ? "" : "s"} of ${sideName(f.victim)} (a factory without infrastructure, or infrastructure)`,
      actions: targets,
      n: f.left,
    };
  },
  act(s, f, a) {
    dismantleOne(s, f, a);
  },
});

function dismantleOne(s: State, f: DismantleFrame, a: Action): void {
  dismantle(s, a);
  f.left--;
  if (f.alternate) f.chooser = other(f.chooser);
}

// ---- 6.3 Raise living standards -------------------------------------------------------------------

/**
 * Can each of these provinces take its next living standard, the card's value making up at most 2 per
 * province and `budget` in all (6.3)? Hamburg (West) and the factories abroad (East) count for one
 * province each, however suits the player (10.2, 10.4): some way of counting them must work.
 */
export function lsFeasible(
  eco: ReturnType<typeof economy>,
  provinces: readonly ProvinceId[],
  requirement: readonly number[],
  budget: number,
): boolean {
  const flex = eco.flex;
  // Every way of counting the flexible factories (at most 2 x 3^4 ways): a mixed-radix counter.
  const choice = new Array<number>(flex.length).fill(0);
  const extra = new Array<number>(14).fill(0);
  for (;;) {
    for (let i = 0; i < flex.length; i++) {
      const p = flex[i]!.options[choice[i]!]!;
      extra[p] = extra[p]! + flex[i]!.value;
    }
    let total = 0;
    let ok = true;
    for (let i = 0; i < provinces.length && ok; i++) {
      const p = provinces[i]!;
      const gap = requirement[i]! - eco.fixed[p]! - extra[p]!;
      if (gap > 2) ok = false;
      else if (gap > 0) total += gap;
    }
    if (ok && total <= budget) return true;
    for (let i = 0; i < flex.length; i++) {
      const p = flex[i]!.options[choice[i]!]!;
      extra[p] = extra[p]! - flex[i]!.value;
    }
    let i = 0;
    while (i < flex.length && ++choice[i]! === flex[i]!.options.length) choice[i++] = 0;
    if (i === flex.length) return false;
  }
}

/** Provinces that can take one more living standard in this action. */
export function lsCandidates(s: State, f: LsActionFrame): ProvinceId[] {
  const eco = economy(s, f.side);
  const provinces = f.placed.slice();
  // The n-th living standard of a province needs an economy of 3n (6.3).
  const req = provinces.map((p) => 3 * s.ls[p]!);
  const out: ProvinceId[] = [];
  for (const p of SIDE_PROVINCES[f.side]) {
    if (p === WEST_BERLIN || f.placed.includes(p)) continue;
    provinces.push(p);
    req.push(3 * (s.ls[p]! + 1));
    if (lsFeasible(eco, provinces, req, f.budget)) out.push(p);
    provinces.pop();
    req.pop();
  }
  return out;
}

/** 10.1: the supplier provinces that may send this action's new living standard to West Berlin. */
export function transferCandidates(s: State, f: LsActionFrame): ProvinceId[] {
  const out: ProvinceId[] = [];
  if (f.side !== "west") return out;
  const open = openSectors(s);
  for (const p of f.placed) {
    const i = SUPPLIED_SECTOR[p]!;
    if (i >= 0 && s.ls[p]! > s.ls[WEST_BERLIN]! && open.includes(i)) out.push(p);
  }
  return out;
}

defineStep("lsAction", {
  run(s, f) {
    if (f.stage === 0) {
      const cands = f.placed.length < 3 ? lsCandidates(s, f) : [];
      if (cands.length === 0) {
        f.stage = 1;
        return undefined;
      }
      const actions: Action[] = cands.map((p) => PROVINCE_ACTION[p]!);
      actions.push(OPTION.done);
      return {
        player: f.side,
        kind: "lsAction",
        prompt: `Raise living standards: ${3 - f.placed.length} more in different provinces (card value ${f.budget}, at most 2 per province)`,
        actions,
        card: f.card,
        n: 3 - f.placed.length,
      };
    }
    if (f.stage === 1) {
      const cands = transferCandidates(s, f);
      if (cands.length === 0) {
        f.stage = 2;
        return undefined;
      }
      const actions: Action[] = cands.map((p) => PROVINCE_ACTION[p]!);
      actions.push(OPTION.none);
      return {
        player: f.side,
        kind: "berlinTransfer",
        prompt: "Send the new living standard of a supplier province to its West Berlin sector?",
        actions,
        card: f.card,
      };
    }
    // Each new living standard removes a cube where it stands; the transferred one in West Berlin (10.1).
    for (const p of f.placed) removeUnrest(s, p === f.transfer ? WEST_BERLIN : p, 1);
    pop(s);
    return undefined;
  },
  act(s, f, a) {
    if (f.stage === 0) {
      if (a.t === "option") f.stage = 1;
      else if (a.t === "province") {
        f.placed.push(a.province);
        addLs(s, a.province);
      }
      return;
    }
    f.stage = 2;
    if (a.t !== "province") return;
    const sector = SUPPLIED_SECTOR[a.province]!;
    removeLs(s, a.province);
    addLs(s, WEST_BERLIN, sector);
    f.transfer = a.province;
    log(s, { e: "transfer", from: a.province, sector: SECTORS[sector]! });
  },
});

// ---- 7 Socialists -------------------------------------------------------------------------------

/**
 * 7: while an East province has a mass protest, socialists leave the holding box for it, each removing
 * a cube, as many as needed to end the mass protests; East chooses where when there are too few.
 */
defineStep("socialists", {
  run(s) {
    if (s.box <= 0) {
      pop(s);
      return undefined;
    }
    const hot: ProvinceId[] = [];
    let need = 0;
    for (const p of SIDE_PROVINCES.east) {
      if (s.unrest[p]! >= 4) {
        hot.push(p);
        need += s.unrest[p]! - 3;
      }
    }
    if (hot.length === 0) {
      pop(s);
      return undefined;
    }
    if (need <= s.box || hot.length === 1) {
      for (const p of hot) moveSocialists(s, p, Math.min(s.box, s.unrest[p]! - 3));
      return undefined;
    }
    return {
      player: "east",
      kind: "socialist",
      prompt: `Too few socialists (${s.box}) for every mass protest: where does the next one go?`,
      actions: hot.map((p) => PROVINCE_ACTION[p]!),
      n: s.box,
    };
  },
  act(s, _f, a) {
    if (a.t !== "province") throw new Error("expected a province");
    moveSocialists(s, a.province, 1);
  },
});

function moveSocialists(s: State, p: ProvinceId, n: number): void {
  if (n <= 0) return;
  s.box -= n;
  s.socialists[p] = s.socialists[p]! + n;
  log(s, { e: "socialist", province: p, delta: n });
  removeUnrest(s, p, n);
}
