// Settings from the environment (see README.md). Bad values stop the start with a clear message.
import path from "node:path";
import type { SqliteSync } from "./db.ts";
import type { ServerConfig } from "./server.ts";
import type { WsLimits } from "./ws.ts";

export class ConfigError extends Error {}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  return ["1", "true", "yes"].includes((env[name] ?? "").toLowerCase());
}

function int(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const v = env[name];
  if (v === undefined || v === "") return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(v)}`);
  return n;
}

/** TRUST_PROXY: a hop count ("1"), "true" (one hop), or trusted addresses/networks ("127.0.0.1,10.0.0.0/8"). */
function trustProxy(v: string | undefined): number | string | false {
  if (!v || ["0", "false", "no"].includes(v.toLowerCase())) return false;
  if (["true", "yes"].includes(v.toLowerCase())) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  if (!/^[0-9a-fA-F.:/,\s]+$|^(loopback|linklocal|uniquelocal)(,|$)/.test(v))
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or a list of addresses/networks, not ${JSON.stringify(v)}`,
    );
  return v;
}

/** SMTP_URL: smtp:// or smtps:// with host (and optionally user:password@ and :port). */
function smtpUrl(v: string | undefined): string | undefined {
  if (!v) return undefined;
  if (!/^smtps?:\/\/[^/\s]+/.test(v))
    throw new ConfigError("SMTP_URL must look like smtp://user:password@host:587");
  return v;
}

/** PUBLIC_URL: the site's address for links in notices (http:// or https://). */
function publicUrl(v: string | undefined): string | undefined {
  if (!v) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(v))
    throw new ConfigError("PUBLIC_URL must be an address like https://games.example.org");
  return v;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const perMinute = (name: string) => {
    const max = int(env, name, 1, 10_000_000);
    return max === undefined ? undefined : { max, windowMs: 60_000 };
  };
  const rate = {
    ...(perMinute("RATE_LIMIT_IP") ? { ip: perMinute("RATE_LIMIT_IP")! } : {}),
    ...(perMinute("RATE_LIMIT_USER") ? { user: perMinute("RATE_LIMIT_USER")! } : {}),
    ...(perMinute("RATE_LIMIT_AUTH") ? { auth: perMinute("RATE_LIMIT_AUTH")! } : {}),
  };
  const wsSetting = (name: string, key: keyof WsLimits, min: number) => {
    const v = int(env, name, min, 10_000_000);
    return v === undefined ? {} : { [key]: v };
  };
  const ws: Partial<WsLimits> = {
    ...wsSetting("WS_PER_ADDRESS", "perAddress", 1),
    ...wsSetting("WS_SPECTATORS_PER_GAME", "spectatorsPerGame", 0),
    ...wsSetting("WS_MESSAGE_BURST", "messageBurst", 1),
    ...wsSetting("WS_MESSAGES_PER_SECOND", "messagesPerSecond", 1),
  };
  const sync = (env.SQLITE_SYNC ?? "").toUpperCase();
  if (sync && sync !== "GROUP" && sync !== "FULL" && sync !== "NORMAL")
    throw new ConfigError("SQLITE_SYNC must be GROUP, FULL or NORMAL");
  const opt = <K extends keyof ServerConfig>(k: K, v: ServerConfig[K] | undefined) =>
    (v === undefined ? {} : { [k]: v }) as Partial<ServerConfig>;
  return {
    port: int(env, "PORT", 0, 65535) ?? 8989,
    host: env.HOST || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    secureCookies: flag(env, "COOKIE_SECURE"),
    webDev: flag(env, "WEB_DEV"),
    rateLimits: rate,
    wsLimits: ws,
    ...opt("logLevel", env.LOG_LEVEL || undefined),
    ...opt("metricsToken", env.METRICS_TOKEN || undefined),
    ...opt("botThreads", int(env, "BOT_THREADS", 0, 256)),
    ...opt("botDelayMs", int(env, "BOT_DELAY_MS", 0, 60_000)),
    ...opt("botStaleMs", int(env, "BOT_STALE_MS", 0, 86_400_000)),
    ...opt("botSweepMs", int(env, "BOT_SWEEP_MS", 0, 86_400_000)),
    ...opt("botBudgetMs", int(env, "BOT_BUDGET_MS", 1, 600_000)),
    ...opt("maxLiveGames", int(env, "MAX_LIVE_GAMES", 1, 10_000_000)),
    ...opt("sqliteSync", sync ? (sync as SqliteSync) : undefined),
    ...opt("sqliteGroupMs", int(env, "SQLITE_GROUP_MS", 0, 1000)),
    ...opt("webDir", env.WEB_DIR || undefined),
    // The club: notices by e-mail and webhook, signed links, the sweeper, hints.
    ...opt("smtpUrl", smtpUrl(env.SMTP_URL)),
    ...opt("mailFrom", env.MAIL_FROM || undefined),
    ...opt("publicUrl", publicUrl(env.PUBLIC_URL)),
    ...opt("clubSecret", env.CLUB_SECRET || undefined),
    ...opt("clubSweepMs", int(env, "CLUB_SWEEP_MS", 0, 3_600_000)),
    ...opt("webhookPrivate", flag(env, "WEBHOOK_ALLOW_PRIVATE") || undefined),
    ...opt("hintBudgetMs", int(env, "HINT_BUDGET_MS", 1, 60_000)),
  };
}
