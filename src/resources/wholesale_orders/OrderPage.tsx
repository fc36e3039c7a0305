/**
 * /for-wholesalers/orders/{id}: the order's products and the products-with-sizes grid, quantity edits
 * per line (while new or in progress), start / cancel processing, complete (a sale to the customer,
 * on credit: one Idempotency-Key per click series), cancel, reject, the Excel export and the customer's
 * link. Buttons are enabled from the one state table (src/domain/wholesale/orderStates.ts).
 */
import type { ReactNode } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { OrderDto, OrderLineDto } from '../../domain/wholesale/contract';
import { canOrder } from '../../domain/wholesale/orderStates';
import type { RouteDef } from '../../domain/routes';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCan } from '../../providers/useCan';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { LineQuantityInput } from '../../ui/LineQuantityInput';
import { RemoteSelect } from '../../ui/RemoteSelect';
import { MoneyText, formatDateTime } from '../../ui/moneyUi';
import { saveBlob } from '../../ui/vendorCodeExport';
import { useIdLoad } from '../../ui/useIdLoad';
import { useBusy } from '../../ui/useBusy';
import { PageError } from '../../ui/Page';
import { StatusBadge } from './StatusBadge';
import { HeadCells, HeadTable } from '../../ui/CardTable';

/** The order's moves to an end after a confirmation (SPEC.md 4): each is allowed by its own state rule. */
const ENDINGS = [
  { move: 'cancel', label: 'app.wholesale.cancel_order', question: 'app.wholesale.cancel_content', success: 'app.wholesale.canceled' },
  { move: 'reject', label: 'app.wholesale.reject', question: 'app.wholesale.reject_content', success: 'app.wholesale.rejected' },
] as const;

/** A titled table of the order that scrolls sideways on a phone: a region the keyboard can focus and scroll (WCAG 2.1.1). */
function RegionTable({ title, testId, head, children, sx }: { title: string; testId: string; head: ReactNode; children: ReactNode; sx?: object }) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Card sx={sx}>
        <HeadTable testId={testId} head={head} region={title}>
          {children}
        </HeadTable>
      </Card>
    </>
  );
}

/** The order, its lines and its products with their sizes. */
const loadOrder = (dp: AppDataProvider, id: number) => Promise.all([dp.order(id), dp.orderLines(id), dp.orderProductsWithSizes(id)]);

