// Early Year strategy card events (#1-40). Each definition follows the card's effect in
// shared/data/1989/cards.json; the side carrying the event out is "side" in every step.
// The Scoring cards (#22 Poland, #23 Hungary) are handled by the core rules.
import {
  changeSP,
  controls,
  countrySpaces,
  discardCard,
  gainVP,
  hand,
  handOf,
  isScoring,
  log,
  logMove,
  removeFromHand,
} from "../board.ts";
import { ACTION_ROUNDS, CARD, card as cardData, other, SPACE, SPACES } from "../data/index.ts";
import { defineStep, pop, push } from "../machine.ts";
import { randomInt, rollDie } from "../rng.ts";
import { eventCanOccur, eventPlayed } from "../rules/events.ts";
import { endLasting, HOOKS, inEffect, sumHooks } from "../rules/hooks.ts";
import {
  cardEventFrame,
  forfeitRound,
  opsValue,
  placementFrame,
  playCard,
  playOptions,
  supportCheckFrame,
} from "../rules/play.ts";
import { tstAttemptFrame } from "../rules/tiananmen.ts";
import type { Frame, State } from "../state.ts";
import type { Action, Side } from "../types.ts";
import { FLAG_TYRANT_GONE, FLAG_WALL_MUST_GO } from "./flags.ts";
import {
  and,
  checks,
  choose,
  chooseCard,
  chooseSpace,
  controlledBy,
  custom,
  event,
  hasSP,
  inCountry,
  lasting,
  not,
  note,
  ofSocio,
  place,
  placeEach,
  placeToControl,
  remove,
  removeAll,
  roll,
  spaceIs,
  spacesWhere,
  uncontrolled,
  vp,
  type Where,
  when,
} from "./steps.ts";

/** The space remembered as `name`. */
const theSpace =
  (name: string): Where =>
  (sp, _s, _side, v) =>
    v[name] === sp.id;
/** Spaces in the same country as the space remembered as `name` (none if nothing was remembered). */
const sameCountryAs =
  (name: string): Where =>
  (sp, _s, _side, v) =>
    v[name] !== undefined && SPACES[v[name]!]!.country === sp.country;

const inEastGermany = (space: number): boolean => SPACES[space]!.country === "East Germany";

// #1 Legacy of Martial Law: replace 1 Democratic SP in a Polish space by a Communist SP, then
// 1 Support Check in Poland.
event(CARD.LEGACY_OF_MARTIAL_LAW, [
  chooseSpace({
    where: and(inCountry("Poland"), hasSP("opp")),
    save: "martialLaw",
    prompt: "Legacy of Martial Law: replace 1 Democratic SP by a Communist SP in a Polish space",
    then: [
      custom((s, side, card) => {
        const space = s.vars.martialLaw!;
        s.sp[other(side)][space]!--;
        s.sp[side][space]!++;
        log(s, { t: "spConvert", space, from: other(side), to: side, n: 1, card });
      }),
    ],
  }),
  checks(1, { where: inCountry("Poland") }),
]);

// #2 Solidarity Legalized: 1 SP in every uncontrolled Polish Worker and Farmer space; the
// Communist may no longer Support Check Gdansk; enables Walesa.
event(
  CARD.SOLIDARITY_LEGALIZED,
  [placeEach(and(inCountry("Poland"), ofSocio("worker", "farmer"), uncontrolled)), lasting("game")],
  {
    hooks: { checkBarred: (_s, _l, side, space) => side === "com" && space === SPACE.GDANSK },
  },
);

// #3 Walesa: needs Solidarity Legalized; 4 SPs in Poland, then may make 2 Support Checks in Poland.
event(
  CARD.WALESA,
  [place({ n: 4, where: inCountry("Poland") }), checks(2, { where: inCountry("Poland"), optional: true })],
  {
    canOccur: (s) => eventPlayed(s, CARD.SOLIDARITY_LEGALIZED),
  },
);

// #4 Michnik: 3 SPs in Polish Writers.
event(CARD.MICHNIK, [place({ n: 3, where: spaceIs(SPACE.POLISH_WRITERS) })]);

