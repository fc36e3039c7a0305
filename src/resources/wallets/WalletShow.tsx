import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Breadcrumbs,
  Card,
  CardContent,
  CardHeader,
  Grid,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BALANCE_OPERATIONS } from '../../domain/currency';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { Loading } from '../../layout/RouteGuard';
import { messageKey } from '../../i18n';
import { BalanceOperationForm } from '../../pages/settings/BalanceOperationForm';
import { BalanceChips, MoneyText, formatDateTime, useCompany } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { TablePager } from '../../layout/TablePager';

/** /management/wallets/{id}: a wallet's balances and movements; replenish and withdraw. */
export function WalletShow(_: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  const { id } = useParams();
  const walletId = Number(id);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const wallet = useQuery({
    queryKey: ['money', 'wallet', walletId, page, perPage],
    queryFn: () => dataProvider.walletDetail(walletId, page * perPage, perPage),
    enabled: Number.isInteger(walletId),
    placeholderData: keepPreviousData,
  });

  if (wallet.isPending) return <Loading />;
  if (wallet.error || !wallet.data) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{translate(messageKey(errorsOf(wallet.error)[0]?.code ?? 'not_found'))}</Alert>
      </Box>
    );
  }
  const w = wallet.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-wallet">
      <Title title={w.name} />
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/management/wallets" underline="hover" color="inherit">
          {translate('app.routes.wallets')}
        </Link>
        <Typography color="text.primary">{w.name}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" gutterBottom data-testid="wallet-name">
        {w.name}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader title={translate('resources.wallets.fields.balances')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent>
              <BalanceChips entries={w.balances} testId="wallet-balance" />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader title={translate('app.money.wallets.operation')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent>
              <BalanceOperationForm
                idPrefix="wallet"
                operations={BALANCE_OPERATIONS}
                currencies={currencies}
                available={w.balances}
                submitLabel="app.money.balance.submit"
                onSubmit={async (v, idempotencyKey) => {
                  const body = { amount: v.amount, currency: v.currency, comment: v.comment };
                  try {
                    if (v.operation === 'withdraw') await dataProvider.walletWithdraw(walletId, body, idempotencyKey);
                    else await dataProvider.walletReplenish(walletId, body, idempotencyKey);
                  } catch (err) {
                    toast.error(err);
                    throw err;
                  }
                  toast.success(v.operation === 'withdraw' ? 'app.money.balance.withdrawn' : 'app.money.balance.replenished');
                  setPage(0);
                  await wallet.refetch();
                }}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Card>
            <CardHeader title={translate('app.money.wallets.movements')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent>
              {w.movements.count === 0 ? (
                <Alert severity="info">{translate('app.money.wallets.no_movements')}</Alert>
              ) : (
                <>
                  <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" data-testid="wallet-movements">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('app.money.wallets.date')}</TableCell>
                        <TableCell>{translate('app.money.wallets.kind')}</TableCell>
                        <TableCell align="right">{translate('app.money.common.amount')}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{translate('app.money.wallets.amount_after')}</TableCell>
                        <TableCell>{translate('app.money.common.comment')}</TableCell>
                        <TableCell>{translate('app.money.wallets.employee')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {w.movements.results.map((m) => (
                        <TableRow key={m.id}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(String(m.created_at))}</TableCell>
                          <TableCell>{translate(`app.money.kinds.${m.kind}`, { _: m.kind })}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: m.delta.startsWith('-') ? 'error.main' : 'success.main' }}>
                            {m.delta.startsWith('-') ? '' : '+'}
                            <MoneyText value={m.delta} currency={m.currency?.name} />
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <MoneyText value={m.amount_after} currency={m.currency?.name} />
                          </TableCell>
                          <TableCell>{m.comment}</TableCell>
                          <TableCell>{typeof m.employee === 'string' ? m.employee : (m.employee?.name ?? '')}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  </Box>
                  <TablePager
                    count={w.movements.count}
                    page={page}
                    rowsPerPage={perPage}
                    rowsPerPageOptions={[10, 25, 50]}
                    onPageChange={(_, p) => setPage(p)}
                    onRowsPerPageChange={(e) => {
                      setPerPage(Number(e.target.value));
                      setPage(0);
                    }}
                  />
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

export default WalletShow;
