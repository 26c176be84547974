// The board as our own SVG drawing: countries, connections, 75 spaces with SPs and control.
// Zoom with the wheel, pinch or the buttons; pan by dragging.
import { COUNTRIES, type Country, type Side, type View } from "@dawn/engine";
import type { Lang } from "../../shell/i18n.ts";
import { h, s } from "./dom.ts";
import {
  BOX_H,
  BOX_W,
  boundsOf,
  countryRegions,
  edges,
  type Layout,
  loopsPath,
  mapBounds,
  nameFontSize,
  type Rect,
  TALL,
  WIDE,
  wrapChars,
  wrapName,
} from "./geometry.ts";
import { SOCIO_GLYPH } from "./icons.ts";
import { spaceName, spaceShortName } from "./names.ts";
import { controlText, countryName, sideAdj, sideName, socioName, tr } from "./text.ts";

export const COUNTRY_COLOR: Readonly<Record<Country, string>> = {
  "East Germany": "#d8c79a",
  Poland: "#e0aaa2",
  Czechoslovakia: "#b2cfa3",
  Hungary: "#c9b6dc",
  Romania: "#e7c48e",
  Bulgaria: "#a5cbd6",
};

interface SpaceEls {
  readonly g: SVGGElement;
  readonly title: SVGTitleElement;
  readonly names: readonly [SVGTextElement, SVGTextElement];
  readonly chance: SVGTextElement;
  readonly com: SVGTextElement;
  readonly dem: SVGTextElement;
  readonly comBadge: SVGRectElement;
  readonly demBadge: SVGRectElement;
}

/** What a space shows. */
interface Shown {
  readonly c: number;
  readonly d: number;
  readonly ctl: Side | null;
  readonly target: boolean;
  readonly chance: string;
}

export interface MapHandlers {
  onSpace(id: number): void;
  onHover?(id: number | null): void;
}

/** The layout for this screen: Romania and Bulgaria beside Hungary when the screen is wider than tall. */
export function layoutForScreen(): Layout {
  return typeof window !== "undefined" && window.innerWidth > window.innerHeight ? WIDE : TALL;
}

export class BoardMap {
  readonly el: HTMLElement;
  private readonly svg: SVGSVGElement;
  private readonly bg: SVGSVGElement;
  private readonly spaces: SpaceEls[] = [];
  private readonly powerMarks = new Map<Country, { text: SVGTextElement }>();
  private readonly areas = new Map<Country, SVGPathElement>();
  private readonly countryLabels = new Map<Country, SVGTextElement>();

  private countryLabel(c: Country, el: SVGTextElement): SVGTextElement {
    this.countryLabels.set(c, el);
    return el;
  }
  private readonly home: Rect;
  private vb: Rect;
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private dragged = 0;
  private pinchDist = 0;
  private readonly fitButton = h(
    "button",
    { type: "button", class: "fit-targets", hidden: true, onclick: () => this.fitTargets() },
    "◎",
  );
  /** Tool buttons and the text key of their label (relabelled with the language). */
  private readonly tools: [HTMLButtonElement, "zoomIn" | "zoomOut" | "wholeMap" | "zoomTargets"][] = [];
  private targets: readonly number[] = [];

  private readonly layout: Layout;

