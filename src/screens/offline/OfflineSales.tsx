/**
 * /sales/offline (managers and admins: sale.offline_review): what the tills' offline sales left for a
 * manager. Discrepancies: units sold that the stock did not hold (made good by a reception, a transfer
 * or a write-off on their own screens, then marked resolved here) and till prices unlike the server's.
 * Waiting for approval: offline sales older than the company's window, approved (recorded at the time
 * they happened) or rejected (nothing moves).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, Box, FormControlLabel, Switch, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import type { OfflineDiscrepancyDto, OfflinePendingItemDto } from '../../domain/sale/offline';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { formatDateTime } from '../../ui/moneyUi';
import { RoutePage } from '../../ui/Page';

const QUERY_KEY = 'offline-review';

function Discrepancies() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [showResolved, setShowResolved] = useState(false);
  const { data } = useQuery({
    queryKey: [QUERY_KEY, 'discrepancies', showResolved],
    queryFn: () => dataProvider.listOfflineDiscrepancies({ resolved: showResolved ? undefined : false, limit: 100 }),
  });
  const rows: OfflineDiscrepancyDto[] = data?.results ?? [];
  const reload = () => queryClient.invalidateQueries({ queryKey: [QUERY_KEY] });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.offline.resolve_hint')}
      </Typography>
      <FormControlLabel control={<Switch checked={showResolved} onChange={(e) => setShowResolved(e.target.checked)} />} label={translate('app.offline.show_resolved')} />
      {data && !rows.length ? (
        <Alert severity="info" data-testid="offline-no-discrepancies">
          {translate('app.offline.none_discrepancies')}
        </Alert>
      ) : (
        <Table size="small" data-testid="offline-discrepancies">
          <TableHead>
            <TableRow>
              {['kind', 'local_number', 'occurred_at', 'place', 'seller', 'product', 'size', 'quantity', 'till_price', 'server_price'].map((k) => (
                <TableCell key={k}>{translate(`app.offline.${k}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d.id} data-testid={`offline-discrepancy-${d.id}`}>
                <TableCell>{translate(`app.offline.kinds.${d.kind}`)}</TableCell>
                <TableCell>{d.local_number}</TableCell>
                <TableCell>{formatDateTime(String(d.occurred_at))}</TableCell>
                <TableCell>{d.place.name}</TableCell>
                <TableCell>{d.seller.name}</TableCell>
                <TableCell>{d.product.name}</TableCell>
                <TableCell>{d.size.name}</TableCell>
                <TableCell>{d.quantity ?? ''}</TableCell>
                <TableCell>{d.till_price ?? ''}</TableCell>
                <TableCell>{d.server_price ?? ''}</TableCell>
                <TableCell>
                  {!d.resolved && (
                    <ConfirmButton
                      size="small"
                      label={translate('app.offline.resolve')}
                      question={translate('app.offline.resolve_hint')}
                      action={(k) => dataProvider.resolveOfflineDiscrepancy(d.id, k)}
                      reload={reload}
                      success="app.offline.resolved"
                      testId={`offline-resolve-${d.id}`}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function Pending() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: [QUERY_KEY, 'pending'], queryFn: () => dataProvider.listOfflinePending({ limit: 100 }) });
  const rows: OfflinePendingItemDto[] = data?.results ?? [];
  const reload = () => queryClient.invalidateQueries({ queryKey: [QUERY_KEY] });
  if (data && !rows.length) {
    return (
      <Alert severity="info" data-testid="offline-no-pending">
        {translate('app.offline.none_pending')}
      </Alert>
    );
  }
  return (
    <Table size="small" data-testid="offline-pending">
      <TableHead>
        <TableRow>
          {['local_number', 'occurred_at', 'received_at', 'place', 'seller', 'quantity', 'total'].map((k) => (
            <TableCell key={k}>{translate(`app.offline.${k}`)}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id} data-testid={`offline-pending-${p.id}`}>
            <TableCell>{p.local_number}</TableCell>
            <TableCell>{formatDateTime(String(p.occurred_at))}</TableCell>
            <TableCell>{formatDateTime(String(p.received_at))}</TableCell>
            <TableCell>{p.place.name}</TableCell>
            <TableCell>{p.seller.name}</TableCell>
            <TableCell>{p.quantity}</TableCell>
            <TableCell>{p.total}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <ConfirmButton
                size="small"
                color="success"
                label={translate('app.offline.approve')}
                question={`${translate('app.offline.approve')}: ${p.local_number}?`}
                action={(k) => dataProvider.decideOfflinePending(p.id, 'approve', k)}
                reload={reload}
                success="app.offline.approved"
                testId={`offline-approve-${p.id}`}
              />
              <ConfirmButton
                size="small"
                color="error"
                label={translate('app.offline.reject')}
                question={`${translate('app.offline.reject')}: ${p.local_number}?`}
                action={(k) => dataProvider.decideOfflinePending(p.id, 'reject', k)}
                reload={reload}
                success="app.offline.rejected"
                testId={`offline-reject-${p.id}`}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function OfflineSales({ route }: { route?: RouteDef }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'discrepancies' | 'pending'>('discrepancies');
  return (
    <RoutePage route={route} screen="offline_sales">
      <Tabs value={tab} onChange={(_e, value: 'discrepancies' | 'pending') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="discrepancies" label={translate('app.offline.discrepancies')} data-testid="offline-tab-discrepancies" />
        <Tab value="pending" label={translate('app.offline.pending')} data-testid="offline-tab-pending" />
      </Tabs>
      {tab === 'discrepancies' ? <Discrepancies /> : <Pending />}
    </RoutePage>
  );
}

export default OfflineSales;
