/**
 * Stock movement in a real browser from fresh contexts: a manager receives goods at the
 * warehouse with the scan field and accepts them; an admin sends a transfer from the warehouse to a
 * shop, the shop's seller finds it by its code and accepts it, and the stock moves on the product's
 * placements; an admin distributes lines to two shops; a factory Excel is uploaded, its unknown line is
 * shown, fixed and processed. axe-core on every screen visited, both languages on the receptions.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, ensureScreenshotDir, eventually, expectNoAxeViolations, expectPath, expectToast, signInInEnglish, switchLanguageInAppBar, textOf, useBrowser, visible } from './helpers';

const fx = useBrowser();
const stamp = Date.now().toString().slice(-6);
beforeAll(() => ensureScreenshotDir());

/** Demo barcodes no other spec uses (README: 46000000000<product><size>): product 4, sizes 1 and 2. */
const DENVER_1 = '4600000000041';
const DENVER_2 = '4600000000042';

async function settled(page: Page) {
  await eventually(() =>
    page.locator('.MuiDialog-container, .MuiSnackbarContent-root').evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')),
  ).toBe(true);
  await eventually(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length)).toBe(0);
  await page.waitForTimeout(100);
}

async function pageAs(fresh: BrowserContext | null, user: string, place: string): Promise<Page> {
  const page = fresh ? await fresh.newPage() : fx.page();
  await signInInEnglish(page, user, place);
  return page;
}

