// View increments: what changed between two views of a game, as a ViewPatch (see
// @dawn/platform/protocol). Title-neutral: views are compared as JSON objects, key by key; an
// array whose old items are all still at its start (a log that grew) is sent as the new items
// only. Values are compared by reference first (titles share unchanged parts between successive
// states, as the 1989 engine does with its log entries), then structurally, without building
// any text: a view of a long game is compared in microseconds.
import type { ViewPatch } from "@dawn/platform/protocol";

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/**
 * Whether two JSON values are equal: the same text under JSON.stringify, except that a key
 * holding `undefined` counts as present (harmless: such a key is then sent, as a change).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    // NaN and infinities are null in JSON.
    return typeof a === "number" && typeof b === "number" && !Number.isFinite(a) && !Number.isFinite(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k)) continue;
    if (!Object.hasOwn(y, k) || !jsonEqual(x[k], y[k])) return false;
    n++;
  }
  for (const k in y) if (Object.hasOwn(y, k)) n--;
  return n === 0;
}

/** The patch from view `a` to view `b`, or null when they are not JSON objects (send `b` whole). */
export function diffView(a: unknown, b: unknown): ViewPatch | null {
  if (!isObject(a) || !isObject(b)) return null;
  let set: Record<string, unknown> | undefined;
  let append: Record<string, unknown[]> | undefined;
  let unset: string[] | undefined;
  for (const k of Object.keys(b)) {
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y) && y.length >= x.length) {
      let i = 0;
      while (i < x.length && (x[i] === y[i] || jsonEqual(x[i], y[i]))) i++;
      if (i === x.length) {
        if (y.length > x.length) (append ??= {})[k] = y.slice(x.length);
        continue;
      }
    } else if (Object.hasOwn(a, k) && jsonEqual(x, y)) continue;
    (set ??= {})[k] = y;
  }
  for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) (unset ??= []).push(k);
  return { ...(set ? { set } : {}), ...(append ? { append } : {}), ...(unset ? { unset } : {}) };
}
