/**
 * The till opens without the network once it has been opened online (item 1): a fresh browser
 * signs in as a seller and opens /sale; the service worker (dist/sw.js, registered once the first screen
 * is up) precaches the page and the till's code and takes control; with the network cut, a reload of
 * /sale still shows the barcode field (the page and its code from the worker's cache, who the user is
 * from the session kept in this browser). The API is never answered from the cache.
 */
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, signInWithPlace, useBrowser, visible } from './helpers';

const fx = useBrowser();

describe('the till offline', () => {
  it('reloads /sale with the network off after one visit online', async () => {
    const context = await fx.newContext();
    const page = await context.newPage();
    await signInWithPlace(page, 'seller', 'Chorsu shop');
    await page.goto('/sale');
    await visible(page.getByTestId('sale-barcode'));

    // the worker registers after the first screen is up, precaches, and claims the page
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000, polling: 250 });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.some((u) => u === '/index.html')).toBe(true);
    // the sale screen's own chunk (the chunk plan names it after the first screens that load it)
    expect(cached.some((u) => /\/assets\/first-sale-[^/]+\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'commit' });
      await page.getByTestId('sale-barcode').waitFor({ state: 'visible', timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/sale');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-shell-sale.png` });
    } finally {
      await context.setOffline(false);
    }
  });
});
