// Geometry of our own drawing of the Wir sind das Volk! board: pure functions of the engine's board
// data (cities with schematic positions, provinces, connections). Provinces are drawn as the union of
// the Voronoi cells of their cities inside an outline of Germany; the four cities abroad lie in two
// neighbouring countries; West Berlin's three sectors are an inset. Units: the engine's frame
// (about 700 x 850).
import { CITIES, type CityId, CONNECTIONS, type ConnId, PROVINCES, type ProvinceId } from "./engine.ts";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The whole drawing: Germany, the neighbours east of it and the Berlin inset. */
export const FRAME: Rect = { x: 0, y: 100, w: 730, h: 910 };

/** A schematic outline of Germany (clockwise from the Danish border), drawn for this board. */
export const GERMANY: readonly Point[] = [
  { x: 222, y: 118 },
  { x: 300, y: 112 },
  { x: 336, y: 168 },
  { x: 384, y: 214 },
  { x: 430, y: 198 },
  { x: 500, y: 210 },
  { x: 566, y: 226 },
  { x: 612, y: 240 },
  { x: 620, y: 300 },
  { x: 626, y: 350 },
  { x: 642, y: 420 },
  { x: 648, y: 520 },
  { x: 642, y: 562 },
  { x: 612, y: 612 },
  { x: 560, y: 646 },
  { x: 500, y: 668 },
  { x: 474, y: 700 },
  { x: 484, y: 770 },
  { x: 506, y: 842 },
  { x: 478, y: 902 },
  { x: 446, y: 962 },
  { x: 404, y: 994 },
  { x: 300, y: 1002 },
  { x: 236, y: 990 },
  { x: 196, y: 962 },
  { x: 156, y: 930 },
  { x: 136, y: 880 },
  { x: 88, y: 822 },
  { x: 30, y: 800 },
  { x: 16, y: 720 },
  { x: 18, y: 640 },
  { x: 8, y: 560 },
  { x: 26, y: 480 },
  { x: 96, y: 442 },
  { x: 126, y: 392 },
  { x: 146, y: 330 },
  { x: 178, y: 300 },
  { x: 218, y: 282 },
  { x: 240, y: 238 },
  { x: 228, y: 172 },
];

/** Polska: east of the Oder and Neisse (its two cities lie in it). */
export const POLSKA: readonly Point[] = [
  { x: 566, y: 226 },
  { x: 612, y: 240 },
  { x: 620, y: 300 },
  { x: 626, y: 350 },
  { x: 642, y: 420 },
  { x: 648, y: 520 },
  { x: 642, y: 562 },
  { x: 730, y: 560 },
  { x: 730, y: 200 },
  { x: 620, y: 196 },
];

/** The ČSSR: south-east of Sachsen and east of Bayern. */
export const CSSR: readonly Point[] = [
  { x: 642, y: 562 },
  { x: 612, y: 612 },
  { x: 560, y: 646 },
  { x: 500, y: 668 },
  { x: 474, y: 700 },
  { x: 484, y: 770 },
  { x: 540, y: 772 },
  { x: 730, y: 720 },
  { x: 730, y: 560 },
];

/** The Berlin inset: West Berlin's three sectors (bottom right, where the map has room). */
export const INSET: Rect = { x: 520, y: 800, w: 200, h: 190 };

/** Where a city is drawn. */
export function cityPoint(c: CityId): Point {
  const d = CITIES[c]!;
  return { x: d.x, y: d.y };
}

/** The region a seed belongs to: a province, Hamburg (a city of its own, 10.2) or abroad. */
export type Region = ProvinceId | "hamburg";

export interface Seed extends Point {
  readonly region: Region;
}

/**
 * Seeds of the Voronoi cells: the cities of Germany (Hamburg its own region) and a few points of our
 * own that shape provinces whose cities sit near their edges.
 */
export const SEEDS: readonly Seed[] = [
  ...CITIES.filter((c) => !c.abroad).map(
    (c): Seed => ({
      x: c.x,
      y: c.y,
      region: c.province === null ? "hamburg" : c.province,
    }),
  ),
  // Mecklenburg-Vorpommern reaches the Baltic coast east of Rostock.
  { x: 560, y: 250, region: 8 },
  // Bayern's east (the Oberpfalz and Lower Bavaria).
  { x: 470, y: 800, region: 6 },
  // Baden-Württemberg's south-west (the Black Forest).
  { x: 170, y: 930, region: 5 },
  // Brandenburg around Berlin, south of it.
  { x: 520, y: 460, region: 9 },
  // Niedersachsen's west (Emsland) and the heath south of Hamburg.
  { x: 160, y: 400, region: 1 },
  { x: 276, y: 344, region: 1 },
  { x: 346, y: 336, region: 1 },
  // Schleswig-Holstein around Hamburg's north (Holstein and Lübeck).
  { x: 262, y: 250, region: 0 },
  { x: 356, y: 250, region: 0 },
];

