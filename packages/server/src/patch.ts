// View increments: what changed between two views of a game, as a ViewPatch (see
// @dawn/platform/protocol). Title-neutral: views are compared as JSON objects, key by key; an
// array whose old items are all still at its start (a log that grew) is sent as the new items
// only. Items are compared by reference first (titles share unchanged parts between successive
// states, as the 1989 engine does with its log entries), then by their JSON.
import type { ViewPatch } from "@dawn/platform/protocol";

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

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
      while (i < x.length && x[i] === y[i]) i++;
      if (i < x.length && JSON.stringify(x.slice(i)) === JSON.stringify(y.slice(i, x.length))) i = x.length;
      if (i === x.length) {
        if (y.length > x.length) (append ??= {})[k] = y.slice(x.length);
        continue;
      }
    } else if (k in a && same(x, y)) continue;
    (set ??= {})[k] = y;
  }
  for (const k of Object.keys(a)) if (!(k in b)) (unset ??= []).push(k);
  return { ...(set ? { set } : {}), ...(append ? { append } : {}), ...(unset ? { unset } : {}) };
}
