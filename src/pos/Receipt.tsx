/**
 * The receipt laid out for 80 mm receipt printers (SPEC.md 2 'Check preview'): on paper only the
 * receipt prints (print CSS), on screen Print and Close (and what the caller adds). Shared by the
 * sale's check and the booking's.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Divider, GlobalStyles, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { formatAmount, moneyLabel } from '../ui/moneyUi';

export interface ReceiptLine {
  key: number;
  name: string;
  quantity: number;
  unit: string | null;
  total: string | null;
}

/** A sale's or a booking's lines as the receipt lists them: the product with its size, quantity, unit price and total. */
export const receiptLines = (
  lines: readonly { id: number; product: { name: string }; size: { name: string }; quantity: number; unit_price: string | null; total: string | null }[],
): ReceiptLine[] => lines.map((l) => ({ key: l.id, name: `${l.product.name} ${l.size.name}`, quantity: l.quantity, unit: l.unit_price, total: l.total }));

/** One left-right row of the receipt. */
export function ReceiptRow({ left, right, testId }: { left: string; right: string; testId?: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={1} data-testid={testId}>
      <span>{left}</span>
      <span style={{ whiteSpace: 'nowrap' }}>{right}</span>
    </Stack>
  );
}

export function Receipt({
  screen,
  title,
  head,
  lines,
  currency,
  foot,
  actions,
  printOnly = false,
}: {
  screen: string;
  title: string;
  head: [string, string][];
  lines: ReceiptLine[];
  currency: string;
  foot: ReactNode;
  actions?: ReactNode;
  /** only on paper: the till prints the check in its own page, with nothing of it on screen (./PrintCheck.tsx) */
  printOnly?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={printOnly ? { '@media screen': { display: 'none' } } : { p: 2 }} data-testid={screen}>
      <GlobalStyles styles={{ '@media print': { 'body *': { visibility: 'hidden' }, '#receipt, #receipt *': { visibility: 'visible' }, '#receipt': { position: 'absolute', left: 0, top: 0 }, '@page': { size: '80mm auto', margin: '4mm' } } }} />
      {!printOnly && <Stack direction="row" spacing={1} sx={{ mb: 2, '@media print': { display: 'none' } }}>
        <Button variant="contained" autoFocus startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="check-print">
          {translate('app.sale.print')}
        </Button>
        <Button onClick={() => window.close()}>{translate('app.sale.close')}</Button>
        {actions}
      </Stack>}
      <Box id="receipt" sx={{ width: '72mm', fontFamily: 'monospace', fontSize: 12, bgcolor: 'background.paper', p: 1, border: 1, borderColor: 'divider' }} data-testid="check">
        <Typography variant="subtitle1" component="h1" align="center" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
          {title}
        </Typography>
        {head.map(([l, r]) => (
          <ReceiptRow key={l} left={l} right={r} />
        ))}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        {lines.map((l) => (
          <Box key={l.key} sx={{ mb: 0.5 }}>
            <div>{l.name}</div>
            <ReceiptRow left={`${l.quantity} × ${l.unit === null ? '—' : formatAmount(l.unit)}`} right={l.total === null ? '—' : moneyLabel(l.total, currency)} />
          </Box>
        ))}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        {foot}
      </Box>
    </Box>
  );
}
