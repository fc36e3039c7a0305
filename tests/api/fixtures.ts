/**
 * The standard fixtures of the api tier, seeded ONCE into the template database by globalSetup.ts (so
 * every test file starts from a copy that already holds them):
 *
 * - the demo company (server/seed/demo.ts): admin, manager, seller, clientmanager; four places,
 *   catalogue, stock and money;
 * - a second company 'Other Co' with its own place 'Other shop' and admin 'other_admin';
 * - 'nocompany': a seller that belongs to no company.
 *
 * All passwords are DEMO_PASSWORD. Plain JSON, so it can be handed to the workers with provide().
 * No vitest import here: this module also runs in the main thread.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/connect';
import { currencies, sizes } from '../../server/db/schema';
import { createCompany, createEmployee } from '../../server/seed/builders';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo';

export const OTHER_COMPANY = 'Other Co';
export const OTHER_PLACE = 'Other shop';

export type DemoUser = 'admin' | 'manager' | 'seller' | 'clientmanager';

export interface Fixtures {
  demo: {
    companyId: number;
    /** place name -> id */
    placeIds: Record<string, number>;
    productIds: number[];
    /** username -> employee id */
    staff: Record<DemoUser, number>;
    /** currency name -> id */
    currencyIds: Record<string, number>;
    /** the company's size ids, in creation order */
    sizeIds: number[];
  };
  other: { companyId: number; placeId: number; adminId: number };
  noCompanyId: number;
}

export async function seedFixtures(db: Db, passwordHash: string): Promise<Fixtures> {
  const demo = await seedDemo(db);
  const other = await createCompany(db, {
    name: OTHER_COMPANY,
    currencies: [
      { name: 'USD', rate: '1' },
      { name: 'KZT', rate: '480', national: true },
    ],
    placeTypes: ['Shop'],
    places: [{ name: OTHER_PLACE, type: 'Shop', address: 'Almaty, Abay 1' }],
  });
  const otherPlaceId = other.placeIds.get(OTHER_PLACE)!;
  const otherAdmin = await createEmployee(
    db,
    { companyId: other.company.id, username: 'other_admin', password: DEMO_PASSWORD, roles: ['admin'], placeIds: [otherPlaceId] },
    passwordHash,
  );
  const noCompany = await createEmployee(
    db,
    { companyId: null, username: 'nocompany', password: DEMO_PASSWORD, roles: ['seller'] },
    passwordHash,
  );
  const currencyRows = await db.select().from(currencies);
  const sizeRows = await db.select({ id: sizes.id }).from(sizes).where(eq(sizes.companyId, demo.companyId)).orderBy(asc(sizes.id));
  return {
    demo: {
      companyId: demo.companyId,
      placeIds: Object.fromEntries(demo.placeIds),
      productIds: demo.productIds,
      staff: Object.fromEntries(demo.staff.map((e) => [e.username, e.id])) as Record<DemoUser, number>,
      currencyIds: Object.fromEntries(currencyRows.map((c) => [c.name, c.id])),
      sizeIds: sizeRows.map((s) => s.id),
    },
    other: { companyId: other.company.id, placeId: otherPlaceId, adminId: otherAdmin.id },
    noCompanyId: noCompany.id,
  };
}
