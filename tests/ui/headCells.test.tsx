/** The header cells written as data (src/ui/CardTable.tsx HeadCells): keys translated, props kept, columns left out. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAdmin } from './render';
import { HeadCells, HeadTable } from '../../src/ui/CardTable';

describe('HeadCells', () => {
  it('renders a header cell a column, in order: keys translated, text as given, props kept, an empty cell empty', async () => {
    renderWithAdmin(
      <HeadTable testId="t" head={<HeadCells columns={[{ text: '#' }, 'app.sale.col_product', false, { label: 'app.sale.col_quantity', align: 'right' }, null, { padding: 'checkbox' }, {}]} />}>
        {null}
      </HeadTable>,
      { locale: 'en' },
    );
    const cells = within(await screen.findByTestId('t')).getAllByRole('columnheader');
    expect(cells.map((c) => c.textContent)).toEqual(['#', 'Product', 'Quantity', '', '']);
    expect(cells[2].className).toContain('MuiTableCell-alignRight');
    expect(cells[1].className).not.toContain('MuiTableCell-alignRight');
    expect(cells[3].className).toContain('MuiTableCell-paddingCheckbox');
    expect(cells.every((c) => c.tagName === 'TH')).toBe(true);
  });
});
