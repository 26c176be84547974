// Programmatic entry to the command line (the `dof` bin runs main.ts).
export { main, program, run } from "./main.ts";
