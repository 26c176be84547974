// The server: Fastify with its cookie, compression, rate-limit, static and WebSocket plugins;
// routes in routes/*.ts; games in games.ts; storage in storage.ts and db.ts.
import os from "node:os";
import { type AnyGameModule, GameRuleError, TitleRegistry } from "@dawn/platform";
import { MAX_BODY_BYTES } from "@dawn/platform/protocol";
import { titles as defaultTitles } from "@dawn/titles";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import pino from "pino";
import { Accounts } from "./accounts.ts";
import { DEFAULT_SCRYPT, type ScryptCost } from "./auth.ts";
import { batched, single } from "./batch.ts";
import { BotPool, defaultBotThreads } from "./bots.ts";
import { type ChangeFeed, postgresFeed, silentFeed } from "./changes.ts";
import { Club } from "./club/index.ts";
import { clubSecret } from "./club/secret.ts";
import { openStore, type SqliteSync, type Store } from "./db.ts";
import { HttpError } from "./errors.ts";
import { GameService } from "./games.ts";
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleSettings } from "./login-throttle.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { clubRoutes } from "./routes/club.ts";
import { type Deps, resolveUser } from "./routes/context.ts";
import { gameRoutes } from "./routes/games.ts";
import { opsRoutes } from "./routes/ops.ts";
import { socketRoutes } from "./routes/sockets.ts";
import { DEFAULT_WEB_DIR, registerWeb } from "./web.ts";
import { DEFAULT_WS_LIMITS, Hub, type WsLimits } from "./ws.ts";

export interface RateLimit {
  /** Requests allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

export const DEFAULT_RATE_LIMITS = {
  /** Per address: 600 requests a minute. */
  ip: { max: 600, windowMs: 60_000 },
  /** Per user: 300 requests a minute. */
  user: { max: 300, windowMs: 60_000 },
  /** Registrations and log-ins per address: 30 a minute (failed log-ins also slow down, see login-throttle.ts). */
  auth: { max: 30, windowMs: 60_000 },
} as const;

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
  readonly loginThrottle?: Partial<ThrottleSettings>;
  readonly wsLimits?: Partial<WsLimits>;
  readonly scrypt?: ScryptCost;
  readonly snapshotEvery?: number;
  readonly hashEvery?: number;
  readonly botDelayMs?: number;
  /** Bot worker threads (0: bots think in the main thread). Default: cores - 1, at least 1. */
  readonly botThreads?: number;
  readonly botBudgetMs?: number;
  /** A bot left to move this long is taken over by a process that sweeps (ms, default 30 s). */
  readonly botStaleMs?: number;
  /** How often to sweep for such games (ms, default 10 s; 0: never). */
  readonly botSweepMs?: number;
  /** Games kept in memory (default 2000). */
  readonly maxLiveGames?: number;
  /** The titles offered (default: @dawn/titles). */
  readonly titles?: TitleRegistry;
  /** More titles besides them (tests' toy titles). */
  readonly extraGames?: readonly AnyGameModule[];
  readonly webDir?: string;
  /** Rebuild the web client on every page load. */
  readonly webDev?: boolean;
  /**
   * Behind reverse proxies: the number of proxies to trust (the client is the address that many
   * hops from the right of X-Forwarded-For), or the addresses/networks of trusted proxies
   * ("127.0.0.1,10.0.0.0/8"). The rightmost address that is not trusted is the client's.
   */
  readonly trustProxy?: number | string | false;
  /** Mark cookies Secure always (otherwise only for HTTPS requests). */
  readonly secureCookies?: boolean;
  /** Where structured logs go (JSON lines; default stdout) and from which level (default info). */
  readonly logStream?: { write(line: string): void };
  readonly logLevel?: string;
  /** Bearer token for /metrics from other addresses than this machine's. */
  readonly metricsToken?: string;
  /** SQLite durability: GROUP (default), FULL or NORMAL (see SqliteSync in db.ts). */
  readonly sqliteSync?: SqliteSync;
  /** SQLite GROUP: the least time between two flushes of the log, in ms (see groupFlush in db.ts). */
  readonly sqliteGroupMs?: number;
  /** The club (issue #14): SMTP server for notices (smtp://user:pass@host:port), unset: no e-mail. */
  readonly smtpUrl?: string | undefined;
  /** From: of notices (default "Dawn <noreply@localhost>"). */
  readonly mailFrom?: string | undefined;
  /** The site's address in links of notices (default: the address it listens on). */
  readonly publicUrl?: string | undefined;
  /** Key for signed links (default: drawn once and kept in the database). */
  readonly clubSecret?: string | undefined;
  /** How often clocks, ratings and notices are swept, ms (default 1000; 0: never). */
  readonly clubSweepMs?: number;
  /** Webhooks may go to http:// and private addresses (tests, closed networks). */
  readonly webhookPrivate?: boolean;
  /** Thinking time for a hint, ms (default 2000). */
  readonly hintBudgetMs?: number;
}

