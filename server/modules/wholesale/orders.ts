/**
 * Wholesale orders (SPEC.md 3, 4, 7 'Orders'): staff enter an order for an approved customer,
 * one of them starts processing it (the row lock decides who: the other gets 'Order is already in
 * work'), lines' quantities change while it is new or in progress, and completing it makes it a sale to
 * the customer through the till's createSale in the same transaction (stock, money, debt: never a
 * second copy of that logic). Prices come from the till's priceBasket at the order's place type, with
 * the customer's discount, or by the order's price group (src/domain/wholesale/priceGroup.ts) for the
 * products it has a rule for; completing charges exactly the order's unit prices (createSale's internal
 * `unitPrices`), so the order's total is the sale's total.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { daySpan } from '../../../src/domain/period';
import { money, toMoneyString } from '../../../src/domain/money';
import { discountPrice } from '../../../src/domain/catalogue';
import { priceGroupUnit } from '../../../src/domain/wholesale/priceGroup';
import {
  orderRefusal,
  type OrderAction,
  type OrderCompleteInput,
  type OrderCreateInput,
  type OrderDetailsTableDto,
  type OrderDto,
  type OrderLineDto,
  type OrderListQuery,
  type OrderPatchInput,
  type OrderProductSizesDto,
  type OrderStatus,
} from '../../../src/domain/wholesale/contract';
import type { Caller } from '../../auth/access';
import { ownRowById } from '../../auth/scope';
import { queryRows, type Db, type DbOrTx } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import { customers, employees, places, priceGroups, products, sizes, wholesaleOrderLines, wholesaleOrders } from '../../db/schema';
import { nameOf } from '../../db/refs';
import type { RowOf } from '../../db/rows';
import { badRequest, conflict, notFound } from '../../errors';
import { matchesSearch, parseOrdering } from '../../http/list';
import { xlsxSheet } from '../../http/xlsx';
import { createSale, priceBasket, saleCustomer, saleLineKey, tillPlace } from '../sale/service';
import { ownPriceGroup, priceGroupRulesOf } from './priceGroups';
import { productAndSize, selectLines } from '../stock/lines';

type OrderRow = typeof wholesaleOrders.$inferSelect;

/** A random, unguessable key of the customer's details table (192 bits, URL-safe). */
export const newDetailsToken = () => randomBytes(24).toString('base64url');

/** The place an order is served from: the one given (a place the caller works at), else the caller's first active place. */
async function orderPlace(db: DbOrTx, caller: Caller, placeId: number | undefined) {
  if (placeId !== undefined) return tillPlace(db, caller, placeId, 'place');
  if (!caller.placeIds.length) throw badRequest('required', 'place');
  const [row] = await db
    .select({ id: places.id, name: places.name, typeId: places.typeId })
    .from(places)
    .where(and(eq(places.companyId, caller.companyId), eq(places.isActive, true), inArray(places.id, caller.placeIds)))
    .orderBy(asc(places.id))
    .limit(1);
  if (!row) throw badRequest('required', 'place');
  return row;
}

const ownOrder = (db: DbOrTx, caller: Caller, id: number, lock = false): Promise<OrderRow> => ownRowById(db, caller, wholesaleOrders, id, lock);

function assertAllowed(order: OrderRow, action: OrderAction) {
  const refusal = orderRefusal(order.status as OrderStatus, action);
  if (refusal) throw conflict(refusal, 'status');
}

/**
 * Price the lines at the order's place type with the customer's discount (the till's own pricing); with
 * a price group, a line whose product (or its type) has a rule takes the group's price instead (from the
 * catalogue price after its own discount; the customer's discount does not add). Write them with the
 * order's totals. `lines` replace the order's lines.
 */
