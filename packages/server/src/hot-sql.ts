// The statements of every move (the game row's update, the log entry), built by Kysely once per
// shape and then reused with new values: building and compiling a query costs more than SQLite
// takes to run it. They run through Kysely all the same (its connection, its transaction).
import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { DB, GamesTable, LogTable } from "./db.ts";

const LOG_COLUMNS = ["game_id", "seq", "kind", "seat", "action", "at", "hash"] as const;

function sameParams(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export class HotStatements {
  /** UPDATE games texts by the changed columns. */
  private readonly updates = new Map<string, string>();
  private insertLogText: string | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  /** `UPDATE games SET <changes> WHERE id = <id> AND rev = <rev>`: the number of rows changed. */
  async updateGame(
    trx: Transaction<DB>,
    id: string,
    rev: number,
    changes: Partial<GamesTable>,
  ): Promise<number> {
    const values = changes as Record<string, unknown>;
    const keys = Object.keys(values)
      .filter((k) => values[k] !== undefined)
      .sort();
    const params = [...keys.map((k) => values[k]), id, rev];
    const shape = keys.join(",");
    let text = this.updates.get(shape);
    if (text === undefined) {
      const set = Object.fromEntries(keys.map((k) => [k, values[k]])) as Partial<GamesTable>;
      const q = this.db.updateTable("games").set(set).where("id", "=", id).where("rev", "=", rev).compile();
      // Kept only when its parameters are the values in the order assumed here.
      if (!sameParams(q.parameters, params)) return Number((await trx.executeQuery(q)).numAffectedRows ?? 0);
      this.updates.set(shape, (text = q.sql));
    }
    const r = await trx.executeQuery(CompiledQuery.raw(text, params));
    return Number(r.numAffectedRows ?? 0);
  }

  /** `INSERT INTO game_log`. */
  async insertLog(trx: Transaction<DB>, row: LogTable): Promise<void> {
    const params = LOG_COLUMNS.map((c) => row[c]);
    if (this.insertLogText === null) {
      const ordered = Object.fromEntries(LOG_COLUMNS.map((c) => [c, row[c]])) as unknown as LogTable;
      const q = this.db.insertInto("game_log").values(ordered).compile();
      if (!sameParams(q.parameters, params)) {
        await trx.executeQuery(q);
        return;
      }
      this.insertLogText = q.sql;
    }
    await trx.executeQuery(CompiledQuery.raw(this.insertLogText, params));
  }
}
