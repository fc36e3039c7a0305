/**
 * Every amount on a screen goes through the one formatter (src/ui/amountFormat.ts, through MoneyText,
 * moneyLabel or formatAmount), and is written amount first, then its currency ('44,19 USD'). A raw
 * decimal string put into a message ('Общий долг: 44.19 USD' beside '44,19 USD') or a currency written
 * before its amount ('USD 4 800,00') is caught here, in the source, before any screen shows it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Lines of the screens' code matching `pattern`, as 'file:line: text'. */
function offending(pattern: RegExp): string[] {
  return sources(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('amounts on screen', () => {
  it('a message\'s amount is never a template of a raw value and a currency (moneyLabel writes it)', () => {
    // { amount: `${debt} ${currency}` }
    expect(offending(/\b(amount|total|sum|max)\s*:\s*`\$\{/)).toEqual([]);
    // a title or a label of an amount and its currency: `· ${owed} ${currency.name}`
    expect(offending(/\$\{(owed|amount|total|held|left|debt)\} \$\{/)).toEqual([]);
  });

  it('a message\'s amount beside its currency is formatted (formatAmount), not the raw decimal string', () => {
    // { amount: r.amount, currency: r.currency.name }
    expect(offending(/(translate|toast\.\w+)\(.*\b(amount|total|sum)\s*:\s*[A-Za-z_$][\w$.?]*\s*,\s*currency\s*:/)).toEqual([]);
  });

  it('a currency is never written before its amount', () => {
    // `${b.currency.name} ${formatAmount(b.amount)}`
    expect(offending(/\.name\}\s*\$\{formatAmount\(|\bname\}\s*\{formatAmount\(|\.name\}\s*<MoneyText/)).toEqual([]);
  });
});
