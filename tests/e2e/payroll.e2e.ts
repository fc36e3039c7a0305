/**
 * Payroll and requisitions in a real browser from fresh contexts: a seller sells at Mall
 * shop; the admin gives the seller a fee per day, calculates the week's payroll, pays the seller's row
 * after a confirm, finds it in the history and as a withdrawal in the money report; a manager asks for
 * money and the admin approves it (paid from the company balance); the admin turns a shop's goods
 * requisition into a transfer from the warehouse. axe-core on every screen and dialog.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, ensureScreenshotDir, eventually, expectNoAxeViolations, expectToast, signInInEnglish, switchLanguageInAppBar, printedCheck, textOf, useBrowser, visible, wedgeScan } from './helpers';

const fx = useBrowser();
beforeAll(() => ensureScreenshotDir());

/** Dress Aurora, size 4 (README: 46000000000<product><size>): in stock at Mall shop and Central warehouse in the demo. */
const AURORA_4 = '4600000000014';
/** "1 234.50 USD" -> 1234.5 */
const amountIn = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function settled(page: Page) {
  await eventually(() =>
    page.locator('.MuiDialog-container, .MuiSnackbarContent-root').evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')),
  ).toBe(true);
  await page.waitForTimeout(150);
}

async function confirm(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await visible(page.getByTestId(`${testId}-confirm`));
  await settled(page);
  await expectNoAxeViolations(page, `${new URL(page.url()).pathname} (${testId} dialog)`);
  await page.getByTestId(`${testId}-confirm`).click();
}

