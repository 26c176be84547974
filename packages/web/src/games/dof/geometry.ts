// Map geometry for our own drawing of the board: pure functions of the engine's spaces, placed
// for a screen that is wider than tall.
import { COUNTRIES, type Country, SPACES as PRINTED, type SpaceData } from "@dawn/engine";

export interface Label extends Point {
  readonly anchor: "start" | "middle" | "end";
}

/** Where the spaces and the country names are drawn. */
export interface Layout {
  readonly id: "tall" | "wide";
  /** The spaces with the positions they are drawn at (everything else as in the engine's data). */
  readonly spaces: readonly SpaceData[];
  /** Where each country's name goes: an empty spot beside the country. */
  readonly labels: Readonly<Record<Country, Label>>;
}

/** The engine's frame: a tall sheet with the Balkans under Hungary (phones held upright). */
export const TALL: Layout = {
  id: "tall",
  spaces: PRINTED,
  labels: {
    "East Germany": { x: 180, y: -14, anchor: "middle" },
    Poland: { x: 700, y: 130, anchor: "middle" },
    Czechoslovakia: { x: 120, y: 700, anchor: "middle" },
    Hungary: { x: 300, y: 1130, anchor: "middle" },
    Romania: { x: 1080, y: 1020, anchor: "middle" },
    Bulgaria: { x: 590, y: 1800, anchor: "middle" },
  },
};

/**
 * Screens wider than tall: Romania and Bulgaria go to the east of Hungary, as on the printed
 * board, so the whole map is wider than tall and fits a desktop screen at a readable size.
 */
const SHIFT: Readonly<Partial<Record<Country, Point>>> = {
  Hungary: { x: 200, y: 40 },
  Romania: { x: 600, y: -600 },
  Bulgaria: { x: 600, y: -600 },
};

export const WIDE: Layout = {
  id: "wide",
  spaces: PRINTED.map((sp) => {
    const d = SHIFT[sp.country];
    return d ? { ...sp, x: sp.x + d.x, y: sp.y + d.y } : sp;
  }),
  labels: {
    ...TALL.labels,
    Hungary: { x: 500, y: 1170, anchor: "middle" },
    Romania: { x: 1680, y: 420, anchor: "middle" },
    Bulgaria: { x: 1190, y: 1200, anchor: "middle" },
  },
};

export const LAYOUTS: readonly Layout[] = [TALL, WIDE];

/** Size of a space box in map units (the engine's 1650x2550 frame). */
export const BOX_W = 104;
export const BOX_H = 64;

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

/** The box of a space, centred on its position. */
export function spaceRect(sp: Pick<SpaceData, "x" | "y">): Rect {
  return { x: sp.x - BOX_W / 2, y: sp.y - BOX_H / 2, w: BOX_W, h: BOX_H };
}

/** The part of the frame the spaces occupy, with a margin: the map's initial view box. */
export function mapBounds(margin = 60, layout: Layout = WIDE): Rect {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const sp of layout.spaces) {
    const r = spaceRect(sp);
    x0 = Math.min(x0, r.x);
    y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.w);
    y1 = Math.max(y1, r.y + r.h);
  }
  return { x: x0 - margin, y: y0 - margin, w: x1 - x0 + 2 * margin, h: y1 - y0 + 2 * margin };
}

/** The box around some spaces' boxes with a margin, no smaller than 320x320 map units; null for none. */
export function boundsOf(ids: readonly number[], margin = 40, min = 320, layout: Layout = WIDE): Rect | null {
  const sps = ids.map((id) => layout.spaces[id]).filter((sp): sp is SpaceData => !!sp);
  if (!sps.length) return null;
  const x0 = Math.min(...sps.map((sp) => sp.x)) - BOX_W / 2 - margin;
  const x1 = Math.max(...sps.map((sp) => sp.x)) + BOX_W / 2 + margin;
  const y0 = Math.min(...sps.map((sp) => sp.y)) - BOX_H / 2 - margin;
  const y1 = Math.max(...sps.map((sp) => sp.y)) + BOX_H / 2 + margin;
  const w = Math.max(min, x1 - x0);
  const h = Math.max(min, y1 - y0);
  return { x: (x0 + x1) / 2 - w / 2, y: (y0 + y1) / 2 - h / 2, w, h };
}

/** Convex hull (monotone chain), counter-clockwise in screen coordinates, no repeated end point. */
export function convexHull(points: readonly Point[]): Point[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length < 3) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** Outline of a country: the hull of its space boxes' corners. */
export function countryOutline(country: Country, layout: Layout = WIDE): Point[] {
  const corners: Point[] = [];
  for (const sp of layout.spaces) {
    if (sp.country !== country) continue;
    const r = spaceRect(sp);
    corners.push(
      { x: r.x, y: r.y },
      { x: r.x + r.w, y: r.y },
      { x: r.x, y: r.y + r.h },
      { x: r.x + r.w, y: r.y + r.h },
    );
  }
  return convexHull(corners);
}

