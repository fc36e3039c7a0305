import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { assertNotAbandoned, requestScope } from './requestScope';
import { isConnectionError } from './pgErrors';
import { timeQueries } from './slowQueries';
import { statementLogger } from './statementLog';

export type Schema = typeof schema;
/** The database, or a transaction inside it: data access functions take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction (a Db too: data access functions take `DbOrTx` and need no cast). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** The database or a transaction inside it. Services own the transaction (server/db/pgErrors.ts inTransaction). */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Run `fn` while no other server on the same database runs its own (a PostgreSQL advisory lock held on
   * a connection of its own): servers started together migrate and seed one after the other, never at
   * once. PGlite has one process per data directory (the data directory's lock file).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for test templates. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (the metrics' db_pool_* gauges) */
  poolStats?(): { size: number; idle: number; waiting: number };
}

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The 26 migrations up to 0025_cash_desk_later_closing were squashed into one baseline (0000_baseline.sql),
 * so a newcomer reads one file for the schema as it is. The baseline's journal time is 0025's: a database migrated to
 * 0025 has that time as its last one and skips the baseline; a new one runs it. A database left half-way
 * through the old chain would have the baseline run over tables it already has, so it is refused with
 * what to do instead of failing inside the migration. Answers the database's last migration (`lastMigrated`).
 */
export async function refuseBeforeBaseline(db: DbOrTx): Promise<number | null> {
  const baselineWhen = journalTimes()[0];
  const last = await lastMigrated(db);
  if (last != null && last < baselineWhen) {
    throw new Error(
      `This database stopped part-way through the old migrations (its last one is from ${new Date(last).toISOString()}). ` +
        'Start it once with a version from before the squash (git commit 38a0295) so that it reaches 0025_cash_desk_later_closing, then with this one.',
    );
  }
  return last;
}

const afterBaselineCheck = (db: Db, migrate: () => Promise<void>) => async () => {
  const last = await refuseBeforeBaseline(db);
  // a database at this build's newest migration already has nothing to run (the migrator runs those newer
  // than its last row): the migrator is not asked, which at every start would read and hash the migration
  // files and create its schema and table if missing (3 statements, about 40 ms of a PGlite cold start)
  if (last != null && last >= lastMigrationWhen()) return;
  await migrate();
};

