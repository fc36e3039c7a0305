/**
 * The requisition area's API paths, without zod: the browser's entry may import these. Goods
 * requisitions are SPEC.md 7's proposals; financial requisitions have no path in SPEC.md (decision:
 * under the company prefix, like the salaries they sit beside).
 */
export const proposalsPath = '/customers/v1/proposals/';
export const financialRequisitionsPath = '/company/v1/financial_requisitions/';
