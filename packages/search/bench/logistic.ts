// Logistic regression for the benches that fit an evaluation to who won (calibrate.ts,
// experiments/eval-terms.ts): Newton's method, with an optional L2 penalty.

/** A sample: its features (the first is usually the constant 1) and the outcome, 0 to 1. */
export interface Sample {
  readonly f: readonly number[];
  readonly y: number;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Solves A x = b (Gaussian elimination with partial pivoting); A and b are changed. */
export function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(A[r]![i]!) > Math.abs(A[p]![i]!)) p = r;
    [A[i], A[p]] = [A[p]!, A[i]!];
    [b[i], b[p]] = [b[p]!, b[i]!];
    for (let r = i + 1; r < n; r++) {
      const k = A[r]![i]! / A[i]![i]!;
      for (let c = i; c < n; c++) A[r]![c]! -= k * A[i]![c]!;
      b[r]! -= k * b[i]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let v = b[i]!;
    for (let c = i + 1; c < n; c++) v -= A[i]![c]! * x[c]!;
    x[i] = v / A[i]![i]!;
  }
  return x;
}

/**
 * Logistic regression of y on f by Newton's method, with an L2 penalty `lambda` on every weight but
 * the first (the bias, when f[0] is 1). Returns the weights: `size` zeros when there are no samples.
 */
export function fitLogistic(pts: readonly Sample[], lambda = 0, size = pts[0]?.f.length ?? 0): number[] {
  const n = size;
  if (pts.length === 0) return new Array<number>(n).fill(0);
  let w = new Array<number>(n).fill(0);
  for (let iter = 0; iter < 30; iter++) {
    const g = new Array<number>(n).fill(0);
    const H = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (const p of pts) {
      let z = 0;
      for (let i = 0; i < n; i++) z += w[i]! * p.f[i]!;
      const q = sigmoid(z);
      const r = q * (1 - q);
      for (let i = 0; i < n; i++) {
        g[i]! += (q - p.y) * p.f[i]!;
        for (let j = 0; j < n; j++) H[i]![j]! += r * p.f[i]! * p.f[j]!;
      }
    }
    for (let i = 1; i < n; i++) {
      g[i]! += lambda * w[i]!;
      H[i]![i]! += lambda;
    }
    H[0]![0]! += 1e-9;
    const step = solve(H, g);
    w = w.map((x, i) => x - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

/** Mean log-loss of the predictions on the samples. */
export function logLoss<P extends { readonly y: number }>(
  pts: readonly P[],
  predict: (p: P) => number,
): number {
  let ll = 0;
  for (const p of pts) {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, predict(p)));
    ll -= p.y * Math.log(q) + (1 - p.y) * Math.log(1 - q);
  }
  return ll / Math.max(1, pts.length);
}