// #5 General Strike: from the Communist's next Action Round on, each of his rounds is a discard
// and a roll (die + the discarded card's Ops) until the total is above 5 (11.2); he may play a
// Scoring card instead. The card itself is removed at once (asterisk); the strike lasts on. An
// optional round (Honecker's extra one) is still his to decline.
event(CARD.GENERAL_STRIKE, [lasting("cancelled"), note("strikeStarts")], {
  hooks: {
    replaceActionRound: (_s, l, side, optional) =>
      side === other(l.side) ? [generalStrike({ side, optional })] : null,
  },
});

interface StrikeFrame extends Frame {
  readonly k: "generalStrike";
  readonly side: Side;
  /** The round may be declined ("pass"): Honecker's extra round. */
  readonly optional: boolean;
}

const generalStrike = defineStep<StrikeFrame>("generalStrike", {
  run(s, f) {
    const h = hand(s, f.side);
    if (h.length === 0) {
      pop(s);
      forfeitRound(s, f.side);
      return undefined;
    }
    const actions: Action[] = h.map(
      (c): Action => (isScoring(c) ? { t: "play", card: c, as: "event" } : { t: "card", card: c }),
    );
    if (f.optional) actions.push({ t: "option", option: "pass" });
    return {
      player: f.side,
      kind: "generalStrike",
      prompt: `General Strike, Action Round ${s.round}: discard a card and roll (or play a Scoring card)${f.optional ? ", or decline this extra round" : ""}`,
      actions,
      card: CARD.GENERAL_STRIKE,
    };
  },
  act(s, f, a) {
    pop(s);
    if (a.t === "option") {
      log(s, { t: "declineRound", side: f.side, round: s.round });
      return;
    }
    if (a.t === "play") {
      playCard(s, f.side, a.card, "event");
      return;
    }
    if (a.t !== "card") throw new Error("expected a card");
    removeFromHand(s, f.side, a.card);
    discardCard(s, a.card);
    const die = rollDie(s, "generalStrike");
    const ops = opsValue(s, f.side, a.card);
    const total = die + ops;
    // A total above 5 ends the strike.
    const success = total >= 6;
    log(s, {
      t: "roll",
      for: "generalStrike",
      side: f.side,
      card: a.card,
      die,
      mods: [{ why: "ops", value: ops }],
      total,
      need: 6,
      success,
    });
    const l = inEffect(s, CARD.GENERAL_STRIKE);
    if (success && l) endLasting(s, l);
  },
});

// #6 Brought in for Questioning: the Democrat discards a card at random; a Communist event on it
// that can take place happens at once (5.3).
event(CARD.BROUGHT_IN_FOR_QUESTIONING, [
  custom((s, side, card) => {
    const victim = other(side);
    const h = hand(s, victim);
    if (h.length === 0) {
      log(s, { t: "note", card, note: "nothing" });
      return undefined;
    }
    const c = h[randomInt(s, h.length)]!;
    s.secret++;
    removeFromHand(s, victim, c);
    logMove(s, c, handOf(victim), "discard", { random: true, by: card });
    if (cardData(c).side === side && eventCanOccur(s, c, side)) return [cardEventFrame(c, side)];
    discardCard(s, c);
    return undefined;
  }),
]);

// #7 State Run Media: remove 4 Democratic SPs anywhere, at most 2 per space.
event(CARD.STATE_RUN_MEDIA, [remove({ n: 4, perSpace: 2 })]);

// #8 Prudence: the opponent's cards are worth 1 Op less for the rest of the turn (never below 1,
// 7.3.2); two Prudence events add up.
event(CARD.PRUDENCE, [lasting("turn")], {
  hooks: { opsModifier: (_s, l, side) => (side === l.side ? 0 : -1) },
});

