/**
 * The seams of the offline till, so its parts can be built and tested apart:
 * - the local catalogue (./localCatalogue.ts): the place's catalogue kept in IndexedDB, refreshed from
 *   GET till_catalogue/ while online; the till reads it when the server cannot be reached;
 * - the outbox (./outbox.ts): every sale written durably before any request is sent, then sent once.
 */
import type { TillProduct } from '../../domain/sale/offline';

export type { TillProduct };

export interface LocalCurrency {
  id: number;
  name: string;
  /** units of this currency for one base unit, at this place (as cached) */
  rate: string;
  is_base: boolean;
}

export interface LocalCatalogueStatus {
  placeId: number;
  /** products held */
  products: number;
  /** when the last refresh finished (ms since epoch), or null: never filled */
  refreshedAt: number | null;
  /** a refresh is running (first fill: progress 0..1) */
  refreshing: boolean;
  progress: number | null;
  canSellOffline: boolean;
  offlineWindowHours: number;
  /** the place's type as last read (its price rules are the ones held), or null: never filled */
  placeTypeId: number | null;
}

/** What the till reads from the local catalogue when offline (all reads are of one place). */
export interface LocalCatalogue {
  /** a scanned code: the product and the size it names, or null */
  byBarcode(code: string): Promise<{ product: TillProduct; sizeId: number } | null>;
  /** products whose name, model or vendor code contains `text` (case-insensitive), at most `limit` */
  search(text: string, limit: number): Promise<TillProduct[]>;
  product(id: number): Promise<TillProduct | null>;
  currencies(): Promise<LocalCurrency[]>;
  status(): Promise<LocalCatalogueStatus>;
  /** units sold offline are taken off the local stock at once (the next refresh brings the server's) */
  takeStock(lines: { product: number; size: number; quantity: number }[]): Promise<void>;
}
