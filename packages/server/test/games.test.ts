import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import {
  type Action,
  apply,
  type GameRecord,
  newGame,
  type Options,
  other,
  replay,
  resign,
  type Side,
  type State,
  stateHash,
  type View,
} from "@dawn/engine";
import { titles } from "@dawn/titles";
import type { GameInfo } from "../src/games.ts";
import { Client, pair, picker, play, readDb, start, user, WsClient, waitFor } from "./helpers.ts";

const CLI = fileURLToPath(new URL("../../cli/src/main.ts", import.meta.url));

let server: Awaited<ReturnType<typeof start>>;
before(async () => {
  server = await start();
});
after(async () => {
  await server.close();
  assert.deepEqual(server.errors, []);
});

type Info = GameInfo & { view: View };

/** The view 1989's game module serves: the engine's, plus the table's extras (odds, scoring preview). */
/** What the server sends a screen: the title's screenView (the view with the decider's odds). */
const tableView = (s: State, viewer: Side | "observer") => titles.get("dof").screenView!(s, viewer);

/** The game's full state, rebuilt by the engine alone from the database (seed + log). */
function engineState(dataDir: string, id: string, upTo = Number.POSITIVE_INFINITY): State {
  const { row, log } = readDb(dataDir, id);
  const moves: { kind: string; seat: string; action: Action | null }[] = [];
  for (const e of log) {
    if (e.seq > upTo) break;
    if (e.kind === "undo") moves.pop();
    else
      moves.push({ kind: e.kind, seat: e.seat, action: e.action ? (JSON.parse(e.action) as Action) : null });
  }
  let s = newGame(row.seed, JSON.parse(row.options) as Options);
  for (const m of moves) {
    if (m.kind === "action") s = apply(s, m.action!);
    else s = resign(s, s.sidesSwapped ? other(m.seat as Side) : (m.seat as Side));
  }
  return s;
}

/** Every hash the server stored (the game's and the log entries') is the engine's hash of the replayed log. */
function assertStoredHashes(dataDir: string, id: string): void {
  const { row, log } = readDb(dataDir, id);
  assert.equal(row.hash, stateHash(engineState(dataDir, id, row.hash_seq)));
  let n = 0;
  for (const e of log) {
    if (!e.hash) continue;
    assert.equal(e.hash, stateHash(engineState(dataDir, id, e.seq)), `entry ${e.seq}`);
    n++;
  }
  assert.ok(n >= Math.floor(row.seq / 10), `hashes stored: ${n} of ${row.seq} entries`);
}

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function assertNoHiddenParts(v: unknown, where: string): void {
  const walk = (x: unknown, p: string) => {
    if (!x || typeof x !== "object") return;
    for (const [k, val] of Object.entries(x)) {
      assert.ok(
        !["hands", "deck", "rng", "stack", "aside", "known", "seed", "fixture"].includes(k),
        `${where}: ${p}.${k}`,
      );
      walk(val, `${p}.${k}`);
    }
  };
  walk(v, "view");
}

