/**
 * Building blocks of the demo dataset, the test fixtures and the bench dataset: one way to make a
 * company, its currencies, places, staff, catalogue and stock. Stock and money go through the ledger.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Role } from '../../src/domain/roles';
import type { Db } from '../db/connect';
import {
  companies,
  companyCurrencies,
  currencies,
  customers,
  employeePlaces,
  employees,
  placeCurrencies,
  places,
  placeTypeRates,
  placeTypes,
  productPrices,
  products,
  productTypes,
  sizes,
  sizeTypes,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { moveMoney, moveStock } from '../ledger';

export async function ensureCurrencies(db: Db, names: string[]): Promise<Map<string, number>> {
  await db.insert(currencies).values(names.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await db.select().from(currencies).where(inArray(currencies.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export interface CompanySpec {
  name: string;
  /** first is the base (rate 1) */
  currencies: { name: string; rate: string; national?: boolean; secondaryDefault?: boolean }[];
  placeTypes: string[];
  places: { name: string; type: string; address?: string }[];
}

export async function createCompany(db: Db, spec: CompanySpec) {
  const [company] = await db.insert(companies).values({ name: spec.name }).returning();
  const currencyIds = await ensureCurrencies(db, spec.currencies.map((c) => c.name));
  await db.insert(companyCurrencies).values(
    spec.currencies.map((c, i) => ({
      companyId: company.id,
      currencyId: currencyIds.get(c.name)!,
      rate: i === 0 ? '1' : c.rate,
      isBase: i === 0,
      isNational: !!c.national,
      isSecondaryDefault: !!c.secondaryDefault,
    })),
  );
  const typeRows = await db
    .insert(placeTypes)
    .values(spec.placeTypes.map((name) => ({ companyId: company.id, name })))
    .returning();
  const typeIds = new Map(typeRows.map((t) => [t.name, t.id]));
  // every row of `rows` once per currency of the company, the base first
  const perCurrency = <R, V>(rows: R[], value: (row: R, currencyId: number, base: boolean, c: CompanySpec['currencies'][number]) => V) =>
    rows.flatMap((row) => spec.currencies.map((c, i) => value(row, currencyIds.get(c.name)!, i === 0, c)));
  await db.insert(placeTypeRates).values(perCurrency(typeRows, (t, currencyId, base, c) => ({ companyId: company.id, placeTypeId: t.id, currencyId, rate: base ? '1' : c.rate })));
  const placeRows = await db
    .insert(places)
    .values(spec.places.map((p) => ({ companyId: company.id, name: p.name, address: p.address ?? '', typeId: typeIds.get(p.type)! })))
    .returning();
  await db.insert(placeCurrencies).values(
    perCurrency(placeRows, (p, currencyId, base, c) => ({ companyId: company.id, placeId: p.id, currencyId, isBaseCurrency: base, isSecondaryDefault: !!c.secondaryDefault })),
  );
  return {
    company,
    currencyIds,
    placeTypeIds: typeIds,
    placeIds: new Map(placeRows.map((p) => [p.name, p.id])),
  };
}

export interface EmployeeSpec {
  username: string;
  password: string;
  roles: Role[];
  name?: string;
  position?: string;
  phone?: string;
  placeIds?: number[];
  companyId: number | null;
}

export async function createEmployee(db: Db, spec: EmployeeSpec, passwordHash?: string) {
  const [employee] = await db
    .insert(employees)
    .values({
      companyId: spec.companyId,
      username: spec.username,
      passwordHash: passwordHash ?? (await hashPassword(spec.password)),
      name: spec.name ?? spec.username,
      position: spec.position ?? '',
      phone: spec.phone ?? '',
      roles: spec.roles,
    })
    .returning();
  if (spec.placeIds?.length) {
    await db.insert(employeePlaces).values(spec.placeIds.map((placeId) => ({ employeeId: employee.id, placeId })));
  }
  return employee;
}

export async function createCatalogueBasics(db: Db, companyId: number, typeNames: string[], sizeSpec: Record<string, string[]>) {
  const typeRows = await db.insert(productTypes).values(typeNames.map((name) => ({ companyId, name }))).returning();
  const sizeIds = new Map<string, number[]>();
  for (const [sizeTypeName, sizeNames] of Object.entries(sizeSpec)) {
    const [st] = await db.insert(sizeTypes).values({ companyId, name: sizeTypeName }).returning();
    const rows = await db.insert(sizes).values(sizeNames.map((name) => ({ companyId, name, typeId: st.id }))).returning();
    sizeIds.set(sizeTypeName, rows.map((r) => r.id));
  }
  return { productTypeIds: new Map(typeRows.map((t) => [t.name, t.id])), sizeIds };
}

export interface ProductSpec {
  name: string;
  model: string;
  modelCode: string;
  vendorCode: string;
  typeId: number;
  cost: string;
  /** price per place type id */
  prices: { placeTypeId: number; price: string; discount?: string; discountInPercent?: boolean }[];
}

export async function createProducts(db: Db, companyId: number, specs: ProductSpec[]) {
  if (!specs.length) return [];
  const rows = await db
    .insert(products)
    .values(specs.map((p) => ({ companyId, name: p.name, model: p.model, modelCode: p.modelCode, vendorCode: p.vendorCode, typeId: p.typeId, cost: p.cost })))
    .returning({ id: products.id });
  const priceRows = specs.flatMap((p, i) =>
    p.prices.map((pr) => ({
      companyId,
      productId: rows[i].id,
      placeTypeId: pr.placeTypeId,
      price: pr.price,
      discount: pr.discount ?? '0',
      discountInPercent: pr.discountInPercent ?? false,
    })),
  );
  if (priceRows.length) await db.insert(productPrices).values(priceRows);
  return rows.map((r) => r.id);
}

/** Stock products through the ledger (journal kind 'adjustment'). */
export async function stockUp(
  db: Db,
  companyId: number,
  lines: { productId: number; sizeId: number; placeId: number; quantity: number }[],
  employeeId?: number,
) {
  const moves = lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({ companyId, productId: l.productId, sizeId: l.sizeId, placeId: l.placeId, delta: l.quantity, kind: 'adjustment' as const, employeeId }));
  await db.transaction(async (tx) => {
    await moveStock(tx, moves);
  });
}

export async function replenishCompany(db: Db, companyId: number, currencyId: number, amount: string, employeeId?: number) {
  await db.transaction(async (tx) => {
    await moveMoney(tx, [
      { companyId, account: { type: 'company', id: companyId }, currencyId, delta: amount, kind: 'company_replenishments', employeeId, comment: 'opening balance' },
    ]);
  });
}

export async function createCustomers(db: Db, companyId: number, list: { name: string; phone: string; discount?: string }[]) {
  if (!list.length) return [];
  return db
    .insert(customers)
    .values(list.map((c) => ({ companyId, name: c.name, phone: c.phone, percentageDiscount: c.discount ?? '0', approvalStatus: 'approved' })))
    .returning();
}

export async function companyIdOf(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row?.id;
}
