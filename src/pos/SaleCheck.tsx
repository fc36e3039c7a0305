/**
 * /sale/{id}/check: the receipt (SPEC.md section 2 'Check preview'), laid out for 80 mm receipt printers:
 * on paper only the receipt prints (print CSS), on screen a Print and a Close button.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { SaleDto } from '../domain/sale/contract';
import type { RouteDef } from '../domain/routes';
import type { AppDataProvider } from '../providers/dataProvider';
import { errorText, useAppNotify } from '../layout/feedback';
import { messageKey } from '../i18n';
import { useCan } from '../providers/useCan';
import { newSaleKey } from './cartStore';
import { Loading } from '../layout/RouteGuard';
import { formatAmount, formatDateTime } from '../ui/moneyUi';
import { Receipt, ReceiptRow } from './Receipt';

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
  // SPEC.md 2 'Sale info': after a cancel, a summary whose OK goes to the sale history
  const [cancelled, setCancelled] = useState<SaleDto | null>(null);
  const reject = async () => {
    try {
      const done = await dataProvider.rejectSale(Number(id), rejectKey);
      toast.success('app.sale.cancelled');
      await queryClient.invalidateQueries({ queryKey: ['pos'] });
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
      setCancelled(done);
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
  const money = (amount: string, currency: { name: string }) => `${formatAmount(amount)} ${currency.name}`;
  return (
    <>
      <Receipt
        screen={screen}
        title={translate('app.sale.check_title', { id: s.id })}
        head={[
          [translate('app.sale.check_place'), s.place.name],
          [translate('app.sale.check_seller'), s.seller.name],
          [translate('app.sale.check_date'), formatDateTime(String(s.created_at))],
          ...(s.customer ? ([[translate('app.sale.customer'), s.customer.name]] as [string, string][]) : []),
        ]}
        lines={s.sell_products.map((l) => ({ key: l.id, name: `${l.product.name} ${l.size.name}`, quantity: l.quantity, unit: l.unit_price, total: l.total }))}
        currency={s.currency.name}
        actions={
          canReject &&
          s.status === 'active' && (
            <Button color="error" onClick={() => setConfirming(true)} data-testid="sale-cancel">
              {translate('app.sale.cancel')}
            </Button>
          )
        }
        foot={
          <>
            <ReceiptRow left={translate('app.sale.total')} right={money(s.total_sum, s.currency)} testId="check-total" />
            {s.extra_service_cost && <ReceiptRow left={translate('app.sale.extra_services')} right={money(s.extra_service_cost.amount, s.extra_service_cost.currency)} />}
            {s.payments.map((p, i) => (
              <ReceiptRow key={i} left={translate(s.booking && i === s.payments.length - 1 ? 'app.sale.prepayment' : 'app.sale.check_payments')} right={money(p.amount, p.currency)} />
            ))}
            {s.from_balance && <ReceiptRow left={translate('app.sale.from_balance')} right={money(s.from_balance.amount, s.from_balance.currency)} testId="check-from-balance" />}
            {s.debt && s.debt.status === 'open' && <ReceiptRow left={translate('app.sale.debt_amount')} right={money(s.debt.amount, s.currency)} testId="check-debt" />}
            <ReceiptRow left={translate(s.change_to_balance ? 'app.sale.change_to_balance' : 'app.sale.check_change')} right={money(s.change.amount, s.change.currency)} testId="check-change" />
          </>
        }
      />
      <Confirm isOpen={confirming} title={translate('app.sale.cancel')} content={translate('app.sale.cancel_confirm', { id: s.id })} onConfirm={() => void reject()} onClose={() => setConfirming(false)} />
      <Dialog open={!!cancelled} aria-labelledby="cancel-summary-title" data-testid="cancel-summary">
        <DialogTitle id="cancel-summary-title">{translate('app.sale.cancelled_title', { id: s.id })}</DialogTitle>
        {cancelled && (
          <DialogContent>
            <Typography>{translate('app.sale.cancelled_goods', { smart_count: cancelled.quantity })}</Typography>
            {cancelled.payments.map((p, i) => (
              <Typography key={i}>{translate('app.sale.cancelled_money', { amount: money(p.amount, p.currency) })}</Typography>
            ))}
            {cancelled.from_balance && <Typography>{translate('app.sale.cancelled_balance', { amount: money(cancelled.from_balance.amount, cancelled.from_balance.currency) })}</Typography>}
            {cancelled.debt && <Typography>{translate('app.sale.cancelled_debt', { amount: money(cancelled.debt.amount, cancelled.currency) })}</Typography>}
          </DialogContent>
        )}
        <DialogActions>
          <Button variant="contained" autoFocus onClick={() => navigate('/sales/sale-history')} data-testid="cancel-summary-ok">
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default SaleCheck;
