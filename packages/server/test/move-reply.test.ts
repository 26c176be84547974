// The answer to a move with reply=patch (what it changed, applied to the view the mover held),
// and undos told to everyone in the header (who, when, what it took out), kept across restarts.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Action, View } from "@dawn/engine";
import { applyViewPatch, type PatchReply, UNDOS_IN_HEADER, type UndoInfo } from "@dawn/platform/protocol";
import type { GameInfo } from "../src/games.ts";
import { Client, pair, picker, start, tempDir, user, WsClient } from "./helpers.ts";

type Info = GameInfo & { view: View };

const dir = tempDir();
let server: Awaited<ReturnType<typeof start>>;
before(async () => {
  server = await start(dir);
});
after(async () => {
  await server.close();
  assert.deepEqual(server.errors, []);
});

test("reply=patch answers a move and an undo with the header and the mover's view changes", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob, { seed: 11 });
  const held: Record<string, { seq: number; view: View }> = {};
  for (const p of [alice, bob]) {
    const g = await p.game(id);
    held[p.name] = { seq: g.seq, view: g.view };
  }
  const pick = picker(3);
  for (let i = 0; i < 24; i++) {
    const mover = (await alice.game(id)).yourTurn ? alice : bob;
    const mine = held[mover.name]!;
    const fresh = await mover.game(id);
    // The other player's moves reach him as whole views here: start from the game as it is.
    mine.seq = fresh.seq;
    mine.view = fresh.view;
    const actions = fresh.view.decision!.actions as Action[];
    const r = await mover.post<PatchReply>(`/api/games/${id}/actions?reply=patch`, {
      seq: mine.seq,
      action: actions[pick(actions.length)],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.type, "patch");
    assert.equal(r.body.from, mine.seq);
    assert.equal(r.body.seq, mine.seq + 1);
    assert.equal(r.body.game.seq, r.body.seq);
    assert.equal("view" in r.body.game, false, "the header carries no view");
    const now = await mover.game(id);
    const view = r.body.view ? applyViewPatch(mine.view, r.body.view) : mine.view;
    assert.deepEqual(view, now.view, `move ${i}: the patched view is the server's`);
    // Only what changed: keys set hold new values, the log grows by appended entries.
    for (const [k, v] of Object.entries(r.body.view?.set ?? {}))
      assert.notDeepEqual(v, (mine.view as unknown as Record<string, unknown>)[k], `${k} is unchanged`);
    assert.equal(r.body.view?.set?.log, undefined, "the log is not sent whole");
    mine.seq = r.body.seq;
    mine.view = view;
    if (now.canUndo && i % 4 === 1) {
      const u = await mover.post<PatchReply>(`/api/games/${id}/undo?reply=patch`, { seq: mine.seq });
      assert.equal(u.status, 200, JSON.stringify(u.body));
      assert.equal(u.body.from, mine.seq);
      const after = await mover.game(id);
      assert.deepEqual(u.body.view ? applyViewPatch(mine.view, u.body.view) : mine.view, after.view);
      assert.equal(u.body.game.undos?.at(-1)?.seq, u.body.seq);
    }
  }
  // Without the query (or with reply=info) the answer is the whole game, as before.
  const g = await alice.game(id);
  const who = g.yourTurn ? alice : bob;
  const cur = await who.game(id);
  const whole = await who.post<Info>(`/api/games/${id}/actions?reply=info`, {
    seq: cur.seq,
    action: cur.view.decision!.actions![0],
  });
  assert.equal(whole.status, 200);
  assert.deepEqual(whole.body.view, (await who.game(id)).view);
  const bad = await who.post(`/api/games/${id}/actions?reply=everything`, { seq: 0, action: {} });
  assert.equal(bad.status, 400);
  assert.match(JSON.stringify(bad.body), /reply/);
});

test("reply=patch in a hot-seat game: the view shown changes seats with the decision", async () => {
  const solo = await user(server.url);
  const r = await solo.post<{ id: string }>("/api/games", {
    options: { scenario: "standard" },
    side: "com",
    opponent: "hotseat",
    seed: 21,
  });
  const id = r.body.id;
  let g = await solo.game(id);
  let view = g.view;
  let seats = 0;
  const pick = picker(8);
  for (let i = 0; i < 30; i++) {
    const actions = view.decision!.actions as Action[];
    const a = await solo.post<PatchReply>(`/api/games/${id}/actions?reply=patch`, {
      seq: g.seq,
      action: actions[pick(actions.length)],
      seat: g.turn,
    });
    assert.equal(a.status, 200, JSON.stringify(a.body));
    view = a.body.view ? applyViewPatch(view, a.body.view) : view;
    const now = await solo.game(id);
    assert.deepEqual(view, now.view, `move ${i}`);
    if (now.yourSeat !== g.yourSeat) seats++;
    g = now;
  }
  assert.ok(seats > 0, "the seat shown changed");
});

test("undos reach every client in the header (who, when, what the spectators saw taken back), also after a restart", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob, { seed: 5 });
  const g0 = await alice.game(id);
  assert.equal(g0.undos, undefined, "no undos, no list");
  const ws = new WsClient(server.url, id, bob.cookie, "?updates=patch");
  await ws.opened();
  await ws.next((m) => m.type === "state");
  const a0 = g0.view.decision!.actions![0];
  assert.equal((await alice.post(`/api/games/${id}/actions`, { seq: 0, action: a0 })).status, 200);
  const spectator = new Client(server.url);
  const seen = await spectator.game(id);
  const t0 = Date.now();
  assert.equal((await alice.post(`/api/games/${id}/undo`, { seq: 1 })).status, 200);
  const heard = (await ws.next((m) => m.type === "patch" && m.seq === 2)) as unknown as PatchReply;
  const expected: UndoInfo = {
    seq: 2,
    seat: "com",
    at: heard.game.undos![0]!.at,
    moves: 0,
    cut: { log: { at: g0.view.log.length, items: seen.view.log.slice(g0.view.log.length) } },
  };
  assert.ok(expected.cut!.log!.items.length > 0, "the set-up placement was logged");
  assert.ok(Math.abs(Date.parse(expected.at) - t0) < 60_000, expected.at);
  assert.deepEqual(heard.game.undos, [expected], "the opponent's socket is told");
  for (const c of [alice, bob, spectator]) assert.deepEqual((await c.game(id)).undos, [expected]);
  ws.ws.close();

  // Many undos: the header keeps the latest.
  for (let i = 0; i < UNDOS_IN_HEADER + 2; i++) {
    const seq = (await alice.game(id)).seq;
    assert.equal((await alice.post(`/api/games/${id}/actions`, { seq, action: a0 })).status, 200);
    assert.equal((await alice.post(`/api/games/${id}/undo`, { seq: seq + 1 })).status, 200);
  }
  const many = (await bob.game(id)).undos!;
  assert.equal(many.length, UNDOS_IN_HEADER);
  assert.equal(many.at(-1)!.seq, (await bob.game(id)).seq);

  // A new server on the same data: the same list, from the log.
  await server.close();
  server = await start(dir);
  const again = new Client(server.url);
  assert.deepEqual((await again.game(id)).undos, many);
});
