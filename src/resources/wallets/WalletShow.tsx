import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Breadcrumbs, Grid, Link, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { Loading } from '../../layout/RouteGuard';
import { ReplenishWithdrawForm } from '../../ui/BalanceOperationForm';
import { SectionCard } from '../../ui/SectionCard';
import { BalanceChips } from '../../ui/moneyUi';
import { MovementsTable } from '../../ui/MovementsTable';
import { PageError } from '../../ui/Page';
import { usePaging } from '../../ui/usePaging';

/** /management/wallets/{id}: a wallet's balances and movements; replenish and withdraw. */
export function WalletShow(_: { route?: RouteDef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id } = useParams();
  const walletId = Number(id);
  const { page, perPage, setPage, paged } = usePaging();
  const wallet = useQuery({
    queryKey: ['money', 'wallet', walletId, page, perPage],
    queryFn: () => dataProvider.walletDetail(walletId, page * perPage, perPage),
    enabled: Number.isInteger(walletId),
    placeholderData: keepPreviousData,
  });

  if (wallet.isPending) return <Loading />;
  if (wallet.error || !wallet.data) return <PageError testId="screen-wallet" error={wallet.error} />;
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
          <SectionCard title={translate('resources.wallets.fields.balances')} sx={{ height: '100%' }}>
            <BalanceChips entries={w.balances} testId="wallet-balance" />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title={translate('app.money.wallets.operation')}>
            <ReplenishWithdrawForm
              idPrefix="wallet"
              available={w.balances}
              replenish={(body, key) => dataProvider.walletReplenish(walletId, body, key)}
              withdraw={(body, key) => dataProvider.walletWithdraw(walletId, body, key)}
              after={async () => {
                setPage(0);
                await wallet.refetch();
              }}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <SectionCard title={translate('app.money.wallets.movements')}>
            <MovementsTable movements={w.movements} {...paged} testId="wallet-movements" />
          </SectionCard>
        </Grid>
      </Grid>
    </Box>
  );
}

export default WalletShow;
