/**
 * A new shop's set-up, as a new owner would do it, in Russian, from a fresh browser: the workplace
 * screen says why it asks; a new place (its type named in Russian, the type and the minimum amount
 * explained); its currencies changed on its page afterwards (add, base, the minimum amount saved 1 s
 * after typing stops); the new place chosen as the workplace without a reload; at the till, a barcode
 * typed by hand outside any field gets a hint to use the barcode field. Screenshots in ru and en, and
 * the place page at 390 px; axe on every screen.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  SCREENSHOT_DIR,
  ensureScreenshotDir,
  eventually,
  expectNoAxeViolations,
  expectToast,
  signIn,
  switchLanguageInAppBar,
  textOf,
  useBrowser,
  visible,
} from './helpers';

ensureScreenshotDir();
const fx = useBrowser();

/** Picks an option of a MUI select (or RemoteSelect) whose input carries `testId`. */
async function pick(page: Page, testId: string, option: string) {
  const input = page.getByTestId(testId);
  const combo = (await input.getAttribute('role')) === 'combobox' ? input : input.locator('xpath=..').getByRole('combobox');
  await combo.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const pathOfPage = (page: Page) => new URL(page.url()).pathname;

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `first-day-${name}.png`), fullPage: true });
}

describe("a new shop's first day, in Russian", () => {
  it('sets up a place and its currencies, works there at once, and is told where to type a barcode', async () => {
    const started = Date.now();
    const page = fx.page();
    const stamp = Date.now().toString().slice(-6);
    await signIn(page, 'admin');
    // several places: the screen says why it asks
    await visible(page.getByTestId('workplace-why'));
    expect(await textOf(page.getByTestId('workplace-why'))).toContain('подойдёт любая из ваших точек');
    await expectNoAxeViolations(page, '/workplace (ru)');
    await shoot(page, 'workplace-ru');
    await page.getByRole('checkbox', { name: 'Chorsu shop', exact: true }).check();
    await page.getByTestId('workplace-continue').click();
    await page.waitForURL((url) => url.pathname !== '/workplace');

    // ---- a new place: the type in Russian, with what it decides; the minimum amount explained
    await page.goto('/management/places');
    await page.getByTestId('places-add').click();
    const name = `Ларёк ${stamp}`;
    await page.getByTestId('place-name').fill(name);
    await visible(page.getByText('Тип определяет цены на кассе', { exact: false }));
    await pick(page, 'place-type', 'Магазин');
    await shoot(page, 'place-modal-1-ru');
    await page.getByTestId('place-next').click();
    await visible(page.getByTestId('place-currency-add'));
    expect(await textOf(page.getByTestId('place-minimum-help'))).toContain('Минимальная сумма');
    await pick(page, 'place-currency-select', 'USD');
    await page.getByTestId('place-currency-minimum').fill('10');
    await page.getByTestId('place-currency-add').click();
    await visible(page.getByTestId('place-currency-row-USD'));
    // the label 'Минимальная сумма' fits its field
    const label = page.getByTestId('place-currency-minimum').locator('xpath=ancestor::div[contains(@class,"MuiTextField-root")]').locator('label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expectNoAxeViolations(page, 'place modal, currencies (ru)');
    await shoot(page, 'place-modal-2-ru');
    await page.getByTestId('place-finish').click();
    await expectToast(page, 'Точка успешно создана');

    // ---- its page: currencies changed after creation
    await page.getByTestId('places-search').fill(name);
    const card = page.locator('[data-testid^="place-card-"]', { hasText: name });
    await visible(card);
    await card.locator('a').first().click();
    await visible(page.getByTestId('place-currencies-editor'));
    await pick(page, 'place-currency-select', 'UZS');
    await page.getByTestId('place-currency-minimum').fill('50000');
    await page.getByTestId('place-currency-add').click();
    await visible(page.getByTestId('place-currency-row-UZS'));
    // the radio follows the saved answer
    await page.getByTestId('place-currency-base-UZS').click();
    await eventually(() => page.getByTestId('place-currency-base-UZS').isChecked()).toBe(true);
    await eventually(() => page.getByTestId('place-currency-delete-USD').isEnabled()).toBe(true);
    expect(await page.getByTestId('place-currency-delete-UZS').isDisabled()).toBe(true);
    // the minimum amount is saved 1 s after typing stops
    await page.getByTestId('place-currency-minimum-USD').fill('25,5');
    await visible(page.getByText('Сохранено'));
    const placePage = pathOfPage(page);

    // ---- the new place as the workplace, with no reload or new sign-in
    // (the top bar's place chip: a link inside the app, no page load)
    await page.getByTestId('current-place').click();
    await page.waitForURL((url) => url.pathname === '/workplace');
    await visible(page.getByRole('checkbox', { name, exact: true }));
    await page.getByRole('checkbox', { name, exact: true }).check();
    await eventually(() => page.getByTestId('workplace-continue').isEnabled()).toBe(true);
    await page.getByTestId('workplace-continue').click();
    await page.waitForURL((url) => url.pathname !== '/workplace');
    await eventually(async () => textOf(page.locator('header'))).toContain(name);

    // ---- at the till: a demo barcode typed by hand, no field focused
    await page.goto('/sale');
    await visible(page.getByTestId('sale-barcode'));
    await page.getByTestId('sale-barcode').blur();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.type('4600000000012', { delay: 120 });
    await page.keyboard.press('Enter');
    await expectToast(page, 'Вручную штрихкод вводится в поле штрихкода');
    await eventually(() => page.getByTestId('sale-barcode').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, '/sale (ru)');
    await shoot(page, 'till-hint-ru');

    // ---- the place page loaded afresh: what was changed is kept
    await page.goto(placePage);
    await eventually(() => page.getByTestId('place-currency-minimum-USD').inputValue()).toBe('25.50');
    expect(await page.getByTestId('place-currency-base-UZS').isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'place page (ru)');
    await shoot(page, 'place-page-ru');
    await switchLanguageInAppBar(page, 'English');
    await visible(page.getByText('Minimum amount: the cash in this currency', { exact: false }));
    await expectNoAxeViolations(page, 'place page (en)');
    await shoot(page, 'place-page-en');
    console.log(`first day set-up as a new owner: ${Math.round((Date.now() - started) / 1000)} s`);
  });

  it('the place page works on a 390 px phone', async () => {
    const context = await fx.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await page.getByRole('checkbox', { name: 'Chorsu shop', exact: true }).check();
    await page.getByTestId('workplace-continue').click();
    await page.waitForURL((url) => url.pathname !== '/workplace');
    await page.goto('/management/places');
    const card = page.locator('[data-testid^="place-card-"]', { hasText: 'Chorsu shop' });
    await visible(card);
    await card.locator('a').first().click();
    await visible(page.getByTestId('place-currencies-editor'));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'place page at 390 px (ru)');
    await shoot(page, 'place-page-390-ru');
  });
});
