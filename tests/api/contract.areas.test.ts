/**
 * One contract per area: every /api route that answers a JSON body declares its response
 * schema (the server serialises with it, so nothing else leaves), and a call of every implemented
 * endpoint of the company, wallet and catalogue areas answers its contract strictly, for the roles
 * that may call it. A seller never receives a cost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as company from '../../src/domain/company/contract';
import * as product from '../../src/domain/product/contract';
import * as wallet from '../../src/domain/wallet/contract';
import { expectContract } from './contract';
import { as, type Client, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
const api = (path: string) => `/api${path}`;
let keyNo = 0;
const key = () => ({ headers: { 'idempotency-key': `contract-${++keyNo}-${Date.now()}` } });

beforeAll(async () => {
  t = await freshApp();
  [admin, manager, seller] = await Promise.all(['admin', 'manager', 'seller'].map((u) => as(t.app, u)));
});
afterAll(() => t?.close());

/** Routes whose success answer has no JSON body: 204s, the Excel files and the metrics (Prometheus' text). */
const NO_JSON_BODY = new Set(['POST /api/auth/v1/logout/', 'GET /api/metrics', 'GET /api/product/v1/placements/report/', 'POST /api/realization/v1/cancel_closed_cash_desk/', 'GET /api/v1/orders/:id/export/', 'GET /api/realization/v1/cash_desks/:id/excel/']);

