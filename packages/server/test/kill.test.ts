// kill -9 under load: clients play several games over WebSockets and HTTP against a server
// process, which is killed (SIGKILL) while actions are streaming in. A new process on the same
// data then serves every game with every action that had been acknowledged (an update carrying
// it over the WebSocket, or a 200 over HTTP), and each game replays from its seed to the hashes
// stored with it. On SQLite (the default group commit) and on PostgreSQL (skipped, with a notice,
// when TEST_DATABASE_URL is unset; CI sets it).
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { titles } from "@dawn/titles";
import Database from "better-sqlite3";
import pg from "pg";
import { Account, generator, Player } from "../bench/load-client.ts";
import { jsonEqual } from "../src/patch.ts";
import { tempDir } from "./helpers.ts";
import { scratchDatabase, skipPg } from "./pg.ts";
import { problems, spawnServer } from "./processes.ts";

interface Stored {
  row: { seed: number; options: string; seq: number; hash: string; hash_seq: number; game: string };
  log: { seq: number; kind: string; action: string | null; hash: string | null }[];
}

type Reader = (id: string) => Promise<Stored>;

const sqliteReader =
  (dir: string): Reader =>
  async (id) => {
    const db = new Database(path.join(dir, "dawn.sqlite"), { readonly: true, fileMustExist: true });
    try {
      return {
        row: db.prepare("select * from games where id = ?").get(id) as Stored["row"],
        log: db.prepare("select * from game_log where game_id = ? order by seq").all(id) as Stored["log"],
      };
    } finally {
      db.close();
    }
  };

const pgReader =
  (url: string): Reader =>
  async (id) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const row = (await c.query("select * from games where id = $1", [id])).rows[0] as Stored["row"];
      const log = (await c.query("select * from game_log where game_id = $1 order by seq", [id]))
        .rows as Stored["log"];
      return { row, log };
    } finally {
      await c.end();
    }
  };

/** An action acknowledged to a client: it must be log entry `seq` of game `id`. */
interface Ack {
  id: string;
  seq: number;
  action: unknown;
  via: "ws" | "http";
}

async function killUnderLoad(env: Record<string, string>, read: Reader): Promise<string> {
  const settings = { ...env, WS_MESSAGE_BURST: "100000", WS_MESSAGES_PER_SECOND: "100000", BOT_THREADS: "0" };
  const first = await spawnServer(settings);
  const base = first.url;
  const a = await Account.register(base, `ka${process.pid % 10000}`);
  const b = await Account.register(base, `kb${process.pid % 10000}`);
  const wsGames = await Promise.all(Array.from({ length: 8 }, () => a.pair(base, b)));
  const httpGames = await Promise.all(Array.from({ length: 2 }, () => a.pair(base, b)));
  const acks: Ack[] = [];
  const rnd = generator(17);
  const players: Player[] = [];
  for (const id of wsGames)
    for (const account of [a, b]) {
      const p = new Player({
        base,
        gameId: id,
        account,
        thinkMs: 4,
        rnd: generator(rnd(2 ** 31)),
        events: {
          ack: (_ms, _seq, action, basedOn) => acks.push({ id, seq: basedOn + 1, action, via: "ws" }),
        },
      });
      players.push(p);
    }
  await Promise.all(players.map((p) => p.start()));
  // Two games over HTTP: whoever has to decide posts one of his legal actions; a 200 acknowledges it.
  let killed = false;
  const httpLoop = async (id: string) => {
    const pick = generator(id.length + rnd(1000));
    while (!killed) {
      try {
        for (const c of [a, b]) {
          const g = await c.get<{
            seq: number;
            yourTurn: boolean;
            view: { decision: { actions: unknown[] } };
          }>(base, `/api/games/${id}`);
          if (!g.yourTurn) continue;
          const actions = g.view.decision.actions;
          const action = actions[pick(actions.length)];
          await c.post(base, `/api/games/${id}/actions`, { seq: g.seq, action });
          acks.push({ id, seq: g.seq + 1, action, via: "http" });
        }
      } catch {
        // refused, or the server is gone
      }
    }
  };
  const loops = httpGames.map(httpLoop);
  // Let the actions stream for a while, then kill the process in the middle of it.
  const t0 = Date.now();
  while (Date.now() - t0 < 1500 || acks.filter((x) => x.via === "ws").length < 100) {
    await new Promise((r) => setTimeout(r, 50));
    assert.ok(Date.now() - t0 < 60_000, "the clients got actions through");
  }
  await first.stop("SIGKILL");
  killed = true;
  const acked = acks.slice();
  for (const p of players) p.stop();
  await Promise.all(loops);
  assert.ok(
    acked.some((x) => x.via === "http"),
    "some HTTP actions were acknowledged",
  );

  // A new process on the same data: every acknowledged action is there, every game replays.
  const second = await spawnServer(settings);
  try {
    const module = titles.default;
    for (const id of [...wsGames, ...httpGames]) {
      const { row, log } = await read(id);
      assert.equal(log.length, row.seq, `game ${id}: the log has every entry of the game`);
      for (const x of acked.filter((y) => y.id === id)) {
        const e = log[x.seq - 1];
        assert.ok(e, `game ${id}: acknowledged entry ${x.seq} (${x.via}) was lost`);
        assert.equal(e.kind, "action");
        assert.ok(jsonEqual(JSON.parse(e.action!), x.action), `game ${id} entry ${x.seq} is the action sent`);
      }
      let s = module.newGame(row.seed, JSON.parse(row.options));
      for (const e of log) {
        s = module.apply(s, JSON.parse(e.action!));
        if (e.hash) assert.equal(module.hash(s), e.hash, `game ${id}: the state after entry ${e.seq}`);
        if (e.seq === row.hash_seq) assert.equal(module.hash(s), row.hash, `game ${id}: the game's hash`);
      }
      const served = await a.get<{ seq: number; status: string }>(second.url, `/api/games/${id}`);
      assert.equal(served.seq, row.seq, "the new process serves the stored game");
    }
    // And play goes on.
    const id = httpGames[0]!;
    for (let i = 0; i < 3; i++) {
      for (const c of [a, b]) {
        const g = await c.get<{ seq: number; yourTurn: boolean; view: { decision: { actions: unknown[] } } }>(
          second.url,
          `/api/games/${id}`,
        );
        if (g.yourTurn)
          await c.post(second.url, `/api/games/${id}/actions`, {
            seq: g.seq,
            action: g.view.decision.actions[0],
          });
      }
    }
    assert.deepEqual(
      problems(second).filter((m) => !m.startsWith("could not bundle the web client")),
      [],
      "the new process found nothing to repair",
    );
    assert.ok(acked.length >= 100, `${acked.length} acknowledged actions`);
    const http = acked.filter((x) => x.via === "http").length;
    return `${acked.length} acknowledged actions (${http} over HTTP) in ${wsGames.length + httpGames.length} games before the kill`;
  } finally {
    await second.stop();
  }
}

test("kill -9 under load on SQLite: no acknowledged action lost, every game replays to its hashes", async (t) => {
  const dir = tempDir();
  t.diagnostic(await killUnderLoad({ DATA_DIR: dir }, sqliteReader(dir)));
});

test("kill -9 under load on PostgreSQL: no acknowledged action lost, every game replays to its hashes", {
  skip: skipPg ? "TEST_DATABASE_URL is not set: the PostgreSQL test is skipped" : false,
}, async (t) => {
  const db = await scratchDatabase();
  try {
    t.diagnostic(await killUnderLoad({ DATABASE_URL: db.url }, pgReader(db.url)));
  } finally {
    await db.drop();
  }
});
