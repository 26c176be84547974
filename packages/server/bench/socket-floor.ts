// `node --import tsx packages/server/bench/socket-floor.ts [--games N] [--think S] [--duration S] [--store KIND]
//   [--bytes B] [--server-cpus LIST]`
//
// The floor under the load benchmark's actions per server CPU-second: a server that does only the
// socket work a move cannot avoid, on the same stack as the real one (Fastify 5 and
// @fastify/websocket, loopback TCP): it receives one action message, parses it, and sends one
// update of B bytes (default 1,950: the mean size of the real server's updates in the load
// benchmark, 26 Nov 2026) to each of the game's two players. No rules, no storage, no views. The
// clients play as the load benchmark's do: N games of two clients, whoever's turn it is sends an
// action a think time after the update (mean --think, each wait 0.5x-1.5x of it).
//
// With --store normal|group, each move is also stored first, as the real server stores it on SQLite:
// one row per move in WAL mode with synchronous=NORMAL, the moves read in one turn of the event loop
// in one transaction; `group` then flushes the log to disk before the updates go out, through the
// server's own groupFlush (src/db.ts: SQLITE_SYNC=GROUP, the default); `normal` does not.
//
// Ends with one JSON line: moves_per_s, server_cpu_s (user + system), server_cpu_system_s,
// moves_per_cpu_s. Run the clients on another core than the server, as for the load benchmark:
// `taskset -c 1 node --import tsx packages/server/bench/socket-floor.ts --server-cpus 0`.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import fastifyWebsocket from "@fastify/websocket";
import Database from "better-sqlite3";
import Fastify from "fastify";
import WebSocket from "ws";
import { groupFlush } from "../src/db.ts";
import { generator } from "./load-client.ts";

