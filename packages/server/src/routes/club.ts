// The club's API (docs/protocol.md, "The club"): lobby with filters and invitations, leaderboards,
// profiles, chat, hints, notice settings, unsubscribe and e-mail confirmation links, account care.
import {
  BlockRequest,
  ChatPost,
  DeleteAccount,
  GameParams,
  LobbyQuery,
  PasswordChange,
  type SettingsBody,
  SettingsUpdate,
} from "@dawn/platform/protocol";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod/mini";
import type { Club } from "../club/index.ts";
import { badRequest } from "../errors.ts";
import { COOKIE, type Deps, parse, requireUser, resolveUser, setSession } from "./context.ts";

const NameParams = z.object({ name: z.string().check(z.minLength(1), z.maxLength(80)) });
const BoardParams = z.object({ game: z.string().check(z.minLength(1), z.maxLength(64)) });
const BoardQuery = z.object({ scope: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) });
const LinkQuery = z.object({
  u: z.string().check(z.minLength(1), z.maxLength(64)),
  t: z.string().check(z.minLength(1), z.maxLength(128)),
  e: z.optional(z.string().check(z.maxLength(254))),
});

function page(reply: FastifyReply, status: number, title: string, text: string) {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${esc(title)}</title><main style="font:16px system-ui;max-width:36em;margin:3em auto">` +
        `<h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="/">Back to the games</a></p></main>`,
    );
}

export function clubRoutes(app: FastifyInstance, d: Deps, club: Club): void {
  const user = (req: Parameters<typeof requireUser>[0]) => requireUser(req, d.accounts);

  app.get("/api/club/lobby", async (req) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const f = parse(LobbyQuery, q);
    const options: Record<string, string> = {};
    for (const [k, v] of Object.entries(q)) {
      if (!k.startsWith("option.")) continue;
      if (typeof v !== "string" || v.length > 100 || k.length > 80)
        throw badRequest(`${k} must be one short value`);
      options[k.slice(7)] = v;
    }
    return club.lobby(await resolveUser(req, d.accounts), {
      ...(f.game ? { game: d.games.modules.has(f.game) ? d.games.modules.get(f.game).id : f.game } : {}),
      ...(f.clock ? { clock: f.clock } : {}),
      ...(f.rated ? { rated: f.rated === "1" || f.rated === "true" } : {}),
      options,
    });
  });
  app.get("/api/club/leaderboard/:game", async (req) => {
    const { game } = parse(BoardParams, req.params);
    if (!d.games.modules.has(game)) throw badRequest(`Unknown game ${JSON.stringify(game)}`);
    const { scope } = parse(BoardQuery, req.query);
    return club.ratings.leaderboard(d.games.modules.get(game).id, scope ?? "all");
  });
  app.get("/api/club/players/:name", async (req) => club.ratings.profile(parse(NameParams, req.params).name));

  app.get("/api/games/:id/chat", async (req) =>
    club.readChat(await resolveUser(req, d.accounts), parse(GameParams, req.params).id),
  );
  app.post("/api/games/:id/chat", async (req, reply) => {
    const u = await user(req);
    return reply
      .code(201)
      .send(await club.postChat(u, parse(GameParams, req.params).id, parse(ChatPost, req.body)));
  });
  app.post("/api/games/:id/hint", async (req) =>
    club.hints(await user(req), parse(GameParams, req.params).id),
  );

  const settings = async (u: { id: string; name: string }): Promise<SettingsBody> => ({
    ...(await club.notifier.settings(u.id)),
    ...(await club.care.blocks(u)),
  });
  app.get("/api/club/settings", async (req) => settings(await user(req)));
  app.post("/api/club/settings", async (req) => {
    const u = await user(req);
    await club.notifier.update(u, parse(SettingsUpdate, req.body));
    return settings(u);
  });
  for (const kind of ["mute", "block"] as const) {
    app.post(`/api/club/${kind}`, async (req) => {
      const u = await user(req);
      const b = parse(BlockRequest, req.body);
      await club.care.setBlock(u, b.name, kind, b.off === true);
      return settings(u);
    });
  }
  app.post("/api/club/password", async (req) => {
    const u = await user(req);
    const b = parse(PasswordChange, req.body);
    await club.care.changePassword(u, b.current, b.next, req.cookies[COOKIE]);
    return { ok: true };
  });
  app.post("/api/club/delete-account", async (req, reply) => {
    const u = await user(req);
    await club.deleteAccount(u, parse(DeleteAccount, req.body).password);
    setSession(req, reply, d.config.secureCookies ?? false, null);
    return { ok: true };
  });

  // Links from e-mails: they work without logging in (the signature is the proof).
  const unsubscribe = async (q: unknown, reply: FastifyReply) => {
    const l = parse(LinkQuery, q);
    const ok = await club.notifier.unsubscribe(l.u, l.t);
    return ok
      ? page(
          reply,
          200,
          "Unsubscribed",
          "You will get no more e-mail from this site. You can turn it on again in your settings.",
        )
      : page(reply, 400, "Link not valid", "This unsubscribe link is not valid.");
  };
  app.get("/api/club/unsubscribe", async (req, reply) => unsubscribe(req.query, reply));
  app.get("/api/club/verify-email", async (req, reply) => {
    const l = parse(LinkQuery, req.query);
    const ok = l.e !== undefined && (await club.notifier.verify(l.u, l.e, l.t));
    return ok
      ? page(reply, 200, "Address confirmed", "Game notices will now reach you at this address.")
      : page(
          reply,
          400,
          "Link not valid",
          "This confirmation link is not valid, or the address has changed since.",
        );
  });
}
