/**
 * Shared pieces of the e2e tier: one Chromium per spec file, a fresh context per test, and the steps a
 * person takes (sign in, choose the sale place, read the sidebar). The base URL of the server that
 * tests/e2e/run.ts started comes in E2E_BASE_URL.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { sendWedgeBurst } from './wedge';

export const BASE_URL = process.env.E2E_BASE_URL ?? '';

export const PASSWORD = 'demo1234';
export const SCREENSHOT_DIR = resolve(process.cwd(), 'test-results/e2e');

/** The demo sign-ins and the places each may use: the same as server/seed/demo.ts (DEMO_USERS). */
export interface DemoUser {
  username: string;
  role: Role;
  places: string[];
}

const WAIT = { timeout: 15_000, interval: 100 };

/** Retries `read` until it satisfies the matcher (playwright-core has no expect of its own). */
export const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, WAIT);

/** A toast (react-admin notification) with this text appears. */
export async function expectToast(page: Page, text: string) {
  await eventually(async () => (await page.locator('.MuiSnackbar-root').allTextContents()).join(' | ')).toContain(text);
}

/** The visible text of a locator, whitespace collapsed (waits for it to be attached). */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

export async function visible(locator: Locator) {
  await locator.waitFor({ state: 'visible', timeout: WAIT.timeout });
}

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserFixture {
  browser: () => Browser;
  context: () => BrowserContext;
  page: () => Page;
  /** a fresh context (no cookies, no storage) on top of the per-test one, e.g. for a second session */
  newContext: () => Promise<BrowserContext>;
}

/**
 * One browser per spec file, a fresh context and page per test. Browser errors of the page (uncaught
 * exceptions) are collected and fail the test that caused them.
 */
export function useBrowser(): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  const extra: BrowserContext[] = [];

  beforeAll(async () => {
    if (!BASE_URL) throw new Error('E2E_BASE_URL is not set: run the e2e tier with `npm run test:e2e`');
    browser = await chromium.launch({
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: LAUNCH_ARGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) return;
    pageErrors = [];
    context = await newContextOn(browser);
    page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(String(err?.stack ?? err)));
  });
  afterEach(async (ctx) => {
    const failed = ctx.task.result?.state === 'fail';
    if (failed && page) {
      // a picture of where a failed test stopped, to read with the report
      const name = ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `failed-${name}.png`) }).catch(() => {});
    }
    for (const c of extra.splice(0)) await c.close().catch(() => {});
    await context?.close().catch(() => {});
    context = undefined;
    page = undefined;
    if (!failed && pageErrors.length) throw new Error(`uncaught errors in the page:\n${pageErrors.join('\n')}`);
  });

  return {
    browser: () => browser!,
    context: () => context!,
    page: () => page!,
    async newContext() {
      const c = await newContextOn(browser!);
      extra.push(c);
      return c;
    },
  };
}

/** A fresh context as every flow's (prints recorded, English, the desktop viewport), on `baseURL` (a server of the flow's own). */
export async function newContextOn(browser: Browser, baseURL = BASE_URL) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
  });
  await context.addInitScript(recordPrints);
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

export function ensureScreenshotDir() {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
}

/** The path part of the page's URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the app has navigated to `path` (client-side redirects included). */
export async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** Fills and submits the sign-in form (the page must show it). */
export async function submitSignIn(page: Page, username: string, password = PASSWORD) {
  await page.getByTestId('username').fill(username);
  await page.getByTestId('password').fill(password);
  await eventually(() => page.getByTestId('sign-in-submit').isEnabled()).toBe(true);
  await page.getByTestId('sign-in-submit').click();
}

/**
 * Opens /sign-in, signs in and waits to leave it: for /workplace, or, for an employee with exactly one
 * place (chosen for them), for their start page.
 */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await submitSignIn(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 15_000 });
}

