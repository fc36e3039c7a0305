/** What the till needs to price at a place: its type, its currencies with the rate that applies (type's own, else company's). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { pricingRate } from '../domain/currency';
import type { AppDataProvider } from '../providers/dataProvider';
import { placePricingQuery } from '../providers/placePricing';
import { useCompany } from '../ui/moneyUi';
import { useLocalCatalogueOf } from './offline/LocalCatalogueContext';
import { isUnreachable, useTillOnline } from './offline/connectivity';
import { shouldRetry } from '../providers/queryClient';

export interface TillCurrency {
  id: number;
  name: string;
  /** units of this currency for one unit of the base currency, at this place */
  rate: string;
}

/** SPEC.md 9 'Place currency refresh 30 s'. */
export const PLACE_PRICING_REFRESH_MS = 30_000;

export function usePlacePricing(placeId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { company } = useCompany();
  const query = useQuery({
    ...placePricingQuery(dataProvider, placeId),
    // SPEC.md 4 and 9: the place's currencies (and so their rates) refresh every 30 seconds
    staleTime: PLACE_PRICING_REFRESH_MS,
    refetchInterval: PLACE_PRICING_REFRESH_MS,
    // no server: say so at once (the local catalogue's rates take over) instead of retrying for seconds
    retry: (failures, error) => !isUnreachable(error) && shouldRetry(failures, error),
  });
  // the server cannot be reached and nothing was read from it in this page (a reload offline): the
  // currencies, rates and place type the local catalogue last held
  const local = useLocalCatalogueOf();
  const online = useTillOnline();
  const cached = useQuery({
    queryKey: ['pos', 'pricing', 'local', placeId],
    queryFn: async () => {
      const [currencies, status] = await Promise.all([local!.currencies(), local!.status()]);
      return { currencies, placeTypeId: status.placeTypeId };
    },
    enabled: !!local && !query.data && (query.isError || !online),
    staleTime: PLACE_PRICING_REFRESH_MS,
  });
  if (!query.data && cached.data && cached.data.currencies.length && cached.data.placeTypeId != null) {
    const held: TillCurrency[] = cached.data.currencies.map(({ id, name, rate }) => ({ id, name, rate }));
    return {
      ...query,
      isPending: false as const,
      place: null,
      placeTypeId: cached.data.placeTypeId,
      currencies: held,
      baseCurrency: held.find((c) => cached.data.currencies.find((h) => h.id === c.id)?.is_base) ?? null,
      // the catalogue lists the place's base currency first
      defaultCurrencyId: held[0]?.id ?? null,
      fromLocal: true,
    };
  }
  const companyRates = (company?.currencies ?? []).map((c) => ({ currency: c.currency.id, rate: c.rate }));
  const currencies: TillCurrency[] = (query.data?.placeCurrencies ?? [])
    .map((pc) => ({ id: pc.currency.id, name: pc.currency.name, rate: pricingRate(pc.currency.id, query.data!.typeRates, companyRates) ?? '' }))
    .filter((c) => c.rate !== '');
  const baseCurrencyId = company?.baseCurrency?.id ?? null;
  const placeBase = query.data?.placeCurrencies.find((pc) => pc.is_base_currency)?.currency.id ?? null;
  return {
    ...query,
    place: query.data?.place ?? null,
    placeTypeId: query.data?.place.type.id ?? null,
    currencies,
    baseCurrency: currencies.find((c) => c.id === baseCurrencyId) ?? null,
    /** the place's base currency first (SPEC.md: base by default, else the first) */
    defaultCurrencyId: placeBase ?? currencies[0]?.id ?? null,
    fromLocal: false,
  };
}
