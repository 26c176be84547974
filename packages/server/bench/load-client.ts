// Clients for the load benchmark and the kill -9 tests: accounts over HTTP, and players that
// hold a WebSocket to a game (increments and legal actions, as the web client asks for them),
// choose one of their legal actions after a think time, and time each action from sending it
// to receiving the update that carries it.
import WebSocket from "ws";

/** A small deterministic generator (mulberry32) for the clients' choices. */
export function generator(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An account on one server (several processes share it: the session is in the database). */
export class Account {
  constructor(
    readonly name: string,
    readonly cookie: string,
  ) {}

  static async register(base: string, name: string, password = "load test password"): Promise<Account> {
    const res = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, password }),
    });
    const text = await res.text();
    if (res.status !== 201) throw new HttpFailure(res.status, `register ${name}: ${res.status} ${text}`);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    return new Account(name, cookie);
  }

  async post<T>(base: string, path: string, body: unknown = {}): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: this.cookie },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status < 200 || res.status >= 300)
      throw new HttpFailure(res.status, `POST ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async get<T>(base: string, path: string): Promise<T> {
    const res = await fetch(`${base}${path}`, { headers: { cookie: this.cookie } });
    const text = await res.text();
    if (res.status !== 200) throw new HttpFailure(res.status, `GET ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** A new invite game (this account as `side`) that `other` joins; returns its id. */
  async pair(
    base: string,
    other: Account,
    otherBase = base,
    game?: string,
    clock?: unknown,
  ): Promise<string> {
    const g = await this.post<{ id: string; invite: string }>(base, "/api/games", {
      ...(game ? { game } : {}),
      ...(clock ? { clock } : {}),
      side: "random",
      opponent: "invite",
    });
    await other.post(otherBase, "/api/join", { invite: g.invite });
    return g.id;
  }

  /** A new game against a bot. */
  async botGame(base: string, bot: string, game?: string): Promise<string> {
    const g = await this.post<{ id: string }>(base, "/api/games", {
      ...(game ? { game } : {}),
      side: "random",
      opponent: "bot",
      bot,
    });
    return g.id;
  }
}

/** The parts of a game header a player needs. */
interface Header {
  readonly seq: number;
  readonly status: "waiting" | "active" | "finished";
  readonly yourTurn: boolean;
  readonly actions?: readonly unknown[] | null;
}

export interface PlayerEvents {
  /**
   * An action of this player came back in an update, `ms` after it was sent: it was based on
   * seq `basedOn` (so it is log entry basedOn + 1); the update is at `seq`.
   */
  ack?(ms: number, seq: number, action: unknown, basedOn: number): void;
  /** The server refused something, or the connection failed. */
  error?(what: string): void;
  /** The game is over. */
  finished?(): void;
}

export interface PlayerOptions {
  /** The server's http:// address. */
  readonly base: string;
  readonly gameId: string;
  readonly account: Account;
  /** Mean think time (ms): each wait is drawn from 0.5x to 1.5x of it. */
  readonly thinkMs: number;
  readonly rnd: (n: number) => number;
  readonly events: PlayerEvents;
  /** An update not received this long after an action counts as an error (ms, default 15 s). */
  readonly timeoutMs?: number;
}

/** One player of one game over a WebSocket: chooses one of his legal actions after a think time. */
export class Player {
  private ws: WebSocket | null = null;
  private seq = -1;
  private timer: NodeJS.Timeout | null = null;
  private pending: { seq: number; at: number; action: unknown; timer: NodeJS.Timeout } | null = null;
  private stopped = false;
  /** Actions sent, and acknowledged. */
  sent = 0;
  acked = 0;

  constructor(readonly o: PlayerOptions) {}

  /** Connects; resolves once the first state arrived. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const url = `${this.o.base.replace(/^http/, "ws")}/api/games/${this.o.gameId}/ws?updates=patch&actions=1`;
      const ws = new WebSocket(url, { headers: { cookie: this.o.account.cookie } });
      this.ws = ws;
      let opened = false;
      ws.on("message", (data) => {
        const msg = JSON.parse(data.toString()) as Record<string, unknown>;
        if (!opened && msg.type === "state") {
          opened = true;
          resolve();
        }
        this.onMessage(msg);
      });
      ws.on("unexpected-response", (_req, res) => {
        reject(new Error(`WebSocket refused: ${res.statusCode}`));
      });
      ws.on("error", (e) => {
        if (!opened) reject(e);
        else if (!this.stopped) this.o.events.error?.(`socket: ${e.message}`);
      });
      ws.on("close", (code) => {
        if (!opened) reject(new Error(`closed before the first state (${code})`));
        else if (!this.stopped) this.o.events.error?.(`socket closed (${code})`);
        this.stop();
      });
    });
  }

  private onMessage(msg: Record<string, unknown>): void {
    let h: Header;
    if (msg.type === "state") h = msg as unknown as Header;
    else if (msg.type === "patch") {
      if (msg.from !== this.seq) {
        // An update we cannot apply to what we hold: ask for the whole game.
        this.send({ type: "sync" });
        return;
      }
      h = msg.game as Header;
    } else if (msg.type === "error") {
      this.o.events.error?.(`${msg.status} ${msg.error}`);
      if (this.pending) {
        clearTimeout(this.pending.timer);
        this.pending = null;
      }
      this.send({ type: "sync" });
      return;
    } else return;
    this.seq = h.seq;
    const p = this.pending;
    if (p && h.seq > p.seq) {
      clearTimeout(p.timer);
      this.pending = null;
      this.acked++;
      this.o.events.ack?.(performance.now() - p.at, h.seq, p.action, p.seq);
    }
    if (h.status === "finished") {
      this.o.events.finished?.();
      return;
    }
    if (h.status !== "active" || !h.yourTurn || !h.actions?.length || this.pending || this.timer) return;
    const think = this.o.thinkMs * (0.5 + this.o.rnd(1000) / 1000);
    const actions = h.actions;
    const seq = h.seq;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped || this.seq !== seq) return;
      const action = actions[this.o.rnd(actions.length)];
      const timer = setTimeout(() => {
        if (this.pending?.timer !== timer) return;
        this.pending = null;
        this.o.events.error?.(`no update ${this.o.timeoutMs ?? 15_000} ms after an action`);
        this.send({ type: "sync" });
      }, this.o.timeoutMs ?? 15_000);
      this.pending = { seq, at: performance.now(), action, timer };
      this.sent++;
      this.send({ type: "action", seq, action });
    }, think);
  }

  private send(msg: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  /** Stops playing and closes the connection. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pending) clearTimeout(this.pending.timer);
    this.timer = null;
    this.pending = null;
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) this.ws.close();
  }
}

/** The p-th percentile (0-100) of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
