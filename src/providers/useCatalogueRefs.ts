import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { ProductTypeDto } from '../domain/product/contract';
import type { AppDataProvider } from './dataProvider';

/** Options lists are small; one page of 100 covers a company's product types and place types. */
export const OPTIONS_LIMIT = 100;

export function useProductTypes() {
  return useGetList<ProductTypeDto>('product_types', {
    pagination: { page: 1, perPage: OPTIONS_LIMIT },
    sort: { field: 'name', order: 'ASC' },
  });
}

export function usePlaceTypes() {
  return useGetList<{ id: number; name: string }>('place_types', {
    pagination: { page: 1, perPage: OPTIONS_LIMIT },
    sort: { field: 'id', order: 'ASC' },
  });
}

/** Every active place of the company. */
export function useActivePlaces() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['catalogue', 'activePlaces'], queryFn: () => dataProvider.activePlaces(), staleTime: 60_000 });
}

/** Every active size of the company. */
export function useAllSizes() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['catalogue', 'allSizes'], queryFn: () => dataProvider.allSizes(), staleTime: 60_000 });
}

const NONE: never[] = [];

/** What the product form needs: product types, place types (price rows) and places (online places). */
export function useProductFormRefs() {
  const productTypes = useProductTypes();
  const placeTypes = usePlaceTypes();
  const places = useActivePlaces();
  return {
    productTypes: productTypes.data ?? NONE,
    placeTypes: placeTypes.data ?? NONE,
    places: places.data ?? NONE,
    isPending: productTypes.isPending || placeTypes.isPending || places.isPending,
    error: productTypes.error ?? placeTypes.error ?? places.error ?? null,
  };
}