test("create, join and play over HTTP; the games list shows whose turn it is", async () => {
  const alice = await user(server.url, "alice");
  const bob = await user(server.url, "bob");
  const carol = await user(server.url, "carol");
  const c = await alice.post<{ id: string; invite: string; seat: string }>("/api/games", {
    options: { scenario: "standard" },
    side: "dem",
    opponent: "invite",
  });
  assert.equal(c.status, 201);
  assert.equal(c.body.seat, "dem");
  const id = c.body.id;
  const waiting = await alice.game(id);
  assert.equal(waiting.status, "waiting");
  assert.equal(waiting.invite, c.body.invite);
  assert.equal((await bob.game(id)).invite, null, "only players see the invite code");

  // Without the invite code: refused; acting before the game starts: refused.
  assert.equal((await carol.post(`/api/games/${id}/join`, {})).status, 403);
  assert.equal((await carol.post(`/api/games/${id}/join`, { invite: "wrong-code-wrong-code" })).status, 403);
  assert.equal(
    (await alice.post(`/api/games/${id}/actions`, { seq: 0, action: { t: "space", space: 1 } })).status,
    409,
  );
  const j = await bob.post(`/api/games/${id}/join`, { invite: c.body.invite });
  assert.equal(j.status, 200);
  assert.equal(j.body.seat, "com");
  assert.equal((await carol.post("/api/join", { invite: c.body.invite })).status, 409, "the game is full");
  assert.equal((await bob.post("/api/join", { invite: "no-such-code" })).status, 404);

  const gA = await alice.game(id);
  const gB = await bob.game(id);
  assert.equal(gA.status, "active");
  assert.deepEqual(gA.seats, { com: bob.name, dem: alice.name });
  assert.equal(gA.yourSeat, "dem");
  assert.equal(gB.yourSeat, "com");
  assert.equal(gA.view.viewer, "dem");
  assert.equal(gB.view.viewer, "com");
  assert.equal(gB.turn, "com");
  assert.equal(gB.yourTurn, true);
  assert.equal(gA.yourTurn, false);
  assert.equal(gA.view.decision!.actions, null, "no legal actions for the other player");

  const listA = await alice.get<{ id: string; yourTurn: boolean; status: string }[]>("/api/games");
  const listB = await bob.get<{ id: string; yourTurn: boolean }[]>("/api/games");
  assert.equal(listA.body.find((g) => g.id === id)!.yourTurn, false);
  assert.equal(listB.body.find((g) => g.id === id)!.yourTurn, true);
  assert.equal((await carol.get<unknown[]>("/api/games")).body.length, 0);

  const n = await play(id, [alice, bob], 25, picker(7));
  assert.equal(n, 25);
  const g = await alice.game(id);
  assert.equal(g.seq, 25);
  assert.equal(g.view.seq, 25);
  assert.equal(readDb(server.dataDir, id).log.length, 25);
  // The server's state is exactly the engine's replay of the stored log.
  assertStoredHashes(server.dataDir, id);
});

test("a view never carries hidden cards: HTTP and WebSocket views equal the engine's own views", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const stranger = await user(server.url);
  const anonymous = new Client(server.url);
  const id = await pair(alice, bob, { seed: 12 }); // a Power Struggle starts at step 33
  let sawPowerStruggle = false;
  const wsAlice = new WsClient(server.url, id, alice.cookie);
  const wsSpectator = new WsClient(server.url, id, "");
  await Promise.all([wsAlice.opened(), wsSpectator.opened()]);
  const check = async (step: number) => {
    const s = engineState(server.dataDir, id);
    const views: [Client, Side | "observer"][] = [
      [alice, "com"],
      [bob, "dem"],
      [stranger, "observer"],
      [anonymous, "observer"],
    ];
    for (const [c, viewer] of views) {
      const g = await c.game(id);
      assertNoHiddenParts(g.view, `step ${step} ${viewer}`);
      assert.deepEqual(g.view, json(tableView(s, viewer)), `step ${step}: ${viewer}'s view`);
      if (viewer === "observer") {
        assert.deepEqual(g.view.hand, []);
        assert.equal(g.view.decision?.actions ?? null, null);
      } else {
        assert.deepEqual([...g.view.hand].sort(), [...s.hands[viewer]].sort());
        for (const card of s.hands[other(viewer)]) {
          if (!s.known[viewer].includes(card)) assert.ok(!g.view.hand.includes(card));
        }
        if (s.ps) {
          sawPowerStruggle = true;
          assert.deepEqual(g.view.ps!.hand, s.ps.hands[viewer]);
          assert.equal(g.view.ps!.handSizes[other(viewer)], s.ps.hands[other(viewer)].length);
        }
      }
    }
    const mAlice = await wsAlice.next((m) => m.seq === step);
    const mSpec = await wsSpectator.next((m) => m.seq === step);
    assert.deepEqual(mAlice.view, json(tableView(s, "com")));
    assert.deepEqual(mSpec.view, json(tableView(s, "observer")));
    assertNoHiddenParts(mSpec.view, "spectator socket");
  };
  await play(id, [alice, bob], 45, picker(3), async (info) => {
    await check(info.seq);
  });
  assert.ok(sawPowerStruggle, "the game went through a Power Struggle");
  wsAlice.close();
  wsSpectator.close();
});

