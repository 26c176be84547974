// The 1989 game screen: map, decision prompt, hand, Power Struggle table, tracks, piles and log.
import {
  type Action,
  CARDS,
  COUNTRIES,
  POWER_CARDS,
  SCORING,
  SIDE_NAME,
  type Side,
  SPACES,
  type View,
} from "@dawn/engine";
import type { GameContext, GameSnapshot } from "../../shell/titles.ts";
import { type Child, h, mount } from "./dom.ts";

export interface GameUI<V> {
  update(snapshot: GameSnapshot<V>): void;
  busy(on: boolean): void;
  destroy(): void;
}

import { cardEl, powerCardEl } from "./cards.ts";
import {
  type Choices,
  choices,
  confirmText,
  label,
  NO_CHOICES,
  needsConfirm,
  sortHand,
  triggersOpponentEvent,
} from "./decide.ts";
import { SOCIO_NAME } from "./icons.ts";
import { references, segments } from "./logtext.ts";
import { BoardMap } from "./map.ts";
import { type CountryPreview, LEVEL_NAME, LEVEL_SHORT, netText, scoringPreview } from "./scoring.ts";
import { legend, tstTrack, turnTrack, ussrTrack, vpText, vpTrack } from "./tracks.ts";

type Tab = "log" | "tracks" | "cards";

export interface RevealedHands {
  readonly com: readonly number[];
  readonly dem: readonly number[];
  readonly ps?: { readonly com: readonly number[]; readonly dem: readonly number[] };
}

const sideName = (s: Side | null | undefined) => (s ? SIDE_NAME[s] : "");

export function resultText(v: View): string | null {
  const r = v.result;
  if (!r) return null;
  const why: Record<string, string> = {
    automaticVictory: "automatic victory",
    heldScoringCard: "a Scoring card was held",
    finalScoring: "final scoring",
    newYearsEveParty: "New Year's Eve Party",
    resignation: "resignation",
  };
  const head = r.winner ? `${SIDE_NAME[r.winner]} wins` : "Draw";
  return `${head} by ${why[r.reason] ?? r.reason} (VP ${vpText(r.vp)})`;
}

export class DofUI implements GameUI<View> {
  private readonly root: HTMLElement;
  private readonly map: BoardMap;
  private readonly status = h("div", { class: "dof-status" });
  private readonly decisionEl = h("section", { class: "decision", "aria-live": "polite" });
  private readonly psEl = h("section", { class: "ps-table" });
  private readonly handEl = h("section", { class: "hand" });
  private readonly tabBar = h("nav", { class: "tabs" });
  private readonly tabBody = h("div", { class: "tab-body" });
  private readonly popover = h("div", { class: "popover", hidden: true });
  private snap: GameSnapshot<View> | null = null;
  private ch: Choices = NO_CHOICES;
  private selected: number | null = null;
  private pending: { action: Action; text: string } | null = null;
  private isBusy = false;
  private tab: Tab = "log";
  private logCount = -1;
  private reveal: RevealedHands | null = null;

  constructor(
    el: HTMLElement,
    private readonly ctx: GameContext,
  ) {
    this.map = new BoardMap({
      onSpace: (id) => this.clickSpace(id),
    });
    const side = h(
      "div",
      { class: "dof-side" },
      this.decisionEl,
      this.psEl,
      this.handEl,
      this.tabBar,
      this.tabBody,
    );
    this.root = h(
      "div",
      { class: "dof" },
      this.status,
      h("div", { class: "dof-main" }, h("div", { class: "dof-mapwrap" }, this.map.el), side),
      this.popover,
    );
    this.root.addEventListener("pointerover", (ev) => this.hoverRef(ev));
    this.root.addEventListener("pointerout", (ev) => {
      if ((ev.target as Element).closest?.("[data-ref-space]")) this.map.flash(null);
      if ((ev.target as Element).closest?.("[data-ref-card]"))
        for (const el of this.root.querySelectorAll(".card.flash")) el.classList.remove("flash");
    });
    this.root.addEventListener("click", (ev) => this.clickRef(ev));
    document.addEventListener("keydown", this.onKey);
    mount(el, this.root);
  }

