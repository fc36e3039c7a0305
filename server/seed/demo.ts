/** The demo dataset loaded on an empty database outside production (README.md lists the sign-ins). */
import type { Role } from '../../src/domain/roles';
import type { Db } from '../db/connect';
import { barcodes } from '../db/schema';
import { wallets } from '../db/schema';
import { employees } from '../db/schema';
import { eq } from 'drizzle-orm';
import { moveMoney, type MoneyMove } from '../ledger';
import { hashPassword } from '../auth/passwords';
import {
  createCatalogueBasics,
  createCompany,
  createCustomers,
  createEmployee,
  createProducts,
  replenishCompany,
  stockUp,
  type ProductSpec,
} from './builders';

import { seedWholesaleDemo } from './wholesaleDemo';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_COMPANY = 'Demo Textile';

export interface DemoUser {
  username: string;
  roles: Role[];
  name: string;
  position: string;
  places: string[];
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', roles: ['admin'], name: 'Aziza Karimova', position: 'Administrator', places: ['Chorsu shop', 'Mall shop', 'Central warehouse', 'Wholesale hall'] },
  { username: 'manager', roles: ['manager'], name: 'Bobur Aliyev', position: 'Manager', places: ['Chorsu shop', 'Mall shop', 'Central warehouse'] },
  { username: 'seller', roles: ['seller'], name: 'Dilnoza Rashidova', position: 'Seller', places: ['Chorsu shop', 'Mall shop'] },
  { username: 'clientmanager', roles: ['customer_access_seller'], name: 'Eldor Usmonov', position: 'Client manager', places: ['Chorsu shop', 'Wholesale hall'] },
];

/** The demo staff's personal data and pay (salary per working day in a currency, sell percent), so payroll has figures. */
export const DEMO_PAY: Record<string, { phone: string; passportId: string; email: string; address: string; salary: string; currency: string; sellPercent: string }> = {
  admin: { phone: '+998901110001', passportId: 'AA1000001', email: 'aziza@demo.uz', address: 'Tashkent, Mirobod 3', salary: '40.00', currency: 'USD', sellPercent: '0' },
  manager: { phone: '+998901110002', passportId: 'AA1000002', email: 'bobur@demo.uz', address: 'Tashkent, Yakkasaroy 8', salary: '300000.00', currency: 'UZS', sellPercent: '1' },
  seller: { phone: '+998901110003', passportId: 'AA1000003', email: 'dilnoza@demo.uz', address: 'Tashkent, Chilonzor 14', salary: '200000.00', currency: 'UZS', sellPercent: '3' },
  clientmanager: { phone: '+998901110004', passportId: 'AA1000004', email: 'eldor@demo.uz', address: 'Tashkent, Olmazor 21', salary: '250000.00', currency: 'UZS', sellPercent: '2' },
};

/** The demo sign-ins (DEMO_USERS, password DEMO_PASSWORD) in the company, each at the places `placesOf` gives it. */
export async function createDemoUsers(db: Db, companyId: number, placesOf: (u: DemoUser) => number[]) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const staff = [];
  for (const u of DEMO_USERS) {
    staff.push(
      await createEmployee(
        db,
        { companyId, username: u.username, password: DEMO_PASSWORD, roles: u.roles, name: u.name, position: u.position, placeIds: placesOf(u) },
        passwordHash,
      ),
    );
  }
  return staff;
}

const PRODUCT_TYPES = ['Dress', 'Suit', 'Shirt', 'Trousers', 'Jacket', 'Skirt'];
const MODELS = ['Aurora', 'Bella', 'Classic', 'Denver', 'Elegance', 'Florence'];

