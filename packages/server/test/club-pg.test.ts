// The club on two server processes sharing one PostgreSQL database (skipped, with a notice,
// without TEST_DATABASE_URL): a clock charged by a move made on the other process, a clock that
// runs out ending the game once although both processes sweep, ratings counted once, and chat
// pushed to a player connected to the other process.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { ChatMessage, ClubInfo, GameHeader, ProfileBody } from "@dawn/platform/protocol";
import { Client, user, WsClient, waitFor } from "./helpers.ts";
import { scratchDatabase, skipPg } from "./pg.ts";
import { problems, type ServerProcess, spawnServer } from "./processes.ts";

if (skipPg) console.log("# club-pg: TEST_DATABASE_URL is not set: the PostgreSQL club tests are skipped");

let db: { url: string; drop(): Promise<void> } | null = null;
let p1: ServerProcess;
let p2: ServerProcess;

before(async () => {
  if (skipPg) return;
  db = await scratchDatabase();
  p1 = await spawnServer({ DATABASE_URL: db.url, CLUB_SWEEP_MS: "200" });
  p2 = await spawnServer({ DATABASE_URL: db.url, CLUB_SWEEP_MS: "200" });
});
after(async () => {
  if (skipPg) return;
  await p1?.stop();
  await p2?.stop();
  await db?.drop();
});

const as = (c: Client, base: string) => Object.assign(new Client(base), { cookie: c.cookie });
type Header = GameHeader & { club: ClubInfo };

test("clocks across processes: a move on the other process, one timeout, one rating, chat pushed across", {
  skip: skipPg,
}, async () => {
  const alice = await user(p1.url, "pa");
  const bob = as(await user(p1.url, "pb"), p2.url);
  const c = await alice.post<{ id: string }>("/api/games", {
    side: "com",
    opponent: "open",
    rated: true,
    clock: { kind: "live", minutes: 0.15, increment: 0 },
  });
  assert.equal(c.status, 201, JSON.stringify(c.body));
  const id = c.body.id;
  assert.equal((await bob.post(`/api/games/${id}/join`, {})).status, 200);
  // Every player on the other process than the one that stored the last change.
  const wsA = new WsClient(p1.url, id, alice.cookie, "?actions=1");
  const wsB = new WsClient(p2.url, id, bob.cookie, "?actions=1");
  await Promise.all([wsA.opened(), wsB.opened()]);
  const a0 = (await wsA.next((m) => m.type === "state")) as unknown as Header;
  const b0 = (await wsB.next((m) => m.type === "state")) as unknown as Header;
  assert.equal(a0.club.clock?.running, a0.turn);
  // The seat to move sends its move through the other process.
  const [start, mover] = a0.turn === "com" ? [a0, as(alice, p2.url)] : [b0, as(bob, p1.url)];
  const r = await mover.post(`/api/games/${id}/actions`, { seq: start.seq, action: start.actions![0] });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  // Both processes show the same clock: charged by the move, stored once.
  const h1 = (await alice.game(id)) as unknown as Header;
  const h2 = (await as(alice, p2.url).game(id)) as unknown as Header;
  assert.equal(h1.seq, start.seq + 1);
  assert.equal(h1.club.clock?.deadline, h2.club.clock?.deadline);
  assert.equal(h1.club.clock?.running, h1.turn);
  assert.ok(h1.club.clock!.left[a0.turn!]! < 9000, "the mover's time was charged");
  // Chat from process 1 reaches Bob's socket on process 2.
  assert.equal((await alice.post(`/api/games/${id}/chat`, { text: "across" })).status, 201);
  const chat = await wsB.next((m) => m.type === "chat", 5000);
  assert.equal((chat.message as ChatMessage).text, "across");
  // The running clock runs out; both processes sweep; one timeout entry, one rating.
  const done = await waitFor(async () => {
    const g = (await alice.game(id)) as unknown as Header & { result: { reason: string } | null };
    return g.status === "finished" ? g : null;
  }, 20_000);
  assert.equal(done.result?.reason, "timeout");
  assert.equal(done.seq, h1.seq + 1, "one timeout entry");
  const prof = await waitFor(async () => {
    const p = await new Client(p2.url).get<ProfileBody>(`/api/club/players/${alice.name}`);
    return p.status === 200 && p.body.ratings.length === 2 ? p.body : null;
  });
  assert.equal(prof.ratings.find((x) => x.scope === "all")!.games, 1);
  await new Promise((res) => setTimeout(res, 600));
  const again = (await new Client(p1.url).get<ProfileBody>(`/api/club/players/${alice.name}`)).body;
  assert.equal(
    again.ratings.find((x) => x.scope === "all")!.games,
    1,
    "counted once by two sweeping processes",
  );
  assert.equal(again.history.length, 1);
  wsA.close();
  wsB.close();
  assert.deepEqual([...problems(p1), ...problems(p2)], []);
});
