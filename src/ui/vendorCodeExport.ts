/**
 * The vendor-code table as an Excel file (exceljs, loaded only when exporting so it stays out of the
 * entry bundle). The sheet has the columns of the screen: vendor code, product type, model, one count
 * per place, total.
 */
import type { VendorCodeRow } from '../domain/product/contract';

export interface VendorCodeHeaders {
  vendor_code: string;
  product_type_name: string;
  model: string;
  total: string;
}

/** The place columns of a result: the places of its first row (every row lists the same places). */
export function placeColumns(rows: readonly VendorCodeRow[]): { place_id: number; place_name: string }[] {
  return (rows[0]?.places ?? []).map(({ place_id, place_name }) => ({ place_id, place_name }));
}

export function countAt(row: VendorCodeRow, placeId: number): number {
  return row.places.find((p) => p.place_id === placeId)?.count ?? 0;
}

/** Units on their way to a place (sent transfers not yet accepted), apart from its count. */
export function onTheWayAt(row: VendorCodeRow, placeId: number): number {
  return row.places.find((p) => p.place_id === placeId)?.on_the_way ?? 0;
}

/** The sheet as rows of cells: the header row, then one row per vendor code. */
export function vendorCodeSheet(rows: readonly VendorCodeRow[], headers: VendorCodeHeaders): (string | number)[][] {
  const places = placeColumns(rows);
  const head = [headers.vendor_code, headers.product_type_name, headers.model, ...places.map((p) => p.place_name), headers.total];
  const body = rows.map((r) => [r.vendor_code, r.product_type_name, r.model, ...places.map((p) => countAt(r, p.place_id)), r.total]);
  return [head, ...body];
}

/** Builds the .xlsx file of the sheet. */
export async function vendorCodeWorkbook(sheet: (string | number)[][], sheetName: string): Promise<Blob> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const ws = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of sheet) ws.addRow(row);
  ws.getRow(1).font = { bold: true };
  ws.columns.forEach((col, i) => {
    const widest = Math.max(...sheet.map((r) => String(r[i] ?? '').length), 8);
    col.width = Math.min(widest + 2, 40);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Offers a file to the user as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
