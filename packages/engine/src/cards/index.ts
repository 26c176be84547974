// Registers every card event (side-effect imports).
import "./steps.ts";
