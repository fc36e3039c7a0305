/** The checkout's rules (src/domain/sale/checkout.ts; SPEC.md 4 and 5), every variant. */
import { describe, expect, it } from 'vitest';
import { checkoutMethods, checkoutOutcome, defaultChangeToBalance, secondFromRemainder, type CheckoutInput } from '../../src/domain/sale/checkout';
import { changeFor } from '../../src/domain/sale/pricing';

const USD = { id: 1, rate: '1' };
const UZS = { id: 2, rate: '12650' };
const base = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  total: '100.00',
  method: 'cash',
  first: { amount: null, currency: USD },
  second: null,
  fromBalance: null,
  balanceCurrency: USD,
  held: '0.00',
  changeCurrency: USD,
  ...over,
});

describe('checkout: cash', () => {
  it('needs the total paid; the change is rounded down in the change currency', () => {
    expect(checkoutOutcome(base())).toMatchObject({ ok: false, problem: 'nothing_paid', change: null });
    expect(checkoutOutcome(base({ first: { amount: '99.99', currency: USD } }))).toMatchObject({ ok: false, problem: 'not_enough_paid' });
    expect(checkoutOutcome(base({ first: { amount: '100', currency: USD } }))).toMatchObject({ ok: true, change: '0.00' });
    expect(checkoutOutcome(base({ first: { amount: '150.5', currency: USD }, changeCurrency: UZS }))).toMatchObject({ ok: true, change: '638825.00' });
    expect(checkoutOutcome(base({ first: { amount: '1300000', currency: UZS }, changeCurrency: UZS }))).toMatchObject({ ok: true, change: '35000.00' });
  });

  it('two currencies: the second computed from the remainder covers the total exactly or just above', () => {
    const first = { amount: '60', currency: USD };
    const second = secondFromRemainder('100.00', first, UZS);
    expect(second).toBe('506000.00');
    expect(checkoutOutcome(base({ first, second: { amount: second, currency: UZS }, changeCurrency: UZS }))).toMatchObject({ ok: true, change: '0.00', payments: [{ currency: 1, amount: '60' }, { currency: 2, amount: '506000.00' }] });
    // an awkward rate rounds UP, never leaving the total short
    const odd = { id: 3, rate: '92.537' };
    const s = secondFromRemainder('100.00', { amount: '33.33', currency: USD }, odd)!;
    expect(changeFor('100.00', [{ amount: '33.33', rate: '1' }, { amount: s, rate: odd.rate }], '1')).not.toBeNull();
    // the first covers: no second payment, and it is switched off
    expect(secondFromRemainder('100.00', { amount: '100', currency: USD }, UZS)).toBeNull();
    expect(checkoutOutcome(base({ first: { amount: '120', currency: USD }, second: { amount: '5', currency: UZS } })).firstCovers).toBe(true);
    // the same currency twice is one payment
    expect(checkoutOutcome(base({ first: { amount: '50', currency: USD }, second: { amount: '50', currency: USD } })).payments).toHaveLength(1);
  });
});

describe('checkout with a customer', () => {
  it('balance: paid plus balance covers the total; never more than held or than the total', () => {
    const b = (fromBalance: string, cash: string | null = null) => checkoutOutcome(base({ method: 'balance', held: '80.00', fromBalance, first: { amount: cash, currency: USD } }));
    expect(b('80', '20')).toMatchObject({ ok: true, change: '0.00', remainingBalance: '0.00' });
    expect(b('50', '20')).toMatchObject({ ok: false, problem: 'not_enough_paid' });
    expect(b('80.01', '20')).toMatchObject({ ok: false, problem: 'too_much_from_balance' });
    expect(checkoutOutcome(base({ method: 'balance', held: '500.00', fromBalance: '100.01' }))).toMatchObject({ ok: false, problem: 'too_much_from_balance' });
    expect(checkoutOutcome(base({ method: 'balance', held: '500.00', fromBalance: '100' }))).toMatchObject({ ok: true, remainingBalance: '400.00' });
    // the cash alone covering the total sends the mode back to cash
    expect(b('10', '100').cashCovers).toBe(true);
  });

  it('debt: always allowed; the unpaid part (base currency) is the debt', () => {
    expect(checkoutOutcome(base({ method: 'debt' }))).toMatchObject({ ok: true, debt: '100.00', change: '0.00' });
    expect(checkoutOutcome(base({ method: 'debt', first: { amount: '253000', currency: UZS } }))).toMatchObject({ ok: true, debt: '80.00' });
    expect(checkoutOutcome(base({ method: 'debt', first: { amount: '100', currency: USD } }))).toMatchObject({ ok: true, debt: null, cashCovers: true });
  });

  it('book: needs a prepayment, one currency', () => {
    expect(checkoutOutcome(base({ method: 'book' }))).toMatchObject({ ok: false, problem: 'prepayment_required' });
    expect(checkoutOutcome(base({ method: 'book', first: { amount: '0', currency: USD } }))).toMatchObject({ ok: false, problem: 'prepayment_required' });
    expect(checkoutOutcome(base({ method: 'book', first: { amount: '20', currency: USD }, second: { amount: '5', currency: UZS } }))).toMatchObject({ ok: true, payments: [{ currency: 1, amount: '20' }] });
  });
});

