import assert from "node:assert/strict";
import http from "node:http";
import { test } from "node:test";
import { Client, NO_LIMITS, pair, start, user, WsClient } from "./helpers.ts";

test("rate limit per address", async () => {
  const s = await start(undefined, { rateLimits: { ...NO_LIMITS, ip: { max: 5, windowMs: 60_000 } } });
  const c = new Client(s.url);
  for (let i = 0; i < 5; i++) assert.equal((await c.get("/api/health")).status, 200);
  const res = await fetch(`${s.url}/api/health`);
  assert.equal(res.status, 429);
  assert.ok(Number(res.headers.get("retry-after")) > 0);
  assert.match(((await res.json()) as { error: string }).error, /Too many requests/);
  await s.close();
});

test("rate limit per user", async () => {
  const s = await start(undefined, { rateLimits: { ...NO_LIMITS, user: { max: 4, windowMs: 60_000 } } });
  const a = await user(s.url);
  const b = await user(s.url);
  for (let i = 0; i < 4; i++) assert.equal((await a.get("/api/games")).status, 200);
  assert.equal((await a.get("/api/games")).status, 429);
  assert.equal((await b.get("/api/games")).status, 200, "another user is not affected");
  await s.close();
});

test("failed log-ins: growing delays per account and per address; a success clears the account", async () => {
  const s = await start(undefined, {
    loginThrottle: { accountFree: 2, addressFree: 5, baseDelayMs: 1000, maxDelayMs: 60_000 },
  });
  await user(s.url, "victim");
  const victim = (await s.store.db.selectFrom("users").select("name").executeTakeFirstOrThrow()).name;
  const from = (ip: string, name: string, password: string) =>
    s.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: ip,
      payload: { name, password },
    });
  // Two free failures on the account, then one must wait (1 s, then 2 s, ...), whatever the address.
  assert.equal((await from("198.51.100.1", victim, "wrong pass 1")).statusCode, 401);
  assert.equal((await from("198.51.100.2", victim, "wrong pass 2")).statusCode, 401);
  assert.equal((await from("198.51.100.3", victim, "wrong pass 3")).statusCode, 401);
  const held = await from("198.51.100.4", victim, "correct horse");
  assert.equal(held.statusCode, 429, "even the right password waits: nothing is checked meanwhile");
  assert.ok(Number(held.headers["retry-after"]) >= 1);
  assert.match(held.json().error, /Too many failed log-ins/);
  const row = await s.store.db
    .selectFrom("login_throttle")
    .selectAll()
    .where("key", "=", `name:${victim.toLowerCase()}`)
    .executeTakeFirstOrThrow();
  assert.equal(row.failures, 3);
  await new Promise((r) => setTimeout(r, 1100));
  assert.equal((await from("198.51.100.4", victim, "wrong pass 4")).statusCode, 401);
  const next = await s.store.db
    .selectFrom("login_throttle")
    .selectAll()
    .where("key", "=", `name:${victim.toLowerCase()}`)
    .executeTakeFirstOrThrow();
  assert.ok(Number(next.next_at) - Number(next.updated_at) >= 2000, "the delay doubled");
  // One address trying many accounts is slowed down too.
  for (let i = 0; i < 5; i++)
    assert.equal((await from("203.0.113.9", `nobody${i}`, "whatever1")).statusCode, 401);
  assert.equal((await from("203.0.113.9", "nobody9", "whatever1")).statusCode, 401);
  assert.equal((await from("203.0.113.9", "nobody10", "whatever1")).statusCode, 429);
  assert.equal(
    (await from("203.0.113.10", "nobody10", "whatever1")).statusCode,
    401,
    "other addresses are not",
  );
  // A success clears the account's count.
  await new Promise((r) => setTimeout(r, 2100));
  assert.equal((await from("198.51.100.5", victim, "correct horse")).statusCode, 200);
  const gone = await s.store.db
    .selectFrom("login_throttle")
    .selectAll()
    .where("key", "=", `name:${victim.toLowerCase()}`)
    .executeTakeFirst();
  assert.equal(gone, undefined);
  await s.close();
});

