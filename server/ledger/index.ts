/**
 * The two ledgers (ARCHITECTURE.md section 4): the ONLY code that changes stock quantities and money
 * balances. Each call writes the running total and its journal row together; callers pass the
 * transaction they own, so a whole business operation commits or rolls back as one.
 *
 * Negative totals are impossible: the tables carry CHECK constraints, and a violation is turned into
 * a 409 with a stable code (product_quantity_not_enough / not_enough_money) that rolls back the caller's
 * transaction.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { money, toMoneyString, type Money } from '../../src/domain/money';
import { pgArray, prepared, queryRows, type DbOrTx } from '../db/connect';
import { isCheckViolation } from '../db/pgErrors';
import { balances, placements, products } from '../db/schema';
import { AppError } from '../errors';

export const STOCK_KINDS = [
  'adjustment',
  'reception',
  'sale',
  'sale_cancel',
  'transfer_out',
  'transfer_in',
  'distribution',
  'booking',
  'booking_cancel',
  /** a booking closed as a sale: its goods leave the reservation, and the sale takes them out ('sale') */
  'booking_release',
] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** Report categories of SPEC.md (Report: incomes and expenses, exchanges) plus the neutral 'adjustment'. */
export const MONEY_KINDS = [
  'sales',
  'debt_sales',
  'debt_coverages',
  'customer_balance_replenishment',
  'company_replenishments',
  'bookings',
  'confirmed_cash_desks',
  'replenishments',
  'transfers_from_places',
  'changes',
  'debt_coverage_changes',
  'transfers',
  'receptions',
  'transfers_to_places',
  'withdraws',
  'exchanges',
  'sale_cancels',
  'adjustment',
] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

export type AccountType = 'company' | 'place' | 'customer' | 'wallet';
export interface Account {
  type: AccountType;
  id: number;
}

interface JournalRef {
  refType?: string;
  refId?: number;
  employeeId?: number;
  /** when it happened (default: now): an offline sale's time */
  at?: Date;
}

interface StockOptions {
  field?: (index: number) => string;
  productsLocked?: boolean;
}

/** A journal row's time: the move's own (`at`), else the transaction's. */
const atOf = (m: JournalRef) => sql`coalesce(${m.at?.toISOString() ?? null}::timestamptz, now())`;

export interface StockMove extends JournalRef {
  companyId: number;
  productId: number;
  sizeId: number;
  placeId: number;
  /** signed: + in, - out; never 0 */
  delta: number;
  kind: StockKind;
}

export interface MoneyMove extends JournalRef {
  companyId: number;
  account: Account;
  currencyId: number;
  /** signed decimal string or number-free Decimal value: + in, - out; never 0 */
  delta: string;
  kind: MoneyKind;
  comment?: string;
  /** the code a shortfall is reported with (default not_enough_money) */
  shortfallCode?: string;
  shortfallField?: string;
}

/** Lock order; moves on the same row keep the order they were given in (a stable sort needs 0 for ties). */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const stockKey = (m: StockMove) => `${m.productId}:${m.sizeId}:${m.placeId}`;
/** Stock lock order: (product, size, place) numerically, the order the batched path's ORDER BY ... FOR UPDATE takes too. */
const compareStock = (a: StockMove, b: StockMove) => a.productId - b.productId || a.sizeId - b.sizeId || a.placeId - b.placeId;

/**
 * One move of the one-by-one path in one statement (prepared): `statement` upserts or updates the running
 * total as `t` under its guard and writes the journal row. A CHECK violation of `check`, or no row (the
 * guard refused it), is the move's shortfall. The statement is issued before the first await, so it
 * goes out with whatever `together` gathers.
 */
async function guardedMove<T extends Record<string, unknown>>(tx: DbOrTx, statement: SQL, check: string, shortfall: () => AppError): Promise<T> {
  let row: T | undefined;
  try {
    [row] = await queryRows<T>(tx, prepared(statement));
  } catch (err) {
    if (isCheckViolation(err, check)) throw shortfall();
    throw err;
  }
  if (!row) throw shortfall();
  return row;
}

