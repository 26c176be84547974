// The Wir sind das Volk! table: status strip, the map, the decision (prompt, legal targets lit on
// the map and listed for the keyboard), the card row with the decade's special card, the hands,
// the played cards with their flight icons and East's police cards, and tabs (log, tracks and the
// end-of-decade sequence, piles). One store of signals per board.

import { computed, effect, type ReadonlySignal, signal, useSignalEffect } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { BoardProps, GameContext, GameSnapshot } from "../../shell/titles.ts";
import { Card, Flights } from "./cards.tsx";
import { cardData, cardFullTitle, cardTitle } from "./cardtext.ts";
import { type Choices, choices, hasMapTargets, keyOf, NO_CHOICES, type Play } from "./decide.ts";
import { exportValue, provinceCities, provinceEconomy } from "./economy.ts";
import {
  type Action,
  type CardId,
  CITIES,
  type CityId,
  CONNECTIONS,
  type ConnId,
  PROVINCES,
  type ProvinceId,
  type Sector,
  type Side,
  type View,
} from "./engine.ts";
import { flightPreview } from "./flight.ts";
import { actionLabel, promptText, useLabel, useTitle } from "./labels.ts";
import { LogList } from "./log.tsx";
import { BoardMap, type Flash, type MapHandlers } from "./map.tsx";
import { phaseName, provinceName, resultText, roman, sideName, signedN, tr } from "./text.ts";
import { EndOfDecade, Tracks } from "./tracks.tsx";

type Tab = "log" | "tracks" | "cards";
type Pop =
  | { readonly kind: "card"; readonly id: CardId }
  | { readonly kind: "province"; readonly id: ProvinceId }
  | { readonly kind: "city"; readonly id: CityId };

export class Store {
  readonly view: ReadonlySignal<View>;
  readonly ch: ReadonlySignal<Choices>;
  readonly me: ReadonlySignal<Side | null>;
  readonly selected = signal<CardId | null>(null);
  readonly tab = signal<Tab>("log");
  readonly popover = signal<Pop | null>(null);
  readonly flash = signal<Flash | null>(null);
  readonly big = signal(false);
  /** Someone took a move back (shown until the next change). */
  readonly undone = signal<Side | null>(null);
  /** Replays show both hands. */
  reveal: ReadonlySignal<{ readonly west: readonly CardId[]; readonly east: readonly CardId[] } | null> =
    signal(null);

  constructor(
    readonly snap: ReadonlySignal<GameSnapshot<View>>,
    readonly busy: ReadonlySignal<boolean>,
    readonly ctx: GameContext,
  ) {
    this.view = computed(() => snap.value.view);
    this.ch = computed(() => (snap.value.status === "active" ? choices(this.view.value) : NO_CHOICES));
    this.me = computed(() => {
      const v = this.view.value.viewer;
      return v === "observer" ? null : v;
    });
  }

  /** Reacts to new states: drops a selection that no longer applies, notices undos. */
  watch(): () => void {
    let prev: GameSnapshot<View> | null = null;
    return effect(() => {
      const s = this.snap.value;
      if (prev && prev.seq !== s.seq) {
        // A place lit by a list button that has now gone (no pointer left it) goes out.
        this.flash.value = null;
        const sel = this.selected.peek();
        if (sel !== null && !this.ch.value.plays.has(sel)) this.selected.value = null;
        // The engine's count of actions went down: someone took a move back (not in a replay).
        this.undone.value =
          s.view.seq < prev.view.seq && !this.reveal.peek() ? (prev.view.decision?.player ?? null) : null;
      }
      prev = s;
    });
  }

  async act(a: Action): Promise<void> {
    if (this.busy.value) return;
    if (await this.ctx.act(a)) this.selected.value = null;
  }

  onProvince(p: ProvinceId): void {
    const a = this.ch.value.provinces.get(p);
    if (a) void this.act(a);
    else this.popover.value = { kind: "province", id: p };
  }

  onCity(c: CityId): void {
    const a = this.ch.value.cities.get(c);
    if (a) void this.act(a);
    else this.popover.value = { kind: "city", id: c };
  }

