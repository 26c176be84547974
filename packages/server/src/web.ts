// The web client's files. Two layouts:
// - built (`<webDir>/dist/index.html` exists, as Vite writes it): files under `dist/assets/` carry
//   their content hash in their names and are cached for a year (`immutable`); every other file,
//   the page included, is sent with an ETag and `no-cache` (the browser asks again and gets 304).
//   Precompressed `.br`/`.gz` siblings are used when present.
// - from source (no dist): files of `<webDir>/public/`, and `<webDir>/src/main.ts` bundled by
//   esbuild on start-up. The page is rewritten to name the bundle and the style sheet by content
//   hash (`/app.<hash>.js`, `/style.<hash>.css`), cached for a year; `/app.js` keeps working.
// Paths without a file extension get the page (client-side routes /game/<id>, /join/<code>).
// Responses are compressed (gzip, brotli) by @fastify/compress or, for the in-memory bundle,
// once in advance.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self' ws: wss:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

export const DEFAULT_WEB_DIR = fileURLToPath(new URL("../../web/", import.meta.url));

const IMMUTABLE = "public, max-age=31536000, immutable";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/** A file held in memory, compressed in advance. */
interface Held {
  readonly type: string;
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  readonly etag: string;
  readonly cache: string;
}

function hold(type: string, body: Buffer, cache: string): Held {
  return {
    type,
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    cache,
  };
}

const hash8 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex").slice(0, 10);

function sendHeld(req: FastifyRequest, reply: FastifyReply, f: Held): FastifyReply {
  reply
    .header("content-type", f.type)
    .header("cache-control", f.cache)
    .header("etag", f.etag)
    .header("vary", "accept-encoding");
  if (f.type.startsWith("text/html")) reply.header("content-security-policy", CSP);
  if (req.headers["if-none-match"] === f.etag) return reply.code(304).send();
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return reply.header("content-encoding", "br").send(f.br);
  if (/\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(f.gzip);
  return reply.send(f.body);
}

export interface WebOptions {
  readonly webDir: string;
  /** Rebuild the bundle on every request to the page (working on the client). */
  readonly dev: boolean;
  readonly log: (m: string) => void;
}

/** Registers the web client's routes; every non-API GET ends here. */
export async function registerWeb(app: FastifyInstance, o: WebOptions): Promise<void> {
  const dist = path.resolve(o.webDir, "dist");
  if (fs.existsSync(path.join(dist, "index.html"))) return registerDist(app, dist);
  return registerSource(app, o);
}

async function registerDist(app: FastifyInstance, dist: string): Promise<void> {
  // The page is held in memory (strong ETag, compressed in advance), read again when it changes.
  const file = path.join(dist, "index.html");
  let page: { held: Held; mtime: number } | null = null;
  const getPage = (): Held => {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!page || page.mtime !== mtime)
      page = { held: hold(TYPES[".html"]!, fs.readFileSync(file), "no-cache"), mtime };
    return page.held;
  };
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    preCompressed: true,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders(reply, f) {
      const rel = path.relative(dist, f);
      reply.header("cache-control", rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : "no-cache");
    },
  });
  app.get("/", { config: { compress: false } }, (req, reply) => sendHeld(req, reply, getPage()));
  app.get("/index.html", { config: { compress: false } }, (req, reply) => sendHeld(req, reply, getPage()));
  app.setNotFoundHandler((req, reply) => fallback(req, reply, () => sendHeld(req, reply, getPage())));
}