export async function seedDemo(db: Db) {
  const { company, currencyIds, placeTypeIds, placeIds } = await createCompany(db, {
    name: DEMO_COMPANY,
    currencies: [
      { name: 'USD', rate: '1' },
      { name: 'UZS', rate: '12650', national: true, secondaryDefault: true },
      { name: 'RUB', rate: '92.5' },
    ],
    placeTypes: ['Shop', 'Warehouse', 'Wholesale'],
    places: [
      { name: 'Chorsu shop', type: 'Shop', address: 'Tashkent, Chorsu bazaar, 12' },
      { name: 'Mall shop', type: 'Shop', address: 'Tashkent, Samarqand Darvoza mall, 2nd floor' },
      { name: 'Central warehouse', type: 'Warehouse', address: 'Tashkent, Sergeli, 5' },
      { name: 'Wholesale hall', type: 'Wholesale', address: 'Tashkent, Abu Sahiy market, B-14' },
    ],
  });
  const staff = await createDemoUsers(db, company.id, (u) => u.places.map((p) => placeIds.get(p)!));
  // personal data, pay and the current workplace (the first allowed place) of the demo staff
  for (const e of staff) {
    const pay = DEMO_PAY[e.username];
    const first = DEMO_USERS.find((u) => u.username === e.username)?.places[0];
    if (!pay) continue;
    await db
      .update(employees)
      .set({
        phone: pay.phone,
        passportId: pay.passportId,
        email: pay.email,
        address: pay.address,
        salary: pay.salary,
        salaryCurrencyId: currencyIds.get(pay.currency) ?? null,
        sellPercent: pay.sellPercent,
        currentWorkplaceId: first ? (placeIds.get(first) ?? null) : null,
      })
      .where(eq(employees.id, e.id));
  }

  const { productTypeIds, sizeIds } = await createCatalogueBasics(db, company.id, PRODUCT_TYPES, {
    Letters: ['S', 'M', 'L', 'XL'],
    'Height grid': ['44/170', '46/170', '48/176', '50/176'],
  });

  const specs: ProductSpec[] = [];
  let n = 0;
  for (const type of PRODUCT_TYPES) {
    for (const model of MODELS) {
      n++;
      const base = 20 + ((n * 7) % 60);
      specs.push({
        name: `${type} ${model}`,
        model,
        modelCode: `M-${100 + n}`,
        vendorCode: `VC-${1000 + n}`,
        typeId: productTypeIds.get(type)!,
        cost: `${base}.00`,
        prices: [
          { placeTypeId: placeTypeIds.get('Shop')!, price: `${base * 2}.00`, discount: n % 5 === 0 ? '10' : '0', discountInPercent: true },
          { placeTypeId: placeTypeIds.get('Wholesale')!, price: `${Math.round(base * 1.5)}.00` },
          ...(n % 3 === 0 ? [] : [{ placeTypeId: placeTypeIds.get('Warehouse')!, price: `${base * 2}.00` }]),
        ],
      });
    }
  }
  const productIds = await createProducts(db, company.id, specs);

  const lines: { productId: number; sizeId: number; placeId: number; quantity: number }[] = [];
  productIds.forEach((productId, i) => {
    const sizeList = i % 2 === 0 ? sizeIds.get('Letters')! : sizeIds.get('Height grid')!;
    sizeList.forEach((sizeId, j) => {
      for (const [k, placeId] of [...placeIds.values()].entries()) {
        const quantity = (i + j * 3 + k * 5) % 9;
        if (quantity) lines.push({ productId, sizeId, placeId, quantity });
      }
    });
  });
  await stockUp(db, company.id, lines, staff[0].id);
  await replenishCompany(db, company.id, currencyIds.get('USD')!, '5000.00', staff[0].id);
  await replenishCompany(db, company.id, currencyIds.get('UZS')!, '25000000.00', staff[0].id);

  await createCustomers(db, company.id, [
    { name: 'Gulnora Saidova', phone: '+998901112233', discount: '5' },
    { name: 'Rustam Tursunov', phone: '+998935554433' },
    { name: 'Malika Yusupova', phone: '+998977778899', discount: '10' },
    { name: 'Sardor Xolmatov', phone: '+998991234567' },
    { name: 'Nodira Ergasheva', phone: '+998946667788', discount: '3' },
    { name: 'Timur Abdullaev', phone: '+998909998877' },
  ]);
  // demo data: catalogue
  {
    // barcodes of the first six products, every size of their grid: 46000000000<product><size>, e.g.
    // 4600000000011 = first product, first size (the till can scan them; see README)
    const rows = productIds.slice(0, 6).flatMap((productId, i) =>
      (i % 2 === 0 ? sizeIds.get('Letters')! : sizeIds.get('Height grid')!).map((sizeId, j) => ({
        companyId: company.id,
        code: String(4600000000000 + (i + 1) * 10 + (j + 1)),
        productId,
        sizeId,
      })),
    );
    await db.insert(barcodes).values(rows);
  }
  // demo data: money
  {
    // two wallets and some money at the shops, all through the ledger (company -> place transfers)
    const USD = currencyIds.get('USD')!;
    const UZS = currencyIds.get('UZS')!;
    const adminId = staff[0].id;
    const walletRows = await db
      .insert(wallets)
      .values([
        { companyId: company.id, name: 'Cash safe' },
        { companyId: company.id, name: 'Bank account' },
      ])
      .returning({ id: wallets.id });
    const walletMoves = (walletId: number, currencyId: number, amount: string): MoneyMove => ({
      companyId: company.id,
      account: { type: 'wallet', id: walletId },
      currencyId,
      delta: amount,
      kind: 'replenishments',
      employeeId: adminId,
      refType: 'wallet',
      refId: walletId,
      comment: 'opening balance',
    });
    const transfer = (placeName: string, currencyId: number, amount: string): MoneyMove[] => {
      const placeId = placeIds.get(placeName)!;
      const common = { companyId: company.id, currencyId, kind: 'transfers_to_places' as const, employeeId: adminId, comment: 'float for the till' };
      return [
        { ...common, account: { type: 'company', id: company.id }, delta: `-${amount}`, refType: 'place', refId: placeId },
        { ...common, account: { type: 'place', id: placeId }, delta: amount, refType: 'company', refId: company.id },
      ];
    };
    await db.transaction(async (tx) => {
      await moveMoney(tx, [
        walletMoves(walletRows[0].id, USD, '1200.00'),
        walletMoves(walletRows[0].id, UZS, '8500000.00'),
        walletMoves(walletRows[1].id, USD, '15000.00'),
        walletMoves(walletRows[1].id, UZS, '40000000.00'),
        ...transfer('Chorsu shop', UZS, '3000000.00'),
        ...transfer('Chorsu shop', USD, '200.00'),
        ...transfer('Mall shop', UZS, '1500000.00'),
      ]);
    });
  }
  // demo data: wholesale: two wholesale customers, an order in every status, a price group on one
  // customer's orders, tissues, reference rows
  await seedWholesaleDemo(db, company.id, staff[0].id, [...placeIds.values()], placeIds.get('Wholesale hall')!);
  return { companyId: company.id, productIds, placeIds, staff };
}
