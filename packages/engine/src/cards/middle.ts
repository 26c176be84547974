// Middle Year strategy card events (#41-81, without the Scoring cards #42, #43, #55). Each
// definition follows the card's effect in shared/data/1989/cards.json; the side carrying the event
// out is "side" in every step. Card-specific interactive steps are defined at the end of the file.
import {
  adjacent,
  changeSP,
  controls,
  discardCard,
  drawInto,
  hand,
  handOf,
  isScoring,
  log,
  logMove,
  removeFromHand,
  removeSP,
  spOf,
  writeFlag,
} from "../board.ts";
import {
  CARD,
  COUNTRIES,
  card as cardData,
  other,
  POWER_CARDS,
  REGION,
  SPACE,
  SPACES,
} from "../data/index.ts";
import { defineStep, pop, push } from "../machine.ts";
import { randomInt } from "../rng.ts";
import { eventCanOccur, eventOf, eventSide } from "../rules/events.ts";
import {
  canCheck,
  cardEventFrame,
  opsValue,
  placeCost,
  placementFrame,
  supportCheckFrame,
} from "../rules/play.ts";
import type { Frame, State } from "../state.ts";
import type { Action, Country, Side } from "../types.ts";
import {
  eventPlayed,
  FLAG_CROWD_RESOLVED,
  FLAG_LI_PENG,
  FLAG_SYSTEMATIZED,
  FLAG_TYRANT_GONE,
} from "./flags.ts";
import {
  and,
  checks,
  choose,
  chooseCard,
  chooseCountry,
  chooseSpace,
  controlledBy,
  custom,
  event,
  hasSP,
  inCountry,
  inCountryVar,
  inRegion,
  lasting,
  noSP,
  not,
  note,
  ofSocio,
  operations,
  place,
  placeEach,
  placeToControl,
  powerHeldBy,
  remove,
  removeAll,
  roll,
  setFlag,
  spaceIs,
  spacesWhere,
  vp,
  type Where,
  when,
} from "./steps.ts";

const countryOf = (space: number): Country => SPACES[space]!.country;
const tyrantGone = (s: State): boolean => (s.flags[FLAG_TYRANT_GONE] ?? 0) > 0;
const noEffectAfterTyrant = note("tyrantGone");

// #41 Ceausescu: remove 3 Democratic SPs in Romania, then 1 Support Check in Romania; at the end of
// this Action Round, a Democratic SP next to Cluj-Napoca costs the Communist 1 SP in Bucuresti.
// Nothing once The Tyrant is Gone has taken effect (7.6.4).
event(
  CARD.CEAUSESCU,
  [
    when(
      (s) => !tyrantGone(s),
      [
        remove({ n: 3, where: inCountry("Romania") }),
        checks(1, { where: inCountry("Romania") }),
        lasting("round"),
      ],
      [noEffectAfterTyrant],
    ),
  ],
  {
    hooks: {
      afterActionRound(s) {
        const dem = spOf(s, "dem");
        if (adjacent(s, SPACE.CLUJ_NAPOCA).some((a) => dem[a]! > 0))
          changeSP(s, "com", SPACE.BUCURESTI, -1, "event", CARD.CEAUSESCU);
        return [];
      },
    },
  },
);

// #44 Inflationary Currency: name a country where the opponent holds Power, remove 2 of his SPs
// there; unless he discards a 3-Ops card, make 1 Support Check there.
event(CARD.INFLATIONARY_CURRENCY, [
  chooseCountry({
    countries: powerHeldBy("opp"),
    save: "country",
    prompt: "Inflationary Currency: choose a country where your opponent holds Power",
    then: [
      remove({ n: 2, where: inCountryVar("country") }),
      custom((s, side) => [inflationCancel({ side, country: s.vars.country! })]),
      when(
        (_s, _side, v) => !v.cancelled,
        [
          // A check confined to East Germany gets the Austria-Hungary bonus (rules/play.ts).
          checks(1, { where: inCountryVar("country") }),
        ],
      ),
    ],
  }),
]);

