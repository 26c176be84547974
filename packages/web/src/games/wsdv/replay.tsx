// Step-by-step replay of a finished game, both hands shown. The server computes each step
// (GET /api/games/:id/replay/:step: the game after n moves, everything revealed), so the browser
// never carries the rules. Steps are cached and the neighbours of the one shown fetched ahead.
import { computed, type ReadonlySignal, signal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { GameContext, GameSnapshot, ReplayProps } from "../../shell/titles.ts";
import { BoardView, Store } from "./board.tsx";
import type { Action, CardId, Side, View } from "./engine.ts";
import { actionLabel, promptText } from "./labels.ts";
import { sideName, tr } from "./text.ts";

/** The wsdv module's revealed state: the observer's view with the whole log and both hands. */
export interface Revealed extends View {
  readonly hands: { readonly west: readonly CardId[]; readonly east: readonly CardId[] };
}

/** One step as the server sends it. */
export interface ReplayStep {
  readonly step: number;
  readonly steps: number;
  readonly move: { readonly seat: string; readonly action?: unknown; readonly text: string } | null;
  readonly state: unknown;
}

export type FetchStep = (n: number) => Promise<ReplayStep>;

/** The steps of one game: fetched on demand, cached, neighbours fetched ahead. */
export class ReplaySteps {
  readonly total = signal<number | null>(null);
  /** The step asked for (the bar follows it at once). */
  readonly target = signal(0);
  /** The step shown, once it has arrived, with the one before it (to name the move). */
  readonly shown = signal<{
    readonly n: number;
    readonly step: ReplayStep;
    readonly before: ReplayStep | null;
  } | null>(null);
  readonly error = signal<string | null>(null);
  private readonly cache = new Map<number, Promise<ReplayStep>>();

  constructor(private readonly fetchStep: FetchStep) {}

  /** Loads the game's length and shows its last step. */
  async start(): Promise<void> {
    try {
      const first = await this.load(0);
      this.total.value = first.steps;
      await this.go(first.steps);
    } catch (e) {
      this.error.value = (e as Error).message;
    }
  }

  private load(n: number): Promise<ReplayStep> {
    let p = this.cache.get(n);
    if (!p) {
      p = this.fetchStep(n);
      p.catch(() => this.cache.delete(n));
      this.cache.set(n, p);
      if (this.cache.size > 400) this.cache.delete(this.cache.keys().next().value!);
    }
    return p;
  }

  async go(n: number): Promise<void> {
    const total = this.total.value ?? 0;
    const k = Math.max(0, Math.min(total, Math.floor(n)));
    this.target.value = k;
    try {
      const [step, before] = await Promise.all([
        this.load(k),
        k > 0 ? this.load(k - 1) : Promise.resolve(null),
      ]);
      // A later request may have overtaken this one.
      if (this.target.value !== k) return;
      this.error.value = null;
      this.shown.value = { n: k, step, before };
      for (const m of [k - 2, k + 1]) if (m >= 0 && m <= total) void this.load(m).catch(() => {});
    } catch (e) {
      this.error.value = (e as Error).message;
    }
  }
}

const NO_CONTEXT: GameContext = {
  user: null,
  act: async () => false,
  undo: async () => false,
  toast: () => {},
};

/** The shell gives the game's id (newer shells) or it is in the address (#/replay/<id>). */
function gameIdOf(props: ReplayProps): string | null {
  const given = (props as { id?: unknown }).id;
  if (typeof given === "string" && given) return given;
  const m = /#\/replay\/([^/?]+)/.exec(typeof location === "undefined" ? "" : location.hash);
  return m ? decodeURIComponent(m[1]!) : null;
}

async function fetchJson(url: string): Promise<ReplayStep> {
  const res = await fetch(url, { credentials: "same-origin" });
  const data = (await res.json().catch(() => null)) as (ReplayStep & { error?: string }) | null;
  if (!res.ok || !data) throw new Error(data?.error ?? `${res.status} ${res.statusText}`);
  return data;
}

/** A snapshot of a revealed state for the board (nobody decides in a replay). */
function snapshotOf(n: number, r: Revealed): GameSnapshot<View> {
  return {
    id: "replay",
    game: "wsdv",
    seq: n,
    view: r,
    status: r.result ? "finished" : "active",
    seats: {},
    roles: {},
    canUndo: false,
    yourSeat: null,
    hotseat: false,
    turn: null,
    choices: null,
    actions: null,
    prompt: null,
    result: r.result ? { winner: r.result.winner, reason: r.result.reason } : null,
  };
}

export function WsdvReplay(props: ReplayProps) {
  const id = gameIdOf(props);
  const model = useMemo(() => {
    if (!id) return null;
    const steps = new ReplaySteps((n) => fetchJson(`/api/games/${encodeURIComponent(id)}/replay/${n}`));
    const snap = computed(() => {
      const s = steps.shown.value;
      return s ? snapshotOf(s.n, s.step.state as Revealed) : null;
    });
    const st = new Store(snap as ReadonlySignal<GameSnapshot<View>>, signal(false), NO_CONTEXT);
    st.reveal = computed(() => {
      const s = steps.shown.value?.step.state as Revealed | undefined;
      return s ? { west: s.hands.west, east: s.hands.east } : null;
    });
    return { steps, snap, st };
  }, [id]);
  useEffect(() => {
    void model?.steps.start();
  }, [model]);
  lang.value;
  if (!model) return <p class="panel error">{tr("replayNoGame")}</p>;
  if (!model.snap.value)
    return model.steps.error.value ? (
      <p class="panel error">{model.steps.error.value}</p>
    ) : (
      <p class="boot">…</p>
    );
  return <BoardView st={model.st} top={<ReplayBar steps={model.steps} />} />;
}

/** The move that led to a step, in words (from the state before it), else the server's words. */
export function moveText(step: ReplayStep, before: ReplayStep | null): string {
  const m = step.move;
  if (!m) return "";
  const seat = m.seat === "west" || m.seat === "east" ? (m.seat as Side) : null;
  const who = seat ? sideName(seat) : m.seat;
  if (!seat || !before || !m.action) return `${who}: ${m.text}`;
  const prev = before.state as Revealed;
  const label = actionLabel(m.action as Action, prev, seat);
  // What was asked (the decision before the move), then the answer.
  return prev.decision && prev.decision.kind !== "turn"
    ? `${who}: ${promptText(prev.decision)} → ${label}`
    : `${who}: ${label}`;
}

function ReplayBar({ steps }: { steps: ReplaySteps }) {
  lang.value;
  const total = steps.total.value ?? 0;
  const n = steps.target.value;
  const shown = steps.shown.value;
  const go = (k: number) => void steps.go(k);
  // ← and → step through the game (not while typing or on the slider, which has its own keys).
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const t = ev.target as HTMLElement | null;
      if (t?.closest("input, select, textarea") || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      if (ev.key === "ArrowLeft") void steps.go(steps.target.value - 1);
      else if (ev.key === "ArrowRight") void steps.go(steps.target.value + 1);
      else return;
      ev.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [steps]);
  return (
    <div class="replay-bar ws-replay-bar" data-shown={shown?.n}>
      <button type="button" data-step="first" aria-label="|◀" disabled={n === 0} onClick={() => go(0)}>
        |◀
      </button>
      <button type="button" data-step="prev" aria-label="◀" disabled={n === 0} onClick={() => go(n - 1)}>
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={total}
        value={n}
        aria-label={tr("replayStep", { n, total })}
        onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <button type="button" data-step="next" aria-label="▶" disabled={n >= total} onClick={() => go(n + 1)}>
        ▶
      </button>
      <button type="button" data-step="last" aria-label="▶|" disabled={n >= total} onClick={() => go(total)}>
        ▶|
      </button>
      <span class="ws-replay-step">{tr("replayStep", { n, total })}</span>
      {shown?.step.move ? <span class="ws-replay-move">{moveText(shown.step, shown.before)}</span> : null}
      {steps.error.value ? <span class="error">{steps.error.value}</span> : null}
    </div>
  );
}
