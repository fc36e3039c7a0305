/**
 * Makes the first admin on a production database (no demo users are ever created there):
 *   npm run create-admin -- --username boss --company "My shop" [--name "Full Name"] [--currency USD] [--place "Main shop"]
 * The password comes from ADMIN_PASSWORD or is asked for on the terminal. A new company gets the base
 * currency given, one place type and one place, so the admin can choose a workplace and go on from there.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loginBody } from '../../src/domain/auth/contract';
import { connect } from '../db/connect';
import { lockDataDirOrExit } from '../db/backup';
import { employees, places } from '../db/schema';
import { readConfig } from '../config';
import { companyIdOf, createCompany, createEmployee } from '../seed/builders';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    company: { type: 'string' },
    name: { type: 'string' },
    currency: { type: 'string', default: 'USD' },
    place: { type: 'string', default: 'Main shop' },
  },
});
if (!values.username || !values.company) {
  console.error('usage: npm run create-admin -- --username NAME --company "Company name" [--name "Full name"] [--currency USD] [--place "Main shop"]');
  process.exit(2);
}

let password = process.env.ADMIN_PASSWORD ?? '';
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password for the new admin: ');
  rl.close();
}
const parsed = loginBody.safeParse({ username: values.username, password });
if (!parsed.success || password.length < 8) {
  console.error('The username must be 1-64 characters and the password 8-128 characters.');
  process.exit(2);
}

const config = readConfig();
// the embedded database: never while the server has it open (server/db/backup.ts lockDataDir)
const lock = config.databaseUrl ? null : lockDataDirOrExit(config.dataDir, 'npm run create-admin');
const database = await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await database.migrate();
  const db = database.db;
  const [taken] = await db.select({ id: employees.id }).from(employees).where(sql`lower(${employees.username}) = ${values.username.toLowerCase()}`);
  if (taken) {
    console.error('User with this username already exists');
    process.exit(1);
  }
  let companyId = await companyIdOf(db, values.company);
  if (!companyId) {
    const made = await createCompany(db, {
      name: values.company,
      currencies: [{ name: values.currency!.toUpperCase(), rate: '1', national: true }],
      placeTypes: ['Shop'],
      places: [{ name: values.place!, type: 'Shop' }],
    });
    companyId = made.company.id;
  }
  const placeRows = await db.select({ id: places.id }).from(places).where(eq(places.companyId, companyId));
  const admin = await createEmployee(db, {
    companyId,
    username: parsed.data.username,
    password: parsed.data.password,
    roles: ['admin'],
    name: values.name ?? parsed.data.username,
    position: 'Administrator',
    placeIds: placeRows.map((p) => p.id),
  });
  console.log(`Admin "${admin.username}" created in company "${values.company}".`);
} finally {
  await database.close();
  lock?.release();
}
