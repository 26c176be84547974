// 1989: Dawn of Freedom as a module of the shell: options form, game screen, replay.
import {
  applyInPlace,
  type GameRecord,
  newGame,
  other,
  resign,
  type Side,
  type State,
  type View,
  view,
} from "@dawn/engine";
import type { GameSnapshot } from "../../shell/titles.ts";
import { h } from "./dom.ts";
import { DofUI } from "./ui.ts";

/** Steps through a finished game's record with the engine, both hands shown. */
export class Replay {
  private readonly total: number;
  private step = 0;
  private readonly ui: DofUI;
  private readonly bar: HTMLElement;
  private readonly slider: HTMLInputElement;
  private readonly counter = h("span", { class: "counter" });
  private readonly onKey = (ev: KeyboardEvent) => {
    if ((ev.target as Element | null)?.closest?.("input, select, textarea")) return;
    if (ev.key === "ArrowRight") this.go(this.step + 1);
    else if (ev.key === "ArrowLeft") this.go(this.step - 1);
  };

  constructor(
    el: HTMLElement,
    private readonly record: GameRecord,
  ) {
    this.total = record.actions.length;
    this.step = this.total;
    this.slider = h("input", {
      type: "range",
      min: 0,
      max: this.total,
      value: this.step,
      "aria-label": "Step",
      oninput: () => this.go(Number(this.slider.value)),
    });
    this.bar = h(
      "div",
      { class: "replay-bar" },
      h("button", { type: "button", onclick: () => this.go(0), title: "Start", "aria-label": "Start" }, "«"),
      h(
        "button",
        {
          type: "button",
          onclick: () => this.go(this.step - 1),
          title: "Back one step",
          "data-step": "prev",
        },
        "◀",
      ),
      this.slider,
      h(
        "button",
        {
          type: "button",
          onclick: () => this.go(this.step + 1),
          title: "Forward one step",
          "data-step": "next",
        },
        "▶",
      ),
      h(
        "button",
        { type: "button", onclick: () => this.go(this.total), title: "End", "aria-label": "End" },
        "»",
      ),
      this.counter,
    );
    const body = h("div", { class: "replay-body" });
    el.replaceChildren(this.bar, body);
    this.ui = new DofUI(body, {
      user: null,
      act: async () => false,
      undo: async () => false,
      toast: () => {},
    });
    window.addEventListener("keydown", this.onKey);
    this.go(this.step);
  }

  private go(step: number): void {
    this.step = Math.max(0, Math.min(this.total, step));
    let st = stateAt(this.record, this.step);
    // A resignation is not an action of the record: show it at the last step.
    const loser = resignedSide(this.record, st);
    if (this.step === this.total && loser && !st.result) st = resign(st, loser);
    const v = view(st, "observer");
    this.ui.revealHands({
      com: st.hands.com,
      dem: st.hands.dem,
      ...(st.ps ? { ps: { com: st.ps.hands.com, dem: st.ps.hands.dem } } : {}),
    });
    const snap: GameSnapshot<View> = {
      id: "replay",
      game: "dof",
      roles: {},
      turn: null,
      choices: null,
      actions: null,
      prompt: null,
      result: null,
      seq: this.step,
      view: v,
      status: "finished",
      seats: {},
      canUndo: false,
      yourSeat: null,
      hotseat: false,
    };
    this.ui.update(snap);
    this.slider.value = String(this.step);
    this.counter.textContent = `Step ${this.step} / ${this.total}`;
  }

  destroy(): void {
    window.removeEventListener("keydown", this.onKey);
    this.ui.destroy();
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
