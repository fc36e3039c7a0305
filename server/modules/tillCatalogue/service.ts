/**
 * The place's catalogue for the till (GET till_catalogue/, src/domain/sale/offline.ts): what selling
 * needs at one place, as the changes since a cursor, in pages of products.
 *
 * Change tracking (migration till_catalogue):
 * - products.change_seq is drawn from catalogue_change_seq on every write of a product and, by
 *   statement-level triggers, when its prices or barcodes change or one of its sizes is renamed;
 *   a product deleted outright leaves a row in product_removals with its own number;
 * - stock at the place follows the stock journal: a product with a stock_movements row at the place
 *   above the cursor's journal id is sent again (the journal's primary key range is a cheap scan, and a
 *   sale writes nothing more than it did).
 *
 * The cursor carries two marks of each: `from`, the mark taken at the start of the pass before the
 * last, and `to`, the one taken at the start of the last pass. A refresh reads everything above `from`,
 * so a write whose transaction drew its number before a mark was taken but committed after that pass
 * read still arrives one refresh later (sent twice at worst: the till replaces whole products). A pass
 * that takes several pages (a first fill, a long gap) carries the last product id sent and the marks it
 * started with. A cursor that cannot be read, of another place, of a place whose type changed since,
 * from a database whose numbers went back (a restore), or older than CURSOR_MAX_AGE_MS: reset, the
 * whole catalogue again.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { can, isAction } from '../../../src/domain/permissions';
import { OFFLINE_WINDOW_HOURS_DEFAULT, type TillCatalogueDto, type TillProduct, type tillCatalogueQuery } from '../../../src/domain/sale/offline';
import { pricingRate } from '../../../src/domain/currency';
import { assertPlaceAllowed, type Caller } from '../../auth/access';
import { intArray, queryRows, type Db } from '../../db/connect';
import { notFound } from '../../errors';

type Query = z.infer<typeof tillCatalogueQuery>;

/** A cursor older than this resets (a till that was away for a week takes the whole catalogue again). */
export const CURSOR_MAX_AGE_MS = 7 * 24 * 3600_000;

export interface CatalogueCursor {
  place: number;
  /** the place's type when the cursor was made (its prices) */
  type: number;
  /** change_seq marks: a refresh reads above `seqFrom`; `seq` was taken at the start of the last pass */
  seqFrom: number;
  seq: number;
  /** a pass in pages: the mark taken at its start (the next `seq`) */
  seqNext: number;
  /** stock journal (stock_movements.id) marks, likewise */
  stockFrom: number;
  stock: number;
  stockNext: number;
  /** a pass in pages: the last product id sent; null when the pass is done */
  after: number | null;
  /** a first fill in progress (active products only, no removals) */
  fill: boolean;
  /** when the pass started (ms) */
  at: number;
}

const CURSOR_VERSION = 'c1';
const CURSOR_FIELDS = 12;

export function encodeCursor(c: CatalogueCursor): string {
  return [CURSOR_VERSION, c.place, c.type, c.seqFrom, c.seq, c.seqNext, c.stockFrom, c.stock, c.stockNext, c.after ?? '', c.fill ? 1 : 0, c.at].join('.');
}

export function decodeCursor(text: string | undefined): CatalogueCursor | null {
  if (!text) return null;
  const parts = text.split('.');
  if (parts.length !== CURSOR_FIELDS || parts[0] !== CURSOR_VERSION) return null;
  const n = parts.slice(1).map((p) => (p === '' ? null : Number(p)));
  if (n.some((v, i) => (v === null ? i !== 8 : !Number.isSafeInteger(v) || v < 0))) return null;
  const [place, type, seqFrom, seq, seqNext, stockFrom, stock, stockNext, after, fill, at] = n as number[];
  if (seqFrom > seq || seq > seqNext || stockFrom > stock || stock > stockNext || (fill !== 0 && fill !== 1)) return null;
  return { place, type, seqFrom, seq, seqNext, stockFrom, stock, stockNext, after: after ?? null, fill: fill === 1, at };
}

interface ProductRow extends Record<string, unknown> {
  id: number;
  name: string;
  model: string;
  vendor_code: string;
  is_active: boolean;
  price: string | null;
  discount: string | null;
  discount_in_percent: boolean | null;
}