/** On /workplace: ticks the place and presses continue. */
export async function choosePlace(page: Page, placeName: string) {
  const box = page.getByRole('checkbox', { name: placeName, exact: true });
  await box.check();
  await eventually(() => box.isChecked()).toBe(true);
  await page.getByTestId('workplace-continue').click();
}

/** Signs in and chooses the place; resolves once the app has left /workplace. */
export async function signInWithPlace(page: Page, username: string, placeName: string) {
  await signIn(page, username);
  await choosePlace(page, placeName);
  await page.waitForURL((url) => url.pathname !== '/workplace');
}

/** Signs in from the sign-in page in English and chooses the place; resolves once the app has left /workplace. */
export async function signInInEnglish(page: Page, username: string, placeName: string) {
  await page.goto('/sign-in');
  await switchLanguageOnSignIn(page, 'English');
  await submitSignIn(page, username);
  await expectPath(page, '/workplace');
  await choosePlace(page, placeName);
  await page.waitForURL((url) => url.pathname !== '/workplace');
}

/** The data-testids of the sidebar's items (groups excluded), once the sidebar has rendered. */
export async function menuItemKeys(page: Page): Promise<string[]> {
  await visible(page.getByTestId('sidebar-profile'));
  const ids = await page
    .locator('[data-testid^="menu-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return [...new Set(ids.filter((id) => !id.startsWith('menu-group-')))].map((id) => id.slice('menu-'.length)).sort();
}

/** Switches the language with the app bar's language switch (src/layout/LanguageSwitch.tsx). */
export async function switchLanguageInAppBar(page: Page, languageName: 'English' | 'Русский') {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: languageName, exact: true }).click();
  // a language not loaded yet arrives as a chunk, then react-admin draws the page again: a key pressed
  // before that lands in the page being replaced (a dialog opened then closes). Wait, as a user would,
  // until the page speaks it: the switch's own name is translated only once the page is drawn again.
  const word = languageName === 'English' ? 'Language' : 'Язык';
  await eventually(async () => page.getByTestId('language-switch').getAttribute('aria-label')).toContain(`(${word}:`);
}

/** The language of the sign-in page's select (a MUI select: open it, pick an option). */
export async function switchLanguageOnSignIn(page: Page, languageName: 'English' | 'Русский') {
  await page.getByRole('combobox').click();
  await page.getByRole('option', { name: languageName, exact: true }).click();
  // the language arrives as a chunk and the page is drawn again in it: a field filled before that redraw
  // was emptied by it (CI: the submit button of money.e2e's sign-in stayed disabled)
  await visible(page.getByTestId('sign-in-submit').filter({ hasText: languageName === 'English' ? 'Sign in' : 'Войти' }));
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA violations on the page as it is now (axe-core), as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated through the devtools protocol: the app's CSP (script-src 'self') refuses inline script tags
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; any?: { message?: string }[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')}${n.any?.[0]?.message ? ` [${n.any[0].message}]` : ''}`).slice(0, 4).join(', ')}`,
  );
}

/**
 * Asserts 0 WCAG 2.1 AA violations on the page once its finite animations and colour transitions have
 * ended (a button just enabled fades its colours in; axe must read the colours the user ends up seeing).
 */
export async function expectNoAxeViolations(page: Page, where = pathOf(page)) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length), WAIT)
    .toBe(0);
  expect(await axeViolations(page), `axe-core on ${where}`).toEqual([]);
}

/** A keyboard-wedge scanner's burst (wedge.ts), with nothing focused. */
export async function wedgeScan(page: Page, code: string) {
  await page.locator('h1').first().click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const cdp = await page.context().newCDPSession(page);
  try {
    await sendWedgeBurst(cdp, code);
  } finally {
    await cdp.detach();
  }
}

