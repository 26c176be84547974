// The games API: lists, creation, joining, actions, undo, resignation, rematch, records, replays,
// and the titles' descriptions (/api/meta).
import {
  ActRequest,
  CreateGame,
  GameParams,
  JoinByInvite,
  JoinGame,
  type MetaBody,
  MoveQuery,
  type PatchReply,
  PROTOCOL_VERSION,
  ReplayParams,
  ResignRequest,
  UndoRequest,
} from "@dawn/platform/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { User } from "../accounts.ts";
import type { GameService, MoveReply } from "../games.ts";
import { viewPatch } from "../patch.ts";
import { type Deps, parse, requireUser, resolveUser } from "./context.ts";

/**
 * The answer to a move asked with `reply=patch`: the header and what changed in the mover's view
 * from the seq the move was based on (built under the game's lock, from views the sockets share).
 */
function patchReply(g: GameService, user: User, from: number): { reply: MoveReply; get(): PatchReply } {
  let out: PatchReply | null = null;
  return {
    reply: (live, before) => {
      const game = g.header(live, user);
      const patch = viewPatch(g.view(live, before.seat, before.state), g.view(live, game.yourSeat));
      out = { type: "patch", from, seq: live.row.seq, game, ...(patch?.json ? { view: patch.patch } : {}) };
    },
    get: () => out!,
  };
}

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
  // A move answers with the game info, or with what it changed (reply=patch: see PatchReply).
  app.post("/api/games/:id/actions", async (req, reply) => {
    const u = await user(req, reply);
    const body = parse(ActRequest, req.body);
    if (parse(MoveQuery, req.query).reply !== "patch") return g.info(await g.act(u, id(req), body), u);
    const p = patchReply(g, u, body.seq);
    await g.act(u, id(req), body, "http", p.reply);
    return p.get();
  });
  app.post("/api/games/:id/undo", async (req, reply) => {
    const u = await user(req, reply);
    const body = parse(UndoRequest, req.body);
    if (parse(MoveQuery, req.query).reply !== "patch") return g.info(await g.undo(u, id(req), body), u);
    const p = patchReply(g, u, body.seq);
    await g.undo(u, id(req), body, "http", p.reply);
    return p.get();
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
