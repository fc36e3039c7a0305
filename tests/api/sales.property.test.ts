/**
 * Property (issues 10 and 11): a random sequence of customer replenishments and withdrawals, sales
 * (cash, from a customer's balance, change to the balance) and cancellations, sent through the HTTP API
 * (seeded PRNG), leaves every money balance and every stock quantity equal to its journal and never
 * negative, a customer's withdrawal never exceeds the balance, and every answer agrees with an exact
 * model of the customer balances and the stock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money, type Money } from '../../src/domain/money';
import { as, type Client, freshApp, prng, rows, type TestApp } from './helpers';

const SEED = Number(process.env.SALES_PROPERTY_SEED ?? 20261124);
const OPERATIONS = 120;


let t: TestApp;
let admin: Client;
let keyNo = 0;
const key = () => ({ headers: { 'idempotency-key': `prop-${++keyNo}-${SEED}` } });

beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

describe('sales and customers property', () => {
  it(`${OPERATIONS} random operations (seed ${SEED}) keep balances and stock = journals, never negative, and match the model`, async () => {
    const random = prng(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const companyId = t.fx.demo.companyId;
    const C = t.fx.demo.currencyIds;
    const shop = t.fx.demo.placeIds['Chorsu shop'];
    const size = t.fx.demo.sizeIds[0];

    // a product at 20.00 USD (no discount of its own) with 60 units at the shop, and three approved customers
    const types = (await admin.get('/api/product/v1/product_types/?limit=100')).json().results;
    const shopType = (await admin.get('/api/company/v1/place_types/?limit=100')).json().results.find((p: { name: string }) => p.name === 'Shop').id;
    const product = (await admin.post('/api/product/v1/products/', { name: 'Prop tee', model: 'P', type: types[0].id, cost: '5', prices: [{ place_type: shopType, price: '20.00' }] })).json().id;
    await admin.post('/api/product/v1/placements/adjust/', { product, size, place: shop, delta: 60 }, key());
    await admin.post(`/api/wallet/v1/place/${shop}/balance/`, { id: shop, amount: '1000', currency: C.USD, comment: 'float' }, key());
    const customers: { id: number; discount: Money }[] = [];
    for (const [i, discount] of ['0', '10', '25'].entries()) {
      const c = (await admin.post('/api/customers/v1/customers/', { name: `Prop ${i}`, phone: `+99899000000${i}`, percentage_discount: discount })).json();
      await admin.post(`/api/customers/v1/customers/${c.id}/approve/`, {});
      customers.push({ id: c.id, discount: money(discount) });
    }

    const balance = new Map<number, Money>(customers.map((c) => [c.id, money(0)]));
    let stock = 60;
    const sales: { id: number; quantity: number; customer: number | null; fromBalance: Money; changeToBalance: Money }[] = [];
    const unit = (c: { discount: Money } | null) => money('20.00').times(money(100).minus(c?.discount ?? 0)).div(100).toDecimalPlaces(2);

    for (let i = 0; i < OPERATIONS; i++) {
      const roll = random();
      const c = pick(customers);
      if (roll < 0.25) {
        const amount = money(Math.floor(random() * 5000) / 100 + 1);
        const res = await admin.post(`/api/customers/v1/customers/${c.id}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: amount.toFixed(2), currency: C.USD }, key());
        expect(res.statusCode, res.body).toBe(200);
        balance.set(c.id, balance.get(c.id)!.plus(amount));
      } else if (roll < 0.4) {
        const amount = money(Math.floor(random() * 6000) / 100 + 0.01);
        const res = await admin.post(`/api/customers/v1/customers/${c.id}/balance_replenish_withdraw/`, { operation: 'withdraw', amount: amount.toFixed(2), currency: C.USD }, key());
        if (amount.gt(balance.get(c.id)!)) {
          expect(res.statusCode, res.body).toBe(409);
        } else {
          expect(res.statusCode, res.body).toBe(200);
          balance.set(c.id, balance.get(c.id)!.minus(amount));
        }
      } else if (roll < 0.85) {
        const quantity = 1 + Math.floor(random() * 3);
        const withCustomer = random() < 0.7 ? c : null;
        const total = unit(withCustomer).times(quantity);
        const held = withCustomer ? balance.get(withCustomer.id)! : money(0);
        // pay part from the balance (up to what it holds), the rest in cash with a little over; sometimes change to the balance
        const fromBalance = withCustomer ? money(Math.min(Number(held), Number(total), Math.floor(random() * 8000) / 100)) : money(0);
        const cash = total.minus(fromBalance).plus(random() < 0.5 ? money(Math.floor(random() * 1000) / 100) : 0);
        const toBalance = !!withCustomer && random() < 0.5;
        const body = {
          place: shop,
          sell_products: [{ product, size, quantity, place: shop }],
          payments: cash.gt(0) ? [{ currency: C.USD, amount: cash.toFixed(2) }] : [],
          change_currency: C.USD,
          method: fromBalance.gt(0) ? 'balance' : 'cash',
          ...(withCustomer
            ? { customer: { customer: withCustomer.id, ...(fromBalance.gt(0) ? { pay_from_balance: fromBalance.toFixed(2), balance_currency: C.USD } : {}), add_change_to_balance: toBalance } }
            : {}),
        };
        const res = await admin.post('/api/realization/v1/sells/', body, key());
        if (quantity > stock) {
          expect(res.statusCode, res.body).toBe(409);
          continue;
        }
        if (!cash.gt(0) && !fromBalance.gt(0)) {
          expect(res.statusCode, res.body).toBe(400);
          continue;
        }
        expect(res.statusCode, res.body).toBe(201);
        const sale = res.json();
        expect(sale.total_sum).toBe(total.toFixed(2));
        const change = cash.plus(fromBalance).minus(total);
        expect(sale.change.amount).toBe(change.toFixed(2));
        stock -= quantity;
        if (withCustomer) {
          const after = balance.get(withCustomer.id)!.minus(fromBalance).plus(toBalance ? change : 0);
          balance.set(withCustomer.id, after);
        }
        sales.push({ id: sale.id, quantity, customer: withCustomer?.id ?? null, fromBalance, changeToBalance: toBalance ? change : money(0) });
      } else if (sales.length) {
        const s = sales.splice(Math.floor(random() * sales.length), 1)[0];
        const res = await admin.post(`/api/realization/v1/sells/${s.id}/reject/`, {}, key());
        const wouldGoNegative = s.customer != null && balance.get(s.customer)!.plus(s.fromBalance).minus(s.changeToBalance).lt(0);
        if (wouldGoNegative) {
          expect(res.statusCode, res.body).toBe(409);
          sales.push(s);
          continue;
        }
        expect(res.statusCode, res.body).toBe(200);
        stock += s.quantity;
        if (s.customer != null) balance.set(s.customer, balance.get(s.customer)!.plus(s.fromBalance).minus(s.changeToBalance));
      }
    }

    // the sequence really sold, paid from balances and cancelled
    const [counts] = await rows<{ sold: number; rejected: number; balance_paid: number }>(
      t.db,
      sql`select count(*)::int as sold, count(*) filter (where status = 'rejected')::int as rejected,
                 count(*) filter (where balance_amount > 0)::int as balance_paid from sales where company_id = ${companyId}`,
    );
    expect(counts.sold).toBeGreaterThan(20);
    expect(counts.rejected).toBeGreaterThan(2);
    expect(counts.balance_paid).toBeGreaterThan(5);

    // every balance = its journal, never negative; the customers' = the model
    const money_ = await rows<{ account_type: string; account_id: number; currency_id: number; amount: string; journal: string }>(
      t.db,
      sql`select b.account_type, b.account_id, b.currency_id, b.amount::text as amount,
                 coalesce((select sum(m.delta) from money_movements m
                           where m.company_id = b.company_id and m.account_type = b.account_type
                             and m.account_id = b.account_id and m.currency_id = b.currency_id), 0)::text as journal
          from balances b where b.company_id = ${companyId}`,
    );
    for (const r of money_) {
      const k = `${r.account_type}:${r.account_id}:${r.currency_id}`;
      expect(money(r.amount).eq(r.journal), `${k}: balance ${r.amount} journal ${r.journal}`).toBe(true);
      expect(money(r.amount).gte(0), k).toBe(true);
    }
    for (const c of customers) {
      const r = money_.find((x) => x.account_type === 'customer' && x.account_id === c.id && x.currency_id === C.USD);
      expect(money(r?.amount ?? 0).toFixed(2), `customer ${c.id}`).toBe(balance.get(c.id)!.toFixed(2));
    }
    // stock: the placement = its journal = the model
    const [placed] = await rows<{ quantity: number; journal: string }>(
      t.db,
      sql`select p.quantity, coalesce((select sum(s.delta) from stock_movements s where s.product_id = p.product_id and s.size_id = p.size_id and s.place_id = p.place_id), 0)::text as journal
          from placements p where p.product_id = ${product} and p.size_id = ${size} and p.place_id = ${shop}`,
    );
    expect(placed.quantity).toBe(stock);
    expect(Number(placed.journal)).toBe(stock);
  }, 120_000);
});