// #9 The Wall: the Communist's next Support Check in East Germany ignores adjacent
// Democrat-controlled spaces; no effect once "The Wall Must Go!" has succeeded.
event(
  CARD.THE_WALL,
  [when((s) => !s.flags[FLAG_WALL_MUST_GO], [lasting("cancelled")], [note("wallMustGo")])],
  {
    hooks: {
      ignoreOpponentAdjacency: (s, l, side, space) =>
        side === l.side && inEastGermany(space) && !s.flags[FLAG_WALL_MUST_GO],
      afterCheck: (s, l, side, space) => {
        if (side === l.side && inEastGermany(space)) endLasting(s, l);
      },
      // An unused Wall is taken away at the end of the round in which The Wall Must Go! succeeds.
      afterActionRound: (s, l) => {
        if (s.flags[FLAG_WALL_MUST_GO]) endLasting(s, l);
        return [];
      },
    },
  },
);

// #10 Cult of Personality: 4 SPs in Romanian Worker and Farmer spaces, at most 2 per space; no
// effect once The Tyrant is Gone has taken effect (7.6.4).
event(CARD.CULT_OF_PERSONALITY, [
  when(
    (s) => !!s.flags[FLAG_TYRANT_GONE],
    [note("tyrantGone")],
    [place({ n: 4, perSpace: 2, where: and(inCountry("Romania"), ofSocio("worker", "farmer")) })],
  ),
]);

// #11 Dissident Arrested: remove up to 2 Democratic SPs from one Intellectual space.
event(CARD.DISSIDENT_ARRESTED, [
  chooseSpace({
    where: and(ofSocio("intellectual"), hasSP("opp")),
    save: "dissident",
    prompt: "Dissident Arrested: choose an Intellectual space",
    then: [remove({ n: 2, where: theSpace("dissident") })],
  }),
]);

// #12 Apparatchiks: 3 SPs in Bureaucrat spaces.
event(CARD.APPARATCHIKS, [place({ n: 3, where: ofSocio("bureaucrat") })]);

// #13 Stasi: for the rest of the turn, at the end of each of his Action Rounds the Democrat shows
// the Communist the card he will play next, and must play it in his next round. (A revealed
// Common European Home must be played for Operations; a revealed Communist card may be paired with
// Common European Home.) The declared card is the lasting effect's data.
event(CARD.STASI, [lasting("turn")], {
  hooks: {
    afterActionRound: (s, l, side) =>
      side === other(l.side) && hasAnotherRound(s, side) && hand(s, side).length > 0
        ? [stasiDeclare({ side })]
        : [],
    replaceActionRound: (s, l, side) =>
      side === other(l.side) && l.data && hand(s, side).includes(l.data) ? [stasiPlay({ side })] : null,
  },
});

/** Does `side` still have an Action Round this turn after the current one? */
function hasAnotherRound(s: State, side: Side): boolean {
  return s.round < ACTION_ROUNDS + sumHooks(s, HOOKS.extraRounds, (h, l) => h(s, l, side));
}

interface StasiDeclareFrame extends Frame {
  readonly k: "stasiDeclare";
  readonly side: Side;
}
interface StasiPlayFrame extends Frame {
  readonly k: "stasiPlay";
  readonly side: Side;
}

const stasiDeclare = defineStep<StasiDeclareFrame>("stasiDeclare", {
  run(s, f) {
    const h = hand(s, f.side);
    if (!inEffect(s, CARD.STASI) || h.length === 0) {
      pop(s);
      return undefined;
    }
    if (h.length === 1) {
      declareStasi(s, f.side, h[0]!);
      pop(s);
      return undefined;
    }
    return {
      player: f.side,
      kind: "stasiDeclare",
      prompt: "Stasi: show the Communist the card you will play in your next Action Round",
      actions: h.map((c): Action => ({ t: "card", card: c })),
      card: CARD.STASI,
    };
  },
  act(s, f, a) {
    if (a.t !== "card") throw new Error("expected a card");
    pop(s);
    declareStasi(s, f.side, a.card);
  },
});

function declareStasi(s: State, side: Side, c: number): void {
  inEffect(s, CARD.STASI)!.data = c;
  const watcher = other(side);
  if (!s.known[watcher].includes(c)) s.known[watcher].push(c);
  s.secret++;
  log(s, { t: "reveal", side, to: watcher, by: CARD.STASI, power: false, n: 1, cards: [c] }, [side, watcher]);
}

