/**
 * The check of a sale made while the server could not be reached: printed at once from the outbox
 * entry, with the till's own number and an 'offline' mark (the server's number comes later, shown in
 * the till's list of sales).
 */
import { useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { moneyLabel } from '../../ui/moneyUi';
import { Receipt, ReceiptRow } from '../Receipt';
import type { OutboxEntry } from './outbox';
import { offlineCheckAmounts } from './tillSale';

export function OfflineReceipt({ entry }: { entry: OutboxEntry }) {
  const translate = useTranslate();
  const { lines, total, currency } = offlineCheckAmounts(entry);
  return (
    <Receipt
      screen="check-printed"
      printOnly
      title={`${translate('app.sale.offline_check_number', { number: entry.local_number })} · ${translate('app.sale.offline_mark')}`}
      head={[[new Date(entry.occurred_at).toLocaleString(), translate('app.sale.offline_mark')]]}
      lines={lines}
      currency={currency}
      foot={
        <>
          <ReceiptRow left={translate('app.sale.total')} right={moneyLabel(total, currency)} testId="check-offline-total" />
          <Typography variant="caption" component="div" data-testid="check-offline-mark" sx={{ fontFamily: 'inherit', mt: 1 }}>
            {translate('app.sale.offline_mark')} {entry.local_number}
          </Typography>
        </>
      }
    />
  );
}
