// The printed tracks: the prestige boxes (9.2) and the socialists per box of the socialism track (9.9).
import {
  build,
  dismantle,
  EAST,
  type IconGroup,
  placeLs,
  placeUnrest,
  removeLs,
  removeUnrest,
  rundown,
} from "../cards/steps.ts";

/**
 * Icons of each prestige box (9.2), index box + 6. West's boxes (-1..-6) hurt East; East's boxes
 * (1..6) help East. The holder of the advantage executes one box between 1 and the marker.
 */
export const PRESTIGE_BOXES: readonly (readonly IconGroup[])[] = [
  [placeUnrest(EAST), dismantle(EAST), removeLs(EAST)], // -6
  [placeUnrest(EAST), removeLs(EAST)], // -5
  [placeUnrest(EAST), dismantle(EAST)], // -4
  [placeUnrest(EAST)], // -3
  [rundown(EAST)], // -2
  [rundown(EAST)], // -1
  [], // 0
  [build(EAST)], // 1
  [removeUnrest(EAST)], // 2
  [build(EAST), removeUnrest(EAST)], // 3
  [placeLs(EAST)], // 4
  [placeLs(EAST), removeUnrest(EAST)], // 5
  [placeLs(EAST), removeUnrest(EAST), build(EAST)], // 6
];

/** Socialists gained (or, negative, lost) at each box of the socialism track (9.9), index box + 6. */
export const SOCIALISTS_AT: readonly number[] = [-4, -3, -2, -2, -1, -1, 0, 1, 1, 2, 2, 3, 4];

/** There are 12 socialists (7, 9.9). */
export const SOCIALIST_SUPPLY = 12;

/** Source codes of the event executor: a card id, or 100 + a prestige box. */
export const boxSource = (box: number): number => 100 + box;
export const isBoxSource = (src: number): boolean => src >= 90;
