// Step-by-step replay of a game from its record (seed, options, actions), both hands shown. The
// rules engine is in this chunk already (its card and board data), so the steps are computed in the
// browser: a state is kept every few steps and the ones between are played forward on demand.
import {
  type Action,
  applyInPlace,
  cloneState,
  type GameRecord,
  newGame,
  replay,
  type State,
  view,
} from "@dawn/wsdv-engine";
import { computed, type Signal, signal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { GameContext, GameSnapshot, ReplayProps } from "../../shell/titles.ts";
import { BoardView, Store } from "./board.tsx";
import { actionLabel } from "./labels.ts";
import { sideName, tr } from "./text.ts";

const EVERY = 25;

/** The states of a recorded game, step by step (step n: after n actions). */
export class Steps {
  private readonly marks = new Map<number, State>();
  readonly total: number;
  /** The final state's hash matches the record's (null: the record has none). */
  readonly hashOk: boolean | null;

  constructor(readonly record: GameRecord) {
    // Checks the record once (legal actions, options) and its final hash.
    this.hashOk = replay(record).hashOk;
    this.total = record.actions.length;
    this.marks.set(0, newGame(record.seed, record.options));
  }

  at(n: number): State {
    const k = Math.max(0, Math.min(this.total, Math.floor(n)));
    let from = k - (k % EVERY);
    while (!this.marks.has(from)) from -= EVERY;
    const s = cloneState(this.marks.get(from)!);
    for (let i = from; i < k; i++) {
      applyInPlace(s, this.record.actions[i]!);
      if ((i + 1) % EVERY === 0 && !this.marks.has(i + 1)) this.marks.set(i + 1, cloneState(s));
    }
    return s;
  }

  action(n: number): Action | null {
    return this.record.actions[n] ?? null;
  }
}

const NO_CONTEXT: GameContext = {
  user: null,
  act: async () => false,
  undo: async () => false,
  toast: () => {},
};

/** The record as the server sends it, checked for the fields a replay needs. */
function readRecord(raw: unknown): GameRecord | null {
  const r = raw as Partial<GameRecord> | null;
  if (!r || typeof r.seed !== "number" || !Array.isArray(r.actions)) return null;
  return { ...(r as GameRecord), options: r.options ?? {} };
}

export function WsdvReplay({ record }: ReplayProps) {
  const model = useMemo(() => {
    const rec = readRecord(record);
    if (!rec) return { error: "Not a record of Wir sind das Volk!" } as const;
    try {
      const steps = new Steps(rec);
      const step = signal(steps.total);
      const state = computed(() => steps.at(step.value));
      const snap = computed((): GameSnapshot<ReturnType<typeof view>> => {
        const s = state.value;
        // Everything is shown: the whole log (the observer's view drops private lines), both hands.
        const v = { ...view(s, "observer"), log: s.log };
        return {
          id: "replay",
          game: "wsdv",
          seq: step.value,
          view: v,
          status: s.result ? "finished" : "active",
          seats: {},
          roles: {},
          canUndo: false,
          yourSeat: null,
          hotseat: false,
          turn: null,
          choices: null,
          actions: null,
          prompt: null,
          result: s.result ? { winner: s.result.winner, reason: s.result.reason } : null,
        };
      });
      const st = new Store(snap, signal(false), NO_CONTEXT);
      st.reveal = computed(() => ({ west: state.value.hands.west, east: state.value.hands.east }));
      return { steps, step, state, st } as const;
    } catch (e) {
      return { error: (e as Error).message } as const;
    }
  }, [record]);
  if ("error" in model) return <p class="panel error">{model.error}</p>;
  return <BoardView st={model.st} top={<ReplayBar steps={model.steps} step={model.step} />} />;
}

function ReplayBar({ steps, step }: { steps: Steps; step: Signal<number> }) {
  lang.value;
  const n = step.value;
  const go = (k: number) => (step.value = Math.max(0, Math.min(steps.total, k)));
  // ← and → step through the game (not while typing or on the slider, which has its own keys).
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const t = ev.target as HTMLElement | null;
      if (t?.closest("input, select, textarea") || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      if (ev.key === "ArrowLeft") step.value = Math.max(0, step.value - 1);
      else if (ev.key === "ArrowRight") step.value = Math.min(steps.total, step.value + 1);
      else return;
      ev.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [steps, step]);
  // The move that led here, in words, with the state before it.
  const prev = n > 0 ? steps.at(n - 1) : null;
  const a = n > 0 ? steps.action(n - 1) : null;
  const d = prev ? view(prev, "observer").decision : null;
  const who = d ? sideName(d.player) : "";
  const text = a && prev && d ? `${who}: ${actionLabel(a, view(prev, d.player), d.player)}` : "";
  return (
    <div class="replay-bar ws-replay-bar" data-shown={n}>
      <button type="button" data-step="first" aria-label="|◀" disabled={n === 0} onClick={() => go(0)}>
        |◀
      </button>
      <button type="button" data-step="prev" aria-label="◀" disabled={n === 0} onClick={() => go(n - 1)}>
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={steps.total}
        value={n}
        aria-label={tr("replayStep", { n, total: steps.total })}
        onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <button
        type="button"
        data-step="next"
        aria-label="▶"
        disabled={n >= steps.total}
        onClick={() => go(n + 1)}
      >
        ▶
      </button>
      <button
        type="button"
        data-step="last"
        aria-label="▶|"
        disabled={n >= steps.total}
        onClick={() => go(steps.total)}
      >
        ▶|
      </button>
      <span class="ws-replay-step">{tr("replayStep", { n, total: steps.total })}</span>
      {text ? <span class="ws-replay-move">{text}</span> : null}
      {steps.hashOk === false ? <span class="error">{tr("replayMismatch")}</span> : null}
    </div>
  );
}
