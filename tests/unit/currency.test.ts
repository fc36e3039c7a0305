import { describe, expect, it } from 'vitest';
import { balanceOperationSchema, exchangeSchema, currencyRateSchema, placeCurrencySchema, placeSchema, placeTypeRateSchema, placeTypeSchema, placeWithdrawSchema } from '../../src/domain/company/contract';
import { convert, converterReady, converterReset, converterTargetFor, converterTargets, exchangeAmount, fromBase, isPositiveAmount, isPositiveRate, onConverterSourceChange, priceAt, suggestedExchangeRate, toBase } from '../../src/domain/currency';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

/** Company rates relative to the base currency (USD): 1 USD = rate units. */
const RATES = { USD: '1', UZS: '12650', RUB: '92.5', EUR: '0.92', KZT: '480.25' };

describe('convert: amount / fromRate * toRate, rounded half-up to 2 places at the end', () => {
  // [amount, from, to, expected]
  const table: [string, keyof typeof RATES, keyof typeof RATES, string][] = [
    ['100', 'USD', 'UZS', '1265000.00'],
    ['1265000', 'UZS', 'USD', '100.00'],
    ['1', 'UZS', 'USD', '0.00'], // 0.0000790..
    ['63.25', 'UZS', 'USD', '0.01'], // 0.005 exactly -> half-up
    ['63.24', 'UZS', 'USD', '0.00'], // 0.0049992..
    ['10', 'USD', 'RUB', '925.00'],
    ['925', 'RUB', 'USD', '10.00'],
    ['1000', 'RUB', 'UZS', '136756.76'], // 136756.7567..
    ['136756.76', 'UZS', 'RUB', '1000.00'],
    ['50', 'EUR', 'USD', '54.35'], // 54.3478..
    ['54.35', 'USD', 'EUR', '50.00'], // 50.002
    ['1', 'EUR', 'UZS', '13750.00'], // 13750.0000.. (a single division, rounded only at the end)
    ['0.01', 'USD', 'UZS', '126.50'],
    ['0.01', 'UZS', 'USD', '0.00'],
    ['999999999.99', 'USD', 'UZS', '12649999999873.50'],
    ['480.25', 'KZT', 'USD', '1.00'],
    ['2.5', 'KZT', 'RUB', '0.48'], // 0.48152..
    ['0', 'USD', 'UZS', '0.00'],
  ];
  it.each(table)('%s %s -> %s = %s', (amount, from, to, expected) => {
    expect(convert(amount, RATES[from], RATES[to])).toBe(expected);
  });

  it('round-trips within a cent both ways', () => {
    for (const [amount, from, to] of table) {
      const there = convert(amount, RATES[from], RATES[to]);
      const back = convert(there, RATES[to], RATES[from]);
      // going back through a coarser currency may lose up to half a cent of that currency
      const tolerance = Math.max(0.01, (0.005 * Number(RATES[from])) / Number(RATES[to]) + 0.005);
      expect(Math.abs(Number(back) - Number(amount)), `${amount} ${from}->${to}->${from}`).toBeLessThanOrEqual(tolerance);
    }
  });

  it('rounds only once, at the end (no intermediate rounding)', () => {
    // 1 / 3 * 3 would give 0.99 if the middle step were rounded to 2 places
    expect(convert('1', '3', '3')).toBe('1.00');
    expect(convert('10', '3', '1')).toBe('3.33');
    expect(convert('0.005', '1', '1')).toBe('0.01');
    expect(convert('2.675', '1', '1')).toBe('2.68');
  });

  it('is exact where floats are not', () => {
    expect(convert('0.1', '1', '3')).toBe('0.30');
    expect(convert('1.005', '1', '1')).toBe('1.01');
  });

  it('refuses zero or negative rates', () => {
    expect(() => convert('1', '0', '1')).toThrow(RangeError);
    expect(() => convert('1', '1', '-2')).toThrow(RangeError);
  });

  it('shows a base price in another currency by its rate, and back', () => {
    expect(fromBase('40.00', RATES.UZS)).toBe('506000.00');
    expect(toBase('506000', RATES.UZS)).toBe('40.00');
  });

  it('prices per place type with the place type rate, else the company rate', () => {
    const typeRates = [{ currency: { id: 2 }, rate: '13000' }];
    const companyRates = [
      { currency: 2, rate: '12650' },
      { currency: 3, rate: '92.5' },
    ];
    expect(priceAt('10', 2, typeRates, companyRates)).toBe('130000.00');
    expect(priceAt('10', 3, typeRates, companyRates)).toBe('925.00');
    expect(priceAt('10', 9, typeRates, companyRates)).toBeNull();
  });
});

describe('exchange (converter) amounts', () => {
  // rate = units of the national currency for one unit of the other
  const table: [string, string, boolean, string][] = [
    ['100', '12650', false, '1265000.00'], // 100 USD -> UZS
    ['1265000', '12650', true, '100.00'], // UZS -> USD
    ['1000', '12650', true, '0.08'], // 0.0790.. -> 0.08
    ['632.5', '12650', true, '0.05'],
    ['1', '3', true, '0.33'],
    ['2', '3', true, '0.67'],
    ['10.01', '92.5', false, '925.93'], // 925.925 -> half-up
    ['925.93', '92.5', true, '10.01'],
    ['0.01', '0.5', false, '0.01'], // 0.005 -> 0.01
  ];
  it.each(table)('%s at %s (from national: %s) = %s', (amount, rate, fromNational, expected) => {
    expect(exchangeAmount(amount, rate, fromNational)).toBe(expected);
  });
  it('suggests the quote from the company rates', () => {
    expect(suggestedExchangeRate(RATES.USD, RATES.UZS)).toBe('12650');
    expect(suggestedExchangeRate(RATES.RUB, RATES.UZS)).toBe('136.756757');
  });
  it('refuses a non-positive rate', () => {
    expect(() => exchangeAmount('1', '0', true)).toThrow(RangeError);
  });
});