/** Whether point p lies inside the convex polygon (either orientation). */
export function insideConvex(poly: readonly Point[], p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (c === 0) continue;
    const sg = Math.sign(c);
    if (sign === 0) sign = sg;
    else if (sg !== sign) return false;
  }
  return true;
}

export interface Edge {
  readonly a: number;
  readonly b: number;
  /** The two spaces are in different countries. */
  readonly border: boolean;
}

/** Every connection once (a < b). */
export function edges(): Edge[] {
  const out: Edge[] = [];
  for (const sp of PRINTED) {
    for (const n of sp.adjacent) {
      if (n <= sp.id) continue;
      out.push({ a: sp.id, b: n, border: PRINTED[n]!.country !== sp.country });
    }
  }
  return out;
}

/**
 * A space's name on one line, or on two when longer than `width` characters: split after a space
 * (dropped), a hyphen or a slash (kept), where the longer line is shortest; a single long word is
 * cut in two with a hyphen.
 */
export function wrapName(name: string, width = 12, maxLines = 2): string[] {
  if (name.length <= width || maxLines < 2) return [name];
  // One long word: cut in the middle with a hyphen ("Székes-" / "fehérvár").
  if (!/[ /-]/.test(name)) {
    const half = Math.ceil(name.length / 2);
    return [`${name.slice(0, half)}-`, name.slice(half)];
  }
  let best: string[] = [name];
  let bestLen = name.length;
  for (let i = 1; i < name.length - 1; i++) {
    const ch = name[i]!;
    const split =
      ch === " "
        ? [name.slice(0, i), name.slice(i + 1)]
        : ch === "-" || ch === "/"
          ? [name.slice(0, i + 1), name.slice(i + 1)]
          : null;
    if (!split) continue;
    const len = Math.max(split[0]!.length, split[1]!.length);
    if (len < bestLen) {
      best = split;
      bestLen = len;
    }
  }
  return best;
}

/** Lines of at most `width` characters for a name written without spaces (Chinese). */
export function wrapChars(name: string, width = 6, maxLines = 2): string[] {
  const chars = [...name];
  if (chars.length <= width) return [name];
  const per = Math.ceil(chars.length / Math.min(maxLines, Math.ceil(chars.length / width)));
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += per) lines.push(chars.slice(i, i + per).join(""));
  return lines;
}

/** Font size (map units) for a space's name lines so that the longest fits the box. */
export function nameFontSize(lines: readonly string[], max = 16, avgCharWidth = 0.58): number {
  const longest = Math.max(1, ...lines.map((l) => l.length));
  return Math.min(max, Math.floor(((BOX_W - 8) / (longest * avgCharWidth)) * 10) / 10);
}

/** Labels must not sit on a space box: checked by the tests. */
export function labelClearOfSpaces(
  country: Country,
  layout: Layout = WIDE,
  halfWidth = 90,
  halfHeight = 18,
): boolean {
  const l = layout.labels[country];
  const x0 = l.anchor === "middle" ? l.x - halfWidth : l.anchor === "start" ? l.x : l.x - 2 * halfWidth;
  const box = { x: x0, y: l.y - halfHeight, w: 2 * halfWidth, h: 2 * halfHeight };
  return layout.spaces.every((sp) => {
    const r = spaceRect(sp);
    return r.x + r.w < box.x || box.x + box.w < r.x || r.y + r.h < box.y || box.y + box.h < r.y;
  });
}

export { COUNTRIES };

/**
 * Country areas for the map: every point within `reach` of a space belongs to the country of the
 * nearest space (so neighbouring countries meet along a line and never overlap). The outlines come
 * from marching squares on a grid of `cell` map units; each country gets closed loops of points
 * (holes included: draw them with fill-rule evenodd).
 */
export function countryRegions(cell = 12, reach = 125, layout: Layout = WIDE): Record<Country, Point[][]> {
  const b = mapBounds(reach + 2 * cell, layout);
  const nx = Math.ceil(b.w / cell) + 1;
  const ny = Math.ceil(b.h / cell) + 1;
  const countryIndex = new Map(COUNTRIES.map((c, i) => [c, i]));
  const owner = new Int8Array(nx * ny).fill(-1);
  const r2 = reach * reach;
  for (let j = 0; j < ny; j++) {
    const y = b.y + j * cell;
    for (let i = 0; i < nx; i++) {
      const x = b.x + i * cell;
      let best = r2;
      let who = -1;
      for (const sp of layout.spaces) {
        const d = (sp.x - x) ** 2 + (sp.y - y) ** 2;
        if (d < best) {
          best = d;
          who = countryIndex.get(sp.country)!;
        }
      }
      owner[j * nx + i] = who;
    }
  }
  const out = {} as Record<Country, Point[][]>;
  COUNTRIES.forEach((c, k) => {
    out[c] = contour(owner, nx, ny, k).map((loop) =>
      loop.map((p) => ({ x: b.x + p.x * cell, y: b.y + p.y * cell })),
    );
  });
  return out;
}

