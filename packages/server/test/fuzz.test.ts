// The HTTP and WebSocket surface under thousands of malformed requests and messages, against the
// server as `npm start` runs it (a process of its own): it never exits and answers only 1xx-4xx.
import assert from "node:assert/strict";
import net from "node:net";
import { after, before, test } from "node:test";
import WebSocket from "ws";
import { Client, pair, picker, user } from "./helpers.ts";
import { problems, type ServerProcess, spawnServer } from "./processes.ts";

let server: ServerProcess;
before(async () => {
  server = await spawnServer({ WS_PER_ADDRESS: "100000" });
});
after(async () => {
  await server?.stop();
});

const rnd = picker(20261124);
const pickOf = <T>(xs: readonly T[]): T => xs[rnd(xs.length)]!;

/**
 * Sends raw bytes and returns the status of the first response line; 0 when the connection
 * closed without an answer, -1 when none came in time.
 */
function rawOnce(request: string | Buffer, timeout: number): Promise<number> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const s = net.connect(Number(url.port), url.hostname);
    let data = "";
    const done = (status: number) => {
      s.destroy();
      resolve(status);
    };
    s.on("data", (d) => {
      data += d.toString("latin1");
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (m) done(Number(m[1]));
    });
    s.on("error", () => done(0));
    s.on("close", () => done(0));
    s.setTimeout(timeout, () => done(-1));
    s.write(request);
  });
}

/**
 * The status the server answers `request` with. A connection that broke or an answer that did
 * not come (a machine under load) is tried again, up to three times, while the server process
 * lives: a server that never answers still fails the test, with the last outcome (0 or -1).
 */
let retried = 0;
async function raw(request: string | Buffer, timeout = 10_000): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    status = await rawOnce(request, timeout);
    if (status > 0 || !server.alive()) return status;
    retried++;
    await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
  }
  return status;
}

/** Only answers the issue allows: 2xx or 4xx (no 1xx, no 5xx, no connection closed unanswered). */
const allowed = (s: number) => (s >= 200 && s < 300) || (s >= 400 && s < 500);

const KNOWN_BAD_PATHS = [
  "/api/games/%E0%A4%A/ws",
  "//",
  "/api/games/%E0%A4%A",
  "/api/games/%/ws",
  "/api/games/%%30/actions",
  "/api/games/a%00b",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/api/games/../../../etc/passwd",
  "/api/games/x/replay/-1",
  "/api/games/x/replay/99999999999999999999",
  "/api/games/x/replay/%FF",
  `/api/games/${"a".repeat(5000)}`,
  "/api/games/%F0%9F%98%80/ws",
  "/api/games/\u00e9/ws",
  "*",
  "http://evil.example/api/me",
  "/api/meta?%",
  "/?a=%E0%A4%A",
  "/api/games//ws",
  "/api/games/x/ws/",
  "/nothing",
  "//api/games/x/ws",
  "/api/me",
  `/api/games/x/ws?${"a".repeat(3000)}`,
];

