import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

/** The places the caller works at, and every active place of the company. */
export function usePlaces() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const mine = useQuery({ queryKey: ['places', 'mine'], queryFn: () => dataProvider.myPlaces(), staleTime: 60_000 });
  const all = useQuery({ queryKey: ['places', 'all'], queryFn: () => dataProvider.activePlaces(), staleTime: 60_000 });
  return {
    mine: (mine.data ?? []).map((p) => ({ id: p.id as number, name: String(p.name) })),
    all: (all.data ?? []).map((p) => ({ id: p.id as number, name: String(p.name) })),
  };
}

