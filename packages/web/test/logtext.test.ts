import assert from "node:assert/strict";
import { test } from "node:test";
import { CARDS, POWER_CARDS, renderText, SPACES } from "@dawn/engine";
import { plain, references, segments } from "../src/games/dof/logtext.ts";

test("tokens become named segments, the rest stays text", () => {
  const segs = segments("The Democrat plays [c2] for Ops and places 1 SP in [s16]; leads [p7].");
  assert.deepEqual(
    segs.map((s) => s.kind),
    ["text", "card", "text", "space", "text", "power", "text"],
  );
  assert.equal(segs[1]!.text, CARDS[2]!.name);
  assert.equal(segs[3]!.text, SPACES[16]!.display);
  assert.equal(segs[5]!.text, POWER_CARDS[7]!.name);
});

test("plain text matches the engine's renderText", () => {
  for (const t of [
    "[c1] then [s0] and [s74] [p52]",
    "nothing to name",
    "[c110] at start",
    "",
    "[c999] unknown",
  ]) {
    assert.equal(plain(t), renderText(t));
  }
});

test("references list the spaces and cards a line names", () => {
  assert.deepEqual(references("SPs in [s3], [s4]; [c12] and [p1]"), {
    spaces: [3, 4],
    cards: [12],
    power: [1],
  });
  assert.deepEqual(references("no refs"), { spaces: [], cards: [], power: [] });
});
