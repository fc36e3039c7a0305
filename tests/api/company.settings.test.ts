/**
 * GET/PATCH company settings: the offline sales' window (companies.offline_window_hours, 1..720 hours).
 * The admin and the manager read it, the admin changes it; the row is always the caller's company; the
 * till reads the new value through GET till_catalogue/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettingsOut, companySettingsPath } from '../../src/domain/company/contract';
import { expectContract } from './contract';
import { as, authed, type Client, expectError, freshApp, type TestApp } from './helpers';

const PATH = `/api${companySettingsPath}`;
const TILL_CATALOGUE = '/api/realization/v1/till_catalogue/';

let t: TestApp;
let admin: Client;
let manager: Client;
let seller: Client;
let otherAdmin: Client;

beforeAll(async () => {
  t = await freshApp();
  [admin, manager, seller, otherAdmin] = await Promise.all(['admin', 'manager', 'seller', 'other_admin'].map((u) => as(t.app, u)));
});
afterAll(() => t?.close());

const hoursOf = async (who: Client) => expectContract(await who.get(PATH), companySettingsOut).offline_window_hours;

describe('company settings', () => {
  it('the admin and the manager read the default window, 72 hours', async () => {
    expect(await hoursOf(admin)).toBe(72);
    expect(await hoursOf(manager)).toBe(72);
  });

  it('the admin changes the window: 200 with the new settings, read back, and the till gets it', async () => {
    const res = await admin.patch(PATH, { offline_window_hours: 24 });
    expect(expectContract(res, companySettingsOut)).toEqual({ offline_window_hours: 24 });
    expect(await hoursOf(admin)).toBe(24);
    expect(await hoursOf(manager)).toBe(24);
    const shop = Object.values(t.fx.demo.placeIds)[0];
    const till = await admin.get(`${TILL_CATALOGUE}?place=${shop}`);
    expect(till.statusCode, till.body).toBe(200);
    expect(till.json().settings.offline_window_hours).toBe(24);

    // the bounds themselves are accepted; an integer typed as text too (a form's field)
    expect((await admin.patch(PATH, { offline_window_hours: 1 })).json()).toEqual({ offline_window_hours: 1 });
    expect((await admin.patch(PATH, { offline_window_hours: '720' })).json()).toEqual({ offline_window_hours: 720 });
    // an unknown key is dropped, as in every body of the API (no schema is strict)
    const extra = await admin.patch(PATH, { offline_window_hours: 48, company: t.fx.other.companyId, name: 'x' });
    expect(expectContract(extra, companySettingsOut)).toEqual({ offline_window_hours: 48 });
  });

  it('refuses a window that is not a whole number of hours from 1 to 720, on the field, and keeps the old one', async () => {
    await admin.patch(PATH, { offline_window_hours: 36 });
    const cases: [unknown, string][] = [
      [0, 'offline_window_hours_range'],
      [-1, 'offline_window_hours_range'],
      [721, 'offline_window_hours_range'],
      [2147483648, 'offline_window_hours_range'],
      [1.5, 'integer_required'],
      ['1.5', 'integer_required'],
      ['abc', 'integer_required'],
      [true, 'integer_required'],
      [null, 'required'],
    ];
    for (const [value, code] of cases) {
      expectError(await admin.patch(PATH, { offline_window_hours: value }), 400, code, 'offline_window_hours');
    }
    expectError(await admin.patch(PATH, {}), 400, 'required', 'offline_window_hours');
    expectError(await admin.patch(PATH, { hours: 10 }), 400, 'required', 'offline_window_hours');
    expect(await hoursOf(admin)).toBe(36);
  });

  it('answers the range refusal with its English text', async () => {
    expectError(await admin.patch(PATH, { offline_window_hours: 0 }), 400, 'offline_window_hours_range', 'offline_window_hours', 'Enter a whole number of hours from 1 to 720');
  });

  it('a seller may neither read nor change it; a manager may not change it; no token is 401', async () => {
    expectError(await seller.get(PATH), 403, 'permission_denied');
    expectError(await seller.patch(PATH, { offline_window_hours: 10 }), 403, 'permission_denied');
    expectError(await manager.patch(PATH, { offline_window_hours: 10 }), 403, 'permission_denied');
    const anonymous = authed(t.app, null);
    expectError(await anonymous.get(PATH), 401, 'not_authenticated');
    expectError(await anonymous.patch(PATH, { offline_window_hours: 10 }), 401, 'not_authenticated');
  });

  it("another company's admin changes only their own company's window", async () => {
    await admin.patch(PATH, { offline_window_hours: 12 });
    expect(await hoursOf(otherAdmin)).toBe(72);
    expect(expectContract(await otherAdmin.patch(PATH, { offline_window_hours: 200 }), companySettingsOut)).toEqual({ offline_window_hours: 200 });
    expect(await hoursOf(otherAdmin)).toBe(200);
    expect(await hoursOf(admin)).toBe(12);
  });
});
