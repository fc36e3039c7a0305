/**
 * The requisition area's API paths, without zod: the browser's entry may import these. Goods
 * requisitions are SPEC.md 7's proposals; financial requisitions have no path in SPEC.md (decision:
 * under the company prefix, like the salaries they sit beside).
 */
import { apiPath } from '../apiPaths';

export const proposalsPath = apiPath('customers', 'proposals');
export const financialRequisitionsPath = apiPath('company', 'financial_requisitions');
