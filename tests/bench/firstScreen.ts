/**
 * The first screen on an old till: how long /sale (its barcode field) and /products (its first card)
 * take to be usable for a signed-in seller with a cold cache and the CPU slowed 4x, against the floor:
 * a bare react-admin list of in-memory records (tests/bench/floor, the same react-admin), built and
 * measured in the same run under the same conditions. The ratio is what the bench reports; anything
 * above 1 is the app's own waiting (requests waiting on requests, chunks found late, work before the
 * first useful paint).
 *
 * Each sample is a fresh browser context (empty HTTP cache; the app's contexts start from the storage a
 * real sign-in left: the token cookie, the sale place, whatever the app keeps), a fresh page at 4x CPU
 * (DevTools Emulation.setCPUThrottlingRate), timed inside the page: performance.now() (from the start
 * of the navigation) when a MutationObserver first sees the element. The three pages are measured in
 * turn, `runs` times each, and the median taken.
 *
 * Alone, against a running server (its dist/ built), e.g. while working on the first load:
 *   node --import tsx tests/bench/firstScreen.ts http://127.0.0.1:8080 [user] [password]
 * FIRST_SCREEN_RUNS=5, FIRST_SCREEN_WATERFALL=1 prints each page's requests (start and end, ms from
 * the navigation) of the last run, FIRST_SCREEN_TRACE=<dir> writes a Chromium trace of each page's
 * last run (the DevTools performance panel opens it), FIRST_SCREEN_PROFILE=<dir> a JavaScript CPU
 * profile of it (<page>.cpuprofile, from the navigation to the first usable element);
 * FIRST_SCREEN_BLOCK_SW=1 blocks the service worker (to compare the first visit with and without it).
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { entrySizes } from '../../server/scripts/entrySize';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const FLOOR_DIST = join(ROOT, 'build/bench-floor');
/** FIRST_SCREEN_BLOCK_SW=1: the app's service worker never registers (the first visit as before it existed) */
const BLOCK_SW = process.env.FIRST_SCREEN_BLOCK_SW === '1';

export interface FirstScreenResult {
  runs: number;
  /** medians, ms from the start of the navigation */
  floorMs: number;
  saleMs: number;
  productsMs: number;
  saleRatio: number;
  productsRatio: number;
  samples: { floor: number[]; sale: number[]; products: number[] };
  /** gzip KB of the scripts each index.html loads up front */
  entryKb: { app: number | null; floor: number | null };
}

/** Builds the floor app into build/bench-floor (vite, the same React plugin as the app). */
export async function buildFloor(outDir = FLOOR_DIST): Promise<string> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: join(HERE, 'floor'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Serves a built app as the product's server does (files as they are, index.html for any other path). */
export function serveFloor(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveServer) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolveServer({ url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) });
    }),
  );
}

/**
 * Records, at document start, when the first element matching `selector` appears (ms from the
 * navigation), and says so on the console: the bench waits for that message, not with a Playwright
 * locator. A locator's first wait puts Playwright's own script (some 300 KB) into the page, compiled and
 * run on the page's main thread while it starts: about 0.28 s at 4x CPU that no real visit has, in the
 * middle of the figure it measures (seen in a trace as an EvaluateScript with its 0.14 s parse, the
 * "second JS context").
 */
export const FIRST_USABLE_MESSAGE = 'first-usable';
const watchScript = (selector: string) => `(() => {
  const seen = () => {
    if (window.__firstUsable == null && document.querySelector(${JSON.stringify(selector)})) {
      window.__firstUsable = performance.now();
      console.debug(${JSON.stringify(FIRST_USABLE_MESSAGE)});
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => seen() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
})()`;

export interface Target {
  name: 'floor' | 'sale' | 'products';
  url: string;
  selector: string;
  storage?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

const WATERFALL = `JSON.stringify(performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, ''), e.transferSize]))`;

/**
 * One cold visit of `target`: ms from the navigation to its first usable element, and the renderer's
 * main-thread time by then (DevTools' TaskDuration, at the slowed CPU: less noisy than the wall time when
 * the machine is shared).
 */
export async function sample(browser: Browser, target: Target, opts: { waterfall: boolean; trace?: string; profile?: string }): Promise<{ ms: number; mainThreadMs: number; waterfall?: [number, number, string, number][] }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 }, storageState: target.storage, serviceWorkers: BLOCK_SW ? 'block' : 'allow' });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchScript(target.selector));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    if (opts.trace) await browser.startTracing(page, { path: opts.trace, screenshots: true });
    if (opts.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const usable = page.waitForEvent('console', { predicate: (m) => m.text() === FIRST_USABLE_MESSAGE, timeout: 60_000 });
    await page.goto(target.url, { waitUntil: 'commit' });
    await usable;
    // the profile stops at once: what the page does after its first usable element is not its first screen
    const profile = opts.profile ? (await cdp.send('Profiler.stop')).profile : undefined;
    const { metrics } = await cdp.send('Performance.getMetrics');
    const mainThreadMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    const ms = (await page.evaluate('window.__firstUsable')) as number;
    if (opts.trace) await browser.stopTracing();
    if (profile) writeFileSync(opts.profile!, JSON.stringify(profile));
    const waterfall = opts.waterfall ? (JSON.parse((await page.evaluate(WATERFALL)) as string) as [number, number, string, number][]) : undefined;
    return { ms, mainThreadMs, waterfall };
  } finally {
    await context.close();
  }
}

