// View increments (src/patch.ts): a patch applied to the old view gives the new one, and the
// structural comparison agrees with comparing JSON texts (keys in any order).
import assert from "node:assert/strict";
import { test } from "node:test";
import { GrowList } from "@dawn/platform";
import { applyViewPatch, type ViewPatch } from "@dawn/platform/protocol";
import fc from "fast-check";
import { compareText, diffView, jsonEqual, viewPatch } from "../src/patch.ts";
import { undoCut } from "../src/undo-note.ts";

/** JSON text with the keys of every object sorted. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const json = fc.jsonValue({ maxDepth: 4, noUnicodeString: false });
/** Two views that share parts, as successive views of a game do. */
const views = fc
  .tuple(
    fc.dictionary(fc.string({ maxLength: 4 }), json, { maxKeys: 8 }),
    fc.dictionary(fc.string({ maxLength: 4 }), json, { maxKeys: 4 }),
    fc.array(json, { maxLength: 6 }),
    fc.array(json, { maxLength: 4 }),
    fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  )
  .map(([base, changed, log, more, removed]) => {
    const a: Record<string, unknown> = { ...base, log };
    const b: Record<string, unknown> = {
      ...base,
      ...changed,
      log: [...log.map((e) => structuredClone(e)), ...more],
    };
    for (const k of removed) delete b[k];
    return [a, b] as const;
  });

test("a patch turns the old view into the new one", () => {
  fc.assert(
    fc.property(views, ([a, b]) => {
      const p = diffView(a, b) as ViewPatch;
      assert.equal(canonical(applyViewPatch(a, p)), canonical(b));
      // The text sent is the patch's JSON.
      const t = viewPatch(a, b)!;
      assert.equal(canonical(t.json === null ? {} : JSON.parse(t.json)), canonical(p));
      // A log that only grew is sent as its new entries, even when its entries are new objects.
      const grew = (b.log as unknown[]).length - (a.log as unknown[]).length;
      if (b.log !== undefined && jsonEqual(a.log, (b.log as unknown[]).slice(0, (a.log as unknown[]).length)))
        assert.ok(!p.set || !("log" in p.set), "the log is appended to, not replaced");
      if (grew === 0 && jsonEqual(a.log, b.log)) assert.ok(!p.append?.log);
    }),
    { numRuns: 2000, seed: 8 },
  );
  assert.equal(diffView(null, {}), null);
  assert.equal(diffView({}, [1]), null);
  assert.deepEqual(diffView({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2, 3] }), { append: { b: [3] } });
  assert.deepEqual(diffView({ a: 1, b: [1, 2] }, { b: [2] }), { set: { b: [2] }, unset: ["a"] });
});

test("jsonEqual is equality of JSON texts, whatever the order of keys", () => {
  fc.assert(
    fc.property(json, json, (a, b) => {
      assert.equal(jsonEqual(a, b), canonical(a) === canonical(b));
      assert.ok(jsonEqual(a, structuredClone(a)));
    }),
    { numRuns: 3000, seed: 9 },
  );
  assert.ok(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 }));
  assert.ok(!jsonEqual({ a: 1 }, { a: 1, b: 2 }));
  assert.ok(!jsonEqual([1, 2], { 0: 1, 1: 2 }));
  assert.ok(!jsonEqual(null, {}));
  assert.ok(jsonEqual(-0, 0));
});

test("compareText (the patch's shortcut) agrees with the JSON texts whenever it answers", () => {
  const anything = fc.anything({ maxDepth: 3, withNullPrototype: true, withBoxedValues: true });
  const texts = (a: unknown, b: unknown): [string | undefined, string | undefined] | null => {
    try {
      return [JSON.stringify(a), JSON.stringify(b)];
    } catch {
      return null; // not JSON (a BigInt)
    }
  };
  let answered = 0;
  let unknown = 0;
  fc.assert(
    fc.property(fc.oneof(json, anything), fc.oneof(json, anything), (a, b) => {
      const t = texts(a, b);
      if (!t) return;
      const c = compareText(a, b);
      if (c === 1) assert.equal(t[0], t[1]);
      if (c === 0) assert.notEqual(t[0], t[1]);
      if (c !== -1) answered++;
    }),
    { numRuns: 4000, seed: 10 },
  );
  // Values one change apart, as successive views are.
  fc.assert(
    fc.property(json, json, fc.nat(), (a, v, at) => {
      const b = structuredClone(a) as unknown;
      assert.equal(compareText(a, b), 1);
      if (b && typeof b === "object") {
        const keys = Object.keys(b);
        if (keys.length) (b as Record<string, unknown>)[keys[at % keys.length]!] = v;
      }
      const t = texts(a, b)!;
      const c = compareText(a, b);
      if (c !== -1) assert.equal(c === 1, t[0] === t[1]);
      else unknown++;
    }),
    { numRuns: 3000, seed: 11 },
  );
  assert.ok(answered > 1000, `${answered} answers`);
  assert.ok(unknown < 300, `${unknown} of 3000 values one change apart left to their texts`);
  assert.equal(compareText({ a: 1, b: 2 }, { b: 2, a: 1 }), -1, "keys in another order: the texts decide");
  assert.equal(compareText({ a: undefined }, {}), -1);
  assert.equal(compareText([undefined], [null]), -1);
  assert.equal(compareText([1], { 0: 1 }), 0);
  assert.equal(compareText({ a: [1, 2], b: undefined }, { a: [1, 3] }), 0, "one value differs");
  assert.equal(compareText(Number.NaN, null), -1);
  assert.equal(compareText(-0, 0), 1);
});

test("a GrowList that extends the old one is sent as its new items; any other as its array", () => {
  const log = GrowList.adopt([{ t: "a" }, { t: "b" }]);
  const longer = log.concat([{ t: "c" }]);
  const a = { turn: 1, log };
  const b = { turn: 1, log: longer };
  const p = viewPatch(a, b)!;
  assert.deepEqual(p.patch, { append: { log: [{ t: "c" }] } });
  assert.equal(p.json, '{"append":{"log":[{"t":"c"}]}}');
  assert.deepEqual(applyViewPatch(JSON.parse(JSON.stringify(a)), p.patch), JSON.parse(JSON.stringify(b)));
  // Nothing appended: nothing sent.
  assert.equal(viewPatch(b, { turn: 1, log: longer.prefix(3) })!.json, null);
  // Another storage with the same items and more (a game loaded again): compared as arrays.
  const copy = GrowList.adopt([{ t: "a" }, { t: "b" }, { t: "c" }, { t: "d" }]);
  assert.deepEqual(viewPatch(b, { turn: 1, log: copy })!.patch, { append: { log: [{ t: "d" }] } });
  // A shorter list (an undo), or an array against a list: the whole array is set.
  const cut = longer.prefix(1).concat([{ t: "x" }]);
  assert.deepEqual(viewPatch(b, { turn: 1, log: cut })!.patch, { set: { log: [{ t: "a" }, { t: "x" }] } });
  assert.deepEqual(viewPatch({ log: [1] }, { log: GrowList.adopt([2]) })!.patch, { set: { log: [2] } });
  assert.deepEqual(viewPatch({ log: GrowList.adopt([1]) }, { log: [1, 2] })!.patch, { append: { log: [2] } });
  // An undo's note reads lists as the arrays they stand for.
  assert.deepEqual(undoCut(b, { turn: 1, log: longer.prefix(1) }), {
    log: { at: 1, items: [{ t: "b" }, { t: "c" }] },
  });
});
