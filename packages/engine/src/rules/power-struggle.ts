// 8.0 Power Struggles: deal, raise the stakes, card play, aftermath, then country scoring (9.0).
import { changeSP, controls, countrySpaces, gainVP, log, spOf } from "../board.ts";
import {
  other,
  POWER_CARD_IDS,
  POWER_CARDS,
  PS_RESULT,
  PS_TOPPLE_ROLL,
  SCORING,
  SIDE_NAME,
  SPACES,
} from "../data/index.ts";
import type { Modifier } from "../log.ts";
import {
  defineStep,
  type FrameFields,
  optionAction,
  pop,
  powerAction,
  push,
  pushAll,
  spaceAction,
} from "../machine.ts";
import { randomInt, rollDie, shufflePowerDeck } from "../rng.ts";
import { type Frame, type PowerStruggleState, removeAt, type State } from "../state.ts";
import type { Action, Country, Side, Suit } from "../types.ts";
import { endLasting, framesFromHooks, HOOKS, sumHooks } from "./hooks.ts";
import { scoreCountry } from "./scoring.ts";

const SUITS: readonly Suit[] = ["rally", "march", "strike", "petition"];
const SUIT_NAME: Record<Suit, string> = {
  rally: "Rally in the Square",
  march: "March",
  strike: "Strike",
  petition: "Petition",
};

export interface PowerStruggleFrame extends Frame {
  readonly k: "powerStruggle";
  readonly country: Country;
  readonly initiator: Side;
  /** The Scoring card played (0 when the struggle comes from an event, 10.3). */
  readonly card: number;
  stage: number;
  /** Index of the player deciding whether to raise (0 initiator, 1 the other). */
  raiseStep?: number;
  supportRoll?: number;
  modifier?: number;
  toppled?: boolean;
  surrendered?: boolean;
}

export function powerStruggleFrame(country: Country, initiator: Side, card: number): PowerStruggleFrame {
  // Written out field by field (see defineStep).
  const f: PowerStruggleFrame = { k: "powerStruggle", country, initiator, card, stage: 0 };
  return f;
}

/** 8.1.1: 6 cards for the first controlled space, 2 for each further one. */
export function powerCardsDealt(s: State, side: Side, country: Country): number {
  let n = 0;
  for (const id of countrySpaces(s, country)) if (controls(s, side, id)) n++;
  return n === 0 ? 0 : 6 + 2 * (n - 1);
}

/** 2.3.2: a Leader is usable only with a controlled space of its type in the country. */
export function leaderUsable(s: State, side: Side, card: number, country: Country): boolean {
  const p = POWER_CARDS[card]!;
  if (p.kind !== "leader") return false;
  for (const id of countrySpaces(s, country))
    if (SPACES[id]!.socio === p.leader && controls(s, side, id)) return true;
  return false;
}

function psHand(ps: PowerStruggleState, side: Side): number[] {
  return side === "com" ? ps.hands.com : ps.hands.dem;
}

/** Moves a Power Struggle card from a hand to the struggle's discard. */
function discardPower(ps: PowerStruggleState, side: Side, card: number): void {
  const h = psHand(ps, side);
  const i = h.indexOf(card);
  if (i < 0) throw new Error(`Power Struggle card ${card} is not in the ${SIDE_NAME[side]} hand`);
  removeAt(h, i);
  ps.discard.push(card);
  const k = ps.known[other(side)];
  const j = k.indexOf(card);
  if (j >= 0) removeAt(k, j);
}

/** 8.3.2 step 1: what the attacker may lead. */
function attackActions(s: State, ps: PowerStruggleState): Action[] {
  const side = ps.attacker;
  const out: Action[] = [];
  for (const c of psHand(ps, side)) {
    const p = POWER_CARDS[c]!;
    if (p.kind === "suited") {
      if (!ps.banned.includes(p.suit)) out.push(powerAction(c));
    } else if (p.kind === "leader") {
      if (leaderUsable(s, side, c, ps.country)) {
        for (const suit of SUITS) if (!ps.banned.includes(suit)) out.push(powerAction(c, suit));
      }
    } else if (p.wild !== "tacticFails") {
      out.push(powerAction(c));
    }
  }
  return out;
}

