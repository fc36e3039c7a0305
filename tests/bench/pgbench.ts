/**
 * The yardstick the throughput budget is written against: "at least 450 sales/s on this 2-core
 * machine (about a fifth of what pgbench's TPC-B does here)". pgbench's TPC-B (scale 10, 32 clients, as
 * the 32 sellers) on the same PostgreSQL server, in a database of its own that is dropped afterwards; so
 * the bench prints the machine's own figure beside the sales, not a figure from another machine.
 * Skipped (null) when pgbench is not installed or BENCH_PGBENCH=0.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export async function pgbenchTps(adminUrl: string, options: { clients?: number; seconds?: number; scale?: number } = {}): Promise<number | null> {
  if (process.env.BENCH_PGBENCH === '0') return null;
  try {
    await run('pgbench', ['--version']);
  } catch {
    console.log('[bench] pgbench is not installed: no TPC-B yardstick for the sales');
    return null;
  }
  const { clients = 32, seconds = 5, scale = 10 } = options;
  const name = `bench_pgbench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run('pgbench', ['-i', '-q', '-s', String(scale), url.toString()], { maxBuffer: 1 << 24 });
    const { stdout } = await run('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), url.toString()], { maxBuffer: 1 << 24 });
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    return tps ? Number(tps) : null;
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}
