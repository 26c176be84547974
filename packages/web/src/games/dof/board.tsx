// The 1989 table: status strip, map, the decision, what happened since your last move, the Power
// Struggle, the hand, and tabs (log, tracks, piles). One store of signals per board: each part
// reads only the signals it shows, so an update redraws only what changed.
import type { DofView, RollOdds } from "@dawn/dof";
import { type Action, COUNTRIES, type Side, SPACES, type View } from "@dawn/engine";
import { computed, effect, type ReadonlySignal, signal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { BoardProps, GameContext, GameSnapshot } from "../../shell/titles.ts";
import { Card, PowerCard } from "./cards.tsx";
import { type Choices, choices, NO_CHOICES, sortHand } from "./decide.ts";
import { lazy } from "./lazy.tsx";
import { LogList, RefText, StableLog, Summary, SummaryState } from "./log.tsx";
import { BoardMap } from "./map.ts";
import { cardName, spaceName } from "./names.ts";
import {
  actionLabel,
  autoAnswer,
  chanceText,
  confirmText,
  controlText,
  countryName,
  decisionHelp,
  irreversible,
  kindPrompt,
  needsConfirm,
  oddsText,
  resultText,
  sideName,
  sideShort,
  socioName,
  suitName,
  tr,
  triggersOpponentEvent,
  vpText,
} from "./text.ts";
import { UndoWatch } from "./undo.ts";

type Tab = "hand" | "log" | "tracks" | "cards";

export interface RevealedHands {
  readonly com: readonly number[];
  readonly dem: readonly number[];
  readonly ps?: { readonly com: readonly number[]; readonly dem: readonly number[] };
}

/** The Power Struggle last shown, kept on screen after it is resolved until dismissed. */
interface PsMemo {
  readonly ps: NonNullable<View["ps"]>;
  /** Log length when the struggle was first seen (its entries follow). */
  readonly from: number;
  readonly over: boolean;
}

/** Everything one board shows, as signals. */
export class BoardStore {
  readonly view: ReadonlySignal<View>;
  readonly ch: ReadonlySignal<Choices>;
  readonly me: ReadonlySignal<Side | null>;
  readonly selected = signal<number | null>(null);
  readonly pending = signal<{ readonly action: Action; readonly text: string } | null>(null);
  /** The side panel's tab: the hand first (spectators see the log). */
  readonly tab = signal<Tab>("hand");
  readonly popover = signal<{ readonly kind: "card" | "space" | "power"; readonly n: number } | null>(null);
  readonly psMemo = signal<PsMemo | null>(null);
  readonly summary: SummaryState;
  /** Replays show both hands. */
  readonly reveal = signal<RevealedHands | null>(null);
  readonly flash = signal<readonly number[] | null>(null);
  /** The other player's undos, from the server (see undo.ts). */
  readonly undos = new UndoWatch();

  constructor(
    readonly snap: ReadonlySignal<GameSnapshot<View>>,
    readonly busy: ReadonlySignal<boolean>,
    readonly ctx: GameContext,
  ) {
    // A whole view received again (the answer to an action, a reconnection) keeps the log
    // entries already drawn: only new or changed lines are drawn.
    const stable = new StableLog();
    this.view = computed(() => {
      const v = snap.value.view;
      const log = stable.update(v.log);
      return log === v.log ? v : { ...v, log };
    });
    this.ch = computed(() => (snap.value.status === "active" ? choices(this.view.value) : NO_CHOICES));
    this.me = computed(() => {
      const v = this.view.value.viewer;
      return v === "observer" ? null : v;
    });
    this.summary = new SummaryState(snap, this.me, this.undos);
  }

  /** Reacts to new states: clears stale choices, keeps the Power Struggle, notices undos. */
  watch(): () => void {
    let prev: GameSnapshot<View> | null = null;
    return effect(() => {
      const s = this.snap.value;
      const v = s.view;
      if (prev && prev.seq !== s.seq) {
        this.pending.value = null;
        const sel = this.selected.value;
        if (sel !== null && !v.hand.includes(sel)) this.selected.value = null;
      }
      this.undos.observe(s, this.me.peek());
      this.summary.observe(v);
      // A decision about the cards in hand shows the hand.
      const ch = this.ch.peek();
      if (ch.mine && (ch.plays.size > 0 || ch.cards.size > 0) && s.seq !== prev?.seq) this.tab.value = "hand";
      const memo = this.psMemo.peek();
      if (v.ps)
        this.psMemo.value = { ps: v.ps, from: memo && !memo.over ? memo.from : v.log.length, over: false };
      else if (memo && !memo.over) this.psMemo.value = { ...memo, over: true };
      prev = s;
    });
  }

  /** The chance of success of the roll `a` starts, if it starts one (the server computes it). */
  oddsOf(a: Action): RollOdds | null {
    const v = this.view.value as DofView;
    const i = v.decision?.actions?.indexOf(a) ?? -1;
    return i >= 0 ? (v.odds?.[i] ?? null) : null;
  }

  choose(a: Action): void {
    const d = this.view.value.decision;
    if (this.busy.value || !d) return;
    if (needsConfirm(d.kind, a)) {
      this.pending.value = { action: a, text: confirmText(d.kind, a, this.me.value) };
      return;
    }
    void this.send(a);
  }

  async send(a: Action): Promise<void> {
    this.pending.value = null;
    this.summary.sending(this.view.peek(), this.snap.peek().seq);
    const done = await this.ctx.act(a, (g) => this.summary.observe(g.view as View));
    if (done) this.selected.value = null;
    else this.summary.refused();
  }

  cancel(): void {
    this.pending.value = null;
  }

  clickSpace(id: number): void {
    const a = this.ch.value.spaces.get(id);
    if (a) this.choose(a);
    else this.popover.value = { kind: "space", n: id };
  }
}

const Tracks = lazy(() => import("./tracks.tsx").then((m) => m.Tracks));
const Piles = lazy(() => import("./tracks.tsx").then((m) => m.Piles));

/**
 * An effect on signals that runs as soon as they change, for the life of the component. Preact's
 * `useSignalEffect` defers its effects to the next animation frame: a DOM change made there is
 * painted a frame later than the components' own changes, and a new game state reached the map
 * one frame late.
 */
function useNowEffect(f: () => void): void {
  useEffect(() => effect(f), []);
}

/** Facts on the root element for tests and styles, set without redrawing anything. */
function useRootFacts(ref: { current: HTMLElement | null }, st: BoardStore): void {
  useNowEffect(() => {
    const el = ref.current;
    const s = st.snap.value;
    if (!el) return;
    const v = s.view;
    el.dataset.seq = String(s.seq);
    el.dataset.kind = v.decision?.kind ?? (v.result ? "over" : "none");
    el.dataset.player = v.decision?.player ?? "";
    el.dataset.mine = String(st.ch.value.mine);
  });
}

export function DofBoard({ snap, busy, ctx }: BoardProps<View>) {
  const st = useMemo(() => new BoardStore(snap, busy, ctx), []);
  return <BoardView st={st} />;
}

export function BoardView({ st, top }: { st: BoardStore; top?: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => st.watch(), [st]);
  useRootFacts(ref, st);
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== "Escape") return;
      if (st.popover.value) st.popover.value = null;
      else if (st.pending.value) st.cancel();
    };
    document.addEventListener("keydown", onKey);
    // A space named in text (log, prompts) lights up on the map while pointed at or focused.
    const root = ref.current;
    const over = (ev: Event) => {
      const t = (ev.target as Element).closest?.("[data-ref-space]");
      if (t) st.flash.value = [Number((t as HTMLElement).dataset.refSpace)];
    };
    const out = (ev: Event) => {
      if ((ev.target as Element).closest?.("[data-ref-space]") && !st.popover.peek()) st.flash.value = null;
    };
    root?.addEventListener("pointerover", over);
    root?.addEventListener("pointerout", out);
    root?.addEventListener("focusin", over);
    root?.addEventListener("focusout", out);
    return () => {
      document.removeEventListener("keydown", onKey);
      root?.removeEventListener("pointerover", over);
      root?.removeEventListener("pointerout", out);
      root?.removeEventListener("focusin", over);
      root?.removeEventListener("focusout", out);
    };
  }, [st]);
  return (
    <div class="dof" ref={ref}>
      {top}
      <Status st={st} />
      <div class="dof-main">
        <MapPane st={st} />
        <div class="dof-side">
          <Decision st={st} />
          <Summary st={st.summary} onRef={(k, n) => showRef(st, k, n)} />
          <PsPanel st={st} />
          <Tabs st={st} />
        </div>
      </div>
      <Popover st={st} />
    </div>
  );
}

