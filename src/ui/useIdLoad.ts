/** A record page's data by the id in the address (/…/{id}), loaded with `useLoad`. */
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { recordIdOf } from '../domain/limits';
import type { AppDataProvider } from '../providers/dataProvider';
import { useLoad } from './useLoad';

/**
 * `load(dataProvider, id)` reads what the page shows (keep it one function, e.g. at module level: it
 * runs again when it changes). Gives the id and the data provider with `useLoad`'s data, failure, reload.
 */
export function useIdLoad<T>(load: (dataProvider: AppDataProvider, id: number) => Promise<T>) {
  // an id no record can have ('abc') asks for 0: the server's 400 on `id`, which PageError shows as 'not found'
  const id = recordIdOf(useParams().id) ?? 0;
  const dataProvider = useDataProvider<AppDataProvider>();
  const fetch = useCallback(() => load(dataProvider, id), [load, dataProvider, id]);
  return { id, dataProvider, ...useLoad(fetch) };
}
