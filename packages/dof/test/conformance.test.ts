// 1989 through the platform's conformance suite: 2,000 random games through the game module,
// every contract of the interface checked along the way (see @dawn/platform/conformance).
import { conformanceTests } from "@dawn/platform/conformance";
import { dof } from "../src/index.ts";

conformanceTests(dof, {
  games: 2000,
  // About one deep-checked step per game (views, determinize, refusals, undo, bots): a 1989 game
  // is some 300 steps, and a deep check costs some ten random steps.
  deepEvery: 300,
});