export interface RunningServer {
  /** http://host:port */
  readonly url: string;
  readonly port: number;
  readonly store: Store;
  readonly games: GameService;
  readonly club: Club;
  readonly metrics: Metrics;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/** Fastify's trustProxy from our setting: a hop count or a list of addresses/networks. */
function trust(t: ServerConfig["trustProxy"]): string | false | ((address: string, hop: number) => boolean) {
  if (t === undefined || t === false || t === 0 || t === "") return false;
  // The `t` nearest hops are proxies (hop 0 is the peer): the next address is the client's.
  if (typeof t === "number") return (_address, hop) => hop < t;
  return t;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const bodyLimit = config.bodyLimit ?? MAX_BODY_BYTES;
  const logger = pino(
    {
      level: config.logLevel ?? "info",
      base: { pid: process.pid, host: os.hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    config.logStream ?? pino.destination(1),
  );
  const log = (level: "info" | "warn" | "error", msg: string, extra: Record<string, unknown> = {}) =>
    logger[level](extra, msg);

  const store = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    log: (m) => log("warn", m),
    ...(config.sqliteSync ? { sqliteSync: config.sqliteSync } : {}),
    ...(config.sqliteGroupMs !== undefined ? { sqliteGroupMs: config.sqliteGroupMs } : {}),
  });
  const feed: ChangeFeed =
    store.dialect === "postgres" ? postgresFeed(store.url!, (l, m) => log(l, m)) : silentFeed;
  const modules = config.extraGames?.length
    ? new TitleRegistry([...(config.titles ?? defaultTitles).list(), ...config.extraGames])
    : (config.titles ?? defaultTitles);
  let hub: Hub | null = null;
  let games: GameService | null = null;
  const bots = new BotPool(config.botThreads ?? defaultBotThreads(), (m) => log("warn", m));
  const metrics = createMetrics({
    sockets: () => hub?.size ?? 0,
    gamesInMemory: () => games?.size ?? 0,
    botQueue: () => bots.queued,
  });
  let url = "";
  const club = new Club(store.db, {
    secret: await clubSecret(store.db, config.clubSecret),
    bots,
    scrypt: config.scrypt ?? DEFAULT_SCRYPT,
    ...(store.dialect === "postgres"
      ? { feed: postgresFeed(store.url!, (l, m) => log(l, m), "dawn_club") }
      : {}),
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? "Dawn <noreply@localhost>",
    publicUrl: () => (config.publicUrl ?? url).replace(/\/$/, ""),
    webhookPrivate: config.webhookPrivate ?? false,
    log,
    ...(config.clubSweepMs !== undefined ? { sweepMs: config.clubSweepMs } : {}),
    ...(config.hintBudgetMs !== undefined ? { hintBudgetMs: config.hintBudgetMs } : {}),
  });
  games = new GameService(store.db, {
    hooks: club,
    modules,
    feed,
    bots,
    metrics,
    log,
    durable: store.durable,
    transact:
      store.dialect === "sqlite" ? batched(store.db, (n) => metrics.writeBatch.observe(n)) : single(store.db),
    ...(config.snapshotEvery !== undefined ? { snapshotEvery: config.snapshotEvery } : {}),
    ...(config.hashEvery !== undefined ? { hashEvery: config.hashEvery } : {}),
    ...(config.botDelayMs !== undefined ? { botDelayMs: config.botDelayMs } : {}),
    ...(config.botBudgetMs !== undefined ? { botBudgetMs: config.botBudgetMs } : {}),
    ...(config.botStaleMs !== undefined ? { botStaleMs: config.botStaleMs } : {}),
    ...(config.maxLiveGames !== undefined ? { maxLive: config.maxLiveGames } : {}),
  });
  const throttle = new LoginThrottle(store.db, { ...DEFAULT_THROTTLE, ...config.loginThrottle });
  const accounts = new Accounts(store.db, throttle, config.scrypt ?? DEFAULT_SCRYPT);
  hub = new Hub({
    games,
    metrics,
    limits: { ...DEFAULT_WS_LIMITS, ...config.wsLimits },
    log: (l, m) => log(l, m),
  });

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One structured line per request is written by the onResponse hook below instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    trustProxy: trust(config.trustProxy),
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    // Addresses the router cannot read (a bad percent-encoding, a part over 200 characters).
    frameworkErrors: (err, req, reply) => {
      // On a WebSocket handshake nothing else would close the connection after the answer.
      if (req.headers.upgrade !== undefined) reply.raw.once("finish", () => req.raw.socket?.destroy());
      const long = err.code === "FST_ERR_MAX_PARAM_LENGTH";
      return (reply as unknown as FastifyReply).code(long ? 414 : 400).send({
        error: long ? "A part of the address is too long" : "The address is malformed (bad percent-encoding)",
      });
    },
    routerOptions: { maxParamLength: 200 },
  });

  const deps: Deps = {
    config,
    accounts,
    games,
    hub,
    metrics,
    store,
    limits: { ...DEFAULT_RATE_LIMITS, ...config.rateLimits },
    bodyLimit,
    log,
  };

  // Every answer: security headers; every request: one structured log line and metrics.
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    reply.header("x-frame-options", "DENY");
    return payload;
  });
  app.addHook("onResponse", async (req, reply) => {
    const route = req.routeOptions.url ?? "(none)";
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    metrics.requests.inc({ method: req.method, route, status: String(status) });
    metrics.requestSeconds.observe({ route }, seconds);
    if (status >= 400) metrics.refused.inc({ status: String(status) });
    const entry = {
      method: req.method,
      url: req.url.length > 200 ? `${req.url.slice(0, 200)}…` : req.url,
      route,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: req.ip,
      user: req.user?.id,
    };
    if (status >= 500) req.log.error(entry, "request");
    else req.log.info(entry, "request");
  });
  app.setErrorHandler((err: FastifyError | HttpError | GameRuleError, req, reply) => {
    let status: number;
    let message: string;
    if (err instanceof HttpError) {
      status = err.status;
      message = err.message;
      if (err.retryAfter !== undefined) reply.header("retry-after", String(err.retryAfter));
    } else if (err instanceof GameRuleError) {
      status = 400;
      message = err.message;
    } else if (typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      message = clientMessage(err as FastifyError, bodyLimit);
    } else {
      status = 500;
      message = "Server error";
      req.log.error({ err }, `${req.method} ${req.url} failed`);
    }
    if (status === 413) reply.header("connection", "close");
    return reply.code(status).send({ error: message });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [(await import("node:zlib")).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests: slow down (try again in ${Math.ceil(ctx.ttl / 1000)} s)`),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: bodyLimit } });
  // A WebSocket handshake to an address that takes none gets an HTTP refusal (the plugin would
  // accept it and close the connection at once).
  const wsRoutes = new Set<string>();
  app.addHook("onRoute", (r) => {
    if (r.wsHandler || r.websocket) wsRoutes.add(r.url);
  });
  app.addHook("onRequest", async (req) => {
    if (req.ws && !wsRoutes.has(req.routeOptions.url ?? ""))
      throw new HttpError(404, "No WebSocket at this address");
  });
  app.decorateRequest("user", undefined);
  app.addHook("onRequest", async (req) => {
    // Requests from other sites are refused (with SameSite cookies, a second line of defence).
    if (req.method !== "GET" && req.method !== "HEAD" && !originOk(req.headers.origin, req.host))
      throw new HttpError(403, "Cross-site requests are refused");
  });

  await app.register(async (api) => {
    // One limiter, three policies: log-in and registration per address; requests of a logged-in
    // user per user; anonymous requests per address.
    const policy = (req: FastifyRequest): [string, RateLimit] => {
      const route = req.routeOptions.url;
      if (route === "/api/login" || route === "/api/register") return [`auth:${req.ip}`, deps.limits.auth];
      if (req.user) return [`user:${req.user.id}`, deps.limits.user];
      return [`ip:${req.ip}`, deps.limits.ip];
    };
    api.addHook("onRequest", async (req) => {
      await resolveUser(req, accounts);
    });
    api.addHook(
      "onRequest",
      api.rateLimit({
        keyGenerator: (req) => policy(req)[0],
        max: (req) => policy(req)[1].max,
        timeWindow: (req) => policy(req)[1].windowMs,
      }),
    );
    accountRoutes(api, deps);
    gameRoutes(api, deps);
    opsRoutes(api, deps);
    clubRoutes(api, deps, club);
    socketRoutes(api, deps);
  });
  await registerWeb(app, {
    webDir: config.webDir ?? DEFAULT_WEB_DIR,
    dev: config.webDev ?? false,
    log: (m) => log("warn", m),
  });

  await app.listen({ port: config.port, host: config.host ?? "::" }).catch(async (e: unknown) => {
    await store.close();
    throw e;
  });
  const port =
    app.server.address() && typeof app.server.address() === "object"
      ? (app.server.address() as { port: number }).port
      : config.port;
  const shownHost =
    !config.host || config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  url = `http://${shownHost.includes(":") ? `[${shownHost}]` : shownHost}:${port}`;

  await feed.listen(
    (id, rev) => games.remoteChange(id, rev),
    () => void games.recheckAll(),
  );
  await club.attach(games, hub);
  const resumed = await games.sweepBots(true);
  if (resumed > 0) log("info", `${resumed} game(s) with a bot to move resumed`);
  const sweepMs = config.botSweepMs ?? 10_000;
  const sweeper =
    sweepMs > 0
      ? setInterval(() => {
          games.sweepBots().catch((e: unknown) => log("warn", `bot sweep: ${(e as Error).message}`));
          throttle.sweep().catch(() => undefined);
        }, sweepMs)
      : null;
  sweeper?.unref();

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    games,
    club,
    metrics,
    app,
    close() {
      closed ??= (async () => {
        if (sweeper) clearInterval(sweeper);
        await club.close();
        hub.close();
        await games.close();
        await app.close();
        await bots.close();
        await feed.close();
        await store.close();
        logger.flush?.();
      })();
      return closed;
    },
  };
}

function originOk(origin: string | undefined, host: string): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A sentence for Fastify's own refusals. */
function clientMessage(err: FastifyError, bodyLimit: number): string {
  switch (err.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return `The request body is larger than ${bodyLimit} bytes`;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the body as application/json";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The body is empty: send a JSON object";
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The body's length does not match its Content-Length";
    default:
      if (err instanceof SyntaxError || /JSON/i.test(err.message)) return "The body is not valid JSON";
      return err.message;
  }
}

export { resolveUser };
