// WebSocket updates on /api/games/:id/ws. Every client gets {type: "state", ...} on connect and
// after every change, built for its own user: a player sees his seat's view, a spectator the
// observer view. Clients may send actions, undo, resign and sync requests.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import type { Accounts, User } from "./accounts.ts";
import type { GameService } from "./games.ts";
import { HttpError, parseCookies, type RateLimiter } from "./http.ts";

interface Client {
  readonly ws: WebSocket;
  readonly user: User | null;
  readonly gameId: string;
  readonly ip: string;
  alive: boolean;
}

export interface HubOptions {
  readonly accounts: Accounts;
  readonly games: GameService;
  readonly cookieName: string;
  readonly maxPayload: number;
  readonly limiter: RateLimiter;
  readonly ipOf: (req: IncomingMessage) => string;
  readonly originOk: (req: IncomingMessage) => boolean;
  readonly log: (m: string) => void;
}

const WS_PATH = /^\/api\/games\/([^/]+)\/ws$/;

export class Hub {
  private readonly wss: WebSocketServer;
  private readonly clients = new Map<string, Set<Client>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(private readonly o: HubOptions) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: o.maxPayload });
    this.unsubscribe = o.games.onChange((id) => this.broadcast(id));
    this.heartbeat = setInterval(() => {
      for (const set of this.clients.values()) {
        for (const c of set) {
          if (!c.alive) c.ws.terminate();
          else {
            c.alive = false;
            c.ws.ping();
          }
        }
      }
    }, 30_000);
    this.heartbeat.unref();
  }

  /** Handles an HTTP upgrade request; returns false if the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? "/", "http://localhost");
    const m = WS_PATH.exec(url.pathname);
    if (!m) return false;
    const refuse = (status: number, message: string) => {
      socket.end(
        `HTTP/1.1 ${status} ${message.replace(/[^\x20-\x7e]/g, "?")}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
      );
    };
    if (!this.o.originOk(req)) {
      refuse(403, "Cross-site WebSocket refused");
      return true;
    }
    if (!this.o.limiter.take(`ip:${this.o.ipOf(req)}`)) {
      refuse(429, "Too many requests");
      return true;
    }
    const gameId = decodeURIComponent(m[1]!);
    const token = parseCookies(req.headers.cookie)[this.o.cookieName];
    void (async () => {
      try {
        const user = await this.o.accounts.userOf(token);
        const info = await this.o.games.show(user, gameId);
        this.wss.handleUpgrade(req, socket, head, (ws) => {
          const c: Client = { ws, user, gameId, ip: this.o.ipOf(req), alive: true };
          let set = this.clients.get(gameId);
          if (!set) this.clients.set(gameId, (set = new Set()));
          set.add(c);
          ws.on("pong", () => {
            c.alive = true;
          });
          ws.on("close", () => {
            set.delete(c);
            if (set.size === 0 && this.clients.get(gameId) === set) this.clients.delete(gameId);
          });
          ws.on("error", () => ws.terminate());
          ws.on("message", (data, isBinary) => void this.onMessage(c, data.toString(), isBinary));
          this.send(c, { type: "state", ...info });
        });
      } catch (e) {
        if (e instanceof HttpError) refuse(e.status, e.message);
        else {
          this.o.log(`websocket upgrade failed: ${(e as Error).stack}`);
          refuse(500, "Server error");
        }
      }
    })();
    return true;
  }

  private send(c: Client, msg: unknown): void {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(msg));
  }

  private async onMessage(c: Client, text: string, isBinary: boolean): Promise<void> {
    let msg: Record<string, unknown>;
    try {
      if (isBinary) throw new Error("binary");
      msg = JSON.parse(text) as Record<string, unknown>;
      if (!msg || typeof msg !== "object" || Array.isArray(msg)) throw new Error("not an object");
    } catch {
      this.send(c, { type: "error", status: 400, error: "Messages are JSON objects with a type" });
      return;
    }
    const key = c.user ? `user:${c.user.id}` : `ip:${c.ip}`;
    if (!this.o.limiter.take(key)) {
      this.send(c, { type: "error", status: 429, error: "Too many requests: slow down" });
      return;
    }
    try {
      switch (msg.type) {
        case "sync":
        case "ping": {
          const info = await this.o.games.show(c.user, c.gameId);
          this.send(c, { type: "state", ...info });
          return;
        }
        case "action":
        case "undo":
        case "resign": {
          if (!c.user) throw new HttpError(401, "Log in first");
          const { type: _t, ...body } = msg;
          if (msg.type === "action") await this.o.games.act(c.user, c.gameId, body);
          else if (msg.type === "undo") await this.o.games.undo(c.user, c.gameId, body);
          else await this.o.games.resign(c.user, c.gameId, body);
          return; // everyone, the sender included, gets the new state from broadcast()
        }
        default:
          throw new HttpError(
            400,
            `Unknown message type ${JSON.stringify(msg.type)}: use action, undo, resign or sync`,
          );
      }
    } catch (e) {
      if (e instanceof HttpError) this.send(c, { type: "error", status: e.status, error: e.message });
      else {
        this.o.log(`websocket message failed: ${(e as Error).stack}`);
        this.send(c, { type: "error", status: 500, error: "Server error" });
      }
    }
  }

  private broadcast(gameId: string): void {
    const set = this.clients.get(gameId);
    if (!set) return;
    const byUser = new Map<string, string>();
    for (const c of set) {
      const key = c.user?.id ?? "";
      let text = byUser.get(key);
      if (text === undefined) {
        const info = this.o.games.showLoaded(c.user, gameId);
        if (!info) continue;
        text = JSON.stringify({ type: "state", ...info });
        byUser.set(key, text);
      }
      if (c.ws.readyState === c.ws.OPEN) c.ws.send(text);
    }
  }

  /** Number of open connections (for tests and health checks). */
  get size(): number {
    let n = 0;
    for (const s of this.clients.values()) n += s.size;
    return n;
  }

  close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.clients.values()) for (const c of set) c.ws.close(1001, "Server shutting down");
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
