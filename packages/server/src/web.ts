// The web client: files from packages/web/public and packages/web/src/main.ts bundled by esbuild
// (once, on first request, then cached) as /app.js. Paths without a file extension get index.html,
// so client-side routes such as /game/<id> or /join/<code> load the client.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self' ws: wss:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

export const DEFAULT_WEB_DIR = fileURLToPath(new URL("../../web/", import.meta.url));

interface Bundle {
  readonly js: Uint8Array;
  readonly map: Uint8Array | null;
}

export class WebClient {
  private readonly publicDir: string;
  private readonly entry: string;
  private bundle: Promise<Bundle | { error: string }> | null = null;

  constructor(
    webDir: string = DEFAULT_WEB_DIR,
    /** Rebuild /app.js on every request (for working on the client). */
    private readonly dev = false,
    private readonly log: (m: string) => void = (m) => console.error(m),
  ) {
    // The Vite build (packages/web/dist: index.html and content-hashed assets/) when it is there;
    // otherwise public/ plus /app.js bundled from src/main.ts.
    const dist = path.resolve(webDir, "dist");
    this.publicDir = fs.existsSync(path.join(dist, "index.html")) ? dist : path.resolve(webDir, "public");
    this.entry = path.resolve(webDir, "src", "main.ts");
  }

  /** Starts bundling in the background (the first page load will not wait as long). */
  warmUp(): void {
    if (fs.existsSync(this.entry)) void this.getBundle();
  }

  private getBundle(): Promise<Bundle | { error: string }> {
    if (!this.bundle || this.dev) this.bundle = this.build();
    return this.bundle;
  }

  private async build(): Promise<Bundle | { error: string }> {
    try {
      const esbuild = await import("esbuild");
      const out = await esbuild.build({
        entryPoints: [this.entry],
        bundle: true,
        format: "esm",
        platform: "browser",
        target: ["es2020"],
        outfile: path.join(this.publicDir, "app.js"),
        write: false,
        minify: !this.dev,
        sourcemap: "linked",
        legalComments: "none",
        logLevel: "silent",
        define: { "process.env.NODE_ENV": this.dev ? '"development"' : '"production"' },
      });
      const js = out.outputFiles.find((f) => f.path.endsWith(".js"));
      const map = out.outputFiles.find((f) => f.path.endsWith(".map"));
      if (!js) return { error: "esbuild produced no JavaScript" };
      return { js: js.contents, map: map?.contents ?? null };
    } catch (e) {
      const message = (e as Error).message;
      this.log(`could not bundle the web client: ${message}`);
      return { error: message };
    }
  }

  /** Serves a GET or HEAD request for a non-API path. */
  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
      res.end("Method not allowed\n");
      return;
    }
    if (pathname === "/app.js" || pathname === "/app.js.map") {
      if (!fs.existsSync(this.entry))
        return this.send(req, res, 404, ".txt", "The web client is not written yet.\n");
      const b = await this.getBundle();
      if ("error" in b) {
        const msg = `The web client could not be built:\n${b.error}`;
        return this.send(req, res, 500, ".js", `document.body.textContent = ${JSON.stringify(msg)};\n`);
      }
      if (pathname === "/app.js.map") {
        return b.map ? this.send(req, res, 200, ".map", b.map) : this.send(req, res, 404, ".txt", "No map\n");
      }
      return this.send(req, res, 200, ".js", b.js, "no-cache");
    }
    let rel: string;
    try {
      rel = decodeURIComponent(pathname);
    } catch {
      return this.send(req, res, 400, ".txt", "Bad path\n");
    }
    if (rel.includes("\0")) return this.send(req, res, 400, ".txt", "Bad path\n");
    const file = path.resolve(this.publicDir, `.${path.posix.normalize(rel)}`);
    const inside = file === this.publicDir || file.startsWith(this.publicDir + path.sep);
    if (inside && path.extname(file) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Content-hashed build output never changes under its name.
      const immutable = rel.startsWith("/assets/") && /-[\w-]{8,}\.\w+$/.test(rel);
      return this.send(
        req,
        res,
        200,
        path.extname(file),
        fs.readFileSync(file),
        immutable ? "public, max-age=31536000, immutable" : "no-cache",
      );
    }
    if (path.extname(rel)) return this.send(req, res, 404, ".txt", "Not found\n");
    // A page of the client (/, /game/abc, /join/xyz...).
    const index = path.join(this.publicDir, "index.html");
    if (fs.existsSync(index)) return this.send(req, res, 200, ".html", fs.readFileSync(index), "no-cache");
    return this.send(req, res, 200, ".html", PLACEHOLDER, "no-cache");
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    ext: string,
    body: string | Uint8Array,
    cache = "no-store",
  ): void {
    const data = typeof body === "string" ? Buffer.from(body) : body;
    res.writeHead(status, {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "content-length": data.byteLength,
      "cache-control": cache,
      ...(ext === ".html" ? { "content-security-policy": CSP } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : data);
  }
}

const PLACEHOLDER = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>1989: Dawn of Freedom</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 2em auto; padding: 0 1em">
<h1>1989: Dawn of Freedom</h1>
<p>The server is running, but the web client (packages/web/public/index.html) is not there yet.</p>
<p>The HTTP and WebSocket API is described in docs/protocol.md.</p>
</body>
</html>
`;
