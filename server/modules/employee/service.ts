/**
 * Employees and the profile (SPEC.md 3, 5, 7 'Employees'): the company's staff with their
 * roles, allowed places, salary per working day and sell percent. Roles and places are read from these
 * rows on every request (server/auth/access.ts findCaller), so a change takes effect on the person's
 * next request; a deactivation (DELETE, or is_active on one's own record) also revokes every token.
 */
import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { SELF_EDITABLE, type EmployeeCreateInput, type EmployeeDto, type EmployeePasswordInput, type EmployeePatchInput } from '../../../src/domain/employee/contract';
import { money } from '../../../src/domain/money';
import { isRole } from '../../../src/domain/roles';
import type { Caller } from '../../auth/access';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { callerCan, ownRowById } from '../../auth/scope';
import type { Db, DbOrTx } from '../../db/connect';
import { inTransaction, inTransactionUnique, type UniqueRefusal } from '../../db/transaction';
import { authTokens, currencies, employeePlaces, employees, places, uploads } from '../../db/schema';
import { insertedId } from '../../db/rows';
import { sentColumns } from '../../db/sentColumns';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { matchesSearch, orderedPage } from '../../http/list';
import { assertCompanyCurrency } from '../currency/service';
import { UPLOAD_URL_PREFIX } from '../upload/storage';

type Row = typeof employees.$inferSelect;

/** The search over name, username and phone. */
function employeeSearch(search: string): SQL {
  return matchesSearch(sql`(${employees.name} || E'\\x1f' || ${employees.username} || E'\\x1f' || ${employees.phone})`, search);
}

/** Rows -> answers: two statements whatever the number of rows (places, currency names). */
async function toDtos(db: DbOrTx, rows: Row[]): Promise<EmployeeDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const currencyIds = [...new Set(rows.map((r) => r.salaryCurrencyId).filter((id): id is number => id != null))];
  const [placeRows, currencyRows] = await Promise.all([
    db.select().from(employeePlaces).where(inArray(employeePlaces.employeeId, ids)).orderBy(employeePlaces.placeId),
    currencyIds.length ? db.select().from(currencies).where(inArray(currencies.id, currencyIds)) : Promise.resolve([]),
  ]);
  const names = new Map(currencyRows.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    passport_id: r.passportId,
    phone: r.phone,
    email: r.email,
    address: r.address,
    position: r.position,
    salary: money(r.salary).toFixed(2),
    salary_currency: r.salaryCurrencyId == null ? null : { id: r.salaryCurrencyId, name: names.get(r.salaryCurrencyId) ?? '' },
    sell_percent: money(r.sellPercent).toFixed(2),
    roles: r.roles.filter(isRole),
    places: placeRows.filter((p) => p.employeeId === r.id).map((p) => p.placeId),
    current_workplace: r.currentWorkplaceId,
    picture: r.picture,
    is_active: r.isActive,
  }));
}

const isAdmin = (caller: Caller) => callerCan(caller, 'employee.write');

/**
 * Everyone reads and edits their own record; only an admin another's. Another company's employee, or
 * another's record for a non-admin, is a 404 (it is not there for them).
 */
function assertSelfOrAdmin(caller: Caller, id: number) {
  if (id !== caller.employeeId && !isAdmin(caller)) throw notFound();
}

const ownEmployee = (db: DbOrTx, caller: Caller, id: number, lock = false): Promise<Row> => ownRowById(db, caller, employees, id, lock);

export async function listEmployees(db: Db, caller: Caller, q: { offset: number; limit: number; search?: string; is_active?: boolean | 'all' }) {
  const where: SQL[] = [eq(employees.companyId, caller.companyId)];
  if (q.is_active !== 'all') where.push(eq(employees.isActive, q.is_active ?? true));
  if (q.search) where.push(employeeSearch(q.search));
  const list = await orderedPage(db, employees, db.select().from(employees).$dynamic(), where, [desc(employees.id)], q);
  return { count: list.count, results: await toDtos(db, list.results) };
}

export async function getEmployee(db: DbOrTx, caller: Caller, id: number): Promise<EmployeeDto> {
  assertSelfOrAdmin(caller, id);
  const [dto] = await toDtos(db, [await ownEmployee(db, caller, id)]);
  return dto;
}

/** A unique violation of the username or phone index as the spec's 409 on its field. */
const EMPLOYEE_UNIQUE: UniqueRefusal[] = [
  { index: 'employees_username', code: 'user_username_exists', field: 'username' },
  { index: 'employees_company_phone', code: 'user_phone_exists', field: 'phone' },
];

/** Every place must be an active place of the company (400 invalid on `places`). */
async function assertCompanyPlaces(db: DbOrTx, caller: Caller, ids: number[]) {
  const rows = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.companyId, caller.companyId), eq(places.isActive, true), inArray(places.id, ids)));
  if (rows.length !== new Set(ids).size) throw badRequest('invalid', 'places');
}

/** A picture is a file of POST /upload/ stored for the caller's company ('/uploads/<name>'), or null. */
async function checkedPicture(db: DbOrTx, caller: Caller, picture: string | null): Promise<string | null> {
  if (picture === null) return null;
  const name = picture.startsWith(UPLOAD_URL_PREFIX) ? picture.slice(UPLOAD_URL_PREFIX.length) : picture;
  if (!/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(name)) throw badRequest('invalid', 'picture');
  const [row] = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.companyId, caller.companyId)));
  if (!row) throw badRequest('invalid', 'picture');
  return `${UPLOAD_URL_PREFIX}${name}`;
}

