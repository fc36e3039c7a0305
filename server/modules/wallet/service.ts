/**
 * Balances: the company balance, place balances, company <-> place transfers and wallets.
 * Every amount moves through server/ledger (moveMoney) inside the request's one transaction, with the
 * caller as the journal's employee.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BalanceOperationInput } from '../../../src/domain/company/contract';
import { money, toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { callerCan } from '../../auth/scope';
import type { Db, DbOrTx } from '../../db/connect';
import { isUniqueViolation } from '../../db/pgErrors';
import { inTransaction } from '../../db/transaction';
import { balances, employees, moneyMovements, placeCurrencies, places, wallets } from '../../db/schema';
import { iso } from '../../http/dates';
import { badRequest, conflict, notFound } from '../../errors';
import { matchesSearch, orderedPage } from '../../http/list';
import { type Account, type AccountType, balanceOf, type MoneyKind, type MoneyMove, moveMoney } from '../../ledger';
import { assertCompanyCurrency, companyCurrencyList, currencyNames } from '../currency/service';

export interface BalanceEntry {
  /** the currency id (unique within one account's list) */
  id: number;
  amount: string;
  currency: { id: number; name: string };
}

/** Balances of several accounts of one type, in one statement: accountId -> currencyId -> amount. */
async function amountsOf(db: DbOrTx, companyId: number, type: AccountType, accountIds: number[]) {
  const out = new Map<number, Map<number, string>>();
  if (!accountIds.length) return out;
  const rows = await db
    .select({ accountId: balances.accountId, currencyId: balances.currencyId, amount: balances.amount })
    .from(balances)
    .where(and(eq(balances.companyId, companyId), eq(balances.accountType, type), inArray(balances.accountId, accountIds)));
  for (const r of rows) {
    if (!out.has(r.accountId)) out.set(r.accountId, new Map());
    out.get(r.accountId)!.set(r.currencyId, r.amount);
  }
  return out;
}

/** Entries for the listed currencies (0.00 when none), then any other currency the account holds. */
function entries(currencyOrder: number[], amounts: Map<number, string> | undefined, names: Map<number, string>): BalanceEntry[] {
  const ids = [...currencyOrder];
  for (const [currencyId, amount] of amounts ?? []) if (!ids.includes(currencyId) && money(amount).gt(0)) ids.push(currencyId);
  return ids.map((id) => ({ id, amount: toMoneyString(amounts?.get(id) ?? '0'), currency: { id, name: names.get(id) ?? '' } }));
}

// ------------------------------------------------------------------------------------ company balance

const companyAccount = (caller: Caller): Account => ({ type: 'company', id: caller.companyId });

/**
 * The balances of accounts of one type (company, customer, ...): per account, every company currency
 * (0.00 when none) and then any other currency the account holds. A fixed number of statements.
 */
export async function accountBalances(db: DbOrTx, companyId: number, type: AccountType, accountIds: number[]): Promise<Map<number, BalanceEntry[]>> {
  const [list, amounts] = await Promise.all([companyCurrencyList(db, companyId), amountsOf(db, companyId, type, accountIds)]);
  const names = new Map(list.map((c) => [c.currencyId, c.name]));
  const extra = [...amounts.values()].flatMap((m) => [...m.keys()]).filter((id) => !names.has(id));
  for (const [id, name] of await currencyNames(db, extra)) names.set(id, name);
  const order = list.map((c) => c.currencyId);
  return new Map(accountIds.map((id) => [id, entries(order, amounts.get(id), names)]));
}

export async function companyBalance(db: Db, caller: Caller): Promise<BalanceEntry[]> {
  return (await accountBalances(db, caller.companyId, 'company', [caller.companyId])).get(caller.companyId)!;
}

/**
 * Replenish (kind `replenishKind`) or withdraw (kind withdraws; a shortfall is 409
 * balance_not_enough_to_withdraw on amount) an account in a company currency, inside the transaction.
 */
async function balanceOperation(
  tx: DbOrTx,
  caller: Caller,
  account: Account,
  input: BalanceOperationInput,
  operation: 'replenish' | 'withdraw',
  replenishKind: MoneyKind,
  ref?: Pick<MoneyMove, 'refType' | 'refId'>,
) {
  await assertCompanyCurrency(tx, caller.companyId, input.currency);
  await moveMoney(tx, [
    {
      companyId: caller.companyId,
      account,
      currencyId: input.currency,
      delta: operation === 'replenish' ? input.amount : `-${input.amount}`,
      kind: operation === 'replenish' ? replenishKind : 'withdraws',
      comment: input.comment,
      employeeId: caller.employeeId,
      ...ref,
      shortfallCode: 'balance_not_enough_to_withdraw',
      shortfallField: 'amount',
    },
  ]);
}

