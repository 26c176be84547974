// 1989: Dawn of Freedom as a title of the platform: the game-module adapter over @dawn/engine.
// Seats are the provisional sides "com" and "dem". With the balance bid (13.0) the two seats bid
// first; afterwards `sidesSwapped` tells whether the seat "com" plays the Democrat.
import { createBot, heuristicChoose } from "@dawn/bots";
import {
  type Action,
  actionKey,
  actionText,
  apply,
  applyInPlace,
  canUndo,
  cloneState,
  decision,
  determinize,
  ENGINE_VERSION,
  GAME_ID,
  IllegalAction,
  type LogEntry,
  logText,
  makeRecord,
  newGame,
  type Options,
  other,
  publicSummary,
  RecordError,
  renderText,
  replay,
  resign,
  type Scenario,
  type Side,
  type State,
  stateHash,
  type View,
  view,
} from "@dawn/engine";
import {
  type BotSpec,
  checkOptions,
  GameRuleError,
  type OptionSpec,
  randomBot,
  type SearchableModule,
  type Seat,
  type Viewer,
} from "@dawn/platform";
import { DOF_SEARCH_HOOKS } from "./search.ts";
import { type DofView, type ScreenView, tableView } from "./table.ts";
import { DOF_TEXT } from "./text.ts";
import { viewWithCachedLog, viewWithLogList } from "./view-log.ts";

export { DOF_SEARCH_HOOKS, demWinChance, evalScale } from "./search.ts";
export {
  type CountryPreview,
  type DofView,
  decisionOdds,
  facesAtLeast,
  type RollFor,
  type RollOdds,
  rollOdds,
  type ScreenView,
  scoringNow,
  tableView,
} from "./table.ts";
export { DOF_TEXT } from "./text.ts";

const SCENARIOS: readonly Scenario[] = ["standard", "dem+1", "dem+2"];

/** The options of a new game, as the new-game form and the CLI show them. */
export const DOF_OPTIONS: readonly OptionSpec[] = [
  {
    kind: "choice",
    key: "scenario",
    label: { en: "Scenario", fr: "Scénario", zh: "劇本" },
    default: "standard",
    choices: [
      { value: "standard", label: { en: "Standard", fr: "Standard", zh: "標準" } },
      {
        value: "dem+1",
        label: {
          en: "Democrat +1 SP (handicap)",
          fr: "Démocrate +1 PS (handicap)",
          zh: "民主派 +1 支持點（讓子）",
        },
        help: {
          en: "The Democrat places 1 extra Support Point at set-up, to even out players of different strength.",
          fr: "Le Démocrate place 1 Point de Support de plus à la mise en place, pour équilibrer des joueurs de force différente.",
          zh: "民主派在佈置時額外放置 1 個支持點，以平衡實力不同的玩家。",
        },
      },
      {
        value: "dem+2",
        label: {
          en: "Democrat +2 SPs (handicap)",
          fr: "Démocrate +2 PS (handicap)",
          zh: "民主派 +2 支持點（讓子）",
        },
        help: {
          en: "The Democrat places 2 extra Support Points at set-up.",
          fr: "Le Démocrate place 2 Points de Support de plus à la mise en place.",
          zh: "民主派在佈置時額外放置 2 個支持點。",
        },
      },
    ],
  },
  {
    kind: "boolean",
    key: "bid",
    label: { en: "Balance bid (13.0)", fr: "Enchère d'équilibrage (13.0)", zh: "平衡競標（13.0）" },
    help: {
      en: "Before the game both players secretly offer Support Points to the opponent for the side they want to play.",
      fr: "Avant la partie, chaque joueur offre en secret des Points de Support à l'adversaire pour jouer le camp qu'il veut.",
      zh: "開局前雙方秘密出價，以讓給對手的支持點數換取想要扮演的陣營。",
    },
    default: false,
  },
];

function isSide(x: unknown): x is Side {
  return x === "com" || x === "dem";
}

/** The side a seat plays now. */
function sideOf(s: State, seat: Seat): Side {
  if (!isSide(seat)) throw new GameRuleError(`Unknown seat ${JSON.stringify(seat)}: use com or dem`);
  return s.sidesSwapped ? other(seat) : seat;
}

/**
 * Each viewer's latest screen view of a game, by the game's first log entry (which all its states
 * share): the next screen view of the game shares its unchanged parts (the engine's `view` with
 * `prev`), so that the server's patches find them by reference and nothing is copied for them.
 */
