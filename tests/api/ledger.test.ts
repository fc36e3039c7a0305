/**
 * Ledger invariants (ARCHITECTURE.md section 4), on a real database: PGlite by default, PostgreSQL
 * with TEST_DATABASE_URL (where the concurrency tests are truly concurrent).
 *
 * - quantities and balances change only together with one journal row per move;
 * - they never go below 0 (a 409 with a stable code, and a database CHECK behind it);
 * - a refused move rolls back everything its transaction did;
 * - after any sequence of operations every total equals the sum of its journal deltas;
 * - two sales of the last unit: exactly one wins.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money, toMoneyString } from '../../src/domain/money';
import type { Db } from '../../server/db/connect';
import { balances, customers, moneyMovements, placements, products, productTypes, stockMovements } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import {
  type Account,
  balanceOf,
  moveMoney,
  type MoneyMove,
  moveStock,
  type StockMove,
  stockOf,
} from '../../server/ledger';
import { fixtures, freshDb, moneyMismatches, rows, stockMismatches, type TestDb } from './helpers';

let t: TestDb;
let db: Db;
const fx = fixtures();
const companyId = fx.demo.companyId;
const USD = fx.demo.currencyIds.USD;
const UZS = fx.demo.currencyIds.UZS;
const RUB = fx.demo.currencyIds.RUB;
const [S1, S2] = fx.demo.sizeIds;
const CHORSU = fx.demo.placeIds['Chorsu shop'];
const MALL = fx.demo.placeIds['Mall shop'];
const WAREHOUSE = fx.demo.placeIds['Central warehouse'];

beforeAll(async () => {
  t = await freshDb({ poolSize: 12 });
  db = t.db;
});
afterAll(() => t?.close());

/** A product of the demo company with no stock anywhere yet. */
let productCounter = 0;
async function newProduct(): Promise<number> {
  const [type] = await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.companyId, companyId)).limit(1);
  const [row] = await db
    .insert(products)
    .values({ companyId, name: `Ledger test ${++productCounter}`, model: 'LT', typeId: type.id, cost: '1.00' })
    .returning({ id: products.id });
  return row.id;
}

/** A wallet account no other test touches. */
let walletCounter = 900_000;
const newWallet = (): Account => ({ type: 'wallet', id: ++walletCounter });

const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((inner) => fn(inner as unknown as Db));

const stock = (productId: number, placeId: number, delta: number, sizeId = S1, kind: StockMove['kind'] = 'adjustment'): StockMove => ({
  companyId,
  productId,
  sizeId,
  placeId,
  delta,
  kind,
});
const cash = (account: Account, currencyId: number, delta: string, extra: Partial<MoneyMove> = {}): MoneyMove => ({
  companyId,
  account,
  currencyId,
  delta,
  kind: 'adjustment',
  ...extra,
});

/** The rejection of a promise (fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

/** The PostgreSQL error code found on an error or its causes (drizzle wraps driver errors). */
function pgCode(err: unknown): { code?: string; constraint?: string; message: string } {
  const messages: string[] = [];
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; constraint?: string; message?: string; cause?: unknown };
    if (o.message) messages.push(o.message);
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) return { code: o.code, constraint: o.constraint, message: messages.join(' / ') };
    e = o.cause;
  }
  return { message: messages.join(' / ') };
}

async function stockJournal(productId: number) {
  return db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));
}

async function moneyJournal(account: Account) {
  return db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.companyId, companyId), eq(moneyMovements.accountType, account.type), eq(moneyMovements.accountId, account.id)))
    .orderBy(asc(moneyMovements.id));
}

/** Each journal row's running total is the previous one plus its delta. */
async function brokenStockChains() {
  return rows(
    db,
    sql`select * from (
          select id, delta, quantity_after,
                 lag(quantity_after, 1, 0) over (partition by product_id, size_id, place_id order by id) as before
          from stock_movements) s
        where before + delta <> quantity_after`,
  );
}

async function brokenMoneyChains() {
  return rows(
    db,
    sql`select * from (
          select id, delta, amount_after,
                 lag(amount_after, 1, 0) over (partition by company_id, account_type, account_id, currency_id order by id) as before
          from money_movements) s
        where before + delta <> amount_after`,
  );
}