test("a stale seq is refused with 409 and changes nothing", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob);
  await play(id, [alice, bob], 3);
  const g = await alice.game(id);
  const mover = g.yourTurn ? alice : bob;
  const info = await mover.game(id);
  const action = info.view.decision!.actions![0];
  const before = readDb(server.dataDir, id);
  for (const seq of [info.seq - 1, info.seq + 1, 0]) {
    const r = await mover.post(`/api/games/${id}/actions`, { seq, action });
    assert.equal(r.status, 409);
    assert.match(String(r.body.error), /seq/);
  }
  assert.equal((await mover.post(`/api/games/${id}/actions`, { action })).status, 400, "seq is required");
  assert.equal((await mover.post(`/api/games/${id}/actions`, { seq: "3", action })).status, 400);
  const afterDb = readDb(server.dataDir, id);
  assert.deepEqual(afterDb.row, before.row);
  assert.equal(afterDb.log.length, before.log.length);
  assert.equal((await mover.post(`/api/games/${id}/actions`, { seq: info.seq, action })).status, 200);
});

test("illegal and malformed actions get clear errors", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob);
  const g = await alice.game(id);
  for (const action of [{ t: "space", space: 9999 }, { t: "nonsense" }, "space", null, [1, 2]]) {
    const r = await alice.post(`/api/games/${id}/actions`, { seq: g.seq, action });
    assert.equal(r.status, 400, JSON.stringify(action));
    assert.equal(typeof r.body.error, "string");
  }
  assert.equal((await alice.get("/api/games/nosuchgame")).status, 404);
  assert.equal(
    (await alice.post("/api/games/nosuchgame/actions", { seq: 0, action: { t: "x" } })).status,
    404,
  );
  const badCreate = [
    { options: { scenario: "dem+9" }, side: "com", opponent: "invite" },
    { options: { scenario: "standard", cheat: true }, side: "com", opponent: "invite" },
    { options: { scenario: "standard" }, side: "both", opponent: "invite" },
    { options: { scenario: "standard" }, side: "com", opponent: "friend" },
    { options: { scenario: "standard" }, side: "com", opponent: "bot", bot: "genius" },
    { options: { scenario: "standard" }, side: "com", opponent: "invite", seed: -1 },
    { game: "chess", options: {}, side: "com", opponent: "invite" },
  ];
  for (const body of badCreate) {
    const r = await alice.post("/api/games", body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(typeof r.body.error, "string");
  }
  assert.equal((await new Client(server.url).post("/api/games", badCreate[0])).status, 401);
});

test("two simultaneous actions on one game: exactly one is applied", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob);
  for (let round = 0; round < 5; round++) {
    const a = await alice.game(id);
    const b = await bob.game(id);
    const mover = a.yourTurn ? alice : bob;
    const info = a.yourTurn ? a : b;
    const actions = info.view.decision!.actions!;
    const ws = new WsClient(server.url, id, mover.cookie);
    await ws.opened();
    await ws.next((m) => m.type === "state");
    // Two different legal actions over HTTP and one over the socket, all based on the same seq.
    ws.send({ type: "action", seq: info.seq, action: actions[actions.length - 1] });
    const results = await Promise.all([
      mover.post(`/api/games/${id}/actions`, { seq: info.seq, action: actions[0] }),
      mover.post(`/api/games/${id}/actions`, { seq: info.seq, action: actions[1] ?? actions[0] }),
    ]);
    const wsResult = await ws.next(
      (m) => m.type === "error" || (m.type === "state" && m.seq === info.seq + 1),
    );
    const httpOk = results.filter((r) => r.status === 200).length;
    const wsOk = wsResult.type === "state" && results.every((r) => r.status === 409) ? 1 : 0;
    assert.equal(
      httpOk + wsOk,
      1,
      `round ${round}: ${results.map((r) => r.status)} ${JSON.stringify(wsResult).slice(0, 80)}`,
    );
    for (const r of results) assert.ok(r.status === 200 || r.status === 409);
    ws.close();
    const db = readDb(server.dataDir, id);
    assert.equal(db.log.length, info.seq + 1);
    assert.equal(db.row.seq, info.seq + 1);
  }
});

