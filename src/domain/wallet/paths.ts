/** The wallet area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
export const companyBalancePath = '/wallet/v1/balance/';
export const companyWithdrawPath = '/wallet/v1/withdraw/';
export const placeBalancesPath = '/wallet/v1/place/';
export const placeBalancePath = (placeId: number | string) => `/wallet/v1/place/${placeId}/balance/`;
export const placeWithdrawPath = (placeId: number | string) => `/wallet/v1/place/${placeId}/balance/transfer/`;
export const walletsPath = '/wallet/v1/wallets/';
