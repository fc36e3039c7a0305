import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { offlineWindowHoursField } from '../../domain/company/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { errorsOf } from '../../providers/httpClient';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { IntegerInput } from '../../ui/IntegerInput';
import { MoneyForm, SettingsCard } from '../../ui/SettingsCard';
import { useBusy } from '../../ui/useBusy';

const SETTINGS_KEY = ['companySettings'] as const;

/**
 * The company's offline sales' window (companies.offline_window_hours): a sale made offline at the till
 * that is older than this many hours when it reaches the server waits for a manager's approval instead
 * of being recorded. Whole hours 1..720, the contract's rule on the field; the admin's card.
 */
export function OfflineSalesCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useAppNotify();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => dataProvider.companySettings() });
  const saved = settings.data?.offline_window_hours ?? null;
  const [typed, setTyped] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { busy, run } = useBusy();

  const hours = typed ?? saved;
  const ready = hours != null && problem === null && hours !== saved;
  const submit = async () => {
    if (!ready || busy) return;
    setRefused(null);
    await run(
      async () => {
        const answer = await dataProvider.updateCompanySettings({ offline_window_hours: hours });
        queryClient.setQueryData(SETTINGS_KEY, answer);
        setTyped(null);
        toast.success('app.offline.settings.saved', { hours: answer.offline_window_hours });
      },
      { failed: (err) => setRefused(errorsOf(err).find((e) => e.field === 'offline_window_hours')?.code ?? null) },
    );
  };

  return (
    <SettingsCard title={translate('app.offline.settings.title')} testId="settings-offline-card">
      {settings.isPending ? (
        <Loading />
      ) : (
        <MoneyForm ready={ready} busy={busy} submitLabel={translate('app.offline.settings.save')} submitTestId="settings-offline-save" onSubmit={() => void submit()}>
          <IntegerInput
            size="small"
            schema={offlineWindowHoursField}
            value={hours}
            onChange={(value) => {
              setTyped(value);
              setRefused(null);
            }}
            onProblem={setProblem}
            problem={refused}
            label={translate('app.offline.settings.hours')}
            helperText={translate('app.offline.settings.hours_hint')}
            testId="settings-offline-hours"
            disabled={busy}
            required
          />
        </MoneyForm>
      )}
    </SettingsCard>
  );
}
