// Registers every card's event.
import "./decade-1.ts";
import "./decade-2.ts";
import "./decade-3.ts";
import "./decade-4.ts";
