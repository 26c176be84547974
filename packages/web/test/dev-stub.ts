// A throw-away in-memory stand-in for the server, for developing the client before the real one
// exists: node --import tsx packages/web/test/dev-stub.ts [port]. No WebSocket (the client falls back
// to fetching after each action). Not used by the tests.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, join } from "node:path";
import {
  type Action,
  apply,
  canUndo,
  decision,
  makeRecord,
  newGame,
  type Options,
  resign,
  type Side,
  type State,
  view,
} from "@dawn/engine";
import { build } from "esbuild";
import { WEB_ENTRY, WEB_PUBLIC_DIR } from "../src/index.ts";

interface Game {
  id: string;
  seats: Record<Side, string | null>;
  seed: number;
  options: Options;
  actions: Action[];
  states: State[];
  invite: string;
  bot: Side | null;
  open: boolean;
}
const users = new Map<string, string>();
const sessions = new Map<string, string>();
const games = new Map<string, Game>();

const cur = (g: Game) => g.states[g.states.length - 1]!;
const status = (g: Game) => (cur(g).result ? "finished" : g.seats.com && g.seats.dem ? "active" : "waiting");

function send(res: ServerResponse, code: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(code, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  let t = "";
  for await (const c of req) t += c;
  return t ? JSON.parse(t) : {};
}
function seatOf(g: Game, name: string | undefined, want?: unknown): Side | null {
  if (!name) return null;
  if (g.seats.com === name && g.seats.dem === name)
    return (want as Side) ?? decision(cur(g))?.player ?? "com";
  if (g.seats.com === name) return "com";
  if (g.seats.dem === name) return "dem";
  return null;
}
function info(g: Game, name?: string) {
  const seat = seatOf(g, name);
  const s = cur(g);
  return {
    id: g.id,
    game: "1989-dawn-of-freedom",
    status: status(g),
    seats: g.seats,
    yourSeat: seat,
    view: view(s, seat ?? "observer"),
    seq: s.seq,
    canUndo: seat ? canUndo(s, seat) && g.seats.com !== null : false,
  };
}
function botMoves(g: Game) {
  for (let i = 0; i < 2000 && g.bot; i++) {
    const d = decision(cur(g));
    if (!d || d.player !== g.bot) return;
    const a = d.actions[Math.floor(Math.random() * d.actions.length)]!;
    g.actions.push(a);
    g.states.push(apply(cur(g), a));
  }
}

let bundle = "";
async function appJs() {
  if (!bundle || process.env.WATCH) {
    const r = await build({
      entryPoints: [WEB_ENTRY],
      bundle: true,
      write: false,
      format: "esm",
      sourcemap: "inline",
    });
    bundle = r.outputFiles[0]!.text;
  }
  return bundle;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://x");
    const sid = /sid=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    const me = sid ? sessions.get(sid) : undefined;
    const p = url.pathname;
    const m = (re: RegExp) => re.exec(p);
    if (p === "/app.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      return res.end(await appJs());
    }
    if (!p.startsWith("/api/")) {
      const file = p === "/" || p.startsWith("/join/") ? "index.html" : p.slice(1);
      try {
        const data = await readFile(join(WEB_PUBLIC_DIR, file));
        const types: Record<string, string> = {
          ".html": "text/html",
          ".css": "text/css",
          ".svg": "image/svg+xml",
        };
        res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
        return res.end(data);
      } catch {
        return send(res, 404, { error: "not found" });
      }
    }
    if (req.method === "POST" && (p === "/api/register" || p === "/api/login")) {
      const b = await body(req);
      const name = String(b.name);
      if (p === "/api/register") {
        if (users.has(name)) return send(res, 409, { error: "That name is taken" });
        users.set(name, String(b.password));
      } else if (users.get(name) !== String(b.password))
        return send(res, 401, { error: "Wrong name or password" });
      const s = randomUUID();
      sessions.set(s, name);
      return send(
        res,
        200,
        { user: { id: name, name } },
        { "set-cookie": `sid=${s}; Path=/; HttpOnly; SameSite=Lax` },
      );
    }
    if (p === "/api/me")
      return me ? send(res, 200, { user: { id: me, name: me } }) : send(res, 401, { error: "Not signed in" });
    if (p === "/api/logout") return send(res, 200, {}, { "set-cookie": "sid=; Path=/; Max-Age=0" });
    if (!me && req.method !== "GET") return send(res, 401, { error: "Not signed in" });
    const list = (gs: Game[]) =>
      gs.map((g) => ({
        id: g.id,
        seats: g.seats,
        status: status(g),
        yourTurn: (() => {
          const d = decision(cur(g));
          return !!d && status(g) === "active" && g.seats[d.player] === me;
        })(),
        seq: cur(g).seq,
        result: cur(g).result,
        updatedAt: new Date().toISOString(),
        options: g.options,
      }));
    if (p === "/api/games" && req.method === "GET")
      return send(
        res,
        200,
        list([...games.values()].filter((g) => g.seats.com === me || g.seats.dem === me)),
      );
    if (p === "/api/lobby")
      return send(res, 200, list([...games.values()].filter((g) => g.open && status(g) === "waiting")));
    if (p === "/api/games" && req.method === "POST") {
      const b = await body(req);
      const side: Side = b.side === "random" ? (Math.random() < 0.5 ? "com" : "dem") : (b.side as Side);
      const other: Side = side === "com" ? "dem" : "com";
      const seed = typeof b.seed === "number" ? b.seed : Math.floor(Math.random() * 1e9);
      const options = b.options as Options;
      const g: Game = {
        id: randomUUID().slice(0, 8),
        seats: { com: null, dem: null },
        seed,
        options,
        actions: [],
        states: [newGame(seed, options)],
        invite: randomUUID(),
        bot: b.opponent === "bot" ? other : null,
        open: b.opponent === "open",
      };
      g.seats[side] = me!;
      if (b.opponent === "bot") g.seats[other] = "bot";
      if (b.opponent === "hotseat") g.seats[other] = me!;
      games.set(g.id, g);
      botMoves(g);
      return send(res, 200, { id: g.id, ...(b.opponent === "invite" ? { invite: g.invite } : {}) });
    }
    const gm = m(/^\/api\/games\/([^/]+)(?:\/(\w+))?(?:\/(\d+))?$/);
    const g = gm ? games.get(gm[1]!) : undefined;
    if (!gm || !g) return send(res, 404, { error: "No such game" });
    const verb = gm[2];
    if (!verb) return send(res, 200, info(g, me));
    if (verb === "record") return send(res, 200, makeRecord(g.seed, g.options, g.actions));
    const b = await body(req);
    if (verb === "join") {
      const free: Side | null = g.seats.com === null ? "com" : g.seats.dem === null ? "dem" : null;
      if (!free) return send(res, 409, { error: "The game is full" });
      if (!g.open && b.invite !== g.invite) return send(res, 403, { error: "Bad invite" });
      g.seats[free] = me!;
      return send(res, 200, {});
    }
    const seat = seatOf(g, me, b.seat);
    if (!seat) return send(res, 403, { error: "Not your game" });
    if (verb === "actions") {
      if (b.seq !== cur(g).seq) return send(res, 409, { error: "Stale" });
      try {
        g.states.push(apply(cur(g), b.action as Action));
        g.actions.push(b.action as Action);
      } catch (e) {
        return send(res, 400, { error: (e as Error).message });
      }
      botMoves(g);
      return send(res, 200, { seq: cur(g).seq, view: view(cur(g), seat) });
    }
    if (verb === "undo") {
      g.states.pop();
      g.actions.pop();
      return send(res, 200, {});
    }
    if (verb === "resign") {
      g.states.push(resign(cur(g), seat));
      return send(res, 200, {});
    }
    return send(res, 404, { error: "Unknown request" });
  } catch (e) {
    send(res, 500, { error: String(e) });
  }
});
server.listen(Number(process.argv[2] ?? 8990), () =>
  console.log(`stub on http://localhost:${Number(process.argv[2] ?? 8990)}`),
);
