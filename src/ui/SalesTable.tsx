/**
 * A table of sales (the sale history, a customer's purchases, a cash desk's day): each row links to its
 * sale. With `pager` the rows are one page of a longer list, and a pager under them turns the pages.
 */
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Chip, Link, TableCell, TableRow } from '@mui/material';
import type { SaleDto } from '../domain/sale/contract';
import { formatDateTime, MoneyCell } from './moneyUi';
import { CardTable, type TablePage, HeadCells } from './CardTable';

/** A sale's status: active, or canceled. */
export function SaleStatusChip({ status, testId }: { status: SaleDto['status']; testId?: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'active' ? 'success' : 'default'} label={translate(status === 'active' ? 'app.sale.status_active' : 'app.check.status_canceled')} data-testid={testId} />;
}

export function SalesTable({
  sales,
  testId,
  showSeller = true,
  pager,
}: {
  sales: readonly Omit<SaleDto, 'sell_products'>[];
  testId: string;
  showSeller?: boolean;
  pager?: TablePage & { rowsPerPage?: number };
}) {
  const translate = useTranslate();
  return (
    <CardTable
      testId={testId}
      pager={pager}
      head={<HeadCells columns={[{ text: '#' }, 'app.sale.check_date', 'app.sale.check_place', showSeller && 'app.sale.check_seller', { label: 'app.sale.col_quantity', align: 'right' }, { label: 'app.sale.sum', align: 'right' }, {}]} />}
    >
      {sales.map((s) => (
        <TableRow key={s.id}>
          <TableCell>
            <Link component={RouterLink} to={`/sale/${s.id}`} aria-label={translate('app.sale.open', { id: s.id })}>
              {s.id}
            </Link>
          </TableCell>
          <TableCell>{formatDateTime(String(s.created_at))}</TableCell>
          <TableCell>{s.place.name}</TableCell>
          {showSeller && <TableCell>{s.seller.name}</TableCell>}
          <TableCell align="right">{s.quantity}</TableCell>
          <MoneyCell value={s.total_sum} currency={s.currency.name} />
          <TableCell>
            <SaleStatusChip status={s.status} />
          </TableCell>
        </TableRow>
      ))}
    </CardTable>
  );
}
