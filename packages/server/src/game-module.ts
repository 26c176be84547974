// The server knows games only through the platform's game-module interface.
import { type AnyGameModule, botContext, findBot, GameRuleError, type Seat } from "@dawn/platform";

export type { AnyGameModule, GameModule, Outcome as GameOutcome, Seat, Turn, Viewer } from "@dawn/platform";
export { GameRuleError };

/** A bot's choice for the pending decision of `s` (the seat must be the deciding one). */
export function botChoose(m: AnyGameModule, bot: string, s: unknown, seat: Seat, seed: number): unknown {
  const spec = findBot(m, bot);
  const d = m.decision(s);
  if (!d) throw new GameRuleError("The game is over");
  if (d.seat !== seat) throw new GameRuleError(`It is not seat ${seat}'s decision`);
  if (d.actions.length === 1) return d.actions[0];
  return spec.create().choose(botContext(m, s, seed >>> 0));
}

/** The seat ids of a module, in seating order. */
export function seatIds(m: AnyGameModule): Seat[] {
  return m.seats.map((s) => s.id);
}

/** The next state and the legal action as the module lists it (what gets stored). */
export function applyLegal(m: AnyGameModule, s: unknown, a: unknown): { state: unknown; action: unknown } {
  const action = m.legalAction(s, a);
  return { state: m.apply(s, action), action };
}
