/**
 * Employees in a real browser from fresh contexts: an admin hires a seller for one shop;
 * the seller signs in and sees only that shop; the admin adds a second shop and the seller sees it
 * without signing in again (roles and places are read on every request); the seller's profile shows
 * the fixed 70 % completeness. axe-core on every screen.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  SCREENSHOT_DIR,
  choosePlace,
  ensureScreenshotDir,
  eventually,
  expectNoAxeViolations,
  expectPath,
  expectToast,
  signIn,
  signInInEnglish,
  switchLanguageInAppBar,
  textOf,
  useBrowser,
  visible,
} from './helpers';

const fx = useBrowser();
const stamp = Date.now().toString().slice(-7);

/** Open a react-admin select by its label and pick options (MUI listbox), then close it. */
async function pick(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  const list = page.getByRole('listbox');
  for (const o of options) await list.getByRole('option', { name: o, exact: true }).click();
  await page.keyboard.press('Escape');
  await eventually(() => list.count()).toBe(0);
}

const placeNames = async (page: Page) => (await page.getByTestId('workplace-places').getByRole('checkbox').all()).length;

describe('employees', () => {
  it('an admin hires a seller for one shop, adds a second one, and the seller sees it without signing in again', async () => {
    ensureScreenshotDir();
    const admin = fx.page();
    await signInInEnglish(admin, 'admin', 'Chorsu shop');

    await admin.goto('/management/employees');
    await visible(admin.getByTestId('employees-table'));
    await expectNoAxeViolations(admin);
    await admin.getByTestId('employees-add').click();
    await expectPath(admin, '/management/employees/create');
    const username = `hire${stamp}`;
    const name = `Nodira ${stamp}`;
    await admin.getByTestId('employee-username').fill(username);
    await admin.getByTestId('employee-password').fill('secret-pass-1');
    await admin.getByTestId('employee-name').fill(name);
    await admin.getByTestId('employee-passport').fill('AB1234567');
    await admin.getByTestId('employee-phone').fill('998991234567');
    await admin.getByTestId('employee-email').click();
    await eventually(async () => textOf(admin.locator('main'))).toContain('Phone is invalid');
    await admin.getByTestId('employee-phone').fill(`+99897${stamp}`);
    await admin.getByTestId('employee-email').fill(`${username}@example.uz`);
    await admin.getByTestId('employee-address').fill('Tashkent, Yunusabad 4');
    await admin.getByTestId('employee-position').fill('Seller');
    await admin.getByTestId('employee-salary').fill('150000');
    await pick(admin, 'Salary currency', ['UZS']);
    await admin.getByTestId('employee-sell-percent').fill('2,5');
    await pick(admin, 'Roles', ['Seller']);
    await pick(admin, 'Allowed places', ['Chorsu shop']);
    await pick(admin, 'Current workplace', ['Chorsu shop']);
    await eventually(() => admin.getByTestId('employee-save').isEnabled()).toBe(true);
    await admin.waitForTimeout(400); // axe reads colours: let the button's transition end
    await expectNoAxeViolations(admin);
    await admin.getByTestId('employee-save').click();
    await expectToast(admin, `Employee ${name} successfully created`);
    await visible(admin.getByTestId('screen-employee_edit'));
    await expectNoAxeViolations(admin);

    // the seller, in a browser of their own: only Chorsu shop, chosen for them (their one place)
    const sellerContext = await fx.newContext();
    const seller = await sellerContext.newPage();
    await signIn(seller, username, 'secret-pass-1');
    await seller.waitForURL((url) => !['/sign-in', '/workplace'].includes(url.pathname));
    await eventually(async () => textOf(seller.locator('header'))).toContain('Chorsu shop');
    await seller.goto('/workplace');
    await eventually(() => placeNames(seller)).toBe(1);
    await eventually(() => seller.getByRole('checkbox', { name: 'Chorsu shop', exact: true }).isChecked()).toBe(true);
    expect(await seller.getByRole('checkbox', { name: 'Mall shop', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(seller);

    // the admin adds Mall shop
    await pick(admin, 'Allowed places', ['Mall shop']);
    await admin.getByTestId('employee-save').click();
    await expectToast(admin, `Employee ${name} successfully updated`);

    // the seller's next request sees it: no new sign-in (the same token; a page load asks again)
    await seller.goto('/workplace');
    await eventually(() => placeNames(seller)).toBe(2);
    await choosePlace(seller, 'Mall shop');
    await seller.waitForURL((url) => url.pathname !== '/workplace');
    await eventually(async () => textOf(seller.locator('header'))).toContain('Mall shop');

    // the seller's own profile, from the sidebar avatar: the fixed 70 % completeness
    await seller.getByTestId('sidebar-profile-link').click();
    await visible(seller.getByTestId('screen-profile'));
    await eventually(() => seller.getByTestId('employee-completeness').getAttribute('aria-valuenow')).toBe('70');
    await expectNoAxeViolations(seller);
    // the seller signed in without choosing a language: Russian, the default
    await seller.screenshot({ path: join(SCREENSHOT_DIR, 'profile-ru.png'), fullPage: true });
    await switchLanguageInAppBar(seller, 'English');
    await visible(seller.getByText('Profile completeness'));
    await expectNoAxeViolations(seller);
    await seller.screenshot({ path: join(SCREENSHOT_DIR, 'profile-en.png'), fullPage: true });
    await seller.setViewportSize({ width: 390, height: 844 });
    await seller.screenshot({ path: join(SCREENSHOT_DIR, 'profile-390.png'), fullPage: true });
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'employee-edit-en.png'), fullPage: true });
  });
});
