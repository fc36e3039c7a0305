import { describe, expect, it } from 'vitest';
import { payrollFigures } from '../../src/domain/payroll/calculate';

describe('payrollFigures', () => {
  it('pays days x fee plus the percent of the sales in the salary currency', () => {
    expect(
      payrollFigures({
        days: 3,
        rate: '100.50',
        sellPercent: '5',
        sales: [
          { total: '200.00', fromRate: '1', toRate: '1' },
          { total: '10.00', fromRate: '1', toRate: '12000' },
        ],
      }),
    ).toEqual({ days: 3, salary: '301.50', sales_amount: '120200.00', sell_percent_amount: '6010.00', total: '6311.50' });
  });

  it('rounds the sales once and takes the percent of the rounded amount', () => {
    // 1/3 of 1.00 three times: 0.999.. -> 1.00 (not 0.33 + 0.33 + 0.33)
    const third = { total: '1.00', fromRate: '3', toRate: '1' };
    const f = payrollFigures({ days: 0, rate: '0', sellPercent: '33.33', sales: [third, third, third] });
    expect(f.sales_amount).toBe('1.00');
    expect(f.sell_percent_amount).toBe('0.33');
    expect(f.total).toBe('0.33');
  });

  it('is zero without days and sales', () => {
    expect(payrollFigures({ days: 0, rate: '50', sellPercent: '10', sales: [] })).toEqual({ days: 0, salary: '0.00', sales_amount: '0.00', sell_percent_amount: '0.00', total: '0.00' });
  });
});