  onLine(k: ConnId): void {
    const a = this.ch.value.lines.get(k);
    if (a) void this.act(a);
  }

  onSector(x: Sector): void {
    const a = this.ch.value.sectors.get(x);
    if (a) void this.act(a);
    else this.popover.value = { kind: "province", id: 7 as ProvinceId };
  }
}

/** Facts on the root element for tests and styles. */
function useRootFacts(ref: { current: HTMLElement | null }, st: Store): void {
  useSignalEffect(() => {
    const el = ref.current;
    const s = st.snap.value;
    if (!el) return;
    const v = s.view;
    el.dataset.seq = String(s.seq);
    el.dataset.kind = v.decision?.kind ?? (v.result ? "over" : "none");
    el.dataset.player = v.decision?.player ?? "";
    el.dataset.mine = String(st.ch.value.mine);
    el.dataset.decade = String(v.decade);
    el.dataset.half = String(v.half);
    el.dataset.phase = String(v.phase);
  });
}

export function WsdvBoard({ snap, busy, ctx }: BoardProps<View>) {
  const st = useMemo(() => new Store(snap, busy, ctx), []);
  return <BoardView st={st} />;
}

export function BoardView({ st, top }: { st: Store; top?: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => st.watch(), [st]);
  useRootFacts(ref, st);
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key === "Escape") {
        if (st.popover.value) st.popover.value = null;
        else st.selected.value = null;
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [st]);
  return (
    <div class="wsdv" ref={ref}>
      {top}
      <Status st={st} />
      <div class="ws-main">
        <MapPane st={st} />
        <div class="ws-side">
          <Decision st={st} />
          <Row st={st} />
          <Hand st={st} />
          <Played st={st} />
          <Tabs st={st} />
        </div>
      </div>
      <Popover st={st} />
    </div>
  );
}

function Status({ st }: { st: Store }) {
  const v = st.view.value;
  const me = st.me.value;
  const d = v.decision;
  lang.value;
  const fl = flightPreview(v);
  return (
    <div class="ws-status">
      {me ? (
        <span class={`ws-chip you ${me}`}>{tr("youAre", { side: sideName(me) })}</span>
      ) : (
        <span class="ws-chip you">{st.reveal.value ? tr("replay") : tr("spectating")}</span>
      )}
      <span class="ws-chip when" data-when={`${v.decade}-${v.half}-${v.phase}`}>
        {tr("decadeN", { d: roman(v.decade) })}
        {" · "}
        {v.phase ? (
          <>
            {tr("endOfDecade")}{" "}
            <small>
              {tr("phaseN", { n: v.phase })}: {phaseName(v.phase)}
            </small>
          </>
        ) : (
          tr("halfN", { n: v.half })
        )}
      </span>
      {d && !v.result ? (
        <span class={`ws-chip turn ${d.player}`}>{tr("toPlay", { side: sideName(d.player) })}</span>
      ) : null}
      <span
        class={`ws-chip track ${v.prestige > 0 ? "east" : v.prestige < 0 ? "west" : ""}`}
        title={tr("holdsAdvantage", { side: sideName(v.prestigeHolder) })}
      >
        {tr("prestige")} {signedN(v.prestige)}{" "}
        <small class="adv">· {tr("advantageShort", { side: sideName(v.prestigeHolder) })}</small>
      </span>
      <span
        class={`ws-chip track ${v.currency > 0 ? "east" : v.currency < 0 ? "west" : ""}`}
        title={tr("currency")}
      >
        {tr("currencyShort")} {signedN(v.currency)}
      </span>
      <span class={`ws-chip track ${v.socialism > 0 ? "east" : v.socialism < 0 ? "west" : ""}`}>
        {tr("socialism")} {signedN(v.socialism)}
      </span>
      <span class="ws-chip track" title={tr("flightNote")}>
        {tr("flight")} {v.wall ? tr("wallStands") : fl.position}
      </span>
      <span class="ws-chip" title={tr("cardsInHand")}>
        {tr("hands")}{" "}
        <b class="west">
          {sideName("west")} {v.handSizes.west}
        </b>{" "}
        <b class="east">
          {sideName("east")} {v.handSizes.east}
        </b>
      </span>
      <span class="ws-chip muted" title={tr("deckTitle")}>
        {tr("deck")} {v.deckSize}
      </span>
      {v.stasiDissolved ? <span class="ws-chip muted">{tr("stasiDissolved")}</span> : null}
    </div>
  );
}

