// Late Year strategy card events (#82-110; the Romania Scoring card #95 is core). Each definition
// follows the card's effect in shared/data/1989/cards.json; the side carrying the event out is
// "side" in every step. See early.ts for the pattern.
import {
  changeSP,
  controls,
  countrySpaces,
  gainVP,
  isScoring,
  log,
  logMove,
  spaceExists,
  writeFlag,
} from "../board.ts";
import { CARD, COUNTRIES, REGION, SPACE, SPACES } from "../data/index.ts";
import type { Modifier } from "../log.ts";
import { addGuard, defineStep, pop, push } from "../machine.ts";
import { randomInt, rollDie } from "../rng.ts";
import { eventPlayed } from "../rules/events.ts";
import { endLasting, inEffect } from "../rules/hooks.ts";
import { cardEventFrame, supportCheckFrame } from "../rules/play.ts";
import { advanceFrame } from "../rules/tiananmen.ts";
import { FLAG_FINAL } from "../rules/turn.ts";
import type { Frame, State } from "../state.ts";
import type { Action, Country, Side, Socio } from "../types.ts";
import {
  FLAG_CEAUSESCUS,
  FLAG_CROWD_RESOLVED,
  FLAG_NEW_YEARS_EVE,
  FLAG_TYRANT_GONE,
  FLAG_WALL_MUST_GO,
} from "./flags.ts";
import {
  and,
  checks,
  choose,
  chooseCard,
  chooseCountry,
  chooseSpace,
  custom,
  event,
  hasSP,
  inCountry,
  inCountryVar,
  lasting,
  note,
  ofSocio,
  operations,
  place,
  placeToControl,
  powerHeldBy,
  remove,
  removeAll,
  roll,
  setFlag,
  spaceIs,
  spsToControl,
  uncontrolled,
  vp,
  when,
} from "./steps.ts";

/** Spaces of a country (still on the map) that `side` controls, optionally of some types only. */
function controlledIn(s: State, side: Side, country: Country, ...socio: Socio[]): number {
  let n = 0;
  for (const id of countrySpaces(s, country))
    if ((socio.length === 0 || socio.includes(SPACES[id]!.socio)) && controls(s, side, id)) n++;
  return n;
}

/** 7.6.4: once The Tyrant is Gone has resolved, the Ceausescu events do nothing. */
const isTyrantGone = (s: State): boolean => (s.flags[FLAG_TYRANT_GONE] ?? 0) > 0;
const noEffectAfterTyrant = note("tyrantGone");

/** 12.x: the USSR Stability marker advances to a box. */
const ussr = (box: number) =>
  custom((s) => {
    s.ussr = box;
    log(s, { t: "ussr", box });
  });

/** An event roll's modifier: minus the spaces counted. */
const minus = (n: number): Modifier[] => (n ? [{ why: "count", value: -n }] : []);

// #82 Spitzel: remove 2 Democratic SPs from East Germany.
event(CARD.SPITZEL, [remove({ n: 2, where: inCountry("East Germany") })]);

// #83 Modrow: Honecker can no longer occur; roll above the Democrat's East German spaces for 4 SPs
// in East Germany, at most 2 per space.
event(
  CARD.MODROW,
  [
    lasting("game"),
    // The die must exceed the East German spaces the Democrat controls.
    roll({ need: (s) => controlledIn(s, "dem", "East Germany") + 1 }),
    when((_s, _side, v) => v.ok === 1, [place({ n: 4, where: inCountry("East Germany"), perSpace: 2 })]),
  ],
  { hooks: { blocksEvent: (_s, _l, card) => card === CARD.HONECKER } },
);

// #84 Breakaway Baltic Republics: needs The Baltic Way; +5 VP, USSR track, Gorbachev no longer
// occurs; control one Minority space, then 1 Support Check anywhere.
event(
  CARD.BREAKAWAY_BALTIC_REPUBLICS,
  [
    vp(5),
    ussr(3),
    lasting("game"),
    placeToControl(ofSocio("minority"), "Choose a Minority space to control"),
    checks(1),
  ],
  {
    canOccur: (s) => eventPlayed(s, CARD.THE_BALTIC_WAY),
    hooks: { blocksEvent: (_s, _l, card) => card === CARD.GORBACHEV_CHARMS_THE_WEST },
  },
);