// Marching squares: for each corner pattern (top-left 8, top-right 4, bottom-right 2, bottom-left 1),
// the segments as pairs of cell edges (0 top, 1 right, 2 bottom, 3 left).
const MS: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[3, 2]],
  [[2, 1]],
  [[3, 1]],
  [[0, 1]],
  [
    [3, 0],
    [2, 1],
  ],
  [[0, 2]],
  [[3, 0]],
  [[3, 0]],
  [[0, 2]],
  [
    [0, 1],
    [3, 2],
  ],
  [[0, 1]],
  [[3, 1]],
  [[2, 1]],
  [[3, 2]],
  [],
];

/** Marching squares on a grid of owners: the loops around the points owned by `k` (grid units). */
function contour(owner: Int8Array, nx: number, ny: number, k: number): Point[][] {
  const at = (i: number, j: number) =>
    i >= 0 && j >= 0 && i < nx && j < ny && owner[j * nx + i] === k ? 1 : 0;
  // Edge midpoints get integer keys on a doubled grid (x2 = 2i + 1 etc.), offset by 2 for i = -1.
  const W = 2 * nx + 4;
  const edgeKey = (i: number, j: number, e: number) => {
    const x2 = e === 0 || e === 2 ? 2 * i + 1 : e === 1 ? 2 * i + 2 : 2 * i;
    const y2 = e === 1 || e === 3 ? 2 * j + 1 : e === 2 ? 2 * j + 2 : 2 * j;
    return (y2 + 2) * W + (x2 + 2);
  };
  const a: number[] = [];
  const b: number[] = [];
  for (let j = -1; j < ny; j++) {
    for (let i = -1; i < nx; i++) {
      const idx = at(i, j) * 8 + at(i + 1, j) * 4 + at(i + 1, j + 1) * 2 + at(i, j + 1);
      for (const [e1, e2] of MS[idx]!) {
        a.push(edgeKey(i, j, e1));
        b.push(edgeKey(i, j, e2));
      }
    }
  }
  const ends = new Map<number, number[]>();
  const add = (key: number, n: number) => {
    const l = ends.get(key);
    if (l) l.push(n);
    else ends.set(key, [n]);
  };
  for (let n = 0; n < a.length; n++) {
    add(a[n]!, n);
    add(b[n]!, n);
  }
  const toPoint = (key: number): Point => ({ x: ((key % W) - 2) / 2, y: (Math.floor(key / W) - 2) / 2 });
  const used = new Uint8Array(a.length);
  const loops: Point[][] = [];
  for (let s = 0; s < a.length; s++) {
    if (used[s]) continue;
    used[s] = 1;
    const first = a[s]!;
    const keys = [first];
    let cur = b[s]!;
    while (cur !== first) {
      keys.push(cur);
      const next = ends.get(cur)!.find((n) => !used[n]);
      if (next === undefined) break;
      used[next] = 1;
      cur = a[next] === cur ? b[next]! : a[next]!;
    }
    loops.push(simplify(keys.map(toPoint)));
  }
  return loops;
}

/** Drops points that lie on a straight line between their neighbours. */
function simplify(loop: Point[]): Point[] {
  const out: Point[] = [];
  const n = loop.length;
  for (let i = 0; i < n; i++) {
    const a = loop[(i + n - 1) % n]!;
    const p = loop[i]!;
    const c = loop[(i + 1) % n]!;
    if ((p.x - a.x) * (c.y - p.y) - (p.y - a.y) * (c.x - p.x) !== 0) out.push(p);
  }
  return out.length >= 3 ? out : loop;
}

/** Even-odd point-in-region test over several loops. */
export function insideLoops(loops: readonly (readonly Point[])[], p: Point): boolean {
  let inside = false;
  for (const poly of loops) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[i]!;
      const b = poly[j]!;
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
}

/** SVG path data for loops. */
export function loopsPath(loops: readonly (readonly Point[])[]): string {
  return loops.map((l) => `M${l.map((p) => `${Math.round(p.x)} ${Math.round(p.y)}`).join("L")}Z`).join("");
}