async function writePricedLines(
  tx: DbOrTx,
  caller: Caller,
  order: { id: number; placeId: number; customerId: number; priceGroupId: number | null },
  lines: { product: number; size: number; quantity: number }[],
  field: string,
) {
  const [place] = await tx.select({ id: places.id, name: places.name, typeId: places.typeId }).from(places).where(and(eq(places.id, order.placeId), eq(places.companyId, caller.companyId)));
  const customer = await saleCustomer(tx, caller, order.customerId, 'customer');
  const basket = await priceBasket(tx, caller, place, lines.map((l) => ({ ...l, place: order.placeId })), customer.discount, field);
  let priced: { line: { product: number; size: number; quantity: number }; unit: string; total: string }[] = basket;
  if (order.priceGroupId != null) {
    const rules = await priceGroupRulesOf(tx, order.priceGroupId);
    const typeRows = rules.length ? await tx.select({ id: products.id, typeId: products.typeId }).from(products).where(and(inArray(products.id, [...new Set(lines.map((l) => l.product))]), eq(products.companyId, caller.companyId))) : [];
    const typeOf = new Map(typeRows.map((r) => [r.id, r.typeId]));
    priced = basket.map((x) => {
      const { unit, rule } = priceGroupUnit(discountPrice(x.p.price, x.p.discount, x.p.discount_in_percent), rules, x.line.product, typeOf.get(x.line.product) ?? 0);
      return rule ? { ...x, unit, total: toMoneyString(money(unit).times(x.line.quantity)) } : x;
    });
  }
  const total = toMoneyString(priced.reduce((sum, x) => sum.plus(x.total), money(0)));
  const values = sql.join(
    priced.map((x) => sql`(${order.id}::int, ${x.line.product}::int, ${x.line.size}::int, ${x.line.quantity}::int, ${x.unit}::numeric, ${x.total}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`delete from wholesale_order_lines where order_id = ${order.id}::int`);
  await tx.execute(sql`insert into wholesale_order_lines (order_id, product_id, size_id, quantity, unit_price, total) values ${values}`);
  await tx
    .update(wholesaleOrders)
    .set({ totalPrice: total, quantity: lines.reduce((n, l) => n + l.quantity, 0), updatedAt: new Date() })
    .where(and(eq(wholesaleOrders.id, order.id), eq(wholesaleOrders.companyId, caller.companyId)));
}

export async function createOrder(tx: DbOrTx, caller: Caller, input: OrderCreateInput): Promise<OrderDto> {
  const customer = await saleCustomer(tx, caller, input.customer, 'customer');
  if (!customer.approved) throw conflict('customer_not_approved', 'customer');
  const place = await orderPlace(tx, caller, input.place);
  const group = input.price_group != null ? await ownPriceGroup(tx, caller, input.price_group, 'price_group') : null;
  const seen = new Set<string>();
  input.products.forEach((l, i) => {
    const key = `${l.product}:${l.size}`;
    if (seen.has(key)) throw badRequest('invalid', `products.${i}.size`);
    seen.add(key);
  });
  const [row] = await tx
    .insert(wholesaleOrders)
    .values({
      companyId: caller.companyId,
      customerId: customer.id,
      customerCompany: input.company ?? '',
      placeId: place.id,
      priceGroupId: group?.id ?? null,
      publicToken: newDetailsToken(),
      createdBy: caller.employeeId,
    })
    .returning({ id: wholesaleOrders.id });
  await writePricedLines(tx, caller, { id: row.id, placeId: place.id, customerId: customer.id, priceGroupId: group?.id ?? null }, input.products, 'products');
  return getOrder(tx, caller, row.id);
}

// joined to the customer: the list searches by the customer's name
function orderSelect(db: DbOrTx) {
  return db
    .select({
      o: wholesaleOrders,
      customerName: customers.name,
      placeName: nameOf(places, wholesaleOrders.placeId),
      processorName: nameOf(employees, wholesaleOrders.processedBy),
      priceGroupName: nameOf(priceGroups, wholesaleOrders.priceGroupId),
      currencyId: sql<number | null>`(select cc.currency_id from company_currencies cc where cc.company_id = ${wholesaleOrders.companyId} and cc.is_base)`,
      currencyName: sql<string | null>`(select c.name from company_currencies cc join currencies c on c.id = cc.currency_id where cc.company_id = ${wholesaleOrders.companyId} and cc.is_base)`,
    })
    .from(wholesaleOrders)
    .innerJoin(customers, and(eq(customers.id, wholesaleOrders.customerId), eq(customers.companyId, wholesaleOrders.companyId)));
}
type SelectedOrder = RowOf<typeof orderSelect>;

function toDto(r: SelectedOrder): OrderDto {
  const o = r.o;
  return {
    id: o.id,
    customer: { id: o.customerId, name: r.customerName, company: o.customerCompany },
    place: { id: o.placeId, name: r.placeName },
    price_group: o.priceGroupId != null ? { id: o.priceGroupId, name: r.priceGroupName ?? '' } : null,
    total_price: money(o.totalPrice).toFixed(2),
    currency: r.currencyId != null ? { id: Number(r.currencyId), name: r.currencyName ?? '' } : null,
    quantity: o.quantity,
    status: o.status as OrderStatus,
    created_at: o.createdAt.toISOString(),
    processed_by: o.processedBy ? { id: o.processedBy, name: r.processorName ?? '' } : null,
    sale: o.saleId,
    details_token: o.publicToken,
  };
}

export async function getOrder(db: DbOrTx, caller: Caller, id: number): Promise<OrderDto> {
  const [row] = await orderSelect(db).where(and(eq(wholesaleOrders.id, id), eq(wholesaleOrders.companyId, caller.companyId)));
  if (!row) throw notFound();
  return toDto(row);
}

const ORDER_COLUMNS = {
  id: wholesaleOrders.id,
  created_at: wholesaleOrders.createdAt,
  total_price: wholesaleOrders.totalPrice,
  quantity: wholesaleOrders.quantity,
  status: wholesaleOrders.status,
} as const;

export async function listOrders(db: Db, caller: Caller, q: OrderListQuery) {
  const where: SQL[] = [eq(wholesaleOrders.companyId, caller.companyId)];
  if (q.status) where.push(eq(wholesaleOrders.status, q.status));
  else if (q.is_active !== undefined) where.push(sql`${wholesaleOrders.status} ${q.is_active ? sql`in` : sql`not in`} ('new', 'in_progress')`);
  // the dates are calendar days (UTC): after = from its start, before = to its end
  if (q.created_at_after) where.push(gte(wholesaleOrders.createdAt, daySpan(q.created_at_after).start));
  if (q.created_at_before) where.push(lt(wholesaleOrders.createdAt, daySpan(q.created_at_before).end));
  if (q.total_price_min) where.push(gte(wholesaleOrders.totalPrice, q.total_price_min));
  if (q.total_price_max) where.push(lte(wholesaleOrders.totalPrice, q.total_price_max));
  if (q.customer) where.push(eq(wholesaleOrders.customerId, q.customer));
  if (q.search) {
    // the customer's name and company, or the order's number
    const byId = /^\d{1,9}$/.test(q.search.trim()) ? sql` or ${wholesaleOrders.id} = ${Number(q.search.trim())}::int` : sql``;
    where.push(sql`(${matchesSearch(sql`(${customers.name} || E'\\x1f' || coalesce(${wholesaleOrders.customerCompany}, ''))`, q.search)}${byId})`);
  }
  const { key, desc: descending } = parseOrdering(q.ordering, Object.keys(ORDER_COLUMNS) as (keyof typeof ORDER_COLUMNS)[], 'id');
  const column = ORDER_COLUMNS[key];
  const order = q.ordering ? (descending ? desc(column) : asc(column)) : desc(wholesaleOrders.id);
  const [rows, [total]] = await Promise.all([
    orderSelect(db)
      .where(and(...where))
      .orderBy(order, desc(wholesaleOrders.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(wholesaleOrders)
      .innerJoin(customers, and(eq(customers.id, wholesaleOrders.customerId), eq(customers.companyId, wholesaleOrders.companyId)))
      .where(and(...where)),
  ]);
  return { count: Number(total.n), results: rows.map(toDto) };
}

async function lineRows(db: DbOrTx, companyId: number, orderId: number) {
  return selectLines(db, companyId, wholesaleOrderLines, {
    id: wholesaleOrderLines.id,
    quantity: wholesaleOrderLines.quantity,
    unitPrice: wholesaleOrderLines.unitPrice,
    total: wholesaleOrderLines.total,
  })
    .where(eq(wholesaleOrderLines.orderId, orderId))
    .orderBy(asc(products.vendorCode), asc(wholesaleOrderLines.productId), asc(sizes.id));
}

const lineDto = (l: Awaited<ReturnType<typeof lineRows>>[number]): OrderLineDto => ({
  id: l.id,
  ...productAndSize(l),
  quantity: l.quantity,
  unit_price: money(l.unitPrice).toFixed(2),
  total: money(l.total).toFixed(2),
});

export async function orderLines(db: DbOrTx, caller: Caller, id: number): Promise<OrderLineDto[]> {
  await ownOrder(db, caller, id);
  return (await lineRows(db, caller.companyId, id)).map(lineDto);
}

export async function orderLine(db: DbOrTx, caller: Caller, id: number, lineId: number): Promise<OrderLineDto> {
  const line = (await orderLines(db, caller, id)).find((l) => l.id === lineId);
  if (!line) throw notFound();
  return line;
}

/** The lines grouped by product, one cell per size (the order screen's grid). */
export async function orderProductsWithSizes(db: DbOrTx, caller: Caller, id: number): Promise<OrderProductSizesDto> {
  const groups = new Map<number, OrderProductSizesDto[number]>();
  for (const l of await orderLines(db, caller, id)) {
    let g = groups.get(l.product.id);
    if (!g) groups.set(l.product.id, (g = { product: l.product, quantity: 0, total: '0.00', sizes: [] }));
    g.quantity += l.quantity;
    g.total = toMoneyString(money(g.total).plus(l.total));
    g.sizes.push({ line: l.id, size: l.size, quantity: l.quantity, unit_price: l.unit_price, total: l.total });
  }
  return [...groups.values()];
}

/** PATCH {id}/products/{lineId}/: a line's quantity, while new or in progress; the order is priced again. */
/** A line's quantity changed, in its own transaction (the order's row locked first). */
export function patchOrderLine(db: DbOrTx, caller: Caller, id: number, lineId: number, quantity: number): Promise<OrderLineDto> {
  return inTransaction(db, (tx) => orderLinePatched(tx, caller, id, lineId, quantity));
}
async function orderLinePatched(tx: DbOrTx, caller: Caller, id: number, lineId: number, quantity: number): Promise<OrderLineDto> {
  const order = await ownOrder(tx, caller, id, true);
  assertAllowed(order, 'edit');
  const lines = await tx.select().from(wholesaleOrderLines).where(eq(wholesaleOrderLines.orderId, id)).orderBy(asc(wholesaleOrderLines.id));
  if (!lines.some((l) => l.id === lineId)) throw notFound();
  const next = lines.map((l) => ({ product: l.productId, size: l.sizeId, quantity: l.id === lineId ? quantity : l.quantity }));
  await writePricedLines(tx, caller, order, next, 'products');
  const edited = lines.find((l) => l.id === lineId)!;
  const line = (await orderLines(tx, caller, id)).find((l) => l.product.id === edited.productId && l.size.id === edited.sizeId);
  return line!;
}

/** PATCH {id}/: the order's price group (null: none), while new or in progress; the order is priced again. */
/** The order's fields changed, in its own transaction (its row locked first). */
export function patchOrder(db: DbOrTx, caller: Caller, id: number, input: OrderPatchInput): Promise<OrderDto> {
  return inTransaction(db, (tx) => orderPatched(tx, caller, id, input));
}
async function orderPatched(tx: DbOrTx, caller: Caller, id: number, input: OrderPatchInput): Promise<OrderDto> {
  const order = await ownOrder(tx, caller, id, true);
  assertAllowed(order, 'edit');
  const group = input.price_group != null ? await ownPriceGroup(tx, caller, input.price_group, 'price_group') : null;
  await tx.update(wholesaleOrders).set({ priceGroupId: group?.id ?? null }).where(and(eq(wholesaleOrders.id, id), eq(wholesaleOrders.companyId, caller.companyId)));
  const lines = await tx.select().from(wholesaleOrderLines).where(eq(wholesaleOrderLines.orderId, id)).orderBy(asc(wholesaleOrderLines.id));
  if (lines.length) {
    await writePricedLines(tx, caller, { ...order, priceGroupId: group?.id ?? null }, lines.map((l) => ({ product: l.productId, size: l.sizeId, quantity: l.quantity })), 'products');
  }
  return getOrder(tx, caller, id);
}

/** start (one wins: the row lock, then the state), release (cancel processing), cancel, reject. */
/** One step of the order's states, in its own transaction (a savepoint inside another one). */
export function moveOrder(db: DbOrTx, caller: Caller, id: number, action: 'start' | 'release' | 'cancel' | 'reject'): Promise<OrderDto> {
  return inTransaction(db, (tx) => orderMoved(tx, caller, id, action));
}
async function orderMoved(tx: DbOrTx, caller: Caller, id: number, action: 'start' | 'release' | 'cancel' | 'reject'): Promise<OrderDto> {
  const order = await ownOrder(tx, caller, id, true);
  assertAllowed(order, action);
  const status = ({ start: 'in_progress', release: 'new', cancel: 'canceled', reject: 'rejected' } as const)[action];
  await tx
    .update(wholesaleOrders)
    .set({ status, processedBy: action === 'start' ? caller.employeeId : action === 'release' ? null : order.processedBy, updatedAt: new Date() })
    .where(and(eq(wholesaleOrders.id, id), eq(wholesaleOrders.companyId, caller.companyId)));
  return getOrder(tx, caller, id);
}

/**
 * POST {id}/complete/: the order in progress becomes a sale to its customer from the order's place, in
 * this transaction, through the till's createSale (stock out, payments in, the unpaid part the
 * customer's debt). A second completion finds the order done and is refused; a retry with the same
 * Idempotency-Key replays the first answer.
 */
export async function completeOrder(tx: DbOrTx, caller: Caller, id: number, input: OrderCompleteInput): Promise<OrderDto> {
  const order = await ownOrder(tx, caller, id, true);
  assertAllowed(order, 'complete');
  const lines = await tx.select().from(wholesaleOrderLines).where(eq(wholesaleOrderLines.orderId, id)).orderBy(asc(wholesaleOrderLines.id));
  if (!lines.length) throw badRequest('empty_basket', 'products');
  const sellProducts = lines.map((l) => ({ product: l.productId, size: l.sizeId, quantity: l.quantity, place: order.placeId }));
  // the sale charges exactly the order's unit prices (its price group's, or as they were priced)
  const unitPrices = new Map(lines.map((l, i) => [saleLineKey(sellProducts[i]), money(l.unitPrice).toFixed(2)]));
  const sale = await createSale(
    tx,
    caller,
    {
      place: order.placeId,
      sell_products: sellProducts,
      payments: input.payments,
      change_currency: input.change_currency,
      method: input.method,
      customer: { customer: order.customerId, pay_from_balance: input.pay_from_balance, balance_currency: input.balance_currency },
    },
    undefined,
    { unitPrices },
  );
  await tx
    .update(wholesaleOrders)
    .set({ status: 'done', saleId: sale.id, totalPrice: sale.total_sum, updatedAt: new Date() })
    .where(and(eq(wholesaleOrders.id, id), eq(wholesaleOrders.companyId, caller.companyId)));
  return getOrder(tx, caller, id);
}

// ------------------------------------------------------------------------------------ public and export

/** The customer's details table by its token: that order's lines and totals only (no ids, customer or staff). */
export async function orderDetailsTable(db: Db, token: string): Promise<OrderDetailsTableDto> {
  const [row] = await queryRows<{ id: number; company_id: number; status: OrderStatus; created_at: Date | string; total_price: string; quantity: number; currency: string | null }>(
    db,
    sql`select o.id, o.company_id, o.status, o.created_at, o.total_price::text as total_price, o.quantity,
          (select c.name from company_currencies cc join currencies c on c.id = cc.currency_id where cc.company_id = o.company_id and cc.is_base) as currency
        from wholesale_orders o where o.public_token = ${token}::text`,
  );
  if (!row) throw notFound();
  const lines = await lineRows(db, Number(row.company_id), Number(row.id));
  return {
    status: row.status,
    created_at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    total_price: money(row.total_price).toFixed(2),
    currency: row.currency ?? '',
    quantity: Number(row.quantity),
    products: lines.map((l) => ({
      name: l.productName,
      model: l.model,
      vendor_code: l.vendorCode,
      size: l.sizeName,
      quantity: l.quantity,
      unit_price: money(l.unitPrice).toFixed(2),
      total: money(l.total).toFixed(2),
    })),
  };
}

const EXPORT_HEADERS = {
  en: ['Vendor code', 'Product', 'Model', 'Size', 'Quantity', 'Price', 'Total'],
  ru: ['Артикул', 'Товар', 'Модель', 'Размер', 'Количество', 'Цена', 'Сумма'],
};

/** GET {id}/export/: the order as an .xlsx workbook (its lines, then the totals). */
export async function exportOrder(db: Db, caller: Caller, id: number, lang: 'en' | 'ru' = 'en'): Promise<{ name: string; file: Buffer }> {
  const order = await getOrder(db, caller, id);
  const lines = (await lineRows(db, caller.companyId, id)).map(lineDto);
  const { sheet, file } = await xlsxSheet(lang === 'ru' ? `Заказ ${id}` : `Order ${id}`, EXPORT_HEADERS[lang], [
    ['vendor_code', 16],
    ['name', 36],
    ['model', 16],
    ['size', 10],
    ['quantity', 10],
    ['unit_price', 12],
    ['total', 14],
  ]);
  for (const l of lines) {
    sheet.addRow({ vendor_code: l.product.vendor_code, name: l.product.name, model: l.product.model, size: l.size.name, quantity: l.quantity, unit_price: Number(l.unit_price), total: Number(l.total) });
  }
  const totalRow = sheet.addRow({ name: order.customer.name, quantity: order.quantity, total: Number(order.total_price) });
  totalRow.font = { bold: true };
  return { name: `order-${id}.xlsx`, file: await file() };
}