  private readonly onKey = (ev: KeyboardEvent): void => {
    if (ev.key !== "Escape") return;
    if (!this.popover.hidden) this.popover.hidden = true;
    else if (this.pending) this.cancel();
  };

  destroy(): void {
    document.removeEventListener("keydown", this.onKey);
    this.root.remove();
  }

  busy(on: boolean): void {
    this.isBusy = on;
    this.root.classList.toggle("is-busy", on);
    this.decisionEl.querySelectorAll("button").forEach((b) => {
      if (!b.classList.contains("keep")) b.disabled = on;
    });
  }

  update(snap: GameSnapshot<View>): void {
    const prev = this.snap;
    const wasMine = this.ch.mine;
    this.snap = snap;
    const v = snap.view;
    // Nobody moves before the second player has joined.
    this.ch = snap.status === "active" ? choices(v) : NO_CHOICES;
    if (!prev || prev.seq !== snap.seq) {
      this.pending = null;
      if (this.selected !== null && !this.ch.plays.has(this.selected) && !v.hand.includes(this.selected))
        this.selected = null;
    }
    this.render();
    // The player's turn comes: bring the prompt into view (the side panel may be scrolled).
    if (prev && !wasMine && this.ch.mine) {
      this.decisionEl.scrollIntoView({ block: "nearest" });
      this.decisionEl.classList.add("arrived");
      setTimeout(() => this.decisionEl.classList.remove("arrived"), 1200);
    }
    // Spaces named by what just happened glow for a moment.
    if (prev && prev.view.log.length < v.log.length && prev.seq !== snap.seq) {
      const spaces = v.log.slice(prev.view.log.length).flatMap((e) => references(e.text).spaces);
      this.map.recent(spaces);
    }
  }

  private me(): Side | null {
    const v = this.snap?.view;
    return v && v.viewer !== "observer" ? v.viewer : null;
  }

  private render(): void {
    const snap = this.snap;
    if (!snap) return;
    const v = snap.view;
    // Facts for tests and styles: which step this is and who decides.
    this.root.dataset.seq = String(snap.seq);
    this.root.dataset.kind = v.decision?.kind ?? (v.result ? "over" : "none");
    this.root.dataset.player = v.decision?.player ?? "";
    this.root.dataset.mine = String(this.ch.mine);
    this.map.update(v, new Set(this.ch.spaces.keys()));
    this.renderStatus(v);
    this.renderDecision(snap);
    this.renderPs(v);
    this.renderHand(v);
    this.renderTabs(v);
  }

  private renderStatus(v: View): void {
    const me = this.me();
    mount(
      this.status,
      me
        ? h("span", { class: `chip you ${me}` }, `You: ${SIDE_NAME[me]}`)
        : h("span", { class: "chip you" }, this.reveal ? "Replay" : "Spectating"),
      h("span", { class: "chip" }, `Turn ${v.turn}`, v.round ? h("small", {}, ` · AR ${v.round}`) : null),
      v.phasing ? h("span", { class: `chip phasing ${v.phasing}` }, sideName(v.phasing)) : null,
      h(
        "span",
        { class: `chip vp ${v.vp > 0 ? "dem" : v.vp < 0 ? "com" : ""}`, title: "Victory points" },
        `VP ${vpText(v.vp)}`,
      ),
      h(
        "span",
        { class: "chip", title: "Tiananmen Square track" },
        "TST ",
        h("b", { class: "dem" }, String(v.tst.dem)),
        "/",
        h("b", { class: "com" }, String(v.tst.com)),
      ),
      h("span", { class: "chip", title: "USSR stability box" }, `USSR ${v.ussr}`),
      h(
        "span",
        { class: "chip", title: "Cards in hand" },
        "Hands ",
        h("b", { class: "com" }, String(v.handSizes.com)),
        "/",
        h("b", { class: "dem" }, String(v.handSizes.dem)),
      ),
      h("span", { class: "chip muted", title: "Draw deck" }, `Deck ${v.deckSize}`),
      v.asideSizes.com + v.asideSizes.dem > 0
        ? h(
            "span",
            { class: "chip muted", title: "Cards set aside face down" },
            "Aside ",
            h("b", { class: "com" }, String(v.asideSizes.com)),
            "/",
            h("b", { class: "dem" }, String(v.asideSizes.dem)),
          )
        : null,
      v.lasting.map((l) =>
        h(
          "span",
          { class: `chip event ${l.side}`, "data-ref-card": String(l.card), title: "Event in effect" },
          CARDS[l.card]?.name ?? `#${l.card}`,
        ),
      ),
    );
  }

