/**
 * The company area's contract (SPEC.md section 7 Company; docs/api/money.md): paths, and the answers of
 * places, place types, place type rates, place currencies, company currency rates and exchanges. The
 * request bodies are the schemas of src/domain/currency.ts. The server serialises every answer with
 * these schemas (only what they name is sent); the browser's types are inferred from them.
 */
import { z } from 'zod';

export * from './paths';
import { activeRefOut, idOut, moneyOut, pageOf, rateOut, refOut } from '../fields';

/** A currency named in an answer. */
export const currencyRefOut = refOut;
export type CurrencyRef = z.infer<typeof currencyRefOut>;

export const placeTypeOut = activeRefOut;
export type PlaceType = z.infer<typeof placeTypeOut>;

export const placeTypeRateOut = z.object({ id: idOut, rate: rateOut, place_type: idOut, currency: currencyRefOut, company: idOut });
export type PlaceTypeRate = z.infer<typeof placeTypeRateOut>;

/** POST place_types: the type with the rates made in the same call. */
export const placeTypeCreatedOut = placeTypeOut.extend({ rates: z.array(placeTypeRateOut) });

export const placeOut = refOut.extend({
  address: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  type: refOut,
});
export type PlaceDto = z.infer<typeof placeOut>;

export const placeCurrencyOut = z.object({
  id: idOut,
  place: idOut,
  currency: currencyRefOut,
  /** the company rate of that currency */
  rate: rateOut.nullable(),
  /** the minimum amount to remain at the place */
  amount_to_remain: moneyOut,
  is_base_currency: z.boolean(),
  is_secondary_default: z.boolean(),
});
export type PlaceCurrency = z.infer<typeof placeCurrencyOut>;

/** POST places: the place with the currencies made in the same call. */
export const placeCreatedOut = placeOut.extend({ currencies: z.array(placeCurrencyOut) });

export const companyRateOut = z.object({
  id: idOut,
  rate: rateOut,
  currency: currencyRefOut,
  is_base: z.boolean(),
  is_national: z.boolean(),
  is_secondary_default: z.boolean(),
});
export const companyRatePatchedOut = z.object({ id: idOut, rate: rateOut, currency: currencyRefOut });
export type CompanyCurrencyRate = z.infer<typeof companyRatePatchedOut>;

export const exchangeOut = z.object({
  id: idOut,
  from_amount: moneyOut,
  from_currency: currencyRefOut,
  to_amount: moneyOut,
  to_currency: currencyRefOut,
  rate: rateOut,
});
export type ExchangeResult = z.infer<typeof exchangeOut>;

export const placeTypePageOut = pageOf(placeTypeOut);
export const placeTypeRatePageOut = pageOf(placeTypeRateOut);
export const placePageOut = pageOf(placeOut);