// #45 Soviet Troop Withdrawals: remove 5 Communist SPs in Eastern Europe, at most 2 per space.
event(CARD.SOVIET_TROOP_WITHDRAWALS, [remove({ n: 5, perSpace: 2, where: inRegion("Eastern Europe") })]);

// #46 Goodbye Lenin!: the Communist shows his red-titled cards to the Democrat, who may take one
// and have its event as his own, or else use this card for Operations.
event(CARD.GOODBYE_LENIN, [
  custom((s, _side, card) => {
    const red = hand(s, "com").filter((c) => cardData(c).redTitle);
    log(s, { t: "reveal", side: "com", to: "dem", by: card, power: false, n: red.length, cards: red }, [
      "com",
      "dem",
    ]);
    // Even "none" tells the Democrat something about the Communist's hand: no taking it back.
    s.secret++;
    for (const c of red) if (!s.known.dem.includes(c)) s.known.dem.push(c);
    return [goodbyeLenin({})];
  }),
  when(
    (_s, _side, v) => (v.lenin ?? 0) > 0,
    [custom((s) => [cardEventFrame(s.vars.lenin!, "dem")])],
    [operations({ tst: true })],
  ),
]);

// #47 Bulgarian Turks Expelled: Communist +2 VP, every Democratic SP in Razgrad removed.
event(CARD.BULGARIAN_TURKS_EXPELLED, [vp(2), removeAll(spaceIs(SPACE.RAZGRAD))]);

// #48 "We Are the People!": move up to 4 Democratic SPs from the Lutheran Church to East German
// spaces (at most 2 per space); the Communist may no longer Support Check Leipzig.
event(CARD.WE_ARE_THE_PEOPLE, [custom(() => [weAreThePeople({ moved: [] })]), lasting("game")], {
  hooks: { checkBarred: (_s, _l, side, space) => side === "com" && space === SPACE.LEIPZIG },
});

// #49 Foreign Currency Debt Burden: Democrat +1 VP; this turn the Communist may not Support Check
// in one country (not Romania) of the Democrat's choice.
event(
  CARD.FOREIGN_CURRENCY_DEBT_BURDEN,
  [
    vp(1),
    chooseCountry({
      countries: COUNTRIES.filter((c) => c !== "Romania"),
      save: "country",
      prompt: "Foreign Currency Debt Burden: the Communist may not make Support Checks in which country?",
      then: [
        lasting("turn", { country: (s) => COUNTRIES[s.vars.country!]! }),
        note("checksBarred", { country: (s) => COUNTRIES[s.vars.country!]! }),
      ],
    }),
  ],
  {
    hooks: { checkBarred: (_s, l, side, space) => side === "com" && countryOf(space) === l.country },
  },
);

// #50 The Sinatra Doctrine: the Democrat's cards get +1 Ops for the rest of the turn (7.3.3).
event(CARD.THE_SINATRA_DOCTRINE, [lasting("turn")], {
  hooks: { opsModifier: (_s, _l, side) => (side === "dem" ? 1 : 0) },
});

// #51 40th Anniversary Celebration: 4 SPs in East Germany if the Communist leads on VP, else 2;
// then Communist +1 VP.
event(CARD.FORTIETH_ANNIVERSARY_CELEBRATION, [
  place({ n: (s) => (s.vp < 0 ? 4 : 2), where: inCountry("East Germany") }),
  vp(1),
]);

// #52 Normalization: every Democratic SP removed from Plzen and Praha.
event(CARD.NORMALIZATION, [removeAll(spaceIs(SPACE.PLZEN, SPACE.PRAHA))]);

// #53 Li Peng: +1 to every Communist Tiananmen Square attempt for the rest of the game.
event(CARD.LI_PENG, [setFlag(FLAG_LI_PENG), lasting("game")]);

