// Two server processes on one PostgreSQL database, the two players on different processes.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { applyViewPatch, type GameHeader, type ViewPatch } from "@dawn/platform/protocol";
import pg from "pg";
import { Account, generator, Player } from "../bench/load-client.ts";
import { Client, picker, user, WsClient, waitFor } from "./helpers.ts";
import { scratchDatabase, skipPg } from "./pg.ts";
import { problems, type ServerProcess, spawnServer } from "./processes.ts";

let db: { url: string; drop(): Promise<void> } | null = null;
let p1: ServerProcess;
let p2: ServerProcess;

before(async () => {
  if (skipPg) return;
  db = await scratchDatabase();
  // The first creates the tables; then both run at once.
  // Clients here may send faster than people do (the last test).
  const fast = { WS_MESSAGE_BURST: "100000", WS_MESSAGES_PER_SECOND: "100000" };
  p1 = await spawnServer({ DATABASE_URL: db.url, BOT_DELAY_MS: "0", ...fast });
  p2 = await spawnServer({
    DATABASE_URL: db.url,
    BOT_DELAY_MS: "0",
    ...fast,
    BOT_STALE_MS: "1500",
    BOT_SWEEP_MS: "500",
  });
});

after(async () => {
  if (skipPg) return;
  await p1?.stop();
  await p2?.stop();
  await db?.drop();
});

const as = (c: Client, base: string) => Object.assign(new Client(base), { cookie: c.cookie });

test("two processes on one PostgreSQL: join, live updates, actions, undo across processes", {
  skip: skipPg,
}, async () => {
  const alice = await user(p1.url);
  const bob = as(await user(p1.url), p2.url);
  const created = await alice.post<{ id: string; invite: string }>("/api/games", {
    options: { scenario: "standard" },
    side: "com",
    opponent: "invite",
    seed: 77,
  });
  const id = created.body.id;
  // Alice waits on process 1 (increments), Bob joins on process 2.
  const wsA = new WsClient(p1.url, id, alice.cookie, "?updates=patch&actions=1");
  await wsA.opened();
  const first = await wsA.next();
  assert.equal(first.status, "waiting");
  assert.equal((await bob.post("/api/join", { invite: created.body.invite })).status, 200);
  const joined = await wsA.next((m) => m.type === "patch");
  assert.equal((joined.game as GameHeader).status, "active", "the join made on process 2 reaches process 1");
  const wsB = new WsClient(p2.url, id, bob.cookie, "?actions=1");
  await wsB.opened();
  let b = await wsB.next();
  let aHeader = joined.game as GameHeader;
  let aView = first.view as unknown;
  const pick = picker(5);
  for (let step = 0; step < 30; step++) {
    const aTurn = aHeader.yourTurn;
    const actions = (aTurn ? aHeader.actions : b.actions) as unknown[];
    (aTurn ? wsA : wsB).send({ type: "action", seq: aHeader.seq, action: actions[pick(actions.length)] });
    const pa = await wsA.next((m) => m.type === "patch" || m.type === "error");
    assert.equal(pa.type, "patch", JSON.stringify(pa));
    aHeader = pa.game as GameHeader;
    if (pa.view) aView = applyViewPatch(aView, pa.view as ViewPatch);
    b = await wsB.next((m) => m.type === "state" || m.type === "error");
    assert.equal(b.type, "state", JSON.stringify(b));
    assert.equal(b.seq, aHeader.seq, "both processes agree");
  }
  // Reads through either process are current and equal.
  const a1 = await alice.game(id);
  const a2 = await as(alice, p2.url).game(id);
  assert.deepEqual(a1, a2);
  assert.deepEqual(aView, a1.view);
  assert.equal(a1.seq, 30);
  // An undo through process 2 by the player who just moved, seen on process 1.
  const moverClient = a1.yourTurn ? bob : as(alice, p2.url);
  const mover = await moverClient.game(id);
  if (mover.canUndo) {
    assert.equal((await moverClient.post(`/api/games/${id}/undo`, { seq: mover.seq })).status, 200);
    const pu = await wsA.next((m) => m.type === "patch");
    assert.equal((pu.game as GameHeader).seq, 31);
    aView = applyViewPatch(aView, (pu.view ?? {}) as ViewPatch);
    assert.deepEqual(aView, (await alice.game(id)).view);
  }
  // A stale write through the other process is refused; a current one applies.
  const cur = await alice.game(id);
  if (cur.yourTurn) {
    const acts = cur.view.decision!.actions!;
    const stale = await as(alice, p2.url).post(`/api/games/${id}/actions`, {
      seq: cur.seq - 1,
      action: acts[0],
    });
    assert.equal(stale.status, 409);
    const ok = await as(alice, p2.url).post(`/api/games/${id}/actions`, { seq: cur.seq, action: acts[0] });
    assert.equal(ok.status, 200);
  }
  wsA.close();
  wsB.close();
});

