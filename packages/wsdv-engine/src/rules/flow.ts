// 2 Set-up and 3 the course of the game: four decades, each of two halves and the end of decade.
import { CARD_ACTION, OPTION } from "../actions.ts";
import { endGame, log } from "../board.ts";
import {
  CITY,
  CITY_COUNT,
  CONNECTION_COUNT,
  DECADE_CARDS,
  isCardId,
  other,
  PROVINCE,
  PROVINCE_COUNT,
  specialCardOf,
} from "../data/index.ts";
import type { EodFrame, FlowFrame, HalfFrame, HandsFrame, TurnFrame } from "../frames.ts";
import { defineStep, pop, push } from "../machine.ts";
import { seedState, shuffleDeck } from "../rng.ts";
import { NONE, NORMAL, SCHEMA_VERSION, type State } from "../state.ts";
import type { Action, CardId, Options, Side } from "../types.ts";
import { removeCard } from "./events.ts";
import { dealRow, drawCard } from "./turn.ts";

/** Checks the options; throws an Error with a clear message for anything unknown or malformed. */
export function normalizeOptions(o: unknown): Options {
  if (o === undefined || o === null) return { rules: "2016" };
  if (typeof o !== "object" || Array.isArray(o)) throw new Error("Options must be an object");
  const r = o as Record<string, unknown>;
  for (const k of Object.keys(r))
    if (k !== "rules" && k !== "fixture") throw new Error(`Unknown option ${k}`);
  const rules = r.rules ?? "2016";
  if (rules !== "2014" && rules !== "2016")
    throw new Error(`rules must be "2014" or "2016", not ${JSON.stringify(rules)}`);
  if (r.fixture === undefined) return { rules };
  const fx = r.fixture as Record<string, unknown>;
  if (!fx || typeof fx !== "object" || Array.isArray(fx)) throw new Error("fixture must be an object");
  for (const k of Object.keys(fx)) if (k !== "decks") throw new Error(`Unknown fixture field ${k}`);
  if (fx.decks === undefined) return { rules, fixture: {} };
  if (!Array.isArray(fx.decks) || fx.decks.length > 4)
    throw new Error("fixture.decks must be a list of at most 4 decks");
  fx.decks.forEach((d: unknown, i: number) => {
    if (!Array.isArray(d) || !d.every(isCardId))
      throw new Error(`fixture.decks[${i}] must be a list of card ids`);
    const want = DECADE_CARDS[i + 1]!;
    const have = [...(d as number[])].sort((x, y) => x - y);
    if (have.length !== want.length || have.some((c, j) => c !== want[j]))
      throw new Error(`fixture.decks[${i}] must hold exactly the 20 cards of decade ${i + 1}`);
  });
  return { rules, fixture: { decks: fx.decks as CardId[][] } };
}

/** The state before the first decision (2): pieces, unrest, socialists, tracks. */
export function initialState(seed: number, options: Options): State {
  if (typeof seed !== "number" || !Number.isFinite(seed)) throw new Error("The seed must be a number");
  const o = normalizeOptions(options);
  const v2 = o.rules === "2016";
  // 2: 3 unrest cubes in every province; 2016: only 2 in the three supplier provinces.
  const unrest = new Array<number>(PROVINCE_COUNT).fill(3);
  if (v2) {
    unrest[PROVINCE.NORDRHEIN_WESTFALEN] = 2;
    unrest[PROVINCE.RHEINLAND_PFALZ] = 2;
    unrest[PROVINCE.BADEN_WUERTTEMBERG] = 2;
  }
  const factory = new Array<number>(CITY_COUNT).fill(NONE);
  for (const c of [CITY.HAMBURG, CITY.DORTMUND, CITY.BERLIN, CITY.BITTERFELD]) factory[c] = NORMAL;
  return {
    v: SCHEMA_VERSION,
    options: o,
    rng: seedState(seed),
    fx: 0,
    decade: 0,
    half: 0,
    phase: 0,
    active: null,
    lastActor: null,
    turns: 0,
    prestige: 0,
    currency: 0,
    socialism: 0,
    // 2: West holds the prestige advantage at the start.
    prestigeHolder: "west",
    wall: false,
    stasiDissolved: false,
    unrest,
    ls: new Array<number>(PROVINCE_COUNT).fill(0),
    sectors: [0, 0, 0],
    mirrors: [],
    // 2: socialists in the holding box: 2 (2014), 1 (2016).
    box: v2 ? 1 : 2,
    socialists: new Array<number>(PROVINCE_COUNT).fill(0),
    factory,
    infra: new Array<number>(CONNECTION_COUNT).fill(0),
    hands: { west: [], east: [] },
    deck: [],
    row: [],
    special: null,
    played: [],
    police: [],
    policeUsed: [],
    discard: [],
    buried: [],
    removed: [],
    known: { west: [], east: [] },
    eastKnowsTop: 0,
    policeThisTurn: false,
    policeExecuted: false,
    mirrorsDue: 0,
    stack: [{ k: "flow", stage: 0 } satisfies FlowFrame],
    log: [],
    result: null,
    seq: 0,
    secret: 0,
    undoFrom: 0,
    undoSide: null,
  };
}

