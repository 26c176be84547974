// Programmatic entry to the command line (the `dof` bin runs main.ts).
export { main, run, USAGE } from "./main.ts";
