// Chat, lobby filters, hints and account care through the HTTP and WebSocket API (issues #14, #12).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { ChatBody, ChatMessage, HintBody, LobbyBody, SettingsBody } from "@dawn/platform/protocol";
import { nim } from "@dawn/platform/testing";
import { Client, start, user, WsClient } from "./helpers.ts";

let server: Awaited<ReturnType<typeof start>>;
before(async () => {
  server = await start(undefined, { extraGames: [nim], clubSweepMs: 0, botThreads: 0, hintBudgetMs: 500 });
});
after(async () => {
  await server.close();
});

async function nimGame(extra: Record<string, unknown> = {}) {
  const alice = await user(server.url, "sa");
  const bob = await user(server.url, "sb");
  const c = await alice.post<{ id: string; invite: string }>("/api/games", {
    game: "nim",
    options: { stones: 10 },
    side: "second",
    opponent: "invite",
    ...extra,
  });
  assert.equal(c.status, 201, JSON.stringify(c.body));
  assert.equal((await bob.post(`/api/games/${c.body.id}/join`, { invite: c.body.invite })).status, 200);
  return { alice, bob, id: c.body.id };
}

test("chat: two channels, spectators kept apart from the players until the end, limits, mute and block", async () => {
  const { alice, bob, id } = await nimGame();
  const watcher = await user(server.url, "sw");
  const anon = new Client(server.url);
  const wsBob = new WsClient(server.url, id, bob.cookie);
  const wsWatcher = new WsClient(server.url, id, watcher.cookie);
  await Promise.all([wsBob.opened(), wsWatcher.opened()]);
  await wsBob.next((m) => m.type === "state");
  await wsWatcher.next((m) => m.type === "state");

  const said = await alice.post<ChatMessage>(`/api/games/${id}/chat`, { text: "  good luck\u0007 " });
  assert.equal(said.status, 201);
  assert.deepEqual([said.body.channel, said.body.from, said.body.text], ["players", alice.name, "good luck"]);
  // Pushed to Bob and to the spectator (the players' channel is public).
  const pushed = await wsBob.next((m) => m.type === "chat");
  assert.equal((pushed.message as ChatMessage).text, "good luck");
  await wsWatcher.next((m) => m.type === "chat");
  // A spectator writes in the spectators' channel only; the players do not see it during the game.
  assert.equal((await watcher.post(`/api/games/${id}/chat`, { channel: "players", text: "hi" })).status, 403);
  assert.equal((await watcher.post(`/api/games/${id}/chat`, { text: "take 2!" })).status, 201);
  assert.equal((await anon.post(`/api/games/${id}/chat`, { text: "hello" })).status, 401);
  await wsWatcher.next((m) => m.type === "chat" && (m.message as ChatMessage).channel === "spectators");
  const bobReads = (await bob.get<ChatBody>(`/api/games/${id}/chat`)).body;
  assert.deepEqual(bobReads.channels, ["players"]);
  assert.deepEqual(
    bobReads.messages.map((m) => m.text),
    ["good luck"],
  );
  const anonReads = (await anon.get<ChatBody>(`/api/games/${id}/chat`)).body;
  assert.deepEqual(
    anonReads.messages.map((m) => m.text),
    ["good luck", "take 2!"],
  );
  // Limits: length, and 5 messages per 10 s.
  assert.equal((await bob.post(`/api/games/${id}/chat`, { text: "x".repeat(501) })).status, 400);
  assert.equal((await bob.post(`/api/games/${id}/chat`, { text: " \u0001 " })).status, 400);
  for (let i = 0; i < 5; i++)
    assert.equal((await bob.post(`/api/games/${id}/chat`, { text: `m${i}` })).status, 201);
  const sixth = await bob.post<{ error: string }>(`/api/games/${id}/chat`, { text: "m5" });
  assert.equal(sixth.status, 429);
  assert.match(sixth.body.error, /slow down/);
  // Alice mutes Bob: his messages disappear from what she reads, not from what others read.
  const muted = await alice.post<SettingsBody>("/api/club/mute", { name: bob.name });
  assert.deepEqual(muted.body.muted, [bob.name]);
  assert.deepEqual(
    (await alice.get<ChatBody>(`/api/games/${id}/chat`)).body.messages.map((m) => m.from),
    [alice.name],
  );
  assert.equal((await anon.get<ChatBody>(`/api/games/${id}/chat`)).body.messages.length, 7);
  await alice.post("/api/club/mute", { name: bob.name, off: true });
  assert.equal((await alice.get<ChatBody>(`/api/games/${id}/chat`)).body.messages.length, 6);
  assert.equal((await alice.post("/api/club/block", { name: "no_such_player" })).status, 404);
  // After the game the players read the spectators too.
  assert.equal((await alice.post(`/api/games/${id}/resign`, {})).status, 200);
  assert.deepEqual((await bob.get<ChatBody>(`/api/games/${id}/chat`)).body.channels, [
    "players",
    "spectators",
  ]);
  // Blocked: no invitations to the blocker, no joining his games.
  await bob.post("/api/club/block", { name: alice.name });
  const inv = await alice.post<{ error: string }>("/api/games", {
    game: "nim",
    opponent: "invite",
    invitee: bob.name,
  });
  assert.equal(inv.status, 403);
  const open = await bob.post<{ id: string }>("/api/games", { game: "nim", opponent: "open" });
  assert.equal((await alice.post(`/api/games/${open.body.id}/join`, {})).status, 403);
  wsBob.close();
  wsWatcher.close();
  assert.deepEqual(server.errors, []);
});

