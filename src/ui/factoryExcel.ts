/**
 * Factory deliveries as Excel files (exceljs, loaded only when used so it stays out of the entry
 * bundle): read an uploaded .xlsx into cell rows for parseFactorySheet(), and build the template (the
 * same columns, each explained in a note) that a factory fills in.
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

/** What each column of the template takes, as its heading's note. */
const TEMPLATE_EXAMPLES: Record<(typeof FACTORY_COLUMNS)[number], string> = {
  vendor_code: 'the vendor code, e.g. VC-1001',
  size: 'the size name, e.g. M or 48/176',
  quantity: 'whole units, e.g. 10',
  cost: 'the cost of one unit, e.g. 12.50',
};

/** The template a factory fills in: the headings only (with notes), so nothing in it is read as goods. */
export async function factoryTemplate(): Promise<Blob> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('delivery');
  ws.addRow([...FACTORY_COLUMNS]);
  ws.getRow(1).font = { bold: true };
  // no example line: one filled in the template was read as goods (a delivery of 10 'VC-1001' nobody sent);
  // each column's example is a note on its heading instead
  FACTORY_COLUMNS.forEach((column, i) => {
    ws.getRow(1).getCell(i + 1).note = `${column}: ${TEMPLATE_EXAMPLES[column]}`;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
