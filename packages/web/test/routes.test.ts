import assert from "node:assert/strict";
import { test } from "node:test";
import { href, inviteLink, parseRoute } from "../src/shell/routes.ts";
import { backoff } from "../src/shell/socket.ts";

test("routes survive a round trip through the hash", () => {
  for (const r of [
    { page: "home" },
    { page: "login" },
    { page: "new" },
    { page: "new", title: "dof" },
    { page: "game", id: "abc123" },
    { page: "replay", id: "x-1" },
    { page: "join", id: "g1", code: "s3cr3t" },
  ] as const) {
    assert.deepEqual(parseRoute(href(r)), r);
  }
});

test("a login route remembers where to go next", () => {
  assert.deepEqual(parseRoute("#/login/game/abc"), { page: "login", next: "game/abc" });
});

test("an invite link works as a hash route and as a path", () => {
  assert.equal(inviteLink("http://h:1", "code9", "g7"), "http://h:1/join/g7/code9");
  const link = inviteLink("http://h:1", "code9");
  assert.equal(link, "http://h:1/join/code9");
  assert.deepEqual(parseRoute("", new URL(link).pathname), { page: "join", id: "", code: "code9" });
  assert.deepEqual(parseRoute(href({ page: "join", id: "", code: "c" })), {
    page: "join",
    id: "",
    code: "c",
  });
  assert.deepEqual(parseRoute("", "/join/g7/code9"), { page: "join", id: "g7", code: "code9" });
  assert.deepEqual(parseRoute("#/nonsense"), { page: "home" });
});

test("reconnect back-off grows and is capped", () => {
  assert.equal(backoff(0), 250);
  assert.ok(backoff(3) > backoff(2));
  assert.equal(backoff(50), 3_000);
});
