/** The payroll area's API paths (SPEC.md section 7 Company: Salaries), without zod: the browser's entry may import these. */
export const salariesPath = '/company/v1/salaries/';
export const salariesCalculatePath = '/company/v1/salaries/calculate/';
