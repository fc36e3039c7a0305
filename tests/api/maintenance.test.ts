/**
 * The embedded database's autovacuum (server/db/maintenance.ts): PGlite never vacuums or analyzes by
 * itself, so the server does it with autovacuum's thresholds. After a burst of updates the churned
 * table is vacuumed (its dead rows gone) and analyzed; a quiet table is left alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacuumWhereDue } from '../../server/db/maintenance';
import { freshDb, rows, type TestDb } from './helpers';

let t: TestDb;
beforeAll(async () => {
  t = await freshDb();
});
afterAll(() => t?.close());

const stats = async (table: string) =>
  (
    await rows<{ dead: number; vacuumed: boolean; analyzed: boolean }>(
      t.db,
      sql`select n_dead_tup::int as dead, (last_vacuum is not null or last_autovacuum is not null) as vacuumed,
            (last_analyze is not null or last_autoanalyze is not null) as analyzed
          from pg_stat_user_tables where relname = ${table}`,
    )
  )[0];

describe('vacuumWhereDue', () => {
  it('vacuums and analyzes a table whose rows churned, and only what is due', async () => {
    await t.db.execute(sql`create table churn (id int primary key, v int)`);
    await t.db.execute(sql`insert into churn select g, 0 from generate_series(1, 2000) g`);
    for (let i = 0; i < 3; i++) await t.db.execute(sql`update churn set v = v + 1`);
    await t.db.execute(sql`select pg_stat_force_next_flush()`);
    expect((await stats('churn')).dead).toBeGreaterThan(1000);

    const done = await vacuumWhereDue(t.db);
    expect(done.vacuumed).toContain('churn');
    const after = await stats('churn');
    expect(after.dead).toBeLessThan(100);
    expect(after.vacuumed && after.analyzed).toBe(true);

    // nothing churned since: nothing is due again
    const again = await vacuumWhereDue(t.db);
    expect(again.vacuumed).not.toContain('churn');
    expect(again.analyzed).not.toContain('churn');
  });
});
