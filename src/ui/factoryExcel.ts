/**
 * Factory deliveries as Excel files (exceljs, loaded only when used so it stays out of the entry
 * bundle): read an uploaded .xlsx into cell rows for parseFactorySheet(), and build the template (the
 * same columns, with one example line) that a factory fills in.
 */
import { FACTORY_COLUMNS } from '../domain/movement/factorySheet';

/** The most an uploaded delivery file may weigh. */
export const FACTORY_FILE_MAX = 5 * 1024 * 1024;

export async function readSheetRows(file: Blob): Promise<unknown[][]> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const ws = workbook.worksheets[0];
  if (!ws) return [];
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[n - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
}

export async function factoryTemplate(): Promise<Blob> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('delivery');
  ws.addRow([...FACTORY_COLUMNS]);
  ws.addRow(['VC-1001', 'M', 10, '12.50']);
  ws.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