defineStep("flow", {
  run(s, f) {
    const stage = f.stage++;
    if (stage === 0) startDecade(s);
    else if (stage === 1 || stage === 2) {
      // 3.2-3.4: a half; the second is started by the player who did not take the last action.
      s.half = stage;
      dealRow(s);
      const first: Side = stage === 1 ? s.prestigeHolder : other(s.lastActor ?? s.prestigeHolder);
      log(s, { e: "half", half: stage, first });
      push(s, { k: "half", next: first } satisfies HalfFrame);
    } else if (stage === 3) {
      push(s, { k: "eod", stage: 1 } satisfies EodFrame);
    } else {
      // 9.10: no winner yet: the deck and the special card leave the game.
      // Cards East saw on top of the deck (Guillaume Affair) leave as cards he knows are out.
      const seen = s.deck.length - s.eastKnowsTop;
      for (let i = 0; i < s.deck.length; i++) (i < seen ? s.buried : s.removed).push(s.deck[i]!);
      s.deck = [];
      s.eastKnowsTop = 0;
      if (s.special !== null) {
        s.discard.push(s.special);
        s.special = null;
      }
      s.half = 0;
      if (s.decade >= 4) endGame(s, "east", "endOfGame");
      else f.stage = 0;
    }
    return undefined;
  },
});

/** 3.1: special card, shuffled deck, hands (2 cards each; later decades: discards, then up to 2). */
function startDecade(s: State): void {
  s.decade++;
  s.phase = 0;
  log(s, { e: "decade", decade: s.decade });
  s.special = specialCardOf(s.decade, s.wall);
  log(s, { e: "special", card: s.special });
  const deck = DECADE_CARDS[s.decade]!.slice();
  shuffleDeck(s, deck);
  s.deck = deck;
  if (s.decade === 1) {
    for (const side of [s.prestigeHolder, other(s.prestigeHolder)]) {
      drawCard(s, side);
      drawCard(s, side);
    }
  } else push(s, { k: "hands", idx: 0, discarded: 0 } satisfies HandsFrame);
}

defineStep("hands", {
  run(s, f) {
    if (f.idx >= 2) {
      for (const side of [s.prestigeHolder, other(s.prestigeHolder)]) {
        while (s.hands[side].length < 2 && s.deck.length > 0) drawCard(s, side);
      }
      pop(s);
      return undefined;
    }
    const side = f.idx === 0 ? s.prestigeHolder : other(s.prestigeHolder);
    const hand = s.hands[side];
    if (hand.length === 0) {
      f.idx++;
      f.discarded = 0;
      return undefined;
    }
    const actions: Action[] = hand.map((c) => CARD_ACTION[c]!);
    // 2016: a player holding 3 cards must discard at least one.
    const must = s.options.rules === "2016" && f.discarded === 0 && hand.length >= 3;
    if (!must) actions.push(OPTION.done);
    return {
      player: side,
      kind: "decadeDiscard",
      prompt: must
        ? "You hold 3 cards: discard at least one (then you fill up to 2)"
        : "Discard cards from earlier decades? (Then you fill up to 2.)",
      actions,
    };
  },
  act(s, f, a) {
    const side = f.idx === 0 ? s.prestigeHolder : other(s.prestigeHolder);
    if (a.t === "card") {
      removeCard(s.hands[side], a.card);
      removeCard(s.known[other(side)], a.card);
      s.discard.push(a.card);
      log(s, { e: "discard", side, card: a.card });
      f.discarded++;
    } else {
      f.idx++;
      f.discarded = 0;
    }
  },
});

defineStep("half", {
  run(s, f) {
    // 3.4: the half ends when the last card of the row has been used.
    if (s.row.length === 0) {
      s.active = null;
      pop(s);
      return undefined;
    }
    s.active = f.next;
    push(s, { k: "turn", side: f.next, stage: 0, card: 0 } satisfies TurnFrame);
    f.next = other(f.next);
    return undefined;
  },
});
