// The engine's view with its log made from the viewer's previous log of the game: views of successive states share
// their log entries (the engine's entries are never changed), so a view costs the new entries only,
// and an entry is the same object in successive views of one viewer (patches compare them by
// reference). The engine's own view would redact and describe every hidden entry again each time.

import {
  decision,
  type LogEntry,
  type State,
  type View,
  type Viewer,
  type ViewLogEntry,
  view,
  visibleLog,
} from "@dawn/engine";
import { GrowList } from "@dawn/platform";

interface Latest {
  src: readonly LogEntry[];
  n: number;
  out: GrowList<ViewLogEntry>;
}

/**
 * Each viewer's latest log of a game (by the game's first entry, which all its states share): the
 * state's log it was made from, its length then (the engine only appends to a log), and the entries.
 */
const latest: Record<Viewer, WeakMap<LogEntry, Latest>> = {
  com: new WeakMap(),
  dem: new WeakMap(),
  observer: new WeakMap(),
};

const NO_LOG: readonly LogEntry[] = Object.freeze([]);
const NO_ENTRIES = GrowList.adopt<ViewLogEntry>([]);

/**
 * visibleLog(log, viewer) as a GrowList: the viewer's latest log of the game with the entries added
 * since (the same entry objects, in the same places; only the new ones are made), sharing its
 * storage, so that nothing is copied at a move (the copies of whole logs, one per viewer and move,
 * outlived a move and cost the server 10-15% of its CPU, by ablation).
 */
export function cachedVisibleLogList(log: readonly LogEntry[], viewer: Viewer): GrowList<ViewLogEntry> {
  if (log.length === 0) return NO_ENTRIES;
  const first = log[0]!;
  const last = latest[viewer].get(first);
  let same = 0;
  if (last) {
    const { src, n } = last;
    const upTo = Math.min(n, log.length);
    // An entry is made once and only ever appended: two logs holding the same entry at one place
    // hold the same entries before it (the usual case: the previous state's log, one move ago).
    if (upTo > 0 && src[upTo - 1] === log[upTo - 1]) same = upTo;
    else while (same < upTo && src[same] === log[same]) same++;
  }
  const out =
    same === 0
      ? GrowList.adopt(visibleLog(log, viewer))
      : same < log.length
        ? last!.out.prefix(same).concat(visibleLog(log.slice(same), viewer))
        : last!.out.prefix(same);
  if (last) {
    last.src = log;
    last.n = log.length;
    last.out = out;
  } else latest[viewer].set(first, { src: log, n: log.length, out });
  return out;
}

/**
 * The engine's view(s, viewer, prev), equal to it field by field, with the log from
 * cachedVisibleLogList (as a new array).
 * The engine's view reads the log only to copy it: it is made with the state's log set aside for
 * the call (the pending decision, the one thing view asks the rules for, is settled first).
 */
export function viewWithCachedLog(s: State, viewer: Viewer, prev?: View | null): View {
  return withLog(s, viewer, prev, false) as View;
}

/**
 * viewWithCachedLog with the log as a GrowList shared with the viewer's previous one (for screens:
 * see ScreenView); `prev`'s log is not read.
 */
export function viewWithLogList(s: State, viewer: Viewer, prev?: ScreenBase | null): ScreenBase {
  return withLog(s, viewer, prev as View | null | undefined, true) as ScreenBase;
}

/** A view whose log is a GrowList (what JSON writes of it is the View). */
export type ScreenBase = Omit<View, "log"> & { readonly log: GrowList<ViewLogEntry> };

function withLog(
  s: State,
  viewer: Viewer,
  prev: View | null | undefined,
  asList: boolean,
): View | ScreenBase {
  decision(s);
  const w = s as { log: readonly LogEntry[] };
  const log = w.log;
  let v: View;
  w.log = NO_LOG;
  try {
    // The engine's view with `prev` shares prev's unchanged parts; it never reads prev's log.
    v = view(s, viewer, prev);
  } finally {
    w.log = log;
  }
  const list = cachedVisibleLogList(log, viewer);
  (v as { log: unknown }).log = asList ? list : list.toJSON();
  return v;
}
