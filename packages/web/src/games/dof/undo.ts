// Undos shown to the other player, durably. The server's log counts every action and every undo
// (the game's `seq`) while the engine's count of actions (`view.seq`) goes back by one per undo:
// from two snapshots the number of undos between them is known exactly, also across days away
// (the last snapshot seen is kept in the browser). The lines the undo took back are found by
// comparing the log with the end of the one last seen. Notes stay in the log at the place of the
// undo and in "since your last move" until dismissed.
import type { Side, View } from "@dawn/engine";
import { signal } from "@preact/signals";
import type { GameSnapshot } from "../../shell/titles.ts";
import type { Entry } from "./logtext.ts";

export interface UndoNote {
  /** The side that took its steps back (the one deciding then), if known. */
  readonly side: Side | null;
  /** Steps taken back. */
  readonly n: number;
  /** Where in the log the undo happened (the index of the first line taken back). */
  readonly at: number;
  /** The lines taken back, as far as this browser saw them. */
  readonly lines: readonly Entry[];
  /** Noticed on coming back (not while watching). */
  readonly away: boolean;
  /** When it was noticed (ms since 1970), for ordering. */
  readonly time: number;
}

/** What is kept of the last snapshot seen. */
interface Seen {
  readonly hseq: number;
  readonly vseq: number;
  readonly len: number;
  /** The log's last entries (the lines an undo can take back are among them). */
  readonly tail: readonly Entry[];
  readonly decider: Side | null;
}

const TAIL = 40;
const KEEP_NOTES = 30;

function read<T>(key: string): T | null {
  try {
    const t = localStorage.getItem(key);
    return t ? (JSON.parse(t) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: notes last as long as the page
  }
}

/**
 * The number of undos between two snapshots: every server log entry is an action, an undo or a
 * resignation; actions add one to the engine's count and undos take one away.
 */
export function undosBetween(
  a: { hseq: number; vseq: number },
  b: { hseq: number; vseq: number },
  resigned = false,
): number {
  const entries = b.hseq - a.hseq - (resigned ? 1 : 0);
  const net = b.vseq - a.vseq;
  return Math.max(0, Math.floor((entries - net) / 2));
}

/** The lines of `tail` (the end of a log of length `len`) no longer in `log`, and where they were. */
export function linesTakenBack(
  tail: readonly Entry[],
  len: number,
  log: readonly Entry[],
): { at: number; lines: Entry[] } {
  const start = len - tail.length;
  for (let k = 0; k < tail.length; k++) {
    const i = start + k;
    const now = log[i];
    const was = tail[k]!;
    if (!now || now.text !== was.text || now.t !== was.t) return { at: i, lines: tail.slice(k) };
  }
  return { at: len, lines: [] };
}

export class UndoWatch {
  readonly notes = signal<readonly UndoNote[]>([]);
  private last: Seen | null = null;
  private live = false;
  private key = "";

  /** Called with every snapshot of the game shown (replays and hot-seat games are not watched). */
  observe(s: GameSnapshot<View>, me: Side | null): void {
    if (s.id === "replay" || s.hotseat) return;
    const key = `dawn.undo.${s.id}.${me ?? "observer"}`;
    if (key !== this.key) {
      this.key = key;
      this.notes.value = read<UndoNote[]>(`${key}.notes`) ?? [];
      this.last = read<Seen>(`${key}.seen`);
      this.live = false;
    }
    const v = s.view;
    const last = this.last;
    if (last && (last.hseq !== s.seq || last.vseq !== v.seq)) {
      const n = undosBetween(last, { hseq: s.seq, vseq: v.seq }, v.result?.reason === "resignation");
      // Only the other player's undos: a player knows his own.
      if (n > 0 && (last.decider === null || last.decider !== me)) {
        const { at, lines } = linesTakenBack(last.tail, last.len, v.log);
        const note: UndoNote = { side: last.decider, n, at, lines, away: !this.live, time: Date.now() };
        this.notes.value = [...this.notes.peek(), note].slice(-KEEP_NOTES);
        write(`${key}.notes`, this.notes.peek());
      }
    }
    this.live = true;
    const seen: Seen = {
      hseq: s.seq,
      vseq: v.seq,
      len: v.log.length,
      tail: v.log.slice(-TAIL),
      decider: v.decision?.player ?? null,
    };
    this.last = seen;
    write(`${key}.seen`, seen);
  }
}
