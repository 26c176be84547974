// The server: HTTP API, WebSocket hub and web client in one Node process.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { TitleRegistry } from "@dawn/platform";
import { Accounts, SESSION_DAYS, type User } from "./accounts.ts";
import { DEFAULT_SCRYPT, type ScryptCost } from "./auth.ts";
import { openStore, type Store } from "./db.ts";
import { type AnyGameModule, seatIds } from "./game-module.ts";
import { GAMES } from "./games/index.ts";
import { GameService } from "./games.ts";
import {
  HttpError,
  parseCookies,
  type RateLimit,
  RateLimiter,
  Router,
  readJson,
  securityHeaders,
  sendJson,
  unauthorized,
} from "./http.ts";
import { WebClient } from "./web.ts";
import { Hub } from "./ws.ts";

export interface ServerConfig {
  /** 0 picks a free port. */
  readonly port: number;
  /** Interface to listen on (default: all). */
  readonly host?: string | undefined;
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  /** Largest request body or WebSocket message, in bytes (default 64 KiB). */
  readonly bodyLimit?: number;
  readonly rateLimits?: Partial<{ ip: RateLimit; user: RateLimit; auth: RateLimit }>;
  readonly scrypt?: ScryptCost;
  readonly snapshotEvery?: number;
  readonly botDelayMs?: number;
  /** Games kept in memory (default 2000). */
  readonly maxLiveGames?: number;
  /** More game modules to offer besides the built-in ones (GAMES). */
  readonly extraGames?: readonly AnyGameModule[];
  readonly webDir?: string;
  /** Rebuild the web client on every request. */
  readonly webDev?: boolean;
  /** Believe X-Forwarded-For / X-Forwarded-Proto (behind a reverse proxy). */
  readonly trustProxy?: boolean;
  /** Mark cookies Secure always (otherwise only for HTTPS requests). */
  readonly secureCookies?: boolean;
  readonly log?: (message: string) => void;
}

export const DEFAULT_RATE_LIMITS = {
  /** Per IP address: bursts of 300, 20 a second sustained. */
  ip: { burst: 300, perSecond: 20 },
  /** Per user: bursts of 120, 10 a second sustained. */
  user: { burst: 120, perSecond: 10 },
  /** Registrations and logins per IP: 20, then one every 3 seconds. */
  auth: { burst: 20, perSecond: 1 / 3 },
} as const;

export interface RunningServer {
  /** http://host:port */
  readonly url: string;
  readonly port: number;
  readonly store: Store;
  readonly games: GameService;
  close(): Promise<void>;
}

const COOKIE = "dawn_session";

