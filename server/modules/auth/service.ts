import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { isRole, primaryRole } from '../../../src/domain/roles';
import { pgArray, queryRows, type Db, type DbOrTx } from '../../db/connect';
import { inTransaction } from '../../db/transaction';
import {
  authTokens,
  companies,
  currencies,
  employeePlaces,
  employees,
  loginFailures,
  loginKnownAddresses,
  placeTypeRates,
} from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { hashToken, newTokenKey } from '../../auth/tokens';
import { AppError } from '../../errors';
import { companyCurrencyList } from '../currency/service';

/**
 * Sign-in limits (the old per-username lock let anyone lock an owner out for 15 minutes).
 * Failures are counted in the database (several instances share them) within a 15-minute window:
 * - per (account, address): 5 failures -> that pair waits until the oldest leaves the window;
 * - per address: 20 failures on any accounts -> that address waits (stops spraying many accounts);
 * - per account from every address: no lock-out, a growing delay after 5 failures (1, 2, 4 ... at most
 *   60 s after the last failure) for addresses the account never signed in from. The owner at a
 *   known-good address (a past successful sign-in) is not slowed down.
 * Every 429 carries Retry-After (seconds).
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perPair: 5, perIp: 20, perUsername: 5, maxDelayS: 60 };

interface FailureStats {
  n: number;
  oldest: Date | null;
  newest: Date | null;
}

/** The failures of each key within the window, in one statement. */
async function failuresSince(db: DbOrTx, keys: string[], since: Date): Promise<Map<string, FailureStats>> {
  const found = await queryRows<{ key: string; n: number; oldest: string | null; newest: string | null }>(
    db,
    sql`select key, count(*)::int as n, min(at)::text as oldest, max(at)::text as newest from ${loginFailures}
        where key = any(${pgArray(keys)}::text[]) and at > ${since.toISOString()}::timestamptz group by key`,
  );
  const stats = new Map(keys.map((k) => [k, { n: 0, oldest: null, newest: null } as FailureStats]));
  for (const r of found) stats.set(r.key, { n: r.n, oldest: r.oldest ? new Date(r.oldest) : null, newest: r.newest ? new Date(r.newest) : null });
  return stats;
}

const tooMany = (seconds: number) => new AppError(429, 'too_many_attempts', undefined, undefined, Math.max(1, Math.ceil(seconds)));

