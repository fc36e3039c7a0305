/** The money report's API paths (issue 13; SPEC.md 7 names no call for it), without zod. */
export const moneyReportPath = '/report/v1/money/';
