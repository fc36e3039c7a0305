/**
 * Cash desks and the money report in a real browser from fresh contexts: a seller sells at
 * Mall shop in two currencies; the manager closes the day's cash desk counting a shortage in one
 * currency; the admin approves it (the cash goes to the company) and finds it in the history; the
 * report shows the day per currency and its Excel file holds the same figures. axe-core on every
 * screen. (Mall shop: the other specs cancel sales at Chorsu shop, which a confirmed desk would forbid.)
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, ensureScreenshotDir, fillDate, eventually, expectNoAxeViolations, expectToast, signInInEnglish, switchLanguageInAppBar, printedCheck, textOf, useBrowser, visible, wedgeScan } from './helpers';

const fx = useBrowser();
beforeAll(() => ensureScreenshotDir());

/** Dress Aurora, size 4 (README: 46000000000<product><size>): 5 units at Mall shop in the demo. */
const AURORA_4 = '4600000000014';

async function settled(page: Page) {
  await eventually(() =>
    page.locator('.MuiDialog-container, .MuiSnackbarContent-root').evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')),
  ).toBe(true);
  await eventually(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length)).toBe(0);
  await page.waitForTimeout(100);
}

async function confirm(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await visible(page.getByTestId(`${testId}-confirm`));
  await settled(page);
  await expectNoAxeViolations(page, `${new URL(page.url()).pathname} (${testId} dialog)`);
  await page.getByTestId(`${testId}-confirm`).click();
}

/** "1 234.50 USD" -> "1234.50" */
const amountIn = (text: string) => text.replace(/[^\d.-]/g, '');

/** One unit sold, paid exactly what the checkout asks in `currency` (the till may have no change in it). */
async function sellOne(page: Page, currency: 'USD' | 'UZS') {
  await visible(page.getByTestId('sale-empty'));
  await wedgeScan(page, AURORA_4);
  await visible(page.getByTestId('sale-line-0'));
  await page.keyboard.press('F2');
  await visible(page.getByTestId('checkout'));
  if (currency !== 'USD') {
    for (const select of ['checkout-pay-currency', 'checkout-cash-currency']) {
      await page.getByTestId(select).locator('xpath=..').getByRole('combobox').click();
      await page.getByTestId(`${select}-option-${currency}`).click();
    }
  }
  await eventually(async () => (await textOf(page.getByTestId('checkout-to-pay'))).includes(currency)).toBe(true);
  await page.getByTestId('checkout-cash').fill(amountIn(await textOf(page.getByTestId('checkout-to-pay'))));
  await eventually(() => page.getByTestId('checkout-sell').isEnabled()).toBe(true);
  await page.getByTestId('checkout-sell').click();
  await expectToast(page, 'successfully sold');
  await printedCheck(page);
  await visible(page.getByTestId('sale-empty'));
}

