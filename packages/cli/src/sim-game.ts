// One simulated game (shared by the main thread and the workers).
import { type BidChoice, type BotName, createBot, playGame } from "@dawn/bots";
import type { ResultReason, Scenario, Side } from "@dawn/engine";

export interface SimJob {
  readonly index: number;
  readonly scenario: Scenario;
  readonly seed: number;
  /** The bots in the seats; with a bid the seats are named after their provisional sides. */
  readonly com: BotName;
  readonly dem: BotName;
  /** Play the balance bid of rule 13.0 first. */
  readonly bid: boolean;
}

export interface SimResult {
  readonly index: number;
  readonly scenario: Scenario;
  readonly seed: number;
  /** The bot that played the Communist (after any bid swap). */
  readonly com: BotName;
  /** The bot that played the Democrat (after any bid swap). */
  readonly dem: BotName;
  readonly bid: boolean;
  /** With a bid: the bots' bids (who bid, the side asked for, the SPs offered); else null. */
  readonly bids: readonly { readonly bot: BotName; readonly side: Side; readonly sps: number }[] | null;
  /** With a bid: true when the bot seated as Communist ended up playing the Democrat. */
  readonly swapped: boolean;
  readonly winner: Side | null;
  readonly reason: ResultReason;
  readonly vp: number;
  readonly turn: number;
  readonly actions: number;
  readonly ms: number;
}

export function runJob(job: SimJob): SimResult {
  const t = performance.now();
  const g = playGame(
    { com: createBot(job.com), dem: createBot(job.dem) },
    job.seed,
    job.bid ? { scenario: job.scenario, bid: true } : { scenario: job.scenario },
  );
  const swapped = g.sidesSwapped;
  const bid = (bot: BotName, b: BidChoice) => ({ bot, side: b.side, sps: b.sps });
  return {
    index: job.index,
    scenario: job.scenario,
    seed: job.seed,
    com: swapped ? job.dem : job.com,
    dem: swapped ? job.com : job.dem,
    bid: job.bid,
    bids: g.bids ? [bid(job.com, g.bids.com), bid(job.dem, g.bids.dem)] : null,
    swapped,
    winner: g.result.winner,
    reason: g.result.reason,
    vp: g.result.vp,
    turn: g.turn,
    actions: g.actions,
    ms: Math.round(performance.now() - t),
  };
}
