// A toy game for tests: Nim (take 1 to 3 stones; who takes the last one wins), with a secret
// number per seat so that views differ. It shows that the server knows no game but through
// the GameModule interface.
import { createHash } from "node:crypto";
import { type GameModule, GameRuleError, type Seat } from "../src/game-module.ts";

export interface NimState {
  readonly stones: number;
  readonly turn: number;
  readonly secret: Readonly<Record<Seat, number>>;
  readonly history: readonly { seat: Seat; take: number }[];
  readonly result: { winner: Seat | null; reason: string } | null;
}
export interface NimAction {
  readonly take: number;
}
export interface NimOptions {
  readonly stones: number;
}

const SEATS = ["first", "second"] as const;

function legal(s: NimState): NimAction[] {
  if (s.result) return [];
  return [1, 2, 3].filter((n) => n <= s.stones).map((take) => ({ take }));
}

function hash(s: NimState): string {
  return createHash("sha256").update(JSON.stringify(s)).digest("hex").slice(0, 16);
}

function play(s: NimState, a: NimAction): NimState {
  const seat = SEATS[s.turn]!;
  const stones = s.stones - a.take;
  return {
    stones,
    turn: 1 - s.turn,
    secret: s.secret,
    history: [...s.history, { seat, take: a.take }],
    result: stones === 0 ? { winner: seat, reason: "lastStone" } : null,
  };
}

export const nim: GameModule<NimState, NimAction, NimOptions> = {
  id: "nim",
  title: "Nim",
  version: 1,
  seats: SEATS,
  bots: ["greedy", "broken"],
  parseOptions(input) {
    const o = (input ?? {}) as { stones?: unknown };
    const stones = o.stones ?? 10;
    if (typeof stones !== "number" || !Number.isInteger(stones) || stones < 1 || stones > 100) {
      throw new GameRuleError("stones: 1 to 100");
    }
    return { stones };
  },
  newGame(seed, options) {
    return {
      stones: options.stones,
      turn: 0,
      secret: { first: seed % 97, second: seed % 89 },
      history: [],
      result: null,
    };
  },
  decision(s) {
    if (s.result) return null;
    return { seat: SEATS[s.turn]!, kind: "take", prompt: "Take 1 to 3 stones", actions: legal(s) };
  },
  parseAction(input) {
    if (!input || typeof input !== "object" || typeof (input as NimAction).take !== "number") {
      throw new GameRuleError("Send {take: n}");
    }
    return { take: (input as NimAction).take };
  },
  apply(s, a) {
    const l = legal(s).find((x) => x.take === a.take);
    if (!l) throw new GameRuleError(`Cannot take ${a.take}`);
    return { state: play(s, l), action: l };
  },
  view(s, viewer) {
    const turnSeat = SEATS[s.turn]!;
    return {
      stones: s.stones,
      turn: s.result ? null : turnSeat,
      mySecret: viewer === "observer" ? null : s.secret[viewer],
      actions: viewer === turnSeat && !s.result ? legal(s) : null,
      result: s.result,
    };
  },
  revealed(s) {
    return s;
  },
  roleOf(_s, seat) {
    return seat;
  },
  result(s) {
    return s.result;
  },
  canUndo(s, seat) {
    return !s.result && s.history.length > 0 && s.history[s.history.length - 1]!.seat === seat;
  },
  resign(s, seat) {
    if (s.result) throw new GameRuleError("The game is over");
    return { ...s, result: { winner: seat === "first" ? "second" : "first", reason: "resignation" } };
  },
  hash,
  serialize: (s) => JSON.stringify(s),
  deserialize: (t) => JSON.parse(t) as NimState,
  record(seed, options, actions) {
    let s = nim.newGame(seed, options);
    for (const a of actions) s = nim.apply(s, a).state;
    return { game: "nim", seed, options, actions, hash: hash(s) };
  },
  replay(record) {
    const r = record as { seed: number; options: NimOptions; actions: NimAction[]; hash?: string };
    let s = nim.newGame(r.seed, r.options);
    for (const a of r.actions) s = nim.apply(s, a).state;
    return { state: s, hashOk: r.hash === undefined ? null : r.hash === hash(s) };
  },
  describeAction(_s, a) {
    return `takes ${a.take}`;
  },
  botChoose(bot, s) {
    if (bot === "broken") throw new Error("this bot always fails");
    const want = s.stones % 4;
    return { take: want === 0 ? 1 : want };
  },
};
