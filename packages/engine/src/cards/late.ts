// Late Year strategy card events (#82-110; the Romania Scoring card #95 is core). Each definition
// follows the card's effect in shared/data/1989/cards.json; the side carrying the event out is
// "side" in every step. See early.ts for the pattern.
import {
  cardRef,
  controls,
  countrySpaces,
  gainVP,
  isScoring,
  log,
  sideName,
  spaceExists,
  spaceRef,
} from "../board.ts";
import { COUNTRIES, REGION, SPACES, spaceId } from "../data/index.ts";
import { addGuard, defineStep, pop, push } from "../machine.ts";
import { randomInt, rollDie } from "../rng.ts";
import { eventPlayed } from "../rules/events.ts";
import { endLasting, inEffect } from "../rules/hooks.ts";
import { cardEventFrame, opsValue, supportCheckFrame } from "../rules/play.ts";
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
  named,
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
  spsToControl,
  uncontrolled,
  vp,
  when,
} from "./steps.ts";

const THE_WALL = 9;
const GORBACHEV = 14;
const HONECKER = 15;
const SAJUDIS = 33;
const CROWD_TURNS = 54;
const SECURITATE = 70;
const LASZLO_TOKES = 73;
const BALTIC_WAY = 81;
const BREAKAWAY = 84;
const KREMLIN_COUP = 109;
const CLUJ = spaceId("Cluj-Napoca");

/** Spaces of a country (still on the map) that `side` controls, optionally of some types only. */
function controlledIn(s: State, side: Side, country: Country, ...socio: Socio[]): number {
  let n = 0;
  for (const id of countrySpaces(s, country))
    if ((socio.length === 0 || socio.includes(SPACES[id]!.socio)) && controls(s, side, id)) n++;
  return n;
}

/** 7.6.4: once The Tyrant is Gone has resolved, the Ceausescu events do nothing. */
const tyrantGone = (s: State): boolean => (s.flags[FLAG_TYRANT_GONE] ?? 0) > 0;
const noEffectAfterTyrant = note("The Tyrant is Gone has taken effect: this event has no effect.");

/** 12.x: the USSR Stability marker advances to a box. */
const ussr = (box: number, label: string) =>
  custom((s) => {
    s.ussr = box;
    log(s, `The USSR Stability marker advances to ${label}.`);
  });

// #82 Spitzel: remove 2 Democratic SPs from East Germany.
event(82, [remove({ n: 2, where: inCountry("East Germany") })]);

// #83 Modrow: Honecker can no longer occur; roll above the Democrat's East German spaces for 4 SPs
// in East Germany, at most 2 per space.
event(
  83,
  [
    lasting("game"),
    roll(),
    when(
      (s, _side, v) => v.die! > controlledIn(s, "dem", "East Germany"),
      [place({ n: 4, where: inCountry("East Germany"), perSpace: 2 })],
      [note("The roll does not exceed the East German spaces the Democrat controls: no SPs.")],
    ),
  ],
  { hooks: { blocksEvent: (_s, _l, card) => card === HONECKER } },
);

// #84 Breakaway Baltic Republics: needs The Baltic Way; +5 VP, USSR track, Gorbachev no longer
// occurs; control one Minority space, then 1 Support Check anywhere.
event(
  84,
  [
    vp(5),
    ussr(3, "Breakaway Baltic Republics"),
    lasting("game"),
    placeToControl(ofSocio("minority"), "Choose a Minority space to control"),
    checks(1),
  ],
  {
    canOccur: (s) => eventPlayed(s, BALTIC_WAY),
    hooks: { blocksEvent: (_s, _l, card) => card === GORBACHEV },
  },
);

// #85 Tank Column/Tank Man: the player's TST marker advances one box, with its award.
event(85, [
  custom((s, side) => {
    if (s.tst[side] >= 8) {
      log(s, `The ${sideName(side)} Tiananmen Square marker is already in the last box.`);
      return undefined;
    }
    return [advanceFrame(side)];
  }),
]);

