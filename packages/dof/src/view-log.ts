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

interface Latest {
  src: readonly LogEntry[];
  n: number;
  out: ViewLogEntry[];
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

/**
 * visibleLog(log, viewer), the entries the viewer's latest log of the game starts with (the same
 * objects, in the same places) taken from it: only the entries added since are made.
 */
export function cachedVisibleLog(log: readonly LogEntry[], viewer: Viewer): ViewLogEntry[] {
  if (log.length === 0) return [];
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
  let out: ViewLogEntry[];
  if (same === 0) out = visibleLog(log, viewer);
  else {
    out = last!.out.slice(0, same);
    if (same < log.length) for (const v of visibleLog(log.slice(same), viewer)) out.push(v);
  }
  if (last) {
    last.src = log;
    last.n = log.length;
    last.out = out;
  } else latest[viewer].set(first, { src: log, n: log.length, out });
  return out;
}

/**
 * The engine's view(s, viewer, prev), equal to it field by field, with the log from cachedVisibleLog.
 * The engine's view reads the log only to copy it: it is made with the state's log set aside for
 * the call (the pending decision, the one thing view asks the rules for, is settled first).
 */
export function viewWithCachedLog(s: State, viewer: Viewer, prev?: View | null): View {
  decision(s);
  const w = s as { log: readonly LogEntry[] };
  const log = w.log;
  let v: View;
  w.log = NO_LOG;
  try {
    v = view(s, viewer, prev);
  } finally {
    w.log = log;
  }
  (v as { log: readonly ViewLogEntry[] }).log = cachedVisibleLog(log, viewer);
  return v;
}
