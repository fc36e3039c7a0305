/**
 * The period filter of a history list (cash desks, salaries): either date may be empty; a period is
 * refused when a given day is after today or the start is after the end (SPEC.md 5 'Dates').
 */
export function periodFilterBad(after: string, before: string, today: string): boolean {
  return (!!after && !!before && after > before) || before > today || after > today;
}
