// Builds the client with Vite into dist/ once per test process (the server serves dist/).
import { fileURLToPath } from "node:url";

let built: Promise<void> | null = null;

export const WEB_ROOT = fileURLToPath(new URL("../", import.meta.url));

export function buildClient(): Promise<void> {
  built ??= (async () => {
    const { build } = await import("vite");
    await build({ root: WEB_ROOT, configFile: `${WEB_ROOT}vite.config.ts`, logLevel: "warn" });
  })();
  return built;
}
