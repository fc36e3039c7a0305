/**
 * Currencies and rates: the conversion formula, the converter's state and the amount rules shared by
 * the browser (settings, places, place types, wallets) and the server (company and wallet modules); the
 * request schemas are the company and wallet contracts (src/domain/company/contract.ts,
 * src/domain/wallet/contract.ts). Amounts are decimal strings with 2 places; rates are decimal strings (up to 6 places).
 *
 * Rates are relative to the company's BASE currency: `rate` = how many units of a currency make ONE
 * unit of the base currency (base = "1"; e.g. USD base, UZS "12650", RUB "92.5"). Place type rates use
 * the same meaning, for pricing at the places of that type.
 */
import Decimal from 'decimal.js';
import { money, toMoneyString, type Money } from './money';
import { NAME_MAX } from './limits';
import { amountProblem, POSITIVE_MONEY_RULE, RATE_RULE } from './rules';

// ------------------------------------------------------------------------------------ conversion

/**
 * `amount` in the currency whose rate is `fromRate` -> the currency whose rate is `toRate`:
 * amount / fromRate * toRate, computed exactly (40 significant digits) and rounded half-up to 2 places
 * at the end only. Returns a 2-place decimal string.
 */
export function convert(amount: Decimal.Value, fromRate: Decimal.Value, toRate: Decimal.Value): string {
  return toMoneyString(convertExact(amount, fromRate, toRate));
}

/** The unrounded conversion (for a chain of steps that is rounded once at the end). */
export function convertExact(amount: Decimal.Value, fromRate: Decimal.Value, toRate: Decimal.Value): Money {
  const from = money(fromRate);
  const to = money(toRate);
  if (!from.isFinite() || !to.isFinite() || from.lte(0) || to.lte(0)) throw new RangeError('rates must be positive');
  return money(amount).div(from).times(to);
}

/** A price kept in the base currency shown in a currency of rate `rate` (base -> currency). */
export function fromBase(amount: Decimal.Value, rate: Decimal.Value): string {
  return convert(amount, 1, rate);
}

/** An amount in a currency of rate `rate` expressed in the base currency (currency -> base). */
export function toBase(amount: Decimal.Value, rate: Decimal.Value): string {
  return convert(amount, rate, 1);
}

/** The place type rate of a currency, else the company rate, else null (no price in that currency). */
export function pricingRate(
  currencyId: number,
  placeTypeRates: readonly { currency: { id: number } | number; rate: string }[],
  companyRates: readonly { currency: { id: number } | number; rate: string }[] = [],
): string | null {
  const idOf = (c: { id: number } | number) => (typeof c === 'number' ? c : c.id);
  const own = placeTypeRates.find((r) => idOf(r.currency) === currencyId);
  if (own) return own.rate;
  const company = companyRates.find((r) => idOf(r.currency) === currencyId);
  return company ? company.rate : null;
}

/** A base-currency price shown at a place type in a currency (pricing is per place type). */
export function priceAt(
  basePrice: Decimal.Value,
  currencyId: number,
  placeTypeRates: readonly { currency: { id: number } | number; rate: string }[],
  companyRates: readonly { currency: { id: number } | number; rate: string }[] = [],
): string | null {
  const rate = pricingRate(currencyId, placeTypeRates, companyRates);
  return rate == null ? null : fromBase(basePrice, rate);
}

// ------------------------------------------------------------------------------------ exchange (converter)

/**
 * The currency converter (settings) exchanges money on the company balance between the NATIONAL
 * currency and another one. Its `rate` is quoted as a bank quotes it: units of the national currency
 * for ONE unit of the other currency (e.g. 12650 UZS for 1 USD).
 *
 * - other -> national: to_amount = from_amount * rate
 * - national -> other: to_amount = from_amount / rate
 *
 * rounded half-up to 2 places at the end only. Exactly one side must be the national currency (the
 * converter rule below guarantees it in the form; the server refuses anything else).
 */
export function exchangeAmount(fromAmount: Decimal.Value, rate: Decimal.Value, fromIsNational: boolean): string {
  const r = money(rate);
  if (!r.isFinite() || r.lte(0)) throw new RangeError('rate must be positive');
  const amount = money(fromAmount);
  return toMoneyString(fromIsNational ? amount.div(r) : amount.times(r));
}

/**
 * The quote the converter suggests from the company rates (relative to the base currency): units of
 * the national currency for one unit of the other = nationalRate / otherRate, 6 places half-up.
 */
export function suggestedExchangeRate(otherRate: Decimal.Value, nationalRate: Decimal.Value): string {
  const other = money(otherRate);
  const national = money(nationalRate);
  if (other.lte(0) || national.lte(0)) throw new RangeError('rates must be positive');
  return national.div(other).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString();
}

export interface ConverterState {
  from_currency: number | null;
  to_currency: number | null;
}

/**
 * SPEC.md section 4 'Converter': a source other than the national currency forces the target to
 * national; national as source clears the target.
 */
export function converterTargetFor(source: number | null, nationalCurrencyId: number | null): number | null {
  if (source == null || nationalCurrencyId == null) return null;
  return source === nationalCurrencyId ? null : nationalCurrencyId;
}

/** The converter form after the source currency changed. */
export function onConverterSourceChange(state: ConverterState, source: number | null, nationalCurrencyId: number | null): ConverterState {
  return { ...state, from_currency: source, to_currency: converterTargetFor(source, nationalCurrencyId) };
}

/** Targets the converter offers for a source: only national for a foreign source; the others for national. */
export function converterTargets<T extends { id: number }>(currencies: readonly T[], source: number | null, nationalCurrencyId: number | null): T[] {
  if (source == null) return [];
  if (source !== nationalCurrencyId) return currencies.filter((c) => c.id === nationalCurrencyId);
  return currencies.filter((c) => c.id !== source);
}

/** After a successful exchange the form resets and the source returns to national. */
export function converterReset(nationalCurrencyId: number | null): ConverterState & { from_amount: string; rate: string } {
  return { from_currency: nationalCurrencyId, to_currency: null, from_amount: '', rate: '' };
}

/** The converter is enabled only when from_amount, from_currency, to_currency and rate are filled. */
export function converterReady(v: { from_amount?: string | null; from_currency?: number | null; to_currency?: number | null; rate?: string | null }): boolean {
  return !!v.from_currency && !!v.to_currency && !!v.from_amount && isPositiveAmount(v.from_amount) && !!v.rate && isPositiveRate(v.rate);
}

// ------------------------------------------------------------------------------------ value rules

export { NAME_MAX };
export const COMMENT_MAX = 500;
/** A 2-place-max amount greater than 0 (the rule of the server's positiveMoneyField). */
export function isPositiveAmount(value: string | null | undefined): boolean {
  return amountProblem(value ?? '', POSITIVE_MONEY_RULE) === null;
}
/** A rate: at most 6 places, greater than 0 (the rule of the server's rateField). */
export function isPositiveRate(value: string | null | undefined): boolean {
  return amountProblem(value ?? '', RATE_RULE) === null;
}

/** Operation kinds shown for balance forms. */
export const BALANCE_OPERATIONS = ['replenishment', 'withdraw'] as const;
export type BalanceOperation = (typeof BALANCE_OPERATIONS)[number];
