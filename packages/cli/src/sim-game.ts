// One simulated game (shared by the main thread and the workers).
import { type BotName, createBot, playGame } from "@dawn/bots";
import type { ResultReason, Scenario, Side } from "@dawn/engine";

export interface SimJob {
  readonly index: number;
  readonly scenario: Scenario;
  readonly seed: number;
  readonly com: BotName;
  readonly dem: BotName;
}

export interface SimResult {
  readonly index: number;
  readonly scenario: Scenario;
  readonly seed: number;
  readonly com: BotName;
  readonly dem: BotName;
  readonly winner: Side | null;
  readonly reason: ResultReason;
  readonly vp: number;
  readonly turn: number;
  readonly actions: number;
  readonly ms: number;
}

export function runJob(job: SimJob): SimResult {
  const t = performance.now();
  const g = playGame({ com: createBot(job.com), dem: createBot(job.dem) }, job.seed, {
    scenario: job.scenario,
  });
  return {
    ...job,
    winner: g.result.winner,
    reason: g.result.reason,
    vp: g.result.vp,
    turn: g.turn,
    actions: g.actions,
    ms: Math.round(performance.now() - t),
  };
}
