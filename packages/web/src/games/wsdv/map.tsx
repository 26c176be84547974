// The board as our own SVG drawing: the two states and their provinces (Voronoi cells of their
// cities inside an outline of Germany), Hamburg, the neighbours with the four cities abroad, roads
// with their one or two infrastructure sites, factories with their values, the counters of each
// province (unrest, mass protests, living standards, socialists), the socialists' box and the
// West Berlin inset with its three sectors and their supplier provinces. Legal targets glow and
// take clicks; everything else opens a description.

import { useEffect, useMemo, useRef } from "preact/hooks";
import { lang } from "../../shell/i18n.ts";
import type { Choices } from "./decide.ts";
import { exportCities } from "./economy.ts";
import {
  CITIES,
  type CityId,
  CONNECTIONS,
  type ConnId,
  PROVINCES,
  type ProvinceId,
  SECTOR_SUPPLIER,
  SECTORS,
  type Sector,
  type View,
} from "./engine.ts";
import {
  borders,
  CSSR,
  FRAME,
  GERMANY,
  INSET,
  POLSKA,
  PROVINCE_BADGE,
  PROVINCE_NAME,
  pathOf,
  regionPath,
  SECTOR_BOX,
  SHORT,
  sites,
} from "./geometry.ts";
import { cityFacts } from "./labels.ts";
import { provinceName, sectorName, sideName, tr } from "./text.ts";

export interface MapHandlers {
  onProvince(p: ProvinceId): void;
  onCity(c: CityId): void;
  onLine(k: ConnId): void;
  onSector(x: Sector): void;
}

/** Places lit for a moment (named by the log, or by what just happened). */
export interface Flash {
  readonly provinces: readonly number[];
  readonly cities: readonly number[];
  readonly roads: readonly number[];
}

/** Static layers: drawn once per board (they depend on nothing that changes). */
function useStatic() {
  return useMemo(
    () => ({
      germany: pathOf(GERMANY),
      polska: pathOf(POLSKA),
      cssr: pathOf(CSSR),
      regions: PROVINCES.filter((p) => p.id !== 7).map((p) => ({ id: p.id, d: regionPath(p.id) })),
      hamburg: regionPath("hamburg"),
      borders: borders(),
    }),
    [],
  );
}

const FACTORY = 22;

/** A legal target takes the focus and answers Enter and Space (the board listens once, above). */
const FOCUS = { tabindex: 0, role: "button" as const };

/** Everything on the map that answers a click: a province, its counters, a city, a road, a sector. */
const PLACES = "[data-province],[data-badge],[data-city],[data-city-area],[data-road],[data-sector]";

function activate(el: SVGElement, on: MapHandlers): void {
  const d = el.dataset;
  if (d.sector) on.onSector(d.sector as Sector);
  else if (d.road) on.onLine(Number(d.road) as ConnId);
  else if (d.city) on.onCity(Number(d.city) as CityId);
  else if (d.cityArea) on.onCity(Number(d.cityArea) as CityId);
  else if (d.province) on.onProvince(Number(d.province) as ProvinceId);
  else if (d.badge) on.onProvince(Number(d.badge) as ProvinceId);
}

