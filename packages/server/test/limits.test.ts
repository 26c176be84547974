import assert from "node:assert/strict";
import { test } from "node:test";
import { Client, pair, start, user, WsClient } from "./helpers.ts";

test("rate limit per IP address", async () => {
  const s = await start(undefined, { rateLimits: { ip: { burst: 5, perSecond: 0.001 } } });
  const c = new Client(s.url);
  for (let i = 0; i < 5; i++) assert.equal((await c.get("/api/health")).status, 200);
  const res = await fetch(`${s.url}/api/health`);
  assert.equal(res.status, 429);
  assert.ok(res.headers.get("retry-after"));
  assert.match(((await res.json()) as { error: string }).error, /Too many requests/);
  await s.close();
});

test("rate limit per user, and on log-in attempts", async () => {
  const s = await start(undefined, {
    rateLimits: {
      user: { burst: 4, perSecond: 0.001 },
      auth: { burst: 4, perSecond: 0.001 },
    },
  });
  const a = await user(s.url);
  const b = await user(s.url);
  for (let i = 0; i < 4; i++) assert.equal((await a.get("/api/me")).status, 200);
  assert.equal((await a.get("/api/me")).status, 429);
  assert.equal((await b.get("/api/me")).status, 200, "another user is not affected");
  // Two registrations above, two more attempts allowed from this address, then refused.
  const c = new Client(s.url);
  assert.equal((await c.post("/api/login", { name: "x_nobody", password: "12345678" })).status, 401);
  assert.equal((await c.post("/api/login", { name: "x_nobody", password: "12345678" })).status, 401);
  assert.equal((await c.post("/api/login", { name: "x_nobody", password: "12345678" })).status, 429);
  await s.close();
});

test("body size limit: 64 KiB", async () => {
  const s = await start();
  const a = await user(s.url);
  const big = JSON.stringify({ name: "x".repeat(70 * 1024), password: "12345678" });
  const r = await a.req("POST", "/api/login", big);
  assert.equal(r.status, 413);
  assert.match(String(r.body.error), /larger than 65536 bytes/);
  // Without a Content-Length header (chunked), too.
  const chunks = [
    new TextEncoder().encode(`{"seq":0,"action":{"t":"x","pad":"`),
    new Uint8Array(70 * 1024).fill(97),
  ];
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const ch of chunks) controller.enqueue(ch);
      controller.enqueue(new TextEncoder().encode(`"}}`));
      controller.close();
    },
  });
  const res = await fetch(`${s.url}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: a.cookie },
    body: stream,
    duplex: "half",
  } as RequestInit);
  assert.equal(res.status, 413);
  // Just under the limit is read (and refused for what it says, not for its size).
  const ok = await a.req(
    "POST",
    "/api/login",
    JSON.stringify({ name: "x".repeat(60 * 1024), password: "1" }),
  );
  assert.equal(ok.status, 401);
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

test("behind a proxy (TRUST_PROXY): Secure cookies for HTTPS, limits per forwarded address", async () => {
  const s = await start(undefined, { trustProxy: true, rateLimits: { ip: { burst: 3, perSecond: 0.001 } } });
  const res = await fetch(`${s.url}/api/register`, {
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
  const from = (ip: string) => fetch(`${s.url}/api/health`, { headers: { "x-forwarded-for": ip } });
  assert.equal((await from("203.0.113.5")).status, 200);
  assert.equal((await from("203.0.113.5")).status, 200);
  assert.equal((await from("203.0.113.5")).status, 429);
  assert.equal((await from("198.51.100.7")).status, 200, "another client is not affected");
  await s.close();
});
