/** The company area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
export const placeTypesPath = '/company/v1/place_types/';
export const placeTypeRatesPath = '/company/v1/place_type_rates/';
export const placesPath = '/company/v1/places/';
export const placesAllPath = '/company/v1/places/all/';
export const placeCurrenciesPath = '/company/v1/place_currencies/';
export const currencyRatesPath = '/company/v1/currency_rate/';
export const currencyExchangesPath = '/company/v1/currency_exchanges/';
