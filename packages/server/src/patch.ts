// View increments: what changed between two views of a game, as a ViewPatch (see
// @dawn/platform/protocol). Title-neutral: views are compared as JSON objects, key by key; an
// array whose old items are all still at its start (a log that grew) is sent as the new items
// only, its items compared by reference first (titles share unchanged parts between successive
// states, as the 1989 engine does with its log entries), then structurally. Other values are
// compared by their data (the same keys in the same order and the same values give the same JSON
// text, one value that differs a different one), else by their JSON texts; the text of a changed
// value is made once, for the message itself. Nothing is kept from one patch to the next. A GrowList
// (a list the title shares between successive views) that extends the old one is sent as its new
// items without looking at the others; any other is compared as the array JSON makes of it.
import { GrowList } from "@dawn/platform";
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

/** A value JSON writes as itself, whose text differs from every other such value's. */
function plain(x: unknown): boolean {
  return (
    x === null ||
    typeof x === "string" ||
    typeof x === "boolean" ||
    (typeof x === "number" && Number.isFinite(x))
  );
}

function plainObject(x: object): boolean {
  return Array.isArray(x) || Object.getPrototypeOf(x) === Object.prototype;
}

/**
 * How the JSON texts of two values compare, told without making them: 1 the same, 0 different,
 * -1 unknown (keys in another order or present in one only, values JSON leaves out or rewrites,
 * objects of other classes): the caller then compares the texts. Equal texts of arrays (objects)
 * have equal texts item by item (key by key), so one item known to differ decides.
 */
export function compareText(a: unknown, b: unknown): 1 | 0 | -1 {
  if (a === b) return 1;
  const ao = typeof a === "object" && a !== null;
  const bo = typeof b === "object" && b !== null;
  if (!ao || !bo) {
    if (ao) return plain(b) && plainObject(a as object) ? 0 : -1;
    if (bo) return plain(a) && plainObject(b as object) ? 0 : -1;
    return plain(a) && plain(b) ? 0 : -1;
  }
  const aa = Array.isArray(a);
  if (aa !== Array.isArray(b)) return plainObject(a) && plainObject(b) ? 0 : -1;
  let out: 1 | -1 = 1;
  if (aa) {
    const y = b as unknown[];
    if (a.length !== y.length) return 0;
    for (let i = 0; i < a.length; i++) {
      const c = compareText(a[i], y[i]);
      if (c === 0) return 0;
      if (c === -1) out = -1;
    }
    return out;
  }
  if (!plainObject(a) || !plainObject(b)) return -1;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  if (ka.length !== kb.length) out = -1;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i]) return -1;
    const c = compareText(x[k], y[k]);
    if (c === 0) return 0;
    if (c === -1) out = -1;
  }
  return out;
}

/** The JSON text of a value (undefined for a value JSON leaves out). */
function text(x: unknown): string | undefined {
  return JSON.stringify(x) as string | undefined;
}

/** A patch and its JSON text (null when the views are not JSON objects: send `b` whole). */
export interface TextPatch {
  readonly patch: ViewPatch;
  /** The patch as JSON, or null when it is empty (only the header changed). */
  readonly json: string | null;
}

/**
 * The patch from view `a` to view `b`, with its JSON text built from the texts of the values changed.
 * Top-level values that are not arrays are compared by their data, else by their JSON texts;
 * arrays by reference item by item, then structurally, so a log that grew is sent as its new items.
 */
export function viewPatch(a: unknown, b: unknown): TextPatch | null {
  if (!isObject(a) || !isObject(b)) return null;
  let set: Record<string, unknown> | undefined;
  let append: Record<string, unknown[]> | undefined;
  let unset: string[] | undefined;
  const parts: string[] = [];
  const appended: string[] = [];
  // for-in rather than Object.keys: no list of keys made per patch (views are plain objects).
  for (const k in b) {
    if (!Object.hasOwn(b, k)) continue;
    let x = a[k];
    let y = b[k];
    if (x === y) continue;
    // A list the title shares between successive views (a log): what was appended, at once.
    if (y instanceof GrowList) {
      const more = x instanceof GrowList ? y.grew(x) : null;
      if (more !== null) {
        if (more.length > 0) {
          (append ??= {})[k] = more;
          appended.push(`${JSON.stringify(k)}:${JSON.stringify(more)}`);
        }
        continue;
      }
      y = y.toJSON();
    }
    if (x instanceof GrowList) x = x.toJSON();
    if (Array.isArray(x) && Array.isArray(y) && y.length >= x.length) {
      let i = 0;
      while (i < x.length && (x[i] === y[i] || jsonEqual(x[i], y[i]))) i++;
      if (i === x.length) {
        if (y.length > x.length) {
          const items = y.slice(x.length);
          (append ??= {})[k] = items;
          appended.push(`${JSON.stringify(k)}:${JSON.stringify(items)}`);
        }
        continue;
      }
    }
    let t: string | undefined;
    let made = false;
    const grew = Array.isArray(x) && Array.isArray(y) && y.length >= x.length;
    if (!grew && Object.hasOwn(a, k)) {
      const c = compareText(x, y);
      if (c === 1) continue;
      if (c === -1) {
        t = text(y);
        made = true;
        if (text(x) === t) continue;
      }
    }
    (set ??= {})[k] = y;
    if (!made) t = text(y);
    if (t !== undefined) parts.push(`${JSON.stringify(k)}:${t}`);
  }
  for (const k in a) if (Object.hasOwn(a, k) && !Object.hasOwn(b, k)) (unset ??= []).push(k);
  const patch: ViewPatch = {
    ...(set ? { set } : {}),
    ...(append ? { append } : {}),
    ...(unset ? { unset } : {}),
  };
  if (!set && !append && !unset) return { patch, json: null };
  const fields: string[] = [];
  if (set) fields.push(`"set":{${parts.join(",")}}`);
  if (append) fields.push(`"append":{${appended.join(",")}}`);
  if (unset) fields.push(`"unset":${JSON.stringify(unset)}`);
  return { patch, json: `{${fields.join(",")}}` };
}

/** The patch from view `a` to view `b`, or null when they are not JSON objects (send `b` whole). */
export function diffView(a: unknown, b: unknown): ViewPatch | null {
  return viewPatch(a, b)?.patch ?? null;
}
