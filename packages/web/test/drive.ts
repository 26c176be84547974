// Games brought to a given point through the server's HTTP API, for the browser tests and the
// benchmark: an account, a hot-seat game of 1989 with a fixed seed, and moves chosen on a copy of
// the game kept here with the engine (the server plays the same seed), until a condition holds.
import {
  type Action,
  apply,
  chooser,
  type Decision,
  decision,
  newGame,
  randomAction,
  type State,
} from "@dawn/engine";
import type { BrowserContext } from "playwright-core";

export interface Account {
  readonly name: string;
  /** The session cookie ("name=value"). */
  readonly cookie: string;
}

/** Signs an account up through the API. */
export async function signUp(url: string, name: string): Promise<Account> {
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password: "correct horse battery" }),
  });
  if (!res.ok) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!)[0];
  if (!cookie) throw new Error("no session cookie");
  return { name, cookie };
}

/** The browser signed in as `a`. */
export async function signIn(ctx: BrowserContext, url: string, a: Account): Promise<void> {
  const [name, ...rest] = a.cookie.split("=");
  await ctx.addCookies([{ name: name!, value: rest.join("="), url }]);
}

async function call<T>(url: string, a: Account, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie: a.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface Driven {
  readonly id: string;
  /** The game as the server has it now (the same seed and moves). */
  state: State;
  /** The server's count of log entries. */
  seq: number;
}

export type Pick = (s: State, d: Decision) => Action;

/** Random legal moves, a Scoring card played when it must be (games rarely end early). */
export function randomPick(seed: number): Pick {
  const pick = chooser(seed ^ 0x2545f491);
  return (s, d) => randomAction(s, d, pick, "scoringWhenDue");
}

/** A new hot-seat game of 1989 for `a` with a fixed seed. */
export async function newHotseat(url: string, a: Account, seed: number): Promise<Driven> {
  const g = await call<{ id: string }>(url, a, "POST", "/api/games", {
    game: "dof",
    options: { scenario: "standard" },
    side: "com",
    opponent: "hotseat",
    seed,
  });
  const info = await call<{ seq: number }>(url, a, "GET", `/api/games/${g.id}`);
  return { id: g.id, state: newGame(seed, { scenario: "standard" }), seq: info.seq };
}

/** Plays moves chosen by `pick` until `stop` says so (checked before each move); returns the game. */
export async function playUntil(
  url: string,
  a: Account,
  g: Driven,
  stop: (s: State, d: Decision) => boolean,
  pick: Pick,
  maxMoves = 2000,
): Promise<Driven> {
  for (let i = 0; i < maxMoves; i++) {
    const d = decision(g.state);
    if (!d || stop(g.state, d)) return g;
    await move(url, a, g, pick(g.state, d));
  }
  throw new Error(`the game did not reach the point wanted in ${maxMoves} moves`);
}

/** One move for the side deciding (hot seat: the seat is the side, no bid). */
export async function move(url: string, a: Account, g: Driven, action: Action): Promise<void> {
  const d = decision(g.state)!;
  const r = await call<{ seq: number }>(url, a, "POST", `/api/games/${g.id}/actions`, {
    seq: g.seq,
    action,
    seat: d.player,
  });
  g.state = apply(g.state, action);
  g.seq = r.seq;
}

/** Ends the game: the seat deciding now (as the server says) resigns. */
export async function resign(url: string, a: Account, id: string): Promise<void> {
  const info = await call<{ turn: string | null }>(url, a, "GET", `/api/games/${id}`);
  await call(url, a, "POST", `/api/games/${id}/resign`, info.turn ? { seat: info.turn } : {});
}

/** A game of 1989 waiting for an opponent: its id and invite code (`a` plays `side`). */
export async function newInviteGame(
  url: string,
  a: Account,
  seed: number,
  side: "com" | "dem" = "com",
): Promise<{ id: string; invite: string }> {
  const g = await call<{ id: string; invite: string }>(url, a, "POST", "/api/games", {
    game: "dof",
    options: { scenario: "standard" },
    side,
    opponent: "invite",
    seed,
  });
  return g;
}

/** Joins a game with its invite code. */
export async function joinGame(url: string, a: Account, invite: string): Promise<void> {
  await call(url, a, "POST", "/api/join", { invite });
}

/**
 * Looks for a seed whose game, played with randomPick(seed), reaches a point where `want` holds
 * (checked in memory with the engine: fast). Drive the server there with the same seed and pick.
 */
export function findSeed(
  want: (s: State, d: Decision) => boolean,
  seeds: readonly number[],
  maxMoves = 1500,
): number | null {
  for (const seed of seeds) {
    let s = newGame(seed, { scenario: "standard" });
    const pick = randomPick(seed);
    for (let i = 0; i < maxMoves; i++) {
      const d = decision(s);
      if (!d) break;
      if (want(s, d)) return seed;
      s = apply(s, pick(s, d));
    }
  }
  return null;
}
