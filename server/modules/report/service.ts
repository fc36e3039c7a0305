/**
 * The money report (SPEC.md 3 'Report'): per currency, the balance before the period, what
 * came in and went out by kind and the balance after, read from the money journal alone. Scope: one
 * place's account, or (no place) the company's money: its own account, every place's and every wallet
 * (an admin; others: the places they work at). Customers' balances are the customers' money, not the
 * company's, and are left out. The figures come from the journal's day totals (money_day_totals, which
 * the ledger keeps with the journal); the lines behind a row from the journal itself. `consistent`
 * checks prev + incomes - expenses = actual against what the accounts held at the end of the period
 * (their balances now, less what moved after it).
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { daySpan } from '../../../src/domain/period';
import { EXPENSE_KEYS, INCOME_KEYS, type MoneyReportDto, type MoneyReportRow } from '../../../src/domain/report/contract';
import { money, toMoneyString } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { assertPlaceAllowed, callerCan } from '../../auth/scope';
import { queryRows, type DbOrTx } from '../../db/connect';
import { companyCurrencies, currencies, currencyExchanges, places } from '../../db/schema';
import { iso } from '../../http/dates';
import { notFound } from '../../errors';

const keyOf = <K extends string>(keys: readonly K[], kind: string): K => ((keys as readonly string[]).includes(kind) ? (kind as K) : ('other' as K));

/** The scope of a report: one place's account, the company's money (admin), or the caller's places. */
async function reportScope(db: DbOrTx, caller: Caller, placeId: number | undefined) {
  if (placeId) {
    const [row] = await db.select({ id: places.id, name: places.name }).from(places).where(and(eq(places.id, placeId), eq(places.companyId, caller.companyId)));
    if (!row) throw notFound();
    if (!callerCan(caller, 'transfer.admin')) assertPlaceAllowed(caller, row.id);
    return { place: row, scope: sql`account_type = 'place' and account_id = ${row.id}` };
  }
  if (callerCan(caller, 'transfer.admin')) return { place: null, scope: sql`account_type in ('company', 'place', 'wallet')` };
  return {
    place: null,
    scope: caller.placeIds.length ? sql`account_type = 'place' and account_id in (${sql.join(caller.placeIds.map((p) => sql`${p}`), sql`, `)})` : sql`false`,
  };
}

const periodOf = (q: { date_after: string; date_before: string }) => daySpan(q.date_after, q.date_before);

/** GET money/movements/: the journal lines behind one report row (a currency, a key, a side), newest first. */
export async function moneyReportMovements(
  db: DbOrTx,
  caller: Caller,
  q: { date_after: string; date_before: string; place?: number; currency: number; side?: 'income' | 'expense'; key?: string; offset: number; limit: number },
) {
  const { scope } = await reportScope(db, caller, q.place);
  const { start, end } = periodOf(q);
  const keys = (q.side === 'income' ? INCOME_KEYS : EXPENSE_KEYS) as readonly string[];
  const kinds =
    q.key === undefined ? sql`true` : q.key === 'other' ? sql`kind not in (${sql.join(keys.filter((k) => k !== 'other').map((k) => sql`${k}`), sql`, `)})` : sql`kind = ${q.key}`;
  const side = q.side === undefined ? sql`true` : q.side === 'income' ? sql`m.delta > 0` : sql`m.delta < 0`;
  const where = sql`m.company_id = ${caller.companyId} and ${scope} and m.currency_id = ${q.currency} and ${kinds} and ${side}
    and m.created_at >= ${start.toISOString()}::timestamptz and m.created_at < ${end.toISOString()}::timestamptz`;
  const [rowsFound, [total]] = await Promise.all([
    queryRows<{ id: number; created_at: Date | string; delta: string; kind: string; account_type: string; account_id: number; ref_type: string | null; ref_id: number | null; employee_id: number | null; employee_name: string | null; comment: string }>(
      db,
      sql`select m.id, m.created_at, m.delta::text as delta, m.kind, m.account_type, m.account_id, m.ref_type, m.ref_id, m.employee_id, e.name as employee_name, m.comment
          from money_movements m left join employees e on e.id = m.employee_id where ${where} order by m.created_at desc, m.id desc limit ${q.limit} offset ${q.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from money_movements m where ${where}`),
  ]);
  return {
    count: Number(total.n),
    results: rowsFound.map((r) => ({
      id: Number(r.id),
      created_at: iso(r.created_at),
      amount: toMoneyString(r.delta),
      kind: r.kind,
      account: { type: r.account_type as 'company' | 'place' | 'wallet' | 'customer', id: Number(r.account_id) },
      ref: r.ref_type && r.ref_id ? { type: r.ref_type, id: Number(r.ref_id) } : null,
      employee: r.employee_id ? { id: Number(r.employee_id), name: r.employee_name ?? '' } : null,
      comment: r.comment ?? '',
    })),
  };
}

