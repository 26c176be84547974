// Registers every card event (side-effect imports).
import "./steps.ts";
import "./early.ts";
