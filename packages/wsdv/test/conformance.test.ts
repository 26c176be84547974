// Wir sind das Volk! through the platform's conformance suite: 2,000 random games (both rule
// versions) through the game module, every contract of the interface checked along the way.
import { conformanceTests } from "@dawn/platform/conformance";
import { wsdv } from "../src/index.ts";

conformanceTests(wsdv, {
  games: 2000,
  // A random game is some 150 steps: a deep-checked step (views, determinize, refusals, undo, bots)
  // in about every 200 steps, besides the cheap checks at every step; the run takes about a minute.
  deepEvery: 200,
});