test("lobby: filters by title, option, clock and rating", async () => {
  const a = await user(server.url, "la");
  const b = await user(server.url, "lb");
  const mk = async (body: Record<string, unknown>) =>
    (await a.post<{ id: string }>("/api/games", { game: "nim", opponent: "open", ...body })).body.id;
  const plain = await mk({ options: { stones: 7 } });
  const rated = await mk({
    options: { stones: 8 },
    rated: true,
    clock: { kind: "live", minutes: 10, increment: 5 },
  });
  const days = await mk({ options: { stones: 7 }, clock: { kind: "days", days: 3, awayDays: 10 } });
  const ids = async (q: string) =>
    (await b.get<LobbyBody>(`/api/club/lobby${q}`)).body.open
      .map((g) => g.id)
      .filter((x) => [plain, rated, days].includes(x));
  assert.deepEqual(await ids("?game=nim"), [days, rated, plain]);
  assert.deepEqual(await ids("?game=nim&rated=1"), [rated]);
  assert.deepEqual(await ids("?game=nim&clock=days"), [days]);
  assert.deepEqual(await ids("?game=nim&clock=none"), [plain]);
  assert.deepEqual(await ids("?game=nim&option.stones=7"), [days, plain]);
  assert.deepEqual(await ids("?game=dof"), []);
  const g = (await b.get<LobbyBody>("/api/club/lobby?game=nim&rated=1")).body.open.find(
    (x) => x.id === rated,
  )!;
  assert.deepEqual([g.club?.rated, g.club?.clock?.label], [true, "10+5"]);
  assert.equal((await b.get("/api/club/lobby?clock=hourly")).status, 400);
});

test("hints: three choices with win chances at your own decision; off when the creator says so, never rated", async () => {
  const { alice, bob, id } = await nimGame();
  // Bob (first) decides: 10 stones, taking 2 leaves a multiple of 4.
  const h = await bob.post<HintBody>(`/api/games/${id}/hint`, {});
  assert.equal(h.status, 200, JSON.stringify(h.body));
  assert.equal(h.body.seq, 0);
  assert.equal(h.body.hints.length, 3);
  assert.deepEqual(
    h.body.hints.map((x) => (x.action as { take: number }).take).sort(),
    [1, 2, 3],
    "the three legal takes",
  );
  for (const x of h.body.hints) {
    assert.ok(x.winChance >= 0 && x.winChance <= 1);
    assert.equal(typeof x.text, "string");
  }
  // Their order is the search's (most visited first), not by win chance: a search cut short by the
  // time cap (a paused machine) may rank them otherwise. packages/search's tests check the order.
  assert.equal((await alice.post(`/api/games/${id}/hint`, {})).status, 409, "not her turn");
  assert.equal((await new Client(server.url).post(`/api/games/${id}/hint`, {})).status, 401);
  const off = await nimGame({ hints: false });
  const r1 = await off.bob.post<{ error: string }>(`/api/games/${off.id}/hint`, {});
  assert.equal(r1.status, 403);
  assert.match(r1.body.error, /turned hints off/);
  const rated = await nimGame({ rated: true });
  const r2 = await rated.bob.post<{ error: string }>(`/api/games/${rated.id}/hint`, {});
  assert.equal(r2.status, 403);
  assert.match(r2.body.error, /never available in rated games/);
});

test("account care: change the password, delete the account (its games stay, anonymised)", async () => {
  const { alice, bob, id } = await nimGame();
  const other = new Client(server.url);
  assert.equal((await other.post("/api/login", { name: alice.name, password: "correct horse" })).status, 200);
  assert.equal(
    (await alice.post("/api/club/password", { current: "wrong one", next: "new password 1" })).status,
    403,
  );
  assert.equal(
    (await alice.post("/api/club/password", { current: "correct horse", next: "short" })).status,
    400,
  );
  assert.equal(
    (await alice.post("/api/club/password", { current: "correct horse", next: "new password 1" })).status,
    200,
  );
  assert.equal((await alice.get("/api/me")).status, 200, "this session stays");
  assert.equal((await other.get("/api/me")).status, 401, "other sessions end");
  assert.equal(
    (await other.post("/api/login", { name: alice.name, password: "new password 1" })).status,
    200,
  );
  const waiting = await alice.post<{ id: string }>("/api/games", { game: "nim", opponent: "open" });
  // Deletion: the password again; then the name is gone, the game stays with an anonymous seat.
  assert.equal((await alice.post("/api/club/delete-account", { password: "correct horse" })).status, 403);
  assert.equal((await alice.post("/api/club/delete-account", { password: "new password 1" })).status, 200);
  assert.equal((await other.get("/api/me")).status, 401);
  assert.equal(
    (await other.post("/api/login", { name: alice.name, password: "new password 1" })).status,
    401,
  );
  const g = await bob.game(id);
  assert.match(g.seats.second!, /^deleted-/);
  assert.equal(g.seats.first, bob.name);
  assert.equal((await new Client(server.url).get(`/api/club/players/${alice.name}`)).status, 404);
  const called = await bob.game(waiting.body.id);
  assert.deepEqual([called.status, called.result], ["finished", { winner: null, reason: "cancelled" }]);
  // The name is free again.
  assert.equal(
    (await new Client(server.url).post("/api/register", { name: alice.name, password: "correct horse" }))
      .status,
    201,
  );
});
