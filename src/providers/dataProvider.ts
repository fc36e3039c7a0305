import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { API_URL, httpClient as defaultHttpClient, type HttpOptions, type HttpResponse } from './httpClient';
import { resourcePath } from './resources';

type HttpClient = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

export interface Place extends RaRecord {
  id: number;
  name: string;
  address: string;
  image: string | null;
  is_active: boolean;
  type: { id: number; name: string };
}

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** react-admin list params -> offset/limit/search/ordering/filters; arrays comma-joined. */
export function listQuery(params: Partial<GetListParams>): URLSearchParams {
  const q = new URLSearchParams();
  const { page = 1, perPage = 10 } = params.pagination ?? {};
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

  const getList: DataProvider['getList'] = async (resource, params) => {
    const { json } = await httpClient(`${url(resource)}?${listQuery(params)}`, { signal: params.signal });
    const page = json as Paged<any>;
    return { data: page.results, total: page.count };
  };

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
    // custom calls: catalogue (issue 3)
    /** Rename a product type, size type or size (PUT {id}/, as the catalogue contract says). */
    replaceRecord: async <T = unknown>(resource: 'product_types' | 'size_types' | 'sizes', id: number, data: object): Promise<T> =>
      (await httpClient(url(resource, `${id}/`), { method: 'PUT', body: JSON.stringify({ id, ...data }) })).json,
    /** Every active size of the company (not paged). */
    allSizes: async (): Promise<import('../domain/catalogue').SizeDto[]> => (await httpClient(url('sizes', 'all/'))).json,
    /** The sizes of one size type (limit 200, SPEC.md section 9). */
    sizesOfType: async (sizeTypeId: number): Promise<import('../domain/catalogue').SizeDto[]> =>
      ((await httpClient(`${url('size_types', `${sizeTypeId}/sizes/`)}?limit=200`)).json as Paged<import('../domain/catalogue').SizeDto>).results,
    /** Every active place of the company (destination selects, vendor-code columns). */
    activePlaces: async (): Promise<Place[]> => (await httpClient(url('places', 'all/'))).json,
    /** Create a product: JSON, or multipart when an image is given (online_places comma-joined, prices as JSON). */
    createProduct: async (
      data: import('../domain/catalogue').ProductCreateInput,
      image?: File | Blob | null,
    ): Promise<import('../domain/catalogue').ProductDto> => {
      if (!image) return (await httpClient(url('products'), { method: 'POST', body: JSON.stringify(data) })).json;
      const form = new FormData();
      for (const [key, value] of Object.entries(data)) {
        if (value === undefined || value === null) continue;
        if (key === 'prices') form.append(key, JSON.stringify(value));
        else if (Array.isArray(value)) form.append(key, value.join(','));
        else form.append(key, String(value));
      }
      form.append('image', image, (image as File).name || 'image');
      return (await httpClient(url('products'), { method: 'POST', body: form, multi: true })).json;
    },
    productImages: async (productId: number): Promise<import('../domain/catalogue').ImageDto[]> =>
      (await httpClient(url('products', `${productId}/images/`))).json,
    /** Upload one image (field `image`) or several (field `images`); answers all images of the product. */
    uploadProductImages: async (productId: number, files: (File | Blob)[]): Promise<import('../domain/catalogue').ImageDto[]> => {
      const form = new FormData();
      const field = files.length === 1 ? 'image' : 'images';
      for (const f of files) form.append(field, f, (f as File).name || 'image');
      return (await httpClient(url('products', `${productId}/images/`), { method: 'POST', body: form, multi: true })).json;
    },
    deleteProductImage: async (productId: number, imageId: number): Promise<void> => {
      await httpClient(url('products', `${productId}/images/${imageId}/`), { method: 'DELETE' });
    },
    /** Makes this image the only main one; answers all images of the product. */
    setMainImage: async (productId: number, imageId: number): Promise<import('../domain/catalogue').ImageDto[]> =>
      (await httpClient(url('products', `${productId}/images/${imageId}/set-main/`), { method: 'POST' })).json,
    /** Stock rows (quantity > 0) of products / sizes / places, up to 1000 (SPEC.md section 9). */
    placements: async (filters: { product?: number[]; size?: number[]; place?: number[] }): Promise<import('../domain/catalogue').PlacementDto[]> => {
      const q = new URLSearchParams();
      for (const [key, ids] of Object.entries(filters)) if (ids?.length) q.set(key, ids.join(','));
      q.set('limit', '1000');
      return ((await httpClient(`${url('placements')}?${q}`)).json as Paged<import('../domain/catalogue').PlacementDto>).results;
    },
    /** Stock rows for a selection (not paged). */
    placementsAll: async (body: {
      products?: number[];
      places?: number[];
      sizes?: number[];
      size_type?: number;
      vendor_code?: string;
    }): Promise<import('../domain/catalogue').PlacementDto[]> =>
      (await httpClient(url('placements', 'all/'), { method: 'POST', body: JSON.stringify(body) })).json,
    /** The stock report as an .xlsx file (column headers in `lang`). */
    placementsReport: async (filters: { product?: number[]; size?: number[]; place?: number[] }, lang?: string): Promise<Blob> => {
      const q = new URLSearchParams();
      for (const [key, ids] of Object.entries(filters)) if (ids?.length) q.set(key, ids.join(','));
      if (lang) q.set('lang', lang);
      const { httpBlob } = await import('./httpBlob');
      const query = q.toString();
      return httpBlob(`${url('placements', 'report/')}${query ? `?${query}` : ''}`);
    },
    /** Admin stock correction of (product, size, place) by a non-zero integer delta. */
    adjustStock: async (body: import('../domain/catalogue').StockAdjustInput): Promise<{ product: number; size: number; place: number; quantity: number }> =>
      (await httpClient(url('placements', 'adjust/'), { method: 'POST', body: JSON.stringify(body) })).json,
    /** Unit counts per vendor code and place, with the total over every matching row. */
    countByVendorCode: async (filters: {
      places?: number[];
      product_types?: number[];
      search?: string;
      offset?: number;
      limit?: number;
    }): Promise<Paged<import('../domain/catalogue').VendorCodeRow> & { total_units: number }> => {
      const q = new URLSearchParams();
      if (filters.places?.length) q.set('places', filters.places.join(','));
      if (filters.product_types?.length) q.set('product_types', filters.product_types.join(','));
      if (filters.search) q.set('search', filters.search);
      q.set('offset', String(filters.offset ?? 0));
      q.set('limit', String(filters.limit ?? 10));
      return (await httpClient(`${url('vendor_codes')}?${q}`)).json;
    },
    totalCount: async (body: { places?: number[]; product_types?: number[] }): Promise<{ total_count_of_products: number }> =>
      (await httpClient(`${apiUrl}/product/v1/total_count/`, { method: 'POST', body: JSON.stringify(body) })).json,
    createBarcode: async (body: import('../domain/catalogue').BarcodeInput): Promise<import('../domain/catalogue').BarcodeDto> =>
      (await httpClient(url('barcodes'), { method: 'POST', body: JSON.stringify(body) })).json,
    scanBarcode: async (body: import('../domain/catalogue').BarcodeScanInput): Promise<import('../domain/catalogue').ScanResult> =>
      (await httpClient(url('barcodes', 'scan/'), { method: 'POST', body: JSON.stringify(body) })).json,
    // custom calls: money (issue 4)
    /** The currencies of a place with their rates and minimum amounts. */
    placeCurrencies: async (placeId: number): Promise<import('../resources/places/types').PlaceCurrency[]> =>
      (await httpClient(`${url('places', `${placeId}/currencies/`)}`)).json,
    /** Upload a place image (POST /upload/, multipart `file`); answers its URL. */
    uploadPlaceImage: async (file: File | Blob): Promise<string> => {
      const form = new FormData();
      form.append('file', file);
      return ((await httpClient(`${apiUrl}/upload/`, { method: 'POST', body: form, multi: true })).json as { file: string }).file;
    },
    /** Rename a place type (PUT, as the contract says). */
    renamePlaceType: async (id: number, name: string): Promise<import('../resources/places/types').PlaceType> =>
      (await httpClient(url('place_types', `${id}/`), { method: 'PUT', body: JSON.stringify({ name }) })).json,
    /** All rates of a place type (one per currency). */
    placeTypeRates: async (placeType: number): Promise<import('../resources/places/types').PlaceTypeRate[]> =>
      ((await httpClient(`${url('place_type_rates')}?place_type=${placeType}&offset=0&limit=100`)).json as Paged<any>).results,
    /** The stock of a place (catalogue API; may answer 404 while it does not exist). */
    placeStock: async (placeId: number, offset = 0, limit = 10): Promise<Paged<import('../resources/places/types').Placement>> =>
      (await httpClient(`${apiUrl}/product/v1/placements/?place=${placeId}&offset=${offset}&limit=${limit}`)).json,
    companyBalance: async (): Promise<import('../resources/wallets/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}/wallet/v1/balance/`)).json,
    replenishCompany: async (body: import('../resources/wallets/types').MoneyOperation): Promise<import('../resources/wallets/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}/wallet/v1/balance/`, { method: 'POST', body: JSON.stringify(body) })).json,
    withdrawCompany: async (body: import('../resources/wallets/types').MoneyOperation): Promise<import('../resources/wallets/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}/wallet/v1/withdraw/`, { method: 'POST', body: JSON.stringify(body) })).json,
    placesBalances: async (): Promise<import('../resources/wallets/types').PlaceBalances[]> => (await httpClient(`${apiUrl}/wallet/v1/place/`)).json,
    placeBalance: async (placeId: number): Promise<import('../resources/wallets/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}/wallet/v1/place/${placeId}/balance/`)).json,
    /** Company -> place. */
    transferToPlace: async (placeId: number, body: import('../resources/wallets/types').MoneyOperation) =>
      (await httpClient(`${apiUrl}/wallet/v1/place/${placeId}/balance/`, { method: 'POST', body: JSON.stringify({ id: placeId, ...body }) })).json,
    /** Place -> company (withdraw_all moves the whole balance of that currency). */
    transferFromPlace: async (placeId: number, body: import('../resources/wallets/types').MoneyOperation & { withdraw_all?: boolean }) =>
      (
        await httpClient(`${apiUrl}/wallet/v1/place/${placeId}/balance/transfer/`, {
          method: 'POST',
          body: JSON.stringify({ id: placeId, ...body, withdraw_all: body.withdraw_all ?? false }),
        })
      ).json,
    exchangeCurrency: async (
      body: import('../resources/wallets/types').ExchangeRequest,
    ): Promise<import('../resources/wallets/types').ExchangeResult> =>
      (await httpClient(`${apiUrl}/company/v1/currency_exchanges/`, { method: 'POST', body: JSON.stringify(body) })).json,
    /** id = the company currency id. */
    updateCurrencyRate: async (id: number, rate: string): Promise<import('../resources/wallets/types').CompanyCurrencyRate> =>
      (await httpClient(`${apiUrl}/company/v1/currency_rate/${id}/`, { method: 'PATCH', body: JSON.stringify({ rate }) })).json,
    /** A wallet with one page of its movements. */
    walletDetail: async (id: number, offset = 0, limit = 10): Promise<import('../resources/wallets/types').WalletDetail> =>
      (await httpClient(`${url('wallets', `${id}/`)}?offset=${offset}&limit=${limit}`)).json,
    walletReplenish: async (id: number, body: import('../resources/wallets/types').MoneyOperation): Promise<import('../resources/wallets/types').Wallet> =>
      (await httpClient(url('wallets', `${id}/replenish/`), { method: 'POST', body: JSON.stringify(body) })).json,
    walletWithdraw: async (id: number, body: import('../resources/wallets/types').MoneyOperation): Promise<import('../resources/wallets/types').Wallet> =>
      (await httpClient(url('wallets', `${id}/withdraw/`), { method: 'POST', body: JSON.stringify(body) })).json,
  };
  return provider satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
export const dataProvider = createDataProvider();
