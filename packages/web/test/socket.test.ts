// The client's copy of the view increment (socket.ts keeps zod out of the page) against the
// platform's applyViewPatch, on random views and patches; the reconnect delays; messages sent with
// a ref (moves) and what becomes of them: refused by the server, forgotten, cut off.
import assert from "node:assert/strict";
import { test } from "node:test";
import { applyViewPatch, type ViewPatch } from "@dawn/platform/protocol";
import fc from "fast-check";
import { applyPatch, backoff, GameSocket } from "../src/shell/socket.ts";

const value = fc.oneof(fc.integer(), fc.string(), fc.array(fc.integer(), { maxLength: 4 }));
const key = fc.constantFrom("a", "b", "log", "seq", "hand");

test("applyPatch gives what the platform's applyViewPatch gives, without changing the input", () => {
  fc.assert(
    fc.property(
      fc.dictionary(key, value),
      fc.record(
        {
          set: fc.dictionary(key, value),
          append: fc.dictionary(key, fc.array(fc.integer(), { maxLength: 3 })),
          unset: fc.array(key, { maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
      (view, patch) => {
        const before = JSON.stringify(view);
        assert.deepEqual(applyPatch(view, patch as ViewPatch), applyViewPatch(view, patch as ViewPatch));
        assert.equal(JSON.stringify(view), before);
      },
    ),
  );
});

test("reconnect delays: a quarter of a second, doubling, at most 3 s", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 9].map(backoff), [250, 500, 1000, 2000, 3000, 3000, 3000]);
});

/** A WebSocket in memory: what the page sent, and the server's side (open, message, close). */
class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(msg: unknown): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

function withFakeBrowser<T>(f: () => T): T {
  const g = globalThis as Record<string, unknown>;
  const saved = ["window", "document", "location", "WebSocket"].map((k) => [k, g[k]] as const);
  const events = { addEventListener() {}, removeEventListener() {} };
  Object.assign(g, {
    window: events,
    document: events,
    location: { protocol: "http:", host: "test" },
    WebSocket: FakeSocket,
  });
  try {
    return f();
  } finally {
    for (const [k, v] of saved) g[k] = v;
  }
}

test("a message sent with a ref: refused with its ref, forgotten, or cut off by a closed connection", () => {
  withFakeBrowser(() => {
    const errors: string[] = [];
    const sock = new GameSocket("g1", { onState() {}, onError: (e) => errors.push(e), onStatus() {} });
    const ws = FakeSocket.last!;
    const refusals: [number | null, string][] = [];
    const refused = (status: number | null, error: string) => refusals.push([status, error]);
    // Not open yet: not sent.
    assert.equal(sock.sendWithRef({ type: "action", seq: 3, action: 1 }, refused), false);
    ws.open();
    const a = sock.sendWithRef({ type: "action", seq: 3, action: 1 }, refused);
    const b = sock.sendWithRef({ type: "action", seq: 3, action: 2 }, refused);
    assert.ok(typeof a === "number" && typeof b === "number" && a !== b);
    assert.deepEqual(ws.sent, [
      { type: "action", seq: 3, action: 1, ref: a },
      { type: "action", seq: 3, action: 2, ref: b },
    ]);
    // The server refuses the first: its callback, not the page's error handler.
    ws.receive({ type: "error", status: 409, error: "stale", ref: a });
    assert.deepEqual(refusals, [[409, "stale"]]);
    assert.deepEqual(errors, []);
    // The same ref again, or none: the page's error handler.
    ws.receive({ type: "error", status: 409, error: "again", ref: a });
    assert.deepEqual(errors, ["again"]);
    // The second is forgotten (its state came): a refusal naming it is an ordinary error.
    sock.forget(b as number);
    ws.receive({ type: "error", status: 400, error: "late", ref: b });
    assert.deepEqual(errors, ["again", "late"]);
    assert.equal(refusals.length, 1);
    // A move waiting when the connection closes: told so (status null).
    sock.sendWithRef({ type: "action", seq: 4, action: 3 }, refused);
    ws.close();
    assert.deepEqual(refusals.at(-1), [null, "closed"]);
    assert.equal(refusals.length, 2);
    sock.close();
  });
});

test("too many messages: a move waiting is told the server may have refused it (status null)", () => {
  withFakeBrowser(() => {
    const errors: string[] = [];
    const sock = new GameSocket("g2", { onState() {}, onError: (e) => errors.push(e), onStatus() {} });
    const ws = FakeSocket.last!;
    ws.open();
    // Nothing waiting: an ordinary error.
    ws.receive({ type: "error", status: 429, error: "Too many messages: slow down" });
    assert.deepEqual(errors, ["Too many messages: slow down"]);
    const refusals: [number | null, string][] = [];
    sock.sendWithRef({ type: "action", seq: 1, action: 0 }, (s, e) => refusals.push([s, e]));
    ws.receive({ type: "error", status: 429, error: "Too many messages: slow down" });
    assert.deepEqual(refusals, [[null, "closed"]]);
    assert.equal(errors.length, 1);
    sock.close();
  });
});