function randomPath(): string {
  const parts = [
    "api",
    "games",
    "ws",
    "actions",
    "undo",
    "resign",
    "join",
    "replay",
    "record",
    "me",
    "meta",
    "",
    "..",
  ];
  const enc = () => {
    const r = rnd(6);
    if (r === 0) return `%${rnd(256).toString(16).padStart(2, "0")}`;
    if (r === 1) return `%${pickOf(["", "G", "E0%A4", "zz", "%"])}`;
    if (r === 2) return String.fromCharCode(33 + rnd(94)).replace(/[ #?]/, "_");
    if (r === 3) return pickOf(parts);
    if (r === 4)
      return encodeURIComponent(String.fromCodePoint(pickOf([0x20 + rnd(0xd7e0), 0xe000 + rnd(0x20000)])));
    return "x".repeat(rnd(40));
  };
  const n = 1 + rnd(6);
  let p = "";
  for (let i = 0; i < n; i++) p += `/${enc()}${rnd(3) === 0 ? enc() : ""}`;
  return p;
}

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "BREW", "get"];

test("malformed paths, methods, percent-encodings and WebSocket upgrades: only 2xx or 4xx, the process lives", async (t) => {
  const seen = (s: number, what: string) => assert.ok(allowed(s), `${what} -> ${s}`);
  const upgrade =
    "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n";
  for (const p of KNOWN_BAD_PATHS) {
    for (const m of ["GET", "POST"]) {
      seen(await raw(`${m} ${p} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`), `${m} ${p}`);
      seen(await raw(`GET ${p} HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`), `upgrade ${p}`);
    }
  }
  for (let i = 0; i < 1200; i++) {
    const p = randomPath();
    const m = pickOf(METHODS);
    const ws = rnd(4) === 0 ? upgrade : "";
    seen(await raw(`${m} ${p} HTTP/1.1\r\nHost: localhost\r\n${ws}Content-Length: 0\r\n\r\n`), `${m} ${p}`);
  }
  assert.ok(server.alive(), "the server process is still running");
  if (retried > 0) t.diagnostic(`${retried} request(s) tried again after a broken connection`);
  const health = await fetch(`${server.url}/api/health`);
  assert.equal(health.status, 200);
});

test("malformed headers and bodies: only 2xx or 4xx", async (t) => {
  const alice = await user(server.url, "fz");
  const bob = await user(server.url, "fz");
  const id = await pair(alice, bob, { seed: 5 });
  const cookie = alice.cookie;
  const headerCases = [
    "Content-Length: -1",
    "Content-Length: abc",
    "Content-Length: 99999999999999999999",
    "Transfer-Encoding: chunked\r\nContent-Length: 5",
    "Transfer-Encoding: gzip",
    `Cookie: ${"dawn_session=".repeat(300)}`,
    "Cookie: dawn_session=%E0%A4%A",
    `Cookie: dawn_session=${"x".repeat(6000)}`,
    "Origin: null",
    "Origin: http://[::1",
    "Content-Type: application/json; charset=latin-1",
    "Content-Type: ",
    "X-Forwarded-For: 1.1.1.1, ::::, 999.1.1.1",
    `Accept-Encoding: ${"br;q=".repeat(100)}`,
    "Host: ",
    "If-None-Match: *",
    "Range: bytes=99999999-1",
  ];
  const paths = ["/api/login", "/api/games", `/api/games/${id}/actions`, "/api/me", "/", `/api/games/${id}`];
  for (const h of headerCases)
    for (const p of paths)
      for (const m of ["GET", "POST"]) {
        const s = await raw(`${m} ${p} HTTP/1.1\r\nHost: localhost\r\n${h}\r\n\r\n`);
        assert.ok(allowed(s), `${m} ${p} ${h} -> ${s}`);
      }
  if (retried > 0) t.diagnostic(`${retried} request(s) tried again after a broken connection`);
  const values: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 53,
    1e308,
    "",
    "x".repeat(1000),
    [],
    [1, 2],
    {},
    { toString: 1 },
    { __proto__: { admin: true } },
    { constructor: { prototype: {} } },
    { t: "space", space: { toString: 1 } },
    { t: "space", space: 1e9 },
    { t: "card", card: -1 },
    { t: "play", card: "1", as: "event" },
    { t: ["space"] },
    { t: "space", space: 1, extra: { deep: [1, { x: null }] } },
    "\u0000",
    { "\u0000": 1 },
  ];
  const bodies = () => {
    const v = pickOf(values);
    const r = rnd(8);
    if (r === 0) return JSON.stringify(v);
    if (r === 1) return JSON.stringify({ seq: pickOf(values), action: v });
    if (r === 2) return JSON.stringify({ seq: 0, action: v, seat: pickOf(values) });
    if (r === 3) return JSON.stringify({ name: v, password: pickOf(values) });
    if (r === 4)
      return JSON.stringify({
        game: v,
        options: pickOf(values),
        side: pickOf(values),
        opponent: pickOf(values),
        seed: pickOf(values),
      });
    if (r === 5) return `{"seq":0,"action":${JSON.stringify(v)}`; // cut short
    if (r === 6) return '{"__proto__":{"x":1},"seq":0}';
    return String.fromCharCode(...Array.from({ length: rnd(50) }, () => rnd(256)));
  };
  const posts = [
    "/api/register",
    "/api/login",
    "/api/games",
    "/api/join",
    `/api/games/${id}/join`,
    `/api/games/${id}/actions`,
    `/api/games/${id}/undo`,
    `/api/games/${id}/resign`,
    `/api/games/${id}/rematch`,
    "/api/games/nope/actions",
  ];
  let n = 0;
  for (let i = 0; i < 1500; i++) {
    const p = pickOf(posts);
    if (p.endsWith("/resign")) continue; // keep the game going
    const res = await fetch(`${server.url}${p}`, {
      method: "POST",
      headers: { "content-type": pickOf(["application/json", "application/json", "text/plain"]), cookie },
      body: bodies(),
    });
    await res.arrayBuffer();
    assert.ok(res.status >= 200 && res.status < 500, `POST ${p} -> ${res.status}`);
    n++;
  }
  assert.ok(n > 1000);
  // The game is unharmed and still plays.
  const g = await alice.game(id);
  assert.equal(g.status, "active");
  const c = await new Client(server.url).get(`/api/games/${id}`);
  assert.equal(c.status, 200);
  assert.ok(server.alive());
});

