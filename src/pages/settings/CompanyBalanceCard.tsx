import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ReplenishWithdrawForm } from '../../ui/BalanceOperationForm';
import { useCompanyBalance, useReloadBalances } from '../../ui/moneyQueries';
import { CompanyBalance, SettingsCard } from '../../ui/SettingsCard';

/** Company balance operations: replenishment or withdraw, currency, amount, comment. */
export function CompanyBalanceCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const balance = useCompanyBalance();
  const reload = useReloadBalances();

  return (
    <SettingsCard title={translate('app.money.settings.balance')} testId="settings-balance">
      <CompanyBalance entries={balance.data} loading={balance.isPending} testId="company-balance" />
      <ReplenishWithdrawForm idPrefix="company-balance" available={balance.data} replenish={dataProvider.replenishCompany} withdraw={dataProvider.withdrawCompany} after={reload} />
    </SettingsCard>
  );
}
