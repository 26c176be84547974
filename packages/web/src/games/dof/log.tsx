// The log and "since your last move". Entries are drawn once each (memo): a new entry adds one
// line, it never redraws the list. Repeated identical lines are shown once with a count.
import type { Side, View } from "@dawn/engine";
import { computed, type ReadonlySignal, signal } from "@preact/signals";
import { Component } from "preact";
import { useEffect, useMemo, useRef } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { GameSnapshot } from "../../shell/titles.ts";
import { DiceOf } from "./dice.tsx";
import { type Entry, entrySegments, type Segment } from "./logtext.ts";
import { levelName, netText, powerCardName, sideName, tr } from "./text.ts";
import type { UndoNote, UndoWatch } from "./undo.ts";

export type RefKind = "card" | "space" | "power";
export type OnRef = (kind: RefKind, n: number) => void;

import { cardName, spaceName } from "./names.ts";

function refName(kind: RefKind, n: number): string {
  if (kind === "card") return cardName(n);
  if (kind === "space") return spaceName(n);
  return powerCardName(n);
}

/** A named card, space or Power Struggle card: a button that shows it (and flashes a space). */
export function RefText({ kind, n, onRef, text }: { kind: RefKind; n: number; onRef: OnRef; text?: string }) {
  return (
    <button
      type="button"
      class={`ref-${kind} link`}
      data-ref-space={kind === "space" ? n : undefined}
      data-ref-card={kind === "card" ? n : undefined}
      onClick={() => onRef(kind, n)}
    >
      {text ?? refName(kind, n)}
    </button>
  );
}

function Segments({ segs, onRef }: { segs: readonly Segment[]; onRef: OnRef }) {
  return (
    <>
      {segs.map((s, i) =>
        s.kind === "text" ? s.text : <RefText key={i} kind={s.kind} n={s.n} onRef={onRef} text={s.text} />,
      )}
    </>
  );
}

interface LineProps {
  readonly e: Entry;
  readonly count: number;
  readonly lang: string;
  readonly onRef: OnRef;
}

/** One line, drawn again only when its entry, count or language changes. */
class Line extends Component<LineProps> {
  override shouldComponentUpdate(next: LineProps): boolean {
    const a = this.props;
    return a.e !== next.e || a.count !== next.count || a.lang !== next.lang;
  }
  override render({ e, count, onRef }: LineProps) {
    return (
      <li class={e.seen ? "private" : ""}>
        <DiceOf e={e} />
        <Segments segs={entrySegments(e)} onRef={onRef} />
        {count > 1 ? <span class="times"> ×{count}</span> : null}
        {e.t === "scoring" ? <ScoringBreakdown e={e} /> : null}
      </li>
    );
  }
}

