import assert from "node:assert/strict";
import { test } from "node:test";
import { applyViewPatch, type GameHeader, type ViewPatch } from "@dawn/platform/protocol";
import { pair, picker, start, user, WsClient } from "./helpers.ts";

test("increments: patches rebuild exactly the view a full update would give, at a fraction of the size", async (t) => {
  const s = await start();
  const sockets: WsClient[] = [];
  let closed = false;
  // A failed check must not leave the server and its sockets holding the test process open.
  t.after(async () => {
    for (const x of sockets) x.close();
    if (!closed) await s.close();
  });
  const alice = await user(s.url);
  const bob = await user(s.url);
  const id = await pair(alice, bob, { seed: 12 });
  const clients = [
    { c: alice, ws: new WsClient(s.url, id, alice.cookie, "?updates=patch&actions=1") },
    { c: bob, ws: new WsClient(s.url, id, bob.cookie, "?updates=patch&actions=1") },
  ];
  const spectator = new WsClient(s.url, id, "", "?updates=patch");
  const old = new WsClient(s.url, id, bob.cookie); // a client without increments
  sockets.push(...clients.map((c) => c.ws), spectator, old);
  const held: { header: GameHeader; view: unknown }[] = [];
  for (const x of [...clients.map((c) => c.ws), spectator, old]) await x.opened();
  for (const x of [...clients.map((c) => c.ws), spectator]) {
    const m = await x.next();
    assert.equal(m.type, "state");
    const { type: _t, view, ...header } = m;
    held.push({ header: header as unknown as GameHeader, view });
  }
  await old.next();
  const pick = picker(3);
  let patchBytes = 0;
  let fullBytes = 0;
  for (let step = 0; step < 40; step++) {
    const i = held[0]!.header.yourTurn ? 0 : 1;
    const actions = held[i]!.header.actions as unknown[];
    assert.ok(actions && actions.length > 0, "the deciding player's header lists the legal actions");
    assert.equal(held[1 - i]!.header.actions, null);
    clients[i]!.ws.send({ type: "action", seq: held[i]!.header.seq, action: actions[pick(actions.length)] });
    for (const [k, x] of [...clients.map((c) => c.ws), spectator].entries()) {
      const m = await x.next((mm) => mm.type === "patch" || mm.type === "error");
      assert.equal(m.type, "patch", JSON.stringify(m));
      assert.equal(m.from, held[k]!.header.seq);
      patchBytes += JSON.stringify(m).length;
      held[k] = {
        header: m.game as GameHeader,
        view: m.view ? applyViewPatch(held[k]!.view, m.view as ViewPatch) : held[k]!.view,
      };
    }
    const full = await old.next((mm) => mm.type === "state");
    fullBytes += JSON.stringify(full).length;
  }
  // What the patches built is exactly what the server shows each of them.
  for (const [k, c] of [alice, bob].entries()) {
    const g = await c.game(id);
    assert.deepEqual(held[k]!.view, g.view);
    const { view: _v, ...header } = g;
    const { actions: _a, ...mine } = held[k]!.header;
    assert.deepEqual(mine, header);
  }
  const seen = await fetch(`${s.url}/api/games/${id}`).then((r) => r.json() as Promise<{ view: unknown }>);
  assert.deepEqual(held[2]!.view, seen.view);
  assert.ok(patchBytes / 3 < fullBytes / 4, `patches ${patchBytes / 3} bytes per client, full ${fullBytes}`);
  // An undo shortens the log: the patch replaces it.
  const g = await alice.game(id);
  const mover = g.yourTurn ? 0 : 1;
  if ((await [alice, bob][mover]!.game(id)).canUndo) {
    clients[mover]!.ws.send({ type: "undo", seq: g.seq });
    const m = await clients[mover]!.ws.next((mm) => mm.type === "patch");
    const view = applyViewPatch(held[mover]!.view, (m.view ?? {}) as ViewPatch);
    assert.deepEqual(view, (await [alice, bob][mover]!.game(id)).view);
  }
  for (const x of sockets) x.close();
  closed = true;
  await s.close();
  assert.deepEqual(s.errors, []);
});
