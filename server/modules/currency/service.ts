/**
 * Company currencies: rates relative to the base currency, the currency converter (an
 * exchange on the company balance), and small helpers the money modules share.
 */
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { exchangeAmount } from '../../../src/domain/currency';
import { type ExchangeInput } from '../../../src/domain/company/contract';
import { money, toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import type { Db, DbOrTx } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { companyCurrencies, currencies, currencyExchanges } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { moveMoney } from '../../ledger';

/** A rate as answered: "12650.000000" -> "12650", "92.500000" -> "92.5". */
export function rateText(value: string | null | undefined): string | null {
  return value == null ? null : new Decimal(value).toString();
}

export interface CompanyCurrency {
  id: number;
  currencyId: number;
  name: string;
  rate: string;
  isBase: boolean;
  isNational: boolean;
  isSecondaryDefault: boolean;
}

/** The company's currencies in their order (base first as created). */
export async function companyCurrencyList(db: DbOrTx, companyId: number): Promise<CompanyCurrency[]> {
  return db
    .select({
      id: companyCurrencies.id,
      currencyId: companyCurrencies.currencyId,
      name: currencies.name,
      rate: companyCurrencies.rate,
      isBase: companyCurrencies.isBase,
      isNational: companyCurrencies.isNational,
      isSecondaryDefault: companyCurrencies.isSecondaryDefault,
    })
    .from(companyCurrencies)
    .innerJoin(currencies, eq(currencies.id, companyCurrencies.currencyId))
    .where(eq(companyCurrencies.companyId, companyId))
    .orderBy(asc(companyCurrencies.id));
}

/** Refuse a currency the company does not use (400 currency_not_in_company). Returns its name. */
export async function assertCompanyCurrency(db: Db, companyId: number, currencyId: number, field = 'currency'): Promise<string> {
  const [row] = await db
    .select({ name: currencies.name })
    .from(companyCurrencies)
    .innerJoin(currencies, eq(currencies.id, companyCurrencies.currencyId))
    .where(and(eq(companyCurrencies.companyId, companyId), eq(companyCurrencies.currencyId, currencyId)));
  if (!row) throw badRequest('currency_not_in_company', field);
  return row.name;
}

/** Names of currencies by id (one statement). */
export async function currencyNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(currencies).where(inArray(currencies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ------------------------------------------------------------------------------------ currency_rate

/** GET /company/v1/currency_rate/: the company currencies with their rates (base first as created). */
export async function listCurrencyRates(db: Db, caller: Caller) {
  const list = await companyCurrencyList(db, caller.companyId);
  return list.map((c) => ({
    id: c.id,
    rate: rateText(c.rate)!,
    currency: { id: c.currencyId, name: c.name },
    is_base: c.isBase,
    is_national: c.isNational,
    is_secondary_default: c.isSecondaryDefault,
  }));
}

/** PATCH /company/v1/currency_rate/{id}/: id = the company currency row; the base rate stays 1. */
export async function updateCurrencyRate(db: Db, caller: Caller, id: number, rate: string) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: companyCurrencies.id, isBase: companyCurrencies.isBase, currencyId: companyCurrencies.currencyId, name: currencies.name })
      .from(companyCurrencies)
      .innerJoin(currencies, eq(currencies.id, companyCurrencies.currencyId))
      .where(and(eq(companyCurrencies.id, id), eq(companyCurrencies.companyId, caller.companyId)))
      .for('update', { of: companyCurrencies });
    if (!row) throw notFound();
    if (row.isBase) throw badRequest('cannot_edit_base_currency_rate', 'rate');
    const [updated] = await tx
      .update(companyCurrencies)
      .set({ rate })
      .where(and(eq(companyCurrencies.id, id), eq(companyCurrencies.companyId, caller.companyId)))
      .returning({ rate: companyCurrencies.rate });
    return { id: row.id, rate: rateText(updated.rate)!, currency: { id: row.currencyId, name: row.name } };
  });
}

// ------------------------------------------------------------------------------------ exchange

/**
 * POST /company/v1/currency_exchanges/: exchange on the company balance. One side must be the national
 * currency (the company's national one, else its base); `rate` = national units for one unit of the
 * other. Both legs and the exchange row commit together, or nothing does.
 */
export async function exchange(db: Db, caller: Caller, input: ExchangeInput) {
  if (input.from_currency === input.to_currency) throw badRequest('exchange_same_currency', 'to_currency');
  const list = await companyCurrencyList(db, caller.companyId);
  const from = list.find((c) => c.currencyId === input.from_currency);
  const to = list.find((c) => c.currencyId === input.to_currency);
  if (!from) throw badRequest('currency_not_in_company', 'from_currency');
  if (!to) throw badRequest('currency_not_in_company', 'to_currency');
  const national = list.find((c) => c.isNational) ?? list.find((c) => c.isBase);
  const fromIsNational = national?.currencyId === from.currencyId;
  const toIsNational = national?.currencyId === to.currencyId;
  if (!fromIsNational && !toIsNational) throw badRequest('exchange_needs_national_currency', 'to_currency');
  const fromAmount = toMoneyString(input.from_amount);
  const toAmount = exchangeAmount(fromAmount, input.rate, fromIsNational);
  if (money(toAmount).lte(0)) throw badRequest('invalid', 'from_amount');

  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(currencyExchanges)
      .values({
        companyId: caller.companyId,
        fromCurrencyId: from.currencyId,
        toCurrencyId: to.currencyId,
        fromAmount,
        toAmount,
        rate: input.rate,
        employeeId: caller.employeeId,
      })
      .returning({ id: currencyExchanges.id });
    const account = { type: 'company' as const, id: caller.companyId };
    const common = { companyId: caller.companyId, account, kind: 'exchanges' as const, refType: 'currency_exchange', refId: row.id, employeeId: caller.employeeId };
    const comment = `${fromAmount} ${from.name} -> ${toAmount} ${to.name} @ ${rateText(input.rate)}`;
    await moveMoney(tx, [
      { ...common, currencyId: from.currencyId, delta: `-${fromAmount}`, comment, shortfallCode: 'not_enough_money_in_the_balance', shortfallField: 'from_amount' },
      { ...common, currencyId: to.currencyId, delta: toAmount, comment },
    ]);
    return {
      id: row.id,
      from_amount: fromAmount,
      from_currency: { id: from.currencyId, name: from.name },
      to_amount: toAmount,
      to_currency: { id: to.currencyId, name: to.name },
      rate: rateText(input.rate)!,
    };
  });
}