  private renderDecision(snap: GameSnapshot<View>): void {
    const v = snap.view;
    const d = v.decision;
    const me = this.me();
    const parts: Child[] = [];
    const rt = resultText(v);
    if (rt) {
      parts.push(h("h3", { class: "result" }, rt));
    } else if (snap.status === "waiting") {
      parts.push(
        h("div", { class: "whose" }, h("span", { class: "dot" }), "Waiting for an opponent"),
        h(
          "p",
          { class: "prompt" },
          "The game starts when your opponent joins. Send the invite link shown above.",
        ),
      );
    } else if (!d) {
      parts.push(h("p", {}, "…"));
    } else if (!this.ch.mine) {
      parts.push(
        h(
          "div",
          { class: `whose ${d.player}` },
          h("span", { class: "dot" }),
          snap.yourSeat ? `Waiting for the ${SIDE_NAME[d.player]}` : `${SIDE_NAME[d.player]} to act`,
        ),
        h("p", { class: "prompt muted" }, richText(d.prompt)),
        decisionFacts(d),
      );
    } else if (this.pending) {
      const p = this.pending;
      parts.push(
        h("div", { class: `whose ${d.player} mine` }, h("span", { class: "dot" }), "Confirm"),
        h("p", { class: "prompt" }, p.text),
        h("p", { class: "hint" }, "This cannot be taken back."),
        h(
          "div",
          { class: "buttons" },
          h(
            "button",
            { type: "button", class: "primary", "data-confirm": "yes", onclick: () => this.send(p.action) },
            "Confirm",
          ),
          h("button", { type: "button", class: "ghost", onclick: () => this.cancel() }, "Cancel"),
        ),
      );
    } else {
      parts.push(
        h("div", { class: `whose ${d.player} mine` }, h("span", { class: "dot" }), "Your decision"),
        h("p", { class: "prompt" }, richText(d.prompt)),
      );
      parts.push(decisionFacts(d));
      const hints: string[] = [];
      if (this.ch.spaces.size)
        hints.push(`Choose one of the ${this.ch.spaces.size} highlighted spaces on the map.`);
      if (this.ch.plays.size) hints.push("Choose a highlighted card in your hand.");
      if (this.ch.power.size) hints.push("Choose a Power Struggle card.");
      if (hints.length) parts.push(h("p", { class: "hint" }, hints.join(" ")));
      if (this.ch.spaces.size) {
        parts.push(
          h(
            "select",
            {
              class: "space-select",
              "aria-label": "Choose a space",
              onchange: (ev: Event) => {
                const id = Number((ev.target as HTMLSelectElement).value);
                if (Number.isFinite(id)) this.clickSpace(id);
              },
            },
            h("option", { value: "" }, "…or pick a space from a list"),
            COUNTRIES.map((c) => {
              const ids = [...this.ch.spaces.keys()]
                .filter((id) => SPACES[id]?.country === c)
                .sort((a, b) => a - b);
              return ids.length
                ? h(
                    "optgroup",
                    { label: c },
                    ids.map((id) => h("option", { value: String(id) }, label(this.ch.spaces.get(id)!))),
                  )
                : null;
            }),
          ),
        );
      }
      const buttons = this.ch.buttons;
      const bids = buttons.filter((a) => a.t === "bid");
      const plain = buttons.filter((a) => a.t !== "bid");
      if (plain.length) {
        parts.push(
          h(
            "div",
            { class: "buttons" },
            plain.map((a) => this.actionButton(d.kind, a)),
          ),
        );
      }
      if (bids.length) parts.push(this.bidPicker(d.kind, bids));
      if (this.ch.cards.size) {
        parts.push(
          h(
            "div",
            { class: "choice-cards" },
            [...this.ch.cards.entries()].map(([n, a]) =>
              cardEl(n, {
                compact: true,
                playable: true,
                onClick: () => this.choose(d.kind, a),
                extra: null,
              }),
            ),
          ),
        );
      }
      if (this.ch.power.size && !v.ps) {
        parts.push(
          h(
            "div",
            { class: "buttons" },
            [...this.ch.power.values()].flat().map((a) => this.actionButton(d.kind, a)),
          ),
        );
      }
    }
    if (v.bids && !rt) parts.push(bidsLine(v.bids));
    const recent = v.log.slice(-2).filter((e) => !rt || e !== v.log[v.log.length - 1]);
    if (recent.length && !this.pending) {
      parts.push(
        h(
          "ul",
          { class: "recent-log", "aria-label": "Latest events" },
          recent.map((e) => h("li", {}, richText(e.text))),
        ),
      );
    }
    const tools: Child[] = [];
    if (snap.canUndo && me && !this.pending && !rt) {
      tools.push(
        h("button", { type: "button", class: "ghost undo", onclick: () => this.ctx.undo() }, "↶ Undo"),
      );
    }
    if (tools.length) parts.push(h("div", { class: "tools" }, tools));
    mount(this.decisionEl, parts);
    this.decisionEl.className = `decision${this.ch.mine ? " mine" : ""}${this.pending ? " confirming" : ""}`;
    if (this.isBusy) this.busy(true);
  }