/** Replenish (kind company_replenishments) or withdraw (kind withdraws) the company balance. */
export async function companyOperation(db: Db, caller: Caller, input: BalanceOperationInput, operation: 'replenish' | 'withdraw') {
  await inTransaction(db, (tx) => balanceOperation(tx, caller, companyAccount(caller), input, operation, 'company_replenishments'));
  return companyBalance(db, caller);
}

// ------------------------------------------------------------------------------------ place balances

/** Places of the company the caller may see balances of: admins all, others only their own. */
function placeScope(caller: Caller): SQL[] {
  const where: SQL[] = [eq(places.companyId, caller.companyId), eq(places.isActive, true)];
  if (!callerCan(caller, 'place.read_all')) where.push(caller.placeIds.length ? inArray(places.id, caller.placeIds) : eq(places.id, -1));
  return where;
}

async function placeBalances(db: Db, companyId: number, placeRows: { id: number; name: string }[]) {
  const ids = placeRows.map((p) => p.id);
  if (!ids.length) return [];
  const [pcs, amounts] = await Promise.all([
    db
      .select({ placeId: placeCurrencies.placeId, currencyId: placeCurrencies.currencyId })
      .from(placeCurrencies)
      .where(and(eq(placeCurrencies.companyId, companyId), inArray(placeCurrencies.placeId, ids)))
      .orderBy(asc(placeCurrencies.id)),
    amountsOf(db, companyId, 'place', ids),
  ]);
  const allCurrencyIds = [...pcs.map((p) => p.currencyId), ...[...amounts.values()].flatMap((m) => [...m.keys()])];
  const names = await currencyNames(db, allCurrencyIds);
  return placeRows.map((p) => ({
    id: p.id,
    name: p.name,
    balances: entries(
      pcs.filter((c) => c.placeId === p.id).map((c) => c.currencyId),
      amounts.get(p.id),
      names,
    ),
  }));
}

export async function listPlaceBalances(db: Db, caller: Caller) {
  const rows = await db
    .select({ id: places.id, name: places.name })
    .from(places)
    .where(and(...placeScope(caller)))
    .orderBy(asc(places.id));
  return placeBalances(db, caller.companyId, rows);
}

async function visiblePlace(db: Db, caller: Caller, placeId: number) {
  const [row] = await db
    .select({ id: places.id, name: places.name })
    .from(places)
    .where(and(eq(places.id, placeId), ...placeScope(caller)));
  if (!row) throw notFound();
  return row;
}

export async function placeBalance(db: Db, caller: Caller, placeId: number): Promise<BalanceEntry[]> {
  const place = await visiblePlace(db, caller, placeId);
  const [one] = await placeBalances(db, caller.companyId, [place]);
  return one.balances;
}

/**
 * Company -> place (kind transfers_to_places on both legs) or place -> company (kind
 * transfers_from_places on both legs): two legs in one transaction. withdraw_all moves the whole
 * balance of that currency from the place.
 */
export async function transferPlace(
  db: Db,
  caller: Caller,
  placeId: number,
  input: { amount?: string; currency: number; comment: string; withdraw_all?: boolean },
  direction: 'to_place' | 'from_place',
) {
  await inTransaction(db, async (tx) => {
    await visiblePlace(tx, caller, placeId);
    await assertCompanyCurrency(tx, caller.companyId, input.currency);
    const place: Account = { type: 'place', id: placeId };
    let amount = input.amount;
    if (direction === 'from_place' && input.withdraw_all) {
      amount = await balanceOf(tx, caller.companyId, place, input.currency);
      if (!money(amount).gt(0)) throw conflict('not_enough_money', 'amount');
    }
    if (!amount) throw badRequest('required', 'amount');
    const kind: MoneyKind = direction === 'to_place' ? 'transfers_to_places' : 'transfers_from_places';
    const [source, target] = direction === 'to_place' ? [companyAccount(caller), place] : [place, companyAccount(caller)];
    const common = { companyId: caller.companyId, currencyId: input.currency, kind, comment: input.comment, employeeId: caller.employeeId };
    await moveMoney(tx, [
      {
        ...common,
        account: source,
        delta: `-${amount}`,
        refType: direction === 'to_place' ? 'place' : 'company',
        refId: direction === 'to_place' ? placeId : caller.companyId,
        shortfallCode: 'not_enough_money',
        shortfallField: 'amount',
      },
      {
        ...common,
        account: target,
        delta: amount,
        refType: direction === 'to_place' ? 'company' : 'place',
        refId: direction === 'to_place' ? caller.companyId : placeId,
      },
    ]);
  });
  return placeBalance(db, caller, placeId);
}

// ------------------------------------------------------------------------------------ wallets

const walletAccount = (id: number): Account => ({ type: 'wallet', id });

async function walletDtos(db: Db, companyId: number, rows: { id: number; name: string; isActive: boolean }[]) {
  const balances = await accountBalances(db, companyId, 'wallet', rows.map((w) => w.id));
  return rows.map((w) => ({ id: w.id, name: w.name, is_active: w.isActive, balances: balances.get(w.id)! }));
}