describe('the template data already satisfies the invariants', () => {
  it('seeded stock and money went through the ledger', async () => {
    expect(await stockMismatches(db)).toEqual([]);
    expect(await moneyMismatches(db)).toEqual([]);
    expect(await brokenStockChains()).toEqual([]);
    expect(await brokenMoneyChains()).toEqual([]);
  });
});

describe('moveStock', () => {
  it('adds then removes, updating the placement and writing one journal row per move', async () => {
    const p = await newProduct();
    expect(await stockOf(db, p, S1, CHORSU)).toBe(0);

    expect(await tx((x) => moveStock(x, [{ ...stock(p, CHORSU, 5, S1, 'reception'), refType: 'reception', refId: 77, employeeId: fx.demo.staff.admin }]))).toEqual([5]);
    expect(await stockOf(db, p, S1, CHORSU)).toBe(5);
    expect(await tx((x) => moveStock(x, [stock(p, CHORSU, -3, S1, 'sale')]))).toEqual([2]);
    expect(await tx((x) => moveStock(x, [stock(p, CHORSU, 4, S1, 'sale_cancel')]))).toEqual([6]);
    expect(await tx((x) => moveStock(x, [stock(p, CHORSU, -6, S1, 'sale')]))).toEqual([0]);
    expect(await stockOf(db, p, S1, CHORSU)).toBe(0);

    const journal = await stockJournal(p);
    expect(journal.map((j) => [j.delta, j.quantityAfter, j.kind])).toEqual([
      [5, 5, 'reception'],
      [-3, 2, 'sale'],
      [4, 6, 'sale_cancel'],
      [-6, 0, 'sale'],
    ]);
    expect(journal[0]).toMatchObject({ companyId, productId: p, sizeId: S1, placeId: CHORSU, refType: 'reception', refId: 77, employeeId: fx.demo.staff.admin });
    // one placement row, at 0 (not deleted)
    const placementRows = await db.select().from(placements).where(eq(placements.productId, p));
    expect(placementRows.map((r) => r.quantity)).toEqual([0]);
  });

  it('applies several moves at once and answers the quantities in the order given', async () => {
    const p = await newProduct();
    await tx((x) => moveStock(x, [stock(p, WAREHOUSE, 10), stock(p, WAREHOUSE, 7, S2)]));
    // a transfer: out of the warehouse, into two shops, listed in an order unlike the lock order
    const after = await tx((x) =>
      moveStock(x, [stock(p, MALL, 3, S1, 'transfer_in'), stock(p, WAREHOUSE, -4, S1, 'transfer_out'), stock(p, CHORSU, 1, S1, 'transfer_in'), stock(p, WAREHOUSE, -7, S2, 'transfer_out')]),
    );
    expect(after).toEqual([3, 6, 1, 0]);
    expect(await stockOf(db, p, S1, WAREHOUSE)).toBe(6);
    expect(await stockOf(db, p, S2, WAREHOUSE)).toBe(0);
    expect((await stockJournal(p)).length).toBe(6);
  });

  it('refuses to remove more than on hand with 409 product_quantity_not_enough, changing nothing', async () => {
    const p = await newProduct();
    await tx((x) => moveStock(x, [stock(p, CHORSU, 2)]));
    const err = await rejection(tx((x) => moveStock(x, [stock(p, CHORSU, -3)], { field: (i) => `sell_products.${i}.quantity` })));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, code: 'product_quantity_not_enough', field: 'sell_products.0.quantity' });
    expect((err as AppError).message).toBe('Product quantity is not enough in current place');
    expect((err as AppError).body).toEqual({
      errors: [{ code: 'product_quantity_not_enough', message: 'Product quantity is not enough in current place', field: 'sell_products.0.quantity' }],
    });
    expect(await stockOf(db, p, S1, CHORSU)).toBe(2);
    expect((await stockJournal(p)).length).toBe(1);
  });

  it('refuses to remove stock that was never there, creating no placement', async () => {
    const p = await newProduct();
    const err = await rejection(tx((x) => moveStock(x, [stock(p, MALL, -1)])));
    expect(err).toMatchObject({ status: 409, code: 'product_quantity_not_enough' });
    expect(await db.select().from(placements).where(eq(placements.productId, p))).toEqual([]);
    expect(await stockJournal(p)).toEqual([]);
  });

  it('names the field of the line that fell short, whatever the lock order', async () => {
    const p = await newProduct();
    await tx((x) => moveStock(x, [stock(p, CHORSU, 5), stock(p, MALL, 1)]));
    const err = await rejection(
      tx((x) => moveStock(x, [stock(p, MALL, -1), stock(p, CHORSU, -1), stock(p, MALL, -1)], { field: (i) => `lines.${i}.quantity` })),
    );
    // the two MALL lines are applied one after the other; the second one finds nothing left
    expect(err).toMatchObject({ status: 409, code: 'product_quantity_not_enough' });
    expect(['lines.0.quantity', 'lines.2.quantity']).toContain((err as AppError).field);
    expect(await stockOf(db, p, S1, MALL)).toBe(1);
    expect(await stockOf(db, p, S1, CHORSU)).toBe(5);
  });

  it('a refusal rolls back EVERYTHING the transaction did', async () => {
    const p = await newProduct();
    await tx((x) => moveStock(x, [stock(p, CHORSU, 3)]));
    const wallet = newWallet();
    await tx((x) => moveMoney(x, [cash(wallet, USD, '50.00')]));
    const journalBefore = (await stockJournal(p)).length;

    const err = await rejection(
      tx(async (x) => {
        await moveStock(x, [stock(p, MALL, 10, S1, 'transfer_in')]);
        await moveStock(x, [stock(p, CHORSU, -2, S1, 'sale')]);
        await moveMoney(x, [cash(wallet, USD, '25.00', { kind: 'sales' })]);
        await x.insert(customers).values({ companyId, name: 'Rolled back customer', phone: '+998000000001' });
        // the last line asks for more than is left: everything above must vanish
        await moveStock(x, [stock(p, CHORSU, -5, S1, 'sale')]);
      }),
    );
    expect(err).toMatchObject({ status: 409, code: 'product_quantity_not_enough' });

    expect(await stockOf(db, p, S1, CHORSU)).toBe(3);
    expect(await stockOf(db, p, S1, MALL)).toBe(0);
    expect(await db.select().from(placements).where(and(eq(placements.productId, p), eq(placements.placeId, MALL)))).toEqual([]);
    expect((await stockJournal(p)).length).toBe(journalBefore);
    expect(await balanceOf(db, companyId, wallet, USD)).toBe('50.00');
    expect((await moneyJournal(wallet)).length).toBe(1);
    expect(await db.select().from(customers).where(eq(customers.name, 'Rolled back customer'))).toEqual([]);
    // and the connection is usable afterwards
    expect(await tx((x) => moveStock(x, [stock(p, CHORSU, -3)]))).toEqual([0]);
  });

  it('refuses a zero or fractional delta as a programming error', async () => {
    const p = await newProduct();
    await expect(tx((x) => moveStock(x, [stock(p, CHORSU, 0)]))).rejects.toThrow(/non-zero integer/);
    await expect(tx((x) => moveStock(x, [stock(p, CHORSU, 1.5)]))).rejects.toThrow(/non-zero integer/);
    expect(await stockJournal(p)).toEqual([]);
  });

  it('the database itself refuses a negative quantity (CHECK), not only the code', async () => {
    const p = await newProduct();
    await tx((x) => moveStock(x, [stock(p, CHORSU, 1)]));
    const err = await rejection(db.execute(sql`update placements set quantity = -1 where product_id = ${p}`));
    const pgErr = pgCode(err);
    expect(pgErr.code, pgErr.message).toBe('23514');
    expect(pgErr.message).toContain('placements_quantity_non_negative');
    const errInsert = await rejection(
      db.insert(placements).values({ companyId, productId: p, sizeId: S2, placeId: CHORSU, quantity: -5 }),
    );
    expect(pgCode(errInsert).code).toBe('23514');
    expect(await stockOf(db, p, S1, CHORSU)).toBe(1);
    // and a journal row with delta 0 is refused too
    const errJournal = await rejection(
      db.insert(stockMovements).values({ companyId, productId: p, sizeId: S1, placeId: CHORSU, delta: 0, quantityAfter: 1, kind: 'adjustment' }),
    );
    expect(pgCode(errJournal).code).toBe('23514');
  });
});