  private bidPicker(kind: string, bids: readonly Action[]): HTMLElement {
    const bySide = (side: Side) => bids.filter((a) => a.t === "bid" && a.side === side);
    return h(
      "div",
      { class: "bids" },
      (["com", "dem"] as const).map((side) =>
        h(
          "div",
          { class: `bid-row ${side}` },
          h("span", {}, `Play ${SIDE_NAME[side]}, offer`),
          bySide(side).map((a) =>
            h(
              "button",
              { type: "button", onclick: () => this.choose(kind, a) },
              a.t === "bid" ? String(a.sps) : "",
            ),
          ),
        ),
      ),
    );
  }

  private actionButton(kind: string, a: Action): HTMLElement {
    return h(
      "button",
      { type: "button", "data-action": JSON.stringify(a), onclick: () => this.choose(kind, a) },
      label(a),
    );
  }

  private choose(kind: string, a: Action): void {
    if (this.isBusy) return;
    if (needsConfirm(kind, a)) {
      this.pending = { action: a, text: confirmText(kind, a, this.me() ?? undefined) };
      this.render();
      // A card's confirmation shows on the card itself; others in the decision panel.
      if (a.t !== "play") this.decisionEl.scrollIntoView({ block: "nearest" });
      return;
    }
    this.send(a);
  }

  private confirmBox(text: string, action: Action): HTMLElement {
    return h(
      "div",
      { class: "confirm-inline" },
      h("p", {}, text),
      h(
        "div",
        { class: "buttons" },
        h(
          "button",
          {
            type: "button",
            class: "primary",
            "data-confirm": "yes",
            onclick: () => this.send(action),
          },
          "Confirm",
        ),
        h("button", { type: "button", class: "ghost", onclick: () => this.cancel() }, "Cancel"),
      ),
    );
  }

  private cancel(): void {
    this.pending = null;
    this.render();
  }

  private async send(a: Action): Promise<void> {
    this.pending = null;
    const ok = await this.ctx.act(a);
    if (ok) this.selected = null;
    this.render();
  }

  private clickSpace(id: number): void {
    const a = this.ch.spaces.get(id);
    const d = this.snap?.view.decision;
    if (a && d) this.choose(d.kind, a);
    else this.showSpace(id);
  }

