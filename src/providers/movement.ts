/** The stock movement calls (SPEC.md section 7 Reception, Transfer), composed into the one dataProvider. Every write goes with one key per user action. */
import type { z } from 'zod';
import type { CallContext, Paged } from './callContext';
import { queryOf } from './httpClient';
import { distributionPath, fabricLookupPath, factoryTransfersPath, fromFactoryPath, receptionsPath, transferByCodePath, transfersPath } from '../domain/movement/paths';
import type { DistributionRowDto, distributionBody, FabricLookupDto, factoryCreateBody, factoryLinePatchBody, FactoryTransferDetailDto, FactoryTransferDto, ReceptionDto, ReceptionGroupDto, ReceptionLineDto, receptionCreateBody, receptionLineBody, TransferBox, TransferDetailDto, TransferDto, TransferLineDto, transferLineBody } from '../domain/movement/contract';

export function movementCalls({ httpClient, apiUrl }: CallContext) {
  const send = async <T>(path: string, method: string, body: unknown, idempotencyKey?: string): Promise<T> =>
    (await httpClient(`${apiUrl}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body), idempotencyKey })).json as T;
  const get = async <T>(path: string): Promise<T> => (await httpClient(`${apiUrl}${path}`)).json as T;
  const reception = (id: number) => `${receptionsPath}${id}/`;
  const transfer = (id: number) => `${transfersPath}${id}/`;
  const factory = (id: number) => `${factoryTransfersPath}${id}/`;
  /**
   * What a reception and a transfer (`doc(id)`: its path) share: deleting it, its saved lines (add, a
   * line's quantity, remove a line) and its one-time steps (POST {id}/{step}/: clean, accept, send).
   */
  const documentCalls = <Doc, Line, LineBody>(doc: (id: number) => string) => ({
    remove: (id: number, key: string) => send<void>(doc(id), 'DELETE', undefined, key),
    addLines: (id: number, products: LineBody[], key: string) => send<Line[]>(`${doc(id)}products/`, 'POST', { products }, key),
    setLineQuantity: (id: number, lineId: number, quantity: number, key: string) => send<Line>(`${doc(id)}products/${lineId}/`, 'PATCH', { quantity }, key),
    removeLine: (id: number, lineId: number, key: string) => send<void>(`${doc(id)}products/${lineId}/`, 'DELETE', undefined, key),
    step: (step: string) => (id: number, key: string) => send<Doc>(`${doc(id)}${step}/`, 'POST', {}, key),
  });
  const receptions = documentCalls<ReceptionDto, ReceptionLineDto, z.input<typeof receptionLineBody>>(reception);
  const transfers = documentCalls<TransferDetailDto, TransferLineDto, z.input<typeof transferLineBody>>(transfer);
  return {
    // receptions
    listReceptions: (q: { acceptor__isnull?: boolean; status?: 'pending' | 'accepted' | 'all'; offset?: number; limit?: number; search?: string }) =>
      get<Paged<ReceptionDto>>(`${receptionsPath}?${queryOf(q)}`),
    getReception: (id: number) => get<ReceptionDto>(reception(id)),
    createReception: (body: z.input<typeof receptionCreateBody>, key: string) => send<ReceptionDto>(receptionsPath, 'POST', body, key),
    deleteReception: receptions.remove,
    receptionLines: (id: number) => get<ReceptionLineDto[]>(`${reception(id)}products/`),
    receptionGroups: (id: number) => get<ReceptionGroupDto[]>(`${reception(id)}products/grouped/`),
    addReceptionLines: receptions.addLines,
    setReceptionLineQuantity: receptions.setLineQuantity,
    deleteReceptionLine: receptions.removeLine,
    cleanReception: receptions.step('clean'),
    acceptReception: receptions.step('accept'),
    // transfers
    listTransfers: (q: { box: TransferBox; status?: string; places?: string; date_after?: string; date_before?: string; offset?: number; limit?: number }) =>
      get<Paged<TransferDto>>(`${transfersPath}?${queryOf(q)}`),
    getTransfer: (id: number) => get<TransferDetailDto>(transfer(id)),
    createTransfer: (body: { from_place: number; to_place: number | null }, key: string) => send<TransferDetailDto>(transfersPath, 'POST', body, key),
    deleteTransfer: transfers.remove,
    addTransferLines: transfers.addLines,
    setTransferLineQuantity: transfers.setLineQuantity,
    deleteTransferLine: transfers.removeLine,
    sendTransfer: transfers.step('send'),
    acceptTransfer: transfers.step('accept'),
    transferByCode: (code: string) => send<TransferDetailDto>(transferByCodePath, 'POST', { code }),
    // distribution
    distributionRows: (q: { place: number; offset?: number; limit?: number; search?: string }) => get<Paged<DistributionRowDto>>(`${distributionPath}?${queryOf(q)}`),
    distribute: (body: z.input<typeof distributionBody>, key: string) => send<TransferDetailDto>(distributionPath, 'POST', body, key),
    // deliveries from the factory
    listFactoryTransfers: (q: { status?: 'pending' | 'processed' | 'all'; offset?: number; limit?: number }) =>
      get<Paged<FactoryTransferDto>>(`${factoryTransfersPath}?${queryOf(q)}`),
    getFactoryTransfer: (id: number) => get<FactoryTransferDetailDto>(factory(id)),
    createFactoryTransfer: (body: z.input<typeof factoryCreateBody>, key: string) => send<FactoryTransferDetailDto>(fromFactoryPath, 'POST', body, key),
    patchFactoryLine: (id: number, lineId: number, body: z.input<typeof factoryLinePatchBody>, key: string) =>
      send<FactoryTransferDetailDto>(`${factory(id)}lines/${lineId}/`, 'PATCH', body, key),
    processFactoryTransfer: (id: number, place: number | null, key: string) => send<FactoryTransferDetailDto>(`${factory(id)}process/`, 'POST', { place }, key),
    /** SPEC.md 7 Transfer: the fabric barcode lookup, asked of the configured fabric service by the server (never from the browser) */
    fabricLookup: (barcode: string) => get<FabricLookupDto>(`${fabricLookupPath}?${queryOf({ barcode })}`),
  };
}
