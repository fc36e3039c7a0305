/** Wire shapes of places, place types and their currencies: the answers are inferred from ./contract.ts. */
export type { CompanySettings, CompanySettingsPatch, CurrencyRef, PlaceType, PlaceTypeRate, PlaceCurrency } from './contract';

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