// #85 Tank Column/Tank Man: the player's TST marker advances one box, with its award.
event(CARD.TANK_COLUMN_TANK_MAN, [
  custom((s, side, card) => {
    if (s.tst[side] >= 8) {
      log(s, { t: "note", card, note: "tstTop" });
      return undefined;
    }
    return [advanceFrame(side)];
  }),
]);

// #86 "The Wall Must Go!": best of three roll-offs (die + East German spaces controlled, ties
// rerolled). A Democratic win: +3 VP, the Communist removes 3 of his East German SPs, The Wall is
// switched off for good and Kohl gains its Operations.
event(CARD.THE_WALL_MUST_GO, [
  custom((s, _side, card) => {
    const wins = { com: 0, dem: 0 };
    while (wins.com < 2 && wins.dem < 2) {
      const d = rollDie(s, "rollOff");
      const c = rollDie(s, "rollOff");
      const dt = d + controlledIn(s, "dem", "East Germany");
      const ct = c + controlledIn(s, "com", "East Germany");
      const w: Side | null = dt > ct ? "dem" : ct > dt ? "com" : null;
      if (w) wins[w]++;
      const decided: Side | null = wins.dem === 2 ? "dem" : wins.com === 2 ? "com" : null;
      log(s, {
        t: "rollOff",
        card,
        com: { die: c, total: ct },
        dem: { die: d, total: dt },
        winner: w,
        score: { ...wins },
        decided,
      });
    }
    s.vars.won = wins.dem === 2 ? 1 : 0;
  }),
  when(
    (_s, _side, v) => v.won === 1,
    [
      vp(3),
      remove({ n: 3, where: inCountry("East Germany"), chooser: "opp" }),
      setFlag(FLAG_WALL_MUST_GO),
      custom((s, _side, card) => {
        const wall = inEffect(s, CARD.THE_WALL);
        if (wall) {
          endLasting(s, wall);
          log(s, { t: "lastingEnds", card: CARD.THE_WALL, by: card });
        }
      }),
      lasting("game"),
    ],
  ),
]);

// #87 Kohl Proposes Reunification: +2 VP; after a successful Wall Must Go!, may also use Operations.
event(CARD.KOHL_PROPOSES_REUNIFICATION, [
  vp(2),
  when((s) => (s.flags[FLAG_WALL_MUST_GO] ?? 0) > 0, [operations({ optional: true })]),
]);

// #88 Adamec: die - Czechoslovak Worker spaces the Democrat controls; 3-6: 4 SPs in
// Czechoslovakia, at most 2 per space.
event(CARD.ADAMEC, [
  roll({ mods: (s) => minus(controlledIn(s, "dem", "Czechoslovakia", "worker")), need: () => 3 }),
  when((_s, _side, v) => v.ok === 1, [place({ n: 4, where: inCountry("Czechoslovakia"), perSpace: 2 })]),
]);

// #89 Domino Theory: with Power in 2+ countries, the Democrat may play a Scoring card from the
// discard pile as an event, with the initiative.
event(
  CARD.DOMINO_THEORY,
  [
    chooseCard({
      cards: (s) => s.discard.filter(isScoring),
      save: "scoring",
      optional: true,
      prompt: "Domino Theory: play a Scoring card from the discard pile?",
      then: [
        custom((s, side, card) => {
          const c = s.vars.scoring!;
          s.discard.splice(s.discard.indexOf(c), 1);
          logMove(s, c, "discard", "played", { by: card });
          return [cardEventFrame(c, side)];
        }),
      ],
    }),
  ],
  { canOccur: (s) => powerHeldBy("own")(s, "dem").length >= 2 },
);

// #90 Civic Forum: +1 VP, 4 SPs in Czechoslovakia; then, controlling Czech Writers, may make 2
// Support Checks in Czechoslovakia.
event(CARD.CIVIC_FORUM, [
  vp(1),
  place({ n: 4, where: inCountry("Czechoslovakia") }),
  when(
    (s, side) => controls(s, side, SPACE.CZECH_WRITERS),
    [checks(2, { where: inCountry("Czechoslovakia"), optional: true })],
    [note("noChecks")],
  ),
]);