interface Ctx {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly ip: string;
  /** Status for a successful answer (default 200). */
  status: number;
  user(): Promise<User | null>;
  requireUser(): Promise<User>;
  body(): Promise<unknown>;
  setSession(token: string | null): void;
  token(): string | undefined;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const log = config.log ?? ((m: string) => console.error(m));
  const bodyLimit = config.bodyLimit ?? 64 * 1024;
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const accounts = new Accounts(store.db, config.scrypt ?? DEFAULT_SCRYPT);
  const games = new GameService(store.db, {
    log,
    ...(config.snapshotEvery !== undefined ? { snapshotEvery: config.snapshotEvery } : {}),
    ...(config.botDelayMs !== undefined ? { botDelayMs: config.botDelayMs } : {}),
    ...(config.maxLiveGames !== undefined ? { maxLive: config.maxLiveGames } : {}),
    games: config.extraGames?.length ? new TitleRegistry([...GAMES.list(), ...config.extraGames]) : GAMES,
  });
  const limits = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits };
  const ipLimiter = new RateLimiter(limits.ip);
  const userLimiter = new RateLimiter(limits.user);
  const authLimiter = new RateLimiter(limits.auth);
  const web = new WebClient(config.webDir, config.webDev ?? false, log);

  const ipOf = (req: IncomingMessage): string => {
    if (config.trustProxy) {
      const fwd = String(req.headers["x-forwarded-for"] ?? "")
        .split(",")[0]!
        .trim();
      if (fwd) return fwd;
    }
    return req.socket.remoteAddress ?? "?";
  };
  const isHttps = (req: IncomingMessage): boolean =>
    (req.socket as { encrypted?: boolean }).encrypted === true ||
    (config.trustProxy === true && String(req.headers["x-forwarded-proto"] ?? "").startsWith("https"));
  /** Requests from other sites are refused (with SameSite cookies, a second line of defence). */
  const originOk = (req: IncomingMessage): boolean => {
    const origin = req.headers.origin;
    if (!origin) return true;
    try {
      const host = config.trustProxy
        ? (req.headers["x-forwarded-host"] ?? req.headers.host)
        : req.headers.host;
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  };

  const router = new Router<Ctx>();
  const userOut = (u: User) => ({ user: { id: u.id, name: u.name } });

  router
    .add("GET", "/api/health", () => ({ ok: true }))
    .add("GET", "/api/meta", () => ({
      games: games.modules.list().map((m) => ({
        id: m.id,
        title: m.title.en,
        seats: seatIds(m),
        bots: m.bots.map((b) => b.id),
        // The title as the new-game page draws it: localized names, seats, options, bots.
        description: {
          title: m.title,
          summary: m.summary,
          seats: m.seats,
          options: m.options,
          bots: m.bots.map((b) => ({ id: b.id, label: b.label, description: b.description })),
          defaultBot: m.defaultBot,
        },
      })),
    }))
    .add("POST", "/api/register", async (c) => {
      const { user, token } = await accounts.register(await c.body());
      c.setSession(token);
      c.status = 201;
      return userOut(user);
    })
    .add("POST", "/api/login", async (c) => {
      const { user, token } = await accounts.login(await c.body());
      c.setSession(token);
      return userOut(user);
    })
    .add("POST", "/api/logout", async (c) => {
      await accounts.logout(c.token());
      c.setSession(null);
      return { ok: true };
    })
    .add("GET", "/api/me", async (c) => userOut(await c.requireUser()))
    .add("GET", "/api/games", async (c) => games.myGames(await c.requireUser()))
    .add("POST", "/api/games", async (c) => {
      const user = await c.requireUser();
      c.status = 201;
      return games.create(user, await c.body());
    })
    .add("GET", "/api/lobby", async (c) => games.lobby(await c.user()))
    .add("POST", "/api/join", async (c) => games.joinByInvite(await c.requireUser(), await c.body()))
    .add("GET", "/api/games/:id", async (c, p) => games.show(await c.user(), p.id!))
    .add("POST", "/api/games/:id/join", async (c, p) =>
      games.join(await c.requireUser(), p.id!, await c.body()),
    )
    .add("POST", "/api/games/:id/actions", async (c, p) =>
      games.act(await c.requireUser(), p.id!, await c.body()),
    )
    .add("POST", "/api/games/:id/undo", async (c, p) =>
      games.undo(await c.requireUser(), p.id!, await c.body()),
    )
    .add("POST", "/api/games/:id/resign", async (c, p) =>
      games.resign(await c.requireUser(), p.id!, await c.body()),
    )
    .add("POST", "/api/games/:id/rematch", async (c, p) => {
      const user = await c.requireUser();
      await c.body();
      c.status = 201;
      return games.rematch(user, p.id!);
    })
    .add("GET", "/api/games/:id/record", async (c, p) => {
      const record = await games.record(p.id!);
      c.res.setHeader("content-disposition", `attachment; filename="1989-${p.id}.json"`);
      return record;
    })
    .add("GET", "/api/games/:id/replay/:step", async (_c, p) => games.replayStep(p.id!, p.step!));

  async function handleApi(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const ip = ipOf(req);
    if (!ipLimiter.take(`ip:${ip}`)) {
      res.setHeader("retry-after", "1");
      throw new HttpError(429, "Too many requests: slow down");
    }
    if (req.method !== "GET" && req.method !== "HEAD" && !originOk(req)) {
      throw new HttpError(403, "Cross-site requests are refused");
    }
    const route = router.match(req.method ?? "GET", pathname);
    if (!route) throw new HttpError(404, `No API at ${pathname}`);
    if (pathname === "/api/login" || pathname === "/api/register") {
      if (!authLimiter.take(`auth:${ip}`)) {
        res.setHeader("retry-after", "3");
        throw new HttpError(429, "Too many attempts: wait a little");
      }
    }
    const cookies = parseCookies(req.headers.cookie);
    let userP: Promise<User | null> | null = null;
    // Bodies are read (and their size checked) before anything else happens.
    const body = req.method === "GET" || req.method === "HEAD" ? {} : await readJson(req, bodyLimit);
    const ctx: Ctx = {
      req,
      res,
      ip,
      status: 200,
      token: () => cookies[COOKIE],
      user: () => (userP ??= accounts.userOf(cookies[COOKIE])),
      requireUser: async () => {
        const u = await ctx.user();
        if (!u) throw unauthorized("Log in first");
        if (!userLimiter.take(`user:${u.id}`)) {
          res.setHeader("retry-after", "1");
          throw new HttpError(429, "Too many requests: slow down");
        }
        return u;
      },
      body: async () => body,
      setSession: (token) => {
        const parts = [
          `${COOKIE}=${token ?? ""}`,
          "Path=/",
          "HttpOnly",
          "SameSite=Lax",
          `Max-Age=${token ? SESSION_DAYS * 86_400 : 0}`,
        ];
        if (config.secureCookies || isHttps(req)) parts.push("Secure");
        res.setHeader("set-cookie", parts.join("; "));
      },
    };
    const out = await route.handler(ctx, route.params);
    sendJson(res, ctx.status, out ?? { ok: true });
  }

  const server = http.createServer((req, res) => {
    securityHeaders(res);
    let pathname: string;
    try {
      pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    } catch {
      sendJson(res, 400, { error: "Bad URL" });
      return;
    }
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const work = isApi ? handleApi(req, res, pathname) : web.serve(req, res, pathname);
    work.catch((e: unknown) => {
      const status = e instanceof HttpError ? e.status : 500;
      if (!(e instanceof HttpError)) log(`${req.method} ${pathname} failed: ${(e as Error).stack}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (status === 413) res.setHeader("connection", "close");
      sendJson(res, status, { error: e instanceof HttpError ? e.message : "Server error" });
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;

  const hub = new Hub({
    accounts,
    games,
    cookieName: COOKIE,
    maxPayload: bodyLimit,
    limiter: userLimiter,
    ipOf,
    originOk,
    log,
  });
  server.on("upgrade", (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head))
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost =
    !config.host || config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const url = `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`;
  web.warmUp();
  const resumed = await games.resumeBots();
  if (resumed > 0) log(`${resumed} game(s) with a bot to move resumed`);

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    games,
    close() {
      closed ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await hub.close();
        server.closeIdleConnections();
        await games.close();
        server.closeAllConnections();
        await stopped;
        ipLimiter.stop();
        userLimiter.stop();
        authLimiter.stop();
        await store.close();
      })();
      return closed;
    },
  };
}
