// Wir sind das Volk! through the platform's conformance suite: 2,000 random games (both rule
// versions) through the game module, every contract of the interface checked along the way.
import { conformanceTests } from "@dawn/platform/conformance";
import { wsdv } from "../src/index.ts";

conformanceTests(wsdv, {
  games: 2000,
  // A random game is some 500 steps: about one deep-checked step per game (views, determinize,
  // refusals, undo, bots), each costing some ten random steps.
  deepEvery: 500,
});
