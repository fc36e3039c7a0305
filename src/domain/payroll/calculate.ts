/**
 * Payroll arithmetic, one pure rule for the server's calculate/pay and its tests:
 * pay = days worked x fee per day + sell_percent of the employee's sales in the period, the sales
 * converted to the salary currency. Exact decimals (decimal.js); every figure rounded half-up to 2
 * places once: the percent is taken of the rounded sales amount, so the shown figures add up.
 */
import { convertExact } from '../currency';
import { money, toMoneyString } from '../money';

export interface PayrollSale {
  /** the sale's total in its own currency */
  total: string;
  /** rate of the sale's currency (units per one base unit) */
  fromRate: string;
  /** rate of the salary currency the sale used (its payment's rate), else the company's */
  toRate: string;
}

export interface PayrollInput {
  days: number;
  /** fee per working day, in the salary currency */
  rate: string;
  /** percent 0..100 */
  sellPercent: string;
  sales: readonly PayrollSale[];
}

export interface PayrollFigures {
  days: number;
  salary: string;
  sales_amount: string;
  sell_percent_amount: string;
  total: string;
}

export function payrollFigures(input: PayrollInput): PayrollFigures {
  const salary = money(input.rate).times(input.days);
  let sales = money(0);
  for (const s of input.sales) sales = sales.plus(s.fromRate === s.toRate ? money(s.total) : convertExact(s.total, s.fromRate, s.toRate));
  const salesAmount = toMoneyString(sales);
  const percentAmount = toMoneyString(money(salesAmount).times(input.sellPercent).div(100));
  const salaryText = toMoneyString(salary);
  return {
    days: input.days,
    salary: salaryText,
    sales_amount: salesAmount,
    sell_percent_amount: percentAmount,
    total: toMoneyString(money(salaryText).plus(percentAmount)),
  };
}
