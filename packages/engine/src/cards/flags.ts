// Names of the game flags (State.flags) that card events share across periods. Keep every
// cross-card fact here so that the Early, Middle and Late card files agree.
export { FLAG_SYSTEMATIZED } from "../board.ts";
export { eventPlayed, playedFlag } from "../rules/events.ts";
export { FLAG_CEAUSESCUS } from "../rules/scoring.ts";
export { FLAG_LI_PENG } from "../rules/tiananmen.ts";
export { FLAG_NEW_YEARS_EVE } from "../rules/turn.ts";

/** The Tyrant is Gone (#97) has taken effect: the Ceausescu events (#10, #41, #69, #101, #107) do nothing (7.6.4). */
export const FLAG_TYRANT_GONE = "tyrantGone";
/** The Crowd Turns Against Ceausescu (#54) has taken effect in a Romanian Power Struggle (7.6.3). */
export const FLAG_CROWD_RESOLVED = "crowdResolved";
/** "The Wall Must Go!" (#86) was won by the Democrat: The Wall (#9) has no effect; Kohl (#87) gains Ops. */
export const FLAG_WALL_MUST_GO = "wallMustGo";