// #54 The Crowd Turns Against Ceausescu: waits for the next Romanian Power Struggle (7.6.2); there,
// after the deal, the Democrat draws 15 Power Struggle cards and gets 3 Ops in Romania per Rally in
// the Square among them.
event(CARD.THE_CROWD_TURNS_AGAINST_CEAUSESCU, [lasting("powerStruggle", { country: "Romania" })], {
  hooks: {
    beforeRaiseStakes: (_s, _l, country) => (country === "Romania" ? [crowdTurns({ ops: -1 })] : []),
  },
});

// #56 Foreign Television: remove 4 Communist SPs anywhere but Dresden, at most 2 per space.
event(CARD.FOREIGN_TELEVISION, [remove({ n: 4, perSpace: 2, where: not(spaceIs(SPACE.DRESDEN)) })]);

// #57 Central Committee Reshuffle: 3 SPs in one country where the Communist holds Power.
event(CARD.CENTRAL_COMMITTEE_RESHUFFLE, [
  chooseCountry({
    countries: powerHeldBy("own"),
    save: "country",
    prompt: "Central Committee Reshuffle: choose a country where you hold Power",
    then: [place({ n: 3, where: inCountryVar("country") })],
  }),
]);

// #58 Austria-Hungary Border Reopened: this turn, +1 Ops to a Democratic card whose Ops all go to
// East Germany (11.1; placement and declared checks in rules/play.ts).
event(CARD.AUSTRIA_HUNGARY_BORDER_REOPENED, [lasting("turn")], {
  hooks: {
    opsModifier: (_s, _l, side, _card, eastGermanyOnly) => (side === "dem" && eastGermanyOnly ? 1 : 0),
  },
});

// #59 Grenztruppen: this turn, Democratic Support Checks in East Germany get -1.
event(CARD.GRENZTRUPPEN, [lasting("turn")], {
  hooks: {
    checkModifier: (_s, _l, side, space) => (side === "dem" && countryOf(space) === "East Germany" ? -1 : 0),
  },
});

// #60 Toxic Waste: 3 Democratic SPs in Worker spaces anywhere.
event(CARD.TOXIC_WASTE, [place({ n: 3, where: ofSocio("worker") })]);

// #61 The Monday Demonstrations: needs St. Nicholas Church; control the Lutheran Church and Leipzig,
// then up to 5 Support Checks in East Germany with this card's Ops (all in East Germany, so the
// Austria-Hungary bonus applies without a declaration).
event(
  CARD.THE_MONDAY_DEMONSTRATIONS,
  [
    placeToControl(spaceIs(SPACE.LUTHERAN_CHURCH)),
    placeToControl(spaceIs(SPACE.LEIPZIG)),
    checks(5, { where: inCountry("East Germany"), optional: true }),
  ],
  { canOccur: (s) => eventPlayed(s, CARD.ST_NICHOLAS_CHURCH) },
);

// #62 Yakovlev Counsels Gorbachev: if the Democrat wins the next Power Struggle, +1 to both
// aftermath rolls.
event(CARD.YAKOVLEV_COUNSELS_GORBACHEV, [lasting("powerStruggle")], {
  hooks: { aftermathModifier: (_s, _l, winner) => (winner === "dem" ? 1 : 0) },
});

// #63 Genscher: this turn, the Democrat places SPs in Communist-controlled East German spaces for 1 Op.
event(CARD.GENSCHER, [lasting("turn")], {
  hooks: {
    placeCost: (_s, _l, side, space, cost) =>
      side === "dem" && countryOf(space) === "East Germany" ? 1 : cost,
  },
});

// #64 Legacy of 1968: 1 Democratic SP in every Czechoslovak space the Communist does not control.
event(CARD.LEGACY_OF_1968, [placeEach(and(inCountry("Czechoslovakia"), not(controlledBy("opp"))))]);

// #65 Presidential Visit: at the next deal the Communist is dealt up to 7 cards only.
event(CARD.PRESIDENTIAL_VISIT, [lasting("deal")], {
  hooks: { handSize: (_s, _l, side, size) => (side === "com" ? size - 1 : size) },
});

