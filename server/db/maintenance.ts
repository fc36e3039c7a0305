/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL in single-user mode, where the
 * autovacuum launcher never starts (`show autovacuum` says 'on', yet 250 000 dead rows were still there
 * after a minute, and no table was ever analyzed): a shop's placements and balances, updated by every
 * sale, would bloat for ever and the planner would keep the statistics of the day the data was loaded.
 * So the server does autovacuum's job itself, with autovacuum's own thresholds (PostgreSQL's defaults):
 * a table is vacuumed when its dead rows exceed 50 + 20 % of its live rows, analyzed when the rows
 * changed since its last analyze exceed 50 + 10 %. One table per statement, so the tills' statements
 * (PGlite runs one at a time) wait for one table's vacuum at most, never for the whole database's;
 * a vacuum skips the pages it has already seen all-visible, so an append-only journal costs little.
 * A real PostgreSQL has its own autovacuum: this is not run there.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './connect';

export interface MaintenanceDone {
  vacuumed: string[];
  analyzed: string[];
}

/** Vacuum (with analyze) or analyze the tables that autovacuum's thresholds say are due. */
export async function vacuumWhereDue(db: Db): Promise<MaintenanceDone> {
  // the statistics of the statements just run are flushed before they are read
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = await queryRows<{ relname: string; vacuum: boolean; analyze: boolean }>(
    db,
    sql`select relname,
          n_dead_tup > 50 + 0.2 * greatest(n_live_tup, 0) as vacuum,
          n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0) as analyze
        from pg_stat_user_tables
        where schemaname = 'public'
        order by relname`,
  );
  const done: MaintenanceDone = { vacuumed: [], analyzed: [] };
  for (const table of due) {
    if (table.vacuum) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.relname)}`);
      done.vacuumed.push(table.relname);
    } else if (table.analyze) {
      await db.execute(sql`analyze ${sql.identifier(table.relname)}`);
      done.analyzed.push(table.relname);
    }
  }
  return done;
}
