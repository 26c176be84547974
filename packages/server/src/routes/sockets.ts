// The WebSocket route: the handshake is checked (site, address limit, the game) before the
// upgrade; the hub takes over the connection.
import { GameParams } from "@dawn/platform/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../errors.ts";
import type { Live } from "../games.ts";
import { type Deps, parse, resolveUser } from "./context.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The game a WebSocket handshake was accepted for. */
    wsGame?: Live;
  }
}

export function socketRoutes(app: FastifyInstance, d: Deps): void {
  app.route({
    method: "GET",
    url: "/api/games/:id/ws",
    preValidation: async (req: FastifyRequest) => {
      if (!req.ws) throw new HttpError(426, "This address takes WebSocket connections only");
      const origin = req.headers.origin;
      if (origin) {
        let ok = false;
        try {
          ok = new URL(origin).host === req.host;
        } catch {}
        if (!ok) throw new HttpError(403, "Cross-site WebSocket refused");
      }
      d.hub.admitAddress(req.ip);
      const id = parse(GameParams, req.params).id;
      await resolveUser(req, d.accounts);
      req.wsGame = await d.games.open(id);
    },
    handler: async () => {
      throw new HttpError(426, "This address takes WebSocket connections only");
    },
    wsHandler: (socket, req) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      d.hub.attach(socket, req.wsGame!, req.user ?? null, req.ip, {
        patches: q.updates === "patch",
        actions: q.actions === "1" || q.actions === "true",
      });
    },
  });
}