function showRef(st: BoardStore, kind: "card" | "space" | "power", n: number): void {
  if (kind === "space") st.flash.value = [n];
  st.popover.value = { kind, n };
}

function Status({ st }: { st: BoardStore }) {
  const v = st.view.value;
  const me = st.me.value;
  lang.value;
  // Both sides in one order everywhere: Communist first, then Democrat, each named.
  const pair = (label: string, com: number, dem: number, title: string) => (
    <span class="chip pair" title={title}>
      {label}{" "}
      <b class="com">
        <abbr title={sideName("com")}>{sideShort("com")}</abbr> {com}
      </b>{" "}
      <b class="dem">
        <abbr title={sideName("dem")}>{sideShort("dem")}</abbr> {dem}
      </b>
    </span>
  );
  return (
    <div class="dof-status">
      <div class="chips">
        {me ? (
          <span class={`chip you ${me}`}>{tr("youAre", { side: sideName(me) })}</span>
        ) : (
          <span class="chip you">{st.reveal.value ? tr("replay") : tr("spectating")}</span>
        )}
        <span class="chip">
          {tr("turnN", { n: v.turn })}
          {v.round ? <small> · {tr("arN", { n: v.round })}</small> : null}
        </span>
        {v.phasing ? (
          <span class={`chip phasing ${v.phasing}`} title={tr("phasingPlayer")}>
            {tr("phasing", { side: sideName(v.phasing) })}
          </span>
        ) : null}
        <span class={`chip vp ${v.vp > 0 ? "dem" : v.vp < 0 ? "com" : ""}`} title={tr("victoryPoints")}>
          {tr("vp")} {vpText(v.vp)}
        </span>
        {pair(tr("tstShort"), v.tst.com, v.tst.dem, tr("tstTrack"))}
        <span class="chip" title={tr("ussrTrack")}>
          {tr("ussrShort")} {v.ussr}
        </span>
        {pair(tr("hands"), v.handSizes.com, v.handSizes.dem, tr("cardsInHand"))}
        <span class="chip muted" title={tr("drawDeck")}>
          {tr("deck")} {v.deckSize}
        </span>
        {v.asideSizes.com + v.asideSizes.dem > 0
          ? pair(tr("aside"), v.asideSizes.com, v.asideSizes.dem, tr("asideTitle"))
          : null}
      </div>
      {v.lasting.length ? (
        <fieldset class="chips events">
          <legend class="sr-only">{tr("eventsInEffect")}</legend>
          <span class="muted small">{tr("inEffect")}</span>
          {v.lasting.map((l) => (
            <button
              type="button"
              key={`${l.card}-${l.side}`}
              class={`chip event ${l.side}`}
              data-ref-card={l.card}
              title={`${sideName(l.side)} · ${tr("eventInEffect")}`}
              onClick={() => (st.popover.value = { kind: "card", n: l.card })}
            >
              {/* The side in words, not only by colour (#13 item 7). */}
              <abbr class="side-tag" title={sideName(l.side)}>
                {sideShort(l.side)}
              </abbr>
              <span class="sr-only">: </span>
              {cardName(l.card)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

function MapPane({ st }: { st: BoardStore }) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useMemo(() => new BoardMap({ onSpace: (id) => st.clickSpace(id) }), [st]);
  useEffect(() => {
    ref.current?.append(map.el);
    return () => {
      map.destroy();
      map.el.remove();
    };
  }, [map]);
  useNowEffect(() => {
    const ch = st.ch.value;
    const chances = new Map<number, string>();
    // The chance of the roll a space starts (a Support Check, an event's roll on it); a placement
    // only leads to a roll after it (see Choose), shown once, not on every space.
    if (st.view.value.decision?.kind !== "placeSupport")
      for (const [id, a] of ch.spaces) {
        const o = st.oddsOf(a);
        if (o) chances.set(id, chanceText(o));
      }
    map.update(st.view.value, new Set(ch.spaces.keys()), lang.value, chances);
  });
  useNowEffect(() => {
    map.flash(st.flash.value);
  });
  // Spaces named by what just happened glow for a moment.
  useNowEffect(() => {
    const recent = st.summary.recentSpaces.value;
    if (recent.length) map.recent(recent);
  });
  return <div class="dof-mapwrap" ref={ref} />;
}

function Decision({ st }: { st: BoardStore }) {
  const s = st.snap.value;
  const v = s.view;
  const d = v.decision;
  const ch = st.ch.value;
  const me = st.me.value;
  const pending = st.pending.value;
  const busy = st.busy.value;
  const rt = resultText(v);
  lang.value;
  const ref = useRef<HTMLElement>(null);
  const wasMine = useRef(ch.mine);
  useEffect(() => {
    // The player's turn comes: bring the prompt into view (the side panel may be scrolled).
    if (ch.mine && !wasMine.current && ref.current) {
      ref.current.scrollIntoView?.({ block: "nearest" });
      ref.current.classList.add("arrived");
      setTimeout(() => ref.current?.classList.remove("arrived"), 1200);
    }
    wasMine.current = ch.mine;
  }, [ch.mine]);
  // A decision with one possible answer that gives nothing away is answered at once.
  useEffect(() => {
    const only = ch.mine && d ? autoAnswer(d.kind, d.actions ?? []) : null;
    if (only && !busy) {
      st.ctx.toast(tr("autoAnswered", { what: actionLabel(only, d?.kind) }));
      void st.send(only);
    }
  }, [s.seq, ch.mine]);
  let body: ComponentChildren;
  if (rt) body = <h3 class="result">{rt}</h3>;
  else if (s.status === "waiting")
    body = (
      <>
        <div class="whose">
          <span class="dot" />
          {tr("waitingOpponent")}
        </div>
        <p class="prompt">{tr("waitingOpponentText")}</p>
      </>
    );
  else if (!d) body = <p>…</p>;
  else if (!ch.mine)
    body = (
      <>
        <div class={`whose ${d.player}`}>
          <span class="dot" />
          {me || s.yourSeat
            ? tr("waitingFor", { side: sideName(d.player) })
            : tr("sideToAct", { side: sideName(d.player) })}
        </div>
        <p class="prompt muted">{kindPrompt(d)}</p>
        <Facts d={d} st={st} />
      </>
    );
  else if (pending)
    body = (
      <>
        <div class={`whose ${d.player} mine`}>
          <span class="dot" />
          {tr("confirm")}
        </div>
        <p class="prompt">{pending.text}</p>
        <OddsLine st={st} action={pending.action} />
        {irreversible(d.kind, pending.action) ? <p class="hint">{tr("cannotTakeBack")}</p> : null}
        <ConfirmButtons st={st} action={pending.action} focus />
      </>
    );
  else body = <Choose st={st} />;
  return (
    <section
      ref={ref}
      class={`decision${ch.mine ? " mine" : ""}${pending ? " confirming" : ""}`}
      aria-live="polite"
      aria-label={tr("decision")}
    >
      {body}
      {v.bids && !rt ? <BidsLine bids={v.bids} /> : null}
      {s.canUndo && ch.mine && !pending && !rt ? (
        <div class="tools">
          <button type="button" class="ghost undo" disabled={busy} onClick={() => void st.ctx.undo()}>
            ↶ {tr("undo")}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The chance of success of the roll an action starts, as a sentence (nothing if it rolls none). */
function OddsLine({ st, action }: { st: BoardStore; action: Action }) {
  const o = st.oddsOf(action);
  if (!o) return null;
  return (
    <p class={`odds${o.faces >= 4 ? " good" : o.faces <= 2 ? " poor" : ""}`} data-odds={o.faces}>
      <span class="odds-what">{tr(`oddsFor_${o.for}`)}</span> {oddsText(o, st.me.value)}
    </p>
  );
}

/** " · 50%" after a button's label when the action rolls a die. */
function Chance({ st, action }: { st: BoardStore; action: Action }) {
  const o = st.oddsOf(action);
  return o ? (
    <small class="chance" data-odds={o.faces}>
      {" "}
      · {chanceText(o)}
    </small>
  ) : null;
}

function ConfirmButtons({ st, action, focus }: { st: BoardStore; action: Action; focus?: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  // The question takes the keyboard focus as it is asked: Enter confirms, Escape cancels.
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div class="buttons">
      <button
        type="button"
        ref={ref}
        class="primary"
        data-confirm="yes"
        disabled={st.busy.value}
        onClick={() => void st.send(action)}
      >
        {tr("confirm")}
      </button>
      <button type="button" class="ghost" onClick={() => st.cancel()}>
        {tr("cancel")}
      </button>
    </div>
  );
}

/** The card being played, Ops or SPs left and the country involved, if the decision names them. */
function Facts({ d, st }: { d: NonNullable<View["decision"]>; st: BoardStore }) {
  const parts: ComponentChildren[] = [];
  if (d.card !== undefined)
    parts.push(
      <button
        type="button"
        class="ref-card link"
        key="c"
        onClick={() => (st.popover.value = { kind: "card", n: d.card! })}
      >
        {cardName(d.card)}
      </button>,
    );
  const left = (d as { left?: number }).left;
  if (d.kind === "setupPlace" || d.kind === "placeSupport") {
    const n = left ?? d.ops;
    if (n !== undefined)
      parts.push(
        <span class="tag" key="o">
          {d.kind === "setupPlace" ? tr("spsToPlace", { n }) : tr("opsLeft", { n })}
        </span>,
      );
  } else if (d.ops !== undefined)
    parts.push(
      <span class="tag" key="o">
        {tr("opsN", { n: d.ops })}
      </span>,
    );
  if (d.country)
    parts.push(
      <span class="tag" key="k">
        {countryName(d.country)}
      </span>,
    );
  return parts.length ? <p class="facts">{parts}</p> : null;
}

function Choose({ st }: { st: BoardStore }) {
  const v = st.view.value;
  const d = v.decision!;
  const ch = st.ch.value;
  const busy = st.busy.value;
  const hints: string[] = [];
  if (ch.spaces.size) hints.push(tr("chooseSpaceHint", { n: ch.spaces.size }));
  const rolling = [...ch.spaces.values()].find((a) => st.oddsOf(a));
  if (rolling && d.kind !== "placeSupport") hints.push(tr("oddsOnMap"));
  if (ch.plays.size) hints.push(tr("chooseCardHint"));
  if (ch.power.size) hints.push(tr("choosePowerHint"));
  const help = decisionHelp(d.kind);
  const bids = ch.buttons.filter((a) => a.t === "bid");
  const plain = ch.buttons.filter((a) => a.t !== "bid");
  return (
    <>
      <div class={`whose ${d.player} mine`}>
        <span class="dot" />
        {tr("yourDecision")}
      </div>
      <p class="prompt">{kindPrompt(d)}</p>
      <Facts d={d} st={st} />
      {help ? <p class="help-text">{help}</p> : null}
      {hints.length ? <p class="hint">{hints.join(" ")}</p> : null}
      {rolling && d.kind === "placeSupport" ? (
        // The last SP ends the Operations and an event follows with a roll.
        <OddsLine st={st} action={rolling} />
      ) : null}
      {ch.spaces.size ? (
        <select
          class="space-select"
          aria-label={tr("chooseSpace")}
          disabled={busy}
          onChange={(ev) => {
            const id = Number((ev.currentTarget as HTMLSelectElement).value);
            if (Number.isFinite(id)) st.clickSpace(id);
          }}
        >
          <option value="">{tr("pickFromList")}</option>
          {COUNTRIES.map((c) => {
            const ids = [...ch.spaces.keys()].filter((id) => SPACES[id]?.country === c).sort((a, b) => a - b);
            return ids.length ? (
              <optgroup label={countryName(c)} key={c}>
                {ids.map((id) => (
                  <option value={String(id)} key={id}>
                    {spaceOption(v, id)}
                    {(() => {
                      const o = st.oddsOf(ch.spaces.get(id)!);
                      return o ? ` · ${chanceText(o)}` : "";
                    })()}
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </select>
      ) : null}
      {plain.length ? (
        <div class="buttons">
          {plain.map((a) => (
            <button
              type="button"
              key={JSON.stringify(a)}
              data-action={JSON.stringify(a)}
              disabled={busy}
              onClick={() => st.choose(a)}
            >
              {actionLabel(a, d.kind)}
              <Chance st={st} action={a} />
            </button>
          ))}
        </div>
      ) : null}
      {bids.length ? <BidPicker st={st} bids={bids} /> : null}
      {ch.cards.size ? (
        // Cards to choose from (discards, events from the discard pile): with their text.
        <div class="choice-cards">
          {[...ch.cards.entries()].map(([n, a]) => (
            <Card key={n} n={n} playable onClick={() => st.choose(a)}>
              <OddsLine st={st} action={a} />
            </Card>
          ))}
        </div>
      ) : null}
      {ch.power.size && !v.ps ? (
        <div class="buttons">
          {[...ch.power.values()].flat().map((a) => (
            <button type="button" key={JSON.stringify(a)} disabled={busy} onClick={() => st.choose(a)}>
              {actionLabel(a, d.kind)}
              <Chance st={st} action={a} />
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** "Dresden — Communist 2, Democrat 0, Communist control" for the list of spaces. */
function spaceOption(v: View, id: number): string {
  const sp = SPACES[id]!;
  const ctl = v.control[id];
  return `${spaceName(id)} — ${sideShort("com")} ${v.sp.com[id] ?? 0}, ${sideShort("dem")} ${v.sp.dem[id] ?? 0}${
    ctl ? ` (${controlText(ctl)})` : ""
  } · ${tr("stabilityN", { n: sp.stability })}`;
}

function BidPicker({ st, bids }: { st: BoardStore; bids: readonly Action[] }) {
  return (
    <div class="bids">
      {(["com", "dem"] as const).map((side) => (
        <div class={`bid-row ${side}`} key={side}>
          <span>{tr("bidPlay", { side: sideName(side) })}</span>
          {bids
            .filter((a) => a.t === "bid" && a.side === side)
            .map((a) => (
              <button type="button" key={JSON.stringify(a)} onClick={() => st.choose(a)}>
                {a.t === "bid" ? String(a.sps) : ""}
              </button>
            ))}
        </div>
      ))}
    </div>
  );
}

function BidsLine({ bids }: { bids: NonNullable<View["bids"]> }) {
  const one = (seat: Side) => {
    const b = bids[seat];
    const who = tr("seatOf", { side: sideName(seat) });
    if (b === null) return `${who}: ${tr("bidNotYet")}`;
    if (b === "hidden") return `${who}: ${tr("bidMade")}`;
    return `${who}: ${tr("bidShown", { side: sideName(b.side), n: b.sps })}`;
  };
  return (
    <p class="hint bids-line">
      {tr("bids")} — {one("com")} · {one("dem")}
    </p>
  );
}

function PsPanel({ st }: { st: BoardStore }) {
  const memo = st.psMemo.value;
  if (!memo) return null;
  const v = st.view.value;
  const ps = memo.ps;
  const me = st.me.value;
  const ch = st.ch.value;
  const d = v.decision;
  lang.value;
  const raised = [ps.raised.com ? sideName("com") : null, ps.raised.dem ? sideName("dem") : null].filter(
    Boolean,
  );
  return (
    <section
      class={`ps-table${memo.over ? " over" : ""}`}
      aria-label={tr("powerStruggleIn", { country: countryName(ps.country) })}
    >
      <h3>
        {tr("powerStruggleIn", { country: countryName(ps.country) })}
        {memo.over ? <small class="muted"> · {tr("resolved")}</small> : null}
      </h3>
      <div class="ps-facts">
        <span>
          {tr("initiatedBy")} <b class={ps.initiator}>{sideName(ps.initiator)}</b>
        </span>
        <span>
          {tr("initiative")} <b class={ps.attacker}>{sideName(ps.attacker)}</b>
        </span>
        <span>
          {tr("hands")}{" "}
          <b class="com">
            {sideShort("com")} {ps.handSizes.com}
          </b>{" "}
          ·{" "}
          <b class="dem">
            {sideShort("dem")} {ps.handSizes.dem}
          </b>
        </span>
        <span>
          {tr("banned")} {ps.banned.length ? ps.banned.map(suitName).join(", ") : tr("none")}
        </span>
        <span>
          {tr("raised")} {raised.length ? raised.join(", ") : tr("nobody")}
        </span>
      </div>
      {ps.lead ? (
        <div class="ps-lead">
          {tr("lead")} <PowerCard id={ps.lead.card} small />
          <span>
            {" "}
            {suitName(ps.lead.suit)} {ps.lead.rank}
          </span>
        </div>
      ) : null}
      {ps.played.length ? (
        <div class="ps-played">
          <span class="muted">{tr("played")}</span>
          {ps.played.map((p, i) => (
            <div class={`played ${p.side}`} key={i}>
              <PowerCard id={p.card} small />
              <small>
                {sideName(p.side)}
                {p.suit ? ` · ${suitName(p.suit)}` : ""}
              </small>
            </div>
          ))}
        </div>
      ) : null}
      {ps.winner ? (
        <p class={`ps-winner ${ps.winner}`}>
          {memo.over
            ? tr("psWon", { side: sideName(ps.winner) })
            : tr("psWonAftermath", { side: sideName(ps.winner) })}
        </p>
      ) : null}
      {memo.over ? (
        <>
          <LogList log={v.log.slice(memo.from)} onRef={(k, n) => showRef(st, k, n)} compact />
          <button type="button" class="ghost small dismiss" onClick={() => (st.psMemo.value = null)}>
            {tr("dismiss")}
          </button>
        </>
      ) : me ? (
        <div class="ps-hand">
          <h4>{tr("yourPsCards", { n: ps.hand.length })}</h4>
          <div class="pcards">
            {ps.hand.map((id) => {
              const acts = ch.power.get(id);
              if (acts && acts.length > 1 && d)
                return (
                  <div class="pchoice" key={id}>
                    <PowerCard id={id} playable />
                    {acts.map((a) => (
                      <button type="button" key={JSON.stringify(a)} onClick={() => st.choose(a)}>
                        {actionLabel(a, d.kind)}
                      </button>
                    ))}
                  </div>
                );
              return (
                <PowerCard
                  key={id}
                  id={id}
                  playable={!!acts}
                  onClick={acts && acts.length === 1 ? () => st.choose(acts[0]!) : undefined}
                />
              );
            })}
          </div>
        </div>
      ) : (
        <p class="muted">{tr("spectatorNoPsHand")}</p>
      )}
    </section>
  );
}

function Hand({ st }: { st: BoardStore }) {
  const v = st.view.value;
  const me = st.me.value;
  const ch = st.ch.value;
  const reveal = st.reveal.value;
  lang.value;
  if (reveal)
    return (
      <section class="hand">
        {(["com", "dem"] as const).map((side) => (
          <div class={`revealed ${side}`} key={side}>
            <h3>{tr("handOf", { side: sideName(side), n: reveal[side].length })}</h3>
            <div class="cards mini">
              {reveal[side].map((n) => (
                <Card key={n} n={n} compact onClick={() => (st.popover.value = { kind: "card", n })} />
              ))}
            </div>
            {reveal.ps ? (
              <div class="pcards">
                {reveal.ps[side].map((id) => (
                  <PowerCard key={id} id={id} small />
                ))}
              </div>
            ) : null}
          </div>
        ))}
      </section>
    );
  if (!me)
    return (
      <section class="hand">
        <h3>{tr("handsTitle")}</h3>
        <p class="muted">{tr("spectatorHands", { com: v.handSizes.com, dem: v.handSizes.dem })}</p>
      </section>
    );
  const idle = ch.plays.size === 0 && ch.cards.size === 0;
  const opp: Side = me === "com" ? "dem" : "com";
  return (
    <section class={`hand${idle ? " idle" : ""}`} aria-label={tr("yourHand", { n: v.hand.length })}>
      <h3 class="sr-only">{tr("yourHand", { n: v.hand.length })}</h3>
      <p class="muted small hand-note">{tr("opponentHolds", { n: v.handSizes[opp] })}</p>
      <div class="cards">
        {v.hand.length ? (
          sortHand(v.hand, me).map((n) => <HandCard key={n} n={n} st={st} me={me} />)
        ) : (
          <p class="muted">{tr("noCards")}</p>
        )}
      </div>
      {v.knownOpponentCards.length ? (
        <p class="known">
          {tr("knownInOpponentHand")}{" "}
          {v.knownOpponentCards.map((n) => (
            <button
              type="button"
              class="ref-card link"
              key={n}
              data-ref-card={n}
              onClick={() => (st.popover.value = { kind: "card", n })}
            >
              {cardName(n)}
            </button>
          ))}
        </p>
      ) : null}
    </section>
  );
}

function HandCard({ n, st, me }: { n: number; st: BoardStore; me: Side }) {
  const ch = st.ch.value;
  const acts = ch.plays.get(n);
  const sel = st.selected.value === n;
  const p = st.pending.value;
  const d = st.view.value.decision;
  const confirming = p && p.action.t === "play" && p.action.card === n;
  let extra: ComponentChildren = null;
  if (confirming)
    extra = (
      <div class="confirm-inline">
        <p>{p.text}</p>
        <OddsLine st={st} action={p.action} />
        <ConfirmButtons st={st} action={p.action} />
      </div>
    );
  else if (sel && acts && d)
    extra = (
      <div class="play-buttons">
        {acts.map((a) => {
          const warn = triggersOpponentEvent(a, me);
          return (
            <button
              type="button"
              key={JSON.stringify(a)}
              class={warn ? "warn" : ""}
              title={warn ? tr("theirEventOccursTitle") : undefined}
              data-play={a.t === "play" ? a.as : undefined}
              onClick={() => st.choose(a)}
            >
              {actionLabel(a, d.kind)}
              <Chance st={st} action={a} />
              {warn ? <small> · {tr("theirEventOccurs")}</small> : null}
            </button>
          );
        })}
      </div>
    );
  return (
    <Card
      n={n}
      playable={!!acts || ch.cards.has(n)}
      selected={sel}
      onClick={() => {
        const c = ch.cards.get(n);
        if (c) return st.choose(c);
        st.selected.value = sel ? null : n;
      }}
    >
      {extra}
    </Card>
  );
}

/**
 * The side panel's tabs: the hand, the log, the tracks and the piles (under the decision and what
 * just happened, so none of them hides the others). Arrow keys move between tabs.
 */
function Tabs({ st }: { st: BoardStore }) {
  const v = st.view.value;
  const me = st.me.value;
  const hasHand = !!me || !!st.reveal.value;
  const tab = !hasHand && st.tab.value === "hand" ? "log" : st.tab.value;
  lang.value;
  const tabs: [Tab, string][] = [
    ...(hasHand
      ? [["hand", me ? tr("tabHand", { n: v.hand.length }) : tr("handsTitle")] as [Tab, string]]
      : []),
    ["log", tr("tabLog")],
    ["tracks", tr("tabTracks")],
    ["cards", tr("tabPiles", { n: v.discard.length + v.removed.length })],
  ];
  const onKey = (ev: KeyboardEvent) => {
    const i = tabs.findIndex(([id]) => id === tab);
    const k = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
    if (!k) return;
    ev.preventDefault();
    const next = tabs[(i + k + tabs.length) % tabs.length]![0];
    st.tab.value = next;
    (document.getElementById(`tab-${next}`) as HTMLElement | null)?.focus();
  };
  return (
    <>
      <div class="tabs" role="tablist" onKeyDown={onKey}>
        {tabs.map(([id, name]) => (
          <button
            type="button"
            key={id}
            id={`tab-${id}`}
            data-tab={id}
            class={id === tab ? "on" : ""}
            role="tab"
            tabIndex={id === tab ? 0 : -1}
            aria-selected={id === tab}
            aria-controls="tab-body"
            onClick={() => (st.tab.value = id)}
          >
            {name}
          </button>
        ))}
      </div>
      <div class="tab-body" id="tab-body" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === "hand" ? (
          <Hand st={st} />
        ) : tab === "log" ? (
          <LogList log={v.log} onRef={(k, n) => showRef(st, k, n)} notes={st.undos.notes.value} />
        ) : tab === "tracks" ? (
          <Tracks view={st.view} />
        ) : (
          <Piles view={st.view} onCard={(n) => (st.popover.value = { kind: "card", n })} />
        )}
      </div>
    </>
  );
}

function Popover({ st }: { st: BoardStore }) {
  const p = st.popover.value;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (p) (ref.current?.querySelector(".close") as HTMLElement | null)?.focus();
  }, [p?.kind, p?.n]);
  if (!p) return null;
  const close = () => {
    st.popover.value = null;
    st.flash.value = null;
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (a document listener), as does the close button
    <div
      class="popover"
      role="dialog"
      aria-modal="true"
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      <div class="pop-inner" ref={ref}>
        <button type="button" class="close" aria-label={tr("close")} onClick={close}>
          ×
        </button>
        {p.kind === "card" ? (
          <Card n={p.n} />
        ) : p.kind === "power" ? (
          <PowerCard id={p.n} />
        ) : (
          <SpaceInfo st={st} id={p.n} />
        )}
      </div>
    </div>
  );
}

function SpaceInfo({ st, id }: { st: BoardStore; id: number }) {
  const sp = SPACES[id];
  const v = st.view.value;
  if (!sp) return null;
  const ctl = v.control[id] ?? null;
  return (
    <div class="space-info">
      <h3>{spaceName(id)}</h3>
      <p class="muted">
        {countryName(sp.country)} · {socioName(sp.socio)} · {tr("stabilityN", { n: sp.stability })}
        {sp.battleground ? ` · ${tr("battleground")}` : ""}
      </p>
      <p>
        <b class="com">
          {sideName("com")} {v.sp.com[id] ?? 0}
        </b>{" "}
        ·{" "}
        <b class="dem">
          {sideName("dem")} {v.sp.dem[id] ?? 0}
        </b>{" "}
        · {ctl ? controlText(ctl) : tr("uncontrolled")}
      </p>
      <p>
        {tr("nextTo")}{" "}
        {sp.adjacent.map((n, i) => (
          <span key={n}>
            {i ? ", " : ""}
            <RefText kind="space" n={n} onRef={(k, x) => showRef(st, k, x)} />
          </span>
        ))}
      </p>
    </div>
  );
}
