// Browser entry point (built by Vite into dist/): the shell's styles and pages. Each title's board
// is a separate chunk (see games/registry.ts).
import "./shell/style.css";
import { start } from "./shell/app.tsx";

void start(document.getElementById("app") ?? document.body);
