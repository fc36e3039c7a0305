/**
 * The two ledgers (ARCHITECTURE.md section 4): the ONLY code that changes stock quantities and money
 * balances. Each call writes the running total and its journal row together; callers pass the
 * transaction they own, so a whole business operation commits or rolls back as one.
 *
 * Negative totals are impossible: the tables carry CHECK constraints, and a violation is turned into
 * a 409 with a stable code (product_quantity_not_enough / not_enough_money) that rolls back the caller's
 * transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { money, toMoneyString } from '../../src/domain/money';
import type { DbOrTx } from '../db/connect';
import { isCheckViolation } from '../db/pgErrors';
import { balances, moneyMovements, placements, products, stockMovements } from '../db/schema';
import { AppError } from '../http/errors';

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
}

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

/**
 * Move stock. Several moves are applied in a fixed order (product, size, place) so concurrent
 * operations lock rows in the same order and cannot deadlock. Returns the quantities after.
 */
export async function moveStock(tx: DbOrTx, moves: StockMove[], options: { field?: (index: number) => string } = {}) {
  // Lock order, parents first (ARCHITECTURE.md section 4): the products' rows (shared, ascending ids)
  // before their placements. A product PATCH takes the product row first too, so a PATCH racing stock
  // moves of the same product waits instead of deadlocking; stock moves do not block each other here.
  const productIds = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
  if (productIds.length) {
    await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('share');
  }
  const ordered = moves.map((m, index) => ({ m, index })).sort((a, b) => compareKeys(stockKey(a.m), stockKey(b.m)));
  const after = new Array<number>(moves.length);
  for (const { m, index } of ordered) {
    if (!Number.isInteger(m.delta) || m.delta === 0) throw new Error(`ledger: stock delta must be a non-zero integer`);
    const shortfall = () => new AppError(409, 'product_quantity_not_enough', options.field?.(index));
    let row: { quantity: number } | undefined;
    try {
      if (m.delta > 0) {
        // Upsert only for additions: PostgreSQL checks CHECK constraints on the proposed INSERT row
        // before it looks for a conflict, so a negative delta here would always be refused.
        [row] = await tx
          .insert(placements)
          .values({ companyId: m.companyId, productId: m.productId, sizeId: m.sizeId, placeId: m.placeId, quantity: m.delta })
          .onConflictDoUpdate({
            target: [placements.productId, placements.sizeId, placements.placeId],
            set: { quantity: sql`${placements.quantity} + ${m.delta}` },
          })
          .returning({ quantity: placements.quantity });
      } else {
        // A removal updates the existing row (locking it); no row, or too little, is a shortfall.
        // The guard keeps the transaction usable; the CHECK stays as the last line of defence.
        [row] = await tx
          .update(placements)
          .set({ quantity: sql`${placements.quantity} + ${m.delta}` })
          .where(
            and(
              eq(placements.productId, m.productId),
              eq(placements.sizeId, m.sizeId),
              eq(placements.placeId, m.placeId),
              eq(placements.companyId, m.companyId),
              sql`${placements.quantity} + ${m.delta} >= 0`,
            ),
          )
          .returning({ quantity: placements.quantity });
      }
    } catch (err) {
      if (isCheckViolation(err, 'placements_quantity_non_negative')) throw shortfall();
      throw err;
    }
    if (!row) throw shortfall();
    const quantity = row.quantity;
    await tx.insert(stockMovements).values({
      companyId: m.companyId,
      productId: m.productId,
      sizeId: m.sizeId,
      placeId: m.placeId,
      delta: m.delta,
      quantityAfter: quantity,
      kind: m.kind,
      refType: m.refType,
      refId: m.refId,
      employeeId: m.employeeId,
    });
    after[index] = quantity;
  }
  return after;
}

const moneyKey = (m: MoneyMove) => `${m.account.type}:${m.account.id}:${m.currencyId}`;

/** Move money on accounts' balances, in a fixed lock order. Returns the amounts after (decimal strings). */
export async function moveMoney(tx: DbOrTx, moves: MoneyMove[]) {
  const ordered = moves.map((m, index) => ({ m, index })).sort((a, b) => compareKeys(moneyKey(a.m), moneyKey(b.m)));
  const after = new Array<string>(moves.length);
  for (const { m, index } of ordered) {
    const delta = money(m.delta);
    if (delta.isZero() || !delta.isFinite() || delta.decimalPlaces() > 2) {
      throw new Error(`ledger: money delta must be a non-zero amount with at most 2 places`);
    }
    const deltaText = toMoneyString(delta);
    const shortfall = () => new AppError(409, m.shortfallCode ?? 'not_enough_money', m.shortfallField);
    let row: { amount: string } | undefined;
    try {
      if (delta.isPositive()) {
        // Upsert only for additions (see moveStock: the CHECK is tested on the proposed INSERT row).
        [row] = await tx
          .insert(balances)
          .values({
            companyId: m.companyId,
            accountType: m.account.type,
            accountId: m.account.id,
            currencyId: m.currencyId,
            amount: deltaText,
          })
          .onConflictDoUpdate({
            target: [balances.companyId, balances.accountType, balances.accountId, balances.currencyId],
            set: { amount: sql`${balances.amount} + ${deltaText}::numeric` },
          })
          .returning({ amount: balances.amount });
      } else {
        [row] = await tx
          .update(balances)
          .set({ amount: sql`${balances.amount} + ${deltaText}::numeric` })
          .where(
            and(
              eq(balances.companyId, m.companyId),
              eq(balances.accountType, m.account.type),
              eq(balances.accountId, m.account.id),
              eq(balances.currencyId, m.currencyId),
              sql`${balances.amount} + ${deltaText}::numeric >= 0`,
            ),
          )
          .returning({ amount: balances.amount });
      }
    } catch (err) {
      if (isCheckViolation(err, 'balances_amount_non_negative')) throw shortfall();
      throw err;
    }
    if (!row) throw shortfall();
    const amount = row.amount;
    await tx.insert(moneyMovements).values({
      companyId: m.companyId,
      accountType: m.account.type,
      accountId: m.account.id,
      currencyId: m.currencyId,
      delta: deltaText,
      amountAfter: amount,
      kind: m.kind,
      refType: m.refType,
      refId: m.refId,
      employeeId: m.employeeId,
      comment: m.comment ?? '',
    });
    after[index] = amount;
  }
  return after;
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
