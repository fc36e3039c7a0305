/** The money report's API paths (SPEC.md 7 names no call for it), without zod. */
import { apiPath, listCallPath } from '../apiPaths';

export const moneyReportPath = apiPath('report', 'money');
/** GET one report row's journal lines (?date_after&date_before&place&currency&key&side), paged */
export const moneyReportMovementsPath = listCallPath(moneyReportPath, 'movements');