test("one seat's credentials can never act for the other seat", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const eve = await user(server.url);
  const id = await pair(alice, bob); // alice com, bob dem
  const tryAll = async () => {
    const a = await alice.game(id);
    const b = await bob.game(id);
    const [mover, other_, info] = a.yourTurn ? [alice, bob, a] : [bob, alice, b];
    const otherSeat = info.yourSeat === "com" ? "dem" : "com";
    const action = info.view.decision!.actions![0];
    const before = readDb(server.dataDir, id).log.length;
    // The waiting player, with or without naming the mover's seat.
    const r1 = await other_.post(`/api/games/${id}/actions`, { seq: info.seq, action });
    assert.equal(r1.status, 409);
    assert.match(String(r1.body.error), /not your turn/);
    const r2 = await other_.post(`/api/games/${id}/actions`, { seq: info.seq, action, seat: info.yourSeat });
    assert.equal(r2.status, 403);
    // The mover naming the other seat.
    const r3 = await mover.post(`/api/games/${id}/actions`, { seq: info.seq, action, seat: otherSeat });
    assert.equal(r3.status, 403);
    // Someone else, and nobody.
    assert.equal((await eve.post(`/api/games/${id}/actions`, { seq: info.seq, action })).status, 403);
    assert.equal(
      (await eve.post(`/api/games/${id}/actions`, { seq: info.seq, action, seat: "com" })).status,
      403,
    );
    assert.equal(
      (await new Client(server.url).post(`/api/games/${id}/actions`, { seq: info.seq, action })).status,
      401,
    );
    assert.equal((await eve.post(`/api/games/${id}/undo`, { seq: info.seq })).status, 403);
    assert.equal((await eve.post(`/api/games/${id}/resign`, {})).status, 403);
    assert.equal((await other_.post(`/api/games/${id}/resign`, { seat: info.yourSeat })).status, 403);
    // Over the WebSocket too.
    const ws = new WsClient(server.url, id, other_.cookie);
    await ws.opened();
    ws.send({ type: "action", seq: info.seq, action, seat: info.yourSeat });
    const err = await ws.next((m) => m.type === "error");
    assert.equal(err.status, 403);
    ws.close();
    const wsAnon = new WsClient(server.url, id, "");
    await wsAnon.opened();
    wsAnon.send({ type: "action", seq: info.seq, action });
    assert.equal((await wsAnon.next((m) => m.type === "error")).status, 401);
    wsAnon.close();
    assert.equal(readDb(server.dataDir, id).log.length, before, "nothing was applied");
    const ok = await mover.post(`/api/games/${id}/actions`, { seq: info.seq, action });
    assert.equal(ok.status, 200);
  };
  for (let i = 0; i < 4; i++) await tryAll();
});

test("WebSocket: each client gets its own view; actions are pushed; reconnecting clients catch up", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob);
  const wa = new WsClient(server.url, id, alice.cookie);
  const wb = new WsClient(server.url, id, bob.cookie);
  const ws = new WsClient(server.url, id, "");
  await Promise.all([wa.opened(), wb.opened(), ws.opened()]);
  const [ma, mb, msp] = await Promise.all([wa.next(), wb.next(), ws.next()]);
  assert.equal(ma.type, "state");
  assert.equal((ma.view as View).viewer, "com");
  assert.equal((mb.view as View).viewer, "dem");
  assert.equal((msp.view as View).viewer, "observer");
  assert.equal(msp.yourSeat, null);
  // Alice (com) moves over the socket.
  const actions = (ma.view as View).decision!.actions!;
  wa.send({ type: "action", seq: ma.seq, action: actions[0] });
  const [na, nb, ns] = await Promise.all([
    wa.next((m) => m.seq === 1),
    wb.next((m) => m.seq === 1),
    ws.next((m) => m.seq === 1),
  ]);
  assert.equal((na.view as View).viewer, "com");
  assert.equal((nb.view as View).viewer, "dem");
  assert.equal((ns.view as View).viewer, "observer");
  // A bad message is answered to its sender only.
  wa.send({ type: "action", seq: 1, action: { t: "space", space: 12345 } });
  assert.equal((await wa.next((m) => m.type === "error")).status, 400);
  wb.send({ type: "action", seq: 1, action: (na.view as View).decision!.actions![0] });
  assert.match(String((await wb.next((m) => m.type === "error")).error), /not your turn/);
  wb.send({ type: "dance" });
  assert.equal((await wb.next((m) => m.type === "error")).status, 400);
  wb.ws.send("not json");
  assert.equal((await wb.next((m) => m.type === "error")).status, 400);
  await wb.next((m) => m.type === "state" || m.type === "error", 50).catch(() => null);
  assert.equal(wa.messages.filter((m) => m.type === "error").length, 0);
  assert.equal(ws.messages.filter((m) => m.type === "error").length, 0);
  // Bob goes away; the game moves on; he reconnects and has the news at once.
  wb.close();
  await play(id, [alice, bob], 6);
  const now = await bob.game(id);
  const wb2 = new WsClient(server.url, id, bob.cookie);
  await wb2.opened();
  const first = await wb2.next();
  assert.equal(first.type, "state");
  assert.equal(first.seq, now.seq);
  assert.deepEqual(first.view, now.view);
  wb2.send({ type: "sync" });
  assert.equal((await wb2.next()).seq, now.seq);
  for (const c of [wa, ws, wb2]) c.close();
  // Unknown games are refused at the handshake.
  const bad = new WsClient(server.url, "nosuchgame", alice.cookie);
  await assert.rejects(bad.opened(), /404/);
});

