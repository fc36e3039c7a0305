/**
 * The check of a sale made while the server could not be reached: printed at once from the outbox
 * entry, with the till's own number and an 'offline' mark (the server's number comes later, shown in
 * the till's list of sales).
 */
import Decimal from 'decimal.js';
import { useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { Receipt, ReceiptRow } from '../Receipt';
import type { OutboxEntry } from './outbox';

export function OfflineReceipt({ entry }: { entry: OutboxEntry }) {
  const translate = useTranslate();
  const lines = entry.lines.map((l, i) => ({ key: i, name: `${l.product.name} ${l.size.name}`, quantity: l.quantity, unit: l.unit, total: new Decimal(l.unit).mul(l.quantity).toFixed(2) }));
  const total = lines.reduce((sum, l) => sum.plus(l.total), new Decimal(0)).toFixed(2);
  return (
    <Receipt
      screen="check-printed"
      printOnly
      title={`${translate('app.sale.offline_check_number', { number: entry.local_number })} · ${translate('app.sale.offline_mark')}`}
      head={[[new Date(entry.occurred_at).toLocaleString(), translate('app.sale.offline_mark')]]}
      lines={lines}
      currency=""
      foot={
        <>
          <ReceiptRow left={translate('app.sale.total')} right={total} testId="check-offline-total" />
          <Typography variant="caption" component="div" data-testid="check-offline-mark" sx={{ fontFamily: 'inherit', mt: 1 }}>
            {translate('app.sale.offline_mark')} {entry.local_number}
          </Typography>
        </>
      }
    />
  );
}
