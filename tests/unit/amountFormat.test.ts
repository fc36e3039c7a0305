/** Amounts on screen in the language shown (src/ui/amountFormat.ts): grouped thousands, the language's decimal mark. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/ui/amountFormat';
import { setAmountLocale } from '../../src/i18n/amountLocale';
import { i18nProvider, startI18n } from '../../src/i18n';

beforeAll(() => startI18n('ru'));

afterEach(() => setAmountLocale('ru'));

describe('formatAmount', () => {
  it('writes Russian amounts with a decimal comma and English ones with a point, thousands grouped by a no-break space', () => {
    setAmountLocale('ru');
    expect(formatAmount('25000000')).toBe('25\u00a0000\u00a0000,00');
    expect(formatAmount('-1234.5')).toBe('-1\u00a0234,50');
    expect(formatAmount(null)).toBe('0,00');
    setAmountLocale('en');
    expect(formatAmount('25000000')).toBe('25\u00a0000\u00a0000.00');
    expect(formatAmount('0.05')).toBe('0.05');
  });

  it('never rounds through a float, and shows what is not an amount as it is', () => {
    setAmountLocale('en');
    expect(formatAmount('12345678901234.99')).toBe('12\u00a0345\u00a0678\u00a0901\u00a0234.99');
    expect(formatAmount('abc')).toBe('abc');
  });

  it('follows the language the i18nProvider changes to', async () => {
    await i18nProvider.changeLocale('en');
    expect(formatAmount('1.5')).toBe('1.50');
    await i18nProvider.changeLocale('ru');
    expect(formatAmount('1.5')).toBe('1,50');
  });
});