test("undo takes back the player's own last step, by replaying the log without it", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob, { seed: 5 });
  const start0 = await alice.game(id);
  assert.equal(start0.canUndo, false);
  assert.equal((await alice.post(`/api/games/${id}/undo`, { seq: 0 })).status, 409);
  // Alice (com) places a set-up SP: she may take it back, Bob may not.
  const a0 = start0.view.decision!.actions![0];
  assert.equal((await alice.post(`/api/games/${id}/actions`, { seq: 0, action: a0 })).status, 200);
  const g1 = await alice.game(id);
  assert.equal(g1.canUndo, true);
  assert.equal((await bob.game(id)).canUndo, false);
  assert.equal((await bob.post(`/api/games/${id}/undo`, { seq: 1 })).status, 409);
  assert.equal((await alice.post(`/api/games/${id}/undo`, { seq: 0 })).status, 409, "stale seq");
  const u = await alice.post<Info>(`/api/games/${id}/undo`, { seq: 1 });
  assert.equal(u.status, 200);
  assert.equal(u.body.seq, 2, "the log only grows");
  assert.deepEqual(u.body.view, start0.view, "the state before the step is back");
  const db = readDb(server.dataDir, id);
  assert.deepEqual(
    db.log.map((e) => e.kind),
    ["action", "undo"],
  );
  assert.equal(db.row.hash, stateHash(newGame(5, { scenario: "standard" })));
  // Play on from there.
  assert.equal((await alice.post(`/api/games/${id}/actions`, { seq: 2, action: a0 })).status, 200);
});