/**
 * Move stock. Several moves are applied in a fixed order (product, size, place) so concurrent
 * operations lock rows in the same order and cannot deadlock. Returns the quantities after.
 */
export async function moveStock(tx: DbOrTx, moves: StockMove[], options: StockOptions & { atMost: true }): Promise<{ after: number[]; shortfall: number[] }>;
export async function moveStock(tx: DbOrTx, moves: StockMove[], options?: StockOptions): Promise<number[]>;
/**
 * `atMost` (removals only: goods that already left, an offline sale's): each move takes at most what
 * its placement holds, never refused; what it lacked comes back per move as `shortfall`.
 */
export async function moveStock(tx: DbOrTx, moves: StockMove[], options: StockOptions & { atMost?: boolean } = {}): Promise<number[] | { after: number[]; shortfall: number[] }> {
  // Lock order, parents first (ARCHITECTURE.md section 4): the products' rows (shared, ascending ids)
  // before their placements. A product PATCH takes the product row first too, so a PATCH racing stock
  // moves of the same product waits instead of deadlocking; stock moves do not block each other here.
  // (`productsLocked`: the caller already took them FOR SHARE in ascending order, e.g. priceBasket)
  const productIds = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
  if (productIds.length && !options.productsLocked) {
    const companyIds = [...new Set(moves.map((m) => m.companyId))];
    await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), inArray(products.companyId, companyIds)))
      .orderBy(asc(products.id))
      .for('share');
  }
  for (const m of moves) if (!Number.isInteger(m.delta) || m.delta === 0) throw new Error(`ledger: stock delta must be a non-zero integer`);
  if (options.atMost) return removeStockAtMost(tx, moves);
  // a sale's removals (several lines, every delta negative) in one statement
  if (moves.length > 1 && moves.every((m) => m.delta < 0) && sameOperation(moves)) {
    return removeStockAtOnce(tx, moves, options);
  }
  // a reception's or a transfer's additions (many lines, every delta positive) in one statement
  if (moves.length > 1 && moves.every((m) => m.delta > 0) && sameOperation(moves)) {
    return addStockAtOnce(tx, moves);
  }
  const ordered = moves.map((m, index) => ({ m, index })).sort((a, b) => compareStock(a.m, b.m));
  const after = new Array<number>(moves.length);
  for (const { m, index } of ordered) {
    const shortfall = () => new AppError(409, 'product_quantity_not_enough', options.field?.(index));
    // one round trip per move: the running total and its journal row in one statement (a CTE)
    const journal = sql`insert into stock_movements (company_id, product_id, size_id, place_id, delta, quantity_after, kind, ref_type, ref_id, employee_id, created_at)
      select ${m.companyId}::int, ${m.productId}::int, ${m.sizeId}::int, ${m.placeId}::int, ${m.delta}::int, t.quantity, ${m.kind}::text, ${m.refType ?? null}::text, ${m.refId ?? null}::int, ${m.employeeId ?? null}::int, ${atOf(m)} from t
      returning quantity_after`;
    // Upsert only for additions: PostgreSQL checks CHECK constraints on the proposed INSERT row
    // before it looks for a conflict, so a negative delta there would always be refused.
    // A removal updates the existing row (locking it); no row, or too little, is a shortfall.
    // The guard keeps the transaction usable; the CHECK stays as the last line of defence.
    const statement =
      m.delta > 0
        ? sql`with t as (
            insert into placements (company_id, product_id, size_id, place_id, quantity) values (${m.companyId}::int, ${m.productId}::int, ${m.sizeId}::int, ${m.placeId}::int, ${m.delta}::int)
            on conflict (product_id, size_id, place_id) do update set quantity = placements.quantity + excluded.quantity
            returning quantity) ${journal}`
        : sql`with t as (
            update placements set quantity = quantity + ${m.delta}::int
            where product_id = ${m.productId}::int and size_id = ${m.sizeId}::int and place_id = ${m.placeId}::int and company_id = ${m.companyId}::int and quantity + ${m.delta}::int >= 0
            returning quantity) ${journal}`;
    const row = await guardedMove<{ quantity_after: number }>(tx, statement, 'placements_quantity_non_negative', shortfall);
    const quantity = Number(row.quantity_after);
    after[index] = quantity;
  }
  return after;
}