// #66 New Forum: 1 Democratic SP in each of three different East German spaces.
event(CARD.NEW_FORUM, [place({ n: 3, perSpace: 1, where: inCountry("East Germany") })]);

// #67 Reformer Rehabilitated: for the player strictly ahead on the TST track, the event of a
// non-Scoring card from the discard pile happens at once.
event(
  CARD.REFORMER_REHABILITATED,
  [
    chooseCard({
      cards: (s, side) => reformerCards(s, side),
      save: "card",
      prompt: "Reformer Rehabilitated: choose a card in the discard pile; its event happens now",
      then: [custom((s, side) => takeFromDiscard(s, side, s.vars.card!))],
    }),
  ],
  {
    canOccur: (s, side) => s.tst[side] > s.tst[other(side)],
  },
);

// #68 Klaus and Komarek: remove 2 Communist SPs from Praha, then add 2 Democratic SPs there.
event(CARD.KLAUS_AND_KOMAREK, [
  remove({ n: 2, where: spaceIs(SPACE.PRAHA) }),
  place({ n: 2, where: spaceIs(SPACE.PRAHA) }),
]);

// #69 Systematization: one Romanian space leaves the map; Democratic SPs there are lost, Communist
// SPs move to Bucuresti. Nothing once The Tyrant is Gone has taken effect.
event(CARD.SYSTEMATIZATION, [
  when(
    (s) => !tyrantGone(s),
    [
      chooseSpace({
        where: inCountry("Romania"),
        save: "space",
        prompt: "Systematization: choose the Romanian space to eliminate",
        then: [custom((s) => systematize(s, s.vars.space!))],
      }),
    ],
    [noEffectAfterTyrant],
  ),
]);

function systematize(s: State, space: number): void {
  const dem = removeSP(s, "dem", space, 99);
  const com = removeSP(s, "com", space, 99);
  if (space !== SPACE.BUCURESTI) s.sp.com[SPACE.BUCURESTI]! += com;
  writeFlag(s, FLAG_SYSTEMATIZED, space + 1);
  log(s, { t: "systematized", space, com, dem, movedTo: space === SPACE.BUCURESTI ? null : SPACE.BUCURESTI });
}

// #70 Securitate: at the start of every Romanian Power Struggle the Democrat shows his Power
// Struggle cards to the Communist; cancelled by Army Backs Revolution (#108).
event(
  CARD.SECURITATE,
  [
    when(
      (s) => !eventPlayed(s, CARD.ARMY_BACKS_REVOLUTION),
      [lasting("cancelled")],
      [note("cancelled", { by: CARD.ARMY_BACKS_REVOLUTION })],
    ),
  ],
  {
    hooks: {
      beforeRaiseStakes: (s, _l, country) =>
        country === "Romania" && !eventPlayed(s, CARD.ARMY_BACKS_REVOLUTION) ? [securitateShow({})] : [],
    },
  },
);

// #71 Kiss of Death: the Communist discards a random card; a Democratic or neutral event on it
// (a Scoring card's Power Struggle included) happens, carried out by the Democrat.
event(CARD.KISS_OF_DEATH, [
  custom((s, _side, card) => {
    const h = hand(s, "com");
    if (h.length === 0) {
      log(s, { t: "note", card, note: "nothing" });
      return undefined;
    }
    const c = h[randomInt(s, h.length)]!;
    s.secret++;
    removeFromHand(s, "com", c);
    logMove(s, c, "comHand", "discard", { random: true, by: card });
    if (cardData(c).side !== "com" && c !== CARD.COMMON_EUROPEAN_HOME) return [cardEventFrame(c, "dem")];
    discardCard(s, c);
    return undefined;
  }),
]);

