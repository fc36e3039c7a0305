/** A record page's data by the id in the address (/…/{id}), loaded with `useLoad`. */
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import { useLoad } from './useLoad';

/**
 * `load(dataProvider, id)` reads what the page shows (keep it one function, e.g. at module level: it
 * runs again when it changes). Gives the id and the data provider with `useLoad`'s data, failure, reload.
 */
export function useIdLoad<T>(load: (dataProvider: AppDataProvider, id: number) => Promise<T>) {
  const id = Number(useParams().id);
  const dataProvider = useDataProvider<AppDataProvider>();
  const fetch = useCallback(() => load(dataProvider, id), [load, dataProvider, id]);
  return { id, dataProvider, ...useLoad(fetch) };
}
