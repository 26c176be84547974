// The club's routes and the clock's text (no DOM).
import assert from "node:assert/strict";
import { test } from "node:test";
import { clockText } from "../src/shell/club/clock-text.ts";
import { href, parseRoute } from "../src/shell/routes.ts";

test("the club's pages survive a round trip through the hash", () => {
  for (const r of [
    { page: "lobby" },
    { page: "ratings" },
    { page: "ratings", title: "dof" },
    { page: "player", name: "alice" },
    { page: "player", name: "search:hard bot" },
    { page: "settings" },
  ] as const) {
    assert.deepEqual(parseRoute(href(r)), r);
  }
  assert.deepEqual(parseRoute("#/player"), { page: "home" });
});

test("clocks read as h:mm:ss, m:ss, or days and hours", () => {
  assert.equal(clockText(9_001), "0:10");
  assert.equal(clockText(65_000), "1:05");
  assert.equal(clockText(3_723_000), "1:02:03");
  assert.equal(clockText(2 * 86_400_000 + 5 * 3_600_000), "2 d 5 h");
  assert.equal(clockText(-5), "0:00");
});