// #91 My First Banana: remove 2 Communist SPs from East Germany, then 2 Support Checks there (the
// Austria-Hungary bonus applies: every check is in East Germany).
event(CARD.MY_FIRST_BANANA, [
  remove({ n: 2, where: inCountry("East Germany") }),
  checks(2, { where: inCountry("East Germany") }),
]);

// #92 Betrayal: in one Orthodox Church space, every Democratic SP becomes a Communist SP.
event(CARD.BETRAYAL, [
  chooseSpace({
    where: and(ofSocio("church"), inCountry("Romania", "Bulgaria"), hasSP("opp")),
    save: "church",
    prompt: "Betrayal: choose an Orthodox Church space",
    then: [
      custom((s, _side, card) => {
        const space = s.vars.church!;
        const n = s.sp.dem[space]!;
        s.sp.dem[space] = 0;
        s.sp.com[space] = s.sp.com[space]! + n;
        log(s, { t: "spConvert", space, from: "dem", to: "com", n, card });
      }),
    ],
  }),
]);

// #93 Shock Therapy: in a country where the Democrat holds Power, die - Communist-controlled
// Worker/Farmer spaces there; 3-6: +3 VP and 3 SPs in that country. With Power nowhere there is no
// country to choose: the event takes place with no effect (5.2 Ex.4; docs/rulings.md).
event(CARD.SHOCK_THERAPY, [
  chooseCountry({
    countries: powerHeldBy("own"),
    save: "country",
    prompt: "Shock Therapy: choose a country where you hold Power",
    then: [
      roll({
        mods: (s, _side, v) => minus(controlledIn(s, "com", COUNTRIES[v.country!]!, "worker", "farmer")),
        need: () => 3,
      }),
      when((_s, _side, v) => v.ok === 1, [vp(3), place({ n: 3, where: inCountryVar("country") })]),
    ],
  }),
]);

// #94 Union of Democratic Forces: remove 4 Communist SPs from Bulgaria (at most 2 per space), then
// 2 Support Checks in Bulgaria.
event(CARD.UNION_OF_DEMOCRATIC_FORCES, [
  remove({ n: 4, where: inCountry("Bulgaria"), perSpace: 2 }),
  checks(2, { where: inCountry("Bulgaria") }),
]);

// #96 The Chinese Solution: needs the Communist at TST box 7; in a country where he holds Power
// he may make 5 Support Checks at +3, giving the Democrat 3 VP.
event(
  CARD.THE_CHINESE_SOLUTION,
  [
    chooseCountry({
      countries: powerHeldBy("own"),
      save: "country",
      optional: true,
      prompt:
        "The Chinese Solution: choose a country where you hold Power (the Democrat gains 3 VP), or decline",
      then: [
        custom((s, _side, card) => gainVP(s, "dem", 3, "event", { card })),
        checks(5, { where: inCountryVar("country"), mod: 3 }),
      ],
    }),
  ],
  { canOccur: (s) => s.tst.com >= 7 },
);

// #97 The Tyrant is Gone: needs The Crowd Turns Against Ceausescu. Resolves at once if the Crowd
// has taken effect, otherwise waits for the end of the next Romanian Power Struggle (7.6.3), but
// not the New Year's Eve Party one (10.3).
interface TyrantFrame extends Frame {
  readonly k: "tyrantGone";
  stage: number;
}
event(
  CARD.THE_TYRANT_IS_GONE,
  [
    when(
      (s) => (s.flags[FLAG_CROWD_RESOLVED] ?? 0) > 0,
      [custom(() => [tyrantGone({ stage: 0 })])],
      [note("waitsForRomania"), lasting("cancelled")],
    ),
  ],
  {
    canOccur: (s) => eventPlayed(s, CARD.THE_CROWD_TURNS_AGAINST_CEAUSESCU),
    hooks: {
      afterPowerStruggle(s, l, country) {
        if (country !== "Romania" || s.flags[FLAG_FINAL]) return [];
        endLasting(s, l);
        return [tyrantGone({ stage: 0 })];
      },
    },
  },
);