/** 8.3.2 step 2: what the defender may match with (or concede). */
function matchActions(s: State, ps: PowerStruggleState): Action[] {
  const side = other(ps.attacker);
  const lead = ps.lead!;
  const out: Action[] = [];
  for (const c of psHand(ps, side)) {
    const p = POWER_CARDS[c]!;
    if (
      p.kind === "suited"
        ? p.suit === lead.suit
        : p.kind === "leader"
          ? leaderUsable(s, side, c, ps.country)
          : p.wild === "tacticFails"
    ) {
      out.push(p.kind === "leader" ? powerAction(c, lead.suit) : powerAction(c));
    }
  }
  out.push(optionAction("concede"));
  return out;
}

// Prompts, made once each by country (and suit or count); shared option lists.
const raisePrompts = new Map<string, string[]>();
const raisePrompt = (country: string): string =>
  `Power Struggle in ${country}: raise the stakes by discarding 3 cards?`;
const leadPrompts = new Map<string, string[]>();
const leadPrompt = (country: string): string => `Power Struggle in ${country}: lead a card`;
const matchPrompts = new Map<string, string[]>();
const matchPrompt = (country: string, suit: number): string =>
  `Power Struggle in ${country}: match the ${SUIT_NAME[SUITS[suit]!]} or concede`;
const retainPrompts = new Map<string, string[]>();
const retainPrompt = (country: string): string =>
  `Retain Power in ${country} (and score for it) or surrender it voluntarily?`;
const raiseDiscardPrompts = new Map<string, string[]>();
const raiseDiscardPrompt = (_: string, left: number): string =>
  `Raise the stakes: discard ${left} more Power Struggle card${left === 1 ? "" : "s"}`;
const lossPrompts = new Map<string, string[]>();
const lossPrompt = (country: string, left: number): string => `Remove ${left} of your SPs in ${country}`;
function countryPrompt(
  cache: Map<string, string[]>,
  country: string,
  i: number,
  make: (country: string, i: number) => string,
): string {
  if (!(i >= 0 && i < 64 && Number.isInteger(i))) return make(country, i);
  let row = cache.get(country);
  if (row === undefined) cache.set(country, (row = []));
  return (row[i] ??= make(country, i));
}
const RAISE_OR_PASS = Object.freeze([optionAction("raise"), optionAction("pass")]) as Action[];
const RETAIN_OR_SURRENDER = Object.freeze([optionAction("retain"), optionAction("surrender")]) as Action[];
const powerCardAction = (c: number): Action => powerAction(c);

function endStruggle(ps: PowerStruggleState, winner: Side, suit: Suit | null): void {
  ps.winner = winner;
  ps.winSuit = suit;
}