  /** Facts about a space (the map's tooltip, for touch screens). */
  private showSpace(id: number): void {
    const sp = SPACES[id];
    const v = this.snap?.view;
    if (!sp || !v) return;
    const ctl = v.control[id] ?? null;
    mount(
      this.popover,
      h(
        "div",
        { class: "pop-inner space-info" },
        h("button", { type: "button", class: "close", "aria-label": "Close" }, "×"),
        h("h3", {}, sp.display),
        h(
          "p",
          { class: "muted" },
          `${sp.country} · ${SOCIO_NAME[sp.socio]} · stability ${sp.stability}${sp.battleground ? " · battleground" : ""}`,
        ),
        h(
          "p",
          {},
          h("b", { class: "com" }, `${v.sp.com[id] ?? 0} Communist`),
          " · ",
          h("b", { class: "dem" }, `${v.sp.dem[id] ?? 0} Democratic`),
          " SPs",
          ctl ? ` · ${SIDE_NAME[ctl]} control` : " · uncontrolled",
        ),
        h(
          "p",
          {},
          "Next to: ",
          sp.adjacent.map((n, i) => [
            i ? ", " : "",
            h("span", { class: "ref-space", "data-ref-space": String(n) }, SPACES[n]?.display ?? n),
          ]),
        ),
      ),
    );
    this.popover.hidden = false;
  }

  private renderPs(v: View): void {
    const ps = v.ps;
    this.psEl.hidden = !ps;
    if (!ps) {
      this.psEl.replaceChildren();
      return;
    }
    const me = this.me();
    const d = v.decision;
    const banned = ps.banned.length
      ? ps.banned.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join(", ")
      : "none";
    const lead = ps.lead;
    mount(
      this.psEl,
      h("h3", {}, `Power Struggle: ${ps.country}`),
      h(
        "div",
        { class: "ps-facts" },
        h("span", {}, "Initiated by ", h("b", { class: ps.initiator }, sideName(ps.initiator))),
        h("span", {}, "Initiative: ", h("b", { class: ps.attacker }, sideName(ps.attacker))),
        h(
          "span",
          {},
          "Hands ",
          h("b", { class: "com" }, String(ps.handSizes.com)),
          " / ",
          h("b", { class: "dem" }, String(ps.handSizes.dem)),
        ),
        h("span", {}, `Deck ${ps.deckSize}`),
        h("span", {}, `Banned: ${banned}`),
        h(
          "span",
          {},
          "Raised: ",
          ps.raised.com ? h("b", { class: "com" }, "Communist ") : null,
          ps.raised.dem ? h("b", { class: "dem" }, "Democrat") : null,
          !ps.raised.com && !ps.raised.dem ? "no" : null,
        ),
      ),
      lead
        ? h(
            "div",
            { class: "ps-lead" },
            "Lead: ",
            powerCardEl(lead.card, { small: true }),
            h("span", {}, ` ${lead.suit} ${lead.rank}`),
          )
        : null,
      ps.played.length
        ? h(
            "div",
            { class: "ps-played" },
            h("span", { class: "muted" }, "Played:"),
            ps.played.map((p) =>
              h(
                "div",
                { class: `played ${p.side}` },
                powerCardEl(p.card, { small: true }),
                h("small", {}, `${sideName(p.side)}${p.suit ? ` · ${p.suit}` : ""}`),
              ),
            ),
          )
        : null,
      ps.winner
        ? h(
            "p",
            { class: `ps-winner ${ps.winner}` },
            `${SIDE_NAME[ps.winner]} wins the Power Struggle — aftermath to resolve.`,
          )
        : null,
      me
        ? h(
            "div",
            { class: "ps-hand" },
            h("h4", {}, `Your Power Struggle cards (${ps.hand.length})`),
            h(
              "div",
              { class: "pcards" },
              ps.hand.map((id) => {
                const acts = this.ch.power.get(id);
                const el = powerCardEl(id, {
                  playable: !!acts,
                  onClick: acts && acts.length === 1 && d ? () => this.choose(d.kind, acts[0]!) : undefined,
                });
                if (acts && acts.length > 1 && d) {
                  return h(
                    "div",
                    { class: "pchoice" },
                    el,
                    acts.map((a) => this.actionButton(d.kind, a)),
                  );
                }
                return el;
              }),
            ),
          )
        : h("p", { class: "muted" }, "Spectators do not see the Power Struggle hands."),
    );
  }

  /** Replays show both hands: pass them here (null hides them again). */
  revealHands(r: RevealedHands | null): void {
    this.reveal = r;
  }