/** 7.6.5: Romanian spaces the Ceausescus may flee to. */
const refuges = (s: State): number[] =>
  countrySpaces(s, "Romania").filter((id) => s.sp.dem[id] === 0 && spaceExists(s, id));

function hideCeausescus(s: State, space: number): void {
  writeFlag(s, FLAG_CEAUSESCUS, space + 1);
  noRefuge.flags = null;
  writeFlag(s, FLAG_TYRANT_GONE, 1);
  log(s, { t: "ceausescus", space, captured: false });
}

const tyrantGone = defineStep<TyrantFrame>("tyrantGone", {
  run(s, f) {
    if (f.stage === 0) {
      f.stage = 1;
      log(s, { t: "note", card: CARD.THE_TYRANT_IS_GONE, note: "takesEffect" });
      if (spaceExists(s, SPACE.CLUJ_NAPOCA))
        changeSP(s, "com", SPACE.CLUJ_NAPOCA, -4, "event", CARD.THE_TYRANT_IS_GONE);
      return undefined;
    }
    const spaces = refuges(s);
    if (spaces.length <= 1) {
      pop(s);
      if (spaces.length === 1) hideCeausescus(s, spaces[0]!);
      else {
        writeFlag(s, FLAG_TYRANT_GONE, 1);
        log(s, { t: "ceausescus", space: null, captured: false });
        gainVP(s, "dem", 2, "event", { card: CARD.THE_TYRANT_IS_GONE });
      }
      return undefined;
    }
    return {
      player: "dem",
      kind: "eventSpace",
      prompt: "The Tyrant is Gone: choose the Romanian space the Ceausescus flee to",
      actions: spaces.map((space): Action => ({ t: "space", space })),
      card: CARD.THE_TYRANT_IS_GONE,
    };
  },
  act(s, _f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    pop(s);
    hideCeausescus(s, a.space);
  },
});

/**
 * The last flags object seen without a refuge (the guard below runs before every step). Flags
 * change only through writeFlag, and only hideCeausescus sets a refuge: it forgets this object.
 */
const noRefuge: { flags: object | null } = { flags: null };

// 7.6.5: the Ceausescus are captured as soon as the Democrat controls their refuge.
addGuard((s) => {
  if (s.flags === noRefuge.flags) return;
  const f = s.flags[FLAG_CEAUSESCUS];
  if (!f) noRefuge.flags = s.flags;
  if (!f || s.result || !controls(s, "dem", f - 1)) return;
  writeFlag(s, FLAG_CEAUSESCUS, 0);
  log(s, { t: "ceausescus", space: f - 1, captured: true });
  gainVP(s, "dem", 2, "event", { card: CARD.THE_TYRANT_IS_GONE });
});

// #98 Politburo Intrigue: remove 3 Democratic SPs from Bulgaria (at most 2 per space), then 1
// Support Check in Bulgaria.
event(CARD.POLITBURO_INTRIGUE, [
  remove({ n: 3, where: inCountry("Bulgaria"), perSpace: 2 }),
  checks(1, { where: inCountry("Bulgaria") }),
]);

// #99 Ligachev: unless the Democrat's next card is Gorbachev Charms the West played for its event,
// the Communist gains 3 VP as that card is played. A Democrat who forfeits that Action Round for
// lack of a card plays no Gorbachev: the 3 VP are gained then (docs/rulings.md).
event(CARD.LIGACHEV, [lasting("nextPlay")], {
  hooks: {
    onCardPlayed(s, l, side, card, asEvent) {
      if (side !== "dem") return [];
      endLasting(s, l);
      if (card === CARD.GORBACHEV_CHARMS_THE_WEST && asEvent)
        log(s, { t: "note", card: CARD.LIGACHEV, note: "ligachevAvoided" });
      else gainVP(s, "com", 3, "event", { card: CARD.LIGACHEV });
      return [];
    },
    roundForfeited(s, l, side) {
      if (side !== "dem") return;
      endLasting(s, l);
      gainVP(s, "com", 3, "event", { card: CARD.LIGACHEV });
    },
  },
});

