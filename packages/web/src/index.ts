// Node-side entry of @dawn/web: where the server finds the client's files. Touches no DOM.
import { fileURLToPath } from "node:url";

/** The built client (`npm run build -w @dawn/web`): index.html and content-hashed assets/. */
export const WEB_DIST_DIR = fileURLToPath(new URL("../dist/", import.meta.url));
/** The browser entry point (Vite builds it into dist/). */
export const WEB_ENTRY = fileURLToPath(new URL("./main.ts", import.meta.url));
