// Accounts: register, log in, log out, who am I.
import { Credentials, type UserBody } from "@dawn/platform/protocol";
import type { FastifyInstance } from "fastify";
import type { User } from "../accounts.ts";
import { type Deps, parse, requireUser, setSession } from "./context.ts";

const userOut = (u: User): UserBody => ({ user: { id: u.id, name: u.name } });

export function accountRoutes(app: FastifyInstance, d: Deps): void {
  const secure = d.config.secureCookies ?? false;
  app.post("/api/register", async (req, reply) => {
    const { user, token } = await d.accounts.register(parse(Credentials, req.body));
    setSession(req, reply, secure, token);
    return reply.code(201).send(userOut(user));
  });
  app.post("/api/login", async (req, reply) => {
    try {
      const { user, token } = await d.accounts.login(parse(Credentials, req.body), req.ip);
      setSession(req, reply, secure, token);
      return userOut(user);
    } catch (e) {
      d.metrics.loginFailures.inc();
      throw e;
    }
  });
  app.post("/api/logout", async (req, reply) => {
    await d.accounts.logout(req.cookies.dawn_session);
    setSession(req, reply, secure, null);
    return { ok: true };
  });
  app.get("/api/me", async (req) => userOut(await requireUser(req, d.accounts)));
}
