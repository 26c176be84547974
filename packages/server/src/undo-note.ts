// Undos told to every client, now or later (the header's `undos`, see UndoInfo in
// @dawn/platform/protocol). Title-neutral: what an undo took out of the game is read from the
// spectator's view before and after it (the top-level arrays it shortened, such as a log), and
// kept as JSON with the undo's log entry, so it survives restarts and reaches other processes.
import { plainList } from "@dawn/platform";
import { UNDO_ITEMS_KEPT, type UndoInfo } from "@dawn/platform/protocol";
import { jsonEqual } from "./patch.ts";

export type UndoCut = NonNullable<UndoInfo["cut"]>;

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/**
 * What an undo took out of a view: for each top-level array of `before` that `after` keeps as a
 * shorter beginning, where it was cut and the first items taken back. Null when nothing was.
 */
export function undoCut(before: unknown, after: unknown): UndoCut | null {
  if (!isObject(before) || !isObject(after)) return null;
  let out: Record<string, { at: number; items: unknown[] }> | null = null;
  for (const k of Object.keys(before)) {
    const x = plainList(before[k]);
    const y = plainList(after[k]);
    if (!Array.isArray(x) || !Array.isArray(y) || y.length >= x.length) continue;
    let i = 0;
    while (i < y.length && (x[i] === y[i] || jsonEqual(x[i], y[i]))) i++;
    if (i < y.length) continue;
    (out ??= {})[k] = { at: i, items: x.slice(i, i + UNDO_ITEMS_KEPT) };
  }
  return out;
}

/** The note stored with an undo's log entry (its `action` column), as JSON. */
export function undoNoteJson(cut: UndoCut | null): string | null {
  return cut ? JSON.stringify({ cut }) : null;
}

/** An undo read back from its log entry; `moves` is the count of moves in effect after it. */
export function undoInfo(
  e: { readonly seq: number; readonly seat: string; readonly at: string; readonly action: string | null },
  moves: number,
): UndoInfo {
  let cut: unknown = null;
  try {
    cut = e.action ? (JSON.parse(e.action) as { cut?: unknown }).cut : null;
  } catch {
    cut = null;
  }
  return { seq: e.seq, seat: e.seat, at: e.at, moves, ...(isObject(cut) ? { cut: cut as UndoCut } : {}) };
}