describe('converter rule (SPEC.md section 4)', () => {
  const NATIONAL = 2;
  const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('a source other than national forces the target to national', () => {
    expect(converterTargetFor(1, NATIONAL)).toBe(NATIONAL);
    expect(converterTargetFor(3, NATIONAL)).toBe(NATIONAL);
    expect(onConverterSourceChange({ from_currency: 2, to_currency: 3 }, 1, NATIONAL)).toEqual({ from_currency: 1, to_currency: 2 });
    expect(converterTargets(list, 1, NATIONAL)).toEqual([{ id: 2 }]);
  });
  it('national as source clears the target', () => {
    expect(converterTargetFor(NATIONAL, NATIONAL)).toBeNull();
    expect(onConverterSourceChange({ from_currency: 1, to_currency: 2 }, NATIONAL, NATIONAL)).toEqual({ from_currency: 2, to_currency: null });
    expect(converterTargets(list, NATIONAL, NATIONAL)).toEqual([{ id: 1 }, { id: 3 }]);
  });
  it('no source, no target', () => {
    expect(converterTargetFor(null, NATIONAL)).toBeNull();
    expect(converterTargets(list, null, NATIONAL)).toEqual([]);
  });
  it('resets to national after success', () => {
    expect(converterReset(NATIONAL)).toEqual({ from_currency: 2, to_currency: null, from_amount: '', rate: '' });
  });
  it('is enabled only when amount, both currencies and rate are filled', () => {
    expect(converterReady({ from_amount: '10', from_currency: 1, to_currency: 2, rate: '12650' })).toBe(true);
    expect(converterReady({ from_amount: '', from_currency: 1, to_currency: 2, rate: '12650' })).toBe(false);
    expect(converterReady({ from_amount: '10', from_currency: 1, to_currency: null, rate: '12650' })).toBe(false);
    expect(converterReady({ from_amount: '10', from_currency: 1, to_currency: 2, rate: '' })).toBe(false);
  });
});

describe('schemas', () => {
  // the money fields are the shared rules of src/domain/fields.ts (one description, precise codes)
  it('amounts: > 0, at most 2 places, what was typed kept (a comma read as the point)', () => {
    const amount = (v: unknown) => exchangeSchema.safeParse({ from_currency: 1, to_currency: 2, rate: '1', from_amount: v });
    expect(amount('12.5').data?.from_amount).toBe('12.5');
    expect(amount('12,5').data?.from_amount).toBe('12.5');
    expect(amount(7).data?.from_amount).toBe('7');
    expect(issues(amount('0'))).toEqual(['from_amount:amount_not_positive']);
    expect(issues(amount('1.005'))).toEqual(['from_amount:max_decimal_places']);
    expect(issues(amount('-1'))).toEqual(['from_amount:negative_amount']);
    expect(issues(amount(''))).toEqual(['from_amount:required']);
    expect(issues(amount('1e3'))).toEqual(['from_amount:invalid_number']);
    expect(isPositiveAmount('1e3')).toBe(false);
  });
  it('rates: > 0, at most 6 places, a negative rate named as a rate', () => {
    const rate = (v: unknown) => currencyRateSchema.safeParse({ rate: v });
    expect(rate('12650.000').data?.rate).toBe('12650.000');
    expect(issues(rate('-1'))).toEqual(['rate:negative_rate']);
    expect(issues(rate('0'))).toEqual(['rate:amount_not_positive']);
    expect(issues(rate('0.0000001'))).toEqual(['rate:max_rate_places']);
    expect(isPositiveRate('0.000001')).toBe(true);
    expect(isPositiveRate('0.0000001')).toBe(false);
    expect(isPositiveRate('0')).toBe(false);
  });
  it('place: name required (of place is required), max 64; type required', () => {
    expect(issues(placeSchema.safeParse({}))).toEqual(['name:place_name_required', 'type:required']);
    expect(issues(placeSchema.safeParse({ name: 'x'.repeat(65), type: 1 }))).toEqual(['name:max_length']);
    expect(placeSchema.parse({ name: ' Shop ', type: '3' })).toMatchObject({ name: 'Shop', type: 3, address: '' });
  });
  it('place type: name required, max 64', () => {
    expect(issues(placeTypeSchema.safeParse({ name: ' ' }))).toEqual(['name:required']);
    expect(issues(placeTypeSchema.safeParse({ name: 'x'.repeat(65) }))).toEqual(['name:max_length']);
  });
  it('place type rate, place currency, exchange, balance operations', () => {
    expect(issues(placeTypeRateSchema.safeParse({ rate: '0', place_type: 1 }))).toEqual(['rate:amount_not_positive', 'currency:required']);
    expect(placeCurrencySchema.parse({ place: 1, currency: 2 })).toEqual({ place: 1, currency: 2, is_base_currency: false });
    expect(issues(exchangeSchema.safeParse({ from_currency: 1, to_currency: 2, from_amount: '', rate: '1' }))).toEqual(['from_amount:required']);
    expect(issues(balanceOperationSchema.safeParse({ amount: '5', currency: 1, comment: '' }))).toEqual(['comment:required']);
    expect(issues(placeWithdrawSchema.safeParse({ currency: 1, comment: 'x' }))).toEqual(['amount:required']);
    expect(placeWithdrawSchema.parse({ currency: 1, comment: 'x', withdraw_all: true })).toMatchObject({ withdraw_all: true });
  });
});