const sameOperation = (moves: StockMove[]) => new Set(moves.map((m) => `${m.companyId}:${m.kind}:${m.refType}:${m.refId}:${m.employeeId}:${m.at?.getTime()}`)).size === 1;

/**
 * Removals that take at most what each placement holds (locked first, in lock order): a move finding
 * less takes what is there (nothing below zero) and reports the rest as its shortfall.
 */
async function removeStockAtMost(tx: DbOrTx, moves: StockMove[]) {
  if (moves.some((m) => m.delta > 0)) throw new Error('ledger: atMost takes removals only');
  const ordered = moves.map((m, index) => ({ m, index })).sort((a, b) => compareStock(a.m, b.m));
  const after = new Array<number>(moves.length);
  const shortfall = new Array<number>(moves.length).fill(0);
  for (const { m, index } of ordered) {
    const [held] = await queryRows<{ quantity: number }>(
      tx,
      prepared(sql`select quantity from placements where product_id = ${m.productId}::int and size_id = ${m.sizeId}::int and place_id = ${m.placeId}::int and company_id = ${m.companyId}::int for update`),
    );
    const have = Number(held?.quantity ?? 0);
    const taken = Math.min(have, -m.delta);
    shortfall[index] = -m.delta - taken;
    after[index] = have - taken;
    if (taken > 0) await moveStock(tx, [{ ...m, delta: -taken }], { productsLocked: true });
  }
  return { after, shortfall };
}

/** The moves of one placement merged (their deltas added), in lock order, with the index of each one's first move. */
function cellsOf(moves: StockMove[]) {
  const byKey = new Map<string, { productId: number; sizeId: number; placeId: number; delta: number; firstIndex: number }>();
  moves.forEach((m, index) => {
    const key = stockKey(m);
    const seen = byKey.get(key);
    if (seen) seen.delta += m.delta;
    else byKey.set(key, { productId: m.productId, sizeId: m.sizeId, placeId: m.placeId, delta: m.delta, firstIndex: index });
  });
  return [...byKey.values()].sort((a, b) => a.productId - b.productId || a.sizeId - b.sizeId || a.placeId - b.placeId);
}

/** The cells as rows (product_id, size_id, place_id, delta) of one `unnest` of array parameters: one statement text for any number. */
const cellRows = (cells: ReturnType<typeof cellsOf>) =>
  sql`select * from unnest(${pgArray(cells.map((c) => c.productId))}::int[], ${pgArray(cells.map((c) => c.sizeId))}::int[], ${pgArray(cells.map((c) => c.placeId))}::int[], ${pgArray(cells.map((c) => c.delta))}::int[])`;

/**
 * Additions of one operation to several placements in ONE statement: an upsert of every placement in
 * (product, size, place) order (the lock order of every other path) and one journal row per placement.
 */
async function addStockAtOnce(tx: DbOrTx, moves: StockMove[]) {
  const first = moves[0];
  const cells = cellsOf(moves);
  const rows = await queryRows<{ product_id: number; size_id: number; place_id: number; quantity_after: number }>(
    tx,
    prepared(sql`with v (product_id, size_id, place_id, delta) as (${cellRows(cells)}),
      u as (
        insert into placements (company_id, product_id, size_id, place_id, quantity)
        select ${first.companyId}::int, v.product_id, v.size_id, v.place_id, v.delta from v order by v.product_id, v.size_id, v.place_id
        on conflict (product_id, size_id, place_id) do update set quantity = placements.quantity + excluded.quantity
        returning product_id, size_id, place_id, quantity)
      insert into stock_movements (company_id, product_id, size_id, place_id, delta, quantity_after, kind, ref_type, ref_id, employee_id, created_at)
      select ${first.companyId}::int, u.product_id, u.size_id, u.place_id, v.delta, u.quantity, ${first.kind}::text, ${first.refType ?? null}::text,
             ${first.refId ?? null}::int, ${first.employeeId ?? null}::int, ${atOf(first)}
      from u join v on v.product_id = u.product_id and v.size_id = u.size_id and v.place_id = u.place_id
      order by u.product_id, u.size_id, u.place_id
      returning product_id, size_id, place_id, quantity_after`),
  );
  const quantityOf = new Map(rows.map((r) => [`${r.product_id}:${r.size_id}:${r.place_id}`, Number(r.quantity_after)]));
  if (quantityOf.size !== cells.length) throw new Error('ledger: an addition did not land');
  return moves.map((m) => quantityOf.get(stockKey(m))!);
}

