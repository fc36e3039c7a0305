/**
 * Property: a random sequence of customer replenishments and withdrawals, sales
 * (cash, from a customer's balance, change to the balance, on credit), debt coverages, bookings
 * (created, cancelled, closed as a sale) and cancellations, sent through the HTTP API (seeded PRNG),
 * leaves every money balance and every stock quantity equal to its journal and never negative, every
 * debt's coverage equal to its coverages, a customer's withdrawal never exceeding the balance, and every
 * answer agreeing with an exact model of the customer balances, debts and the stock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money, type Money } from '../../src/domain/money';
import { as, type Client, freshApp, prng, rows, type TestApp } from './helpers';

const SEED = Number(process.env.SALES_PROPERTY_SEED ?? 20261124);
const OPERATIONS = 160;


/** A random amount as the till types it: whole cents (a float's 13.370000000000001 is 13.37). */
const cents = (n: number) => money(n).toDecimalPlaces(2);

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
    const sales: { id: number; quantity: number; customer: number | null; fromBalance: Money; changeToBalance: Money; debt: number | null }[] = [];
    // open debts by id: customer and what is left; pending bookings: customer, quantity, prepayment
    const debts = new Map<number, { customer: number; left: Money }>();
    const bookings: { id: number; customer: number; quantity: number; prepayment: Money }[] = [];
    const owes = (customer: number) => [...debts.values()].some((d) => d.customer === customer && d.left.gt(0));
    const unit = (c: { discount: Money } | null) => money('20.00').times(money(100).minus(c?.discount ?? 0)).div(100).toDecimalPlaces(2);

    for (let i = 0; i < OPERATIONS; i++) {
      const roll = random();
      const c = pick(customers);
      if (roll < 0.18) {
        const amount = cents(Math.floor(random() * 5000) / 100 + 1);
        const res = await admin.post(`/api/customers/v1/customers/${c.id}/balance_replenish_withdraw/`, { operation: 'replenishment', amount: amount.toFixed(2), currency: C.USD, comment: 'in' }, key());
        expect(res.statusCode, res.body).toBe(200);
        balance.set(c.id, balance.get(c.id)!.plus(amount));
      } else if (roll < 0.28) {
        const amount = cents(Math.floor(random() * 6000) / 100 + 0.01);
        const res = await admin.post(`/api/customers/v1/customers/${c.id}/balance_replenish_withdraw/`, { operation: 'withdraw', amount: amount.toFixed(2), currency: C.USD, comment: 'out' }, key());
        if (amount.gt(balance.get(c.id)!)) {
          expect(res.statusCode, res.body).toBe(409);
        } else {
          expect(res.statusCode, res.body).toBe(200);
          balance.set(c.id, balance.get(c.id)!.minus(amount));
        }
      } else if (roll < 0.58) {
        const quantity = 1 + Math.floor(random() * 3);
        const withCustomer = random() < 0.7 ? c : null;
        const total = unit(withCustomer).times(quantity);
        const held = withCustomer ? balance.get(withCustomer.id)! : money(0);
        // pay part from the balance (up to what it holds), the rest in cash with a little over; sometimes change to the balance
        const fromBalance = withCustomer ? cents(Math.min(Number(held), Number(total), Math.floor(random() * 8000) / 100)) : money(0);
        const cash = total.minus(fromBalance).plus(random() < 0.5 ? cents(Math.floor(random() * 1000) / 100) : 0);
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
          expect(res.statusCode, `${res.body} ${JSON.stringify(body)}`).toBe(409);
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
        sales.push({ id: sale.id, quantity, customer: withCustomer?.id ?? null, fromBalance, changeToBalance: toBalance ? change : money(0), debt: null });
      } else if (roll < 0.68) {
        // on credit: part paid in cash (maybe nothing), the rest the customer's debt; refused while one is uncovered
        const quantity = 1 + Math.floor(random() * 2);
        const total = unit(c).times(quantity);
        const cash = cents(Math.floor(random() * Number(total.times(100))) / 100);
        const body = {
          place: shop,
          sell_products: [{ product, size, quantity, place: shop }],
          payments: cash.gt(0) ? [{ currency: C.USD, amount: cash.toFixed(2) }] : [],
          change_currency: C.USD,
          method: 'debt',
          customer: { customer: c.id },
        };
        const res = await admin.post('/api/realization/v1/sells/', body, key());
        if (owes(c.id)) {
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().errors[0].code).toBe('customer_has_uncovered_debt');
          continue;
        }
        if (quantity > stock) {
          expect(res.statusCode, res.body).toBe(409);
          continue;
        }
        expect(res.statusCode, res.body).toBe(201);
        const sale = res.json();
        expect(sale.debt.amount).toBe(total.minus(cash).toFixed(2));
        stock -= quantity;
        debts.set(sale.debt.id, { customer: c.id, left: total.minus(cash) });
        sales.push({ id: sale.id, quantity, customer: c.id, fromBalance: money(0), changeToBalance: money(0), debt: sale.debt.id });
      } else if (roll < 0.78) {
        // cover an open debt: part of it, or all of it with change back
        const open = [...debts.entries()].filter(([, d]) => d.left.gt(0));
        if (!open.length) continue;
        const [debtId, d] = pick(open);
        const amount = cents(Math.floor(random() * (Number(d.left) + 5) * 100) / 100 + 0.01);
        const res = await admin.post(`/api/customers/v1/customers/${d.customer}/debts/${debtId}/cover/`, { debt_coverage: amount.toFixed(2), currency: C.USD, place: shop }, key());
        expect(res.statusCode, res.body).toBe(200);
        d.left = amount.gte(d.left) ? money(0) : d.left.minus(amount);
        expect(res.json().remaining).toBe(d.left.toFixed(2));
      } else if (roll < 0.86) {
        // book: the goods leave free stock, the prepayment enters the till; one pending booking per customer
        const quantity = 1 + Math.floor(random() * 2);
        const prepayment = cents(Math.floor(random() * 2000) / 100 + 1);
        const res = await admin.post(
          '/api/customers/v1/bookings/',
          { place: shop, customer: c.id, booking_products: [{ product, size, quantity, place: shop }], prepayment: prepayment.toFixed(2), currency: C.USD },
          key(),
        );
        if (bookings.some((b) => b.customer === c.id)) {
          expect(res.statusCode, res.body).toBe(409);
          continue;
        }
        if (quantity > stock) {
          expect(res.statusCode, res.body).toBe(409);
          continue;
        }
        expect(res.statusCode, res.body).toBe(201);
        stock -= quantity;
        bookings.push({ id: res.json().id, customer: c.id, quantity, prepayment });
      } else if (roll < 0.92) {
        if (!bookings.length) continue;
        const b = bookings.splice(Math.floor(random() * bookings.length), 1)[0];
        if (random() < 0.5) {
          // cancel: the goods back, the prepayment to the customer's balance
          const res = await admin.post(`/api/customers/v1/bookings/${b.id}/cancel/`, {}, key());
          expect(res.statusCode, res.body).toBe(200);
          stock += b.quantity;
          balance.set(b.customer, balance.get(b.customer)!.plus(b.prepayment));
        } else {
          // success: a sale of the reserved goods, the prepayment counted as paid, the rest paid now
          const customer = customers.find((x) => x.id === b.customer)!;
          const total = unit(customer).times(b.quantity);
          const left = total.minus(b.prepayment);
          const res = await admin.post(`/api/customers/v1/bookings/${b.id}/success/`, { payments: left.gt(0) ? [{ currency: C.USD, amount: left.toFixed(2) }] : [] }, key());
          expect(res.statusCode, res.body).toBe(200);
          sales.push({ id: res.json().sale, quantity: b.quantity, customer: b.customer, fromBalance: money(0), changeToBalance: money(0), debt: null });
        }
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
        if (s.debt != null) debts.delete(s.debt);
      }
    }

    // every customer's debt is the model's; every debt's coverage is the sum of its coverages
    for (const c of customers) {
      const owed = [...debts.values()].filter((d) => d.customer === c.id).reduce((sum, d) => sum.plus(d.left), money(0));
      expect((await admin.get(`/api/customers/v1/customers/${c.id}/`)).json().total_debt, `customer ${c.id} debt`).toBe(owed.toFixed(2));
    }
    const coverage = await rows<{ id: number; covered: string; journal: string }>(
      t.db,
      sql`select d.id, d.covered::text as covered, coalesce((select sum(c.covered) from debt_coverages c where c.debt_id = d.id), 0)::text as journal
          from debts d where d.company_id = ${companyId}`,
    );
    for (const r of coverage) expect(money(r.covered).eq(r.journal), `debt ${r.id}`).toBe(true);
    const [activity] = await rows<{ debts: number; coverages: number; bookings: number; closed: number }>(
      t.db,
      sql`select (select count(*)::int from debts where company_id = ${companyId}) as debts,
                 (select count(*)::int from debt_coverages where company_id = ${companyId}) as coverages,
                 (select count(*)::int from bookings where company_id = ${companyId}) as bookings,
                 (select count(*)::int from bookings where company_id = ${companyId} and status <> 'pending') as closed`,
    );
    expect(activity.debts).toBeGreaterThan(3);
    expect(activity.coverages).toBeGreaterThan(2);
    expect(activity.bookings).toBeGreaterThan(2);
    expect(activity.closed).toBeGreaterThan(0);

    // the sequence really sold, paid from balances and cancelled
    const [counts] = await rows<{ sold: number; rejected: number; balance_paid: number }>(
      t.db,
      sql`select count(*)::int as sold, count(*) filter (where status = 'canceled')::int as rejected,
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
