// Shutting down while the club is still writing: close() waits for the ratings and notices that a
// change started, so none of them reaches a database already closed (a PostgreSQL run in CI once
// logged "driver has already been destroyed" for a game-over notice queued as the server stopped).
import assert from "node:assert/strict";
import { test } from "node:test";
import { pair, start, user, waitFor } from "./helpers.ts";

test("the club's close waits for the notices a change started: all stored, nothing logged", async () => {
  const server = await start(undefined, { clubSweepMs: 0 });
  try {
    const alice = await user(server.url, "ca");
    const bob = await user(server.url, "cb");
    const id = await pair(alice, bob);
    const r = await alice.post(`/api/games/${id}/resign`, {});
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const overs = () =>
      server.store.db
        .selectFrom("notices")
        .select("user_id")
        .where("key", "=", `over:${id}`)
        .execute()
        .then((rows) => rows.length);
    // The resignation's own "game over" notices (one per player), then forget them...
    await waitFor(async () => (await overs()) === 2);
    await server.store.db.deleteFrom("notices").where("key", "=", `over:${id}`).execute();
    // ...and have the club queue them again, closing it at once: both are written before it closes.
    server.club.onGame(server.games.loaded(id)!);
    await server.club.close();
    assert.equal(await overs(), 2);
  } finally {
    await server.close();
  }
  assert.deepEqual(server.errors, []);
});