  private renderHand(v: View): void {
    const me = this.me();
    // While no card is to be chosen, effects are shortened (a click shows a card in full).
    this.handEl.classList.toggle("idle", this.ch.plays.size === 0 && this.ch.cards.size === 0);
    if (this.reveal) {
      const r = this.reveal;
      mount(
        this.handEl,
        (["com", "dem"] as const).map((side) =>
          h(
            "div",
            { class: `revealed ${side}` },
            h("h3", {}, `${SIDE_NAME[side]} hand (${r[side].length})`),
            h(
              "div",
              { class: "cards mini" },
              r[side].map((n) => cardEl(n, { compact: true, onClick: () => this.showCard(n) })),
            ),
            r.ps
              ? h(
                  "div",
                  { class: "pcards" },
                  r.ps[side].map((id) => powerCardEl(id, { small: true })),
                )
              : null,
          ),
        ),
      );
      return;
    }
    if (!me) {
      mount(
        this.handEl,
        h("h3", {}, "Hands"),
        h(
          "p",
          { class: "muted" },
          `Communist ${v.handSizes.com} cards · Democrat ${v.handSizes.dem} cards. Spectators see no hand.`,
        ),
      );
      return;
    }
    const d = v.decision;
    const cards = sortHand(v.hand, me).map((n) => {
      const acts = this.ch.plays.get(n);
      const sel = this.selected === n;
      const p = this.pending;
      const confirming = p && p.action.t === "play" && p.action.card === n;
      const extra = confirming
        ? this.confirmBox(p.text, p.action)
        : sel && acts && d
          ? h(
              "div",
              { class: "play-buttons" },
              acts.map((a) =>
                h(
                  "button",
                  {
                    type: "button",
                    class: triggersOpponentEvent(a, me) ? "warn" : "",
                    title: triggersOpponentEvent(a, me)
                      ? "The opponent's event on this card will occur"
                      : null,
                    "data-play": a.t === "play" ? a.as : null,
                    onclick: () => this.choose(d.kind, a),
                  },
                  label(a),
                  triggersOpponentEvent(a, me) ? h("small", {}, " · their event occurs") : null,
                ),
              ),
            )
          : null;
      return cardEl(n, {
        playable: !!acts || this.ch.cards.has(n),
        selected: sel,
        extra,
        onClick: () => {
          const c = this.ch.cards.get(n);
          if (c && d) return this.choose(d.kind, c);
          this.selected = sel ? null : n;
          this.renderHand(v);
        },
      });
    });
    const known = v.knownOpponentCards;
    mount(
      this.handEl,
      h(
        "h3",
        {},
        `Your hand (${v.hand.length})`,
        h("small", { class: "muted" }, ` · opponent holds ${v.handSizes[me === "com" ? "dem" : "com"]}`),
      ),
      h("div", { class: "cards" }, cards.length ? cards : h("p", { class: "muted" }, "No cards.")),
      known.length
        ? h(
            "p",
            { class: "known" },
            "Known in the opponent's hand: ",
            known.map((n) =>
              h("span", { class: "ref-card", "data-ref-card": String(n) }, CARDS[n]?.name ?? n),
            ),
          )
        : null,
    );
  }

  private renderTabs(v: View): void {
    const tabs: [Tab, string][] = [
      ["log", "Log"],
      ["tracks", "Tracks"],
      ["cards", `Piles (${v.discard.length + v.removed.length})`],
    ];
    mount(
      this.tabBar,
      tabs.map(([id, name]) =>
        h(
          "button",
          {
            type: "button",
            class: id === this.tab ? "on" : "",
            "aria-selected": String(id === this.tab),
            role: "tab",
            onclick: () => {
              this.tab = id;
              this.logCount = -1;
              this.renderTabs(v);
            },
          },
          name,
        ),
      ),
    );
    if (this.tab === "log") this.renderLog(v);
    else if (this.tab === "tracks")
      mount(
        this.tabBody,
        h(
          "div",
          { class: "tracks" },
          turnTrack(v),
          vpTrack(v),
          tstTrack(v),
          ussrTrack(v),
          powerTable(v),
          legend(),
        ),
      );
    else this.renderPiles(v);
  }

