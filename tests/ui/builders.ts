/**
 * Test data builders for the ui tier: one valid answer of each contract (src/domain/<area>/contract.ts)
 * with overrides, so a test states only what matters to it and the shapes follow the contracts.
 *
 *   aProduct({ name: 'Suit Bella', cost: '40.00' })   aPage([aPlaceType(), aPlaceType({ id: 2 })])
 */
import type { PlaceCurrency, PlaceDto, PlaceType, PlaceTypeRate } from '../../src/domain/company/contract';
import type { PriceDto, ProductDto, SizeDto } from '../../src/domain/product/contract';
import type { BalanceEntry, Wallet } from '../../src/domain/wallet/contract';

type Over<T> = Partial<T>;
export const USD = { id: 1, name: 'USD' };
export const UZS = { id: 2, name: 'UZS' };

/** A list answer `{count, next, previous, results}`. */
export const aPage = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

export const aPlaceType = (o: Over<PlaceType> = {}): PlaceType => ({ id: 1, name: 'Shop', is_active: true, ...o });

export const aPlaceTypeRate = (o: Over<PlaceTypeRate> = {}): PlaceTypeRate => ({ id: 70, rate: '12650', place_type: 1, currency: UZS, company: 1, ...o });

export const aPlace = (o: Over<PlaceDto> = {}): PlaceDto => ({
  id: 1,
  name: 'Chorsu shop',
  address: 'Tashkent, Chorsu bazaar, 12',
  image: null,
  is_active: true,
  type: { id: 1, name: 'Shop' },
  ...o,
});

export const aPlaceCurrency = (o: Over<PlaceCurrency> = {}): PlaceCurrency => ({
  id: 100,
  place: 1,
  currency: USD,
  rate: '1',
  amount_to_remain: '0.00',
  is_base_currency: false,
  is_secondary_default: false,
  ...o,
});

export const aPrice = (o: Over<PriceDto> = {}): PriceDto => ({
  id: 1,
  place_type: 1,
  place_type_name: 'Shop',
  price: '80.00',
  discount: '0.00',
  discount_in_percent: false,
  discount_price: '80.00',
  ...o,
});

export const aProduct = (o: Over<ProductDto> = {}): ProductDto => ({
  id: 7,
  name: 'Suit Bella',
  model: 'Bella',
  model_code: 'M-7',
  vendor_code: 'VC-7',
  type: { id: 2, name: 'Suit' },
  cost: '40.00',
  is_active: true,
  is_novelty: false,
  is_available_online: false,
  online_places: [],
  prices: [aPrice()],
  images: [],
  main_image: null,
  ...o,
});

export const aSize = (o: Over<SizeDto> = {}): SizeDto => ({ id: 1, name: 'S', type: 1, type_name: 'Letters', is_active: true, ...o });

export const aBalance = (amount: string, currency = USD): BalanceEntry => ({ id: currency.id, amount, currency });

export const aWallet = (o: Over<Wallet> = {}): Wallet => ({ id: 4, name: 'Cash safe', is_active: true, balances: [aBalance('0.00')], ...o });
