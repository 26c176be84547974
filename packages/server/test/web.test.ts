import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { DEFAULT_WEB_DIR } from "../src/web.ts";
import { start, tempDir } from "./helpers.ts";

function webFixture(withClient: boolean): string {
  const dir = tempDir();
  if (withClient) {
    fs.mkdirSync(path.join(dir, "public"), { recursive: true });
    fs.mkdirSync(path.join(dir, "src"), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", "index.html"), "<!doctype html><title>fixture</title>");
    fs.writeFileSync(path.join(dir, "public", "style.css"), "body { color: red }");
    fs.writeFileSync(
      path.join(dir, "src", "greet.ts"),
      'export const greet = (n: string): string => "hi " + n;\n',
    );
    fs.writeFileSync(
      path.join(dir, "src", "main.ts"),
      'import { greet } from "./greet.ts";\ndocument.title = greet("there");\n',
    );
  }
  return dir;
}

test("serves the web client: files, client routes, /app.js bundled by esbuild", async () => {
  const s = await start(undefined, { webDir: webFixture(true) });
  const page = await fetch(`${s.url}/`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get("content-type")!, /text\/html/);
  assert.match(page.headers.get("content-security-policy")!, /default-src 'self'/);
  assert.equal(page.headers.get("x-content-type-options"), "nosniff");
  assert.match(await page.text(), /fixture/);
  // Client-side routes get the page too; missing files do not.
  assert.match(await (await fetch(`${s.url}/join/abc`)).text(), /fixture/);
  assert.equal((await fetch(`${s.url}/missing.png`)).status, 404);
  const css = await fetch(`${s.url}/style.css`);
  assert.match(css.headers.get("content-type")!, /text\/css/);
  assert.equal(await css.text(), "body { color: red }");
  const js = await fetch(`${s.url}/app.js`);
  assert.equal(js.status, 200);
  assert.match(js.headers.get("content-type")!, /javascript/);
  const code = await js.text();
  assert.match(code, /hi /, "the imported module is bundled in");
  assert.doesNotMatch(code, /import\s*\{/, "no imports left for the browser");
  assert.equal((await fetch(`${s.url}/app.js.map`)).status, 200);
  // No way out of the public folder.
  for (const p of [
    "/../src/main.ts",
    "/%2e%2e/src/main.ts",
    "/..%2fsrc%2fmain.ts",
    "/%2e%2e%2f%2e%2e%2fpackage.json",
  ]) {
    const r = await fetch(`${s.url}${p}`);
    assert.ok(r.status === 404 || r.status === 400, `${p}: ${r.status}`);
  }
  assert.equal((await fetch(`${s.url}/`, { method: "POST" })).status, 405);
  await s.close();
});

test("without the web client a plain page says so", async () => {
  const s = await start(undefined, { webDir: webFixture(false) });
  const page = await fetch(`${s.url}/`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /web client .* is not there yet/);
  assert.equal((await fetch(`${s.url}/app.js`)).status, 404);
  await s.close();
});

test("the real web client bundles, if it is there", {
  skip: !fs.existsSync(path.join(DEFAULT_WEB_DIR, "src", "main.ts")),
}, async () => {
  const s = await start();
  const js = await fetch(`${s.url}/app.js`);
  const text = await js.text();
  assert.equal(js.status, 200, text.slice(0, 500));
  assert.ok(text.length > 1000);
  await s.close();
});
