// A small HTTP toolkit: errors with status codes, a router, JSON bodies with a size limit,
// cookies, and in-memory rate limits.
import type { IncomingMessage, ServerResponse } from "node:http";

export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m = "Log in first") => new HttpError(401, m);
export const forbidden = (m: string) => new HttpError(403, m);
export const notFound = (m: string) => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);

export type Params = Record<string, string>;
export type Handler<C> = (ctx: C, params: Params) => Promise<unknown> | unknown;

interface Route<C> {
  readonly method: string;
  readonly re: RegExp;
  readonly names: readonly string[];
  readonly handler: Handler<C>;
}

/** Routes like "/api/games/:id/actions"; parameters match one path segment. */
export class Router<C> {
  private readonly routes: Route<C>[] = [];

  add(method: string, pattern: string, handler: Handler<C>): this {
    const names: string[] = [];
    const re = new RegExp(
      `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_m, n: string) => {
        names.push(n);
        return "([^/]+)";
      })}$`,
    );
    this.routes.push({ method, re, names, handler });
    return this;
  }

  /** The handler for a request, or null; a known path with another method gives 405. */
  match(method: string, path: string): { handler: Handler<C>; params: Params } | null {
    let pathKnown = false;
    for (const r of this.routes) {
      const m = r.re.exec(path);
      if (!m) continue;
      pathKnown = true;
      if (r.method !== method) continue;
      const params: Params = {};
      r.names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1]!);
      });
      return { handler: r.handler, params };
    }
    if (pathKnown) throw new HttpError(405, `${method} is not allowed on ${path}`);
    return null;
  }
}

/** Reads a JSON body of at most `limit` bytes (413 beyond, 415 if not JSON, 400 if malformed). */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > limit) {
    req.resume();
    throw new HttpError(413, `The request body is larger than ${limit} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) tooLarge = true;
    else chunks.push(chunk as Buffer);
  }
  if (tooLarge) throw new HttpError(413, `The request body is larger than ${limit} bytes`);
  if (size === 0) return {};
  const type = String(req.headers["content-type"] ?? "");
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Send the body as application/json");
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw badRequest("The body is not valid JSON");
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    if (k && !(k in out)) {
      try {
        out[k] = decodeURIComponent(v);
      } catch {
        out[k] = v;
      }
    }
  }
  return out;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

/** Headers for every response. */
export function securityHeaders(res: ServerResponse): void {
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("referrer-policy", "same-origin");
  res.setHeader("x-frame-options", "DENY");
}

export interface RateLimit {
  /** Requests allowed in a burst. */
  readonly burst: number;
  /** Requests regained per second. */
  readonly perSecond: number;
}

/** Token buckets per key (an IP, a user), in memory. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly limit: RateLimit) {
    // Forget full buckets now and then.
    this.timer = setInterval(() => this.sweep(), 60_000);
    this.timer.unref();
  }

  /** Takes one token; false if the key is over its limit. */
  take(key: string, now = Date.now()): boolean {
    let b = this.buckets.get(key);
    if (!b) {
      b = { tokens: this.limit.burst, at: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(this.limit.burst, b.tokens + ((now - b.at) / 1000) * this.limit.perSecond);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private sweep(now = Date.now()): void {
    for (const [k, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.limit.perSecond >= this.limit.burst) this.buckets.delete(k);
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
