/** The wholesale area's custom calls (order processing, lines, export, the public details table), composed into the one dataProvider. */
import type { CallContext } from './callContext';
import { fileNameOf, orderDetailsTablePath, ordersPath, priceGroupsPath, tissuesPath } from '../domain/wholesale/paths';
import type { OrderCompleteInput, OrderCreateInput, OrderDetailsTableDto, OrderDto, OrderLineDto, OrderProductSizesDto, PriceGroupDto, PriceGroupRuleDto, PriceGroupRuleInput, PriceGroupRulePatchInput, TissueDto } from '../domain/wholesale/contract';
import { errorBody, isApiErrorBody } from '../domain/errors';
import { apiError } from './httpClient';

export type OrderMove = 'start-processing' | 'cancel-processing' | 'cancel' | 'reject';

export function wholesaleCalls({ httpClient, apiUrl }: CallContext) {
  const one = (id: number) => `${apiUrl}${ordersPath}${id}/`;
  return {
    /** Enter an order (staff): one key per opened form, so a double click makes one order. */
    createOrder: async (body: OrderCreateInput, idempotencyKey: string): Promise<OrderDto> =>
      (await httpClient(`${apiUrl}${ordersPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    order: async (id: number): Promise<OrderDto> => (await httpClient(one(id))).json,
    orderLines: async (id: number): Promise<OrderLineDto[]> => (await httpClient(`${one(id)}products/`)).json,
    orderProductsWithSizes: async (id: number): Promise<OrderProductSizesDto> => (await httpClient(`${one(id)}products-with-sizes/`)).json,
    setOrderLineQuantity: async (id: number, lineId: number, quantity: number): Promise<OrderLineDto> =>
      (await httpClient(`${one(id)}products/${lineId}/`, { method: 'PATCH', body: JSON.stringify({ quantity }) })).json,
    /** The order's price group (null: none); the server prices the order again. */
    setOrderPriceGroup: async (id: number, priceGroup: number | null): Promise<OrderDto> =>
      (await httpClient(one(id), { method: 'PATCH', body: JSON.stringify({ price_group: priceGroup }) })).json,
    priceGroup: async (id: number): Promise<PriceGroupDto> => (await httpClient(`${apiUrl}${priceGroupsPath}${id}/`)).json,
    /** A group's rules (one page of up to 1000: a group has a rule per type or product it prices). */
    priceGroupRules: async (id: number): Promise<PriceGroupRuleDto[]> => (await httpClient(`${apiUrl}${priceGroupsPath}${id}/rules/?limit=1000`)).json.results,
    createPriceGroupRule: async (id: number, body: PriceGroupRuleInput): Promise<PriceGroupRuleDto> =>
      (await httpClient(`${apiUrl}${priceGroupsPath}${id}/rules/`, { method: 'POST', body: JSON.stringify(body) })).json,
    patchPriceGroupRule: async (id: number, ruleId: number, body: PriceGroupRulePatchInput): Promise<PriceGroupRuleDto> =>
      (await httpClient(`${apiUrl}${priceGroupsPath}${id}/rules/${ruleId}/`, { method: 'PATCH', body: JSON.stringify(body) })).json,
    deletePriceGroupRule: async (id: number, ruleId: number): Promise<void> => {
      await httpClient(`${apiUrl}${priceGroupsPath}${id}/rules/${ruleId}/`, { method: 'DELETE' });
    },
    moveOrder: async (id: number, move: OrderMove): Promise<OrderDto> => (await httpClient(`${one(id)}${move}/`, { method: 'POST', body: '{}' })).json,
    /** The order becomes a sale (stock and money move): one key per user action. */
    completeOrder: async (id: number, body: Partial<OrderCompleteInput>, idempotencyKey: string): Promise<OrderDto> =>
      (await httpClient(`${one(id)}complete/`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    /** The order's Excel file and its name (Content-Disposition, else download.xlsx). */
    exportOrder: async (id: number, lang: 'en' | 'ru'): Promise<{ blob: Blob; name: string }> => {
      const { fetchBinary } = await import('./httpBlob');
      const response = await fetchBinary(`${one(id)}export/?lang=${lang}`);
      return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition')) };
    },
    /**
     * Create (id null) or PATCH a tissue: multipart with the image in fabric_sample_image when a file is
     * chosen, else JSON (SPEC.md 7). A failure says 'Tissue update error' first, then the fields' errors.
     */
    saveTissue: async (id: number | null, fields: Record<string, string | boolean>, image: File | null): Promise<TissueDto> => {
      const target = id === null ? `${apiUrl}${tissuesPath}` : `${apiUrl}${tissuesPath}${id}/`;
      const method = id === null ? 'POST' : 'PATCH';
      let body: string | FormData = JSON.stringify(fields);
      if (image) {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
        form.append('fabric_sample_image', image);
        body = form;
      }
      try {
        return (await httpClient(target, { method, body, multi: !!image })).json;
      } catch (err) {
        const status = (err as { status?: number }).status ?? 0;
        const errors = isApiErrorBody((err as { body?: unknown }).body) ? (err as { body: { errors: { code: string; message: string; field?: string }[] } }).body.errors : [];
        throw apiError(status, { errors: [errorBody('tissue_update_error').errors[0], ...errors] });
      }
    },
    /** The customer's details table (no sign-in: the token is the key). */
    orderDetailsTable: async (token: string): Promise<OrderDetailsTableDto> =>
      (await httpClient(`${apiUrl}${orderDetailsTablePath}${encodeURIComponent(token)}/details-table/`, { noAuth: true })).json,
  };
}