// #86 "The Wall Must Go!": best of three roll-offs (die + East German spaces controlled, ties
// rerolled). A Democratic win: +3 VP, the Communist removes 3 of his East German SPs, The Wall is
// switched off for good and Kohl gains its Operations.
event(86, [
  custom((s) => {
    const wins = { com: 0, dem: 0 };
    while (wins.com < 2 && wins.dem < 2) {
      const d = rollDie(s);
      const c = rollDie(s);
      const dt = d + controlledIn(s, "dem", "East Germany");
      const ct = c + controlledIn(s, "com", "East Germany");
      const w: Side | null = dt > ct ? "dem" : ct > dt ? "com" : null;
      if (w) wins[w]++;
      log(
        s,
        `Roll-off: Democrat ${d} + ${dt - d} = ${dt}, Communist ${c} + ${ct - c} = ${ct}: ${w ? `${sideName(w)} wins the round` : "tie, roll again"} (${wins.dem}-${wins.com}).`,
      );
    }
    s.vars.won = wins.dem === 2 ? 1 : 0;
  }),
  when(
    (_s, _side, v) => v.won === 1,
    [
      note("The Democrat wins the roll-off."),
      vp(3),
      remove({ n: 3, where: inCountry("East Germany"), chooser: "opp" }),
      setFlag(FLAG_WALL_MUST_GO),
      custom((s) => {
        const wall = inEffect(s, THE_WALL);
        if (wall) {
          endLasting(s, wall);
          log(s, `${cardRef(THE_WALL)} stops working.`);
        }
      }),
      lasting("game"),
    ],
    [note("The Communist wins the roll-off: nothing happens.")],
  ),
]);

// #87 Kohl Proposes Reunification: +2 VP; after a successful Wall Must Go!, may also use Operations.
event(87, [vp(2), when((s) => (s.flags[FLAG_WALL_MUST_GO] ?? 0) > 0, [operations({ optional: true })])]);

// #88 Adamec: die - Czechoslovak Worker spaces the Democrat controls; 3-6: 4 SPs in
// Czechoslovakia, at most 2 per space.
event(88, [
  roll(),
  when(
    (s, _side, v) => v.die! - controlledIn(s, "dem", "Czechoslovakia", "worker") >= 3,
    [place({ n: 4, where: inCountry("Czechoslovakia"), perSpace: 2 })],
    [note("The modified roll is 2 or less: nothing happens.")],
  ),
]);

// #89 Domino Theory: with Power in 2+ countries, the Democrat may play a Scoring card from the
// discard pile as an event, with the initiative.
event(
  89,
  [
    chooseCard({
      cards: (s) => s.discard.filter(isScoring),
      save: "scoring",
      optional: true,
      prompt: "Domino Theory: play a Scoring card from the discard pile?",
      then: [
        custom((s, side) => {
          const c = s.vars.scoring!;
          s.discard.splice(s.discard.indexOf(c), 1);
          log(s, `The Democrat takes ${cardRef(c)} from the discard pile and plays it.`);
          return [cardEventFrame(c, side)];
        }),
      ],
    }),
  ],
  { canOccur: (s) => powerHeldBy("own")(s, "dem").length >= 2 },
);

// #90 Civic Forum: +1 VP, 4 SPs in Czechoslovakia; then, controlling Czech Writers, may make 2
// Support Checks in Czechoslovakia.
event(90, [
  vp(1),
  place({ n: 4, where: inCountry("Czechoslovakia") }),
  when(
    (s, side) => controls(s, side, spaceId("Czech Writers")),
    [checks(2, { where: inCountry("Czechoslovakia"), optional: true })],
    [note("The Democrat does not control Czech Writers: no Support Checks.")],
  ),
]);

// #91 My First Banana: remove 2 Communist SPs from East Germany, then 2 Support Checks there (the
// Austria-Hungary bonus applies: every check is in East Germany).
event(91, [
  remove({ n: 2, where: inCountry("East Germany") }),
  checks(2, { where: inCountry("East Germany"), ops: (s, side) => opsValue(s, side, 91, true) }),
]);

