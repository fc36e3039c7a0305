import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newTokenKey } from '../../server/auth/tokens';
import { authTokens, employees } from '../../server/db/schema';
import { TOKEN_TTL_MS } from '../../server/auth/access';
import { authed, DEMO_PASSWORD, expectError, freshApp, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await freshApp();
});
afterAll(() => t?.close());

const INFO = '/api/auth/v1/info/';
const LOGOUT = '/api/auth/v1/logout/';

describe('GET /api/auth/v1/info/', () => {
  it.each(['admin', 'manager', 'seller', 'clientmanager'])('answers the sign-in payload without the token for %s', async (username) => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const { token, ...payload } = signIn.json();
    const res = await authed(t.app, token).get(INFO);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('token');
    expect(body).toEqual(payload);
  });

  it('no Authorization header -> 401 not_authenticated', async () => {
    const res = await t.app.inject({ method: 'GET', url: INFO });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ code: 'not_authenticated', message: 'Authentication credentials were not provided' }] });
  });

  it.each([
    ['Bearer scheme', (k: string) => `Bearer ${k}`],
    ['no key', () => 'Token '],
    ['not hex', () => 'Token zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
    ['too short', () => 'Token abcd'],
  ])('a header that is no token (%s) -> 401 not_authenticated', async (_name, header) => {
    const res = await t.app.inject({ method: 'GET', url: INFO, headers: { authorization: header(newTokenKey()) } });
    expectError(res, 401, 'not_authenticated');
  });

  it('an unknown token -> 401 invalid_token', async () => {
    const res = await authed(t.app, newTokenKey()).get(INFO);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ code: 'invalid_token', message: 'Invalid token' }] });
  });

  it('the stored hash used as a token -> 401 invalid_token', async () => {
    const token = await login(t.app, 'seller');
    expectError(await authed(t.app, hashToken(token)).get(INFO), 401, 'invalid_token');
  });

  it('takes the scheme and the key in any case', async () => {
    const token = await login(t.app, 'seller');
    const res = await t.app.inject({ method: 'GET', url: INFO, headers: { authorization: `token ${token.toUpperCase()}` } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a token older than its lifetime -> 401 invalid_token', async () => {
    const token = await login(t.app, 'seller');
    expect((await authed(t.app, token).get(INFO)).statusCode).toBe(200);
    await t.db
      .update(authTokens)
      .set({ createdAt: new Date(Date.now() - TOKEN_TTL_MS - 60_000) })
      .where(eq(authTokens.keyHash, hashToken(token)));
    expectError(await authed(t.app, token).get(INFO), 401, 'invalid_token');
  });

  it('a token of a deactivated employee -> 401 invalid_token', async () => {
    const token = await login(t.app, 'manager');
    await t.db.update(employees).set({ isActive: false }).where(eq(employees.id, t.fx.demo.staff.manager));
    try {
      expectError(await authed(t.app, token).get(INFO), 401, 'invalid_token');
    } finally {
      await t.db.update(employees).set({ isActive: true }).where(eq(employees.id, t.fx.demo.staff.manager));
    }
    expect((await authed(t.app, token).get(INFO)).statusCode).toBe(200);
  });

  it('a token of an employee of no company -> 403 no_company', async () => {
    // sign-in refuses such users; a token can still exist if the employee was detached later
    const key = newTokenKey();
    await t.db.insert(authTokens).values({ keyHash: hashToken(key), employeeId: t.fx.noCompanyId });
    expectError(await authed(t.app, key).get(INFO), 403, 'no_company', undefined, "You don't have permissions to enter");
  });
});

describe('POST /api/auth/v1/logout/', () => {
  it('answers 204, revokes the token, and a second call gets 401', async () => {
    const token = await login(t.app, 'clientmanager');
    const client = authed(t.app, token);
    expect((await client.get(INFO)).statusCode).toBe(200);

    const res = await client.post(LOGOUT);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.keyHash, hashToken(token)));
    expect(row.revokedAt).toBeInstanceOf(Date);

    expectError(await client.get(INFO), 401, 'invalid_token');
    expectError(await client.post(LOGOUT), 401, 'invalid_token');
    expectError(await client.get('/api/company/v1/places/'), 401, 'invalid_token');
  });

  it('revokes only that token: another session of the same user keeps working', async () => {
    const first = authed(t.app, await login(t.app, 'admin'));
    const second = authed(t.app, await login(t.app, 'admin'));
    expect((await first.post(LOGOUT)).statusCode).toBe(204);
    expectError(await first.get(INFO), 401, 'invalid_token');
    expect((await second.get(INFO)).statusCode).toBe(200);
  });

  it('without a token -> 401 not_authenticated', async () => {
    expectError(await t.app.inject({ method: 'POST', url: LOGOUT }), 401, 'not_authenticated');
  });

  it('with an unknown token -> 401 invalid_token and revokes nothing', async () => {
    const before = await t.db.select().from(authTokens).where(isNotNull(authTokens.revokedAt));
    expectError(await authed(t.app, newTokenKey()).post(LOGOUT), 401, 'invalid_token');
    const after = await t.db.select().from(authTokens).where(isNotNull(authTokens.revokedAt));
    expect(after.length).toBe(before.length);
  });

  it('signing in again after logout gives a working new token', async () => {
    const old = await login(t.app, 'seller');
    expect((await authed(t.app, old).post(LOGOUT)).statusCode).toBe(204);
    const fresh = await login(t.app, 'seller');
    expect(fresh).not.toBe(old);
    expect((await authed(t.app, fresh).get(INFO)).statusCode).toBe(200);
    const live = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.keyHash, hashToken(old)), isNotNull(authTokens.revokedAt)));
    expect(live).toHaveLength(1);
  });
});
