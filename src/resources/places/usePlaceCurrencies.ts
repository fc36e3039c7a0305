import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** SPEC.md sections 4 and 9: place currencies refresh every 30 s wherever they are shown. */
export const PLACE_CURRENCY_REFRESH_MS = 30_000;

export function usePlaceCurrencies(placeId: number | null | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['placeCurrencies', placeId],
    queryFn: () => dataProvider.placeCurrencies(placeId!),
    enabled: placeId != null,
    refetchInterval: PLACE_CURRENCY_REFRESH_MS,
  });
}