export function OrderPage(_: { route?: RouteDef }) {
  const { id, dataProvider: dp, data, failed, reload: load } = useIdLoad(loadOrder);
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useAppNotify();
  const canWrite = useCan('order.write');
  const { busy, run } = useBusy();

  if (failed) return <PageError testId="screen-wholesale_order" error={failed} />;
  if (!data) return <Loading />;
  const [order, lines, grid] = data;

  const can = (action: Parameters<typeof canOrder>[1]) => canWrite && canOrder(order.status, action);
  const choosePriceGroup = async (group: number | null) => {
    if (group === (order.price_group?.id ?? null)) return;
    await run(async () => {
      await dp.setOrderPriceGroup(id, group);
      notify.success('app.wholesale.price_group_saved');
      await load();
    });
  };
  const move = async (m: 'start-processing' | 'cancel-processing', success: string) => {
    await run(async () => {
      await dp.moveOrder(id, m);
      notify.success(success, { id });
    });
    await load();
  };
  /** A line's quantity as IntegerInput gives it (a whole number the order contract takes); false when refused (said in a toast). */
  const saveQuantity = async (line: OrderLineDto, quantity: number) => {
    let saved = true;
    try {
      await dp.setOrderLineQuantity(id, line.id, quantity);
      notify.success('app.wholesale.quantity_saved');
    } catch (err) {
      notify.error(err);
      saved = false;
    }
    await load();
    return saved;
  };
  const exportExcel = async () => {
    try {
      const { blob, name } = await dp.exportOrder(id, locale === 'ru' ? 'ru' : 'en');
      saveBlob(blob, name);
    } catch (err) {
      notify.error(err);
    }
  };
  const detailsUrl = `${window.location.origin}/orders-table/${order.details_token}/details-table`;
  const sizeNames = [...new Set(grid.flatMap((g) => g.sizes.map((s) => s.size.name)))];
  const currency = order.currency?.name;

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-wholesale_order">
      <Title title={translate('app.wholesale.order_title', { id })} />
      <Button component={RouterLink} to="/for-wholesalers/orders" size="small" sx={{ mb: 1 }}>
        {translate('app.wholesale.back')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('app.wholesale.order_title', { id })}
        </Typography>
        <StatusBadge status={order.status} />
      </Stack>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography>
            {translate('resources.wholesale_orders.fields.customer')}: <strong>{order.customer.name}</strong>
            {order.customer.company ? ` (${order.customer.company})` : ''}
          </Typography>
          <Typography>
            {translate('app.wholesale.place')}: {order.place.name}
          </Typography>
          <Box sx={{ my: 1, maxWidth: 360 }}>
            <RemoteSelect
              resource="price_groups"
              value={order.price_group?.id ?? null}
              known={order.price_group ? [order.price_group] : []}
              onChange={(group) => void choosePriceGroup(group)}
              label={translate('app.wholesale.price_group')}
              placeholder={translate('app.wholesale.price_group_none')}
              helperText={translate('app.wholesale.price_group_hint')}
              disabled={busy || !can('edit')}
              size="small"
              fullWidth
              testId="order-price-group"
            />
          </Box>
          <Typography>
            {translate('resources.wholesale_orders.fields.created_at')}: {formatDateTime(String(order.created_at))}
          </Typography>
          {order.processed_by && (
            <Typography>
              {translate('app.wholesale.processed_by')}: {order.processed_by.name}
            </Typography>
          )}
          <Typography data-testid="order-total">
            {translate('app.wholesale.total')}: <MoneyText value={order.total_price} currency={currency} /> · {translate('resources.wholesale_orders.fields.quantity')}: {order.quantity}
          </Typography>
          {order.sale && (
            <Button component={RouterLink} to={`/sale/${order.sale}`} size="small" sx={{ px: 0 }}>
              {translate('app.wholesale.sale_link', { id: order.sale })}
            </Button>
          )}
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>
            {translate('app.wholesale.details_link')}:{' '}
            <a href={detailsUrl} target="_blank" rel="noreferrer noopener" data-testid="order-details-link">
              {detailsUrl}
            </a>
          </Typography>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy || !can('start')} onClick={() => move('start-processing', 'app.wholesale.started')} data-testid="order-start">
          {translate('app.wholesale.start_processing')}
        </Button>
        <Button variant="outlined" disabled={busy || !can('release')} onClick={() => move('cancel-processing', 'app.wholesale.released')} data-testid="order-release">
          {translate('app.wholesale.cancel_processing')}
        </Button>
        <ConfirmButton
          variant="contained"
          color="success"
          label={translate('app.wholesale.complete')}
          question={translate('app.wholesale.complete_content', { name: order.customer.name, place: order.place.name })}
          disabled={busy || !can('complete')}
          action={(key) => dp.completeOrder(id, { method: 'debt' }, key)}
          reload={load}
          onDone={(done) => notify.success('app.wholesale.completed', { id, sale: (done as OrderDto).sale })}
          testId="order-complete"
        />
        {ENDINGS.map((e) => (
          <ConfirmButton
            key={e.move}
            variant="outlined"
            color="error"
            label={translate(e.label)}
            question={translate(e.question, { id })}
            disabled={busy || !can(e.move)}
            action={() => dp.moveOrder(id, e.move)}
            reload={load}
            onDone={() => notify.success(e.success, { id })}
            testId={`order-${e.move}`}
          />
        ))}
        <Button variant="outlined" onClick={exportExcel} data-testid="order-export">
          {translate('app.wholesale.export')}
        </Button>
      </Stack>

      <RegionTable
        title={translate('app.wholesale.products')}
        testId="order-lines"
        sx={{ mb: 3 }}
        head={
          <HeadCells
            columns={[
              'app.wholesale.vendor_code', 'app.wholesale.product', 'app.wholesale.size', 'resources.wholesale_orders.fields.quantity', { label: 'app.wholesale.unit_price', align: 'right' },
              { label: 'app.wholesale.line_total', align: 'right' },
            ]}
          />
        }
      >
        {lines.map((l) => (
          <TableRow key={l.id}>
            <TableCell>{l.product.vendor_code}</TableCell>
            <TableCell>{l.product.name}</TableCell>
            <TableCell>{l.size.name}</TableCell>
            <TableCell>
              <LineQuantityInput
                value={l.quantity}
                disabled={!can('edit')}
                onSave={(q) => saveQuantity(l, q)}
                testId={`line-quantity-${l.id}`}
                label={`${translate('resources.wholesale_orders.fields.quantity')} ${l.product.vendor_code} ${l.size.name}`}
              />
            </TableCell>
            <TableCell align="right">
              <MoneyText value={l.unit_price} currency={currency} />
            </TableCell>
            <TableCell align="right">
              <MoneyText value={l.total} currency={currency} />
            </TableCell>
          </TableRow>
        ))}
      </RegionTable>

      <RegionTable
        title={translate('app.wholesale.products_with_sizes')}
        testId="order-size-grid"
        head={
          <HeadCells
            columns={[
              'app.wholesale.product', ...sizeNames.map((s) => ({ text: s, align: 'right' as const })), { label: 'resources.wholesale_orders.fields.quantity', align: 'right' },
              { label: 'app.wholesale.total', align: 'right' },
            ]}
          />
        }
      >
        {grid.map((g) => (
          <TableRow key={g.product.id}>
            <TableCell>
              {g.product.vendor_code} · {g.product.name}
            </TableCell>
            {sizeNames.map((s) => (
              <TableCell key={s} align="right">
                {g.sizes.find((x) => x.size.name === s)?.quantity ?? ''}
              </TableCell>
            ))}
            <TableCell align="right">{g.quantity}</TableCell>
            <TableCell align="right">
              <MoneyText value={g.total} currency={currency} />
            </TableCell>
          </TableRow>
        ))}
      </RegionTable>
    </Box>
  );
}

export default OrderPage;
