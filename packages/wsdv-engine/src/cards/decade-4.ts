// Decade IV (1981-1989): cards 61-80 and the two faces of the special card IV. Arrows: positive toward East.
import { CARD, PROVINCE } from "../data/index.ts";
import {
  build,
  dismantle,
  EAST,
  event,
  moveUnrest,
  openWall,
  placeLs,
  placeUnrest,
  policePink,
  reduceToThree,
  removeUnrest,
  stasiDissolution,
  stopFactory,
  WEST,
} from "./steps.ts";

// #61 Peace Movement in East and West (mixed, flight icon): each state places the cubes in the other.
event(CARD.PEACE_MOVEMENT_IN_EAST_AND_WEST, {}, [
  placeUnrest(WEST, 2, { by: EAST }),
  placeUnrest(EAST, 2, { by: WEST }),
]);
// #62 Acid rain and Bitterfeld (mixed, flight icon): not in West Berlin (index N°62).
event(CARD.ACID_RAIN_AND_BITTERFELD, {}, [
  placeUnrest(WEST, 2, { where: "westGermany", by: EAST }),
  placeUnrest(EAST, 2, { by: WEST }),
]);
// #63 Shipyards' crisis (red): Niedersachsen, Hamburg and all their connections (index N°63).
event(CARD.SHIPYARDS_CRISIS, {}, [dismantle(WEST, 3, { where: PROVINCE.NIEDERSACHSEN })]);
// #64 Strauß arranges Western credits (red, not mixed: index N°64): yellow coats of arms.
event(CARD.STRAUSS_ARRANGES_WESTERN_CREDITS, { currency: 2 }, [
  removeUnrest(WEST, 2, { by: WEST }),
  removeUnrest(EAST),
]);
// #65 Honecker visits West Germany (red)
event(CARD.HONECKER_VISITS_WEST_GERMANY, { socialism: 1 }, [
  removeUnrest(WEST, 1, { by: WEST }),
  removeUnrest(EAST, 2),
]);
// #66 Stasi raids dissident samizdat printers (red, pink police)
event(CARD.STASI_RAIDS_DISSIDENT_SAMIZDAT_PRINTERS, { socialism: -1 }, [moveUnrest(EAST, 2), policePink()]);
// #67 Reconstruction of the Semperoper (red): the living standard removes a cube in Sachsen, the other
// icon one anywhere in the East (index N°67).
event(CARD.RECONSTRUCTION_OF_THE_SEMPEROPER, { prestige: 1 }, [
  placeLs(EAST, 1, { where: PROVINCE.SACHSEN }),
  removeUnrest(EAST),
]);
// #68 Protests against nuclear reprocessing (red): not in West Berlin; all three may go to Bayern (index N°68).
event(CARD.PROTESTS_AGAINST_NUCLEAR_REPROCESSING, { prestige: 1 }, [
  placeUnrest(WEST, 1, { where: PROVINCE.BAYERN }),
  placeUnrest(WEST, 2, { where: "westGermany" }),
]);
// #69 Census controversy (red)
event(CARD.CENSUS_CONTROVERSY, {}, [placeUnrest(WEST)]);
// #70 Launching DAX (yellow)
event(CARD.LAUNCHING_DAX, { prestige: -1 }, [build(WEST, 3)]);
// #71 Massive decay of historic city centers (yellow)
event(CARD.MASSIVE_DECAY_OF_HISTORIC_CITY_CENTERS, { currency: -1, socialism: -1 }, [placeUnrest(EAST)]);
// #72 USSR tightens oil supply (yellow)
event(CARD.USSR_TIGHTENS_OIL_SUPPLY, { currency: -2 }, [dismantle(EAST, 2)]);
// #73 Martial law against Solidarity (yellow): as #37, for Polska (index N°73).
event(CARD.MARTIAL_LAW_AGAINST_SOLIDARITY, { socialism: -2 }, [stopFactory(EAST, 1, { where: "polska" })]);
// #74 East plays down Chernobyl (yellow)
event(CARD.EAST_PLAYS_DOWN_CHERNOBYL, { socialism: -1 }, [placeUnrest(EAST, 2)]);
// #75 Censoring Sputnik magazine (yellow, flight icon)
event(CARD.CENSORING_SPUTNIK_MAGAZINE, { socialism: -1 }, []);
// #76 Reconciliation at Verdun (yellow)
event(CARD.RECONCILIATION_AT_VERDUN, { prestige: -1 }, [build(WEST), removeUnrest(WEST)]);
// #77 First Mondays' demos (yellow): the cube placed may be moved again by a move icon (index N°77).
event(CARD.FIRST_MONDAYS_DEMOS, { socialism: -2 }, [
  placeUnrest(EAST, 1, { where: PROVINCE.SACHSEN }),
  moveUnrest(EAST, 2),
]);
// #78 Uncovering electoral fraud (yellow, flight icon)
event(CARD.UNCOVERING_ELECTORAL_FRAUD, { socialism: -1 }, [moveUnrest(EAST, 2)]);
// #79 Start of the Computer Age (yellow): the only way to place a living standard in West Berlin
// directly, in a sector allowed by 10.1 (index N°79).
event(CARD.START_OF_THE_COMPUTER_AGE, { currency: -2 }, [placeLs(WEST), removeUnrest(WEST)]);
// #80 Hungary dismantles border fence (yellow)
event(CARD.HUNGARY_DISMANTLES_BORDER_FENCE, { prestige: -1 }, [dismantle(EAST, 2), placeUnrest(EAST)]);
// IV Round Table Emergency Cabinet (special, when the Wall stands not): East may first put the cubes of
// the police cards back, then West reduces a province with a mass protest to 3 (index N°IV).
event(CARD.ROUND_TABLE_EMERGENCY_CABINET, { currency: -1 }, [
  stasiDissolution(),
  reduceToThree(EAST, 1, { by: WEST }),
]);
// IV The Wall comes down (special, when the Wall was built; flight icon)
event(CARD.THE_WALL_COMES_DOWN, { prestige: 1, socialism: 2 }, [
  openWall(),
  stasiDissolution(),
  removeUnrest(EAST),
]);
