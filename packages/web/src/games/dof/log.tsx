// The log and "since your last move". Entries are drawn once each (memo): a new entry adds one
// line, it never redraws the list. Repeated identical lines are shown once with a count.
import type { Side, View } from "@dawn/engine";
import { computed, type ReadonlySignal, signal } from "@preact/signals";
import { memo } from "preact/compat";
import { useEffect, useRef } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { GameSnapshot } from "../../shell/titles.ts";
import { DiceOf } from "./dice.tsx";
import { type Entry, entrySegments, type Segment } from "./logtext.ts";
import { levelName, netText, sideName, tr } from "./text.ts";

export type RefKind = "card" | "space" | "power";
export type OnRef = (kind: RefKind, n: number) => void;

import { CARDS, POWER_CARDS, SPACES } from "@dawn/engine";

function refName(kind: RefKind, n: number): string {
  if (kind === "card") return CARDS[n]?.name ?? `#${n}`;
  if (kind === "space") return SPACES[n]?.display ?? `#${n}`;
  return POWER_CARDS[n]?.name ?? `#${n}`;
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

const Line = memo(
  function Line({ e, count, onRef }: LineProps) {
    return (
      <li class={e.seen ? "private" : ""}>
        <DiceOf e={e} />
        <Segments segs={entrySegments(e)} onRef={onRef} />
        {count > 1 ? <span class="times"> ×{count}</span> : null}
        {e.t === "scoring" ? <ScoringBreakdown e={e} /> : null}
      </li>
    );
  },
  (a, b) => a.e === b.e && a.count === b.count && a.lang === b.lang,
);

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

interface Group {
  readonly e: Entry;
  readonly count: number;
  readonly at: number;
}

/** Consecutive identical entries as one line with a count. */
export function groupEntries(log: readonly Entry[]): Group[] {
  const out: Group[] = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i]!;
    const last = out[out.length - 1];
    if (last && sameEntry(last.e, e)) out[out.length - 1] = { ...last, count: last.count + 1 };
    else out.push({ e, count: 1, at: i });
  }
  return out;
}

function sameEntry(a: Entry, b: Entry): boolean {
  if (a.turn !== b.turn) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function LogList({ log, onRef, compact }: { log: readonly Entry[]; onRef: OnRef; compact?: boolean }) {
  const ref = useRef<HTMLOListElement>(null);
  const l = lang.value;
  const groups = groupEntries(log);
  const items: preact.ComponentChildren[] = [];
  let turn = -1;
  for (const g of groups) {
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

/**
 * What happened since the viewer's last move: the log from where he last acted (or dismissed the
 * summary), kept per game and seat in the browser so a player coming back after days sees it.
 */
export class SummaryState {
  readonly seen = signal(-1);
  readonly entries: ReadonlySignal<readonly Entry[]>;
  /** Spaces named by the entries of the latest change (they glow on the map). */
  readonly recentSpaces = signal<readonly number[]>([]);
  private lastLen = -1;

  constructor(
    readonly snap: ReadonlySignal<GameSnapshot<View>>,
    readonly me: ReadonlySignal<Side | null>,
  ) {
    this.seen.value = this.load();
    this.entries = computed(() => {
      const log = snap.value.view.log;
      const from = this.seen.value;
      return from < 0 || from >= log.length ? [] : log.slice(from);
    });
  }

  private key(): string {
    return `dawn.seen.${this.snap.peek().id}.${this.me.peek() ?? "observer"}`;
  }

  private load(): number {
    try {
      const x = Number(localStorage.getItem(this.key()));
      return Number.isInteger(x) && x > 0 ? x : this.snap.peek().view.log.length;
    } catch {
      return this.snap.peek().view.log.length;
    }
  }

  private save(n: number): void {
    this.seen.value = n;
    try {
      localStorage.setItem(this.key(), String(n));
    } catch {
      // not kept across visits: fine
    }
  }

  /** The viewer acts: what follows is new. */
  acted(): void {
    this.save(this.snap.peek().view.log.length);
  }

  dismiss(): void {
    this.save(this.snap.peek().view.log.length);
  }

  /** Called with each new state: notes the spaces named by new entries. */
  update(log: readonly Entry[]): void {
    if (this.lastLen >= 0 && log.length > this.lastLen) {
      this.recentSpaces.value = log
        .slice(this.lastLen)
        .flatMap((e) => entrySegments(e).flatMap((s) => (s.kind === "space" ? [s.n] : [])));
    }
    // An undo can shorten the log: never point past its end.
    if (this.seen.peek() > log.length) this.save(log.length);
    this.lastLen = log.length;
  }
}

export function Summary({ st, onRef }: { st: SummaryState; onRef: OnRef }) {
  const entries = st.entries.value;
  const me = st.me.value;
  const snap = st.snap.value;
  lang.value;
  useEffect(() => st.update(snap.view.log), [snap.view.log]);
  if (!entries.length) return null;
  return (
    <section class="summary" aria-label={me ? tr("sinceLastMove") : tr("latestEvents")}>
      <h3>
        {me ? tr("sinceLastMove") : tr("latestEvents")} <small class="muted">({entries.length})</small>
      </h3>
      <LogList log={entries} onRef={onRef} compact />
      <button type="button" class="ghost small dismiss" onClick={() => st.dismiss()}>
        {tr("dismiss")}
      </button>
    </section>
  );
}
