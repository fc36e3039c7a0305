/**
 * A throw-away PostgreSQL cluster for fault tests: made with initdb in a temp directory, on its own port,
 * started, stopped and restarted by the test (never the shared server on 5432). initdb and the server
 * refuse to run as root: as root the cluster belongs to a system user made for it (`pgtest`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const OS_USER = 'pgtest';
const asRoot = process.getuid?.() === 0;

export type StopMode = 'smart' | 'fast' | 'immediate';

export interface PgCluster {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  start(): void;
  stop(mode?: StopMode): void;
  restart(mode?: StopMode): void;
  /** one statement on a fresh connection (the answer's rows) */
  query<T extends Record<string, unknown>>(text: string, values?: unknown[], database?: string): Promise<T[]>;
  /** the server log so far */
  log(): string;
  destroy(): void;
}

export function pgBinariesPresent(): boolean {
  return existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'));
}


function ensureOsUser() {
  if (!asRoot) return;
  if (spawnSync('id', ['-u', OS_USER]).status === 0) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER]);
}

/** Run a PostgreSQL binary as the cluster's owner. */
function run(bin: string, args: string[], allowFail = false) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', OS_USER, '--', join(PG_BIN, bin), ...args]] : [join(PG_BIN, bin), args];
  const res = spawnSync(cmd, argv, { encoding: 'utf8', cwd: '/tmp' });
  if (res.status !== 0 && !allowFail) throw new Error(`${bin} ${args.join(' ')} failed (${res.status}): ${res.stderr || res.stdout}`);
  return res;
}

/** A temp directory for a cluster, owned by the cluster's user: the directory and its data directory. */
function clusterDir(prefix: string) {
  ensureOsUser();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['-R', `${OS_USER}:`, dir]);
  return { dir, dataDir: join(dir, 'data') };
}

/** The cluster in `dir` (its data directory made), on a free port with these settings, started. */
async function startedCluster(dir: string, dataDir: string, settings: Record<string, string>): Promise<PgCluster> {
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=127.0.0.1`,
    '-c max_connections=200',
    '-c shared_buffers=32MB',
    ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  const cluster: PgCluster = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => void run('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']),
    stop: (mode = 'fast') => void run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']),
    restart: (mode = 'fast') => void run('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-m', mode, '-w', '-t', '60', 'restart']),
    async query(text, values, database) {
      const client = new pg.Client({ connectionString: cluster.url(database) });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy() {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

export async function createCluster(settings: Record<string, string> = {}): Promise<PgCluster> {
  const { dir, dataDir } = clusterDir('pos-pgcluster-');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  return startedCluster(dir, dataDir, settings);
}

/**
 * A hot standby of `primary` (streaming replication): a base backup with `pg_basebackup -R` (which writes
 * the standby's primary_conninfo and standby.signal) into its own directory, started on its own port.
 * PostgreSQL 15's defaults on the primary suffice (wal_level=replica, max_wal_senders=10, and initdb's
 * trust rule for replication from 127.0.0.1).
 */
export async function createReplica(primary: PgCluster): Promise<PgCluster> {
  const { dir, dataDir } = clusterDir('pos-pgreplica-');
  run('pg_basebackup', ['-D', dataDir, '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
  return startedCluster(dir, dataDir, { hot_standby: 'on' });
}