test("resign, rematch with sides swapped, record export and step-by-step replay", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob); // alice com
  await play(id, [alice, bob], 30, picker(9));
  assert.equal((await bob.get(`/api/games/${id}/record`)).status, 409, "no record while the game runs");
  assert.equal((await bob.get(`/api/games/${id}/replay/0`)).status, 409);
  assert.equal((await alice.post(`/api/games/${id}/rematch`)).status, 409);
  const r = await alice.post<Info>(`/api/games/${id}/resign`, {});
  assert.equal(r.status, 200);
  assert.equal(r.body.status, "finished");
  assert.deepEqual(r.body.result, { winner: "dem", reason: "resignation" });
  assert.equal((await bob.post(`/api/games/${id}/resign`, {})).status, 409);
  const listed = (await bob.get<{ id: string; status: string; yourTurn: boolean }[]>("/api/games")).body;
  assert.equal(listed.find((g) => g.id === id)!.status, "finished");
  assert.equal(listed.find((g) => g.id === id)!.yourTurn, false);

  // The record replays with the engine to the same hash.
  const rec = await new Client(server.url).get<GameRecord & { meta: { players: Record<string, string> } }>(
    `/api/games/${id}/record`,
  );
  assert.equal(rec.status, 200);
  assert.equal(rec.body.actions.length, 30);
  assert.deepEqual(rec.body.meta.players, { com: alice.name, dem: bob.name });
  const rep = replay(rec.body);
  assert.equal(rep.hashOk, true);
  const full = engineState(server.dataDir, id);
  assert.deepEqual(rep.state.hands, full.hands);
  // A tampered record does not verify.
  assert.equal(replay({ ...rec.body, hash: "0000000000000000" }).hashOk, false);
  // The CLI verifies the exported record.
  if (fs.existsSync(CLI)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dawn-record-"));
    const file = path.join(dir, "record.json");
    fs.writeFileSync(file, JSON.stringify(rec.body));
    const ok = spawnSync(process.execPath, ["--import", "tsx", CLI, "replay", file, "--verify"], {
      encoding: "utf8",
    });
    assert.equal(ok.status, 0, ok.stderr);
    fs.writeFileSync(file, JSON.stringify({ ...rec.body, hash: "0000000000000000" }));
    const bad = spawnSync(process.execPath, ["--import", "tsx", CLI, "replay", file, "--verify"], {
      encoding: "utf8",
    });
    assert.equal(bad.status, 1);
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // Replay step by step with both hands revealed.
  const s0 = await bob.get<{
    step: number;
    steps: number;
    move: unknown;
    state: { hands: Record<Side, number[]> };
  }>(`/api/games/${id}/replay/0`);
  assert.equal(s0.status, 200);
  assert.equal(s0.body.steps, 31);
  assert.equal(s0.body.move, null);
  const initial = newGame(readDb(server.dataDir, id).row.seed, { scenario: "standard" });
  assert.deepEqual(s0.body.state.hands, initial.hands);
  const s10 = await bob.get<{ move: { seat: string; text: string }; state: { seq: number } }>(
    `/api/games/${id}/replay/10`,
  );
  assert.equal(s10.body.state.seq, 10);
  assert.equal(typeof s10.body.move.text, "string");
  const s5 = await bob.get<{ state: { seq: number } }>(`/api/games/${id}/replay/5`);
  assert.equal(s5.body.state.seq, 5, "going back works");
  const last = await bob.get<{ move: { kind: string }; state: { result: unknown } }>(
    `/api/games/${id}/replay/31`,
  );
  assert.equal(last.body.move.kind, "resign");
  assert.deepEqual(last.body.state.result, full.result);
  assert.equal((await bob.get(`/api/games/${id}/replay/32`)).status, 400);
  assert.equal((await bob.get(`/api/games/${id}/replay/x`)).status, 400);

  // Rematch: a new game, seats swapped, asked twice gives the same game.
  const m1 = await bob.post<{ id: string }>(`/api/games/${id}/rematch`);
  assert.equal(m1.status, 201);
  const m2 = await alice.post<{ id: string }>(`/api/games/${id}/rematch`);
  assert.equal(m2.body.id, m1.body.id);
  const next = await alice.game(m1.body.id);
  assert.equal(next.status, "active");
  assert.deepEqual(next.seats, { com: bob.name, dem: alice.name });
  assert.equal(next.rematchOf, id);
  assert.equal((await alice.game(id)).rematch, m1.body.id);
  assert.equal((await new Client(server.url).post(`/api/games/${id}/rematch`)).status, 401);
});

for (const bot of ["random", "heuristic"]) {
  test(`bot games progress: the ${bot} bot answers right after each human action`, async () => {
    const alice = await user(server.url);
    const c = await alice.post<{ id: string; seat: string }>("/api/games", {
      options: { scenario: "standard" },
      side: "dem",
      opponent: "bot",
      bot,
    });
    assert.equal(c.status, 201);
    const id = c.body.id;
    // The Communist (the bot) sets up first.
    let g = await waitFor(async () => {
      const x = await alice.game(id);
      return x.yourTurn || x.status === "finished" ? x : null;
    });
    assert.ok(g.seq > 0, "the bot moved");
    assert.deepEqual(g.bots, { com: bot, dem: null });
    let humanMoves = 0;
    for (let i = 0; i < 15 && g.status === "active"; i++) {
      const r = await alice.post(`/api/games/${id}/actions`, {
        seq: g.seq,
        action: g.view.decision!.actions![0],
      });
      assert.equal(r.status, 200);
      humanMoves++;
      g = await waitFor(async () => {
        const x = await alice.game(id);
        return x.yourTurn || x.status === "finished" ? x : null;
      });
    }
    const db = readDb(server.dataDir, id);
    const bySeat = (s: string) => db.log.filter((e) => e.seat === s).length;
    assert.equal(bySeat("dem"), humanMoves);
    assert.ok(bySeat("com") > 0);
    assertStoredHashes(server.dataDir, id);
    const list = (await alice.get<{ id: string; yourTurn: boolean }[]>("/api/games")).body;
    assert.equal(list.find((x) => x.id === id)!.yourTurn, g.status === "active");
  });
}