interface Vertex extends Point {
  /** The seed on the other side of the edge from this vertex to the next; -1: the frame. */
  readonly tag: number;
}

/** Cuts a convex polygon by the half-plane of points at least as near to seed i as to seed j. */
function clip(poly: readonly Vertex[], a: Point, b: Point, j: number): Vertex[] {
  // Points p with (p - m) . (b - a) <= 0, m the midpoint: nearer to a.
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const side = (p: Point) => (p.x - mx) * dx + (p.y - my) * dy;
  const out: Vertex[] = [];
  for (let k = 0; k < poly.length; k++) {
    const p = poly[k]!;
    const q = poly[(k + 1) % poly.length]!;
    const sp = side(p);
    const sq = side(q);
    const cross = (): Point => {
      const t = sp / (sp - sq);
      return { x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) };
    };
    if (sp <= 0 && sq <= 0) out.push(p);
    else if (sp <= 0 && sq > 0) {
      out.push(p);
      out.push({ ...cross(), tag: j });
    } else if (sp > 0 && sq <= 0) out.push({ ...cross(), tag: p.tag });
  }
  return out;
}

export interface Cell {
  readonly seed: number;
  readonly region: Region;
  /** The polygon; vertex k's tag names the neighbouring seed across the edge k -> k+1. */
  readonly poly: readonly Vertex[];
}

/** The Voronoi cells of the seeds inside the frame. */
export function voronoi(seeds: readonly Point[] = SEEDS, frame: Rect = FRAME): Vertex[][] {
  const box: Vertex[] = [
    { x: frame.x, y: frame.y, tag: -1 },
    { x: frame.x + frame.w, y: frame.y, tag: -1 },
    { x: frame.x + frame.w, y: frame.y + frame.h, tag: -1 },
    { x: frame.x, y: frame.y + frame.h, tag: -1 },
  ];
  return seeds.map((a, i) => {
    let poly = box;
    for (let j = 0; j < seeds.length; j++) if (j !== i) poly = clip(poly, a, seeds[j]!, j);
    return poly;
  });
}

let cellsCache: Cell[] | null = null;
/** The cells of every seed with their region. */
export function cells(): readonly Cell[] {
  cellsCache ??= voronoi().map((poly, i) => ({ seed: i, region: SEEDS[i]!.region, poly }));
  return cellsCache;
}

export function pathOf(poly: readonly Point[]): string {
  return `${poly.map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join("")}Z`;
}

/** One path for a region (its cells as sub-paths). */
export function regionPath(r: Region): string {
  return cells()
    .filter((c) => c.region === r)
    .map((c) => pathOf(c.poly))
    .join("");
}

export interface Border {
  readonly a: Point;
  readonly b: Point;
  /** Between West and East (the inner German border). */
  readonly inner: boolean;
}

const regionSide = (r: Region): "west" | "east" => (r === "hamburg" ? "west" : PROVINCES[r]!.side);

/** The edges between cells of different regions, each once. */
export function borders(): Border[] {
  const out: Border[] = [];
  for (const c of cells()) {
    const poly = c.poly;
    for (let k = 0; k < poly.length; k++) {
      const v = poly[k]!;
      if (v.tag < 0 || v.tag < c.seed) continue;
      const r = SEEDS[v.tag]!.region;
      if (r === c.region) continue;
      const w = poly[(k + 1) % poly.length]!;
      out.push({ a: v, b: w, inner: regionSide(r) !== regionSide(c.region) });
    }
  }
  return out;
}

/** Area and centroid of a polygon (shoelace). */
export function centroid(poly: readonly Point[]): Point & { readonly area: number } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let k = 0; k < poly.length; k++) {
    const p = poly[k]!;
    const q = poly[(k + 1) % poly.length]!;
    const f = p.x * q.y - q.x * p.y;
    a += f;
    cx += (p.x + q.x) * f;
    cy += (p.y + q.y) * f;
  }
  a /= 2;
  return { x: cx / (6 * a), y: cy / (6 * a), area: Math.abs(a) };
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function inside(poly: readonly Point[], p: Point): boolean {
  let inn = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inn = !inn;
  }
  return inn;
}