export async function listWallets(db: Db, caller: Caller, q: { offset: number; limit: number; search?: string; ordering?: string }) {
  const where: SQL[] = [eq(wallets.companyId, caller.companyId), eq(wallets.isActive, true)];
  if (q.search) where.push(matchesSearch(wallets.name, q.search));
  const byName = (q.ordering ?? '').replace(/^-/, '') === 'name';
  const descending = (q.ordering ?? '').startsWith('-');
  const column = byName ? wallets.name : wallets.id;
  const rows = db.select({ id: wallets.id, name: wallets.name, isActive: wallets.isActive }).from(wallets).$dynamic();
  const list = await orderedPage(db, wallets, rows, where, [descending ? desc(column) : asc(column), asc(wallets.id)], q);
  return { count: list.count, results: await walletDtos(db, caller.companyId, list.results) };
}

async function walletRow(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({ id: wallets.id, name: wallets.name, isActive: wallets.isActive })
    .from(wallets)
    .where(and(eq(wallets.id, id), eq(wallets.companyId, companyId), eq(wallets.isActive, true)));
  if (!row) throw notFound();
  return row;
}

export async function getWallet(db: Db, caller: Caller, id: number) {
  const [dto] = await walletDtos(db, caller.companyId, [await walletRow(db, caller.companyId, id)]);
  return dto;
}

/** An account's money journal, newest first, paged (a wallet's page, a customer's wallets tab). */
export async function accountJournal(db: Db, companyId: number, account: { type: AccountType; id: number }, q: { offset: number; limit: number }, knownNames: Map<number, string>) {
  const where = [eq(moneyMovements.companyId, companyId), eq(moneyMovements.accountType, account.type), eq(moneyMovements.accountId, account.id)];
  const select = db
    .select({
      id: moneyMovements.id,
      createdAt: moneyMovements.createdAt,
      kind: moneyMovements.kind,
      delta: moneyMovements.delta,
      amountAfter: moneyMovements.amountAfter,
      currencyId: moneyMovements.currencyId,
      comment: moneyMovements.comment,
      employeeId: moneyMovements.employeeId,
      employeeName: employees.name,
    })
    .from(moneyMovements)
    .leftJoin(employees, eq(employees.id, moneyMovements.employeeId))
    .$dynamic();
  const { count: total, results: rows } = await orderedPage(db, moneyMovements, select, where, [desc(moneyMovements.id)], q);
  const names = new Map(knownNames);
  const missing = rows.map((r) => r.currencyId).filter((c) => !names.has(c));
  for (const [cid, name] of await currencyNames(db, missing)) names.set(cid, name);
  return {
    count: total,
    results: rows.map((r) => ({
      id: r.id,
      created_at: iso(r.createdAt),
      kind: r.kind,
      delta: toMoneyString(r.delta),
      amount_after: toMoneyString(r.amountAfter),
      currency: { id: r.currencyId, name: names.get(r.currencyId) ?? '' },
      comment: r.comment,
      employee: r.employeeId == null ? null : { id: r.employeeId, name: r.employeeName ?? '' },
    })),
  };
}

/** Wallet with its journal (newest first, paged). */
export async function walletDetail(db: Db, caller: Caller, id: number, q: { offset: number; limit: number }) {
  const wallet = await getWallet(db, caller, id);
  const names = new Map(wallet.balances.map((b) => [b.currency.id, b.currency.name]));
  return { ...wallet, movements: await accountJournal(db, caller.companyId, { type: 'wallet', id }, q, names) };
}

export async function createWallet(db: Db, caller: Caller, name: string) {
  try {
    const id = await inTransaction(db, async (tx) => {
      const [existing] = await tx
        .select({ id: wallets.id })
        .from(wallets)
        .where(and(eq(wallets.companyId, caller.companyId), eq(wallets.isActive, true), sql`lower(${wallets.name}) = lower(${name})`));
      if (existing) throw badRequest('wallet_exists', 'name');
      const [row] = await tx.insert(wallets).values({ companyId: caller.companyId, name }).returning({ id: wallets.id });
      return row.id;
    });
    return getWallet(db, caller, id);
  } catch (err) {
    if (isUniqueViolation(err, 'wallets_company_name')) throw badRequest('wallet_exists', 'name');
    throw err;
  }
}

/** Replenish (kind replenishments) or withdraw (kind withdraws) a wallet. */
export async function walletOperation(db: Db, caller: Caller, id: number, input: BalanceOperationInput, operation: 'replenish' | 'withdraw') {
  await inTransaction(db, async (tx) => {
    await walletRow(tx, caller.companyId, id);
    await balanceOperation(tx, caller, walletAccount(id), input, operation, 'replenishments', { refType: 'wallet', refId: id });
  });
  return getWallet(db, caller, id);
}
