import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { authTokens, loginFailures } from '../../server/db/schema';
import { LOGIN_LIMITS } from '../../server/modules/auth/service';
import { DEMO_PASSWORD, expectError, freshApp, rows, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await freshApp({ poolSize: 8 });
});
afterAll(() => t?.close());

/** Each test signs in from its own address so the per-address limit of one test never leaks into another. */
let addressCounter = 0;
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const LOGIN = '/api/auth/v1/login/';
const postLogin = (payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: LOGIN, payload: payload as object, remoteAddress });

const DEMO_ROLES = {
  admin: 'admin',
  manager: 'manager',
  seller: 'seller',
  clientmanager: 'customer_access_seller',
} as const;

describe('POST /api/auth/v1/login/: success', () => {
  it.each(Object.entries(DEMO_ROLES))('signs in %s with role %s', async (username, role) => {
    const res = await postLogin({ username, password: DEMO_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();

    expect(body.token).toMatch(/^[0-9a-f]{64}$/);

    const { company } = body;
    expect(company).toMatchObject({ id: t.fx.demo.companyId, name: 'Demo Textile' });
    expect(company.baseCurrency).toEqual({ id: t.fx.demo.currencyIds.USD, name: 'USD' });
    expect(company.nationalCurrency).toEqual({ id: t.fx.demo.currencyIds.UZS, name: 'UZS' });
    expect(company.secondaryDefaultCurrency).toEqual({ id: t.fx.demo.currencyIds.UZS, name: 'UZS' });
    expect(company.currencies.map((c: { currency: { name: string } }) => c.currency.name)).toEqual(['USD', 'UZS', 'RUB']);
    const usd = company.currencies[0];
    expect(usd).toMatchObject({ is_base: true, is_national: false, currency: { id: t.fx.demo.currencyIds.USD, name: 'USD' } });
    expect(Number(usd.rate)).toBe(1);
    expect(Number(company.currencies[1].rate)).toBe(12650);
    expect(company.currencies[1]).toMatchObject({ is_base: false, is_national: true, is_secondary_default: true });
    // rates are decimal strings, never JSON numbers
    for (const c of company.currencies) expect(typeof c.rate).toBe('string');
    // three place types x three currencies
    expect(company.place_type_rates).toHaveLength(9);
    for (const r of company.place_type_rates) {
      expect(r.company).toBe(t.fx.demo.companyId);
      expect(typeof r.rate).toBe('string');
      expect(r.currency).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    }

    const { user } = body;
    expect(Object.keys(user).sort()).toEqual(
      ['id', 'username', 'name', 'phone', 'salary', 'sell_percent', 'position', 'role', 'roles', 'places', 'payload'].sort(),
    );
    expect(user).toMatchObject({ id: t.fx.demo.staff[username as keyof typeof DEMO_ROLES], username, role, roles: [role], payload: { picture: null } });
    expect(typeof user.name).toBe('string');
    expect(user.name.length).toBeGreaterThan(0);
    expect(typeof user.phone).toBe('string');
    expect(typeof user.position).toBe('string');
    expect(user.salary).toMatch(/^\d+\.\d{2}$/);
    expect(user.sell_percent).toMatch(/^\d+\.\d{2}$/);
    expect(Array.isArray(user.places)).toBe(true);
    expect(body).not.toHaveProperty('user.passwordHash');
    expect(res.body).not.toContain('scrypt$');
  });

  it('gives each user exactly their allowed places', async () => {
    const p = t.fx.demo.placeIds;
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const expected: Record<string, number[]> = {
      admin: sorted([p['Chorsu shop'], p['Mall shop'], p['Central warehouse'], p['Wholesale hall']]),
      manager: sorted([p['Chorsu shop'], p['Mall shop'], p['Central warehouse']]),
      seller: sorted([p['Chorsu shop'], p['Mall shop']]),
      clientmanager: sorted([p['Chorsu shop'], p['Wholesale hall']]),
    };
    for (const [username, places] of Object.entries(expected)) {
      const res = await postLogin({ username, password: DEMO_PASSWORD });
      expect(res.json().user.places, username).toEqual(places);
    }
  });

  it('signs in the other company admin into their own company', async () => {
    const res = await postLogin({ username: 'other_admin', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toMatchObject({ id: t.fx.other.companyId, name: 'Other Co' });
    expect(body.company.nationalCurrency.name).toBe('KZT');
    expect(body.user.places).toEqual([t.fx.other.placeId]);
  });

  it('takes the username case-insensitively (and trims it)', async () => {
    for (const username of ['ADMIN', 'Admin', '  admin  ']) {
      const res = await postLogin({ username, password: DEMO_PASSWORD });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().user.username).toBe('admin');
    }
  });

  it('gives a new token at each sign-in, and stores only its SHA-256', async () => {
    const a = (await postLogin({ username: 'manager', password: DEMO_PASSWORD })).json().token as string;
    const b = (await postLogin({ username: 'manager', password: DEMO_PASSWORD })).json().token as string;
    expect(a).not.toBe(b);
    const stored = await t.db.select({ keyHash: authTokens.keyHash }).from(authTokens);
    const hashes = stored.map((r) => r.keyHash);
    expect(hashes).toContain(hashToken(a));
    expect(hashes).toContain(hashToken(b));
    expect(hashes).not.toContain(a);
    expect(hashes).not.toContain(b);
    // and the raw key appears nowhere in the table
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from auth_tokens where key_hash = ${a} or position(${a} in auth_tokens::text) > 0`,
    );
    expect(Number(n)).toBe(0);
  });

  it('accepts a password of exactly 128 characters and a username of exactly 64 (then refuses them as credentials)', async () => {
    const res = await postLogin({ username: 'u'.repeat(64), password: 'p'.repeat(128) });
    expectError(res, 400, 'invalid_credentials', undefined, 'Incorrect username or password');
  });
});

describe('POST /api/auth/v1/login/: refusals', () => {
  it('refuses a wrong password with 400 invalid_credentials', async () => {
    const res = await postLogin({ username: 'admin', password: 'wrong-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ code: 'invalid_credentials', message: 'Incorrect username or password' }] });
  });

  it('refuses an unknown user the same way', async () => {
    const res = await postLogin({ username: 'nobody_here', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ code: 'invalid_credentials', message: 'Incorrect username or password' }] });
  });

  it('refuses a user of no company with 403 no_company', async () => {
    const res = await postLogin({ username: 'nocompany', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [{ code: 'no_company', message: "You don't have permissions to enter" }] });
  });

  it('refuses a user of no company with a wrong password as invalid credentials (tells nothing more)', async () => {
    const res = await postLogin({ username: 'nocompany', password: 'nope' });
    expectError(res, 400, 'invalid_credentials');
  });

  it('gives a user of no company no token', async () => {
    const before = await t.db.select().from(authTokens).where(sql`${authTokens.employeeId} = ${t.fx.noCompanyId}`);
    await postLogin({ username: 'nocompany', password: DEMO_PASSWORD });
    const after = await t.db.select().from(authTokens).where(sql`${authTokens.employeeId} = ${t.fx.noCompanyId}`);
    expect(after.length).toBe(before.length);
  });
});

describe('POST /api/auth/v1/login/: validation', () => {
  it.each([
    ['username missing', { password: DEMO_PASSWORD }, 'username', 'required', 'is required'],
    ['username empty', { username: '', password: DEMO_PASSWORD }, 'username', 'required', 'is required'],
    ['username blank', { username: '   ', password: DEMO_PASSWORD }, 'username', 'required', 'is required'],
    ['username null', { username: null, password: DEMO_PASSWORD }, 'username', 'required', 'is required'],
    ['username longer than 64', { username: 'a'.repeat(65), password: DEMO_PASSWORD }, 'username', 'max_length', 'is too long'],
    ['password missing', { username: 'admin' }, 'password', 'required', 'is required'],
    ['password empty', { username: 'admin', password: '' }, 'password', 'required', 'is required'],
    ['password longer than 128', { username: 'admin', password: 'p'.repeat(129) }, 'password', 'max_length', 'is too long'],
    ['username not a string', { username: 12345, password: DEMO_PASSWORD }, 'username', 'invalid', 'is invalid'],
  ])('%s -> 400 on the field', async (_name, payload, field, code, message) => {
    const res = await postLogin(payload);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors;
    expect(errors).toEqual([{ field, code, message }]);
  });

  it('reports both fields when both are missing', async () => {
    const res = await postLogin({});
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; code: string }[];
    expect(errors.map((e) => [e.field, e.code]).sort()).toEqual([
      ['password', 'required'],
      ['username', 'required'],
    ]);
  });

  it('does not count validation errors as failed attempts', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.perUsername + 2; i++) {
      expect((await postLogin({ username: 'manager', password: '' }, address)).statusCode).toBe(400);
    }
    expect((await postLogin({ username: 'manager', password: DEMO_PASSWORD }, address)).statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"username": "admin", "password": ', 'application/json'],
    ['truncated JSON', '{', 'application/json'],
    ['empty JSON body', '', 'application/json'],
    ['JSON array', '[1, 2]', 'application/json'],
    ['JSON string', '"admin"', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['wrong content type', 'username=admin&password=demo1234', 'application/x-www-form-urlencoded'],
    ['plain text', 'hello', 'text/plain'],
  ])('%s -> 4xx in the one error shape, never 500', async (_name, payload, contentType) => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: newAddress(),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json();
    expect(Array.isArray(body.errors)).toBe(true);
    expect(body.errors.length).toBeGreaterThan(0);
    for (const e of body.errors) {
      expect(typeof e.code).toBe('string');
      expect(typeof e.message).toBe('string');
    }
  });

  it('malformed JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: newAddress(),
    });
    expectError(res, 400, 'invalid');
  });

  it('no body at all -> 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, remoteAddress: newAddress() });
    expect(res.statusCode, res.body).toBe(400);
    expect(Array.isArray(res.json().errors)).toBe(true);
  });
});

describe('POST /api/auth/v1/login/: rate limits (no lock-out of the owner)', () => {
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
  /** `n` failures on the account, as if from as many different addresses (attempts an attacker spread out). */
  const sprayed = (user: string, n: number) => t.db.insert(loginFailures).values(Array.from({ length: n }, () => ({ key: `user:${user}` })));
  /** Move every failure of these keys `seconds` into the past (time passing, without sleeping). */
  const age = (keys: string[], seconds: number) =>
    t.db.execute(sql`update login_failures set at = at - make_interval(secs => ${seconds}) where key = any(${`{${keys.join(',')}}`}::text[])`);

  it(`after ${LOGIN_LIMITS.perPair} failures from one address for one account, that pair waits (429 with Retry-After), the owner elsewhere does not`, async () => {
    const owner = newAddress();
    expect((await postLogin({ username: 'seller', password: DEMO_PASSWORD }, owner)).statusCode).toBe(200); // a known-good address
    const attacker = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      expectError(await postLogin({ username: 'seller', password: `wrong-${i}` }, attacker), 400, 'invalid_credentials');
    }
    const refused = await postLogin({ username: 'seller', password: DEMO_PASSWORD }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [{ code: 'too_many_attempts', message: 'Too many sign-in attempts, try again later' }] });
    expect(retryAfter(refused)).toBeGreaterThan(800);
    expect(retryAfter(refused)).toBeLessThanOrEqual(900);
    // the username ignores case
    expectError(await postLogin({ username: 'SELLER', password: DEMO_PASSWORD }, attacker), 429, 'too_many_attempts');
    // the owner at the known-good address signs in at once
    expect((await postLogin({ username: 'seller', password: DEMO_PASSWORD }, owner)).statusCode).toBe(200);
    // other users at the attacker's address are not affected
    expect((await postLogin({ username: 'clientmanager', password: DEMO_PASSWORD }, attacker)).statusCode).toBe(200);
    // when the window has passed, the pair may try again
    await age([`pair:seller|${attacker}`], 16 * 60);
    expect((await postLogin({ username: 'seller', password: DEMO_PASSWORD }, attacker)).statusCode).toBe(200);
  });

  it('a burst of parallel wrong passwords checks at most the limit (the count is taken and recorded under a lock; on PostgreSQL the burst is really parallel)', async () => {
    const attacker = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => postLogin({ username: 'burst-victim', password: `burst-${i}` }, attacker)));
    const checked = answers.filter((a) => a.statusCode === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perPair);
    for (const a of answers.filter((x) => x.statusCode !== 400)) expectError(a, 429, 'too_many_attempts');
    // the per-address limit under a burst of many usernames: tests/faults/postgres.faults.test.ts
  });

  it('failures spread over many addresses slow the account down with a growing delay, never lock the owner out', async () => {
    const owner = newAddress();
    expect((await postLogin({ username: 'manager', password: DEMO_PASSWORD }, owner)).statusCode).toBe(200);
    // the first wrong attempts from new addresses are answered; past 5 the account is slowed down
    for (let i = 0; i < 5; i++) expectError(await postLogin({ username: 'manager', password: 'nope' }, newAddress()), 400, 'invalid_credentials');
    expectError(await postLogin({ username: 'manager', password: 'nope' }, newAddress()), 429, 'too_many_attempts');
    await sprayed('manager', 2);
    // 7 failures: an unknown address waits 2^(7-5) = 4 s after the last failure, told by Retry-After
    const stranger = newAddress();
    const slowed = await postLogin({ username: 'manager', password: DEMO_PASSWORD }, stranger);
    expectError(slowed, 429, 'too_many_attempts');
    expect(retryAfter(slowed)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(4);
    // the owner's known-good address is not slowed
    expect((await postLogin({ username: 'manager', password: DEMO_PASSWORD }, owner)).statusCode).toBe(200);
    // after the delay the stranger (e.g. the owner on a new phone) gets in too
    await sprayed('manager', 7);
    await age(['user:manager'], 5);
    expect((await postLogin({ username: 'manager', password: DEMO_PASSWORD }, stranger)).statusCode).toBe(200);
  });

  it('the delay grows with the failures and is capped', async () => {
    await sprayed('ghost_spray', 12);
    const res = await postLogin({ username: 'ghost_spray', password: 'x' }, newAddress());
    expectError(res, 429, 'too_many_attempts');
    expect(retryAfter(res)).toBeGreaterThan(30);
    expect(retryAfter(res)).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelayS);
  });

  it('a successful sign-in clears the pair and account failures', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.perPair - 1; i++) {
      expectError(await postLogin({ username: 'clientmanager', password: 'wrong' }, address), 400, 'invalid_credentials');
    }
    expect((await postLogin({ username: 'clientmanager', password: DEMO_PASSWORD }, address)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perPair - 1; i++) {
      expectError(await postLogin({ username: 'clientmanager', password: 'wrong' }, address), 400, 'invalid_credentials');
    }
    expect((await postLogin({ username: 'clientmanager', password: DEMO_PASSWORD }, address)).statusCode).toBe(200);
  });

  it(`after ${LOGIN_LIMITS.perIp} failures from one address (different usernames) that address waits`, async () => {
    const address = '192.168.77.7';
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      expectError(await postLogin({ username: `ghost_${i}`, password: 'wrong' }, address), 400, 'invalid_credentials');
    }
    const refused = await postLogin({ username: 'admin', password: DEMO_PASSWORD }, address);
    expectError(refused, 429, 'too_many_attempts');
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expectError(await postLogin({ username: 'ghost_new', password: 'wrong' }, address), 429, 'too_many_attempts');
    // another address is not affected
    expect((await postLogin({ username: 'admin', password: DEMO_PASSWORD }, '192.168.77.8')).statusCode).toBe(200);
  });

  it('keeps the failures and the known addresses in the database (shared by several API instances)', async () => {
    const address = '172.16.5.5';
    expectError(await postLogin({ username: 'shared_user', password: 'x' }, address), 400, 'invalid_credentials');
    const keys = (await t.db.select({ key: loginFailures.key }).from(loginFailures)).map((r) => r.key);
    expect(keys).toContain('user:shared_user');
    expect(keys).toContain(`ip:${address}`);
    expect(keys).toContain(`pair:shared_user|${address}`);
    expect((await postLogin({ username: 'admin', password: DEMO_PASSWORD }, address)).statusCode).toBe(200);
    const known = await t.db.execute(sql`select username, address from login_known_addresses where address = ${address}`);
    expect((known as unknown as { rows: unknown[] }).rows).toEqual([{ username: 'admin', address }]);
  });
});
