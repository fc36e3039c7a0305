import { useDataProvider, useTranslate } from 'react-admin';
import { BALANCE_OPERATIONS } from '../../domain/currency';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCompany } from '../../ui/moneyUi';
import { BalanceOperationForm, operationBody, operationDone, useMoneySend } from './BalanceOperationForm';
import { useCompanyBalance, useReloadBalances } from './moneyQueries';
import { CompanyBalance, SettingsCard } from './SettingsCard';

/** Company balance operations: replenishment or withdraw, currency, amount, comment. */
export function CompanyBalanceCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const send = useMoneySend();
  const { currencies } = useCompany();
  const balance = useCompanyBalance();
  const reload = useReloadBalances();

  return (
    <SettingsCard title={translate('app.money.settings.balance')} testId="settings-balance">
      <CompanyBalance entries={balance.data} loading={balance.isPending} testId="company-balance" />
      <BalanceOperationForm
        idPrefix="company-balance"
        operations={BALANCE_OPERATIONS}
        currencies={currencies}
        available={balance.data}
        submitLabel="app.money.balance.submit"
        onSubmit={async (v, idempotencyKey) => {
          await send(() => (v.operation === 'withdraw' ? dataProvider.withdrawCompany : dataProvider.replenishCompany)(operationBody(v), idempotencyKey), operationDone(v));
          await reload();
        }}
      />
    </SettingsCard>
  );
}
