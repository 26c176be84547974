// HTTP calls of docs/protocol.md. Every call returns parsed JSON or throws ApiError.
import type {
  CreatedGame,
  CreateGame,
  GameInfo,
  GameSummary,
  Joined,
  PatchReply,
  ReplayStep,
  Seat,
  User,
} from "@dawn/platform/protocol";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The protocol's types are the server's own (packages/platform/src/protocol.ts): one definition.
export type {
  CreatedGame,
  CreateGame,
  GameInfo,
  GameStatus,
  GameSummary,
  Joined,
  ReplayStep,
  Seat,
  User,
} from "@dawn/platform/protocol";

/** One HTTP call of docs/protocol.md: parsed JSON, or an ApiError with the server's sentence. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "The server cannot be reached. Check your connection.");
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const msg =
      data && typeof data === "object" && typeof (data as { error?: unknown }).error === "string"
        ? (data as { error: string }).error
        : `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, msg);
  }
  return data as T;
}

export const api = {
  meta: () => call<unknown>("GET", "/api/meta"),
  me: () => call<{ user: User }>("GET", "/api/me"),
  register: (name: string, password: string) =>
    call<{ user: User }>("POST", "/api/register", { name, password }),
  login: (name: string, password: string) => call<{ user: User }>("POST", "/api/login", { name, password }),
  logout: () => call<unknown>("POST", "/api/logout", {}),
  games: () => call<GameSummary[]>("GET", "/api/games"),
  lobby: () => call<GameSummary[]>("GET", "/api/lobby"),
  create: (g: CreateGame) => call<CreatedGame>("POST", "/api/games", g),
  join: (id: string, invite?: string) =>
    call<Joined>("POST", `/api/games/${encodeURIComponent(id)}/join`, invite ? { invite } : {}),
  joinByInvite: (invite: string) => call<Joined>("POST", "/api/join", { invite }),
  game: <V>(id: string) => call<GameInfo<V>>("GET", `/api/games/${encodeURIComponent(id)}`),
  /** A move: the answer is what it changed (a PatchReply from `seq`), not the whole game. */
  act: (id: string, seq: number, action: unknown, seat?: Seat) =>
    call<PatchReply>(
      "POST",
      `/api/games/${encodeURIComponent(id)}/actions?reply=patch`,
      seat ? { seq, action, seat } : { seq, action },
    ),
  undo: (id: string, seq: number, seat?: Seat) =>
    call<PatchReply>(
      "POST",
      `/api/games/${encodeURIComponent(id)}/undo?reply=patch`,
      seat ? { seq, seat } : { seq },
    ),
  resign: (id: string, seat?: Seat) =>
    call<unknown>("POST", `/api/games/${encodeURIComponent(id)}/resign`, seat ? { seat } : {}),
  rematch: (id: string) => call<{ id: string }>("POST", `/api/games/${encodeURIComponent(id)}/rematch`, {}),
  record: (id: string) => call<unknown>("GET", `/api/games/${encodeURIComponent(id)}/record`),
  /** A finished game after `step` moves, every hand shown (ReplayStep of the protocol). */
  replayStep: (id: string, step: number) =>
    call<ReplayStep>("GET", `/api/games/${encodeURIComponent(id)}/replay/${step}`),
};
