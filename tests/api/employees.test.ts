/**
 * Issue 15, employees and the profile: list (search, active filter), create, read, PATCH, PUT, DELETE
 * (deactivate + revoke every token), password changes, the profile picture, roles and their refusals,
 * another company's employee, and that a change of roles or places counts on the very next request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authInfoOut } from '../../src/domain/auth/contract';
import { employeeOut, employeePageOut, passwordChangedOut } from '../../src/domain/employee/contract';
import { buildApp } from '../../server/app';
import { expectContract } from './contract';
import { as, authed, type Client, expectError, fixtures, freshDb, login, type Fixtures, type TestDb } from './helpers';

const EMPLOYEES = '/api/company/v1/employees/';
const PLACES = '/api/company/v1/places/';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4b10000000049454e44ae426082', 'hex');

let db: TestDb;
let app: FastifyInstance;
let dir: string;
let fx: Fixtures;
let admin: Client;
let manager: Client;
let seller: Client;
let otherAdmin: Client;
let P: Record<string, number>;
let C: Record<string, number>;
let no = 0;
const phone = () => `+99899${String(1000000 + ++no).padStart(7, '0')}`;

function picture() {
  const boundary = '----employee';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  db = await freshDb();
  dir = await mkdtemp(join(tmpdir(), 'employees-'));
  app = await buildApp(db.db, { uploadDir: dir });
  await app.ready();
  fx = fixtures();
  P = fx.demo.placeIds;
  C = fx.demo.currencyIds;
  [admin, manager, seller, otherAdmin] = await Promise.all(['admin', 'manager', 'seller', 'other_admin'].map((u) => as(app, u)));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A complete body of POST: a seller of Chorsu shop. */
function body(over: Record<string, unknown> = {}) {
  const n = ++no;
  return {
    username: `seller${n}`,
    password: 'secret-pass-1',
    name: 'Nodira Yusupova',
    passport_id: 'AB1234567',
    phone: phone(),
    email: `nodira${n}@example.uz`,
    address: 'Tashkent, Yunusabad 4',
    position: 'Seller',
    salary: '150000',
    salary_currency: C.UZS,
    sell_percent: '2,5',
    roles: ['seller'],
    places: [P['Chorsu shop']],
    current_workplace: P['Chorsu shop'],
    ...over,
  };
}

async function hire(over: Record<string, unknown> = {}) {
  const input = body(over);
  const made = expectContract(await admin.post(EMPLOYEES, input), employeeOut, 201);
  return { ...made, password: input.password };
}

