/** SPEC.md 5 'Dates': what is wrong with a period, as a message code of app.messages. */
export type PeriodProblem = 'future_date' | 'dates_order';

/** A day as yyyy-mm-dd, UTC (the histories' and cash desks' days: the company has no time zone setting yet); today by default. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The day `days` before today (UTC), as yyyy-mm-dd: the start of 'the last N days' (dashboard, top sellers). */
export const daysAgoUtc = (days: number, now = new Date()) => todayUtc(new Date(now.getTime() - days * 86_400_000));

/**
 * The calendar days `after` to `before` (yyyy-mm-dd, UTC, both included) as the half-open span of time
 * [start, end): the start of the first day and the start of the day after the last. One day by default.
 */
export function daySpan(after: string, before = after): { start: Date; end: Date } {
  const end = new Date(`${before}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: new Date(`${after}T00:00:00Z`), end };
}

/**
 * A period (either date may be empty) is refused when a given day is after `today` ('future_date') or
 * the start is after the end ('dates_order'). The code, or null.
 */
export function periodProblem(after: string, before: string, today = todayUtc()): PeriodProblem | null {
  if ((!!after && after > today) || (!!before && before > today)) return 'future_date';
  if (!!after && !!before && after > before) return 'dates_order';
  return null;
}

/** A period whose two dates are both needed (sale history, reports, payroll): 'required' while one is empty, else periodProblem. */
export function requiredPeriodProblem(after: string, before: string, today = todayUtc()): PeriodProblem | 'required' | null {
  if (!after || !before) return 'required';
  return periodProblem(after, before, today);
}
