// Browser entry point (bundled by the server with esbuild as /app.js).
import { dof } from "./games/dof/index.ts";
import { start } from "./shell/app.ts";
import { registerGame } from "./shell/module.ts";

registerGame(dof);
void start(document.getElementById("app") ?? document.body, {
  title: "1989: Dawn of Freedom",
  name: "Dawn of Freedom",
  logo: "89",
  heroTitle: "1989",
  heroSub: "Dawn of Freedom",
  pitch: "Play 1989: Dawn of Freedom online, against a friend, on one screen or against a bot.",
  tagline: "The revolutions of 1989 for two players: online, on one screen or against a bot.",
});
