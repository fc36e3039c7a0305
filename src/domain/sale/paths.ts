/** The sale area's API paths (SPEC.md section 7 Realization), without zod: the browser's entry may import these. */
export const sellsPath = '/realization/v1/sells/';
