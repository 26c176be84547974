// A hand-made SVG chart of a simulation: the distribution of the title's first metric (for 1989
// the final VP) per option set and pairing, and the win rates of the roles.

import { bucketWidth } from "./stats.ts";

/** One game: its group (option set and pairing), the winning role, the metric's final value. */
export interface ChartPoint {
  readonly group: string;
  readonly winner: string | null;
  readonly value: number;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const COLORS = ["#27ae60", "#8e44ad", "#d68910", "#16a085", "#e84393", "#7f8c8d"];

export function simChart(
  results: readonly ChartPoint[],
  roleNames: readonly string[],
  roles: readonly string[],
  metric: string,
  title: string,
): string {
  const groups = new Map<string, ChartPoint[]>();
  for (const r of results) {
    const key = r.group;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(r);
  }
  const keys = [...groups.keys()];
  const W = 900;
  const H1 = 320;
  const barsH = 40 + keys.length * 34;
  const H = 60 + H1 + 60 + barsH + 20;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<title>${esc(title)}</title>`);
  out.push(`<rect width="${W}" height="${H}" fill="white"/>`);
  out.push(
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">${esc(title)}</text>`,
  );
  // Histogram of the metric's final values, one polyline per group.
  const vps = results.map((r) => r.value);
  const lo = Math.min(0, ...vps);
  const hi = Math.max(1, ...vps);
  const width = bucketWidth([lo, hi], 40);
  const tick = bucketWidth([lo, hi], 10);
  const bins = Math.floor((hi - lo) / width) + 1;
  const x0 = 60;
  const y0 = 50;
  const pw = W - 100;
  const ph = H1 - 40;
  const counts = keys.map((k) => {
    const c = new Array<number>(bins).fill(0);
    const g = groups.get(k)!;
    for (const r of g) c[Math.floor((r.value - lo) / width)]! += 1 / g.length;
    return c;
  });
  const maxFrac = Math.max(0.01, ...counts.flat());
  out.push(
    `<text x="${x0}" y="${y0 - 6}" font-weight="bold">Final ${esc(metric)} distribution (share of games per bin of ${width})</text>`,
  );
  out.push(`<line x1="${x0}" y1="${y0 + ph}" x2="${x0 + pw}" y2="${y0 + ph}" stroke="black"/>`);
  out.push(`<line x1="${x0}" y1="${y0}" x2="${x0}" y2="${y0 + ph}" stroke="black"/>`);
  const xOf = (vp: number) => x0 + ((vp - lo) / (hi - lo + width)) * pw;
  for (let t = Math.ceil(lo / tick) * tick; t <= hi; t += tick) {
    const x = xOf(t);
    out.push(`<line x1="${x}" y1="${y0 + ph}" x2="${x}" y2="${y0 + ph + 4}" stroke="black"/>`);
    out.push(`<text x="${x}" y="${y0 + ph + 16}" text-anchor="middle">${t}</text>`);
  }
  const zx = xOf(0);
  out.push(`<line x1="${zx}" y1="${y0}" x2="${zx}" y2="${y0 + ph}" stroke="#999" stroke-dasharray="4 3"/>`);
  out.push(`<text x="${x0 - 8}" y="${y0 + 4}" text-anchor="end">${(maxFrac * 100).toFixed(0)}%</text>`);
  out.push(`<text x="${x0 - 8}" y="${y0 + ph}" text-anchor="end">0%</text>`);
  counts.forEach((c, gi) => {
    const pts = c
      .map(
        (f, i) =>
          `${xOf(lo + i * width + width / 2).toFixed(1)},${(y0 + ph - (f / maxFrac) * ph).toFixed(1)}`,
      )
      .join(" ");
    out.push(
      `<polyline points="${pts}" fill="none" stroke="${COLORS[gi % COLORS.length]}" stroke-width="2"/>`,
    );
  });
  // Win rates per group.
  let y = y0 + H1 + 40;
  out.push(
    `<text x="${x0}" y="${y}" font-weight="bold">Win rate per option set and pairing (${esc(roleNames[0] ?? "")} red, draws grey, ${esc(roleNames[1] ?? "")} blue)</text>`,
  );
  y += 12;
  keys.forEach((k, gi) => {
    const g = groups.get(k)!;
    const com = g.filter((r) => r.winner === roles[0]).length / g.length;
    const dem = g.filter((r) => r.winner === roles[1]).length / g.length;
    const draw = 1 - com - dem;
    const bx = 360;
    const bw = W - bx - 40;
    out.push(
      `<rect x="${x0 - 50}" y="${y + 6}" width="10" height="10" fill="${COLORS[gi % COLORS.length]}"/>`,
    );
    out.push(`<text x="${x0 - 34}" y="${y + 15}">${esc(k)} (${g.length})</text>`);
    out.push(`<rect x="${bx}" y="${y}" width="${(com * bw).toFixed(1)}" height="20" fill="#c0392b"/>`);
    out.push(
      `<rect x="${(bx + com * bw).toFixed(1)}" y="${y}" width="${(draw * bw).toFixed(1)}" height="20" fill="#bbb"/>`,
    );
    out.push(
      `<rect x="${(bx + (com + draw) * bw).toFixed(1)}" y="${y}" width="${(dem * bw).toFixed(1)}" height="20" fill="#2c6fbb"/>`,
    );
    out.push(`<text x="${bx + 4}" y="${y + 14}" fill="white">${(com * 100).toFixed(1)}%</text>`);
    out.push(
      `<text x="${bx + bw - 4}" y="${y + 14}" fill="white" text-anchor="end">${(dem * 100).toFixed(1)}%</text>`,
    );
    y += 34;
  });
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}
