// Dice shown as dice: the face, the modifiers, the total against the number needed.
import type { Entry } from "./logtext.ts";
import { tr } from "./text.ts";

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** One die face (1-6), with its number for screen readers. */
export function Die({ n, side }: { n: number; side?: string | undefined }) {
  return (
    <svg
      class={`die${side ? ` ${side}` : ""}`}
      viewBox="-12 -12 24 24"
      role="img"
      aria-label={tr("dieShows", { n })}
    >
      <rect x="-11" y="-11" width="22" height="22" rx="5" />
      {(PIPS[n] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x * 6} cy={y * 6} r="2.3" />
      ))}
    </svg>
  );
}

interface RollFields {
  readonly die?: number;
  readonly total?: number;
  readonly need?: number | null;
  readonly success?: boolean | null;
  readonly side?: string;
}

/** The die of an entry that records a roll (structured log entries carry `die`), else nothing. */
export function DiceOf({ e }: { e: Entry }) {
  const r = e as Entry & RollFields;
  if (typeof r.die !== "number") return null;
  return (
    <span class={`roll${r.success === true ? " ok" : r.success === false ? " fail" : ""}`}>
      <Die n={r.die} side={r.side} />
      {typeof r.total === "number" && r.total !== r.die ? <b class="total">= {r.total}</b> : null}
      {typeof r.need === "number" ? <small class="need">{tr("needN", { n: r.need })}</small> : null}{" "}
    </span>
  );
}
