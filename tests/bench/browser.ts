/**
 * The till in a real browser, measured against a bench server with Debian's Chromium:
 * - scan to line: from the first key event of a 13-digit barcode sent as a keyboard-wedge scanner sends
 *   it (plus Enter) until the basket shows the line, timed inside the page (performance.now() at the
 *   first keydown, a MutationObserver for the line); 20 scans, the basket cleared between; and of it,
 *   from the Enter key to the line (the app's part). The keys are the browser's own input events
 *   (DevTools Input.dispatchKeyEvent, as Playwright's keyboard sends them) issued back to back, as a
 *   scanner's burst arrives; Playwright's keyboard.type waits for each key's acknowledgement before
 *   the next (about 5 ms a key here, 70 of a scan's ms), so it is measured as a row of its own;
 * - first load: /sale opened by a signed-in user in a fresh page with the CPU slowed 4x (Chrome
 *   DevTools throttling), until the screen is ready and until a scan has made a line.
 * Skipped (with a note) when Chromium is not installed.
 */
import { existsSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { sendWedgeBurst } from '../e2e/wedge';

const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type Timing = { p50: number; p99: number; max: number; samples: number };

export interface BrowserBenchResult {
  scanToLineMs: Timing;
  /** the same scans with the keys typed by Playwright's keyboard.type, one acknowledged key after another */
  typedScanToLineMs: Timing;
  /** of it, from the Enter key to the line: the app's part (the rest is the keys arriving, at the speed the browser takes them) */
  enterToLineMs: Timing;
  firstLoad4x: { readyMs: number; scanLineMs: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const timing = (sorted: number[]): Timing => ({ p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1], samples: sorted.length });

/**
 * Sends the code as a wedge scanner does (nothing focused; `cdp` given: a burst, else Playwright's
 * keyboard.type) and resolves with the in-page times from the first key to the line, and from the Enter
 * key to the line.
 */
async function timedScan(page: Page, code: string, cdp?: CDPSession): Promise<{ total: number; afterEnter: number }> {
  // a string, not a function: the bench runs under tsx, whose name helpers do not exist in the page
  await page.evaluate(`(() => {
    document.activeElement && document.activeElement.blur && document.activeElement.blur();
    window.__scan = new Promise((resolve) => {
      let start = 0;
      let enter = 0;
      const onKey = (e) => { if (!start) start = performance.now(); if (e.key === 'Enter') enter = performance.now(); };
      window.addEventListener('keydown', onKey, { capture: true });
      const observer = new MutationObserver(() => {
        if (start && document.querySelector('[data-testid="sale-line-0"]')) {
          observer.disconnect();
          window.removeEventListener('keydown', onKey, { capture: true });
          const now = performance.now();
          resolve({ total: now - start, afterEnter: now - enter });
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  })()`);
  // the server's answers to the scan, for the error below when no line comes (a toast is gone by then)
  const answers: string[] = [];
  const onResponse = (res: import('playwright-core').Response) => {
    if (res.url().includes('/barcodes/scan/')) void res.text().then((body) => answers.push(`${res.status()} ${body.slice(0, 200)}`), () => answers.push(String(res.status())));
  };
  // and what else the page did meanwhile: its requests (sent, failed) and its console's errors
  const seenMeanwhile: string[] = [];
  const onRequest = (req: import('playwright-core').Request) => void seenMeanwhile.push(`${Math.round(performance.now())} ${req.method()} ${new URL(req.url()).pathname}`);
  const onFailed = (req: import('playwright-core').Request) => void seenMeanwhile.push(`${Math.round(performance.now())} failed ${new URL(req.url()).pathname}: ${req.failure()?.errorText}`);
  const onConsole = (m: import('playwright-core').ConsoleMessage) => void (m.type() === 'error' || m.type() === 'warning' ? seenMeanwhile.push(`${Math.round(performance.now())} console ${m.type()}: ${m.text().slice(0, 200)}`) : undefined);
  page.on('response', onResponse);
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  if (cdp) {
    await sendWedgeBurst(cdp, code);
  } else {
    await page.keyboard.type(code, { delay: 2 });
    await page.keyboard.press('Enter');
  }
  // a scan that adds no line (refused, not found, a toast) would leave the bench waiting for ever
  const seen = page.evaluate('window.__scan') as Promise<{ total: number; afterEnter: number }>;
  const line = await Promise.race([seen, new Promise<null>((r) => setTimeout(() => r(null), SCAN_TIMEOUT_MS))]);
  page.off('response', onResponse);
  page.off('request', onRequest);
  page.off('requestfailed', onFailed);
  page.off('console', onConsole);
  if (line) return line;
  const said = await page.locator('.MuiSnackbarContent-message, [role="alert"]').allInnerTexts().catch(() => []);
  throw new Error(
    `browser bench: the scan of ${code} added no line in ${SCAN_TIMEOUT_MS / 1000} s (the page says: ${said.join(' | ') || 'nothing'}; the server answered: ${answers.join(' | ') || 'nothing'}; the page meanwhile: ${seenMeanwhile.slice(-20).join(' | ') || 'nothing'})`,
  );
}

const SCAN_TIMEOUT_MS = 30_000;

export async function browserBench(baseUrl: string, user: { username: string; password: string }, code: string): Promise<BrowserBenchResult | null> {
  if (!existsSync(CHROMIUM)) {
    console.log(`[bench] browser: ${CHROMIUM} is not installed (apt-get install chromium); scan-to-line and first load skipped`);
    return null;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width: 1366, height: 900 } });
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
    await page.getByTestId('screen-sale').waitFor();

    // scan to line, 20 times each way (the first warms the barcode endpoint up and is not counted)
    const keys = await context.newCDPSession(page);
    const samples: number[] = [];
    const afterEnter: number[] = [];
    const typed: number[] = [];
    for (let i = 0; i <= 40; i++) {
      const burst = i % 2 === 0;
      const ms = await timedScan(page, code, burst ? keys : undefined).catch((err: Error) => {
        throw new Error(`scan ${i + 1} of 41 on the warm page (${burst ? 'a burst' : 'typed'}): ${err.message}`);
      });
      if (i > 0 && burst) samples.push(ms.total);
      if (i > 0 && burst) afterEnter.push(ms.afterEnter);
      if (!burst) typed.push(ms.total);
      await page.getByTestId('sale-clear').click();
      await page.getByTestId('sale-empty').waitFor();
    }
    for (const list of [samples, afterEnter, typed]) list.sort((a, b) => a - b);

    // first load at 4x CPU slowdown: a fresh page of the signed-in context
    const cold = await context.newPage();
    const cdp = await context.newCDPSession(cold);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await cold.goto('/sale', { waitUntil: 'commit' });
    await cold.getByTestId('sale-barcode').waitFor();
    const readyMs = Date.now() - started;
    await timedScan(cold, code, cdp).catch((err: Error) => {
      throw new Error(`the first scan on the cold page at 4x CPU: ${err.message}`);
    });
    const scanLineMs = Date.now() - started;
    await cold.getByTestId('sale-clear').click();
    return {
      scanToLineMs: timing(samples),
      typedScanToLineMs: timing(typed),
      enterToLineMs: timing(afterEnter),
      firstLoad4x: { readyMs, scanLineMs },
    };
  } finally {
    await browser.close();
  }
}