// #72 Peasant Parties Revolt: in the next Power Struggle, a Democrat controlling a Farmer space in
// that country takes 1 random Power Struggle card from the Communist's hand (8.1.2).
event(CARD.PEASANT_PARTIES_REVOLT, [lasting("powerStruggle")], {
  hooks: {
    powerStruggleDealt(s, _l, country) {
      const ps = s.ps!;
      const card = CARD.PEASANT_PARTIES_REVOLT;
      const farmer = spacesWhere(s, "dem", and(inCountry(country), ofSocio("farmer"), controlledBy("own")));
      if (farmer.length === 0 || ps.hands.com.length === 0) {
        log(s, { t: "note", card, note: farmer.length === 0 ? "noFarmer" : "nothing" });
        return [];
      }
      const c = ps.hands.com.splice(randomInt(s, ps.hands.com.length), 1)[0]!;
      ps.hands.dem.push(c);
      s.secret++;
      log(s, { t: "psTake", side: "dem", n: 1, card });
      return [];
    },
  },
});

// #73 Laszlo Tokes: 1 SP in Timisoara and 1 in Harghita/Covasna, then may use this card's Ops in
// Romania only.
event(CARD.LASZLO_TOKES, [
  place({ n: 1, where: spaceIs(SPACE.TIMISOARA) }),
  place({ n: 1, where: spaceIs(SPACE.HARGHITA_COVASNA) }),
  operations({ country: "Romania", optional: true }),
]);

// #74 FRG Embassies: this turn, Democratic Support Checks in Eastern Europe get +1.
event(CARD.FRG_EMBASSIES, [lasting("turn")], {
  hooks: {
    checkModifier: (_s, _l, side, space) =>
      side === "dem" && REGION[countryOf(space)] === "Eastern Europe" ? 1 : 0,
  },
});

// #75 Exit Visas: the Democrat discards any number of cards and draws as many.
event(CARD.EXIT_VISAS, [custom(() => [exitVisas({ discarded: 0 })])]);

// #76 Warsaw Pact Summit: either 2 Support Checks (+2) against Student and Intellectual spaces,
// or 4 SPs in spaces without Democratic SPs.
const summitTargets: Where = and(ofSocio("student", "intellectual"), hasSP("opp"));
event(CARD.WARSAW_PACT_SUMMIT, [
  choose(
    "Warsaw Pact Summit: make 2 Support Checks (+2) in Student/Intellectual spaces, or place 4 SPs where the Democrat has none?",
    {
      checks: [checks(2, { where: summitTargets, mod: 2 })],
      place: [place({ n: 4, where: noSP("opp") })],
    },
    (s, side, option) =>
      option !== "checks" || spacesWhere(s, side, summitTargets).some((sp) => canCheck(s, side, sp)),
  ),
]);

// #77 Samizdat: the Democrat may set one card aside (it returns before the next deal) and draw one.
// Not a Scoring card: it must be played in the turn it was dealt and never held over (8.0, 4.5.4).
event(CARD.SAMIZDAT, [custom(() => [samizdat({})])]);

// #78 Workers Revolt: in a Worker space of a country where the opponent holds Power, roll (-1 per
// adjacent opponent-controlled space); on 4+ the opponent's SPs there become the player's.
event(CARD.WORKERS_REVOLT, [
  chooseSpace({
    where: and(ofSocio("worker"), hasSP("opp"), (sp, s, side) => s.power[sp.country] === other(side)),
    save: "space",
    prompt: "Workers Revolt: choose a Worker space",
    then: [
      // Die - 1 per adjacent opponent-controlled space; 4 or more succeeds.
      roll({
        mods: (s, side, v) => {
          const n = adjacent(s, v.space!).filter((a) => controls(s, other(side), a)).length;
          return n ? [{ why: "count", value: -n }] : [];
        },
        need: () => 4,
        space: (_s, _side, v) => v.space!,
      }),
      custom((s, side, card) => {
        if (!s.vars.ok) return;
        const space = s.vars.space!;
        const n = removeSP(s, other(side), space, 99);
        s.sp[side][space]! += n;
        log(s, { t: "spConvert", space, from: other(side), to: side, n, card });
      }),
    ],
  }),
]);

// #79 The Third Way: Communist +2 VP and 3 SPs in German Writers.
event(CARD.THE_THIRD_WAY, [vp(2), place({ n: 3, where: spaceIs(SPACE.GERMAN_WRITERS) })]);