describe('every route describes its answer', () => {
  it('each route answering JSON declares a response schema for its success status', () => {
    const missing = t.app.apiRoutes
      .filter((r) => r.method !== 'DELETE' && !NO_JSON_BODY.has(`${r.method} ${r.url}`))
      .filter((r) => r.responses.length === 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});

function noCostAnywhere(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(noCostAnywhere);
  if (value && typeof value === 'object') return !('cost' in value) && Object.values(value).every(noCostAnywhere);
  return true;
}

describe('company area', () => {
  it('places, place types, rates, place currencies, company rates, settings and exchanges answer their contracts', async () => {
    const C = t.fx.demo.currencyIds;
    const P = t.fx.demo.placeIds;
    for (const who of [admin, manager, seller]) {
      expectContract(await who.get(api(company.placesPath)), company.placePageOut);
      expectContract(await who.get(api(company.placeTypesPath)), company.placeTypePageOut);
      expectContract(await who.get(api(company.placeTypeRatesPath)), company.placeTypeRatePageOut);
      expectContract(await who.get(api(company.currencyRatesPath)), z.array(company.companyRateOut));
    }
    expectContract(await admin.get(api(company.placesAllPath)), z.array(company.placeOut));
    const shop = Object.values(P)[0];
    expectContract(await admin.get(api(`${company.placesPath}${shop}/`)), company.placeOut);
    expectContract(await admin.get(api(`${company.placesPath}${shop}/currencies/`)), z.array(company.placeCurrencyOut));

    const type = expectContract(
      await admin.post(api(company.placeTypesPath), { name: 'Contract kiosk', rates: [{ currency: C.UZS, rate: '12600' }] }),
      company.placeTypeCreatedOut,
      201,
    );
    expectContract(await admin.get(api(`${company.placeTypesPath}${type.id}/`)), company.placeTypeOut);
    expectContract(await admin.put(api(`${company.placeTypesPath}${type.id}/`), { name: 'Contract kiosk 2' }), company.placeTypeOut);
    const rate = expectContract(
      await admin.post(api(company.placeTypeRatesPath), { place_type: type.id, currency: C.USD, rate: '1' }),
      company.placeTypeRateOut,
      201,
    );
    expectContract(await admin.get(api(`${company.placeTypeRatesPath}${rate.id}/`)), company.placeTypeRateOut);
    expectContract(await admin.patch(api(`${company.placeTypeRatesPath}${rate.id}/`), { rate: '1.5' }), company.placeTypeRateOut);

    const place = expectContract(
      await admin.post(api(company.placesPath), { name: 'Contract outlet', type: type.id, currencies: [{ currency: C.UZS }] }),
      company.placeCreatedOut,
      201,
    );
    expectContract(await admin.patch(api(`${company.placesPath}${place.id}/`), { address: 'Somewhere 2' }), company.placeOut);
    expectContract(await admin.put(api(`${company.placesPath}${place.id}/`), { name: 'Contract outlet', type: type.id }), company.placeOut);
    const pc = expectContract(
      await admin.post(api(company.placeCurrenciesPath), { place: place.id, currency: C.USD, amount_to_remain: '10' }),
      company.placeCurrencyOut,
      201,
    );
    expectContract(await admin.get(api(`${company.placeCurrenciesPath}${pc.id}/`)), company.placeCurrencyOut);
    expectContract(await admin.patch(api(`${company.placeCurrenciesPath}${pc.id}/`), { amount_to_remain: '20' }), company.placeCurrencyOut);

    const rub = (await admin.get(api(company.currencyRatesPath))).json().find((r: { currency: { name: string } }) => r.currency.name === 'RUB');
    expectContract(await admin.patch(api(`${company.currencyRatesPath}${rub.id}/`), { rate: rub.rate }), company.companyRatePatchedOut);
    for (const who of [admin, manager]) expectContract(await who.get(api(company.companySettingsPath)), company.companySettingsOut);
    expectContract(await admin.patch(api(company.companySettingsPath), { offline_window_hours: 72 }), company.companySettingsOut);
    await admin.post(api(wallet.companyBalancePath), { amount: '100.00', currency: C.USD, comment: 'contract' }, key());
    expectContract(
      await admin.post(api(company.currencyExchangesPath), { from_currency: C.USD, to_currency: C.UZS, from_amount: '10', rate: '12650' }, key()),
      company.exchangeOut,
      201,
    );
  });
});

describe('wallet area', () => {
  it('balances, transfers and wallets answer their contracts', async () => {
    const C = t.fx.demo.currencyIds;
    const shop = Object.values(t.fx.demo.placeIds)[0];
    for (const who of [admin, manager]) {
      expectContract(await who.get(api(wallet.companyBalancePath)), wallet.balancesOut);
      expectContract(await who.get(api(wallet.placeBalancesPath)), z.array(wallet.placeBalancesOut));
    }
    expectContract(await admin.post(api(wallet.companyBalancePath), { amount: '50', currency: C.USD, comment: 'in' }, key()), wallet.balancesOut);
    expectContract(await admin.post(api(wallet.companyWithdrawPath), { amount: '5', currency: C.USD, comment: 'out' }, key()), wallet.balancesOut);
    expectContract(await admin.get(api(wallet.placeBalancePath(shop))), wallet.balancesOut);
    expectContract(
      await admin.post(api(wallet.placeBalancePath(shop)), { id: shop, amount: '10', currency: C.USD, comment: 'to shop' }, key()),
      wallet.balancesOut,
    );
    expectContract(
      await admin.post(api(wallet.placeWithdrawPath(shop)), { id: shop, amount: '1', currency: C.USD, comment: 'back' }, key()),
      wallet.balancesOut,
    );
    const box = expectContract(await admin.post(api(wallet.walletsPath), { name: 'Contract safe' }), wallet.walletOut, 201);
    expectContract(await admin.post(api(`${wallet.walletsPath}${box.id}/replenish/`), { amount: '7', currency: C.USD, comment: 'x' }, key()), wallet.walletOut);
    expectContract(await admin.post(api(`${wallet.walletsPath}${box.id}/withdraw/`), { amount: '2', currency: C.USD, comment: 'y' }, key()), wallet.walletOut);
    expectContract(await admin.get(api(wallet.walletsPath)), wallet.walletPageOut);
    expectContract(await admin.get(api(`${wallet.walletsPath}${box.id}/`)), wallet.walletDetailOut);
  });
});

describe('catalogue area', () => {
  it('types, sizes, products, prices, images, stock and barcodes answer their contracts; a seller gets no cost', async () => {
    const placeIds = Object.values(t.fx.demo.placeIds);
    for (const who of [admin, seller]) {
      expectContract(await who.get(api(product.productTypesPath)), product.productTypePageOut);
      expectContract(await who.get(api(product.sizeTypesPath)), product.productTypePageOut);
      expectContract(await who.get(api(product.sizesPath)), product.sizePageOut);
      expectContract(await who.get(api(`${product.sizesPath}all/`)), z.array(product.sizeOut));
      const products = expectContract(await who.get(api(product.productsPath)), product.productPageOut);
      const one = expectContract(await who.get(api(`${product.productsPath}${products.results[0].id}/`)), product.productOut);
      expectContract(await who.get(api(`${product.productsPath}${one.id}/images/`)), z.array(product.imageOut));
      expectContract(await who.get(api(product.placementsPath)), product.placementPageOut);
      expectContract(await who.post(api(`${product.placementsPath}all/`), {}), z.array(product.placementOut));
      expectContract(await who.get(api(product.countByVendorCodePath)), product.vendorCodePageOut);
      expectContract(await who.post(api(product.totalCountPath), {}), product.totalCountOut);
      expectContract(await who.get(api(product.barcodesPath)), product.barcodePageOut);
      if (who === seller) {
        expect(noCostAnywhere(products.results)).toBe(true);
        expect(noCostAnywhere(one)).toBe(true);
      } else {
        expect(one.cost).toMatch(/^\d+\.\d{2}$/);
      }
    }

    const type = expectContract(await admin.post(api(product.productTypesPath), { name: 'Contract type' }), product.productTypeOut, 201);
    expectContract(await admin.put(api(`${product.productTypesPath}${type.id}/`), { name: 'Contract type 2' }), product.productTypeOut);
    const sizeType = expectContract(await admin.post(api(product.sizeTypesPath), { name: 'Contract sizes' }), product.productTypeOut, 201);
    expectContract(await admin.get(api(`${product.sizeTypesPath}${sizeType.id}/sizes/`)), product.sizePageOut);
    const size = expectContract(await admin.post(api(product.sizesPath), { name: 'XL', type: sizeType.id }), product.sizeOut, 201);
    expectContract(await admin.get(api(`${product.sizesPath}${size.id}/`)), product.sizeOut);
    expectContract(await admin.put(api(`${product.sizesPath}${size.id}/`), { name: 'XXL', type: sizeType.id }), product.sizeOut);

    const placeType = (await admin.get(api(company.placeTypesPath))).json().results[0].id;
    const made = expectContract(
      await admin.post(api(product.productsPath), { name: 'Contract coat', model: 'C1', type: type.id, cost: '10', prices: [{ place_type: placeType, price: '20' }] }),
      product.productOut,
      201,
    );
    expectContract(await admin.patch(api(`${product.productsPath}${made.id}/`), { cost: '11' }), product.productOut);
    expectContract(await admin.post(api(product.priceRulesPath), { product: made.id, place_type: placeType, price: '25', discount: '5' }), product.priceOut);
    expectContract(
      await admin.post(api(`${product.placementsPath}adjust/`), { product: made.id, size: size.id, place: placeIds[0], delta: 3 }, key()),
      product.stockAdjustedOut,
    );
    const code = `C${Date.now()}`;
    expectContract(await admin.post(api(product.barcodesPath), { code, product: made.id, size: size.id }), product.barcodeOut, 201);
    const scan = expectContract(await seller.post(api(`${product.barcodesPath}scan/`), { code, place: placeIds[0] }), product.scanOut);
    expect(noCostAnywhere(scan)).toBe(true);
  });
});

describe('wholesale area', () => {
  it('orders, lines, the size grid, the details table, reference tables and tissues answer their contracts', async () => {
    const w = await import('../../src/domain/wholesale/contract');
    const customer = (await admin.post(api('/customers/v1/customers/'), { name: 'Contract wholesaler', phone: '+998900000321' })).json().id;
    await admin.post(api(`/customers/v1/customers/${customer}/approve/`), {});
    const shop = t.fx.demo.placeIds['Wholesale hall'];
    const productId = t.fx.demo.productIds[0];
    const created = await admin.post(api(w.ordersPath), { customer, place: shop, products: [{ product: productId, size: t.fx.demo.sizeIds[0], quantity: 1 }] }, key());
    const order = expectContract(created, w.orderOut, 201);
    for (const who of [admin, manager]) expectContract(await who.get(api(w.ordersPath)), w.orderPageOut);
    expectContract(await admin.get(api(`${w.ordersPath}${order.id}/`)), w.orderOut);
    const lines = expectContract(await admin.get(api(`${w.ordersPath}${order.id}/products/`)), z.array(w.orderLineOut));
    expectContract(await admin.get(api(`${w.ordersPath}${order.id}/products-with-sizes/`)), w.orderProductSizesOut);
    expectContract(await admin.patch(api(`${w.ordersPath}${order.id}/products/${lines[0].id}/`), { quantity: 2 }), w.orderLineOut);
    expectContract(await admin.post(api(`${w.ordersPath}${order.id}/start-processing/`), {}), w.orderOut);
    expectContract(await t.app.inject({ method: 'GET', url: api(`${w.orderDetailsTablePath}${order.details_token}/details-table/`) }), w.orderDetailsTableOut);
    const height = expectContract(await admin.post(api(w.wholesaleDictionaryPath('heights')), { name: 'Contract height' }), w.wholesaleDictionaryOut, 201);
    expectContract(await admin.get(api(w.wholesaleDictionaryPath('heights'))), w.wholesaleDictionaryPageOut);
    expectContract(await admin.put(api(`${w.wholesaleDictionaryPath('heights')}${height.id}/`), { name: 'Contract height 2' }), w.wholesaleDictionaryOut);
    const tissue = expectContract(await admin.post(api(w.tissuesPath), { hex: '#336699', color_name: 'Denim' }), w.tissueOut, 201);
    expectContract(await admin.get(api(w.tissuesPath)), w.tissuePageOut);
    expectContract(await admin.patch(api(`${w.tissuesPath}${tissue.id}/`), { hex: '#ff8000' }), w.tissueOut);
    const group = expectContract(await admin.post(api(w.priceGroupsPath), { name: 'Contract group' }), w.priceGroupOut, 201);
    for (const who of [admin, manager]) expectContract(await who.get(api(w.priceGroupsPath)), w.priceGroupPageOut);
    expectContract(await admin.patch(api(`${w.priceGroupsPath}${group.id}/`), { name: 'Contract group 2' }), w.priceGroupOut);
    const rule = expectContract(await admin.post(api(`${w.priceGroupsPath}${group.id}/rules/`), { product: productId, percent: '5' }), w.priceGroupRuleOut, 201);
    expectContract(await admin.get(api(`${w.priceGroupsPath}${group.id}/rules/`)), w.priceGroupRulePageOut);
    expectContract(await admin.patch(api(`${w.priceGroupsPath}${group.id}/rules/${rule.id}/`), { fixed_price: '1' }), w.priceGroupRuleOut);
    expectContract(await admin.patch(api(`${w.ordersPath}${order.id}/`), { price_group: group.id }), w.orderOut);
  });
});

describe('payroll and requisitions', () => {
  it('salaries, financial and goods requisitions answer their contracts', async () => {
    const { sql } = await import('drizzle-orm');
    const p = await import('../../src/domain/payroll/contract');
    const q = await import('../../src/domain/requisition/contract');
    const { seller } = t.fx.demo.staff;
    const shop = t.fx.demo.placeIds['Chorsu shop'];
    await t.db.execute(sql`update employees set salary = '10', salary_currency_id = ${t.fx.demo.currencyIds.USD} where id = ${seller}`);
    await t.db.execute(sql`insert into cash_desks (company_id, place_id, date, status, closed_by) values (${t.fx.demo.companyId}, ${shop}, '2024-06-03', 'closed', ${seller})`);
    const period = { date_after: '2024-06-01', date_before: '2024-06-07' };
    expectContract(await admin.post(api(p.salariesCalculatePath), period), p.salaryCalculationListOut);
    const paid = expectContract(await admin.post(api(p.salariesPath), { employee: seller, ...period }, key()), p.salaryOut, 201);
    expectContract(await admin.get(api(p.salariesPath)), p.salaryPageOut);
    expectContract(await admin.get(api(`${p.salariesPath}${paid.id}/`)), p.salaryOut);

    const fin = expectContract(await manager.post(api(q.financialRequisitionsPath), { currency: t.fx.demo.currencyIds.USD, amount: '1', comment: 'Contract' }), q.financialRequisitionOut, 201);
    for (const who of [admin, manager]) expectContract(await who.get(api(q.financialRequisitionsPath)), q.financialRequisitionPageOut);
    expectContract(await admin.get(api(`${q.financialRequisitionsPath}${fin.id}/`)), q.financialRequisitionOut);
    expectContract(await admin.post(api(`${q.financialRequisitionsPath}${fin.id}/approve/`), undefined, key()), q.financialRequisitionOut);

    const productId = t.fx.demo.productIds[0];
    const req = expectContract(
      await admin.post(api(q.proposalsPath), { place: shop, products: [{ product: productId, size: t.fx.demo.sizeIds[0], quantity: 1 }] }),
      q.requisitionOut,
      201,
    );
    expectContract(await admin.get(api(q.proposalsPath)), q.requisitionPageOut);
    expectContract(await admin.get(api(`${q.proposalsPath}${req.id}/`)), q.requisitionOut);
    const lines = expectContract(await admin.get(api(`${q.proposalsPath}${req.id}/products/`)), z.array(q.requisitionLineOut));
    expectContract(await admin.post(api(`${q.proposalsPath}${req.id}/products/`), { products: [{ product: productId, size: t.fx.demo.sizeIds[0], quantity: 1 }] }), z.array(q.requisitionLineOut), 201);
    expectContract(await admin.post(api(`${q.proposalsPath}${req.id}/products/${lines[0].id}/increase/`)), q.requisitionLineOut);
    expectContract(await admin.post(api(`${q.proposalsPath}${req.id}/status/`), { status: 'rejected' }, key()), q.requisitionOut);
  });
});