defineStep<PowerStruggleFrame>("powerStruggle", {
  run(s, f) {
    switch (f.stage) {
      case 0: {
        // 8.1 Deal.
        const deck = POWER_CARD_IDS.slice();
        shufflePowerDeck(s, deck);
        const ps: PowerStruggleState = {
          country: f.country,
          initiator: f.initiator,
          deck,
          discard: [],
          hands: { com: [], dem: [] },
          attacker: f.initiator,
          lead: null,
          banned: [],
          raised: { com: false, dem: false },
          winner: null,
          winSuit: null,
          played: [],
          known: { com: [], dem: [] },
        };
        s.ps = ps;
        for (const side of ["com", "dem"] as const) {
          const n = Math.min(powerCardsDealt(s, side, f.country), ps.deck.length);
          for (let i = 0; i < n; i++) psHand(ps, side).push(ps.deck.pop()!);
        }
        log(s, {
          t: "psStart",
          country: f.country,
          initiator: f.initiator,
          card: f.card,
          com: ps.hands.com.length,
          dem: ps.hands.dem.length,
        });
        f.stage = 1;
        f.raiseStep = 0;
        // 8.1.2: events adjust the hands before anyone looks.
        pushAll(s, [
          ...framesFromHooks(s, HOOKS.powerStruggleDealt, (h, l) => h(s, l, f.country)),
          ...framesFromHooks(s, HOOKS.beforeRaiseStakes, (h, l) => h(s, l, f.country)),
        ]);
        return undefined;
      }
      case 1: {
        // 8.2 Raise the Stakes, the initiator first.
        const ps = s.ps!;
        const step = f.raiseStep ?? 0;
        if (step >= 2) {
          f.stage = 2;
          return undefined;
        }
        const side = step === 0 ? f.initiator : other(f.initiator);
        if (psHand(ps, side).length < 3) {
          f.raiseStep = step + 1;
          return undefined;
        }
        return {
          player: side,
          kind: "raiseStakes",
          prompt: countryPrompt(raisePrompts, f.country, 0, raisePrompt),
          actions: RAISE_OR_PASS,
          country: f.country,
        };
      }
      case 2: {
        // 8.3.2 step 1: the attacker leads.
        const ps = s.ps!;
        const actions = attackActions(s, ps);
        if (actions.length === 0) {
          // 8.3.1 note / 8.3.2 step 1 note: no playable card, the defender wins.
          const winner = other(ps.attacker);
          log(s, { t: "psResult", country: f.country, winner, suit: null, why: "noCard" });
          endStruggle(ps, winner, null);
          f.stage = 4;
          return undefined;
        }
        return {
          player: ps.attacker,
          kind: "powerAttack",
          prompt: countryPrompt(leadPrompts, f.country, 0, leadPrompt),
          actions,
          country: f.country,
        };
      }
      case 3: {
        // 8.3.2 step 2: the defender matches or concedes.
        const ps = s.ps!;
        return {
          player: other(ps.attacker),
          kind: "powerMatch",
          prompt: countryPrompt(matchPrompts, f.country, SUITS.indexOf(ps.lead!.suit), matchPrompt),
          actions: matchActions(s, ps),
          country: f.country,
        };
      }
      case 4: {
        // 8.4 Aftermath: the support loss roll.
        const ps = s.ps!;
        const winner = ps.winner!;
        const mods = aftermathModifiers(s, ps);
        let mod = 0;
        for (const m of mods) mod += m.value;
        f.modifier = mod;
        const loser = other(winner);
        const die = rollDie(s, "psSupportLoss");
        const loss = PS_RESULT[clampRoll(die + mod)]!;
        log(s, {
          t: "roll",
          for: "psSupportLoss",
          side: loser,
          country: f.country,
          die,
          mods,
          total: die + mod,
          need: null,
          success: null,
          result: loss,
        });
        f.stage = 5;
        if (loss > 0) push(s, psLoss({ side: loser, country: f.country, left: loss }));
        return undefined;
      }
      case 5: {
        // 8.4.3 VP roll, 8.4.4 the Democrat takes Power.
        const ps = s.ps!;
        const winner = ps.winner!;
        const die = rollDie(s, "psVp");
        const total = die + (f.modifier ?? 0);
        const vp = PS_RESULT[clampRoll(total)]!;
        f.toppled = winner === "dem" && total >= PS_TOPPLE_ROLL;
        log(s, {
          t: "roll",
          for: "psVp",
          side: winner,
          country: f.country,
          die,
          mods: aftermathModifiers(s, ps),
          total,
          // 8.4.4: for the Democrat, the total that takes Power.
          need: winner === "dem" ? PS_TOPPLE_ROLL : null,
          success: winner === "dem" ? f.toppled : null,
          result: vp,
        });
        gainVP(s, winner, vp, "psVp", { country: f.country });
        f.stage = 6;
        if (f.toppled) {
          s.power[f.country] = "dem";
          log(s, { t: "power", country: f.country, how: "toppled" });
          return undefined;
        }
        // 8.4.5: the Communist may give up Power voluntarily.
        return undefined;
      }
      case 6: {
        if (!f.toppled && f.surrendered === undefined) {
          return {
            player: "com",
            kind: "retainPower",
            prompt: countryPrompt(retainPrompts, f.country, 0, retainPrompt),
            actions: RETAIN_OR_SURRENDER,
            country: f.country,
          };
        }
        const box = SCORING[f.country];
        if (s.power[f.country] === "com") {
          // 8.4.6 scoring for Power.
          const times = ++s.powerScored[f.country];
          log(s, { t: "power", country: f.country, how: "retained" });
          gainVP(s, "com", box.power * times, "power", { country: f.country });
          if (f.card) s.discard.push(f.card);
        } else if (f.card) {
          // 8.4.4 / 8.4.7: the Scoring card leaves the game.
          s.removed.push(f.card);
        }
        f.stage = 7;
        // 8.5 / 9.0 country scoring.
        scoreCountry(s, f.country);
        s.ps = null;
        return undefined;
      }
      default: {
        pop(s);
        for (const l of s.lasting.slice()) {
          if (l.until === "powerStruggle" && (l.country === undefined || l.country === f.country))
            endLasting(s, l);
        }
        pushAll(
          s,
          framesFromHooks(s, HOOKS.afterPowerStruggle, (h, l) => h(s, l, f.country)),
        );
        return undefined;
      }
    }
  },
  act(s, f, a) {
    const ps = s.ps!;
    if (f.stage === 1) {
      const side = (f.raiseStep ?? 0) === 0 ? f.initiator : other(f.initiator);
      f.raiseStep = (f.raiseStep ?? 0) + 1;
      if (a.t === "option" && a.option === "raise") {
        ps.raised[side] = true;
        log(s, { t: "psRaise", side });
        push(s, psRaiseDiscard({ side, left: 3 }));
      }
      return;
    }
    if (f.stage === 6) {
      f.surrendered = a.t === "option" && a.option === "surrender";
      if (f.surrendered) {
        s.power[f.country] = "dem";
        log(s, { t: "power", country: f.country, how: "surrendered" });
      }
      return;
    }
    if (f.stage === 2) {
      if (a.t !== "power") throw new Error("expected a Power Struggle card");
      const side = ps.attacker;
      const p = POWER_CARDS[a.card]!;
      discardPower(ps, side, a.card);
      ps.played.push({ side, card: a.card, suit: a.suit ?? (p.kind === "suited" ? p.suit : null) });
      if (p.kind === "wild") {
        log(s, { t: "psPlay", side, card: a.card, role: "wild", suit: null });
        ps.attacker = other(side);
        const opp = psHand(ps, other(side));
        if (p.wild === "supportFalters") {
          // The opponent discards 2 cards at random.
          for (let i = 0; i < 2 && opp.length > 0; i++) {
            const c = opp[randomInt(s, opp.length)]!;
            discardPower(ps, other(side), c);
            log(s, { t: "psDiscard", side: other(side), card: c, random: true });
          }
          s.secret++;
        } else if (p.wild === "supportSurges") {
          const mine = psHand(ps, side);
          let n = 0;
          for (; n < 2 && ps.deck.length > 0; n++) mine.push(ps.deck.pop()!);
          s.secret++;
          log(s, { t: "psDraw", side, n });
        } else if (p.wild === "scareTactics") {
          push(s, psScare({ side, country: ps.country }));
        }
        return;
      }
      const suit = p.kind === "suited" ? p.suit : a.suit!;
      ps.lead = { card: a.card, suit, rank: p.rank };
      log(s, { t: "psPlay", side, card: a.card, role: "lead", suit });
      f.stage = 3;
      return;
    }
    if (f.stage === 3) {
      const side = other(ps.attacker);
      const lead = ps.lead!;
      if (a.t === "option") {
        // The defender does not match: the attacker wins with the suit he led (8.3.2 step 2 note).
        log(s, { t: "psResult", country: ps.country, winner: ps.attacker, suit: lead.suit, why: "concede" });
        endStruggle(ps, ps.attacker, lead.suit);
        ps.lead = null;
        f.stage = 4;
        return;
      }
      if (a.t !== "power") throw new Error("expected a Power Struggle card");
      const p = POWER_CARDS[a.card]!;
      discardPower(ps, side, a.card);
      ps.played.push({ side, card: a.card, suit: p.kind === "wild" ? null : lead.suit });
      ps.lead = null;
      f.stage = 2;
      if (p.kind === "wild") {
        // Tactic Fails: the suit is banned, no counterattack, the attacker keeps the initiative.
        ps.banned.push(lead.suit);
        log(s, { t: "psPlay", side, card: a.card, role: "tacticFails", suit: lead.suit });
        return;
      }
      log(s, { t: "psPlay", side, card: a.card, role: "match", suit: lead.suit });
      // 8.3.2 step 3: the counterattack roll (automatic against Rally in the Square).
      if (lead.rank <= 1) {
        ps.attacker = side;
        log(s, { t: "psInitiative", side });
        return;
      }
      const die = rollDie(s, "psInitiative");
      const success = die >= lead.rank;
      if (success) ps.attacker = side;
      log(s, {
        t: "roll",
        for: "psInitiative",
        side,
        country: ps.country,
        die,
        mods: [],
        total: die,
        need: lead.rank,
        success,
      });
      return;
    }
    throw new Error("no decision pending in the Power Struggle");
  },
});

