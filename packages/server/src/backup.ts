// Online backup of the SQLite database: `VACUUM INTO` copies the database as one read
// transaction sees it (in WAL mode writers go on meanwhile, and the copy holds every commit made
// before it began), compacted, into a new file, checked before it is given its name.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export interface BackupResult {
  readonly source: string;
  readonly dest: string;
  readonly bytes: number;
  readonly games: number;
  readonly ms: number;
}

export class BackupError extends Error {}

/** Copies the SQLite file `source` (a server may be running on it) to `dest`, a new file. */
export function backupSqlite(source: string, dest: string): BackupResult {
  const t0 = performance.now();
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}`);
  if (fs.existsSync(dest)) throw new BackupError(`${dest} exists already: name a new file`);
  const dir = path.dirname(path.resolve(dest));
  if (!fs.existsSync(dir)) throw new BackupError(`The folder ${dir} does not exist`);
  const partial = `${dest}.partial-${process.pid}`;
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 10000");
    db.prepare("VACUUM INTO ?").run(partial);
  } finally {
    db.close();
  }
  let games: number;
  try {
    const copy = new Database(partial, { readonly: true, fileMustExist: true });
    try {
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new BackupError(`The copy fails SQLite's integrity check: ${String(check)}`);
      games = (copy.prepare("select count(*) as n from games").get() as { n: number }).n;
    } finally {
      copy.close();
    }
    fs.renameSync(partial, dest);
  } catch (e) {
    fs.rmSync(partial, { force: true });
    throw e;
  }
  return {
    source,
    dest,
    bytes: fs.statSync(dest).size,
    games,
    ms: Math.round(performance.now() - t0),
  };
}
