import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Every money query lives under this key: one invalidation reloads all balances after an operation. */
export const MONEY_KEY = 'money';

export function useCompanyBalance(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: [MONEY_KEY, 'companyBalance'], queryFn: () => dataProvider.companyBalance(), enabled });
}

export function usePlacesBalances(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: [MONEY_KEY, 'placesBalances'], queryFn: () => dataProvider.placesBalances(), enabled });
}

export function usePlaceBalance(placeId: number | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [MONEY_KEY, 'placeBalance', placeId],
    queryFn: () => dataProvider.placeBalance(placeId!),
    enabled: placeId != null,
  });
}

/** Reload every balance (after an operation). */
export function useReloadBalances() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [MONEY_KEY] }), [queryClient]);
}
