/**
 * Issue 3 flow of an admin (catalogue and stock): a product type, a size type and two sizes; a product
 * with two prices and an image; more images and a new main one; a barcode; stock at two places through
 * the admin adjustment; the product found by search and in the vendor codes (with the size panel);
 * the Excel export read back with exceljs. Screenshots of each screen in English and Russian under
 * test-results/e2e/.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCREENSHOT_DIR,
  choosePlace,
  ensureScreenshotDir,
  eventually,
  expectNoAxeViolations,
  expectToast,
  expectPath,
  pathOf,
  submitSignIn,
  switchLanguageInAppBar,
  switchLanguageOnSignIn,
  textOf,
  useBrowser,
  visible,
} from './helpers';

const fx = useBrowser();
const stamp = Date.now().toString(36);

/** A solid-colour PNG of w x h pixels (so the screenshots show something). */
function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function adminInEnglish(page: Page) {
  await page.goto('/sign-in');
  await switchLanguageOnSignIn(page, 'English');
  await submitSignIn(page, 'admin');
  await expectPath(page, '/workplace');
  await choosePlace(page, 'Chorsu shop');
  await page.waitForURL((url) => url.pathname !== '/workplace');
}

/** Opens the MUI select whose hidden input carries `testId`. */
async function openSelect(page: Page, testId: string, scope = page.locator('body')) {
  await scope.getByTestId(testId).locator('xpath=..').getByRole('combobox').click();
}

async function pick(page: Page, testId: string, option: string, scope = page.locator('body')) {
  await openSelect(page, testId, scope);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Ticks options of a multi-select, then closes it. */
async function pickMany(page: Page, testId: string, options: string[], scope = page.locator('body')) {
  await openSelect(page, testId, scope);
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await eventually(() => page.getByRole('listbox').count()).toBe(0);
}


async function shootBothLanguages(page: Page, name: string) {
  // the app bar hides while scrolled down: come back to the top to reach the language menu
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `catalogue-${name}-en.png`), fullPage: true });
  await switchLanguageInAppBar(page, 'Русский');
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `catalogue-${name}-ru.png`), fullPage: true });
  await switchLanguageInAppBar(page, 'English');
  await page.waitForTimeout(200);
}

/** Adds a row to an inline table (product types, size types, sizes) and waits for it. */
async function addRow(page: Page, resource: string, name: string, type?: string) {
  await page.getByTestId(`${resource}-new-name`).fill(name);
  if (type) await pick(page, `${resource}-new-type`, type);
  await eventually(() => page.getByTestId(`${resource}-add`).isEnabled()).toBe(true);
  await page.getByTestId(`${resource}-add`).click();
  await visible(page.getByTestId(`${resource}-table`).getByRole('cell', { name, exact: true }));
}

