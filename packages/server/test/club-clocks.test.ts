// Clocks and ratings through the HTTP API (issue #14): rated games and their refusals, a live
// clock that runs out (the game is lost on time, once), ratings of both players and a bot,
// leaderboards and histories, a rematch with sides swapped, and clocks across a restart.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ClubInfo, LeaderboardBody, ProfileBody } from "@dawn/platform/protocol";
import { nim } from "@dawn/platform/testing";
import { advance, DAY_MS, deadlineOf, Flagged, lowAtOf, newClock, timeLeft } from "../src/club/clock.ts";
import type { GameInfo } from "../src/games.ts";
import { Client, start, tempDir, user, waitFor } from "./helpers.ts";

type Info = GameInfo & { club: ClubInfo; view: { stones: number; actions: { take: number }[] | null } };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("live clock: charged per decision, the increment given and taken back by an undo, flags", () => {
  let c = newClock({ kind: "live", initialMs: 60_000, incrementMs: 5_000 }, ["a", "b"]);
  c = advance(c, { kind: "start", seat: null, next: "a", at: 1_000 });
  assert.equal(deadlineOf(c), 61_000);
  // a decides twice in a row (10 s, then 5 s): charged, +5 s each time.
  c = advance(c, { kind: "action", seat: "a", next: "a", at: 11_000 });
  assert.equal(c.left.a, 55_000);
  assert.equal(c.bonus, 1);
  c = advance(c, { kind: "action", seat: "a", next: "a", at: 16_000 });
  assert.equal(c.left.a, 55_000);
  // An undo takes the last increment back (no time is won by acting and undoing).
  c = advance(c, { kind: "undo", seat: "a", next: "a", at: 17_000 });
  assert.equal(c.left.a, 49_000);
  assert.equal(c.bonus, 1);
  c = advance(c, { kind: "action", seat: "a", next: "b", at: 18_000 });
  assert.deepEqual([c.running, c.left.a, c.bonus], ["b", 53_000, 0]);
  assert.equal(timeLeft(c, "b", 28_000), 50_000);
  assert.equal(timeLeft(c, "a", 28_000), 53_000, "a's clock stands still");
  // b oversteps: his move is refused; the timeout itself goes through.
  assert.throws(() => advance(c, { kind: "action", seat: "b", next: "a", at: 78_001 }), Flagged);
  const end = advance(c, { kind: "timeout", seat: "b", next: null, at: 78_001 });
  assert.deepEqual([end.running, end.left.b, deadlineOf(end)], [null, 0, null]);
  // Low: warned when a tenth is left (at least 10 s), only if the turn began above it.
  assert.equal(lowAtOf(c), 18_000 + 60_000 - 10_000);
});

test("days clock: a fixed time per move, slower moves use the year's away days", () => {
  let c = newClock({ kind: "days", perMoveMs: 3 * DAY_MS, awayDays: 10 }, ["a", "b"]);
  const t0 = Date.UTC(2026, 11, 20);
  c = advance(c, { kind: "start", seat: null, next: "a", at: t0 });
  assert.equal(deadlineOf(c), t0 + 13 * DAY_MS);
  // a takes 5 days: 2 away days used; b's clock starts with 3 + 10 days.
  c = advance(c, { kind: "action", seat: "a", next: "b", at: t0 + 5 * DAY_MS });
  assert.deepEqual(c.away.a, { year: 2026, usedMs: 2 * DAY_MS });
  assert.equal(timeLeft(c, "a", t0 + 5 * DAY_MS), 11 * DAY_MS);
  assert.equal(deadlineOf(c), t0 + 5 * DAY_MS + 13 * DAY_MS);
  c = advance(c, { kind: "action", seat: "b", next: "a", at: t0 + 6 * DAY_MS });
  assert.equal(timeLeft(c, "a", t0 + 6 * DAY_MS), 11 * DAY_MS, "8 away days left in 2026");
  // A new calendar year gives the allowance back.
  c = advance(c, { kind: "action", seat: "a", next: "b", at: t0 + 7 * DAY_MS });
  c = advance(c, { kind: "action", seat: "b", next: "a", at: Date.UTC(2027, 0, 2) });
  assert.equal(timeLeft(c, "a", Date.UTC(2027, 0, 2)), 13 * DAY_MS);
  // Too slow even with the away days: refused.
  assert.throws(
    () => advance(c, { kind: "action", seat: "a", next: "b", at: Date.UTC(2027, 0, 16) }),
    Flagged,
  );
});