// #92 Betrayal: in one Orthodox Church space, every Democratic SP becomes a Communist SP.
event(92, [
  chooseSpace({
    where: and(ofSocio("church"), inCountry("Romania", "Bulgaria"), hasSP("opp")),
    save: "church",
    prompt: "Betrayal: choose an Orthodox Church space",
    then: [
      custom((s) => {
        const sp = s.vars.church!;
        const n = s.sp.dem[sp]!;
        s.sp.dem[sp] = 0;
        s.sp.com[sp] = s.sp.com[sp]! + n;
        log(s, `${n} Democratic SP${n === 1 ? "" : "s"} in ${spaceRef(sp)} replaced by Communist SPs.`);
      }),
    ],
  }),
]);

// #93 Shock Therapy: in a country where the Democrat holds Power, die - Communist-controlled
// Worker/Farmer spaces there; 3-6: +3 VP and 3 SPs in that country.
event(
  93,
  [
    chooseCountry({
      countries: powerHeldBy("own"),
      save: "country",
      prompt: "Shock Therapy: choose a country where you hold Power",
      then: [
        roll(),
        when(
          (s, _side, v) => v.die! - controlledIn(s, "com", COUNTRIES[v.country!]!, "worker", "farmer") >= 3,
          [vp(3), place({ n: 3, where: inCountryVar("country") })],
          [note("The modified roll is 2 or less: nothing happens.")],
        ),
      ],
    }),
  ],
  { canOccur: (s) => powerHeldBy("own")(s, "dem").length > 0 },
);

// #94 Union of Democratic Forces: remove 4 Communist SPs from Bulgaria (at most 2 per space), then
// 2 Support Checks in Bulgaria.
event(94, [
  remove({ n: 4, where: inCountry("Bulgaria"), perSpace: 2 }),
  checks(2, { where: inCountry("Bulgaria") }),
]);