  constructor(
    private readonly handlers: MapHandlers,
    layout: Layout = layoutForScreen(),
  ) {
    this.layout = layout;
    this.home = mapBounds(36, layout);
    this.vb = { ...this.home };
    this.svg = s("svg", {
      class: "board-svg",
      viewBox: this.vbText(),
      preserveAspectRatio: "xMidYMid meet",
      // A group, not an image: its spaces are named and the targets are buttons.
      role: "group",
    });
    // The countries and connections never change with a move: they are drawn on a layer of their
    // own under the spaces, so an update repaints only the spaces (software painting of the whole
    // map took most of an update's time).
    this.bg = s("svg", {
      class: "board-svg board-bg",
      viewBox: this.vbText(),
      preserveAspectRatio: "xMidYMid meet",
      "aria-hidden": "true",
    });
    this.bg.append(this.regions(), this.connections());
    this.svg.append(this.defs(), this.spaceLayer());
    this.el = h(
      "div",
      { class: "board-map" },
      this.bg,
      this.svg,
      h(
        "div",
        { class: "map-tools" },
        this.tool("zoomIn", "+", () => this.zoomBy(0.7)),
        this.tool("zoomOut", "−", () => this.zoomBy(1 / 0.7)),
        this.tool("wholeMap", "⤢", () => {
          this.userMoved = true;
          this.reset();
        }),
        this.fitButton,
      ),
    );
    this.tools.push([this.fitButton, "zoomTargets"]);
    this.wirePanZoom();
    this.resize?.observe(this.el);
  }

  private tool(key: "zoomIn" | "zoomOut" | "wholeMap", glyph: string, f: () => void): HTMLButtonElement {
    const b = h("button", { type: "button", onclick: f }, glyph);
    this.tools.push([b, key]);
    return b;
  }

  private showVb(): void {
    const t = this.vbText();
    this.svg.setAttribute("viewBox", t);
    this.bg.setAttribute("viewBox", t);
  }

  private vbText(): string {
    const v = this.vb;
    return `${v.x.toFixed(1)} ${v.y.toFixed(1)} ${v.w.toFixed(1)} ${v.h.toFixed(1)}`;
  }

  private setVb(v: Rect): void {
    this.userMoved = true;
    const minW = 250;
    const maxW = this.home.w * 1.6;
    let w = Math.max(minW, Math.min(maxW, v.w));
    const k = w / v.w;
    let hh = v.h * k;
    let x = v.x + (v.w - w) / 2;
    let y = v.y + (v.h - hh) / 2;
    if (k === 1) {
      x = v.x;
      y = v.y;
      w = v.w;
      hh = v.h;
    }
    // keep some of the map in view
    const cx = Math.max(this.home.x - w / 2, Math.min(this.home.x + this.home.w - w / 2, x));
    const cy = Math.max(this.home.y - hh / 2, Math.min(this.home.y + this.home.h - hh / 2, y));
    this.vb = { x: cx, y: cy, w, h: hh };
    this.showVb();
  }

  /** The whole map. */
  reset(): void {
    this.vb = { ...this.home };
    this.showVb();
  }

  private fitted = false;
  private userMoved = false;

  /** The default view: the whole map, or the map as wide as its pane (see below). */
  fitWidth(): void {
    const r = this.svg.getBoundingClientRect();
    if (!r.width || !r.height) return;
    const byWidth = r.width / this.home.w;
    const byHeight = r.height / this.home.h;
    // The whole map when that costs little size (a desktop); else as wide as the pane, scrolling
    // up and down (a phone held upright), so that names stay readable.
    const hh = this.home.w * (r.height / r.width);
    this.vb =
      byHeight >= 0.9 * byWidth
        ? { ...this.home }
        : { x: this.home.x, y: this.home.y, w: this.home.w, h: hh };
    this.showVb();
    this.fitted = true;
  }

  /** Refits when the pane changes size, unless the player has moved the map. */
  private readonly resize =
    typeof ResizeObserver === "undefined"
      ? null
      : new ResizeObserver(() => {
          if (!this.userMoved) this.fitWidth();
        });

  destroy(): void {
    this.resize?.disconnect();
  }

  /** Zooms by factor k (<1 zooms in) around a point in map units (default: the centre). */
  zoomBy(k: number, at?: { x: number; y: number }): void {
    const v = this.effectiveBox();
    const p = at ?? { x: v.x + v.w / 2, y: v.y + v.h / 2 };
    this.setVb({ x: p.x - (p.x - v.x) * k, y: p.y - (p.y - v.y) * k, w: v.w * k, h: v.h * k });
  }