// #80 Nepotism: roll; 4, 3 or 1 SPs in Balkan Worker spaces.
event(CARD.NEPOTISM, [
  roll(),
  place({
    n: (_s, _side, v) => (v.die! <= 2 ? 4 : v.die! <= 4 ? 3 : 1),
    where: and(inRegion("Balkans"), ofSocio("worker")),
  }),
]);

// #81 The Baltic Way: needs Sajudis; Democrat +3 VP, the USSR marker to The Baltic Way (12.3), then
// control one Minority space. Enables Breakaway Baltic Republics.
event(
  CARD.THE_BALTIC_WAY,
  [
    vp(3),
    custom((s) => {
      s.ussr = 2;
      log(s, { t: "ussr", box: 2 });
    }),
    placeToControl(ofSocio("minority"), "The Baltic Way: choose a Minority space to control"),
    lasting("game"),
  ],
  { canOccur: (s) => eventPlayed(s, CARD.SAJUDIS) },
);

// ---- Card-specific steps -----------------------------------------------------------------------

interface InflationFrame extends Frame {
  readonly k: "inflationCancel";
  /** The side carrying out Inflationary Currency; its opponent may cancel the check. */
  readonly side: Side;
  readonly country: number;
}

/** Cards `side` may discard to cancel Inflationary Currency's check: worth 3 Ops or more to him. */
function inflationCards(s: State, side: Side): number[] {
  return hand(s, side).filter((c) => !cardData(c).scoring && opsValue(s, side, c) >= 3);
}

const inflationCancel = defineStep<InflationFrame>("inflationCancel", {
  run(s, f) {
    const opp = other(f.side);
    const country = COUNTRIES[f.country]!;
    const target = spacesWhere(s, f.side, inCountry(country)).some((sp) => canCheck(s, f.side, sp));
    // He is asked even without a card worth 3 Ops, so that skipping the question does not tell
    // his opponent so (an empty hand is public).
    if (!target || hand(s, opp).length === 0) {
      pop(s);
      return undefined;
    }
    const cards = inflationCards(s, opp);
    const actions: Action[] = cards.map((card) => ({ t: "card", card }));
    actions.push({ t: "option", option: "pass" });
    return {
      player: opp,
      kind: "cancelCheck",
      prompt: `Inflationary Currency: discard a 3-Ops card to cancel the Support Check in ${country}?`,
      actions,
      card: CARD.INFLATIONARY_CURRENCY,
      country,
    };
  },
  act(s, f, a) {
    pop(s);
    if (a.t !== "card") return;
    const opp = other(f.side);
    removeFromHand(s, opp, a.card);
    discardCard(s, a.card);
    s.vars.cancelled = 1;
    logMove(s, a.card, handOf(opp), "discard", { by: CARD.INFLATIONARY_CURRENCY });
  },
});

const goodbyeLenin = defineStep<Frame & { readonly k: "goodbyeLenin" }>("goodbyeLenin", {
  run(s) {
    const actions: Action[] = hand(s, "com")
      .filter((c) => cardData(c).redTitle && eventCanOccur(s, c, "dem"))
      .map((card) => ({ t: "card", card }));
    actions.push({ t: "option", option: "ops" });
    return {
      player: "dem",
      kind: "goodbyeLenin",
      prompt:
        "Goodbye Lenin!: take one of the red-titled cards for its event, or use Goodbye Lenin! for Operations",
      actions,
      card: CARD.GOODBYE_LENIN,
    };
  },
  act(s, _f, a) {
    pop(s);
    if (a.t !== "card") {
      s.vars.lenin = 0;
      return;
    }
    removeFromHand(s, "com", a.card);
    s.vars.lenin = a.card;
    logMove(s, a.card, "comHand", "played", { by: CARD.GOODBYE_LENIN });
  },
});

interface PeopleFrame extends Frame {
  readonly k: "weAreThePeople";
  /** Destinations of the SPs moved so far. */
  readonly moved: number[];
}

