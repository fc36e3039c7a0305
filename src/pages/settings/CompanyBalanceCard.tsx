import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { BALANCE_OPERATIONS } from '../../domain/currency';
import type { AppDataProvider } from '../../providers/dataProvider';
import { BalanceChips, useCompany } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { BalanceOperationForm } from './BalanceOperationForm';
import { useCompanyBalance, useReloadBalances } from './moneyQueries';
import { SettingsCard } from './SettingsCard';

/** Company balance operations: replenishment or withdraw, currency, amount, comment. */
export function CompanyBalanceCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies } = useCompany();
  const balance = useCompanyBalance();
  const reload = useReloadBalances();

  return (
    <SettingsCard title={translate('app.money.settings.balance')} testId="settings-balance">
      <Box sx={{ mb: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          {translate('app.money.balance.company_balance')}
        </Typography>
        {balance.isPending ? <Loading /> : <BalanceChips entries={balance.data} testId="company-balance" />}
      </Box>
      <BalanceOperationForm
        idPrefix="company-balance"
        operations={BALANCE_OPERATIONS}
        currencies={currencies}
        available={balance.data}
        submitLabel="app.money.balance.submit"
        onSubmit={async (v, idempotencyKey) => {
          const body = { amount: v.amount, currency: v.currency, comment: v.comment };
          try {
            if (v.operation === 'withdraw') await dataProvider.withdrawCompany(body, idempotencyKey);
            else await dataProvider.replenishCompany(body, idempotencyKey);
          } catch (err) {
            toast.error(err);
            throw err;
          }
          toast.success(v.operation === 'withdraw' ? 'app.money.balance.withdrawn' : 'app.money.balance.replenished');
          await reload();
        }}
      />
    </SettingsCard>
  );
}
