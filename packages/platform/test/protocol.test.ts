import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ActRequest,
  applyViewPatch,
  ClientMessage,
  CreateGame,
  describeIssue,
  ReplayParams,
} from "../src/protocol.ts";

test("client messages: the known types parse, anything else is refused with a sentence naming the field", () => {
  assert.deepEqual(ClientMessage.parse({ type: "action", seq: 3, action: { t: "space", space: 1 } }), {
    type: "action",
    seq: 3,
    action: { t: "space", space: 1 },
  });
  assert.deepEqual(ClientMessage.parse({ type: "sync", extra: 1 }), { type: "sync" });
  const bad = [
    { type: "action", seq: -1, action: {} },
    { type: "action", seq: 1.5, action: {} },
    { type: "action", seq: "1", action: {} },
    { type: "action", seq: 1 },
    { type: "undo" },
    { type: "nope" },
    { type: { toString: 1 } },
    null,
    [],
    "sync",
    { type: "action", seq: 1, action: {}, seat: "x".repeat(65) },
  ];
  for (const m of bad) {
    const r = ClientMessage.safeParse(m);
    assert.equal(r.success, false, JSON.stringify(m));
    assert.ok(describeIssue(r.error!).length > 5);
  }
  const r = ClientMessage.safeParse({ type: "nope" });
  assert.match(describeIssue(r.error!), /type must be one of "action", "undo", "resign", "sync", "ping"/);
  const s = ActRequest.safeParse({ seq: -2, action: 1 });
  assert.match(describeIssue(s.error!), /^seq: /);
});

test("requests: create-game bounds, replay steps", () => {
  assert.equal(CreateGame.safeParse({ seed: 2 ** 31 }).success, false);
  assert.equal(CreateGame.safeParse({ seed: -1 }).success, false);
  assert.equal(CreateGame.safeParse({ opponent: "robot" }).success, false);
  assert.equal(CreateGame.safeParse({ options: [] }).success, false);
  assert.equal(
    CreateGame.safeParse({ game: "dof", options: { scenario: "standard" }, seed: null }).success,
    true,
  );
  assert.equal(ReplayParams.safeParse({ id: "a", step: "12" }).success, true);
  assert.equal(ReplayParams.safeParse({ id: "a", step: "-1" }).success, false);
  assert.equal(ReplayParams.safeParse({ id: "a", step: "1e3" }).success, false);
});

test("view patches: set, append and unset, the input unchanged", () => {
  const v = { a: 1, log: ["x"], gone: true, sp: [1, 2] };
  const w = applyViewPatch(v, {
    set: { a: 2, sp: [3] },
    append: { log: ["y", "z"], fresh: [1] },
    unset: ["gone"],
  });
  assert.deepEqual(w, { a: 2, log: ["x", "y", "z"], sp: [3], fresh: [1] });
  assert.deepEqual(v, { a: 1, log: ["x"], gone: true, sp: [1, 2] });
});