// #100 Stand Fast: for the rest of the turn, the opponent's Support Checks against spaces the
// player controls get -1.
event(CARD.STAND_FAST, [lasting("turn")], {
  hooks: {
    checkModifier: (s, l, side, space) => (side !== l.side && controls(s, l.side, space) ? -1 : 0),
  },
});

// #101 Elena: 2 SPs in Cluj-Napoca and -1 to Democratic Support Checks in Romania this turn;
// nothing once The Tyrant is Gone has resolved (the -1 also stops if it resolves this turn).
event(
  CARD.ELENA,
  [
    when(
      isTyrantGone,
      [noEffectAfterTyrant],
      [place({ n: 2, where: spaceIs(SPACE.CLUJ_NAPOCA) }), lasting("turn")],
    ),
  ],
  {
    hooks: {
      checkModifier: (s, _l, side, space) =>
        side === "dem" && SPACES[space]!.country === "Romania" && !isTyrantGone(s) ? -1 : 0,
    },
  },
);

// #102 National Salvation Front: in the next Balkan Power Struggle the Communist takes 2 random
// cards from the Democrat's hand after the deal.
event(CARD.NATIONAL_SALVATION_FRONT, [lasting("cancelled")], {
  hooks: {
    powerStruggleDealt(s, l, country) {
      if (REGION[country] !== "Balkans" || !s.ps) return [];
      endLasting(s, l);
      const from = s.ps.hands.dem;
      let n = 0;
      for (; n < 2 && from.length > 0; n++) {
        const c = from.splice(randomInt(s, from.length), 1)[0]!;
        s.ps.hands.com.push(c);
      }
      s.secret++;
      log(s, { t: "psTake", side: "com", n, card: CARD.NATIONAL_SALVATION_FRONT });
      return [];
    },
  },
});

// #103 Government Resigns: remove every Communist SP from one uncontrolled Elite space.
event(CARD.GOVERNMENT_RESIGNS, [
  chooseSpace({
    where: and(ofSocio("elite"), uncontrolled, hasSP("opp")),
    save: "elite",
    prompt: "Government Resigns: choose an uncontrolled Elite space",
    then: [removeAll((sp, _s, _side, v) => sp.id === v.elite)],
  }),
]);

// #104 New Year's Eve Party: the Communist may end the game after this turn (10.3); then 3 VP to
// him with Power in 4+ countries, else 3 VP to the Democrat.
event(CARD.NEW_YEAR_S_EVE_PARTY, [
  choose("New Year's Eve Party: end the game at the end of this turn?", {
    accept: [
      custom((s, _side, card) => {
        const held = powerHeldBy("own")(s, "com").length;
        gainVP(s, held >= 4 ? "com" : "dem", 3, "event", { card });
      }),
      note("gameEndsThisTurn"),
      setFlag(FLAG_NEW_YEARS_EVE),
    ],
    decline: [note("declined")],
  }),
]);

// #105 Public Against Violence: 2 SPs in Kosice and 2 in Presov, then a Support Check against
// Bratislava at +2.
event(CARD.PUBLIC_AGAINST_VIOLENCE, [
  place({ n: 2, where: spaceIs(SPACE.KOSICE) }),
  place({ n: 2, where: spaceIs(SPACE.PRESOV) }),
  checks(1, { where: spaceIs(SPACE.BRATISLAVA), mod: 2 }),
]);

// #106 Social Democratic Platform Adopted: in a country where the Democrat holds Power, 2 SPs and
// 1 Support Check. With no such country: no effect, like Shock Therapy.
event(CARD.SOCIAL_DEMOCRATIC_PLATFORM_ADOPTED, [
  chooseCountry({
    countries: powerHeldBy("opp"),
    save: "country",
    prompt: "Social Democratic Platform Adopted: choose a country where the Democrat holds Power",
    then: [place({ n: 2, where: inCountryVar("country") }), checks(1, { where: inCountryVar("country") })],
  }),
]);

