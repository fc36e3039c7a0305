/**
 * The till in a real browser from a fresh context (issue 11): a seller scans a demo barcode with a
 * keyboard-wedge burst (no field focused), the basket survives a reload, checkout by keyboard, the
 * check opens in a new window, the sale is in the history; axe-core on every screen, both languages.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCREENSHOT_DIR,
  ensureScreenshotDir,
  eventually,
  expectToast,
  expectNoAxeViolations,
  switchLanguageInAppBar,
  signInInEnglish,
  textOf,
  useBrowser,
  visible,
} from './helpers';

const fx = useBrowser();

beforeAll(() => ensureScreenshotDir());


/** A keyboard-wedge scanner: the code typed fast, then Enter, with nothing focused. */
async function wedgeScan(page: Page, code: string) {
  await page.locator('h1').first().click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

describe('the till', () => {
  it('a seller scans, pays cash by keyboard, prints the check, finds the sale in the history', async () => {
    const page = fx.page();
    await signInInEnglish(page, 'seller', 'Chorsu shop');
    await page.goto('/sale');
    await visible(page.getByTestId('screen-sale'));
    await visible(page.getByTestId('sale-empty'));
    await expectNoAxeViolations(page);

    // the camera scanner says so when the machine has no camera (headless Chromium has none)
    await page.getByTestId('sale-camera').click();
    await visible(page.getByTestId('camera-problem'));
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('camera-scanner').count()).toBe(0);

    // Dress Aurora, size M (README): scanned twice is one line of 2
    await wedgeScan(page, '4600000000012');
    await visible(page.getByTestId('sale-line-0'));
    await wedgeScan(page, '4600000000012');
    await eventually(() => page.getByTestId('sale-qty-0').inputValue()).toBe('2');
    // an unknown code says so
    await wedgeScan(page, '4699999999999');
    await expectToast(page, 'Product not found');

    // the basket survives a reload
    await page.reload();
    await eventually(() => page.getByTestId('sale-qty-0').inputValue()).toBe('2');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sale-en.png'), fullPage: true });
    await switchLanguageInAppBar(page, 'Русский');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sale-ru.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await switchLanguageInAppBar(page, 'English');

    // checkout: not enough cash keeps Sell disabled; enough (with a comma) sells on Enter
    const total = await textOf(page.getByTestId('sale-total'));
    expect(total).toMatch(/Total: [\d\s.,]+ \w{3}/);
    // keyboard only: F2 draws up the sale, the cash field has the focus, Enter sells
    await page.keyboard.press('F2');
    await visible(page.getByTestId('checkout'));
    // axe reads colours: wait for the dialog's fade-in to end
    await eventually(() => page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const cash = page.getByTestId('checkout-cash');
    await cash.fill('1');
    await eventually(() => page.getByTestId('checkout-sell').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await cash.fill('150,50');
    await eventually(() => page.getByTestId('checkout-sell').isEnabled()).toBe(true);
    expect(await textOf(page.getByTestId('checkout-change'))).toMatch(/Change: [1-9][\d\s]*\.\d{2}/);
    const popup = page.context().waitForEvent('page');
    await cash.press('Enter');
    await expectToast(page, 'successfully sold');
    await visible(page.getByTestId('sale-empty'));

    // the check in a new window, Print focused (Enter prints)
    const check = await popup;
    await check.waitForLoadState();
    await visible(check.getByTestId('check'));
    await eventually(() => check.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('check-print');
    expect(await textOf(check.getByTestId('check'))).toContain('Dress Aurora');
    await check.screenshot({ path: join(SCREENSHOT_DIR, 'sale-check-en.png') });
    await expectNoAxeViolations(check);
    const saleId = /\/sale\/(\d+)\/check/.exec(check.url())![1];
    await check.close();

    // the history lists it and opens it
    await page.goto('/sales/sale-history');
    await visible(page.getByTestId('history-table'));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Open sale ${saleId}` }).click();
    await visible(page.getByTestId('check'));
    // a seller may not cancel a sale
    expect(await page.getByTestId('sale-cancel').count()).toBe(0);
  });

  it('fits a 390 px phone: the line keeps its quantity, total and remove button, nothing scrolls sideways', async () => {
    const page = fx.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInInEnglish(page, 'seller', 'Chorsu shop');
    await page.goto('/sale');
    await page.getByTestId('sale-barcode').fill('4600000000013');
    await page.getByTestId('sale-barcode').press('Enter');
    await visible(page.getByTestId('sale-line-0'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    for (const id of ['sale-qty-0', 'sale-line-total-0', 'sale-remove-0']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, id).toBe(true);
    }
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sale-phone-en.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByTestId('sale-remove-0').click();
    await visible(page.getByTestId('sale-empty'));
  });
});