/** POST to the API of `base` (the flow's server), as `token`; the answer's JSON, or an error naming the path. */
async function postApi<T>(base: string, path: string, token: string | null, body: unknown, key?: string): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The units of a demo barcode's product and size at a place, as the ledger holds them (read as the demo admin). */
export async function unitsAt(code: string, placeName: string, base = BASE_URL) {
  const { token } = await postApi<{ token: string }>(base, '/auth/v1/login/', null, { username: 'admin', password: PASSWORD });
  const places = (await (await fetch(`${base}/api/company/v1/places/?limit=100`, { headers: { authorization: `Token ${token}` } })).json()) as { results: { id: number; name: string }[] };
  const place = places.results.find((p) => p.name === placeName);
  if (!place) throw new Error(`unitsAt: no place ${placeName}`);
  const codes = (await (await fetch(`${base}/api/barcode/v1/barcodes/?search=${code}&limit=10`, { headers: { authorization: `Token ${token}` } })).json()) as {
    results: { code: string; product: number; size: { id: number } }[];
  };
  const barcode = codes.results.find((b) => b.code === code);
  if (!barcode) throw new Error(`unitsAt: no barcode ${code}`);
  // a code out of stock here answers 'not in stock': read it as 0 units
  const hit = await postApi<{ in_stock: number }>(base, '/barcode/v1/barcodes/scan/', token, { code, place: place.id }).catch(() => null);
  return { units: hit?.in_stock ?? 0, token, place: place.id, product: barcode.product, size: barcode.size.id };
}

/**
 * A demo barcode's cell holds at least `atLeast` units at a place (topped up through the API as the
 * demo admin, by the ledger's adjustment): a spec that counts units never depends on what the specs
 * before it sold (their order changes from run to run). Answers the product's id.
 */
export async function ensureStock(code: string, placeName: string, atLeast: number, base = BASE_URL): Promise<number> {
  const cell = await unitsAt(code, placeName, base);
  if (cell.units >= atLeast) return cell.product;
  await postApi(base, '/product/v1/placements/adjust/', cell.token, { product: cell.product, size: cell.size, place: cell.place, delta: atLeast - cell.units }, `e2e-stock-${code}-${Date.now()}`);
  return cell.product;
}

type PrintClock = { printedAt?: number; enterAt?: number };

/**
 * The till prints a check from its own page (src/pos/PrintCheck.tsx): in every page of the e2e browser
 * window.print is recorded instead of opening the dialog (`printedAt`), with the time of the last Enter
 * key (`enterAt`); installed on each context (newContextOn).
 */
function recordPrints() {
  const w = window as unknown as PrintClock;
  window.print = () => void (w.printedAt = performance.now());
  window.addEventListener('keydown', (e) => e.key === 'Enter' && (w.enterAt = performance.now()), { capture: true });
}

/**
 * Waits for the print dialog of the check just made (recordPrints), and answers which check it was (the
 * browser keeps the last one, SPEC.md 3) and the time from the last Enter to the dialog; the next sale
 * waits for its own print.
 */
export async function printedCheck(page: Page): Promise<{ kind: 'sale' | 'booking'; id: number; enterToPrintMs: number | null }> {
  await eventually(() => page.evaluate(() => (window as unknown as PrintClock).printedAt ?? null)).not.toBeNull();
  return page.evaluate(() => {
    const w = window as unknown as PrintClock;
    const ms = w.enterAt !== undefined && w.printedAt! >= w.enterAt ? w.printedAt! - w.enterAt : null;
    w.printedAt = undefined;
    w.enterAt = undefined;
    const last = JSON.parse(localStorage.getItem('pos.check') ?? '{}') as { kind: 'sale' | 'booking'; id: number };
    return { ...last, enterToPrintMs: ms };
  });
}

/**
 * Enters a date into the app's date field (src/ui/DateInput.tsx, MUI X's picker) as a person pastes it:
 * the whole field selected, the date as the screen's language shows it ('01/31/2025' in English,
 * '31.01.2025' in Russian).
 */
export async function fillDate(field: Locator, shown: string) {
  await field.click();
  await field.press('Control+a');
  await field.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, shown);
}
