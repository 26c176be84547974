// Tracks (turn and action round, VP, Tiananmen Square, USSR stability), the countries "if scored
// now", the map legend, and the piles (events in effect, cards beside the map, discard, removed).
import type { CountryPreview, DofView } from "@dawn/dof";
import { SCORING, type Side, TST_REQUIRED, USSR_TRACK, type View } from "@dawn/engine";
import type { ReadonlySignal } from "@preact/signals";
import { lang } from "../../shell/i18n.ts";
import { Card } from "./cards.tsx";
import { SOCIO_GLYPH } from "./icons.ts";
import { cardName, tstBoxName, ussrLabel } from "./names.ts";
import {
  countryName,
  levelName,
  levelShort,
  netText,
  periodOfTurn,
  sideName,
  sideShort,
  socioName,
  tr,
  untilText,
  vpText,
} from "./text.ts";

function TurnTrack({ v }: { v: View }) {
  const turns = [];
  for (let t = 1; t <= 10; t++) {
    const p = periodOfTurn(t);
    turns.push(
      <span
        class={`cell period-${p.toLowerCase()}${t === v.turn ? " here" : ""}`}
        title={tr("turnN", { n: t })}
        key={t}
      >
        {t}
      </span>,
    );
  }
  const rounds = [];
  for (let r = 1; r <= 7; r++)
    rounds.push(
      <span class={`cell${r === v.round ? ` here ${v.phasing ?? ""}` : ""}`} key={r}>
        {r}
      </span>,
    );
  return (
    <section class="track">
      <h4>
        {tr("turn")} <small>{tr("periodOf", { period: tr(`period${periodOfTurn(v.turn)}`) })}</small>
      </h4>
      <div class="cells">{turns}</div>
      <h4>
        {tr("actionRound")}{" "}
        {v.phasing ? (
          <small class={v.phasing}>{tr("sideToPlay", { side: sideName(v.phasing) })}</small>
        ) : null}
      </h4>
      <div class="cells">{rounds}</div>
    </section>
  );
}

function VpTrack({ v }: { v: View }) {
  const cells = [];
  for (let i = -20; i <= 20; i++) {
    const side = i < 0 ? "com" : i > 0 ? "dem" : "zero";
    const here = Math.max(-20, Math.min(20, v.vp)) === i;
    cells.push(
      <span class={`vcell ${side}${here ? " here" : ""}`} title={String(i)} key={i}>
        {here ? String(Math.abs(v.vp)) : ""}
      </span>,
    );
  }
  return (
    <section class="track">
      <h4>
        {tr("victoryPoints")} <small>{vpText(v.vp)}</small>
      </h4>
      <div class="vp-row" role="img" aria-label={`${tr("victoryPoints")}: ${vpText(v.vp)}`}>
        {cells}
      </div>
      <div class="vp-legend">
        <span class="com">◀ {sideName("com")} 20</span>
        <span class="dem">{sideName("dem")} 20 ▶</span>
      </div>
    </section>
  );
}

function TstTrack({ v }: { v: View }) {
  // Communist first, as everywhere on the table.
  const row = (side: Side) => {
    const cells = [];
    for (let b = 1; b <= 8; b++) {
      const first = v.tstFirst[b] ?? null;
      cells.push(
        <li
          key={b}
          class={`tst-box${v.tst[side] === b ? ` here ${side}` : ""}${v.tst[side] >= b ? " reached" : ""}`}
          title={`${tstBoxName(side, b)} (${tr("needN", { n: TST_REQUIRED[side][b] ?? 0 })})${
            first ? `; ${tr("firstReachedBy", { side: sideName(first) })}` : ""
          }`}
        >
          <b>{b}</b>
          <span>{tstBoxName(side, b)}</span>
          {first ? (
            <i class={`first ${first}`} title={tr("firstReachedBy", { side: sideName(first) })}>
              ★<span class="sr-only">{tr("firstReachedBy", { side: sideName(first) })}</span>
            </i>
          ) : null}
        </li>,
      );
    }
    return (
      <div class={`tst-row ${side}`}>
        <span class="tst-side">
          {sideName(side)}
          <small> {tr("boxN", { n: v.tst[side] })}</small>
        </span>
        <ol>{cells}</ol>
      </div>
    );
  };
  return (
    <section class="track">
      <h4>{tr("tstTrack")}</h4>
      {row("com")}
      {row("dem")}
    </section>
  );
}

