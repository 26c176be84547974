// The client's copy of the view increment (socket.ts keeps zod out of the page) against the
// platform's applyViewPatch, on random views and patches; and the reconnect delays.
import assert from "node:assert/strict";
import { test } from "node:test";
import { applyViewPatch, type ViewPatch } from "@dawn/platform/protocol";
import fc from "fast-check";
import { applyPatch, backoff } from "../src/shell/socket.ts";

const value = fc.oneof(fc.integer(), fc.string(), fc.array(fc.integer(), { maxLength: 4 }));
const key = fc.constantFrom("a", "b", "log", "seq", "hand");

test("applyPatch gives what the platform's applyViewPatch gives, without changing the input", () => {
  fc.assert(
    fc.property(
      fc.dictionary(key, value),
      fc.record(
        {
          set: fc.dictionary(key, value),
          append: fc.dictionary(key, fc.array(fc.integer(), { maxLength: 3 })),
          unset: fc.array(key, { maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
      (view, patch) => {
        const before = JSON.stringify(view);
        assert.deepEqual(applyPatch(view, patch as ViewPatch), applyViewPatch(view, patch as ViewPatch));
        assert.equal(JSON.stringify(view), before);
      },
    ),
  );
});

test("reconnect delays: a quarter of a second, doubling, at most 3 s", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 9].map(backoff), [250, 500, 1000, 2000, 3000, 3000, 3000]);
});
