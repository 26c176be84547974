// Public API of the Wir sind das Volk! rules engine.
export { actionKey, sameAction } from "./actions.ts";
export {
  berlinLimit,
  connActive,
  dismantleCapacity,
  economy,
  exportValue,
  factoryValue,
  hasProtest,
  protests,
  stateProtests,
  weakestWestExport,
} from "./board.ts";
export { EVENTS, type EventDef, eventOf, type Icon, type IconGroup } from "./cards/steps.ts";
export {
  CARD,
  CARDS,
  CITIES,
  CITY,
  CITY_CONNS,
  CONNECTIONS,
  card,
  cityId,
  connBetween,
  DECADE_CARDS,
  ORDINARY_CITIES,
  other,
  PROVINCE,
  PROVINCE_CITIES,
  PROVINCES,
  provinceId,
  RHEINSBERG,
  SECTOR_SUPPLIER,
  SECTORS,
  SIDE_CONNS,
  SIDE_NAME,
  SIDE_PROVINCES,
  SUPPLIERS,
  specialCardOf,
  WEST_GERMANY,
} from "./data/index.ts";
export {
  apply,
  applyInPlace,
  canUndo,
  cloneState,
  decision,
  determinize,
  IllegalAction,
  legalActions,
  newGame,
  resetState,
  resign,
  result,
} from "./game.ts";
export { type LogEntry, type LogEvent, logText, visibleLog } from "./log.ts";
export { chooser, mixedOptions, playRandomGame, type RandomGame } from "./random-play.ts";
export {
  ENGINE_VERSION,
  GAME_ID,
  type GameRecord,
  makeRecord,
  RecordError,
  type ReplayResult,
  replay,
  stateHash,
  undoLast,
} from "./record.ts";
export { currencyBalance, flight, prestigeBoxes, socialistsOnBoard } from "./rules/end-of-decade.ts";
export { describe as iconText, groupsOf } from "./rules/events.ts";
export { SOCIALIST_SUPPLY, SOCIALISTS_AT } from "./rules/tracks.ts";
export { GONE, NONE, NORMAL, RUNDOWN, type State } from "./state.ts";
export * from "./types.ts";
export { type View, view } from "./view.ts";
