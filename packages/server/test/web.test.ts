import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";
import { DEFAULT_WEB_DIR } from "../src/web.ts";
import { start, tempDir } from "./helpers.ts";

function webFixture(kind: "source" | "none" | "dist"): string {
  const dir = tempDir();
  if (kind === "source") {
    fs.mkdirSync(path.join(dir, "public"), { recursive: true });
    fs.mkdirSync(path.join(dir, "src"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "public", "index.html"),
      '<!doctype html><title>fixture</title><link rel="stylesheet" href="/style.css"><script type="module" src="/app.js"></script>',
    );
    fs.writeFileSync(
      path.join(dir, "public", "style.css"),
      `body { color: red }\n${"/* pad */\n".repeat(200)}`,
    );
    fs.writeFileSync(path.join(dir, "public", "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.writeFileSync(
      path.join(dir, "src", "greet.ts"),
      'export const greet = (n: string): string => "hi " + n;\n',
    );
    fs.writeFileSync(
      path.join(dir, "src", "main.ts"),
      'import { greet } from "./greet.ts";\ndocument.title = greet("there");\n',
    );
  }
  if (kind === "dist") {
    fs.mkdirSync(path.join(dir, "dist", "assets"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "dist", "index.html"),
      '<!doctype html><title>built</title><script type="module" src="/assets/index-AbC123.js"></script>',
    );
    fs.writeFileSync(
      path.join(dir, "dist", "assets", "index-AbC123.js"),
      `console.log("built");\n${"//\n".repeat(800)}`,
    );
    fs.writeFileSync(path.join(dir, "dist", "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  }
  return dir;
}

test("from source: the page names hashed assets cached for a year; ETag and 304; gzip and brotli", async () => {
  const s = await start(undefined, { webDir: webFixture("source") });
  const page = await fetch(`${s.url}/`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get("content-type")!, /text\/html/);
  assert.match(page.headers.get("content-security-policy")!, /default-src 'self'/);
  assert.equal(page.headers.get("x-content-type-options"), "nosniff");
  assert.equal(page.headers.get("cache-control"), "no-cache");
  const etag = page.headers.get("etag")!;
  assert.ok(etag);
  const html = await page.text();
  assert.match(html, /fixture/);
  const js = /src="(\/app\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
  const css = /href="(\/style\.[0-9a-f]{10}\.css)"/.exec(html)?.[1];
  assert.ok(js && css, html);
  // The page again: 304 without a body.
  const again = await fetch(`${s.url}/`, { headers: { "if-none-match": etag } });
  assert.equal(again.status, 304);
  // Client-side routes get the page too; missing files do not.
  assert.match(await (await fetch(`${s.url}/join/abc`)).text(), /fixture/);
  assert.equal((await fetch(`${s.url}/missing.png`)).status, 404);
  // Hashed assets: a year, immutable; compressed as asked.
  const code = await fetch(`${s.url}${js}`);
  assert.equal(code.status, 200);
  assert.match(code.headers.get("cache-control")!, /max-age=31536000, immutable/);
  assert.match(code.headers.get("content-type")!, /javascript/);
  assert.ok(code.headers.get("content-encoding"));
  const br = await fetch(`${s.url}${js}`, { headers: { "accept-encoding": "br" } });
  assert.equal(br.headers.get("content-encoding"), "br");
  const text = await code.text();
  assert.match(text, /hi /, "the imported module is bundled in");
  assert.doesNotMatch(text, /import\s*\{/, "no imports left for the browser");
  const raw = await new Promise<Buffer>((resolve, reject) => {
    import("node:http").then(({ get }) =>
      get(`${s.url}${css}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        assert.equal(res.headers["content-encoding"], "gzip");
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve(Buffer.concat(parts)));
      }).on("error", reject),
    );
  });
  assert.match(gunzipSync(raw).toString(), /color: red/);
  assert.equal((await fetch(`${s.url}${js}.map`)).status, 200);
  // The old name still works (not cached for long).
  const old = await fetch(`${s.url}/app.js`);
  assert.equal(old.status, 200);
  assert.equal(old.headers.get("cache-control"), "no-cache");
  // Other public files, with an ETag.
  const icon = await fetch(`${s.url}/favicon.svg`);
  assert.equal(icon.status, 200);
  assert.ok(icon.headers.get("etag"));
  // No way out of the public folder.
  for (const p of [
    "/../src/main.ts",
    "/%2e%2e/src/main.ts",
    "/..%2fsrc%2fmain.ts",
    "/%2e%2e%2f%2e%2e%2fpackage.json",
    "/%E0%A4%A",
  ]) {
    const r = await fetch(`${s.url}${p}`);
    assert.ok(r.status === 404 || r.status === 400, `${p}: ${r.status}`);
  }
  assert.equal((await fetch(`${s.url}/`, { method: "POST" })).status, 405);
  // API answers are compressed too, when large enough.
  const meta = await fetch(`${s.url}/api/meta`, { headers: { "accept-encoding": "gzip" } });
  assert.equal(meta.headers.get("content-encoding"), "gzip");
  await s.close();
});

test("built (dist): hashed assets cached for a year, the page with an ETag, client routes", async () => {
  const s = await start(undefined, { webDir: webFixture("dist") });
  const page = await fetch(`${s.url}/game/abc`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /built/);
  assert.equal(page.headers.get("cache-control"), "no-cache");
  assert.match(page.headers.get("content-security-policy")!, /default-src 'self'/);
  const etag = page.headers.get("etag")!;
  assert.ok(etag);
  assert.equal((await fetch(`${s.url}/`, { headers: { "if-none-match": etag } })).status, 304);
  const asset = await fetch(`${s.url}/assets/index-AbC123.js`);
  assert.equal(asset.status, 200);
  assert.match(asset.headers.get("cache-control")!, /max-age=31536000, immutable/);
  assert.ok(asset.headers.get("content-encoding"), "compressed");
  assert.match(await asset.text(), /built/);
  assert.equal((await fetch(`${s.url}/favicon.svg`)).headers.get("cache-control"), "no-cache");
  assert.equal((await fetch(`${s.url}/assets/missing.js`)).status, 404);
  assert.equal((await fetch(`${s.url}/api/nothing`)).status, 404);
  await s.close();
});

test("without the web client a plain page says so", async () => {
  const s = await start(undefined, { webDir: webFixture("none") });
  const page = await fetch(`${s.url}/`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /web client is not there yet/);
  assert.equal((await fetch(`${s.url}/app.js`)).status, 404);
  await s.close();
});

/**
 * The web client's folder with a build in dist/: the tree's own (`npm run build`), else a build
 * made here with Vite into a folder of this test's (a fresh clone has none).
 */
async function builtClient(): Promise<string> {
  if (fs.existsSync(path.join(DEFAULT_WEB_DIR, "dist", "index.html"))) return DEFAULT_WEB_DIR;
  const dir = tempDir();
  const { build } = await import("vite");
  await build({
    root: DEFAULT_WEB_DIR,
    configFile: path.join(DEFAULT_WEB_DIR, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: path.join(dir, "dist"), emptyOutDir: true },
  });
  return dir;
}

test("the real web client is served with its script", async () => {
  const s = await start(undefined, { webDir: await builtClient() });
  // Built (dist) or from source, the page names its script: fetch that.
  const page = await (await fetch(`${s.url}/`)).text();
  const src = /<script[^>]*\ssrc="([^"]+)"/.exec(page)?.[1];
  assert.ok(src, page.slice(0, 500));
  const js = await fetch(new URL(src, s.url));
  const text = await js.text();
  assert.equal(js.status, 200, text.slice(0, 500));
  assert.match(js.headers.get("content-type") ?? "", /javascript/);
  // The entry may be a small loader of the chunks it imports (a Vite build): those are served too.
  let size = text.length;
  for (const m of text.matchAll(/from\s*["'](\.\/[^"']+\.js)["']/g)) {
    const chunk = await fetch(new URL(m[1]!, js.url));
    assert.equal(chunk.status, 200, m[1]);
    size += (await chunk.text()).length;
  }
  assert.ok(size > 1000, `the client's script and its imports: ${size} bytes`);
  await s.close();
});
