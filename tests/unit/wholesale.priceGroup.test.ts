import { describe, expect, it } from 'vitest';
import { priceGroupRuleFor, priceGroupUnit, type PriceGroupRule } from '../../src/domain/wholesale/priceGroup';

const typeRule = (product_type: number, percent: string | null, fixed_price: string | null = null): PriceGroupRule => ({ product_type, product: null, percent, fixed_price });
const productRule = (product: number, percent: string | null, fixed_price: string | null = null): PriceGroupRule => ({ product_type: null, product, percent, fixed_price });

describe('priceGroupUnit', () => {
  it('takes a percent off the catalogue price (half-up, 2 places)', () => {
    expect(priceGroupUnit('100.00', [typeRule(1, '15')], 7, 1)).toMatchObject({ unit: '85.00' });
    expect(priceGroupUnit('10.05', [typeRule(1, '50')], 7, 1).unit).toBe('5.03');
    expect(priceGroupUnit('19.99', [typeRule(1, '0')], 7, 1).unit).toBe('19.99');
    expect(priceGroupUnit('19.99', [typeRule(1, '100')], 7, 1).unit).toBe('0.00');
    expect(priceGroupUnit('33.33', [typeRule(1, '12.5')], 7, 1).unit).toBe('29.16');
  });
  it('answers a fixed price whatever the catalogue says', () => {
    expect(priceGroupUnit('100.00', [typeRule(1, null, '70.5')], 7, 1).unit).toBe('70.50');
    expect(priceGroupUnit('10.00', [productRule(7, null, '12.00')], 7, 1).unit).toBe('12.00');
  });
  it("a product's rule wins over its type's, in any order", () => {
    const rules = [typeRule(1, '10'), productRule(7, null, '50.00')];
    expect(priceGroupUnit('100.00', rules, 7, 1)).toEqual({ unit: '50.00', rule: rules[1] });
    expect(priceGroupUnit('100.00', [...rules].reverse(), 7, 1).unit).toBe('50.00');
    // another product of the type takes the type's rule
    expect(priceGroupUnit('100.00', rules, 8, 1)).toEqual({ unit: '90.00', rule: rules[0] });
  });
  it('with no rule for the product or its type the catalogue price stands', () => {
    expect(priceGroupUnit('100.00', [typeRule(2, '10'), productRule(9, '10')], 7, 1)).toEqual({ unit: '100.00', rule: null });
    expect(priceGroupUnit('12.5', [], 7, 1)).toEqual({ unit: '12.50', rule: null });
    expect(priceGroupRuleFor([], 1, 1)).toBeNull();
  });
});