/** The card Stasi forces `side` to play this round, if any. */
function stasiCard(s: State, side: Side): number | null {
  const l = inEffect(s, CARD.STASI);
  return l && side === other(l.side) && l.data && hand(s, side).includes(l.data) ? l.data : null;
}

const stasiPlay = defineStep<StasiPlayFrame>("stasiPlay", {
  run(s, f) {
    const c = stasiCard(s, f.side)!;
    const actions: Action[] = [];
    if (c === CARD.COMMON_EUROPEAN_HOME) actions.push({ t: "play", card: c, as: "ops" });
    else playOptions(s, f.side, c, actions);
    if (
      cardData(c).side === other(f.side) &&
      hand(s, f.side).includes(CARD.COMMON_EUROPEAN_HOME) &&
      eventCanOccur(s, CARD.COMMON_EUROPEAN_HOME, f.side)
    ) {
      actions.push({ t: "play", card: CARD.COMMON_EUROPEAN_HOME, as: "event" });
    }
    return {
      player: f.side,
      kind: "actionRound",
      prompt: `Action Round ${s.round}: play the card shown to the Stasi`,
      // No `card` field: interfaces show it to every viewer, and the observer may not see it.
      actions,
    };
  },
  act(s, f, a) {
    if (a.t !== "play") throw new Error("expected a card play");
    pop(s);
    playCard(s, f.side, a.card, a.as);
  },
});

// #14 Gorbachev Charms the West: remove 2 opponent SPs anywhere, then 1 Support Check; cannot
// occur once Breakaway Baltic Republics (#84) has taken place.
event(CARD.GORBACHEV_CHARMS_THE_WEST, [remove({ n: 2 }), checks(1)], {
  canOccur: (s) => !eventPlayed(s, CARD.BREAKAWAY_BALTIC_REPUBLICS),
});

// #15 Honecker: the Communist may take a non-Scoring card from the discard pile, and may take an
// extra Action Round this turn (4.1); cannot occur once Modrow (#83) has taken place.
event(
  CARD.HONECKER,
  [
    chooseCard({
      cards: (s) => s.discard.filter((c) => !isScoring(c)),
      save: "honecker",
      optional: true,
      prompt: "Honecker: take a non-Scoring card from the discard pile into your hand?",
      then: [
        custom((s, side, card) => {
          const c = s.vars.honecker!;
          s.discard.splice(s.discard.indexOf(c), 1);
          hand(s, side).push(c);
          s.known[other(side)].push(c);
          logMove(s, c, "discard", handOf(side), { by: card });
        }),
      ],
    }),
    lasting("turn"),
    note("extraRound"),
  ],
  {
    canOccur: (s) => !eventPlayed(s, CARD.MODROW),
    hooks: {
      extraRounds: (_s, l, side) => (side === l.side ? 1 : 0),
      roundOptional: (s, l, side) => side === l.side && s.round > ACTION_ROUNDS,
    },
  },
);

// #16 Nomenklatura: either 3 SPs in Elite spaces, or remove every Democratic SP from Elite spaces.
event(CARD.NOMENKLATURA, [
  choose(
    "Nomenklatura: add 3 SPs to Elite spaces, or remove all Democratic SPs from Elite spaces?",
    {
      add: [place({ n: 3, where: ofSocio("elite") })],
      remove: [removeAll(and(ofSocio("elite"), hasSP("opp")))],
    },
    (s, side, option) =>
      option === "add" || spacesWhere(s, side, and(ofSocio("elite"), hasSP("opp"))).length > 0,
  ),
]);

// #17 Roundtable Talks: in the next Power Struggle the Democrat takes 2 random cards from the
// Communist's hand after the deal (8.1.2); then the card goes to the discard pile.
event(CARD.ROUNDTABLE_TALKS, [lasting("powerStruggle")], {
  hooks: { powerStruggleDealt: (_s, l) => [roundtableTalks({ side: l.side })] },
});

