/** Wire shapes of places, place types and their currencies (docs/api/money.md). Money and rates are decimal strings. */
export interface CurrencyRef {
  id: number;
  name: string;
}

export interface PlaceType {
  id: number;
  name: string;
  is_active: boolean;
}

export interface PlaceTypeRate {
  id: number;
  rate: string;
  place_type: number;
  currency: CurrencyRef;
  company: number;
}

export interface PlaceCurrency {
  id: number;
  place: number;
  currency: CurrencyRef;
  /** the company rate of that currency */
  rate: string;
  /** the minimum amount to remain at the place */
  amount_to_remain: string;
  is_base_currency: boolean;
  is_secondary_default: boolean;
}

export interface NewPlace {
  name: string;
  type: number;
  address?: string;
  image?: string | null;
}

/** Stock row of a place (docs/api/catalogue.md, Placement). */
export interface Placement {
  id: number;
  product: { id: number; name: string; model: string; vendor_code: string };
  size: { id: number; name: string };
  place: { id: number; name: string };
  quantity: number;
}
