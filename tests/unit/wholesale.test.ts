import { describe, expect, it } from 'vitest';
import { colorModels, normaliseHex } from '../../src/domain/wholesale/color';
import { fileNameOf } from '../../src/domain/wholesale/paths';
import { ORDER_ACTIONS, ORDER_BADGE, ORDER_STATUSES, canOrder, orderRefusal } from '../../src/domain/wholesale/orderStates';

describe('colorModels (tissue colours from hex)', () => {
  it.each([
    ['#ff0000', 'rgb(255, 0, 0)', 'hsl(0, 100%, 50%)', 'hsv(0, 100%, 100%)', 'hsi(0, 100%, 33%)'],
    ['#00ff00', 'rgb(0, 255, 0)', 'hsl(120, 100%, 50%)', 'hsv(120, 100%, 100%)', 'hsi(120, 100%, 33%)'],
    ['#0000ff', 'rgb(0, 0, 255)', 'hsl(240, 100%, 50%)', 'hsv(240, 100%, 100%)', 'hsi(240, 100%, 33%)'],
    ['#ffffff', 'rgb(255, 255, 255)', 'hsl(0, 0%, 100%)', 'hsv(0, 0%, 100%)', 'hsi(0, 0%, 100%)'],
    ['#000000', 'rgb(0, 0, 0)', 'hsl(0, 0%, 0%)', 'hsv(0, 0%, 0%)', 'hsi(0, 0%, 0%)'],
    ['#808080', 'rgb(128, 128, 128)', 'hsl(0, 0%, 50%)', 'hsv(0, 0%, 50%)', 'hsi(0, 0%, 50%)'],
    ['#336699', 'rgb(51, 102, 153)', 'hsl(210, 50%, 40%)', 'hsv(210, 67%, 60%)', 'hsi(210, 50%, 40%)'],
    ['#ff8000', 'rgb(255, 128, 0)', 'hsl(30, 100%, 50%)', 'hsv(30, 100%, 100%)', 'hsi(30, 100%, 50%)'],
  ])('%s', (hex, rgb, hsl, hsv, hsi) => {
    expect(colorModels(hex)).toEqual({ rgb, hsl, hsv, hsi });
  });
  it('accepts short and upper-case hex, refuses anything else', () => {
    expect(normaliseHex('ABC')).toBe('#aabbcc');
    expect(normaliseHex(' #FFaa00 ')).toBe('#ffaa00');
    expect(normaliseHex('#12345')).toBeNull();
    expect(normaliseHex('red')).toBeNull();
    expect(() => colorModels('zzz')).toThrow();
  });
});

describe('order states', () => {
  it('allows exactly the documented moves', () => {
    const allowed = ORDER_STATUSES.flatMap((s) => ORDER_ACTIONS.filter((a) => canOrder(s, a)).map((a) => `${s}:${a}`));
    expect(allowed.sort()).toEqual(['in_progress:cancel', 'in_progress:complete', 'in_progress:edit', 'in_progress:release', 'new:cancel', 'new:edit', 'new:reject', 'new:start'].sort());
  });
  it("says 'already in work' only for a start of an order in progress", () => {
    expect(orderRefusal('in_progress', 'start')).toBe('order_in_work');
    expect(orderRefusal('done', 'start')).toBe('order_status_invalid');
    expect(orderRefusal('new', 'start')).toBeNull();
  });
  it('badges keep WCAG AA contrast (4.5:1) for their text', () => {
    const lum = (hex: string) => {
      const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    for (const { background, color } of Object.values(ORDER_BADGE)) {
      const [a, b] = [lum(background), lum(color)].sort((x, y) => y - x);
      expect((a + 0.05) / (b + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('fileNameOf (Excel export name)', () => {
  it('reads Content-Disposition, else download.xlsx', () => {
    expect(fileNameOf('attachment; filename="order-7.xlsx"')).toBe('order-7.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%D0%B7%D0%B0%D0%BA%D0%B0%D0%B7.xlsx")).toBe('заказ.xlsx');
    expect(fileNameOf(null)).toBe('download.xlsx');
    expect(fileNameOf('attachment')).toBe('download.xlsx');
  });
});
