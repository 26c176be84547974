// The 1989: Dawn of Freedom adapter: the only file of the server that knows this game.
// Seats are the provisional sides "com" and "dem". With the balance bid (13.0) the two seats bid
// first; afterwards `sidesSwapped` tells whether the seat "com" plays the Democrat.

import { createBot } from "@dawn/bots";
import {
  type Action,
  actionKey,
  actionText,
  apply,
  canUndo,
  decision,
  ENGINE_VERSION,
  GAME_ID,
  IllegalAction,
  makeRecord,
  newGame,
  type Options,
  other,
  RecordError,
  renderText,
  replay,
  resign,
  type Side,
  type State,
  stateHash,
  view,
} from "@dawn/engine";
import { type GameModule, GameRuleError, type Seat, type Viewer } from "../game-module.ts";

const BOT_NAMES = ["random", "heuristic"] as const;
type BotName = (typeof BOT_NAMES)[number];

const SCENARIOS = ["standard", "dem+1", "dem+2"] as const;

function isSide(x: unknown): x is Side {
  return x === "com" || x === "dem";
}

function sideOf(s: State, seat: Seat): Side {
  if (!isSide(seat)) throw new GameRuleError(`Unknown seat ${JSON.stringify(seat)}`);
  return s.sidesSwapped ? other(seat) : seat;
}

function seatOf(s: State, side: Side): Seat {
  return s.sidesSwapped ? other(side) : side;
}

export const dof: GameModule<State, Action, Options> = {
  id: GAME_ID,
  title: "1989: Dawn of Freedom",
  version: ENGINE_VERSION,
  seats: ["com", "dem"],
  bots: BOT_NAMES,

  parseOptions(input) {
    const o = (input ?? {}) as Record<string, unknown>;
    if (typeof o !== "object" || Array.isArray(o)) throw new GameRuleError("options must be an object");
    for (const k of Object.keys(o)) {
      if (k !== "scenario" && k !== "bid") throw new GameRuleError(`Unknown option ${JSON.stringify(k)}`);
    }
    const scenario = o.scenario ?? "standard";
    if (!SCENARIOS.includes(scenario as (typeof SCENARIOS)[number])) {
      throw new GameRuleError(`Unknown scenario ${JSON.stringify(scenario)}: use standard, dem+1 or dem+2`);
    }
    if (o.bid !== undefined && typeof o.bid !== "boolean")
      throw new GameRuleError("bid must be true or false");
    return o.bid
      ? { scenario: scenario as Options["scenario"], bid: true }
      : { scenario: scenario as Options["scenario"] };
  },

  newGame(seed, options) {
    try {
      return newGame(seed, options);
    } catch (e) {
      throw new GameRuleError((e as Error).message);
    }
  },

  decision(s) {
    const d = decision(s);
    return d ? { seat: seatOf(s, d.player), kind: d.kind, prompt: d.prompt, actions: d.actions } : null;
  },

  parseAction(input) {
    if (!input || typeof input !== "object" || Array.isArray(input)) {
      throw new GameRuleError('action must be an object such as {"t":"space","space":12}');
    }
    if (typeof (input as { t?: unknown }).t !== "string")
      throw new GameRuleError("action.t must be a string");
    return input as Action;
  },

  apply(s, a) {
    const d = decision(s);
    if (!d) throw new GameRuleError("The game is over");
    const key = actionKey(a);
    const legal = d.actions.find((l) => actionKey(l) === key);
    if (!legal) throw new GameRuleError(`Illegal action ${key}: ${d.prompt}`);
    try {
      return { state: apply(s, legal), action: legal };
    } catch (e) {
      if (e instanceof IllegalAction) throw new GameRuleError(e.message);
      throw e;
    }
  },

  view(s, viewer: Viewer) {
    return view(s, viewer === "observer" ? "observer" : sideOf(s, viewer));
  },

  revealed(s) {
    return {
      ...view(s, "observer"),
      log: s.log.map((e) => ({ ...e })),
      hands: { com: s.hands.com.slice(), dem: s.hands.dem.slice() },
      aside: { com: s.aside.com.slice(), dem: s.aside.dem.slice() },
      powerHands: s.ps ? { com: s.ps.hands.com.slice(), dem: s.ps.hands.dem.slice() } : null,
    };
  },

  roleOf(s, seat) {
    return sideOf(s, seat);
  },

  result(s) {
    const r = s.result;
    if (!r) return null;
    return { winner: r.winner === null ? null : seatOf(s, r.winner), reason: r.reason };
  },

  canUndo(s, seat) {
    return canUndo(s, sideOf(s, seat));
  },

  resign(s, seat) {
    try {
      return resign(s, sideOf(s, seat));
    } catch (e) {
      if (e instanceof IllegalAction) throw new GameRuleError(e.message);
      throw e;
    }
  },

  hash: stateHash,
  serialize: (s) => JSON.stringify(s),
  deserialize: (text) => JSON.parse(text) as State,

  record(seed, options, actions) {
    const r = replay(makeRecord(seed, options, actions));
    return makeRecord(seed, options, actions, r.state);
  },

  replay(record) {
    try {
      const r = replay(record as Parameters<typeof replay>[0]);
      return { state: r.state, hashOk: r.hashOk };
    } catch (e) {
      if (e instanceof RecordError) throw new GameRuleError(e.message);
      throw e;
    }
  },

  describeAction(_s, a) {
    return renderText(actionText(a));
  },

  botChoose(bot, s, seat, seed) {
    if (!BOT_NAMES.includes(bot as BotName)) throw new GameRuleError(`Unknown bot ${JSON.stringify(bot)}`);
    const d = decision(s);
    if (!d) throw new GameRuleError("The game is over");
    if (seatOf(s, d.player) !== seat) throw new GameRuleError(`It is not seat ${seat}'s decision`);
    if (d.actions.length === 1) return d.actions[0]!;
    // The bot gets the state determinized for its side (it learns nothing it could not see) and
    // may look ahead through the engine on that copy.
    return createBot(bot as BotName).chooseFromState(s, d.player, seed >>> 0);
  },
};
