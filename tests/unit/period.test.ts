/** SPEC.md 5 'Dates' for every period filter (cash desks, salaries, transfers, payroll): one rule, the right message. */
import { describe, expect, it } from 'vitest';
import { daySpan, daysAgoUtc, periodProblem } from '../../src/domain/period';

const TODAY = '2026-11-26';

describe('periodProblem', () => {
  it('takes empty dates, today and past days in order', () => {
    expect(periodProblem('', '', TODAY)).toBeNull();
    expect(periodProblem('2026-11-01', '', TODAY)).toBeNull();
    expect(periodProblem('', TODAY, TODAY)).toBeNull();
    expect(periodProblem('2026-11-01', TODAY, TODAY)).toBeNull();
    expect(periodProblem(TODAY, TODAY, TODAY)).toBeNull();
  });
  it("says 'future_date' for a day after today, whichever field, before the order", () => {
    expect(periodProblem('2026-11-27', '', TODAY)).toBe('future_date');
    expect(periodProblem('', '2026-12-01', TODAY)).toBe('future_date');
    expect(periodProblem('2026-12-05', '2026-12-01', TODAY)).toBe('future_date');
  });
  it("says 'dates_order' for a start after the end", () => {
    expect(periodProblem('2026-11-20', '2026-11-10', TODAY)).toBe('dates_order');
  });
});

describe('daysAgoUtc', () => {
  it('is the UTC day that many days before, across a month and a year', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(daysAgoUtc(0, now)).toBe('2026-03-01');
    expect(daysAgoUtc(1, now)).toBe('2026-02-28');
    expect(daysAgoUtc(29, new Date('2026-01-10T00:00:00Z'))).toBe('2025-12-12');
  });
});

describe('daySpan', () => {
  it('runs from the start of the first day to the start of the day after the last (UTC), across months and leap days', () => {
    expect(daySpan('2026-03-01', '2026-03-31')).toEqual({ start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') });
    expect(daySpan('2028-02-28')).toEqual({ start: new Date('2028-02-28T00:00:00Z'), end: new Date('2028-02-29T00:00:00Z') });
    expect(daySpan('2026-12-31')).toEqual({ start: new Date('2026-12-31T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });
});
