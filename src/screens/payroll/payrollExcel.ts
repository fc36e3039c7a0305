/** The payroll history as an Excel file (exceljs, loaded only when exporting), like the cash desk's. */
import type { SalaryDto } from '../../domain/payroll/contract';
import { totalsByCurrency } from './payrollModel';

type T = (key: string) => string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Amounts are written as numbers with two places (the answer's exact decimal strings). */
const num = (s: string) => Number(s);

export async function payrollWorkbook(rows: readonly SalaryDto[], t: T): Promise<Blob> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(t('app.payroll.history_title').slice(0, 31));
  ws.addRow([
    t('app.payroll.date_after'),
    t('app.payroll.date_before'),
    t('app.payroll.employee'),
    t('app.payroll.days'),
    t('app.payroll.rate'),
    t('app.payroll.salary'),
    t('app.payroll.sales_amount'),
    t('app.payroll.sell_percent'),
    t('app.payroll.sell_percent_amount'),
    t('app.payroll.total'),
    t('app.payroll.currency'),
    t('app.payroll.pay_from'),
    t('app.payroll.paid_by'),
    t('app.payroll.paid_at'),
  ]).font = { bold: true };
  for (const r of rows) {
    ws.addRow([
      r.date_after,
      r.date_before,
      r.employee.name,
      r.days,
      num(r.rate),
      num(r.salary),
      num(r.sales_amount),
      num(r.sell_percent),
      num(r.sell_percent_amount),
      num(r.total),
      r.currency.name,
      r.wallet?.name ?? t('app.payroll.company_balance'),
      r.paid_by.name,
      String(r.created_at),
    ]);
  }
  ws.addRow([]);
  ws.addRow([t('app.payroll.totals')]).font = { bold: true };
  for (const s of totalsByCurrency(rows)) ws.addRow([s.currency, num(s.total)]);
  [5, 6, 7, 8, 9, 10].forEach((i) => (ws.getColumn(i).numFmt = '0.00'));
  ws.getColumn(2).numFmt = '0.00';
  ws.getColumn(3).width = 28;
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX });
}
