import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { type NimState, nim } from "@dawn/platform/testing";
import { titles } from "@dawn/titles";
import type { GameInfo } from "../src/games.ts";
import { Client, start, user, waitFor } from "./helpers.ts";

interface NimView {
  stones: number;
  turn: string | null;
  mySecret: number | null;
  actions: { take: number }[] | null;
}
type Info = GameInfo & { view: NimView };

let server: Awaited<ReturnType<typeof start>>;
before(async () => {
  server = await start(undefined, { extraGames: [nim] });
});
after(async () => {
  await server.close();
});

test("the server knows games only through GameModule: a toy game plays through the same API", async () => {
  const meta = await new Client(server.url).get<{ games: { id: string; seats: string[] }[] }>("/api/meta");
  assert.deepEqual(
    meta.body.games.map((g) => g.id),
    [...titles.list().map((m) => m.id), "nim"],
  );
  const alice = await user(server.url);
  const bob = await user(server.url);
  const c = await alice.post<{ id: string; invite: string; seat: string }>("/api/games", {
    game: "nim",
    options: { stones: 9 },
    side: "second",
    opponent: "invite",
    seed: 1000,
  });
  assert.equal(c.status, 201);
  assert.equal(
    (await alice.post("/api/games", { game: "nim", options: { stones: 0 }, side: "first" })).status,
    400,
  );
  assert.equal((await bob.post("/api/join", { invite: c.body.invite })).status, 200);
  const id = c.body.id;
  let a = await alice.get<Info>(`/api/games/${id}`);
  let b = await bob.get<Info>(`/api/games/${id}`);
  assert.deepEqual(a.body.seats, { first: bob.name, second: alice.name });
  assert.deepEqual(a.body.roles, { first: "first", second: "second" });
  assert.equal(a.body.view.mySecret, 1000 % 89);
  assert.equal(b.body.view.mySecret, 1000 % 97);
  assert.equal((await new Client(server.url).get<Info>(`/api/games/${id}`)).body.view.mySecret, null);
  assert.equal(b.body.yourTurn, true);
  // Bob takes 1 (9 -> 8); Alice is asked at once, so he cannot take it back.
  assert.equal((await bob.post(`/api/games/${id}/actions`, { seq: 0, action: { take: 1 } })).status, 200);
  assert.equal((await bob.post(`/api/games/${id}/actions`, { seq: 1, action: { take: 1 } })).status, 409);
  assert.equal((await alice.post(`/api/games/${id}/actions`, { seq: 1, action: { take: 4 } })).status, 400);
  b = await bob.get<Info>(`/api/games/${id}`);
  assert.equal(b.body.canUndo, false, "the handover is an undo barrier");
  assert.equal((await bob.post(`/api/games/${id}/undo`, { seq: 1 })).status, 409);
  a = await alice.get<Info>(`/api/games/${id}`);
  assert.equal(a.body.view.stones, 8);
  assert.equal(a.body.seq, 1);
  // Play it out: 8 -> 5 (alice) -> 4 (bob) -> 1 (alice) -> 0 (bob wins).
  const moves: [Client, number][] = [
    [alice, 3],
    [bob, 1],
    [alice, 3],
    [bob, 1],
  ];
  let seq = 1;
  for (const [p, take] of moves) {
    const r = await p.post<Info>(`/api/games/${id}/actions`, { seq, action: { take } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    seq = r.body.seq;
  }
  const end = await alice.get<Info>(`/api/games/${id}`);
  assert.equal(end.body.status, "finished");
  assert.deepEqual(end.body.result, { winner: "first", reason: "lastStone" });
  const rec = await alice.get<{ actions: unknown[] }>(`/api/games/${id}/record`);
  assert.equal(rec.body.actions.length, 5);
  assert.equal(nim.replay(rec.body).hashOk, true);
  const step = await alice.get<{ state: NimState; move: { text: string } }>(`/api/games/${id}/replay/2`);
  assert.equal(step.body.state.stones, 5);
  assert.equal(step.body.move.text, "takes 3");
});

test("a failing bot does not stall its game: it plays a random legal action, and the failure is logged", async () => {
  const alice = await user(server.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    game: "nim",
    options: { stones: 20 },
    side: "first",
    opponent: "bot",
    bot: "broken",
  });
  const id = c.body.id;
  let g = (await alice.get<Info>(`/api/games/${id}`)).body;
  while (g.status === "active") {
    const r = await alice.post<Info>(`/api/games/${id}/actions`, { seq: g.seq, action: { take: 1 } });
    assert.equal(r.status, 200);
    g = await waitFor(async () => {
      const x = (await alice.get<Info>(`/api/games/${id}`)).body;
      return x.yourTurn || x.status === "finished" ? x : null;
    });
  }
  assert.equal(g.status, "finished");
  assert.ok(server.errors.length > 0);
  assert.ok(
    server.errors.every((e) =>
      /bot broken failed in game .* playing at random: this bot always fails/.test(e),
    ),
  );
  server.errors.length = 0;
});

test("bots of a toy game: the greedy bot answers", async () => {
  const alice = await user(server.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    game: "nim",
    options: { stones: 10 },
    side: "second",
    opponent: "bot",
    bot: "greedy",
  });
  // The greedy bot moves first: from 10 it takes 2, leaving 8.
  const g = await waitFor(async () => {
    const x = (await alice.get<Info>(`/api/games/${c.body.id}`)).body;
    return x.yourTurn ? x : null;
  });
  assert.equal(g.view.stones, 8);
  assert.deepEqual(server.errors, []);
});
