// Builds the client with Vite once per test process into a folder of its own (several test
// processes may build at the same time: none overwrites the files another one's server serves).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

let built: Promise<string> | null = null;

export const WEB_ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Builds the client into `outDir` (WEB_NO_MINIFY=1: readable names in browser profiles). */
export async function buildInto(outDir: string): Promise<void> {
  const { build } = await import("vite");
  await build({
    root: WEB_ROOT,
    configFile: `${WEB_ROOT}vite.config.ts`,
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, ...(process.env.WEB_NO_MINIFY ? { minify: false } : {}) },
  });
}

/** Builds the client; resolves to the web folder to serve (its `dist/` holds the build). */
export function buildClient(): Promise<string> {
  built ??= (async () => {
    // WEB_PREBUILT=<folder holding dist/>: serve a build made earlier (bench:web compares builds).
    const prebuilt = process.env.WEB_PREBUILT;
    if (prebuilt) {
      if (!fs.existsSync(path.join(prebuilt, "dist", "index.html"))) {
        throw new Error(`WEB_PREBUILT=${prebuilt} has no dist/index.html`);
      }
      return prebuilt;
    }
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "dawn-web-build-"));
    await buildInto(path.join(webDir, "dist"));
    process.on("exit", () => fs.rmSync(webDir, { recursive: true, force: true }));
    return webDir;
  })();
  return built;
}
