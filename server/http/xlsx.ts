/** One-sheet .xlsx files (the placements report, a wholesale order's export). */
import type { Worksheet } from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A workbook of one sheet with a bold header row: `headers[i]` over column `columns[i]` (its row key and
 * width); `file()` gives its bytes once the rows are added.
 */
export async function xlsxSheet(
  name: string,
  headers: readonly string[],
  columns: readonly (readonly [key: string, width: number])[],
): Promise<{ sheet: Worksheet; file: () => Promise<Buffer> }> {
  // loaded when a file is asked for, not at start (exceljs alone took a fifth of the cold start)
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map(([key, width], i) => ({ header: headers[i], key, width }));
  sheet.getRow(1).font = { bold: true };
  return { sheet, file: async () => Buffer.from(await workbook.xlsx.writeBuffer()) };
}