  private renderLog(v: View): void {
    if (this.logCount === v.log.length && this.tabBody.querySelector(".log")) return;
    this.logCount = v.log.length;
    const items: Child[] = [];
    let turn = -1;
    for (const e of v.log) {
      if (e.turn !== turn) {
        turn = e.turn;
        items.push(h("li", { class: "turn-head" }, turn === 0 ? "Set-up" : `Turn ${turn}`));
      }
      items.push(h("li", { class: e.seen ? "private" : "" }, richText(e.text)));
    }
    const ol = h("ol", { class: "log" }, items);
    mount(this.tabBody, ol);
    ol.scrollTop = ol.scrollHeight;
  }

  private renderPiles(v: View): void {
    const list = (title: string, ns: readonly number[]) =>
      h(
        "section",
        { class: "pile" },
        h("h4", {}, `${title} (${ns.length})`),
        ns.length
          ? h(
              "div",
              { class: "cards mini" },
              ns.map((n) => cardEl(n, { compact: true, onClick: () => this.showCard(n) })),
            )
          : h("p", { class: "muted" }, "—"),
      );
    const until: Record<string, string> = {
      turn: "until the end of the turn",
      round: "this action round",
      nextPlay: "for the next card played",
      powerStruggle: "for the next Power Struggle",
      game: "for the rest of the game",
      cancelled: "cancelled",
    };
    mount(
      this.tabBody,
      h(
        "section",
        { class: "pile" },
        h("h4", {}, `Events in effect (${v.lasting.length})`),
        v.lasting.length
          ? h(
              "ul",
              { class: "lasting" },
              v.lasting.map((l) =>
                h(
                  "li",
                  { class: l.side },
                  h(
                    "span",
                    { class: "ref-card", "data-ref-card": String(l.card) },
                    CARDS[l.card]?.name ?? l.card,
                  ),
                  h(
                    "small",
                    {},
                    ` · ${sideName(l.side)} · ${until[l.until] ?? l.until}${l.country ? ` · ${l.country}` : ""}`,
                  ),
                ),
              ),
            )
          : h("p", { class: "muted" }, "None."),
      ),
      list("In play beside the map", v.inPlay),
      list("Discard pile", v.discard),
      list("Removed from the game", v.removed),
    );
  }

  private hoverRef(ev: Event): void {
    const t = (ev.target as Element).closest?.("[data-ref-space]");
    if (t) this.map.flash([Number((t as HTMLElement).dataset.refSpace)]);
    const c = (ev.target as Element).closest?.("[data-ref-card]");
    if (c) {
      // The card named, wherever it is shown (hand, piles): highlighted while hovered.
      for (const el of this.root.querySelectorAll(`.card[data-card="${(c as HTMLElement).dataset.refCard}"]`))
        el.classList.add("flash");
    }
  }

  private clickRef(ev: Event): void {
    const target = ev.target as Element;
    if (target.closest(".popover .close") || target === this.popover) {
      this.popover.hidden = true;
      return;
    }
    const sp = target.closest?.("[data-ref-space]");
    if (sp) {
      const id = Number((sp as HTMLElement).dataset.refSpace);
      this.popover.hidden = true;
      this.map.focus(id);
      this.map.flash([id]);
      return;
    }
    const c = target.closest?.("[data-ref-card]");
    if (c) this.showCard(Number((c as HTMLElement).dataset.refCard));
    const p = target.closest?.("[data-ref-power]");
    if (p) this.showPower(Number((p as HTMLElement).dataset.refPower));
  }

  private showCard(n: number): void {
    mount(
      this.popover,
      h(
        "div",
        { class: "pop-inner" },
        h("button", { type: "button", class: "close", "aria-label": "Close" }, "×"),
        cardEl(n),
      ),
    );
    this.popover.hidden = false;
  }

  private showPower(n: number): void {
    const p = POWER_CARDS[n];
    mount(
      this.popover,
      h(
        "div",
        { class: "pop-inner" },
        h("button", { type: "button", class: "close", "aria-label": "Close" }, "×"),
        powerCardEl(n),
        h("p", {}, p ? p.name : ""),
      ),
    );
    this.popover.hidden = false;
  }
}