describe('checkout: the change and the till', () => {
  it("the change never exceeds the place's balance in the change currency (plus what this sale pays in it)", () => {
    // 150 USD paid for 100: 50 USD change; the till holds 49.99 USD before the sale
    const cash = { first: { amount: '150', currency: USD } };
    expect(checkoutOutcome(base({ ...cash, tillHeld: '0.00' }))).toMatchObject({ ok: true, change: '50.00' }); // the 150 come in first
    // paid in UZS, change in USD: only what the till held in USD counts
    const uzs = { first: { amount: '1897500', currency: UZS }, changeCurrency: USD };
    expect(checkoutOutcome(base({ ...uzs, tillHeld: '49.99' }))).toMatchObject({ ok: false, problem: 'not_enough_change', change: '50.00' });
    expect(checkoutOutcome(base({ ...uzs, tillHeld: '50.00' }))).toMatchObject({ ok: true, change: '50.00' });
    // unknown balance (a role that may not read it): the server decides
    expect(checkoutOutcome(base({ ...uzs, tillHeld: null }))).toMatchObject({ ok: true });
    // the change going to the customer's balance takes nothing from the till
    expect(checkoutOutcome(base({ ...uzs, tillHeld: '0.00', changeToBalance: true }))).toMatchObject({ ok: true, change: '50.00' });
    // no change, nothing to hold
    expect(checkoutOutcome(base({ first: { amount: '1265000', currency: UZS }, changeCurrency: USD, tillHeld: '0.00' }))).toMatchObject({ ok: true, change: '0.00' });
    // on credit with the cash covering: the change still leaves the till
    expect(checkoutOutcome(base({ method: 'debt', ...uzs, tillHeld: '10.00' }))).toMatchObject({ ok: false, problem: 'not_enough_change' });
  });

  it('paying from the balance sends the change to the balance by default; other methods give it from the till', () => {
    expect(defaultChangeToBalance('balance')).toBe(true);
    expect(defaultChangeToBalance('cash')).toBe(false);
    expect(defaultChangeToBalance('debt')).toBe(false);
    expect(defaultChangeToBalance('book')).toBe(false);
  });
});

describe('the methods shown', () => {
  it('cash alone without an approved customer; with one, balance and credit disabled for a role without customer access', () => {
    expect(checkoutMethods({ customer: false, approved: false, customerPay: true, book: true })).toEqual([{ method: 'cash', refusal: null }]);
    expect(checkoutMethods({ customer: true, approved: false, customerPay: true, book: true })).toEqual([{ method: 'cash', refusal: null }]);
    expect(checkoutMethods({ customer: true, approved: true, customerPay: false, book: true })).toEqual([
      { method: 'cash', refusal: null },
      { method: 'balance', refusal: 'customer_access' },
      { method: 'debt', refusal: 'customer_access' },
      { method: 'book', refusal: null },
    ]);
    expect(checkoutMethods({ customer: true, approved: true, customerPay: true, book: false }).map((o) => [o.method, o.refusal])).toEqual([
      ['cash', null],
      ['balance', null],
      ['debt', null],
    ]);
  });
});
