/**
 * The till's setup: the place a sale is made at, its currencies' rates and names, the seller's name,
 * and (for a sale) its basket read and its id reserved in the same round trip.
 */
import { and, eq, sql } from 'drizzle-orm';
import { pricingRate } from '../../../src/domain/currency';
import { money } from '../../../src/domain/money';
import { assertPlaceAllowed, type Caller } from '../../auth/access';
import { prepared, queryRows, type DbOrTx } from '../../db/connect';
import { places } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { basketQuery, basketSizes, type BasketLine, type BasketRead, type BasketRow } from './basketRead';

/** An active place of the company that the caller may work at (403 place_not_allowed), or 404 on `field`. */
export async function tillPlace(db: DbOrTx, caller: Caller, placeId: number, field: string) {
  const [row] = await db
    .select({ id: places.id, name: places.name, typeId: places.typeId })
    .from(places)
    .where(and(eq(places.id, placeId), eq(places.companyId, caller.companyId), eq(places.isActive, true)));
  if (!row) throw new AppError(404, 'not_found', field);
  assertPlaceAllowed(caller, placeId);
  return row;
}

export interface TillSetup {
  place: { id: number; name: string; typeId: number };
  baseCurrencyId: number;
  /** the currency a sale is priced in when the till names none: the place's base, else the company's, else the first */
  defaultCurrencyId: number;
  /** the rate of each currency the place takes, as the place prices in it (its type's own rate, else the company's) */
  rates: Map<number, string>;
  currencyNames: Map<number, string>;
  /** the caller's name (the seller of a sale) */
  sellerName: string;
  /** a basket's products and sizes read (and locked) with the till, when tillSetup was given the basket's lines */
  basket?: BasketRead;
  /**
   * the id of the sale about to be written, taken from its sequence with the till (`reserveSale`): the sale,
   * its stock and its money then go to the database together (a failed sale leaves a gap, as a rolled
   * back insert does)
   */
  saleId?: number;
}

/**
 * The till in one round trip: an active place of the company that the caller may work at (403
 * place_not_allowed, or 404 on `field`), the rate of each currency it takes, their names, the base
 * currency and the caller's name.
 */
export async function tillSetup(
  db: DbOrTx,
  caller: Caller,
  placeId: number,
  field: string,
  options: { basket?: readonly BasketLine[]; reserveSale?: boolean } = {},
): Promise<TillSetup> {
  const { basket, reserveSale } = options;
  const [row] = await queryRows<{
    id: number;
    name: string;
    type_id: number;
    seller_name: string | null;
    base_currency: number | null;
    own: { currency: number; rate: string }[] | null;
    company: { currency: number; rate: string }[] | null;
    offered: { currency: number; name: string; base: boolean }[] | null;
    basket: BasketRow[] | null;
    basket_sizes: { id: number; name: string }[] | null;
    sale_id: number | null;
  }>(
    db,
    // one statement text whatever the basket (its ids are array parameters): prepared on PostgreSQL
    prepared(sql`${basket ? sql`with bp as (${basketQuery(caller, sql`(select type_id from places where id = ${placeId}::int and company_id = ${caller.companyId}::int)`, basket)}) ` : sql``}select p.id, p.name, p.type_id,
          (select e.name from employees e where e.id = ${caller.employeeId}) as seller_name,
          (select cc.currency_id from company_currencies cc where cc.company_id = p.company_id and cc.is_base) as base_currency,
          (select json_agg(json_build_object('currency', r.currency_id, 'rate', r.rate::text)) from place_type_rates r where r.place_type_id = p.type_id and r.company_id = p.company_id) as own,
          (select json_agg(json_build_object('currency', cc.currency_id, 'rate', cc.rate::text)) from company_currencies cc where cc.company_id = p.company_id) as company,
          (select json_agg(json_build_object('currency', pc.currency_id, 'name', c.name, 'base', pc.is_base_currency) order by pc.id) from place_currencies pc join currencies c on c.id = pc.currency_id where pc.place_id = p.id and pc.company_id = p.company_id) as offered
          ${basket ? sql`, (select json_agg(bp order by bp.id) from bp) as basket, ${basketSizes(caller, basket)} as basket_sizes` : sql``}
          ${reserveSale ? sql`, nextval('sales_id_seq')::int as sale_id` : sql``}
        from places p where p.id = ${placeId} and p.company_id = ${caller.companyId} and p.is_active`),
  );
  if (!row) throw new AppError(404, 'not_found', field);
  assertPlaceAllowed(caller, placeId);
  if (row.base_currency == null) throw new AppError(409, 'no_base_currency');
  const rates = new Map<number, string>();
  const currencyNames = new Map<number, string>();
  let placeBase: number | null = null;
  for (const { currency, name, base } of row.offered ?? []) {
    currencyNames.set(currency, name);
    const rate = pricingRate(currency, row.own ?? [], row.company ?? []);
    if (rate != null && money(rate).gt(0)) {
      rates.set(currency, rate);
      if (base && placeBase === null) placeBase = currency;
    }
  }
  const baseCurrencyId = Number(row.base_currency);
  return {
    place: { id: row.id, name: row.name, typeId: row.type_id },
    baseCurrencyId,
    // the till's currency by default (SPEC.md 9): the place's base, else the company's, else the first
    defaultCurrencyId: placeBase ?? (rates.has(baseCurrencyId) ? baseCurrencyId : ([...rates.keys()][0] ?? baseCurrencyId)),
    rates,
    currencyNames,
    sellerName: row.seller_name ?? '',
    ...(basket ? { basket: { rows: row.basket ?? [], sizes: row.basket_sizes ?? [] } } : {}),
    ...(reserveSale && row.sale_id != null ? { saleId: Number(row.sale_id) } : {}),
  };
}

/** The rate of a currency at the till, or 400 (no currencies at all: no_currencies_for_this_place; not this one: currency_not_in_place). */
export function tillRate(till: TillSetup, currency: number, field: string): string {
  if (!till.rates.size) throw badRequest('no_currencies_for_this_place', 'place');
  const rate = till.rates.get(currency);
  if (!rate) throw badRequest('currency_not_in_place', field);
  return rate;
}