export function BoardMap({
  v,
  ch,
  on,
  flash,
}: {
  v: View;
  ch: Choices;
  on: MapHandlers;
  flash: Flash | null;
}) {
  const st = useStatic();
  lang.value;
  const exports = exportCities(v);
  const fl = flash ?? { provinces: [], cities: [], roads: [] };
  const ref = useRef<SVGSVGElement>(null);
  const latest = useRef(on);
  latest.current = on;
  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const onClick = (ev: Event) => {
      const el = (ev.target as Element).closest?.(PLACES);
      if (el) activate(el as SVGElement, latest.current);
    };
    const onKey = (ev: KeyboardEvent) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      const el = (ev.target as Element).closest?.(PLACES);
      if (!el) return;
      ev.preventDefault();
      activate(el as SVGElement, latest.current);
    };
    svg.addEventListener("click", onClick);
    svg.addEventListener("keydown", onKey);
    return () => {
      svg.removeEventListener("click", onClick);
      svg.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <svg
      ref={ref}
      class="ws-board"
      viewBox={`${FRAME.x} ${FRAME.y} ${FRAME.w} ${FRAME.h}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title>{tr("mapLabel")}</title>
      <defs>
        <clipPath id="ws-de">
          <path d={st.germany} />
        </clipPath>
        <pattern
          id="ws-hatch"
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="#fff6d6" />
          <line x1="0" y1="0" x2="0" y2="6" stroke="#d9b94a" stroke-width="2" />
        </pattern>
        <pattern
          id="ws-rundown"
          width="5"
          height="5"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="5" height="5" fill="#9b8f86" />
          <line x1="0" y1="0" x2="0" y2="5" stroke="#6d625b" stroke-width="2" />
        </pattern>
      </defs>
      <rect class="ws-sea" x={FRAME.x} y={FRAME.y} width={FRAME.w} height={FRAME.h} />
      <path class="ws-abroad" d={st.polska} />
      <path class="ws-abroad" d={st.cssr} />
      <text class="ws-country" x={690} y={470}>
        POLSKA
      </text>
      <text class="ws-country" x={660} y={700}>
        ČSSR
      </text>
      <g clip-path="url(#ws-de)">
        {st.regions.map((r) => {
          const p = PROVINCES[r.id]!;
          const isTarget = ch.provinces.has(r.id);
          return (
            <path
              key={r.id}
              d={r.d}
              class={`ws-prov ${p.side} p${r.id}${isTarget ? " target" : ""}${fl.provinces.includes(r.id) ? " flash" : ""}`}
              data-province={r.id}
              {...(isTarget ? FOCUS : {})}
              aria-label={provinceName(p.id)}
            />
          );
        })}
        <path class="ws-hamburg" d={st.hamburg} data-city-area={2} />
        {st.borders.map((b, i) => (
          <line
            key={i}
            class={b.inner ? "ws-border inner" : "ws-border"}
            x1={b.a.x}
            y1={b.a.y}
            x2={b.b.x}
            y2={b.b.y}
          />
        ))}
      </g>
      {PROVINCES.filter((p) => p.id !== 7).map((p) => (
        <text key={p.id} class={`ws-pname ${p.side}`} x={PROVINCE_NAME[p.id].x} y={PROVINCE_NAME[p.id].y + 6}>
          {p.id === 10 ? provinceName(10) : SHORT[p.id]}
        </text>
      ))}
      <path class="ws-outline" d={st.germany} />
      <SocialistBox n={v.socialistBox} />
      <Roads v={v} ch={ch} roads={fl.roads} />
      {CITIES.map((c) => (
        <City
          key={c.id}
          id={c.id}
          v={v}
          isTarget={ch.cities.has(c.id)}
          lit={fl.cities.includes(c.id)}
          exporter={exports.has(c.id)}
        />
      ))}
      {PROVINCES.filter((p) => p.id !== 7).map((p) => (
        <ProvinceBadge key={p.id} id={p.id} v={v} isTarget={ch.provinces.has(p.id)} />
      ))}
      <Inset v={v} ch={ch} lit={fl.provinces.includes(7)} />
    </svg>
  );
}

function SocialistBox({ n }: { n: number }) {
  const x = 20;
  const y = 130;
  const dots = [];
  for (let i = 0; i < Math.min(n, 12); i++)
    dots.push(
      <circle
        key={i}
        class="ws-socialist"
        cx={x + 14 + (i % 6) * 20}
        cy={y + 42 + Math.floor(i / 6) * 20}
        r={7}
      />,
    );
  return (
    <g class="ws-box" data-socialist-box={n}>
      <rect x={x} y={y} width={140} height={n > 6 ? 84 : 64} rx={6} />
      <text class="ws-box-title" x={x + 8} y={y + 20}>
        {tr("socialistBox")}: {n}
      </text>
      {dots}
    </g>
  );
}

function Roads({ v, ch, roads }: { v: View; ch: Choices; roads: readonly number[] }) {
  return (
    <g class="ws-roads">
      {CONNECTIONS.map((k) => {
        const a = CITIES[k.a]!;
        const b = CITIES[k.b]!;
        const built = v.infrastructure[k.id] ?? 0;
        const full = built === k.lines;
        const ends = (c: number) => {
          const f = v.factories[c] ?? 0;
          return f === 1 || f === 2;
        };
        const active = full && ends(k.a) && ends(k.b);
        const isTarget = ch.lines.has(k.id);
        const side = a.side;
        const label = `${a.name}–${b.name}: ${tr("infraOf", { built, lines: k.lines })}${active ? ` (${tr("active")})` : ""}`;
        return (
          <g
            key={k.id}
            class={`ws-road ${side}${active ? " active" : ""}${isTarget ? " target" : ""}${roads.includes(k.id) ? " flash" : ""}`}
            data-road={k.id}
            data-built={built}
            aria-label={label}
            {...(isTarget ? FOCUS : {})}
          >
            <title>{label}</title>
            <line class="hit" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
            <line class="way" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
            {sites(k.id).map((s) => (
              <rect
                key={s.line}
                class={`ws-site${s.line < built ? ` built ${side}` : ""}`}
                x={s.x - 8}
                y={s.y - 4}
                width={16}
                height={8}
                rx={1.5}
                transform={`rotate(${s.angle.toFixed(1)} ${s.x.toFixed(1)} ${s.y.toFixed(1)})`}
              />
            ))}
          </g>
        );
      })}
    </g>
  );
}

function cityLabel(id: CityId, v: View): string {
  return `${CITIES[id]!.name}: ${cityFacts(v, id)}`;
}

function City({
  id,
  v,
  isTarget,
  lit,
  exporter,
}: {
  id: CityId;
  v: View;
  isTarget: boolean;
  lit: boolean;
  exporter: boolean;
}) {
  const c = CITIES[id]!;
  const f = v.factories[id] ?? 0;
  const val = v.factoryValues[id] ?? 0;
  const owner = c.abroad ? "abroad" : c.side;
  const label = cityLabel(id, v);
  const special = id === 2 ? "hamburg" : id === 28 ? "rheinsberg" : c.abroad ? "abroad" : "";
  const h = FACTORY / 2;
  return (
    <g
      class={`ws-city ${owner}${special ? ` ${special}` : ""}${isTarget ? " target" : ""}${lit ? " flash" : ""}`}
      data-city={id}
      data-factory={f}
      data-value={val}
      aria-label={label}
      {...(isTarget ? FOCUS : {})}
    >
      <title>
        {label}
        {id === 2
          ? `\n${tr("hamburgNote")}`
          : id === 28
            ? `\n${tr("rheinsbergNote")}`
            : c.abroad
              ? `\n${tr("abroadNote")}`
              : ""}
      </title>
      {isTarget ? <circle class="ring" cx={c.x} cy={c.y} r={19} /> : null}
      {f === 1 || f === 2 ? (
        <>
          <rect
            class={`ws-factory ${owner}${f === 2 ? " rundown" : ""}`}
            x={c.x - h}
            y={c.y - h}
            width={FACTORY}
            height={FACTORY}
            rx={3}
          />
          <text class={`ws-fval ${owner}${f === 2 ? " rundown" : ""}`} x={c.x} y={c.y + 5.5}>
            {val}
          </text>
          {exporter ? (
            <text class="ws-export" x={c.x + h + 1} y={c.y - h + 2}>
              ★
            </text>
          ) : null}
        </>
      ) : f === 3 ? (
        <path
          class="ws-gone"
          d={`M${c.x - 8} ${c.y - 8}L${c.x + 8} ${c.y + 8}M${c.x + 8} ${c.y - 8}L${c.x - 8} ${c.y + 8}`}
        />
      ) : (
        <circle class={`ws-site-city ${special}`} cx={c.x} cy={c.y} r={special === "rheinsberg" ? 9 : 7} />
      )}
      <text class="ws-cname" x={c.x} y={c.y + 26}>
        {id >= 38 ? (c.abroad === "polska" ? "Polska" : "ČSSR") : c.name}
      </text>
    </g>
  );
}

function Counters({
  x,
  y,
  unrest,
  mp,
  ls,
  socialists,
}: {
  x: number;
  y: number;
  unrest: number;
  mp: number;
  ls: number;
  socialists: number;
}) {
  const items: { cls: string; n: number; title: string }[] = [];
  items.push({ cls: "unrest", n: unrest, title: tr("unrestN", { n: unrest }) });
  if (mp) items.push({ cls: "mp", n: mp, title: tr("mpN", { n: mp }) });
  items.push({ cls: "ls", n: ls, title: tr("lsN", { n: ls }) });
  if (socialists) items.push({ cls: "soc", n: socialists, title: tr("socialistsN", { n: socialists }) });
  const w = 27;
  const x0 = x - (items.length * w) / 2;
  return (
    <g class="ws-counters">
      {items.map((it, i) => {
        const cx = x0 + i * w + w / 2;
        return (
          <g
            key={it.cls}
            class={`ws-counter ${it.cls}${it.n ? "" : " zero"}`}
            data-counter={it.cls}
            data-n={it.n}
          >
            <title>{it.title}</title>
            {it.cls === "soc" ? (
              <circle cx={cx} cy={y} r={10} />
            ) : it.cls === "mp" ? (
              <path d={`M${cx - 12} ${y - 10}h24l-5 10 5 10h-24z`} />
            ) : it.cls === "ls" ? (
              <path d={`M${cx} ${y - 12}l12 10v11h-24v-11z`} />
            ) : (
              <rect x={cx - 10} y={y - 10} width={20} height={20} rx={2.5} />
            )}
            <text x={cx} y={y + 5.5}>
              {it.n}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function provinceTitle(id: ProvinceId, v: View): string {
  const p = PROVINCES[id]!;
  const parts = [
    `${provinceName(id)} (${sideName(p.side)})`,
    tr("unrestN", { n: v.unrest[id] ?? 0 }),
    tr("mpN", { n: v.massProtests[id] ?? 0 }),
    tr("lsN", { n: v.livingStandards[id] ?? 0 }),
  ];
  if (v.socialists[id]) parts.push(tr("socialistsN", { n: v.socialists[id]! }));
  return parts.join(" · ");
}

function ProvinceBadge({ id, v, isTarget }: { id: ProvinceId; v: View; isTarget: boolean }) {
  const p = PROVINCES[id]!;
  const at = PROVINCE_BADGE[id];
  const title = provinceTitle(id, v);
  return (
    <g class={`ws-badge ${p.side}${isTarget ? " target" : ""}`} data-badge={id} aria-label={title}>
      <title>{title}</title>
      <Counters
        x={at.x}
        y={at.y}
        unrest={v.unrest[id] ?? 0}
        mp={v.massProtests[id] ?? 0}
        ls={v.livingStandards[id] ?? 0}
        socialists={v.socialists[id] ?? 0}
      />
    </g>
  );
}

const FLAG: Readonly<Record<Sector, readonly string[]>> = {
  french: ["#2b4fa0", "#ffffff", "#d23b3b"],
  british: ["#23336e", "#c8102e", "#23336e"],
  american: ["#b22234", "#ffffff", "#3c3b6e"],
};

function Inset({ v, ch, lit }: { v: View; ch: Choices; lit: boolean }) {
  const wb = 7 as ProvinceId;
  const isTarget = ch.provinces.has(wb);
  const berlin = CITIES[29]!;
  return (
    <g class={`ws-inset${isTarget ? " target" : ""}${lit ? " flash" : ""}`} data-province-inset={wb}>
      <line class="ws-leader" x1={berlin.x + 10} y1={berlin.y + 10} x2={INSET.x + INSET.w / 2} y2={INSET.y} />
      <rect
        class="ws-inset-frame"
        data-province={wb}
        x={INSET.x}
        y={INSET.y}
        width={INSET.w}
        height={INSET.h}
        rx={8}
        aria-label={provinceTitle(wb, v)}
        {...(isTarget ? FOCUS : {})}
      />
      <text class="ws-pname" x={INSET.x + INSET.w / 2} y={INSET.y + 18}>
        {tr("westBerlin")}
      </text>
      <g data-badge={wb}>
        <Counters
          x={INSET.x + INSET.w / 2}
          y={INSET.y + 38}
          unrest={v.unrest[wb] ?? 0}
          mp={v.massProtests[wb] ?? 0}
          ls={v.livingStandards[wb] ?? 0}
          socialists={0}
        />
      </g>
      {SECTORS.map((x, i) => {
        const r = SECTOR_BOX[i]!;
        const n = v.sectors[x];
        const t = ch.sectors.has(x);
        const supplier = provinceName(SECTOR_SUPPLIER[x]);
        const label = `${sectorName(x)}: ${tr("lsN", { n })} · ${tr("suppliedBy", { province: supplier })}`;
        return (
          <g
            key={x}
            class={`ws-sector ${x}${t ? " target" : ""}`}
            data-sector={x}
            data-n={n}
            aria-label={label}
            {...(t ? FOCUS : {})}
          >
            <title>{label}</title>
            <rect class="frame" x={r.x} y={r.y} width={r.w} height={r.h} rx={4} />
            {FLAG[x].map((c, j) => (
              <rect key={j} x={r.x + 6 + j * 15} y={r.y + 6} width={15} height={12} fill={c} class="flag" />
            ))}
            <text class="ws-sname" x={r.x + r.w / 2} y={r.y + 34}>
              {sectorName(x).split(" ")[0]}
            </text>
            <path class="ws-ls-icon" d={`M${r.x + r.w / 2} ${r.y + 44}l10 9v10h-20v-10z`} />
            <text class="ws-sls" x={r.x + r.w / 2} y={r.y + 61}>
              {n}
            </text>
            <text class="ws-supplier" x={r.x + r.w / 2} y={r.y + 84}>
              ←
            </text>
            <text class="ws-supplier" x={r.x + r.w / 2} y={r.y + 100}>
              {abbrev(supplier)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Short province names for the inset ("Rheinland-Pfalz" -> "Rheinl.-Pfalz"). */
function abbrev(name: string): string {
  return name
    .replace("Rheinland-Pfalz", "Rh.-Pfalz")
    .replace("Nordrhein-Westfalen", "NRW")
    .replace("Baden-Württemberg", "Baden-W.");
}
