// The statements of every move (the game row's update, the log entry), built by Kysely once per
// shape and then reused with new values: building and compiling a query costs more than SQLite
// takes to run it. They run through Kysely all the same (its connection, its transaction).
import { CompiledQuery, type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { DB, GamesTable, LogTable } from "./db.ts";

const LOG_COLUMNS = ["game_id", "seq", "kind", "seat", "action", "at", "hash"] as const;

function sameParams(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export class HotStatements {
  /** UPDATE games texts by the changed columns. */
  private readonly updates = new Map<string, string>();
  private insertLogText: string | null = null;
  /** PostgreSQL's one-statement moves by the changed columns. */
  private readonly moves = new Map<string, string>();
  /** PostgreSQL: a move is one statement (one round trip instead of five). */
  readonly oneStatement: boolean;

  constructor(private readonly db: Kysely<DB>) {
    this.oneStatement = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * PostgreSQL: the game row's update (checked against `rev`), the log entry and the NOTIFY of
   * the change in one statement, so one round trip: the entry is written and the notice sent
   * only if the update found the game at `rev` (a statement is atomic). Returns the rows updated.
   */
  async commitMove(
    id: string,
    rev: number,
    changes: Partial<GamesTable>,
    log: LogTable,
    notice: { channel: string; payload: string } | null,
  ): Promise<number> {
    const values = changes as Record<string, unknown>;
    const keys = Object.keys(values)
      .filter((k) => values[k] !== undefined)
      .sort();
    const shape = `${keys.join(",")}|${notice ? 1 : 0}`;
    let text = this.moves.get(shape);
    if (text === undefined) {
      const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
      let n = 0;
      const set = keys.map((k) => `${q(k)} = $${++n}`).join(", ");
      const where = `${q("id")} = $${++n} and ${q("rev")} = $${++n}`;
      const types = ["text", "integer", "text", "text", "text", "text", "text"];
      const logValues = LOG_COLUMNS.map((_, i) => `$${++n}::${types[i]}`).join(", ");
      const notify = notice ? `, n as (select pg_notify($${++n}, $${++n}) from u)` : "";
      text =
        `with u as (update "games" set ${set} where ${where} returning 1), ` +
        `l as (insert into "game_log" (${LOG_COLUMNS.map(q).join(", ")}) select ${logValues} from u returning 1)` +
        notify +
        ` select (select count(*) from u)::int as updated, (select count(*) from l)::int as logged` +
        (notice ? ", (select count(*) from n)::int as notified" : "");
      this.moves.set(shape, text);
    }
    const params = [
      ...keys.map((k) => values[k]),
      id,
      rev,
      ...LOG_COLUMNS.map((c) => log[c]),
      ...(notice ? [notice.channel, notice.payload] : []),
    ];
    const r = await this.db.executeQuery<{ updated: number }>(CompiledQuery.raw(text, params));
    return r.rows[0]?.updated ?? 0;
  }

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