async function liveGame(base: string, minutes: number, increment = 0, extra: Record<string, unknown> = {}) {
  const alice = await user(base, "ca");
  const bob = await user(base, "cb");
  const c = await alice.post<{ id: string; invite: string }>("/api/games", {
    game: "nim",
    options: { stones: 20 },
    side: "second",
    opponent: "open",
    rated: true,
    clock: { kind: "live", minutes, increment },
    ...extra,
  });
  assert.equal(c.status, 201, JSON.stringify(c.body));
  assert.equal((await bob.post(`/api/games/${c.body.id}/join`, {})).status, 200);
  return { alice, bob, id: c.body.id };
}

test("rated games refuse what would make them unfair; settings show in the header", async () => {
  const s = await start(undefined, { extraGames: [nim], clubSweepMs: 0 });
  try {
    const a = await user(s.url);
    const refused = async (body: Record<string, unknown>, status: number, text: RegExp) => {
      const r = await a.post<{ error: string }>("/api/games", { game: "nim", ...body });
      assert.equal(r.status, status, JSON.stringify(body));
      assert.match(r.body.error, text);
    };
    await refused({ opponent: "hotseat", rated: true }, 400, /hot-seat/);
    await refused({ opponent: "open", rated: true, seed: 5 }, 400, /seed/);
    await refused({ opponent: "open", rated: true, hints: true }, 400, /Hints/);
    await refused(
      { opponent: "open", clock: { kind: "live", minutes: 0, increment: 0 } },
      400,
      /clock.minutes/,
    );
    await refused(
      { opponent: "open", clock: { kind: "days", days: 3, awayDays: 99 } },
      400,
      /clock.awayDays/,
    );
    await refused({ opponent: "open", clock: { kind: "hours" } }, 400, /clock/);
    await refused({ opponent: "open", invitee: "nobody_here" }, 400, /invitee/);
    await refused({ opponent: "invite", invitee: "nobody_here" }, 404, /No player/);
    const c = await a.post<{ id: string }>("/api/games", {
      game: "nim",
      opponent: "open",
      hints: false,
      clock: { kind: "days", days: 3, awayDays: 14 },
    });
    const g = await a.game(c.body.id);
    const club = (g as unknown as Info).club;
    assert.deepEqual(
      {
        rated: club.rated,
        hints: club.hints,
        kind: club.clock?.kind,
        label: club.clock?.label,
        running: club.clock?.running,
      },
      { rated: false, hints: false, kind: "days", label: "3d", running: null },
    );
    assert.equal(
      club.clock?.left.first,
      3 * 86_400_000 + 14 * 86_400_000,
      "a move's time plus the away days",
    );
    assert.deepEqual(s.errors, []);
  } finally {
    await s.close();
  }
});

test("a live clock runs out: the game is lost on time once, both ratings change, rematch swaps sides", async () => {
  const s = await start(undefined, { extraGames: [nim], clubSweepMs: 0 });
  try {
    const { alice, bob, id } = await liveGame(s.url, 0.05, 10);
    let g = (await bob.game(id)) as unknown as Info;
    assert.equal(g.club.rated, true);
    assert.equal(g.club.hints, false);
    assert.equal(g.club.clock?.running, "first");
    assert.ok(g.club.clock!.left.first! <= 3000 && g.club.clock!.left.first! > 0);
    // Bob (first) moves: his clock stops and gains the increment, Alice's starts.
    assert.equal((await bob.post(`/api/games/${id}/actions`, { seq: 0, action: { take: 1 } })).status, 200);
    g = (await bob.game(id)) as unknown as Info;
    assert.equal(g.club.clock?.running, "second");
    assert.ok(g.club.clock!.left.first! > 3000, "the increment (10 s) was added");
    assert.ok(g.club.clock!.left.second! <= 3000, "Alice's clock runs now");
    // No undo in rated games (Nim never undoes anyway; the refusal is the club's).
    assert.equal((await alice.post(`/api/games/${id}/undo`, { seq: 1 })).status, 409);
    // Alice lets her 3 s run out; a move after that is refused.
    await sleep(3200);
    const late = await alice.post<{ error: string }>(`/api/games/${id}/actions`, {
      seq: 1,
      action: { take: 1 },
    });
    assert.equal(late.status, 409);
    assert.match(late.body.error, /time has run out/);
    await Promise.all([s.club.sweep(), s.club.sweep()]);
    g = (await bob.game(id)) as unknown as Info;
    assert.equal(g.status, "finished");
    assert.deepEqual(g.result, { winner: "first", reason: "timeout" });
    assert.equal(g.club.clock?.running, null);
    assert.equal(g.seq, 2, "one timeout entry, however many sweeps");
    const last = await bob.get<{ move: { kind: string; seat: string; text: string } }>(
      `/api/games/${id}/replay/2`,
    );
    assert.deepEqual(last.body.move, {
      seat: "second",
      kind: "resign",
      action: null,
      text: "runs out of time",
    });
    // Ratings: Bob up, Alice down, overall and per side, with a history entry each.
    const rated = await waitFor(async () => {
      const r = await new Client(s.url).get<ProfileBody>(`/api/club/players/${bob.name}`);
      return r.status === 200 && r.body.ratings.length === 2 ? r.body : null;
    });
    const all = rated.ratings.find((r) => r.scope === "all")!;
    assert.ok(all.rating > 1500 && all.games === 1 && all.wins === 1);
    assert.ok(rated.ratings.some((r) => r.scope === "first" && r.rating > 1500));
    assert.deepEqual(
      rated.history.map((h) => [h.result, h.role, h.opponents]),
      [["win", "first", [alice.name]]],
    );
    const ap = (await new Client(s.url).get<ProfileBody>(`/api/club/players/${alice.name}`)).body;
    assert.ok(ap.ratings.find((r) => r.scope === "all")!.rating < 1500);
    assert.equal(ap.history[0]!.result, "loss");
    const board = (await new Client(s.url).get<LeaderboardBody>("/api/club/leaderboard/nim")).body;
    assert.deepEqual(
      board.players.map((p) => p.name),
      [bob.name, alice.name],
    );
    const side = (await new Client(s.url).get<LeaderboardBody>("/api/club/leaderboard/nim?scope=second"))
      .body;
    assert.deepEqual(
      side.players.map((p) => p.name),
      [alice.name],
    );
    // Counted once, however often the sweeper passes.
    await s.club.sweep();
    const again = (await new Client(s.url).get<ProfileBody>(`/api/club/players/${bob.name}`)).body;
    assert.equal(again.ratings.find((r) => r.scope === "all")!.games, 1);
    // Rematch: sides swapped, still rated, a fresh clock already running.
    const rm = await alice.post<{ id: string }>(`/api/games/${id}/rematch`, {});
    assert.equal(rm.status, 201);
    const r2 = (await alice.game(rm.body.id)) as unknown as Info;
    assert.deepEqual(r2.seats, { first: alice.name, second: bob.name });
    assert.equal(r2.club.rated, true);
    assert.equal(r2.club.clock?.running, "first");
    assert.ok(r2.club.clock!.left.first! > 0 && r2.club.clock!.left.first! <= 3000);
    assert.deepEqual(s.errors, []);
  } finally {
    await s.close();
  }
});