// #96 The Chinese Solution: needs the Communist at TST box 7; in a country where he holds Power
// he may make 5 Support Checks at +3, giving the Democrat 3 VP.
event(
  96,
  [
    chooseCountry({
      countries: powerHeldBy("own"),
      save: "country",
      optional: true,
      prompt:
        "The Chinese Solution: choose a country where you hold Power (the Democrat gains 3 VP), or decline",
      then: [custom((s) => gainVP(s, "dem", 3)), checks(5, { where: inCountryVar("country"), mod: 3 })],
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
  97,
  [
    when(
      (s) => (s.flags[FLAG_CROWD_RESOLVED] ?? 0) > 0,
      [custom(() => [{ k: "tyrantGone", stage: 0 } as TyrantFrame])],
      [note("The Tyrant is Gone waits for the Romanian Power Struggle."), lasting("cancelled")],
    ),
  ],
  {
    canOccur: (s) => eventPlayed(s, CROWD_TURNS),
    hooks: {
      afterPowerStruggle(s, l, country) {
        if (country !== "Romania" || s.flags[FLAG_FINAL]) return [];
        endLasting(s, l);
        return [{ k: "tyrantGone", stage: 0 } as TyrantFrame];
      },
    },
  },
);

/** 7.6.5: Romanian spaces the Ceausescus may flee to. */
const refuges = (s: State): number[] =>
  countrySpaces(s, "Romania").filter((id) => s.sp.dem[id] === 0 && spaceExists(s, id));

function hideCeausescus(s: State, space: number): void {
  s.flags[FLAG_CEAUSESCUS] = space + 1;
  s.flags[FLAG_TYRANT_GONE] = 1;
  log(s, `The Ceausescus flee to ${spaceRef(space)}.`);
}

defineStep<TyrantFrame>("tyrantGone", {
  run(s, f) {
    if (f.stage === 0) {
      f.stage = 1;
      log(s, `${cardRef(97)} takes effect.`);
      if (spaceExists(s, CLUJ)) {
        const n = Math.min(4, s.sp.com[CLUJ]!);
        s.sp.com[CLUJ] = s.sp.com[CLUJ]! - n;
        log(
          s,
          n
            ? `Removes ${n} Communist SP${n === 1 ? "" : "s"} from ${spaceRef(CLUJ)}.`
            : `No Communist SP in ${spaceRef(CLUJ)}.`,
        );
      }
      return undefined;
    }
    const spaces = refuges(s);
    if (spaces.length <= 1) {
      pop(s);
      if (spaces.length === 1) hideCeausescus(s, spaces[0]!);
      else {
        s.flags[FLAG_TYRANT_GONE] = 1;
        log(s, "The Ceausescus have nowhere to flee.");
        gainVP(s, "dem", 2);
      }
      return undefined;
    }
    return {
      player: "dem",
      kind: "eventSpace",
      prompt: "The Tyrant is Gone: choose the Romanian space the Ceausescus flee to",
      actions: spaces.map((space) => ({ t: "space", space }) as Action),
      card: 97,
    };
  },
  act(s, _f, a) {
    if (a.t !== "space") throw new Error("expected a space");
    pop(s);
    hideCeausescus(s, a.space);
  },
});

// 7.6.5: the Ceausescus are captured as soon as the Democrat controls their refuge.
addGuard((s) => {
  const f = s.flags[FLAG_CEAUSESCUS];
  if (!f || s.result || !controls(s, "dem", f - 1)) return;
  s.flags[FLAG_CEAUSESCUS] = 0;
  log(s, `The Democrat controls ${spaceRef(f - 1)}: the Ceausescus are captured.`);
  gainVP(s, "dem", 2);
});

// #98 Politburo Intrigue: remove 3 Democratic SPs from Bulgaria (at most 2 per space), then 1
// Support Check in Bulgaria.
event(98, [
  remove({ n: 3, where: inCountry("Bulgaria"), perSpace: 2 }),
  checks(1, { where: inCountry("Bulgaria") }),
]);

// #99 Ligachev: unless the Democrat's next card is Gorbachev Charms the West played for its event,
// the Communist gains 3 VP as that card is played.
event(99, [lasting("nextPlay")], {
  hooks: {
    onCardPlayed(s, l, side, card, asEvent) {
      if (side !== "dem") return [];
      endLasting(s, l);
      if (card === GORBACHEV && asEvent)
        log(s, `${cardRef(99)}: the Democrat plays ${cardRef(GORBACHEV)} for its event.`);
      else {
        log(s, `${cardRef(99)}: the Democrat did not play ${cardRef(GORBACHEV)} for its event.`);
        gainVP(s, "com", 3);
      }
      return [];
    },
  },
});

// #100 Stand Fast: for the rest of the turn, the opponent's Support Checks against spaces the
// player controls get -1.
event(100, [lasting("turn")], {
  hooks: {
    checkModifier: (s, l, side, space) => (side !== l.side && controls(s, l.side, space) ? -1 : 0),
  },
});

// #101 Elena: 2 SPs in Cluj-Napoca and -1 to Democratic Support Checks in Romania this turn;
// nothing once The Tyrant is Gone has resolved (the -1 also stops if it resolves this turn).
event(
  101,
  [when(tyrantGone, [noEffectAfterTyrant], [place({ n: 2, where: named("Cluj-Napoca") }), lasting("turn")])],
  {
    hooks: {
      checkModifier: (s, _l, side, space) =>
        side === "dem" && SPACES[space]!.country === "Romania" && !tyrantGone(s) ? -1 : 0,
    },
  },
);

// #102 National Salvation Front: in the next Balkan Power Struggle the Communist takes 2 random
// cards from the Democrat's hand after the deal.
event(102, [lasting("cancelled")], {
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
      log(
        s,
        `${cardRef(102)}: the Communist takes ${n} Power Struggle card${n === 1 ? "" : "s"} at random from the Democrat.`,
      );
      return [];
    },
  },
});

// #103 Government Resigns: remove every Communist SP from one uncontrolled Elite space.
event(103, [
  chooseSpace({
    where: and(ofSocio("elite"), uncontrolled, hasSP("opp")),
    save: "elite",
    prompt: "Government Resigns: choose an uncontrolled Elite space",
    then: [removeAll((sp, _s, _side, v) => sp.id === v.elite)],
  }),
]);

// #104 New Year's Eve Party: the Communist may end the game after this turn (10.3); then 3 VP to
// him with Power in 4+ countries, else 3 VP to the Democrat.
event(104, [
  choose("New Year's Eve Party: end the game at the end of this turn?", {
    accept: [
      custom((s) => {
        const held = powerHeldBy("own")(s, "com").length;
        gainVP(s, held >= 4 ? "com" : "dem", 3);
        log(s, "The game will end at the end of this turn.");
      }),
      setFlag(FLAG_NEW_YEARS_EVE),
    ],
    decline: [note("The Communist declines: the game goes on.")],
  }),
]);

// #105 Public Against Violence: 2 SPs in Kosice and 2 in Presov, then a Support Check against
// Bratislava at +2.
event(105, [
  place({ n: 2, where: named("Kosice") }),
  place({ n: 2, where: named("Presov") }),
  checks(1, { where: named("Bratislava"), mod: 2 }),
]);

// #106 Social Democratic Platform Adopted: in a country where the Democrat holds Power, 2 SPs and
// 1 Support Check.
event(
  106,
  [
    chooseCountry({
      countries: powerHeldBy("opp"),
      save: "country",
      prompt: "Social Democratic Platform Adopted: choose a country where the Democrat holds Power",
      then: [place({ n: 2, where: inCountryVar("country") }), checks(1, { where: inCountryVar("country") })],
    }),
  ],
  { canOccur: (s) => powerHeldBy("own")(s, "dem").length > 0 },
);

// #107 Massacre in Timisoara: needs Laszlo Tokes; 2 Support Checks in Romania at +2, nothing once
// The Tyrant is Gone has resolved.
event(107, [when(tyrantGone, [noEffectAfterTyrant], [checks(2, { where: inCountry("Romania"), mod: 2 })])], {
  canOccur: (s) => eventPlayed(s, LASZLO_TOKES),
});

// #108 Army Backs Revolution: Securitate is cancelled for the rest of the game (a later Securitate
// event has no effect: middle.ts checks eventPlayed(108)).
event(108, [
  custom((s) => {
    const sec = inEffect(s, SECURITATE);
    if (sec) {
      endLasting(s, sec);
      log(s, `${cardRef(SECURITATE)} is cancelled.`);
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
  109,
  [
    vp(3),
    ussr(4, "Kremlin Coup!"),
    custom((s) => [{ k: "kremlinCoup", left: powerHeldBy("own")(s, "com") } as CoupFrame]),
  ],
  { canOccur: (s) => eventPlayed(s, BREAKAWAY) },
);

function coupIn(s: State, f: CoupFrame, country: Country): void {
  f.left.splice(f.left.indexOf(country), 1);
  log(s, `Kremlin Coup! in ${country}.`);
  const ids = countrySpaces(s, country);
  const elite = ids.find((id) => SPACES[id]!.socio === "elite");
  if (elite !== undefined) {
    const n = spsToControl(s, "com", elite);
    if (n > 0) {
      s.sp.com[elite] = s.sp.com[elite]! + n;
      log(s, `Adds ${n} Communist SP${n === 1 ? "" : "s"} to ${spaceRef(elite)} to control it.`);
    }
  }
  const bureaucrat = ids.find((id) => SPACES[id]!.socio === "bureaucrat");
  if (bureaucrat !== undefined) {
    push(
      s,
      supportCheckFrame(s, "com", KREMLIN_COUP, 1, {
        only: [bureaucrat],
        mod: 1,
        optional: false,
        anyTarget: true,
      }),
    );
  }
}

defineStep<CoupFrame>("kremlinCoup", {
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
      actions: f.left.map((country) => ({ t: "country", country }) as Action),
      card: KREMLIN_COUP,
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
  [SAJUDIS, BALTIC_WAY, BREAKAWAY].filter((c) => eventPlayed(s, c)).length;
event(
  110,
  [
    roll(),
    note(
      (s, _side, v) =>
        `Modified roll: ${v.die} + ${balticEvents(s)} Baltic events = ${v.die! + balticEvents(s)}.`,
    ),
    when(
      (s, _side, v) => v.die! + balticEvents(s) >= 4,
      [vp(3), remove({ n: 5, where: ofSocio("elite") })],
      [note("The modified roll is 3 or less: nothing happens.")],
    ),
  ],
  { canOccur: (s) => !eventPlayed(s, KREMLIN_COUP) },
);
