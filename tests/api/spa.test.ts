/**
 * The built browser app as the server serves it (server/app.ts, staticDir): its files through one
 * route looked up when asked, the SPA's page for client routes (deep links), the one error shape for
 * the rest, and a rebuilt app served without a restart.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { freshDb, type TestDb } from './helpers';

let t: TestDb;
let app: Awaited<ReturnType<typeof buildApp>>;
const dir = mkdtempSync(join(tmpdir(), 'pos-spa-'));
const HASHED = 'export const till = 1;'.repeat(100);
const NOT_FOUND = { errors: [{ code: 'not_found', message: 'Not found' }] };

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>v1</title>');
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // a file of the build as vite names it (its content's hash), with the .br and .gz the build writes
  writeFileSync(join(dir, 'assets', 'till-Ab_d-f12.js'), HASHED);
  writeFileSync(join(dir, 'assets', 'till-Ab_d-f12.js.br'), brotliCompressSync(HASHED));
  writeFileSync(join(dir, 'assets', 'till-Ab_d-f12.js.gz'), gzipSync(HASHED));
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  t = await freshDb();
  app = await buildApp(t.db, { staticDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built app', () => {
  it('serves its files with their types', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toBe('console.log(1)');
    const svg = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-1.js' });
    expect(head.statusCode).toBe(200);
  });

  it('sends a hashed build file compressed as the browser accepts, kept a year; the page and the service worker asked for again', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/till-Ab_d-f12.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HASHED);
    const gz = await app.inject({ method: 'GET', url: '/assets/till-Ab_d-f12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(HASHED);
    const plain = await app.inject({ method: 'GET', url: '/assets/till-Ab_d-f12.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HASHED);
    // a file without a hash in its name, the service worker and the page: never kept without asking
    for (const url of ['/assets/app-1.js', '/sw.js', '/', '/sale']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the SPA for the root and for client routes (deep links)', async () => {
    for (const url of ['/', '/sale', '/product/12', '/management/employees/edit/3?tab=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<title>v1</title>');
    }
    for (const url of ['/', '/sale']) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
    }
  });

  it('answers a missing asset, an unknown API path and a write to a client route with the one error shape', async () => {
    for (const [method, url] of [
      ['GET', '/assets/app-0.js'],
      ['GET', '/api/nowhere/'],
      ['POST', '/sale'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual(NOT_FOUND);
    }
  });

  it('never serves a file outside the build', async () => {
    for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/till-Ab_d-f12.js%00.br', '/assets/%00', '/assets/%E0%A4%A', '/assets/till-Ab_d-f12.js.br/../../../package.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('"name"');
      expect([200, 400, 403, 404], url).toContain(res.statusCode);
    }
  });

  it('serves a rebuilt app without a restart: its new files and its new page', async () => {
    writeFileSync(join(dir, 'assets', 'app-2.js'), 'console.log(2)');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>v2</title>');
    const js = await app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(2)');
    for (const url of ['/', '/sale']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>v2</title>');
    }
  });

  it("names the first screen's chunks in the page for the address, the token and the language cookies, instead of the head script", async () => {
    const built = [
      '<!doctype html><html lang="ru"><head><title>v4</title>',
      '    <script src="/assets/page-start-Cd34.js"></script>',
      '    <script src="/assets/first-screen-Ab12.js"></script>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
      '  </head><body></body></html>',
    ].join('\n');
    writeFileSync(join(dir, 'index.html'), built);
    const table = {
      script: '/assets/first-screen-Ab12.js',
      localeKey: 'RaStoreRetailPOS.locale',
      locales: ['ru', 'en'],
      files: { ru: ['assets/ru-1.js'], en: ['assets/en-1.js'], signIn: ['assets/SignIn-1.js'], layout: ['assets/frame-1.js'], '/sale': ['assets/SaleScreen-1.js', 'assets/frame-1.js'] },
    };
    writeFileSync(join(dir, 'first-screens.json'), JSON.stringify(table));
    const page = async (url: string, cookie?: string) => {
      const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary, url).toMatch(/cookie/i);
      return res.body;
    };
    const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // signed in, in English, on the till (a query and a trailing '/' are the same address)
    for (const url of ['/sale', '/sale/?x=1']) {
      const html = await page(url, 'token=abc; locale=en');
      expect(links(html), url).toEqual(['/assets/runtime-1.js', '/assets/en-1.js', '/assets/frame-1.js', '/assets/SaleScreen-1.js']);
      expect(html, url).not.toContain('first-screen-Ab12.js');
      // the screen's data is still asked for by the head script of the page's start (vite.config.ts)
      expect(html, url).toContain('<script src="/assets/page-start-Cd34.js"></script>');
      expect(html.indexOf('index-1.js'), url).toBeLessThan(html.indexOf('en-1.js'));
      expect(html, url).toContain('</head>');
      expect(html, url).toContain('<html lang="en">');
    }
    // no token: the sign-in page's; another address: the frame only
    expect(links(await page('/', 'locale=ru'))).toEqual(['/assets/runtime-1.js', '/assets/ru-1.js', '/assets/SignIn-1.js']);
    expect(links(await page('/cash-desks', 'locale=ru; token=t'))).toEqual(['/assets/runtime-1.js', '/assets/ru-1.js', '/assets/frame-1.js']);
    // no language cookie, or one the build does not have: the page as built, its head script finds them
    for (const cookie of [undefined, 'token=abc', 'token=abc; locale=de', 'token=abc; locale="><script>']) {
      expect(await page('/sale', cookie), String(cookie)).toBe(built);
    }
    // a table that does not fit the page (another build's head script, a file name that is not a build's)
    writeFileSync(join(dir, 'first-screens.json'), JSON.stringify({ ...table, script: '/assets/first-screen-Old1.js' }));
    expect(await page('/sale', 'token=abc; locale=en')).toBe(built);
    writeFileSync(join(dir, 'first-screens.json'), JSON.stringify({ ...table, files: { ...table.files, en: ['assets/"><script>.js'] } }));
    expect(await page('/sale', 'token=abc; locale=en')).toBe(built);
    writeFileSync(join(dir, 'first-screens.json'), '{not json');
    expect(await page('/sale', 'token=abc; locale=en')).toBe(built);
    rmSync(join(dir, 'first-screens.json'));
    expect(await page('/sale', 'token=abc; locale=en')).toBe(built);
    // the file the service worker keeps is the page as built
    expect((await app.inject({ method: 'GET', url: '/index.html', headers: { cookie: 'token=abc; locale=en' } })).body).toBe(built);
    // as the page was before this test (the next one removes it and expects the last one read)
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>v2</title>');
    expect(await page('/')).toContain('<title>v2</title>');
  });

  it("puts the page-start script in the page as its text, allowed by its hash in that page's CSP only", async () => {
    const built = [
      '<!doctype html><html lang="ru"><head><title>v5</title>',
      '    <script src="/assets/page-start-Cd34.js"></script>',
      '    <script src="/assets/first-screen-Ab12.js"></script>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '  </head><body></body></html>',
    ].join('\n');
    writeFileSync(join(dir, 'index.html'), built);
    const source = 'window.__pageStartReads = (function () { return null; })("pos.firstRequests");\n';
    const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    const table = { script: '/assets/first-screen-Ab12.js', pageStart: '/assets/page-start-Cd34.js', localeKey: 'RaStoreRetailPOS.locale', locales: ['ru', 'en'], files: { ru: ['assets/ru-1.js'], en: ['assets/en-1.js'], layout: ['assets/frame-1.js'], '/sale': ['assets/SaleScreen-1.js'] } };
    writeFileSync(join(dir, 'first-screens.json'), JSON.stringify(table));
    const scriptSrc = (csp: unknown) => String(csp).split(';').find((d) => d.startsWith('script-src '));
    const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    // not written yet (a build under way): the page as built, and no hash; read once it is there
    let res = await get('/sale');
    expect(res.body).toBe(built);
    expect(scriptSrc(res.headers['content-security-policy'])).toBe("script-src 'self'");
    writeFileSync(join(dir, 'assets', 'page-start-Cd34.js'), source);
    // with or without the cookies: its text in the page, before the entry, and its hash in the page's policy
    for (const cookie of [undefined, 'token=abc', 'token=abc; locale=en']) {
      res = await get('/sale', cookie);
      expect(res.body, String(cookie)).toContain(`<script>${source}</script>`);
      expect(res.body, String(cookie)).not.toContain('page-start-Cd34.js');
      expect(res.body.indexOf('__pageStartReads'), String(cookie)).toBeLessThan(res.body.indexOf('index-1.js'));
      expect(scriptSrc(res.headers['content-security-policy']), String(cookie)).toBe(`script-src 'self' ${hash}`);
    }
    // the language cookie still names the chunks (and drops the other head script)
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/SaleScreen-1.js">');
    expect(res.body).not.toContain('first-screen-Ab12.js');
    // every other answer keeps the policy without it; the file itself is still served (the service worker's page names it)
    for (const url of ['/assets/page-start-Cd34.js', '/index.html', '/api/nowhere/']) {
      expect(scriptSrc((await get(url)).headers['content-security-policy']), url).toBe("script-src 'self'");
    }
    expect((await get('/assets/page-start-Cd34.js')).body).toBe(source);
    // a text that could end its element, or a table naming a file outside the build: the page as built
    writeFileSync(join(dir, 'assets', 'page-start-Ef56.js'), 'document.title = "</script><script>alert(1)";');
    writeFileSync(join(dir, 'index.html'), built.replace('page-start-Cd34', 'page-start-Ef56'));
    writeFileSync(join(dir, 'first-screens.json'), JSON.stringify({ ...table, pageStart: '/assets/page-start-Ef56.js' }));
    res = await get('/sale');
    expect(res.body).toBe(built.replace('page-start-Cd34', 'page-start-Ef56'));
    expect(scriptSrc(res.headers['content-security-policy'])).toBe("script-src 'self'");
    writeFileSync(join(dir, 'index.html'), built);
    for (const pageStart of ['/assets/../../package.json', '/package.json', 12]) {
      writeFileSync(join(dir, 'first-screens.json'), JSON.stringify({ ...table, pageStart }));
      res = await get('/sale', 'token=abc; locale=en');
      expect(res.body, String(pageStart)).toBe(built);
      expect(scriptSrc(res.headers['content-security-policy']), String(pageStart)).toBe("script-src 'self'");
    }
    rmSync(join(dir, 'first-screens.json'));
    // as the page was before this test (the next one expects the last one read)
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>v2</title>');
    expect((await get('/')).body).toContain('<title>v2</title>');
  });

  it('keeps answering the last page read while a build has removed it', async () => {
    rmSync(join(dir, 'index.html'));
    const res = await app.inject({ method: 'GET', url: '/sale' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>v2</title>');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>v3</title>');
  });
});
