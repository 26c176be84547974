// A toy title for tests: Nim (take 1 to 3 stones; who takes the last one wins), with a secret
// number per seat so that views differ. It shows that the shells know no game but through the
// GameModule interface.
import type { BotSpec } from "../bots.ts";
import { GameRuleError } from "../errors.ts";
import type { GameModule, Seat } from "../module.ts";

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

/** FNV-1a over the JSON text, 32 bits, as hex. */
function hash(s: NimState): string {
  const text = JSON.stringify(s);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
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

function nimBot(id: string, choose: (s: NimState) => NimAction): BotSpec<NimState, NimAction, unknown> {
  return {
    id,
    label: { en: id },
    description: { en: `The ${id} bot` },
    create: () => ({ choose: (ctx) => choose(ctx.sample(ctx.seed)) }),
  };
}

function legalOf(s: NimState, a: NimAction): NimAction {
  const l = legal(s).find((x) => x.take === a.take);
  if (!l) throw new GameRuleError(`Cannot take ${a.take}`);
  return l;
}

export const nim: GameModule<NimState, NimAction, NimOptions> = {
  id: "nim",
  aliases: [],
  title: { en: "Nim" },
  summary: { en: "Take 1 to 3 stones; who takes the last one wins." },
  version: 1,
  seats: SEATS.map((id) => ({ id, name: { en: id } })),
  options: [{ kind: "integer", key: "stones", label: { en: "Stones" }, default: 10, min: 1, max: 100 }],
  bots: [
    nimBot("greedy", (s) => {
      const want = s.stones % 4;
      return { take: want === 0 ? 1 : want };
    }),
    nimBot("broken", () => {
      throw new Error("this bot always fails");
    }),
  ],
  defaultBot: "broken",
  parseOptions(input) {
    const o = (input ?? {}) as { stones?: unknown };
    const stones = o.stones ?? 10;
    if (typeof stones !== "number" || !Number.isInteger(stones) || stones < 1 || stones > 100) {
      throw new GameRuleError("stones: 1 to 100");
    }
    return { stones };
  },
  optionsJson: (o) => ({ stones: o.stones }),
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
  actionKey: (a) => `take:${a.take}`,
  legalAction: legalOf,
  apply: (s, a) => play(s, legalOf(s, a)),
  applyInPlace(s, a) {
    Object.assign(s, play(s, legalOf(s, a)));
  },
  clone: (s) => structuredClone(s),
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
  metrics: (s) => ({ stones: s.stones }),
  // Every move hands the turn over, and the other seat is then asked: nothing is ever taken back.
  canUndo() {
    return false;
  },
  resign(s, seat) {
    if (s.result) throw new GameRuleError("The game is over");
    return { ...s, result: { winner: seat === "first" ? "second" : "first", reason: "resignation" } };
  },
  hash,
  determinize: (s, seat, seed) => ({
    ...s,
    secret: Object.fromEntries(SEATS.map((x) => [x, x === seat ? s.secret[x]! : seed % 50])),
  }),
  serialize: (s) => JSON.stringify(s),
  deserialize: (t) => JSON.parse(t) as NimState,
  record(seed, options, actions) {
    let s = nim.newGame(seed, options);
    for (const a of actions) s = nim.apply(s, a);
    return { game: "nim", seed, options, actions, hash: hash(s) };
  },
  replay(record) {
    const r = record as { seed: number; options: NimOptions; actions: NimAction[]; hash?: string };
    let s = nim.newGame(r.seed, r.options);
    for (const a of r.actions) s = nim.apply(s, a);
    return { state: s, actions: r.actions, hashOk: r.hash === undefined ? null : r.hash === hash(s) };
  },
  publicSummary(s) {
    return { stones: s.stones, result: s.result };
  },
  describeAction(_s, a) {
    return `takes ${a.take}`;
  },
};