/** Log or prompt text with named, hoverable cards and spaces. */
export function richText(text: string): Child[] {
  return segments(text).map((s) => {
    if (s.kind === "text") return s.text;
    if (s.kind === "space") return h("span", { class: "ref-space", "data-ref-space": String(s.n) }, s.text);
    if (s.kind === "card") return h("span", { class: "ref-card", "data-ref-card": String(s.n) }, s.text);
    return h("span", { class: "ref-power", "data-ref-power": String(s.n) }, s.text);
  });
}

function powerTable(v: View): HTMLElement {
  // Per country: who holds Power, and what a scoring would give now (9.2 / 9.3), from the control
  // drawn on the map.
  const sideCell = (r: CountryPreview, side: Side) =>
    h(
      "td",
      {
        class: `sc-side ${side}`,
        title: `${SIDE_NAME[side]}: ${LEVEL_NAME[r.level[side]]}, ${r.spaces[side]} space(s), ${r.battlegrounds[side]} of ${r.totalBattlegrounds} battleground(s) = ${r.points[side]} VP`,
      },
      h("span", { class: "sc-level" }, LEVEL_SHORT[r.level[side]], " ", h("b", {}, String(r.points[side]))),
      h("small", {}, `${r.spaces[side]} sp · ${r.battlegrounds[side]}/${r.totalBattlegrounds} bg`),
    );
  const row = (r: CountryPreview) => {
    const box = SCORING[r.country];
    const held = v.power[r.country];
    return h(
      "tr",
      {},
      h(
        "th",
        {
          scope: "row",
          title: `Power: ${sideName(held)}. VP for Presence / Domination / Control: ${box.presence} / ${box.domination} / ${box.control}`,
        },
        r.country,
        h(
          "small",
          {},
          h("b", { class: held }, held === "com" ? "Com" : "Dem"),
          ` · ${box.presence}/${box.domination}/${box.control}`,
        ),
      ),
      sideCell(r, "com"),
      sideCell(r, "dem"),
      h("td", { class: `sc-net ${r.net > 0 ? "dem" : r.net < 0 ? "com" : ""}` }, netText(r.net)),
    );
  };
  return h(
    "section",
    { class: "track" },
    h("h4", {}, "Countries ", h("small", {}, "if scored now")),
    h(
      "div",
      { class: "table-scroll" },
      h(
        "table",
        { class: "countries" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h(
              "th",
              { title: "Under the name: who holds Power; VP for Presence/Domination/Control" },
              "Country",
            ),
            h("th", { class: "com", title: "Communist level and VP" }, "Com"),
            h("th", { class: "dem", title: "Democrat level and VP" }, "Dem"),
            h("th", { title: "Net VP a scoring would give now" }, "Net"),
          ),
        ),
        h("tbody", {}, scoringPreview(v).map(row)),
      ),
    ),
    h(
      "p",
      { class: "sc-note" },
      "Under each country: who holds Power, and the VP for Presence / Domination / Control. Pres, Dom, Ctrl: the level each side would score; its VP = the level's value + 1 per battleground controlled. sp: spaces controlled; bg: battlegrounds controlled / in the country.",
    ),
  );
}

/** The card being played, Ops left and the country involved, if the decision names them. */
function decisionFacts(d: NonNullable<View["decision"]>): HTMLElement | null {
  const facts: Child[] = [];
  if (d.card !== undefined)
    facts.push(h("span", { class: "ref-card", "data-ref-card": String(d.card) }, CARDS[d.card]?.name ?? ""));
  if (d.ops !== undefined) facts.push(h("span", { class: "tag" }, `${d.ops} Ops`));
  if (d.country) facts.push(h("span", { class: "tag" }, d.country));
  return facts.length ? h("p", { class: "facts" }, facts) : null;
}

/** The balance bids: each seat's bid once revealed (or his own), otherwise whether it is in. */
function bidsLine(bids: NonNullable<View["bids"]>): HTMLElement {
  const one = (seat: Side) => {
    const b = bids[seat];
    const who = `Seat ${SIDE_NAME[seat]}`;
    if (b === null) return `${who}: not yet`;
    if (b === "hidden") return `${who}: bid made`;
    return `${who}: play ${SIDE_NAME[b.side]}, offer ${b.sps} SP${b.sps === 1 ? "" : "s"}`;
  };
  return h("p", { class: "hint bids-line" }, `Bids — ${one("com")} · ${one("dem")}`);
}