async function registerSource(app: FastifyInstance, o: WebOptions): Promise<void> {
  const publicDir = path.resolve(o.webDir, "public");
  const entry = path.resolve(o.webDir, "src", "main.ts");
  const hasPublic = fs.existsSync(publicDir);
  interface Built {
    readonly page: Held;
    readonly files: Map<string, Held>;
  }
  let built: Promise<Built> | null = null;

  const build = async (): Promise<Built> => {
    const files = new Map<string, Held>();
    let html = fs.existsSync(path.join(publicDir, "index.html"))
      ? fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
      : PLACEHOLDER;
    if (fs.existsSync(entry)) {
      const b = await bundle(entry, publicDir, o.dev).catch((e: unknown) => {
        o.log(`could not bundle the web client: ${(e as Error).message}`);
        const msg = `The web client could not be built:\n${(e as Error).message}`;
        return { js: Buffer.from(`document.body.textContent = ${JSON.stringify(msg)};\n`), map: null };
      });
      const name = `/app.${hash8(b.js)}.js`;
      const js = Buffer.concat([Buffer.from(b.js), Buffer.from(`\n//# sourceMappingURL=${name}.map\n`)]);
      files.set(name, hold(TYPES[".js"]!, js, IMMUTABLE));
      files.set("/app.js", hold(TYPES[".js"]!, js, "no-cache"));
      if (b.map) files.set(`${name}.map`, hold(TYPES[".map"]!, Buffer.from(b.map), IMMUTABLE));
      html = html.replace(/(["'])\/app\.js\1/, `$1${name}$1`);
    }
    const css = path.join(publicDir, "style.css");
    if (fs.existsSync(css)) {
      const body = fs.readFileSync(css);
      const name = `/style.${hash8(body)}.css`;
      files.set(name, hold(TYPES[".css"]!, body, IMMUTABLE));
      html = html.replace(/(["'])\/style\.css\1/, `$1${name}$1`);
    }
    return { page: hold(TYPES[".html"]!, Buffer.from(html), "no-cache"), files };
  };
  const get = () => {
    built ??= build();
    return built;
  };
  // Bundling starts now, in the background: the first page load waits less.
  void get();

  if (hasPublic) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      etag: true,
      serve: false,
    });
  }
  app.get("/*", { config: { compress: false } }, async (req, reply) => {
    const pathname = req.url.split("?")[0]!;
    if (pathname === "/api" || pathname.startsWith("/api/")) return fallback(req, reply, () => reply);
    if (o.dev && (pathname === "/" || !path.extname(pathname))) built = null;
    const b = await get();
    const held = b.files.get(pathname);
    if (held) return sendHeld(req, reply, held);
    if (hasPublic && path.extname(pathname) && pathname !== "/index.html") {
      let rel: string;
      try {
        rel = decodeURIComponent(pathname);
      } catch {
        return reply.code(400).type("text/plain").send("Bad path\n");
      }
      const file = path.resolve(publicDir, `.${path.posix.normalize(rel)}`);
      const inside = file.startsWith(publicDir + path.sep);
      if (!rel.includes("\0") && inside && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
        reply.header("cache-control", "no-cache");
        return reply.sendFile(path.relative(publicDir, file), publicDir);
      }
      return reply.code(404).type("text/plain").send("Not found\n");
    }
    if (path.extname(pathname) && pathname !== "/index.html")
      return reply.code(404).type("text/plain").send("Not found\n");
    return sendHeld(req, reply, b.page);
  });
  app.setNotFoundHandler((req, reply) =>
    fallback(req, reply, () => reply.code(404).send({ error: "Not found" })),
  );
}

/** Other methods than GET/HEAD on the web client's paths. */
function fallback(req: FastifyRequest, reply: FastifyReply, page: () => FastifyReply): FastifyReply {
  const pathname = req.url.split("?")[0]!;
  if (pathname === "/api" || pathname.startsWith("/api/"))
    return reply.code(404).send({ error: `No API at ${req.method} ${pathname}` });
  if (req.method !== "GET" && req.method !== "HEAD")
    return reply.code(405).header("allow", "GET, HEAD").send({ error: "Method not allowed" });
  if (path.extname(pathname)) return reply.code(404).type("text/plain").send("Not found\n");
  return page();
}

async function bundle(
  entry: string,
  publicDir: string,
  dev: boolean,
): Promise<{ js: Uint8Array; map: Uint8Array | null }> {
  const esbuild = await import("esbuild");
  const out = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2022"],
    outfile: path.join(publicDir, "app.js"),
    write: false,
    minify: !dev,
    sourcemap: "external",
    legalComments: "none",
    logLevel: "silent",
    // The workspace's packages from their TypeScript sources (their `@dawn/source` export), built
    // or not; "module" is esbuild's default condition that naming conditions drops.
    conditions: ["@dawn/source", "module"],
    define: { "process.env.NODE_ENV": dev ? '"development"' : '"production"' },
  });
  const js = out.outputFiles.find((f) => f.path.endsWith(".js"));
  const map = out.outputFiles.find((f) => f.path.endsWith(".map"));
  if (!js) throw new Error("esbuild produced no JavaScript");
  return { js: js.contents, map: map?.contents ?? null };
}

const PLACEHOLDER = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dawn</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 2em auto; padding: 0 1em">
<h1>The server is running</h1>
<p>The web client is not there yet (no packages/web/dist/index.html, no packages/web/public/index.html).</p>
<p>The HTTP and WebSocket API is described in docs/protocol.md.</p>
</body>
</html>
`;
