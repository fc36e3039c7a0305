/**
 * Money as the customer and the cashier read it, in a real browser from fresh contexts, in Russian: a
 * shop whose place sells in UZS (its base currency) while the company counts in USD. The seller scans
 * and sells in cash; the check states the total, the payment and the change in UZS (no USD the customer
 * was never told), the history lists the sale in UZS; the admin opens it in UZS, cancels it and is told
 * what leaves the drawer (paid less change); the report's headline is what the sale earned. axe-core on
 * every screen, screenshots in both languages and on a 390 px phone.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  PASSWORD,
  SCREENSHOT_DIR,
  ensureScreenshotDir,
  ensureStock,
  eventually,
  expectNoAxeViolations,
  expectToast,
  printedCheck,
  signInWithPlace,
  switchLanguageInAppBar,
  textOf,
  useBrowser,
  visible,
  wedgeScan,
} from './helpers';

const fx = useBrowser();
const PLACE = 'Mall shop';

/** The place's base currency becomes UZS (what an owner sets in the place's currencies), through the API as the demo admin. */
async function placeSellsIn(placeName: string, currency: string) {
  const login = await fetch(`${BASE_URL}/api/auth/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const places = (await (await fetch(`${BASE_URL}/api/company/v1/places/?limit=100`, { headers: auth })).json()) as { results: { id: number; name: string }[] };
  const place = places.results.find((p) => p.name === placeName)!;
  const pcs = (await (await fetch(`${BASE_URL}/api/company/v1/places/${place.id}/currencies/`, { headers: auth })).json()) as { id: number; currency: { name: string } }[];
  const pc = pcs.find((c) => c.currency.name === currency)!;
  const res = await fetch(`${BASE_URL}/api/company/v1/place_currencies/${pc.id}/`, { method: 'PATCH', headers: auth, body: JSON.stringify({ is_base_currency: true }) });
  if (!res.ok) throw new Error(`placeSellsIn: ${res.status} ${await res.text()}`);
}

/** '1 265 000,00 UZS' -> 1265000 (Russian marks). */
const amountOf = (text: string) => Number(/([\d\s\u00a0]+,\d{2})/.exec(text)![1].replace(/[\s\u00a0]/g, '').replace(',', '.'));

beforeAll(async () => {
  ensureScreenshotDir();
  await placeSellsIn(PLACE, 'UZS');
  await ensureStock('4600000000012', PLACE, 3);
});
// the flows after this one (in any order) find the place as the demo has it
afterAll(() => placeSellsIn(PLACE, 'USD'));

describe('money in the currency the shop sells in', () => {
  it('the check, the history, the sale info, the cancel summary and the report read in UZS, in Russian', async () => {
    // the admin, in a fresh context, reads the report's headline before the sale: other flows of this run
    // may have sold at this place today
    const adminContext = await fx.newContext();
    const admin = await adminContext.newPage();
    await signInWithPlace(admin, 'admin', PLACE);
    await admin.goto('/reports');
    await visible(admin.getByTestId('report-UZS-sales-net'));
    const before = amountOf(await textOf(admin.getByTestId('report-UZS-sales-net')));

    const page = fx.page();
    await signInWithPlace(page, 'seller', PLACE);
    await page.goto('/sale');
    await visible(page.getByTestId('screen-sale'));
    await wedgeScan(page, '4600000000012');
    await visible(page.getByTestId('sale-line-0'));
    await eventually(async () => textOf(page.getByTestId('sale-total'))).toMatch(/UZS/);

    // pay the next 100 000 above the total in UZS: the change comes back in UZS
    await page.keyboard.press('F2');
    await visible(page.getByTestId('checkout'));
    const toPay = amountOf(await textOf(page.getByTestId('checkout-to-pay')));
    const paid = Math.ceil((toPay + 1) / 100_000) * 100_000;
    const change = paid - toPay;
    await page.getByTestId('checkout-cash').fill(String(paid));
    await eventually(() => page.getByTestId('checkout-sell').isEnabled()).toBe(true);
    await page.getByTestId('checkout-sell').click();
    await expectToast(page, 'успешно продано');
    const written = (n: number) => `${n.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/[\s\u00a0\u202f]/g, ' ')} UZS`;

    // the check printed from the till's own page states the total the customer was told, in UZS
    const printed = await printedCheck(page);
    expect(await textOf(page.getByTestId('check-printed'))).toContain(written(toPay));
    const saleId = String(printed.id);

    // the check's page (to print it again): the total, the payment and the change, all in UZS, Russian marks
    const check = await page.context().newPage();
    await check.goto(`/sale/${saleId}/check`);
    await visible(check.getByTestId('check'));
    expect(await textOf(check.getByTestId('check-total'))).toBe(`Итого${written(toPay)}`);
    expect(await textOf(check.getByTestId('check-change'))).toBe(`Сдача${written(change)}`);
    expect(await textOf(check.getByTestId('check'))).toContain(written(paid));
    expect(await textOf(check.getByTestId('check'))).not.toContain('USD');
    await expectNoAxeViolations(check);
    await check.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-check-ru.png') });
    await check.setViewportSize({ width: 390, height: 844 });
    await check.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-check-phone-ru.png'), fullPage: true });
    expect(await check.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await check.close();

    // the history lists it in UZS
    await page.goto('/sales/sale-history');
    await visible(page.getByTestId('history-table'));
    const row = page.getByRole('link', { name: new RegExp(`${saleId}$`) }).locator('xpath=ancestor::tr');
    expect(await textOf(row)).toContain(written(toPay));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-history-ru.png'), fullPage: true });
    await switchLanguageInAppBar(page, 'English');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-history-en.png'), fullPage: true });
    await expectNoAxeViolations(page);

    // the report's headline grew by what the sale earned (paid less change), the rows say what was
    // tendered and what went back as change
    await admin.goto('/reports');
    await visible(admin.getByTestId('report-UZS-sales-net'));
    await eventually(async () => textOf(admin.getByTestId('report-UZS-sales-net'))).toBe(written(before + toPay));
    expect(await textOf(admin.getByTestId('report-UZS'))).toContain('Выручка от продаж (за вычетом сдачи)');
    expect(await textOf(admin.getByTestId('report-UZS-incomes'))).toContain('Продажи: получено от покупателей');
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-report-ru.png'), fullPage: true });
    await switchLanguageInAppBar(admin, 'English');
    await visible(admin.getByTestId('report-UZS-sales-net'));
    expect(await textOf(admin.getByTestId('report-UZS'))).toContain('Sales, net of change');
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-report-en.png'), fullPage: true });
    await expectNoAxeViolations(admin);
    await switchLanguageInAppBar(admin, 'Русский');

    // the info opens in UZS; a cancel says what leaves the drawer (paid less the change that comes back)
    await admin.goto(`/sale/${saleId}`);
    await visible(admin.getByTestId('info-products'));
    expect(await textOf(admin.getByTestId('info-sum'))).toBe(written(toPay));
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-info-ru.png'), fullPage: true });
    await admin.getByTestId('sale-cancel').click();
    await admin.getByRole('button', { name: 'Подтвердить' }).click();
    await visible(admin.getByTestId('cancel-summary'));
    expect(await textOf(admin.getByTestId('cancel-summary-money-UZS'))).toBe(`Изъято из кассы: ${written(toPay)}`);
    await eventually(() => admin.locator('.MuiDialog-container').last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-cancel-ru.png') });
    await admin.getByTestId('cancel-summary-ok').click();
    // a cancelled sale earned nothing
    await admin.goto('/reports');
    await eventually(async () => textOf(admin.getByTestId('report-UZS-sales-net'))).toBe(written(before));

    // the seller (now in English) sells again, paid in dollars with the change in sums: the check says the rate
    await page.goto('/sale');
    await wedgeScan(page, '4600000000012');
    await visible(page.getByTestId('sale-line-0'));
    await page.keyboard.press('F2');
    await visible(page.getByTestId('checkout'));
    await page.getByTestId('checkout-cash-currency').locator('xpath=..').getByRole('combobox').click();
    await page.getByTestId('checkout-cash-currency-option-USD').click();
    await page.getByTestId('checkout-cash').fill('100');
    await eventually(() => page.getByTestId('checkout-sell').isEnabled()).toBe(true);
    await page.getByTestId('checkout-sell').click();
    // the check the till prints states the total in UZS and the rate the dollars were taken at
    await printedCheck(page);
    const onPaper = page.getByTestId('check-printed');
    expect(await textOf(onPaper.getByTestId('check-total'))).toMatch(/^Total[\d\s.]+ UZS$/);
    expect(await textOf(onPaper)).toContain('100.00 USD');
    expect(await textOf(onPaper.getByTestId('check-rate-USD'))).toBe('Rate1 USD = 12 650 UZS');
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sale-currency-check-usd-en.png') });
    await page.emulateMedia({ media: 'screen' });
    await adminContext.close();
  });
});
