import { useTranslate } from 'react-admin';
import { Box, TableCell, TableRow } from '@mui/material';
import type { StockGrid } from '../domain/stockGrid';
import { HeadCells, HeadTable } from './CardTable';

/** Sizes (rows) x places (columns): free quantities with totals, and the units reserved by bookings under them. */
export function StockGridTable({ grid, testId }: { grid: StockGrid; testId: string }) {
  const translate = useTranslate();
  const num = { fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <HeadTable
      testId={testId}
      maxHeight={400}
      region={translate('app.catalogue.stock.title')}
      head={<HeadCells columns={['app.catalogue.stock.size', ...grid.places.map((p) => ({ text: p.name, align: 'right' as const })), { label: 'app.catalogue.stock.total', align: 'right', sx: { fontWeight: 600 } }]} />}
    >
      {grid.sizes.map((s) => (
        <TableRow key={s.id} hover>
          <TableCell component="th" scope="row">
            {s.name}
          </TableCell>
          {grid.places.map((p) => {
            const reserved = grid.reservedCells.get(`${s.id}:${p.id}`);
            const onTheWay = grid.onTheWayCells.get(`${s.id}:${p.id}`);
            return (
              <TableCell key={p.id} align="right" sx={num} data-testid={`${testId}-${s.id}-${p.id}`}>
                {grid.cells.get(`${s.id}:${p.id}`) ?? 0}
                {reserved ? (
                  <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }} data-testid={`${testId}-${s.id}-${p.id}-reserved`}>
                    {translate('app.catalogue.stock.reserved', { n: reserved })}
                  </Box>
                ) : null}
                {onTheWay ? (
                  <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }} data-testid={`${testId}-${s.id}-${p.id}-on-the-way`}>
                    {translate('app.catalogue.stock.on_the_way', { n: onTheWay })}
                  </Box>
                ) : null}
              </TableCell>
            );
          })}
          <TableCell align="right" sx={{ ...num, fontWeight: 600 }}>
            {grid.sizeTotals.get(s.id) ?? 0}
          </TableCell>
        </TableRow>
      ))}
      <TableRow>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
          {translate('app.catalogue.stock.total')}
        </TableCell>
        {grid.places.map((p) => (
          <TableCell key={p.id} align="right" sx={{ ...num, fontWeight: 600 }}>
            {grid.placeTotals.get(p.id) ?? 0}
          </TableCell>
        ))}
        <TableCell align="right" sx={{ ...num, fontWeight: 600 }} data-testid={`${testId}-total`}>
          {grid.total}
          {grid.reservedTotal ? (
            <Box component="span" sx={{ display: 'block', fontSize: 12, fontWeight: 400, color: 'text.secondary' }}>
              {translate('app.catalogue.stock.reserved', { n: grid.reservedTotal })}
            </Box>
          ) : null}
          {grid.onTheWayTotal ? (
            <Box component="span" sx={{ display: 'block', fontSize: 12, fontWeight: 400, color: 'text.secondary' }} data-testid={`${testId}-on-the-way`}>
              {translate('app.catalogue.stock.on_the_way', { n: grid.onTheWayTotal })}
            </Box>
          ) : null}
        </TableCell>
      </TableRow>
    </HeadTable>
  );
}
