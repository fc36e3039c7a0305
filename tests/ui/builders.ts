/**
 * Test data builders for the ui tier: one valid answer of each contract (src/domain/<area>/contract.ts)
 * with overrides, so a test states only what matters to it and the shapes follow the contracts.
 *
 *   aProduct({ name: 'Suit Bella', cost: '40.00' })   aPage([aPlaceType(), aPlaceType({ id: 2 })])
 */
import type { PlaceCurrency, PlaceDto, PlaceType, PlaceTypeRate } from '../../src/domain/company/contract';
import type { PriceDto, ProductDto, SizeDto } from '../../src/domain/product/contract';
import type { BalanceEntry, Wallet } from '../../src/domain/wallet/contract';
import type { SaleDto } from '../../src/domain/sale/contract';

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

/** A sale (GET sells/{id}/): 60.00 USD priced at the till in UZS (759 000 UZS), paid 800 000 UZS, 41 000 UZS change. */
export const aSale = (o: Over<SaleDto> = {}): SaleDto => ({
  id: 1,
  customer: null,
  customer_discount: '0.00',
  from_balance: null,
  change_to_balance: false,
  debt: null,
  booking: null,
  created_at: '2026-03-01T10:00:00.000Z',
  status: 'active',
  method: 'cash',
  place: { id: 1, name: 'Chorsu shop' },
  seller: { id: 3, name: 'Dilnoza Rashidova' },
  total_sum: '60.00',
  currency: USD,
  total_cost_with_extra_service: { amount: '759000.00', currency: UZS, rate: '12650' },
  extra_service_cost: null,
  payments: [{ currency: UZS, amount: '800000.00', rate: '12650' }],
  change: { amount: '41000.00', currency: UZS },
  quantity: 1,
  sell_products: [],
  ...o,
});
