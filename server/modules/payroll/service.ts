/**
 * Payroll (SPEC.md 3 'Salary', 7 'Salaries'). For a period (UTC days, inclusive) and an
 * optional set of places:
 * - a DAY WORKED is a UTC day on which the employee made a sale that is not cancelled, or closed a cash
 *   desk (not rejected), at one of the chosen places (any place of the company when none is chosen);
 * - the pay is days x the fee per day + sell_percent of the employee's sales (not cancelled) in the
 *   period at those places, each sale converted to the salary currency with the rate the sale itself
 *   used for that currency (its payment in it), else the company's current rate
 *   (src/domain/payroll/calculate.ts does the arithmetic).
 * Paying records the salary row and withdraws its total from the company balance (or a wallet) as a
 * 'withdraws' expense (ref_type 'salary') in the request's one transaction; the employee's row is locked
 * first, so two payments of overlapping periods of one person can never both pass the overlap check.
 * A fixed number of statements per request, whatever the number of employees or sales.
 */
import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { daySpan } from '../../../src/domain/period';
import type { SalaryCalculateInput, SalaryCalculationDto, SalaryDto, SalaryPayInput } from '../../../src/domain/payroll/contract';
import { payrollFigures, type PayrollSale } from '../../../src/domain/payroll/calculate';
import { money } from '../../../src/domain/money';
import type { Caller } from '../../auth/access';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../db/connect';
import { currencies, employeePlaces, employees, places, salaries, wallets } from '../../db/schema';
import { employeeNameOf, nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { badRequest, conflict, notFound } from '../../errors';
import { newestFirstPage } from '../../http/list';
import { moveMoney } from '../../ledger';
import { companyCurrencyList } from '../currency/service';

interface Period {
  date_after: string;
  date_before: string;
  places?: number[];
}

/** Every chosen place must be the company's (400 on `places`). */
async function assertPlaces(db: DbOrTx, caller: Caller, ids: number[] | undefined) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  const [row] = await db
    .select({ n: count() })
    .from(places)
    .where(and(eq(places.companyId, caller.companyId), inArray(places.id, unique)));
  if (Number(row?.n ?? 0) !== unique.length) throw badRequest('invalid', 'places');
}

/** The sales of the period: created from the start of its first day to the start of the day after its last. */
function inPeriod(createdAt: SQL, p: { date_after: string; date_before: string }): SQL {
  const { start, end } = daySpan(p.date_after, p.date_before);
  return sql`${createdAt} >= ${start.toISOString()}::timestamptz and ${createdAt} < ${end.toISOString()}::timestamptz`;
}

function placeFilter(column: SQL, ids: number[] | undefined): SQL {
  return ids?.length ? sql` and ${column} in (${sql.join([...new Set(ids)].map((id) => sql`${id}::int`), sql`, `)})` : sql``;
}
function employeeFilter(column: SQL, id: number | undefined): SQL {
  return id ? sql` and ${column} = ${id}::int` : sql``;
}

/** Days worked per employee (see the module's comment). */
async function daysWorked(db: DbOrTx, companyId: number, p: Period, employeeId?: number) {
  const rows = await queryRows<{ employee_id: number; days: number }>(
    db,
    sql`select employee_id, count(distinct day)::int as days from (
          select s.employee_id, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') as day from sales s
          where s.company_id = ${companyId}::int and s.status <> 'canceled'
            and ${inPeriod(sql`s.created_at`, p)}
            ${placeFilter(sql`s.place_id`, p.places)} ${employeeFilter(sql`s.employee_id`, employeeId)}
          union
          select d.closed_by, d.date from cash_desks d
          where d.company_id = ${companyId}::int and d.status <> 'rejected' and d.date >= ${p.date_after}::text and d.date <= ${p.date_before}::text
            ${placeFilter(sql`d.place_id`, p.places)} ${employeeFilter(sql`d.closed_by`, employeeId)}
        ) w group by employee_id`,
  );
  return new Map(rows.map((r) => [Number(r.employee_id), Number(r.days)]));
}

type SalesGroup = {
  employee_id: number;
  currency_id: number;
  /** the rate of the sale's currency the sale used (its payment in it), if any */
  own_rate: string | null;
  /** the rate of the employee's salary currency the sale used, if any */
  paid_rate: string | null;
  total: string;
};

/** Sales totals per employee, sale currency and the rates the sales used (a handful of rows). */
async function salesGroups(db: DbOrTx, companyId: number, p: Period, employeeId?: number) {
  return queryRows<SalesGroup>(
    db,
    sql`with x as (
          select s.employee_id, s.currency_id, s.total_sum,
            (select sp.rate::text from sale_payments sp where sp.sale_id = s.id and sp.currency_id = s.currency_id order by sp.id limit 1) as own_rate,
            (select sp.rate::text from sale_payments sp where sp.sale_id = s.id and sp.currency_id = e.salary_currency_id order by sp.id limit 1) as paid_rate
          from sales s join employees e on e.id = s.employee_id
          where s.company_id = ${companyId}::int and s.status <> 'canceled' and s.total_sum > 0
            and ${inPeriod(sql`s.created_at`, p)}
            ${placeFilter(sql`s.place_id`, p.places)} ${employeeFilter(sql`s.employee_id`, employeeId)}
        )
        select employee_id, currency_id, own_rate, paid_rate, sum(total_sum)::text as total from x group by 1, 2, 3, 4`,
  );
}