export async function moneyReport(db: DbOrTx, caller: Caller, q: { date_after: string; date_before: string; place?: number }): Promise<MoneyReportDto> {
  const { start, end } = periodOf(q);
  const { place, scope } = await reportScope(db, caller, q.place);
  const base = sql`company_id = ${caller.companyId} and ${scope}`;
  const [startDay, endDay] = [start, end].map((d) => d.toISOString().slice(0, 10));
  const receivedScope = place ? sql`place_id = ${place.id}` : callerCan(caller, 'transfer.admin') ? sql`true` : caller.placeIds.length ? sql`place_id in (${sql.join(caller.placeIds.map((p) => sql`${p}`), sql`, `)})` : sql`false`;
  const [currencyRows, before, during, atEnd, exchanges, [received]] = await Promise.all([
    db
      .select({ id: currencies.id, name: currencies.name, isBase: companyCurrencies.isBase })
      .from(companyCurrencies)
      .innerJoin(currencies, eq(currencies.id, companyCurrencies.currencyId))
      .where(eq(companyCurrencies.companyId, caller.companyId))
      .orderBy(asc(currencies.id)),
    // the journal's figures from its day totals (money_day_totals, kept by the ledger with every journal
    // row): the period's days are whole UTC days, so a day's row is in the period or out of it
    queryRows<{ currency_id: number; amount: string }>(
      db,
      sql`select currency_id, sum(income - expense)::text as amount from money_day_totals where ${base} and day < ${startDay}::date group by currency_id`,
    ),
    queryRows<{ currency_id: number; kind: string; day: string; income: string; expense: string }>(
      db,
      sql`select currency_id, kind, to_char(day, 'YYYY-MM-DD') as day, sum(income)::text as income, sum(expense)::text as expense
          from money_day_totals where ${base} and day >= ${startDay}::date and day < ${endDay}::date
          group by currency_id, kind, day`,
    ),
    // what the accounts hold at the period's end: their balances now less what moved after the end (for a
    // period ending today, nothing): a check of the journal's figures against the balances themselves
    queryRows<{ currency_id: number; amount: string }>(
      db,
      sql`select currency_id, sum(amount)::text as amount from (
            select currency_id, amount from balances where ${base}
            union all
            select currency_id, expense - income from money_day_totals where ${base} and day >= ${endDay}::date
          ) held group by currency_id`,
    ),
    q.place
      ? Promise.resolve([])
      : db
          .select()
          .from(currencyExchanges)
          .where(and(eq(currencyExchanges.companyId, caller.companyId), gte(currencyExchanges.createdAt, start), lt(currencyExchanges.createdAt, end)))
          .orderBy(asc(currencyExchanges.id)),
    queryRows<{ cost: string }>(
      db,
      sql`select coalesce(sum(total_cost), 0)::text as cost from receptions
          where company_id = ${caller.companyId} and ${receivedScope} and accepted_at >= ${start.toISOString()}::timestamptz and accepted_at < ${end.toISOString()}::timestamptz`,
    ),
  ]);
  const nameOf = new Map(currencyRows.map((c) => [c.id, c.name]));
  const prevOf = new Map(before.map((r) => [Number(r.currency_id), money(r.amount)]));
  const endOf = new Map(atEnd.map((r) => [Number(r.currency_id), money(r.amount)]));
  let consistent = true;
  const results: MoneyReportRow[] = currencyRows.map(({ isBase, ...c }) => {
    const incomes = Object.fromEntries(INCOME_KEYS.map((k) => [k, money(0)])) as Record<(typeof INCOME_KEYS)[number], ReturnType<typeof money>>;
    const expenses = Object.fromEntries(EXPENSE_KEYS.map((k) => [k, money(0)])) as Record<(typeof EXPENSE_KEYS)[number], ReturnType<typeof money>>;
    const days = new Map<string, { income: ReturnType<typeof money>; expense: ReturnType<typeof money> }>();
    for (const r of during.filter((d) => Number(d.currency_id) === c.id)) {
      const i = keyOf(INCOME_KEYS, r.kind);
      const e = keyOf(EXPENSE_KEYS, r.kind);
      incomes[i] = incomes[i].plus(r.income);
      expenses[e] = expenses[e].plus(r.expense);
      const day = days.get(r.day) ?? { income: money(0), expense: money(0) };
      days.set(r.day, { income: day.income.plus(r.income), expense: day.expense.plus(r.expense) });
    }
    const totalIn = Object.values(incomes).reduce((s, v) => s.plus(v), money(0));
    const totalOut = Object.values(expenses).reduce((s, v) => s.plus(v), money(0));
    // the sales net of their change and of cancels: what selling earned, not the cash that crossed the counter
    const salesNet = incomes.sales.plus(incomes.debt_sales).minus(expenses.changes).plus(incomes.sale_cancels).minus(expenses.sale_cancels);
    const prev = prevOf.get(c.id) ?? money(0);
    const actual = prev.plus(totalIn).minus(totalOut);
    if (!actual.eq(endOf.get(c.id) ?? money(0))) consistent = false;
    return {
      currency: c,
      prev_amount: toMoneyString(prev),
      actual_amount: toMoneyString(actual),
      incomes: Object.fromEntries(Object.entries(incomes).map(([k, v]) => [k, toMoneyString(v)])) as MoneyReportRow['incomes'],
      expenses: Object.fromEntries(Object.entries(expenses).map(([k, v]) => [k, toMoneyString(v)])) as MoneyReportRow['expenses'],
      total_incomes: toMoneyString(totalIn),
      total_expenses: toMoneyString(totalOut),
      sales_net: toMoneyString(salesNet),
      received_goods_cost: isBase ? toMoneyString(received.cost) : '0.00',
      days: [...days.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, d]) => ({ date, income: toMoneyString(d.income), expense: toMoneyString(d.expense) })),
      exchanges: exchanges
        .filter((x) => x.fromCurrencyId === c.id || x.toCurrencyId === c.id)
        .map((x) => ({
          id: x.id,
          created_at: iso(x.createdAt),
          rate: String(x.rate),
          income: x.toCurrencyId === c.id ? toMoneyString(x.toAmount) : '0.00',
          expense: x.fromCurrencyId === c.id ? toMoneyString(x.fromAmount) : '0.00',
          change_currency_name: nameOf.get(x.fromCurrencyId === c.id ? x.toCurrencyId : x.fromCurrencyId) ?? '',
        })),
    };
  });
  return { date_after: q.date_after, date_before: q.date_before, place, consistent, results };
}
