/**
 * Customers: the company's customers with their balance per currency (a
 * money-ledger account of type 'customer'), approval, and deactivation that never loses history.
 * Debts (sales on credit, the old debt) and their coverages: ./debts.ts.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ConsigneeDto, ConsigneeInput, CustomerBalanceInput, CustomerCreateInput, CustomerDto, CustomerPatchInput } from '../../../src/domain/customer/contract';
import { money } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import type { Db, DbOrTx } from '../../db/connect';
import { inTransaction, inTransactionUnique, type UniqueRefusal } from '../../db/transaction';
import { bookings, consignees, customers } from '../../db/schema';
import { insertedId } from '../../db/rows';
import { sentColumns } from '../../db/sentColumns';
import { conflict, notFound } from '../../errors';
import { matchesSearch, orderedPage } from '../../http/list';
import { moveMoney } from '../../ledger';
import { assertCompanyCurrency, companyCurrencyList } from '../currency/service';
import { debtTotals } from './debts';
import { accountBalances, accountJournal } from '../wallet/service';

/** The search over name, phone and e-mail: the exact expression of the trigram index customers_search_trgm (migration 0009). */
export function customerSearch(search: string): SQL {
  return matchesSearch(sql`(${customers.name} || E'\\x1f' || coalesce(${customers.phone}, '') || E'\\x1f' || coalesce(${customers.email}, ''))`, search);
}

type Row = typeof customers.$inferSelect;

async function toDtos(db: DbOrTx, companyId: number, rows: Row[]): Promise<CustomerDto[]> {
  const [balances, owed, list] = await Promise.all([
    accountBalances(db, companyId, 'customer', rows.map((r) => r.id)),
    debtTotals(db, companyId, rows),
    companyCurrencyList(db, companyId),
  ]);
  const base = list.find((c) => c.isBase);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    percentage_discount: money(r.percentageDiscount).toFixed(2),
    approval_status: r.approvalStatus as CustomerDto['approval_status'],
    is_active: r.isActive,
    balance: (balances.get(r.id) ?? []).map((b) => ({ currency: b.currency, amount: b.amount })),
    old_debt: money(r.oldDebt).toFixed(2),
    total_debt: owed.get(r.id) ?? '0.00',
    debt_currency: base ? { id: base.currencyId, name: base.name } : null,
  }));
}

const ownCustomer = (db: DbOrTx, caller: Caller, id: number, lock = false) => ownRowById(db, caller, customers, id, lock);

export async function listCustomers(
  db: Db,
  caller: Caller,
  q: { offset: number; limit: number; search?: string; is_active?: boolean | 'all'; approval_status?: string },
) {
  const where: SQL[] = [eq(customers.companyId, caller.companyId)];
  if (q.is_active !== 'all') where.push(eq(customers.isActive, q.is_active ?? true));
  if (q.search) where.push(customerSearch(q.search));
  if (q.approval_status) where.push(eq(customers.approvalStatus, q.approval_status));
  const list = await orderedPage(db, customers, db.select().from(customers).$dynamic(), where, [desc(customers.id)], q);
  return { count: list.count, results: await toDtos(db, caller.companyId, list.results) };
}

export async function getCustomer(db: Db, caller: Caller, id: number): Promise<CustomerDto> {
  const [dto] = await toDtos(db, caller.companyId, [await ownCustomer(db, caller, id)]);
  return dto;
}

/** A unique violation of the phone or e-mail index as the spec's 409 on its field. */
const CUSTOMER_UNIQUE: UniqueRefusal[] = [
  { index: 'customers_company_phone', code: 'customer_phone_exists', field: 'phone' },
  { index: 'customers_company_email', code: 'customer_email_exists', field: 'email' },
];

export async function createCustomer(db: Db, caller: Caller, input: CustomerCreateInput): Promise<CustomerDto> {
  const id = await inTransactionUnique(db, CUSTOMER_UNIQUE, (tx) =>
    insertedId(tx, customers, {
      companyId: caller.companyId,
      name: input.name,
      phone: input.phone,
      email: input.email ? input.email : null,
      address: input.address ?? '',
      percentageDiscount: input.percentage_discount ?? '0',
      oldDebt: input.old_debt ?? '0',
    }),
  );
  return getCustomer(db, caller, id);
}

export async function patchCustomer(db: Db, caller: Caller, id: number, input: CustomerPatchInput): Promise<CustomerDto> {
  await inTransactionUnique(db, CUSTOMER_UNIQUE, async (tx) => {
    await ownCustomer(tx, caller, id, true);
    const set: Partial<typeof customers.$inferInsert> = sentColumns(input, { name: 'name', phone: 'phone', address: 'address', percentage_discount: 'percentageDiscount', old_debt: 'oldDebt' });
    if (input.email !== undefined) set.email = input.email ? input.email : null;
    if (Object.keys(set).length) await tx.update(customers).set(set).where(and(eq(customers.id, id), eq(customers.companyId, caller.companyId)));
  });
  return getCustomer(db, caller, id);
}

export async function setApproval(db: Db, caller: Caller, id: number, status: 'approved' | 'rejected'): Promise<CustomerDto> {
  await inTransaction(db, async (tx) => {
    await ownCustomer(tx, caller, id, true);
    await tx.update(customers).set({ approvalStatus: status }).where(and(eq(customers.id, id), eq(customers.companyId, caller.companyId)));
  });
  return getCustomer(db, caller, id);
}

