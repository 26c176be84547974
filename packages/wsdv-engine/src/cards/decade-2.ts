// Decade II (1961-1970): cards 21-40 and the special card II. Arrows: positive toward East.
import { CARD, PROVINCE } from "../data/index.ts";
import {
  build,
  buildWall,
  EAST,
  event,
  placeLs,
  placeUnrest,
  policeRed,
  removeUnrest,
  stopFactory,
  WEST,
} from "./steps.ts";

// #21 Career bans for critical socialists (mixed, red police): West may leave out the police icon
// (index N°21).
event(CARD.CAREER_BANS_FOR_CRITICAL_SOCIALISTS, { currency: -1, socialism: -1 }, [
  policeRed(),
  removeUnrest(EAST),
]);
// #22 Short term Berlin visas (mixed)
event(CARD.SHORT_TERM_BERLIN_VISAS, { currency: 1 }, [
  removeUnrest(WEST, 2, { where: PROVINCE.WEST_BERLIN }),
  removeUnrest(EAST, 2),
]);
// #23 NÖSPL reforms (red)
event(CARD.NOSPL_REFORMS, { currency: 1 }, [build(EAST, 3), placeUnrest(EAST)]);
// #24 Youth Meeting of Germany (red): not in West Berlin (index N°24).
event(CARD.YOUTH_MEETING_OF_GERMANY, { socialism: 1 }, [
  placeUnrest(WEST, 1, { where: "westGermany" }),
  removeUnrest(EAST, 2),
]);
// #25 Benno Ohnesorg shot (red): 2 cubes in West Berlin and 2 anywhere in West Germany (index N°25).
event(CARD.BENNO_OHNESORG_SHOT, {}, [
  placeUnrest(WEST, 2, { where: PROVINCE.WEST_BERLIN }),
  placeUnrest(WEST, 2, { where: "westGermany" }),
]);
// #26 Protests of 1968 (red): at most 2 cubes in one province.
event(CARD.PROTESTS_OF_1968, { socialism: 1 }, [placeUnrest(WEST, 3, { perProvince: 2 })]);
// #27 First German nuclear plant is in the East! (red): the Rheinsberg factory (10.3, index N°27).
event(CARD.FIRST_GERMAN_NUCLEAR_PLANT_IS_IN_THE_EAST, { prestige: 1 }, [
  build(EAST, 2, { where: "rheinsberg" }),
]);
// #28 East Germany introduces citizenship (red, flight icon)
event(CARD.EAST_GERMANY_INTRODUCES_CITIZENSHIP, { prestige: 1, socialism: 1 }, [removeUnrest(EAST)]);
// #29 Founding of Intershop (red)
event(CARD.FOUNDING_OF_INTERSHOP, { currency: 2 }, [build(EAST, 2), placeUnrest(EAST)]);
// #30 West Germany pays to free prisoners (mixed)
event(CARD.WEST_GERMANY_PAYS_TO_FREE_PRISONERS, { currency: 2, socialism: -1 }, [removeUnrest(EAST)]);
// #31 East Germany at the Olympics (red)
event(CARD.EAST_GERMANY_AT_THE_OLYMPICS, { prestige: 2 }, []);
// #32 Spiegel scandal (red, flight icon)
event(CARD.SPIEGEL_SCANDAL, { prestige: 1 }, [placeUnrest(WEST)]);
// #33 West German Emergency Acts (red)
event(CARD.WEST_GERMAN_EMERGENCY_ACTS, { prestige: 1 }, [placeUnrest(WEST, 2)]);
// #34 Conscientious objectors (red)
event(CARD.CONSCIENTIOUS_OBJECTORS, {}, [build(EAST), removeUnrest(EAST)]);
// #35 Colour TV comes to the West (yellow): one living standard per province, none to West Berlin
// (neither directly nor by transfer: index N°35).
event(CARD.COLOUR_TV_COMES_TO_THE_WEST, {}, [
  placeLs(WEST, 2, { where: "westGermany", perProvince: 1 }),
  placeUnrest(EAST),
]);
// #36 Take a chance on more democracy (yellow)
event(CARD.TAKE_A_CHANCE_ON_MORE_DEMOCRACY, { prestige: -1 }, [removeUnrest(WEST, 2)]);
// #37 Prague Spring (yellow): a ČSSR factory goes with all its infrastructure, for good (index N°37).
event(CARD.PRAGUE_SPRING, { socialism: -2 }, [stopFactory(EAST, 1, { where: "cssr" }), placeUnrest(EAST)]);
// #38 US-Jet shot down in East Germany (yellow)
event(CARD.US_JET_SHOT_DOWN_IN_EAST_GERMANY, { prestige: -1, currency: -1 }, []);
// #39 Ish bin ein Bearleener! (yellow): all three icons may be used in West Berlin (index N°39).
event(CARD.ISH_BIN_EIN_BEARLEENER, { prestige: -1 }, [
  removeUnrest(WEST, 1, { where: PROVINCE.WEST_BERLIN }),
  removeUnrest(WEST, 2),
]);
// #40 Frankfurt Auschwitz Trials (yellow)
event(CARD.FRANKFURT_AUSCHWITZ_TRIALS, { prestige: -2 }, [placeUnrest(WEST)]);
// II Building the Berlin Wall (special): the end-of-decade marker shows the Wall (9.1).
event(CARD.BUILDING_THE_BERLIN_WALL, {}, [buildWall()]);
