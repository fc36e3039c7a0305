/**
 * The state of a requisition, goods or financial: pending until the admin approves or rejects it, once.
 * Every change locks the requisition's row FOR UPDATE (another company's: 404) and checks its state first.
 */
import { and, eq, type InferSelectModel } from 'drizzle-orm';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import type { DbOrTx } from '../../db/connect';
import { financialRequisitions, requisitions } from '../../db/schema';
import { conflict } from '../../errors';

type RequisitionTable = typeof requisitions | typeof financialRequisitions;

/** The requisition locked for the rest of the transaction, still pending (else 409 requisition_already_decided). */
export async function lockPending<T extends RequisitionTable>(tx: DbOrTx, caller: Caller, table: T, id: number): Promise<InferSelectModel<T>> {
  const row = await ownRowById(tx, caller, table, id, true);
  if (row.status !== 'pending') throw conflict('requisition_already_decided', 'status');
  return row;
}

/** A pending requisition approved or rejected by the caller: its locked row as it was before. */
export async function decide<T extends RequisitionTable>(tx: DbOrTx, caller: Caller, table: T, id: number, status: 'approved' | 'rejected'): Promise<InferSelectModel<T>> {
  const row = await lockPending(tx, caller, table, id);
  await tx
    .update(table as RequisitionTable)
    .set({ status, decidedBy: caller.employeeId, decidedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.companyId, caller.companyId)));
  return row;
}
