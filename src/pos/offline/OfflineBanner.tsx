/**
 * The till's word on the outbox: offline, a banner with the number of sales waiting; online with sales
 * waiting, a line saying so. Either opens the list of this till's sales with each one's state and the
 * server's number once known. Mounting it also runs the replay (./OutboxSender.tsx; one sender per browser: the lock).
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { scrollRegion } from '../../ui/CardTable';
import { moneyLabel } from '../../ui/moneyUi';
import { mayReplay } from './outbox';
import { offlineCheckAmounts } from './tillSale';
import { useOutboxSender } from './OutboxSender';

export function OfflineBanner() {
  const translate = useTranslate();
  const { pending, entries, online, session } = useOutboxSender();
  const [open, setOpen] = useState(false);
  if (online && pending === 0 && !open) return null;
  const show = (
    <Button color="inherit" size="small" onClick={() => setOpen(true)} data-testid="outbox-open">
      {translate('app.sale.outbox_show')}
    </Button>
  );
  return (
    <>
      {online ? (
        <Alert severity="info" action={show} sx={{ mb: 2 }} data-testid="outbox-waiting">
          {translate('app.sale.outbox_waiting', { count: pending })}
        </Alert>
      ) : (
        <Alert severity="warning" action={show} sx={{ mb: 2 }} data-testid="offline-banner">
          {translate('app.sale.offline_banner', { count: pending })}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth data-testid="outbox-dialog">
        <DialogTitle>{translate('app.sale.outbox_title')}</DialogTitle>
        <DialogContent>
          {entries.length === 0 ? (
            <Typography color="text.secondary">{translate('app.sale.outbox_empty')}</Typography>
          ) : (
            // on a phone the list scrolls sideways: a named region the keyboard can reach (axe)
            <TableContainer {...scrollRegion(translate('app.sale.outbox_title'))}>
            <Table size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell align="right">{translate('app.sale.col_total')}</TableCell>
                  <TableCell>{translate('app.sale.outbox_col_state')}</TableCell>
                  <TableCell>{translate('app.sale.outbox_col_number')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((e) => {
                  const amounts = offlineCheckAmounts(e);
                  return (
                    <TableRow key={e.key} data-testid={`outbox-${e.local_number}`}>
                      <TableCell>
                        {e.local_number}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {new Date(e.occurred_at).toLocaleString()}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" data-testid={`outbox-total-${e.local_number}`}>
                        {moneyLabel(amounts.total, amounts.currency)}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {translate('app.sale.items', { smart_count: amounts.items })}
                        </Typography>
                      </TableCell>
                      <TableCell data-testid={`outbox-state-${e.local_number}`}>
                        {translate(`app.sale.outbox_state_${e.state}`)}
                        {e.state === 'waiting' && !mayReplay(e, session) && ` · ${translate('app.sale.outbox_held')}`}
                        {e.message && ` · ${e.message}`}
                      </TableCell>
                      <TableCell>{e.server?.number ? `№ ${e.server.number}` : ''}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            </TableContainer>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.sale.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
