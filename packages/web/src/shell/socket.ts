// The live connection to one game: state messages and increments in, actions out; reconnects
// quickly (a server restart is noticed within a few seconds).
import type { PatchReply, ViewPatch } from "@dawn/platform/protocol";

/**
 * The view after an increment (the platform's `applyViewPatch`, written here so that the page does
 * not carry the protocol module's zod schemas; test/socket.test.ts checks both give the same).
 */
export function applyPatch<V>(view: V, patch: ViewPatch): V {
  const out: Record<string, unknown> = { ...(view as Record<string, unknown>) };
  if (patch.set) for (const k of Object.keys(patch.set)) out[k] = patch.set[k];
  if (patch.append)
    for (const k of Object.keys(patch.append)) {
      const old = out[k];
      out[k] = Array.isArray(old) ? old.concat(patch.append[k]) : patch.append[k]!.slice();
    }
  if (patch.unset) for (const k of patch.unset) delete out[k];
  return out as V;
}

export interface StateMessage<V = unknown> {
  readonly type: "state";
  readonly seq: number;
  readonly view: V;
  readonly status: "waiting" | "active" | "finished";
  readonly seats: Readonly<Record<string, string | null>>;
  readonly canUndo: boolean;
  readonly yourSeat?: string | null;
  readonly roles?: Readonly<Record<string, string>>;
  readonly hotseat?: boolean;
  readonly invite?: string | null;
  readonly rematch?: string | null;
  readonly yourTurn?: boolean;
}

export type ConnectionStatus = "connecting" | "open" | "closed";

/** A refusal of a message sent with a ref (status null: the connection closed first). */
export type Refused = (status: number | null, error: string) => void;

export interface GameSocketHandlers<V> {
  onState(msg: StateMessage<V>): void;
  onError(error: string): void;
  onStatus(status: ConnectionStatus): void;
  /** Other messages of the server (the club's chat). */
  onOther?(msg: { readonly type: string }): void;
}

/** Delay before reconnect attempt `n` (0-based): 0.25 s doubling up to 3 s. */
export function backoff(n: number): number {
  return Math.min(3_000, 250 * 2 ** Math.min(n, 4));
}

export class GameSocket<V = unknown> {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** The last whole game known (increments apply to its view). */
  private last: StateMessage<V> | null = null;
  /** Messages sent with a ref and not answered yet: what to do with their refusal. */
  private readonly refusals = new Map<number, Refused>();
  private lastRef = 0;

  constructor(
    private readonly gameId: string,
    private readonly handlers: GameSocketHandlers<V>,
  ) {
    this.connect();
    window.addEventListener("online", this.reconnectNow);
    window.addEventListener("offline", this.dropNow);
    document.addEventListener("visibilitychange", this.onVisible);
  }

  /** The browser knows the network is gone: close now rather than wait for a time-out. */
  private readonly dropNow = (): void => {
    this.ws?.close();
  };

  private readonly reconnectNow = (): void => {
    if (this.closed || (this.ws && this.ws.readyState <= WebSocket.OPEN)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  };

  private readonly onVisible = (): void => {
    if (document.visibilityState !== "visible") return;
    // Back from the background: reconnect, or ask for the current state in case one was missed.
    if (this.ws?.readyState === WebSocket.OPEN) this.send({ type: "sync" });
    else this.reconnectNow();
  };

  private connect(): void {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    // Increments (new log entries, changed parts of the view) and the legal actions in each header.
    const url = `${proto}//${location.host}/api/games/${encodeURIComponent(this.gameId)}/ws?updates=patch&actions=1`;
    this.handlers.onStatus("connecting");
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.handlers.onStatus("open");
    };
    ws.onmessage = (ev) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (!msg || typeof msg !== "object") return;
      const m = msg as { type?: string; error?: string };
      if (m.type === "state") {
        this.last = msg as StateMessage<V>;
        this.handlers.onState(this.last);
      } else if (m.type === "patch") {
        const p = msg as PatchReply;
        // An increment from the view held; any other starting point: ask for the whole game,
        // unless the page holds this seq already (the answer to its own move came first).
        if (!this.last || p.from !== this.last.seq) {
          if (!this.last || p.seq > this.last.seq) this.send({ type: "sync" });
          return;
        }
        const view = p.view ? applyPatch(this.last.view, p.view) : this.last.view;
        this.last = { ...(p.game as unknown as StateMessage<V>), type: "state", view };
        this.handlers.onState(this.last);
      } else if (m.type === "error") {
        const e = msg as { status?: unknown; error?: unknown; ref?: unknown };
        const refused = typeof e.ref === "number" ? this.refusals.get(e.ref) : undefined;
        if (refused) {
          this.refusals.delete(e.ref as number);
          refused(typeof e.status === "number" ? e.status : 400, String(e.error ?? "Error"));
        } else if (e.status === 429 && this.refusals.size) {
          // Too many messages, refused before the server read which (it names the move when it
          // can): a move waiting for its state may be the one refused (the page asks again).
          this.dropRefs();
        } else this.handlers.onError(String(e.error ?? "Error"));
      } else if (typeof m.type === "string") this.handlers.onOther?.(m as { type: string });
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.dropRefs();
      this.handlers.onStatus("closed");
      if (this.closed) return;
      this.timer = setTimeout(
        () => {
          this.timer = null;
          this.connect();
        },
        backoff(this.attempts++),
      );
    };
  }

  /** A whole game received another way (the answer to a request): increments apply to it. */
  hold(state: StateMessage<V>): void {
    if (!this.last || state.seq > this.last.seq) this.last = state;
  }

  /**
   * Sends a message with a ref of its own if connected (false: not sent). The server answers a
   * refusal with an error carrying the ref: `refused` gets its status and text; status null: the
   * connection closed before any answer (the message may or may not have been acted on). A message
   * acted on has no answer of its own: its effect comes as the next state; call `forget` then.
   */
  sendWithRef(msg: Readonly<Record<string, unknown>>, refused: Refused): number | false {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    const ref = ++this.lastRef;
    this.refusals.set(ref, refused);
    this.ws.send(JSON.stringify({ ...msg, ref }));
    return ref;
  }

  /** A message sent with `sendWithRef` needs no answer any more. */
  forget(ref: number): void {
    this.refusals.delete(ref);
  }

  private dropRefs(): void {
    const waiting = [...this.refusals.values()];
    this.refusals.clear();
    for (const f of waiting) f(null, "closed");
  }

  /** Sends a message if connected; returns false when it could not be sent. */
  send(msg: unknown): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    window.removeEventListener("online", this.reconnectNow);
    window.removeEventListener("offline", this.dropNow);
    document.removeEventListener("visibilitychange", this.onVisible);
    this.ws?.close();
    this.ws = null;
    this.dropRefs();
  }
}
