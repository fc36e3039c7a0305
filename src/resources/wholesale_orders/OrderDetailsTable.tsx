/**
 * /orders-table/{token}/details-table: the customer's read-only view of their order, no sign-in; the
 * random token in the path is the only key (the server answers only that order's lines).
 */
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Alert, Box, TableCell, TableRow, Typography } from '@mui/material';
import type { OrderDetailsTableDto } from '../../domain/wholesale/contract';
import type { RouteDef } from '../../domain/routes';
import { Loading } from '../../layout/RouteGuard';
import type { AppDataProvider } from '../../providers/dataProvider';
import { MoneyText, formatDateTime } from '../../ui/moneyUi';
import { StatusBadge } from './StatusBadge';
import { HeadCells, CardTable } from '../../ui/CardTable';

export function OrderDetailsTable(_: { route?: RouteDef }) {
  const { id: token = '' } = useParams();
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const [data, setData] = useState<OrderDetailsTableDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    dp.orderDetailsTable(token).then(setData, () => setFailed(true));
  }, [dp, token]);
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 3 }, maxWidth: 960, mx: 'auto' }} data-testid="screen-order_details_table">
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.wholesale.details_title')}
      </Typography>
      {failed && <Alert severity="error">{translate('app.wholesale.details_not_found')}</Alert>}
      {!failed && !data && <Loading />}
      {data && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <StatusBadge status={data.status} />
            <Typography>{formatDateTime(String(data.created_at))}</Typography>
            <Typography data-testid="details-total">
              {translate('app.wholesale.total')}: <MoneyText value={data.total_price} currency={data.currency} /> · {data.quantity}
            </Typography>
          </Box>
          <CardTable
            testId="details-table"
            head={
              <HeadCells
                columns={[
                  'app.wholesale.vendor_code', 'app.wholesale.product', 'app.wholesale.size', { label: 'resources.wholesale_orders.fields.quantity', align: 'right' },
                  { label: 'app.wholesale.unit_price', align: 'right' }, { label: 'app.wholesale.line_total', align: 'right' },
                ]}
              />
            }
          >
            {data.products.map((p, i) => (
              <TableRow key={i}>
                <TableCell>{p.vendor_code}</TableCell>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.size}</TableCell>
                <TableCell align="right">{p.quantity}</TableCell>
                <TableCell align="right">
                  <MoneyText value={p.unit_price} currency={data.currency} />
                </TableCell>
                <TableCell align="right">
                  <MoneyText value={p.total} currency={data.currency} />
                </TableCell>
              </TableRow>
            ))}
          </CardTable>
        </>
      )}
    </Box>
  );
}

export default OrderDetailsTable;
