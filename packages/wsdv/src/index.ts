// Wir sind das Volk! as a title of the platform: the game-module adapter over @dawn/wsdv-engine.
// Seats are the two states, "west" (FRG) and "east" (GDR); a seat always plays its own state.
// Options are the rules version (2014 or 2016); fixtures (fixed deck orders) reach newGame only from
// tests, never from a client (parseOptions refuses them).
import { checkOptions, GameRuleError, type OptionSpec, type SearchableModule } from "@dawn/platform";
import {
  type Action,
  actionKey,
  apply,
  applyInPlace,
  CARDS,
  CITIES,
  CONNECTIONS,
  canUndo,
  cloneState,
  decision,
  determinize,
  ENGINE_VERSION,
  GAME_ID,
  IllegalAction,
  makeRecord,
  newGame,
  type Options,
  PROVINCES,
  RecordError,
  type RulesVersion,
  replay,
  resign,
  type Side,
  type State,
  socialistsOnBoard,
  stateHash,
  stateProtests,
  type View,
  view,
} from "@dawn/wsdv-engine";
import { WSDV_BOTS } from "./bots.ts";
import { actionText, publicSummary } from "./describe.ts";
import { WSDV_SEARCH_HOOKS } from "./search.ts";
import { wsdvText } from "./text.ts";

export { cardWorth, heuristicChoose, heuristicScores } from "./bots.ts";
export { actionText, cardName, phaseName, publicSummary } from "./describe.ts";
export { evaluate, project } from "./eval.ts";
export { EVAL_SCALE, eastWinChance, WSDV_SEARCH_HOOKS } from "./search.ts";
export { cardLine, cardText, renderBoard, wsdvText } from "./text.ts";

const RULES: readonly RulesVersion[] = ["2014", "2016"];

/** The options of a new game, as the new-game form and the CLI show them. */
export const WSDV_OPTIONS: readonly OptionSpec[] = [
  {
    kind: "choice",
    key: "rules",
    label: { en: "Rules", fr: "Règles", zh: "規則版本" },
    help: {
      en: "The 2016 revision (rules 2.0) starts with less unrest in the West's supplier provinces and one socialist, makes East pay for the special card, and limits hands at a new decade.",
      fr: "La révision de 2016 (règles 2.0) commence avec moins d'agitation dans les provinces nourricières de l'Ouest et un socialiste, fait payer la carte spéciale à l'Est et limite les mains au début d'une décennie.",
      zh: "2016 年修訂版（規則 2.0）：西方補給省份開局動亂較少、只有一名社會主義者，東方取用特殊牌需付代價，新十年開始時限制手牌。",
    },
    default: "2016",
    choices: [
      {
        value: "2016",
        label: { en: "2016 (rules 2.0)", fr: "2016 (règles 2.0)", zh: "2016（規則 2.0）" },
      },
      {
        value: "2014",
        label: { en: "2014 (first edition)", fr: "2014 (première édition)", zh: "2014（初版）" },
        help: {
          en: "The French rules as printed in 2014.",
          fr: "Les règles françaises telles qu'imprimées en 2014.",
          zh: "2014 年印行的法文規則。",
        },
      },
    ],
  },
];

function isSide(x: unknown): x is Side {
  return x === "west" || x === "east";
}

