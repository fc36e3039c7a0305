/** The cash desk area's API paths (SPEC.md section 7 Realization: cash_desks, cash_desk_info), without zod. */
import { apiPath, listCallPath } from '../apiPaths';

export const cashDesksPath = apiPath('realization', 'cash_desks');
/** GET ?place=&date=: what the till should hold per currency, and the day's sales (the close screen) */
export const cashDeskExpectedPath = listCallPath(cashDesksPath, 'expected');
export const cashDeskClosePath = listCallPath(cashDesksPath, 'close');
export const cancelClosedCashDeskPath = apiPath('realization', 'cancel_closed_cash_desk');
/** POST {ids, action}: the admin approves or rejects several closed desks at once; GET ?cash_desks=: their sales; PATCH {sale id}/ {status} */
export const cashDeskInfoPath = apiPath('realization', 'cash_desk_info');
