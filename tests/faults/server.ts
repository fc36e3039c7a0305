/**
 * A real server process for fault tests (the fault is in the connection, so never app.inject): the built
 * server (server/scripts/buildServer.ts, as `npm start` runs it) on a database the test owns.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../../server/scripts/buildServer';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { freePort } from '../support/freePort';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  log(): string;
  alive(): boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `databaseUrl` null: the embedded database in `env.DATA_DIR` (the e2e's server stopped and started
 * again on its own port: `port`).
 */
export async function startServer(databaseUrl: string | null, env: Record<string, string> = {}, { port: given }: { port?: number } = {}): Promise<ServerProcess> {
  const port = given ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'pos-fault-server-'));
  const inherited = { ...process.env };
  if (databaseUrl === null) delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
      DB_POOL_SIZE: '5',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: join(dir, 'uploads'),
      STATIC_DIR: join(dir, 'no-app'),
      BACKUP_HOUR: 'off',
      // sign-in tests send their own client address
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    log: () => log,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(signal = 'SIGTERM') {
      if (!server.alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.alive()) child.kill('SIGKILL');
    },
  };
  return server;
}

/** Wait until GET path answers 200 (readiness by default). */
export async function waitFor(server: ServerProcess, path = '/api/health/ready/', timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!server.alive()) throw new Error(`server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.log().slice(-3000)}`);
    try {
      const res = await fetch(server.url + path, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.log().slice(-3000)}`);
}

export interface Answer {
  status: number;
  /** null when no answer came (connection refused or reset) */
  body: unknown;
  headers: Headers | null;
  ms: number;
}

export async function call(url: string, method: string, path: string, options: { token?: string; body?: unknown; key?: string; ip?: string; timeoutMs?: number } = {}): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  try {
    const res = await fetch(url + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers, ms: Date.now() - started };
  } catch {
    return { status: 0, body: null, headers: null, ms: Date.now() - started };
  }
}

export async function signIn(url: string, username: string, ip = '127.0.0.1'): Promise<string> {
  const res = await call(url, 'POST', '/api/auth/v1/login/', { body: { username, password: DEMO_PASSWORD }, ip });
  if (res.status !== 200) throw new Error(`sign-in ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

export interface SaleTarget {
  placeId: number;
  usdId: number;
  cells: { productId: number; sizeId: number }[];
}

export const saleBody = (t: SaleTarget, i: number) => {
  const cell = t.cells[i % t.cells.length]!;
  return {
    place: t.placeId,
    sell_products: [{ product: cell.productId, size: cell.sizeId, quantity: 1, place: t.placeId }],
    payments: [{ currency: t.usdId, amount: '100000' }],
    change_currency: t.usdId,
  };
};

/**
 * One sale as a till makes it: one key for the action, sent again (same key) after a failure that left
 * the outcome unknown or refused it for now, until `deadlineMs`. Answers the last answer and how many tries.
 */
export async function sellOnce(url: string, token: string, body: unknown, deadlineMs: number): Promise<{ answer: Answer; tries: number; key: string }> {
  const key = randomUUID();
  const until = Date.now() + deadlineMs;
  for (let tries = 1; ; tries++) {
    const answer = await call(url, 'POST', '/api/realization/v1/sells/', { token, body, key, timeoutMs: 20_000 });
    const retry = answer.status === 0 || answer.status === 502 || answer.status === 503;
    if (!retry || Date.now() >= until) return { answer, tries, key };
    await new Promise((r) => setTimeout(r, 200));
  }
}