/** Province names short enough for the map (full names in titles and lists). */
export const SHORT: Readonly<Record<ProvinceId, string>> = {
  0: "Schleswig-Holst.",
  1: "Niedersachsen",
  2: "Nordrh.-Westf.",
  3: "Hessen",
  4: "Rheinland-Pfalz",
  5: "Baden-Württ.",
  6: "Bayern",
  7: "West Berlin",
  8: "Mecklenb.-Vorp.",
  9: "Brandenburg",
  10: "East Berlin",
  11: "Sachsen-Anhalt",
  12: "Sachsen",
  13: "Thüringen",
};

/**
 * Where a province's counters (unrest, mass protests, living standards, socialists) are drawn: a
 * place inside the province clear of cities, their names, roads and infrastructure sites (found
 * once by a search over the drawing, then fixed here and held by a test).
 */
export const PROVINCE_BADGE: Readonly<Record<ProvinceId, Point>> = {
  0: { x: 262, y: 252 },
  1: { x: 366, y: 344 },
  2: { x: 108, y: 494 },
  3: { x: 261, y: 710 },
  4: { x: 117, y: 767 },
  5: { x: 270, y: 788 },
  6: { x: 381, y: 734 },
  7: { x: 620, y: 838 },
  8: { x: 465, y: 287 },
  9: { x: 549, y: 479 },
  10: { x: 618, y: 422 },
  11: { x: 429, y: 401 },
  12: { x: 537, y: 584 },
  13: { x: 360, y: 629 },
};

/** Where a province's name is written (under the roads, like a map's lettering). */
export const PROVINCE_NAME: Readonly<Record<ProvinceId, Point>> = {
  0: { x: 250, y: 228 },
  1: { x: 276, y: 389 },
  2: { x: 81, y: 584 },
  3: { x: 252, y: 626 },
  4: { x: 100, y: 742 },
  5: { x: 252, y: 866 },
  6: { x: 399, y: 836 },
  7: { x: 620, y: 818 },
  8: { x: 540, y: 239 },
  9: { x: 567, y: 455 },
  10: { x: 594, y: 383 },
  11: { x: 471, y: 503 },
  12: { x: 603, y: 560 },
  13: { x: 399, y: 665 },
};

/** The sectors in the inset, in the engine's order (french, british, american). */
export const SECTOR_BOX: readonly Rect[] = [
  { x: INSET.x + 10, y: INSET.y + 60, w: 58, h: 110 },
  { x: INSET.x + 71, y: INSET.y + 60, w: 58, h: 110 },
  { x: INSET.x + 132, y: INSET.y + 60, w: 58, h: 110 },
];

export interface Site {
  readonly conn: ConnId;
  /** 0 or 1: the infrastructure line on the road. */
  readonly line: number;
  readonly x: number;
  readonly y: number;
  /** Angle of the road, degrees. */
  readonly angle: number;
}

/** The infrastructure sites of a connection: one at the middle of the road, or two side by side. */
export function sites(k: ConnId): Site[] {
  const d = CONNECTIONS[k]!;
  const a = cityPoint(d.a);
  const b = cityPoint(d.b);
  const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const at = d.lines === 1 ? [0.5] : [0.4, 0.6];
  return at.map((t, line) => ({
    conn: k,
    line,
    x: a.x + t * (b.x - a.x),
    y: a.y + t * (b.y - a.y),
    angle,
  }));
}

/** The box around some points with a margin, no smaller than `min` on each side. */
export function boundsOf(points: readonly Point[], margin = 50, min = 260): Rect | null {
  if (!points.length) return null;
  const x0 = Math.min(...points.map((p) => p.x)) - margin;
  const x1 = Math.max(...points.map((p) => p.x)) + margin;
  const y0 = Math.min(...points.map((p) => p.y)) - margin;
  const y1 = Math.max(...points.map((p) => p.y)) + margin;
  const w = Math.max(min, x1 - x0);
  const h = Math.max(min, y1 - y0);
  return { x: (x0 + x1) / 2 - w / 2, y: (y0 + y1) / 2 - h / 2, w, h };
}
