/**
 * Issue 13: cash desks (expected from the ledger, close with counted amounts, cancel/reopen, confirm and
 * approve/reject: the counted cash moves to the company once; the day's sales can no longer be
 * cancelled) and the money report (per currency: prev + incomes - expenses = actual, checked against
 * the journal). Per endpoint: success against its contract, each refusal, roles, another company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cashDeskDayOut, cashDeskOut, cashDeskPageOut, cashDeskSaleOut, cashDeskSalePageOut } from '../../src/domain/cashdesk/contract';
import { moneyMovementPageOut, moneyReportOut } from '../../src/domain/report/contract';
import { saleOut } from '../../src/domain/sale/contract';
import { money } from '../../src/domain/money';
import { expectContract } from './contract';
import { as, type Client, expectError, freshApp, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let otherAdmin: Client;
let shop: number;
let wholesale: number;
let USD: number;
let product: number;
let size: number;
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
let n = 0;
const key = () => ({ headers: { 'idempotency-key': `cd-${++n}-${Date.now()}` } });
const SELLS = '/api/realization/v1/sells/';
const DESKS = '/api/realization/v1/cash_desks/';
const REPORT = '/api/report/v1/money/';
const INFO = '/api/realization/v1/cash_desk_info/';

async function balanceOf(kind: 'place' | 'company', currency = 'USD') {
  if (kind === 'place') {
    const res = await admin.get(`/api/wallet/v1/place/${shop}/balance/`);
    return res.json().find((b: { currency: { name: string } }) => b.currency.name === currency)?.amount ?? '0.00';
  }
  const res = await admin.get('/api/wallet/v1/balance/');
  const list = Array.isArray(res.json()) ? res.json() : res.json().results;
  return list.find((b: { currency: { name: string } }) => b.currency.name === currency)?.amount ?? '0.00';
}

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  [admin, manager, seller, otherAdmin] = await Promise.all(['admin', 'manager', 'seller', 'other_admin'].map((u) => as(t.app, u)));
  shop = t.fx.demo.placeIds['Chorsu shop'];
  wholesale = t.fx.demo.placeIds['Wholesale hall'];
  USD = t.fx.demo.currencyIds.USD;
  size = t.fx.demo.sizeIds[0];
  const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
  const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
  product = (await admin.post('/api/product/v1/products/', { name: 'Desk coat', model: 'CD', type: types[0].id, cost: '1', prices: [{ place_type: shopType, price: '10.00' }] })).json().id;
  await admin.post('/api/product/v1/placements/adjust/', { product, size, place: shop, delta: 20 }, key());
  // a float for change, then two sales: 10 paid 15 (change 5), 20 paid exactly
  await admin.post(`/api/wallet/v1/place/${shop}/balance/`, { id: shop, amount: '100', currency: USD, comment: 'float' }, key());
  for (const [quantity, paid] of [
    [1, '15'],
    [2, '20'],
  ] as const) {
    const res = await seller.post(SELLS, { place: shop, sell_products: [{ product, size, quantity, place: shop }], payments: [{ currency: USD, amount: paid }], change_currency: USD }, key());
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t?.close());

// the first confirmed desk of the day and one of its sales (the tests run in order)
let saleId: number;
let deskId: number;

describe('cash desks', () => {
  it('the close screen: what the drawer should hold from the day, the day\'s sales; refusals', async () => {
    const day = expectContract(await seller.get(`${DESKS}expected/?place=${shop}&date=${today}`), cashDeskDayOut);
    // 15 + 20 in, 5 change out (the float is not takings)
    expect(day.currencies.find((c) => c.currency.id === USD)?.expected).toBe('30.00');
    expect(day.desk).toBeNull();
    const sales = (await seller.get(`${SELLS}?place=${shop}&date_after=${today}&date_before=${today}`)).json();
    expect(sales.count).toBe(2);
    saleId = sales.results[0].id;
    expectError(await seller.get(`${DESKS}expected/?place=${shop}&date=${tomorrow}`), 400, 'future_date', 'date');
    expectError(await seller.get(`${DESKS}expected/?place=${wholesale}&date=${today}`), 403, 'place_not_allowed');
    expectError(await otherAdmin.get(`${DESKS}expected/?place=${shop}&date=${today}`), 404, 'not_found', 'place');
  });

  it('close with a shortage in USD; a second close is refused; cancel reopens the day; close again', async () => {
    const body = { place: shop, date: today, counted: [{ currency: USD, amount: '28,50' }], comment: 'short 1.50' };
    expectError(await seller.post(`${DESKS}close/`, { ...body, date: tomorrow }, key()), 400, 'future_date', 'date');
    expectError(await seller.post(`${DESKS}close/`, { ...body, counted: [{ currency: USD, amount: '-1' }] }, key()), 400, 'negative_amount', 'counted.0.amount');
    expectError(await seller.post(`${DESKS}close/`, { ...body, counted: [{ currency: 2147483648, amount: '1' }] }, key()), 400, 'invalid', 'counted.0.currency');
    const desk = expectContract(await seller.post(`${DESKS}close/`, body, key()), cashDeskOut, 201);
    expect(desk.status).toBe('closed');
    expect(desk.currencies.find((c) => c.currency.id === USD)).toMatchObject({ expected: '30.00', counted: '28.50', difference: '-1.50' });
    expectError(await manager.post(`${DESKS}close/`, body, key()), 409, 'cash_desk_already_closed');
    // the admin checks the closing's sales one by one (SPEC.md 7 cash_desk_info: a sale's status inside a desk)
    const inDesk = expectContract(await admin.get(`${INFO}?cash_desks=${desk.id}`), cashDeskSalePageOut);
    expect(inDesk.results.map((s) => [s.cash_desk, s.status])).toEqual([
      [desk.id, 'active'],
      [desk.id, 'active'],
    ]);
    const checked = expectContract(await admin.patch(`${INFO}${inDesk.results[0].id}/`, { status: 'success' }, key()), cashDeskSaleOut);
    expect(checked).toMatchObject({ id: inDesk.results[0].id, status: 'success', cash_desk: desk.id });
    expect(expectContract(await admin.get(`${INFO}?cash_desks=${desk.id}&status=active`), cashDeskSalePageOut).count).toBe(1);
    // cancelling the closing undoes the check: the day's sales are all active again
    expect((await seller.post('/api/realization/v1/cancel_closed_cash_desk/', { place: shop, date: today }, key())).statusCode).toBe(204);
    expect(expectContract(await seller.get(`${SELLS}${checked.id}/`), saleOut).status).toBe('active');
    expect(expectContract(await seller.get(`${DESKS}expected/?place=${shop}&date=${today}`), cashDeskDayOut).desk).toBeNull();
    deskId = expectContract(await seller.post(`${DESKS}close/`, body, key()), cashDeskOut, 201).id;
  });

  it('only the admin confirms; confirming moves the counted cash to the company once; the day\'s sales cannot be cancelled', async () => {
    expectError(await seller.post(`${DESKS}${deskId}/confirm/`, {}, key()), 403, 'permission_denied');
    expectError(await manager.post('/api/realization/v1/cash_desk_info/', { ids: [deskId], action: 'approve' }, key()), 403, 'permission_denied');
    expectError(await otherAdmin.post(`${DESKS}${deskId}/confirm/`, {}, key()), 404, 'not_found');
    const placeBefore = await balanceOf('place');
    const companyBefore = await balanceOf('company');
    const [a, b] = await Promise.all([
      admin.post('/api/realization/v1/cash_desk_info/', { ids: [deskId], action: 'approve' }, key()),
      admin.post(`${DESKS}${deskId}/confirm/`, {}, key()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const desk = expectContract(await admin.get(`${DESKS}${deskId}/`), cashDeskOut);
    expect(desk).toMatchObject({ status: 'confirmed', confirmed_by: { name: 'Aziza Karimova' } });
    expect(money(await balanceOf('place')).eq(money(placeBefore).minus('28.50'))).toBe(true);
    expect(money(await balanceOf('company')).eq(money(companyBefore).plus('28.50'))).toBe(true);
    expectError(await admin.post(`${SELLS}${saleId}/reject/`, {}, key()), 409, 'sale_already_confirmed');
    // SPEC.md 4: the sales a confirmed desk counted are success, and final
    const counted = expectContract(await admin.get(`${INFO}?cash_desks=${deskId}`), cashDeskSalePageOut);
    expect(counted.results.map((s) => s.status)).toEqual(['success', 'success']);
    expect(expectContract(await seller.get(`${SELLS}${saleId}/`), saleOut).status).toBe('success');
    expectError(await admin.patch(`${INFO}${saleId}/`, { status: 'active' }, key()), 409, 'sale_already_confirmed');
    expectError(await admin.patch(`${INFO}${saleId}/`, { status: 'canceled' }, key()), 409, 'sale_already_confirmed');
    expect(expectContract(await admin.patch(`${INFO}${saleId}/`, { status: 'success' }, key()), cashDeskSaleOut).status).toBe('success');
    expectError(await seller.post('/api/realization/v1/cancel_closed_cash_desk/', { place: shop, date: today }, key()), 409, 'cash_desk_already_confirmed');
    // the history: admin sees every desk; the seller their places'
    expect(expectContract(await admin.get(`${DESKS}?status=confirmed&date_after=${today}`), cashDeskPageOut).results.map((d) => d.id)).toContain(deskId);
    expect(expectContract(await seller.get(`${DESKS}?place=${shop}`), cashDeskPageOut).count).toBe(1);
    expect((await otherAdmin.get(DESKS)).json().count).toBe(0);
  });

  it("only today's closing is cancelled (SPEC.md 4 'reopened for today'); an older one is the admin's to reject", async () => {
    const mall = t.fx.demo.placeIds['Mall shop'];
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const old = expectContract(await manager.post(`${DESKS}close/`, { place: mall, date: yesterday, counted: [{ currency: USD, amount: '0' }] }, key()), cashDeskOut, 201);
    expectError(await manager.post('/api/realization/v1/cancel_closed_cash_desk/', { place: mall, date: yesterday }, key()), 400, 'cash_desk_reopen_today_only', 'date');
    expect(expectContract(await admin.post('/api/realization/v1/cash_desk_info/', { ids: [old.id], action: 'reject' }, key()), z.array(cashDeskOut))[0].status).toBe('rejected');
  });

  it('reject several at once: the day can be closed again', async () => {
    const mall = t.fx.demo.placeIds['Mall shop'];
    const desk = expectContract(await manager.post(`${DESKS}close/`, { place: mall, date: today, counted: [{ currency: USD, amount: '0' }] }, key()), cashDeskOut, 201);
    const decided = expectContract(await admin.post('/api/realization/v1/cash_desk_info/', { ids: [desk.id], action: 'reject' }, key()), z.array(cashDeskOut));
    expect(decided[0].status).toBe('rejected');
    expectError(await admin.post('/api/realization/v1/cash_desk_info/', { ids: [desk.id], action: 'approve' }, key()), 409, 'cash_desk_rejected');
    expectError(await admin.post('/api/realization/v1/cash_desk_info/', { ids: [], action: 'approve' }, key()), 400, 'required', 'ids');
    expect((await manager.post(`${DESKS}close/`, { place: mall, date: today, counted: [{ currency: USD, amount: '0' }] }, key())).statusCode).toBe(201);
  });
});

describe('money report', () => {
  it('per currency for a place: prev + incomes - expenses = actual, by kind; consistent', async () => {
    const report = expectContract(await seller.get(`${REPORT}?date_after=${today}&date_before=${today}&place=${shop}`), moneyReportOut);
    expect(report.consistent).toBe(true);
    const usd = report.results.find((r) => r.currency.id === USD)!;
    expect(usd.incomes.sales).toBe('35.00');
    expect(usd.expenses.changes).toBe('5.00');
    // the headline: what the two sales (10 and 20) earned, not the 35 tendered for them
    expect(usd.sales_net).toBe('30.00');
    expect(usd.expenses.confirmed_cash_desks).toBe('28.50');
    expect(usd.prev_amount).toBe('0.00');
    for (const r of report.results) expect(money(r.prev_amount).plus(r.total_incomes).minus(r.total_expenses).eq(r.actual_amount)).toBe(true);
    expect(usd.actual_amount).toBe(await balanceOf('place'));
  });

  it('the company\'s money (admin): a confirmed desk is an expense of the place and an income of the company', async () => {
    const report = expectContract(await admin.get(`${REPORT}?date_after=${today}&date_before=${today}`), moneyReportOut);
    expect(report.consistent).toBe(true);
    const usd = report.results.find((r) => r.currency.id === USD)!;
    expect(usd.incomes.confirmed_cash_desks).toBe('28.50');
    expect(usd.expenses.confirmed_cash_desks).toBe('28.50');
    // a later period starts from this one's end
    const later = expectContract(await admin.get(`${REPORT}?date_after=${tomorrow}&date_before=${tomorrow}`), moneyReportOut);
    expect(later.results.find((r) => r.currency.id === USD)!.prev_amount).toBe(usd.actual_amount);
  });

  it('a row expands to its journal lines, each with what it belongs to', async () => {
    const q = `date_after=${today}&date_before=${today}&place=${shop}&currency=${USD}`;
    const sales = expectContract(await seller.get(`${REPORT}movements/?${q}&side=income&key=sales`), moneyMovementPageOut);
    expect(sales.count).toBe(2);
    expect(sales.results.every((m) => m.ref?.type === 'sale' && money(m.amount).gt(0))).toBe(true);
    const changes = expectContract(await seller.get(`${REPORT}movements/?${q}&side=expense&key=changes`), moneyMovementPageOut);
    expect(changes.results.map((m) => m.amount)).toEqual(['-5.00']);
    // the float for change came as a place replenishment: under its own key, not 'other'
    const other = expectContract(await seller.get(`${REPORT}movements/?${q}&side=income&key=other`), moneyMovementPageOut);
    const sum = other.results.reduce((s, m) => s.plus(m.amount), money(0));
    const report = expectContract(await seller.get(`${REPORT}?date_after=${today}&date_before=${today}&place=${shop}`), moneyReportOut);
    expect(sum.toFixed(2)).toBe(report.results.find((r) => r.currency.id === USD)!.incomes.other);
    // without side and key: every movement of the currency (the Excel export), adding up to the row
    const all = expectContract(await seller.get(`${REPORT}movements/?${q}&limit=1000`), moneyMovementPageOut);
    const usdRow = report.results.find((r) => r.currency.id === USD)!;
    expect(all.results.reduce((s, m) => s.plus(m.amount), money(0)).toFixed(2)).toBe(money(usdRow.total_incomes).minus(usdRow.total_expenses).toFixed(2));
    expect(usdRow.days.map((d) => d.date)).toEqual([today]);
    expectError(await seller.get(`${REPORT}movements/?${q}&limit=1001`), 400, 'invalid', 'limit');
    expectError(await seller.get(`${REPORT}movements/?${q}&key=sales`), 400, 'invalid', 'key');
    expectError(await seller.get(`${REPORT}movements/?${q}&side=income&key=changes`), 400, 'invalid', 'key');
    expectError(await seller.get(`${REPORT}movements/?${q}&side=sideways&key=sales`), 400, 'invalid', 'side');
    expectError(await seller.get(`${REPORT}movements/?date_after=${today}&date_before=${today}&place=${wholesale}&currency=${USD}&side=income&key=sales`), 403, 'place_not_allowed');
    expectError(await otherAdmin.get(`${REPORT}movements/?${q}&side=income&key=sales`), 404, 'not_found');
  });

  it('goods received at cost are shown in the base currency row, beside the figures (no money moved)', async () => {
    const reception = (await admin.post('/api/reception/v1/receptions/', { place: shop, number: 'RPT-1', date: today }, key())).json();
    const lines = await admin.post(`/api/reception/v1/receptions/${reception.id}/products/`, { product, size, quantity: 4, cost: '2.50' }, key());
    expect(lines.statusCode, lines.body).toBe(201);
    const q = `date_after=${today}&date_before=${today}&place=${shop}`;
    const before = expectContract(await admin.get(`${REPORT}?${q}`), moneyReportOut);
    expect((await admin.post(`/api/reception/v1/receptions/${reception.id}/accept/`, {}, key())).statusCode).toBe(200);
    const after = expectContract(await admin.get(`${REPORT}?${q}`), moneyReportOut);
    const usd = (r: typeof after) => r.results.find((x) => x.currency.id === USD)!;
    expect(money(usd(after).received_goods_cost).minus(usd(before).received_goods_cost).toFixed(2)).toBe('10.00');
    expect(usd(after).actual_amount).toBe(usd(before).actual_amount);
    expect(after.results.filter((x) => x.currency.id !== USD).every((x) => x.received_goods_cost === '0.00')).toBe(true);
    // another place's report does not count it
    expect(usd(expectContract(await admin.get(`${REPORT}?date_after=${today}&date_before=${today}&place=${wholesale}`), moneyReportOut)).received_goods_cost).toBe('0.00');
  });

  it('refusals: dates out of order, another place, another company', async () => {
    expectError(await admin.get(`${REPORT}?date_after=${tomorrow}&date_before=${today}`), 400, 'dates_order', 'date_before');
    expectError(await admin.get(`${REPORT}?date_after=2026-02-30&date_before=${today}`), 400, 'invalid', 'date_after');
    expectError(await seller.get(`${REPORT}?date_after=${today}&date_before=${today}&place=${wholesale}`), 403, 'place_not_allowed');
    expectError(await otherAdmin.get(`${REPORT}?date_after=${today}&date_before=${today}&place=${shop}`), 404, 'not_found');
  });
});

describe('after a confirmed desk', () => {
  it("a sale made after the desk was closed is not in its figures: it can still be cancelled; the desk's own sales cannot", async () => {
    const late = await seller.post(SELLS, { place: shop, sell_products: [{ product, size, quantity: 1, place: shop }], payments: [{ currency: USD, amount: '10' }] }, key());
    expect(late.statusCode, late.body).toBe(201);
    const placeBefore = await balanceOf('place');
    const cancelled = expectContract(await admin.post(`${SELLS}${late.json().id}/reject/`, {}, key()), saleOut);
    expect(cancelled.status).toBe('canceled');
    expect(money(await balanceOf('place')).eq(money(placeBefore).minus('10'))).toBe(true);
    const first = (await seller.get(`${SELLS}?place=${shop}&date_after=${today}&date_before=${today}&limit=100`)).json().results.at(-1);
    expectError(await admin.post(`${SELLS}${first.id}/reject/`, {}, key()), 409, 'sale_already_confirmed');
  });

  it('takings after a confirmed closing are a later closing of the same day: counted once, confirmed, then final', async () => {
    const close = (counted: string) => ({ place: shop, date: today, counted: [{ currency: USD, amount: counted }] });
    const dayNow = async () => expectContract(await seller.get(`${DESKS}expected/?place=${shop}&date=${today}`), cashDeskDayOut);
    // the late sale above was cancelled: nothing came in since the confirmed closing, which is shown
    let day = await dayNow();
    expect(day.desk?.status).toBe('confirmed');
    expect(day.confirmed_closings).toBe(1);
    expect(day.currencies.find((c) => c.currency.id === USD)?.expected).toBe('0.00');
    expectError(await seller.post(`${DESKS}close/`, close('0'), key()), 409, 'cash_desk_already_closed');
    // 2 x 10 paid 25, 5 change: 20 more in the drawer
    const late = await seller.post(SELLS, { place: shop, sell_products: [{ product, size, quantity: 2, place: shop }], payments: [{ currency: USD, amount: '25' }], change_currency: USD }, key());
    expect(late.statusCode, late.body).toBe(201);
    day = await dayNow();
    expect(day.desk).toBeNull();
    expect(day.confirmed_closings).toBe(1);
    expect(day.currencies.find((c) => c.currency.id === USD)?.expected).toBe('20.00');
    // two managers close at once: one closing, the other refused
    const [a, b] = await Promise.all([seller.post(`${DESKS}close/`, close('20'), key()), manager.post(`${DESKS}close/`, close('20'), key())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const second = expectContract(a.statusCode === 201 ? a : b, cashDeskOut, 201);
    expect(second.currencies.find((c) => c.currency.id === USD)).toMatchObject({ expected: '20.00', counted: '20.00', difference: '0.00' });
    expect((await dayNow()).desk?.id).toBe(second.id);
    // confirmed: the 20 go to the company, and the late sale is final
    const placeBefore = await balanceOf('place');
    expect(expectContract(await admin.post(`${DESKS}${second.id}/confirm/`, {}, key()), cashDeskOut).status).toBe('confirmed');
    expect(money(await balanceOf('place')).eq(money(placeBefore).minus('20'))).toBe(true);
    expectError(await admin.post(`${SELLS}${late.json().id}/reject/`, {}, key()), 409, 'sale_already_confirmed');
    day = await dayNow();
    expect(day).toMatchObject({ desk: { id: second.id, status: 'confirmed' }, confirmed_closings: 2 });
    expect(day.currencies.find((c) => c.currency.id === USD)?.expected).toBe('0.00');
    expectError(await seller.post('/api/realization/v1/cancel_closed_cash_desk/', { place: shop, date: today }, key()), 409, 'cash_desk_already_confirmed');
    expect(expectContract(await seller.get(`${DESKS}?place=${shop}&date_after=${today}`), cashDeskPageOut).count).toBe(2);
  });
});

describe('a desk\'s sales and its file', () => {
  it('cash_desk_info: refusals (role, bad query and body, another company, a sale in no closing)', async () => {
    expectError(await seller.get(`${INFO}?cash_desks=${deskId}`), 403, 'permission_denied');
    expectError(await manager.patch(`${INFO}${saleId}/`, { status: 'success' }, key()), 403, 'permission_denied');
    expectError(await admin.get(INFO), 400, 'required', 'cash_desks');
    expectError(await admin.get(`${INFO}?cash_desks=a,b`), 400, 'invalid', 'cash_desks');
    expectError(await admin.get(`${INFO}?cash_desks=${deskId}&status=lost`), 400, 'invalid', 'status');
    expectError(await admin.patch(`${INFO}${saleId}/`, { status: 'lost' }, key()), 400, 'invalid', 'status');
    expectError(await admin.patch(`${INFO}2147483648/`, { status: 'success' }, key()), 400, 'invalid', 'id');
    expect(expectContract(await otherAdmin.get(`${INFO}?cash_desks=${deskId}`), cashDeskSalePageOut).count).toBe(0);
    expectError(await otherAdmin.patch(`${INFO}${saleId}/`, { status: 'success' }, key()), 404, 'not_found');
    const loose = await seller.post(SELLS, { place: shop, sell_products: [{ product, size, quantity: 1, place: shop }], payments: [{ currency: USD, amount: '10' }], change_currency: USD }, key());
    expect(loose.statusCode, loose.body).toBe(201);
    expectError(await admin.patch(`${INFO}${loose.json().id}/`, { status: 'success' }, key()), 409, 'sale_not_in_cash_desk');
    // cancelling through the desk's call is the sale cancel itself
    expectError(await admin.patch(`${INFO}${loose.json().id}/`, { status: 'canceled' }, key()), 409, 'sale_not_in_cash_desk');
    expect((await admin.get(`${SELLS}${loose.json().id}/`)).json().status).toBe('active');
    expect(expectContract(await admin.post(`${SELLS}${loose.json().id}/reject/`, {}, key()), saleOut).status).toBe('canceled');
  });

  it('GET cash_desks/{id}/excel/: the server answers the desk as an .xlsx file, in the asked language', async () => {
    const res = await seller.get(`${DESKS}${deskId}/excel/?lang=ru`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cash-desk-\d+-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells = sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(sheet.name).toBe('Касса');
    expect(cells).toEqual(expect.arrayContaining(['Валюта', 'Ожидалось', 'USD', 30, 28.5, -1.5, 'Chorsu shop', 'подтверждена', 'проведена']));
    const en = await admin.get(`${DESKS}${deskId}/excel/`);
    expect(en.statusCode).toBe(200);
    expectError(await admin.get(`${DESKS}${deskId}/excel/?lang=fr`), 400, 'invalid', 'lang');
    expectError(await otherAdmin.get(`${DESKS}${deskId}/excel/`), 404, 'not_found');
    const noToken = await t.app.inject({ method: 'GET', url: `${DESKS}${deskId}/excel/` });
    expect(noToken.statusCode).toBe(401);
  });
});
