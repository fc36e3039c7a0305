/**
 * One user action, one operation (ARCHITECTURE.md section 4; money applied twice on a double
 * click). Every POST that moves money or stock honours the Idempotency-Key header: a retry or a racing
 * duplicate answers the first answer and moves nothing more. Runs on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL), where the duplicates really run at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, expectError, freshApp, type Client, type TestApp } from './helpers';

let t: TestApp;
let admin: Client;
let C: Record<string, number>;
let P: Record<string, number>;

beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
  admin = await as(t.app, 'admin');
  C = t.fx.demo.currencyIds;
  P = t.fx.demo.placeIds;
});
afterAll(() => t?.close());

const key = () => randomUUID();
const withKey = (k: string) => ({ headers: { 'idempotency-key': k } });

async function companyUsd(): Promise<string> {
  const res = await admin.get('/api/wallet/v1/balance/');
  return res.json().find((b: { currency: { id: number } }) => b.currency.id === C.USD).amount;
}

async function stockAt(product: number, size: number, place: number): Promise<number> {
  const res = await admin.get(`/api/product/v1/placements/?product=${product}&size=${size}&place=${place}`);
  return res.json().results[0]?.quantity ?? 0;
}

describe('company balance replenishment', () => {
  it('the same key twice: one replenishment, the same answer, the replay marked', async () => {
    const before = await companyUsd();
    const k = key();
    const body = { amount: '10.00', currency: C.USD, comment: 'idem' };
    const first = await admin.post('/api/wallet/v1/balance/', body, withKey(k));
    const second = await admin.post('/api/wallet/v1/balance/', body, withKey(k));
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(Number(await companyUsd()) - Number(before)).toBeCloseTo(10, 2);
  });

  it("another employee's same key and body: 409, nothing replayed, nothing moved", async () => {
    const manager = await as(t.app, 'manager');
    const k = key();
    const body = { amount: '3.00', currency: C.USD, comment: 'mine' };
    const first = await admin.post('/api/wallet/v1/balance/', body, withKey(k));
    expect(first.statusCode, first.body).toBe(200);
    const before = await companyUsd();
    const other = await manager.post('/api/wallet/v1/balance/', body, withKey(k));
    expectError(other, 409, 'idempotency_key_reused');
    expect(other.headers['idempotency-replayed']).toBeUndefined();
    expect(await companyUsd()).toBe(before);
  });

  it('six racing requests with one key: exactly one replenishment, every answer equal', async () => {
    const before = await companyUsd();
    const k = key();
    const body = { amount: '7.50', currency: C.USD, comment: 'race' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/wallet/v1/balance/', body, withKey(k))));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    for (const a of answers) expect(a.json()).toEqual(answers[0]!.json());
    expect(Number(await companyUsd()) - Number(before)).toBeCloseTo(7.5, 2);
  });

  it('without a key two requests are two operations', async () => {
    const before = await companyUsd();
    const body = { amount: '1.00', currency: C.USD, comment: 'twice' };
    await admin.post('/api/wallet/v1/balance/', body);
    await admin.post('/api/wallet/v1/balance/', body);
    expect(Number(await companyUsd()) - Number(before)).toBeCloseTo(2, 2);
  });

  it('the same key with another body or on another route is 409 idempotency_key_reused', async () => {
    const k = key();
    await admin.post('/api/wallet/v1/balance/', { amount: '1.00', currency: C.USD, comment: 'a' }, withKey(k));
    expectError(await admin.post('/api/wallet/v1/balance/', { amount: '2.00', currency: C.USD, comment: 'a' }, withKey(k)), 409, 'idempotency_key_reused');
    expectError(await admin.post('/api/wallet/v1/withdraw/', { amount: '1.00', currency: C.USD, comment: 'a' }, withKey(k)), 409, 'idempotency_key_reused');
  });

  it('a malformed key is 400', async () => {
    expectError(await admin.post('/api/wallet/v1/balance/', { amount: '1.00', currency: C.USD, comment: 'a' }, withKey('short')), 400, 'idempotency_key_invalid');
  });

  it('a refused operation keeps no key: the same key may be used again once the cause is fixed', async () => {
    const k = key();
    const huge = { amount: '99999999999.00', currency: C.USD, comment: 'too much' };
    expectError(await admin.post('/api/wallet/v1/withdraw/', huge, withKey(k)), 409, 'balance_not_enough_to_withdraw');
    const ok = await admin.post('/api/wallet/v1/withdraw/', huge, withKey(k));
    expect(ok.statusCode).toBe(409);
  });

  it('keys are per company: another company may use the same key', async () => {
    const k = key();
    const other = await as(t.app, 'other_admin');
    const res1 = await admin.post('/api/wallet/v1/balance/', { amount: '1.00', currency: C.USD, comment: 'mine' }, withKey(k));
    const otherUsd = (await other.get('/api/wallet/v1/balance/')).json()[0].currency.id;
    const res2 = await other.post('/api/wallet/v1/balance/', { amount: '1.00', currency: otherUsd, comment: 'theirs' }, withKey(k));
    expect(res1.statusCode).toBe(200);
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.headers['idempotency-replayed']).toBeUndefined();
  });
});

describe('transfers and exchanges', () => {
  it('a transfer to a place sent three times at once moves once', async () => {
    const k = key();
    const place = P['Chorsu shop']!;
    const before = (await admin.get(`/api/wallet/v1/place/${place}/balance/`)).json();
    const usdBefore = Number(before.find((b: { currency: { id: number } }) => b.currency.id === C.USD)?.amount ?? 0);
    const body = { id: place, amount: '3.00', currency: C.USD, comment: 'to shop' };
    const answers = await Promise.all([1, 2, 3].map(() => admin.post(`/api/wallet/v1/place/${place}/balance/`, body, withKey(k))));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const after = (await admin.get(`/api/wallet/v1/place/${place}/balance/`)).json();
    const usdAfter = Number(after.find((b: { currency: { id: number } }) => b.currency.id === C.USD).amount);
    expect(usdAfter - usdBefore).toBeCloseTo(3, 2);
  });

  it('an exchange retried with its key answers 201 twice and exchanges once', async () => {
    const k = key();
    const body = { from_currency: C.USD, to_currency: C.UZS, from_amount: '1.00', rate: '12650' };
    const first = await admin.post('/api/company/v1/currency_exchanges/', body, withKey(k));
    const second = await admin.post('/api/company/v1/currency_exchanges/', body, withKey(k));
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
  });
});

describe('stock adjustment', () => {
  it('the same adjustment sent four times at once changes stock once', async () => {
    const product = t.fx.demo.productIds[0]!;
    const first = (await admin.get(`/api/product/v1/placements/?product=${product}&limit=1`)).json().results[0];
    const size: number = first.size.id;
    const place: number = first.place.id;
    const before = await stockAt(product, size, place);
    const k = key();
    const body = { product, size, place, delta: 2 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => admin.post('/api/product/v1/placements/adjust/', body, withKey(k))));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await stockAt(product, size, place)).toBe(before + 2);
  });
});
