// Step-by-step replay of a finished game from its record, run by the engine in the browser, both
// hands shown. States are kept every few steps, so any step is a few actions away.
import {
  applyInPlace,
  cloneState,
  type GameRecord,
  newGame,
  other,
  resign,
  type Side,
  type State,
  type View,
  validateRecord,
  view,
} from "@dawn/engine";
import { computed, signal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { GameContext, GameSnapshot, ReplayProps } from "../../shell/titles.ts";
import { BoardStore, BoardView } from "./board.tsx";
import { tr } from "./text.ts";

const EVERY = 16;

/** The states of a record, computed on demand and kept every EVERY steps. */
export class ReplayStates {
  private readonly kept = new Map<number, State>();
  private cur: { step: number; state: State } | null = null;
  readonly total: number;

  constructor(readonly record: GameRecord) {
    this.total = record.actions.length;
    this.kept.set(0, newGame(record.seed, record.options));
  }

  /** The state after `step` actions (the caller must not change it). */
  at(step: number): State {
    if (this.cur?.step === step) return this.cur.state;
    let from = this.cur && this.cur.step < step ? this.cur.step : Math.floor(step / EVERY) * EVERY;
    while (!this.kept.has(from)) from -= EVERY;
    const base = this.cur && this.cur.step === from ? this.cur.state : this.kept.get(from)!;
    const s = cloneState(base);
    for (let i = from; i < step; i++) {
      applyInPlace(s, this.record.actions[i]!);
      if ((i + 1) % EVERY === 0 && !this.kept.has(i + 1)) this.kept.set(i + 1, cloneState(s));
    }
    this.cur = { step, state: s };
    return s;
  }
}

/** The state after `step` actions (replaying is fast: a whole game takes milliseconds). */
export function stateAt(record: GameRecord, step: number): State {
  const s = newGame(record.seed, record.options);
  for (let i = 0; i < step; i++) applyInPlace(s, record.actions[i]!);
  return s;
}

/** The side that resigned, from the server's record metadata (seats are "com"/"dem"). */
function resignedSide(record: GameRecord, s: State): Side | null {
  const meta = (record as { meta?: { result?: { winner?: unknown; reason?: unknown } | null } }).meta;
  const r = meta?.result;
  if (r?.reason !== "resignation" || (r.winner !== "com" && r.winner !== "dem")) return null;
  const winnerSide: Side = s.sidesSwapped ? other(r.winner) : r.winner;
  return other(winnerSide);
}

const NO_CTX: GameContext = { user: null, act: async () => false, undo: async () => false, toast: () => {} };

export function DofReplay({ record }: ReplayProps) {
  const r = useMemo(() => {
    const rec = validateRecord(record);
    const states = new ReplayStates(rec);
    const step = signal(states.total);
    const snap = computed((): GameSnapshot<View> => {
      const n = step.value;
      let st = states.at(n);
      // A resignation is not an action of the record: show it at the last step.
      const loser = resignedSide(rec, st);
      if (n === states.total && loser && !st.result) st = resign(st, loser);
      return {
        id: "replay",
        game: "dof",
        seq: n,
        view: view(st, "observer"),
        status: "finished",
        seats: {},
        roles: {},
        canUndo: false,
        yourSeat: null,
        hotseat: false,
        turn: null,
        choices: null,
        actions: null,
        prompt: null,
        result: null,
      };
    });
    const store = new BoardStore(snap, signal(false), NO_CTX);
    const hands = computed(() => {
      const st = states.at(step.value);
      return {
        com: st.hands.com,
        dem: st.hands.dem,
        ...(st.ps ? { ps: { com: st.ps.hands.com, dem: st.ps.hands.dem } } : {}),
      };
    });
    return { states, step, store, hands };
  }, [record]);
  const { states, step, store } = r;
  store.reveal.value = r.hands.value;
  const go = (n: number) => {
    step.value = Math.max(0, Math.min(states.total, n));
  };
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if ((ev.target as Element | null)?.closest?.("input, select, textarea")) return;
      if (ev.key === "ArrowRight") go(step.peek() + 1);
      else if (ev.key === "ArrowLeft") go(step.peek() - 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [r]);
  lang.value;
  const bar = (
    <div class="replay-bar">
      <button type="button" onClick={() => go(0)} title={tr("replayStart")} aria-label={tr("replayStart")}>
        «
      </button>
      <button
        type="button"
        onClick={() => go(step.value - 1)}
        title={tr("replayBack")}
        aria-label={tr("replayBack")}
        data-step="prev"
      >
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={states.total}
        value={step.value}
        aria-label={tr("replayStep")}
        onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <button
        type="button"
        onClick={() => go(step.value + 1)}
        title={tr("replayForward")}
        aria-label={tr("replayForward")}
        data-step="next"
      >
        ▶
      </button>
      <button
        type="button"
        onClick={() => go(states.total)}
        title={tr("replayEnd")}
        aria-label={tr("replayEnd")}
      >
        »
      </button>
      <span class="counter" aria-live="polite">
        {tr("replayCounter", { n: step.value, total: states.total })}
      </span>
    </div>
  );
  return <BoardView st={store} top={bar} />;
}