interface RoundtableFrame extends Frame {
  readonly k: "roundtableTalks";
  readonly side: Side;
}

const roundtableTalks = defineStep<RoundtableFrame>("roundtableTalks", {
  run(s, f) {
    pop(s);
    const ps = s.ps!;
    const from = ps.hands[other(f.side)];
    const to = ps.hands[f.side];
    let n = 0;
    for (; n < 2 && from.length > 0; n++) to.push(from.splice(randomInt(s, from.length), 1)[0]!);
    s.secret++;
    log(s, { t: "psTake", side: f.side, n, card: CARD.ROUNDTABLE_TALKS });
    return undefined;
  },
});

// #18 Pozsgay Defends the Revolution: 1 SP in each of 4 Hungarian spaces the Democrat does not control.
event(CARD.POZSGAY_DEFENDS_THE_REVOLUTION, [
  place({ n: 4, perSpace: 1, where: and(inCountry("Hungary"), not(controlledBy("opp"))) }),
]);

// #19 Papal Visit: 3 SPs in one Catholic Church (Poland, Czechoslovakia or Hungary).
event(CARD.PAPAL_VISIT, [
  chooseSpace({
    where: and(ofSocio("church"), inCountry("Poland", "Czechoslovakia", "Hungary")),
    save: "papal",
    prompt: "Papal Visit: choose a Catholic Church",
    then: [place({ n: 3, where: theSpace("papal") })],
  }),
]);

// #20 Deutsche Marks: the Democrat gives the Communist a non-Scoring card of the highest printed
// Ops; a Communist event on it that can take place happens, otherwise the Communist uses its Ops.
event(CARD.DEUTSCHE_MARKS, [
  chooseCard({
    chooser: "opp",
    cards: (s, side) => {
      const h = hand(s, other(side)).filter((c) => !isScoring(c));
      const best = Math.max(0, ...h.map((c) => cardData(c).ops));
      return h.filter((c) => cardData(c).ops === best);
    },
    save: "marks",
    prompt: "Deutsche Marks: give the Communist a card with the highest Ops value",
    then: [
      custom((s, side, card) => {
        const c = s.vars.marks!;
        removeFromHand(s, other(side), c);
        logMove(s, c, handOf(other(side)), handOf(side), { by: card });
        if (cardData(c).side === side && eventCanOccur(s, c, side)) return [cardEventFrame(c, side)];
        return [marksOps({ side, card: c, stage: 0, via: card })];
      }),
    ],
  }),
]);

interface MarksFrame extends Frame {
  readonly k: "marksOps";
  readonly side: Side;
  /** The card given, used for its Ops value. */
  readonly card: number;
  /** 0: choose; 1: Operations under way, discard afterwards; 2: done by a TST attempt. */
  stage: number;
  /** The card granting the Operations (Deutsche Marks, Common European Home). */
  readonly via: number;
}

const marksOps = defineStep<MarksFrame>("marksOps", {
  run(s, f) {
    if (f.stage > 0) {
      pop(s);
      if (f.stage === 1) discardCard(s, f.card);
      return undefined;
    }
    const actions: Action[] = [
      { t: "option", option: "place" },
      { t: "option", option: "check" },
    ];
    if (!s.tstAttempted[f.side] && s.tst[f.side] < 8) actions.push({ t: "option", option: "tst" });
    const ops = opsValue(s, f.side, f.card);
    return {
      player: f.side,
      kind: "eventOperations",
      prompt: `${cardData(f.via).name}: use the ${ops} Ops of the card: place SPs or make 2 Support Checks${actions.length > 2 ? " or a Tiananmen Square attempt" : ""}`,
      actions,
      card: f.card,
      ops,
    };
  },
  act(s, f, a) {
    if (a.t !== "option") throw new Error("expected an option");
    if (a.option === "tst") {
      f.stage = 2;
      push(s, tstAttemptFrame(f.side, f.card, false));
    } else {
      f.stage = 1;
      push(
        s,
        a.option === "place" ? placementFrame(s, f.side, f.card) : supportCheckFrame(s, f.side, f.card, 2),
      );
    }
  },
});