function UssrTrack({ v }: { v: View }) {
  return (
    <section class="track">
      <h4>{tr("ussrTrack")}</h4>
      <ol class="ussr">
        {USSR_TRACK.map((b, i) => (
          <li class={i === v.ussr ? "here" : ""} key={i} aria-current={i === v.ussr ? "step" : undefined}>
            <span>{ussrLabel(i)}</span>
            <small>
              {b.vp === 0
                ? "—"
                : b.vp > 0
                  ? `${sideShort("dem")} +${b.vp} ${tr("vp")}`
                  : `${sideShort("com")} +${-b.vp} ${tr("vp")}`}
            </small>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SideCell({ r, side }: { r: CountryPreview; side: Side }) {
  return (
    <td
      class={`sc-side ${side}`}
      title={tr("scoreCellTitle", {
        side: sideName(side),
        level: levelName(r.level[side]),
        spaces: r.spaces[side],
        bg: r.battlegrounds[side],
        total: r.totalBattlegrounds,
        vp: r.points[side],
      })}
    >
      <span class="sc-level">
        {levelShort(r.level[side])} <b>{r.points[side]}</b>
      </span>
      <small>
        {tr("spShort", { n: r.spaces[side] })} · {r.battlegrounds[side]}/{r.totalBattlegrounds}{" "}
        {tr("bgShort")}
      </small>
    </td>
  );
}

function PowerTable({ v }: { v: View }) {
  // Per country: who holds Power, and what a scoring would give now (9.2 / 9.3).
  return (
    <section class="track">
      <h4>
        {tr("countries")} <small>{tr("ifScoredNow")}</small>
      </h4>
      <div class="table-scroll">
        <table class="countries">
          <thead>
            <tr>
              <th>{tr("country")}</th>
              <th class="com">{sideShort("com")}</th>
              <th class="dem">{sideShort("dem")}</th>
              <th>{tr("net")}</th>
            </tr>
          </thead>
          <tbody>
            {(v as DofView).scoringNow.map((r) => {
              const box = SCORING[r.country];
              const held = v.power[r.country];
              return (
                <tr key={r.country}>
                  <th scope="row">
                    {countryName(r.country)}
                    <small>
                      <b class={held}>{tr("powerOf", { side: sideShort(held) })}</b> · {box.presence}/
                      {box.domination}/{box.control}
                    </small>
                  </th>
                  <SideCell r={r} side="com" />
                  <SideCell r={r} side="dem" />
                  <td class={`sc-net ${r.net > 0 ? "dem" : r.net < 0 ? "com" : ""}`}>{netText(r.net)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="sc-note">{tr("scoreNote")}</p>
    </section>
  );
}

function Legend() {
  return (
    <section class="track legend">
      <h4>{tr("mapLegend")}</h4>
      <ul>
        {(Object.keys(SOCIO_GLYPH) as (keyof typeof SOCIO_GLYPH)[]).map((k) => (
          <li key={k}>
            <svg viewBox="-11 -11 22 22" class="legend-glyph" aria-hidden="true">
              <path d={SOCIO_GLYPH[k]} />
            </svg>
            {socioName(k)}
          </li>
        ))}
        <li>
          <span class="lg-stab">3</span>
          {tr("stability")}
        </li>
        <li>
          <span class="lg-bg" />
          {tr("battlegroundBand")}
        </li>
        <li>
          <span class="lg-sp com">2</span>
          {tr("legendComSp")}
        </li>
        <li>
          <span class="lg-sp dem ctl">4</span>
          {tr("legendControl")}
        </li>
        <li>
          <span class="lg-edge" />
          {tr("legendEdge")}
        </li>
      </ul>
    </section>
  );
}

export function Tracks({ view }: { view: ReadonlySignal<View> }) {
  const v = view.value;
  lang.value;
  return (
    <div class="tracks">
      <TurnTrack v={v} />
      <VpTrack v={v} />
      <TstTrack v={v} />
      <UssrTrack v={v} />
      <PowerTable v={v} />
      <Legend />
    </div>
  );
}

export function Piles({ view, onCard }: { view: ReadonlySignal<View>; onCard: (n: number) => void }) {
  const v = view.value;
  lang.value;
  const list = (title: string, ns: readonly number[]) => (
    <section class="pile">
      <h4>
        {title} ({ns.length})
      </h4>
      {ns.length ? (
        <div class="cards mini">
          {ns.map((n) => (
            <Card key={n} n={n} compact onClick={() => onCard(n)} />
          ))}
        </div>
      ) : (
        <p class="muted">—</p>
      )}
    </section>
  );
  return (
    <>
      <section class="pile">
        <h4>
          {tr("eventsInEffect")} ({v.lasting.length})
        </h4>
        {v.lasting.length ? (
          <ul class="lasting">
            {v.lasting.map((l) => (
              <li class={l.side} key={`${l.card}-${l.side}`}>
                <button
                  type="button"
                  class="ref-card link"
                  data-ref-card={l.card}
                  onClick={() => onCard(l.card)}
                >
                  {cardName(l.card)}
                </button>
                <small>
                  {" "}
                  · {sideName(l.side)} · {untilText(l.until)}
                  {l.country ? ` · ${countryName(l.country)}` : ""}
                </small>
              </li>
            ))}
          </ul>
        ) : (
          <p class="muted">{tr("none")}</p>
        )}
      </section>
      {list(tr("besideTheMap"), v.inPlay)}
      {list(tr("discardPile"), v.discard)}
      {list(tr("removedFromGame"), v.removed)}
    </>
  );
}
