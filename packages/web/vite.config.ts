// Builds the browser client into dist/: index.html (the page, served with no-cache) and assets/
// with content-hashed names (long cache). The shell loads first; each title's board and texts are
// separate chunks loaded when a game of that title is opened.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const CARD_DATA = here("../engine/src/data/cards.generated.ts");
const CARDS_EN = here("src/games/dof/cards.en.ts");
const EFFECT = /, effect: ("(?:[^"\\]|\\.)*")/g;
const CARD_COUNT = 110;

/**
 * 1989's card effects in English are text only an English reader needs: they are taken out of the
 * card data the page loads and served as a chunk of their own (`cards.en.ts`, whose source reads
 * them from the card data, replaced here by the texts themselves), loaded like the French and
 * Chinese ones. The build fails if the generated file changes shape.
 */
function cardEffects(): Plugin {
  return {
    name: "dof-card-effects",
    enforce: "pre",
    load(id) {
      if (id !== CARDS_EN) return null;
      const effects: Record<number, string> = {};
      for (const line of readFileSync(CARD_DATA, "utf8").split("\n")) {
        const n = /number: (\d+),/.exec(line)?.[1];
        const e = /, effect: ("(?:[^"\\]|\\.)*")/.exec(line)?.[1];
        if (n && e) effects[Number(n)] = JSON.parse(e) as string;
      }
      if (Object.keys(effects).length !== CARD_COUNT) this.error(`expected ${CARD_COUNT} card effects`);
      return `export const EFFECTS = ${JSON.stringify(effects)};`;
    },
    transform(code, id) {
      if (id !== CARD_DATA) return null;
      let n = 0;
      const out = code.replace(EFFECT, () => {
        n++;
        return "";
      });
      if (n !== CARD_COUNT) this.error(`expected ${CARD_COUNT} effects in ${id}, found ${n}`);
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  root: here("."),
  publicDir: false,
  plugins: [cardEffects()],
  // Preact's automatic JSX runtime (no React plugin: it does not install with Vite 8 here).
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  resolve: {
    // The workspace's packages from their TypeScript sources (their `@dawn/source` export), not dist/.
    conditions: ["@dawn/source", ...defaultClientConditions],
    alias: [
      { find: "react", replacement: "preact/compat" },
      { find: "react-dom", replacement: "preact/compat" },
      // The browser never runs 1989's rules (the server does, replays included): `@dawn/engine`
      // is its typed data only (map, cards, tracks). Types still come from the whole package; a
      // value of the engine used in the client fails the build ("is not exported").
      { find: /^@dawn\/engine$/, replacement: here("../engine/src/data/index.ts") },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