const clampRoll = (r: number): number => (r < 0 ? 0 : Math.min(r, 7));

/** 8.4.1: the modifiers of both aftermath rolls, term by term. */
function aftermathModifiers(s: State, ps: PowerStruggleState): Modifier[] {
  const mods: Modifier[] = [];
  if (ps.winSuit === "petition") mods.push({ why: "suit", value: -2 });
  if (ps.winSuit === "rally") mods.push({ why: "suit", value: 2 });
  const raised = (ps.raised.com ? 1 : 0) + (ps.raised.dem ? 1 : 0);
  if (raised) mods.push({ why: "raised", value: raised });
  const winner = ps.winner!;
  sumHooks(s, HOOKS.aftermathModifier, (h, l) => {
    const v = h(s, l, winner, ps.winSuit ?? "march");
    if (v) mods.push({ why: "lasting", value: v, card: l.card });
    return v;
  });
  return mods;
}

interface RaiseFrame extends Frame {
  readonly k: "psRaiseDiscard";
  readonly side: Side;
  left: number;
}

// Written out field by field (see defineStep).
const psRaiseDiscard = (f: FrameFields<RaiseFrame>): RaiseFrame => ({
  k: "psRaiseDiscard",
  side: f.side,
  left: f.left,
});

defineStep<RaiseFrame>("psRaiseDiscard", {
  run(s, f) {
    const h = psHand(s.ps!, f.side);
    if (f.left <= 0 || h.length === 0) {
      pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "raiseDiscard",
      prompt: countryPrompt(raiseDiscardPrompts, "", f.left, raiseDiscardPrompt),
      actions: h.map(powerCardAction),
      left: f.left,
    };
  },
  act(s, f, a) {
    if (a.t !== "power") throw new Error("expected a Power Struggle card");
    discardPower(s.ps!, f.side, a.card);
    log(s, { t: "psDiscard", side: f.side, card: a.card, random: false });
    f.left--;
  },
});