type EmployeeRow = Pick<typeof employees.$inferSelect, 'id' | 'name' | 'username' | 'position' | 'salary' | 'salaryCurrencyId' | 'sellPercent'>;

interface Rates {
  byCurrency: Map<number, { rate: string; name: string }>;
  base: { id: number; name: string } | null;
}

async function companyRates(db: DbOrTx, companyId: number): Promise<Rates> {
  const list = await companyCurrencyList(db, companyId);
  const base = list.find((c) => c.isBase) ?? list[0];
  return { byCurrency: new Map(list.map((c) => [c.currencyId, { rate: c.rate, name: c.name }])), base: base ? { id: base.currencyId, name: base.name } : null };
}

function figuresOf(e: EmployeeRow, days: number, groups: SalesGroup[], rates: Rates, currencyNames: Map<number, string>) {
  const currencyId = e.salaryCurrencyId ?? rates.base?.id;
  if (!currencyId) throw conflict('no_salary_currency', 'employee');
  const sales: PayrollSale[] = groups.map((g) => {
    if (Number(g.currency_id) === currencyId) return { total: g.total, fromRate: '1', toRate: '1' };
    const fromRate = g.own_rate ?? rates.byCurrency.get(Number(g.currency_id))?.rate;
    const toRate = g.paid_rate ?? rates.byCurrency.get(currencyId)?.rate;
    if (!fromRate || !toRate) throw conflict('currency_not_in_company', 'currency');
    return { total: g.total, fromRate, toRate };
  });
  const f = payrollFigures({ days, rate: e.salary, sellPercent: e.sellPercent, sales });
  return {
    ...f,
    rate: money(e.salary).toFixed(2),
    sell_percent: money(e.sellPercent).toFixed(2),
    currency: { id: currencyId, name: currencyNames.get(currencyId) ?? rates.byCurrency.get(currencyId)?.name ?? '' },
  };
}

/** Employees (ids) with a payment whose period overlaps this one. */
async function paidIn(db: DbOrTx, companyId: number, p: Period, employeeIds: number[]) {
  if (!employeeIds.length) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: salaries.employeeId })
    .from(salaries)
    .where(
      and(
        eq(salaries.companyId, companyId),
        inArray(salaries.employeeId, employeeIds),
        lte(salaries.dateAfter, p.date_before),
        gte(salaries.dateBefore, p.date_after),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const employeeColumns = {
  id: employees.id,
  name: employees.name,
  username: employees.username,
  position: employees.position,
  salary: employees.salary,
  salaryCurrencyId: employees.salaryCurrencyId,
  sellPercent: employees.sellPercent,
};

async function salaryCurrencyNames(db: DbOrTx, rows: EmployeeRow[]) {
  const ids = [...new Set(rows.map((r) => r.salaryCurrencyId).filter((id): id is number => id != null))];
  if (!ids.length) return new Map<number, string>();
  const list = await db.select({ id: currencies.id, name: currencies.name }).from(currencies).where(inArray(currencies.id, ids));
  return new Map(list.map((c) => [c.id, c.name]));
}

/**
 * POST /salaries/calculate/: one row per active employee who may work at one of the chosen places (every
 * active employee when none is chosen) or who worked there in the period; nothing is paid.
 */
export async function calculateSalaries(db: Db, caller: Caller, input: SalaryCalculateInput): Promise<SalaryCalculationDto[]> {
  await assertPlaces(db, caller, input.places);
  const [days, groups, rates] = await Promise.all([daysWorked(db, caller.companyId, input), salesGroups(db, caller.companyId, input), companyRates(db, caller.companyId)]);
  const worked = [...new Set([...days.keys(), ...groups.map((g) => Number(g.employee_id))])];
  const scope: SQL[] = [eq(employees.companyId, caller.companyId), eq(employees.isActive, true)];
  const chosen = input.places?.length
    ? sql`(${employees.id} in (select ${employeePlaces.employeeId} from ${employeePlaces} where ${inArray(employeePlaces.placeId, input.places)})${
        worked.length ? sql` or ${inArray(employees.id, worked)}` : sql``
      })`
    : undefined;
  const rows = await db
    .select(employeeColumns)
    .from(employees)
    .where(and(...scope, chosen))
    .orderBy(employees.name, employees.id);
  const [names, paid] = await Promise.all([salaryCurrencyNames(db, rows), paidIn(db, caller.companyId, input, rows.map((r) => r.id))]);
  const groupsOf = new Map<number, SalesGroup[]>();
  for (const g of groups) {
    const id = Number(g.employee_id);
    if (!groupsOf.has(id)) groupsOf.set(id, []);
    groupsOf.get(id)!.push(g);
  }
  return rows.map((e) => ({
    employee: { id: e.id, name: e.name, username: e.username, position: e.position },
    ...figuresOf(e, days.get(e.id) ?? 0, groupsOf.get(e.id) ?? [], rates, names),
    paid: paid.has(e.id),
  }));
}

/** POST /salaries/: pay one employee what calculate shows for the period (inside the request's transaction). */
export async function paySalary(tx: Tx, caller: Caller, input: SalaryPayInput): Promise<SalaryDto> {
  await assertPlaces(tx, caller, input.places);
  // the owner's row first: one payment per person and period at a time
  const [e] = await tx
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.id, input.employee), eq(employees.companyId, caller.companyId)))
    .for('update');
  if (!e) throw badRequest('invalid', 'employee');
  if ((await paidIn(tx, caller.companyId, input, [e.id])).size) throw conflict('salary_already_paid', 'employee');
  let wallet: { id: number; name: string } | null = null;
  if (input.wallet) {
    const [w] = await tx
      .select({ id: wallets.id, name: wallets.name })
      .from(wallets)
      .where(and(eq(wallets.id, input.wallet), eq(wallets.companyId, caller.companyId), eq(wallets.isActive, true)));
    if (!w) throw badRequest('invalid', 'wallet');
    wallet = w;
  }
  const [days, groups, rates, names] = await Promise.all([
    daysWorked(tx, caller.companyId, input, e.id),
    salesGroups(tx, caller.companyId, input, e.id),
    companyRates(tx, caller.companyId),
    salaryCurrencyNames(tx, [e]),
  ]);
  const f = figuresOf(e, days.get(e.id) ?? 0, groups, rates, names);
  if (!money(f.total).gt(0)) throw conflict('nothing_to_pay', 'employee');
  const [row] = await tx
    .insert(salaries)
    .values({
      companyId: caller.companyId,
      employeeId: e.id,
      dateAfter: input.date_after,
      dateBefore: input.date_before,
      days: f.days,
      rate: f.rate,
      salary: f.salary,
      salesAmount: f.sales_amount,
      sellPercent: f.sell_percent,
      sellPercentAmount: f.sell_percent_amount,
      total: f.total,
      currencyId: f.currency.id,
      walletId: wallet?.id ?? null,
      paidBy: caller.employeeId,
    })
    .returning({ id: salaries.id });
  await moveMoney(tx, [
    {
      companyId: caller.companyId,
      account: wallet ? { type: 'wallet', id: wallet.id } : { type: 'company', id: caller.companyId },
      currencyId: f.currency.id,
      delta: `-${f.total}`,
      kind: 'withdraws',
      refType: 'salary',
      refId: row.id,
      employeeId: caller.employeeId,
      comment: `Salary: ${e.name || e.username}, ${input.date_after} - ${input.date_before}`,
    },
  ]);
  return getSalary(tx, caller, row.id);
}

