// Hints for 1989 (issue #12) computed in the bot worker pool: the three best choices at the
// player's decision, each one of his legal actions, described by the title, with win chances.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { HintBody } from "@dawn/platform/protocol";
import { start, user, WsClient } from "./helpers.ts";

test("1989: hints come from the worker pool and are legal actions of the decision", async () => {
  const s = await start(undefined, { botThreads: 1, clubSweepMs: 0, hintBudgetMs: 1500 });
  try {
    const a = await user(s.url);
    const c = await a.post<{ id: string }>("/api/games", { game: "dof", opponent: "hotseat", seed: 12 });
    assert.equal(c.status, 201);
    const ws = new WsClient(s.url, c.body.id, a.cookie, "?actions=1");
    await ws.opened();
    const st = await ws.next((m) => m.type === "state");
    const legal = (st.actions as unknown[]).map((x) => JSON.stringify(x));
    const h = await a.post<HintBody>(`/api/games/${c.body.id}/hint`, {});
    assert.equal(h.status, 200, JSON.stringify(h.body));
    assert.equal(h.body.hints.length, Math.min(3, legal.length));
    for (const x of h.body.hints) {
      assert.ok(legal.includes(JSON.stringify(x.action)), `${JSON.stringify(x.action)} is legal`);
      assert.ok(x.text.length > 0);
      assert.ok(x.winChance >= 0 && x.winChance <= 1);
    }
    // Asked again at the same position: the same answer (cached, not searched twice).
    const again = await a.post<HintBody>(`/api/games/${c.body.id}/hint`, {});
    assert.deepEqual(again.body, h.body);
    // One hint at a time per player: a second position asked meanwhile is refused.
    const other = await a.post<{ id: string }>("/api/games", { game: "dof", opponent: "hotseat", seed: 13 });
    const third = await a.post<{ id: string }>("/api/games", { game: "dof", opponent: "hotseat", seed: 14 });
    // Asked at the same time (straight to the service: HTTP timing would decide the order).
    const me = (await a.get<{ user: { id: string; name: string } }>("/api/me")).body.user;
    const both = await Promise.allSettled([s.club.hints(me, other.body.id), s.club.hints(me, third.body.id)]);
    assert.deepEqual(
      both.map((r) => (r.status === "fulfilled" ? 200 : (r.reason as { status: number }).status)),
      [200, 429],
    );
    ws.close();
    assert.deepEqual(s.errors, []);
  } finally {
    await s.close();
  }
});
