// The SQLite checkpoint thread (see checkpoint.ts): its own connection to the database copies
// the write-ahead log into the database file when asked, flushing both, off the main thread.
import Database from "better-sqlite3";

const open = new Map<string, Database.Database>();

export interface CheckpointTask {
  readonly file: string;
  /** Close the connection (before the thread stops). */
  readonly close?: boolean;
}

export default function checkpoint(
  task: CheckpointTask,
): { busy: number; log: number; checkpointed: number } | null {
  let db = open.get(task.file);
  if (task.close) {
    db?.close();
    open.delete(task.file);
    return null;
  }
  if (!db) {
    db = new Database(task.file, { fileMustExist: true });
    db.pragma("busy_timeout = 0");
    open.set(task.file, db);
  }
  const [r] = db.pragma("wal_checkpoint(PASSIVE)") as { busy: number; log: number; checkpointed: number }[];
  return r ?? null;
}
