/**
 * Customers in a real browser from a fresh context: an admin adds a customer
 * (a bad phone is said), approves them, replenishes their balance, cannot withdraw more than it holds,
 * and cannot delete them while they hold money; axe-core on every screen.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SCREENSHOT_DIR,
  ensureScreenshotDir,
  eventually,
  expectNoAxeViolations,
  expectPath,
  expectToast,
  switchLanguageInAppBar,
  signInInEnglish,
  textOf,
  useBrowser,
  visible,
} from './helpers';

const fx = useBrowser();
const stamp = Date.now().toString().slice(-7);

describe('customers', () => {
  it('an admin adds, approves, replenishes a customer; withdrawal and deletion are refused while money is held', async () => {
    ensureScreenshotDir();
    const page = fx.page();
    await signInInEnglish(page, 'admin', 'Chorsu shop');

    await page.goto('/management/customers');
    await visible(page.getByTestId('customers-table'));
    await expectNoAxeViolations(page);
    await page.getByTestId('customers-add').click();
    await expectPath(page, '/management/customers/create');
    const name = `Nodira ${stamp}`;
    await page.getByTestId('customer-name').fill(name);
    await page.getByTestId('customer-phone').fill('998901234567');
    await page.getByTestId('customer-email').click();
    await eventually(async () => textOf(page.locator('main'))).toContain('Phone number must be international');
    await page.getByTestId('customer-phone').fill(`+99893${stamp}`);
    await page.getByTestId('customer-discount').fill('7,5');
    await eventually(() => page.getByTestId('customer-save').isEnabled()).toBe(true);
    // axe reads colours: let the button's colour transition end
    await page.waitForTimeout(400);
    await expectNoAxeViolations(page);
    await page.getByTestId('customer-save').click();
    await expectToast(page, `Customer ${name} successfully created`);
    await visible(page.getByTestId('screen-customer_edit'));

    // the balance needs approval
    expect(await page.getByTestId('customer-tab-balance').isDisabled()).toBe(true);
    await visible(page.getByTestId('customer-needs-approval'));
    await expectNoAxeViolations(page);
    await page.getByTestId('customer-approve').click();
    await expectToast(page, `Customer ${name} approved`);
    await eventually(() => page.getByTestId('customer-tab-balance').isEnabled()).toBe(true);

    await page.getByTestId('customer-tab-balance').click();
    await visible(page.getByTestId('customer-balance'));
    await page.getByTestId('customer-amount').fill('100,50');
    // the comment is required (SPEC.md 5): Save waits for it
    await eventually(() => page.getByTestId('customer-balance-submit').isDisabled()).toBe(true);
    await page.getByTestId('customer-comment').fill('cash at the desk');
    await page.getByTestId('customer-balance-submit').click();
    await expectToast(page, `The balance of ${name} is updated`);
    await eventually(async () => textOf(page.getByTestId('customer-balance-USD'))).toContain('100.50');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'customer-en.png'), fullPage: true });
    await switchLanguageInAppBar(page, 'Русский');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'customer-ru.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await switchLanguageInAppBar(page, 'English');
    await page.getByTestId('customer-tab-balance').click();

    // withdrawing more than is held keeps the button disabled and says why
    await page.getByTestId('customer-operation').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Withdraw' }).click();
    await page.getByTestId('customer-amount').fill('200');
    await eventually(() => page.getByTestId('customer-balance-submit').isDisabled()).toBe(true);
    await eventually(async () => textOf(page.locator('main'))).toContain('Balance do not have enough money to withdraw');

    // purchases: none yet (the till's sales to this customer are listed here)
    await page.getByTestId('customer-tab-purchases').click();
    await eventually(async () => textOf(page.locator('main'))).toContain('No purchases yet');
    await expectNoAxeViolations(page);

    // a consignee; the same phone twice is refused with the spec's message
    await page.getByTestId('customer-tab-consignees').click();
    for (const expected of ['Consignee added', 'Already have a consignee with this phone number']) {
      await page.getByTestId('consignee-add').click();
      await page.getByTestId('consignee-city').fill('Samarkand');
      await page.getByTestId('consignee-phone').fill('+998911112233');
      await page.getByTestId('consignee-submit').click();
      await expectToast(page, expected);
    }
    await page.getByTestId('consignee-cancel').click();
    await visible(page.getByTestId('customer-consignees'));
    // axe reads colours: wait for the toasts' fade-in to end
    await eventually(() =>
      page.locator('.MuiSnackbarContent-root').evaluateAll((els) => els.every((el) => getComputedStyle(el.parentElement ?? el).opacity === '1' && getComputedStyle(el).opacity === '1')),
    ).toBe(true);
    await page.waitForTimeout(300);
    await expectNoAxeViolations(page);

    // deletion is refused while money is held
    await page.getByTestId('customer-delete').click();
    await page.getByRole('button', { name: /confirm/i }).click();
    await expectToast(page, 'The customer cannot be deleted because he has money on the balance');
  });
});