describe('employees: create, read, list', () => {
  it('creates with every field and answers 201 without the password; the employee signs in', async () => {
    const input = body({ username: '  Nodira.Y ' });
    const res = await admin.post(EMPLOYEES, input);
    const made = expectContract(res, employeeOut, 201);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('secret-pass-1');
    expect(made).toMatchObject({
      username: 'Nodira.Y',
      name: 'Nodira Yusupova',
      passport_id: 'AB1234567',
      phone: input.phone,
      position: 'Seller',
      salary: '150000.00',
      salary_currency: { id: C.UZS, name: 'UZS' },
      sell_percent: '2.50',
      roles: ['seller'],
      places: [P['Chorsu shop']],
      current_workplace: P['Chorsu shop'],
      picture: null,
      is_active: true,
    });
    // sign-in is by username whatever its case
    const token = await login(app, 'nodira.y', 'secret-pass-1');
    expectContract(await authed(app, token).get(`${EMPLOYEES}${made.id}/`), employeeOut);
  });

  it('lists with search over name, username and phone, and the active filter', async () => {
    const a = await hire({ name: 'Sardor Qodirov' });
    const page = expectContract(await admin.get(`${EMPLOYEES}?search=qodirov`), employeePageOut);
    expect(page.results.map((e) => e.id)).toEqual([a.id]);
    expect((await admin.get(`${EMPLOYEES}?search=${encodeURIComponent(a.phone.slice(-7))}`)).json().results.map((e: { id: number }) => e.id)).toEqual([a.id]);
    expect((await admin.get(`${EMPLOYEES}?search=${a.username.toUpperCase()}`)).json().results.map((e: { id: number }) => e.id)).toEqual([a.id]);
    const all = expectContract(await admin.get(`${EMPLOYEES}?limit=2`), employeePageOut);
    expect(all.results).toHaveLength(2);
    expect(all.next).not.toBeNull();
    // only the caller's company
    const others = expectContract(await otherAdmin.get(`${EMPLOYEES}?limit=100`), employeePageOut);
    expect(others.results.map((e) => e.username)).toEqual(['other_admin']);
    expect((await admin.delete(`${EMPLOYEES}${a.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`${EMPLOYEES}?search=qodirov`)).json().count).toBe(0);
    expect((await admin.get(`${EMPLOYEES}?search=qodirov&is_active=false`)).json().results.map((e: { id: number }) => e.id)).toEqual([a.id]);
    expect((await admin.get(`${EMPLOYEES}?search=qodirov&is_active=all`)).json().count).toBe(1);
    expectError(await admin.get(`${EMPLOYEES}?is_active=maybe`), 400, 'invalid', 'is_active');
  });
});

describe('employees: validation and uniqueness', () => {
  it('refuses each missing field with "is required" (SPEC.md 5: all but is_active)', async () => {
    for (const field of ['username', 'password', 'name', 'passport_id', 'phone', 'email', 'address', 'position', 'salary', 'salary_currency', 'sell_percent', 'roles', 'places', 'current_workplace']) {
      const input: Record<string, unknown> = body();
      delete input[field];
      expectError(await admin.post(EMPLOYEES, input), 400, 'required', field, 'is required');
    }
    expectError(await admin.post(EMPLOYEES, body({ roles: [] })), 400, 'required', 'roles');
    expectError(await admin.post(EMPLOYEES, body({ places: [] })), 400, 'required', 'places');
  });

  it('refuses each bad field with its message', async () => {
    expectError(await admin.post(EMPLOYEES, body({ phone: '998901234567' })), 400, 'phone_invalid', 'phone', 'Phone is invalid');
    expectError(await admin.post(EMPLOYEES, body({ phone: '+99890123456' })), 400, 'phone_invalid', 'phone');
    expectError(await admin.post(EMPLOYEES, body({ passport_id: 'AB12345678X' })), 400, 'max_length', 'passport_id');
    expectError(await admin.post(EMPLOYEES, body({ username: 'u'.repeat(65) })), 400, 'max_length', 'username');
    expectError(await admin.post(EMPLOYEES, body({ username: 'two words' })), 400, 'username_invalid', 'username');
    expectError(await admin.post(EMPLOYEES, body({ password: 'short' })), 400, 'password_too_short', 'password');
    expectError(await admin.post(EMPLOYEES, body({ password: 'p'.repeat(129) })), 400, 'max_length', 'password');
    expectError(await admin.post(EMPLOYEES, body({ email: 'not-an-email' })), 400, 'email_invalid', 'email', 'Email is not a valid');
    expectError(await admin.post(EMPLOYEES, body({ roles: ['boss'] })), 400, 'invalid', 'roles.0');
    expectError(await admin.post(EMPLOYEES, body({ roles: ['seller', 'seller'] })), 400, 'invalid', 'roles');
    expectError(await admin.post(EMPLOYEES, body({ sell_percent: '100.01' })), 400, 'amount_too_large', 'sell_percent');
    expectError(await admin.post(EMPLOYEES, body({ salary: '1.234' })), 400, 'max_decimal_places', 'salary');
    expectError(await admin.post(EMPLOYEES, body({ salary: '-5' })), 400, 'negative_amount', 'salary');
    expectError(await admin.post(EMPLOYEES, body({ name: 'A\u0000B' })), 400, 'invalid', 'name');
    expectError(await admin.post(EMPLOYEES, body({ places: [2147483648] })), 400, 'invalid', 'places.0');
    expectError(await admin.post(EMPLOYEES, body({ current_workplace: P['Mall shop'] })), 400, 'workplace_not_in_places', 'current_workplace');
    // another company's place, an unknown place, a currency the company does not use
    expectError(await admin.post(EMPLOYEES, body({ places: [fx.other.placeId], current_workplace: fx.other.placeId })), 400, 'invalid', 'places');
    expectError(await admin.post(EMPLOYEES, body({ places: [999999], current_workplace: 999999 })), 400, 'invalid', 'places');
    expectError(await admin.post(EMPLOYEES, body({ salary_currency: C.KZT })), 400, 'currency_not_in_company', 'salary_currency');
  });

  it('refuses a taken username (any case, any company) and a taken phone with the spec texts', async () => {
    const a = await hire();
    expectError(await admin.post(EMPLOYEES, body({ username: a.username.toUpperCase() })), 409, 'user_username_exists', 'username', 'User with this username already exists');
    expectError(await admin.post(EMPLOYEES, body({ username: 'OTHER_ADMIN' })), 409, 'user_username_exists', 'username');
    expectError(await admin.post(EMPLOYEES, body({ phone: a.phone })), 409, 'user_phone_exists', 'phone', 'User with this phone already exists');
    const b = await hire();
    expectError(await admin.patch(`${EMPLOYEES}${b.id}/`, { phone: a.phone }), 409, 'user_phone_exists', 'phone');
    expectError(await admin.patch(`${EMPLOYEES}${b.id}/`, { username: a.username }), 409, 'user_username_exists', 'username');
    // the same phone in another company is not a duplicate
    const theirs = await otherAdmin.post(EMPLOYEES, body({ phone: a.phone, salary_currency: C.KZT, places: [fx.other.placeId], current_workplace: fx.other.placeId }));
    expectContract(theirs, employeeOut, 201);
  });
});

describe('employees: roles, own record, another company', () => {
  it('lets only the admin list, create, put and delete; 401 without a token', async () => {
    for (const who of [manager, seller]) {
      expectError(await who.get(EMPLOYEES), 403, 'permission_denied');
      expectError(await who.post(EMPLOYEES, body()), 403, 'permission_denied');
      expectError(await who.put(`${EMPLOYEES}${fx.demo.staff.seller}/`, body()), 403, 'permission_denied');
      expectError(await who.delete(`${EMPLOYEES}${fx.demo.staff.seller}/`), 403, 'permission_denied');
    }
    expectError(await authed(app, null).get(EMPLOYEES), 401, 'not_authenticated');
    expectError(await authed(app, null).get(`${EMPLOYEES}${fx.demo.staff.seller}/`), 401, 'not_authenticated');
  });

  it('everyone reads and edits the personal fields of their own record, not another one', async () => {
    const me = expectContract(await seller.get(`${EMPLOYEES}${fx.demo.staff.seller}/`), employeeOut);
    expect(me.username).toBe('seller');
    expectError(await seller.get(`${EMPLOYEES}${fx.demo.staff.admin}/`), 404, 'not_found');
    expectError(await seller.patch(`${EMPLOYEES}${fx.demo.staff.manager}/`, { name: 'X' }), 404, 'not_found');
    const changed = expectContract(await seller.patch(`${EMPLOYEES}${fx.demo.staff.seller}/`, { address: 'Tashkent, Chilonzor 9', email: 'dilnoza@example.uz' }), employeeOut);
    expect(changed).toMatchObject({ address: 'Tashkent, Chilonzor 9', email: 'dilnoza@example.uz' });
    // no raising one's own roles, salary or places
    expectError(await seller.patch(`${EMPLOYEES}${fx.demo.staff.seller}/`, { roles: ['admin'] }), 403, 'permission_denied', 'roles');
    expectError(await seller.patch(`${EMPLOYEES}${fx.demo.staff.seller}/`, { salary: '999' }), 403, 'permission_denied', 'salary');
    expectError(await seller.patch(`${EMPLOYEES}${fx.demo.staff.seller}/`, { places: [P['Wholesale hall']] }), 403, 'permission_denied', 'places');
    expect((await seller.get(`${EMPLOYEES}${fx.demo.staff.seller}/`)).json().roles).toEqual(['seller']);
    // the current workplace: only one of one's places
    expectContract(await seller.patch(`${EMPLOYEES}${fx.demo.staff.seller}/`, { current_workplace: P['Mall shop'] }), employeeOut);
    expectError(await seller.patch(`${EMPLOYEES}${fx.demo.staff.seller}/`, { current_workplace: P['Wholesale hall'] }), 400, 'workplace_not_in_places', 'current_workplace');
  });

  it("answers 404 for another company's employee, whatever the call", async () => {
    const id = fx.other.adminId;
    expectError(await admin.get(`${EMPLOYEES}${id}/`), 404, 'not_found');
    expectError(await admin.patch(`${EMPLOYEES}${id}/`, { name: 'X' }), 404, 'not_found');
    expectError(await admin.put(`${EMPLOYEES}${id}/`, body()), 404, 'not_found');
    expectError(await admin.delete(`${EMPLOYEES}${id}/`), 404, 'not_found');
    expectError(await admin.post(`${EMPLOYEES}${id}/set_password/`, { password: 'new-pass-123' }), 404, 'not_found');
    expectError(await admin.get(`${EMPLOYEES}2147483648/`), 400, 'invalid', 'id');
    // the other company's admin still signs in with the old password
    await login(app, 'other_admin');
  });

  it('PATCH and PUT change roles, places and salary; is_active only on one\'s own record', async () => {
    const a = await hire();
    const patched = expectContract(
      await admin.patch(`${EMPLOYEES}${a.id}/`, { roles: ['seller', 'customer_access_seller'], places: [P['Mall shop'], P['Chorsu shop']], salary: '200000', sell_percent: '3' }),
      employeeOut,
    );
    expect(patched).toMatchObject({ roles: ['seller', 'customer_access_seller'], places: [P['Chorsu shop'], P['Mall shop']].sort((x, y) => x - y), salary: '200000.00', sell_percent: '3.00' });
    // moved off the place they work at: the current workplace is cleared
    const moved = expectContract(await admin.patch(`${EMPLOYEES}${a.id}/`, { places: [P['Mall shop']] }), employeeOut);
    expect(moved.current_workplace).toBeNull();
    const put = expectContract(await admin.put(`${EMPLOYEES}${a.id}/`, { ...body({ username: a.username, phone: a.phone }), position: 'Senior seller' }), employeeOut);
    expect(put).toMatchObject({ position: 'Senior seller', places: [P['Chorsu shop']], current_workplace: P['Chorsu shop'] });
    expectError(await admin.put(`${EMPLOYEES}${a.id}/`, { name: 'Only a name' }), 400, 'required', 'username');
    expectError(await admin.patch(`${EMPLOYEES}${a.id}/`, { is_active: false }), 403, 'permission_denied', 'is_active');
    expectError(await admin.patch(`${EMPLOYEES}${a.id}/`, { password: 'new-pass-123' }), 400, 'invalid', 'password');
    // the employee deactivates their own record: signed out at once
    const token = await login(app, a.username, a.password);
    const self = authed(app, token);
    expectContract(await self.patch(`${EMPLOYEES}${a.id}/`, { is_active: false }), employeeOut);
    expectError(await self.get(`${EMPLOYEES}${a.id}/`), 401, 'invalid_token');
  });
});

describe('employees: changes count on the next request', () => {
  it('places and roles changed by the admin apply to the same token at once', async () => {
    const a = await hire({ places: [P['Chorsu shop']], current_workplace: P['Chorsu shop'] });
    const them = authed(app, await login(app, a.username, a.password));
    const names = async () => ((await them.get(PLACES)).json().results as { name: string }[]).map((p) => p.name).sort();
    expect(await names()).toEqual(['Chorsu shop']);
    expectError(await them.get(EMPLOYEES), 403, 'permission_denied');

    expectContract(await admin.patch(`${EMPLOYEES}${a.id}/`, { places: [P['Chorsu shop'], P['Mall shop']] }), employeeOut);
    expect(await names()).toEqual(['Chorsu shop', 'Mall shop']);
    const info = expectContract(await them.get('/api/auth/v1/info/'), authInfoOut);
    expect(info.user.places.sort((x, y) => x - y)).toEqual([P['Chorsu shop'], P['Mall shop']].sort((x, y) => x - y));

    expectContract(await admin.patch(`${EMPLOYEES}${a.id}/`, { roles: ['admin'] }), employeeOut);
    expectContract(await them.get(EMPLOYEES), employeePageOut);
    expectContract(await admin.patch(`${EMPLOYEES}${a.id}/`, { roles: ['seller'], places: [P['Mall shop']] }), employeeOut);
    expectError(await them.get(EMPLOYEES), 403, 'permission_denied');
    expect(await names()).toEqual(['Mall shop']);
  });
});

describe('employees: several roles add up', () => {
  it('a seller who is also a client manager may do what a client manager may, and still not what neither may', async () => {
    const a = await hire({ roles: ['seller'], places: [P['Chorsu shop']], current_workplace: P['Chorsu shop'] });
    const them = authed(app, await login(app, a.username, a.password));
    const customer = async () => (await them.get('/api/customers/v1/customers/1/')).json() as Record<string, unknown>;
    // a seller alone: a customer without their money, no wholesale orders
    expect(await customer()).not.toHaveProperty('balance');
    expectError(await them.get('/api/v1/orders/'), 403, 'permission_denied');

    const both = expectContract(await admin.patch(`${EMPLOYEES}${a.id}/`, { roles: ['seller', 'customer_access_seller'] }), employeeOut);
    expect(both.roles).toEqual(['seller', 'customer_access_seller']);
    // the client manager's actions, on the same token
    expect(await customer()).toHaveProperty('balance');
    expect((await them.get('/api/v1/orders/')).statusCode).toBe(200);
    // the seller's own ones stay
    expect((await them.get('/api/realization/v1/sells/')).statusCode).toBe(200);
    // neither role may: still refused, and a cost price is still never sent
    expectError(await them.get(EMPLOYEES), 403, 'permission_denied');
    const products = (await them.get('/api/product/v1/products/?offset=0&limit=5')).json().results as Record<string, unknown>[];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(p).not.toHaveProperty('cost');
    // the auth info names both, and the most privileged as the role
    const info = expectContract(await them.get('/api/auth/v1/info/'), authInfoOut);
    expect(info.user.roles).toEqual(['seller', 'customer_access_seller']);
  });
});

describe('employees: delete deactivates and revokes every token', () => {
  it('signs the person out everywhere at once, keeps the row, refuses sign-in', async () => {
    const a = await hire();
    const [t1, t2] = [await login(app, a.username, a.password), await login(app, a.username, a.password)];
    expectContract(await authed(app, t1).get(`${EMPLOYEES}${a.id}/`), employeeOut);
    expect((await admin.delete(`${EMPLOYEES}${a.id}/`)).statusCode).toBe(204);
    expectError(await authed(app, t1).get(`${EMPLOYEES}${a.id}/`), 401, 'invalid_token');
    expectError(await authed(app, t2).get(PLACES), 401, 'invalid_token');
    expectError(await app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username: a.username, password: a.password } }), 400, 'unable_to_login', undefined, 'Unable to login with given credentials');
    expectError(await app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username: a.username, password: 'not-the-password' } }), 400, 'invalid_credentials');
    expect(expectContract(await admin.get(`${EMPLOYEES}${a.id}/`), employeeOut).is_active).toBe(false);
    expectError(await admin.delete(`${EMPLOYEES}${fx.demo.staff.admin}/`), 409, 'employee_cannot_delete_self');
  });
});

describe('employees: passwords', () => {
  it('the admin sets a new one: the old tokens go, the new password signs in', async () => {
    const a = await hire();
    const old = await login(app, a.username, a.password);
    expectContract(await admin.post(`${EMPLOYEES}${a.id}/set_password/`, { password: 'brand-new-pass' }), passwordChangedOut);
    expectError(await authed(app, old).get(`${EMPLOYEES}${a.id}/`), 401, 'invalid_token');
    await login(app, a.username, 'brand-new-pass');
    expectError(await admin.post(`${EMPLOYEES}${a.id}/set_password/`, { password: 'short' }), 400, 'password_too_short', 'password');
  });

  it('one\'s own needs the old password and keeps the token in use', async () => {
    const a = await hire();
    const here = authed(app, await login(app, a.username, a.password));
    const elsewhere = authed(app, await login(app, a.username, a.password));
    const url = `${EMPLOYEES}${a.id}/set_password/`;
    expectError(await here.post(url, { password: 'another-pass-1' }), 400, 'required', 'old_password');
    expectError(await here.post(url, { password: 'another-pass-1', old_password: 'wrong-one' }), 400, 'old_password_wrong', 'old_password', 'The old password is not correct');
    expectContract(await here.post(url, { password: 'another-pass-1', old_password: a.password }), passwordChangedOut);
    expectContract(await here.get(`${EMPLOYEES}${a.id}/`), employeeOut);
    expectError(await elsewhere.get(`${EMPLOYEES}${a.id}/`), 401, 'invalid_token');
    await login(app, a.username, 'another-pass-1');
    // a seller cannot set another's password
    expectError(await seller.post(url, { password: 'hijacked-pass' }), 404, 'not_found');
  });
});

describe('employees: the profile picture', () => {
  it('takes an upload of POST /upload/ of the company, shows it in auth info, and removes it', async () => {
    const up = await seller.inject({ method: 'POST', url: '/api/upload/', ...picture() });
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json().file as string;
    const me = `${EMPLOYEES}${fx.demo.staff.seller}/`;
    expect(expectContract(await seller.patch(me, { picture: file }), employeeOut).picture).toBe(file);
    expect(expectContract(await seller.get('/api/auth/v1/info/'), authInfoOut).user.payload.picture).toBe(file);
    // a name that is no upload, a path, another company's upload
    expectError(await seller.patch(me, { picture: '/uploads/../../etc/passwd' }), 400, 'invalid', 'picture');
    expectError(await seller.patch(me, { picture: `/uploads/${'a'.repeat(32)}.png` }), 400, 'invalid', 'picture');
    const theirs = (await otherAdmin.inject({ method: 'POST', url: '/api/upload/', ...picture() })).json().file as string;
    expectError(await seller.patch(me, { picture: theirs }), 400, 'invalid', 'picture');
    expect(expectContract(await seller.patch(me, { picture: null }), employeeOut).picture).toBeNull();
  });
});
