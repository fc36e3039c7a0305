/** The money report as an Excel file (exceljs, loaded only when exporting); a desk's file is the server's (GET cash_desks/{id}/excel/). */
import { EXPENSE_KEYS, INCOME_KEYS, type MoneyMovementDto, type MoneyReportDto } from '../../domain/report/contract';

type T = (key: string) => string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Amounts are written as numbers with two places (the answer's exact decimal strings: no float arithmetic here). */
const num = (s: string) => Number(s);

/** A currency's movements for the export: the lines read (newest first) and how many the period has. */
export interface SheetMovements {
  lines: MoneyMovementDto[];
  count: number;
}

/** One sheet per currency: the balances, every income and expense kind, the totals, then the movements. */
export async function reportWorkbook(report: MoneyReportDto, t: T, movements: Map<number, SheetMovements> = new Map()): Promise<Blob> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  for (const r of report.results) {
    const ws = workbook.addWorksheet(r.currency.name.slice(0, 31));
    ws.addRow([t('app.cashdesk.date_after'), report.date_after, t('app.cashdesk.date_before'), report.date_before]);
    ws.addRow([t('app.cashdesk.place'), report.place?.name ?? t('app.cashdesk.all_places')]);
    ws.addRow([]);
    ws.addRow([t('app.cashdesk.sales_net'), num(r.sales_net)]).font = { bold: true };
    ws.addRow([t('app.cashdesk.prev_amount'), num(r.prev_amount)]);
    ws.addRow([t('app.cashdesk.incomes')]).font = { bold: true };
    for (const k of INCOME_KEYS) ws.addRow([t(`app.cashdesk.kinds.${k}`), num(r.incomes[k])]);
    ws.addRow([t('app.cashdesk.total_incomes'), num(r.total_incomes)]).font = { bold: true };
    ws.addRow([t('app.cashdesk.expenses')]).font = { bold: true };
    for (const k of EXPENSE_KEYS) ws.addRow([t(`app.cashdesk.kinds.${k}`), num(r.expenses[k])]);
    ws.addRow([t('app.cashdesk.total_expenses'), num(r.total_expenses)]).font = { bold: true };
    ws.addRow([t('app.cashdesk.actual_amount'), num(r.actual_amount)]).font = { bold: true };
    if (r.received_goods_cost !== '0.00') ws.addRow([t('app.cashdesk.received_goods_cost'), num(r.received_goods_cost)]);
    const moves = movements.get(r.currency.id);
    if (moves) {
      ws.addRow([]);
      ws.addRow([t('app.cashdesk.movements')]).font = { bold: true };
      ws.addRow([t('app.cashdesk.date'), t('app.cashdesk.amount'), t('app.cashdesk.kind'), t('app.cashdesk.reference'), t('app.cashdesk.employee'), t('app.cashdesk.comment')]).font = { bold: true };
      for (const m of moves.lines) {
        // the kind in words, as the screen's journal shows it (the code where there are none); the time
        // as a date cell, not the database's text
        const kindKey = `app.money.kinds.${m.kind}`;
        const kind = t(kindKey);
        const row = ws.addRow([new Date(m.created_at), num(m.amount), kind === kindKey ? m.kind : kind, m.ref ? `${t(`app.cashdesk.ref_${m.ref.type}`)} #${m.ref.id}` : '', m.employee?.name ?? '', m.comment]);
        row.getCell(1).numFmt = 'yyyy-mm-dd hh:mm';
      }
      if (moves.count > moves.lines.length) ws.addRow([t('app.cashdesk.movements_cut').replace('%{count}', String(moves.count - moves.lines.length))]);
    }
    ws.getColumn(1).width = 34;
    ws.getColumn(2).numFmt = '0.00';
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX });
}
