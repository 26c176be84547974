// Decade III (1971-1980): cards 41-60 and the special card III. Arrows: positive toward East.
import { CARD, PROVINCE } from "../data/index.ts";
import {
  build,
  dismantle,
  EAST,
  event,
  guillaumeAffair,
  placeLs,
  placeLsKeepUnrest,
  placeUnrest,
  policePink,
  policeRed,
  removeUnrest,
  repair,
  rundown,
  WEST,
} from "./steps.ts";

// #41 Transit Agreement (mixed): yellow coats of arms, West decides where.
event(CARD.TRANSIT_AGREEMENT, { currency: 2 }, [
  build(WEST, 1, { by: WEST }),
  removeUnrest(WEST, 1, { by: WEST }),
]);
// #42 FRG recognizes GDR sovereignty (mixed): yellow coats of arms.
event(CARD.FRG_RECOGNIZES_GDR_SOVEREIGNTY, { prestige: 2, currency: 1 }, [
  removeUnrest(WEST, 3, { by: WEST }),
]);
// #43 Steel crisis (red): pieces on every connection of a Nordrhein-Westfalen city may go (5.1, index N°43).
event(CARD.STEEL_CRISIS, {}, [
  dismantle(WEST, 3, { where: PROVINCE.NORDRHEIN_WESTFALEN }),
  placeUnrest(WEST, 1, { where: PROVINCE.NORDRHEIN_WESTFALEN }),
]);
// #44 Red Army Faction (red): at most 2 cubes in one province.
event(CARD.RED_ARMY_FACTION, { prestige: 1 }, [placeUnrest(WEST, 4, { perProvince: 2 })]);
// #45 Housing programme (mixed): red coats of arms, East decides where.
event(CARD.HOUSING_PROGRAMME, { currency: -1, socialism: 1 }, [removeUnrest(EAST, 2, { by: EAST })]);
// #46 Palace of the Republic (red): with no rundown factory in East Berlin, East may run Berlin down
// and repair it at once (index N°46).
event(CARD.PALACE_OF_THE_REPUBLIC, { socialism: 1 }, [
  placeLs(EAST, 1, { where: PROVINCE.EAST_BERLIN }),
  repair(EAST, 1, { where: PROVINCE.EAST_BERLIN }),
  rundown(EAST),
]);
// #47 East permits manufacture of Blue Jeans (red)
event(CARD.EAST_PERMITS_MANUFACTURE_OF_BLUE_JEANS, { prestige: 1 }, [placeLs(EAST), removeUnrest(EAST)]);
// #48 Nationalizing the Mittelstand (mixed, flight icon)
event(CARD.NATIONALIZING_THE_MITTELSTAND, { currency: -2, socialism: 2 }, [placeUnrest(EAST)]);
// #49 Doubling the number of Informal Agents (red, red police)
event(CARD.DOUBLING_THE_NUMBER_OF_INFORMAL_AGENTS, {}, [removeUnrest(EAST), policeRed()]);
// #50 Guillaume Affair (red)
event(CARD.GUILLAUME_AFFAIR, { prestige: 1 }, [placeUnrest(WEST), guillaumeAffair()]);
// #51 Spring-guns on the border (mixed, pink police): West may leave out the police icon (index N°51).
event(CARD.SPRING_GUNS_ON_THE_BORDER, { prestige: -2, socialism: 1 }, [policePink()]);
// #52 Herstatt Bank goes bankrupt (red, flight icon)
event(CARD.HERSTATT_BANK_GOES_BANKRUPT, { prestige: 1 }, [dismantle(WEST), placeUnrest(WEST)]);
// #53 Hidden currency import by KoKo (red)
event(CARD.HIDDEN_CURRENCY_IMPORT_BY_KOKO, { currency: 2 }, []);
// #54 1973 Oil Crisis (red): East chooses the four pieces West loses (6.4, example 1).
event(CARD.OIL_CRISIS_1973, {}, [dismantle(WEST, 4)]);
// #55 Brandt kneels in Warsaw (yellow)
event(CARD.BRANDT_KNEELS_IN_WARSAW, { prestige: -2 }, [placeUnrest(WEST)]);
// #56 Auto industry booms (yellow)
event(CARD.AUTO_INDUSTRY_BOOMS, { currency: -1, socialism: -1 }, [build(WEST, 2)]);
// #57 Biermann stripped off his citizenship (yellow)
event(CARD.BIERMANN_STRIPPED_OFF_HIS_CITIZENSHIP, { socialism: -2 }, [placeUnrest(EAST, 2)]);
// #58 Self-immolation of Brüsewitz (yellow)
event(CARD.SELF_IMMOLATION_OF_BRUSEWITZ, { socialism: -2 }, [placeUnrest(EAST)]);
// #59 National Day youth riot (yellow)
event(CARD.NATIONAL_DAY_YOUTH_RIOT, { socialism: -1 }, [
  placeUnrest(EAST, 2, { where: PROVINCE.EAST_BERLIN }),
]);
// #60 Munich Olympics (yellow, flight icon): the framed living standard removes no cube.
event(CARD.MUNICH_OLYMPICS, { prestige: -2 }, [
  placeLsKeepUnrest(WEST, 1, { where: PROVINCE.BAYERN }),
  placeUnrest(WEST, 1, { where: PROVINCE.BAYERN }),
]);
// III Honecker ousts Ulbricht (special): both living standards go to one province (index N°III).
event(CARD.HONECKER_OUSTS_ULBRICHT, { currency: -2, socialism: 2 }, [
  placeLs(EAST, 2, { sameProvince: true }),
]);
