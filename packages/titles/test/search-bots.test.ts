import assert from "node:assert/strict";
import { test } from "node:test";
import { SEARCH_LEVELS } from "@dawn/search";
import { titles } from "../src/index.ts";

test("every title has the three levels and search:normal as its default bot", () => {
  for (const m of titles.list()) {
    for (const l of SEARCH_LEVELS)
      assert.ok(
        m.bots.some((b) => b.id === `search:${l}`),
        `${m.id} search:${l}`,
      );
    assert.equal(m.defaultBot, "search:normal");
    assert.ok(
      m.bots.some((b) => b.id === "heuristic" || b.id === "random"),
      "the title's own bots stay",
    );
  }
});
