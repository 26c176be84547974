// Small statistics for simulation reports.

/** Wilson score interval (95%) for k successes out of n. */
export function wilson(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))));
  return s[i]!;
}

/** Counts of values per bucket of `width` (keyed by the bucket's lower bound). */
export function histogram(xs: readonly number[], width: number): Map<number, number> {
  const h = new Map<number, number>();
  for (const x of xs) {
    const b = Math.floor(x / width) * width;
    h.set(b, (h.get(b) ?? 0) + 1);
  }
  return new Map([...h.entries()].sort((a, b) => a[0] - b[0]));
}

/** Mean, median and maximum of a list of times (ms), rounded to microseconds. */
export function timeSummary(xs: readonly number[]): {
  readonly mean: number;
  readonly p50: number;
  readonly max: number;
  readonly count: number;
} {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  if (xs.length === 0) return { mean: 0, p50: 0, max: 0, count: 0 };
  const s = xs.slice().sort((a, b) => a - b);
  return { mean: r(mean(s)), p50: r(s[(s.length - 1) >> 1]!), max: r(s[s.length - 1]!), count: s.length };
}

/** A bucket width from 1, 2, 5, 10, 20, 50, ... that gives at most `most` buckets over the values. */
export function bucketWidth(xs: readonly number[], most = 15): number {
  if (xs.length === 0) return 1;
  const span = Math.max(...xs) - Math.min(...xs);
  for (let w = 1; ; w *= 10)
    for (const k of [1, 2, 5]) if (Math.floor(span / (w * k)) + 1 <= most) return w * k;
}
