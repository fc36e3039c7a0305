/** The record of a record page (/…/edit/{id}): one react-admin resource's row by the id in the URL. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';

/**
 * `query` reads the row (an id that is not a positive whole number asks nothing: the page says 'not
 * found'); `set` puts a saved row in its place without reading it again.
 */
export function useRecordPage<T extends RaRecord>(resource: string, id: number) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const key = [resource, 'page', id];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await dataProvider.getOne<T>(resource, { id })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
  return { query, set: (record: T) => queryClient.setQueryData(key, record) };
}
