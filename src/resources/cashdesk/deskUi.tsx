/** What the cash desk screens share: the status chip and a desk's per-currency figures (expected, counted, difference). */
import { useTranslate } from 'react-admin';
import { Chip, TableCell, TableRow } from '@mui/material';
import type { CashDeskDto, CashDeskStatus } from '../../domain/cashdesk/contract';
import { money } from '../../domain/money';
import { MoneyCell } from '../../ui/moneyUi';
import { HeadCells, HeadTable } from '../../ui/CardTable';

export function CashDeskStatusChip({ status }: { status: CashDeskStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'confirmed' ? 'success' : status === 'closed' ? 'primary' : 'default'} label={translate(`app.cashdesk.status_${status}`)} data-testid={`cashdesk-status-${status}`} />;
}

export function DeskFigures({ desk }: { desk: CashDeskDto }) {
  return (
    <HeadTable
      testId={`cashdesk-figures-${desk.id}`}
      head={<HeadCells columns={['app.cashdesk.currency', { label: 'app.cashdesk.expected', align: 'right' }, { label: 'app.cashdesk.counted', align: 'right' }, { label: 'app.cashdesk.difference', align: 'right' }]} />}
    >
      {desk.currencies.map((c) => (
        <TableRow key={c.currency.id}>
          <TableCell>{c.currency.name}</TableCell>
          <MoneyCell value={c.expected} currency={c.currency.name} />
          <MoneyCell value={c.counted} currency={c.currency.name} />
          <MoneyCell value={c.difference} currency={c.currency.name} sx={{ color: money(c.difference).lt(0) ? 'error.dark' : undefined }} data-testid={`desk-${desk.id}-difference-${c.currency.name}`} />
        </TableRow>
      ))}
    </HeadTable>
  );
}
