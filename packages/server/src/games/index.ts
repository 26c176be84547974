// The games this server can host. Add a module here and nothing else changes.
import type { AnyGameModule } from "../game-module.ts";
import { dof } from "./dof.ts";

export const GAMES: ReadonlyMap<string, AnyGameModule> = new Map<string, AnyGameModule>([[dof.id, dof]]);
export const DEFAULT_GAME = dof.id;