/**
 * DELETE: refused while the customer owes (a debt or the old debt), holds money or has a pending booking
 * (its goods are reserved and its prepayment is in a till); otherwise deactivated, never removed. The
 * customer's row is locked first, as a new booking locks it (saleCustomer), so the two cannot cross.
 */
export async function deleteCustomer(db: Db, caller: Caller, id: number) {
  await inTransaction(db, async (tx) => {
    const row = await ownCustomer(tx, caller, id, true);
    const [pending] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, id), eq(bookings.companyId, caller.companyId), eq(bookings.status, 'pending')))
      .limit(1);
    if (pending) throw conflict('customer_has_pending_booking');
    const owed = (await debtTotals(tx, caller.companyId, [row])).get(id) ?? '0';
    if (money(owed).gt(0)) throw conflict('customer_has_debt');
    const held = (await accountBalances(tx, caller.companyId, 'customer', [id])).get(id) ?? [];
    if (held.some((b) => money(b.amount).gt(0))) throw conflict('customer_has_balance');
    await tx.update(customers).set({ isActive: false }).where(and(eq(customers.id, id), eq(customers.companyId, caller.companyId)));
  });
}

/** POST {id}/balance_replenish_withdraw/: the customer's account in that currency, through the money ledger. */
export async function customerBalanceOperation(tx: DbOrTx, caller: Caller, id: number, input: CustomerBalanceInput): Promise<CustomerDto> {
  const row = await ownCustomer(tx, caller, id, true);
  if (!row.isActive) throw notFound();
  await assertCompanyCurrency(tx, caller.companyId, input.currency);
  const replenish = input.operation === 'replenishment';
  await moveMoney(tx, [
    {
      companyId: caller.companyId,
      account: { type: 'customer', id },
      currencyId: input.currency,
      delta: replenish ? input.amount : `-${input.amount}`,
      kind: replenish ? 'customer_balance_replenishment' : 'withdraws',
      comment: input.comment,
      refType: 'customer',
      refId: id,
      employeeId: caller.employeeId,
      shortfallCode: 'balance_not_enough_to_withdraw',
      shortfallField: 'amount',
    },
  ]);
  const [dto] = await toDtos(tx, caller.companyId, [row]);
  return dto;
}

// ------------------------------------------------------------------------------------ consignees

const consigneeDto = (r: typeof consignees.$inferSelect): ConsigneeDto => ({ id: r.id, city: r.city, postcode: r.postcode, phone: r.phone, email: r.email });

const CONSIGNEE_UNIQUE: UniqueRefusal[] = [
  { index: 'consignees_customer_phone', code: 'consignee_phone_exists', field: 'phone' },
  { index: 'consignees_customer_email', code: 'consignee_email_exists', field: 'email' },
];

export async function listConsignees(db: Db, caller: Caller, customerId: number): Promise<ConsigneeDto[]> {
  await ownCustomer(db, caller, customerId);
  const rows = await db.select().from(consignees).where(and(eq(consignees.customerId, customerId), eq(consignees.companyId, caller.companyId))).orderBy(consignees.id);
  return rows.map(consigneeDto);
}

export async function createConsignee(db: Db, caller: Caller, customerId: number, input: ConsigneeInput): Promise<ConsigneeDto> {
  return inTransactionUnique(db, CONSIGNEE_UNIQUE, async (tx) => {
    await ownCustomer(tx, caller, customerId, true);
    const [row] = await tx
      .insert(consignees)
      .values({ companyId: caller.companyId, customerId, city: input.city, postcode: input.postcode ?? '', phone: input.phone, email: input.email ? input.email : null })
      .returning();
    return consigneeDto(row);
  });
}

async function ownConsignee(db: DbOrTx, caller: Caller, customerId: number, id: number) {
  await ownCustomer(db, caller, customerId);
  const [row] = await db
    .select()
    .from(consignees)
    .where(and(eq(consignees.id, id), eq(consignees.customerId, customerId), eq(consignees.companyId, caller.companyId)));
  if (!row) throw notFound();
  return row;
}

export async function patchConsignee(db: Db, caller: Caller, customerId: number, id: number, input: Partial<ConsigneeInput>): Promise<ConsigneeDto> {
  return inTransactionUnique(db, CONSIGNEE_UNIQUE, async (tx) => {
    await ownConsignee(tx, caller, customerId, id);
    const set: Partial<typeof consignees.$inferInsert> = sentColumns(input, { city: 'city', postcode: 'postcode', phone: 'phone' });
    if (input.email !== undefined) set.email = input.email ? input.email : null;
    const [row] = Object.keys(set).length
      ? await tx.update(consignees).set(set).where(and(eq(consignees.id, id), eq(consignees.companyId, caller.companyId))).returning()
      : await tx.select().from(consignees).where(and(eq(consignees.id, id), eq(consignees.companyId, caller.companyId)));
    return consigneeDto(row);
  });
}

export async function deleteConsignee(db: Db, caller: Caller, customerId: number, id: number) {
  await inTransaction(db, async (tx) => {
    await ownConsignee(tx, caller, customerId, id);
    await tx.delete(consignees).where(and(eq(consignees.id, id), eq(consignees.companyId, caller.companyId)));
  });
}

/** GET customer_wallets/{id}/: the balance per currency and the journal of the customer's account. */
export async function customerWallets(db: Db, caller: Caller, id: number, q: { offset: number; limit: number }) {
  const customer = await getCustomer(db, caller, id);
  const names = new Map(customer.balance.map((b) => [b.currency.id, b.currency.name]));
  return { balance: customer.balance, movements: await accountJournal(db, caller.companyId, { type: 'customer', id }, q, names) };
}
