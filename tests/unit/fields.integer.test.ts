import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/domain/errors';
import { INTEGER_CODE, integerField, integerNumber, type IntegerOptions } from '../../src/domain/fields';
import { integerProblem } from '../../src/domain/rules';
import { costIsSet } from '../../src/domain/catalogue';
import { stockAdjustSchema } from '../../src/domain/product/contract';
import { signUpBody } from '../../src/domain/signUp';

const codeOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe("the one integer rule (SPEC.md 5 'Enter an integer')", () => {
  it("answers 'Enter an integer' for a fraction or text, 'required' when missing", () => {
    expect(ERROR_MESSAGES[INTEGER_CODE]).toBe('Enter an integer');
    const quantity = integerNumber({ min: 1, minCode: 'quantity_min', max: 10 });
    expect(quantity.parse(3)).toBe(3);
    expect(codeOf(quantity.safeParse(1.5))).toBe(INTEGER_CODE);
    expect(codeOf(quantity.safeParse('2'))).toBe(INTEGER_CODE);
    expect(codeOf(quantity.safeParse(undefined))).toBe('required');
    expect(codeOf(quantity.safeParse(0))).toBe('quantity_min');
    expect(codeOf(quantity.safeParse(11))).toBe('invalid');
  });

  it("names a value above max by its own code where SPEC.md has one (the till's 'maximum_quantity_exceeded')", () => {
    expect(ERROR_MESSAGES.maximum_quantity_exceeded).toBe('maximum quantity exceeded');
    const cart = integerField({ min: 1, minCode: 'quantity_min', max: 3, maxCode: 'maximum_quantity_exceeded' });
    expect(cart.parse('3')).toBe(3);
    expect(codeOf(cart.safeParse('4'))).toBe('maximum_quantity_exceeded');
    expect(codeOf(cart.safeParse('0'))).toBe('quantity_min');
    expect(codeOf(cart.safeParse('3.5'))).toBe(INTEGER_CODE);
  });

  it('takes what a form field holds', () => {
    const typed = integerField({ nonZero: true });
    expect(typed.parse(' -3 ')).toBe(-3);
    expect(codeOf(typed.safeParse('1.5'))).toBe(INTEGER_CODE);
    expect(codeOf(typed.safeParse('1,5'))).toBe(INTEGER_CODE);
    expect(codeOf(typed.safeParse('abc'))).toBe(INTEGER_CODE);
    expect(codeOf(typed.safeParse(''))).toBe('required');
    expect(codeOf(typed.safeParse('0'))).toBe('invalid');
  });

  it('is the stock adjustment delta rule', () => {
    expect(codeOf(stockAdjustSchema.safeParse({ product: 1, size: 1, place: 1, delta: '2.5' }))).toBe(INTEGER_CODE);
    expect(stockAdjustSchema.parse({ product: 1, size: 1, place: 1, delta: '-2' }).delta).toBe(-2);
  });
});

describe('the plain integer rule (src/domain/rules.ts, what the till loads instead of zod)', () => {
  // every kind of thing a field or a body may hold, and the edges of each option
  const inputs: unknown[] = [
    '', ' ', '0', '-0', '+3', ' -3 ', '1', '2', '3', '4', '10', '11', '1.5', '1,5', '2.0', '1e3', 'abc', '١', '9007199254740991',
    '9007199254740993', '99999999999999999999', '0x10', '--1', '1 000', 0, -0, 1, 3, 4, 10, 11, -1, 1.5, Number.NaN, Infinity, -Infinity,
    Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, null, undefined, true, false, {}, [], [1],
  ];
  const options: IntegerOptions[] = [
    {}, { min: 1 }, { min: 1, minCode: 'quantity_min' }, { max: 10 }, { min: 1, minCode: 'quantity_min', max: 3, maxCode: 'maximum_quantity_exceeded' },
    { nonZero: true }, { min: -5, max: 5, nonZero: true }, { min: 0, max: 0 },
  ];
  it('gives the verdict of integerField() for every input and option', () => {
    for (const option of options) {
      const schema = integerField(option);
      for (const input of inputs) {
        const parsed = schema.safeParse(input);
        const expected = parsed.success ? { value: parsed.data, code: null } : { value: undefined, code: codeOf(parsed) };
        expect(integerProblem(input, option), `${JSON.stringify(option)} ${String(input)}`).toEqual(expected);
      }
    }
  });
});

describe("'The cost must be set before pricing' (SPEC.md 5 and 8)", () => {
  it('counts a cost above zero as set', () => {
    expect(ERROR_MESSAGES.cost_not_set).toBe('First set the cost of goods');
    expect(costIsSet('0.01')).toBe(true);
    expect(costIsSet('30.5')).toBe(true);
    for (const c of ['', '0', '0.00', 'abc', '-1', null, undefined]) expect(costIsSet(c)).toBe(false);
  });
});

describe('sign-up rules (SPEC.md 5)', () => {
  const valid = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', password: 'x', policy: true };
  it('accepts a valid form and refuses each broken field with its code', () => {
    expect(signUpBody.safeParse(valid).success).toBe(true);
    expect(codeOf(signUpBody.safeParse({ ...valid, first_name: '' }))).toBe('required');
    expect(codeOf(signUpBody.safeParse({ ...valid, last_name: 'l'.repeat(33) }))).toBe('max_length');
    expect(codeOf(signUpBody.safeParse({ ...valid, email: 'nope' }))).toBe('email_invalid');
    expect(codeOf(signUpBody.safeParse({ ...valid, email: `${'e'.repeat(60)}@x.com` }))).toBe('max_length');
    expect(codeOf(signUpBody.safeParse({ ...valid, password: 'p'.repeat(129) }))).toBe('max_length');
    expect(codeOf(signUpBody.safeParse({ ...valid, policy: false }))).toBe('must_be_checked');
  });
});