test("hot seat: one user plays both seats", async () => {
  const alice = await user(server.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    options: { scenario: "dem+1" },
    side: "random",
    opponent: "hotseat",
  });
  assert.equal(c.status, 201);
  const id = c.body.id;
  let g = await alice.game(id);
  assert.deepEqual(g.seats, { com: alice.name, dem: alice.name });
  const seen = new Set<string>();
  for (let i = 0; i < 20; i++) {
    assert.equal(g.yourSeat, g.turn, "the screen shows the deciding seat");
    assert.equal(g.view.viewer, g.turn);
    seen.add(g.turn!);
    const r = await alice.post<Info>(`/api/games/${id}/actions`, {
      seq: g.seq,
      action: g.view.decision!.actions![0],
    });
    assert.equal(r.status, 200);
    g = r.body;
  }
  assert.deepEqual([...seen].sort(), ["com", "dem"]);
});

test("open lobby", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    options: { scenario: "dem+2" },
    side: "com",
    opponent: "open",
  });
  const lobby = (await bob.get<{ id: string; seats: Record<string, string | null> }[]>("/api/lobby")).body;
  const entry = lobby.find((g) => g.id === c.body.id);
  assert.ok(entry);
  assert.deepEqual(entry.seats, { com: alice.name, dem: null });
  assert.equal((await alice.post(`/api/games/${c.body.id}/join`, {})).status, 409, "already in it");
  assert.equal((await bob.post(`/api/games/${c.body.id}/join`, {})).status, 200);
  const after = (await bob.get<{ id: string }[]>("/api/lobby")).body;
  assert.ok(!after.some((g) => g.id === c.body.id));
  assert.equal((await bob.game(c.body.id)).view.options.scenario, "dem+2");

  // A waiting game can be called off by its creator (resign before anyone joined).
  const d = await alice.post<{ id: string }>("/api/games", { options: {}, side: "dem", opponent: "open" });
  assert.equal((await bob.post(`/api/games/${d.body.id}/resign`, {})).status, 403);
  const off = await alice.post<Info>(`/api/games/${d.body.id}/resign`, {});
  assert.equal(off.status, 200);
  assert.equal(off.body.status, "finished");
  assert.deepEqual(off.body.result, { winner: null, reason: "cancelled" });
  assert.ok(!(await bob.get<{ id: string }[]>("/api/lobby")).body.some((g) => g.id === d.body.id));
  assert.equal((await bob.post(`/api/games/${d.body.id}/join`, {})).status, 409);
  assert.equal((await alice.post(`/api/games/${d.body.id}/rematch`)).status, 409);
  assert.equal(readDb(server.dataDir, d.body.id).log.length, 0);
});

test("balance bid: after the bid the seat 'com' may play the Democrat", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob, { options: { scenario: "standard", bid: true } }); // alice: seat com
  let a = await alice.game(id);
  assert.equal(a.view.decision!.kind, "bid");
  assert.equal(a.yourTurn, true);
  // Seat com asks for the Democrat and offers 2 SPs; seat dem asks for the Democrat and offers 0.
  assert.equal(
    (await alice.post(`/api/games/${id}/actions`, { seq: a.seq, action: { t: "bid", side: "dem", sps: 2 } }))
      .status,
    200,
  );
  let b = await bob.game(id);
  assert.equal(b.yourTurn, true);
  assert.equal(b.view.bids!.com, "hidden");
  assert.equal(
    (await bob.post(`/api/games/${id}/actions`, { seq: b.seq, action: { t: "bid", side: "dem", sps: 0 } }))
      .status,
    200,
  );
  a = await alice.game(id);
  b = await bob.game(id);
  assert.deepEqual(a.roles, { com: "dem", dem: "com" });
  assert.equal(a.view.sidesSwapped, true);
  assert.equal(a.view.viewer, "dem", "alice, seated com, now plays the Democrat");
  assert.equal(b.view.viewer, "com");
  const s = engineState(server.dataDir, id);
  assert.deepEqual(a.view.hand, s.hands.dem);
  assert.deepEqual(b.view.hand, s.hands.com);
  // Whoever the engine asks (a side) is found by seat.
  const side = s.result ? null : (a.view.decision?.player ?? null);
  assert.ok(side);
  const mover = side === "dem" ? a : b;
  assert.equal(mover.yourTurn, true);
  assert.equal((side === "dem" ? b : a).yourTurn, false);
  await play(id, [alice, bob], 10);
  assertStoredHashes(server.dataDir, id);
});