/**
 * Removals of one operation from several placements in ONE statement: the rows locked in (product,
 * size, place) order (ORDER BY ... FOR UPDATE, the same order as the one-by-one path), each lowered
 * by its lines' units only where that leaves it >= 0, and one journal row per placement. A placement
 * missing or short is reported on the first of its lines.
 */
async function removeStockAtOnce(tx: DbOrTx, moves: StockMove[], options: { field?: (index: number) => string }) {
  const first = moves[0];
  const cells = cellsOf(moves);
  let rows: { product_id: number; size_id: number; place_id: number; quantity_after: number }[];
  try {
    rows = await queryRows(
      tx,
      prepared(sql`with v (product_id, size_id, place_id, delta) as (${cellRows(cells)}),
        locked as (
          select p.id from placements p join v on v.product_id = p.product_id and v.size_id = p.size_id and v.place_id = p.place_id
          where p.company_id = ${first.companyId}::int
          order by p.product_id, p.size_id, p.place_id
          for update of p),
        u as (
          update placements p set quantity = p.quantity + v.delta
          from v, locked l
          where l.id = p.id and p.company_id = ${first.companyId}::int and v.product_id = p.product_id and v.size_id = p.size_id and v.place_id = p.place_id and p.quantity + v.delta >= 0
          returning p.product_id, p.size_id, p.place_id, p.quantity, v.delta)
        insert into stock_movements (company_id, product_id, size_id, place_id, delta, quantity_after, kind, ref_type, ref_id, employee_id, created_at)
        select ${first.companyId}::int, u.product_id, u.size_id, u.place_id, u.delta, u.quantity, ${first.kind}::text, ${first.refType ?? null}::text,
               ${first.refId ?? null}::int, ${first.employeeId ?? null}::int, ${atOf(first)}
        from u order by u.product_id, u.size_id, u.place_id
        returning product_id, size_id, place_id, quantity_after`),
    );
  } catch (err) {
    if (isCheckViolation(err, 'placements_quantity_non_negative')) throw new AppError(409, 'product_quantity_not_enough', options.field?.(cells[0].firstIndex));
    throw err;
  }
  const quantityOf = new Map(rows.map((r) => [`${r.product_id}:${r.size_id}:${r.place_id}`, Number(r.quantity_after)]));
  const short = cells.filter((c) => !quantityOf.has(`${c.productId}:${c.sizeId}:${c.placeId}`)).sort((a, b) => a.firstIndex - b.firstIndex)[0];
  if (short) throw new AppError(409, 'product_quantity_not_enough', options.field?.(short.firstIndex));
  return moves.map((m) => quantityOf.get(stockKey(m))!);
}

/** What a journal row's day total needs of it (its RETURNING list). */
const JOURNAL_TOTALS_COLUMNS = sql.raw('company_id, account_type, account_id, currency_id, kind, delta, created_at');

/**
 * The body of a CTE adding the journal rows just written (CTE `rows`, with JOURNAL_TOTALS_COLUMNS) to
 * their days' totals (money_day_totals): keyed by each row's own time as a UTC day, so a move recorded
 * for an earlier moment lands on that day. Rows of one total are summed first (one statement may not
 * update a row twice). A total's row is only ever written after its balance's row in the same
 * statement, so the balance's lock (held to the commit anyway) is the total's too: no new waiting,
 * and no new lock order to keep.
 */
