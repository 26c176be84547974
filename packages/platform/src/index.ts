// @dawn/platform: what every title and every shell shares.
export { type Bot, type BotContext, type BotSpec, botContext, chooser, findBot, randomBot } from "./bots.ts";
export { GameRuleError } from "./errors.ts";
export { GrowList, plainList } from "./grow-list.ts";
export { type DecisionTimes, decisionSeed, type MatchOptions, type MatchResult, playMatch } from "./match.ts";
export type {
  AnyGameModule,
  GameModule,
  Outcome,
  Seat,
  SeatSpec,
  TextCommand,
  TextRenderer,
  Turn,
  Viewer,
} from "./module.ts";
export {
  type BooleanOption,
  type ChoiceOption,
  checkOptions,
  defaultOptions,
  type IntegerOption,
  type OptionSpec,
  type OptionValue,
  type OptionValues,
  optionFromText,
} from "./options.ts";
export { TitleRegistry } from "./registry.ts";
export type { LevelBudget, SearchableModule, SearchHooks } from "./search-hooks.ts";
export { isLang, LANGS, type Lang, type Localized, localize } from "./text.ts";
