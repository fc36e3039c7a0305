/**
 * The offline till's contract, shared by the browser and the server.
 *
 * Two calls:
 * - GET till_catalogue/?place=&cursor=&limit= : what selling needs at one place, as changes since a
 *   cursor (no cursor, or a cursor the server can no longer continue from: `reset` true and the whole
 *   catalogue comes in pages; the till drops what it held). The till keeps it in IndexedDB and sells
 *   from it when the server cannot be reached.
 * - POST sells/ with `offline`: a sale the till made while the server could not be reached, sent from
 *   the till's outbox with the Idempotency-Key it was written with. The server records what happened:
 *   at the time it happened, at the prices the customer paid, never refused because the stock ran out
 *   meanwhile (the shortfall and any price difference are listed for a manager). Older than the
 *   company's window (default 72 hours): it waits for a manager's approval (202) instead.
 */
import * as z from 'zod';
import { idField, idOut, moneyField, moneyOut, pageOf, queryBool, queryId, rateField, rateOut, refOut, dateTimeOut } from '../fields';
import { saleCreateBody, saleOut } from './contract';

/** the paths live zod-free in ./paths (the browser's entry may import them); named here with the contract */
export { offlineDiscrepanciesPath, offlinePendingPath, tillCataloguePath } from './paths';

/** An offline sale older than this waits for a manager's approval (company setting; hours). */
export const OFFLINE_WINDOW_HOURS_DEFAULT = 72;
/** The till's catalogue page: at most this many products per answer. */
export const TILL_CATALOGUE_PAGE_MAX = 5000;

// ------------------------------------------------------------------------------------ catalogue

export const tillCatalogueQuery = z.object({
  place: idField,
  /** opaque; absent: from the start */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TILL_CATALOGUE_PAGE_MAX).default(TILL_CATALOGUE_PAGE_MAX),
});

/** A product as the till sells it at one place: its price rule for the place's type, its sizes with their barcodes and units here. */
export const tillProductOut = z.object({
  id: idOut,
  name: z.string(),
  model: z.string(),
  vendor_code: z.string(),
  /** the price rule for the place's type (base currency), or null: not for sale here */
  price: z.object({ price: moneyOut, discount: moneyOut, discount_in_percent: z.boolean() }).nullable(),
  sizes: z.array(z.object({ id: idOut, name: z.string(), barcodes: z.array(z.string()), stock: z.number().int() })),
});
export type TillProduct = z.infer<typeof tillProductOut>;

export const tillCatalogueOut = z.object({
  /** pass back as `cursor` for the next page or the next refresh */
  cursor: z.string(),
  /** more pages follow at once (a first fill or a long gap) */
  more: z.boolean(),
  /** the till drops what it held for this place before taking these products */
  reset: z.boolean(),
  /** with a reset: how many products the whole fill brings (for the till's progress) */
  total: z.number().int().optional(),
  /** products added or changed since the cursor (whole: the till replaces its copy) */
  products: z.array(tillProductOut),
  /** products deleted, or no longer sold here, since the cursor */
  removed: z.array(idOut),
  /** always whole (small): the place, its currencies with the rates for its type, the company's settings the till needs */
  place: z.object({ id: idOut, name: z.string(), type: idOut }),
  currencies: z.array(z.object({ id: idOut, name: z.string(), rate: rateOut, is_base: z.boolean() })),
  settings: z.object({ offline_window_hours: z.number().int(), can_sell_offline: z.boolean() }),
  server_time: dateTimeOut,
});
export type TillCatalogueDto = z.infer<typeof tillCatalogueOut>;

// ------------------------------------------------------------------------------------ offline sale

/**
 * What an offline sale adds to POST sells/ (cash only, no customer: the body's `customer` must be
 * absent and `method` 'cash'). The Idempotency-Key header is the outbox entry's key.
 */
