// What the route modules share: the services, body and parameter checks, the session.
import { describeIssue } from "@dawn/platform/protocol";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod/mini";
import { type Accounts, SESSION_DAYS, type User } from "../accounts.ts";
import type { Store } from "../db.ts";
import { badRequest, unauthorized } from "../errors.ts";
import type { GameService } from "../games.ts";
import type { Metrics } from "../metrics.ts";
import type { RateLimit, ServerConfig } from "../server.ts";
import type { Hub } from "../ws.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The logged-in user, once looked up (null: nobody; undefined: not looked up yet). */
    user: User | null | undefined;
  }
}

export interface Deps {
  readonly config: ServerConfig;
  readonly accounts: Accounts;
  readonly games: GameService;
  readonly hub: Hub;
  readonly metrics: Metrics;
  readonly store: Store;
  readonly limits: { readonly ip: RateLimit; readonly user: RateLimit; readonly auth: RateLimit };
  readonly bodyLimit: number;
  readonly log: (level: "info" | "warn" | "error", m: string, extra?: Record<string, unknown>) => void;
}

export const COOKIE = "dawn_session";

/** Checks input against a protocol schema; a 400 naming the field otherwise. */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw badRequest(describeIssue(r.error));
  return r.data as z.infer<S>;
}

/** The session's user (looked up once per request). */
export async function resolveUser(req: FastifyRequest, accounts: Accounts): Promise<User | null> {
  if (req.user === undefined) req.user = await accounts.userOf(req.cookies[COOKIE]);
  return req.user;
}

export async function requireUser(req: FastifyRequest, accounts: Accounts): Promise<User> {
  const u = await resolveUser(req, accounts);
  if (!u) throw unauthorized("Log in first");
  return u;
}

export function setSession(
  req: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  token: string | null,
): void {
  reply.setCookie(COOKIE, token ?? "", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: token ? SESSION_DAYS * 86_400 : 0,
    secure: secure || req.protocol === "https",
  });
}
