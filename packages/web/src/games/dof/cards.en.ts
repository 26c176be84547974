// The card effects in English (the engine's own words), a chunk of their own. As written here they
// are read from the card data; the production build (vite.config.ts) takes them out of the card
// data the page loads and puts them in this module alone, so that French and Chinese readers do
// not download them. The server's from-source bundle (no build) uses this file as it is.
import { CARDS } from "@dawn/engine";

export const EFFECTS: Readonly<Record<number, string>> = Object.fromEntries(
  CARDS.filter((c) => c !== undefined).map((c) => [c.number, c.effect]),
);