let journal: number[] | undefined;
/** The migration journal's times, in its order (the baseline first): the build's, read once. */
function journalTimes(): number[] {
  journal ??= (JSON.parse(readFileSync(resolve(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when);
  return journal;
}

/** The newest migration this build knows (its journal time). */
function lastMigrationWhen(): number {
  return Math.max(...journalTimes());
}

/**
 * The journal time of the newest migration the database has run; null when it has run none. Two statements:
 * one naming the migrations' table in a subquery fails on a database without it (the name is resolved when
 * the statement is parsed), and readiness answered `database_unavailable` for a database not migrated yet.
 */
async function lastMigrated(db: DbOrTx): Promise<number | null> {
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return null;
  const [last] = await queryRows<{ at: string | null }>(db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  return last?.at == null ? null : Number(last.at);
}

/**
 * Readiness: the database answers, and its migrations are this build's (once they are, they stay so for
 * the process: migrations never go back). The statement is bounded by its own timeout.
 */
export function readiness(db: Db) {
  let current = false;
  const expected = lastMigrationWhen();
  return async (): Promise<string | null> => {
    try {
      if (current) {
        await db.execute(sql`select 1`);
        return null;
      }
      const last = await lastMigrated(db);
      if (last == null || last < expected) return 'migrations_pending';
      current = true;
      return null;
    } catch {
      return 'database_unavailable';
    }
  };
}

/** The advisory lock key of migrating and seeding (any fixed number: 'posmigr' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x706f736d696772n;

/** Timeouts of the PostgreSQL connections (README: DB_*_TIMEOUT_MS, with why each is what it is). */
export interface DbTimeouts {
  /** a statement running longer is cancelled by PostgreSQL (statement_timeout) */
  statementMs: number;
  /** a statement waiting longer for a row or table lock gives up (lock_timeout): 503, never a hung till */
  lockMs: number;
  /** a session idle inside an open transaction longer is ended by PostgreSQL (its locks are freed) */
  idleInTransactionMs: number;
  /** opening a connection longer gives up (the host does not answer) */
  connectMs: number;
}
export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { statementMs: 15_000, lockMs: 3_000, idleInTransactionMs: 15_000, connectMs: 5_000 };

export interface ConnectOptions {
  /** postgres://... uses a real PostgreSQL */
  url?: string;
  /** PGlite data directory; undefined = in memory */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tests) */
  loadDataDir?: Blob;
  /** pool size for PostgreSQL */
  poolSize?: number;
  /** PostgreSQL pipeline mode (default on; config.ts DB_PIPELINE) */
  pipeline?: boolean;
  /** `prepared()` statements named (default on; config.ts DB_PREPARED_STATEMENTS: off behind PgBouncer < 1.21) */
  preparedStatements?: boolean;
  /** the same database without a pooler in between, for the migration lock (config.ts DATABASE_DIRECT_URL) */
  directUrl?: string;
  /** PostgreSQL timeouts (default DEFAULT_DB_TIMEOUTS) */
  timeouts?: Partial<DbTimeouts>;
  /** a connection error the pool survived (logged, counted) */
  onPoolError?: (err: Error) => void;
}

export async function connect(options: ConnectOptions = {}): Promise<Database> {
  if (options.url) {
    // cancels go through a pool of their own: a request holding one of the main pool's connections must
    // never wait for another of them to cancel its statement (10 abandoned requests would deadlock it)
    const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...options.timeouts };
    // a dead connection is an event, never the end of the process: an idle connection the database
    // dropped (a restart, a managed server's housekeeping, pg_terminate_backend) is removed by the pool
    // and replaced on the next checkout; one in use fails its statement (pgErrors.ts: 503 or a retry)
    const onPoolError = (err: Error) => options.onPoolError?.(err);
    const connection = {
      connectionString: options.url,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      // a host that stops answering without closing the socket: the statement gives up a little after
      // PostgreSQL's own timeout would have, and its connection is dropped (tuneClient)
      query_timeout: timeouts.statementMs + 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'retail-pos',
    };
    const untimedClient = async () => {
      // straight to PostgreSQL when DATABASE_URL goes through a pooler: the migration lock is a session
      // lock, which a pooler in transaction mode would leave with its server connection after this one ends
      const client = new pg.Client({ ...connection, connectionString: options.directUrl ?? options.url, query_timeout: undefined });
      client.on('error', onPoolError);
      await client.connect();
      // pg sends no startup parameter for a 0, and a database's or role's own timeouts (set there for a
      // pooler, docs/scale-out.md) would end a long migration or the wait for another server's
      await client.query('set lock_timeout = 0; set statement_timeout = 0; set idle_in_transaction_session_timeout = 0');
      return client;
    };
    const cancelPool = new pg.Pool({ ...connection, max: 2 });
    cancelPool.on('error', onPoolError);
    cancelPool.on('connect', (client) => client.on('error', onPoolError));
    // pipeline mode: statements issued together on one connection (a BEGIN and the first statement, a
    // sale's stock and money, the key's answer and the COMMIT) go out in one write and come back in one
    // read, one round trip instead of one each (`together`, `withNext`)
    const pool = cancellable(new pg.Pool({ ...connection, max: options.poolSize ?? 10, pipeline: options.pipeline ?? true }), cancelPool);
    pool.on('error', onPoolError);
    pool.on('connect', (client) => {
      // pg-pool listens for errors only while a connection is idle: one that dies while checked out
      // (between a transaction's statements) would otherwise raise an unhandled 'error'
      client.on('error', onPoolError);
      tuneClient(client, options.preparedStatements ?? true);
    });
    // Numeric stays a string (pg's default); bigint counts arrive as strings and are converted where read.
    const pgDb = drizzlePg({ client: pool, schema, logger: statementLogger() });
    const db: Db = pgDb;
    return {
      db,
      kind: 'postgres',
      // migrations run on a connection of their own without the request timeouts: a long backfill or a
      // table lock held by an older server's transaction is waited for, not failed
      migrate: afterBaselineCheck(db, async () => {
        const client = await untimedClient();
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.end().catch(() => undefined);
        }
      }),
      async exclusive(fn) {
        const client = await untimedClient();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
          return await fn();
        } finally {
          // the session's end frees the lock too
          await client.end().catch(() => undefined);
        }
      },
      close: async () => {
        await pool.end();
        await cancelPool.end();
      },
      poolStats: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // the embedded database's modules load only when it is used (a PostgreSQL server starts without them)
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    // PGlite's default 128 MB of shared buffers is most of the embedded server's memory; its files are
    // read through the OS page cache anyway (idle RSS under 300 MB). PGLITE_SHARED_BUFFERS overrides.
    postgresqlconf: [`shared_buffers = ${process.env.PGLITE_SHARED_BUFFERS ?? '32MB'}`],
  });
  // PGlite runs one statement at a time. A GET holds the database from its first statement until its
  // answer is serialised, and GETs take their turns first come, first served (`firstComeFirstServed`):
  // with ten tills' searches interleaving their statements (the token's lookup, then the page), one
  // answer in ten waited two rounds of the queue. Writes take turns too: a sale's token
  // lookup and its transaction went through PGlite's mutex separately, and with 32 tills selling one
  // sale in a hundred waited ten times the others (p50 196 ms, p99 2.7 s). A statement of an abandoned
  // GET is not run, and the GET's turn is given back (requestScope.ts).
  const turns = firstComeFirstServed();
  const liteQuery = timeQueries(client.query.bind(client));
  client.query = (async (...args: Parameters<typeof liteQuery>) => {
    assertNotAbandoned();
    const scope = requestScope.getStore();
    if (scope && !scope.over) {
      if (!scope.turn) {
        const turn = turns();
        scope.turn = turn;
        scope.ended.push(() => void turn.then((release) => release()));
      }
      await scope.turn;
      assertNotAbandoned();
    }
    return liteQuery(...args);
  }) as typeof client.query;
  // a transaction's statements go through its own query: timed too (the slow-query log)
  const liteTransaction = client.transaction.bind(client);
  client.transaction = ((fn) => liteTransaction((tx) => fn(Object.assign(tx, { query: timeQueries(tx.query) })))) as typeof client.transaction;
  const liteDb = drizzlePglite({ client, schema, logger: statementLogger() });
  const db: Db = liteDb;
  return {
    db,
    kind: 'pglite',
    migrate: afterBaselineCheck(db, () => migratePglite(liteDb, { migrationsFolder: MIGRATIONS_DIR })),
    exclusive: (fn) => fn(),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * A lock taken in the order asked for: `await turns()` answers the function that gives it back. Each turn
 * starts after the event loop has read its sockets (setImmediate runs after the poll phase), so a request
 * that came in meanwhile queues now: without it the promise chain went from one turn to the next without
 * reading, and a request that arrived just after a read waited a whole round to be read, then a whole
 * round for its turn. A turn held longer than TURN_MAX_MS is given back anyway (the statements still run
 * one at a time; only the order is lost).
 */
export function firstComeFirstServed() {
  let last: Promise<void> = Promise.resolve();
  return (): Promise<() => void> => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    last = last.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    const turn = last.then(() => {
      const timer = setTimeout(release, TURN_MAX_MS);
      return () => {
        clearTimeout(timer);
        release();
      };
    });
    last = released;
    return turn;
  };
}
const TURN_MAX_MS = 30_000;

/**
 * The hot path's statements (a sale's: the caller, the key, the till, the sale, stock, money) run on
 * PostgreSQL as named prepared statements: each connection parses and plans one once, then only binds
 * and executes it (planning was a third of PostgreSQL's time per sale: measured with pg_stat_statements).
 * Only for statements whose text does not vary with the data (lists as array parameters: `pgArray`,
 * `intArray`; never a VALUES list of n rows): every text is kept by every connection. PGlite runs them
 * as before.
 */
const PREPARED_MARK = '/*prepared*/ ';
export function prepared(query: SQL): SQL {
  return sql`${sql.raw(PREPARED_MARK)}${query}`;
}

/**
 * A fragment without parameters (column names, subqueries) rendered to its text once, at import: drizzle
 * otherwise walks every column reference again for each statement it builds.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = new PgDialect().sqlToQuery(fragment);
  if (params.length) throw new Error('prerendered: the fragment has parameters');
  return sql.raw(text);
}

/** Statement names by text: the hot path's texts are a fixed set, so each is hashed once per process. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_MAX = 2000;
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size < STATEMENT_NAMES_MAX) statementNames.set(text, name);
  }
  return name;
}

const textOf = (config: unknown) => (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string' ? config.text : typeof config === 'string' ? config : null);

/** A statement the next one is written together with (`withNext`); its text starts with this mark. */
const WITH_NEXT_MARK = '/*with-next*/ ';
/**
 * A statement whose result the caller does not wait for before it issues the next one (the key's answer
 * before the COMMIT): on PostgreSQL both are written to the connection in one write. Only for such a
 * statement: one awaited before the next is issued would wait for ever.
 */
export function withNext(query: SQL): SQL {
  return sql`${sql.raw(WITH_NEXT_MARK)}${query}`;
}

/** The connections written to while `together` starts its statements: corked until all are issued. */
let gathering: Set<pg.PoolClient> | null = null;

/**
 * Each pooled connection's queries: the hot path's statements named (prepared, above), and statements
 * that go together written together. A loopback socket write costs the server as much as a sale's
 * validation, and wakes the database's backend once per write (9 per sale); in pipeline mode
 * statements written back to back are one write and one wake-up:
 * - a transaction's BEGIN is answered at once and written with the statement that follows it; its real
 *   answer is awaited with that statement's. Should the BEGIN fail, that statement fails with it and the
 *   transaction is rolled back (a BEGIN in an idle session fails only when the connection does, and then
 *   the statement after it fails too);
 * - a `withNext` statement is held until the next one is issued (the key's answer and the COMMIT);
 * - the statements `together` starts are written at once.
 */
function tuneClient(client: pg.PoolClient, namedStatements: boolean) {
  const raw = timeQueries(client.query.bind(client) as (...args: unknown[]) => Promise<unknown>);
  // a statement that timed out on the client's side (query_timeout: the host stopped answering) leaves
  // the connection waiting for an answer that may never come: it is closed, so that the pool drops it
  // instead of lending it again
  const query = (...args: unknown[]) => {
    const result = raw(...args);
    if (result && typeof (result as Promise<unknown>).catch === 'function') {
      (result as Promise<unknown>).catch((err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') client.connection.stream.destroy();
      });
    }
    return result;
  };
  const stream = client.connection.stream;
  let held = false;
  let begun: Promise<unknown> | null = null;
  const tuned = (config: unknown, ...rest: unknown[]) => {
    let text = textOf(config);
    const withNextOne = text?.startsWith(WITH_NEXT_MARK) ?? false;
    if (withNextOne && text !== null) {
      text = text.slice(WITH_NEXT_MARK.length);
      config = { ...(config as object), text };
    }
    if (namedStatements && text !== null && text.startsWith(PREPARED_MARK) && !(config && typeof config === 'object' && 'name' in config && config.name)) {
      config = { ...(config as object), name: statementName(text) };
    }
    const flushAfter = held;
    if (!client.pipeline || rest.some((r) => typeof r === 'function')) {
      // not pipelined (or a callback query: pg-pool's own one-shot queries): written at once
      const result = query(config, ...rest);
      if (flushAfter) {
        held = false;
        stream.uncork();
      }
      return result;
    }
    if (!held && (withNextOne || text === 'begin')) {
      stream.cork();
      held = true;
    }
    if (gathering && !gathering.has(client)) {
      stream.cork();
      gathering.add(client);
    }
    const sent = query(config, ...rest);
    if (flushAfter && !withNextOne) {
      held = false;
      stream.uncork();
    }
    if (text === 'begin') {
      sent.catch(() => undefined);
      begun = sent;
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    if (!begun) return sent;
    const beginning = begun;
    begun = null;
    return Promise.allSettled([beginning, sent]).then(([b, r]) => {
      if (b.status === 'rejected') throw b.reason;
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    });
  };
  Object.assign(client, { query: tuned });
}

/**
 * Statements of one transaction started together: on PostgreSQL the statements the two steps issue before
 * their first await (queryRows issues at once) are written at once (pipelined: one write, one round
 * trip); on PGlite they run one after the other in the order given. `startTogether` answers the two
 * promises started (the caller must let both settle before its transaction ends); `together` awaits both
 * (no statement of the transaction is left running when it answers) and throws the first failure in the
 * order given (a later statement of an aborted transaction fails too).
 */
export function startTogether<A, B>(first: () => Promise<A>, second: () => Promise<B>): [Promise<A>, Promise<B>] {
  // nested in another `together`: its statements join the outer one's write
  const outer = gathering;
  const corked = outer ?? new Set<pg.PoolClient>();
  gathering = corked;
  const start = <T,>(step: () => Promise<T>): Promise<T> => {
    try {
      return step();
    } catch (err) {
      return Promise.reject(err);
    }
  };
  try {
    const a = start(first);
    const b = start(second);
    a.catch(() => undefined);
    b.catch(() => undefined);
    return [a, b];
  } finally {
    gathering = outer;
    if (!outer) for (const client of corked) client.connection.stream.uncork();
  }
}

export async function together<A, B>(first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const [ra, rb] = await Promise.allSettled(startTogether(first, second));
  if (ra.status === 'rejected') throw ra.reason;
  if (rb.status === 'rejected') throw rb.reason;
  return [ra.value, rb.value];
}

/**
 * Values of one column as one array parameter (`unnest(${pgArray(a)}::int[], ${pgArray(b)}::numeric[])`):
 * a list of rows keeps one statement text whatever its length (so it can be prepared). Integers must be
 * safe integers, strings are quoted and escaped for PostgreSQL's array syntax, null is NULL.
 */
export function pgArray(values: readonly (string | number | boolean | null | undefined)[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'number') {
      if (!Number.isSafeInteger(v)) throw new Error(`pgArray: ${v} is not a safe integer`);
      return String(v);
    }
    return `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(',')}}`;
}

/** Ids of a filter as one array parameter (`= any(${intArray(ids)}::int[])`); what is not a safe integer is left out. */
export const intArray = (values: readonly number[]) => pgArray(values.filter((n) => Number.isSafeInteger(n)));

/** The rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  // execute() issues the statement now, not on the await's next tick (`together` gathers statements so)
  const result: unknown = await db.execute(query).execute();
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/**
 * The pool's one-shot queries (drizzle's non-transaction statements) run on a connection held for the
 * statement, so that when the request's client goes away (requestScope.ts) its backend is cancelled
 * with pg_cancel_backend (sent through `cancelPool`, never waiting for the main pool) and the
 * connection is released only once the cancel has been answered: the cancel can never reach a
 * statement of another request. Outside a request scope: unchanged.
 */
function cancellable(pool: pg.Pool, cancelPool: pg.Pool): pg.Pool {
  const plain = pool.query.bind(pool) as (text: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const scoped = async (text: unknown, values?: unknown): Promise<pg.QueryResult> => {
    try {
      return await scopedOnce(text, values);
    } catch (err) {
      // a read whose connection died (a restart, a dropped idle connection the pool had not noticed yet)
      // is run once more on a fresh one; a write is not (it may have been applied)
      const scope = requestScope.getStore();
      if (scope && !scope.write && !scope.signal.aborted && isConnectionError(err)) return scopedOnce(text, values);
      throw err;
    }
  };
  const scopedOnce = async (text: unknown, values?: unknown) => {
    const scope = requestScope.getStore();
    if (!scope || scope.write) return plain(text, values);
    assertNotAbandoned();
    const client: pg.PoolClient & { processID?: number | null } = await pool.connect();
    let cancelling: Promise<unknown> | null = null;
    const cancel = () => {
      if (client.processID) cancelling = cancelPool.query('select pg_cancel_backend($1)', [client.processID]).catch(() => undefined);
    };
    scope.signal.addEventListener('abort', cancel, { once: true });
    try {
      assertNotAbandoned();
      return await (client.query as (text: unknown, values?: unknown) => Promise<pg.QueryResult>)(text, values);
    } finally {
      scope.signal.removeEventListener('abort', cancel);
      if (cancelling) await cancelling;
      client.release();
    }
  };
  return Object.assign(pool, { query: scoped });
}