const weAreThePeople = defineStep<PeopleFrame>("weAreThePeople", {
  run(s, f) {
    const actions: Action[] = [];
    if (f.moved.length < 4 && spOf(s, "dem")[SPACE.LUTHERAN_CHURCH]! > 0) {
      for (const sp of spacesWhere(s, "dem", inCountry("East Germany"))) {
        if (sp !== SPACE.LUTHERAN_CHURCH && f.moved.filter((m) => m === sp).length < 2)
          actions.push({ t: "space", space: sp });
      }
    }
    if (actions.length === 0) {
      pop(s);
      return undefined;
    }
    actions.push({ t: "option", option: "done" });
    return {
      player: "dem",
      kind: "eventMove",
      prompt: `"We Are the People!": move a Democratic SP from the Lutheran Church (${4 - f.moved.length} left, at most 2 per space)`,
      actions,
      card: CARD.WE_ARE_THE_PEOPLE,
      left: 4 - f.moved.length,
    };
  },
  act(s, f, a) {
    if (a.t !== "space") {
      pop(s);
      return;
    }
    removeSP(s, "dem", SPACE.LUTHERAN_CHURCH, 1);
    s.sp.dem[a.space]!++;
    f.moved.push(a.space);
    log(s, {
      t: "spMove",
      side: "dem",
      from: SPACE.LUTHERAN_CHURCH,
      to: a.space,
      n: 1,
      card: CARD.WE_ARE_THE_PEOPLE,
    });
  },
});

interface CrowdFrame extends Frame {
  readonly k: "crowdTurns";
  /** Ops won (3 per Rally in the Square); -1 before the draw. */
  ops: number;
}

// The Crowd Turns Against Ceausescu in the Romanian Power Struggle (7.6.2).
const crowdTurns = defineStep<CrowdFrame>("crowdTurns", {
  run(s, f) {
    if (f.ops < 0) {
      const ps = s.ps!;
      const drawn = ps.deck.splice(Math.max(0, ps.deck.length - 15));
      ps.discard.push(...drawn);
      s.secret++;
      const rallies = drawn.filter((c) => {
        const p = POWER_CARDS[c]!;
        return p.kind === "suited" && p.suit === "rally";
      }).length;
      f.ops = 3 * rallies;
      writeFlag(s, FLAG_CROWD_RESOLVED, 1);
      log(s, { t: "crowdTurns", cards: drawn.slice(), rallies, ops: f.ops });
      if (f.ops === 0) pop(s);
      return undefined;
    }
    // Offer only the uses that can be made (6.1 placement, 6.2.3 targets).
    const place = placementFrame(s, "dem", null, f.ops, "Romania");
    const actions: Action[] = [];
    if (place.allowed.some((sp) => placeCost(s, "dem", sp) <= f.ops))
      actions.push({ t: "option", option: "place" });
    if (spacesWhere(s, "dem", inCountry("Romania")).some((sp) => canCheck(s, "dem", sp)))
      actions.push({ t: "option", option: "check" });
    if (actions.length === 0) {
      log(s, { t: "note", card: CARD.THE_CROWD_TURNS_AGAINST_CEAUSESCU, note: "nothing" });
      pop(s);
      return undefined;
    }
    actions.push({ t: "option", option: "none" });
    return {
      player: "dem",
      kind: "eventOperations",
      prompt: `The Crowd Turns Against Ceausescu: use ${f.ops} Ops in Romania: place SPs or make 2 Support Checks`,
      actions,
      card: CARD.THE_CROWD_TURNS_AGAINST_CEAUSESCU,
      ops: f.ops,
      country: "Romania",
    };
  },
  act(s, f, a) {
    pop(s);
    if (a.t !== "option") return;
    if (a.option === "place") push(s, placementFrame(s, "dem", null, f.ops, "Romania"));
    else if (a.option === "check")
      push(
        s,
        supportCheckFrame(s, "dem", null, 2, {
          ops: f.ops,
          only: spacesWhere(s, "dem", inCountry("Romania")),
        }),
      );
  },
});

