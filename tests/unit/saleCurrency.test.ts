/**
 * A sale's money as the customer and the cashier read it (src/domain/sale/saleCurrency.ts): amounts in the
 * currency the sale was priced in, the rate of a payment in another one, and what a cancel takes out of
 * the drawer (payments less the change that comes back).
 */
import { describe, expect, it } from 'vitest';
import { drawerOnCancel, inSaleCurrency, statedRates } from '../../src/domain/sale/saleCurrency';
import { formatRate } from '../../src/ui/amountFormat';
import { setAmountLocale } from '../../src/i18n/amountLocale';

const USD = { id: 1, name: 'USD' };
const UZS = { id: 2, name: 'UZS' };
const RUB = { id: 3, name: 'RUB' };
const rates = [
  { currency: USD, rate: '1' },
  { currency: UZS, rate: '12650' },
  { currency: RUB, rate: '92.5' },
];
const inUzs = { total_cost_with_extra_service: { amount: '759000.00', currency: UZS, rate: '12650' } };

describe('a sale in the currency it was priced in', () => {
  it('a base amount at the sale\'s rate (half-up, 2 places)', () => {
    expect(inSaleCurrency(inUzs, '60.00')).toBe('759000.00');
    expect(inSaleCurrency({ total_cost_with_extra_service: { amount: '1.00', currency: USD, rate: '1' } }, '19.99')).toBe('19.99');
  });

  it('states no rate when everything is in the sale\'s currency', () => {
    expect(statedRates({ ...inUzs, payments: [{ currency: UZS }], change: { amount: '41000.00', currency: UZS }, currency_rates: rates })).toEqual([]);
  });

  it('states a payment\'s and a change\'s rate against the sale\'s currency, the way round that is at least 1, each currency once', () => {
    const stated = statedRates({ ...inUzs, payments: [{ currency: USD }, { currency: RUB }], change: { amount: '5.00', currency: USD }, currency_rates: rates });
    expect(stated.map((r) => [r.from.name, r.to.name])).toEqual([
      ['USD', 'UZS'],
      ['RUB', 'UZS'],
    ]);
    expect(stated[0].rate).toBe('12650');
    expect(stated[1].rate).toMatch(/^136\.756756/);
    // priced in USD, paid in UZS: '1 USD = 12 650 UZS', never '1 UZS = 0.000079 USD'
    const inUsd = { total_cost_with_extra_service: { amount: '60.00', currency: USD, rate: '1' } };
    expect(statedRates({ ...inUsd, payments: [{ currency: UZS }], change: { amount: '0.00', currency: USD }, currency_rates: rates }).map((r) => [r.from.name, r.to.name, r.rate])).toEqual([['USD', 'UZS', '12650']]);
    // a currency with no known rate is left out rather than guessed
    expect(statedRates({ ...inUzs, payments: [{ currency: { id: 9, name: 'EUR' } }], change: { amount: '0.00', currency: UZS }, currency_rates: rates })).toEqual([]);
  });
});

describe('what a cancel takes out of the drawer', () => {
  it('the payments less the change that comes back in: 800 000 paid, 41 000 change -> 759 000 UZS', () => {
    expect(drawerOnCancel({ payments: [{ currency: UZS, amount: '800000.00' }], change: { amount: '41000.00', currency: UZS }, change_to_balance: false })).toEqual([{ currency: UZS, out: '759000.00' }]);
  });

  it('change in another currency comes back in that one; change to the balance does not come back to the drawer', () => {
    expect(drawerOnCancel({ payments: [{ currency: USD, amount: '70.00' }], change: { amount: '126500.00', currency: UZS }, change_to_balance: false })).toEqual([
      { currency: USD, out: '70.00' },
      { currency: UZS, out: '-126500.00' },
    ]);
    expect(drawerOnCancel({ payments: [{ currency: UZS, amount: '800000.00' }], change: { amount: '41000.00', currency: UZS }, change_to_balance: true })).toEqual([{ currency: UZS, out: '800000.00' }]);
    // nothing paid at the till (all from the balance): nothing leaves
    expect(drawerOnCancel({ payments: [], change: { amount: '0.00', currency: UZS }, change_to_balance: false })).toEqual([]);
  });
});

describe('a rate for display', () => {
  it('grouped like amounts, the language\'s mark, at most 4 decimals', () => {
    setAmountLocale('ru');
    expect(formatRate('12650')).toBe('12\u00a0650');
    expect(formatRate('136.756756')).toBe('136,7568');
    setAmountLocale('en');
    expect(formatRate('1.5')).toBe('1.5');
    expect(formatRate('nonsense')).toBe('nonsense');
  });
});
