/** The till's size grid (src/domain/sale/sizeGrid.ts; SPEC.md 2): 'a/b' sizes, totals, 'lines'. */
import { describe, expect, it } from 'vitest';
import { badgeCount, nextSizeOf, sizeGrid, splitSize, unitsLeft } from '../../src/domain/sale/sizeGrid';

const cell = (id: number, name: string, quantity: number, barcode = false) => ({ size: { id, name }, quantity, barcode });

describe('size grid', () => {
  it("splits 'a/b' into column a and row b; plain sizes are one unnamed row", () => {
    expect(splitSize('44/170')).toEqual({ column: '44', row: '170' });
    expect(splitSize('M')).toEqual({ column: 'M', row: '' });
    expect(splitSize('/170')).toEqual({ column: '/170', row: '' });
    expect(splitSize('44/')).toEqual({ column: '44/', row: '' });
  });

  it('lays out cells, row and column totals, and lines (only when every column has a value)', () => {
    const g = sizeGrid([cell(1, '44/170', 3), cell(2, '46/170', 5), cell(3, '48/170', 2, true), cell(4, '44/176', 4), cell(5, '46/176', 1)]);
    expect(g.columns).toEqual(['44', '46', '48']);
    expect(g.rows).toEqual(['170', '176']);
    expect(g.cell('170', '48')).toMatchObject({ quantity: 2, barcode: true, size: { id: 3 } });
    expect(g.cell('176', '48')).toBeNull();
    expect(g.rowTotal('170')).toBe(10);
    expect(g.rowTotal('176')).toBe(5);
    expect(g.columnTotal('44')).toBe(7);
    expect(g.columnTotal('48')).toBe(2);
    expect(g.lines('170')).toBe(2);
    // 176 has nothing in column 48: no full line
    expect(g.lines('176')).toBe(0);
    expect(g.total).toBe(15);
  });

  it('a zero in a column means no full line; no sizes is an empty grid', () => {
    const g = sizeGrid([cell(1, 'S', 2), cell(2, 'M', 0), cell(3, 'L', 7)]);
    expect(g.rows).toEqual(['']);
    expect(g.lines('')).toBe(0);
    expect(sizeGrid([cell(1, 'S', 2), cell(3, 'L', 7)]).lines('')).toBe(2);
    const empty = sizeGrid([]);
    expect([empty.columns, empty.rows, empty.total]).toEqual([[], [], 0]);
  });

  it('two sizes written alike share a cell: the sum shows, and they are added one after the other, each up to its own stock', () => {
    const g = sizeGrid([cell(1, '44/170', 1), cell(2, '44 / 170', 2, true)]);
    const c = g.cell('170', '44')!;
    expect([c.quantity, c.barcode, c.members.map((m) => m.size.id)]).toEqual([3, true, [1, 2]]);
    const chosen = new Map<number, number>();
    const taken = (id: number) => chosen.get(id) ?? 0;
    const picks: number[] = [];
    for (let next = nextSizeOf(c, taken); next; next = nextSizeOf(c, taken)) {
      picks.push(next.size.id);
      chosen.set(next.size.id, taken(next.size.id) + 1);
    }
    // size 1 has one unit, size 2 two: never more of a size than it has
    expect(picks).toEqual([1, 2, 2]);
    expect(unitsLeft(c, taken)).toBe(0);
    expect(unitsLeft(c, () => 0)).toBe(3);
  });

  it('caps the basket badge at 999', () => {
    expect([badgeCount(0), badgeCount(999), badgeCount(1000)]).toEqual(['0', '999', '999+']);
  });
});
