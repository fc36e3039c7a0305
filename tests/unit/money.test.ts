import { describe, expect, it } from 'vitest';
import { isMoneyString, money, toMoneyString } from '../../src/domain/money';

describe('money', () => {
  it('formats with two places, rounding half-up', () => {
    expect(toMoneyString('12500')).toBe('12500.00');
    expect(toMoneyString('0.005')).toBe('0.01');
    expect(toMoneyString('2.675')).toBe('2.68');
    expect(toMoneyString('-2.675')).toBe('-2.68');
  });
  it('adds exactly, with no float error', () => {
    expect(toMoneyString(money('0.1').plus('0.2'))).toBe('0.30');
    expect(money('0.1').plus('0.2').eq('0.3')).toBe(true);
  });
  it('accepts only well-formed amounts', () => {
    expect(isMoneyString('10')).toBe(true);
    expect(isMoneyString('10.5')).toBe(true);
    expect(isMoneyString('10.555')).toBe(false);
    expect(isMoneyString('-1')).toBe(false);
    expect(isMoneyString('1e3')).toBe(false);
  });
});