function sideOf(seat: string): Side {
  if (!isSide(seat)) throw new GameRuleError(`Unknown seat ${JSON.stringify(seat)}: use west or east`);
  return seat;
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

// ---- Actions as clients send them -------------------------------------------------------------------

type FieldCheck = (v: unknown) => boolean;
const int =
  (lo: number, hi: number): FieldCheck =>
  (v) =>
    typeof v === "number" && Number.isInteger(v) && v >= lo && v <= hi;
const oneOf =
  (...xs: readonly (string | number)[]): FieldCheck =>
  (v) =>
    (typeof v === "string" || typeof v === "number") && xs.includes(v);
const isCard = (v: unknown) => int(1, CARDS.length - 1)(v) && CARDS[v as number] !== undefined;

/** The fields of each kind of action and what they accept. */
const SHAPES: Readonly<Record<Action["t"], Readonly<Record<string, FieldCheck>>>> = {
  play: { card: isCard, use: oneOf("unrest", "build", "ls", "event") },
  police: {},
  province: { province: int(0, PROVINCES.length - 1) },
  city: { city: int(0, CITIES.length - 1) },
  line: { conn: int(0, CONNECTIONS.length - 1) },
  sector: { sector: oneOf("french", "british", "american") },
  card: { card: isCard },
  group: { group: int(0, 7) },
  skip: { skip: (v) => oneOf("nothing", "prestige", "currency", "socialism")(v) || int(0, 7)(v) },
  box: { box: int(-6, 6) },
  option: { option: oneOf("done", "none", "westDraws", "lookHand", "lookDeck") },
};

/** Checks the shape of a client's action (not its legality); throws GameRuleError. */
export function parseAction(input: unknown): Action {
  if (!input || typeof input !== "object" || Array.isArray(input))
    throw new GameRuleError('An action must be an object such as {"t":"province","province":3}');
  const o = input as Record<string, unknown>;
  const t = o.t;
  if (typeof t !== "string" || !Object.hasOwn(SHAPES, t))
    throw new GameRuleError(`action.t must be one of ${Object.keys(SHAPES).join(", ")}`);
  const shape = SHAPES[t as Action["t"]];
  for (const k of Object.keys(o)) {
    if (k === "t") continue;
    const ok = Object.hasOwn(shape, k) ? shape[k]! : null;
    if (!ok) throw new GameRuleError(`A ${t} action has no field ${JSON.stringify(k)}`);
    if (!ok(o[k])) throw new GameRuleError(`action.${k} is not valid for a ${t} action`);
  }
  for (const k of Object.keys(shape))
    if (!Object.hasOwn(o, k)) throw new GameRuleError(`A ${t} action needs a field ${JSON.stringify(k)}`);
  // A fresh plain object: nothing else of the client's value (prototype, getters) goes on.
  const out: Record<string, unknown> = { t };
  for (const k of Object.keys(shape)) out[k] = o[k];
  return out as Action;
}

/** The legal action equal to `a`, or a GameRuleError naming the decision. */
function legal(s: State, a: Action): Action {
  const d = decision(s);
  if (!d) throw new GameRuleError("The game is over");
  let key: string;
  try {
    key = actionKey(a);
  } catch {
    throw new GameRuleError(`Not an action: ${JSON.stringify(a)}`);
  }
  for (const l of d.actions) if (actionKey(l) === key) return l;
  throw new GameRuleError(`Illegal action ${key}: ${d.prompt}`);
}

function parseRecordOptions(o: Options): Options {
  return o.fixture ? { rules: o.rules ?? "2016", fixture: o.fixture } : { rules: o.rules ?? "2016" };
}

export const wsdv: SearchableModule<State, Action, Options, View> = {
  id: "wsdv",
  aliases: ["wir-sind-das-volk", "wirsinddasvolk"],
  title: {
    en: "Wir sind das Volk!",
    fr: "Wir sind das Volk !",
    zh: "Wir sind das Volk!（我們就是人民！）",
  },
  summary: {
    en: "Divided Germany from 1945 to 1989 for two players: West and East build their economies and raise living standards while unrest grows, until one state collapses (histogame, 2014; 2016 rules).",
    fr: "L'Allemagne divisée de 1945 à 1989, à deux joueurs : l'Ouest et l'Est bâtissent leur économie et élèvent le niveau de vie tandis que l'agitation monte, jusqu'à l'effondrement d'un des deux États (histogame, 2014 ; règles 2016).",
    zh: "1945 至 1989 年分裂的德國，雙人對戰：西德與東德建設經濟、提高生活水準，同時動亂滋長，直到其中一國崩潰（histogame，2014；2016 年規則）。",
  },
  version: ENGINE_VERSION,
  seats: [
    { id: "west", name: { en: "West (FRG)", fr: "Ouest (RFA)", zh: "西德（聯邦德國）" } },
    { id: "east", name: { en: "East (GDR)", fr: "Est (RDA)", zh: "東德（民主德國）" } },
  ],
  options: WSDV_OPTIONS,
  bots: WSDV_BOTS,
  defaultBot: "heuristic",

  parseOptions(input) {
    const o = checkOptions(WSDV_OPTIONS, input);
    const rules = o.rules as RulesVersion;
    if (!RULES.includes(rules)) throw new GameRuleError(`Unknown rules version ${JSON.stringify(rules)}`);
    return { rules };
  },
  optionsJson: (options) => ({ rules: options.rules ?? "2016" }),

  newGame(seed, options) {
    try {
      return newGame(seed, options);
    } catch (e) {
      // Bad options or seed (a fixture from a test): the caller's fault.
      throw new GameRuleError((e as Error).message);
    }
  },

  decision(s) {
    const d = decision(s);
    return d ? { seat: d.player, kind: d.kind, prompt: d.prompt, actions: d.actions } : null;
  },

  parseAction,
  actionKey,
  legalAction: legal,
  apply: (s, a) => rule(() => apply(s, legal(s, a))),
  applyInPlace: (s, a) => rule(() => applyInPlace(s, legal(s, a))),
  clone: cloneState,

  view: (s, viewer) => view(s, viewer === "observer" ? "observer" : sideOf(viewer)),

  revealed(s) {
    return {
      ...view(s, "observer"),
      log: s.log.map((e) => ({ ...e })),
      hands: { west: s.hands.west.slice(), east: s.hands.east.slice() },
      deck: s.deck.slice().reverse(),
      buried: s.buried.slice(),
      removed: s.removed.slice(),
    };
  },

  roleOf: (_s, seat) => sideOf(seat),

  result(s) {
    const r = s.result;
    return r ? { winner: r.winner, reason: r.reason } : null;
  },

  metrics: (s) => ({
    decade: s.decade,
    turns: s.turns,
    prestige: s.prestige,
    currency: s.currency,
    socialism: s.socialism,
    westProtests: stateProtests(s, "west"),
    eastProtests: stateProtests(s, "east"),
    socialists: socialistsOnBoard(s),
  }),

  canUndo: (s, seat) => canUndo(s, sideOf(seat)),

  resign: (s, seat) => rule(() => resign(s, sideOf(seat))),

  hash: stateHash,
  serialize: (s) => JSON.stringify(s),
  deserialize: (text) => JSON.parse(text) as State,

  determinize: (s, seat, seed) => determinize(s, sideOf(seat), seed),

  record(seed, options, actions) {
    const o = parseRecordOptions(options);
    const r = rule(() => replay(makeRecord(seed, o, actions)));
    return makeRecord(seed, o, actions, r.state);
  },

  replay(record) {
    const r = rule(() => replay(record as Parameters<typeof replay>[0]));
    return { state: r.state, actions: (record as { actions: readonly Action[] }).actions, hashOk: r.hashOk };
  },

  publicSummary,

  describeAction: (s, a) => actionText(s, decision(s), a),

  text: wsdvText,

  searchHooks: WSDV_SEARCH_HOOKS,
};

export { GAME_ID };
