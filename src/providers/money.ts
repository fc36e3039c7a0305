/** The money area's custom calls (places' currencies, place types, balances, transfers, exchanges, wallets, the company's settings), composed into the one dataProvider. */
import type { CallContext, Paged } from './callContext';

import { uploadPath } from '../domain/auth/paths';
import { placementsPath } from '../domain/product/paths';
import { companySettingsPath, currencyExchangesPath, currencyRatesPath } from '../domain/company/paths';
import { companyBalancePath, companyWithdrawPath, placeBalancePath, placeBalancesPath, placeWithdrawPath } from '../domain/wallet/paths';

export function moneyCalls({ httpClient, apiUrl, url }: CallContext) {
  return {
    /** The currencies of a place with their rates and minimum amounts. */
    placeCurrencies: async (placeId: number): Promise<import('../domain/company/types').PlaceCurrency[]> =>
      (await httpClient(`${url('places', `${placeId}/currencies/`)}`)).json,
    /** Upload a place image (POST /upload/, multipart `file`); answers its URL. */
    uploadPlaceImage: async (file: File | Blob): Promise<string> => {
      const form = new FormData();
      form.append('file', file);
      return ((await httpClient(`${apiUrl}${uploadPath}`, { method: 'POST', body: form, multi: true })).json as { file: string }).file;
    },
    /** Rename a place type (PUT, as the contract says). */
    renamePlaceType: async (id: number, name: string): Promise<import('../domain/company/types').PlaceType> =>
      (await httpClient(url('place_types', `${id}/`), { method: 'PUT', body: JSON.stringify({ name }) })).json,
    /** All rates of a place type (one per currency). */
    placeTypeRates: async (placeType: number): Promise<import('../domain/company/types').PlaceTypeRate[]> =>
      ((await httpClient(`${url('place_type_rates')}?place_type=${placeType}&offset=0&limit=100`)).json as Paged<import('../domain/company/types').PlaceTypeRate>).results,
    /** The stock of a place (catalogue API; may answer 404 while it does not exist). */
    placeStock: async (placeId: number, offset = 0, limit = 10): Promise<Paged<import('../domain/company/types').Placement>> =>
      (await httpClient(`${apiUrl}${placementsPath}?place=${placeId}&offset=${offset}&limit=${limit}`)).json,
    companyBalance: async (): Promise<import('../domain/wallet/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}${companyBalancePath}`)).json,
    replenishCompany: async (body: import('../domain/wallet/types').MoneyOperation, idempotencyKey?: string): Promise<import('../domain/wallet/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}${companyBalancePath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    withdrawCompany: async (body: import('../domain/wallet/types').MoneyOperation, idempotencyKey?: string): Promise<import('../domain/wallet/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}${companyWithdrawPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    placesBalances: async (): Promise<import('../domain/wallet/types').PlaceBalances[]> => (await httpClient(`${apiUrl}${placeBalancesPath}`)).json,
    placeBalance: async (placeId: number): Promise<import('../domain/wallet/types').BalanceEntry[]> =>
      (await httpClient(`${apiUrl}${placeBalancePath(placeId)}`)).json,
    /** Company -> place. */
    transferToPlace: async (placeId: number, body: import('../domain/wallet/types').MoneyOperation, idempotencyKey?: string) =>
      (await httpClient(`${apiUrl}${placeBalancePath(placeId)}`, { method: 'POST', body: JSON.stringify({ id: placeId, ...body }), idempotencyKey })).json,
    /** Place -> company (withdraw_all moves the whole balance of that currency). */
    transferFromPlace: async (placeId: number, body: import('../domain/wallet/types').MoneyOperation & { withdraw_all?: boolean }, idempotencyKey?: string) =>
      (
        await httpClient(`${apiUrl}${placeWithdrawPath(placeId)}`, {
          method: 'POST',
          body: JSON.stringify({ id: placeId, ...body, withdraw_all: body.withdraw_all ?? false }),
          idempotencyKey,
        })
      ).json,
    exchangeCurrency: async (
      body: import('../domain/wallet/types').ExchangeRequest,
      idempotencyKey?: string,
    ): Promise<import('../domain/wallet/types').ExchangeResult> =>
      (await httpClient(`${apiUrl}${currencyExchangesPath}`, { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    /** id = the company currency id. */
    updateCurrencyRate: async (id: number, rate: string): Promise<import('../domain/wallet/types').CompanyCurrencyRate> =>
      (await httpClient(`${apiUrl}${currencyRatesPath}${id}/`, { method: 'PATCH', body: JSON.stringify({ rate }) })).json,
    /** The company's settings (the offline sales' window). */
    companySettings: async (): Promise<import('../domain/company/types').CompanySettings> => (await httpClient(`${apiUrl}${companySettingsPath}`)).json,
    /** Change the company's settings (admin); answers them as they are now. */
    updateCompanySettings: async (body: import('../domain/company/types').CompanySettingsPatch): Promise<import('../domain/company/types').CompanySettings> =>
      (await httpClient(`${apiUrl}${companySettingsPath}`, { method: 'PATCH', body: JSON.stringify(body) })).json,
    /** A wallet with one page of its movements. */
    walletDetail: async (id: number, offset = 0, limit = 10): Promise<import('../domain/wallet/types').WalletDetail> =>
      (await httpClient(`${url('wallets', `${id}/`)}?offset=${offset}&limit=${limit}`)).json,
    walletReplenish: async (id: number, body: import('../domain/wallet/types').MoneyOperation, idempotencyKey?: string): Promise<import('../domain/wallet/types').Wallet> =>
      (await httpClient(url('wallets', `${id}/replenish/`), { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
    walletWithdraw: async (id: number, body: import('../domain/wallet/types').MoneyOperation, idempotencyKey?: string): Promise<import('../domain/wallet/types').Wallet> =>
      (await httpClient(url('wallets', `${id}/withdraw/`), { method: 'POST', body: JSON.stringify(body), idempotencyKey })).json,
  };
}