/** A country scoring as a small table: each side's level, battlegrounds and points, and the net. */
function ScoringBreakdown({ e }: { e: Extract<Entry, { t: "scoring" }> }) {
  return (
    <table class="breakdown">
      <thead>
        <tr>
          <th />
          <th>{tr("level")}</th>
          <th>{tr("bgShort")}</th>
          <th>{tr("vp")}</th>
        </tr>
      </thead>
      <tbody>
        {(["com", "dem"] as const).map((side) => (
          <tr class={side} key={side}>
            <th scope="row">{sideName(side)}</th>
            <td>{levelName(e[side].level)}</td>
            <td>{e[side].battlegrounds}</td>
            <td>{e[side].points}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{tr("net")}</th>
          <td colSpan={3}>{netText(e.net)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export interface Group {
  readonly e: Entry;
  readonly count: number;
  /** Index of the group's first entry in the log. */
  readonly at: number;
}

/** Plain data (log entries) compared field by field. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka)
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

function sameEntry(a: Entry, b: Entry): boolean {
  return a.turn === b.turn && a.t === b.t && a.text === b.text && sameData(a, b);
}

/** Consecutive identical entries as one line with a count. */
export function groupEntries(log: readonly Entry[]): Group[] {
  return [...new LogGroups().update(log)];
}

/**
 * The log's groups, kept from one update to the next: a longer log adds or extends groups at the
 * end, a changed one (an undo) recomputes from the first entry that differs. Entries are compared
 * by object (StableLog keeps them), so an update costs what it adds.
 */
export class LogGroups {
  private log: readonly Entry[] = [];
  private groups: Group[] = [];

  update(log: readonly Entry[]): readonly Group[] {
    const old = this.log;
    const n = Math.min(old.length, log.length);
    let i = 0;
    while (i < n && old[i] === log[i]) i++;
    if (i === old.length && i === log.length) return this.groups;
    let g = this.groups.length;
    while (g > 0 && this.groups[g - 1]!.at + this.groups[g - 1]!.count > i) g--;
    const groups = this.groups.slice(0, g);
    const last0 = groups[g - 1];
    for (let k = last0 ? last0.at + last0.count : 0; k < log.length; k++) {
      const e = log[k]!;
      const last = groups[groups.length - 1];
      if (last && sameEntry(last.e, e)) groups[groups.length - 1] = { ...last, count: last.count + 1 };
      else groups.push({ e, count: 1, at: k });
    }
    this.log = log;
    this.groups = groups;
    return groups;
  }
}

/**
 * Keeps log entry objects from one view to the next when they are the same entry (a whole view
 * received again after an action or a reconnection has new objects for every entry): drawn lines
 * are then recognised and not drawn again.
 */
export class StableLog {
  private prev: readonly Entry[] = [];

  update(log: readonly Entry[]): readonly Entry[] {
    const prev = this.prev;
    if (log === prev) return log;
    let changed = log.length !== prev.length;
    const out: Entry[] = new Array(log.length);
    for (let i = 0; i < log.length; i++) {
      const e = log[i]!;
      const o = prev[i];
      if (o !== undefined && (o === e || sameEntry(o, e))) out[i] = o;
      else {
        out[i] = e;
        changed = true;
      }
    }
    if (!changed) return prev;
    this.prev = out;
    return out;
  }
}

export function LogList({
  log,
  onRef,
  compact,
  notes = [],
  offset = 0,
}: {
  log: readonly Entry[];
  onRef: OnRef;
  compact?: boolean;
  /** Undos, shown at their place in the log. */
  notes?: readonly UndoNote[];
  /** Index in the whole log of `log`'s first entry (notes are placed by whole-log index). */
  offset?: number;
}) {
  const ref = useRef<HTMLOListElement>(null);
  const grouping = useMemo(() => new LogGroups(), []);
  const l = lang.value;
  const groups = grouping.update(log);
  const items: preact.ComponentChildren[] = [];
  const pending = [...notes].sort((a, b) => a.at - b.at || a.seq - b.seq);
  const flush = (upTo: number) => {
    while (pending.length && pending[0]!.at - offset <= upTo) {
      const n = pending.shift()!;
      items.push(<UndoLine key={`u${n.seq}`} note={n} onRef={onRef} />);
    }
  };
  let turn = -1;
  for (const g of groups) {
    flush(g.at);
    if (!compact && g.e.turn !== turn) {
      turn = g.e.turn;
      items.push(
        <li class="turn-head" key={`t${turn}-${g.at}`}>
          {turn === 0 ? tr("setup") : tr("turnN", { n: turn })}
        </li>,
      );
    }
    items.push(<Line key={g.at} e={g.e} count={g.count} lang={l} onRef={onRef} />);
  }
  flush(Number.POSITIVE_INFINITY);
  useEffect(() => {
    const ol = ref.current;
    if (ol && !compact) ol.scrollTop = ol.scrollHeight;
  }, [log.length]);
  return (
    <ol class={compact ? "log compact" : "log"} ref={ref} aria-label={tr("tabLog")}>
      {items}
    </ol>
  );
}

interface Seen {
  readonly at: number;
  readonly seq: number;
}

/**
 * What happened since the viewer's last move: the log from where he last acted (or dismissed the
 * summary), and the opponent's undos since (the server lists them). Where it begins is kept per
 * game and seat in the browser; a browser that never saw the game begins at the end of the log
 * (an undo that left the log as it is, with nothing played after it, is news there too).
 */
export class SummaryState {
  /**
   * Log index of the first line not yet seen, and the game's seq then (-1: not known; undos
   * after it are news).
   */
  readonly seen = signal<Seen>({ at: -1, seq: -1 });
  readonly entries: ReadonlySignal<readonly Entry[]>;
  readonly notes: ReadonlySignal<readonly UndoNote[]>;
  /** Spaces named by the entries of the latest change (they glow on the map). */
  readonly recentSpaces = signal<readonly number[]>([]);
  private lastLen = -1;

  constructor(
    readonly snap: ReadonlySignal<GameSnapshot<View>>,
    readonly me: ReadonlySignal<Side | null>,
    undos: UndoWatch,
  ) {
    this.seen.value = this.load();
    this.entries = computed(() => {
      const log = snap.value.view.log;
      const from = this.seen.value.at;
      return from < 0 || from >= log.length ? [] : log.slice(from);
    });
    this.notes = computed(() => {
      const since = this.seen.value;
      return undos.notes.value.filter((n) => n.at >= since.at && n.seq > since.seq);
    });
  }

  private key(): string {
    return `dawn.seen.${this.snap.peek().id}.${this.me.peek() ?? "observer"}`;
  }

  private load(): Seen {
    const len = this.snap.peek().view.log.length;
    try {
      const raw = localStorage.getItem(this.key());
      const x = raw ? (JSON.parse(raw) as unknown) : null;
      if (typeof x === "number" && Number.isInteger(x) && x > 0) return { at: x, seq: -1 };
      const o = x as { at?: unknown; seq?: unknown } | null;
      if (o && typeof o.at === "number") return { at: o.at, seq: typeof o.seq === "number" ? o.seq : -1 };
    } catch {
      // nothing kept
    }
    return { at: len, seq: -1 };
  }

  private save(at: number, seq: number): void {
    const v = { at, seq };
    this.seen.value = v;
    try {
      localStorage.setItem(this.key(), JSON.stringify(v));
    } catch {
      // not kept across visits: fine
    }
  }

  /**
   * The viewer's action being sent: the state right after it will have this count of actions
   * (`seq`) and this game seq (`game`).
   */
  private expect: { readonly seq: number; readonly from: number; readonly game: number } | null = null;

  /** The viewer sends an action from a view (at game seq `game`): what it adds to the log is not news. */
  sending(v: Pick<View, "seq" | "log">, game: number): void {
    this.expect = { seq: v.seq + 1, from: v.log.length, game: game + 1 };
  }

  /**
   * A state of the game (from the socket or the server's answer): the first one with the viewer's
   * action applied marks where the news begins. Every change reaches the page in order, so that
   * state is seen even when an opponent (a bot) answers at once; if it was missed all the same,
   * the news begins before the viewer's own move rather than after someone else's.
   */
  observe(v: Pick<View, "seq" | "log">): void {
    const x = this.expect;
    if (!x) return;
    if (v.seq === x.seq) this.save(v.log.length, x.game);
    else if (v.seq > x.seq) this.save(x.from, x.game);
    else return;
    this.expect = null;
  }

  /** The action was refused: nothing changes. */
  refused(): void {
    this.expect = null;
  }

  dismiss(): void {
    const s = this.snap.peek();
    this.save(s.view.log.length, s.seq);
  }

  /** Called with each new state: notes the spaces named by new entries. */
  update(log: readonly Entry[]): void {
    if (this.lastLen >= 0 && log.length > this.lastLen) {
      this.recentSpaces.value = log
        .slice(this.lastLen)
        .flatMap((e) => entrySegments(e).flatMap((s) => (s.kind === "space" ? [s.n] : [])));
    }
    // An undo can shorten the log: never point past its end.
    const seen = this.seen.peek();
    if (seen.at > log.length) this.seen.value = { ...seen, at: log.length };
    this.lastLen = log.length;
  }
}

/** An undo in the log: who took back how many steps, and the lines taken back. */
function UndoLine({ note, onRef }: { note: UndoNote; onRef: OnRef }) {
  const side = note.side ? sideName(note.side) : "?";
  return (
    <li class="undo-line" role="note">
      <span aria-hidden="true">↶ </span>
      {tr(note.away ? "undoAway" : "undoNote", { side, n: note.n })}
      {note.lines.length ? (
        <>
          {" "}
          <span class="muted">{tr("undoTaken")}</span>
          <ul class="taken-back">
            {note.lines.map((e, i) => (
              <li key={i}>
                <del>
                  <Segments segs={entrySegments(e)} onRef={onRef} />
                </del>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

export function Summary({ st, onRef }: { st: SummaryState; onRef: OnRef }) {
  const entries = st.entries.value;
  const notes = st.notes.value;
  const me = st.me.value;
  const snap = st.snap.value;
  lang.value;
  useEffect(() => st.update(snap.view.log), [snap.view.log]);
  if (!entries.length && !notes.length) return null;
  return (
    <section class="summary" aria-label={me ? tr("sinceLastMove") : tr("latestEvents")}>
      <h3>
        {me ? tr("sinceLastMove") : tr("latestEvents")}{" "}
        <small class="muted">({entries.length + notes.length})</small>
      </h3>
      <LogList log={entries} onRef={onRef} compact notes={notes} offset={st.seen.value.at} />
      <button type="button" class="ghost small dismiss" onClick={() => st.dismiss()}>
        {tr("dismiss")}
      </button>
    </section>
  );
}