test("malformed WebSocket messages and actions: errors to the sender, the game and the process unharmed", async () => {
  const alice = await user(server.url, "fw");
  const bob = await user(server.url, "fw");
  const id = await pair(alice, bob, { seed: 6 });
  const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/games/${id}/ws?updates=patch`, {
    headers: { cookie: alice.cookie },
  });
  const replies: Record<string, unknown>[] = [];
  ws.on("message", (d) => replies.push(JSON.parse(d.toString()) as Record<string, unknown>));
  await new Promise((r) => ws.once("open", r));
  const msgs: (string | Buffer)[] = [
    "",
    "null",
    "[]",
    "{}",
    '{"type":1}',
    '{"type":"action"}',
    '{"type":"action","seq":"0","action":{}}',
    '{"type":"action","seq":0,"action":{"t":"space","space":{"toString":1}}}',
    '{"type":"action","seq":0,"action":{"t":"space","space":999}}',
    '{"type":"action","seq":0,"action":null,"seat":"dem"}',
    '{"type":"undo","seq":-5}',
    '{"type":"resign","seat":{"x":1}}',
    '{"type":"__proto__"}',
    '{"type":"sync","__proto__":{"polluted":1}}',
    Buffer.from([0, 1, 2, 255]),
    "{".repeat(5000),
  ];
  for (let i = 0; i < 600; i++) {
    const m =
      i < msgs.length
        ? msgs[i]!
        : JSON.stringify({
            type: pickOf(["action", "undo", "resign", "x"]),
            seq: rnd(3),
            action: {
              t: pickOf(["space", "card", "play", 1]),
              space: rnd(100),
              card: pickOf([1, "1", null, []]),
            },
          });
    ws.send(m);
  }
  // The connection's message budget refills (5 a second): then it still answers.
  await new Promise((r) => setTimeout(r, 1500));
  ws.send('{"type":"ping"}');
  const deadline = Date.now() + 20_000;
  while (!replies.some((r) => r.type === "pong") && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  assert.ok(
    replies.some((r) => r.type === "pong"),
    "the connection still answers",
  );
  for (const r of replies) {
    if (r.type === "error")
      assert.ok((r.status as number) >= 400 && (r.status as number) < 500, JSON.stringify(r));
  }
  ws.close();
  const g = await alice.game(id);
  assert.ok(g.seq <= 3, "only legal actions of the right seat applied");
  assert.ok(server.alive());
  assert.deepEqual(
    problems(server).filter((m) => !/failed log-in/.test(m)),
    [],
    "nothing logged as a warning or an error",
  );
});
