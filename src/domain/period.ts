/** SPEC.md 5 'Dates': what is wrong with a period, as a message code of app.messages. */
export type PeriodProblem = 'future_date' | 'dates_order';

/**
 * A period (either date may be empty) is refused when a given day is after `today` ('future_date') or
 * the start is after the end ('dates_order'). The code, or null. `today` is yyyy-mm-dd (UTC: decisions.md).
 */
export function periodProblem(after: string, before: string, today: string): PeriodProblem | null {
  if ((!!after && after > today) || (!!before && before > today)) return 'future_date';
  if (!!after && !!before && after > before) return 'dates_order';
  return null;
}
