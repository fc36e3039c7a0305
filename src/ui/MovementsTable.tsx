/** A money account's journal (a wallet, a customer's balance): date, kind, amount, balance after, comment, employee; paged. */
import { useTranslate } from 'react-admin';
import { Alert, TableCell, TableRow } from '@mui/material';
import type { WalletMovement } from '../domain/wallet/contract';
import { PagingPager } from './PagingPager';
import { MoneyText, formatDateTime } from './moneyUi';
import { HeadCells, HeadTable } from './CardTable';

const COLUMNS = [
  'app.money.wallets.date',
  'app.money.wallets.kind',
  { label: 'app.money.common.amount', align: 'right' as const },
  { label: 'app.money.wallets.amount_after', align: 'right' as const, sx: { whiteSpace: 'nowrap' } },
  'app.money.common.comment',
  'app.money.wallets.employee',
];

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
      {/* a region the keyboard can focus and scroll: six columns scroll sideways on a phone (WCAG 2.1.1) */}
      <HeadTable testId={testId} region={translate('app.money.wallets.movements')} head={<HeadCells columns={COLUMNS} />}>
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
      </HeadTable>
      <PagingPager count={movements.count} page={page} perPage={perPage} onPage={onPage} onPerPage={onPerPage} />
    </>
  );
}
