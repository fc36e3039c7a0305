import { mkdirSync } from 'node:fs';
import { connect } from './db/connect';
import { isConnectionError } from './db/pgErrors';
import { configureSlowQueries } from './db/slowQueries';
import { countPoolError } from './http/metrics';
import { lockDataDirOrExit, scheduleBackups } from './db/backup';
import { vacuumWhereDue } from './db/maintenance';
import { pruneIdempotencyKeys } from './http/idempotency';
import { removeOrphanUploads } from './modules/upload/storage';
import { buildApp } from './app';
import { readConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo';
import { isEmpty } from './seed/state';

const config = readConfig();
const started = Date.now();
// uploads live in their own directory (apart from the database): create it rather than warn
mkdirSync(config.uploadDir, { recursive: true });
// one process per embedded data directory (server/db/backup.ts): a second server would corrupt it
const dataLock = config.databaseUrl ? null : lockDataDirOrExit(config.dataDir, 'the POS server');
let poolErrorLog: (err: Error) => void = (err) => console.warn(`database connection error: ${err.message}`);
const postgresOptions = {
  poolSize: config.dbPoolSize,
  pipeline: config.dbPipeline,
  preparedStatements: config.dbPreparedStatements,
  timeouts: config.dbTimeouts,
  onPoolError: (err: Error) => poolErrorLog(err),
};
const database = await connect(config.databaseUrl ? { url: config.databaseUrl, directUrl: config.databaseDirectUrl, ...postgresOptions } : { dataDir: config.dataDir });
// the reports and the dashboard's charts read a replica when one is given (docs/scale-out.md)
const replica = config.databaseUrl && config.databaseReplicaUrl ? await connect({ url: config.databaseReplicaUrl, ...postgresOptions }) : null;
const lifecycle = { draining: false };
// the routes are built while the database migrates (they ask it nothing until a request comes): on
// PostgreSQL the build fills the migration's round trips; the server listens once both are done
const appBuilt = buildApp(database.db, {
  reportDb: replica?.db,
  staticDir: config.staticDir,
  trustProxy: config.trustProxy,
  uploadDir: config.uploadDir,
  logger: { level: config.logLevel },
  lifecycle,
  poolStats: database.poolStats,
  metricsToken: config.metricsToken,
});
// a failed build is awaited below: not an unhandled rejection while the migration runs
appBuilt.catch(() => undefined);
// a server may start before its database (a host rebooting, a cluster coming up together): it waits
for (let waited = 0; ; ) {
  try {
    // servers started together on one database migrate and seed one after the other (an advisory lock)
    await database.exclusive(async () => {
      await database.migrate();
      if (!config.production && (await isEmpty(database.db))) {
        await seedDemo(database.db);
        console.log('Demo data loaded.');
      }
    });
    break;
  } catch (err) {
    if (!isConnectionError(err) || waited >= config.dbStartWaitS) throw err;
    console.warn(`waiting for the database (${(err as Error).message}); ${config.dbStartWaitS - waited} s left`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    waited += 2;
  }
}

const app = await appBuilt;
poolErrorLog = (err) => {
  countPoolError();
  app.log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database connection error (the pool replaces the connection)');
};
// statements outside a request (housekeeping, backups) are logged by the app's logger
configureSlowQueries({ thresholdMs: config.slowQueryMs, log: app.log });
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? `PostgreSQL (DATABASE_URL${replica ? '; reports from DATABASE_REPLICA_URL' : ''})` : `PGlite in ${config.dataDir}`;
console.log(`\nReady in ${Date.now() - started} ms: http://localhost:${config.port}  (database: ${where})`);
if (!config.production) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => `${u.username} (${u.roles[0]})`).join(', ')}`);
}

// housekeeping, hourly: idempotency keys older than a day are dropped (a retry comes within minutes),
// and so are uploads no row has referred to for a day
const housekeeping = async () => {
  try {
    const removed = await pruneIdempotencyKeys(database.db);
    if (removed) app.log.info({ removed }, 'idempotency keys pruned');
    const orphans = await removeOrphanUploads(database.db, config.uploadDir);
    if (orphans) app.log.info({ orphans }, 'uploads no row refers to removed');
  } catch (err) {
    app.log.warn({ err }, 'housekeeping failed');
  }
};
// the first round waits a few minutes: at a start the tills open again (every morning, after a crash), and
// on the embedded database its statements held the first requests up (a cold start's first answer came
// about 130 ms later)
const firstHousekeeping = setTimeout(() => void housekeeping(), 3 * 60 * 1000);
firstHousekeeping.unref();
const housekeepingTimer = setInterval(() => void housekeeping(), 60 * 60 * 1000);
housekeepingTimer.unref();

// the embedded database has no autovacuum (server/db/maintenance.ts): every 5 minutes the tables that
// autovacuum's thresholds say are due are vacuumed or analyzed, one at a time
if (database.kind === 'pglite') {
  const maintenance = async () => {
    try {
      const started = Date.now();
      const done = await vacuumWhereDue(database.db);
      if (done.vacuumed.length || done.analyzed.length) app.log.info({ ...done, ms: Date.now() - started }, 'embedded database vacuumed');
    } catch (err) {
      app.log.warn({ err }, 'vacuum failed');
    }
  };
  const maintenanceTimer = setInterval(() => void maintenance(), 5 * 60 * 1000);
  maintenanceTimer.unref();
}

// the embedded database's nightly backup (README 'Backups'): at BACKUP_HOUR of the server's local time,
// the newest BACKUP_KEEP kept; PostgreSQL is backed up with its own tools (pg_dump)
const backups =
  database.dump && config.backupHour !== null
    ? scheduleBackups({ dump: database.dump, dir: config.backupDir, keep: config.backupKeep, hour: config.backupHour, log: app.log })
    : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: shutting down`);
  backups?.stop();
  if (config.shutdownDrainMs > 0) {
    // readiness answers 503 now; requests keep being served until the load balancer has noticed
    lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
  }
  // stops listening, closes idle keep-alive connections and waits for the requests in flight
  await app.close();
  await database.close();
  await replica?.close();
  dataLock?.release();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
