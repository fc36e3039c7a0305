import { describe, expect, it } from 'vitest';
import { ID_MAX, recordIdOf } from '../../src/domain/limits';

describe('recordIdOf (the id an address gives)', () => {
  it('takes digits from 1 to ID_MAX and nothing else', () => {
    expect(recordIdOf('7')).toBe(7);
    expect(recordIdOf(String(ID_MAX))).toBe(ID_MAX);
    for (const bad of [undefined, '', '0', '-1', 'abc', '1e3', '1.5', ' 7', '0x10', String(ID_MAX + 1), '99999999999999999999']) expect(recordIdOf(bad), String(bad)).toBeNull();
  });
});
