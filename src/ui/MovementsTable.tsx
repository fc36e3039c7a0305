/** A money account's journal (a wallet, a customer's balance): date, kind, amount, balance after, comment, employee; paged. */
import { useTranslate } from 'react-admin';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { WalletMovement } from '../domain/wallet/contract';
import { TablePager } from '../layout/TablePager';
import { MoneyText, formatDateTime } from './moneyUi';
import { HeadCells } from './CardTable';

export function MovementsTable({
  movements,
  page,
  perPage,
  onPage,
  onPerPage,
  testId,
}: {
  movements: { count: number; results: readonly WalletMovement[] };
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  testId: string;
}) {
  const translate = useTranslate();
  if (movements.count === 0) return <Alert severity="info">{translate('app.money.wallets.no_movements')}</Alert>;
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              <HeadCells
                columns={[
                  'app.money.wallets.date', 'app.money.wallets.kind', { label: 'app.money.common.amount', align: 'right' }, { label: 'app.money.wallets.amount_after', align: 'right', sx: { whiteSpace: 'nowrap' } },
                  'app.money.common.comment', 'app.money.wallets.employee',
                ]}
              />
            </TableRow>
          </TableHead>
          <TableBody>
            {movements.results.map((m) => (
              <TableRow key={m.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(String(m.created_at))}</TableCell>
                <TableCell>{translate(`app.money.kinds.${m.kind}`, { _: m.kind })}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: m.delta.startsWith('-') ? 'error.main' : 'success.main' }}>
                  {m.delta.startsWith('-') ? '' : '+'}
                  <MoneyText value={m.delta} currency={m.currency?.name} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <MoneyText value={m.amount_after} currency={m.currency?.name} />
                </TableCell>
                <TableCell>{m.comment}</TableCell>
                <TableCell>{m.employee?.name ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePager
        count={movements.count}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_, p) => onPage(p)}
        onRowsPerPageChange={(e) => onPerPage(Number(e.target.value))}
      />
    </>
  );
}
