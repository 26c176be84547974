// Decade I (1945-1960): cards 1-20 and the special card I. Arrows: positive toward East.
// Each definition holds the printed icons; the instruction under the icons is the option object.
import { CARD, PROVINCE } from "../data/index.ts";
import {
  build,
  dismantle,
  EAST,
  event,
  placeUnrest,
  policePink,
  policeRed,
  reduceToThree,
  removeUnrest,
  WEST,
} from "./steps.ts";

// #1 Land reform (red)
event(CARD.LAND_REFORM, { currency: -1, socialism: 1 }, [removeUnrest(EAST, 2)]);
// #2 Forced Merger of KPD and SPD (red, flight icon)
event(CARD.FORCED_MERGER_OF_KPD_AND_SPD, { socialism: 2 }, [build(EAST), placeUnrest(EAST)]);
// #3 Monetary reform in the East (red)
event(CARD.MONETARY_REFORM_IN_THE_EAST, { currency: 1 }, [build(EAST, 2)]);
// #4 Göttingen Eighteen (red): the two cubes go to West Germany, not West Berlin (index, N°4).
event(CARD.GOTTINGEN_EIGHTEEN, { prestige: 2 }, [placeUnrest(WEST, 2, { where: "westGermany" })]);
// #5 Stasi is founded (red, red police)
event(CARD.STASI_IS_FOUNDED, { prestige: 1 }, [removeUnrest(EAST), policeRed()]);
// #6 Planned build-up of socialism (red)
event(CARD.PLANNED_BUILD_UP_OF_SOCIALISM, { socialism: 1 }, [build(EAST, 2), placeUnrest(EAST)]);
// #7 Joining the CMEA (red): 2 construction points for the ČSSR and 2 for Polska (10.4, index N°7).
event(CARD.JOINING_THE_CMEA, { currency: 1 }, [
  build(EAST, 2, { where: "cssr" }),
  build(EAST, 2, { where: "polska" }),
  placeUnrest(EAST),
]);
// #8 Saar Protectorate (red)
event(CARD.SAAR_PROTECTORATE, { prestige: 1 }, [
  dismantle(WEST, 2),
  placeUnrest(WEST, 1, { where: PROVINCE.RHEINLAND_PFALZ }),
]);
// #9 Joining the Warsaw Pact (red): as #7 (index N°9).
event(CARD.JOINING_THE_WARSAW_PACT, { prestige: 1 }, [
  build(EAST, 2, { where: "cssr" }),
  build(EAST, 2, { where: "polska" }),
  placeUnrest(EAST),
]);
// #10 Founding of the FDJ (red)
event(CARD.FOUNDING_OF_THE_FDJ, { socialism: 2 }, [placeUnrest(WEST), removeUnrest(EAST)]);
// #11 NATO membership and rearmament (mixed): red coat of arms, East places the cube; not in West
// Berlin (index N°11).
event(CARD.NATO_MEMBERSHIP_AND_REARMAMENT, { prestige: -1 }, [
  placeUnrest(WEST, 1, { where: "westGermany", by: EAST }),
]);
// #12 Reparations Agreement with Israel (yellow, flight icon)
event(CARD.REPARATIONS_AGREEMENT_WITH_ISRAEL, { prestige: -2 }, [dismantle(WEST), placeUnrest(WEST)]);
// #13 Monetary reform in the West (yellow): no unrest removed in West Berlin (index N°13).
event(CARD.MONETARY_REFORM_IN_THE_WEST, {}, [
  build(WEST, 3),
  removeUnrest(WEST, 1, { where: "westGermany" }),
]);
// #14 Berlin Airlift (yellow)
event(CARD.BERLIN_AIRLIFT, { currency: -1 }, [
  build(WEST),
  removeUnrest(WEST, 2, { where: PROVINCE.WEST_BERLIN }),
]);
// #15 Stalinist purges (mixed, pink police): yellow coats of arms, West decides where both icons go;
// West may leave out the police icon (index N°15).
event(CARD.STALINIST_PURGES, { socialism: 1 }, [
  build(WEST, 1, { by: WEST }),
  dismantle(EAST, 1, { by: WEST }),
  policePink(),
]);
// #16 1953 Uprising (yellow): at most 2 cubes in one province.
event(CARD.UPRISING_1953, { socialism: -1 }, [placeUnrest(EAST, 4, { perProvince: 2 })]);
// #17 Dismantling industry in the East (yellow)
event(CARD.DISMANTLING_INDUSTRY_IN_THE_EAST, { socialism: -1 }, [dismantle(EAST, 3), placeUnrest(EAST)]);
// #18 The Miracle of Bern (yellow)
event(CARD.THE_MIRACLE_OF_BERN, { prestige: -2 }, [removeUnrest(WEST, 2)]);
// #19 West Germany granted sovereignty (yellow)
event(CARD.WEST_GERMANY_GRANTED_SOVEREIGNTY, { prestige: -1 }, [build(WEST, 2)]);
// #20 The Wirtschaftswunder (yellow): no unrest removed in West Berlin (index N°20).
event(CARD.THE_WIRTSCHAFTSWUNDER, {}, [
  build(WEST, 3),
  removeUnrest(WEST, 1, { where: "westGermany" }),
  placeUnrest(EAST),
]);
// I Russian tanks (special, 2 flight icons): first reduce two provinces with mass protests to 3
// unrest, then remove 2 more cubes (index "N°1", which means card I).
event(CARD.RUSSIAN_TANKS, { prestige: -1, socialism: 1 }, [reduceToThree(EAST, 2), removeUnrest(EAST, 2)]);
