// Registers every card event (side-effect imports).
import "./steps.ts";
import "./early.ts";
import "./middle.ts";
import "./late.ts";
