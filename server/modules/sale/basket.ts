/** Pricing a basket at a place, and the customer a sale or a booking is made to. */
import { and, eq, sql } from 'drizzle-orm';
import { toMoneyString } from '../../../src/domain/money';
import { linePrice } from '../../../src/domain/sale/pricing';
import type { Caller } from '../../auth/access';
import type { DbOrTx } from '../../db/connect';
import { customers, debts } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { readBasket, type BasketLine, type BasketRead, type PricedBasketLine } from './basketRead';
import { tillPlace } from './setup';

/**
 * The lines of a basket (a sale's or a booking's), checked against the catalogue and priced at the
 * place's type: places the caller may sell from, active products, sizes of the company, a price rule.
 * `field` names a line's field in the request ('sell_products' or 'booking_products').
 *
 * One round trip: the products (locked FOR SHARE in ascending id order, the stock ledger's parent lock,
 * so the caller passes `productsLocked` to moveStock), their price rule and the sizes together.
 */
export async function priceBasket(
  tx: DbOrTx,
  caller: Caller,
  place: { id: number; name?: string; typeId: number },
  lines: readonly BasketLine[],
  customerDiscount: string | null | undefined,
  field: string,
  prefetched?: BasketRead,
): Promise<PricedBasketLine[]> {
  const placeNames = new Map<number, string>(place.name !== undefined ? [[place.id, place.name]] : []);
  for (const id of new Set(lines.map((l) => l.place))) {
    if (placeNames.has(id)) continue;
    const other = await tillPlace(tx, caller, id, `${field}.${lines.findIndex((l) => l.place === id)}.place`);
    placeNames.set(id, other.name);
  }
  const read = prefetched ?? (await readBasket(tx, caller, place.typeId, lines));
  const rows = read.rows;
  const productOf = new Map(rows.map((r) => [Number(r.id), r]));
  // the sizes come with every product row; with no product found, ask for them alone
  const sizeName = new Map(read.sizes.map((r) => [Number(r.id), r.name]));
  return lines.map((line, i) => {
    const product = productOf.get(line.product);
    if (!product) throw badRequest('no_such_product', `${field}.${i}.product`);
    if (!sizeName.has(line.size)) throw badRequest('invalid', `${field}.${i}.size`);
    if (product.price == null) throw badRequest('price_not_set', `${field}.${i}.product`);
    const p = { price: toMoneyString(product.price), discount: toMoneyString(product.discount ?? '0'), discount_in_percent: !!product.discount_in_percent, quantity: line.quantity };
    return {
      line,
      p,
      ...linePrice(p, customerDiscount),
      product: { id: line.product, name: product.name, model: product.model, vendor_code: product.vendor_code },
      sizeName: sizeName.get(line.size)!,
      placeName: placeNames.get(line.place) ?? '',
    };
  });
}

/**
 * An active customer of the company (404 on `field`), with what the till needs to know. `lock` takes
 * the customer's row for the transaction (a sale on credit checks 'no uncovered debt', a booking 'no
 * active booking': racing requests for one customer wait for each other instead of both passing).
 * Lock order: the customer, then stock, then balances (as every customer operation does).
 */
export async function saleCustomer(tx: DbOrTx, caller: Caller, id: number, field: string, lock = false) {
  const query = tx
    .select({ id: customers.id, name: customers.name, discount: customers.percentageDiscount, status: customers.approvalStatus })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, caller.companyId), eq(customers.isActive, true)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'not_found', field);
  return { id: row.id, name: row.name, discount: row.discount, approved: row.status === 'approved' };
}

/** How many debts of the customer are not yet covered (their old debt aside). */
export async function openDebtCount(db: DbOrTx, companyId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(debts)
    .where(and(eq(debts.customerId, customerId), eq(debts.companyId, companyId), eq(debts.status, 'open'), sql`${debts.covered} < ${debts.amount}`));
  return Number(row.n);
}

