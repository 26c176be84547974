// The card effects in English (the engine's own words), a chunk of their own: the build takes them
// out of the card data (vite.config.ts) so that French and Chinese readers do not download them.
export { EFFECTS } from "virtual:dof-effects-en";
