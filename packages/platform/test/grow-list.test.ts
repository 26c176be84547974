// GrowList (src/grow-list.ts): a list is a value that never changes, whatever is made from it; a
// longer list made from the newest one shares its storage, and `grew` finds what was appended.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { GrowList, plainList } from "../src/index.ts";

test("concat appends in place for the newest list and copies for an older one; no list changes", () => {
  const a = GrowList.adopt([1, 2]);
  const b = a.concat([3]);
  const c = b.concat([4, 5]);
  // An older list goes another way (a branch: an undo, a replay).
  const d = b.concat([9]);
  const e = a.prefix(1).concat([7]);
  assert.deepEqual(JSON.parse(JSON.stringify({ a, b, c, d, e })), {
    a: [1, 2],
    b: [1, 2, 3],
    c: [1, 2, 3, 4, 5],
    d: [1, 2, 3, 9],
    e: [1, 7],
  });
  assert.deepEqual(c.grew(b), [4, 5], "c is b with two items appended");
  assert.deepEqual(c.grew(a), [3, 4, 5]);
  assert.deepEqual(b.grew(b), []);
  assert.equal(d.grew(c), null, "d copied: another storage");
  assert.equal(b.grew(c), null, "a list does not extend a longer one");
  assert.equal(a.concat([]), a);
  assert.equal(c.prefix(9), c);
  assert.deepEqual(c.prefix(-1).toJSON(), []);
  assert.deepEqual([c.at(0), c.at(4), c.at(5), c.at(-1), b.at(3)], [1, 5, undefined, undefined, undefined]);
  assert.deepEqual(c.slice(1, 3), [2, 3]);
  assert.deepEqual(b.slice(2, 10), [3], "a slice stops at the list's own end, not its storage's");
  assert.deepEqual(plainList(b), [1, 2, 3]);
  assert.equal(plainList(5), 5);
});

test("any sequence of concat and prefix: every list keeps the items it was made with", () => {
  const op = fc.oneof(
    fc.record({ from: fc.nat(20), more: fc.array(fc.integer(), { maxLength: 3 }) }),
    fc.record({ from: fc.nat(20), cut: fc.nat(8) }),
  );
  fc.assert(
    fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
      const lists: { list: GrowList<number>; items: number[] }[] = [{ list: GrowList.adopt([]), items: [] }];
      for (const o of ops) {
        const src = lists[o.from % lists.length]!;
        if ("more" in o) lists.push({ list: src.list.concat(o.more), items: [...src.items, ...o.more] });
        else lists.push({ list: src.list.prefix(o.cut), items: src.items.slice(0, o.cut) });
      }
      for (const { list, items } of lists) {
        assert.deepEqual(list.toJSON(), items);
        assert.equal(list.length, items.length);
      }
      // What grew says is appended is exactly the difference, whenever it answers.
      for (const x of lists)
        for (const y of lists) {
          const more = y.list.grew(x.list);
          if (more) assert.deepEqual([...x.items, ...more], y.items);
        }
    }),
  );
});
