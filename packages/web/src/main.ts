// Browser entry point (bundled by the server with esbuild as /app.js).
import { dof } from "./games/dof/index.ts";
import { start } from "./shell/app.ts";
import { registerGame } from "./shell/module.ts";

registerGame(dof);
void start(document.getElementById("app") ?? document.body);
