import { describe, expect, it } from 'vitest';
import { parseFactorySheet } from '../../src/domain/movement/factorySheet';

describe('parseFactorySheet (a factory delivery as Excel rows)', () => {
  it('reads the columns by name in any order and language; skips empty rows; keeps typed amounts exact', () => {
    const { lines, problems } = parseFactorySheet([
      ['Размер', 'Артикул', 'Cost', 'Quantity'],
      ['M', 'VC-1', '12,50', 3],
      [],
      [null, '', '', ''],
      [{ text: 'L' }, 'VC-2', 0, '1'],
    ]);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { vendor_code: 'VC-1', size: 'M', quantity: 3, cost: '12.50' },
      { vendor_code: 'VC-2', size: 'L', quantity: 1, cost: '0' },
    ]);
  });

  it('names a missing column, and each bad cell by row and column', () => {
    expect(parseFactorySheet([['vendor_code', 'size', 'quantity']]).problems).toEqual([{ row: 1, column: 'cost', code: 'missing_columns' }]);
    const { lines, problems } = parseFactorySheet([
      ['vendor_code', 'size', 'quantity', 'cost'],
      ['', 'M', 0, '1'],
      ['VC', 'M', '2.5', '-1'],
    ]);
    expect(lines).toEqual([]);
    expect(problems).toEqual([
      { row: 2, column: 'vendor_code', code: 'required' },
      { row: 2, column: 'quantity', code: 'quantity_min' },
      { row: 3, column: 'quantity', code: 'invalid' },
      { row: 3, column: 'cost', code: 'negative_amount' },
    ]);
  });
});

describe('the factory template', () => {
  it('holds the headings only (each with a note): read back, it is no goods and no problem', async () => {
    const { factoryTemplate, readSheetRows } = await import('../../src/ui/factoryExcel');
    const rows = await readSheetRows(await factoryTemplate());
    expect(rows).toHaveLength(1);
    expect(parseFactorySheet(rows)).toEqual({ lines: [], problems: [] });
  });
});