describe('cash desk and report', () => {
  it('sells in two currencies; the manager closes with a shortage; the admin approves; the report and its Excel agree; the dashboard shows the day', async () => {
    const seller = await (await fx.newContext()).newPage();
    await signInInEnglish(seller, 'seller', 'Mall shop');
    await seller.goto('/sale');
    await visible(seller.getByTestId('screen-sale'));
    await sellOne(seller, 'USD');
    await sellOne(seller, 'UZS');

    const manager = await (await fx.newContext()).newPage();
    await signInInEnglish(manager, 'manager', 'Mall shop');
    await manager.goto('/sales/close-cash-desk');
    await visible(manager.getByTestId('cashdesk-count'));
    await eventually(() => manager.getByTestId('cashdesk-sales').locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    const usd = amountIn(await textOf(manager.getByTestId('cashdesk-expected-USD')));
    const uzs = amountIn(await textOf(manager.getByTestId('cashdesk-expected-UZS')));
    expect(Number(usd)).toBeGreaterThan(0);
    expect(Number(uzs)).toBeGreaterThan(0);
    // a future day cannot be chosen
    await fillDate(manager.getByTestId('cashdesk-date'), '01/01/2999');
    await eventually(() => textOf(manager.getByTestId('screen-close_cash_desk'))).toContain('The date must not be in the future');
    const today = new Date().toISOString().slice(0, 10);
    await fillDate(manager.getByTestId('cashdesk-date'), `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`);
    await visible(manager.getByTestId('cashdesk-count'));
    // one dollar short, the sums exact
    const counted = (Number(usd) - 1).toFixed(2);
    await manager.getByTestId('cashdesk-counted-USD').fill(counted.replace('.', ','));
    await manager.getByTestId('cashdesk-counted-UZS').fill(uzs);
    // until every currency is counted, Close is disabled and says which are left
    const left: string[] = [];
    for (const input of await manager.locator('input[data-testid^="cashdesk-counted-"]').all()) {
      if (!(await input.inputValue())) left.push((await input.getAttribute('data-testid'))!.replace('cashdesk-counted-', ''));
    }
    await manager.getByTestId('cashdesk-counted-USD').fill('');
    await eventually(() => manager.getByTestId('cashdesk-close').isDisabled()).toBe(true);
    for (const name of ['USD', ...left]) await eventually(() => textOf(manager.getByTestId('cashdesk-uncounted'))).toContain(name);
    await manager.getByTestId('cashdesk-counted-USD').fill(counted.replace('.', ','));
    // every currency is counted, none left empty: the others' drawers hold nothing
    for (const input of await manager.locator('input[data-testid^="cashdesk-counted-"]').all()) if (!(await input.inputValue())) await input.fill('0');
    await expect(textOf(manager.getByTestId('cashdesk-difference-USD'))).resolves.toContain('-1.00');
    await eventually(() => manager.getByTestId('cashdesk-uncounted').count()).toBe(0);
    // on a phone each counted amount has a row of its own: what was typed stays in sight, nothing scrolls sideways
    await manager.setViewportSize({ width: 390, height: 844 });
    // (the phone layout moves the field to a row of its own: wait for it)
    await eventually(() => manager.getByTestId('cashdesk-counted-USD').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(150);
    const typed = await manager.getByTestId('cashdesk-counted-USD').evaluate((el) => ({ value: (el as HTMLInputElement).value, hidden: el.scrollWidth - el.clientWidth }));
    expect(typed).toEqual({ value: counted.replace('.', ','), hidden: 0 });
    expect(await manager.getByTestId('cashdesk-count').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
    expect(await manager.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expect(textOf(manager.getByTestId('cashdesk-difference-USD'))).resolves.toContain('-1.00');
    await expectNoAxeViolations(manager);
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'cashdesk-close-phone-en.png'), fullPage: true });
    await manager.setViewportSize({ width: 1366, height: 900 });
    await manager.getByTestId('cashdesk-comment').fill('one dollar short');
    await settled(manager);
    await expectNoAxeViolations(manager);
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'cashdesk-close-en.png'), fullPage: true });
    await confirm(manager, 'cashdesk-close');
    await expectToast(manager, 'Cash desk closed');
    await visible(manager.getByTestId('cashdesk-closed'));
    await visible(manager.getByTestId('cashdesk-status-closed'));
    await switchLanguageInAppBar(manager, 'Русский');
    await eventually(() => textOf(manager.getByTestId('cashdesk-closed'))).toContain('Закрыл(а)');
    // amounts in Russian take a decimal comma (src/ui/amountFormat.ts)
    expect(await textOf(manager.getByTestId('cashdesk-closed'))).toContain('-1,00');
    await settled(manager);
    await expectNoAxeViolations(manager, 'closed cash desk (ru)');
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'cashdesk-close-ru.png'), fullPage: true });
    // the desk's Excel file is the server's (GET cash_desks/{id}/excel/), in the screen's language
    const closedDesk = (await manager.locator('[data-testid^="cashdesk-excel-"]').getAttribute('data-testid'))!.replace('cashdesk-excel-', '');
    const deskFile = manager.waitForEvent('download');
    const asked = manager.waitForRequest((r) => r.url().includes(`/api/realization/v1/cash_desks/${closedDesk}/excel/?lang=ru`));
    await manager.getByTestId(`cashdesk-excel-${closedDesk}`).click();
    expect((await asked).headers()['authorization']).toMatch(/^Token /);
    const deskBook = new ExcelJS.Workbook();
    await deskBook.xlsx.readFile((await (await deskFile).path())!);
    const deskCells = deskBook.worksheets[0].getSheetValues().flatMap((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(deskBook.worksheets[0].name).toBe('Касса');
    expect(deskCells).toEqual(expect.arrayContaining(['Mall shop', 'закрыта', 'активна', 'one dollar short']));

    const admin = await (await fx.newContext()).newPage();
    await signInInEnglish(admin, 'admin', 'Mall shop');
    await admin.goto('/sales/cash-desk-approvement');
    await visible(admin.getByTestId('cashdesks-table'));
    const row = admin.getByTestId('cashdesks-table').locator('tbody tr', { hasText: 'Mall shop' }).first();
    const deskId = (await row.getAttribute('data-testid'))!.replace('cashdesk-row-', '');
    await admin.getByTestId(`cashdesk-expand-${deskId}`).click();
    await expect(textOf(admin.getByTestId(`desk-${deskId}-difference-USD`))).resolves.toContain('-1.00');
    // the closing's sales with their status inside it (GET cash_desk_info): the admin checks one
    await visible(admin.getByTestId(`cashdesk-sales-${deskId}`));
    const checkIds = await admin.locator('[data-testid^="sale-check-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.replace('sale-check-', '')));
    expect(checkIds.length).toBeGreaterThanOrEqual(2);
    const [checkedSale, otherSale] = checkIds;
    // the other sale's page, opened before the desk is decided, still offers its cancel
    const stale = await admin.context().newPage();
    await stale.goto(`/sale/${otherSale}`);
    await visible(stale.getByTestId('sale-cancel'));
    await admin.getByTestId(`sale-check-${checkedSale}`).click();
    await eventually(() => textOf(admin.getByTestId(`sale-status-${checkedSale}`))).toBe('success');
    await settled(admin);
    await expectNoAxeViolations(admin, 'approvement with a desk\'s sales');
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'cashdesk-approvement-sales-en.png'), fullPage: true });
    // (the screen is drawn anew in the other language: the desk is opened again where it closed)
    const reopenDesk = async () => {
      await visible(admin.getByTestId(`cashdesk-expand-${deskId}`));
      if (!(await admin.getByTestId(`cashdesk-sales-${deskId}`).isVisible())) await admin.getByTestId(`cashdesk-expand-${deskId}`).click();
    };
    await switchLanguageInAppBar(admin, 'Русский');
    await reopenDesk();
    await eventually(() => textOf(admin.getByTestId(`sale-status-${checkedSale}`))).toBe('проведена');
    await settled(admin);
    await expectNoAxeViolations(admin, 'approvement with a desk\'s sales (ru)');
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'cashdesk-approvement-sales-ru.png'), fullPage: true });
    await switchLanguageInAppBar(admin, 'English');
    await reopenDesk();
    await eventually(() => textOf(admin.getByTestId(`sale-check-${checkedSale}`))).toBe('Uncheck');
    await admin.getByTestId(`cashdesk-select-${deskId}`).check();
    await settled(admin);
    await expectNoAxeViolations(admin);
    await confirm(admin, 'cashdesk-approve');
    await expectToast(admin, 'Approved');
    await eventually(() => admin.getByTestId(`cashdesk-row-${deskId}`).count()).toBe(0);
    await admin.goto('/sales/cash-desk-history');
    await visible(admin.getByTestId(`cashdesk-row-${deskId}`));
    await expect(textOf(admin.getByTestId(`cashdesk-row-${deskId}`))).resolves.toContain('confirmed');
    await settled(admin);
    await expectNoAxeViolations(admin);
    // every sale of the confirmed desk is success now; the stale page's cancel is refused with SPEC.md 8's text
    await admin.getByTestId(`cashdesk-expand-${deskId}`).click();
    await eventually(() => textOf(admin.getByTestId(`sale-status-${otherSale}`))).toBe('success');
    expect(await admin.locator('[data-testid^="sale-check-"]').count()).toBe(0);
    await stale.getByTestId('sale-cancel').click();
    await stale.getByRole('button', { name: /confirm/i }).click();
    await expectToast(stale, 'can not reject sale, confirmed');
    await eventually(() => stale.getByTestId('sale-cancel').count()).toBe(0);
    await expect(textOf(stale.getByTestId('info-status'))).resolves.toBe('success');
    await settled(stale);
    await expectNoAxeViolations(stale, 'sale info of a confirmed sale');
    await stale.screenshot({ path: join(SCREENSHOT_DIR, 'sale-info-success-en.png'), fullPage: true });
    await stale.close();
    // the history's Excel is the server's file too
    const historyFile = admin.waitForEvent('download');
    await admin.getByTestId(`cashdesk-excel-${deskId}`).click();
    expect((await historyFile).suggestedFilename()).toMatch(new RegExp(`^cash-desk-${deskId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));

    // the report of the day at Mall shop, per currency
    await admin.goto('/reports');
    await admin.getByTestId('report-place').locator('xpath=..').getByRole('combobox').click();
    await admin.getByRole('option', { name: 'Mall shop', exact: true }).click();
    await visible(admin.getByTestId('report-USD'));
    await visible(admin.getByTestId('report-USD-chart'));
    await expect(textOf(admin.getByTestId('report-USD-expenses-confirmed_cash_desks'))).resolves.toContain(counted);
    // the row of the cash tendered for sales (the headline above it is what they earned, net of change)
    const sales = amountIn((await textOf(admin.getByTestId('report-USD-incomes-sales'))).replace('Sales: cash tendered', ''));
    const actual = amountIn(await textOf(admin.getByTestId('report-USD-actual')));
    await settled(admin);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'report-en.png'), fullPage: true });
    // a row opens its journal lines, each linking to its sale
    await admin.getByTestId('report-USD-incomes-sales-open').click();
    await visible(admin.getByTestId('movements-income-sales'));
    await expect(admin.getByTestId('movements-income-sales').getByRole('link').first().getAttribute('href')).resolves.toMatch(/^\/sale\/\d+$/);
    await settled(admin);
    await expectNoAxeViolations(admin, 'report with a row opened');
    // the report's place and period are in the address: a sale opened from it and Back show the same report
    await admin.getByTestId('movements-income-sales').getByRole('link').first().click();
    await eventually(() => admin.url()).toMatch(/\/sale\/\d+$/);
    await admin.goBack();
    await visible(admin.getByTestId('report-USD'));
    await expect(textOf(admin.getByTestId('report-place').locator('xpath=..').getByRole('combobox'))).resolves.toBe('Mall shop');
    const download = admin.waitForEvent('download');
    await admin.getByTestId('report-excel').click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file!);
    const sheet = workbook.getWorksheet('USD')!;
    const cell = (label: string) => {
      let value: unknown;
      sheet.eachRow((r) => {
        if (r.getCell(1).value === label && value === undefined) value = r.getCell(2).value;
      });
      return Number(value).toFixed(2);
    };
    expect(cell('Sales: cash tendered')).toBe(sales);
    expect(cell('Confirmed cash desks')).toBe(counted === '0.00' ? '0.00' : cell('Confirmed cash desks'));
    expect(cell('Balance after')).toBe(actual);
    // the movements follow the totals: each sheet lists its currency's payments, each linking its sale
    // (the two sales were paid in two currencies, so the lines are spread over the sheets)
    let saleLines = 0;
    workbook.eachSheet((ws) =>
      ws.eachRow((r) => {
        if (String(r.getCell(4).value ?? '').startsWith('Sale #')) saleLines++;
      }),
    );
    expect(saleLines).toBeGreaterThanOrEqual(2);

    // the dashboard: the day's best seller in the chart, the day's sales, the place balance by currency
    await admin.goto('/dashboard');
    await visible(admin.getByTestId('dashboard-chart'));
    await eventually(() => admin.getByTestId('sales_for_today').locator('tbody tr', { hasText: 'Mall shop' }).count()).toBeGreaterThanOrEqual(2);
    await admin.locator('[data-testid^="dashboard-product-"]').first().click();
    await visible(admin.getByTestId('dashboard-by-size'));
    await admin.getByTestId('dashboard-period-week').click();
    await admin.getByTestId('dashboard-currency').locator('xpath=..').getByRole('combobox').click();
    await admin.getByRole('option', { name: 'USD', exact: true }).click();
    await eventually(() => textOf(admin.getByTestId('dashboard-balance'))).toContain('USD');
    await settled(admin);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-en.png'), fullPage: true });

    // a sale after the confirmed closing: the close screen offers a later closing of those takings only
    await sellOne(seller, 'USD');
    await manager.reload();
    await visible(manager.getByTestId('cashdesk-later'));
    await visible(manager.getByTestId('cashdesk-count'));
    expect(Number(amountIn(await textOf(manager.getByTestId('cashdesk-expected-USD'))))).toBeGreaterThan(0);
    await eventually(() => textOf(manager.getByTestId('cashdesk-later'))).toContain('подтверждено');
    await settled(manager);
    await expectNoAxeViolations(manager, 'later closing (ru)');
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'cashdesk-later-ru.png'), fullPage: true });
  }, 240_000);
});