describe('moveMoney', () => {
  it('replenishes and withdraws, updating the balance and writing one journal row per move', async () => {
    const w = newWallet();
    expect(await balanceOf(db, companyId, w, USD)).toBe('0.00');
    expect(await tx((x) => moveMoney(x, [cash(w, USD, '100.50', { kind: 'replenishments', comment: 'open', employeeId: fx.demo.staff.admin, refType: 'x', refId: 5 })]))).toEqual(['100.50']);
    expect(await tx((x) => moveMoney(x, [cash(w, USD, '-0.50', { kind: 'withdraws' })]))).toEqual(['100.00']);
    expect(await tx((x) => moveMoney(x, [cash(w, USD, '-100', { kind: 'withdraws' })]))).toEqual(['0.00']);
    expect(await balanceOf(db, companyId, w, USD)).toBe('0.00');

    const journal = await moneyJournal(w);
    expect(journal.map((j) => [j.delta, j.amountAfter, j.kind])).toEqual([
      ['100.50', '100.50', 'replenishments'],
      ['-0.50', '100.00', 'withdraws'],
      ['-100.00', '0.00', 'withdraws'],
    ]);
    expect(journal[0]).toMatchObject({ companyId, accountType: 'wallet', accountId: w.id, currencyId: USD, comment: 'open', employeeId: fx.demo.staff.admin, refType: 'x', refId: 5 });
  });

  it('several moves in one statement keep every comment and reference as written (quotes, backslashes, commas, braces, NULL-like text)', async () => {
    const w = newWallet();
    const comments = ['say "hi", {ok}', 'back\\slash \\" end\\', 'NULL', '', 'Привет, мир'];
    await tx((x) =>
      moveMoney(
        x,
        comments.map((comment, i) => cash(w, USD, `${i + 1}.00`, { kind: 'replenishments', comment, refType: i % 2 ? undefined : `t"${i}`, refId: i % 2 ? undefined : i + 1 })),
      ),
    );
    const journal = await moneyJournal(w);
    expect(journal.map((j) => j.comment)).toEqual(comments);
    expect(journal.map((j) => [j.refType, j.refId])).toEqual(comments.map((_c, i) => (i % 2 ? [null, null] : [`t"${i}`, i + 1])));
  });

  it('keeps currencies of one account apart and answers amounts in the order given', async () => {
    const w = newWallet();
    const after = await tx((x) => moveMoney(x, [cash(w, UZS, '1265000.00'), cash(w, USD, '10.25'), cash(w, RUB, '0.01')]));
    expect(after).toEqual(['1265000.00', '10.25', '0.01']);
    expect(await balanceOf(db, companyId, w, UZS)).toBe('1265000.00');
    expect(await balanceOf(db, companyId, w, USD)).toBe('10.25');
  });

  it('refuses to withdraw more than the balance with 409 not_enough_money, changing nothing', async () => {
    const w = newWallet();
    await tx((x) => moveMoney(x, [cash(w, USD, '10.00')]));
    const err = await rejection(tx((x) => moveMoney(x, [cash(w, USD, '-10.01')])));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, code: 'not_enough_money' });
    expect((err as AppError).field).toBeUndefined();
    expect((err as AppError).message).toBe('There is not enough money on the balance sheet to complete the operation');
    expect(await balanceOf(db, companyId, w, USD)).toBe('10.00');
    expect((await moneyJournal(w)).length).toBe(1);
  });

  it('refuses to withdraw from an account that never had money, creating no balance', async () => {
    const w = newWallet();
    const err = await rejection(tx((x) => moveMoney(x, [cash(w, USD, '-1.00')])));
    expect(err).toMatchObject({ status: 409, code: 'not_enough_money' });
    expect(
      await db.select().from(balances).where(and(eq(balances.accountType, 'wallet'), eq(balances.accountId, w.id))),
    ).toEqual([]);
  });

  it('reports a shortfall with the code and field the caller chose', async () => {
    const w = newWallet();
    await tx((x) => moveMoney(x, [cash(w, UZS, '5.00')]));
    const err = await rejection(
      tx((x) => moveMoney(x, [cash(w, UZS, '-6.00', { shortfallCode: 'balance_not_enough_to_withdraw', shortfallField: 'amount' })])),
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).body).toEqual({
      errors: [{ code: 'balance_not_enough_to_withdraw', message: 'Balance do not have enough money to withdraw', field: 'amount' }],
    });
    expect((err as AppError).status).toBe(409);
  });

  it('a refusal rolls back everything the transaction did', async () => {
    const from = newWallet();
    const to = newWallet();
    await tx((x) => moveMoney(x, [cash(from, USD, '30.00'), cash(from, UZS, '100.00')]));
    const err = await rejection(
      tx(async (x) => {
        await moveMoney(x, [cash(from, UZS, '-100.00', { kind: 'exchanges' }), cash(from, USD, '5.00', { kind: 'exchanges' })]);
        await moveMoney(x, [cash(from, USD, '-36.00', { kind: 'transfers' }), cash(to, USD, '36.00', { kind: 'transfers' })]);
      }),
    );
    expect(err).toMatchObject({ status: 409, code: 'not_enough_money' });
    expect(await balanceOf(db, companyId, from, USD)).toBe('30.00');
    expect(await balanceOf(db, companyId, from, UZS)).toBe('100.00');
    expect(await balanceOf(db, companyId, to, USD)).toBe('0.00');
    expect((await moneyJournal(from)).length).toBe(2);
    expect(await moneyJournal(to)).toEqual([]);
  });

  it('refuses a zero delta or more than two decimal places as a programming error', async () => {
    const w = newWallet();
    await expect(tx((x) => moveMoney(x, [cash(w, USD, '0')]))).rejects.toThrow(/non-zero amount/);
    await expect(tx((x) => moveMoney(x, [cash(w, USD, '0.001')]))).rejects.toThrow(/at most 2 places/);
    await expect(tx((x) => moveMoney(x, [cash(w, USD, 'Infinity')]))).rejects.toThrow(/ledger/);
    expect(await moneyJournal(w)).toEqual([]);
  });

  it('several moves on one balance in one call: applied in the order given, each journal row with its own amount after', async () => {
    const w = newWallet();
    // a sale's shape: the payment comes in, the change goes out of the same till
    expect(await tx((x) => moveMoney(x, [cash(w, USD, '100.00', { kind: 'sales' }), cash(w, USD, '-37.25', { kind: 'changes' })]))).toEqual(['100.00', '62.75']);
    expect((await moneyJournal(w)).map((j) => [j.delta, j.amountAfter, j.kind])).toEqual([
      ['100.00', '100.00', 'sales'],
      ['-37.25', '62.75', 'changes'],
    ]);
    // a dip below zero in the middle is a shortfall even when the net is positive, named by the move that dips
    const err = await rejection(
      tx((x) => moveMoney(x, [cash(w, UZS, '5.00'), cash(w, USD, '-70.00', { shortfallField: 'second' }), cash(w, USD, '80.00')])),
    );
    expect(err).toMatchObject({ status: 409, code: 'not_enough_money', field: 'second' });
    expect(await balanceOf(db, companyId, w, USD)).toBe('62.75');
    expect(await balanceOf(db, companyId, w, UZS)).toBe('0.00');
  });

  it('property: several moves in one call end exactly as the same moves one by one', async () => {
    const rnd = prng(SEED + 7);
    const accounts = [newWallet(), newWallet(), newWallet()];
    const twins = accounts.map(() => newWallet());
    const currencies = [USD, UZS];
    for (const [i, a] of accounts.entries()) {
      await tx((x) => moveMoney(x, [cash(a, USD, '50.00'), cash(a, UZS, '50.00'), cash(twins[i], USD, '50.00'), cash(twins[i], UZS, '50.00')]));
    }
    for (let round = 0; round < 40; round++) {
      const picks = Array.from({ length: rnd.int(2, 5) }, (_, k) => ({
        at: rnd.int(0, accounts.length - 1),
        currency: rnd.pick(currencies),
        delta: (rnd.next() < 0.5 ? '-' : '') + rnd.amount(40),
        field: `m${k}`,
      }));
      const batch = await tx((x) => moveMoney(x, picks.map((p) => cash(accounts[p.at], p.currency, p.delta, { shortfallField: p.field })))).then(
        (after) => ({ after }),
        (err: AppError) => ({ code: err.code, field: err.field }),
      );
      const single = await tx(async (x) => {
        const after: string[] = [];
        for (const p of picks) [after[after.length]] = await moveMoney(x, [cash(twins[p.at], p.currency, p.delta, { shortfallField: p.field })]);
        return after;
      }).then(
        (after) => ({ after }),
        (err: AppError) => ({ code: err.code, field: err.field }),
      );
      // one by one stops at the first dip in the order given; the batch names a dip of the first balance in lock order
      // (so the two sets of accounts stay equal round after round: both moved alike, or both rolled back)
      if ('after' in single) expect(batch, `round ${round}`).toEqual(single);
      else expect('code' in batch, `round ${round}`).toBe(true);
    }
    for (const [i, a] of accounts.entries()) {
      for (const c of currencies) expect(await balanceOf(db, companyId, a, c)).toBe(await balanceOf(db, companyId, twins[i], c));
    }
    expect(await moneyMismatches(db)).toEqual([]);
  });

  it('the database itself refuses a negative balance (CHECK)', async () => {
    const w = newWallet();
    await tx((x) => moveMoney(x, [cash(w, USD, '1.00')]));
    const err = await rejection(db.execute(sql`update balances set amount = -0.01 where account_type = 'wallet' and account_id = ${w.id}`));
    const pgErr = pgCode(err);
    expect(pgErr.code, pgErr.message).toBe('23514');
    expect(pgErr.message).toContain('balances_amount_non_negative');
    expect(await balanceOf(db, companyId, w, USD)).toBe('1.00');
  });
});

