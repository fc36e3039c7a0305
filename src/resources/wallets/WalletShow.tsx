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
  Typography,
} from '@mui/material';
import { BALANCE_OPERATIONS } from '../../domain/currency';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { Loading } from '../../layout/RouteGuard';
import { messageKey } from '../../i18n';
import { BalanceOperationForm } from '../../pages/settings/BalanceOperationForm';
import { BalanceChips, useCompany } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { MovementsTable } from '../../ui/MovementsTable';

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
              <MovementsTable
                movements={w.movements}
                page={page}
                perPage={perPage}
                onPage={setPage}
                onPerPage={(n) => {
                  setPerPage(n);
                  setPage(0);
                }}
                testId="wallet-movements"
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

export default WalletShow;
