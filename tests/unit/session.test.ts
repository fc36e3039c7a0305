import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/providers/session';

describe('avatar initials', () => {
  it('takes the first letters of two words, or SS', () => {
    expect(initialsOf('Aziza Karimova')).toBe('AK');
    expect(initialsOf('bobur')).toBe('B');
    expect(initialsOf('  ')).toBe('SS');
    expect(initialsOf(null)).toBe('SS');
  });
});
