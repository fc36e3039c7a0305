/**
 * Property: any random sequence of replenish / withdraw / transfer / exchange operations,
 * sent through the HTTP API (seeded PRNG, 200 operations), leaves every balance equal to the sum of its
 * journal and never negative; each operation is accepted exactly when an exact decimal model says the
 * money is there, and a refused one changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeAmount } from '../../src/domain/currency';
import { money, type Money } from '../../src/domain/money';
import { as, type Client, freshApp, prng, rows, type TestApp } from './helpers';

const SEED = Number(process.env.MONEY_PROPERTY_SEED ?? 20240917);
const OPERATIONS = 200;


let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await freshApp();
  admin = await as(t.app, 'admin');
});
afterAll(() => t?.close());

type Key = string; // `${type}:${id}:${currency}`

describe('money property: random operations through the API', () => {
  it(`${OPERATIONS} operations (seed ${SEED}) keep balances = journals, never negative, and match the model`, async () => {
    const random = prng(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const companyId = t.fx.demo.companyId;
    const C = t.fx.demo.currencyIds;
    const currencies = [C.USD, C.UZS, C.RUB];
    const NATIONAL = C.UZS;
    const placeIds = Object.values(t.fx.demo.placeIds);
    const walletIds = (await admin.get('/api/wallet/v1/wallets/')).json().results.map((w: { id: number }) => w.id) as number[];
    expect(walletIds.length).toBe(2);

    // the model starts from the database as the demo seed left it
    const model = new Map<Key, Money>();
    for (const r of await rows<{ account_type: string; account_id: number; currency_id: number; amount: string }>(
      t.db,
      sql`select account_type, account_id, currency_id, amount from balances where company_id = ${companyId}`,
    )) {
      model.set(`${r.account_type}:${r.account_id}:${r.currency_id}`, money(r.amount));
    }
    const get = (k: Key) => model.get(k) ?? money(0);
    const add = (k: Key, delta: Money) => model.set(k, get(k).plus(delta));
    const company = (c: number): Key => `company:${companyId}:${c}`;
    const place = (p: number, c: number): Key => `place:${p}:${c}`;
    const walletKey = (w: number, c: number): Key => `wallet:${w}:${c}`;

    /** An amount near what the account holds: sometimes more (to be refused), sometimes tiny. */
    const amountFor = (held: Money): string => {
      const r = random();
      if (r < 0.15) return held.plus(money(Math.floor(random() * 1000) + 1).div(100)).toFixed(2); // more than held
      if (r < 0.25 && held.gt(0)) return held.toFixed(2); // exactly all
      const base = held.gt(0) ? held : money(5000);
      const v = base.times(random()).toDecimalPlaces(2, 1);
      return v.gt(0) ? v.toFixed(2) : '0.01';
    };

    const counts: Record<string, number> = {};
    const tally = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);

    for (let i = 0; i < OPERATIONS; i++) {
      const op = pick(['replenish', 'withdraw', 'to_place', 'from_place', 'from_place_all', 'exchange', 'wallet_in', 'wallet_out'] as const);
      const c = pick(currencies);
      let res;
      let expectOk: boolean;
      let apply: () => void = () => {};
      let refusedCode = '';
      switch (op) {
        case 'replenish': {
          const amount = money(Math.floor(random() * 5_000_000) + 1).div(100).toFixed(2);
          expectOk = true;
          apply = () => add(company(c), money(amount));
          res = await admin.post('/api/wallet/v1/balance/', { amount, currency: c, comment: `op ${i}` });
          break;
        }
        case 'withdraw': {
          const amount = amountFor(get(company(c)));
          expectOk = money(amount).lte(get(company(c)));
          refusedCode = 'balance_not_enough_to_withdraw';
          apply = () => add(company(c), money(amount).neg());
          res = await admin.post('/api/wallet/v1/withdraw/', { amount, currency: c, comment: `op ${i}` });
          break;
        }
        case 'to_place': {
          const p = pick(placeIds);
          const amount = amountFor(get(company(c)));
          expectOk = money(amount).lte(get(company(c)));
          refusedCode = 'not_enough_money';
          apply = () => {
            add(company(c), money(amount).neg());
            add(place(p, c), money(amount));
          };
          res = await admin.post(`/api/wallet/v1/place/${p}/balance/`, { id: p, amount, currency: c, comment: `op ${i}` });
          break;
        }
        case 'from_place':
        case 'from_place_all': {
          // mostly a place that holds money in that currency, so both outcomes occur
          const holding = placeIds.filter((id) => get(place(id, c)).gt(0));
          const p = holding.length && random() < 0.7 ? pick(holding) : pick(placeIds);
          const held = get(place(p, c));
          const all = op === 'from_place_all';
          const amount = all ? held.toFixed(2) : amountFor(held);
          expectOk = all ? held.gt(0) : money(amount).lte(held);
          refusedCode = 'not_enough_money';
          apply = () => {
            add(place(p, c), money(amount).neg());
            add(company(c), money(amount));
          };
          res = await admin.post(`/api/wallet/v1/place/${p}/balance/transfer/`, {
            id: p,
            currency: c,
            comment: `op ${i}`,
            ...(all ? { withdraw_all: true } : { amount }),
          });
          break;
        }
        case 'exchange': {
          const other = pick([C.USD, C.RUB]);
          const fromNational = random() < 0.5;
          const [from, to] = fromNational ? [NATIONAL, other] : [other, NATIONAL];
          const rate = other === C.USD ? pick(['12650', '12700.5', '12599.99']) : pick(['136.75', '140', '133.333333']);
          const amount = amountFor(get(company(from)));
          const toAmount = exchangeAmount(amount, rate, fromNational);
          if (money(toAmount).lte(0)) {
            res = await admin.post('/api/company/v1/currency_exchanges/', { from_currency: from, to_currency: to, from_amount: amount, rate });
            expect(res.statusCode, `op ${i} ${res.body}`).toBe(400);
            tally('exchange_too_small');
            continue;
          }
          expectOk = money(amount).lte(get(company(from)));
          refusedCode = 'not_enough_money_in_the_balance';
          apply = () => {
            add(company(from), money(amount).neg());
            add(company(to), money(toAmount));
          };
          res = await admin.post('/api/company/v1/currency_exchanges/', { from_currency: from, to_currency: to, from_amount: amount, rate });
          if (res.statusCode === 201) expect(res.json().to_amount).toBe(toAmount);
          break;
        }
        case 'wallet_in': {
          const w = pick(walletIds);
          const amount = money(Math.floor(random() * 1_000_000) + 1).div(100).toFixed(2);
          expectOk = true;
          apply = () => add(walletKey(w, c), money(amount));
          res = await admin.post(`/api/wallet/v1/wallets/${w}/replenish/`, { amount, currency: c, comment: `op ${i}` });
          break;
        }
        case 'wallet_out': {
          const w = pick(walletIds);
          const amount = amountFor(get(walletKey(w, c)));
          expectOk = money(amount).lte(get(walletKey(w, c)));
          refusedCode = 'balance_not_enough_to_withdraw';
          apply = () => add(walletKey(w, c), money(amount).neg());
          res = await admin.post(`/api/wallet/v1/wallets/${w}/withdraw/`, { amount, currency: c, comment: `op ${i}` });
          break;
        }
      }
      if (expectOk) {
        expect([200, 201], `op ${i} ${op}: ${res.body}`).toContain(res.statusCode);
        apply();
        tally(op);
      } else {
        expect(res.statusCode, `op ${i} ${op}: ${res.body}`).toBe(409);
        expect(res.json().errors[0].code).toBe(refusedCode);
        tally(`${op}_refused`);
      }
    }

    // every balance = the sum of its journal; never negative; equal to the model
    const db = await rows<{ account_type: string; account_id: number; currency_id: number; amount: string; journal: string }>(
      t.db,
      sql`select b.account_type, b.account_id, b.currency_id, b.amount::text as amount,
                 coalesce((select sum(m.delta) from money_movements m
                           where m.company_id = b.company_id and m.account_type = b.account_type
                             and m.account_id = b.account_id and m.currency_id = b.currency_id), 0)::text as journal
          from balances b where b.company_id = ${companyId}`,
    );
    for (const r of db) {
      const k = `${r.account_type}:${r.account_id}:${r.currency_id}`;
      expect(money(r.amount).eq(r.journal), `${k}: balance ${r.amount} journal ${r.journal}`).toBe(true);
      expect(money(r.amount).gte(0), k).toBe(true);
      expect(money(r.amount).toFixed(2), k).toBe(get(k).toFixed(2));
    }
    for (const [k, v] of model) {
      expect(db.some((r) => `${r.account_type}:${r.account_id}:${r.currency_id}` === k) || v.isZero(), k).toBe(true);
    }
    // no journal row without a balance row, and every row's running total is consistent
    const [orphans] = await rows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from money_movements m where m.company_id = ${companyId} and not exists (
            select 1 from balances b where b.company_id = m.company_id and b.account_type = m.account_type
              and b.account_id = m.account_id and b.currency_id = m.currency_id)`,
    );
    expect(orphans.n).toBe('0');
    const [negatives] = await rows<{ n: string }>(t.db, sql`select count(*)::text as n from money_movements where amount_after < 0`);
    expect(negatives.n).toBe('0');
    if (process.env.MONEY_PROPERTY_DEBUG) console.log(counts);
    // the sequence exercised both outcomes
    expect(Object.keys(counts).some((k) => k.endsWith('_refused'))).toBe(true);
    expect((counts.exchange ?? 0) + (counts.to_place ?? 0) + (counts.from_place ?? 0)).toBeGreaterThan(20);
  });
});