const { values } = parseArgs({
  options: {
    serve: { type: "boolean", default: false },
    games: { type: "string", default: "100" },
    think: { type: "string", default: "0.05" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    bytes: { type: "string", default: "1950" },
    store: { type: "string", default: "none" },
    "server-cpus": { type: "string" },
  },
  strict: true,
});

function positive(name: string, v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number from 0`);
  return n;
}

type Store = "none" | "normal" | "group";

/**
 * Stores moves as the real server does on SQLite (see the head of this file) and calls `then` with
 * each batch once it is committed (and, with `group`, on disk).
 */
function storeOf(kind: Store): ((game: string, seq: number, then: () => void) => void) | null {
  if (kind === "none") return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dawn-floor-"));
  const file = path.join(dir, "floor.sqlite");
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec(
    "create table moves (game text not null, seq integer not null, action text not null, primary key (game, seq))",
  );
  const insert = db.prepare("insert into moves (game, seq, action) values (?, ?, ?)");
  const flush =
    kind === "group" ? groupFlush(`${file}-wal`, () => db.pragma("wal_checkpoint(PASSIVE)")) : null;
  let batch: { game: string; seq: number; then: () => void }[] = [];
  const commit = db.transaction((rows: typeof batch) => {
    for (const r of rows) insert.run(r.game, r.seq, '{"t":"space","space":17}');
  });
  // The driver ends the server with SIGTERM: exit, so that the database's folder is removed.
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  process.on("SIGTERM", () => process.exit(0));
  return (game, seq, then) => {
    if (batch.length === 0)
      setImmediate(() => {
        const rows = batch;
        batch = [];
        commit(rows);
        const send = () => {
          for (const r of rows) r.then();
        };
        if (flush) void flush().then(send);
        else send();
      });
    batch.push({ game, seq, then });
  };
}

/** The server: one route of WebSockets (`?game=G`), and /cpu (its CPU time and moves so far). */
async function serve(bytes: number, store: Store): Promise<void> {
  const save = storeOf(store);
  const app = Fastify({ logger: false });
  await app.register(fastifyWebsocket, { options: { maxPayload: 1 << 20 } });
  const games = new Map<string, { sockets: WebSocket[]; seq: number }>();
  let moves = 0;
  // The update's bulk: the bytes the header does not take.
  const pad = "x".repeat(Math.max(0, bytes - 60));
  app.get("/cpu", async () => ({ cpu: process.cpuUsage(), moves }));
  app.get("/ws", { websocket: true }, (socket, req) => {
    const id = String((req.query as { game?: string }).game);
    let g = games.get(id);
    if (!g) games.set(id, (g = { sockets: [], seq: 0 }));
    const game = g;
    game.sockets.push(socket);
    socket.on("message", (data) => {
      const msg = JSON.parse(data.toString()) as { seq: number };
      if (msg.seq !== game.seq) return;
      moves++;
      const from = game.seq++;
      const text = `{"type":"patch","from":${from},"seq":${game.seq},"pad":"${pad}"}`;
      const send = () => {
        for (const s of game.sockets) if (s.readyState === s.OPEN) s.send(text);
      };
      if (save) save(id, game.seq, send);
      else send();
    });
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`Serving at ${url}`);
}

async function drive(): Promise<void> {
  const games = positive("games", values.games);
  const thinkMs = positive("think", values.think) * 1000;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(import.meta.url),
      "--serve",
      "--bytes",
      values.bytes,
      "--store",
      storeKind(),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on("data", (d: Buffer) => {
        const m = /Serving at (\S+)/.exec(d.toString());
        if (m) resolve(m[1]!);
      });
      child.on("exit", (code) => reject(new Error(`the floor server exited with ${code}`)));
    });
    if (values["server-cpus"])
      execFileSync("taskset", ["-a", "-pc", values["server-cpus"], String(child.pid)], { stdio: "ignore" });
    const rnd = generator(1);
    const sockets: WebSocket[] = [];
    for (let g = 0; g < games; g++) {
      const pair: WebSocket[] = [];
      for (let seat = 0; seat < 2; seat++) {
        const ws = new WebSocket(`${url.replace(/^http/, "ws")}/ws?game=${g}`);
        await new Promise((r, j) => ws.once("open", r).once("error", j));
        pair.push(ws);
        sockets.push(ws);
      }
      // Seat seq % 2 moves next: it answers an update after a think time.
      const move = (ws: WebSocket, seq: number) =>
        setTimeout(
          () => {
            if (ws.readyState === ws.OPEN)
              ws.send(JSON.stringify({ type: "action", seq, action: { t: "space", space: rnd(76) } }));
          },
          thinkMs * (0.5 + rnd(1000) / 1000),
        );
      for (const [seat, ws] of pair.entries()) {
        ws.on("message", (data) => {
          const seq = (JSON.parse(data.toString()) as { seq: number }).seq;
          if (seq % 2 === seat) move(ws, seq);
        });
      }
      move(pair[0]!, 0);
    }
    const cpu = async () =>
      (await (await fetch(`${url}/cpu`)).json()) as {
        cpu: { user: number; system: number };
        moves: number;
      };
    await new Promise((r) => setTimeout(r, positive("warmup", values.warmup) * 1000));
    const a = await cpu();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, positive("duration", values.duration) * 1000));
    const b = await cpu();
    const seconds = (performance.now() - t0) / 1000;
    const user = (b.cpu.user - a.cpu.user) / 1e6;
    const system = (b.cpu.system - a.cpu.system) / 1e6;
    const moves = b.moves - a.moves;
    for (const ws of sockets) ws.close();
    console.log(
      JSON.stringify({
        moves_per_s: Math.round(moves / seconds),
        server_cpu_s: Math.round((user + system) * 100) / 100,
        server_cpu_system_s: Math.round(system * 100) / 100,
        moves_per_cpu_s: Math.round(moves / (user + system)),
        bytes: Number(values.bytes),
        store: storeKind(),
        games,
        think_s: thinkMs / 1000,
      }),
    );
  } finally {
    child.kill();
  }
}

function storeKind(): Store {
  const k = values.store;
  if (k !== "none" && k !== "normal" && k !== "group")
    throw new Error("--store must be none, normal or group");
  return k;
}

if (values.serve) await serve(positive("bytes", values.bytes), storeKind());
else await drive();
