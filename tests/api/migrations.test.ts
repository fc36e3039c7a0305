/**
 * The squashed migrations (server/db/migrations/0000_baseline.sql):
 * a new database runs the one baseline; a database the old chain took to its end (0025) skips it; a
 * database the old chain left half-way is refused with what to do, before anything runs over its tables.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, MIGRATIONS_DIR, readiness } from '../../server/db/connect';
import { freshDb, rows, type TestDb } from './helpers';

const journal = JSON.parse(readFileSync(resolve(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
const baselineWhen = journal.entries[0].when;
/** the migrations generated after the baseline, each run once after it */
const laterWhens = journal.entries.slice(1).map((e) => e.when);

// one copy of the migrated template, taken through the three cases in turn (a copy takes seconds on PGlite)
let t: TestDb;
beforeAll(async () => {
  t = await freshDb();
});
afterAll(() => t.close());

const applied = async (db: TestDb['db']) =>
  (await rows<{ created_at: string }>(db, sql`select created_at::text from drizzle.__drizzle_migrations order by created_at`)).map((r) => Number(r.created_at));

describe('migrations: one baseline', () => {
  it('the journal starts with the baseline, and a new database has run it once (then the later ones)', async () => {
    expect(journal.entries[0].tag).toBe('0000_baseline');
    expect(await applied(t.db)).toEqual([baselineWhen, ...laterWhens]);
    // running again changes nothing
    await t.database.migrate();
    expect(await applied(t.db)).toEqual([baselineWhen, ...laterWhens]);
  });

  it('a database at the newest migration is not handed to the migrator: two statements at a start', async () => {
    // the statements go through the client drizzle was given (PGlite's or the pool's query, read at each call)
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const texts: string[] = [];
    const query = client.query;
    client.query = (...args: unknown[]) => {
      texts.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text));
      return query.apply(client, args);
    };
    try {
      await t.database.migrate();
    } finally {
      client.query = query;
    }
    expect(texts).toEqual([expect.stringMatching(/to_regclass/), expect.stringMatching(/max\(created_at\)/)]);
    expect(await applied(t.db)).toEqual([baselineWhen, ...laterWhens]);
  });

  it('readiness on a database not migrated yet: migrations_pending (not database_unavailable)', async () => {
    const empty = await connect();
    try {
      // (a migrated one answers null: tests/api/health.test.ts)
      expect(await readiness(empty.db)()).toBe('migrations_pending');
    } finally {
      await empty.close();
    }
  });

  it('a database the old chain took to 0025 skips the baseline (its tables are not created twice)', async () => {
    // the old chain's 26 rows: 25 earlier ones, the last at 0025's time, which is the baseline's
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    for (let i = 25; i >= 1; i--) {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${`old-${i}`}, ${baselineWhen - i * 1000})`);
    }
    await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('old-0025', ${baselineWhen})`);
    // the migrations after the baseline have already run on this copy (their columns are there): recorded as run
    for (const when of laterWhens) await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${`later-${when}`}, ${when})`);
    await t.database.migrate();
    expect(await applied(t.db)).toHaveLength(26 + laterWhens.length);
  });

  it('a database the old chain left half-way is refused with what to do', async () => {
    // its last migration a day before 0025's
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('old-0024', ${baselineWhen - 86_400_000})`);
    await expect(t.database.migrate()).rejects.toThrow(/stopped part-way through the old migrations.*0025_cash_desk_later_closing/);
    expect(await applied(t.db)).toEqual([baselineWhen - 86_400_000]);
  });
});
