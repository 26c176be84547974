// Operations: the health check (the database answers) and metrics (Prometheus text format,
// from this machine or with the bearer token).
import { timingSafeEqual } from "node:crypto";
import type { HealthBody } from "@dawn/platform/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../errors.ts";
import type { Deps } from "./context.ts";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const got = Buffer.from(String(req.headers.authorization ?? ""));
    const want = Buffer.from(`Bearer ${token}`);
    if (got.length === want.length && timingSafeEqual(got, want)) return true;
  }
  return LOOPBACK.test(req.ip);
}

export function opsRoutes(app: FastifyInstance, d: Deps): void {
  app.get("/api/health", async (_req, reply) => {
    try {
      const ms = await Promise.race([
        d.games.storage.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 5000).unref()),
      ]);
      const body: HealthBody = { ok: true, database: "ok", dbMs: Math.round(ms * 10) / 10 };
      return body;
    } catch (e) {
      d.log("error", `health check: the database does not answer: ${(e as Error).message}`);
      const body: HealthBody = { ok: false, database: "down", dbMs: -1 };
      return reply.code(503).send(body);
    }
  });
  app.get("/metrics", { config: { compress: false } }, async (req, reply) => {
    if (!mayReadMetrics(req, d.config.metricsToken))
      throw new HttpError(403, "Metrics are served to this machine, or with the metrics token");
    const text = await d.metrics.registry.metrics();
    return reply.type(d.metrics.registry.contentType).send(text);
  });
}
