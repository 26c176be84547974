// Builds the client with Vite once per test process into a folder of its own (several test
// processes may build at the same time: none overwrites the files another one's server serves).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

let built: Promise<string> | null = null;

export const WEB_ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Builds the client; resolves to the web folder to serve (its `dist/` holds the build). */
export function buildClient(): Promise<string> {
  built ??= (async () => {
    const { build } = await import("vite");
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "dawn-web-build-"));
    await build({
      root: WEB_ROOT,
      configFile: `${WEB_ROOT}vite.config.ts`,
      logLevel: "warn",
      // WEB_NO_MINIFY=1: readable names in browser profiles.
      build: {
        outDir: path.join(webDir, "dist"),
        emptyOutDir: true,
        ...(process.env.WEB_NO_MINIFY ? { minify: false } : {}),
      },
    });
    process.on("exit", () => fs.rmSync(webDir, { recursive: true, force: true }));
    return webDir;
  })();
  return built;
}
