import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client, start } from "./helpers.ts";

let server: Awaited<ReturnType<typeof start>>;
before(async () => {
  server = await start();
});
after(async () => {
  await server.close();
  assert.deepEqual(server.errors, []);
});

test("register, me, logout, login", async () => {
  const c = new Client(server.url);
  assert.equal((await c.get("/api/me")).status, 401);
  const r = await c.post("/api/register", { name: "Alice_1", password: "s3cret pass" });
  assert.equal(r.status, 201);
  assert.equal((r.body.user as { name: string }).name, "Alice_1");
  assert.match(c.cookie, /^dawn_session=.{40,}/);
  const me = await c.get("/api/me");
  assert.equal(me.status, 200);
  assert.deepEqual(me.body.user, r.body.user);

  const oldCookie = c.cookie;
  assert.equal((await c.post("/api/logout")).status, 200);
  assert.equal(c.cookie, "");
  assert.equal((await c.get("/api/me")).status, 401);
  // The old token is dead on the server side too.
  const stale = new Client(server.url);
  stale.cookie = oldCookie;
  assert.equal((await stale.get("/api/me")).status, 401);

  const l = await c.post("/api/login", { name: "alice_1", password: "s3cret pass" });
  assert.equal(l.status, 200);
  assert.deepEqual(l.body.user, r.body.user);
  assert.equal((await c.get("/api/me")).status, 200);
});

test("the session cookie is HttpOnly and SameSite", async () => {
  const res = await fetch(`${server.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "cookie_check", password: "12345678" }),
  });
  const set = res.headers.get("set-cookie") ?? "";
  assert.match(set, /HttpOnly/);
  assert.match(set, /SameSite=Lax/);
  assert.match(set, /Path=\//);
  assert.doesNotMatch(set, /Secure/); // plain HTTP here
});

test("passwords are stored as salted scrypt hashes", async () => {
  const c = new Client(server.url);
  await c.post("/api/register", { name: "hash_a", password: "same password" });
  await c.post("/api/register", { name: "hash_b", password: "same password" });
  const rows = await server.store.db
    .selectFrom("users")
    .select(["name", "password"])
    .where("name", "in", ["hash_a", "hash_b"])
    .execute();
  assert.equal(rows.length, 2);
  for (const r of rows) {
    assert.match(r.password, /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    assert.ok(!r.password.includes("same password"));
  }
  assert.notEqual(rows[0]!.password, rows[1]!.password);
});

test("bad credentials and bad input", async () => {
  const c = new Client(server.url);
  await c.post("/api/register", { name: "bob_x", password: "right password" });
  const fresh = new Client(server.url);
  const wrong = await fresh.post("/api/login", { name: "bob_x", password: "wrong password" });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.error, "Wrong name or password");
  assert.equal(fresh.cookie, "");
  const unknown = await fresh.post("/api/login", { name: "nobody_here", password: "whatever1" });
  assert.equal(unknown.status, 401);
  assert.equal(unknown.body.error, "Wrong name or password");

  assert.equal((await fresh.post("/api/register", { name: "BOB_X", password: "another one" })).status, 409);
  assert.equal((await fresh.post("/api/register", { name: "a", password: "12345678" })).status, 400);
  assert.equal((await fresh.post("/api/register", { name: "bad name!", password: "12345678" })).status, 400);
  assert.equal((await fresh.post("/api/register", { name: "shortpw", password: "1234567" })).status, 400);
  assert.equal((await fresh.post("/api/register", { name: "nopw" })).status, 400);
  const notJson = await fresh.req("POST", "/api/login", "{not json");
  assert.equal(notJson.status, 400);
  assert.match(String(notJson.body.error), /JSON/);
  assert.equal((await fresh.get("/api/nothing")).status, 404);
  assert.equal((await fresh.req("DELETE", "/api/me")).status, 404);
  // A forged cookie is nobody.
  fresh.cookie = "dawn_session=forged";
  assert.equal((await fresh.get("/api/me")).status, 401);
});

test("cross-site requests are refused", async () => {
  const res = await fetch(`${server.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://evil.example" },
    body: JSON.stringify({ name: "csrf_victim", password: "12345678" }),
  });
  assert.equal(res.status, 403);
  const same = await fetch(`${server.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "same_origin", password: "12345678" }),
  });
  assert.equal(same.status, 201);
});