const addToDayTotals = (rows: string) =>
  sql.raw(`insert into money_day_totals (company_id, account_type, account_id, day, currency_id, kind, income, expense)
          select company_id, account_type, account_id, (created_at at time zone 'UTC')::date as day, currency_id, kind,
                 coalesce(sum(delta) filter (where delta > 0), 0), coalesce(-sum(delta) filter (where delta < 0), 0)
          from ${rows} group by company_id, account_type, account_id, day, currency_id, kind
          order by company_id, account_type, account_id, day, currency_id, kind
          on conflict (company_id, account_type, account_id, day, currency_id, kind)
          do update set income = money_day_totals.income + excluded.income, expense = money_day_totals.expense + excluded.expense`);

const moneyKey = (m: MoneyMove) => `${m.account.type}:${m.account.id}:${m.currencyId}`;
/**
 * Balance lock order: (account type, account id, currency) with the ids compared as numbers, the order
 * the batched path's ORDER BY ... FOR UPDATE takes too (the type compared as bytes: COLLATE "C").
 */
const compareMoney = (a: MoneyMove, b: MoneyMove) =>
  compareKeys(a.account.type, b.account.type) || a.account.id - b.account.id || a.currencyId - b.currencyId;

/** A move's delta checked (non-zero, finite, at most 2 places) as a 2-place decimal string. */
function deltaTextOf(m: MoneyMove): string {
  const delta = money(m.delta);
  if (delta.isZero() || !delta.isFinite() || delta.decimalPlaces() > 2) {
    throw new Error(`ledger: money delta must be a non-zero amount with at most 2 places`);
  }
  return toMoneyString(delta);
}

const moneyShortfall = (m: MoneyMove) => new AppError(409, m.shortfallCode ?? 'not_enough_money', m.shortfallField);

/**
 * Move money on accounts' balances, in a fixed lock order. Returns the amounts after (decimal strings).
 * Several moves go in ONE statement (a sale's payments and its change; see moveMoneyAtOnce); the result
 * is the same as applying them one by one in lock order, moves on the same balance in the order given.
 */
export async function moveMoney(tx: DbOrTx, moves: MoneyMove[]) {
  const deltas = moves.map(deltaTextOf);
  if (moves.length > 1) return moveMoneyAtOnce(tx, moves, deltas);
  const ordered = moves.map((m, index) => ({ m, index })).sort((a, b) => compareMoney(a.m, b.m));
  const after = new Array<string>(moves.length);
  for (const { m, index } of ordered) {
    const deltaText = deltas[index];
    const shortfall = () => moneyShortfall(m);
    // one round trip per move: the balance, its journal row and its day's total in one statement (a CTE)
    const journal = sql`, j as (
        insert into money_movements (company_id, account_type, account_id, currency_id, delta, amount_after, kind, ref_type, ref_id, employee_id, comment, created_at)
        select ${m.companyId}::int, ${m.account.type}::text, ${m.account.id}::int, ${m.currencyId}::int, ${deltaText}::numeric, t.amount, ${m.kind}::text, ${m.refType ?? null}::text, ${m.refId ?? null}::int, ${m.employeeId ?? null}::int, ${m.comment ?? ''}::text, ${atOf(m)} from t
        returning ${JOURNAL_TOTALS_COLUMNS}, amount_after),
      d as (${addToDayTotals('j')})
      select amount_after::text as amount_after from j`;
    // Upsert only for additions (see moveStock: the CHECK is tested on the proposed INSERT row).
    const statement = money(deltaText).isPositive()
      ? sql`with t as (
            insert into balances (company_id, account_type, account_id, currency_id, amount) values (${m.companyId}::int, ${m.account.type}::text, ${m.account.id}::int, ${m.currencyId}::int, ${deltaText}::numeric)
            on conflict (company_id, account_type, account_id, currency_id) do update set amount = balances.amount + excluded.amount
            returning amount) ${journal}`
      : sql`with t as (
            update balances set amount = amount + ${deltaText}::numeric
            where company_id = ${m.companyId}::int and account_type = ${m.account.type}::text and account_id = ${m.account.id}::int and currency_id = ${m.currencyId}::int
              and amount + ${deltaText}::numeric >= 0
            returning amount) ${journal}`;
    const row = await guardedMove<{ amount_after: string }>(tx, statement, 'balances_amount_non_negative', shortfall);
    const amount = toMoneyString(row.amount_after);
    after[index] = amount;
  }
  return after;
}

