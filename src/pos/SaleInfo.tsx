/**
 * /sale/{id}: the sale info (SPEC.md 2 'Sale info'): date, seller, place, total quantity, the sum with a
 * currency switcher (the sale's rates: src/domain/sale/pricing.ts totalIn) and the extra service, the
 * payments with print-check, the products; an admin also cancels the sale (SPEC.md 8: a summary whose
 * OK goes to the sale history). Read from GET sells/{id}/check/.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TableCell, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { SaleCheckDto, SaleDto } from '../domain/sale/contract';
import { totalIn } from '../domain/sale/pricing';
import { drawerOnCancel, statedRates } from '../domain/sale/saleCurrency';
import { money } from '../domain/money';
import { formatRate } from '../ui/amountFormat';
import type { AppDataProvider } from '../providers/dataProvider';
import { useAppNotify } from '../layout/feedback';
import { errorsOf } from '../providers/httpClient';
import { recordScreens } from '../ui/recordScreens';
import { HeadTable, HeadCells } from '../ui/CardTable';
import { SaleStatusChip } from '../ui/SalesTable';
import { useCan } from '../providers/useCan';
import { newSaleKey } from './cartStore';
import { CurrencySelect, MoneyText, formatAmount, formatDateTime, moneyLabel, MoneyCell } from '../ui/moneyUi';
import { recordIdOf } from '../domain/limits';

/** The sale's total in a currency of its place: the base total at the sale's rate (half-up, 2 places); the base itself unchanged. */
export function sumIn(check: Pick<SaleCheckDto, 'total_sum' | 'currency' | 'currency_rates'>, currencyId: number | null) {
  const rate = check.currency_rates.find((r) => r.currency.id === currencyId);
  if (!rate || rate.currency.id === check.currency.id) return { amount: check.total_sum, currency: check.currency, rate: null };
  return { amount: totalIn(check.total_sum, rate.rate), currency: rate.currency, rate: rate.rate };
}

/** A sale's check read from the server (its receipt, its info page), by the id as the URL gives it; not read for an id that is not a number. */
export function useSaleCheck(id: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const saleId = recordIdOf(id);
  return useQuery({ queryKey: ['pos', 'sale', saleId, 'check'], queryFn: () => dataProvider.getSaleCheck(saleId!), enabled: saleId !== null });
}

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