function MapPane({ st }: { st: Store }) {
  const v = st.view.value;
  const ch = st.ch.value;
  const big = st.big.value;
  lang.value;
  const handlers = useMemo(
    (): MapHandlers => ({
      onProvince: (p) => st.onProvince(p),
      onCity: (c) => st.onCity(c),
      onLine: (k) => st.onLine(k),
      onSector: (x) => st.onSector(x),
    }),
    [st],
  );
  return (
    <div class={`ws-mapcol${big ? " big" : ""}`}>
      <div class="ws-maptools">
        <button type="button" class="ghost small" aria-pressed={big} onClick={() => (st.big.value = !big)}>
          {big ? tr("shrink") : tr("enlarge")}
        </button>
      </div>
      <div class="ws-mapscroll">
        <BoardMap v={v} ch={ch} on={handlers} flash={st.flash.value} />
      </div>
    </div>
  );
}

function Decision({ st }: { st: Store }) {
  const s = st.snap.value;
  const v = s.view;
  const d = v.decision;
  const ch = st.ch.value;
  const me = st.me.value;
  const busy = st.busy.value;
  const rt = resultText(v);
  lang.value;
  const ref = useRef<HTMLElement>(null);
  const wasMine = useRef(ch.mine);
  useEffect(() => {
    if (ch.mine && !wasMine.current && ref.current) ref.current.scrollIntoView?.({ block: "nearest" });
    wasMine.current = ch.mine;
  }, [ch.mine]);
  let body: ComponentChildren;
  if (rt) body = <h3 class="ws-result">{rt}</h3>;
  else if (s.status === "waiting")
    body = (
      <>
        <div class="ws-whose">{tr("waitingOpponent")}</div>
        <p class="ws-prompt">{tr("waitingOpponentText")}</p>
      </>
    );
  else if (!d) body = <p>…</p>;
  else if (!ch.mine)
    body = (
      <>
        <div class={`ws-whose ${d.player}`}>
          <span class="dot" />
          {me
            ? tr("waitingFor", { side: sideName(d.player) })
            : tr("sideDecides", { side: sideName(d.player) })}
        </div>
        <p class="ws-prompt muted">{promptText(d)}</p>
        <Facts st={st} />
      </>
    );
  else body = <Choose st={st} />;
  return (
    <section
      ref={ref}
      class={`ws-decision${ch.mine ? " mine" : ""}`}
      aria-live="polite"
      aria-label={tr("decision")}
    >
      {st.undone.value ? (
        <p class="ws-undo-note" role="status">
          {tr("undoneBy", { side: sideName(st.undone.value) })}
        </p>
      ) : null}
      {body}
      {v.phase > 0 && !rt ? <EndOfDecade phase={v.phase} compact /> : null}
      {s.canUndo && ch.mine && !rt ? (
        <div class="ws-tools">
          <button type="button" class="ghost undo" disabled={busy} onClick={() => void st.ctx.undo()}>
            ↶ {tr("undo")}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Facts({ st }: { st: Store }) {
  const d = st.view.value.decision;
  if (!d) return null;
  const parts: ComponentChildren[] = [];
  if (d.card !== undefined)
    parts.push(
      <span key="c">
        {tr("cardBeingPlayed")}{" "}
        <button
          type="button"
          class="link ws-ref-card"
          onClick={() => (st.popover.value = { kind: "card", id: d.card! })}
        >
          {cardTitle(d.card)}
        </button>
      </span>,
    );
  if (d.n !== undefined && d.kind !== "turn") parts.push(<span key="n">{tr("leftN", { n: d.n })}</span>);
  return parts.length ? <p class="ws-facts">{parts}</p> : null;
}

/** Map targets grouped by province (cities and roads by the province of their first city). */
function groupTargets(ch: Choices): { label: string; actions: Action[] }[] {
  const groups = new Map<string, Action[]>();
  const add = (label: string, a: Action) => {
    const l = groups.get(label) ?? [];
    l.push(a);
    groups.set(label, l);
  };
  const where = (c: number) => {
    const city = CITIES[c]!;
    if (city.province !== null) return provinceName(city.province);
    return city.abroad ? (city.abroad === "polska" ? "Polska" : "ČSSR") : city.name;
  };
  for (const a of ch.provinces.values())
    add(sideName(PROVINCES[(a as { province: ProvinceId }).province]!.side), a);
  for (const a of ch.sectors.values()) add(tr("westBerlin"), a);
  for (const [c, a] of ch.cities) add(where(c), a);
  for (const [k, a] of ch.lines) add(where(CONNECTIONS[k]!.a), a);
  return [...groups.entries()].map(([label, actions]) => ({ label, actions }));
}

function Choose({ st }: { st: Store }) {
  const v = st.view.value;
  const d = v.decision!;
  const ch = st.ch.value;
  const me = st.me.value!;
  const busy = st.busy.value;
  const targets = hasMapTargets(ch) ? groupTargets(ch) : [];
  const nTargets = ch.provinces.size + ch.cities.size + ch.lines.size + ch.sectors.size;
  return (
    <>
      <div class={`ws-whose ${d.player} mine`}>
        <span class="dot" />
        {tr("yourDecision")}
      </div>
      <p class="ws-prompt">{promptText(d)}</p>
      <Facts st={st} />
      {ch.plays.size ? <p class="ws-hint">{tr("chooseCard")}</p> : null}
      {nTargets ? <p class="ws-hint">{tr("chooseOnMap")}</p> : null}
      {ch.buttons.length ? (
        <div class="ws-buttons">
          {ch.buttons.map((a) => (
            <button
              type="button"
              key={keyOf(a)}
              class={a.t === "option" && (a.option === "done" || a.option === "none") ? "ghost" : ""}
              data-action={keyOf(a)}
              disabled={busy}
              onClick={() => void st.act(a)}
            >
              {actionLabel(a, v, me)}
            </button>
          ))}
        </div>
      ) : null}
      {targets.length ? (
        <fieldset class="ws-targets">
          <legend class="sr-only">{tr("yourChoices")}</legend>
          {targets.map((g) => (
            <div class="ws-target-group" key={g.label}>
              <span class="ws-target-head">{g.label}</span>
              {g.actions.map((a) => (
                <button
                  type="button"
                  key={keyOf(a)}
                  data-action={keyOf(a)}
                  disabled={busy}
                  onClick={() => void st.act(a)}
                  onMouseEnter={() => (st.flash.value = flashOf(a))}
                  onMouseLeave={() => (st.flash.value = null)}
                  onFocus={() => (st.flash.value = flashOf(a))}
                  onBlur={() => (st.flash.value = null)}
                >
                  {actionLabel(a, v, me)}
                </button>
              ))}
            </div>
          ))}
        </fieldset>
      ) : null}
      {ch.cards.size ? (
        <>
          <p class="ws-hint">{tr("pickCard")}</p>
          <div class="ws-cards ws-pick">
            {[...ch.cards.entries()].map(([id, a]) => (
              <Card key={id} id={id} playable onClick={() => void st.act(a)}>
                <button
                  type="button"
                  class="primary small"
                  data-action={keyOf(a)}
                  disabled={busy}
                  onClick={() => void st.act(a)}
                >
                  {cardTitle(id)}
                </button>
              </Card>
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}

function flashOf(a: Action): Flash | null {
  switch (a.t) {
    case "province":
      return { provinces: [a.province], cities: [], roads: [] };
    case "city":
      return { provinces: [], cities: [a.city], roads: [] };
    case "line":
      return { provinces: [], cities: [], roads: [a.conn] };
    case "sector":
      return { provinces: [7], cities: [], roads: [] };
    default:
      return null;
  }
}

/** A card of the row or hand: selectable when it may be taken; its uses as buttons once selected. */
function PlayCard({ id, st, where }: { id: CardId; st: Store; where: "row" | "hand" | "special" }) {
  const ch = st.ch.value;
  const plays = ch.plays.get(id);
  const sel = st.selected.value === id;
  const me = st.me.value;
  const busy = st.busy.value;
  return (
    <Card
      id={id}
      playable={!!plays}
      selected={sel}
      class={`in-${where}`}
      onClick={
        plays ? () => (st.selected.value = sel ? null : id) : () => (st.popover.value = { kind: "card", id })
      }
    >
      {sel && plays && me ? (
        <fieldset class="ws-uses">
          <legend class="sr-only">{cardTitle(id)}</legend>
          {plays.map((a: Play) => (
            <button
              type="button"
              key={a.use}
              class={a.use === "event" ? "primary" : ""}
              data-use={a.use}
              data-action={keyOf(a)}
              title={useTitle(id, a.use, me)}
              disabled={busy}
              onClick={() => void st.act(a)}
            >
              {useLabel(id, a.use, me)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </Card>
  );
}

function Row({ st }: { st: Store }) {
  const v = st.view.value;
  lang.value;
  return (
    <section class="ws-row" aria-label={tr("cardRow")}>
      <h3>
        {tr("cardRow")}{" "}
        <small class="muted">
          ({v.row.length}) · {tr("deck")} {v.deckSize}
        </small>
      </h3>
      <div class="ws-cards">
        {v.special !== null ? (
          <div class="ws-special-slot">
            <span class="ws-slot-label">
              {tr("specialCard")} · {tr("specialFor")}
            </span>
            <PlayCard id={v.special} st={st} where="special" />
          </div>
        ) : null}
        {v.row.map((id) => (
          <PlayCard key={id} id={id} st={st} where="row" />
        ))}
      </div>
    </section>
  );
}

function Hand({ st }: { st: Store }) {
  const v = st.view.value;
  const me = st.me.value;
  const reveal = st.reveal.value;
  lang.value;
  if (reveal)
    return (
      <section class="ws-hand revealed">
        {(["west", "east"] as const).map((side) => (
          <div key={side} class={`ws-revealed ${side}`}>
            <h3>{tr("revealedHand", { side: sideName(side), n: reveal[side].length })}</h3>
            <div class="ws-cards">
              {reveal[side].map((id) => (
                <Card key={id} id={id} compact onClick={() => (st.popover.value = { kind: "card", id })} />
              ))}
            </div>
          </div>
        ))}
      </section>
    );
  if (!me)
    return (
      <section class="ws-hand spectator">
        <h3>{tr("hands")}</h3>
        <p class="muted">{tr("spectatorHands", { west: v.handSizes.west, east: v.handSizes.east })}</p>
      </section>
    );
  const opp: Side = me === "west" ? "east" : "west";
  return (
    <section class="ws-hand" aria-label={tr("yourHand", { n: v.hand.length })}>
      <h3>
        {tr("yourHand", { n: v.hand.length })}
        <small class="muted ws-opp-hand">
          {" · "}
          {tr("opponentHand", { side: sideName(opp), n: v.handSizes[opp] })}
          {v.opponentHandDecades.length
            ? ` ${tr("opponentDecades", { list: v.opponentHandDecades.map(roman).join(", ") })}`
            : ""}
        </small>
      </h3>
      <div class="ws-cards">
        {v.hand.length ? (
          v.hand.map((id) => <PlayCard key={id} id={id} st={st} where="hand" />)
        ) : (
          <p class="muted">{tr("noCards")}</p>
        )}
      </div>
      {v.knownOpponentCards.length ? (
        <p class="ws-known">
          {tr("knownCards")} <CardRefs ids={v.knownOpponentCards} st={st} />
        </p>
      ) : null}
      {v.opponentKnows.length ? (
        <p class="ws-known">
          {tr("theyKnow")} <CardRefs ids={v.opponentKnows} st={st} />
        </p>
      ) : null}
      {v.deckTop.length ? (
        <p class="ws-known">
          {tr("deckTopSeen")} <CardRefs ids={v.deckTop} st={st} />
        </p>
      ) : null}
    </section>
  );
}

function CardRefs({ ids, st }: { ids: readonly CardId[]; st: Store }) {
  return (
    <>
      {ids.map((id, i) => (
        <span key={id}>
          {i ? ", " : ""}
          <button
            type="button"
            class="link ws-ref-card"
            data-ref-card={id}
            onClick={() => (st.popover.value = { kind: "card", id })}
          >
            {cardTitle(id)}
          </button>
        </span>
      ))}
    </>
  );
}

/** The played cards of the decade (with their flight icons) and the police cards in front of East. */
function Played({ st }: { st: Store }) {
  const v = st.view.value;
  lang.value;
  const icons = v.played.reduce((n, c) => n + cardData(c).flight, 0);
  return (
    <section class="ws-played" aria-label={tr("played")}>
      <h3>
        {tr("played")}{" "}
        <small class="muted">
          ({v.played.length}) · {tr("flightIconsN", { n: icons })}
        </small>
      </h3>
      <p class="ws-note muted">{tr("playedNote")}</p>
      <div class="ws-mini-row">
        {v.played.map((id) => (
          <MiniCard key={id} id={id} st={st} />
        ))}
      </div>
      <h3>
        {tr("policeCards")} <small class="muted">({v.police.length})</small>
      </h3>
      <div class="ws-mini-row">
        {v.police.map((id) => (
          <MiniCard key={id} id={id} st={st} used={v.policeUsed.includes(id)} />
        ))}
      </div>
    </section>
  );
}

function MiniCard({ id, st, used }: { id: CardId; st: Store; used?: boolean }) {
  const c = cardData(id);
  return (
    <button
      type="button"
      class={`ws-mini c-${c.colour}${used ? " used" : ""}`}
      data-card={id}
      title={`${cardFullTitle(id)}${used ? ` · ${tr("policeUsed")}` : ""}`}
      onClick={() => (st.popover.value = { kind: "card", id })}
    >
      <span class="no">#{c.printed}</span>
      <span class="t" lang="de">
        {c.titleDe}
      </span>
      {c.flight ? <Flights n={c.flight} class="f" /> : null}
      {c.police ? (
        <span class={`p ${c.police}`}>
          <span class="sr-only">{tr(c.police === "red" ? "policeRed" : "policePink")}</span>
        </span>
      ) : null}
      {used ? (
        <span class="cube">
          <span class="sr-only">{tr("policeUsed")}</span>
        </span>
      ) : null}
    </button>
  );
}

function Tabs({ st }: { st: Store }) {
  const tab = st.tab.value;
  const v = st.view.value;
  lang.value;
  const tabs: [Tab, string][] = [
    ["log", tr("tabLog")],
    ["tracks", tr("tabTracks")],
    ["cards", tr("tabCards", { n: v.discard.length })],
  ];
  return (
    <section class="ws-tabs">
      <div class="ws-tablist" role="tablist">
        {tabs.map(([id, name]) => (
          <button
            type="button"
            key={id}
            id={`ws-tab-${id}`}
            class={id === tab ? "on" : ""}
            role="tab"
            aria-selected={id === tab}
            aria-controls="ws-tab-body"
            data-tab={id}
            onClick={() => (st.tab.value = id)}
          >
            {name}
          </button>
        ))}
      </div>
      <div class="ws-tab-body" id="ws-tab-body" role="tabpanel" aria-labelledby={`ws-tab-${tab}`}>
        {tab === "log" ? (
          <LogList log={v.log} onFlash={(f) => (st.flash.value = f)} />
        ) : tab === "tracks" ? (
          <Tracks v={v} />
        ) : (
          <Piles st={st} />
        )}
      </div>
    </section>
  );
}

function Piles({ st }: { st: Store }) {
  const v = st.view.value;
  const out: string[] = [];
  for (let d = 1; d <= 4; d++) {
    if (v.buriedPerDecade[d]) out.push(tr("buriedN", { d: roman(d), n: v.buriedPerDecade[d]! }));
    if (v.removedPerDecade[d]) out.push(tr("removedN", { d: roman(d), n: v.removedPerDecade[d]! }));
  }
  return (
    <div class="ws-piles">
      <h4>
        {tr("discardPile")} <small class="muted">({v.discard.length})</small>
      </h4>
      <div class="ws-mini-row">
        {v.discard.map((id) => (
          <MiniCard key={id} id={id} st={st} />
        ))}
      </div>
      {out.length || v.removed.length ? (
        <>
          <h4>{tr("outOfGame")}</h4>
          <p class="muted">{out.join(" · ")}</p>
          {v.removed.length ? (
            <div class="ws-mini-row">
              {v.removed.map((id) => (
                <MiniCard key={id} id={id} st={st} />
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Popover({ st }: { st: Store }) {
  const p = st.popover.value;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (p) (ref.current?.querySelector(".close") as HTMLElement | null)?.focus();
  }, [p?.kind, p?.id]);
  if (!p) return null;
  const close = () => (st.popover.value = null);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (a document listener), as does the close button
    <div
      class="ws-popover"
      role="dialog"
      aria-modal="true"
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      <div class="ws-pop-inner" ref={ref}>
        <button type="button" class="close" aria-label="×" onClick={close}>
          ×
        </button>
        {p.kind === "card" ? (
          <Card id={p.id} />
        ) : p.kind === "province" ? (
          <ProvinceInfo st={st} id={p.id} />
        ) : (
          <CityInfo st={st} id={p.id} />
        )}
      </div>
    </div>
  );
}

function ProvinceInfo({ st, id }: { st: Store; id: ProvinceId }) {
  const v = st.view.value;
  const p = PROVINCES[id]!;
  lang.value;
  const ex = exportValue(v, id);
  return (
    <div class="ws-info">
      <h3>
        {provinceName(p.id)} <small class={p.side}>{sideName(p.side)}</small>
      </h3>
      <p>
        {tr("unrestN", { n: v.unrest[id] ?? 0 })} · {tr("mpN", { n: v.massProtests[id] ?? 0 })} ·{" "}
        {tr("lsN", { n: v.livingStandards[id] ?? 0 })}
        {v.socialists[id] ? ` · ${tr("socialistsN", { n: v.socialists[id]! })}` : ""}
      </p>
      {id === 7 ? (
        <ul>
          {(["french", "british", "american"] as const).map((x) => (
            <li key={x}>{actionLabel({ t: "sector", sector: x }, v, "west")}</li>
          ))}
        </ul>
      ) : (
        <>
          <p>
            {tr("economy", { n: provinceEconomy(v, id) })}
            {ex !== null ? ` · ${tr("exportFactory")} ${ex}` : ""}
          </p>
          <ul>
            {provinceCities(id).map((c) => (
              <li key={c}>{actionLabel({ t: "city", city: c }, v, p.side)}</li>
            ))}
          </ul>
        </>
      )}
      {v.mirrors.includes(id) ? (
        <p>{tr("mirrorN", { n: v.mirrors.filter((m) => m === id).length })}</p>
      ) : null}
    </div>
  );
}

function CityInfo({ st, id }: { st: Store; id: CityId }) {
  const v = st.view.value;
  const c = CITIES[id]!;
  lang.value;
  return (
    <div class="ws-info">
      <h3>{c.name}</h3>
      <p>{actionLabel({ t: "city", city: c.id }, v, c.side)}</p>
      {c.id === 2 ? (
        <p>{tr("hamburgNote")}</p>
      ) : c.id === 28 ? (
        <p>{tr("rheinsbergNote")}</p>
      ) : c.abroad ? (
        <p>{tr("abroadNote")}</p>
      ) : null}
      {c.province !== null ? (
        <p>
          <button
            type="button"
            class="link"
            onClick={() => (st.popover.value = { kind: "province", id: c.province! })}
          >
            {provinceName(c.province)}
          </button>
        </p>
      ) : null}
    </div>
  );
}
