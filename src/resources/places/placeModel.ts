import { NAME_MAX, isNonNegativeAmount, placeSchema } from '../../domain/currency';
import type { CurrencyRef, PlaceCurrency } from '../../domain/company/types';

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

export const emptyPlaceInfo = (): PlaceInfoValues => ({ name: '', type: null, address: '', image: null });

/** Field errors of step 1 (codes: place_name_required, max_length, required, invalid), from the shared schema. */
export function placeInfoErrors(v: PlaceInfoValues): Partial<Record<keyof PlaceInfoValues, string>> {
  const parsed = placeSchema.safeParse({ ...v, type: v.type ?? undefined });
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

/**
 * Step 1 'Next' (which saves): disabled while invalid, unchanged (for a place not created yet, nothing
 * typed is unchanged too) or loading. An already created and unchanged place simply moves on.
 */
export function placeInfoCanSave(v: PlaceInfoValues, saved: PlaceInfoValues | null, loading: boolean): boolean {
  if (loading) return false;
  if (Object.keys(placeInfoErrors(v)).length) return false;
  return saved ? true : placeInfoChanged(v, emptyPlaceInfo());
}

/** Step 2: the currencies still to offer (already added ones are excluded). */
export function currenciesToAdd<T extends CurrencyRef>(all: readonly T[], added: readonly PlaceCurrency[]): T[] {
  const taken = new Set(added.map((a) => a.currency.id));
  return all.filter((c) => !taken.has(c.id));
}

/** Step 2: 'Add' needs a chosen currency (and a valid minimum amount when one is typed). */
export function canAddCurrency(currency: number | null, minimum: string, busy: boolean): boolean {
  return currency != null && !busy && (minimum === '' || isNonNegativeAmount(minimum));
}

/** 'Finish' needs at least one currency. */
export function canFinish(added: readonly PlaceCurrency[], busy: boolean): boolean {
  return added.length > 0 && !busy;
}

export { NAME_MAX };