function salarySelect(db: DbOrTx) {
  return db
    .select({
      s: salaries,
      employeeName: employeeNameOf(salaries.employeeId),
      currencyName: nameOf(currencies, salaries.currencyId),
      walletName: nameOf(wallets, salaries.walletId),
      paidByName: employeeNameOf(salaries.paidBy),
    })
    .from(salaries);
}

type SalaryRow = RowOf<typeof salarySelect>;

function toDto(r: SalaryRow): SalaryDto {
  const s = r.s;
  return {
    id: s.id,
    employee: { id: s.employeeId, name: r.employeeName },
    date_after: s.dateAfter,
    date_before: s.dateBefore,
    days: s.days,
    rate: money(s.rate).toFixed(2),
    salary: money(s.salary).toFixed(2),
    sales_amount: money(s.salesAmount).toFixed(2),
    sell_percent: money(s.sellPercent).toFixed(2),
    sell_percent_amount: money(s.sellPercentAmount).toFixed(2),
    total: money(s.total).toFixed(2),
    currency: { id: s.currencyId, name: r.currencyName },
    wallet: s.walletId ? { id: s.walletId, name: r.walletName ?? '' } : null,
    paid_by: { id: s.paidBy, name: r.paidByName },
    created_at: s.createdAt,
  };
}

export async function getSalary(db: DbOrTx, caller: Caller, id: number): Promise<SalaryDto> {
  const [row] = await salarySelect(db).where(and(eq(salaries.id, id), eq(salaries.companyId, caller.companyId)));
  if (!row) throw notFound();
  return toDto(row);
}

/** GET /salaries/: payments, newest first; filters employee and a period the payment's period overlaps. */
export async function listSalaries(db: Db, caller: Caller, q: { offset: number; limit: number; employee?: number; date_after?: string; date_before?: string }) {
  const where: SQL[] = [eq(salaries.companyId, caller.companyId)];
  if (q.employee) where.push(eq(salaries.employeeId, q.employee));
  if (q.date_after) where.push(gte(salaries.dateBefore, q.date_after));
  if (q.date_before) where.push(lte(salaries.dateAfter, q.date_before));
  const list = await newestFirstPage(db, salaries, salarySelect(db).$dynamic(), where, q);
  return { count: list.count, results: list.results.map(toDto) };
}