// #21 Common European Home: played as an event together with a card carrying the opponent's event,
// which is used for its Operations with its event cancelled. Played for Operations (or a
// Tiananmen attempt), it gives the opponent 1 VP.
event(
  CARD.COMMON_EUROPEAN_HOME,
  [
    chooseCard({
      cards: (s, side) => pairable(s, side),
      save: "paired",
      prompt: "Common European Home: choose the card with your opponent's event to play for Operations",
      then: [
        custom((s, side, card) => {
          const c = s.vars.paired!;
          removeFromHand(s, side, c);
          log(s, { t: "play", side, card: c, as: "ops", via: card });
          // Played for Operations (6.0): SPs, Support Checks or a Tiananmen Square attempt.
          return [marksOps({ side, card: c, stage: 0, via: card })];
        }),
      ],
    }),
  ],
  {
    canOccur: (s, side) => pairable(s, side).length > 0,
    whenPlayed: (s, player, as) => {
      if (as !== "event") gainVP(s, other(player), 1, "event", { card: CARD.COMMON_EUROPEAN_HOME });
    },
  },
);

/** Cards of `side`'s hand that Common European Home may be paired with (Stasi may force one). */
function pairable(s: State, side: Side): number[] {
  const forced = stasiCard(s, side);
  if (forced !== null) return cardData(forced).side === other(side) ? [forced] : [];
  return hand(s, side).filter((c) => cardData(c).side === other(side));
}

// #24 St. Nicholas Church: just enough SPs to control the Lutheran Church; enables The Monday Demonstrations.
event(CARD.ST_NICHOLAS_CHURCH, [placeToControl(spaceIs(SPACE.LUTHERAN_CHURCH))]);

// #25 Perestroika: the Communist's cards get +1 Ops for the rest of the turn (7.3.3).
event(CARD.PERESTROIKA, [lasting("turn")], {
  hooks: { opsModifier: (_s, l, side) => (side === l.side ? 1 : 0) },
});

// #26 Helsinki Final Act: for the rest of the game the Democrat gains 1 VP for each Communist
// Support Check against a Student or Intellectual space.
event(CARD.HELSINKI_FINAL_ACT, [lasting("game")], {
  hooks: {
    afterCheck: (s, l, side, space) => {
      const socio = SPACES[space]!.socio;
      if (side !== l.side && (socio === "student" || socio === "intellectual"))
        gainVP(s, l.side, 1, "event", { card: CARD.HELSINKI_FINAL_ACT });
    },
  },
});

// #27 Consumerism: remove 1 Communist SP from a Worker space, then 1 Support Check against a Worker
// space of that country.
event(CARD.CONSUMERISM, [
  remove({ n: 1, where: ofSocio("worker"), save: "consumerism" }),
  when(
    (_s, _side, v) => v.consumerism !== undefined,
    [checks(1, { where: and(ofSocio("worker"), sameCountryAs("consumerism")) })],
  ),
]);

// #28 Factory Party Cells: remove 3 Democratic SPs from Worker spaces, at most 2 per space.
event(CARD.FACTORY_PARTY_CELLS, [remove({ n: 3, perSpace: 2, where: ofSocio("worker") })]);

// #29 Jan Palach Week: 6 SPs in Charles University.
event(CARD.JAN_PALACH_WEEK, [place({ n: 6, where: spaceIs(SPACE.CHARLES_UNIVERSITY) })]);

// #30 Tear Gas: +1 to the Communist's next Support Check in a Student space, then it ends.
event(CARD.TEAR_GAS, [lasting("cancelled")], {
  hooks: {
    checkModifier: (_s, l, side, space) => (side === l.side && SPACES[space]!.socio === "student" ? 1 : 0),
    afterCheck: (s, l, side, space) => {
      if (side === l.side && SPACES[space]!.socio === "student") endLasting(s, l);
    },
  },
});