test("a bot game across processes: every bot move made once; a stopped process's bot is taken over", {
  skip: skipPg,
}, async () => {
  const alice = await user(p1.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    options: {},
    side: "dem",
    opponent: "bot",
    bot: "random",
  });
  const id = c.body.id;
  // Alice plays through process 2 while process 1 created the game.
  const alice2 = as(alice, p2.url);
  for (let i = 0; i < 12; i++) {
    const g = await waitFor(async () => {
      const x = await alice2.game(id);
      return x.yourTurn || x.status === "finished" ? x : null;
    });
    if (g.status === "finished") break;
    const acts = g.view.decision!.actions!;
    const r = await alice2.post(`/api/games/${id}/actions`, { seq: g.seq, action: acts[i % acts.length] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  // Once the bot is done, the log holds one entry per move and both processes show the same game.
  const settled = await waitFor(async () => {
    const x = await alice2.game(id);
    return x.yourTurn || x.status === "finished" ? x : null;
  });
  const client = new pg.Client({ connectionString: db!.url });
  await client.connect();
  const log = (await client.query("select seq, seat from game_log where game_id = $1 order by seq", [id]))
    .rows;
  const game = (await client.query("select seq from games where id = $1", [id])).rows[0];
  assert.equal(log.length, game.seq);
  for (const [i, e] of (log as { seq: number }[]).entries()) assert.equal(e.seq, i + 1);
  assert.equal(settled.seq, game.seq);
  assert.deepEqual(await alice.game(id), settled);

  // A game where the bot is to move, owned by a process that is then killed (kill -9).
  const slow = await spawnServer({ DATABASE_URL: db!.url, BOT_DELAY_MS: "60000" });
  const owner = Object.assign(new Client(slow.url), { cookie: alice.cookie });
  const c2 = await owner.post<{ id: string }>("/api/games", {
    options: {},
    side: "dem",
    opponent: "bot",
    bot: "random",
  });
  assert.equal(c2.status, 201);
  await slow.stop("SIGKILL");
  // Process 2 sweeps: the bot has not moved for 1.5 s, so it claims the game and moves.
  const moved = await waitFor(async () => {
    const x = await alice2.game(c2.body.id);
    return x.yourTurn ? x : null;
  }, 20_000);
  assert.ok(moved.seq > 0);
  const again = (await client.query("select count(*)::int n from game_log where game_id = $1", [c2.body.id]))
    .rows[0];
  assert.equal(again.n, moved.seq);
  await client.end();
  assert.deepEqual([...problems(p1), ...problems(p2)], []);
  assert.ok(p1.alive() && p2.alive());
});

test("two processes, moves in quick succession on both: every change reaches the other process", {
  skip: skipPg,
}, async () => {
  // Changes heard of while a game is catching up must not be lost (they once were: the game stalled).
  // Random play may end a game early (a held Scoring card, an automatic victory): another game
  // then begins, until 150 moves made on the two processes have come back to their players.
  const a = await Account.register(p1.url, `qa${process.pid % 10000}`);
  const b = await Account.register(p1.url, `qb${process.pid % 10000}`);
  let acks = 0;
  const errors: string[] = [];
  for (let round = 0; acks < 150; round++) {
    assert.ok(round < 20, "20 games without 150 moves");
    const id = await a.pair(p1.url, b, p2.url);
    let over = false;
    const players = [
      [a, p1.url],
      [b, p2.url],
    ].map(
      ([account, base], i) =>
        new Player({
          base: base as string,
          gameId: id,
          account: account as Account,
          thinkMs: 0,
          rnd: generator(2 * round + i + 1),
          events: {
            ack: () => acks++,
            error: (e) => errors.push(`${id}: ${e}`),
            finished: () => {
              over = true;
            },
          },
        }),
    );
    await Promise.all(players.map((p) => p.start()));
    try {
      await waitFor(async () => acks >= 150 || over, 60_000);
    } finally {
      for (const p of players) p.stop();
    }
    // A move sent just before the players stopped may still be on its way: wait for it.
    const read = (base: string) => new Client(base).get<{ seq: number; status: string }>(`/api/games/${id}`);
    const [g1, g2] = await waitFor(async () => {
      const both = await Promise.all([read(p1.url), read(p2.url)]);
      return both[0].body.seq === both[1].body.seq && both;
    });
    assert.ok(g2.body.seq > 0);
    if (over) assert.equal(g1.body.status, "finished", "both processes know the game is over");
    if (over) assert.equal(g2.body.status, "finished");
  }
  assert.deepEqual(errors, [], "no refusal, no lost update");
});
