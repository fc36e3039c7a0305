import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { API_URL, httpClient as defaultHttpClient } from './httpClient';
import type { CallContext, HttpClient, Paged, Place } from './callContext';
import { resourcePath } from './resources';

import { catalogueCalls } from './catalogue';
import { moneyCalls } from './money';
import { saleCalls } from './sale';
import { customerCalls } from './customers';
import { bookingCalls } from './bookings';
import { movementCalls } from './movement';
import { cashDeskCalls } from './cashdesk';
import { payrollCalls } from './payroll';
import { requisitionCalls } from './requisitions';
import { employeeCalls } from './employees';
import { wholesaleCalls } from './wholesale';
import { LIST_LIMIT_MAX } from '../domain/limits';

/** react-admin list params -> offset/limit/search/ordering/filters; arrays comma-joined. */
export function listQuery(params: Partial<GetListParams>): URLSearchParams {
  const q = new URLSearchParams();
  // the page and its size come from the address too (?page=0&perPage=100000): kept within what the server
  // takes, so a hand-edited address lists something instead of an error page
  const asked = params.pagination ?? { page: 1, perPage: 10 };
  const perPage = Math.min(LIST_LIMIT_MAX, Math.max(1, Math.floor(Number(asked.perPage)) || 10));
  const page = Math.max(1, Math.floor(Number(asked.page)) || 1);
  q.set('offset', String((page - 1) * perPage));
  q.set('limit', String(perPage));
  if (params.sort?.field && params.sort.field !== 'id') {
    q.set('ordering', `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}`);
  } else if (params.sort?.order === 'DESC') {
    q.set('ordering', '-id');
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') q.set('search', String(value));
    else if (Array.isArray(value)) {
      if (value.length) q.set(key, value.join(','));
    } else q.set(key, String(value));
  }
  return q;
}

/**
 * The one dataProvider: ra-data-simple-rest for the calls whose shape fits (getOne, create), our
 * offset/limit protocol for lists, PATCH for updates, plus the app's custom calls.
 */
export function createDataProvider(httpClient: HttpClient = defaultHttpClient, apiUrl = API_URL) {
  const rest = simpleRestProvider(apiUrl, httpClient as never);
  const url = (resource: string, suffix = '') => `${apiUrl}/${resourcePath(resource)}/${suffix}`;
  const ctx: CallContext = { httpClient, apiUrl, url };

  const getList = (async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const { json } = await httpClient(`${url(resource)}?${listQuery(params)}`, { signal: params.signal });
    const page = json as Paged<RaRecord>;
    // a broad search whose count stopped at a cap: react-admin's partial pagination
    // ('1-6 of more than 6'), the next page known from `next`
    if (page.count_capped) return { data: page.results, pageInfo: { hasNextPage: page.next != null, hasPreviousPage: page.previous != null } };
    return { data: page.results, total: page.count };
  }) as DataProvider['getList'];

  const provider = {
    getList,
    getOne: ((resource, params) => rest.getOne(resourcePath(resource), params)) as DataProvider['getOne'],
    getMany: (async (resource, params) => {
      const q = new URLSearchParams({ ids: params.ids.join(','), offset: '0', limit: String(params.ids.length || 1) });
      const { json } = await httpClient(`${url(resource)}?${q}`, { signal: params.signal });
      return { data: (json as Paged<RaRecord>).results };
    }) as DataProvider['getMany'],
    getManyReference: ((resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as DataProvider['getManyReference'],
    create: ((resource, params) => rest.create(resourcePath(resource), params)) as DataProvider['create'],
    update: (async (resource, params) => {
      const { json } = await httpClient(url(resource, `${encodeURIComponent(params.id)}/`), {
        method: 'PATCH',
        body: JSON.stringify(params.data),
      });
      return { data: json };
    }) as DataProvider['update'],
    updateMany: (async (resource, params) => {
      await Promise.all(
        params.ids.map((id) => httpClient(url(resource, `${encodeURIComponent(id)}/`), { method: 'PATCH', body: JSON.stringify(params.data) })),
      );
      return { data: params.ids };
    }) as DataProvider['updateMany'],
    delete: (async (resource, params) => {
      await httpClient(url(resource, `${encodeURIComponent(params.id)}/`), { method: 'DELETE' });
      return { data: params.previousData ?? { id: params.id } };
    }) as DataProvider['delete'],
    deleteMany: (async (resource, params) => {
      await Promise.all(params.ids.map((id) => httpClient(url(resource, `${encodeURIComponent(id)}/`), { method: 'DELETE' })));
      return { data: params.ids };
    }) as DataProvider['deleteMany'],

    // ---- custom calls
    /** The places the signed-in employee may work at (the workplace screen). */
    myPlaces: async (): Promise<Place[]> => {
      const { json } = await httpClient(`${url('places')}?mine=true&offset=0&limit=100`);
      return (json as Paged<Place>).results;
    },
    ...catalogueCalls(ctx),
    ...moneyCalls(ctx),
    ...saleCalls(ctx),
    ...customerCalls(ctx),
    ...bookingCalls(ctx),
    ...movementCalls(ctx),
    ...cashDeskCalls(ctx),
    ...payrollCalls(ctx),
    ...requisitionCalls(ctx),
    ...employeeCalls(ctx),
    ...wholesaleCalls(ctx),
  };
  return provider satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
export const dataProvider = createDataProvider();
