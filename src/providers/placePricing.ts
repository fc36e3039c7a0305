/**
 * The till's pricing at a place, as read from the server: the place (its type), its currencies and its
 * type's rates. One read for the till's query (src/pos/usePlacePricing.ts) and for the page's start
 * (src/App.tsx), which asks for it with the page on /sale, so that the till's first render has it.
 */
import type { AppDataProvider } from './dataProvider';
import type { Place } from './callContext';

const placePricingKey = (placeId: number) => ['pos', 'pricing', placeId] as const;

/** The read as one query (its key and its function), for both: each adds only its own options. */
export const placePricingQuery = (dataProvider: AppDataProvider, placeId: number) => ({
  queryKey: placePricingKey(placeId),
  queryFn: () => readPlacePricing(dataProvider, placeId),
});

async function readPlacePricing(dataProvider: AppDataProvider, placeId: number) {
  const { data: place } = await dataProvider.getOne<Place>('places', { id: placeId });
  const [placeCurrencies, typeRates] = await Promise.all([dataProvider.placeCurrencies(placeId), dataProvider.placeTypeRates(place.type.id)]);
  return { place, placeCurrencies, typeRates };
}
