/**
 * The e2e tier: build the app, start the real server on a fresh database (PGlite in a temp DATA_DIR,
 * or E2E_DATABASE_URL), run the Playwright specs (vitest project 'e2e') against it, stop the server.
 * Exits non-zero when anything fails. Screenshots land in test-results/e2e/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { freePort } from '../support/freePort';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_RUN_ENV } from '../../server/scripts/buildServer';
import { entrySizes, heavyLibrariesInFirstLoad, HEAVY_LIBRARIES } from '../../server/scripts/entrySize';

const root = process.cwd();


async function waitHealthy(url: string, server: ChildProcess, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/** The build's first load keeps the heavy libraries out (server/scripts/entrySize.ts): a failure names the one that came in. */
function checkFirstLoad(dist: string) {
  const entry = entrySizes(dist);
  if (!entry) throw new Error(`e2e: ${join(dist, 'index.html')} not found`);
  const wrong = heavyLibrariesInFirstLoad(dist);
  if (wrong.length) throw new Error(`e2e: ${wrong.map((w) => `${w.library} is in the first load (${w.file})`).join('; ')}: import it only from the screens that use it`);
  console.log(`e2e: first load ${entry.totalGzipKb.toFixed(1)} KB gzip in ${entry.files.length} files, without ${HEAVY_LIBRARIES.map(([l]) => l).join(', ')}`);
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    console.log('e2e: building the app');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: root });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  checkFirstLoad(join(root, 'dist'));
  mkdirSync(join(root, 'test-results/e2e'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'db'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;

  console.log(`e2e: starting the server on ${baseUrl} (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  // the server as production runs it: built JavaScript (server/scripts/buildServer.ts), no tsx
  await buildServer();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { cwd: root, env: { ...env, ...SERVER_RUN_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
  let serverLog = '';
  server.stdout!.on('data', (d) => (serverLog += d));
  server.stderr!.on('data', (d) => (serverLog += d));
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  let status = 1;
  try {
    const ms = await waitHealthy(baseUrl, server);
    console.log(`e2e: server healthy after ${ms} ms`);
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, E2E_BASE_URL: baseUrl },
    });
    status = run.status ?? 1;
  } catch (err) {
    console.error(String(err));
    console.error(serverLog.slice(-4000));
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (status !== 0) console.error('e2e: FAILED');
  process.exit(status);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
