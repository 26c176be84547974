// Test helper: a scratch PostgreSQL database on the server named by TEST_DATABASE_URL (created
// and dropped by the tests). Without it the PostgreSQL tests are skipped, except in CI (.ci/run
// starts a scratch server with scripts/ci-postgres.sh), where they must run.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const PG_BASE = process.env.TEST_DATABASE_URL;
if (!PG_BASE && process.env.CI === "true")
  throw new Error("CI must run the PostgreSQL tests: TEST_DATABASE_URL is not set");
export const skipPg = !PG_BASE;

async function admin<T>(f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/** A new empty database; `drop()` removes it. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dawn_test_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  const u = new URL(PG_BASE!);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
