/** The cash desk area's API paths (SPEC.md section 7 Realization: cash_desks, cash_desk_info; issue 13), without zod. */
export const cashDesksPath = '/realization/v1/cash_desks/';
/** GET ?place=&date=: what the till should hold per currency, and the day's sales (the close screen) */
export const cashDeskExpectedPath = '/realization/v1/cash_desks/expected/';
export const cashDeskClosePath = '/realization/v1/cash_desks/close/';
export const cancelClosedCashDeskPath = '/realization/v1/cancel_closed_cash_desk/';
/** POST {ids, action}: the admin approves or rejects several closed desks at once */
export const cashDeskInfoPath = '/realization/v1/cash_desk_info/';