const lastScreen: Record<Viewer, WeakMap<LogEntry, ScreenView>> = {
  com: new WeakMap(),
  dem: new WeakMap(),
  observer: new WeakMap(),
};

/** The side a viewer plays (null: spectators). */
function viewerSide(s: State, viewer: Viewer): Side | null {
  return viewer === "observer" ? null : sideOf(s, viewer);
}

/** A seat's (or the observer's) table view, as bots get it (no odds). */
function viewFor(s: State, viewer: Viewer): DofView {
  const side = viewerSide(s, viewer);
  return tableView(s, viewWithCachedLog(s, side ?? "observer"), side, false);
}

/** A seat's (or the observer's) screen view: the table view with the decider's odds. */
function screenViewFor(s: State, viewer: Viewer): ScreenView {
  const side = viewerSide(s, viewer);
  const who = side ?? "observer";
  const first = s.log[0];
  const prev = first === undefined ? undefined : lastScreen[who].get(first);
  const v: ScreenView = tableView(s, viewWithLogList(s, who, prev), side, true, prev);
  if (first !== undefined) lastScreen[who].set(first, v);
  return v;
}

/** The seat that plays a side now. */
function seatOf(s: State, side: Side): Seat {
  return s.sidesSwapped ? other(side) : side;
}

/** Engine refusals are the client's fault when they come from its input. */
function rule<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof IllegalAction || e instanceof RecordError) throw new GameRuleError(e.message);
    throw e;
  }
}

const ACTION_KINDS = new Set(["play", "space", "card", "power", "option", "country", "bid"]);

/** The legal action equal to `a`, or a GameRuleError naming the decision. */
function legal(s: State, a: Action): Action {
  const d = decision(s);
  if (!d) throw new GameRuleError("The game is over");
  // The legal action itself (as legalAction returned it, e.g. to apply): no keys to make.
  if (d.actions.includes(a)) return a;
  const key = actionKey(a);
  const l = d.actions.find((x) => actionKey(x) === key);
  if (!l) throw new GameRuleError(`Illegal action ${key}: ${d.prompt}`);
  return l;
}

/**
 * VP and turn; after a balance bid (13.0) also each seat's bid, keyed `<seat>.<name>` (per-seat
 * metrics: the CLI's `sim` reports them per bot): `com.bid` the SPs the first seat offered,
 * `com.bidDem` 1 if it asked for the Democrat, and `bidBonus`, the extra SPs the bid handed out.
 */
function metrics(s: State): Record<string, number> {
  const out: Record<string, number> = { vp: s.vp, turn: s.turn };
  const b = s.bids;
  if (b?.com && b.dem) {
    for (const seat of ["com", "dem"] as const) {
      out[`${seat}.bid`] = b[seat]!.sps;
      out[`${seat}.bidDem`] = b[seat]!.side === "dem" ? 1 : 0;
    }
    out.bidBonus = b.com.side === b.dem.side ? Math.max(b.com.sps, b.dem.sps) : 0;
  }
  return out;
}

const BOTS: readonly BotSpec<State, Action, View>[] = [
  {
    ...randomBot<State, Action, View>(),
    description: {
      en: "Plays any legal move at random (its balance bid stays small). For testing, not for a game.",
      fr: "Joue n'importe quel coup légal au hasard (son enchère reste petite). Pour les essais.",
      zh: "隨機選擇合法行動（競標出價很小）。僅供測試。",
    },
    create: () => {
      const bot = createBot("random");
      return {
        choose: (ctx) =>
          bot.choose({ view: ctx.view, actions: ctx.actions, seat: ctx.view.viewer as Side, seed: ctx.seed }),
      };
    },
  },
  {
    id: "heuristic",
    label: { en: "Heuristic", fr: "Heuristique", zh: "啟發式" },
    description: {
      en: "Weighs every legal move with a hand-written judgement of the board, looking one step ahead.",
      fr: "Évalue chaque coup légal avec un jugement de la position écrit à la main, un coup à l'avance.",
      zh: "以人工撰寫的局面評估衡量每個合法行動，向前看一步。",
    },
    create: () => ({
      choose(ctx) {
        const side = ctx.view.viewer as Side;
        // The lookahead runs on a state sampled from the view: nothing hidden is read.
        const state = ctx.sample(ctx.seed);
        return heuristicChoose({ view: ctx.view, actions: ctx.actions, seat: side, seed: ctx.seed, state });
      },
    }),
  },
];

