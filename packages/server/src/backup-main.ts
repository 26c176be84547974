// `npm run backup -- <dest>`: an online copy of the server's SQLite file (DATA_DIR/dawn.sqlite)
// to <dest>, safe while the server runs. Prints one JSON line. See README.md for restoring.
import path from "node:path";
import { BackupError, backupSqlite } from "./backup.ts";

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith("-")) {
  console.error("Usage: npm run backup -- <new file>   (copies DATA_DIR/dawn.sqlite, default ./data)");
  process.exit(args.includes("--help") ? 0 : 2);
}
if (process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back PostgreSQL up with its own tools (pg_dump, or continuous archiving)",
  );
  process.exit(2);
}
const source = path.join(path.resolve(process.env.DATA_DIR ?? "data"), "dawn.sqlite");
try {
  console.log(JSON.stringify(backupSqlite(source, path.resolve(args[0]!))));
} catch (e) {
  console.error(`The backup failed: ${e instanceof BackupError ? e.message : (e as Error).message}`);
  process.exit(1);
}