export async function login(db: Db, username: string, password: string, ip: string) {
  const user = username.toLowerCase();
  const userKey = `user:${user}`;
  const ipKey = `ip:${ip}`;
  const pairKey = `pair:${user}|${ip}`;
  // The limits are checked and this attempt recorded (as a failure, until the password proves right)
  // under a lock per key, in one transaction: parallel attempts take their turns, so a burst of N checks
  // at most the limit's number of passwords, on every server sharing the database.
  const reserved = await inTransaction(db, async (tx) => {
    const keys = [userKey, ipKey, pairKey].sort();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${pgArray(keys)}::text[]) with ordinality as t(k, n) order by n`);
    const now = Date.now();
    const since = new Date(now - LOGIN_LIMITS.windowMs);
    const [failures, known] = await Promise.all([
      failuresSince(tx, keys, since),
      tx
        .select({ at: loginKnownAddresses.lastAt })
        .from(loginKnownAddresses)
        .where(and(eq(loginKnownAddresses.username, user), eq(loginKnownAddresses.address, ip)))
        .limit(1),
    ]);
    const byUser = failures.get(userKey)!;
    const byIp = failures.get(ipKey)!;
    const byPair = failures.get(pairKey)!;
    const windowLeft = (oldest: Date | null) => (oldest ? (oldest.getTime() + LOGIN_LIMITS.windowMs - now) / 1000 : 1);
    if (byPair.n >= LOGIN_LIMITS.perPair) throw tooMany(windowLeft(byPair.oldest));
    if (byIp.n >= LOGIN_LIMITS.perIp) throw tooMany(windowLeft(byIp.oldest));
    if (byUser.n >= LOGIN_LIMITS.perUsername && !known.length && byUser.newest) {
      const delay = Math.min(2 ** (byUser.n - LOGIN_LIMITS.perUsername), LOGIN_LIMITS.maxDelayS);
      const wait = (byUser.newest.getTime() + delay * 1000 - now) / 1000;
      if (wait > 0) throw tooMany(wait);
    }
    const rows = await tx.insert(loginFailures).values([{ key: userKey }, { key: ipKey }, { key: pairKey }]).returning({ id: loginFailures.id, key: loginFailures.key });
    return rows.find((r) => r.key === ipKey)!.id;
  });

  const [employee] = await db
    .select()
    .from(employees)
    .where(sql`lower(${employees.username}) = ${user}`)
    .limit(1);
  const ok = await verifyPassword(password, employee?.passwordHash);
  // a wrong password keeps the attempt recorded as a failure; the right password of a deactivated person
  // or of one without a role: SPEC.md 8's second credentials text (only the password's owner learns it,
  // so it tells a guesser nothing)
  if (!employee || !ok || !employee.isActive || !primaryRole(employee.roles)) throw new AppError(400, employee && ok ? 'unable_to_login' : 'invalid_credentials');
  if (employee.companyId == null) throw new AppError(403, 'no_company');

  // the right password: this account's failures are forgotten, and the address's count loses this attempt
  await db.delete(loginFailures).where(or(inArray(loginFailures.key, [userKey, pairKey]), eq(loginFailures.id, reserved)));
  await db
    .insert(loginKnownAddresses)
    .values({ username: user, address: ip })
    .onConflictDoUpdate({ target: [loginKnownAddresses.username, loginKnownAddresses.address], set: { lastAt: new Date() } });
  const key = newTokenKey();
  await db.insert(authTokens).values({ keyHash: hashToken(key), employeeId: employee.id });
  return { token: key, ...(await authInfo(db, employee.id)) };
}

export async function logout(db: Db, tokenHash: string) {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.keyHash, tokenHash));
}

const currencyRef = (id: number | null | undefined, names: Map<number, string>) =>
  id == null ? null : { id, name: names.get(id) ?? '' };

/** The auth info payload: company (with currencies and rates) and the user. */
export async function authInfo(db: Db, employeeId: number) {
  const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId)).limit(1);
  if (!employee) throw new AppError(401, 'invalid_token');
  if (employee.companyId == null) throw new AppError(403, 'no_company');
  const companyId = employee.companyId;

  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [rates, typeRates, placeRows] = await Promise.all([
    companyCurrencyList(db, companyId),
    db
      .select({
        id: placeTypeRates.id,
        rate: placeTypeRates.rate,
        placeType: placeTypeRates.placeTypeId,
        currencyId: placeTypeRates.currencyId,
      })
      .from(placeTypeRates)
      .where(eq(placeTypeRates.companyId, companyId))
      .orderBy(asc(placeTypeRates.id)),
    db.select({ placeId: employeePlaces.placeId }).from(employeePlaces).where(eq(employeePlaces.employeeId, employeeId)),
  ]);
  const names = new Map(rates.map((r) => [r.currencyId, r.name]));
  const typeRateCurrencyIds = typeRates.map((r) => r.currencyId).filter((id) => !names.has(id));
  if (typeRateCurrencyIds.length) {
    for (const c of await db.select().from(currencies).where(inArray(currencies.id, typeRateCurrencyIds))) {
      names.set(c.id, c.name);
    }
  }
  const role = primaryRole(employee.roles);
  if (!role) throw new AppError(401, 'invalid_token');
  return {
    company: {
      id: company.id,
      name: company.name,
      currencies: rates.map((r) => ({
        id: r.id,
        rate: r.rate,
        currency: { id: r.currencyId, name: r.name },
        is_base: r.isBase,
        is_secondary_default: r.isSecondaryDefault,
        is_national: r.isNational,
      })),
      baseCurrency: currencyRef(rates.find((r) => r.isBase)?.currencyId, names),
      secondaryDefaultCurrency: currencyRef(rates.find((r) => r.isSecondaryDefault)?.currencyId, names),
      nationalCurrency: currencyRef(rates.find((r) => r.isNational)?.currencyId, names),
      place_type_rates: typeRates.map((r) => ({
        id: r.id,
        rate: r.rate,
        place_type: r.placeType,
        currency: currencyRef(r.currencyId, names),
        company: companyId,
      })),
    },
    user: {
      id: employee.id,
      username: employee.username,
      name: employee.name,
      phone: employee.phone,
      salary: employee.salary,
      sell_percent: employee.sellPercent,
      position: employee.position,
      role,
      roles: employee.roles.filter(isRole),
      places: placeRows.map((p) => p.placeId).sort((a, b) => a - b),
      payload: { picture: employee.picture },
    },
  };
}