/** The caller may keep selling while the server cannot be reached (permission sale.offline when it exists, else the selling roles). */
function canSellOffline(caller: Caller): boolean {
  const action = 'sale.offline';
  if (isAction(action)) return can(caller.roles, action);
  return caller.roles.some((r) => r === 'admin' || r === 'manager' || r === 'seller');
}

export async function tillCatalogue(db: Db, caller: Caller, q: Query, now = Date.now()): Promise<TillCatalogueDto> {
  assertPlaceAllowed(caller, q.place);
  const company = caller.companyId;
  const [place] = await queryRows<{ id: number; name: string; type_id: number; offline_window_hours: string | null }>(
    db,
    sql`select pl.id, pl.name, pl.type_id, (select to_jsonb(c) ->> 'offline_window_hours' from companies c where c.id = ${company}) as offline_window_hours
        from places pl where pl.id = ${q.place} and pl.company_id = ${company}`,
  );
  if (!place) throw notFound();

  // the marks first: whatever changes after them is read now and again next time (never lost)
  const [marks] = await queryRows<{ seq: string | number; removed: string | number; stock: string | number }>(
    db,
    sql`select (select coalesce(max(change_seq), 0) from products where company_id = ${company}) as seq,
               (select coalesce(max(change_seq), 0) from product_removals where company_id = ${company}) as removed,
               (select coalesce(max(id), 0) from stock_movements where company_id = ${company}) as stock`,
  );
  const seqNow = Math.max(Number(marks.seq), Number(marks.removed));
  const stockNow = Number(marks.stock);

  const given = decodeCursor(q.cursor);
  const usable =
    given !== null &&
    given.place === place.id &&
    given.type === place.type_id &&
    given.seqNext <= seqNow &&
    given.stockNext <= stockNow &&
    now - given.at <= CURSOR_MAX_AGE_MS &&
    given.at <= now + 60_000;
  // the pass this answer belongs to: a page of one under way, a new refresh, or a new first fill
  const pass: CatalogueCursor =
    usable && given.after !== null
      ? given
      : usable
        ? { ...given, seqNext: seqNow, stockNext: stockNow, after: null, fill: false, at: now }
        : { place: place.id, type: place.type_id, seqFrom: seqNow, seq: seqNow, seqNext: seqNow, stockFrom: stockNow, stock: stockNow, stockNext: stockNow, after: null, fill: true, at: now };
  const after = pass.after ?? 0;
  const limit = q.limit;

  const rows = pass.fill
    ? await queryRows<ProductRow>(
        db,
        sql`select p.id, p.name, p.model, p.vendor_code, p.is_active, pp.price, pp.discount, pp.discount_in_percent
            from products p
            left join product_prices pp on pp.company_id = p.company_id and pp.product_id = p.id and pp.place_type_id = ${place.type_id}
            where p.company_id = ${company} and p.is_active and p.id > ${after}
            order by p.id limit ${limit + 1}`,
      )
    : await queryRows<ProductRow>(
        db,
        sql`select p.id, p.name, p.model, p.vendor_code, p.is_active, pp.price, pp.discount, pp.discount_in_percent
            from products p
            left join product_prices pp on pp.company_id = p.company_id and pp.product_id = p.id and pp.place_type_id = ${place.type_id}
            where p.company_id = ${company} and p.id > ${after} and p.id in (
              select id from products where company_id = ${company} and change_seq > ${pass.seqFrom}
              union select product_id from stock_movements where id > ${pass.stockFrom} and company_id = ${company} and place_id = ${place.id})
            order by p.id limit ${limit + 1}`,
      );
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const active = page.filter((r) => r.is_active);
  const removed = page.filter((r) => !r.is_active).map((r) => r.id);
  if (!pass.fill && !more) {
    // products deleted outright since the cursor come with the pass's last page
    const gone = await queryRows<{ product_id: number }>(db, sql`select product_id from product_removals where company_id = ${company} and change_seq > ${pass.seqFrom}`);
    removed.push(...gone.map((g) => g.product_id));
  }

  const [products, pricing, total] = await Promise.all([
    productsOf(db, company, place.id, active),
    placePricing(db, company, place.id, place.type_id),
    pass.fill && after === 0 ? queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where company_id = ${company} and is_active`).then((r) => Number(r[0].n)) : undefined,
  ]);

  const next: CatalogueCursor = more
    ? { ...pass, after: page[page.length - 1].id }
    : pass.fill
      ? // a first fill done: the next refresh reads above the marks the fill started from
        { ...pass, after: null, fill: false }
      : // a refresh done: the next one reads above the marks this one started from
        { ...pass, seqFrom: pass.seq, seq: pass.seqNext, stockFrom: pass.stock, stock: pass.stockNext, after: null };

  const hours = place.offline_window_hours === null ? NaN : Number(place.offline_window_hours);
  return {
    cursor: encodeCursor(next),
    more,
    reset: pass.fill && after === 0,
    ...(total === undefined ? {} : { total }),
    products,
    removed,
    place: { id: place.id, name: place.name, type: place.type_id },
    currencies: pricing,
    settings: {
      offline_window_hours: Number.isInteger(hours) && hours > 0 ? hours : OFFLINE_WINDOW_HOURS_DEFAULT,
      can_sell_offline: canSellOffline(caller),
    },
    server_time: new Date(now),
  };
}

/** The page's products whole: sizes with stock at the place (or a barcode), barcodes per size. */
async function productsOf(db: Db, company: number, placeId: number, rows: ProductRow[]): Promise<TillProduct[]> {
  if (!rows.length) return [];
  const ids = intArray(rows.map((r) => r.id));
  const [cells, codes] = await Promise.all([
    queryRows<{ product_id: number; size_id: number; quantity: number }>(
      db,
      sql`select product_id, size_id, quantity from placements where company_id = ${company} and place_id = ${placeId} and product_id = any(${ids}::int[])`,
    ),
    queryRows<{ product_id: number; size_id: number; code: string }>(
      db,
      sql`select product_id, size_id, code from barcodes where company_id = ${company} and product_id = any(${ids}::int[]) order by id`,
    ),
  ]);
  const sizeIds = [...new Set([...cells.map((c) => c.size_id), ...codes.map((c) => c.size_id)])];
  const names = sizeIds.length
    ? await queryRows<{ id: number; name: string }>(db, sql`select id, name from sizes where company_id = ${company} and id = any(${intArray(sizeIds)}::int[])`)
    : [];
  const sizeName = new Map(names.map((s) => [s.id, s.name]));
  type Size = TillProduct['sizes'][number];
  const byProduct = new Map<number, Map<number, Size>>();
  const sizeOf = (product: number, size: number): Size => {
    let sizes = byProduct.get(product);
    if (!sizes) byProduct.set(product, (sizes = new Map()));
    let s = sizes.get(size);
    if (!s) sizes.set(size, (s = { id: size, name: sizeName.get(size) ?? '', barcodes: [], stock: 0 }));
    return s;
  };
  for (const c of cells) sizeOf(c.product_id, c.size_id).stock = Number(c.quantity);
  for (const c of codes) sizeOf(c.product_id, c.size_id).barcodes.push(c.code);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    model: r.model,
    vendor_code: r.vendor_code,
    price: r.price === null ? null : { price: r.price, discount: r.discount ?? '0', discount_in_percent: r.discount_in_percent ?? false },
    sizes: [...(byProduct.get(r.id)?.values() ?? [])].sort((a, b) => a.id - b.id),
  }));
}

/** The place's currencies with the rate that applies at its type (the type's own, else the company's), as the till prices them. */
async function placePricing(db: Db, company: number, placeId: number, typeId: number): Promise<TillCatalogueDto['currencies']> {
  const rows = await queryRows<{ id: number; name: string; type_rate: string | null; company_rate: string | null; is_base: boolean | null }>(
    db,
    sql`select c.id, c.name,
          (select r.rate from place_type_rates r where r.company_id = ${company} and r.place_type_id = ${typeId} and r.currency_id = c.id) as type_rate,
          cc.rate as company_rate, cc.is_base
        from place_currencies pc
        join currencies c on c.id = pc.currency_id
        left join company_currencies cc on cc.company_id = pc.company_id and cc.currency_id = pc.currency_id
        where pc.company_id = ${company} and pc.place_id = ${placeId}
        order by pc.is_base_currency desc, pc.id`,
  );
  return rows.flatMap((r) => {
    const rate = pricingRate(r.id, r.type_rate === null ? [] : [{ currency: r.id, rate: r.type_rate }], r.company_rate === null ? [] : [{ currency: r.id, rate: r.company_rate }]);
    return rate === null ? [] : [{ id: r.id, name: r.name, rate, is_base: r.is_base === true }];
  });
}