/** A call of the API with the page's own token (the cookie of SPEC.md 3). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))!.slice(6));
      const res = await fetch(`/api${path}`, { method, headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

async function sellOne(page: Page) {
  await visible(page.getByTestId('sale-empty'));
  await wedgeScan(page, AURORA_4);
  await visible(page.getByTestId('sale-line-0'));
  await page.keyboard.press('F2');
  await visible(page.getByTestId('checkout'));
  await eventually(async () => (await textOf(page.getByTestId('checkout-to-pay'))).includes('USD')).toBe(true);
  await page.getByTestId('checkout-cash').fill(String(amountIn(await textOf(page.getByTestId('checkout-to-pay')))));
  await eventually(() => page.getByTestId('checkout-sell').isEnabled()).toBe(true);
  await page.getByTestId('checkout-sell').click();
  await expectToast(page, 'successfully sold');
  await printedCheck(page);
  await visible(page.getByTestId('sale-empty'));
}

describe('payroll and requisitions', () => {
  it('a week of payroll is calculated, paid, listed and seen in the money report', async () => {
    const seller = await (await fx.newContext()).newPage();
    await signInInEnglish(seller, 'seller', 'Mall shop');
    await seller.goto('/sale');
    await visible(seller.getByTestId('screen-sale'));
    await sellOne(seller);

    const admin = fx.page();
    await signInInEnglish(admin, 'admin', 'Mall shop');
    // the seller's fee per day and percent of sales (the employee form is another screen's test)
    const staff = await api<{ results: { id: number; username: string }[] }>(admin, 'GET', '/company/v1/employees/?search=seller&limit=50');
    const sellerId = staff.results.find((e) => e.username === 'seller')!.id;
    const info = await api<{ company: { baseCurrency: { id: number } } }>(admin, 'GET', '/auth/v1/info/');
    await api(admin, 'PATCH', `/company/v1/employees/${sellerId}/`, { salary: '15', salary_currency: info.company.baseCurrency.id, sell_percent: '3' });

    await admin.goto('/management/payroll');
    await visible(admin.getByTestId('screen-payroll'));
    await expectNoAxeViolations(admin);
    await admin.getByTestId('payroll-calculate').click();
    await visible(admin.getByTestId('payroll-table'));
    await visible(admin.getByTestId(`payroll-row-${sellerId}`));
    await expectNoAxeViolations(admin);
    const total = amountIn(await textOf(admin.getByTestId(`payroll-total-${sellerId}`)));
    expect(total).toBeGreaterThanOrEqual(15);
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'payroll-en.png'), fullPage: true });
    await confirm(admin, `payroll-pay-${sellerId}`);
    await expectToast(admin, 'The salary of Dilnoza Rashidova is paid');
    await visible(admin.getByTestId(`payroll-paid-${sellerId}`));
    await switchLanguageInAppBar(admin, 'Русский');
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'payroll-ru.png'), fullPage: true });
    await expectNoAxeViolations(admin);
    await switchLanguageInAppBar(admin, 'English');

    await admin.goto('/management/payroll/history');
    await visible(admin.getByTestId('payroll-history-table'));
    await expect(textOf(admin.getByTestId('payroll-history-table'))).resolves.toContain('Dilnoza Rashidova');
    await expectNoAxeViolations(admin);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'payroll-history-390.png'), fullPage: true });
    await admin.setViewportSize({ width: 1366, height: 900 });
    const download = admin.waitForEvent('download');
    await admin.getByTestId('payroll-export').click();
    expect((await download).suggestedFilename()).toMatch(/^payroll-.*\.xlsx$/);

    // the company's money today (all places: the company's own account pays salaries): the salary is among the withdrawals
    await admin.goto('/reports');
    await admin.getByTestId('report-place').locator('xpath=..').getByRole('combobox').click();
    await admin.getByRole('option', { name: 'All places', exact: true }).click();
    await visible(admin.getByTestId('report-USD'));
    await eventually(async () => amountIn(await textOf(admin.getByTestId('report-USD-expenses-withdraws')))).toBeGreaterThanOrEqual(total);
    await expectNoAxeViolations(admin);
  });

  it('a manager asks for money and the admin approves it', async () => {
    const manager = await (await fx.newContext()).newPage();
    await signInInEnglish(manager, 'manager', 'Mall shop');
    await manager.goto('/financial-requisitions');
    await visible(manager.getByTestId('screen-financial_requisitions'));
    await manager.getByTestId('fin-req-add').click();
    await visible(manager.getByTestId('fin-req-form'));
    await manager.getByTestId('fin-req-amount').fill('12,50');
    await manager.getByLabel('Comment').fill('Price tags for Mall shop');
    await settled(manager);
    await expectNoAxeViolations(manager, '/financial-requisitions (form)');
    await eventually(() => manager.getByTestId('fin-req-form-submit').isEnabled()).toBe(true);
    await manager.getByTestId('fin-req-form-submit').click();
    await expectToast(manager, 'The requisition is created');
    await expectNoAxeViolations(manager);

    const admin = fx.page();
    await signInInEnglish(admin, 'admin', 'Mall shop');
    await admin.goto('/financial-requisitions');
    const row = admin.locator('[data-testid^="fin-req-row-"]', { hasText: 'Price tags for Mall shop' }).first();
    await visible(row);
    const id = (await row.getAttribute('data-testid'))!.replace('fin-req-row-', '');
    await expectNoAxeViolations(admin);
    await confirm(admin, `fin-req-approve-${id}`);
    await expectToast(admin, 'The requisition is approved and paid');
    await eventually(async () => textOf(admin.getByTestId(`fin-req-status-${id}`))).toBe('approved');
  });

  it('a shop asks for goods; approved, the requisition becomes a transfer from the warehouse', async () => {
    const admin = fx.page();
    await signInInEnglish(admin, 'admin', 'Mall shop');
    await admin.goto('/requisitions');
    await visible(admin.getByTestId('screen-requisitions'));
    await expectNoAxeViolations(admin);
    await admin.getByTestId('req-shop').click();
    await admin.getByRole('option', { name: 'Mall shop' }).click();
    await admin.getByTestId('req-add').click();
    await visible(admin.getByTestId('req-editor'));
    await admin.getByTestId('req-editor-scan').fill(AURORA_4);
    await admin.getByTestId('req-editor-scan').press('Enter');
    await visible(admin.getByTestId('req-editor-row-0'));
    await settled(admin);
    await expectNoAxeViolations(admin, '/requisitions (editor)');
    await admin.getByTestId('req-editor-save').click();
    await expectToast(admin, 'The requisition is created');
    await visible(admin.getByTestId('screen-requisition'));
    await expectNoAxeViolations(admin);
    await admin.getByTestId('req-status-save').click();
    await eventually(async () => textOf(admin.getByTestId('screen-requisition'))).toContain('Please select status');
    await admin.getByTestId('req-status-select').getByRole('combobox').click();
    await admin.getByRole('option', { name: 'approved' }).click();
    await admin.getByTestId('req-status-save').click();
    await expectToast(admin, 'The status is saved');
    await admin.getByTestId('req-from-place').click();
    await admin.getByRole('option', { name: 'Central warehouse' }).click();
    await confirm(admin, 'req-make-transfer');
    await expectToast(admin, 'The transfer is created and sent');
    await visible(admin.getByTestId('req-transfer-link'));
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'requisition-en.png'), fullPage: true });
    await expectNoAxeViolations(admin);
  });
});