/** Signs the seller in through the screens (sign-in, workplace, /sale) and returns the browser storage it left. */
export async function signedInStorage(browser: Browser, appUrl: string, user: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL: appUrl, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByTestId('username').fill(user.username);
    await page.getByTestId('password').fill(user.password);
    await page.getByTestId('sign-in-submit').click();
    await page.waitForURL((url) => url.pathname === '/workplace');
    await page.getByRole('checkbox').first().check();
    await page.getByTestId('workplace-continue').click();
    await page.waitForURL((url) => url.pathname !== '/workplace');
    await page.goto('/sale');
    await page.getByTestId('sale-barcode').waitFor();
    await page.goto('/products');
    await page.locator('[data-testid^="product-card-"]').first().waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[sorted.length >> 1] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

/**
 * The three first screens, `runs` times each, in turn. `floorUrl` serves the built floor app; the app
 * at `appUrl` serves its own dist/.
 */
export async function firstScreenBench(appUrl: string, floorUrl: string, user: { username: string; password: string }, runs = 5): Promise<FirstScreenResult | null> {
  if (!existsSync(CHROMIUM)) {
    console.log(`[bench] first screen: ${CHROMIUM} is not installed (apt-get install chromium); skipped`);
    return null;
  }
  const waterfall = process.env.FIRST_SCREEN_WATERFALL === '1';
  const traceDir = process.env.FIRST_SCREEN_TRACE;
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const profileDir = process.env.FIRST_SCREEN_PROFILE;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const storage = await signedInStorage(browser, appUrl, user);
    const targets: Target[] = [
      { name: 'floor', url: `${floorUrl}/products`, selector: '.RaDatagrid-row' },
      { name: 'sale', url: `${appUrl}/sale`, selector: '[data-testid="sale-barcode"]', storage },
      { name: 'products', url: `${appUrl}/products`, selector: '[data-testid^="product-card-"]', storage },
    ];
    const samples: FirstScreenResult['samples'] = { floor: [], sale: [], products: [] };
    // one unmeasured round: the servers' and Chromium's own first-time costs are not the page's
    for (const target of targets) await sample(browser, target, { waterfall: false });
    for (let i = 0; i < runs; i++) {
      for (const target of targets) {
        const last = i === runs - 1;
        const s = await sample(browser, target, {
          waterfall: waterfall && last,
          trace: traceDir && last ? join(traceDir, `${target.name}.json`) : undefined,
          profile: profileDir && last ? join(profileDir, `${target.name}.cpuprofile`) : undefined,
        });
        samples[target.name].push(s.ms);
        if (s.waterfall) {
          console.log(`[bench] first screen: ${target.name} ${s.ms.toFixed(0)} ms; its requests (start-end ms from the navigation, bytes):`);
          for (const [start, end, name, bytes] of s.waterfall) console.log(`  ${String(start).padStart(5)}-${String(end).padEnd(5)} ${String(bytes).padStart(7)}  ${name}`);
        }
      }
    }
    const floorMs = median(samples.floor);
    const saleMs = median(samples.sale);
    const productsMs = median(samples.products);
    const appEntry = entrySizes(join(ROOT, 'dist'));
    const floorEntry = entrySizes(FLOOR_DIST);
    return {
      runs,
      floorMs,
      saleMs,
      productsMs,
      saleRatio: saleMs / floorMs,
      productsRatio: productsMs / floorMs,
      samples,
      entryKb: { app: appEntry ? appEntry.totalGzipKb : null, floor: floorEntry ? floorEntry.totalGzipKb : null },
    };
  } finally {
    await browser.close();
  }
}

export function describeFirstScreen(r: FirstScreenResult): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const entry = r.entryKb.app != null && r.entryKb.floor != null ? `; entry JS ${r.entryKb.app.toFixed(1)} KB / floor ${r.entryKb.floor.toFixed(1)} KB = ${(r.entryKb.app / r.entryKb.floor).toFixed(2)}` : '';
  return (
    `first screen at 4x CPU, cold cache, median of ${r.runs}: /sale ${s(r.saleMs)} / floor ${s(r.floorMs)} = ${r.saleRatio.toFixed(2)}; ` +
    `/products ${s(r.productsMs)} / floor = ${r.productsRatio.toFixed(2)}${entry} ` +
    `(samples ms: floor ${r.samples.floor.map((v) => v.toFixed(0)).join(' ')}; sale ${r.samples.sale.map((v) => v.toFixed(0)).join(' ')}; products ${r.samples.products.map((v) => v.toFixed(0)).join(' ')})`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [appUrl, username = 'seller', password = 'demo1234'] = process.argv.slice(2);
  if (!appUrl) {
    console.error('usage: node --import tsx tests/bench/firstScreen.ts <app url> [username] [password]');
    process.exit(2);
  }
  await buildFloor();
  const floor = await serveFloor(FLOOR_DIST);
  try {
    const r = await firstScreenBench(appUrl.replace(/\/$/, ''), floor.url, { username, password }, Number(process.env.FIRST_SCREEN_RUNS ?? 5));
    if (r) console.log(`[bench] ${describeFirstScreen(r)}`);
  } finally {
    await floor.close();
  }
}