// ------------------------------------------------------------------------------ property tests

/** mulberry32: a small seeded PRNG, so a failure replays exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    /** a positive amount with two places, up to max */
    amount: (max: number) => toMoneyString(money(Math.floor(next() * max * 100) + 1).div(100)),
  };
}

const SEED = Number(process.env.LEDGER_SEED ?? 20240611);

describe(`property: random operations keep every total equal to its journal (seed ${SEED})`, () => {
  it('money: 300 replenishments, withdrawals, transfers and exchanges', async () => {
    const rnd = prng(SEED);
    const accounts = [newWallet(), newWallet(), { type: 'place', id: CHORSU } as Account, newWallet()];
    const currencyIds = [USD, UZS];
    const model = new Map<string, ReturnType<typeof money>>();
    const key = (a: Account, c: number) => `${a.type}:${a.id}:${c}`;
    const get = (a: Account, c: number) => model.get(key(a, c)) ?? money(0);
    // the place account already holds whatever the template put there
    for (const c of currencyIds) model.set(key(accounts[2], c), money(await balanceOf(db, companyId, accounts[2], c)));

    let refused = 0;
    let done = 0;
    for (let step = 0; step < 300; step++) {
      const op = rnd.pick(['replenish', 'withdraw', 'transfer', 'exchange'] as const);
      const a = rnd.pick(accounts);
      let b = rnd.pick(accounts);
      if (b === a) b = accounts[(accounts.indexOf(a) + 1) % accounts.length];
      const c = rnd.pick(currencyIds);
      let moves: MoneyMove[];
      if (op === 'replenish') moves = [cash(a, c, rnd.amount(500), { kind: 'replenishments' })];
      else if (op === 'withdraw') moves = [cash(a, c, `-${rnd.amount(300)}`, { kind: 'withdraws' })];
      else if (op === 'transfer') {
        const x = rnd.amount(300);
        moves = [cash(a, c, `-${x}`, { kind: 'transfers_to_places' }), cash(b, c, x, { kind: 'transfers_from_places' })];
      } else {
        // sell USD for UZS on one account (or the other way), at a rate with cents
        const [from, to] = c === USD ? [USD, UZS] : [UZS, USD];
        const x = rnd.amount(from === USD ? 100 : 500_000);
        const rate = from === USD ? '12650.55' : '0.000079';
        const y = toMoneyString(money(x).mul(rate));
        moves = [cash(a, from, `-${x}`, { kind: 'exchanges' })];
        if (!money(y).isZero()) moves.push(cash(b, to, y, { kind: 'exchanges' }));
      }

      // what the model expects
      const next = new Map(model);
      let ok = true;
      for (const m of moves) {
        const v = (next.get(key(m.account, m.currencyId)) ?? money(0)).plus(m.delta);
        if (v.isNegative()) ok = false;
        next.set(key(m.account, m.currencyId), v);
      }

      const result = await tx((x) => moveMoney(x, moves)).then(
        (after) => ({ ok: true as const, after }),
        (err: unknown) => ({ ok: false as const, err }),
      );
      expect(result.ok, `step ${step} ${op} ${JSON.stringify(moves.map((m) => [m.account, m.currencyId, m.delta]))}`).toBe(ok);
      if (result.ok) {
        done++;
        for (const [k, v] of next) model.set(k, v);
        expect(result.after).toEqual(moves.map((m) => toMoneyString(get(m.account, m.currencyId))));
      } else {
        refused++;
        expect(result.err).toMatchObject({ status: 409, code: 'not_enough_money' });
      }

      // the invariants, over the whole database, after every operation
      expect(await moneyMismatches(db), `step ${step}`).toEqual([]);
      for (const acc of accounts) {
        for (const cur of currencyIds) {
          expect(await balanceOf(db, companyId, acc, cur), `step ${step} ${key(acc, cur)}`).toBe(toMoneyString(get(acc, cur)));
        }
      }
    }
    expect(await brokenMoneyChains()).toEqual([]);
    // the run exercised both outcomes
    expect(done).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(10);
  });

  it('stock: 300 receptions, sales and transfers', async () => {
    const rnd = prng(SEED + 1);
    const productIds = [await newProduct(), await newProduct()];
    const placeIds = [CHORSU, MALL, WAREHOUSE];
    const sizeIds = [S1, S2];
    const model = new Map<string, number>();
    const key = (p: number, s: number, pl: number) => `${p}:${s}:${pl}`;

    let refused = 0;
    let done = 0;
    for (let step = 0; step < 300; step++) {
      const op = rnd.pick(['reception', 'sale', 'sale', 'transfer', 'transfer'] as const);
      const lines = rnd.int(1, 3);
      const moves: StockMove[] = [];
      for (let i = 0; i < lines; i++) {
        const p = rnd.pick(productIds);
        const s = rnd.pick(sizeIds);
        const pl = rnd.pick(placeIds);
        const q = rnd.int(1, op === 'reception' ? 6 : 4);
        if (op === 'reception') moves.push(stock(p, pl, q, s, 'reception'));
        else if (op === 'sale') moves.push(stock(p, pl, -q, s, 'sale'));
        else {
          const to = placeIds[(placeIds.indexOf(pl) + rnd.int(1, 2)) % placeIds.length];
          moves.push(stock(p, pl, -q, s, 'transfer_out'), stock(p, to, q, s, 'transfer_in'));
        }
      }
      const next = new Map(model);
      let ok = true;
      // moves apply one by one in the ledger's lock order (placement key; ties keep the given order),
      // and the operation fails if any running figure would go below 0
      const ordered = [...moves].sort((x, y) => {
        const kx = key(x.productId, x.sizeId, x.placeId);
        const ky = key(y.productId, y.sizeId, y.placeId);
        return kx < ky ? -1 : kx > ky ? 1 : 0;
      });
      for (const m of ordered) {
        const v = (next.get(key(m.productId, m.sizeId, m.placeId)) ?? 0) + m.delta;
        if (v < 0) ok = false;
        next.set(key(m.productId, m.sizeId, m.placeId), v);
      }

      const result = await tx((x) => moveStock(x, moves)).then(
        () => true,
        (err: unknown) => {
          expect(err).toMatchObject({ status: 409, code: 'product_quantity_not_enough' });
          return false;
        },
      );
      expect(result, `step ${step} ${op}`).toBe(ok);
      if (result) {
        done++;
        for (const [k, v] of next) model.set(k, v);
      } else refused++;

      expect(await stockMismatches(db), `step ${step}`).toEqual([]);
      for (const p of productIds)
        for (const s of sizeIds)
          for (const pl of placeIds) expect(await stockOf(db, p, s, pl), `step ${step}`).toBe(model.get(key(p, s, pl)) ?? 0);
    }
    expect(await brokenStockChains()).toEqual([]);
    expect(done).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(10);
  });
});