/** Revoke the person's tokens at once (all, or all but the one in use). */
async function revokeTokens(tx: DbOrTx, employeeId: number, keepHash?: string) {
  const where = [eq(authTokens.employeeId, employeeId), isNull(authTokens.revokedAt)];
  if (keepHash) where.push(ne(authTokens.keyHash, keepHash));
  await tx.update(authTokens).set({ revokedAt: new Date() }).where(and(...where));
}

async function setPlaces(tx: DbOrTx, employeeId: number, placeIds: number[]) {
  await tx.delete(employeePlaces).where(eq(employeePlaces.employeeId, employeeId));
  await tx.insert(employeePlaces).values(placeIds.map((placeId) => ({ employeeId, placeId })));
}

export async function createEmployee(db: Db, caller: Caller, input: EmployeeCreateInput): Promise<EmployeeDto> {
  await assertCompanyCurrency(db, caller.companyId, input.salary_currency, 'salary_currency');
  await assertCompanyPlaces(db, caller, input.places);
  const passwordHash = await hashPassword(input.password);
  const id = await inTransactionUnique(db, EMPLOYEE_UNIQUE, async (tx) => {
    const employeeId = await insertedId(tx, employees, {
      companyId: caller.companyId,
      username: input.username,
      passwordHash,
      name: input.name,
      passportId: input.passport_id,
      phone: input.phone,
      email: input.email,
      address: input.address,
      position: input.position,
      salary: input.salary,
      salaryCurrencyId: input.salary_currency,
      sellPercent: input.sell_percent,
      roles: input.roles,
      currentWorkplaceId: input.current_workplace,
    });
    await setPlaces(tx, employeeId, input.places);
    return employeeId;
  });
  return getEmployee(db, caller, id);
}

/**
 * PATCH (and PUT, with every field) {id}/. An admin changes anyone's fields; everyone else only the
 * personal ones of their own record (SELF_EDITABLE; the rest is 403 on its field). is_active only on
 * one's own record (SPEC.md 3); switching it off signs the person out everywhere.
 */
export async function updateEmployee(db: Db, caller: Caller, id: number, input: EmployeePatchInput): Promise<EmployeeDto> {
  assertSelfOrAdmin(caller, id);
  const own = id === caller.employeeId;
  if (!isAdmin(caller)) {
    const refused = Object.keys(input).find((k) => input[k as keyof EmployeePatchInput] !== undefined && !(SELF_EDITABLE as readonly string[]).includes(k));
    if (refused) throw new AppError(403, 'permission_denied', refused);
  }
  if (input.is_active !== undefined && !own) throw new AppError(403, 'permission_denied', 'is_active');
  await inTransactionUnique(db, EMPLOYEE_UNIQUE, async (tx) => {
    const row = await ownEmployee(tx, caller, id, true);
    if (input.salary_currency !== undefined) await assertCompanyCurrency(tx, caller.companyId, input.salary_currency, 'salary_currency');
    if (input.places !== undefined) await assertCompanyPlaces(tx, caller, input.places);
    if (input.current_workplace !== undefined) {
      const allowed =
        input.places ??
        (await tx.select({ placeId: employeePlaces.placeId }).from(employeePlaces).where(eq(employeePlaces.employeeId, id))).map((p) => p.placeId);
      if (!allowed.includes(input.current_workplace)) throw badRequest('workplace_not_in_places', 'current_workplace');
    }
    // moved off the place they work at: they choose again among their new places
    const leavesWorkplace = input.places !== undefined && input.current_workplace === undefined && row.currentWorkplaceId != null && !input.places.includes(row.currentWorkplaceId);
    const set: Partial<typeof employees.$inferInsert> = sentColumns(input, { username: 'username', name: 'name', passport_id: 'passportId', phone: 'phone', email: 'email', address: 'address', position: 'position', salary: 'salary', salary_currency: 'salaryCurrencyId', sell_percent: 'sellPercent', roles: 'roles', current_workplace: 'currentWorkplaceId', is_active: 'isActive' });
    if (input.picture !== undefined) set.picture = await checkedPicture(tx, caller, input.picture);
    if (leavesWorkplace) set.currentWorkplaceId = null;
    if (Object.keys(set).length) await tx.update(employees).set(set).where(eq(employees.id, id));
    if (input.places !== undefined) await setPlaces(tx, id, input.places);
    if (input.is_active === false && row.isActive) await revokeTokens(tx, id);
  });
  return getEmployee(db, caller, id);
}

/** DELETE {id}/ (admin): deactivate, keeping every row that refers to them, and revoke all their tokens at once. */
export async function deleteEmployee(db: Db, caller: Caller, id: number) {
  if (id === caller.employeeId) throw conflict('employee_cannot_delete_self');
  await inTransaction(db, async (tx) => {
    await ownEmployee(tx, caller, id, true);
    await tx.update(employees).set({ isActive: false }).where(eq(employees.id, id));
    await revokeTokens(tx, id);
  });
}

/**
 * POST {id}/set_password/: an admin sets another's new password (their tokens are revoked: they sign
 * in again with it); one's own needs the old password and keeps only the token in use.
 */
export async function setEmployeePassword(db: Db, caller: Caller, id: number, input: EmployeePasswordInput) {
  assertSelfOrAdmin(caller, id);
  const own = id === caller.employeeId;
  const row = await ownEmployee(db, caller, id);
  if (own) {
    if (!input.old_password) throw badRequest('required', 'old_password');
    if (!(await verifyPassword(input.old_password, row.passwordHash))) throw badRequest('old_password_wrong', 'old_password');
  }
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (tx) => {
    await ownEmployee(tx, caller, id, true);
    await tx.update(employees).set({ passwordHash }).where(eq(employees.id, id));
    await revokeTokens(tx, id, own ? caller.tokenHash : undefined);
  });
  return { ok: true as const };
}
