// Undos shown to the other player, durably: the server lists every game's latest undos in its
// header (`undos`: who, when, the moves left, where the log was cut and the lines taken back as
// a spectator saw them), so any browser, now or days later, tells them. A player is not told of
// his own undos; hot-seat games have nobody to tell.
import type { Side, View } from "@dawn/engine";
import type { UndoInfo } from "@dawn/platform/protocol";
import { signal } from "@preact/signals";
import type { GameSnapshot } from "../../shell/titles.ts";
import type { Entry } from "./logtext.ts";

export interface UndoNote {
  /** The side that took its steps back. */
  readonly side: Side | null;
  /** Steps taken back. */
  readonly n: number;
  /** Where in the log the undo happened (the index of the first line taken back). */
  readonly at: number;
  /** The lines taken back (as a spectator saw them). */
  readonly lines: readonly Entry[];
  /** It happened before this page was opened. */
  readonly away: boolean;
  /** The game's seq right after the (last) undo: its order among the game's changes. */
  readonly seq: number;
}

const NO_UNDOS: readonly UndoInfo[] = [];

/**
 * The notes for the undos of `undos` made by others than `me` (null: a spectator, told of every
 * undo). Undos of one side in a row (one after the other in the game's log) make one note.
 * `placeOf` places an undo that took no line out (the log's length when it was first seen);
 * `seenSeq` is the game's seq when the page opened (undos up to it happened while the reader was
 * away).
 */
export function undoNotes(
  undos: readonly UndoInfo[],
  roles: Readonly<Record<string, string>>,
  me: Side | null,
  placeOf: (u: UndoInfo) => number,
  seenSeq: number,
): UndoNote[] {
  const out: UndoNote[] = [];
  let last: { note: UndoNote; seq: number } | null = null;
  for (const u of undos) {
    const side = (roles[u.seat] ?? u.seat) as Side;
    if (me !== null && side === me) {
      last = null;
      continue;
    }
    const cut = u.cut?.log;
    const lines = (cut?.items ?? []) as Entry[];
    const at = cut?.at ?? placeOf(u);
    if (last && last.note.side === side && u.seq === last.seq + 1) {
      const merged: UndoNote = {
        ...last.note,
        n: last.note.n + 1,
        at: Math.min(at, last.note.at),
        lines: [...lines, ...last.note.lines],
        seq: u.seq,
        away: u.seq <= seenSeq,
      };
      out[out.length - 1] = merged;
      last = { note: merged, seq: u.seq };
      continue;
    }
    const note: UndoNote = { side, n: 1, at, lines, away: u.seq <= seenSeq, seq: u.seq };
    out.push(note);
    last = { note, seq: u.seq };
  }
  return out;
}

export class UndoWatch {
  readonly notes = signal<readonly UndoNote[]>([]);
  private id = "";
  private openedAt = -1;
  private from: readonly UndoInfo[] = NO_UNDOS;
  /** The log's length when an undo that took no line out was first seen, by its seq. */
  private readonly placed = new Map<number, number>();

  /** Called with every snapshot of the game shown (replays and hot-seat games have no notes). */
  observe(s: GameSnapshot<View>, me: Side | null): void {
    if (s.id === "replay" || s.hotseat) return;
    if (s.id !== this.id) {
      this.id = s.id;
      this.openedAt = s.seq;
      this.placed.clear();
    }
    const undos = s.undos ?? NO_UNDOS;
    if (undos === this.from) return;
    this.from = undos;
    const len = s.view.log.length;
    const placeOf = (u: UndoInfo) => {
      let at = this.placed.get(u.seq);
      if (at === undefined) this.placed.set(u.seq, (at = len));
      return at;
    };
    const next = undoNotes(undos, s.roles, me, placeOf, this.openedAt);
    const prev = this.notes.peek();
    if (next.length !== prev.length || next.some((n, i) => n.seq !== prev[i]!.seq)) this.notes.value = next;
  }
}