function SaleInfoView({ check: c, onCancel }: { check: SaleCheckDto; onCancel?: () => void }) {
  const translate = useTranslate();
  // the sum first in the currency the sale was priced in at the till (what the seller and the customer saw)
  const [currencyId, setCurrencyId] = useState<number | null>(c.total_cost_with_extra_service.currency.id);
  const sum = sumIn(c, currencyId);
  const shown = (baseAmount: string) => (sum.rate ? totalIn(baseAmount, sum.rate) : baseAmount);
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={3} alignItems="flex-end">
            <Field label={translate('app.sale.check_date')}>{formatDateTime(String(c.created_at))}</Field>
            <Field label={translate('app.sale.check_seller')}>{c.employee.name}</Field>
            <Field label={translate('app.sale.check_place')}>{c.place.name}</Field>
            {c.customer && <Field label={translate('app.sale.customer')}>{c.customer.name}</Field>}
            <Field label={translate('app.check.total_quantity')} testId="info-quantity">
              {c.total_quantity}
            </Field>
            <Field label={translate('app.sale.sum')} testId="info-sum">
              <MoneyText value={sum.amount} currency={sum.currency.name} />
            </Field>
            <CurrencySelect
              currencies={c.currency_rates.map((r) => r.currency)}
              value={currencyId}
              onChange={setCurrencyId}
              label={translate('app.check.sum_in')}
              testId="info-currency"
              helperText={sum.rate ? translate('app.check.rate', { base: c.currency.name, rate: formatRate(sum.rate), currency: sum.currency.name }) : undefined}
            />
            {c.extra_service_cost && (
              <Field label={translate('app.check.extra_service')} testId="info-extra">
                <MoneyText value={c.extra_service_cost.amount} currency={c.extra_service_cost.currency.name} />
              </Field>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {translate('app.check.payments')}
            </Typography>
            <Button variant="outlined" startIcon={<PrintIcon />} component={RouterLink} to={`/sale/${c.id}/check`} target="_blank" rel="noopener" data-testid="info-print">
              {translate('app.check.print_check')}
            </Button>
            {onCancel && (
              <Button color="error" onClick={onCancel} data-testid="sale-cancel">
                {translate('app.sale.cancel')}
              </Button>
            )}
          </Stack>
          <Stack spacing={0.5} data-testid="info-payments">
            {c.payments.length === 0 && !c.prepayment && !c.fromBalance && <Typography color="text.secondary">{translate('app.check.no_payments')}</Typography>}
            {c.payments.map((p, i) => (
              <Typography key={i}>
                {translate('app.sale.check_payments')}: <MoneyText value={p.amount} currency={p.currency.name} />
              </Typography>
            ))}
            {c.prepayment && (
              <Typography>
                {translate('app.sale.prepayment')}: <MoneyText value={c.prepayment.amount} currency={c.prepayment.currency.name} />
              </Typography>
            )}
            {c.fromBalance && (
              <Typography>
                {translate('app.sale.from_balance')}: <MoneyText value={c.fromBalance.amount} currency={c.fromBalance.currency.name} />
              </Typography>
            )}
            {c.financial_info.debt && c.financial_info.debt.status === 'open' && (
              <Typography>
                {translate('app.sale.debt_amount')}: <MoneyText value={c.financial_info.debt.amount} currency={c.financial_info.debt.currency.name} />
              </Typography>
            )}
            <Typography>
              {translate(c.financial_info.customer?.change_to_balance ? 'app.sale.change_to_balance' : 'app.sale.check_change')}:{' '}
              <MoneyText value={c.change.amount} currency={c.change.currency.name} />
            </Typography>
            {statedRates(c).map((r) => (
              <Typography key={r.from.id} data-testid={`info-rate-${r.from.name}`}>
                {translate('app.check.rate_label')}: {translate('app.check.rate', { base: r.from.name, rate: formatRate(r.rate), currency: r.to.name })}
              </Typography>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h2">
            {translate('app.check.products')}
          </Typography>
        </CardContent>
        <HeadTable
          testId="info-products"
          head={
            <HeadCells
              columns={[
                'app.sale.col_product', 'app.sale.col_size', 'app.sale.col_place', { label: 'app.sale.col_quantity', align: 'right' }, { label: 'app.sale.col_price', align: 'right' },
                { label: 'app.sale.col_discount', align: 'right' }, { label: 'app.check.col_unit_price', align: 'right' }, { label: 'app.sale.col_total', align: 'right' },
              ]}
            />
          }
        >
          {c.sell_products.map((l) => (
            <TableRow key={l.id}>
              <TableCell>
                {l.product.name} {l.product.model} {l.product.vendor_code}
              </TableCell>
              <TableCell>{l.size.name}</TableCell>
              <TableCell>{l.place.name}</TableCell>
              <TableCell align="right">{l.quantity}</TableCell>
              <MoneyCell value={shown(l.price)} currency={sum.currency.name} />
              <TableCell align="right">{l.discount_in_percent ? `${formatAmount(l.discount)} %` : <MoneyText value={shown(l.discount)} currency={sum.currency.name} />}</TableCell>
              <MoneyCell value={shown(l.unit_price)} currency={sum.currency.name} />
              <MoneyCell value={shown(l.total)} currency={sum.currency.name} />
            </TableRow>
          ))}
        </HeadTable>
      </Card>
    </Stack>
  );
}

export const SaleInfo = recordScreens('sale_info', useSaleCheck, (c, screen) => <SaleInfoScreen check={c} screen={screen} />).Route;

/** The sale info page of a check read: the title with the status, the info, and the admin's cancel with its summary. */
function SaleInfoScreen({ check: c, screen }: { check: SaleCheckDto; screen: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canReject = useCan('sale.reject');
  const [confirming, setConfirming] = useState(false);
  const [rejectKey] = useState(newSaleKey);
  const toast = useAppNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // SPEC.md 8: after a cancel, a summary whose OK goes to the sale history
  const [cancelled, setCancelled] = useState<SaleDto | null>(null);
  const reject = async () => {
    try {
      const done = await dataProvider.rejectSale(c.id, rejectKey);
      toast.success('app.sale.cancelled');
      await queryClient.invalidateQueries({ queryKey: ['pos'] });
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
      setCancelled(done);
    } catch (err) {
      // SPEC.md 8 'Cancel sale failure': the sale was counted by a confirmed cash desk meanwhile
      if (errorsOf(err)[0]?.code === 'sale_already_confirmed') toast.failure('app.sale.cancel_refused_confirmed');
      else toast.error(err);
      await queryClient.invalidateQueries({ queryKey: ['pos'] });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid={screen}>
      <Title title={translate('app.check.info_title', { id: c.id })} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('app.check.info_title', { id: c.id })}
        </Typography>
        <SaleStatusChip status={c.status} testId="info-status" />
      </Stack>
      <SaleInfoView check={c} onCancel={canReject && c.status === 'active' ? () => setConfirming(true) : undefined} />
      <Confirm isOpen={confirming} title={translate('app.sale.cancel')} content={translate('app.sale.cancel_confirm', { id: c.id })} onConfirm={() => void reject()} onClose={() => setConfirming(false)} />
      <Dialog open={!!cancelled} aria-labelledby="cancel-summary-title" data-testid="cancel-summary">
        <DialogTitle id="cancel-summary-title">{translate('app.sale.cancelled_title', { id: c.id })}</DialogTitle>
        {cancelled && (
          <DialogContent>
            <Typography>{translate('app.sale.cancelled_goods', { smart_count: cancelled.quantity })}</Typography>
            {drawerOnCancel(cancelled).map((m) => (
              <Typography key={m.currency.id} data-testid={`cancel-summary-money-${m.currency.name}`}>
                {money(m.out).gt(0)
                  ? translate('app.sale.cancelled_money', { amount: moneyLabel(m.out, m.currency.name) })
                  : translate('app.sale.cancelled_money_in', { amount: moneyLabel(money(m.out).neg().toString(), m.currency.name) })}
              </Typography>
            ))}
            {cancelled.from_balance && <Typography>{translate('app.sale.cancelled_balance', { amount: moneyLabel(cancelled.from_balance.amount, cancelled.from_balance.currency.name) })}</Typography>}
            {cancelled.debt && <Typography>{translate('app.sale.cancelled_debt', { amount: moneyLabel(cancelled.debt.amount, cancelled.currency.name) })}</Typography>}
          </DialogContent>
        )}
        <DialogActions>
          <Button variant="contained" autoFocus onClick={() => navigate('/sales/sale-history')} data-testid="cancel-summary-ok">
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default SaleInfo;