/** The cells of the first sheet of an .xlsx file, row by row (read with exceljs). */
async function sheetRows(file: string): Promise<unknown[][]> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('catalogue and stock', () => {
  beforeAll(() => ensureScreenshotDir());

  it('admin builds a product, stocks it at two places and finds it everywhere', async () => {
    const page = fx.page();
    const typeName = `Coat ${stamp}`;
    const sizeType = `Grid ${stamp}`;
    const [sizeA, sizeB] = [`A${stamp}`, `B${stamp}`];
    const productName = `Coat Nord ${stamp}`;
    const vendorCode = `VC-${stamp}`;
    await adminInEnglish(page);

    // ---- a product type, a size type, two sizes
    await page.goto('/products/types');
    await addRow(page, 'product_types', typeName);
    await shootBothLanguages(page, 'product-types');

    await page.goto('/management/sizes/types');
    await addRow(page, 'size_types', sizeType);
    await shootBothLanguages(page, 'size-types');

    await page.goto('/management/sizes');
    await visible(page.getByTestId('sizes-table'));
    await addRow(page, 'sizes', sizeA, sizeType);
    await addRow(page, 'sizes', sizeB, sizeType);
    await shootBothLanguages(page, 'sizes');

    // ---- the product with two prices and an image
    await page.goto('/products');
    await page.getByTestId('product-add').click();
    await visible(page.getByTestId('product-name'));
    await eventually(() => page.getByTestId('product-save').isDisabled()).toBe(true);
    await page.getByTestId('product-name').fill(productName);
    await page.getByTestId('product-model').fill('Nord');
    await page.getByTestId('product-model_code').fill(`M-${stamp}`);
    await page.getByTestId('product-vendor_code').fill(vendorCode);
    // the type select asks the server as the user types (RemoteSelect)
    await page.getByTestId('product-type').click();
    await page.getByTestId('product-type').pressSequentially(typeName.slice(0, 12), { delay: 20 });
    await page.getByRole('option', { name: typeName, exact: true }).click();
    await page.getByTestId('product-cost').fill('30,5');
    const prices = page.getByTestId('product-prices');
    const shopRow = prices.getByRole('row').filter({ hasText: 'Shop' });
    const wholesaleRow = prices.getByRole('row').filter({ hasText: 'Wholesale' });
    await shopRow.getByRole('textbox').nth(0).fill('100');
    await shopRow.getByRole('textbox').nth(1).fill('15');
    await shopRow.getByRole('checkbox').check();
    await eventually(() => textOf(shopRow.getByRole('cell').last())).toMatch(/^85\.00\s+USD$/); // the currency next to the amount
    await wholesaleRow.getByRole('textbox').nth(0).fill('80.5');
    await page.getByTestId('product-image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png(120, 90, [220, 38, 38]) });
    await visible(page.getByTestId('product-image-name'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'catalogue-add-product-en.png') });
    await eventually(() => page.getByTestId('product-save').isEnabled()).toBe(true);
    await page.getByTestId('product-save').click();
    await expectToast(page, `${productName}, Nord (M-${stamp}, ${vendorCode}) successfully created`);
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    // the new product's page opens at once: its sizes, barcodes and stock are added there
    await page.waitForURL(/\/product\/\d+$/);
    await visible(page.getByTestId('product-title'));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/products');

    // ---- found by search (debounced)
    await page.getByTestId('products-search').fill(productName);
    const card = page.locator('[data-testid^="product-card-"]').filter({ hasText: productName });
    await visible(card);
    await eventually(() => page.locator('[data-testid^="product-card-"]').count()).toBe(1);
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    await shootBothLanguages(page, 'products');
    await card.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/product\/\d+$/);
    const productId = Number(pathOf(page).split('/').pop());
    await visible(page.getByTestId('product-title'));
    expect(await textOf(page.getByTestId('product-title'))).toBe(productName);

    // the saved prices: 15 % off 100 -> 85.00; 80.50 without discount
    const savedShop = page.getByTestId('product-prices').getByRole('row').filter({ hasText: 'Shop' });
    await eventually(() => textOf(savedShop.getByRole('cell').last())).toMatch(/^85\.00\s+USD$/);
    expect(await savedShop.getByRole('textbox').nth(0).inputValue()).toBe('100.00');

    // ---- images: the first is main; two more; a new main (exactly one main)
    const images = page.locator('[data-testid^="image-"][data-main]');
    await eventually(() => images.count()).toBe(1);
    expect(await images.first().getAttribute('data-main')).toBe('true');
    await page.getByTestId('images-upload').setInputFiles([
      { name: 'side.png', mimeType: 'image/png', buffer: png(90, 120, [37, 99, 235]) },
      { name: 'back.png', mimeType: 'image/png', buffer: png(100, 100, [22, 163, 74]) },
    ]);
    await eventually(() => images.count()).toBe(3);
    const third = images.nth(2);
    const thirdId = (await third.getAttribute('data-testid'))!.replace('image-', '');
    await page.getByTestId(`image-set-main-${thirdId}`).click();
    await eventually(() => third.getAttribute('data-main')).toBe('true');
    expect(await page.locator('[data-testid^="image-"][data-main="true"]').count()).toBe(1);

    // ---- a barcode for size A
    const barcode = `478${Date.now() % 1e10}`;
    await pick(page, 'barcode-size', `${sizeA} (${sizeType})`);
    await page.getByTestId('barcode-code').fill(barcode);
    await page.getByTestId('barcode-add').click();
    await visible(page.getByTestId('barcodes-table').getByRole('cell', { name: barcode, exact: true }));

    // ---- stock at two places through the admin adjustment
    const adjust = async (size: string, place: string, delta: string) => {
      await pick(page, 'adjust-size', `${size} (${sizeType})`);
      await pick(page, 'adjust-place', place);
      await page.getByTestId('adjust-delta').fill(delta);
      await page.getByTestId('adjust-submit').click();
      await expectToast(page, 'Stock updated');
    };
    await adjust(sizeA, 'Chorsu shop', '5');
    await adjust(sizeB, 'Mall shop', '3');
    await eventually(() => textOf(page.getByTestId('stock-grid-total'))).toBe('8');

    // the server's stock report of the product (the page's Excel button)
    const [report] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stock-report').click()]);
    const reportFile = join(SCREENSHOT_DIR, `catalogue-stock-${stamp}.xlsx`);
    await report.saveAs(reportFile);
    const reportRows = await sheetRows(reportFile);
    expect(reportRows.some((r) => r.includes(sizeA) && r.includes('Chorsu shop') && r.includes(5))).toBe(true);
    expect(reportRows.some((r) => r.includes(sizeB) && r.includes('Mall shop') && r.includes(3))).toBe(true);
    await shootBothLanguages(page, 'product');

    // ---- the vendor codes: filtered by the new type, then the size panel
    await page.goto('/products/vendor-codes');
    await visible(page.getByTestId('vendor-codes-table'));
    await pickMany(page, 'vc-filter-types', [typeName]);
    const row = page.getByTestId(`vc-row-${vendorCode}`);
    await visible(row);
    await eventually(() => page.locator('[data-testid^="vc-row-"]').count()).toBe(1);
    const headers = (await page.getByTestId('vendor-codes-table').getByRole('columnheader').allTextContents()).map((t) => t.trim());
    const cells = (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
    const at = (header: string) => cells[headers.indexOf(header)];
    expect(at('Vendor code')).toBe(vendorCode);
    expect(at('Product type')).toBe(typeName);
    expect(at('Model')).toBe('Nord');
    expect(at('Chorsu shop')).toBe('5');
    expect(at('Mall shop')).toBe('3');
    expect(at('Total')).toBe('8');
    expect(await textOf(page.getByTestId('vendor-codes-title'))).toBe('Vendor codes list (8)');

    await page.getByTestId(`vc-expand-${vendorCode}`).click();
    const panel = page.getByTestId(`vc-panel-${vendorCode}`);
    await visible(panel);
    await pick(page, `vc-panel-${vendorCode}-size-type`, sizeType, panel);
    await pickMany(page, `vc-panel-${vendorCode}-places`, ['Chorsu shop', 'Mall shop'], panel);
    await page.getByTestId(`vc-panel-${vendorCode}-apply`).click();
    const grid = page.getByTestId(`vc-panel-${vendorCode}-grid`);
    await visible(grid);
    const gridRows = await grid.getByRole('row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent?.trim())));
    expect(gridRows).toEqual([
      ['Size', 'Chorsu shop', 'Mall shop', 'Total'],
      [sizeA, '5', '0', '5'],
      [sizeB, '0', '3', '3'],
      ['Total', '5', '3', '8'],
    ]);
    await shootBothLanguages(page, 'vendor-codes');

    // ---- the Excel export opens and holds the table's rows and columns
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('vc-export').click()]);
    expect(download.suggestedFilename()).toBe('vendor-codes.xlsx');
    const file = join(SCREENSHOT_DIR, `catalogue-vendor-codes-${stamp}.xlsx`);
    await download.saveAs(file);
    const [header, values, ...more] = await sheetRows(file);
    expect(header).toEqual(headers.slice(1));
    expect(more).toEqual([]);
    expect(values![0]).toBe(vendorCode);
    expect(values![header!.indexOf('Chorsu shop')]).toBe(5);
    expect(values![header!.indexOf('Mall shop')]).toBe(3);
    expect(values![header!.length - 1]).toBe(8);
    expect(productId).toBeGreaterThan(0);
  });

  it('a seller reads the catalogue without write controls', async () => {
    const page = fx.page();
    await page.goto('/sign-in');
    await switchLanguageOnSignIn(page, 'English');
    await submitSignIn(page, 'seller');
    await expectPath(page, '/workplace');
    await choosePlace(page, 'Chorsu shop');
    await page.waitForURL((url) => url.pathname !== '/workplace');
    await page.goto('/products');
    await visible(page.locator('[data-testid^="product-card-"]').first());
    expect(await page.getByTestId('product-add').count()).toBe(0);
    expect(await page.locator('[data-testid^="product-menu-"]').count()).toBe(0);
    await page.locator('[data-testid^="product-view-"]').first().click();
    await visible(page.getByTestId('product-name'));
    expect(await page.getByTestId('product-name').isDisabled()).toBe(true);
    expect(await page.getByTestId('product-save').count()).toBe(0);
    expect(await page.getByTestId('stock-adjust').count()).toBe(0);
    expect(await page.getByTestId('product-cost').count()).toBe(0);
    // on a phone the read-only prices and the stock grid scroll sideways: named regions the keyboard reaches
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByTestId('stock-grid'));
    await expectNoAxeViolations(page, 'product page, seller, 390 px');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/products/types');
    await visible(page.getByTestId('product_types-table'));
    expect(await page.getByTestId('product_types-add').count()).toBe(0);
    // sizes are an admin screen: a seller lands on /not-found
    await page.goto('/management/sizes');
    await expectPath(page, '/not-found');
  });
});
