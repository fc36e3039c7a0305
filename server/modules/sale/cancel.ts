/** Cancelling a sale: its goods and money go back through the ledger. */
import { and, eq, sql } from 'drizzle-orm';
import { money, toMoneyString } from '../../../src/domain/money';
import { todayUtc } from '../../../src/domain/period';
import type { SaleDto } from '../../../src/domain/sale/contract';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import { queryRows, type DbOrTx } from '../../db/connect';
import { debtCoverages, debts, saleLines, salePayments, sales } from '../../db/schema';
import { conflict } from '../../errors';
import { takeSaleFromDayTotals } from '../report/totals';
import { moveMoney, moveStock, type MoneyMove } from '../../ledger';
import { getSale } from './queries';

/**
 * POST sells/{id}/reject/ (admin): the goods go back to their places and the money leaves the till again
 * (payments out, change back in), journal kinds sale_cancel / sale_cancels. Once only.
 */
export async function rejectSale(tx: DbOrTx, caller: Caller, id: number): Promise<SaleDto> {
  const seen = await ownRowById(tx, caller, sales, id);
  // the place's cash desks of the sale's day, locked FOR SHARE before the sale itself: a confirm locks its
  // desk, then marks its sales 'success', so the two take their locks in one order and one waits for the other
  const confirmedDesk = await queryRows<{ status: string; includes_sale: boolean }>(
    tx,
    sql`select status, closed_at >= (select created_at from sales where id = ${seen.id} and company_id = ${caller.companyId}) as includes_sale
        from cash_desks where company_id = ${caller.companyId} and place_id = ${seen.placeId} and date = ${todayUtc(new Date(seen.createdAt))} and status <> 'rejected' for share`,
  );
  const sale = await ownRowById(tx, caller, sales, id, true);
  // counted by a confirmed desk (the figures are kept at closing: a sale made after it is in no desk's)
  if (sale.status === 'success' || confirmedDesk.some((d) => d.status === 'confirmed' && d.includes_sale)) throw conflict('sale_already_confirmed');
  if (sale.status !== 'active') throw conflict('sale_already_rejected');
  const [lines, payments] = await Promise.all([
    tx.select().from(saleLines).where(eq(saleLines.saleId, id)),
    tx.select().from(salePayments).where(eq(salePayments.saleId, id)),
  ]);
  const ref = { refType: 'sale', refId: id, employeeId: caller.employeeId };
  // its day's totals first: a sale writes them before its stock, so the two take their locks in one order
  await takeSaleFromDayTotals(tx, caller.companyId, id);
  await moveStock(
    tx,
    lines.map((l) => ({ companyId: caller.companyId, productId: l.productId, sizeId: l.sizeId, placeId: l.placeId, delta: l.quantity, kind: 'sale_cancel' as const, ...ref })),
  );
  const account = { type: 'place' as const, id: sale.placeId };
  const moves: MoneyMove[] = [];
  const customerAccount = sale.customerId ? { type: 'customer' as const, id: sale.customerId } : null;
  // money back into the customer's balance first, so a change taken back out of it nets against it
  if (customerAccount && sale.balanceCurrencyId && money(sale.balanceAmount).gt(0)) {
    moves.push({ companyId: caller.companyId, account: customerAccount, currencyId: sale.balanceCurrencyId, delta: sale.balanceAmount, kind: 'sale_cancels', ...ref });
  }
  if (money(sale.changeAmount).gt(0)) {
    // the change comes back: to the till, or out of the customer's balance it went to
    if (sale.changeToBalance && customerAccount) {
      moves.push({ companyId: caller.companyId, account: customerAccount, currencyId: sale.changeCurrencyId, delta: `-${sale.changeAmount}`, kind: 'sale_cancels', ...ref });
    } else {
      moves.push({ companyId: caller.companyId, account, currencyId: sale.changeCurrencyId, delta: sale.changeAmount, kind: 'sale_cancels', ...ref });
    }
  }
  for (const p of payments) {
    moves.push({ companyId: caller.companyId, account, currencyId: p.currencyId, delta: `-${p.amount}`, kind: 'sale_cancels', ...ref });
  }
  // a sale on credit: its debt is nulled, and what was paid against it leaves the tills it went to
  const [debt] = await tx.select().from(debts).where(and(eq(debts.saleId, id), eq(debts.companyId, caller.companyId))).for('update');
  if (debt) {
    const coverages = await tx.select().from(debtCoverages).where(and(eq(debtCoverages.debtId, debt.id), eq(debtCoverages.companyId, caller.companyId)));
    for (const c of coverages) {
      const kept = money(c.amount).minus(c.changeAmount);
      if (kept.gt(0)) {
        moves.push({ companyId: caller.companyId, account: { type: 'place', id: c.placeId }, currencyId: c.currencyId, delta: `-${toMoneyString(kept)}`, kind: 'sale_cancels', ...ref });
      }
    }
    await tx.update(debts).set({ status: 'canceled' }).where(and(eq(debts.id, debt.id), eq(debts.companyId, caller.companyId)));
  }
  if (moves.length) await moveMoney(tx, moves);
  await tx.update(sales).set({ status: 'canceled', rejectedAt: new Date() }).where(and(eq(sales.id, id), eq(sales.companyId, caller.companyId)));
  return getSale(tx, caller, id);
}
