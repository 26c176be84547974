// Clocks, as pure functions over a JSON state kept in the game's row (column `clock`), changed in
// the same write as the move that changes them, so every process sees the same clock and a
// restart loses nothing. Two kinds:
// - live: a time bank per seat plus an increment per decision (e.g. 30 min + 30 s);
// - days (correspondence): a fixed time per move (e.g. 3 days), and a yearly allowance of away
//   days per seat that a move taking longer uses up (renewed each calendar year, UTC).
// The stored `deadline` (when the running clock runs out) is what the sweeper looks for.
import type { Seat } from "@dawn/platform";

export const DAY_MS = 86_400_000;

export type ClockSpec =
  | { readonly kind: "live"; readonly initialMs: number; readonly incrementMs: number }
  | { readonly kind: "days"; readonly perMoveMs: number; readonly awayDays: number };

export interface ClockState {
  readonly spec: ClockSpec;
  /** live: the time left per seat (for the running seat, as it was at `since`). */
  readonly left: Readonly<Record<Seat, number>>;
  /** The seat whose clock runs, null when none does (waiting, finished). */
  readonly running: Seat | null;
  /** When the running clock started (ms since the epoch). */
  readonly since: number;
  /** Increments given since the running seat's turn began (an undo takes one back). */
  readonly bonus: number;
  /** days: away time used per seat in `year`. */
  readonly away: Readonly<Record<Seat, { readonly year: number; readonly usedMs: number }>>;
}

/** The running seat's time is up: its move is refused (the game is lost on time). */
export class Flagged extends Error {
  override readonly name = "Flagged";
  constructor(readonly seat: Seat) {
    super(`The clock of ${seat} has run out`);
  }
}

export function newClock(spec: ClockSpec, seats: readonly Seat[]): ClockState {
  const left: Record<Seat, number> = {};
  for (const s of seats) left[s] = spec.kind === "live" ? spec.initialMs : spec.perMoveMs;
  return { spec, left, running: null, since: 0, bonus: 0, away: {} };
}

function yearOf(at: number): number {
  return new Date(at).getUTCFullYear();
}

/** days: the away time a seat still has this year at `at`. */
export function awayLeft(c: ClockState, seat: Seat, at: number): number {
  if (c.spec.kind !== "days") return 0;
  const a = c.away[seat];
  const used = a && a.year === yearOf(at) ? a.usedMs : 0;
  return Math.max(0, c.spec.awayDays * DAY_MS - used);
}

/** The time a seat has for its decision, counted from the moment its clock started. */
function budget(c: ClockState, seat: Seat): number {
  if (c.spec.kind === "live") return c.left[seat] ?? 0;
  return c.spec.perMoveMs + awayLeft(c, seat, c.since);
}

/** The time left to a seat at `at` (live: its bank; days: the move's time plus its away days). */
export function timeLeft(c: ClockState, seat: Seat, at: number): number {
  if (c.running !== seat) return c.spec.kind === "live" ? (c.left[seat] ?? 0) : budget(c, seat);
  return Math.max(0, budget(c, seat) - (at - c.since));
}

/** When the running clock runs out, or null. */
export function deadlineOf(c: ClockState): number | null {
  return c.running === null ? null : c.since + budget(c, c.running);
}

/** How little time left counts as low: a tenth of a live clock (10 s to 5 min), a quarter of a move's time (at most 12 h). */
export function lowMs(spec: ClockSpec): number {
  if (spec.kind === "live") return Math.min(300_000, Math.max(10_000, spec.initialMs / 10));
  return Math.min(12 * 3_600_000, spec.perMoveMs / 4);
}

/**
 * When to warn the running seat, or null: only if its turn began with more than the low
 * threshold left (a player low on every move is told once, not on every move).
 */
export function lowAtOf(c: ClockState): number | null {
  const d = deadlineOf(c);
  if (d === null) return null;
  const at = d - lowMs(c.spec);
  return at > c.since ? at : null;
}

export interface ClockEvent {
  /** What happened: a decision, an undo, a resignation or a timeout (of `seat`); "start": the game began. */
  readonly kind: "action" | "undo" | "resign" | "timeout" | "start" | "stop";
  readonly seat: Seat | null;
  /** The seat that decides next (null: nobody, the game is over). */
  readonly next: Seat | null;
  readonly at: number;
}

/**
 * The clock after an event. The running seat is charged the time since its clock started; if
 * that was more than it had, the event is refused with Flagged (except the timeout itself).
 */
export function advance(c: ClockState, e: ClockEvent): ClockState {
  let left = c.left;
  let bonus = c.bonus;
  let away = c.away;
  const r = c.running;
  if (r !== null) {
    const used = Math.max(0, e.at - c.since);
    const had = budget(c, r);
    if (used > had && e.kind !== "timeout" && e.kind !== "stop") throw new Flagged(r);
    if (c.spec.kind === "live") {
      let rest = Math.max(0, had - used);
      if (e.kind === "action" && e.seat === r) {
        rest += c.spec.incrementMs;
        bonus = e.next === r ? bonus + 1 : 0;
      } else if (e.kind === "undo" && bonus > 0) {
        rest = Math.max(1, rest - c.spec.incrementMs);
        bonus--;
      }
      left = { ...left, [r]: rest };
    } else {
      // Time beyond the move's own comes out of the away days (of the year the move was made in).
      const over = Math.min(Math.max(0, used - c.spec.perMoveMs), awayLeft(c, r, c.since));
      if (over > 0 && e.kind !== "undo") {
        const year = yearOf(c.since);
        const before = c.away[r];
        away = {
          ...away,
          [r]: { year, usedMs: (before && before.year === year ? before.usedMs : 0) + over },
        };
      }
    }
  }
  if (e.next === null) return { ...c, left, away, bonus: 0, running: null, since: e.at };
  // An undo continues the same decision: days clocks keep counting from the turn's start.
  const keepDays = c.spec.kind === "days" && e.kind === "undo" && r === e.next;
  if (r !== e.next) bonus = 0;
  return { ...c, left, away, bonus, running: e.next, since: keepDays ? c.since : e.at };
}

/** Checks a clock requested by a client; throws a sentence when it is out of range. */
export function checkSpec(input: unknown): ClockSpec {
  const o = (input ?? {}) as Record<string, unknown>;
  const num = (k: string, min: number, max: number): number => {
    const v = o[k];
    if (typeof v !== "number" || !Number.isFinite(v) || v < min || v > max)
      throw new Error(`clock.${k} must be a number from ${min} to ${max}`);
    return v;
  };
  if (o.kind === "live") {
    const minutes = num("minutes", 0.05, 600);
    const increment = num("increment", 0, 600);
    return {
      kind: "live",
      initialMs: Math.round(minutes * 60_000),
      incrementMs: Math.round(increment * 1000),
    };
  }
  if (o.kind === "days") {
    const days = num("days", 0.5, 30);
    const away = num("awayDays", 0, 60);
    return { kind: "days", perMoveMs: Math.round(days * DAY_MS), awayDays: Math.round(away) };
  }
  throw new Error('clock.kind must be "live" or "days"');
}

/** A short name for lists: "30+30" (minutes + seconds), "3d". */
export function clockLabel(spec: ClockSpec): string {
  if (spec.kind === "live") return `${+(spec.initialMs / 60_000).toFixed(2)}+${spec.incrementMs / 1000}`;
  return `${+(spec.perMoveMs / DAY_MS).toFixed(2)}d`;
}