// #31 Intelligentsia: 4 SPs in Intellectual spaces, at most 2 per space.
event(CARD.INTELLIGENTSIA, [place({ n: 4, perSpace: 2, where: ofSocio("intellectual") })]);

// #32 Peasant Parties: 4 SPs in Farmer spaces, at most 2 per space.
event(CARD.PEASANT_PARTIES, [place({ n: 4, perSpace: 2, where: ofSocio("farmer") })]);

// #33 Sajudis: Democrat +1 VP, the USSR Stability marker moves to Sajudis (12.2), then just
// enough SPs to control a Minority space; enables The Baltic Way.
event(CARD.SAJUDIS, [
  vp(1),
  custom((s) => {
    s.ussr = 1;
    log(s, { t: "ussr", box: 1 });
  }),
  placeToControl(ofSocio("minority"), "Sajudis: choose a Minority space to take control of"),
]);

// #34 FIDESZ: 5 SPs in Eotvos Lorand University.
event(CARD.FIDESZ, [place({ n: 5, where: spaceIs(SPACE.EOTVOS_LORAND_UNIVERSITY) })]);

// #35 Heal Our Bleeding Wound: Communist +3 VP in the Early Year, +1 in the Middle Year, -3 in the Late Year.
event(CARD.HEAL_OUR_BLEEDING_WOUND, [vp((s) => (s.turn <= 3 ? 3 : s.turn <= 7 ? 1 : -3))]);

// #36 Dash for the West: if a die beats the number of East German spaces the Communist controls,
// the Democrat gains 1 VP and resolves an asterisked Democratic event from the discard pile.
const comControlledInEastGermany = (s: State): number =>
  countrySpaces(s, "East Germany").filter((id) => controls(s, "com", id)).length;

event(CARD.DASH_FOR_THE_WEST, [
  // The die must exceed the East German spaces the Communist controls.
  roll({ need: (s) => comControlledInEastGermany(s) + 1 }),
  when(
    (_s, _side, v) => v.ok === 1,
    [
      vp(1),
      chooseCard({
        cards: (s, side) =>
          s.discard.filter((c) => {
            const d = cardData(c);
            return d.side === side && d.asterisk && eventCanOccur(s, c, side);
          }),
        save: "dashCard",
        prompt: "Dash for the West: choose an asterisked Democratic event from the discard pile",
        then: [
          custom((s, side, card) => {
            const c = s.vars.dashCard!;
            s.discard.splice(s.discard.indexOf(c), 1);
            logMove(s, c, "discard", "played", { by: card });
            return [cardEventFrame(c, side)];
          }),
        ],
      }),
    ],
  ),
]);

// #37 Nagy Reburied: every Communist SP leaves Szombathely, then 4 Communist SPs in Hungary, at most 2 per space.
event(CARD.NAGY_REBURIED, [
  custom((s, side, card) => void changeSP(s, side, SPACE.SZOMBATHELY, -99, "event", card)),
  place({ n: 4, perSpace: 2, where: inCountry("Hungary") }),
]);

// #38 The July Concept: 3 SPs in Bulgaria.
event(CARD.THE_JULY_CONCEPT, [place({ n: 3, where: inCountry("Bulgaria") })]);

// #39 Eco-Glasnost: 4 SPs in Ruse; for the rest of the game the Democrat gains 1 VP for each
// Communist Support Check in Ruse.
event(CARD.ECO_GLASNOST, [place({ n: 4, where: spaceIs(SPACE.RUSE) }), lasting("game")], {
  hooks: {
    afterCheck: (s, l, side, space) => {
      if (side !== l.side && space === SPACE.RUSE) gainVP(s, l.side, 1, "event", { card: CARD.ECO_GLASNOST });
    },
  },
});

// #40 Hungarian Democratic Forum: 3 SPs in Hungary, then 1 Support Check in Hungary.
event(CARD.HUNGARIAN_DEMOCRATIC_FORUM, [
  place({ n: 3, where: inCountry("Hungary") }),
  checks(1, { where: inCountry("Hungary") }),
]);