test("body size limit: 64 KiB, a streamed body is cut off at the limit", async () => {
  const s = await start();
  const a = await user(s.url);
  const big = JSON.stringify({ name: "x".repeat(70 * 1024), password: "12345678" });
  const r = await a.req("POST", "/api/login", big);
  assert.equal(r.status, 413);
  assert.match(String(r.body.error), /larger than 65536 bytes/);
  // A chunked body without end: the answer comes once the limit is passed, and the server
  // stops reading (the connection is closed), long before 1 GiB.
  const url = new URL(s.url);
  const result = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
    let sent = 0;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/api/games",
        headers: { "content-type": "application/json", cookie: a.cookie, "transfer-encoding": "chunked" },
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, sent });
        res.resume();
        req.destroy();
      },
    );
    req.on("error", (e) => (sent > 0 ? resolve({ status: -1, sent }) : reject(e)));
    const chunk = Buffer.alloc(16 * 1024, 97);
    req.write('{"pad":"');
    const pump = () => {
      while (sent < 1024 ** 3 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
  assert.equal(result.status, 413);
  assert.ok(result.sent < 64 * 1024 * 1024, `sent ${result.sent} bytes before the answer`);
  // Just under the limit is read (and refused for what it says, not for its size).
  const ok = await a.req(
    "POST",
    "/api/login",
    JSON.stringify({ name: "x".repeat(60 * 1024), password: "1" }),
  );
  assert.equal(ok.status, 400);
  // A body must be JSON.
  const form = await fetch(`${s.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "name=a&password=b",
  });
  assert.equal(form.status, 415);
  await s.close();
});

test("WebSocket messages over the limit close the connection", async () => {
  const s = await start();
  const a = await user(s.url);
  const b = await user(s.url);
  const id = await pair(a, b);
  const ws = new WsClient(s.url, id, a.cookie);
  await ws.opened();
  await ws.next();
  const closed = new Promise<number>((resolve) => ws.ws.on("close", (code) => resolve(code)));
  ws.ws.send(JSON.stringify({ type: "action", seq: 0, action: { t: "x", pad: "y".repeat(70 * 1024) } }));
  assert.equal(await closed, 1009);
  assert.equal((await a.game(id)).seq, 0);
  await s.close();
});

test("WebSocket ceilings: per address at the handshake, spectators per game told and closed, messages per connection", async () => {
  const s = await start(undefined, {
    wsLimits: {
      perAddress: 5,
      spectatorsPerGame: 2,
      perPlayerPerGame: 2,
      messageBurst: 3,
      messagesPerSecond: 0.01,
    },
  });
  const a = await user(s.url);
  const b = await user(s.url);
  const id = await pair(a, b);
  const other = await pair(a, b);
  const open = async (c: WsClient) => {
    await c.opened();
    return c;
  };
  const spect1 = await open(new WsClient(s.url, id, ""));
  const spect2 = await open(new WsClient(s.url, id, ""));
  // A third spectator is told why, then closed (1013: try again later).
  const third = new WsClient(s.url, id, "");
  const closed = new Promise<number>((resolve) => third.ws.on("close", (code) => resolve(code)));
  await third.opened();
  const refusal = await third.next((m) => m.type === "error");
  assert.equal(refusal.status, 429);
  assert.match(String(refusal.error), /2 spectators, the most it takes/);
  assert.equal(await closed, 1013);
  // Players still get in.
  const player = await open(new WsClient(s.url, id, a.cookie));
  assert.equal((await player.next()).type, "state");
  // The address has 3 open (the refused one closed); 2 more, then the handshake is refused.
  await open(new WsClient(s.url, other, ""));
  await open(new WsClient(s.url, other, b.cookie));
  await assert.rejects(new WsClient(s.url, other, "").opened(), /refused: 429/);
  // Messages: a burst of 3, then refused.
  for (let i = 0; i < 3; i++) player.send({ type: "ping" });
  player.send({ type: "ping" });
  for (let i = 0; i < 3; i++) assert.equal((await player.next()).type, "pong");
  const slow = await player.next();
  assert.equal(slow.type, "error");
  assert.equal(slow.status, 429);
  // A move refused for it names the move (its ref), so the page knows which one was not made.
  player.send({ type: "action", seq: 0, action: {}, ref: "move-7" });
  const refused = await player.next();
  assert.deepEqual([refused.status, refused.ref], [429, "move-7"]);
  player.send({ type: "action", seq: 0, action: {}, ref: { not: "a ref" } });
  const noRef = await player.next();
  assert.deepEqual([noRef.status, "ref" in noRef], [429, false]);
  spect1.close();
  spect2.close();
  await s.close();
});

test("behind proxies: the client is the rightmost address not trusted (hop count or networks)", async () => {
  const hops = await start(undefined, {
    trustProxy: 1,
    rateLimits: { ...NO_LIMITS, ip: { max: 2, windowMs: 60_000 } },
  });
  const res = await fetch(`${hops.url}/api/register`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.5",
    },
    body: JSON.stringify({ name: "proxied", password: "12345678" }),
  });
  assert.equal(res.status, 201);
  assert.match(res.headers.get("set-cookie")!, /; Secure/);
  const from = (s: { url: string }, xff: string) =>
    fetch(`${s.url}/api/health`, { headers: { "x-forwarded-for": xff } });
  // A client writing its own X-Forwarded-For gains nothing: the proxy appends the real address.
  assert.equal((await from(hops, "1.1.1.1, 198.51.100.7")).status, 200);
  assert.equal((await from(hops, "2.2.2.2, 198.51.100.7")).status, 200);
  assert.equal((await from(hops, "3.3.3.3, 198.51.100.7")).status, 429, "the same client, whatever it wrote");
  assert.equal((await from(hops, "198.51.100.8")).status, 200, "another client is not affected");
  await hops.close();

  const nets = await start(undefined, {
    trustProxy: "127.0.0.1,10.0.0.0/8",
    rateLimits: { ...NO_LIMITS, ip: { max: 1, windowMs: 60_000 } },
  });
  // 10.1.2.3 is a trusted proxy: the client is 198.51.100.9, not the spoofed 1.1.1.1.
  assert.equal((await from(nets, "1.1.1.1, 198.51.100.9, 10.1.2.3")).status, 200);
  assert.equal((await from(nets, "4.4.4.4, 198.51.100.9, 10.1.2.3")).status, 429);
  assert.equal((await from(nets, "198.51.100.10, 10.1.2.3")).status, 200);
  await nets.close();
});
