// The games API: lists, creation, joining, actions, undo, resignation, rematch, records, replays,
// and the titles' descriptions (/api/meta).
import {
  ActRequest,
  CreateGame,
  GameParams,
  JoinByInvite,
  JoinGame,
  type MetaBody,
  PROTOCOL_VERSION,
  ReplayParams,
  ResignRequest,
  UndoRequest,
} from "@dawn/platform/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Deps, parse, requireUser, resolveUser } from "./context.ts";

export function gameRoutes(app: FastifyInstance, d: Deps): void {
  const g = d.games;
  const user = (req: FastifyRequest, _reply?: unknown) => requireUser(req, d.accounts);
  const id = (req: FastifyRequest) => parse(GameParams, req.params).id;

  app.get("/api/meta", async (): Promise<MetaBody> => {
    const list = g.modules.list();
    return {
      protocol: PROTOCOL_VERSION,
      titles: list.map((m) => ({
        id: m.id,
        aliases: m.aliases,
        title: m.title,
        summary: m.summary,
        version: m.version,
        seats: m.seats.map((s) => ({ id: s.id, name: s.name })),
        options: m.options,
        bots: m.bots.map((b) => ({ id: b.id, label: b.label, description: b.description })),
        defaultBot: m.defaultBot,
      })),
      limits: {
        bodyBytes: d.bodyLimit,
        spectatorsPerGame: d.config.wsLimits?.spectatorsPerGame ?? 200,
      },
      games: list.map((m) => ({
        id: m.id,
        title: m.title.en,
        seats: m.seats.map((s) => s.id),
        bots: m.bots.map((b) => b.id),
        description: {
          title: m.title,
          summary: m.summary,
          seats: m.seats,
          options: m.options,
          bots: m.bots.map((b) => ({ id: b.id, label: b.label, description: b.description })),
          defaultBot: m.defaultBot,
        },
      })),
    };
  });
  app.get("/api/games", async (req, reply) => g.myGames(await user(req, reply)));
  app.post("/api/games", async (req, reply) => {
    const u = await user(req, reply);
    return reply.code(201).send(await g.create(u, parse(CreateGame, req.body)));
  });
  app.get("/api/lobby", async (req) => g.lobby(await resolveUser(req, d.accounts)));
  app.post("/api/join", async (req, reply) => {
    const u = await user(req, reply);
    return g.joinByInvite(u, parse(JoinByInvite, req.body).invite);
  });
  app.get("/api/games/:id", async (req) => g.show(await resolveUser(req, d.accounts), id(req)));
  app.post("/api/games/:id/join", async (req, reply) => {
    const u = await user(req, reply);
    return g.join(u, id(req), parse(JoinGame, req.body));
  });
  app.post("/api/games/:id/actions", async (req, reply) => {
    const u = await user(req, reply);
    return g.info(await g.act(u, id(req), parse(ActRequest, req.body)), u);
  });
  app.post("/api/games/:id/undo", async (req, reply) => {
    const u = await user(req, reply);
    return g.info(await g.undo(u, id(req), parse(UndoRequest, req.body)), u);
  });
  app.post("/api/games/:id/resign", async (req, reply) => {
    const u = await user(req, reply);
    return g.info(await g.resign(u, id(req), parse(ResignRequest, req.body)), u);
  });
  app.post("/api/games/:id/rematch", async (req, reply) => {
    const u = await user(req, reply);
    return reply.code(201).send(await g.rematch(u, id(req)));
  });
  app.get("/api/games/:id/record", async (req, reply) => {
    const gameId = id(req);
    const record = await g.record(gameId);
    reply.header("content-disposition", `attachment; filename="${gameId}.json"`);
    return record;
  });
  app.get("/api/games/:id/replay/:step", async (req) => {
    const p = parse(ReplayParams, req.params);
    return g.replayStep(p.id, Number(p.step));
  });
}
