// 1989: Dawn of Freedom as a module of the shell: options form, game screen, replay.
import {
  applyInPlace,
  type GameRecord,
  newGame,
  other,
  resign,
  type Scenario,
  type Side,
  type State,
  type View,
  validateRecord,
  view,
} from "@dawn/engine";
import { h } from "../../shell/dom.ts";
import type { GameModule, GameSnapshot } from "../../shell/module.ts";
import { DofUI, resultText } from "./ui.ts";

const SCENARIOS: readonly [Scenario, string][] = [
  ["standard", "Standard"],
  ["dem+1", "Democrat +1 SP (handicap)"],
  ["dem+2", "Democrat +2 SPs (handicap)"],
];

export const dof: GameModule<View> = {
  // The platform id of the title (stored games of the long id "1989-dawn-of-freedom" are served as "dof").
  id: "dof",
  title: "1989: Dawn of Freedom",
  seats: [
    { id: "com", name: "Communist" },
    { id: "dem", name: "Democrat" },
  ],
  optionsForm() {
    const scenario = h(
      "select",
      { name: "scenario", id: "opt-scenario" },
      SCENARIOS.map(([v, n]) => h("option", { value: v }, n)),
    );
    const bid = h("input", { type: "checkbox", name: "bid", id: "opt-bid" });
    const el = h(
      "div",
      { class: "options" },
      h("label", { for: "opt-scenario" }, "Scenario", scenario),
      h(
        "label",
        { class: "check", for: "opt-bid" },
        bid,
        " Balance bid (13.0): both players bid SPs for the side they want",
      ),
    );
    return {
      el,
      value: () => ({ scenario: scenario.value, ...(bid.checked ? { bid: true } : {}) }),
    };
  },
  describeOptions(o) {
    const opts = (o ?? {}) as { scenario?: string; bid?: boolean };
    const sc = SCENARIOS.find(([v]) => v === opts.scenario)?.[1] ?? "Standard";
    return `${sc.replace(/ \(.*\)/, "")}${opts.bid ? ", bid" : ""}`;
  },
  mount(el, ctx) {
    return new DofUI(el, ctx);
  },
  seatToAct(v) {
    return v.decision?.player ?? null;
  },
  resultText(v) {
    return resultText(v);
  },
  mountReplay(el, record) {
    return new Replay(el, validateRecord(record));
  },
};

/** Steps through a finished game's record with the engine, both hands shown. */
class Replay {
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
