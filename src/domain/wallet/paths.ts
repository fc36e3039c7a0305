/** The wallet area's API paths (SPEC.md section 7), without zod: the browser's entry imports these alone. */
import { apiPath, itemPath } from '../apiPaths';

export const companyBalancePath = apiPath('wallet', 'balance');
export const companyWithdrawPath = apiPath('wallet', 'withdraw');
export const placeBalancesPath = apiPath('wallet', 'place');
export const placeBalancePath = (placeId: number | string) => itemPath(placeBalancesPath, placeId, 'balance');
export const placeWithdrawPath = (placeId: number | string) => itemPath(placeBalancesPath, placeId, 'balance/transfer');
export const walletsPath = apiPath('wallet', 'wallets');
