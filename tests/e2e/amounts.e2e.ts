/**
 * One written form for amounts, in a real browser from a fresh context, in Russian then English: the
 * company balance (settings), a place's balance (place view) and a customer's debts read '4 800,00 USD'
 * (amount, the language's decimal mark, then the currency), never 'USD 4 800,00' nor '44.19 USD'.
 * axe-core on each screen, screenshots in both languages and on a 390 px phone.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, PASSWORD, SCREENSHOT_DIR, ensureScreenshotDir, eventually, expectNoAxeViolations, signInWithPlace, switchLanguageInAppBar, textOf, useBrowser, visible } from './helpers';

const fx = useBrowser();
let customerId = 0;
let placeId = 0;

async function api<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  ensureScreenshotDir();
  const { token } = await api<{ token: string }>('/auth/v1/login/', null, { username: 'admin', password: PASSWORD });
  // a customer who came with an old debt of 1 234.50 in the company's currency
  customerId = (await api<{ id: number }>('/customers/v1/customers/', token, { name: 'Old debt buyer', phone: '+998971230044', old_debt: '1234.5' })).id;
  placeId = (await api<{ results: { id: number; name: string }[] }>('/company/v1/places/?limit=100', token)).results.find((p) => p.name === 'Chorsu shop')!.id;
});

/** Every chip of a balance list reads 'amount currency' in the language shown. */
async function expectAmountsFirst(page: Page, testId: string, expect: ExpectStatic, mark: ',' | '.') {
  const chips = page.getByTestId(testId).locator('.MuiChip-label');
  await eventually(() => chips.count()).toBeGreaterThan(0);
  const pattern = mark === ',' ? /^-?\d{1,3}( \d{3})*,\d{2} [A-Z]{3}$/ : /^-?\d{1,3}( \d{3})*\.\d{2} [A-Z]{3}$/;
  for (const text of await chips.allTextContents()) expect(text.replace(/\s/g, ' ')).toMatch(pattern);
}

describe('amounts written one way', () => {
  it('settings, the place view and the customer\'s debts: amount first, the language\'s decimal mark', async () => {
    const page = fx.page();
    await signInWithPlace(page, 'admin', 'Chorsu shop');

    await page.goto('/settings');
    await visible(page.getByTestId('company-balance'));
    await expectAmountsFirst(page, 'company-balance', expect, ',');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'amounts-settings-ru.png'), fullPage: true });

    await page.goto(`/management/place/${placeId}/view`);
    await visible(page.getByTestId('place-view-balance'));
    await expectAmountsFirst(page, 'place-view-balance', expect, ',');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'amounts-place-ru.png'), fullPage: true });

    await page.goto(`/management/customers/edit/${customerId}?tab=debts`);
    await visible(page.getByTestId('customer-old-debt'));
    expect(await textOf(page.getByTestId('customer-old-debt'))).toBe('Старый долг: 1 234,50 USD');
    expect(await textOf(page.getByTestId('customer-total-debt'))).toBe('Общий долг: 1 234,50 USD');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'amounts-customer-debts-ru.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'amounts-customer-debts-phone-ru.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });

    await switchLanguageInAppBar(page, 'English');
    await eventually(async () => textOf(page.getByTestId('customer-old-debt'))).toBe('Old debt: 1 234.50 USD');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'amounts-customer-debts-en.png'), fullPage: true });
    await page.goto('/settings');
    await visible(page.getByTestId('company-balance'));
    await expectAmountsFirst(page, 'company-balance', expect, '.');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'amounts-settings-en.png'), fullPage: true });
    await page.goto(`/management/place/${placeId}/view`);
    await visible(page.getByTestId('place-view-balance'));
    await expectAmountsFirst(page, 'place-view-balance', expect, '.');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'amounts-place-en.png'), fullPage: true });
  });
});
