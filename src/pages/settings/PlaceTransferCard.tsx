import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AppDataProvider } from '../../providers/dataProvider';
import { BalanceChips } from '../../ui/moneyUi';
import { Loading } from '../../layout/RouteGuard';
import { BalanceOperationForm, operationBody, useMoneySend } from '../../ui/BalanceOperationForm';
import { useCompanyBalance, usePlaceBalance, usePlacesBalances, useReloadBalances } from '../../ui/moneyQueries';
import { PlaceSelect } from './PlaceSelect';
import { SettingsCard } from '../../ui/SettingsCard';

/**
 * Transfer money to a place (company -> place) or from a place (place -> company). Choosing a place
 * loads its balance; its currencies are the ones offered. The form resets and balances reload after a success.
 */
export function PlaceTransferCard({ direction }: { direction: 'to_place' | 'from_place' }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const send = useMoneySend();
  const reload = useReloadBalances();
  const [placeId, setPlaceId] = useState<number | null>(null);
  const places = usePlacesBalances();
  const placeBalance = usePlaceBalance(placeId);
  const companyBalance = useCompanyBalance(direction === 'to_place');
  const prefix = direction === 'to_place' ? 'to-place' : 'from-place';
  const currencies = (placeBalance.data ?? []).map((b) => b.currency);
  const available = direction === 'to_place' ? companyBalance.data : placeBalance.data;

  return (
    <SettingsCard title={translate(`app.money.settings.${direction}`)} testId={`settings-${prefix}`}>
      {places.isPending ? (
        <Loading />
      ) : (
        <BalanceOperationForm
          key={placeId ?? 'none'}
          idPrefix={prefix}
          currencies={currencies}
          available={available}
          submitLabel={`app.money.transfer.submit_${direction}`}
          extraReady={placeId != null}
          onSubmit={async (v, idempotencyKey) => {
            const body = operationBody(v);
            await send(
              () => (direction === 'to_place' ? dataProvider.transferToPlace(placeId!, body, idempotencyKey) : dataProvider.transferFromPlace(placeId!, { ...body, withdraw_all: false }, idempotencyKey)),
              `app.money.transfer.done_${direction}`,
              { place: places.data?.find((p) => p.id === placeId)?.name ?? '' },
            );
            await reload();
          }}
        >
          <PlaceSelect
            places={places.data ?? []}
            value={placeId}
            onChange={setPlaceId}
            label={translate('app.money.common.place')}
            testId={`${prefix}-place`}
          />
          {placeId != null && (
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                {translate('app.money.transfer.place_balance')}
              </Typography>
              {placeBalance.isPending ? (
                <Loading />
              ) : (
                <BalanceChips entries={placeBalance.data} testId={`${prefix}-balance`} emptyText={translate('app.money.transfer.no_currencies')} />
              )}
            </Box>
          )}
        </BalanceOperationForm>
      )}
    </SettingsCard>
  );
}
