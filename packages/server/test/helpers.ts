// Test helpers: a real server on an ephemeral port with a temporary DATA_DIR, and HTTP and
// WebSocket clients that keep their own session cookie.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Action, View } from "@dawn/engine";
import Database from "better-sqlite3";
import WebSocket from "ws";
import type { GameInfo } from "../src/games.ts";
import { type RunningServer, type ServerConfig, startServer } from "../src/server.ts";

export const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };

const tempDirs: string[] = [];
process.on("exit", () => {
  for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A temporary folder, removed when the test process ends. */
export function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "dawn-server-test-"));
  tempDirs.push(d);
  return d;
}

export const NO_LIMITS = {
  ip: { max: 10_000_000, windowMs: 60_000 },
  user: { max: 10_000_000, windowMs: 60_000 },
  auth: { max: 10_000_000, windowMs: 60_000 },
};

/** Log lines at warning level and above, as "message" strings (tests check there are none). */
export function logSink(errors: string[]) {
  return {
    write(line: string) {
      try {
        const e = JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } };
        if (e.level >= 40) errors.push(e.err?.stack ? `${e.msg}: ${e.err.stack}` : e.msg);
      } catch {
        errors.push(line);
      }
    },
  };
}

export async function start(
  dataDir: string = tempDir(),
  extra: Partial<ServerConfig> = {},
): Promise<RunningServer & { dataDir: string; errors: string[] }> {
  const errors: string[] = [];
  const s = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    scrypt: FAST_SCRYPT,
    botDelayMs: 0,
    rateLimits: NO_LIMITS,
    loginThrottle: { accountFree: 1000, addressFree: 1000 },
    logStream: logSink(errors),
    logLevel: "warn",
    ...extra,
  });
  return Object.assign(s, { dataDir, errors });
}

export interface Reply<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
}

export class Client {
  cookie = "";
  constructor(readonly base: string) {}

  async req<T = Record<string, unknown>>(method: string, p: string, body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(this.base + p, {
      method,
      headers,
      ...(body !== undefined ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
    });
    const set = res.headers.get("set-cookie");
    if (set) {
      const pair = set.split(";")[0]!;
      this.cookie = pair.endsWith("=") ? "" : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T };
  }

  get<T = Record<string, unknown>>(p: string) {
    return this.req<T>("GET", p);
  }
  post<T = Record<string, unknown>>(p: string, body: unknown = {}) {
    return this.req<T>("POST", p, body);
  }

  async game(id: string): Promise<GameInfo & { view: View }> {
    const r = await this.get<GameInfo & { view: View }>(`/api/games/${id}`);
    if (r.status !== 200) throw new Error(`GET game ${id}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }
}

let counter = 0;
export async function user(base: string, prefix = "u"): Promise<Client & { name: string }> {
  const c = new Client(base);
  const name = `${prefix}${process.pid % 10000}_${++counter}`;
  const r = await c.post("/api/register", { name, password: "correct horse" });
  if (r.status !== 201) throw new Error(`register ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return Object.assign(c, { name });
}

/** Creates an invite game by `a` (as `side`) that `b` joins. */
export async function pair(
  a: Client,
  b: Client,
  opts: { side?: string; seed?: number; options?: unknown } = {},
): Promise<string> {
  const r = await a.post<{ id: string; invite: string }>("/api/games", {
    options: opts.options ?? { scenario: "standard" },
    side: opts.side ?? "com",
    opponent: "invite",
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
  });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
  const j = await b.post("/api/join", { invite: r.body.invite });
  if (j.status !== 200) throw new Error(`join: ${j.status} ${JSON.stringify(j.body)}`);
  return r.body.id;
}

/** A small deterministic generator for the tests' own choices. */
export function picker(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * Plays `steps` actions over HTTP: whoever has to decide picks one of his legal actions.
 * Returns the number of actions played.
 */
export async function play(
  id: string,
  players: readonly Client[],
  steps: number,
  pick: (n: number) => number = picker(1),
  onStep?: (info: GameInfo & { view: View }, by: Client) => Promise<void> | void,
): Promise<number> {
  for (let i = 0; i < steps; i++) {
    let mover: Client | null = null;
    let info: (GameInfo & { view: View }) | null = null;
    for (const p of players) {
      const g = await p.game(id);
      if (g.status === "finished") return i;
      if (g.yourTurn) {
        mover = p;
        info = g;
        break;
      }
    }
    if (!mover || !info) throw new Error(`nobody has to decide in game ${id}`);
    if (onStep) await onStep(info, mover);
    const actions = info.view.decision!.actions as Action[];
    const a = actions[pick(actions.length)]!;
    const r = await mover.post(`/api/games/${id}/actions`, { seq: info.seq, action: a });
    if (r.status !== 200)
      throw new Error(`action ${JSON.stringify(a)}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  return steps;
}

/** Reads a game's row and log straight from the SQLite file. */
export function readDb(dataDir: string, id: string) {
  const db = new Database(path.join(dataDir, "dawn.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select * from games where id = ?").get(id) as {
      seed: number;
      seq: number;
      hash: string;
      hash_seq: number;
      options: string;
      status: string;
      version: number;
      engine_version: number;
      base_seq: number;
    };
    const log = db.prepare("select * from game_log where game_id = ? order by seq").all(id) as {
      seq: number;
      kind: string;
      seat: string;
      action: string | null;
      hash: string | null;
    }[];
    const snapshots = (
      db.prepare("select count(*) n from game_snapshots where game_id = ?").get(id) as { n: number }
    ).n;
    return { row, log, snapshots };
  } finally {
    db.close();
  }
}

/** A WebSocket client that queues the messages it receives. */
export class WsClient {
  readonly messages: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];
  readonly ws: WebSocket;

  constructor(base: string, id: string, cookie: string, query = "") {
    this.ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${id}/ws${query}`, {
      headers: cookie ? { cookie } : {},
    });
    this.ws.on("message", (d) => {
      this.messages.push(JSON.parse(d.toString()) as Record<string, unknown>);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.ws.readyState === WebSocket.OPEN) resolve();
      this.ws.once("open", () => resolve());
      this.ws.once("error", reject);
      this.ws.once("unexpected-response", (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    });
  }

  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }

  /**
   * Waits for the first queued message matching `f` (and removes the messages before it). The
   * default wait is generous: the tests check what arrives, not how fast (speed is the load
   * benchmark's), and on a busy 2-core CI machine running other test files a message once took more
   * than 5 s.
   */
  async next(
    f: (m: Record<string, unknown>) => boolean = () => true,
    timeout = 20_000,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const i = this.messages.findIndex(f);
      if (i >= 0) return this.messages.splice(0, i + 1)[i]!;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching message; got ${JSON.stringify(this.messages).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

export async function waitFor<T>(
  f: () => Promise<T | null | undefined | false>,
  timeout = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
