/** The payroll area's API paths (SPEC.md section 7 Company: Salaries), without zod: the browser's entry may import these. */
import { apiPath, listCallPath } from '../apiPaths';

export const salariesPath = apiPath('company', 'salaries');
export const salariesCalculatePath = listCallPath(salariesPath, 'calculate');
