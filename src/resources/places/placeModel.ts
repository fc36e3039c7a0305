import { NAME_MAX } from '../../domain/currency';
import { placeSchema } from '../../domain/company/contract';
import { amountProblem, normaliseAmount } from '../../domain/fields';
import type { CurrencyRef } from '../../domain/company/types';

/** Place list: card page sizes of SPEC.md section 9 (default 6) and the search debounce. */
export const PLACE_PAGE_SIZES = [6, 12, 24, 48, 96];
export const PLACE_PAGE_SIZE = 6;
export const SEARCH_DEBOUNCE_MS = 1000;
/** The minimum amount is saved this long after typing stops. */
export const MIN_AMOUNT_SAVE_MS = 1000;

export interface PlaceInfoValues {
  name: string;
  type: number | null;
  address: string;
  image: string | null;
}

/** A currency chosen in step 2 (nothing is saved before Finish). */
export interface PlaceCurrencyRow {
  currency: CurrencyRef;
  is_base_currency: boolean;
  /** as typed: a comma is a decimal point */
  amount_to_remain: string;
}

/** The whole 'Add place' form: step 1's fields, step 2's chosen currencies and its 'add a currency' row. */
export interface PlaceFormValues extends PlaceInfoValues {
  currencies: PlaceCurrencyRow[];
  add: { currency: number | null; minimum: string; base: boolean };
}

export const emptyPlaceInfo = (): PlaceInfoValues => ({ name: '', type: null, address: '', image: null });
export const emptyPlaceForm = (): PlaceFormValues => ({ ...emptyPlaceInfo(), currencies: [], add: { currency: null, minimum: '', base: false } });

/** Field errors of step 1 (codes: place_name_required, max_length, required, invalid), from the shared schema. */
export function placeInfoErrors(v: PlaceInfoValues): Partial<Record<keyof PlaceInfoValues, string>> {
  const parsed = placeSchema.safeParse({ name: v.name, type: v.type ?? undefined, address: v.address, image: v.image });
  if (parsed.success) return {};
  const errors: Partial<Record<keyof PlaceInfoValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof PlaceInfoValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const placeInfoChanged = (a: PlaceInfoValues, b: PlaceInfoValues) =>
  a.name !== b.name || a.type !== b.type || a.address !== b.address || a.image !== b.image;

/** Step 1 'Next': disabled while invalid, untouched or loading (it saves nothing: the place is created at Finish). */
export function placeInfoCanSave(v: PlaceInfoValues, saved: PlaceInfoValues | null, loading: boolean): boolean {
  if (loading) return false;
  if (Object.keys(placeInfoErrors(v)).length) return false;
  return saved ? placeInfoChanged(v, saved) : placeInfoChanged(v, emptyPlaceInfo());
}

/** Step 2: the currencies still to offer (already chosen ones are excluded). */
export function currenciesToAdd<T extends CurrencyRef>(all: readonly T[], added: readonly { currency: CurrencyRef }[]): T[] {
  const taken = new Set(added.map((a) => a.currency.id));
  return all.filter((c) => !taken.has(c.id));
}

/** Step 2: 'Add' needs a chosen currency (and a valid minimum amount when one is typed). */
export function canAddCurrency(currency: number | null, minimum: string, busy: boolean): boolean {
  return currency != null && !busy && (normaliseAmount(minimum) === '' || amountProblem(minimum) === null);
}

/** 'Finish' needs at least one currency, and every minimum amount valid. */
export function canFinish(added: readonly { amount_to_remain: string }[], busy: boolean): boolean {
  return added.length > 0 && !busy && added.every((c) => amountProblem(c.amount_to_remain || '0') === null);
}

/** Adds a chosen currency: the first one, or one marked base, becomes the base currency. */
export function addCurrencyRow(rows: readonly PlaceCurrencyRow[], currency: CurrencyRef, minimum: string, base: boolean): PlaceCurrencyRow[] {
  const isBase = base || rows.length === 0;
  return [...rows.map((r) => (isBase ? { ...r, is_base_currency: false } : r)), { currency, is_base_currency: isBase, amount_to_remain: minimum }];
}

/** Removes a chosen currency; when it was the base one, the first left becomes base. */
export function removeCurrencyRow(rows: readonly PlaceCurrencyRow[], currencyId: number): PlaceCurrencyRow[] {
  const left = rows.filter((r) => r.currency.id !== currencyId);
  return left.length && !left.some((r) => r.is_base_currency) ? left.map((r, i) => ({ ...r, is_base_currency: i === 0 })) : left;
}

/** A typed minimum amount as it is sent: empty is 0.00, a refused one is null (nothing is sent). */
export function minimumToSave(typed: string): string | null {
  const text = normaliseAmount(typed ?? '');
  if (text === '' || text === '.') return '0.00';
  return amountProblem(typed) === null ? text.replace(/^\+/, '') : null;
}

/** Why a place currency cannot be removed (the server's codes), or null: never the base one, never the last one. */
export function removeRefusal(row: { id: number; is_base_currency: boolean }, rows: readonly unknown[]): 'cannot_delete_base_currency' | 'cannot_delete_last_currency' | null {
  if (row.is_base_currency) return 'cannot_delete_base_currency';
  return rows.length <= 1 ? 'cannot_delete_last_currency' : null;
}

/** The one POST /company/v1/places/ body: the place and its currencies, created together or not at all. */
export function placeCreateBody(v: PlaceFormValues) {
  return {
    name: v.name.trim(),
    type: v.type!,
    address: v.address.trim(),
    image: v.image,
    currencies: v.currencies.map((c) => ({
      currency: c.currency.id,
      is_base_currency: c.is_base_currency,
      amount_to_remain: minimumToSave(c.amount_to_remain) ?? '0.00',
    })),
  };
}

export { NAME_MAX };
