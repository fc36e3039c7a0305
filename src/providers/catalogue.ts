/** The catalogue's custom calls (products, sizes, images, stock, vendor codes, barcodes), composed into the one dataProvider. */
import type { CallContext, Paged, Place } from './callContext';
import { totalCountPath } from '../domain/product/paths';

export function catalogueCalls({ httpClient, apiUrl, url }: CallContext) {
  return {
    /** Rename a product type, size type or size (PUT {id}/, as the catalogue contract says). */
    replaceRecord: async <T = unknown>(resource: 'product_types' | 'size_types' | 'sizes', id: number, data: object): Promise<T> =>
      (await httpClient(url(resource, `${id}/`), { method: 'PUT', body: JSON.stringify({ id, ...data }) })).json,
    /** Every active size of the company (not paged). */
    allSizes: async (): Promise<import('../domain/product/contract').SizeDto[]> => (await httpClient(url('sizes', 'all/'))).json,
    /** The sizes of one size type (limit 200, SPEC.md section 9). */
    sizesOfType: async (sizeTypeId: number): Promise<import('../domain/product/contract').SizeDto[]> =>
      ((await httpClient(`${url('size_types', `${sizeTypeId}/sizes/`)}?limit=200`)).json as Paged<import('../domain/product/contract').SizeDto>).results,
    /** Every active place of the company (destination selects, vendor-code columns). */
    activePlaces: async (): Promise<Place[]> => (await httpClient(url('places', 'all/'))).json,
    /** Create a product: JSON, or multipart when an image is given (online_places comma-joined, prices as JSON). */
    createProduct: async (
      data: import('../domain/product/contract').ProductCreateInput,
      image?: File | Blob | null,
    ): Promise<import('../domain/product/contract').ProductDto> => {
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
    productImages: async (productId: number): Promise<import('../domain/product/contract').ImageDto[]> =>
      (await httpClient(url('products', `${productId}/images/`))).json,
    /** Upload one image (field `image`) or several (field `images`); answers all images of the product. */
    uploadProductImages: async (productId: number, files: (File | Blob)[]): Promise<import('../domain/product/contract').ImageDto[]> => {
      const form = new FormData();
      const field = files.length === 1 ? 'image' : 'images';
      for (const f of files) form.append(field, f, (f as File).name || 'image');
      return (await httpClient(url('products', `${productId}/images/`), { method: 'POST', body: form, multi: true })).json;
    },
    deleteProductImage: async (productId: number, imageId: number): Promise<void> => {
      await httpClient(url('products', `${productId}/images/${imageId}/`), { method: 'DELETE' });
    },
    /** Makes this image the only main one; answers all images of the product. */
    setMainImage: async (productId: number, imageId: number): Promise<import('../domain/product/contract').ImageDto[]> =>
      (await httpClient(url('products', `${productId}/images/${imageId}/set-main/`), { method: 'POST' })).json,
    /** Stock rows (quantity > 0) of products / sizes / places, up to 1000 (SPEC.md section 9). */
    placements: async (filters: { product?: number[]; size?: number[]; place?: number[] }): Promise<import('../domain/product/contract').PlacementDto[]> => {
      const q = new URLSearchParams();
      for (const [key, ids] of Object.entries(filters)) if (ids?.length) q.set(key, ids.join(','));
      q.set('limit', '1000');
      return ((await httpClient(`${url('placements')}?${q}`)).json as Paged<import('../domain/product/contract').PlacementDto>).results;
    },
    /** Stock rows for a selection (not paged). */
    placementsAll: async (body: {
      products?: number[];
      places?: number[];
      sizes?: number[];
      size_type?: number;
      vendor_code?: string;
    }): Promise<import('../domain/product/contract').PlacementDto[]> =>
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
    adjustStock: async (body: import('../domain/product/contract').StockAdjustInput, idempotencyKey?: string): Promise<{ product: number; size: number; place: number; quantity: number }> =>
      (await httpClient(url('placements', 'adjust/'), { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    /** Unit counts per vendor code and place, with the total over every matching row. */
    countByVendorCode: async (filters: {
      places?: number[];
      product_types?: number[];
      search?: string;
      offset?: number;
      limit?: number;
    }): Promise<Paged<import('../domain/product/contract').VendorCodeRow> & { total_units: number }> => {
      const q = new URLSearchParams();
      if (filters.places?.length) q.set('places', filters.places.join(','));
      if (filters.product_types?.length) q.set('product_types', filters.product_types.join(','));
      if (filters.search) q.set('search', filters.search);
      q.set('offset', String(filters.offset ?? 0));
      q.set('limit', String(filters.limit ?? 10));
      return (await httpClient(`${url('vendor_codes')}?${q}`)).json;
    },
    totalCount: async (body: { places?: number[]; product_types?: number[] }): Promise<{ total_count_of_products: number }> =>
      (await httpClient(`${apiUrl}${totalCountPath}`, { method: 'POST', body: JSON.stringify(body) })).json,
    createBarcode: async (body: import('../domain/product/contract').BarcodeInput): Promise<import('../domain/product/contract').BarcodeDto> =>
      (await httpClient(url('barcodes'), { method: 'POST', body: JSON.stringify(body) })).json,
    scanBarcode: async (body: import('../domain/product/contract').BarcodeScanInput): Promise<import('../domain/product/contract').ScanResult> =>
      (await httpClient(url('barcodes', 'scan/'), { method: 'POST', body: JSON.stringify(body) })).json,
  };
}
