/**
 * /sale/{id}/check: the receipt (SPEC.md section 2 'Check preview'), laid out for 80 mm receipt printers:
 * on paper only the receipt prints (print CSS), on screen a Print and a Close button.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Divider, GlobalStyles, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorText, useAppNotify } from '../layout/feedback';
import { messageKey } from '../i18n';
import { useCan } from '../providers/useCan';
import { newSaleKey } from './cartStore';
import { Loading } from '../layout/RouteGuard';
import { formatAmount, formatDateTime } from '../ui/moneyUi';

export function SaleCheck({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const { id } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const sale = useQuery({ queryKey: ['pos', 'sale', id], queryFn: () => dataProvider.getSale(Number(id)), enabled: /^\d+$/.test(id ?? '') });
  const canReject = useCan('sale.reject') && route?.key === 'sale_info';
  const [confirming, setConfirming] = useState(false);
  const [rejectKey] = useState(newSaleKey);
  const toast = useAppNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reject = async () => {
    try {
      await dataProvider.rejectSale(Number(id), rejectKey);
      toast.success('app.sale.cancelled');
      await queryClient.invalidateQueries({ queryKey: ['pos'] });
      navigate('/sales/sale-history');
    } catch (err) {
      toast.error(err);
    } finally {
      setConfirming(false);
    }
  };
  const screen = `screen-${route?.key ?? 'sale_check'}`;
  if (sale.isPending && sale.fetchStatus !== 'idle') return <Loading />;
  if (sale.error || !sale.data) {
    // a sale that does not exist (or another company's) is said on the screen, not a blank page
    return (
      <Box sx={{ p: 3 }} data-testid={screen}>
        <Alert severity="error">{sale.error ? errorText(translate, sale.error) : translate(messageKey('not_found'))}</Alert>
      </Box>
    );
  }
  const s = sale.data;
  const row = (left: string, right: string, testId?: string) => (
    <Stack direction="row" justifyContent="space-between" spacing={1} data-testid={testId}>
      <span>{left}</span>
      <span style={{ whiteSpace: 'nowrap' }}>{right}</span>
    </Stack>
  );
  return (
    <Box sx={{ p: 2 }} data-testid={screen}>
      <GlobalStyles styles={{ '@media print': { 'body *': { visibility: 'hidden' }, '#receipt, #receipt *': { visibility: 'visible' }, '#receipt': { position: 'absolute', left: 0, top: 0 }, '@page': { size: '80mm auto', margin: '4mm' } } }} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, '@media print': { display: 'none' } }}>
        <Button variant="contained" autoFocus startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="check-print">
          {translate('app.sale.print')}
        </Button>
        <Button onClick={() => window.close()}>{translate('app.sale.close')}</Button>
        {canReject && s.status === 'active' && (
          <Button color="error" onClick={() => setConfirming(true)} data-testid="sale-cancel">
            {translate('app.sale.cancel')}
          </Button>
        )}
      </Stack>
      <Confirm isOpen={confirming} title={translate('app.sale.cancel')} content={translate('app.sale.cancel_confirm', { id: s.id })} onConfirm={() => void reject()} onClose={() => setConfirming(false)} />
      <Box id="receipt" sx={{ width: '72mm', fontFamily: 'monospace', fontSize: 12, bgcolor: 'background.paper', p: 1, border: 1, borderColor: 'divider' }} data-testid="check">
        <Typography variant="subtitle1" component="h1" align="center" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
          {translate('app.sale.check_title', { id: s.id })}
        </Typography>
        {row(translate('app.sale.check_place'), s.place.name)}
        {row(translate('app.sale.check_seller'), s.seller.name)}
        {row(translate('app.sale.check_date'), formatDateTime(String(s.created_at)))}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        {s.sell_products.map((l) => (
          <Box key={l.id} sx={{ mb: 0.5 }}>
            <div>
              {l.product.name} {l.size.name}
            </div>
            {row(`${l.quantity} × ${formatAmount(l.unit_price)}`, `${formatAmount(l.total)} ${s.currency.name}`)}
          </Box>
        ))}
        <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
        {row(translate('app.sale.total'), `${formatAmount(s.total_sum)} ${s.currency.name}`, 'check-total')}
        {s.payments.map((p) => row(translate('app.sale.check_payments'), `${formatAmount(p.amount)} ${p.currency.name}`))}
        {row(translate('app.sale.check_change'), `${formatAmount(s.change.amount)} ${s.change.currency.name}`, 'check-change')}
      </Box>
    </Box>
  );
}

export default SaleCheck;
