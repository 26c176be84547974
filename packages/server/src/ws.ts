// WebSocket updates on /api/games/:id/ws. Every client gets the whole game ({type: "state"}) on
// connect and on "sync"; after every change, clients that asked for increments (updates=patch)
// get {type: "patch"} (the new header and what changed in their view), the others the whole
// game again. Each client gets its own seat's view; spectators the observer's. Clients may send
// actions, undo, resign, sync and ping. Limits: connections per address (refused at the
// handshake), spectators per game and connections per player per game (told, then closed), and
// a message budget per connection.
import { ClientMessage, describeIssue, MessageRef, type ServerMessage } from "@dawn/platform/protocol";
import type { WebSocket } from "ws";
import type { User } from "./accounts.ts";
import { HttpError, tooMany } from "./errors.ts";
import type { GameService, HeaderText, Live } from "./games.ts";
import type { Metrics } from "./metrics.ts";
import { type TextPatch, viewPatch } from "./patch.ts";

export interface WsLimits {
  /** Open connections from one address (default 64). */
  readonly perAddress: number;
  /** Spectators of one game (default 200). */
  readonly spectatorsPerGame: number;
  /** Connections of one player to one game (tabs, devices; default 8). */
  readonly perPlayerPerGame: number;
  /** Messages a connection may send in a burst, and per second after it (default 40, 5). */
  readonly messageBurst: number;
  readonly messagesPerSecond: number;
}

export const DEFAULT_WS_LIMITS: WsLimits = {
  perAddress: 64,
  spectatorsPerGame: 200,
  perPlayerPerGame: 8,
  messageBurst: 40,
  messagesPerSecond: 5,
};

interface Conn {
  readonly ws: WebSocket;
  readonly user: User | null;
  readonly gameId: string;
  readonly address: string;
  readonly player: boolean;
  readonly patches: boolean;
  readonly actions: boolean;
  alive: boolean;
  /** The view this client holds and its seq (patch clients). */
  held: { seq: number; view: unknown } | null;
  tokens: number;
  tokensAt: number;
}

export interface HubOptions {
  readonly games: GameService;
  readonly metrics: Metrics;
  readonly limits: WsLimits;
  readonly log: (level: "warn" | "error", m: string) => void;
}

export class Hub {
  private readonly byGame = new Map<string, Set<Conn>>();
  private readonly byAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private count = 0;

