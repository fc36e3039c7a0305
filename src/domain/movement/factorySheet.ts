/**
 * A factory delivery as a sheet: the first row names the columns (vendor code, size,
 * quantity, cost; English or Russian, any order, any case), every later non-empty row is one line.
 * Pure: the browser reads the .xlsx with exceljs and hands the cell values here; the server checks the
 * resulting JSON with factoryCreateBody like any other request.
 */
import { normaliseAmount, amountProblem } from '../rules';

export const FACTORY_COLUMNS = ['vendor_code', 'size', 'quantity', 'cost'] as const;
type Column = (typeof FACTORY_COLUMNS)[number];

const NAMES: Record<Column, string[]> = {
  vendor_code: ['vendor_code', 'vendor code', 'vendorcode', 'артикул'],
  size: ['size', 'размер'],
  quantity: ['quantity', 'qty', 'количество', 'кол-во'],
  cost: ['cost', 'price', 'себестоимость', 'цена'],
};

export interface FactorySheetLine {
  vendor_code: string;
  size: string;
  quantity: number;
  cost: string;
}
export interface FactorySheetProblem {
  /** 1-based row number in the sheet */
  row: number;
  column: Column | null;
  code: 'missing_columns' | 'required' | 'invalid' | 'quantity_min' | string;
}

const text = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && v && 'text' in v) return String((v as { text: unknown }).text ?? '');
  if (typeof v === 'object' && v && 'result' in v) return String((v as { result: unknown }).result ?? '');
  return String(v).trim();
};

export function parseFactorySheet(rows: readonly (readonly unknown[])[]): { lines: FactorySheetLine[]; problems: FactorySheetProblem[] } {
  const header = (rows[0] ?? []).map((c) => text(c).toLowerCase());
  const index = Object.fromEntries(FACTORY_COLUMNS.map((c) => [c, header.findIndex((h) => NAMES[c].includes(h))])) as Record<Column, number>;
  const missing = FACTORY_COLUMNS.filter((c) => index[c] < 0);
  if (missing.length) return { lines: [], problems: missing.map((column) => ({ row: 1, column, code: 'missing_columns' })) };
  const lines: FactorySheetLine[] = [];
  const problems: FactorySheetProblem[] = [];
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const value = (c: Column) => text(cells[index[c]]);
    if (FACTORY_COLUMNS.every((c) => value(c) === '')) return;
    const vendor = value('vendor_code');
    const size = value('size');
    const quantityText = value('quantity');
    const cost = normaliseAmount(value('cost'));
    if (!vendor) problems.push({ row, column: 'vendor_code', code: 'required' });
    if (!size) problems.push({ row, column: 'size', code: 'required' });
    const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
    if (!Number.isInteger(quantity)) problems.push({ row, column: 'quantity', code: quantityText ? 'invalid' : 'required' });
    else if (quantity < 1) problems.push({ row, column: 'quantity', code: 'quantity_min' });
    const costProblem = amountProblem(cost);
    if (costProblem) problems.push({ row, column: 'cost', code: costProblem });
    if (vendor && size && Number.isInteger(quantity) && quantity >= 1 && !costProblem) lines.push({ vendor_code: vendor, size, quantity, cost: cost.replace(/^\+/, '') });
  });
  return { lines, problems };
}
