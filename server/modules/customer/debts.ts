/**
 * A customer's debts (SPEC.md 3 'Customer', 4 'Debt coverage', 5, 7): sales on credit (rows of
 * `debts`, base currency, written by the sale in its transaction) and the old debt (customers.old_debt).
 * A coverage is money paid into a place's till in one of its currencies (kind debt_coverages); paying
 * more than a debt's remainder hands the rest back as change (kind debt_coverage_changes). A debt is
 * never a negative balance; the customer's balance is not touched here.
 */
import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CoverageDto, DebtCoverInput, DebtDto } from '../../../src/domain/customer/contract';
import { oldDebtCover } from '../../../src/domain/customer/debtCover';
import { money, toMoneyString } from '../../../src/domain/money';
import { changeFor } from '../../../src/domain/sale/pricing';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import type { DbOrTx } from '../../db/connect';
import { currencies, customers, debtCoverages, debts, employees, places, saleLines, sales } from '../../db/schema';
import { nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { iso } from '../../http/dates';
import { badRequest, conflict, notFound } from '../../errors';
import { moveMoney, type MoneyMove } from '../../ledger';
import { tillRate, tillSetup } from '../sale/service';

/** What each customer owes in the base currency: open debts' remainders plus the old debt. */
export async function debtTotals(db: DbOrTx, companyId: number, rows: { id: number; oldDebt: string }[]): Promise<Map<number, string>> {
  const ids = rows.map((r) => r.id);
  const open = ids.length
    ? await db
        .select({ customerId: debts.customerId, owed: sql<string>`sum(${debts.amount} - ${debts.covered})::text` })
        .from(debts)
        .where(and(eq(debts.companyId, companyId), inArray(debts.customerId, ids), eq(debts.status, 'open')))
        .groupBy(debts.customerId)
    : [];
  const owed = new Map(open.map((r) => [r.customerId, r.owed]));
  return new Map(rows.map((r) => [r.id, toMoneyString(money(owed.get(r.id) ?? 0).plus(r.oldDebt))]));
}

const debtColumns = {
  id: debts.id,
  createdAt: debts.createdAt,
  saleId: debts.saleId,
  totalSum: sales.totalSum,
  placeId: sales.placeId,
  placeName: nameOf(places, sales.placeId),
  amount: debts.amount,
  covered: debts.covered,
  status: debts.status,
  currencyId: debts.currencyId,
  currencyName: nameOf(currencies, debts.currencyId),
  quantity: sql<number>`(select coalesce(sum(${saleLines.quantity}), 0)::int from ${saleLines} where ${saleLines.saleId} = ${debts.saleId})`,
};

// joined to the sale: its total and place
function debtQuery(db: DbOrTx) {
  return db.select(debtColumns).from(debts).innerJoin(sales, and(eq(sales.id, debts.saleId), eq(sales.companyId, debts.companyId)));
}

type DebtRow = RowOf<typeof debtQuery>;

const debtDto = (r: DebtRow): DebtDto => ({
  id: r.id,
  created_at: iso(r.createdAt),
  sell: { id: r.saleId, total_sum: r.totalSum, quantity: Number(r.quantity), place: { id: r.placeId, name: r.placeName } },
  total_debt: r.amount,
  debt_coverage: r.covered,
  remaining: toMoneyString(money(r.amount).minus(r.covered)),
  currency: { id: r.currencyId, name: r.currencyName },
  status: r.status as DebtDto['status'],
});

/** GET {id}/debts/: the customer's sales on credit, newest first (open ones, or all with ?all). */
export async function listDebts(db: DbOrTx, caller: Caller, customerId: number, all: boolean): Promise<DebtDto[]> {
  await ownRowById(db, caller, customers, customerId);
  const where = [eq(debts.customerId, customerId), eq(debts.companyId, caller.companyId)];
  if (!all) where.push(eq(debts.status, 'open'), sql`${debts.covered} < ${debts.amount}`);
  const rows = await debtQuery(db).where(and(...where)).orderBy(desc(debts.id));
  return rows.map(debtDto);
}

/** The money and its rate at the place it is paid in (the place's rate of that currency). */
async function paymentAt(tx: DbOrTx, caller: Caller, input: DebtCoverInput) {
  const till = await tillSetup(tx, caller, input.place, 'place');
  return { place: till.place, rate: tillRate(till, input.currency, 'currency') };
}

/**
 * POST {id}/debts/{debtId}/cover/: pays against one debt. What it covers is counted in the base
 * currency (rounded down: a coverage never covers a cent it was not paid); paid above the remainder,
 * the rest is handed back in the same currency (rounded down too).
 */
export async function coverDebt(tx: DbOrTx, caller: Caller, customerId: number, debtId: number, input: DebtCoverInput): Promise<DebtDto> {
  await ownRowById(tx, caller, customers, customerId, true);
  const [debt] = await tx
    .select()
    .from(debts)
    .where(and(eq(debts.id, debtId), eq(debts.customerId, customerId), eq(debts.companyId, caller.companyId)))
    .for('update');
  if (!debt) throw notFound();
  const remaining = money(debt.amount).minus(debt.covered);
  if (debt.status !== 'open' || !remaining.gt(0)) throw conflict('debt_already_covered');
  const { place, rate } = await paymentAt(tx, caller, input);

  const change = changeFor(toMoneyString(remaining), [{ amount: input.debt_coverage, rate }], rate);
  const covered = change === null ? money(input.debt_coverage).div(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN) : remaining;
  if (!covered.gt(0)) throw badRequest('amount_not_positive', 'debt_coverage');
  const changeAmount = change ?? '0.00';

  await insertCoverage(tx, caller, input, { customerId, debtId, placeId: place.id, rate, covered, changeAmount });
  await tx
    .update(debts)
    .set({ covered: toMoneyString(money(debt.covered).plus(covered)) })
    .where(and(eq(debts.id, debtId), eq(debts.companyId, caller.companyId)));
  await moveCoverageMoney(tx, caller, place.id, input, changeAmount, debtId);
  const [row] = await debtQuery(tx).where(and(eq(debts.id, debtId), eq(debts.companyId, caller.companyId)));
  return debtDto(row);
}

/** The coverage's row: paid `input.debt_coverage` in its currency at `rate`, covering `covered` (base currency) of a debt, or of the old debt (`debtId` null). */
async function insertCoverage(
  tx: DbOrTx,
  caller: Caller,
  input: DebtCoverInput,
  c: { customerId: number; debtId: number | null; placeId: number; rate: string; covered: Decimal; changeAmount?: string },
) {
  await tx.insert(debtCoverages).values({
    companyId: caller.companyId,
    customerId: c.customerId,
    debtId: c.debtId,
    placeId: c.placeId,
    employeeId: caller.employeeId,
    currencyId: input.currency,
    amount: input.debt_coverage,
    rate: c.rate,
    covered: toMoneyString(c.covered),
    changeAmount: c.changeAmount, // none: the column's default (no change on an old debt)
  });
}

/** The coverage into the place's till, and its change back out of it (in that order: the till pays change from what it took). */
async function moveCoverageMoney(tx: DbOrTx, caller: Caller, placeId: number, input: DebtCoverInput, change: string, refId: number | null) {
  const account = { type: 'place' as const, id: placeId };
  const ref = { refType: refId ? 'debt' : 'old_debt', refId: refId ?? undefined, employeeId: caller.employeeId };
  const moves: MoneyMove[] = [{ companyId: caller.companyId, account, currencyId: input.currency, delta: input.debt_coverage, kind: 'debt_coverages', ...ref }];
  if (money(change).gt(0)) moves.push({ companyId: caller.companyId, account, currencyId: input.currency, delta: `-${change}`, kind: 'debt_coverage_changes', ...ref });
  await moveMoney(tx, moves);
}

/** POST {id}/cover_old_debt/: pays against the old debt; never above it (SPEC.md 5). Answers the customer's old debt left. */
export async function coverOldDebt(tx: DbOrTx, caller: Caller, customerId: number, input: DebtCoverInput): Promise<{ old_debt: string }> {
  const customer = await ownRowById(tx, caller, customers, customerId, true);
  if (!customer.isActive) throw notFound();
  const { place, rate } = await paymentAt(tx, caller, input);
  // the cover form's rule (src/domain/customer/debtCover.ts): never above the old debt
  const old = money(customer.oldDebt);
  const { covered, exceeds } = oldDebtCover(input.debt_coverage, rate, customer.oldDebt);
  if (exceeds) throw badRequest('old_debt_cover_exceeds', 'debt_coverage');
  if (!covered.gt(0)) throw badRequest('amount_not_positive', 'debt_coverage');
  const left = toMoneyString(old.minus(covered));
  await insertCoverage(tx, caller, input, { customerId, debtId: null, placeId: place.id, rate, covered });
  await tx.update(customers).set({ oldDebt: left }).where(and(eq(customers.id, customerId), eq(customers.companyId, caller.companyId)));
  await moveCoverageMoney(tx, caller, place.id, input, '0', null);
  return { old_debt: left };
}

/** GET {id}/debts/{debtId}/coverage_history/: what was paid against a debt, oldest first. */
export async function coverageHistory(db: DbOrTx, caller: Caller, customerId: number, debtId: number | null): Promise<CoverageDto[]> {
  await ownRowById(db, caller, customers, customerId);
  if (debtId !== null) {
    const [debt] = await db
      .select({ id: debts.id })
      .from(debts)
      .where(and(eq(debts.id, debtId), eq(debts.customerId, customerId), eq(debts.companyId, caller.companyId)));
    if (!debt) throw notFound();
  }
  const rows = await db
    .select({
      id: debtCoverages.id,
      createdAt: debtCoverages.createdAt,
      amount: debtCoverages.amount,
      currencyId: debtCoverages.currencyId,
      currencyName: nameOf(currencies, debtCoverages.currencyId),
      covered: debtCoverages.covered,
      change: debtCoverages.changeAmount,
      placeId: debtCoverages.placeId,
      placeName: nameOf(places, debtCoverages.placeId),
      employeeId: debtCoverages.employeeId,
      employeeName: nameOf(employees, debtCoverages.employeeId),
    })
    .from(debtCoverages)
    .where(
      and(
        eq(debtCoverages.customerId, customerId),
        eq(debtCoverages.companyId, caller.companyId),
        debtId === null ? sql`${debtCoverages.debtId} is null` : eq(debtCoverages.debtId, debtId),
      ),
    )
    .orderBy(asc(debtCoverages.id));
  return rows.map((r) => ({
    id: r.id,
    created_at: iso(r.createdAt),
    amount: r.amount,
    currency: { id: r.currencyId, name: r.currencyName },
    covered: r.covered,
    change: r.change,
    place: { id: r.placeId, name: r.placeName },
    employee: r.employeeId ? { id: r.employeeId, name: r.employeeName ?? '' } : null,
  }));
}