  constructor(private readonly o: HubOptions) {
    this.unsubscribe = o.games.onChange((g) => this.broadcast(g));
    this.heartbeat = setInterval(() => {
      for (const set of this.byGame.values()) {
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

  /** Open connections. */
  get size(): number {
    return this.count;
  }

  /** Refuses a handshake from an address that has too many connections open already. */
  admitAddress(address: string): void {
    if ((this.byAddress.get(address) ?? 0) >= this.o.limits.perAddress)
      throw tooMany(`Too many open connections from your address (${this.o.limits.perAddress})`, 10);
  }

  /** Why a new connection to this game must be refused (after the handshake), or null. */
  private refusal(g: Live, user: User | null, player: boolean): string | null {
    const set = this.byGame.get(g.id);
    if (!set) return null;
    if (player) {
      let n = 0;
      for (const c of set) if (c.user?.id === user!.id) n++;
      return n >= this.o.limits.perPlayerPerGame
        ? `You have ${n} connections to this game open already: close one`
        : null;
    }
    let spectators = 0;
    for (const c of set) if (!c.player) spectators++;
    return spectators >= this.o.limits.spectatorsPerGame
      ? `This game has ${spectators} spectators, the most it takes: try again later`
      : null;
  }

  /** A new connection (the handshake was accepted). */
  attach(
    ws: WebSocket,
    g: Live,
    user: User | null,
    address: string,
    opts: { patches: boolean; actions: boolean },
  ): void {
    const player = user !== null && [...g.seats.values()].some((s) => s.userId === user.id);
    const refusal = this.refusal(g, user, player);
    if (refusal) {
      this.o.metrics.refused.inc({ status: "429" });
      const msg: ServerMessage = { type: "error", status: 429, error: refusal };
      ws.send(JSON.stringify(msg));
      ws.close(1013, "Try again later");
      return;
    }
    const c: Conn = {
      ws,
      user,
      gameId: g.id,
      address,
      player,
      patches: opts.patches,
      actions: opts.actions,
      alive: true,
      held: null,
      tokens: this.o.limits.messageBurst,
      tokensAt: Date.now(),
    };
    let set = this.byGame.get(g.id);
    if (!set) this.byGame.set(g.id, (set = new Set()));
    set.add(c);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.count++;
    ws.on("pong", () => {
      c.alive = true;
    });
    ws.on("close", () => this.detach(c));
    ws.on("error", () => ws.terminate());
    ws.on("message", (data, isBinary) => {
      this.onMessage(c, isBinary ? null : data.toString()).catch((e: unknown) => {
        this.o.log("error", `websocket message failed: ${(e as Error).stack}`);
      });
    });
    this.sendState(c, g);
  }

  private detach(c: Conn): void {
    const set = this.byGame.get(c.gameId);
    if (!set?.delete(c)) return;
    if (set.size === 0) this.byGame.delete(c.gameId);
    const n = (this.byAddress.get(c.address) ?? 1) - 1;
    if (n <= 0) this.byAddress.delete(c.address);
    else this.byAddress.set(c.address, n);
    this.count--;
  }

  private send(c: Conn, text: string): void {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(text);
  }

  private sendState(c: Conn, g: Live): void {
    const header = this.o.games.header(g, c.user, c.actions);
    const view = this.o.games.view(g, header.yourSeat);
    c.held = { seq: g.row.seq, view };
    this.send(c, JSON.stringify({ type: "state", ...header, view }));
  }

  private error(c: Conn, status: number, error: string, ref?: string | number): void {
    this.o.metrics.refused.inc({ status: String(status) });
    const msg: ServerMessage = { type: "error", status, error, ...(ref !== undefined ? { ref } : {}) };
    this.send(c, JSON.stringify(msg));
  }

  /** Takes one message from the connection's budget (a token bucket). */
  private spend(c: Conn): boolean {
    const t = Date.now();
    const l = this.o.limits;
    c.tokens = Math.min(l.messageBurst, c.tokens + ((t - c.tokensAt) / 1000) * l.messagesPerSecond);
    c.tokensAt = t;
    if (c.tokens < 1) return false;
    c.tokens -= 1;
    return true;
  }

  private async onMessage(c: Conn, text: string | null): Promise<void> {
    this.o.metrics.wsMessages.inc();
    // A refused move keeps its ref, so that the client knows which one was not made.
    if (!this.spend(c)) return this.error(c, 429, "Too many messages: slow down", refOf(text));
    let raw: unknown;
    try {
      if (text === null) throw new Error("binary");
      raw = JSON.parse(text);
    } catch {
      return this.error(c, 400, "Messages are JSON objects with a type (see docs/protocol.md)");
    }
    const parsed = ClientMessage.safeParse(raw);
    if (!parsed.success) return this.error(c, 400, describeIssue(parsed.error));
    const msg = parsed.data;
    const ref = "ref" in msg ? msg.ref : undefined;
    try {
      switch (msg.type) {
        case "ping":
          this.send(c, '{"type":"pong"}');
          return;
        case "sync": {
          const g = await this.o.games.open(c.gameId);
          this.sendState(c, g);
          return;
        }
        case "action":
        case "undo":
        case "resign": {
          if (!c.user) throw new HttpError(401, "Log in first");
          // Everyone, the sender included, gets the new state from broadcast().
          if (msg.type === "action") await this.o.games.act(c.user, c.gameId, msg, "ws");
          else if (msg.type === "undo") await this.o.games.undo(c.user, c.gameId, msg, "ws");
          else await this.o.games.resign(c.user, c.gameId, msg, "ws");
          return;
        }
      }
    } catch (e) {
      if (e instanceof HttpError) return this.error(c, e.status, e.message, ref);
      this.o.log("error", `websocket ${msg.type} failed: ${(e as Error).stack}`);
      return this.error(c, 500, "Server error", ref);
    }
  }

  /**
   * Sends a message of one's own (the club's chat) to the clients of a game: `text` gives each
   * client's text (null: nothing for this one) from its user and whether it plays.
   */
  sendEach(gameId: string, text: (user: User | null, player: boolean) => string | null): void {
    for (const c of this.byGame.get(gameId) ?? []) {
      const t = text(c.user, c.player);
      if (t !== null) this.send(c, t);
    }
  }

  /** Users connected to a game (the club's chat looks up their mutes). */
  usersOf(gameId: string): User[] {
    return [...(this.byGame.get(gameId) ?? [])].flatMap((c) => (c.user ? [c.user] : []));
  }

  /** Sends every client of the game its update. */
  private broadcast(g: Live): void {
    const set = this.byGame.get(g.id);
    if (!set) return;
    const shared = this.o.games.headerShared(g);
    const headers = new Map<string, HeaderText>();
    const views = new Map<string, unknown>();
    const texts = new Map<string, string>();
    const patches = new Map<unknown, Map<string, TextPatch | null>>();
    const seq = g.row.seq;
    for (const c of set) {
      const key = `${c.user?.id ?? ""}|${c.actions ? 1 : 0}`;
      let h = headers.get(key);
      if (!h) headers.set(key, (h = this.o.games.headerText(g, c.user, c.actions, shared)));
      const viewer = h.yourSeat ?? "\u0000observer";
      let view = views.get(viewer);
      if (view === undefined) views.set(viewer, (view = this.o.games.view(g, h.yourSeat)));
      const from = c.held;
      let patch: TextPatch | null = null;
      if (c.patches && from) {
        let byViewer = patches.get(from.view);
        if (!byViewer) patches.set(from.view, (byViewer = new Map()));
        patch = byViewer.get(viewer) ?? null;
        if (!byViewer.has(viewer)) byViewer.set(viewer, (patch = viewPatch(from.view, view)));
      }
      c.held = { seq, view };
      if (!patch || !from) {
        let text = texts.get(`state|${key}`);
        // {type: "state", ...header, view} (ServerMessage), from the header's text.
        if (!text)
          texts.set(
            `state|${key}`,
            (text = `{"type":"state",${h.json.slice(1, -1)},"view":${JSON.stringify(view)}}`),
          );
        this.send(c, text);
        continue;
      }
      // {type: "patch", from, seq, game, view?} (ServerMessage), put together from cached texts.
      const viewPart = patch.json === null ? "" : `,"view":${patch.json}`;
      this.send(c, `{"type":"patch","from":${from.seq},"seq":${seq},"game":${h.json}${viewPart}}`);
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.byGame.values()) for (const c of set) c.ws.close(1001, "Server shutting down");
  }
}

/** The ref of a message refused before it is read (too many messages), if it has a valid one. */
function refOf(text: string | null): string | number | undefined {
  if (text === null || text.length > 4096) return undefined;
  try {
    const ref = MessageRef.safeParse((JSON.parse(text) as { ref?: unknown } | null)?.ref);
    return ref.success ? ref.data : undefined;
  } catch {
    return undefined;
  }
}
