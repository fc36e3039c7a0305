/**
 * Two builds of the app, the same first screen, measured in alternation: is a change to the first load a
 * gain, or the machine's noise? On a shared 2-core machine one sample of /sale at 4x CPU varies by +-25 %
 * from the next (the floor alone went from 1.7 to 3.2 s within one run), so two runs of
 * tests/bench/firstScreen.ts minutes apart cannot tell a 5 % change. Here the samples of A and B take
 * turns, and beside the wall time each gives the renderer's main-thread time (less affected by the
 * machine's other work).
 *
 *   node --import tsx tests/bench/firstScreenAB.ts <url A> <url B> [/sale | /products] [user] [password]
 *
 * Each URL is a running server with its own build (STATIC_DIR=<a copy of dist>) and its own data
 * directory (PGlite: one server per directory; copy the seeded one). FIRST_SCREEN_RUNS (default 11)
 * samples of each, after one unmeasured round.
 */
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, median, sample, signedInStorage, type Target } from './firstScreen';

const [a, b, path = '/sale', username = 'seller', password = 'demo1234'] = process.argv.slice(2);
if (!a || !b || !['/sale', '/products'].includes(path)) {
  console.error('usage: node --import tsx tests/bench/firstScreenAB.ts <url A> <url B> [/sale | /products] [user] [password]');
  process.exit(2);
}
const runs = Number(process.env.FIRST_SCREEN_RUNS ?? 11);
const selector = path === '/sale' ? '[data-testid="sale-barcode"]' : '[data-testid^="product-card-"]';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
try {
  const targets: Target[] = [];
  for (const url of [a, b].map((u) => u.replace(/\/$/, ''))) {
    targets.push({ name: path === '/sale' ? 'sale' : 'products', url: `${url}${path}`, selector, storage: await signedInStorage(browser, url, { username, password }) });
  }
  for (const target of targets) await sample(browser, target, { waterfall: false });
  const wall: number[][] = [[], []];
  const main: number[][] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [k, target] of targets.entries()) {
      const s = await sample(browser, target, { waterfall: false });
      wall[k].push(s.ms);
      main[k].push(s.mainThreadMs);
    }
  }
  // the median of each round's B/A too: a round's two visits are seconds apart, so a slow minute of the
  // machine slows both (the medians of A and of B alone each carry it)
  const paired = (v: number[][]) => median(v[0].map((x, i) => v[1][i] / x));
  const line = (label: string, v: number[][]) =>
    `${label}: A ${median(v[0]).toFixed(0)} ms, B ${median(v[1]).toFixed(0)} ms, B/A ${(median(v[1]) / median(v[0])).toFixed(3)}, B/A of each round's pair ${paired(v).toFixed(3)}  (A ${v[0].map((x) => x.toFixed(0)).join(' ')}; B ${v[1].map((x) => x.toFixed(0)).join(' ')})`;
  console.log(`[bench] first screen A/B, ${path} at 4x CPU, ${runs} alternating cold visits each (medians)`);
  console.log(line('  first usable', wall));
  console.log(line('  main thread by then', main));
} finally {
  await browser.close();
}
