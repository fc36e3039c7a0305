import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_DB_TIMEOUTS } from './db/connect';

/** Process configuration from the environment (README.md lists these). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    /**
     * A direct connection to the same PostgreSQL (not through PgBouncer) for the migration lock: a
     * session advisory lock taken through a pooler in transaction mode stays with the pooler's server
     * connection after the session ends (docs/scale-out.md). Default: DATABASE_URL.
     */
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    /**
     * A read replica (hot standby) for the reports and the dashboard's charts (docs/scale-out.md); unset =
     * they read the primary like everything else.
     */
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    /**
     * PostgreSQL connections the server keeps: by default twice the cores and one (PostgreSQL's own rule
     * of thumb; 5 on a 2-core machine, where 10 had twice as many backends as could run, context switching
     * between them: 32 sellers 257 -> 355 sales/s at 5, measured)
     */
    dbPoolSize: positiveInt(env.DB_POOL_SIZE, 2 * availableParallelism() + 1),
    /**
     * PostgreSQL pipeline mode (server/db/connect.ts): statements issued together share a round trip.
     * On by default; DB_PIPELINE=0 sends one statement per round trip (to compare, or for a proxy that
     * cannot take pipelined statements).
     */
    dbPipeline: env.DB_PIPELINE?.trim() !== '0',
    /**
     * The hot path's statements as named prepared statements (server/db/connect.ts `prepared()`). On by
     * default; DB_PREPARED_STATEMENTS=0 sends them unnamed, for a pooler in transaction mode that does not
     * track prepared statements (PgBouncer before 1.21: a name prepared on one server connection is
     * unknown on the next).
     */
    dbPreparedStatements: env.DB_PREPARED_STATEMENTS?.trim() !== '0',
    /** PostgreSQL timeouts in milliseconds (server/db/connect.ts DbTimeouts, which says why these) */
    dbTimeouts: {
      statementMs: positiveInt(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_DB_TIMEOUTS.statementMs),
      lockMs: positiveInt(env.DB_LOCK_TIMEOUT_MS, DEFAULT_DB_TIMEOUTS.lockMs),
      idleInTransactionMs: positiveInt(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, DEFAULT_DB_TIMEOUTS.idleInTransactionMs),
      connectMs: positiveInt(env.DB_CONNECT_TIMEOUT_MS, DEFAULT_DB_TIMEOUTS.connectMs),
    },
    /** seconds a starting server waits for its database to answer before it gives up (exit 1) */
    dbStartWaitS: positiveInt(env.DB_START_WAIT_S, 60),
    /**
     * milliseconds between SIGTERM and closing: readiness answers 503 meanwhile, so a load balancer's
     * health check takes the server out before it stops taking connections (0 = close at once)
     */
    shutdownDrainMs: nonNegativeInt(env.SHUTDOWN_DRAIN_MS, 0),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    uploadDir: resolve(env.UPLOAD_DIR ?? './uploads'),
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    /** opens /api/metrics to other machines with `Authorization: Bearer <token>`; unset: loopback callers only */
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    /** a statement slower than this many milliseconds is logged at warn (server/db/slowQueries.ts) */
    slowQueryMs: positiveInt(env.SLOW_QUERY_MS, 500),
    /**
     * The fabric barcode lookup (SPEC.md 7 Transfer): a URL template with `{barcode}`
     * (`https://fabric.example.com/api/barcode/{barcode}`) that the SERVER calls; unset = the lookup is off.
     */
    fabricLookupUrl: env.FABRIC_LOOKUP_URL?.trim() || undefined,
    /** milliseconds the server waits for the fabric service (default 5000) */
    fabricLookupTimeoutMs: positiveInt(env.FABRIC_LOOKUP_TIMEOUT_MS, 5000),
    /** the embedded database's backups (server/db/backup.ts): where, how many kept, at which local hour */
    backupDir: resolve(env.BACKUP_DIR ?? './backups'),
    backupKeep: positiveInt(env.BACKUP_KEEP, 7),
    /** 0-23, the server's local time; 'off' = no nightly backup */
    backupHour: env.BACKUP_HOUR?.trim() === 'off' ? null : hourOf(env.BACKUP_HOUR, 3),
  };
}

function hourOf(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value?.trim() && Number.isInteger(n) && n >= 0 && n <= 23 ? n : fallback;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value?.trim() && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}
