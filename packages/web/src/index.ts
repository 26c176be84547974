// Node-side entry of @dawn/web: where the server finds the client's files. Touches no DOM.
import { fileURLToPath } from "node:url";

/** Folder of static files (index.html, style.css, icons) to serve as they are. */
export const WEB_PUBLIC_DIR = fileURLToPath(new URL("../public/", import.meta.url));
/** The browser entry point, to bundle with esbuild as /app.js. */
export const WEB_ENTRY = fileURLToPath(new URL("./main.ts", import.meta.url));