// ------------------------------------------------------------------------------ concurrency

/** Resolves once `n` parties have arrived (used only where transactions really run side by side). */
function barrier(n: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived >= n) open();
    await opened;
  };
}

describe('concurrency', () => {
  it('two transactions taking the last unit: exactly one succeeds, the quantity ends at 0', async () => {
    const p = await newProduct();
    await tx((x) => moveStock(x, [stock(p, CHORSU, 1)]));
    // On PostgreSQL both transactions have begun before either takes the unit; PGlite serialises them.
    const ready = t.kind === 'postgres' ? barrier(2) : async () => undefined;
    const sell = () =>
      tx(async (x) => {
        await x.execute(sql`select 1`);
        await ready();
        const after = await moveStock(x, [stock(p, CHORSU, -1, S1, 'sale')]);
        // hold the row lock a little, so the other one has to wait for this commit
        if (t.kind === 'postgres') await x.execute(sql`select pg_sleep(0.05)`);
        return after;
      });
    const outcomes = await Promise.allSettled([sell(), sell()]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect((won[0] as PromiseFulfilledResult<number[]>).value).toEqual([0]);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: 'product_quantity_not_enough' });
    expect(await stockOf(db, p, S1, CHORSU)).toBe(0);
    expect((await stockJournal(p)).map((j) => j.delta)).toEqual([1, -1]);
  });

  it('ten buyers for three units: exactly three win', async () => {
    const p = await newProduct();
    await tx((x) => moveStock(x, [stock(p, MALL, 3)]));
    const ready = t.kind === 'postgres' ? barrier(10) : async () => undefined;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        tx(async (x) => {
          await x.execute(sql`select 1`);
          await ready();
          return moveStock(x, [stock(p, MALL, -1, S1, 'sale')]);
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: 'product_quantity_not_enough' });
    }
    expect(await stockOf(db, p, S1, MALL)).toBe(0);
    expect(await stockMismatches(db)).toEqual([]);
  });

  it('five withdrawals of 40 from 100: exactly two succeed', async () => {
    const w = newWallet();
    await tx((x) => moveMoney(x, [cash(w, USD, '100.00')]));
    const ready = t.kind === 'postgres' ? barrier(5) : async () => undefined;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        tx(async (x) => {
          await x.execute(sql`select 1`);
          await ready();
          return moveMoney(x, [cash(w, USD, '-40.00', { kind: 'withdraws' })]);
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(await balanceOf(db, companyId, w, USD)).toBe('20.00');
    expect(await moneyMismatches(db)).toEqual([]);
  });

  it('transfers in opposite directions at once never deadlock (fixed lock order)', async () => {
    const a = newWallet();
    const b = newWallet();
    await tx((x) => moveMoney(x, [cash(a, USD, '1000.00'), cash(b, USD, '1000.00')]));
    const n = 12;
    const ready = t.kind === 'postgres' ? barrier(n) : async () => undefined;
    const outcomes = await Promise.allSettled(
      Array.from({ length: n }, (_, i) => {
        const [from, to] = i % 2 ? [a, b] : [b, a];
        return tx(async (x) => {
          await x.execute(sql`select 1`);
          await ready();
          // listed withdraw-first: the ledger still locks in its own order
          return moveMoney(x, [cash(from, USD, '-10.00', { kind: 'transfers' }), cash(to, USD, '10.00', { kind: 'transfers' })]);
        });
      }),
    );
    const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => pgCode((o as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    expect(await balanceOf(db, companyId, a, USD)).toBe('1000.00');
    expect(await balanceOf(db, companyId, b, USD)).toBe('1000.00');
    expect(await moneyMismatches(db)).toEqual([]);
  });
});
