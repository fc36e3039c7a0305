/**
 * The local catalogue the till reads when the server cannot be reached (./types.ts LocalCatalogue):
 * provided above the till by whoever opens it (its module, or a test's fake); none: the till only
 * sells from the server.
 */
import { createContext, useContext } from 'react';
import type { ProductDto } from '../../domain/product/contract';
import type { LocalCatalogue, TillProduct } from './types';

export const LocalCatalogueContext = createContext<LocalCatalogue | null>(null);
export const useLocalCatalogueOf = () => useContext(LocalCatalogueContext);

/** A local product as the basket takes it: its price rule under the place's type (the only one it holds). */
export function productOfLocal(product: TillProduct, placeTypeId: number | null | undefined): ProductDto {
  return {
    id: product.id,
    name: product.name,
    model: product.model,
    vendor_code: product.vendor_code,
    prices: product.price && placeTypeId != null ? [{ place_type: placeTypeId, ...product.price }] : [],
  } as unknown as ProductDto;
}
