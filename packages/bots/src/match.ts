// Plays whole games between two bots through the engine's public door.
import {
  type Action,
  applyInPlace,
  decision,
  newGame,
  type Options,
  type Result,
  type Side,
} from "@dawn/engine";
import type { Bot } from "./index.ts";

/** One seat's play-balance bid: the side it asked for and the SPs it offered. */
export interface BidChoice {
  readonly side: Side;
  readonly sps: number;
}

export interface GameOutcome {
  readonly seed: number;
  readonly result: Result;
  /** Number of actions taken. */
  readonly actions: number;
  readonly turn: number;
  /** With a bid (13.0): true when the seat that started as com played the Democrat. */
  readonly sidesSwapped: boolean;
  /** With a bid: what each seat (named after its provisional side) bid; null without a bid. */
  readonly bids: { readonly com: BidChoice; readonly dem: BidChoice } | null;
  /** The actions, when asked for (to write a record). */
  readonly record?: readonly Action[];
}

/**
 * One game: `bots.com` plays the Communist, `bots.dem` the Democrat (with a bid, the seats that
 * start as com/dem). Each decision goes to the deciding seat's bot, with the full state handed to
 * chooseFromState (which determinizes it: no hidden information leaks).
 */
export function playGame(
  bots: { readonly com: Bot; readonly dem: Bot },
  seed: number,
  options: Options = { scenario: "standard" },
  keepActions = false,
  maxActions = 50_000,
): GameOutcome {
  const s = newGame(seed, options);
  const record: Action[] = [];
  for (let i = 0; i < maxActions; i++) {
    const d = decision(s);
    if (!d) {
      return {
        seed,
        result: s.result!,
        actions: i,
        turn: s.turn,
        sidesSwapped: s.sidesSwapped,
        bids: s.bids?.com && s.bids.dem ? { com: { ...s.bids.com }, dem: { ...s.bids.dem } } : null,
        ...(keepActions ? { record } : {}),
      };
    }
    const seat: Side = s.sidesSwapped ? (d.player === "com" ? "dem" : "com") : d.player;
    const bot = bots[seat];
    const a =
      d.actions.length === 1 ? d.actions[0]! : bot.chooseFromState(s, d.player, (seed * 7919 + i) >>> 0);
    if (keepActions) record.push(a);
    applyInPlace(s, a);
  }
  throw new Error(`Game of seed ${seed} did not end within ${maxActions} actions`);
}