export const dof: SearchableModule<State, Action, Options, View> = {
  id: "dof",
  aliases: [GAME_ID],
  title: { en: "1989: Dawn of Freedom", fr: "1989 : Dawn of Freedom", zh: "1989：自由的黎明" },
  summary: {
    en: "The fall of communism in Eastern Europe, 1989, for two players: the Democrat against the Communist (GMT Games, 2012; 2020 rules).",
    fr: "La chute du communisme en Europe de l'Est, 1989, à deux joueurs : le Démocrate contre le Communiste (GMT Games, 2012 ; règles 2020).",
    zh: "1989 年東歐共產政權的崩潰，雙人對戰：民主派對抗共產黨（GMT Games，2012；2020 年規則）。",
  },
  version: ENGINE_VERSION,
  seats: [
    { id: "com", name: { en: "Communist", fr: "Communiste", zh: "共產黨" } },
    { id: "dem", name: { en: "Democrat", fr: "Démocrate", zh: "民主派" } },
  ],
  options: DOF_OPTIONS,
  bots: BOTS,
  defaultBot: "heuristic",

  parseOptions(input) {
    const o = checkOptions(DOF_OPTIONS, input);
    const scenario = o.scenario as Scenario;
    if (!SCENARIOS.includes(scenario))
      throw new GameRuleError(`Unknown scenario ${JSON.stringify(scenario)}`);
    return o.bid ? { scenario, bid: true } : { scenario };
  },
  optionsJson(options) {
    return options.bid ? { scenario: options.scenario, bid: true } : { scenario: options.scenario };
  },

  newGame: (seed, options) => rule(() => newGame(seed, options)),

  decision(s) {
    const d = decision(s);
    return d ? { seat: seatOf(s, d.player), kind: d.kind, prompt: d.prompt, actions: d.actions } : null;
  },

  parseAction(input) {
    if (!input || typeof input !== "object" || Array.isArray(input))
      throw new GameRuleError('An action must be an object such as {"t":"space","space":12}');
    const t = (input as { t?: unknown }).t;
    if (typeof t !== "string" || !ACTION_KINDS.has(t))
      throw new GameRuleError(`action.t must be one of ${[...ACTION_KINDS].join(", ")}`);
    // Every field must be a string, a number or a boolean: the action is then compared with the
    // legal ones by key, so nothing else in it can reach the engine.
    for (const [k, v] of Object.entries(input)) {
      if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean")
        throw new GameRuleError(`action.${k} must be a string or a number`);
    }
    return input as Action;
  },
  actionKey,
  legalAction: legal,
  apply: (s, a) => rule(() => apply(s, legal(s, a))),
  applyInPlace: (s, a) => rule(() => applyInPlace(s, legal(s, a))),
  clone: cloneState,

  // The engine's view plus the table's scoring preview; the screen's also has the decider's odds.
  view: (s, viewer) => viewFor(s, viewer),
  screenView: (s, viewer) => screenViewFor(s, viewer),

  revealed(s) {
    return {
      ...view(s, "observer"),
      // Every entry whole (nothing redacted), with its English sentence as views carry it.
      log: s.log.map((e) => ({ ...e, text: logText(e) })),
      hands: { com: s.hands.com.slice(), dem: s.hands.dem.slice() },
      aside: { com: s.aside.com.slice(), dem: s.aside.dem.slice() },
      powerHands: s.ps ? { com: s.ps.hands.com.slice(), dem: s.ps.hands.dem.slice() } : null,
    };
  },

  roleOf: (s, seat) => sideOf(s, seat),

  result(s) {
    const r = s.result;
    return r ? { winner: r.winner === null ? null : seatOf(s, r.winner), reason: r.reason } : null;
  },

  metrics,

  canUndo: (s, seat) => canUndo(s, sideOf(s, seat)),

  resign: (s, seat) => rule(() => resign(s, sideOf(s, seat))),

  hash: stateHash,
  serialize: (s) => JSON.stringify(s),
  deserialize: (text) => JSON.parse(text) as State,

  determinize: (s, seat, seed) => determinize(s, sideOf(s, seat), seed),

  record(seed, options, actions) {
    const r = rule(() => replay(makeRecord(seed, options, actions)));
    return makeRecord(seed, options, actions, r.state);
  },

  replay(record) {
    const r = rule(() => replay(record as Parameters<typeof replay>[0]));
    return { state: r.state, actions: (record as { actions: readonly Action[] }).actions, hashOk: r.hashOk };
  },

  publicSummary,

  describeAction: (_s, a) => renderText(actionText(a)),

  searchHooks: DOF_SEARCH_HOOKS,

  text: DOF_TEXT,
};
