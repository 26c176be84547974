// Builds the browser client into dist/: index.html (the page, served with no-cache) and assets/
// with content-hashed names (long cache). The shell loads first; each title's board and texts are
// separate chunks loaded when a game of that title is opened.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  publicDir: false,
  // Preact's automatic JSX runtime (no React plugin: it does not install with Vite 8 here).
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  resolve: { alias: { react: "preact/compat", "react-dom": "preact/compat" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