// Securitate: the Communist sees the Democrat's Power Struggle cards.
const securitateShow = defineStep<Frame & { readonly k: "securitateShow" }>("securitateShow", {
  run(s) {
    pop(s);
    const h = s.ps!.hands.dem;
    log(
      s,
      {
        t: "reveal",
        side: "dem",
        to: "com",
        by: CARD.SECURITATE,
        power: true,
        n: h.length,
        cards: h.slice(),
      },
      ["com", "dem"],
    );
    s.ps!.known.com = h.slice();
    s.secret++;
    return undefined;
  },
});

/** Cards of the discard pile whose event Reformer Rehabilitated may bring back now. */
function reformerCards(s: State, side: Side): number[] {
  return s.discard.filter(
    (c) =>
      !cardData(c).scoring &&
      c !== CARD.COMMON_EUROPEAN_HOME &&
      eventOf(c) !== undefined &&
      eventCanOccur(s, c, eventSide(c, side)),
  );
}

/** Takes a card out of the discard pile; its event happens now for `side`. */
function takeFromDiscard(s: State, side: Side, c: number): Frame[] {
  s.discard.splice(s.discard.indexOf(c), 1);
  logMove(s, c, "discard", "played", { by: CARD.REFORMER_REHABILITATED });
  return [cardEventFrame(c, side)];
}

interface ExitVisasFrame extends Frame {
  readonly k: "exitVisas";
  discarded: number;
}

function exitVisasDraw(s: State, f: ExitVisasFrame): void {
  pop(s);
  const drawn: number[] = [];
  for (let i = 0; i < f.discarded; i++) {
    const c = drawInto(s, "dem");
    if (c !== null) drawn.push(c);
  }
  log(s, { t: "draw", side: "dem", n: drawn.length, cards: drawn }, ["dem"]);
}

const exitVisas = defineStep<ExitVisasFrame>("exitVisas", {
  run(s, f) {
    const h = hand(s, "dem");
    if (h.length === 0) {
      exitVisasDraw(s, f);
      return undefined;
    }
    const actions: Action[] = h.map((card) => ({ t: "card", card }));
    actions.push({ t: "option", option: "done" });
    return {
      player: "dem",
      kind: "eventDiscard",
      prompt: `Exit Visas: discard a card (${f.discarded} discarded so far), or stop and draw as many`,
      actions,
      card: CARD.EXIT_VISAS,
    };
  },
  act(s, f, a) {
    if (a.t !== "card") {
      exitVisasDraw(s, f);
      return;
    }
    removeFromHand(s, "dem", a.card);
    discardCard(s, a.card);
    f.discarded++;
    logMove(s, a.card, "demHand", "discard", { by: CARD.EXIT_VISAS });
  },
});

const samizdat = defineStep<Frame & { readonly k: "samizdat" }>("samizdat", {
  run(s) {
    const h = hand(s, "dem").filter((c) => !isScoring(c));
    if (h.length === 0) {
      log(s, { t: "note", card: CARD.SAMIZDAT, note: "nothing" });
      pop(s);
      return undefined;
    }
    const actions: Action[] = h.map((card) => ({ t: "card", card }));
    actions.push({ t: "option", option: "none" });
    return {
      player: "dem",
      kind: "eventSetAside",
      prompt: "Samizdat: set a card aside until the next turn and draw a replacement?",
      actions,
      card: CARD.SAMIZDAT,
    };
  },
  act(s, _f, a) {
    pop(s);
    if (a.t !== "card") {
      log(s, { t: "note", card: CARD.SAMIZDAT, note: "declined" });
      return;
    }
    removeFromHand(s, "dem", a.card);
    s.aside.dem.push(a.card);
    logMove(s, a.card, "demHand", "demAside", { by: CARD.SAMIZDAT, seen: ["dem"] });
    const c = drawInto(s, "dem");
    if (c !== null) log(s, { t: "draw", side: "dem", n: 1, cards: [c] }, ["dem"]);
  },
});
