/** The company area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
import { apiPath, listCallPath } from '../apiPaths';

export const placeTypesPath = apiPath('company', 'place_types');
export const placeTypeRatesPath = apiPath('company', 'place_type_rates');
export const placesPath = apiPath('company', 'places');
export const placesAllPath = listCallPath(placesPath, 'all');
export const placeCurrenciesPath = apiPath('company', 'place_currencies');
export const currencyRatesPath = apiPath('company', 'currency_rate');
export const currencyExchangesPath = apiPath('company', 'currency_exchanges');
/** The company's own settings (the offline sales' window): GET, PATCH (docs/decisions.md). */
export const companySettingsPath = apiPath('company', 'settings');