/**
 * Several money moves in ONE statement (one round trip, where one by one took one per move).
 * Per balance, the moves on it are summed (`net`) and its lowest running total (`floor`, <= 0) is
 * computed here from their deltas in the order given: a balance whose running total never dips below
 * its starting amount is upserted by `net`; one that dips is updated only where amount + floor >= 0,
 * which is exactly "every move in turn leaves it >= 0". Existing rows are locked first in the lock
 * order (ORDER BY ... FOR UPDATE, as compareMoney). Each move gets its journal row with the amount
 * after it (the final amount less the later moves on that balance). A balance left unchanged by its
 * guard is a shortfall, reported on the move one-by-one application would have stopped at.
 */
async function moveMoneyAtOnce(tx: DbOrTx, moves: MoneyMove[], deltas: string[]) {
  const companyIds = new Set(moves.map((m) => m.companyId));
  if (companyIds.size !== 1) throw new Error('ledger: moves of one statement belong to one company');
  const companyId = moves[0].companyId;
  // per balance: its moves in the order given, their running totals, net and floor
  const byKey = new Map<string, { m: MoneyMove; indexes: number[]; net: Money; floor: Money }>();
  const suffix = new Array<Money>(moves.length);
  moves.forEach((m, index) => {
    const key = moneyKey(m);
    const cell = byKey.get(key) ?? { m, indexes: [], net: money(0), floor: money(0) };
    cell.indexes.push(index);
    cell.net = cell.net.plus(deltas[index]);
    if (cell.net.lt(cell.floor)) cell.floor = cell.net;
    byKey.set(key, cell);
  });
  for (const cell of byKey.values()) {
    let later = money(0);
    for (const index of [...cell.indexes].reverse()) {
      suffix[index] = later;
      later = later.plus(deltas[index]);
    }
  }
  const cells = [...byKey.values()].sort((a, b) => compareMoney(a.m, b.m));
  // every column one array parameter: one statement text for any number of moves (prepared on PostgreSQL)
  const cellCol = (pick: (c: (typeof cells)[number]) => string | number) => pgArray(cells.map(pick));
  const moveCol = (pick: (m: MoneyMove, i: number) => string | number | null | undefined) => pgArray(moves.map(pick));
  let rows: { ord: number; amount_after: string }[];
  try {
    rows = await queryRows(
      tx,
      prepared(sql`with r (account_type, account_id, currency_id, net, floor) as (
          select * from unnest(${cellCol((c) => c.m.account.type)}::text[], ${cellCol((c) => c.m.account.id)}::int[], ${cellCol((c) => c.m.currencyId)}::int[],
                               ${cellCol((c) => toMoneyString(c.net))}::numeric[], ${cellCol((c) => toMoneyString(c.floor))}::numeric[])),
        v (ord, account_type, account_id, currency_id, delta, suffix, kind, ref_type, ref_id, employee_id, comment, at) as (
          select (n - 1)::int, t, a, c, d, s, k, rt, ri, e, cm, coalesce(w, now())
          from unnest(${moveCol((m) => m.account.type)}::text[], ${moveCol((m) => m.account.id)}::int[], ${moveCol((m) => m.currencyId)}::int[],
                      ${moveCol((_m, i) => deltas[i])}::numeric[], ${moveCol((_m, i) => toMoneyString(suffix[i]))}::numeric[], ${moveCol((m) => m.kind)}::text[],
                      ${moveCol((m) => m.refType ?? null)}::text[], ${moveCol((m) => m.refId ?? null)}::int[], ${moveCol((m) => m.employeeId ?? null)}::int[],
                      ${moveCol((m) => m.comment ?? '')}::text[], ${moveCol((m) => m.at?.toISOString() ?? null)}::timestamptz[])
               with ordinality as u (t, a, c, d, s, k, rt, ri, e, cm, w, n)),
        locked as (
          select b.id from balances b join r on r.account_type = b.account_type and r.account_id = b.account_id and r.currency_id = b.currency_id
          where b.company_id = ${companyId}::int
          order by b.account_type collate "C", b.account_id, b.currency_id
          for update of b),
        up as (
          insert into balances (company_id, account_type, account_id, currency_id, amount)
          select ${companyId}::int, r.account_type, r.account_id, r.currency_id, r.net from r
          where r.floor = 0 and (select count(*) from locked) >= 0
          order by r.account_type collate "C", r.account_id, r.currency_id
          on conflict (company_id, account_type, account_id, currency_id) do update set amount = balances.amount + excluded.amount
          returning account_type, account_id, currency_id, amount),
        down as (
          update balances b set amount = b.amount + r.net
          from r, locked l
          where l.id = b.id and b.company_id = ${companyId}::int and r.account_type = b.account_type and r.account_id = b.account_id and r.currency_id = b.currency_id
            and r.floor < 0 and b.amount + r.floor >= 0
          returning b.account_type, b.account_id, b.currency_id, b.amount),
        a as (select * from up union all select * from down),
        j as (
          insert into money_movements (company_id, account_type, account_id, currency_id, delta, amount_after, kind, ref_type, ref_id, employee_id, comment, created_at)
          select ${companyId}::int, v.account_type, v.account_id, v.currency_id, v.delta, a.amount - v.suffix, v.kind, v.ref_type, v.ref_id, v.employee_id, v.comment, v.at
          from v join a on a.account_type = v.account_type and a.account_id = v.account_id and a.currency_id = v.currency_id
          order by v.ord
          returning ${JOURNAL_TOTALS_COLUMNS}),
        d as (${addToDayTotals('j')})
        select v.ord, (a.amount - v.suffix)::text as amount_after
        from v join a on a.account_type = v.account_type and a.account_id = v.account_id and a.currency_id = v.currency_id
        where (select count(*) from j) >= 0`),
    );
  } catch (err) {
    // the guard keeps the CHECK from firing; should it, the first move in lock order is reported
    if (isCheckViolation(err, 'balances_amount_non_negative')) throw moneyShortfall(cells[0].m);
    throw err;
  }
  const after = new Array<string>(moves.length);
  for (const r of rows) after[Number(r.ord)] = toMoneyString(r.amount_after);
  if (rows.length === moves.length) return after;
  // a shortfall: the first balance in lock order left unchanged, at the move where its running total went below 0
  const failed = cells.find((c) => after[c.indexes[0]] === undefined)!;
  let running = money(await balanceOf(tx, companyId, failed.m.account, failed.m.currencyId));
  for (const index of failed.indexes) {
    running = running.plus(deltas[index]);
    if (running.isNegative()) throw moneyShortfall(moves[index]);
  }
  throw moneyShortfall(failed.m);
}