/** The API as the page's signed-in user (for reading stock the screens also show). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
    const res = await fetch(`/api${p}`, { headers: { authorization: `Token ${token}` } });
    return res.json();
  }, path) as Promise<T>;
}

async function scanInto(page: Page, editor: string, code: string) {
  await page.getByTestId(`${editor}-scan`).fill(code);
  await page.getByTestId(`${editor}-scan`).press('Enter');
}

async function confirm(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await visible(page.getByTestId(`${testId}-confirm`));
  await settled(page);
  await expectNoAxeViolations(page, `${pathOf(page)} (${testId} dialog)`);
  await page.getByTestId(`${testId}-confirm`).click();
}
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('stock movement', () => {
  it('a manager receives goods by scanning and accepts them once; the screens read in Russian too', async () => {
    const manager = await pageAs(null, 'manager', 'Central warehouse');
    await manager.goto('/management/receptions');
    await visible(manager.getByTestId('screen-receptions'));
    await settled(manager);
    await expectNoAxeViolations(manager);
    await manager.getByTestId('reception-create').click();
    await manager.locator('input[name="number"]').fill(`R-${stamp}`);
    await manager.getByTestId('reception-form-submit').click();
    await manager.waitForURL(/reception-info\/\d+$/);
    await manager.getByTestId('reception-add-products').click();
    await visible(manager.getByTestId('reception-editor'));
    await scanInto(manager, 'reception-editor', DENVER_1);
    await visible(manager.getByTestId('reception-editor-row-0'));
    await scanInto(manager, 'reception-editor', DENVER_1);
    await eventually(() => manager.getByTestId('reception-editor-quantity-0').inputValue()).toBe('2');
    await scanInto(manager, 'reception-editor', DENVER_2);
    await visible(manager.getByTestId('reception-editor-row-1'));
    await manager.getByTestId('reception-editor-plus-1').click();
    await manager.getByTestId('reception-editor-plus-1').click();
    await manager.getByTestId('reception-editor-cost-0').fill('10,50');
    await manager.getByTestId('reception-editor-cost-1').fill('11');
    // an unknown code is said, nothing added
    await scanInto(manager, 'reception-editor', '999999999');
    await eventually(() => textOf(manager.getByTestId('reception-editor'))).toContain('Product not found');
    await settled(manager);
    await expectNoAxeViolations(manager, 'reception editor');
    await manager.getByTestId('reception-editor-save').click();
    await eventually(() => textOf(manager.getByTestId('reception-total-quantity'))).toBe('5');
    await expect(textOf(manager.getByTestId('reception-total-cost'))).resolves.toMatch(/54\.00/);
    await settled(manager);
    await expectNoAxeViolations(manager);
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'movement-reception-en.png'), fullPage: true });
    await confirm(manager, 'reception-accept');
    await expectToast(manager, 'Reception accepted: the goods are in stock');
    await visible(manager.getByTestId('reception-accepted'));
    await expect(manager.getByTestId('reception-accept').count()).resolves.toBe(0);
    await switchLanguageInAppBar(manager, 'Русский');
    await eventually(() => textOf(manager.getByTestId('reception-accepted'))).toContain('Принял(а)');
    await settled(manager);
    await expectNoAxeViolations(manager, 'reception (ru)');
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'movement-reception-ru.png'), fullPage: true });
    await manager.goto('/management/receptions?status=all');
    await visible(manager.getByTestId('receptions-table'));
    await settled(manager);
    await expectNoAxeViolations(manager, 'receptions (ru)');
    await switchLanguageInAppBar(manager, 'English');
  });

  it('an admin sends a transfer from the warehouse; the shop seller finds it by code and accepts it; stock moves', async () => {
    const admin = await pageAs(await fx.newContext(), 'admin', 'Central warehouse');
    type Placement = { results: { place: { name: string }; size: { id: number }; quantity: number }[] };
    await admin.goto('/transfers/create-transfers');
    await visible(admin.getByTestId('screen-transfers_outgoing'));
    await settled(admin);
    await expectNoAxeViolations(admin);
    await admin.getByTestId('transfer-create').click();
    // To Place is required: nothing chosen, nothing to create
    await visible(admin.getByTestId('transfer-to-places').getByRole('combobox'));
    await expect(admin.getByTestId('transfer-create-submit').isDisabled()).resolves.toBe(true);
    await admin.getByTestId('transfer-to-places').getByRole('combobox').click();
    await admin.getByRole('option', { name: 'Chorsu shop' }).click();
    await admin.keyboard.press('Escape');
    await eventually(() => admin.getByRole('listbox').count()).toBe(0);
    await settled(admin);
    await expectNoAxeViolations(admin, 'new transfer dialog');
    await admin.getByTestId('transfer-create-submit').click();
    await admin.waitForURL(/\/transfers\/info\/\d+$/);
    await visible(admin.getByTestId('transfer-status-preparing'));
    const code = (await textOf(admin.getByTestId('transfer-code-value'))).trim();
    await admin.getByTestId('transfer-add-products').click();
    await scanInto(admin, 'transfer-editor', DENVER_1);
    await visible(admin.getByTestId('transfer-editor-row-0'));
    await admin.getByTestId('transfer-editor-plus-0').click();
    await admin.getByTestId('transfer-editor-save').click();
    await eventually(() => textOf(admin.getByTestId('transfer-total-quantity'))).toBe('2');
    await settled(admin);
    await expectNoAxeViolations(admin);
    await confirm(admin, 'transfer-send');
    await expectToast(admin, 'Transfer sent: the goods are on the way');
    await visible(admin.getByTestId('transfer-status-on_the_way'));
    await admin.screenshot({ path: join(SCREENSHOT_DIR, 'movement-transfer-en.png'), fullPage: true });

    const seller = await pageAs(await fx.newContext(), 'seller', 'Chorsu shop');
    const transferId = pathOf(admin).split('/').pop();
    // a transfer the seller prepares: they send or delete it, adding products is the admin's (SPEC.md 6)
    const draft = await seller.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
      const places = await (await fetch('/api/company/v1/places/all/', { headers: { authorization: `Token ${token}` } })).json();
      const id = (name: string) => places.find((p: { name: string; id: number }) => p.name === name).id;
      const made = await fetch('/api/transfer/v1/transfers/', {
        method: 'POST',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'idempotency-key': `e2e-seller-draft-${Date.now()}` },
        body: JSON.stringify({ from_place: id('Chorsu shop'), to_place: id('Mall shop') }),
      });
      return (await made.json()).id as number;
    });
    await seller.goto(`/transfers/info/${draft}`);
    await visible(seller.getByTestId('transfer-delete'));
    expect(await seller.getByTestId('transfer-add-products').count()).toBe(0);
    await expect(textOf(seller.getByTestId('transfer-no-lines'))).resolves.toBe('No products yet: an administrator adds them');
    await settled(seller);
    await expectNoAxeViolations(seller, 'a transfer the seller prepares');
    await seller.screenshot({ path: join(SCREENSHOT_DIR, 'movement-transfer-seller-en.png'), fullPage: true });
    await switchLanguageInAppBar(seller, 'Русский');
    await eventually(() => textOf(seller.getByTestId('transfer-delete'))).toBe('Удалить');
    await settled(seller);
    await expectNoAxeViolations(seller, 'a transfer the seller prepares (ru)');
    await seller.screenshot({ path: join(SCREENSHOT_DIR, 'movement-transfer-seller-ru.png'), fullPage: true });
    await switchLanguageInAppBar(seller, 'English');
    await seller.goto(`/transfers/${draft}/add-products`);
    await eventually(() => pathOf(seller)).not.toBe(`/transfers/${draft}/add-products`);
    await seller.goto(`/transfers/info/${draft}`);
    await confirm(seller, 'transfer-delete');
    await eventually(() => pathOf(seller)).toBe('/transfers/create-transfers');
    const [line] = (await api<{ products: { product: { id: number }; size: { id: number } }[] }>(admin, `/transfer/v1/transfers/${transferId}/`)).products;
    const stockAtShop = async () =>
      (await api<Placement>(seller, `/product/v1/placements/?product=${line.product.id}&size=${line.size.id}&limit=100`)).results.find((r) => r.place.name === 'Chorsu shop')?.quantity ?? 0;
    const before = await stockAtShop();
    await seller.goto('/transfers/to-accept');
    await visible(seller.getByTestId('screen-transfers_to_accept'));
    await settled(seller);
    await expectNoAxeViolations(seller);
    await seller.getByTestId('transfer-code').fill('0000000');
    await seller.getByTestId('transfer-code-find').click();
    await eventually(() => textOf(seller.getByTestId('screen-transfers_to_accept'))).toContain('No transfer with this code');
    await seller.getByTestId('transfer-code').fill(code);
    await seller.getByTestId('transfer-code').press('Enter');
    await seller.waitForURL(/\/transfers\/info\/\d+$/);
    await confirm(seller, 'transfer-accept');
    await expectToast(seller, 'Transfer accepted: the goods are in stock');
    await visible(seller.getByTestId('transfer-status-delivered'));
    await settled(seller);
    await expectNoAxeViolations(seller);
    expect(await stockAtShop()).toBe(before + 2);
    // the product page shows the new stock at the shop
    await seller.goto(`/product/${line.product.id}`);
    await eventually(() => textOf(seller.locator('body'))).toContain('Chorsu shop');
    await seller.goto('/transfers/accepted');
    await visible(seller.getByTestId('transfers-table'));
    await expect(textOf(seller.getByTestId('transfers-table'))).resolves.toContain(code);
    await admin.goto('/transfers/history');
    await visible(admin.getByTestId('transfers-table'));
    await settled(admin);
    await expectNoAxeViolations(admin);
    // the history's filters are in the address: a transfer opened from it and Back find them again
    await admin.getByRole('checkbox', { name: 'delivered' }).check();
    await eventually(() => admin.url()).toContain('status=delivered');
    await admin.getByRole('link', { name: new RegExp(code) }).first().click();
    await eventually(() => admin.url()).toMatch(/\/transfers\/info\/\d+$/);
    await admin.goBack();
    await visible(admin.getByTestId('transfers-table'));
    await eventually(() => admin.getByRole('checkbox', { name: 'delivered' }).isChecked()).toBe(true);
    await expect(textOf(admin.getByTestId('transfers-table'))).resolves.toContain(code);
  });

  it('an admin distributes lines from the warehouse to two shops', async () => {
    const admin = await pageAs(await fx.newContext(), 'admin', 'Central warehouse');
    await admin.goto('/management/distribution');
    await visible(admin.getByTestId('products_for_distribution'));
    await settled(admin);
    await expectNoAxeViolations(admin);
    // a destination is required
    await admin.getByTestId('distribution-row-0').click();
    await admin.getByTestId('distribution-submit').click();
    await eventually(() => textOf(admin.getByTestId('screen-distribution'))).toContain('Field To Place may not be null');
    for (const shop of ['Chorsu shop', 'Mall shop']) {
      await admin.getByTestId('distribution-search').fill('');
      if (shop === 'Mall shop') await admin.getByTestId('distribution-row-0').click();
      await admin.getByTestId('distribution-to-place').locator('..').click();
      await admin.getByRole('option', { name: shop }).click();
      await admin.getByTestId('distribution-submit').click();
      // it asks first, naming the destination
      await eventually(() => textOf(admin.getByRole('dialog'))).toContain(`Send to ${shop}`);
      await admin.getByTestId('distribution-submit-confirm').click();
      await expectToast(admin, 'Products successfully distributed');
    }
    await admin.goto('/transfers/forwarded-shipment');
    await visible(admin.getByTestId('transfers-table'));
    await eventually(() => admin.getByTestId('transfer-status-on_the_way').count()).toBeGreaterThanOrEqual(2);
    await settled(admin);
    await expectNoAxeViolations(admin);
  });

  it('a factory Excel is uploaded; its unknown line is shown, fixed and processed into stock', async () => {
    const manager = await pageAs(await fx.newContext(), 'manager', 'Central warehouse');
    const transfer = await api<{ products: { product: { vendor_code: string }; size: { name: string } }[] }>(manager, '/transfer/v1/transfers/?box=all&limit=1').then(async (p) => {
      const id = (p as unknown as { results: { id: number }[] }).results[0].id;
      return api<{ products: { product: { vendor_code: string }; size: { name: string } }[] }>(manager, `/transfer/v1/transfers/${id}/`);
    });
    const { vendor_code } = transfer.products[0].product;
    const size = transfer.products[0].size.name;
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('delivery');
    ws.addRow(['vendor_code', 'size', 'quantity', 'cost']);
    ws.addRow([vendor_code, size, 3, '9.99']);
    ws.addRow([`${vendor_code}-TYPO`, size, 2, '9.99']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    await manager.goto('/transfers-from-factory');
    await visible(manager.getByTestId('screen-transfers_from_factory'));
    await settled(manager);
    await expectNoAxeViolations(manager);
    await manager.getByTestId('factory-file').setInputFiles({ name: `delivery-${stamp}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await visible(manager.getByTestId('factory-details'));
    await visible(manager.getByTestId('factory-problem-1'));
    await expect(textOf(manager.getByTestId('factory-problem-1'))).resolves.toBe('Unknown vendor code');
    await expect(manager.getByTestId('factory-process').isDisabled()).resolves.toBe(true);
    await settled(manager);
    await expectNoAxeViolations(manager, 'factory delivery with an unknown line');
    await manager.screenshot({ path: join(SCREENSHOT_DIR, 'movement-factory-en.png'), fullPage: true });
    await manager.getByTestId('factory-fix-vendor-1').fill(vendor_code);
    await manager.getByTestId('factory-fix-save-1').click();
    await eventually(() => manager.getByTestId('factory-problem-1').count()).toBe(0);
    await confirm(manager, 'factory-process');
    await expectToast(manager, 'Transfer successfully accepted!');
    await eventually(() => textOf(manager.getByTestId('factory-details'))).toContain('Processed into Central warehouse');
    await manager.getByTestId('factory-details').getByRole('button', { name: 'Back to the list' }).click();
    await eventually(() => textOf(manager.getByTestId('screen-transfers_from_factory'))).not.toContain(`delivery-${stamp}.xlsx`);
    await expectPath(manager, '/transfers-from-factory');
  });
});
