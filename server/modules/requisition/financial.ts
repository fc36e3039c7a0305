/**
 * Financial requisitions: an admin or a manager asks for money (currency, amount, comment);
 * the admin approves it, which pays it out of the company balance as a 'withdraws' expense (ref_type
 * 'financial_requisition') exactly once, or rejects it. The decision locks the row FOR UPDATE and checks
 * that it is still pending before anything moves, inside the request's one transaction. A manager sees
 * only their own requisitions; the admin sees all.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FinancialRequisitionDto, FinancialRequisitionInput, RequisitionStatus } from '../../../src/domain/requisition/contract';
import { money } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import type { Db, DbOrTx, Tx } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { currencies, financialRequisitions } from '../../db/schema';
import { employeeNameOf, nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { notFound } from '../../errors';
import { newestFirstPage } from '../../http/list';
import { moveMoney } from '../../ledger';
import { callerCan } from '../../auth/scope';
import { assertCompanyCurrency } from '../currency/service';
import { decide } from './state';

function select(db: DbOrTx) {
  return db
    .select({
      r: financialRequisitions,
      applicantName: employeeNameOf(financialRequisitions.applicantId),
      currencyName: nameOf(currencies, financialRequisitions.currencyId),
      deciderName: employeeNameOf(financialRequisitions.decidedBy),
    })
    .from(financialRequisitions);
}
type Row = RowOf<typeof select>;

function toDto(x: Row): FinancialRequisitionDto {
  const r = x.r;
  return {
    id: r.id,
    applicant: { id: r.applicantId, name: x.applicantName },
    currency: { id: r.currencyId, name: x.currencyName },
    amount: money(r.amount).toFixed(2),
    comment: r.comment,
    status: r.status as RequisitionStatus,
    decided_by: r.decidedBy ? { id: r.decidedBy, name: x.deciderName ?? '' } : null,
    decided_at: r.decidedAt,
    created_at: r.createdAt,
  };
}

/** Who sees what: the deciders (admin) every requisition of the company, others their own. */
function scope(caller: Caller): SQL[] {
  const where: SQL[] = [eq(financialRequisitions.companyId, caller.companyId)];
  if (!callerCan(caller, 'financialRequisition.approve')) where.push(eq(financialRequisitions.applicantId, caller.employeeId));
  return where;
}

export async function getFinancialRequisition(db: DbOrTx, caller: Caller, id: number) {
  const [row] = await select(db).where(and(eq(financialRequisitions.id, id), ...scope(caller)));
  if (!row) throw notFound();
  return toDto(row);
}

export async function listFinancialRequisitions(db: Db, caller: Caller, q: { offset: number; limit: number; status?: RequisitionStatus; applicant?: number }) {
  const where = scope(caller);
  if (q.status) where.push(eq(financialRequisitions.status, q.status));
  if (q.applicant) where.push(eq(financialRequisitions.applicantId, q.applicant));
  const list = await newestFirstPage(db, financialRequisitions, select(db).$dynamic(), where, q);
  return { count: list.count, results: list.results.map(toDto) };
}

export async function createFinancialRequisition(db: Db, caller: Caller, input: FinancialRequisitionInput) {
  return inTransaction(db, async (tx) => {
    await assertCompanyCurrency(tx, caller.companyId, input.currency);
    const [row] = await tx
      .insert(financialRequisitions)
      .values({ companyId: caller.companyId, applicantId: caller.employeeId, currencyId: input.currency, amount: input.amount, comment: input.comment })
      .returning({ id: financialRequisitions.id });
    return getFinancialRequisition(tx, caller, row.id);
  });
}

/** Approve (pay it out of the company balance, once) or reject; only a pending requisition. */
export async function decideFinancialRequisition(tx: Tx, caller: Caller, id: number, status: 'approved' | 'rejected') {
  const row = await decide(tx, caller, financialRequisitions, id, status);
  if (status === 'approved') {
    await moveMoney(tx, [
      {
        companyId: caller.companyId,
        account: { type: 'company', id: caller.companyId },
        currencyId: row.currencyId,
        delta: `-${money(row.amount).toFixed(2)}`,
        kind: 'withdraws',
        refType: 'financial_requisition',
        refId: row.id,
        employeeId: caller.employeeId,
        comment: row.comment,
      },
    ]);
  }
  return getFinancialRequisition(tx, caller, id);
}