test("bots are rated too: a rated game against a bot rates the bot's account", async () => {
  const s = await start(undefined, { extraGames: [nim], clubSweepMs: 0, botThreads: 0 });
  try {
    const a = await user(s.url);
    const c = await a.post<{ id: string }>("/api/games", {
      game: "nim",
      options: { stones: 5 },
      side: "first",
      opponent: "bot",
      bot: "greedy",
      rated: true,
    });
    assert.equal(c.status, 201);
    // 5 stones: greedy takes back to a multiple of 4; Alice resigns to be quick.
    assert.equal((await a.post(`/api/games/${c.body.id}/resign`, {})).status, 200);
    const bot = await waitFor(async () => {
      const r = await new Client(s.url).get<ProfileBody>("/api/club/players/greedy%20bot");
      return r.status === 200 ? r.body : null;
    });
    assert.equal(bot.bot, true);
    assert.ok(bot.ratings.find((r) => r.scope === "all")!.rating > 1500);
    const board = (await new Client(s.url).get<LeaderboardBody>("/api/club/leaderboard/nim")).body;
    assert.equal(board.players[0]!.name, "greedy bot");
    assert.equal(board.players[0]!.bot, true);
  } finally {
    await s.close();
  }
});

test("clocks survive a restart: the time kept, and a clock that ran out meanwhile ends the game", async () => {
  const dataDir = tempDir();
  let s = await start(dataDir, { extraGames: [nim], clubSweepMs: 0 });
  try {
    // 6 seconds a side: enough for the first move on a loaded machine (it must not run out before
    // it), short enough to wait for the second clock to run out below.
    const { alice, bob, id } = await liveGame(s.url, 0.1, 0);
    const moved = await bob.post(`/api/games/${id}/actions`, { seq: 0, action: { take: 2 } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const before = ((await alice.game(id)) as unknown as Info).club.clock!;
    await s.close();
    s = await start(dataDir, { extraGames: [nim], clubSweepMs: 0 });
    const c2 = new Client(s.url);
    c2.cookie = alice.cookie;
    const after = ((await c2.game(id)) as unknown as Info).club.clock!;
    assert.equal(after.running, "second");
    assert.equal(after.deadline, before.deadline, "the deadline is stored, not recomputed");
    assert.equal(after.left.first, before.left.first);
    await sleep(Math.max(0, after.deadline! - Date.now()) + 100);
    await s.club.sweep();
    const g = (await c2.game(id)) as unknown as Info;
    assert.deepEqual(g.result, { winner: "first", reason: "timeout" });
    assert.deepEqual(s.errors, []);
  } finally {
    await s.close();
  }
});