interface LossFrame extends Frame {
  readonly k: "psLoss";
  readonly side: Side;
  readonly country: Country;
  left: number;
}

// 8.4.2: the loser chooses which of his SPs in the country to remove; any surplus is ignored.
// Written out field by field (see defineStep).
const psLoss = (f: FrameFields<LossFrame>): LossFrame => ({
  k: "psLoss",
  side: f.side,
  country: f.country,
  left: f.left,
});

defineStep<LossFrame>("psLoss", {
  run(s, f) {
    const sp = spOf(s, f.side);
    const actions: Action[] = [];
    if (f.left > 0)
      for (const id of countrySpaces(s, f.country)) if (sp[id]! > 0) actions.push(spaceAction(id));
    if (actions.length === 0) {
      pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "supportLoss",
      prompt: countryPrompt(lossPrompts, f.country, f.left, lossPrompt),
      actions,
      country: f.country,
      left: f.left,
    };
  },
  act(s, f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    changeSP(s, f.side, a.space, -1, "psLoss");
    f.left--;
  },
});

interface ScareFrame extends Frame {
  readonly k: "psScare";
  readonly side: Side;
  readonly country: Country;
}

// Scare Tactics: remove 1 opponent SP from a space of the struggle's country.
const psScare = defineStep<ScareFrame>("psScare", {
  run(s, f) {
    const opp = spOf(s, other(f.side));
    const actions: Action[] = [];
    for (const id of countrySpaces(s, f.country)) if (opp[id]! > 0) actions.push(spaceAction(id));
    if (actions.length === 0) {
      pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "scareTactics",
      prompt: `Scare Tactics: remove 1 opponent SP in ${f.country}`,
      actions,
      country: f.country,
    };
  },
  act(s, f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    changeSP(s, other(f.side), a.space, -1, "scareTactics");
    pop(s);
  },
});
