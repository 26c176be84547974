// The titles a program hosts, looked up by id or alias. An unknown id is refused with a clear
// message, never replaced by another title.
import { GameRuleError } from "./errors.ts";
import type { AnyGameModule } from "./module.ts";

export class TitleRegistry {
  readonly #byId = new Map<string, AnyGameModule>();
  readonly #list: readonly AnyGameModule[];

  constructor(modules: readonly AnyGameModule[]) {
    if (modules.length === 0) throw new Error("A registry needs at least one title");
    for (const m of modules) {
      for (const id of [m.id, ...m.aliases]) {
        if (this.#byId.has(id)) throw new Error(`Two titles answer to ${JSON.stringify(id)}`);
        this.#byId.set(id, m);
      }
    }
    this.#list = modules.slice();
  }

  /** Every title, the default first. */
  list(): readonly AnyGameModule[] {
    return this.#list;
  }

  /** The title offered when none is named. */
  get default(): AnyGameModule {
    return this.#list[0]!;
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** The title with this id or alias; throws GameRuleError naming the known titles. */
  get(id: string): AnyGameModule {
    const m = this.#byId.get(id);
    if (!m) {
      const known = this.#list.map((t) => t.id).join(", ");
      throw new GameRuleError(`Unknown game ${JSON.stringify(id)} (known games: ${known})`);
    }
    return m;
  }
}
