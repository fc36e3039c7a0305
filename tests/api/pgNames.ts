/** Small PostgreSQL helpers shared by globalSetup.ts (main thread) and helpers.ts (workers). */
import pg from 'pg';

/** postgres://u@h:p/db -> the same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drop a test database. A plain DROP DATABASE waits (up to 5 s) for sessions that are still closing;
 * WITH (FORCE) right away would kill them, and a pool client that already let go of its error
 * listener would then raise an unhandled 'terminating connection' error. FORCE is the fallback.
 */
export async function dropDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
    } catch {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