// #107 Massacre in Timisoara: needs Laszlo Tokes; 2 Support Checks in Romania at +2, nothing once
// The Tyrant is Gone has resolved.
event(
  CARD.MASSACRE_IN_TIMISOARA,
  [when(isTyrantGone, [noEffectAfterTyrant], [checks(2, { where: inCountry("Romania"), mod: 2 })])],
  { canOccur: (s) => eventPlayed(s, CARD.LASZLO_TOKES) },
);

// #108 Army Backs Revolution: Securitate is cancelled for the rest of the game (a later Securitate
// event has no effect: middle.ts checks eventPlayed(108)).
event(CARD.ARMY_BACKS_REVOLUTION, [
  custom((s, _side, card) => {
    const sec = inEffect(s, CARD.SECURITATE);
    if (sec) {
      endLasting(s, sec);
      log(s, { t: "lastingEnds", card: CARD.SECURITATE, by: card });
    }
  }),
  lasting("game"),
]);

// #109 Kremlin Coup!: needs Breakaway Baltic Republics; +3 VP, USSR track; then in each country
// where the Communist holds Power (his order) control the Elite space and check the Bureaucrat
// space at Ops +1, even without Democratic SPs there.
interface CoupFrame extends Frame {
  readonly k: "kremlinCoup";
  readonly left: Country[];
}
event(
  CARD.KREMLIN_COUP,
  [vp(3), ussr(4), custom((s) => [kremlinCoup({ left: powerHeldBy("own")(s, "com") })])],
  { canOccur: (s) => eventPlayed(s, CARD.BREAKAWAY_BALTIC_REPUBLICS) },
);

function coupIn(s: State, f: CoupFrame, country: Country): void {
  f.left.splice(f.left.indexOf(country), 1);
  log(s, { t: "note", card: CARD.KREMLIN_COUP, note: "coupIn", country });
  const ids = countrySpaces(s, country);
  const elite = ids.find((id) => SPACES[id]!.socio === "elite");
  if (elite !== undefined)
    changeSP(s, "com", elite, spsToControl(s, "com", elite), "control", CARD.KREMLIN_COUP);
  const bureaucrat = ids.find((id) => SPACES[id]!.socio === "bureaucrat");
  if (bureaucrat !== undefined) {
    push(
      s,
      supportCheckFrame(s, "com", CARD.KREMLIN_COUP, 1, {
        only: [bureaucrat],
        mod: 1,
        optional: false,
        anyTarget: true,
      }),
    );
  }
}

const kremlinCoup = defineStep<CoupFrame>("kremlinCoup", {
  run(s, f) {
    if (f.left.length === 0) {
      pop(s);
      return undefined;
    }
    if (f.left.length === 1) {
      coupIn(s, f, f.left[0]!);
      return undefined;
    }
    return {
      player: "com",
      kind: "eventCountry",
      prompt: "Kremlin Coup!: choose the next country",
      actions: f.left.map((country): Action => ({ t: "country", country })),
      card: CARD.KREMLIN_COUP,
    };
  },
  act(s, f, a) {
    if (a.t !== "country") throw new Error("expected a country");
    coupIn(s, f, a.country);
  },
});

// #110 Malta Summit: not after Kremlin Coup!; die + 1 per Baltic event (Sajudis, The Baltic Way,
// Breakaway Baltic Republics); 4-6: +3 VP and remove 5 Communist SPs from Elite spaces.
const balticEvents = (s: State): number =>
  [CARD.SAJUDIS, CARD.THE_BALTIC_WAY, CARD.BREAKAWAY_BALTIC_REPUBLICS].filter((c) => eventPlayed(s, c))
    .length;
event(
  CARD.MALTA_SUMMIT,
  [
    roll({
      mods: (s) => {
        const n = balticEvents(s);
        return n ? [{ why: "count", value: n }] : [];
      },
      need: () => 4,
    }),
    when((_s, _side, v) => v.ok === 1, [vp(3), remove({ n: 5, where: ofSocio("elite") })]),
  ],
  { canOccur: (s) => !eventPlayed(s, CARD.KREMLIN_COUP) },
);
