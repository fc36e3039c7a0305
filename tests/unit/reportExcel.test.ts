import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportWorkbook } from '../../src/screens/cashdesk/cashDeskExcel';
import type { MoneyMovementDto, MoneyReportDto } from '../../src/domain/report/contract';
import { INCOME_KEYS, EXPENSE_KEYS } from '../../src/domain/report/contract';

const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, '0.00']));

describe('the money report as Excel', () => {
  it("lists each movement's kind in words (the code where there are none) and its time as a date cell", async () => {
    const report = {
      date_after: '2026-11-26',
      date_before: '2026-11-26',
      place: null,
      consistent: true,
      results: [
        {
          currency: { id: 1, name: 'USD' },
          prev_amount: '0.00',
          incomes: zeros(INCOME_KEYS),
          expenses: zeros(EXPENSE_KEYS),
          total_incomes: '0.00',
          total_expenses: '0.00',
          sales_net: '30.00',
          actual_amount: '0.00',
          received_goods_cost: '0.00',
          days: [],
          exchanges: [],
        },
      ],
    } as unknown as MoneyReportDto;
    const line = (id: number, kind: string): MoneyMovementDto => ({ id, created_at: '2026-11-26T15:12:32.367Z', amount: '10.00', kind, account: { type: 'place', id: 1 }, ref: null, employee: null, comment: '' });
    const words: Record<string, string> = { 'app.money.kinds.transfers_to_places': 'Переводы в точки' };
    const t = (key: string) => words[key] ?? key;
    const blob = await reportWorkbook(report, t, new Map([[1, { lines: [line(1, 'transfers_to_places'), line(2, 'some_new_kind')], count: 2 }]]));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const rows: ExcelJS.Row[] = [];
    workbook.getWorksheet('USD')!.eachRow((r) => rows.push(r));
    const moves = rows.filter((r) => r.getCell(1).value instanceof Date);
    expect(moves.map((r) => r.getCell(3).value)).toEqual(['Переводы в точки', 'some_new_kind']);
    expect((moves[0].getCell(1).value as Date).toISOString()).toBe('2026-11-26T15:12:32.367Z');
    expect(moves[0].getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    // the headline first: what the sales earned, net of change
    const earned = rows.find((r) => r.getCell(1).value === 'app.cashdesk.sales_net');
    expect(earned?.getCell(2).value).toBe(30);
  });
});
