/**
 * Global setup of the api tier (ARCHITECTURE.md section 6): build ONE migrated template database per
 * run, seeded once with the standard fixtures (fixtures.ts); every test file then gets its own copy
 * (freshDb / freshApp in helpers.ts), so files run in parallel and never see each other's writes.
 *
 * - PGlite (default): migrate an in-memory PGlite once and dump its data directory to a temp file;
 *   each file loads that dump (< 1 s) instead of running initdb (about 8 s).
 * - PostgreSQL when TEST_DATABASE_URL is set: migrate a uniquely named template database; each file
 *   runs `CREATE DATABASE <its own> TEMPLATE <template>` and drops it when done. Teardown drops the
 *   template.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../server/auth/passwords';
import { connect } from '../../server/db/connect';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { STATEMENT_LOG_ENV } from '../../server/db/statementLog';
import { checkStatements, companyFilterCheck, describe as describeFindings, readStatementLog } from './companyFilter';
import { type Fixtures, seedFixtures } from './fixtures';
import { dropDatabase, quoteIdent, withDatabase } from './pgNames';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 'pglite' or 'postgres' */
    dbKind: 'pglite' | 'postgres';
    /** PGlite: path of the dumped data directory (tarball) of the migrated template */
    pgliteTemplate: string;
    /** PostgreSQL: the server URL (TEST_DATABASE_URL) and the name of the migrated template database */
    pgUrl: string;
    pgTemplate: string;
    /** ids of the standard fixtures seeded into the template (fixtures.ts) */
    fixtures: Fixtures;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const checkCompanyFilters = await logStatements();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const url = process.env.TEST_DATABASE_URL;

  if (url) {
    const template = `pos_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
    await admin.end();
    const dropTemplate = () => dropDatabase(url, template);
    try {
      const database = await connect({ url: withDatabase(url, template), poolSize: 1 });
      try {
        await database.migrate();
        project.provide('fixtures', await seedFixtures(database.db, passwordHash));
      } finally {
        // the template must have no open connection when files copy it
        await database.close();
      }
    } catch (err) {
      await dropTemplate();
      throw err;
    }
    project.provide('dbKind', 'postgres');
    project.provide('pgUrl', url);
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    if (process.env.TEST_DB_VERBOSE) console.log(`[api] PostgreSQL template ${template} ready in ${Date.now() - started} ms`);

    return async () => {
      await dropTemplate();
      await checkCompanyFilters();
    };
  }

  const database = await connect();
  let dump: Blob;
  try {
    await database.migrate();
    project.provide('fixtures', await seedFixtures(database.db, passwordHash));
    dump = await database.dump!();
  } finally {
    await database.close();
  }
  const dir = await mkdtemp(join(tmpdir(), 'pos-api-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbKind', 'pglite');
  project.provide('pgliteTemplate', file);
  project.provide('pgUrl', '');
  project.provide('pgTemplate', '');
  if (process.env.TEST_DB_VERBOSE) console.log(`[api] PGlite template ready in ${Date.now() - started} ms`);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    await checkCompanyFilters();
  };
}

/**
 * Every statement a request runs in this tier is logged (server/db/statementLog.ts; the workers inherit the
 * variable), and when the run is over each distinct text is checked for its company_id filter
 * (companyFilter.ts, docs/citus.md): a statement that touches a company's table without it fails the run,
 * naming the statement and the table. SQL_STATEMENT_LOG set by hand keeps its directory for a look.
 */
async function logStatements(): Promise<() => Promise<void>> {
  const given = process.env[STATEMENT_LOG_ENV];
  const dir = given || (await mkdtemp(join(tmpdir(), 'pos-sql-')));
  process.env[STATEMENT_LOG_ENV] = dir;
  return async () => {
    const texts = await readStatementLog(dir);
    if (!given) await rm(dir, { recursive: true, force: true });
    const { findings } = checkStatements(await companyFilterCheck(), texts);
    if (process.env.TEST_DB_VERBOSE) console.log(`[api] ${texts.size} distinct statements checked for their company filter`);
    if (findings.length) {
      // vitest only logs a teardown's error: the run fails by its exit code
      process.exitCode = 1;
      throw new Error(`${findings.length} statement(s) touch a company's table without filtering by company_id (docs/citus.md):\n${describeFindings(findings)}`);
    }
  };
}
