// Early Year strategy card events (#1-40). Each definition follows the card's effect in
// shared/data/1989/cards.json; the side carrying the event out is "side" in every step.
import { spaceId } from "../data/index.ts";
import { eventPlayed } from "../rules/events.ts";
import {
  and,
  checks,
  choose,
  event,
  hasSP,
  inCountry,
  lasting,
  named,
  ofSocio,
  place,
  placeEach,
  placeToControl,
  remove,
  removeAll,
  uncontrolled,
  vp,
} from "./steps.ts";

const GDANSK = spaceId("Gdansk");

// #2 Solidarity Legalized: 1 SP in every uncontrolled Polish Worker and Farmer space; the
// Communist may no longer Support Check Gdansk; enables Walesa.
event(2, [placeEach(and(inCountry("Poland"), ofSocio("worker", "farmer"), uncontrolled)), lasting("game")], {
  hooks: { checkBarred: (_s, _l, side, space) => side === "com" && space === GDANSK },
});

// #3 Walesa: needs Solidarity Legalized; 4 SPs in Poland, then may make 2 Support Checks in Poland.
event(3, [place({ n: 4, where: inCountry("Poland") }), checks(2, { where: inCountry("Poland"), optional: true })], {
  canOccur: (s) => eventPlayed(s, 2),
});

// #4 Michnik: 3 SPs in Polish Writers.
event(4, [place({ n: 3, where: named("Polish Writers") })]);

// #7 State Run Media: remove 4 Democratic SPs anywhere, at most 2 per space.
event(7, [remove({ n: 4, perSpace: 2 })]);

// #16 Nomenklatura: either 3 SPs in Elite spaces, or remove every Democratic SP from Elite spaces.
event(16, [
  choose("Nomenklatura: add 3 SPs to Elite spaces, or remove all Democratic SPs from Elite spaces?", {
    add: [place({ n: 3, where: ofSocio("elite") })],
    remove: [removeAll(and(ofSocio("elite"), hasSP("opp")))],
  }),
]);

// #24 St. Nicholas Church: just enough SPs to control the Lutheran Church; enables The Monday Demonstrations.
event(24, [placeToControl(named("Lutheran Church"))]);

// #25 Perestroika: the Communist's cards get +1 Ops for the rest of the turn (7.3.3).
event(25, [lasting("turn")], {
  hooks: { opsModifier: (_s, l, side) => (side === l.side ? 1 : 0) },
});

// #35 Heal Our Bleeding Wound: Communist +3 VP in the Early Year, +1 in the Middle Year, -3 in the Late Year.
event(35, [vp((s) => (s.turn <= 3 ? 3 : s.turn <= 7 ? 1 : -3))]);