/**
 * Placements that exist with 0 units where none existed (no quantity changes, no journal row): a sent
 * transfer makes its destination's placements exist, so stock views list the goods on the way there.
 */
export async function ensurePlacements(tx: DbOrTx, companyId: number, cells: readonly { productId: number; sizeId: number; placeId: number }[]) {
  if (!cells.length) return;
  const sorted = [...cells].sort((a, b) => a.productId - b.productId || a.sizeId - b.sizeId || a.placeId - b.placeId);
  await tx
    .insert(placements)
    .values(sorted.map((c) => ({ companyId, productId: c.productId, sizeId: c.sizeId, placeId: c.placeId, quantity: 0 })))
    .onConflictDoNothing({ target: [placements.productId, placements.sizeId, placements.placeId] });
}

export async function stockOf(db: DbOrTx, productId: number, sizeId: number, placeId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: placements.quantity })
    .from(placements)
    .where(and(eq(placements.productId, productId), eq(placements.sizeId, sizeId), eq(placements.placeId, placeId)));
  return row?.quantity ?? 0;
}

export async function balanceOf(db: DbOrTx, companyId: number, account: Account, currencyId: number): Promise<string> {
  const [row] = await db
    .select({ amount: balances.amount })
    .from(balances)
    .where(
      and(
        eq(balances.companyId, companyId),
        eq(balances.accountType, account.type),
        eq(balances.accountId, account.id),
        eq(balances.currencyId, currencyId),
      ),
    );
  return toMoneyString(row?.amount ?? '0');
}
export { addOpeningStock, type OpeningStockLine, type OpeningStockOptions } from './openingStock';
