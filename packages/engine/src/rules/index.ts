// Registers every rule step (side-effect imports), in rulebook order.
import "./setup.ts";
import "./turn.ts";
import "./play.ts";
import "./tiananmen.ts";
import "./power-struggle.ts";