  /** The view box as actually shown (the SVG keeps the aspect ratio, so one side is larger). */
  private effectiveBox(): Rect {
    const r = this.svg.getBoundingClientRect();
    const v = this.vb;
    if (!r.width || !r.height) return v;
    const scale = Math.min(r.width / v.w, r.height / v.h);
    const w = r.width / scale;
    const hh = r.height / scale;
    return { x: v.x - (w - v.w) / 2, y: v.y - (hh - v.h) / 2, w, h: hh };
  }

  private toMap(clientX: number, clientY: number): { x: number; y: number } {
    const r = this.svg.getBoundingClientRect();
    const e = this.effectiveBox();
    return { x: e.x + ((clientX - r.left) / r.width) * e.w, y: e.y + ((clientY - r.top) / r.height) * e.h };
  }

  private wirePanZoom(): void {
    const svg = this.svg;
    svg.addEventListener(
      "wheel",
      (ev) => {
        ev.preventDefault();
        this.userMoved = true;
        const unit = ev.deltaMode === 1 ? 16 : 1;
        if (ev.ctrlKey || ev.metaKey) {
          // Ctrl + wheel, or a pinch on a touchpad: zoom around the pointer.
          const k = Math.exp(Math.max(-0.5, Math.min(0.5, ev.deltaY * unit * 0.0015)));
          this.zoomBy(k, this.toMap(ev.clientX, ev.clientY));
          return;
        }
        // The wheel moves the map like a page (shift: sideways).
        const r = this.svg.getBoundingClientRect();
        const k = this.effectiveBox().w / (r.width || 1);
        const dx = ev.shiftKey ? ev.deltaY : ev.deltaX;
        const dy = ev.shiftKey ? 0 : ev.deltaY;
        this.setVb({ ...this.vb, x: this.vb.x + dx * unit * k, y: this.vb.y + dy * unit * k });
      },
      { passive: false },
    );
    svg.addEventListener("pointerdown", (ev) => {
      this.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
      if (this.pointers.size === 1) this.dragged = 0;
      if (this.pointers.size === 2) this.pinchDist = this.pinchDistance();
    });
    svg.addEventListener("pointermove", (ev) => {
      const prev = this.pointers.get(ev.pointerId);
      if (!prev) return;
      const r = svg.getBoundingClientRect();
      const e = this.effectiveBox();
      if (this.pointers.size === 1) {
        const dx = ev.clientX - prev.x;
        const dy = ev.clientY - prev.y;
        this.dragged += Math.abs(dx) + Math.abs(dy);
        if (this.dragged > 6) {
          this.userMoved = true;
          if (!svg.hasPointerCapture(ev.pointerId)) svg.setPointerCapture(ev.pointerId);
          const k = e.w / r.width;
          this.setVb({ ...this.vb, x: this.vb.x - dx * k, y: this.vb.y - dy * k });
        }
        this.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
      } else if (this.pointers.size === 2) {
        this.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
        const d = this.pinchDistance();
        if (this.pinchDist > 0 && d > 0) {
          const pts = [...this.pointers.values()];
          const mid = this.toMap((pts[0]!.x + pts[1]!.x) / 2, (pts[0]!.y + pts[1]!.y) / 2);
          this.zoomBy(this.pinchDist / d, mid);
        }
        this.pinchDist = d;
        this.dragged = 100;
      }
    });
    const up = (ev: PointerEvent) => {
      this.pointers.delete(ev.pointerId);
      if (this.pointers.size < 2) this.pinchDist = 0;
    };
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
    svg.addEventListener("click", (ev) => {
      if (this.dragged > 6) return;
      const t = (ev.target as Element).closest?.("[data-space]");
      if (t) this.handlers.onSpace(Number((t as SVGElement).dataset.space));
    });
    svg.addEventListener("keydown", (ev) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      const t = (ev.target as Element).closest?.("[data-space]");
      if (!t) return;
      ev.preventDefault();
      this.handlers.onSpace(Number((t as SVGElement).dataset.space));
    });
    svg.addEventListener("pointerover", (ev) => {
      const t = (ev.target as Element).closest?.("[data-space]");
      this.handlers.onHover?.(t ? Number((t as SVGElement).dataset.space) : null);
    });
  }

  private pinchDistance(): number {
    const pts = [...this.pointers.values()];
    if (pts.length < 2) return 0;
    return Math.hypot(pts[0]!.x - pts[1]!.x, pts[0]!.y - pts[1]!.y);
  }

  private defs(): SVGDefsElement {
    const d = s("defs");
    for (const [id, path] of Object.entries(SOCIO_GLYPH)) d.append(s("path", { id: `socio-${id}`, d: path }));
    return d;
  }

  private regions(): SVGGElement {
    const g = s("g", { class: "regions" });
    const areas = countryRegions(12, 125, this.layout);
    for (const c of COUNTRIES) {
      const area = s("path", {
        class: "country-area",
        d: loopsPath(areas[c]),
        fill: COUNTRY_COLOR[c],
        "fill-rule": "evenodd",
        "stroke-linejoin": "round",
      });
      this.areas.set(c, area);
      g.append(area);
      const l = this.layout.labels[c];
      const text = s("text", { class: "power-text", x: 0, y: -24, "text-anchor": l.anchor }, "");
      this.powerMarks.set(c, { text });
      g.append(
        s(
          "g",
          { class: "country-label", transform: `translate(${l.x} ${l.y})` },
          this.countryLabel(
            c,
            s("text", { class: "country-name", x: 0, y: 8, "text-anchor": l.anchor }, c.toUpperCase()),
          ),
          text,
        ),
      );
    }
    return g;
  }

  private connections(): SVGGElement {
    const g = s("g", { class: "connections" });
    for (const e of edges()) {
      const a = this.layout.spaces[e.a]!;
      const b = this.layout.spaces[e.b]!;
      g.append(s("line", { class: e.border ? "edge border" : "edge", x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    }
    return g;
  }

  private spaceLayer(): SVGGElement {
    const layer = s("g", { class: "spaces" });
    for (const sp of this.layout.spaces) {
      const x = sp.x - BOX_W / 2;
      const y = sp.y - BOX_H / 2;
      const comBadge = s("rect", {
        class: "sp com",
        x: x + 6,
        y: y + BOX_H - 24,
        width: 38,
        height: 22,
        rx: 4,
      });
      const demBadge = s("rect", {
        class: "sp dem",
        x: x + BOX_W - 44,
        y: y + BOX_H - 24,
        width: 38,
        height: 22,
        rx: 4,
      });
      const com = s("text", { class: "sp-n com", x: x + 25, y: y + BOX_H - 7, "text-anchor": "middle" });
      const dem = s("text", {
        class: "sp-n dem",
        x: x + BOX_W - 25,
        y: y + BOX_H - 7,
        "text-anchor": "middle",
      });
      const names: [SVGTextElement, SVGTextElement] = [
        s("text", { class: "name", x: sp.x, "text-anchor": "middle" }),
        s("text", { class: "name", x: sp.x, "text-anchor": "middle" }),
      ];
      const title = s("title");
      // The chance of a Support Check against the space, above its box while it is a target.
      const chance = s("text", { class: "chance-tag", x: sp.x, y: y - 9, "text-anchor": "middle" });
      const g = s(
        "g",
        {
          class: sp.battleground ? "space bg" : "space",
          "data-space": String(sp.id),
          "data-name": sp.name,
          tabindex: -1,
          role: "img",
        },
        title,
        s("rect", {
          class: "target-ring",
          x: x - 6,
          y: y - 6,
          width: BOX_W + 12,
          height: BOX_H + 12,
          rx: 12,
        }),
        s("rect", { class: "box-shadow", x: x + 1, y: y + 3, width: BOX_W, height: BOX_H, rx: 7 }),
        s("rect", { class: "box", x, y, width: BOX_W, height: BOX_H, rx: 7, fill: "#fffdf6" }),
        s("path", {
          class: "band",
          d: `M${x} ${y + 7}a7 7 0 0 1 7 -7h${BOX_W - 14}a7 7 0 0 1 7 7v7h-${BOX_W}z`,
          fill: sp.battleground ? "#3b3b46" : COUNTRY_COLOR[sp.country],
        }),
        s("circle", { class: "stab", cx: x + 10, cy: y + 9, r: 8 }),
        s("text", { class: "stab-n", x: x + 10, y: y + 13, "text-anchor": "middle" }, String(sp.stability)),
        s("use", {
          href: `#socio-${sp.socio}`,
          class: `socio socio-${sp.socio}`,
          transform: `translate(${x + BOX_W - 11} ${y + 8}) scale(0.55)`,
        }),
        ...names,
        comBadge,
        demBadge,
        com,
        dem,
        chance,
      );
      layer.append(g);
      this.spaces[sp.id] = { g, title, names, chance, com, dem, comBadge, demBadge };
    }
    return layer;
  }

  /** Names, titles and tool labels in the reader's language. */
  private relabel(): void {
    for (const [b, key] of this.tools) {
      b.title = tr(key);
      b.setAttribute("aria-label", tr(key));
    }
    this.svg.setAttribute("aria-label", tr("mapLabel"));
    for (const sp of this.layout.spaces) {
      const e = this.spaces[sp.id]!;
      const chinese = this.shownLang === "zh";
      const lines = chinese ? wrapChars(spaceShortName(sp.id), 6, 2) : wrapName(spaceShortName(sp.id), 12, 2);
      // CJK characters are about twice as wide as the average Latin one.
      const fs = nameFontSize(lines, 16, chinese ? 1.05 : 0.58);
      const y = sp.y - BOX_H / 2;
      const ys = lines.length === 1 ? [y + 30] : [y + 24, y + 36];
      e.names.forEach((t, i) => {
        t.textContent = lines[i] ?? "";
        t.setAttribute("y", String(ys[i] ?? y + 36));
        t.setAttribute("font-size", String(fs));
      });
      e.title.textContent = `${tr("spaceTitle", {
        space: spaceName(sp.id),
        country: countryName(sp.country),
        socio: socioName(sp.socio),
        n: sp.stability,
      })}${sp.battleground ? ` · ${tr("battleground")}` : ""}`;
    }
    for (const c of COUNTRIES) {
      const label = this.countryLabels.get(c);
      if (label) label.textContent = countryName(c).toUpperCase();
    }
  }

  /** What each space shows now, to touch only what changed. */
  private shown: (Shown | undefined)[] = [];
  private shownLang = "";

  /**
   * Shows SPs, control, Power and the targets of the pending decision (only what changed, part by
   * part: a space that only stops being a target keeps its texts and badges), with the chance of
   * success of a target's roll when there is one.
   */
  update(
    v: View,
    targets: ReadonlySet<number>,
    lang: Lang = "en",
    chances: ReadonlyMap<number, string> = new Map(),
  ): void {
    if (!this.fitted) requestAnimationFrame(() => this.fitted || this.fitWidth());
    const relabel = lang !== this.shownLang;
    this.shownLang = lang;
    if (relabel) this.relabel();
    for (const sp of this.layout.spaces) {
      const c = v.sp.com[sp.id] ?? 0;
      const d = v.sp.dem[sp.id] ?? 0;
      const ctl: Side | null = v.control[sp.id] ?? null;
      const target = targets.has(sp.id);
      const chance = chances.get(sp.id) ?? "";
      const old = relabel ? undefined : this.shown[sp.id];
      if (
        old &&
        old.c === c &&
        old.d === d &&
        old.ctl === ctl &&
        old.target === target &&
        old.chance === chance
      )
        continue;
      this.shown[sp.id] = { c, d, ctl, target, chance };
      const e = this.spaces[sp.id]!;
      const g = e.g;
      if (old?.c !== c) e.com.textContent = c ? String(c) : "";
      if (old?.d !== d) e.dem.textContent = d ? String(d) : "";
      if (old?.chance !== chance) e.chance.textContent = chance;
      if (old?.c !== c || old?.ctl !== ctl)
        e.comBadge.setAttribute("class", `sp com${c ? "" : " empty"}${ctl === "com" ? " control" : ""}`);
      if (old?.d !== d || old?.ctl !== ctl)
        e.demBadge.setAttribute("class", `sp dem${d ? "" : " empty"}${ctl === "dem" ? " control" : ""}`);
      if (old?.ctl !== ctl) {
        e.com.setAttribute("class", `sp-n com${ctl === "com" ? " control" : ""}`);
        e.dem.setAttribute("class", `sp-n dem${ctl === "dem" ? " control" : ""}`);
        g.classList.toggle("ctl-com", ctl === "com");
        g.classList.toggle("ctl-dem", ctl === "dem");
      }
      if (old?.target !== target) {
        g.classList.toggle("target", target);
        // Targets are reached with Tab and chosen with Enter or Space, like buttons; the other
        // spaces are named images (a screen reader reads the map space by space).
        g.setAttribute("tabindex", target ? "0" : "-1");
        g.setAttribute("role", target ? "button" : "img");
      }
      if (old?.c !== c || old?.d !== d || old?.ctl !== ctl || old?.chance !== chance)
        g.setAttribute(
          "aria-label",
          `${spaceName(sp.id)}: ${sideName("com")} ${c}, ${sideName("dem")} ${d}${ctl ? `, ${controlText(ctl)}` : ""}${
            chance ? `, ${chance}` : ""
          }`,
        );
    }
    for (const c of COUNTRIES) {
      const m = this.powerMarks.get(c)!;
      const holder = v.power[c];
      const ps = v.ps?.country === c;
      const text = ps ? `⚑ ${tr("powerStruggle")}` : holder ? tr("powerHeld", { adj: sideAdj(holder) }) : "";
      if (m.text.textContent !== text) m.text.textContent = text;
      const cls = `power-text ${holder ?? ""}${ps ? " struggle" : ""}`;
      if (m.text.getAttribute("class") !== cls) m.text.setAttribute("class", cls);
      this.areas.get(c)?.classList.toggle("struggle", ps);
    }
    // While there are targets, the other spaces are dimmed by the style (.choosing), not one by one.
    this.svg.classList.toggle("choosing", targets.size > 0);
    this.targets = [...targets];
    if (this.fitButton.hidden !== (targets.size === 0)) this.fitButton.hidden = targets.size === 0;
  }

  /** Marks spaces named by the log (hover) — null clears. */
  flash(ids: readonly number[] | null): void {
    for (const e of this.spaces) e?.g.classList.remove("flash");
    for (const id of ids ?? []) this.spaces[id]?.g.classList.add("flash");
  }

  private recentTimer: ReturnType<typeof setTimeout> | null = null;

  /** Briefly marks spaces that just changed. */
  recent(ids: readonly number[]): void {
    if (this.recentTimer) clearTimeout(this.recentTimer);
    for (const e of this.spaces) e?.g.classList.remove("recent");
    for (const id of ids) this.spaces[id]?.g.classList.add("recent");
    this.recentTimer = setTimeout(() => {
      for (const e of this.spaces) e?.g.classList.remove("recent");
    }, 2500);
  }

  /** Fits the view to the spaces that can be chosen now. */
  fitTargets(): void {
    const b = boundsOf(this.targets, 40, 320, this.layout);
    if (b) this.setVb(b);
  }

  /** Brings a space into view. */
  focus(id: number): void {
    const sp = this.layout.spaces[id];
    if (!sp) return;
    const e = this.effectiveBox();
    if (sp.x > e.x + 60 && sp.x < e.x + e.w - 60 && sp.y > e.y + 40 && sp.y < e.y + e.h - 40) return;
    this.setVb({ ...this.vb, x: sp.x - this.vb.w / 2, y: sp.y - this.vb.h / 2 });
  }
}
