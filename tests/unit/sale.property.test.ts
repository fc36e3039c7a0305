/**
 * Properties of the till's rules (SPEC.md sections 4, 5 and 9), checked on many random cases
 * from a seeded generator (the same PRNG as tests/api/*.property.test.ts): discounts, conversion, the
 * two-currency split, the change, the method returning to cash, debts, the size grid's 'a/b' sizes,
 * totals and 'lines', and the stock grid's totals. The functions are the real ones the checkout dialog
 * renders from and the server applies (src/domain/sale/*, src/domain/catalogue.ts, currency.ts,
 * stockGrid.ts); each property is compared with an exact decimal model written here.
 *
 * A failure names the property, the case and the seed: replay it with SALE_PROPERTY_SEED=<seed>.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { discountPrice } from '../../src/domain/catalogue';
import { convert, exchangeAmount, fromBase, toBase } from '../../src/domain/currency';
import { money, toMoneyString } from '../../src/domain/money';
import { checkoutOutcome, secondFromRemainder, type CheckoutInput, type CheckoutMethod, type TillMoney } from '../../src/domain/sale/checkout';
import { changeFor, linePrice, paidInBase, saleTotal, totalIn, type PricedLine } from '../../src/domain/sale/pricing';
import { sizeGrid, splitSize, type SizeCellIn } from '../../src/domain/sale/sizeGrid';
import { stockGrid, type StockCell } from '../../src/domain/stockGrid';

const SEED = Number(process.env.SALE_PROPERTY_SEED ?? 20260511);
const RUNS = 500;

/** The PRNG of tests/api/helpers.ts (mulberry32): the same seed gives the same cases. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = ReturnType<typeof prng>;

/** Each property has its own stream (the seed and its name), so adding one does not change the others' cases. */
function streamSeed(name: string): number {
  let h = SEED >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Runs `check` on `runs` generated cases; a failure says which case of which seed, and the case itself. */
function forAll<T>(name: string, gen: (r: Random) => T, check: (c: T) => void, runs = RUNS): number {
  const random = prng(streamSeed(name));
  let passed = 0;
  for (let i = 0; i < runs; i++) {
    const c = gen(random);
    try {
      check(c);
    } catch (err) {
      throw new Error(`property '${name}' failed on case ${i} of seed ${SEED} (replay: SALE_PROPERTY_SEED=${SEED}):\n${JSON.stringify(c)}\n${(err as Error).message}`, { cause: err });
    }
    passed++;
  }
  expect(passed, name).toBe(runs);
  return passed;
}

// cheap checks for the hot loops (vitest's expect costs more than the rules it would check here)
function ok(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(what);
}
function eq(actual: unknown, expected: unknown, what: string) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: got ${a}, expected ${e}`);
}
/** Every key of `expected` has that value in `actual`. */
function has(actual: object | null, expected: Record<string, unknown>, what: string) {
  ok(actual !== null, `${what} is missing`);
  for (const [k, v] of Object.entries(expected)) eq((actual as Record<string, unknown>)[k], v, `${what}.${k} (${JSON.stringify(actual)})`);
}

// ------------------------------------------------------------------ generators

const int = (r: Random, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const chance = (r: Random, p: number) => r() < p;

/** A 2-place amount >= 0 over many magnitudes (0.00 .. 99 999 999.99), with round numbers now and then. */
function amount(r: Random, maxDigits = 10): string {
  const cents = Math.floor(r() * 10 ** int(r, 1, maxDigits));
  return (chance(r, 0.15) ? new Decimal(Math.floor(cents / 100)) : new Decimal(cents).div(100)).toFixed(2);
}
const positiveAmount = (r: Random, maxDigits = 10) => {
  const a = amount(r, maxDigits);
  return new Decimal(a).gt(0) ? a : '0.01';
};

/** A rate as the app stores them (> 0, at most 6 places): real ones and random ones, large and small. */
function rate(r: Random): string {
  if (chance(r, 0.35)) return pick(r, ['1', '12650', '92.5', '0.92', '480.25', '92.537', '3', '0.000123', '13000.5']);
  const places = int(r, 0, 6);
  const units = Math.floor(r() * 10 ** int(r, 1, 11));
  const v = new Decimal(units).div(10 ** places);
  return v.gt(0) ? v.toString() : '1';
}
/** A percent 0..100 with up to 2 places. */
const percent = (r: Random) => (chance(r, 0.2) ? pick(r, ['0', '100', '50', '33.33', '12.5']) : new Decimal(int(r, 0, 10000)).div(100).toString());

// exact models (decimal.js with plenty of digits, rounded only where the rule says)
const D = Decimal.clone({ precision: 60 });
const round2 = (v: Decimal.Value) => new D(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const expectDecimal = (actual: string | null, expected: Decimal.Value, what: string) => {
  ok(actual != null && /^-?\d+\.\d{2}$/.test(actual), `${what}: ${actual} is not a 2-place amount`);
  ok(new D(actual).eq(new D(expected)), `${what}: ${actual} should be ${new D(expected).toFixed(2)}`);
};

// ------------------------------------------------------------------ discounts (SPEC.md 9)

describe('discounts', () => {
  it('a percent discount p gives price x (1 - p/100), half-up to 2 places; never negative, never above the price', () => {
    forAll(
      'percent discount',
      (r) => ({ price: amount(r), p: chance(r, 0.05) ? new Decimal(int(r, 10001, 20000)).div(100).toString() : percent(r) }),
      ({ price, p }) => {
        const got = discountPrice(price, p, true);
        const exact = new D(price).times(new D(1).minus(new D(p).div(100)));
        expectDecimal(got, exact.lt(0) ? 0 : round2(exact), 'discount price');
        ok(new D(got).gte(0), `${got} is negative`);
        ok(new D(got).lte(price), `${got} is above the price`);
      },
    );
  });

  it('an amount discount takes the amount off, and stops at 0.00 (a discount above the price is free, not negative)', () => {
    forAll(
      'amount discount',
      (r) => {
        const price = amount(r);
        return { price, d: chance(r, 0.3) ? new D(price).plus(amount(r, 5)).toFixed(2) : amount(r, int(r, 1, 10)) };
      },
      ({ price, d }) => {
        const got = discountPrice(price, d, false);
        expectDecimal(got, Decimal.max(0, new D(price).minus(d)), 'discount price');
      },
    );
  });

  it("a line's unit is its own discount price, else the customer's percent (never both); the total is unit x quantity", () => {
    forAll(
      'line price',
      (r) => {
        const line: PricedLine = {
          price: amount(r, 8),
          discount: chance(r, 0.5) ? '0.00' : chance(r, 0.5) ? percent(r) : amount(r, 6),
          discount_in_percent: chance(r, 0.5),
          quantity: int(r, 1, 500),
        };
        return { line, customer: chance(r, 0.3) ? null : chance(r, 0.2) ? '0' : percent(r) };
      },
      ({ line, customer }) => {
        const { unit, total } = linePrice(line, customer);
        const own = new D(line.discount).gt(0);
        const off = (pct: string) => new D(line.price).times(new D(100).minus(pct)).div(100);
        let model: Decimal;
        if (own) model = line.discount_in_percent ? off(line.discount) : new D(line.price).minus(line.discount);
        else if (customer && new D(customer).gt(0)) model = off(customer);
        else model = new D(line.price);
        expectDecimal(unit, round2(Decimal.max(0, model)), 'unit');
        expectDecimal(total, new D(unit).times(line.quantity), 'line total');
        ok(new D(unit).lte(line.price), 'new D(unit).lte(line.price)');
      },
    );
  });

  it("the sale's total is the sum of its line totals plus the extra service converted, rounded once", () => {
    forAll(
      'sale total',
      (r) => {
        const lines: PricedLine[] = Array.from({ length: int(r, 0, 6) }, () => ({
          price: amount(r, 7),
          discount: chance(r, 0.5) ? '0' : percent(r),
          discount_in_percent: true,
          quantity: int(r, 1, 20),
        }));
        return { lines, extra: chance(r, 0.5) ? { amount: amount(r, 8), rate: rate(r) } : null, customer: chance(r, 0.5) ? percent(r) : null };
      },
      ({ lines, extra, customer }) => {
        const sum = lines.reduce((s, l) => s.plus(linePrice(l, customer).total), new D(0));
        const withExtra = extra && new D(extra.amount).gt(0) ? sum.plus(new D(extra.amount).div(extra.rate)) : sum;
        expectDecimal(saleTotal(lines, extra, customer), round2(withExtra), 'sale total');
      },
    );
  });
});

// ------------------------------------------------------------------ conversion

describe('conversion', () => {
  it('A -> B -> A comes back within the rounding of both steps; the same rate changes nothing', () => {
    forAll(
      'round trip',
      (r) => ({ x: amount(r, 11), a: rate(r), b: rate(r) }),
      ({ x, a, b }) => {
        const there = convert(x, a, b);
        expectDecimal(there, round2(new D(x).div(a).times(b)), 'converted');
        const back = convert(there, b, a);
        // each step is off by at most half a cent of its own currency; the first one's half cent, brought back, is worth a/b of it
        const tolerance = new D('0.005').plus(new D('0.005').times(a).div(b));
        ok(new D(back).minus(x).abs().lte(tolerance), `${x} -> ${there} -> ${back} (tolerance ${tolerance})`);
        eq(convert(x, a, a), new D(x).toFixed(2), 'convert(x, a, a)');
        eq(fromBase(x, b), convert(x, 1, b), 'fromBase(x, b)');
        eq(toBase(x, a), convert(x, a, 1), 'toBase(x, a)');
        eq(totalIn(x, b), convert(x, 1, b), 'totalIn(x, b)');
      },
    );
  });

  it('conversion never decreases when the amount grows', () => {
    forAll(
      'monotone',
      (r) => ({ x: amount(r, 9), more: amount(r, 4), a: rate(r), b: rate(r) }),
      ({ x, more, a, b }) => {
        ok(new D(convert(new D(x).plus(more).toFixed(2), a, b)).gte(convert(x, a, b)), 'new D(convert(new D(x).plus(more).toFixed(2), a, b)).gte(convert(x,...');
      },
    );
  });

  it('the converter: national -> other -> national comes back within the rounding of both steps', () => {
    forAll(
      'exchange round trip',
      (r) => ({ x: positiveAmount(r, 11), q: rate(r) }),
      ({ x, q }) => {
        const other = exchangeAmount(x, q, true);
        expectDecimal(other, round2(new D(x).div(q)), 'national -> other');
        const back = exchangeAmount(other, q, false);
        expectDecimal(back, round2(new D(other).times(q)), 'other -> national');
        ok(new D(back).minus(x).abs().lte(new D('0.005').plus(new D('0.005').times(q))), 'new D(back).minus(x).abs().lte(new D(0.005).plus(new D(0.005).times...');
      },
    );
  });
});

// ------------------------------------------------------------------ checkout (SPEC.md 4 and 5)

interface Currency {
  id: number;
  rate: string;
}
/** Two or three currencies; one of them is the base (rate 1) now and then. */
function currencies(r: Random): Currency[] {
  const list = Array.from({ length: int(r, 2, 3) }, (_, i) => ({ id: i + 1, rate: rate(r) }));
  if (chance(r, 0.5)) list[0]!.rate = '1';
  return list;
}
const till = (amountValue: string | null, currency: Currency): TillMoney => ({ amount: amountValue, currency });
/** An amount near what `base` is worth in `c` (a little short, exact, a little over, far over), or anything. */
function near(r: Random, base: Decimal.Value, c: Currency): string {
  const exact = new D(base).times(c.rate);
  const k = r();
  if (k < 0.2) return exact.toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
  if (k < 0.35) return Decimal.max(0, exact.toDecimalPlaces(2, Decimal.ROUND_DOWN)).toFixed(2);
  if (k < 0.5) return Decimal.max(0, exact.minus(new D(int(r, 1, 200)).div(100))).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  if (k < 0.75) return exact.times(1 + r()).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  return amount(r, 9);
}

function checkoutCase(r: Random, method: CheckoutMethod = pick(r, ['cash', 'cash', 'balance', 'debt', 'book'] as const)) {
  const cs = currencies(r);
  const total = positiveAmount(r, 8);
  const first = pick(r, cs);
  const firstAmount = chance(r, 0.1) ? null : near(r, new D(total).times(chance(r, 0.4) ? r() : 1), first);
  const secondCurrency = pick(r, cs);
  const second = chance(r, 0.5) ? till(near(r, new D(total).times(r()), secondCurrency), secondCurrency) : null;
  const balanceCurrency = pick(r, cs);
  const held = amount(r, 8);
  const fromBalance = method === 'balance' && chance(r, 0.9) ? (chance(r, 0.5) ? near(r, new D(total).times(r()), balanceCurrency) : held) : null;
  const input: CheckoutInput = {
    total,
    method,
    first: till(firstAmount, first),
    second,
    fromBalance,
    balanceCurrency,
    held,
    changeCurrency: pick(r, cs),
    changeToBalance: chance(r, 0.25),
    tillHeld: chance(r, 0.25) ? null : amount(r, int(r, 1, 9)),
  };
  return input;
}

/** The cash payments the outcome counts: the first, and the second in another currency (never for a booking). */
function cashOf(input: CheckoutInput) {
  const positive = (v: string | null) => v != null && new D(v).gt(0);
  const list: { amount: string; rate: string; currency: number }[] = [];
  if (positive(input.first.amount)) list.push({ amount: input.first.amount!, rate: input.first.currency.rate, currency: input.first.currency.id });
  if (input.method !== 'book' && input.second && positive(input.second.amount) && input.second.currency.id !== input.first.currency.id) {
    list.push({ amount: input.second.amount!, rate: input.second.currency.rate, currency: input.second.currency.id });
  }
  return list;
}

describe('the two-currency split', () => {
  it('the second amount makes the first plus the second cover the total exactly (a cent less would not); never negative', () => {
    forAll(
      'two-currency split',
      (r) => {
        const [a, b] = currencies(r);
        const total = positiveAmount(r, 8);
        return { total, first: till(chance(r, 0.1) ? null : near(r, new D(total).times(r() * 1.2), a!), a!), second: b! };
      },
      ({ total, first, second }) => {
        // exact: first / r1 + s / r2 >= total  <=>  first x r2 + s x r1 >= total x r1 x r2 (no division)
        const r1 = new D(first.currency.rate);
        const r2 = new D(second.rate);
        const firstPaid = new D(first.amount ?? 0);
        const covers = (s2: Decimal.Value) => firstPaid.times(r2).plus(new D(s2).times(r1)).gte(new D(total).times(r1).times(r2));
        const s = secondFromRemainder(total, first, second);
        if (firstPaid.gte(new D(total).times(r1))) {
          // the first covers: nothing to add, the toggle is switched off
          eq(s, null, 'no second amount when the first covers');
          return;
        }
        ok(s !== null, 'a second amount when the first does not cover');
        ok(/^\d+\.\d{2}$/.test(s!), `second ${s} is a 2-place amount`);
        ok(new D(s!).gt(0), `second ${s} is positive`);
        ok(covers(s!), 'first + second cover the total');
        ok(!covers(new D(s!).minus('0.01')), 'a cent less of the second would not');
        // at the till: accepted, and no change in the second currency
        const outcome = checkoutOutcome({
          total,
          method: 'cash',
          first,
          second: till(s, second),
          fromBalance: null,
          balanceCurrency: second,
          held: '0.00',
          changeCurrency: second,
        });
        has(outcome, { ok: true, problem: null, change: '0.00' }, 'outcome');
      },
    );
  });

  it("the first covering the total is what switches the second off, and then the first alone is accepted", () => {
    forAll(
      'first covers',
      (r) => checkoutCase(r, 'cash'),
      (input) => {
        const outcome = checkoutOutcome(input);
        // counted in the change currency, as the sale is: half a cent short of the first currency can be more of the change currency
        const firstAlone = input.first.amount && new D(input.first.amount).gt(0) ? changeFor(input.total, [{ amount: input.first.amount, rate: input.first.currency.rate }], input.changeCurrency.rate) : null;
        eq(outcome.firstCovers, firstAlone !== null, 'outcome.firstCovers');
        if (outcome.firstCovers) {
          const alone = checkoutOutcome({ ...input, second: null, changeToBalance: true });
          has(alone, { ok: true, problem: null }, 'alone');
        } else {
          // the first does not cover: the second computed from the remainder is a positive amount
          const other = { id: input.first.currency.id + 10, rate: '1' };
          ok(secondFromRemainder(input.total, input.first, other) !== null, 'secondFromRemainder(input.total, input.first, other)');
        }
      },
    );
  });
});

describe('the change', () => {
  it('is what is paid over the total in the change currency, rounded down: never negative, never a cent it was not paid', () => {
    forAll(
      'change',
      (r) => checkoutCase(r, 'cash'),
      (input) => {
        const outcome = checkoutOutcome(input);
        const cash = cashOf(input);
        const rc = new D(input.changeCurrency.rate);
        const over = cash.reduce((s, p) => s.plus(new D(p.amount).times(rc).div(p.rate)), new D(0)).minus(new D(input.total).times(rc));
        eq(outcome.payments, cash.map(({ currency, amount: a }) => ({ currency, amount: a })), 'outcome.payments');
        if (!cash.length) {
          has(outcome, { ok: false, problem: 'nothing_paid', change: null }, 'outcome');
          return;
        }
        // a crumb below half a cent of the change currency counts as paid; half a cent is not one (the
        // total shown in that currency rounds it up)
        if (over.lte('-0.005')) {
          has(outcome, { ok: false, problem: 'not_enough_paid', change: null }, 'outcome');
          return;
        }
        ok(outcome.change !== null, 'covered but no change');
        const change = new D(outcome.change!);
        ok(change.gte(0), `change ${change} is negative`);
        ok(change.lte(Decimal.max(0, over)), `change ${change} <= over ${over}`);
        ok(Decimal.max(0, over).minus(change).lt('0.01'), `change ${change} is over ${over} rounded down`);
        ok(change.decimalPlaces() <= 2, `change ${change} has more than 2 places`);
      },
    );
  });

  it("never exceeds what the till holds in the change currency plus what this sale pays in it (unless it goes to the customer's balance)", () => {
    forAll(
      'change and the till',
      (r) => checkoutCase(r, pick(r, ['cash', 'debt', 'balance'] as const)),
      (input) => {
        const outcome = checkoutOutcome(input);
        const inChangeCurrency = cashOf(input)
          .filter((p) => p.currency === input.changeCurrency.id)
          .reduce((s, p) => s.plus(p.amount), new D(0));
        const checked = !input.changeToBalance && input.tillHeld != null;
        if (outcome.problem === 'not_enough_change') {
          ok(checked, 'not_enough_change although the till is not checked');
          ok(new D(outcome.change!).gt(new D(input.tillHeld!).plus(inChangeCurrency)), `change ${outcome.change} refused, the till holds ${input.tillHeld} + ${inChangeCurrency}`);
        }
        if (outcome.ok && checked && outcome.change !== null) {
          ok(new D(outcome.change).lte(new D(input.tillHeld!).plus(inChangeCurrency)), `change ${outcome.change}, till ${input.tillHeld} + ${inChangeCurrency}`);
        }
        if (outcome.ok) ok(outcome.change !== null, 'accepted without a change');
      },
    );
  });
});

describe('payment methods', () => {
  it('balance and debt return to cash exactly when the cash alone covers the total, and cash then accepts it', () => {
    forAll(
      'back to cash',
      (r) => checkoutCase(r, pick(r, ['balance', 'debt'] as const)),
      (input) => {
        const outcome = checkoutOutcome(input);
        const cash = cashOf(input);
        const covers = cash.length > 0 && changeFor(input.total, cash, input.changeCurrency.rate) !== null;
        eq(outcome.cashCovers, covers, 'outcome.cashCovers');
        if (covers) {
          const asCash = checkoutOutcome({ ...input, method: 'cash', fromBalance: null });
          ok(['not_enough_change', null].includes(asCash.problem), '[not_enough_change, null]');
          eq(asCash.debt, null, 'asCash.debt');
        }
      },
    );
  });

  it('on credit: what is not paid is the debt (base currency, half-up), a positive amount or none, as the server records it', () => {
    forAll(
      'debt',
      (r) => checkoutCase(r, 'debt'),
      (input) => {
        const outcome = checkoutOutcome(input);
        if (outcome.problem === 'not_enough_change') return;
        ok(outcome.ok, 'outcome.ok');
        const cash = cashOf(input);
        const unpaid = new D(input.total).minus(paidInBase(cash));
        if (outcome.cashCovers) {
          eq(outcome.debt, null, 'outcome.debt');
          return;
        }
        eq(outcome.change, '0.00', 'outcome.change');
        // server/modules/sale/service.ts: the debt is the unpaid part rounded half-up, none when that is 0.00
        const rounded = round2(unpaid);
        if (rounded.gt(0)) expectDecimal(outcome.debt, rounded, 'debt');
        else eq(outcome.debt, null, 'outcome.debt');
        if (outcome.debt !== null) ok(new D(outcome.debt).gt(0), 'new D(outcome.debt).gt(0)');
      },
    );
  });

  it('from the balance: never more than it holds nor than the total; paid plus balance must cover; what is left is held minus paid', () => {
    forAll(
      'balance',
      (r) => checkoutCase(r, 'balance'),
      (input) => {
        const outcome = checkoutOutcome(input);
        const from = input.fromBalance && new D(input.fromBalance).gt(0) ? new D(input.fromBalance) : null;
        expectDecimal(outcome.remainingBalance, new D(input.held).minus(from ?? 0), 'remaining balance');
        const tooMuch = !!from && (from.gt(input.held) || from.div(input.balanceCurrency.rate).gt(new D(input.total).plus('0.005')));
        if (tooMuch) {
          has(outcome, { ok: false, problem: 'too_much_from_balance' }, 'outcome');
          return;
        }
        const all = [...cashOf(input), ...(from ? [{ amount: from.toString(), rate: input.balanceCurrency.rate }] : [])];
        const covers = all.length > 0 && changeFor(input.total, all, input.changeCurrency.rate) !== null;
        if (!covers) ok(!(outcome.ok), 'outcome.ok');
        if (outcome.ok) ok(covers, 'covers');
      },
    );
  });

  it('a booking needs a prepayment (the first amount, one currency) and gives no change', () => {
    forAll(
      'book',
      (r) => checkoutCase(r, 'book'),
      (input) => {
        const outcome = checkoutOutcome(input);
        const paid = input.first.amount != null && new D(input.first.amount).gt(0);
        has(outcome, { ok: paid, problem: paid ? null : 'prepayment_required', change: '0.00', debt: null }, 'outcome');
        eq(outcome.payments, paid ? [{ currency: input.first.currency.id, amount: input.first.amount }] : [], 'outcome.payments');
      },
    );
  });
});

// ------------------------------------------------------------------ the size grid (SPEC.md 2)

const COLUMNS = ['42', '44', '46', '48', '50', 'S', 'M', 'L', 'XL', '52'];
const ROWS = ['158', '164', '170', '176', '182'];

function sizeCells(r: Random): SizeCellIn[] {
  const cells: SizeCellIn[] = [];
  const used = new Set<string>();
  const n = int(r, 0, 14);
  for (let i = 0; i < n; i++) {
    const k = r();
    // 'a/b' sizes (sometimes with spaces around the slash), plain sizes, and names a slash does not split
    const name =
      k < 0.6
        ? `${pick(r, COLUMNS)}${chance(r, 0.1) ? ' / ' : '/'}${pick(r, ROWS)}`
        : k < 0.9
          ? pick(r, COLUMNS)
          : pick(r, ['/170', '44/', 'one size']);
    const key = (({ row, column }) => `${row}|${column}`)(splitSize(name));
    if (used.has(key)) continue;
    used.add(key);
    cells.push({ size: { id: i + 1, name }, quantity: chance(r, 0.15) ? 0 : int(r, 1, 40), barcode: chance(r, 0.3) });
  }
  return cells;
}

describe('the size grid', () => {
  it("'a/b' splits into column a and row b; anything else is one column of the unnamed row", () => {
    forAll(
      'split size',
      (r) => {
        const a = pick(r, COLUMNS);
        const b = pick(r, ROWS);
        return { a, b, spaced: chance(r, 0.3) };
      },
      ({ a, b, spaced }) => {
        eq(splitSize(spaced ? `${a} / ${b}` : `${a}/${b}`), { column: a, row: b }, 'splitSize(spaced ? ${a} / ${b} : ${a}/${b})');
        eq(splitSize(a), { column: a, row: '' }, 'splitSize(a)');
        eq(splitSize(`/${b}`), { column: `/${b}`, row: '' }, 'splitSize(/${b})');
        eq(splitSize(`${a}/`), { column: `${a}/`, row: '' }, 'splitSize(${a}/)');
      },
    );
  });

  it('every size lands in exactly one cell; row totals = column totals = the sum of the cells = all the units', () => {
    forAll('size grid cells', sizeCells, (cells) => {
      const g = sizeGrid(cells);
      const units = cells.reduce((s, c) => s + c.quantity, 0);
      for (const c of cells) {
        const { column, row } = splitSize(c.size.name);
        const holders = g.rows.flatMap((rw) => g.columns.filter((col) => g.cell(rw, col)?.size.id === c.size.id).map((col) => [rw, col]));
        eq(holders, [[row, column]], `size ${c.size.name}`);
        has(g.cell(row, column), { quantity: c.quantity, barcode: c.barcode, row, column }, 'g.cell(row, column)');
      }
      const cellSum = g.rows.reduce((s, rw) => s + g.columns.reduce((t, col) => t + (g.cell(rw, col)?.quantity ?? 0), 0), 0);
      const rowSum = g.rows.reduce((s, rw) => s + g.rowTotal(rw), 0);
      const columnSum = g.columns.reduce((s, col) => s + g.columnTotal(col), 0);
      eq([rowSum, columnSum, cellSum, g.total], [units, units, units, units], '[rowSum, columnSum, cellSum, g.total]');
      eq(new Set(g.rows).size, g.rows.length, 'new Set(g.rows).size');
      eq(new Set(g.columns).size, g.columns.length, 'new Set(g.columns).size');
    });
  });

  it("a row's 'lines' is the smallest quantity across the columns when every column has one, else none (0)", () => {
    forAll('size grid lines', sizeCells, (cells) => {
      const g = sizeGrid(cells);
      for (const rw of g.rows) {
        const quantities = g.columns.map((col) => g.cell(rw, col)?.quantity ?? 0);
        const full = quantities.every((q) => q > 0);
        eq(g.lines(rw), full ? Math.min(...quantities) : 0, `row '${rw}': ${quantities.join(',')}`);
        // never more sets than the row has units for
        ok(g.lines(rw) * g.columns.length <= g.rowTotal(rw), 'g.lines(rw) * g.columns.length');
      }
    });
  });
});

// ------------------------------------------------------------------ the stock grid (product page, vendor codes)

describe('the stock grid', () => {
  it('sizes x places: size totals = place totals = the sum of the cells = the units of the shown sizes and places', () => {
    forAll(
      'stock grid',
      (r) => {
        const sizes = Array.from({ length: int(r, 1, 5) }, (_, i) => ({ id: i + 1, name: `S${i + 1}` }));
        const places = Array.from({ length: int(r, 1, 4) }, (_, i) => ({ id: 100 + i, name: `P${i}` }));
        const rows: StockCell[] = Array.from({ length: int(r, 0, 20) }, () => ({
          size: pick(r, sizes),
          place: pick(r, places),
          quantity: int(r, 0, 30),
          ...(chance(r, 0.3) ? { reserved: int(r, 1, 5) } : {}),
          ...(chance(r, 0.3) ? { on_the_way: int(r, 1, 5) } : {}),
        }));
        // sometimes fix the rows and columns to a subset (the vendor-code panel)
        const options = chance(r, 0.5) ? { sizes: sizes.filter(() => chance(r, 0.7)), places: places.filter(() => chance(r, 0.7)) } : {};
        return { rows, options };
      },
      ({ rows, options }) => {
        const g = stockGrid(rows, options);
        const shown = rows.filter((x) => g.sizes.some((s) => s.id === x.size.id) && g.places.some((p) => p.id === x.place.id));
        const units = shown.reduce((s, x) => s + x.quantity, 0);
        const sum = (m: Map<unknown, number>) => [...m.values()].reduce((s, v) => s + v, 0);
        eq([sum(g.sizeTotals), sum(g.placeTotals), sum(g.cells), g.total], [units, units, units, units], '[sum(g.sizeTotals), sum(g.placeTotals), sum(g.cells), g.total]');
        eq(sum(g.reservedCells), g.reservedTotal, 'sum(g.reservedCells)');
        eq(g.reservedTotal, shown.reduce((s, x) => s + (x.reserved ?? 0), 0), 'g.reservedTotal');
        eq(sum(g.onTheWayCells), g.onTheWayTotal, 'sum(g.onTheWayCells)');
        eq(g.onTheWayTotal, shown.reduce((s, x) => s + (x.on_the_way ?? 0), 0), 'g.onTheWayTotal');
        for (const s of g.sizes) eq(g.places.reduce((t, p) => t + (g.cells.get(`${s.id}:${p.id}`) ?? 0), 0), g.sizeTotals.get(s.id) ?? 0, 'g.places.reduce((t, p) => t + (g.cells.get(${s.id}:${p.id}) ?? 0), 0)');
        if (!('sizes' in options)) eq(g.sizes.map((s) => s.id), [...new Set(rows.map((x) => x.size.id))].sort((a, b) => a - b), 'g.sizes.map((s) => s.id)');
      },
    );
  });
});

describe('cases the properties found (src/domain/sale/checkout.ts)', () => {
  const USD = { id: 1, rate: '1' };
  const UZS = { id: 2, rate: '12650' };
  const XYZ = { id: 3, rate: '0.498' };
  const input = (over: Partial<CheckoutInput>): CheckoutInput => ({
    total: '88.00',
    method: 'cash',
    first: till(null, USD),
    second: null,
    fromBalance: null,
    balanceCurrency: USD,
    held: '0.00',
    changeCurrency: USD,
    ...over,
  });

  it('a first payment short by under half a cent of its currency but more of the change currency does not switch the second off', () => {
    // 43.82 at 0.498 is 87.99197 of 88.00: 0.004 short in its currency, 101.6 short in UZS, the change currency
    const first = till('43.82', XYZ);
    const alone = checkoutOutcome(input({ first, changeCurrency: UZS }));
    expect(alone).toMatchObject({ firstCovers: false, ok: false, problem: 'not_enough_paid' });
    const second = secondFromRemainder('88.00', first, UZS);
    expect(second).toBe('101.61');
    expect(checkoutOutcome(input({ first, second: till(second, UZS), changeCurrency: UZS }))).toMatchObject({ ok: true, change: '0.00' });
    // with the change in its own currency the half cent is a crumb: it covers
    expect(checkoutOutcome(input({ first, changeCurrency: XYZ }))).toMatchObject({ firstCovers: true, ok: true, change: '0.00' });
  });

  it('the second amount of an exact number of cents is that number, not a cent more', () => {
    // 5.81 at 12650 is 73 496.50; 24 183.05 paid leaves exactly 49 313.45 in a currency of the same rate
    // (dividing first, 24 183.05 / 12650, then multiplying came out a hair above and rounded UP to .46)
    expect(secondFromRemainder('5.81', till('24183.05', UZS), { rate: '12650' })).toBe('49313.45');
    expect(secondFromRemainder('100.00', till('60', USD), UZS)).toBe('506000.00');
  });

  it('on credit, an unpaid part that rounds to 0.00 is no debt (the server records none)', () => {
    const outcome = checkoutOutcome(input({ total: '100.00', method: 'debt', first: till('1264999.99', UZS), changeCurrency: UZS }));
    expect(outcome).toMatchObject({ ok: true, cashCovers: false, change: '0.00', debt: null });
    expect(checkoutOutcome(input({ total: '100.00', method: 'debt', first: till('1264900', UZS), changeCurrency: UZS }))).toMatchObject({ ok: true, debt: '0.01' });
  });
});

describe('the generator', () => {
  it('is seeded: the same seed gives the same cases', () => {
    const a = prng(streamSeed('x'));
    const b = prng(streamSeed('x'));
    const first = Array.from({ length: 5 }, () => checkoutCase(a));
    expect(Array.from({ length: 5 }, () => checkoutCase(b))).toEqual(first);
    expect(money(first[0]!.total).gt(0)).toBe(true);
    expect(toMoneyString(first[0]!.total)).toBe(first[0]!.total);
  });
});
