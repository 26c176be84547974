// Step-by-step replay of a finished game, both hands shown. The server computes each step
// (GET /api/games/:id/replay/:step: the game after n moves, everything revealed), so the browser
// never carries the rules engine. Steps are cached and the neighbours of the step shown are
// fetched ahead, so stepping forward or back is immediate; log entries keep their objects from
// step to step (a step redraws only the lines that changed).
import type { View } from "@dawn/engine";
import { computed, type ReadonlySignal, signal } from "@preact/signals";
import { useEffect, useMemo } from "preact/hooks";
import { api } from "../../shell/api.ts";
import { errorText } from "../../shell/app.tsx";
import { lang } from "../../shell/i18n.ts";
import type { GameContext, GameSnapshot, ReplayProps } from "../../shell/titles.ts";
import { BoardStore, BoardView, type RevealedHands } from "./board.tsx";
import { StableLog } from "./log.tsx";
import { tr } from "./text.ts";

/** The dof module's revealed state: the observer's view with the whole log and every hand. */
export interface Revealed extends View {
  readonly hands: { readonly com: readonly number[]; readonly dem: readonly number[] };
  readonly powerHands: { readonly com: readonly number[]; readonly dem: readonly number[] } | null;
}

type Fetch = (step: number) => Promise<{ step: number; steps: number; state: unknown }>;

/** How many steps are kept (a whole game is a few hundred). */
const KEEP = 400;

/** The steps of one game: fetched on demand, cached, neighbours fetched ahead. */
export class ReplaySteps {
  readonly total = signal<number | null>(null);
  /** The step asked for (the slider follows it at once). */
  readonly target = signal(0);
  /** The step shown, once it has arrived. */
  readonly shown = signal<{ readonly n: number; readonly state: Revealed } | null>(null);
  readonly error = signal<string | null>(null);
  private readonly cache = new Map<number, Promise<Revealed>>();
  private readonly log = new StableLog();

  constructor(private readonly fetchStep: Fetch) {}

  /** Loads the game's length and shows its last step. */
  async start(): Promise<void> {
    try {
      const first = await this.fetchStep(0);
      this.total.value = first.steps;
      this.cache.set(0, Promise.resolve(this.normalise(first.state)));
      this.go(first.steps);
    } catch (e) {
      this.error.value = errorText(e);
    }
  }

  private normalise(state: unknown): Revealed {
    const r = state as Revealed;
    return { ...r, log: this.log.update(r.log) };
  }

  private load(n: number): Promise<Revealed> {
    let p = this.cache.get(n);
    if (!p) {
      p = this.fetchStep(n).then((x) => this.normalise(x.state));
      p.catch(() => this.cache.delete(n));
      this.cache.set(n, p);
      if (this.cache.size > KEEP) this.cache.delete(this.cache.keys().next().value!);
    }
    return p;
  }

  /** Shows step `n` (clamped to the game); the latest request wins. */
  go(n: number): void {
    const total = this.total.peek();
    if (total === null) return;
    const step = Math.max(0, Math.min(total, Math.round(n)));
    const dir = step < this.target.peek() ? -1 : 1;
    this.target.value = step;
    this.load(step).then(
      (state) => {
        if (this.target.peek() !== step) return;
        this.shown.value = { n: step, state };
        this.error.value = null;
        // The steps further in the same direction, and the one back, are likely next: have them
        // ready (the server computes one step in a few milliseconds).
        for (const k of [step + dir, step - dir, step + 2 * dir, step + 3 * dir])
          if (k >= 0 && k <= total) this.load(k).catch(() => {});
      },
      (e) => {
        if (this.target.peek() === step) this.error.value = errorText(e);
      },
    );
  }
}

const NO_CTX: GameContext = { user: null, act: async () => false, undo: async () => false, toast: () => {} };

function snapshotOf(n: number, v: View): GameSnapshot<View> {
  return {
    id: "replay",
    game: "dof",
    seq: n,
    view: v,
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
}

export function DofReplay({ id }: ReplayProps) {
  const steps = useMemo(() => new ReplaySteps((n) => api.replayStep(id, n)), [id]);
  useEffect(() => {
    void steps.start();
  }, [steps]);
  const shown = steps.shown.value;
  if (steps.error.value && !shown) return <p class="panel error">{steps.error.value}</p>;
  if (!shown) return <p class="boot">…</p>;
  return <ReplayBoard steps={steps} />;
}

function ReplayBoard({ steps }: { steps: ReplaySteps }) {
  const store = useMemo(() => {
    const shown = steps.shown as ReadonlySignal<{ n: number; state: Revealed }>;
    const snap = computed(() => snapshotOf(shown.value.n, shown.value.state));
    const st = new BoardStore(snap, signal(false), NO_CTX);
    return { st, hands: computed((): RevealedHands => handsOf(shown.value.state)) };
  }, [steps]);
  store.st.reveal.value = store.hands.value;
  const go = (n: number) => steps.go(n);
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if ((ev.target as Element | null)?.closest?.("input, select, textarea")) return;
      const at = steps.target.peek();
      if (ev.key === "ArrowRight") go(at + 1);
      else if (ev.key === "ArrowLeft") go(at - 1);
      else if (ev.key === "Home") go(0);
      else if (ev.key === "End") go(steps.total.peek() ?? at);
      else return;
      ev.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [steps]);
  lang.value;
  const total = steps.total.value ?? 0;
  const at = steps.target.value;
  const bar = (
    <div class="replay-bar" data-shown={steps.shown.value?.n}>
      <button type="button" onClick={() => go(0)} title={tr("replayStart")} aria-label={tr("replayStart")}>
        «
      </button>
      <button
        type="button"
        onClick={() => go(at - 1)}
        title={tr("replayBack")}
        aria-label={tr("replayBack")}
        data-step="prev"
      >
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={total}
        value={at}
        aria-label={tr("replayStep")}
        onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <button
        type="button"
        onClick={() => go(at + 1)}
        title={tr("replayForward")}
        aria-label={tr("replayForward")}
        data-step="next"
      >
        ▶
      </button>
      <button type="button" onClick={() => go(total)} title={tr("replayEnd")} aria-label={tr("replayEnd")}>
        »
      </button>
      <span class="counter" aria-live="polite">
        {tr("replayCounter", { n: at, total })}
      </span>
      {steps.error.value ? <span class="error small">{steps.error.value}</span> : null}
    </div>
  );
  return <BoardView st={store.st} top={bar} />;
}

function handsOf(r: Revealed): RevealedHands {
  return {
    com: r.hands.com,
    dem: r.hands.dem,
    ...(r.powerHands ? { ps: { com: r.powerHands.com, dem: r.powerHands.dem } } : {}),
  };
}
