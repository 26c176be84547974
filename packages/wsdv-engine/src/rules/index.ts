// Registers every step of the rules.
import "./flow.ts";
import "./turn.ts";
import "./events.ts";
import "./end-of-decade.ts";
