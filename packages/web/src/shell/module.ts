// The interface between the game-agnostic shell and one game's interface module.
import type { User } from "./api.ts";

export interface SeatInfo {
  readonly id: string;
  readonly name: string;
}

/** What the shell knows about a game at one moment. */
export interface GameSnapshot<V = unknown> {
  readonly id: string;
  readonly seq: number;
  readonly view: V;
  readonly status: "waiting" | "active" | "finished";
  readonly seats: Readonly<Record<string, string | null>>;
  readonly canUndo: boolean;
  /** The seat this user plays (the one whose view this is, in hot-seat games); null: spectator. */
  readonly yourSeat: string | null;
  readonly hotseat: boolean;
}

export interface GameContext {
  readonly user: User | null;
  /** Sends an action for the seat shown; the shell adds seq (and seat in hot-seat games). */
  act(action: unknown): Promise<boolean>;
  undo(): Promise<boolean>;
  /** A short message at the bottom of the screen. */
  toast(message: string, kind?: "info" | "error"): void;
}

export interface GameUI<V = unknown> {
  update(snapshot: GameSnapshot<V>): void;
  /** A request is under way: block inputs. */
  busy(on: boolean): void;
  destroy(): void;
}

export interface OptionsForm {
  readonly el: HTMLElement;
  value(): Record<string, unknown>;
}

export interface GameModule<V = unknown> {
  readonly id: string;
  readonly title: string;
  readonly seats: readonly SeatInfo[];
  optionsForm(): OptionsForm;
  /** Short description of the options for lists, e.g. "Standard, bid". */
  describeOptions(options: unknown): string;
  mount(el: HTMLElement, ctx: GameContext): GameUI<V>;
  /** The seat that must act now, for hot-seat games (both seats on one screen). */
  seatToAct(view: V): string | null;
  /** Headline for a finished game. */
  resultText(view: V): string | null;
  /** Step-by-step replay of a finished game from its record, both hands shown. */
  mountReplay?(el: HTMLElement, record: unknown): { destroy(): void };
}

const registry = new Map<string, GameModule>();

export function registerGame<V>(m: GameModule<V>): void {
  registry.set(m.id, m as unknown as GameModule);
}

export function gameModule(id: string | undefined): GameModule {
  const m = (id && registry.get(id)) || registry.values().next().value;
  if (!m) throw new Error("No game module registered");
  return m;
}

export function gameModules(): GameModule[] {
  return [...registry.values()];
}
