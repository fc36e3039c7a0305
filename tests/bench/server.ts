/** The real server as a child process (node build/server/main.mjs, built by server/scripts/buildServer.ts), as production runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildServer, SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_RUN_ENV } from '../../server/scripts/buildServer';

export interface ServerEnv {
  /** PGlite data directory (when no databaseUrl) */
  dataDir?: string;
  databaseUrl?: string;
}

export interface BenchServer {
  pid: number;
  port: number;
  baseUrl: string;
  /** spawn to first 200 from /api/health/ */
  coldStartMs: number;
  /** max VmRSS (MB) seen while starting */
  startRssMb: number;
  /** last lines the server wrote (for error reports) */
  output(): string;
  /** true once the process has exited */
  exited(): boolean;
  stop(): Promise<void>;
}

/** A free loopback port (bound then released; the server binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MB, from /proc/<pid>/status (null when unavailable). */
export function rssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (null when unavailable). */
export function cpuMs(pid: number): number | null {
  try {
    // the fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/**
 * CPU time (user + system) of the local PostgreSQL server so far, in ms: every process named `postgres`
 * readable in /proc (postmaster, backends, background workers), with the time of children they have
 * reaped (backends that ended). Null when none is visible (PGlite, or PostgreSQL on another machine).
 * Other databases' work on the same server counts too: compare runs on a quiet machine.
 */
export function postgresCpuMs(): number | null {
  let ticks = 0;
  let seen = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime: the 12th to 15th fields after the command name
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      seen = true;
    } catch {
      // the process ended meanwhile
    }
  }
  return seen ? (ticks * 1000) / CLOCK_TICKS : null;
}

/** USER_HZ: 100 on Linux everywhere this runs. */
const CLOCK_TICKS = 100;

/** Samples a process's RSS every `everyMs` until stopped; returns the max in MB. */
export function sampleRss(pid: number, everyMs = 50) {
  let max = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    const v = rssMb(pid);
    if (v != null && v > max) max = v;
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      const v = rssMb(pid);
      if (v != null && v > max) max = v;
      return max;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every child started and not yet stopped, so an interrupted bench can still kill them. */
const live = new Set<ChildProcess>();
export function killAllStarted() {
  for (const child of live) {
    if (child.exitCode == null && child.signalCode == null) child.kill('SIGKILL');
  }
  live.clear();
}

export async function startServer(options: {
  cwd: string;
  env: ServerEnv;
  /** give up after this long (ms) */
  timeoutMs?: number;
  pollMs?: number;
}): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing of the bench's own environment decides the database, mode or logging of the server.
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'NODE_ENV', 'LOG_LEVEL', 'TRUST_PROXY']) delete env[key];
  Object.assign(env, {
    ...SERVER_RUN_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(options.env.databaseUrl ? { DATABASE_URL: options.env.databaseUrl } : { DATA_DIR: options.env.dataDir }),
  });

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  const started = performance.now();
  await buildServer();
  // BENCH_NODE_FLAGS: extra node flags for the server (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a scenario's time goes)
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, SERVER_ENTRY], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exitedAt: number | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exitedAt = performance.now();
      live.delete(child);
      resolve();
    });
  });
  if (child.pid == null) throw new Error('bench: could not spawn the server');
  const pid = child.pid;

  const server: BenchServer = {
    pid,
    port,
    baseUrl,
    coldStartMs: 0,
    startRssMb: 0,
    output: () => output,
    exited: () => exitedAt != null,
    async stop() {
      if (exitedAt != null) return;
      child.kill('SIGTERM');
      const graceful = await Promise.race([exitPromise.then(() => true), sleep(5000).then(() => false)]);
      if (!graceful) {
        child.kill('SIGKILL');
        await exitPromise;
      }
    },
  };

  const rss = sampleRss(pid, 20);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pollMs = options.pollMs ?? 20;
  try {
    for (;;) {
      if (exitedAt != null) throw new Error(`bench: the server exited while starting:\n${output}`);
      if (performance.now() - started > timeoutMs) throw new Error(`bench: the server did not answer within ${timeoutMs} ms:\n${output}`);
      try {
        const res = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(1000) });
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(pollMs);
    }
    server.coldStartMs = performance.now() - started;
  } catch (err) {
    rss.stop();
    await server.stop();
    throw err;
  }
  server.startRssMb = rss.stop();
  return server;
}
