// Public API of the 1989: Dawn of Freedom rules engine.

export { controller, controls } from "./board.ts";
export {
  CARD,
  CARDS,
  type CardId,
  COUNTRIES,
  COUNTRY_SPACES,
  card,
  other,
  POWER_CARDS,
  REGION,
  SCORING,
  SIDE_NAME,
  SPACE,
  SPACES,
  type SpaceId,
  spaceId,
  TST_BOX_NAMES,
  TST_REQUIRED,
  USSR_TRACK,
} from "./data/index.ts";
export { actionText, renderText } from "./format.ts";
export {
  actionKey,
  apply,
  applyInPlace,
  canUndo,
  cloneState,
  decision,
  determinize,
  IllegalAction,
  legalActions,
  newGame,
  resign,
  result,
} from "./game.ts";
export type * from "./log.ts";
export { redact } from "./log.ts";
export { logText } from "./log-text.ts";
export { firstRolls, type RollEntry } from "./probe.ts";
export { chooser, playRandomGame, type RandomGame, type RandomPolicy, randomAction } from "./random-play.ts";
export {
  ENGINE_VERSION,
  GAME_ID,
  type GameRecord,
  makeRecord,
  publicSummary,
  RecordError,
  type ReplayResult,
  replay,
  rulesHash,
  stateHash,
  undoLast,
  validateRecord,
} from "./record.ts";
export { assertFixtureUsed, FixtureError, fixedDie, fixtureLeft } from "./rng.ts";
export { pendingCheckRoll } from "./rules/play.ts";
export { type CountryTally, type Level, tallyCountry, tallyFromControl } from "./rules/scoring.ts";
export { tstAttemptTerms } from "./rules/tiananmen.ts";
export { cardPlaysLeft } from "./rules/turn.ts";
export type { Lasting, PowerStruggleState, State } from "./state.ts";
export * from "./types.ts";
export { type PowerStruggleView, type View, type ViewLogEntry, view, visibleLog } from "./view.ts";