export const offlineSaleField = z.object({
  /** the till's own number for the check it printed ('A3F2-0007'): shown beside the server's */
  local_number: z.string().trim().min(1, 'required').max(40, 'max_length'),
  /** when the sale happened at the till (ISO 8601 with offset); not more than 5 minutes in the future */
  occurred_at: z.iso.datetime({ offset: true, error: 'invalid' }),
  /** the employee who sold: the caller, or (an admin sending another's waiting sales) that employee */
  seller: idField,
  /** per line of sell_products, in order: the unit price the customer paid (base currency, after discounts) */
  unit_prices: z.array(moneyField).min(1, 'invalid'),
  /** the rates the till used for the payments' currencies (units for one base unit) */
  rates: z.array(z.object({ currency: idField, rate: rateField })).max(2, 'invalid').default([]),
});
export type OfflineSaleInput = z.infer<typeof offlineSaleField>;

/** POST sells/ with `offline` (the same body as an online sale plus `offline`). */
export const offlineSaleCreateBody = saleCreateBody.extend({ offline: offlineSaleField });
export type OfflineSaleCreateInput = z.infer<typeof offlineSaleCreateBody>;

/** What the server noted about an offline sale it recorded. */
export const offlineNoteOut = z.object({
  local_number: z.string(),
  occurred_at: dateTimeOut,
  /** the desk of that day was closed: recorded on the next open one */
  moved_to_next_desk: z.boolean(),
  /** units sold that the ledger did not hold (the stock went to zero; listed for a manager) */
  shortfall: z.number().int(),
  /** a line's price differs from the server's price at that time (listed for a manager) */
  price_differs: z.boolean(),
});

/** 201: recorded (the sale, with its offline note). */
export const offlineSaleOut = saleOut.extend({ offline: offlineNoteOut.nullable() });
/** 202: older than the window: waits for a manager's approval. */
export const offlinePendingOut = z.object({ status: z.literal('awaiting_approval'), pending: idOut, local_number: z.string() });

export const offlineDiscrepancyOut = z.object({
  id: idOut,
  kind: z.enum(['stock_shortfall', 'price_difference']),
  sale: idOut,
  local_number: z.string(),
  occurred_at: dateTimeOut,
  place: refOut,
  seller: refOut,
  product: refOut,
  size: refOut,
  /** stock_shortfall: units sold beyond the stock */
  quantity: z.number().int().nullable(),
  /** price_difference: the till's unit price and the server's at that time (base currency) */
  till_price: moneyOut.nullable(),
  server_price: moneyOut.nullable(),
  resolved: z.boolean(),
});
export type OfflineDiscrepancyDto = z.infer<typeof offlineDiscrepancyOut>;

export const offlineDiscrepancyQuery = z.object({
  offset: z.coerce.number().int().min(0).max(2147483647).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  place: queryId,
  /** absent: both; 'false' (the screen's default): those still to be done */
  resolved: queryBool.optional(),
});
export const offlineDiscrepancyPageOut = pageOf(offlineDiscrepancyOut);

/** An offline sale waiting for a manager (older than the window when it arrived). */
export const offlinePendingItemOut = z.object({
  id: idOut,
  local_number: z.string(),
  occurred_at: dateTimeOut,
  received_at: dateTimeOut,
  place: refOut,
  seller: refOut,
  /** the sum of its lines at the till's prices (base currency) */
  total: moneyOut,
  quantity: z.number().int(),
  status: z.enum(['waiting', 'approved', 'rejected']),
  /** the sale once approved */
  sale: idOut.nullable(),
});
export type OfflinePendingItemDto = z.infer<typeof offlinePendingItemOut>;
export const offlinePendingQuery = z.object({
  offset: z.coerce.number().int().min(0).max(2147483647).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  place: queryId,
  status: z.enum(['waiting', 'approved', 'rejected']).default('waiting'),
});
export const offlinePendingPageOut = pageOf(offlinePendingItemOut);
