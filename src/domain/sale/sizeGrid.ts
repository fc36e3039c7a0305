/**
 * The till's size grid (SPEC.md 2 'Add-product search dialog'): one product's sizes at a place laid
 * out as a table. A size written 'a/b' (44/170: width and height) goes to column a and row b; a size
 * without '/' is in the one unnamed row. Each cell holds the units in stock; rows and columns have
 * totals; a row's 'lines' is the smallest quantity across its columns (how many full sets of that row
 * there are), counted only when every column of the grid has a value in that row. Pure, for the
 * browser and the unit tests.
 */
export interface SizeCellIn {
  size: { id: number; name: string };
  quantity: number;
  /** the product has a barcode in this size (highlighted) */
  barcode?: boolean;
}

export interface SizeGridCell extends SizeCellIn {
  row: string;
  column: string;
  /**
   * The sizes that land in this cell: usually one; two sizes written alike ('44/170' and '44 / 170', or
   * 'M' of two size types) share a cell, which shows their sum and adds them one after the other.
   */
  members: SizeCellIn[];
}

/** The cell's next size to add: the first of its sizes with units left after `chosen` (null: none left). */
export function nextSizeOf(cell: SizeGridCell, chosen: (sizeId: number) => number): SizeCellIn | null {
  return cell.members.find((m) => m.quantity > chosen(m.size.id)) ?? null;
}

/** Units of the cell not yet chosen, over all its sizes. */
export function unitsLeft(cell: SizeGridCell, chosen: (sizeId: number) => number): number {
  return cell.members.reduce((n, m) => n + Math.max(0, m.quantity - chosen(m.size.id)), 0);
}

export interface SizeGrid {
  columns: string[];
  rows: string[];
  cell: (row: string, column: string) => SizeGridCell | null;
  rowTotal: (row: string) => number;
  columnTotal: (column: string) => number;
  /** full sets of the row: the minimum across every column, 0 when a column has nothing in the row */
  lines: (row: string) => number;
  total: number;
}

/** 'a/b' -> column a, row b; anything else -> column = the name, row ''. */
export function splitSize(name: string): { column: string; row: string } {
  const slash = name.indexOf('/');
  if (slash <= 0 || slash === name.length - 1) return { column: name, row: '' };
  return { column: name.slice(0, slash).trim(), row: name.slice(slash + 1).trim() };
}

export function sizeGrid(cells: readonly SizeCellIn[]): SizeGrid {
  const columns: string[] = [];
  const rows: string[] = [];
  const byKey = new Map<string, SizeGridCell>();
  for (const c of cells) {
    const { column, row } = splitSize(c.size.name);
    if (!columns.includes(column)) columns.push(column);
    if (!rows.includes(row)) rows.push(row);
    const key = `${row}\u0000${column}`;
    const seen = byKey.get(key);
    byKey.set(
      key,
      seen
        ? { ...seen, quantity: seen.quantity + c.quantity, barcode: seen.barcode || c.barcode, members: [...seen.members, c] }
        : { ...c, row, column, members: [c] },
    );
  }
  const cell = (row: string, column: string) => byKey.get(`${row}\u0000${column}`) ?? null;
  const rowTotal = (row: string) => columns.reduce((n, col) => n + (cell(row, col)?.quantity ?? 0), 0);
  const columnTotal = (column: string) => rows.reduce((n, row) => n + (cell(row, column)?.quantity ?? 0), 0);
  const lines = (row: string) => {
    const quantities = columns.map((col) => cell(row, col)?.quantity ?? 0);
    return quantities.length && quantities.every((q) => q > 0) ? Math.min(...quantities) : 0;
  };
  return { columns, rows, cell, rowTotal, columnTotal, lines, total: cells.reduce((n, c) => n + c.quantity, 0) };
}

/** The count shown on a badge: at most 999 (SPEC.md 10 'Basket badge max 999'). */
export const badgeCount = (n: number) => (n > 999 ? '999+' : String(n));