test("a hot-seat game played to its end: finished, listed, its record verifies", async () => {
  const alice = await user(server.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    options: { scenario: "standard" },
    side: "com",
    opponent: "hotseat",
    seed: 12,
  });
  const id = c.body.id;
  const pick = picker(3);
  let g = await alice.game(id);
  let n = 0;
  while (g.status === "active") {
    const actions = g.view.decision!.actions!;
    const r = await alice.post<Info>(`/api/games/${id}/actions`, {
      seq: g.seq,
      action: actions[pick(actions.length)],
    });
    assert.equal(r.status, 200);
    g = r.body;
    assert.ok(++n < 3000);
  }
  assert.equal(g.status, "finished");
  const s = engineState(server.dataDir, id);
  assert.ok(s.result);
  assert.deepEqual(g.result, { winner: s.result.winner, reason: s.result.reason });
  assert.equal(g.turn, null);
  assert.equal(g.canUndo, false);
  assert.equal(
    (await alice.post(`/api/games/${id}/actions`, { seq: g.seq, action: { t: "space", space: 1 } })).status,
    409,
  );
  const rec = await alice.get<GameRecord>(`/api/games/${id}/record`);
  assert.equal(rec.body.actions.length, n);
  const rep = replay(rec.body);
  assert.equal(rep.hashOk, true);
  assert.deepEqual(rep.state.result, s.result);
  const list = (await alice.get<{ id: string; status: string; yourTurn: boolean }[]>("/api/games")).body;
  assert.deepEqual(
    list.filter((x) => x.id === id).map((x) => [x.status, x.yourTurn]),
    [["finished", false]],
  );
  assert.ok(readDb(server.dataDir, id).snapshots >= 1, "a snapshot at the end");
});

test("a storm of concurrent, stale and duplicate requests: every 200 is exactly one log entry", async () => {
  const alice = await user(server.url);
  const bob = await user(server.url);
  const id = await pair(alice, bob, { seed: 77 });
  let applied = 0;
  let refused = 0;
  const player = async (c: Client, seed: number) => {
    const pick = picker(seed);
    let last: Info | null = null;
    for (let i = 0; i < 60; i++) {
      const g = await c.game(id);
      if (g.status !== "active") return;
      const base = pick(4) === 0 && last ? last : g; // sometimes act on an old copy
      last = g;
      const actions = base.view.decision?.actions;
      const posts: Promise<{ status: number }>[] = [];
      if (base.canUndo && pick(5) === 0) posts.push(c.post(`/api/games/${id}/undo`, { seq: base.seq }));
      else if (actions && actions.length > 0) {
        const body = { seq: base.seq, action: actions[pick(actions.length)] };
        posts.push(c.post(`/api/games/${id}/actions`, body));
        if (pick(3) === 0) posts.push(c.post(`/api/games/${id}/actions`, body)); // sent twice
      } else continue;
      for (const r of await Promise.all(posts)) {
        if (r.status === 200) applied++;
        else {
          assert.equal(r.status, 409);
          refused++;
        }
      }
    }
  };
  await Promise.all([player(alice, 1), player(bob, 2), player(alice, 3), player(bob, 4)]);
  const db = readDb(server.dataDir, id);
  assert.equal(db.log.length, applied);
  assert.equal(db.row.seq, applied);
  assert.ok(applied > 20, `applied ${applied}`);
  assert.ok(refused > 5, `refused ${refused}`);
  assertStoredHashes(server.dataDir, id);
  assert.deepEqual((await alice.game(id)).view, json(tableView(engineState(server.dataDir, id), "com")));
});
